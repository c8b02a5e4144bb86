"""How fast the engine plays: random games on one core.

    python -m game.engine.bench                       # every preset, 3 s each
    python -m game.engine.bench --preset classic --seconds 10

For each preset: random-play actions and deals per second (``legal_actions`` plus
``apply``, as a search does), the cost of ``clone()`` and of ``legal_actions()`` on
states met in those games, and the mean and largest number of legal actions.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass

from .actions import Undo
from .rules import PRESETS, RuleSet
from .state import DEAL_OVER, MATCH_OVER, GameState

SAMPLE_EVERY = 7
MAX_SAMPLES = 2000


@dataclass
class BenchResult:
    preset: str
    actions: int
    deals: int
    seconds: float
    clone_us: float
    legal_us: float
    mean_legal: float
    max_legal: int

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds

    @property
    def deals_per_second(self) -> float:
        return self.deals / self.seconds

    def line(self) -> str:
        return (f"{self.preset:12} {self.actions_per_second:10.0f} {self.deals_per_second:9.1f}"
                f" {self.clone_us:9.1f} {self.legal_us:9.1f} {self.mean_legal:8.1f} {self.max_legal:6}")


HEADER = (f"{'preset':12} {'actions/s':>10} {'deals/s':>9} {'clone µs':>9} {'legal µs':>9}"
          f" {'mean #':>8} {'max #':>6}")


def _time_per_call(states: list[GameState], method: str, min_seconds: float = 0.3) -> float:
    """Microseconds per call of ``method`` over the sampled states."""
    calls = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < min_seconds:
        for s in states:
            getattr(s, method)()
        calls += len(states)
        elapsed = time.perf_counter() - start
    return elapsed / calls * 1e6


def bench(preset: str, seconds: float = 3.0, seed: int = 1, rules: RuleSet | None = None) -> BenchResult:
    """Random play for ``seconds``, then the cost of clone and legal_actions."""
    rules = rules or PRESETS[preset]
    rng = random.Random(seed)
    actions = deals = 0
    counts = 0
    total_legal = 0
    max_legal = 0
    samples: list[GameState] = []
    state = GameState.new(rules, rng.randrange(2**40))
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds:
        for _ in range(200):
            if state.is_over:
                state = GameState.new(rules, rng.randrange(2**40))
            legal = state.legal_actions()
            n = len(legal)
            counts += 1
            total_legal += n
            if n > max_legal:
                max_legal = n
            if counts % SAMPLE_EVERY == 0 and len(samples) < MAX_SAMPLES:
                samples.append(state.clone())
            choices = [a for a in legal if not isinstance(a, Undo)]
            action = rng.choice(choices) if choices and rng.random() >= 0.02 else rng.choice(legal)
            state.apply(action)
            actions += 1
            if state.phase in (DEAL_OVER, MATCH_OVER):
                deals += 1
        elapsed = time.perf_counter() - start
    samples = samples or [state]
    return BenchResult(
        preset=preset, actions=actions, deals=deals, seconds=elapsed,
        clone_us=_time_per_call(samples, "clone"), legal_us=_time_per_call(samples, "legal_actions"),
        mean_legal=total_legal / counts, max_legal=max_legal,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.engine.bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="all", help="a preset name or 'all'")
    parser.add_argument("--seconds", type=float, default=3.0, help="random play per preset")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.preset == "all":
        presets = list(PRESETS)
    elif args.preset in PRESETS:
        presets = [args.preset]
    else:
        parser.error(f"unknown preset {args.preset!r}; choose from all, {', '.join(PRESETS)}")
    print(HEADER)
    for preset in presets:
        print(bench(preset, args.seconds, args.seed).line(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
