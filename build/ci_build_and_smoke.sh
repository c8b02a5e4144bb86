#!/usr/bin/env bash
# CI step for the binary (too slow for the unit tests): build the one-file binary, run
# the smoke tests on it (headless, a real window, network play) and measure it. Run
# after ./check.sh (which sets up .venv):
#
#   bash build/ci_build_and_smoke.sh [--require-window]
#
# --require-window makes "no window under Xvfb" a failure (use it once `canasta` without
# options opens the table). Fails when the build or a smoke test fails, or when the
# binary grows past CANASTA_MAX_MB (default 40). The start-up time is printed, not
# enforced (a shared CI machine is too noisy for a hard limit); set
# CANASTA_MAX_SECONDS to enforce one.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v Xvfb >/dev/null 2>&1 || need_apt+=(xvfb)
command -v xdotool >/dev/null 2>&1 || need_apt+=(xdotool)
[ -x /usr/bin/import ] || need_apt+=(imagemagick)
command -v objdump >/dev/null 2>&1 || need_apt+=(binutils)   # PyInstaller reads and strips ELF files
command -v bc >/dev/null 2>&1 || need_apt+=(bc)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

echo "== build"
./build/build.sh
echo "== smoke tests"
./build/smoke_test.sh "$@" dist/canasta
echo "== network smoke test (the binary hosts and joins over loopback)"
.venv/bin/python build/smoke_net.py dist/canasta
echo "== measure"
measure=(--runs "${CANASTA_MEASURE_RUNS:-5}" --max-mb "${CANASTA_MAX_MB:-40}" --arg=--log)
[ -n "${CANASTA_MAX_SECONDS:-}" ] && measure+=(--max-seconds "$CANASTA_MAX_SECONDS")
.venv/bin/python build/measure.py dist/canasta "${measure[@]}"
