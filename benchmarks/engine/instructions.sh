#!/bin/bash
# Instructions per random action (valgrind cachegrind "I refs"), the start-up subtracted:
#   benchmarks/engine/instructions.sh TREE N PRESET...
# TREE: a checkout of the project (its engine plays); N: actions per preset.
here=$(cd "$(dirname "$0")" && pwd)
tree=$1; n=$2; shift 2
py=${PYTHON:-python3}
run() { valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
          "$py" "$here/random_actions.py" "$tree" "$1" "$2" 2>&1 | grep "I *refs" | tr -d ',' | awk '{print $NF}'; }
base=$(run classic 0)
for p in "$@"; do
  b=$(run "$p" "$n")
  echo "$tree $(git -C "$tree" rev-parse --short HEAD) $p: $(( (b - base) / n )) instructions/action ($n actions)"
done
