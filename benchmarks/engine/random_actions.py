"""A fixed workload for counting the engine's instructions: ``N`` random legal actions
of a preset, chosen as ``game.engine.bench`` chooses them (no samples, no timing).

    python benchmarks/engine/random_actions.py TREE PRESET N

``TREE`` is the checkout whose engine plays (put first on ``sys.path``), so two commits
meet the same loop. Run it under ``valgrind --tool=cachegrind`` (see
``instructions.sh``): an instruction count does not depend on what else the shared
machine is doing, where the CPU-time figures of ``bench`` move by a third from run to run.
"""

from __future__ import annotations

import random
import sys


def run(preset: str, n: int, seed: int = 1) -> None:
    from game.engine.actions import Undo
    from game.engine.rules import PRESETS
    from game.engine.state import GameState

    rules = PRESETS[preset]
    rng = random.Random(seed)
    state = GameState.new(rules, rng.randrange(2**40))
    for _ in range(n):
        if state.is_over:
            state = GameState.new(rules, rng.randrange(2**40))
        legal = state.legal_actions()
        choices = [a for a in legal if not isinstance(a, Undo)]
        action = rng.choice(choices) if choices and rng.random() >= 0.02 else rng.choice(legal)
        state.apply(action)


if __name__ == "__main__":
    sys.path.insert(0, sys.argv[1])
    run(sys.argv[2], int(sys.argv[3]))
