"""Melds of wild cards (``meld_kinds`` with ``wild``; Cuban Canasta, Uruguay, Bolivia):
starting one is checked here, apart from ``legality``, which asks it when three wild
cards are melded. Adding to one and its cap are the ordinary ``add`` rules with the cap
of its kind (``RuleSet.meld_cap``)."""

from __future__ import annotations

from .base import StateBase
from .cards import Card
from .errors import IllegalAction
from .melds import WILD, WILD_RANK, TableMeld


class WildMelds(StateBase):
    """``_check_wild_meld``: why three wild cards may not start a meld now."""

    __slots__ = ()

    def _check_wild_meld(self, side: int, cards: tuple[Card, ...]) -> IllegalAction | None:
        """Three wild cards start a meld of wild cards where ``meld_kinds`` has it."""
        r = self.rules
        if not r.wild_melds:
            return IllegalAction("no_wild_meld", "At this table wild cards do not form a meld of their own:"
                                 " a meld needs at least two natural cards of one rank.")
        if r.melds_per_rank == "one" and self.meld_of(side, WILD_RANK) is not None:
            return IllegalAction("wild_meld_exists",
                                 "Your side already has a meld of wild cards: add to it instead.")
        points = self.turn_points + (self._opening_value(WILD_RANK, cards) if not self.opened[side] else 0)
        meld = TableMeld.of(WILD_RANK, cards, side, kind=WILD)
        return self._leaves_ok(side, self._hand_left(3), None, points,
                               self._last_after(self.hands[self.to_move], cards),
                               [*self._addable_melds(side, True), meld])
