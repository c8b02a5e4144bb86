"""Taking a melded card back when no card in the hand may be discarded.

The discard bans (``bans``) can forbid every card a player holds: in Modern American
a hand of wild cards and a kept three, or on an empty pile sevens, aces and wild cards.
The Canasta League of America's remedy (``variants.md`` 4.6, K11: "if nothing is legal,
take melded cards back (even break a canasta)") is ``no_legal_discard`` = ``take_back``:
the player takes one natural card back from one of the side's melds and discards it
(``takeback 8h from m3``, one action, the turn's discard). The readings the source
leaves open, settled here and in docs/rules.md:

- Only a card that may then be discarded: a natural card (a wild card or a three never
  may), of a rank the bans allow once it is off the table (a canasta broken is no
  longer finished, so its rank is no longer dead).
- One card, the one discarded: the fewest cards that make a legal discard.
- From a meld of the side's that stood before this turn (a side still making its first
  meld has none to give), a meld of one rank (a meld of wild cards holds no card that
  may be discarded) with four cards or more, so that three stay; the meld left must
  still keep the wild-card limit. A canasta may be broken: it is then an ordinary meld
  of six, with no bonus and no longer closed, and it may grow again.
- When no meld offers such a card, the bans are lifted for the turn, as with
  ``lift_bans`` (``DiscardBans._discard_ban``), so every state keeps a legal action.

Kept apart from ``bans`` (which asks ``take_back_cards`` before lifting the bans) and
from ``legality`` and ``movegen`` (which check and list the action) because it is one
rule with one reason.
"""

from __future__ import annotations

from .actions import Discard, TakeBack
from .base import StateBase
from .cards import POINTS, Card
from .errors import IllegalAction
from .melds import GROUP, TableMeld
from .rules import RuleSet
from .scoring import unfinished_penalty


class TakeBacks(StateBase):
    """The cards the mover may take back and discard, the check and the move."""

    __slots__ = ()

    def all_banned(self) -> bool:
        """Whether the discard bans forbid every card in the mover's hand (before any
        lifting): the moment ``no_legal_discard`` speaks of."""
        seat = self.to_move
        hand = self.hands[seat]
        going_out = len(hand) == 1 and not self.packet_waiting(seat)
        cards = [c for c in hand if not c.is_red_three]
        return bool(cards) and all(self._banned(c, going_out) is not None for c in cards)

    def take_back_cards(self) -> list[tuple[TableMeld, Card]]:
        """Every (meld, card) the mover may take back now, one per distinct card, in
        the side's meld order; empty unless ``take_back`` is the rule, the hand is stuck
        and the side melded before this turn (whether the turn has come to its discard
        is ``_check_take_back``'s question)."""
        if self.rules.no_legal_discard != "take_back" or not self.all_banned():
            return []
        side = self.side_to_move
        if not self.opened[side]:
            return []
        out: list[tuple[TableMeld, Card]] = []
        for meld in self.melds[side]:
            if meld.kind != GROUP or meld.size < 4 or not self.rules.wilds_ok(meld.naturals - 1, meld.wilds):
                continue
            for card in dict.fromkeys(c for c in meld.cards if not c.is_wild):
                if self._discardable_from(meld, card):
                    out.append((meld, card))
        return out

    def take_back_actions(self) -> list[TakeBack]:
        """The take-backs to list (``legal_actions``): one per meld, since without runs
        the suit of the card discarded changes nothing (as discards are listed one per
        rank); one per distinct card where the rules have runs."""
        out: dict[object, TakeBack] = {}
        suits = self.rules.sequences
        for meld, card in self.take_back_cards():
            out.setdefault((meld.id, card) if suits else meld.id, TakeBack(card, meld.id))
        return list(out.values())

    def _discardable_from(self, meld: TableMeld, card: Card) -> bool:
        """Whether ``card`` may be discarded once it is off ``meld``: the bans are asked
        with the meld as it would be, since a broken canasta's rank is no longer dead."""
        side = self.side_to_move
        melds = self.melds[side]
        at = melds.index(meld)
        melds[at] = _without(meld, card)
        try:
            return self._banned(card, False) is None
        finally:
            melds[at] = meld

    def _check_take_back(self, action: TakeBack) -> IllegalAction | None:
        r = self.rules
        if r.no_legal_discard != "take_back":
            return IllegalAction("no_take_back", "At this table melded cards are not taken back.")
        seat = self.to_move
        side = r.side_of(seat)
        hand = self.hands[seat]
        if hand and (self.pending or self.must_play is not None or self.no_discard):
            # the turn has not come to its discard: the discard's own refusal says why
            return self._check_discard(Discard(hand[0]))
        if not hand or not self.all_banned():
            return IllegalAction("take_back_not_needed",
                                 "You may take a melded card back only when no card in your hand may be discarded.")
        meld = self.meld_by_id(action.meld)
        if meld is None or meld.owner != side or not any(
                m is meld and c == action.card for m, c in self.take_back_cards()):
            return IllegalAction("take_back_card",
                                 "That card cannot be taken back: take a natural card you may then discard, from a"
                                 " meld of your side's of four cards or more that stood before this turn.")
        if self.answer is True and self.bound_to_go_out():
            return IllegalAction("must_go_out", "Your partner said yes: you must go out this turn.")
        return None

    def _do_take_back(self, action: TakeBack) -> None:
        """The card leaves the meld (one copy of it) and is the turn's discard."""
        seat = self.to_move
        meld = self.meld_by_id(action.meld)
        assert meld is not None
        self._replace_meld(self.side_to_move, meld, _without(meld, action.card))
        self.hands[seat].append(action.card)
        self.known[seat].append(action.card)  # it was on the table: the discard forgets this copy
        self._do_discard(Discard(action.card))


def _without(meld: TableMeld, card: Card) -> TableMeld:
    cards = list(meld.cards)
    cards.remove(card)
    return TableMeld.of(meld.rank, tuple(cards), meld.owner, meld.id, meld.kind)


def take_back_cost(rules: RuleSet, meld: TableMeld, card: Card) -> int:
    """What the side's score loses when ``card`` is taken back from ``meld`` and
    discarded: the card's meld points, the canasta bonus when it breaks a canasta, and
    what the meld left would cost unfinished beyond what it costs now (a broken canasta
    of sevens in Modern American: 2,500). The computer players ask it to take back the
    cheapest card; it is the score sheet's arithmetic, so it lives with the rule."""
    rest = _without(meld, card)
    return (POINTS[card.rank] + rules.meld_bonus(meld) - rules.meld_bonus(rest)
            + unfinished_penalty(rules, [rest]) - unfinished_penalty(rules, [meld]))
