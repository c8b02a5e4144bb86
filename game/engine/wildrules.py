"""Where a wild card may go, and why one more is refused. The wild-card limit's refusal
(``too_many_wilds``) names the limit here and the rule it comes from. Beyond the limit
(Modern American Canasta, ``variants.md`` K6, K7): the "rule of five"
(``wild_needs_naturals``), sevens that never take a wild card (``sevens_natural``), aces
that take one only in the side's opening (``aces_natural``), and an open meld of wild
cards that keeps every wild card of its side (``wild_meld_blocks_wilds``). Asked by
``legality`` when a meld is started or a card added, and by ``StateBase._takes_wild``
for the move lists and the planners, so that all of them agree."""

from __future__ import annotations

from .base import StateBase
from .cards import ACE, SEVEN
from .errors import IllegalAction
from .melds import GROUP, WILD, TableMeld
from .rules import RuleSet


def too_many_wilds(rules: RuleSet, naturals: int, size: int) -> IllegalAction:
    """The refusal of a meld of ``naturals`` natural cards among ``size`` with more wild
    cards than the rules allow: it names the limit here and the rule it comes from, so
    the player sees what would be allowed ("at most 3", "no more wild than natural")."""
    if naturals < 2:
        return IllegalAction("too_many_wilds",
                             "That meld would hold too many wild cards: a meld needs at least two natural cards.")
    limit = rules.max_wilds_for(naturals, size)
    kind = rules.wild_limit
    if kind in ("no_outnumber", "strict", "double") and limit == rules.max_wilds and naturals > rules.max_wilds:
        kind = "classic"  # the table's cap binds, not the proportion
    if kind == "no_outnumber":
        return IllegalAction("too_many_wilds",
                             "That meld would hold too many wild cards: wild cards may not outnumber the natural"
                             " ones, so with {naturals} natural cards it may hold at most {limit}.",
                             naturals=naturals, limit=limit)
    if kind == "strict":
        return IllegalAction("too_many_wilds",
                             "That meld would hold too many wild cards: a meld needs more natural cards than wild"
                             " ones, so with {naturals} natural cards it may hold at most {limit}.",
                             naturals=naturals, limit=limit)
    if kind == "double":
        return IllegalAction("too_many_wilds",
                             "That meld would hold too many wild cards: a meld needs at least twice as many natural"
                             " cards as wild ones, so with {naturals} natural cards it may hold at most {limit}.",
                             naturals=naturals, limit=limit)
    if kind == "by_size":
        return IllegalAction.counted("too_many_wilds",
                                     "That meld would hold too many wild cards: a meld of {size} cards may hold"
                                     " at most {limit} wild card.",
                                     "That meld would hold too many wild cards: a meld of {size} cards may hold"
                                     " at most {limit} wild cards.", by="limit", size=size, limit=limit)
    return IllegalAction.counted("too_many_wilds",
                                 "That meld would hold too many wild cards: at this table a meld may hold at most"
                                 " {limit} wild card.",
                                 "That meld would hold too many wild cards: at this table a meld may hold at most"
                                 " {limit} wild cards.", by="limit", limit=limit)


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
