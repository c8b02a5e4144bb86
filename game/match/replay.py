"""A recorded match played again, move by move, for the replay viewer.

The replay shows every hand face up: a finished deal hides nothing any more. Its
viewer reads ``ReplayFrame``s, the public picture after each move with every hand
added, and never a game. The frames are made once and kept, so stepping back is free.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import Action, Card, GameState, RuleSet, TableMeld
from game.engine.record import GameRecord


@dataclass(frozen=True)
class ReplayFrame:
    """The table after some moves of a recorded match, every hand shown."""

    rules: RuleSet
    deal: int
    to_move: int
    phase: str
    hands: tuple[tuple[Card, ...], ...]
    red_threes: tuple[tuple[Card, ...], ...]
    melds: tuple[tuple[TableMeld, ...], ...]
    pile: tuple[Card, ...]
    pile_frozen: bool
    stock_size: int
    scores: tuple[int, ...]

    @staticmethod
    def of(g: GameState) -> ReplayFrame:
        return ReplayFrame(g.rules, g.deal, g.to_move, str(g.phase), tuple(tuple(h) for h in g.hands),
                           tuple(tuple(r) for r in g.red_threes), tuple(tuple(m) for m in g.melds),
                           tuple(g.pile), g.pile_frozen, len(g.stock), tuple(g.scores))


class RecordReplay:
    """The frames of a record from move ``first`` on (``frame(k)``: after ``k`` of them)."""

    def __init__(self, record: GameRecord, first: int = 0) -> None:
        self.record = record
        self.first = max(0, first)
        start = GameState.new(record.rules, record.seed)
        for a in record.actions[: self.first]:
            start.apply(a)
        self._game = start
        self.frames: list[ReplayFrame] = [ReplayFrame.of(start)]
        #: The move that led to each frame after the first, and the seat that made it.
        self.moves: list[tuple[Action, int]] = []

    def frame(self, k: int) -> ReplayFrame:
        """The table after ``k`` moves (computed once, kept)."""
        while len(self.frames) <= k:
            action = self.record.actions[self.first + len(self.frames) - 1]
            seat = self._game.to_move
            self._game.apply(action)
            self.moves.append((action, seat))
            self.frames.append(ReplayFrame.of(self._game))
        return self.frames[k]
