#!/usr/bin/env bash
# Builds the standalone binary: ./build/build.sh [--onedir] [--clean] ...
# Creates .venv if needed, installs the game with its "build" extra, draws missing icons
# and runs PyInstaller on build/canasta.spec. Result: dist/canasta (one file) or
# dist/onedir/canasta/ (--onedir). All options: ./build/build.sh --help
set -euo pipefail
cd "$(dirname "$0")/.."
exec "${PYTHON:-python3}" build/build.py "$@"
