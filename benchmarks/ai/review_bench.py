"""How the deal review (``ai.review``) judges play whose strength is known.

    python benchmarks/ai/review_bench.py hard --preset classic --deals 30 --seed 1 --jobs 2 \
        --out benchmarks/raw/review_hard.json > benchmarks/ai/review/classic_hard.txt
    python benchmarks/ai/review_bench.py easy --preset classic --deals 100 --seed 1 --jobs 2 \
        --out benchmarks/raw/review_easy.json > benchmarks/ai/review/classic_easy_vs_hard.txt

``hard``: deals where seat 0 is played by Hard (the others by the rule bot); its decisions
are reviewed. A review that flags much of Hard's own play flags noise.

``easy``: duplicate deals of Easy against Hard (``ai.arena``'s seatings: Easy holds one side,
then the other); every decision of Easy's seats is reviewed. Per deal, the sum of the costs
flagged (both Easy seats of a seating, the mean of the seatings) is set against the points
Easy lost to Hard on that deal (Hard's side's score minus Easy's, the mean of the seatings):
the two are in the same unit, the deal's score difference between the sides.

Each job plays and reviews one deal in one process, so the review times printed are of one
process (wall clock and processor time), on a machine that may be busy. Hard plays with
``--hard-budget`` play-outs and ``--hard-time`` seconds a decision (its table settings by
default); the review with ``--choose`` and ``--compare``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from ai.agent import make_agent
from ai.arena import deal_seed, provenance, seatings
from ai.review import ReviewConfig, Reviewer, decisions_of
from game.engine import PRESETS, GameState
from game.engine.record import GameRecord


def _play(rules: Any, seed: int, levels: list[str], budget: int | None, seconds: float | None) -> GameState:
    g = GameState.new(rules, seed)
    agents = [make_agent(level, seed * 31 + s, budget=budget, time_limit=seconds) for s, level in enumerate(levels)]
    steps = 0
    while not g.results:
        g.apply(agents[g.to_move].choose(g.view(g.to_move)))
        steps += 1
        if steps > 5000:
            raise RuntimeError(f"deal {seed} does not end")
    return g


def _review(g: GameState, seats: list[int], config: ReviewConfig) -> tuple[list[dict[str, Any]], float, float]:
    record = GameRecord.from_game(g, [("Seat", "human" if s in seats else "computer")
                                      for s in range(g.rules.players)])
    decisions = decisions_of(record, 0)
    wall, cpu = time.perf_counter(), time.process_time()
    findings = Reviewer(1, config).review(decisions, seed=7)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    rows = [{"kind": f.kind, "seat": f.seat, "cost": f.cost, "low": f.low, "high": f.high, "flagged": f.flagged,
             "agrees": f.agrees, "reason": f.reason.msgid, "options": f.options} for f in findings]
    return rows, wall, cpu


def job(args: dict[str, Any]) -> dict[str, Any]:
    os.nice(args["nice"]) if args["nice"] else None
    rules = PRESETS[args["preset"]].with_options(target=1)
    seed = deal_seed(args["seed"], args["deal"])
    config = ReviewConfig(choose=args["choose"], compare=args["compare"])
    budget, seconds = args["hard_budget"], args["hard_time"]
    plays = []
    if args["mode"] == "hard":
        levels = ["hard"] + ["rules"] * (rules.players - 1)
        g = _play(rules, seed, levels, budget, seconds)
        rows, wall, cpu = _review(g, [0], config)
        plays.append({"findings": rows, "wall": wall, "cpu": cpu})
    else:
        for easy_seats in seatings(rules):
            levels = ["easy" if s in easy_seats else "hard" for s in range(rules.players)]
            g = _play(rules, seed, levels, budget, seconds)
            result = g.results[0]
            easy_sides = sorted({rules.side_of(s) for s in easy_seats})
            hard_sides = [i for i in range(len(rules.sides)) if i not in easy_sides]
            easy = statistics.fmean(result.sides[i].total for i in easy_sides)
            hard = statistics.fmean(result.sides[i].total for i in hard_sides)
            rows, wall, cpu = _review(g, list(easy_seats), config)
            plays.append({"findings": rows, "wall": wall, "cpu": cpu, "lost": hard - easy})
    return {"deal": args["deal"], "plays": plays}


def _ci(xs: list[float]) -> str:
    if len(xs) < 2:
        return "n/a"
    m = statistics.fmean(xs)
    h = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return f"{m:+.1f} [{m - h:+.1f}, {m + h:+.1f}]"


def _pearson(xs: list[float], ys: list[float]) -> float:
    if len(xs) < 3 or statistics.pstdev(xs) == 0 or statistics.pstdev(ys) == 0:
        return float("nan")
    return statistics.correlation(xs, ys)


def report(mode: str, records: list[dict[str, Any]]) -> list[str]:
    out = []
    plays = [p for r in records for p in r["plays"]]
    findings = [f for p in plays for f in p["findings"]]
    flagged = [f for f in findings if f["flagged"]]
    priced = [f for f in findings if f["cost"] is not None and not f["agrees"]]
    walls = sorted(p["wall"] for p in plays)
    cpus = sorted(p["cpu"] for p in plays)
    seats = "one seat" if mode == "hard" else "Easy's seats"
    out.append(f"deals: {len(records)}, plays reviewed (a deal in one seating, {seats}): {len(plays)},"
               f" decisions reviewed: {len(findings)}")
    share = 100 * len(priced) / max(1, len(findings))
    out.append(f"decisions where the search chose otherwise: {len(priced)} ({share:.1f}%)")
    out.append(f"decisions flagged: {len(flagged)} ({100 * len(flagged) / max(1, len(findings)):.1f}% of decisions),"
               f" {len(flagged) / max(1, len(plays)):.2f} per play;"
               f" plays with none flagged: {sum(1 for p in plays if not any(f['flagged'] for f in p['findings']))}"
               f" of {len(plays)}")
    kinds: dict[str, int] = {}
    for f in flagged:
        kinds[f["kind"]] = kinds.get(f["kind"], 0) + 1
    out.append("flagged by kind: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    reasons: dict[str, int] = {}
    for f in flagged:
        reasons[f["reason"]] = reasons.get(f["reason"], 0) + 1
    out.append("flagged by reason: " + ", ".join(f"{k.removeprefix('review.reason.')} {n}"
                                                 for k, n in sorted(reasons.items(), key=lambda kv: -kv[1])))
    if flagged:
        costs = sorted(f["cost"] for f in flagged if f["cost"] is not None)
        out.append(f"flagged cost: median {statistics.median(costs):.0f}, max {costs[-1]:.0f} points")
    out.append(f"review time per play, one process: median {statistics.median(walls):.1f} s wall"
               f" ({statistics.median(cpus):.1f} s processor), p90 {walls[int(0.9 * (len(walls) - 1))]:.1f} s wall,"
               f" max {walls[-1]:.1f} s")
    if mode == "easy":
        lost, flag, allc = [], [], []
        for r in records:
            lost.append(statistics.fmean(p["lost"] for p in r["plays"]))
            flag.append(statistics.fmean(sum(f["cost"] for f in p["findings"] if f["flagged"] and f["cost"] is not None)
                                         for p in r["plays"]))
            allc.append(statistics.fmean(sum(f["cost"] for f in p["findings"] if f["cost"] is not None)
                                         for p in r["plays"]))
        out.append(f"points Easy lost to Hard per deal (Hard's side minus Easy's, mean of the seatings): {_ci(lost)}")
        out.append(f"flagged cost of Easy's decisions per deal (both seats, mean of the seatings): {_ci(flag)}")
        out.append(f"every priced difference of Easy's decisions per deal, flagged or not: {_ci(allc)}")
        total_lost, total_flag = sum(lost), sum(flag)
        share = total_flag / total_lost if total_lost else float("nan")
        out.append(f"totals over the deals: lost {total_lost:.0f}, flagged {total_flag:.0f}"
                   f" (flagged / lost = {share:.2f})")
        out.append(f"per-deal correlation of flagged cost and points lost: r = {_pearson(flag, lost):.2f};"
                   f" of every priced difference and points lost: r = {_pearson(allc, lost):.2f}")
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("mode", choices=("hard", "easy"))
    p.add_argument("--preset", default="classic")
    p.add_argument("--deals", type=int, default=30)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--nice", type=int, default=0, help="lower the jobs' priority by this much")
    p.add_argument("--choose", type=int, default=ReviewConfig.choose)
    p.add_argument("--compare", type=int, default=ReviewConfig.compare)
    p.add_argument("--hard-budget", type=int, default=None)
    p.add_argument("--hard-time", type=float, default=-1.0, help="Hard's time cap a decision (default: its own)")
    p.add_argument("--out", default=None, help="the raw records (JSON; benchmarks/raw/)")
    p.add_argument("--report", default=None, metavar="RAW",
                   help="print the summary of a finished run's raw records (its own command first)")
    args = p.parse_args(argv)
    if args.report:
        with open(args.report) as fh:
            data = json.load(fh)
        print(f"summary of {args.report} (python benchmarks/ai/review_bench.py --report), a run of:")
        kept = data["args"]
        print(f"mode {kept['mode']}, preset {kept['preset']}, seed {kept['seed']}, {kept['deals']} deals,"
              f" {kept['jobs']} jobs; review: choose {kept['choose']}, compare {kept['compare']};"
              f" Hard: budget {kept['hard_budget'] or 'its own'},"
              f" time cap {kept['hard_time'] if kept['hard_time'] >= 0 else 'its own'} s")
        for line in report(kept["mode"], data["records"]):
            print(line)
        return 0
    jobs = [{"mode": args.mode, "preset": args.preset, "seed": args.seed, "deal": d, "choose": args.choose,
             "compare": args.compare, "hard_budget": args.hard_budget, "hard_time": args.hard_time,
             "nice": args.nice} for d in range(args.deals)]
    # the command and the commit when the run starts: the code it plays (a commit made
    # while it runs is not in it)
    head = provenance(sys.argv[1:] if argv is None else argv, "REVIEW")
    start = time.perf_counter()
    records: list[dict[str, Any]] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for r in pool.map(job, jobs):
            records.append(r)
            print(f"\rdeal {len(records)}/{len(jobs)}", end="", file=sys.stderr, flush=True)
            if args.out:
                with open(args.out, "w") as fh:
                    json.dump({"args": vars(args), "records": records}, fh)
    print(file=sys.stderr)
    print(head.replace("python -m REVIEW", "python benchmarks/ai/review_bench.py"))
    print(f"mode {args.mode}, preset {args.preset}, seed {args.seed}; review: choose {args.choose},"
          f" compare {args.compare}; Hard: budget {args.hard_budget or 'its own'},"
          f" time cap {args.hard_time if args.hard_time >= 0 else 'its own'} s")
    for line in report(args.mode, records):
        print(line)
    print(f"run time {time.perf_counter() - start:.0f} s with {args.jobs} jobs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
