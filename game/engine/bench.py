"""How fast the engine plays: random games on one core.

    python -m game.engine.bench                       # every preset, 3 s each
    python -m game.engine.bench --preset classic --seconds 10
    python -m game.engine.bench --against /tmp/engine-before   # old and new side by side

Time is the process's CPU time (``time.process_time``), not the wall clock: on a
machine shared with other work the wall clock counts the time others ran too.

For each preset: random-play actions and deals per second (``legal_actions`` plus
``apply``, as a search does), the cost of ``clone()`` and of ``legal_actions()`` on
states met in those games, and the mean and largest number of legal actions.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

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
    start = time.process_time()
    elapsed = 0.0
    while elapsed < min_seconds:
        for s in states:
            getattr(s, method)()
        calls += len(states)
        elapsed = time.process_time() - start
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
    start = time.process_time()
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
        elapsed = time.process_time() - start
    samples = samples or [state]
    return BenchResult(
        preset=preset, actions=actions, deals=deals, seconds=elapsed,
        clone_us=_time_per_call(samples, "clone"), legal_us=_time_per_call(samples, "legal_actions"),
        mean_legal=total_legal / counts, max_legal=max_legal,
    )


def _run(tree: Path, preset: str, seconds: float, seed: int) -> BenchResult:
    """One preset benchmarked in a fresh process: this very benchmark code, run on the
    engine of ``tree`` (a checkout of the project), so both engines meet the same loop."""
    code = ("import sys; sys.path.insert(0, sys.argv.pop(1)); source = sys.argv.pop(1);"
            " ns = {'__name__': '__main__', '__package__': 'game.engine'};"
            " exec(compile(open(source).read(), source, 'exec'), ns)")
    done = subprocess.run(
        [sys.executable, "-c", code, str(tree), __file__, "--preset", preset, "--seconds", str(seconds),
         "--seed", str(seed), "--json"],
        cwd=tree, capture_output=True, text=True, check=True)
    return BenchResult(**json.loads(done.stdout.splitlines()[-1]))


def compare(before: Path, after: Path, presets: list[str], seconds: float, seed: int, rounds: int) -> None:
    """Both engines on every preset, alternating, ``rounds`` times each; the best round
    of each counts (the machine is shared: the best is the least disturbed)."""
    print(f"{'':6} " + HEADER)
    for preset in presets:
        best: dict[str, BenchResult] = {}
        for _ in range(rounds):
            for label, tree in (("before", before), ("after", after)):
                result = _run(tree, preset, seconds, seed)
                if label not in best or result.actions_per_second > best[label].actions_per_second:
                    best[label] = result
        for label in ("before", "after"):
            print(f"{label:6} " + best[label].line())
        ratio = best["after"].actions_per_second / best["before"].actions_per_second
        print(f"{'':6} {preset:12} actions/s after/before: {ratio:.2f}x", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.engine.bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="all", help="a preset name, several joined by commas, or 'all'")
    parser.add_argument("--seconds", type=float, default=3.0, help="random play per preset")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON line a preset")
    parser.add_argument("--against", metavar="TREE",
                        help="another checkout (e.g. the commit before a change): run both side by side")
    parser.add_argument("--rounds", type=int, default=2, help="with --against: runs of each, the best counts")
    args = parser.parse_args(argv)
    presets = list(PRESETS) if args.preset == "all" else args.preset.split(",")
    for p in presets:
        if p not in PRESETS:
            parser.error(f"unknown preset {p!r}; choose from all, {', '.join(PRESETS)}")
    if args.against:
        here = Path(__file__).resolve().parents[2]
        compare(Path(args.against).resolve(), here, presets, args.seconds, args.seed, args.rounds)
        return 0
    if not args.json:
        print(HEADER)
    for preset in presets:
        result = bench(preset, args.seconds, args.seed)
        print(json.dumps(dataclasses.asdict(result)) if args.json else result.line(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
