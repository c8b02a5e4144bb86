"""Fit the rule bot's weights by play: a coordinate search over ``Weights`` fields.

    python -m ai.tune --against rules-v1,eager,hoarder,freezer --deals 30 --seed 11 \\
        --fields keep_hand,take_per_card --passes 1 > benchmarks/ai/decisions/classic_rules_tune.txt

Each candidate (one field moved up or down from the current weights) plays duplicate
deals (``ai.arena.play_deal``, Classic unless ``--preset``) against every opponent in
``--against``; the current weights play the same deals. A candidate replaces the current
weights when its mean paired difference, summed over the opponents, beats the current
one's on the same deals by more than one standard error of the per-deal difference.
The printed log (the command, every candidate with its figures, the final weights) is
the summary kept in ``benchmarks/ai/decisions/`` when its weights are adopted. It plays
with ``jobs`` processes (default 1: the machine is shared).
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import multiprocessing as mp
import shlex
import statistics
import subprocess
import sys
import time
from typing import Any

from .agent import with_changes
from .arena import Job, play_deal
from .rulebot import DEFAULT_WEIGHTS, Weights


def level_of(w: Weights) -> str:
    """The level text that plays these weights (``rules+field=value...``)."""
    changes = [f"{f.name}={getattr(w, f.name)}" for f in dataclasses.fields(w)
               if getattr(w, f.name) != getattr(DEFAULT_WEIGHTS, f.name)]
    return "+".join(["rules", *changes])


def evaluate(w: Weights, against: list[str], preset: str, seed: int, deals: int, jobs: int) -> list[float]:
    """Per (opponent, deal): the paired score difference of these weights."""
    level = level_of(w)
    todo = [Job(level, b, preset, seed, d, None, -1.0) for b in against for d in range(deals)]
    if jobs > 1:
        with mp.get_context("fork").Pool(jobs) as pool:
            recs = pool.map(play_deal, todo)
    else:
        recs = [play_deal(j) for j in todo]
    return [r["diff"] for r in recs]


def weights_of(level: str) -> Weights:
    """The weights a level text plays (the inverse of ``level_of``)."""
    name, *changes = level.split("+")
    if name != "rules":
        raise ValueError(f"the tuner moves the rule bot's weights; {level!r} is not a rules level")
    return with_changes(DEFAULT_WEIGHTS, changes)


def moved(w: Weights, name: str, up: bool, step: float) -> Weights | None:
    v = getattr(w, name)
    if isinstance(v, bool):
        return None
    if isinstance(v, int):
        nv: float = v + (1 if up else -1) * max(1, round(abs(v) * step))
        if nv < 0:
            return None
        changed: dict[str, Any] = {name: int(nv)}
        return dataclasses.replace(w, **changed)
    nv = v * (1 + step) if up else v * (1 - step)
    if v == 0:
        nv = step if up else -step
    changed_f: dict[str, Any] = {name: round(nv, 4)}
    return dataclasses.replace(w, **changed_f)


def _commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=False)
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], capture_output=True,
                               text=True, check=False).stdout.strip()
    except OSError:
        return "unknown"
    return out.stdout.strip() + (" (with uncommitted changes)" if dirty else "")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m ai.tune", description=__doc__.split("\n\n")[0])
    p.add_argument("--against", default="rules-v1,eager,hoarder,freezer")
    p.add_argument("--preset", default="classic")
    p.add_argument("--deals", type=int, default=30, help="duplicate deals per opponent and candidate")
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--fields", required=True, help="Weights fields to move, comma-separated")
    p.add_argument("--step", type=float, default=0.3, help="relative step (integers: at least 1)")
    p.add_argument("--passes", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--start", default="rules",
                   help="the weights to start from, as a level text (rules+field=value...)")
    p.add_argument("--accept", type=float, default=1.0,
                   help="a candidate is taken when its gain exceeds this many standard errors")
    args = p.parse_args(argv)
    against = args.against.split(",")
    words = argv if argv is not None else sys.argv[1:]
    print("command: python -m ai.tune " + " ".join(shlex.quote(a) for a in words))
    print("commit: " + _commit())
    t0 = time.perf_counter()
    best = weights_of(args.start)
    seed = args.seed
    base = evaluate(best, against, args.preset, seed, args.deals, args.jobs)
    print(f"start: mean paired difference {statistics.fmean(base):+.1f} over {len(base)} duplicate deals", flush=True)
    for ps in range(args.passes):
        for name in args.fields.split(","):
            for up in (True, False):
                cand = moved(best, name, up, args.step)
                if cand is None:
                    continue
                vals = evaluate(cand, against, args.preset, seed, args.deals, args.jobs)
                gain = [a - b for a, b in zip(vals, base, strict=True)]
                mean = statistics.fmean(gain)
                se = statistics.stdev(gain) / math.sqrt(len(gain))
                ok = mean > args.accept * se
                per = ", ".join(f"{b} {statistics.fmean(gain[i * args.deals:(i + 1) * args.deals]):+.1f}"
                                for i, b in enumerate(against))
                print(f"pass {ps + 1} {name}={getattr(cand, name)} (from {getattr(best, name)}): "
                      f"{statistics.fmean(vals):+.1f} vs {statistics.fmean(base):+.1f}, "
                      f"gain {mean:+.1f} (se {se:.1f}; {per}) {'ACCEPTED' if ok else ''}", flush=True)
                if ok:
                    best, base = cand, vals
                    break
        # fresh deals for the next pass, so that a pass does not fit the deals of the last
        seed += 1
        base = evaluate(best, against, args.preset, seed, args.deals, args.jobs)
    changed = {f.name: getattr(best, f.name) for f in dataclasses.fields(best)
               if getattr(best, f.name) != getattr(DEFAULT_WEIGHTS, f.name)}
    print(f"final weights (changes from the defaults): {changed}")
    print(f"level text: {level_of(best)}")
    print(f"wall time {time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
