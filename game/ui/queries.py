"""The table's own business about cards: the order of the player's hand (which the
player arranges), and a few names as the player reads them.

What a seat may play is asked through its connection (``game.match.asks``), never
here: nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.app.i18n import rank_name, tr
from game.engine import Take, View
from game.engine.cards import JOKER, THREE, TWO, Card
from game.match.events import added_msgid, meld_added_to

__all__ = ["HandOrder", "added_msgid", "hand_sort_key", "meld_added_to", "special_hand_name", "take_text"]


def special_hand_name(name: str) -> str:
    """A special hand's name (``special straight ...``, Modern American) in the player's language."""
    return tr("special." + name.replace("-", "_"))


def take_text(take: Take, view: View) -> str:
    """A way of taking the pile as the player reads it."""
    if not take.cards:
        top = view.pile_top
        return tr("take.onto_meld", rank=rank_name(top.rank) if top is not None else "")
    if any(c.is_wild for c in take.cards):
        return tr("take.with_wild", cards=list(take.cards))
    return tr("take.with_pair", cards=list(take.cards))


# ------------------------------------------------------------------------ hand order
def hand_sort_key(card: Card) -> tuple[int, int]:
    """Black threes (stoppers) first, then naturals from low to high, then the wild
    cards: twos, jokers. Red threes (laid out at once) would sit at the very left."""
    if card.rank == THREE:
        return (0 if card.is_red else 1, card.suit)
    if card.rank == TWO:
        return (20, card.suit)
    if card.rank == JOKER:
        return (21, card.suit)
    return (card.rank, card.suit)


@dataclass
class HandOrder:
    """The player's own arrangement of the hand. New cards go where sorting would put
    them among the cards already there; the player can move cards around."""

    cards: list[Card]

    @staticmethod
    def of(hand: Sequence[Card]) -> HandOrder:
        return HandOrder(sorted(hand, key=hand_sort_key))

    def sync(self, hand: Sequence[Card]) -> None:
        want = list(hand)
        kept: list[Card] = []
        pool = list(want)
        for c in self.cards:
            if c in pool:
                pool.remove(c)
                kept.append(c)
        for c in sorted(pool, key=hand_sort_key):
            key = hand_sort_key(c)
            at = len(kept)
            for i, k in enumerate(kept):
                if hand_sort_key(k) > key:
                    at = i
                    break
            kept.insert(at, c)
        self.cards = kept

    def sort(self) -> None:
        self.cards.sort(key=hand_sort_key)

    def move(self, source: int, target: int) -> None:
        if not (0 <= source < len(self.cards)):
            return
        card = self.cards.pop(source)
        target = max(0, min(len(self.cards), target))
        self.cards.insert(target, card)

    def move_many(self, indices: Sequence[int], target: int) -> None:
        """Move the cards at ``indices`` (kept in order) so they start at ``target``
        counted in the hand without them."""
        picked = [self.cards[i] for i in sorted(indices)]
        rest = [c for i, c in enumerate(self.cards) if i not in set(indices)]
        target = max(0, min(len(rest), target))
        self.cards = rest[:target] + picked + rest[target:]
