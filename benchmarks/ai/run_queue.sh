#!/usr/bin/env bash
# Arena runs, one after another on both cores, from a list of "preset A B seed deals"
# lines (benchmarks/ai/queues/*.txt; '#' starts a comment):
#
#   benchmarks/ai/run_queue.sh benchmarks/ai/queues/session2c.txt
#
# Each run writes benchmarks/ai/<preset>_<A>_vs_<B>_seed<seed>.json after every deal and
# its report to the .txt; an interrupted queue is restarted with the same command (every
# run resumes from its records).
set -u
cd "$(dirname "$0")/../.."
PY=${PY:-.venv/bin/python}
[ $# -eq 1 ] && [ -f "$1" ] || { echo "usage: $0 QUEUE_FILE" >&2; exit 2; }
grep -v '^\s*\(#\|$\)' "$1" | while read -r preset a b seed deals; do
    name="benchmarks/ai/${preset}_${a}_vs_${b}_seed${seed}"
    echo "$(date +%T) start $name ($deals deals)"
    "$PY" -m ai.arena --players "$a,$b" --preset "$preset" --deals "$deals" --seed "$seed" --jobs 2 \
        --out "$name.json" --resume > "$name.txt.part" </dev/null && mv "$name.txt.part" "$name.txt"
    echo "$(date +%T) done  $name"
done
