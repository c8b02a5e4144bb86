#!/usr/bin/env bash
# Sets up everything on a fresh machine (a virtual environment with the pinned
# packages) and starts the game. Extra arguments go to the game.
# The packages are installed only when the environment is new or pyproject.toml
# changed since the last install (a stamp in .venv remembers it), so the second
# start is as fast as `python -m game`; the installer's output is kept in
# .venv/install.log and shown only when it fails.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
stamp=.venv/.canasta-installed
want=$(cksum < pyproject.toml)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "Installing the game's packages (first start only)..."
  if ! .venv/bin/python -m pip install --disable-pip-version-check -q -e ".[i18n]" >.venv/install.log 2>&1; then
    cat .venv/install.log >&2
    echo "play.sh: installing the packages failed (the log above is in .venv/install.log)" >&2
    exit 1
  fi
  echo "$want" > "$stamp"
fi
# the translations: compile each .po that changed into the .mo the game reads (Babel)
.venv/bin/python build/catalogues.py compile
exec .venv/bin/python -m game "$@"
