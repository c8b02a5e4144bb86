#!/usr/bin/env bash
# Sets up everything on a fresh machine and runs all checks: lint, types, import
# contracts and the test suite (headless, plus one real window under Xvfb).
set -euo pipefail
cd "$(dirname "$0")"

need_apt=()
command -v Xvfb >/dev/null 2>&1 || need_apt+=(xvfb)
command -v xdotool >/dev/null 2>&1 || need_apt+=(xdotool)
[ -x /usr/bin/import ] || need_apt+=(imagemagick)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
# the installer's chatter (build-backend warnings) goes to a log, shown only on failure
if ! { .venv/bin/python -m pip install --disable-pip-version-check -q --upgrade pip &&
       .venv/bin/python -m pip install --disable-pip-version-check -q -e ".[test]"; } >.venv/install.log 2>&1; then
  cat .venv/install.log >&2
  exit 1
fi

export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
echo "== translations";  .venv/bin/python build/catalogues.py compile
echo "== ruff";          .venv/bin/ruff check game ai tests build benchmarks
echo "== mypy";          .venv/bin/mypy
echo "== import contracts"; .venv/bin/lint-imports
echo "== tests";         .venv/bin/python -m pytest "$@"
