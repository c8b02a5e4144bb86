"""Bots against bots with duplicate deals.

    python -m ai.arena --players hard,rules --preset classic --deals 50 --seed 1 --jobs 2 \
        --out benchmarks/raw/classic_hard_vs_rules_seed1.json --resume \
        > benchmarks/ai/classic_hard_vs_rules_seed1.txt
    python -m ai.arena --merge benchmarks/raw/classic_hard_vs_rules_seed*.json
    python -m ai.ladder      # the strength table from the kept summaries (benchmarks/ai/README.md)

Every deal is a single deal (target 1) from its own seed, played once per seating: in a
partnership game A holds one side and B the other, then the sides are swapped; in a game
where everyone plays alone A takes each seat in turn against B in all the others. The
paired difference of a deal is A's deal score minus B's (the mean of the B seats),
averaged over the seatings, so the luck of the cards cancels out.

Printed per pairing: deals, deals won by A (per seating and per deal), the mean paired
score difference per deal with its 95% confidence interval, and per player: decisions
per second, median and 95th-percentile time per decision, searched decisions per deal
and search iterations per second. The report starts with the command and the commit that made it, so the
printed summary is what the repository keeps (``benchmarks/ai/*.txt``). ``--out`` keeps
the raw records (JSON, per-decision times) so that an interrupted run can ``--resume``
and runs with different seeds can be merged with ``--merge``; they belong in
``benchmarks/raw/``, which git ignores.

``--human LEVEL`` (partnership presets) measures the human's computer partner: each
side's first seat, where the table seats the human, is played by LEVEL, and A and B are
the partners across. Besides the paired difference (the side's play with that partner)
the report counts the human's "may I go out?", each partner's yes and no, and how often
the human went out after a yes.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import os
import shlex
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any

from game.engine import PRESETS, Answer, Ask, GameState, RuleSet

from .agent import AgentStats, make_agent

# two-sided 95% quantiles of Student's t for small samples
_T95 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26, 10: 2.23,
        12: 2.18, 15: 2.13, 20: 2.09, 25: 2.06, 30: 2.04, 40: 2.02, 60: 2.00, 120: 1.98}


def t95(df: int) -> float:
    if df <= 0:
        return float("nan")
    best = 1.96
    for k in sorted(_T95):
        if df <= k:
            return _T95[k]
    return best


@dataclass(frozen=True)
class Job:
    a: str
    b: str
    preset: str
    seed: int
    deal: int
    budget: int | None
    time_limit: float | None  # < 0: the level's own
    human: str | None = None  # the level playing each side's first seat (the human's seat), or None


def seatings(rules: RuleSet) -> list[tuple[int, ...]]:
    """For each seating, the seats A holds."""
    if rules.partnerships:
        return [rules.sides[0], rules.sides[1]]
    return [(s,) for s in range(rules.players)]


def human_seats(rules: RuleSet) -> frozenset[int]:
    """The seat of each side that ``--human`` plays: the side's first seat, as the table
    seats the human at seat 0 with a computer partner across."""
    return frozenset(side[0] for side in rules.sides)


def deal_seed(seed: int, deal: int) -> int:
    return seed * 1_000_003 + deal


def play_deal(job: Job) -> dict[str, Any]:
    """Play one deal in every seating; return its record."""
    base = PRESETS[job.preset]
    rules = base.with_options(target=1)
    plays: list[dict[str, Any]] = []
    per: dict[str, AgentStats] = {"A": AgentStats(), "B": AgentStats()}
    humans = human_seats(rules) if job.human else frozenset()
    # with --human: per side A/B, the human stand-in's asks and the computer partner's answers
    partner: dict[str, dict[str, int]] = {w: {"asks": 0, "yes": 0, "no": 0, "out_after_yes": 0,
                                              "partner_asks": 0, "human_yes": 0}
                                          for w in ("A", "B")}
    for k, a_seats in enumerate(seatings(rules)):
        g = GameState.new(rules, deal_seed(job.seed, job.deal))
        agents = {}
        for s in range(rules.players):
            who = "A" if s in a_seats else "B"
            level = job.a if who == "A" else job.b
            if s in humans:
                level = job.human  # type: ignore[assignment]
                who = "H" + who
            tl = job.time_limit if job.time_limit is None or job.time_limit >= 0 else -1.0
            agents[s] = (who, make_agent(level, seed=deal_seed(job.seed, job.deal) * 31 + s * 7 + k, budget=job.budget,
                                         time_limit=tl))
        steps = 0
        asked_by: int | None = None  # the seat whose "may I go out?" waits for its answer
        yes_for: dict[int, bool] = {}
        while not g.results:
            seat = g.to_move
            who, agent = agents[seat]
            action = agent.choose(g.view(seat))
            if humans:
                side = who[-1]
                if isinstance(action, Ask):
                    asked_by = seat
                    partner[side]["asks" if seat in humans else "partner_asks"] += 1
                elif isinstance(action, Answer) and asked_by is not None:
                    if asked_by in humans:
                        partner[side]["yes" if action.yes else "no"] += 1
                        yes_for[asked_by] = action.yes
                    elif action.yes:
                        partner[side]["human_yes"] += 1
                    asked_by = None
            g.apply(action)
            steps += 1
            if steps > 5000:
                raise RuntimeError(f"deal {job.deal} seating {k} does not end")
        result = g.results[0]
        if result.went_out is not None and yes_for.get(result.went_out):
            partner[agents[result.went_out][0][-1]]["out_after_yes"] += 1
        a_sides = sorted({rules.side_of(s) for s in a_seats})
        b_sides = [i for i in range(len(rules.sides)) if i not in a_sides]
        a_score = statistics.fmean(result.sides[i].total for i in a_sides)
        b_score = statistics.fmean(result.sides[i].total for i in b_sides)
        b_best = max(result.sides[i].total for i in b_sides)
        plays.append({"a": a_score, "b": b_score, "won": a_score > b_best, "lost": a_score < b_best,
                      "went_out": result.went_out, "actions": steps})
        for who, agent in agents.values():
            if who not in per:  # the human stand-ins: not the levels measured
                continue
            st: AgentStats = agent.stats  # type: ignore[attr-defined]
            p = per[who]
            p.decisions += st.decisions
            p.searched += st.searched
            p.iterations += st.iterations
            p.search_seconds += st.search_seconds
            p.times.extend(st.times)
            p.search_times.extend(st.search_times)
            p.fallbacks += st.fallbacks
            p.illegal += st.illegal
            p.illegal_searches += st.illegal_searches
    diff = statistics.fmean(p["a"] - p["b"] for p in plays)
    extra: dict[str, Any] = {"partner": partner} if humans else {}
    return {
        **extra,
        "deal": job.deal, "seed": job.seed, "plays": plays, "diff": diff,
        "stats": {who: {"decisions": st.decisions, "searched": st.searched, "iterations": st.iterations,
                        "search_seconds": st.search_seconds, "times": [round(t, 5) for t in st.times],
                        "search_times": [round(t, 5) for t in st.search_times],
                        "fallbacks": st.fallbacks, "illegal": st.illegal,
                        "illegal_searches": st.illegal_searches} for who, st in per.items()},
    }


def _pct(xs: list[float], q: float) -> float:
    if not xs:
        return float("nan")
    s = sorted(xs)
    i = min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))
    return s[i]


def paused_deals(records: list[dict[str, Any]], limit: float | None) -> list[int]:
    """The deals with a decision slower than ``limit`` seconds. A process stopped with
    ``kill -STOP`` (while a fresh-clone CI needs the machine) or a run resumed after a
    break leaves one decision that lasted the whole pause; such a deal still
    counts for the scores, but it would make the timing lines say nothing."""
    if limit is None:
        return []
    return [r["deal"] for r in records if any(t > limit for w in ("A", "B") for t in r["stats"][w]["times"])]


def report(meta: dict[str, Any], records: list[dict[str, Any]], pause_limit: float | None = None) -> str:
    a, b = meta["a"], meta["b"]
    n = len(records)
    lines = [f"== {a} vs {b} on {meta['preset']}  (seeds {meta['seeds']}, budget {meta.get('budget')}, "
             f"time limit {meta.get('time_limit')}, jobs {meta.get('jobs')})"]
    if meta.get("human"):
        lines.append(f"each side's first seat (the human's) played by {meta['human']}; "
                     f"{a} and {b} are the computer partners")
    if n == 0:
        return lines[0] + "\nno deals"
    plays = [p for r in records for p in r["plays"]]
    won = sum(1 for p in plays if p["won"])
    lost = sum(1 for p in plays if p["lost"])
    diffs = [r["diff"] for r in records]
    mean = statistics.fmean(diffs)
    sd = statistics.stdev(diffs) if n > 1 else float("nan")
    half = t95(n - 1) * sd / math.sqrt(n) if n > 1 else float("nan")
    deals_won = sum(1 for d in diffs if d > 0)
    deals_lost = sum(1 for d in diffs if d < 0)
    lines.append(f"deals: {n} ({len(plays)} plays, duplicate seatings)")
    lines.append(f"plays won by {a}: {won}/{len(plays)} = {100 * won / len(plays):.1f}%  (lost {lost}, "
                 f"tied {len(plays) - won - lost})")
    lines.append(f"deals won by {a} (paired difference > 0): {deals_won}/{n} = {100 * deals_won / n:.1f}%  "
                 f"(lost {deals_lost})")
    lines.append(f"paired score difference per deal ({a} - {b}): {mean:+.1f}  "
                 f"95% CI [{mean - half:+.1f}, {mean + half:+.1f}]  (sd {sd:.1f})")
    paused = paused_deals(records, pause_limit)
    timed = [r for r in records if r["deal"] not in paused]
    if pause_limit is not None:
        lines.append(f"timing below over {len(timed)} deals: left out, with a decision over {pause_limit:g} s "
                     f"(a paused process): {', '.join(map(str, paused)) or 'none'}")
    for who, name in (("A", a), ("B", b)):
        times = [t for r in timed for t in r["stats"][who]["times"]]
        dec = sum(r["stats"][who]["decisions"] for r in timed)
        searched = sum(r["stats"][who]["searched"] for r in timed)
        its = sum(r["stats"][who]["iterations"] for r in timed)
        ssec = sum(r["stats"][who]["search_seconds"] for r in timed)
        fb = sum(r["stats"][who]["fallbacks"] for r in timed)
        # records written before the count existed have none
        illegal = sum(r["stats"][who].get("illegal", 0) for r in timed)
        ill_dec = sum(r["stats"][who].get("illegal_searches", 0) for r in timed)
        tot = sum(times)
        head = (f"  {who}={name}: decisions {dec}, {dec / tot if tot else float('nan'):.1f}/s, "
                f"median {_pct(times, 0.5) * 1000:.1f} ms, p95 {_pct(times, 0.95) * 1000:.1f} ms, "
                f"max {max(times) * 1000 if times else float('nan'):.1f} ms, ")
        if not searched:
            # a player that never searches has no play-outs to count: "0 (in 0)" read as a finding
            lines.append(head + f"no searched decisions, fallbacks {fb}")
        else:
            lines.append(head + f"searched/deal {searched / len(timed):.1f}, "
                         f"iterations/s {its / ssec if ssec else 0:.0f}, fallbacks {fb}, "
                         f"illegal play-outs {illegal} (in {ill_dec} searched decisions)")
        stimes = [t for r in timed for t in r["stats"][who].get("search_times", [])]
        if stimes:
            lines.append(f"      searched decisions only: median {_pct(stimes, 0.5) * 1000:.1f} ms, "
                         f"p95 {_pct(stimes, 0.95) * 1000:.1f} ms, max {max(stimes) * 1000:.1f} ms")
    if meta.get("human"):
        lines.extend(partner_report(meta, records))
    return "\n".join(lines)


def compare(first: dict[str, Any], second: dict[str, Any]) -> str:
    """How a change moved a pairing: the paired differences of two runs over the same
    duplicate deals (same preset, seed and deal numbers; e.g. one tree before and one
    after), subtracted deal by deal. The deals' luck cancels a second time, so this
    interval is much narrower than either run's own.

    The two pairings may differ (a weight override such as ``rules+keep_hand=0`` against
    plain ``rules``, or Hard and Medium each against the rule bot): the deals are what must be
    the same, so only the preset is required to match, and both pairings are named."""
    mf, ms = first["meta"], second["meta"]
    if mf["preset"] != ms["preset"]:
        raise ValueError(f"cannot compare runs on different presets ({mf['preset']}, {ms['preset']})")
    one = {(r["seed"], r["deal"]): r["diff"] for r in first["records"]}
    two = {(r["seed"], r["deal"]): r["diff"] for r in second["records"]}
    common = sorted(set(one) & set(two))
    if len(common) < 2:
        raise ValueError("fewer than two deals in common")
    d = [one[k] - two[k] for k in common]
    n = len(d)
    mean = statistics.fmean(d)
    half = t95(n - 1) * statistics.stdev(d) / math.sqrt(n)
    m1 = statistics.fmean(one[k] for k in common)
    m2 = statistics.fmean(two[k] for k in common)
    pairing = f"{mf['a']} - {mf['b']}"
    if (mf["a"], mf["b"]) != (ms["a"], ms["b"]):
        pairing += f" (first run) against {ms['a']} - {ms['b']} (second run)"
    return (f"{pairing} on {mf['preset']}, {n} deals in common: first run {m1:+.1f}, "
            f"second run {m2:+.1f}; first - second per deal {mean:+.1f}  95% CI [{mean - half:+.1f}, "
            f"{mean + half:+.1f}], {sum(1 for x in d if x != 0)} deals with another result")


def partner_report(meta: dict[str, Any], records: list[dict[str, Any]]) -> list[str]:
    """With ``--human``: how each computer partner answered the human's "may I go out?",
    how often a yes was followed by the human going out, and the other way round."""
    out = []
    for who, name in (("A", meta["a"]), ("B", meta["b"])):
        t = {k: sum(r["partner"][who][k] for r in records if "partner" in r)
             for k in ("asks", "yes", "no", "out_after_yes", "partner_asks", "human_yes")}
        out.append(f"  partner {who}={name}: the human asked {t['asks']} times, answered yes {t['yes']}, "
                   f"no {t['no']}; the human went out after a yes {t['out_after_yes']} times; "
                   f"the partner asked {t['partner_asks']} times, the human said yes {t['human_yes']}")
    return out


def provenance(argv: list[str], program: str = "ai.arena") -> str:
    """The command and the commit, printed above every report: a summary kept in the
    repository must say how to make it again (the raw records stay out of git)."""
    command = f"python -m {program} " + shlex.join(argv)
    here = os.path.dirname(os.path.abspath(__file__))

    def git(*args: str) -> str:
        try:
            done = subprocess.run(["git", *args], cwd=here, capture_output=True, text=True, timeout=10)
        except OSError:
            return ""
        return done.stdout.strip() if done.returncode == 0 else ""

    commit = git("rev-parse", "--short=12", "HEAD") or "unknown (not a git checkout)"
    # top-level pathspecs: git runs in ai/, where plain "game" and "ai" would match nothing
    if git("status", "--porcelain", "--untracked-files=no", "--", ":/game", ":/ai"):
        commit += " with uncommitted changes to game/ or ai/"
    return f"command: {command}\ncommit: {commit}"


def _write_json(path: str, data: dict[str, Any]) -> None:
    folder = os.path.dirname(path)
    if folder:
        os.makedirs(folder, exist_ok=True)
    tmp = path + ".part"
    with open(tmp, "w") as f:
        json.dump(data, f)
    os.replace(tmp, path)


def _progress(records: list[dict[str, Any]], total: int, meta: dict[str, Any], out: str | None) -> None:
    """After each finished deal: a line on stderr, and the records so far written to
    ``out`` (so that a run cut short still leaves its deals; ``--merge`` reports them)."""
    mean = statistics.fmean(r["diff"] for r in records)
    print(f"{len(records)}/{total} deals, mean paired difference {mean:+.1f}", file=sys.stderr, flush=True)
    if out:
        _write_json(out, {"meta": meta, "records": sorted(records, key=lambda r: r["deal"])})


#: What a resumed run must share with the records it continues.
_SAME = ("a", "b", "preset", "seeds", "budget", "time_limit", "human")


def run(args: argparse.Namespace) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    a, b = args.players.split(",")
    meta = {"a": a, "b": b, "preset": args.preset, "seeds": [args.seed], "budget": args.budget,
            "time_limit": args.time_limit, "jobs": args.jobs, "human": args.human}
    done: list[dict[str, Any]] = []
    if args.resume and args.out and os.path.exists(args.out):
        with open(args.out) as f:
            old = json.load(f)
        if {k: old["meta"].get(k) for k in _SAME} != {k: meta[k] for k in _SAME}:
            raise SystemExit(f"{args.out} holds another run; not resuming")
        done = [r for r in old["records"] if r["deal"] < args.deals]
    have = {r["deal"] for r in done}
    jobs = [Job(a, b, args.preset, args.seed, d, args.budget, args.time_limit, args.human) for d in range(args.deals)
            if d not in have]
    t0 = time.perf_counter()
    if args.jobs > 1:
        ctx = mp.get_context("fork") if sys.platform != "win32" else mp.get_context("spawn")
        with ctx.Pool(args.jobs) as pool:
            records = list(done)
            for rec in pool.imap_unordered(play_deal, jobs):
                records.append(rec)
                _progress(records, args.deals, meta, args.out)
    else:
        records = list(done)
        for j in jobs:
            records.append(play_deal(j))
            _progress(records, args.deals, meta, args.out)
    records.sort(key=lambda r: r["deal"])
    meta["wall_seconds"] = round(time.perf_counter() - t0, 1)
    return meta, records


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m ai.arena", description=__doc__.split("\n\n")[0])
    p.add_argument("--players", default="rules,random", help="two levels: A,B")
    p.add_argument("--preset", default="classic", choices=sorted(PRESETS))
    p.add_argument("--deals", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget", type=int, default=None, help="search iterations per decision (default: the level's)")
    p.add_argument("--time-limit", type=float, default=-1.0,
                   help="search time cap in seconds (default: the level's; 0 or less than 0: keep; 'none' not given)")
    p.add_argument("--no-time-limit", action="store_true", help="search by iterations only (reproducible)")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", default=None,
                   help="write the raw records (JSON) here after every deal; keep them in benchmarks/raw/")
    p.add_argument("--resume", action="store_true", help="keep the deals already in --out and play the rest")
    p.add_argument("--human", default=None, metavar="LEVEL",
                   help="partnership presets: each side's first seat (the human's) is played by LEVEL, "
                        "so A and B are measured as the human's computer partner")
    p.add_argument("--merge", nargs="+", default=None, help="merge result files (same pairing and preset)")
    p.add_argument("--compare", nargs=2, default=None, metavar=("FIRST", "SECOND"),
                   help="the change between two result files over the deals they share (first - second)")
    p.add_argument("--pause-limit", type=float, default=None, metavar="SECONDS",
                   help="leave deals with a decision slower than this out of the timing lines (a process "
                        "paused by kill -STOP); the scores still count every deal")
    args = p.parse_args(argv)
    header = provenance(sys.argv[1:] if argv is None else argv)
    if args.compare:
        runs = []
        for path in args.compare:
            with open(path) as f:
                runs.append(json.load(f))
        try:
            print(compare(runs[0], runs[1]))
        except ValueError as e:
            print(f"cannot compare: {e}")
            return 2
        return 0
    if args.merge:
        metas: list[dict[str, Any]] = []
        records: list[dict[str, Any]] = []
        for path in args.merge:
            with open(path) as f:
                data = json.load(f)
            metas.append(data["meta"])
            records.extend(data["records"])
        keys = {(m["a"], m["b"], m["preset"], m.get("human")) for m in metas}
        if len(keys) != 1:
            print("cannot merge different pairings or presets: " + ", ".join(map(str, sorted(keys))))
            return 2
        meta = dict(metas[0])
        meta["seeds"] = sorted({s for m in metas for s in m["seeds"]})
        dup = {(r["seed"], r["deal"]) for r in records}
        if len(dup) != len(records):
            print("warning: some deals appear twice (same seed in two files)")
        print(header)
        print(report(meta, records, args.pause_limit))
        if args.out:
            _write_json(args.out, {"meta": meta, "records": records})
        return 0
    if args.no_time_limit:
        args.time_limit = None
    if args.human and not PRESETS[args.preset].partnerships:
        p.error(f"--human needs a partnership preset; {args.preset} has none")
    meta, records = run(args)
    text = header + "\n" + report(meta, records, args.pause_limit)
    print(text)
    print(f"wall time {meta['wall_seconds']} s")
    if args.out:
        _write_json(args.out, {"meta": meta, "records": records, "report": text})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
