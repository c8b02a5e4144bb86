"""Digging into the pile (``pile_mode`` = ``dig``, seed 004): ``_check_dig`` decides
whether the top N cards may be taken, the deepest of which must be played this turn.
Kept apart from ``legality``, which asks it, so that each module stays short."""

from __future__ import annotations

from .actions import Dig
from .base import group_by_rank
from .cards import Card
from .errors import IllegalAction
from .firstmeld import FirstMeldEstimate


class Digging(FirstMeldEstimate):
    """``_check_dig`` and the question it asks of every card dug."""

    __slots__ = ()

    def _check_dig(self, action: Dig) -> IllegalAction | None:
        r = self.rules
        if r.pile_mode != "dig":
            return IllegalAction("take_instead", "At this table the whole pile is taken, not dug into.")
        if not 1 <= action.depth <= len(self.pile):
            return IllegalAction.counted("dig_depth", "The pile holds {size} card.", "The pile holds {size} cards.",
                                         by="size", size=len(self.pile))
        seat = self.to_move
        side = r.side_of(seat)
        taken = self.pile[-action.depth:]
        card = taken[0]
        pool = self.hands[seat] + taken
        if not self._can_play_card(card, pool, side):
            return IllegalAction("dig_unplayable", "You could not meld the {card} this turn, so you may not take it.",
                                 card=str(card))
        if not self.opened[side]:
            best = self._max_extra_meld_points(pool, -1, None)
            need = self.first_meld_need(side)
            if best < need:
                return IllegalAction(
                    "first_meld_minimum",
                    "Your side needs {need} points for its first meld: you can make at most {have}.",
                    need=need, have=best)
        return None


    def _can_play_card(self, card: Card, pool: list[Card], side: int) -> bool:
        """Whether ``card`` could go onto a meld this turn (family digging rule)."""
        r = self.rules
        targets = self._addable_melds(side, opened=self.opened[side])
        if card.is_wild:
            if any(self._fits(m, card) for m in targets):
                return True
            groups = group_by_rank(c for c in pool if self._natural(c))
            return any(len(g) >= 2 and r.wilds_ok(2, 1) for g in groups.values())
        if not self._natural(card):
            return False
        if any(m.rank == card.rank for m in targets):
            return True
        same = sum(1 for c in pool if c.rank == card.rank)
        wild = any(c.is_wild for c in pool)
        return same >= 3 or (same >= 2 and wild and r.wilds_ok(2, 1))
