"""Does root-parallel search pay? ``python -m ai.bench_parallel``

Collects positions from deals the rule bot plays, keeps those where the Hard search
really searches, and times the same decisions in one process and with helper processes
(``ai.parallel``): once at a fixed budget without a time cap (the speed-up: same work,
shorter wait) and once with the level's time cap (the play-outs a decision gets in the
time the player waits). Prints medians, 95th percentiles and play-outs per second; run
it on an otherwise idle machine.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import time

from game.engine import DRAW_PHASE, MELD_PHASE, PRESETS, GameState, View

from . import parallel
from .agent import LEVELS, make_agent
from .search import Search, SearchConfig


def positions(preset: str, deals: int, seed: int, every: int) -> list[View]:
    """Views of the seat to move, every ``every``-th draw or meld decision of deals the
    rule bot plays."""
    rules = PRESETS[preset].with_options(target=1)
    out: list[View] = []
    k = 0
    for d in range(deals):
        g = GameState.new(rules, seed * 1000 + d)
        bots = [make_agent("rules", seed=s) for s in range(rules.players)]
        while not g.results:
            view = g.view(g.to_move)
            if g.phase in (DRAW_PHASE, MELD_PHASE):
                k += 1
                if k % every == 0:
                    out.append(view)
            g.apply(bots[g.to_move].choose(view))
    return out


def measure(cfg: SearchConfig, views: list[View], helpers: parallel.Helpers | None,
            salt: int = 0, chosen: list[str] | None = None) -> tuple[list[float], list[int]]:
    """Time the searched decisions; append each decision's text to ``chosen``."""
    times: list[float] = []
    iters: list[int] = []
    for i, v in enumerate(views):
        s = Search(cfg, random.Random(i + salt), helpers=helpers)
        t0 = time.perf_counter()
        acts, st = s.choose(v)
        dt = time.perf_counter() - t0
        if st.searched:
            times.append(dt)
            iters.append(st.iterations)
            if chosen is not None:
                chosen.append(" ; ".join(map(str, acts)))
    return times, iters


def _agree(a: list[str], b: list[str]) -> str:
    same = sum(x == y for x, y in zip(a, b, strict=True))
    return f"{same}/{len(a)} = {100 * same / max(1, len(a)):.1f}%"


def _line(name: str, times: list[float], iters: list[int]) -> str:
    s = sorted(times)
    p95 = s[min(len(s) - 1, int(0.95 * len(s)))]
    rate = sum(iters) / sum(times)
    return (f"{name:<28} decisions {len(times):4d}  median {1000 * statistics.median(times):7.1f} ms  "
            f"p95 {1000 * p95:7.1f} ms  play-outs/decision {statistics.fmean(iters):6.1f}  play-outs/s {rate:6.0f}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m ai.bench_parallel", description=__doc__.split("\n\n")[0])
    p.add_argument("--preset", default="classic", choices=sorted(PRESETS))
    p.add_argument("--deals", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--every", type=int, default=3, help="keep every n-th decision")
    p.add_argument("--level", default="hard", choices=[k for k, lv in LEVELS.items() if lv.search])
    p.add_argument("--helpers", type=int, default=1)
    args = p.parse_args(argv)
    level = LEVELS[args.level].search
    assert level is not None
    views = positions(args.preset, args.deals, args.seed, args.every)
    fixed = dataclasses.replace(level, time_limit=None)
    print(f"{args.preset}: {len(views)} positions from {args.deals} deals; level {args.level} "
          f"(budget {level.iterations}, time cap {level.time_limit} s), {args.helpers} helper(s)")
    measure(fixed, views[:3], None)  # warm up
    c_one: list[str] = []
    c_two: list[str] = []
    c_other: list[str] = []
    one = measure(fixed, views, None, chosen=c_one)
    helpers = parallel.use_helpers(args.helpers)
    measure(fixed, views[:3], helpers)
    two = measure(fixed, views, helpers, chosen=c_two)
    print(_line("fixed budget, 1 process", *one))
    print(_line(f"fixed budget, 1+{args.helpers} processes", *two))
    print(f"  speed-up of the median {statistics.median(one[0]) / statistics.median(two[0]):.2f}x, "
          f"of the total {sum(one[0]) / sum(two[0]):.2f}x")
    # Strength check: the parallel search must choose like the single one does. Both
    # sample random deals, so compare with the single search under other seeds.
    parallel.use_helpers(0)
    measure(fixed, views, None, salt=1000, chosen=c_other)
    print(f"  same decision: single vs parallel {_agree(c_one, c_two)}; "
          f"single vs single with other seeds {_agree(c_one, c_other)}")
    one = measure(level, views, None)
    helpers = parallel.use_helpers(args.helpers)
    two = measure(level, views, helpers)
    print(_line("time cap, 1 process", *one))
    print(_line(f"time cap, 1+{args.helpers} processes", *two))
    parallel.use_helpers(0)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
