#!/usr/bin/env bash
# Arena runs, one after another on both cores, from a file of "preset A B seed deals"
# lines ('#' starts a comment), e.g. a line "samba hard medium 43 200":
#
#   benchmarks/ai/run_queue.sh /tmp/runs.txt
#
# Each run writes its raw records to benchmarks/raw/<preset>_<A>_vs_<B>_seed<seed>.json
# after every deal (git ignores benchmarks/raw/) and its report, headed by the command and
# the commit, to benchmarks/ai/<same name>.txt (kept in git); an interrupted queue is
# restarted with the same command (every run resumes from its raw records).
set -u
cd "$(dirname "$0")/../.."
PY=${PY:-.venv/bin/python}
JOBS=${JOBS:-2}  # processes per run (JOBS=1 on a shared machine)
[ $# -eq 1 ] && [ -f "$1" ] || { echo "usage: $0 QUEUE_FILE" >&2; exit 2; }
grep -v '^\s*\(#\|$\)' "$1" | while read -r preset a b seed deals; do
    run="${preset}_${a}_vs_${b}_seed${seed}"
    echo "$(date +%T) start $run ($deals deals)"
    "$PY" -m ai.arena --players "$a,$b" --preset "$preset" --deals "$deals" --seed "$seed" --jobs "$JOBS" \
        --out "benchmarks/raw/$run.json" --resume > "benchmarks/ai/$run.txt.part" </dev/null \
        && mv "benchmarks/ai/$run.txt.part" "benchmarks/ai/$run.txt"
    echo "$(date +%T) done  $run"
done
