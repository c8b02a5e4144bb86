"""Every computer level finishes deals of a preset with legal moves (issue 12).

    python benchmarks/engine/play_levels.py hand-and-foot rules,easy,medium,hard 2

Each level takes all seats; every action it chooses from its own seat's view is checked
by the engine before it is applied (a refusal stops the run), and the invariants are
checked every 50 actions. Prints one line a deal: actions, who went out, the deal totals
and this process's CPU time (the search's helper processes, if any, not counted)."""
import sys
import time

from ai import make_agent
from game.engine import PRESETS, GameState
from game.engine.invariants import check_invariants

preset = sys.argv[1]
levels = sys.argv[2].split(",")
deals = int(sys.argv[3]) if len(sys.argv) > 3 else 1
for level in levels:
    for seed in range(1, deals + 1):
        t = time.process_time()
        g = GameState.new(PRESETS[preset], seed)
        agents = [make_agent(level, seed * 10 + s) for s in range(g.rules.players)]
        n = 0
        while not g.results:
            seat = g.to_move
            a = agents[seat].choose(g.view(seat))
            err = g.check(a)
            if err is not None:
                raise SystemExit(f"{level} seed {seed} action {n}: {a} refused: {err}")
            g.apply(a)
            n += 1
            if n % 50 == 0:
                check_invariants(g, views=False)
        r = g.results[-1]
        totals = [s.total for s in r.sides]
        print(f"{preset} {level} seed {seed}: {n} actions, went_out={r.went_out}, totals={totals},"
              f" cpu {time.process_time() - t:.1f}s", flush=True)
