#!/usr/bin/env bash
# Sets up everything on a fresh machine (a virtual environment with the pinned
# packages) and starts the game. Extra arguments go to the game.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q -e ".[i18n]" >/dev/null
# the translations: compile each .po that changed into the .mo the game reads (Babel)
.venv/bin/python build/catalogues.py compile
exec .venv/bin/python -m game "$@"
