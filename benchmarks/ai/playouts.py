"""Play-outs per second of Hard's search on a preset, from fixed positions.

    python benchmarks/ai/playouts.py --preset samba --positions 12 --per 20 [--profile N]

Collects positions from deals four rule bots play (every ``--every``-th draw or meld
decision, from deal seeds ``seed * 1000 + d``), then plays ``--per`` play-outs from each
the way Hard's search does (``Search.play_deals``: a game dealt from the view, cloned,
the turn and one round of the table played by the rule bot and the opponent models, the
position valued). The random generators are seeded, so two trees that play alike play
the same play-outs; the sum of the values is printed to show it. Times are processor
time of this process (``time.process_time``), less disturbed by other processes on a
loaded machine than the wall clock, though not immune. ``--profile N`` prints the N most
expensive functions by cumulative time (``cProfile``).
"""

from __future__ import annotations

import argparse
import cProfile
import dataclasses
import hashlib
import os
import pickle
import pstats
import random
import time

from ai.agent import LEVELS, make_agent
from ai.search import Search
from game.engine import DRAW_PHASE, MELD_PHASE, PRESETS, GameState, View


def positions(preset: str, count: int, seed: int, every: int, hard: int = 0) -> list[View]:
    """``count`` views of the seat to move, every ``every``-th draw or meld decision of
    deals the rule bot plays; with ``hard``, of deals where Hard at this budget (no
    time cap) plays the first side against the rule bot, and only the first side's
    views (the positions Hard meets in the arena)."""
    rules = PRESETS[preset].with_options(target=1)
    out: list[View] = []
    k = 0
    d = 0
    while len(out) < count:
        g = GameState.new(rules, seed * 1000 + d)
        bots = [make_agent("hard" if hard and rules.side_of(s) == 0 else "rules", seed=s, budget=hard or None,
                           time_limit=None) for s in range(rules.players)]
        while not g.results and len(out) < count:
            view = g.view(g.to_move)
            if g.phase in (DRAW_PHASE, MELD_PHASE) and (not hard or rules.side_of(g.to_move) == 0):
                k += 1
                if k % every == 0:
                    out.append(view)
            g.apply(bots[g.to_move].choose(view))
        d += 1
    return out


def run(views: list[View], per: int) -> tuple[int, float, float]:
    """Play ``per`` play-outs from each view: (play-outs, processor seconds, sum of values)."""
    level = LEVELS["hard"].search
    assert level is not None
    n = 0
    total = 0.0
    t0 = time.process_time()
    for i, v in enumerate(views):
        s = Search(level, random.Random(i))
        for row in s.play_deals(v, [("bot", [])], per, None, True):
            total += row["bot"]
            n += 1
    return n, time.process_time() - t0, total


def search(views: list[View], budget: int) -> tuple[int, float, int, int, str]:
    """Hard's whole search, without its time cap, on each view: (play-outs, processor
    seconds, decisions searched, options, a digest of the choices); the arena's
    "iterations/s" is the same ratio of play-outs to search time."""
    hard = LEVELS["hard"].search
    assert hard is not None
    level = dataclasses.replace(hard, iterations=budget, time_limit=None)
    n = decisions = options = 0
    secs = 0.0
    digest = hashlib.sha256()
    for i, v in enumerate(views):
        s = Search(level, random.Random(i))
        t0 = time.process_time()
        acts, st = s.choose(v)
        dt = time.process_time() - t0
        digest.update(" ; ".join(map(str, acts)).encode())
        if st.searched:
            n += st.iterations
            secs += dt
            decisions += 1
            options += st.options
    return n, secs, decisions, options, digest.hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--preset", default="samba", choices=sorted(PRESETS))
    p.add_argument("--positions", type=int, default=12)
    p.add_argument("--per", type=int, default=20, help="play-outs from each position")
    p.add_argument("--seed", type=int, default=41)
    p.add_argument("--every", type=int, default=7, help="keep every n-th decision")
    p.add_argument("--repeat", type=int, default=1, help="time the same play-outs this many times (best is shown)")
    p.add_argument("--profile", type=int, default=0, help="print this many functions by cumulative time")
    p.add_argument("--hard", type=int, default=0,
                   help="take the positions from deals of Hard at this budget against the rule bot")
    p.add_argument("--views", default=None,
                   help="a pickle file of positions: read if it exists, else written (to time trees on the same ones)")
    p.add_argument("--search", type=int, default=0,
                   help="time Hard's whole search at this budget instead (no time cap)")
    args = p.parse_args(argv)
    if args.views and os.path.exists(args.views):
        with open(args.views, "rb") as f:
            views = pickle.load(f)
    else:
        views = positions(args.preset, args.positions, args.seed, args.every, args.hard)
        if args.views:
            with open(args.views, "wb") as f:
                pickle.dump(views, f)
    if args.search:
        prof = cProfile.Profile() if args.profile else None
        if prof is not None:
            prof.enable()
        n, secs, decisions, options, digest = search(views, args.search)
        if prof is not None:
            prof.disable()
            pstats.Stats(prof).sort_stats("cumulative").print_stats(args.profile)
        print(f"{args.preset}: {len(views)} positions, {decisions} searched, {options / max(1, decisions):.1f} "
              f"options each; {n} play-outs in {secs:.2f} s processor time, {n / max(secs, 1e-9):.0f} play-outs/s; "
              f"choices {digest}")
        return 0
    run(views[:2], 2)  # warm up
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        n, secs, total = run(views, args.per)
        prof.disable()
        pstats.Stats(prof).sort_stats("cumulative").print_stats(args.profile)
    best = None
    for _ in range(args.repeat):
        n, secs, total = run(views, args.per)
        best = secs if best is None else min(best, secs)
    assert best is not None
    print(f"{args.preset}: {len(views)} positions x {args.per} play-outs = {n}; "
          f"{best:.2f} s processor time (best of {args.repeat}), {n / best:.0f} play-outs/s; "
          f"sum of values {total:.6f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
