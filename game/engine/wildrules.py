"""Where a wild card may go, beyond the wild-card limit (Modern American Canasta,
``variants.md`` K6, K7): the "rule of five" (``wild_needs_naturals``), sevens that never
take a wild card (``sevens_natural``), aces that take one only in the side's opening
(``aces_natural``), and an open meld of wild cards that keeps every wild card of its
side (``wild_meld_blocks_wilds``). Asked by ``legality`` when a meld is started or a
card added, and by ``StateBase._takes_wild`` for the move lists and the planners, so
that all of them agree."""

from __future__ import annotations

from .base import StateBase
from .cards import ACE, SEVEN
from .errors import IllegalAction
from .melds import GROUP, WILD, TableMeld


class WildPlacement(StateBase):
    """``_wild_refusal``: why one more wild card may not join a meld now."""

    __slots__ = ()

    def _wild_refusal(self, side: int, meld: TableMeld) -> IllegalAction | None:
        """Why one more wild card may not join ``meld`` of ``side`` (a meld being
        started is passed with its natural cards only), or ``None``. The wild-card
        limit itself (``wilds_ok``) is asked apart."""
        r = self.rules
        if meld.kind != GROUP:
            return None
        opened = self.opened[side]  # the side's opening is over: it was made on an earlier turn
        if r.sevens_natural and meld.rank == SEVEN:
            return IllegalAction("sevens_natural", "Sevens never take wild cards.")
        if r.aces_natural and meld.rank == ACE and opened and meld.wilds == 0:
            return IllegalAction("aces_natural",
                                 "Aces take wild cards only in your side's first meld.")
        if r.wild_meld_blocks_wilds and any(m.kind == WILD and not m.is_canasta for m in self.melds[side]):
            return IllegalAction("wild_meld_open", "Your side's meld of wild cards is not a canasta yet:"
                                 " no wild card goes into another meld until it is.")
        if r.wild_needs_naturals and opened and meld.naturals < r.wild_needs_naturals:
            return IllegalAction("rule_of_five", "After your side's first meld a wild card joins only a meld"
                                 " of {count} natural cards or more.", count=r.wild_needs_naturals)
        return None
