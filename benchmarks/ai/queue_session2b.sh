#!/usr/bin/env bash
# More deals: Hard vs Medium on Classic (seed 3), Hard vs the rule bot on two and three
# players (resumes the seed-1 runs).
set -u
cd "$(dirname "$0")/../.."
PY=${PY:-.venv/bin/python}
run() {  # preset a b seed deals
    local name="benchmarks/ai/$1_$2_vs_$3_seed$4"
    echo "$(date +%T) start $name ($5 deals)"
    "$PY" -m ai.arena --players "$2,$3" --preset "$1" --deals "$5" --seed "$4" --jobs 2 \
        --out "$name.json" --resume > "$name.txt.part" && mv "$name.txt.part" "$name.txt"
    echo "$(date +%T) done  $name"
}
run classic hard medium 3 100
run two   hard rules 1 100
run three hard rules 1 80
