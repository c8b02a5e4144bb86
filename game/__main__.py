"""Composition root: the only place where the table and the computer players meet.

Until the table is built this runs a headless demo: a seeded game between computer
players, printed move by move, with each deal's score sheet."""

from __future__ import annotations

import argparse
import random
import sys

from game.engine import PRESETS, GameState, Undo
from game.engine.text import score_sheet


def demo(preset: str, seed: int, deals: int, out: object = sys.stdout) -> GameState:
    rules = PRESETS[preset]
    game = GameState.new(rules, seed)
    rng = random.Random(seed)
    write = out.write  # type: ignore[attr-defined]
    while not game.is_over and len(game.results) < deals:
        actions = [a for a in game.legal_actions() if not isinstance(a, Undo)]
        action = rng.choice(actions)
        seat = game.to_move
        game.apply(action)
        write(f"seat {seat}: {action}\n")
        if game.last_result is not None and game.phase in ("deal_over", "match_over"):
            write(score_sheet(rules, game.last_result) + "\n")
            if game.phase == "deal_over" and len(game.results) < deals:
                game.apply(game.legal_actions()[0])
    return game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game", description="Canasta")
    parser.add_argument("--demo", action="store_true", help="print a seeded game between computer players")
    parser.add_argument("--preset", default="classic", choices=sorted(PRESETS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", type=int, default=1)
    args = parser.parse_args(argv)
    demo(args.preset, args.seed, args.deals)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
