#!/usr/bin/env bash
# Sets up everything on a fresh machine (a virtual environment with the pinned
# packages) and starts the game. Extra arguments go to the game.
# The packages are installed only when the environment is new or pyproject.toml
# changed since the last install (a stamp in .venv remembers it), so the second
# start is as fast as `python -m game`; the installer's output is kept in
# .venv/install.log and shown only when it fails; while it runs, each package it
# fetches or installs is named, so the first start (half a minute or more) is not silent.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  echo "Setting up the game (first start only): 1/3 creating the Python environment..."
  "$PY" -m venv .venv
fi
stamp=.venv/.canasta-installed
want=$(cksum < pyproject.toml)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "Setting up the game (first start only): 2/3 installing its packages..."
  .venv/bin/python -m pip install --disable-pip-version-check --progress-bar off -e ".[i18n]" \
    >.venv/install.log 2>&1 &
  pip_pid=$!
  shown=0
  # name each step pip reports (Collecting pygame-ce, Installing collected packages) as it comes
  report() {
    local steps count
    steps=$(grep -E '^(Collecting|Installing collected|Successfully installed)' .venv/install.log || true)
    count=$(printf '%s' "$steps" | grep -c . || true)
    if [ "$count" -gt "$shown" ]; then
      printf '%s\n' "$steps" | tail -n +"$((shown + 1))" | cut -c1-100 | sed 's/^/  /'
      shown=$count
    fi
  }
  while kill -0 "$pip_pid" 2>/dev/null; do
    report
    sleep 1
  done
  pip_ok=0
  wait "$pip_pid" || pip_ok=$?
  report
  if [ "$pip_ok" -ne 0 ]; then
    cat .venv/install.log >&2
    echo "play.sh: installing the packages failed (the log above is in .venv/install.log)" >&2
    exit 1
  fi
  echo "$want" > "$stamp"
fi
# the translations: compile each .po that changed into the .mo the game reads (Babel)
if [ -n "${pip_pid:-}" ]; then
  echo "Setting up the game (first start only): 3/3 the translations, then the window opens."
fi
.venv/bin/python build/catalogues.py compile
exec .venv/bin/python -m game "$@"
