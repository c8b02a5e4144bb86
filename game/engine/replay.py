"""Replay a saved game and print its score sheets.

    python -m game.engine.replay FILE            # every deal's score sheet and the result
    python -m game.engine.replay --moves FILE    # with every action, seat by seat

Exit code 0 when the record replays, 2 (with the reason and the line) when the file
cannot be read or does not follow the rules.
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from .errors import IllegalAction
from .record import GameRecord, RecordError, read_record, rules_to_text
from .state import MATCH_OVER, GameState
from .text import score_sheet, side_name


def replay_text(record: GameRecord, moves: bool = False, out: TextIO | None = None) -> GameState:
    """Replay ``record`` printing the score sheets (and the actions with ``moves``);
    raises ``RecordError`` on an illegal action, after printing what came before it."""
    stream = out if out is not None else sys.stdout

    def say(text: str = "") -> None:
        print(text, file=stream)

    rules = record.rules
    name, changes = rules_to_text(rules)
    say(f"Rules: {name}" + (f" {changes}" if changes else ""))
    say(f"Seed: {record.seed}")
    for i, player in enumerate(record.seats):
        say(f"Seat {i}: {player.name} ({player.kind}), side {side_name(rules, rules.side_of(i))}")
    state = GameState.new(rules, record.seed)
    printed = 0
    if moves:
        say(f"\nDeal 1 (dealer: seat {state.dealer})")
    for i, action in enumerate(record.actions):
        seat = state.to_move
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise RecordError(record.line_of(i), f"illegal action {str(action)!r}: {exc.message}") from exc
        if moves:
            say(f"  {i + 1:5}  seat {seat} {record.seats[seat].name}: {action}")
        while printed < len(state.results):
            say()
            say(score_sheet(rules, state.results[printed]))
            printed += 1
            if moves and state.phase != MATCH_OVER and i + 1 < len(record.actions):
                say(f"\nDeal {printed + 1}")
    say()
    scores = ", ".join(f"{side_name(rules, s)} {score}" for s, score in enumerate(state.scores))
    if state.phase == MATCH_OVER:
        winner = state.match_winner
        say(f"Match over after {len(state.results)} deal(s): "
            + (f"{side_name(rules, state.gave_up)} gave up. " if state.gave_up is not None else "")
            + (f"{side_name(rules, winner)} won" if winner is not None else "")
            + (f" at a stake of {state.stake}. " if state.stake > 1 else ". " if winner is not None else "")
            + f"Final scores: {scores}.")
    else:
        say(f"Match not finished: deal {state.deal + 1}, {state.phase} phase, seat {state.to_move} to move."
            f" Scores: {scores}.")
    return state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.engine.replay",
                                     description="Replay a Canasta game record and print its score sheets.")
    parser.add_argument("file", help="a record written by the game (canasta-record format)")
    parser.add_argument("--moves", action="store_true", help="also print every action")
    args = parser.parse_args(argv)
    try:
        record = read_record(args.file)
        replay_text(record, moves=args.moves)
    except RecordError as exc:
        sys.stdout.flush()
        print(f"{args.file}: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
