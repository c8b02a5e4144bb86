#!/usr/bin/env bash
# The arena runs of the second session, one after another on both cores.
# Each run writes its records after every deal; an interrupted queue is restarted with the
# same command (every run resumes from its records).
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
run classic medium random 1 50
run two     medium random 1 50
run three   medium random 1 50
run classic medium easy   1 80
run two     medium easy   1 80
run three   medium easy   1 60
run two     medium rules  1 100
run three   medium rules  1 60
run classic hard   random 1 50
run two     hard   random 1 50
run three   hard   random 1 50
run classic hard   medium 2 100
run two     hard   medium 1 100
run three   hard   medium 1 60
