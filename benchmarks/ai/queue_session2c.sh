#!/usr/bin/env bash
# The arena runs for the second Medium (search of the draw-or-take decision and answers
# only; melds and discards by the rule bot). Every run resumes from its records.
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
run classic medium rules  1 200
run classic hard   medium 1 150
run classic medium easy   1 100
run classic medium random 1 50
run two     medium rules  1 100
run two     hard   medium 1 100
run two     medium easy   1 100
run two     medium random 1 50
run three   medium rules  1 60
run three   hard   medium 1 60
run three   medium easy   1 60
run three   medium random 1 50
