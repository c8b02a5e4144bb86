"""Special hands (Modern American Canasta, ``RuleSet.special_hands``; docs/rules.md,
"Special hands").

A special hand is a whole hand of fourteen cards of a set shape - seven pairs, a card
of every rank, groups of given sizes - laid at once, after the draw, by a player whose
side has not melded. It ends the deal: the side scores the hand's value instead of
everything else of theirs, the other side scores as usual, and a Dream Hand wins the
match at once. The shapes are decided here and nowhere else: ``hands_made`` names the
hands fourteen cards make, the state's ``_check_special`` says why one may not be laid
now, the state's ``_do_special`` lays it, and ``score_special`` writes the score sheet.

The readings chosen where the sources say little (each named in docs/rules.md):
groups of a hand are of different ranks; only the Straight holds a three; a "matching"
group of wild cards is all twos or all jokers; a hand that makes several special hands
may be laid as any of them (the computer players and the table offer the best first).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable

from .actions import SPECIAL_HANDS, Action, SpecialHand
from .base import StateBase, holds
from .cards import ACE, JOKER, SEVEN, THREE, TWO, Card
from .errors import IllegalAction
from .rules import RuleSet
from .scoring import DealResult, SideScore, match_end

#: Cards in a special hand: every hand has exactly this many.
HAND_SIZE = 14

#: The value of each special hand by list (``special_hands``): the Canasta League of
#: America's eleven, and the four that pagat's Modern American section recognises.
VALUES: dict[str, dict[str, int]] = {
    "cla": {"pairs": 2500, "wild-pairs": 2000, "miami-pairs": 2500, "zip-code": 2500, "straight": 3000,
            "garbage": 3000, "blast-off": 3000, "triples": 3500, "quads": 3500, "dream-plus-4": 8500,
            "dream-plus-5": 8500},
    "pagat": {"straight": 3000, "pairs": 2500, "wild-pairs": 2000, "garbage": 2000},
}
#: The hands that win the match at once (CLA: the Dream Hands).
INSTANT_WINS = frozenset({"dream-plus-4", "dream-plus-5"})
#: Every rank once, the three and both kinds of wild card included: the Straight.
_ALL_RANKS = frozenset(range(TWO, JOKER + 1))
_WILD_RANKS = (TWO, JOKER)

assert all(name in SPECIAL_HANDS for table in VALUES.values() for name in table)


def _shapes(cards: Iterable[Card]) -> list[str]:
    """Every special hand the cards make, in ``SPECIAL_HANDS`` order, whatever the list
    in force (``hands_made`` keeps those of the rules)."""
    counts = Counter(c.rank for c in cards)
    if sum(counts.values()) != HAND_SIZE:
        return []
    if frozenset(counts) == _ALL_RANKS:
        return ["straight"]  # fourteen ranks, one card each
    if THREE in counts:
        return []  # only the Straight holds a three
    natural = sorted(n for rank, n in counts.items() if rank not in _WILD_RANKS)
    twos, jokers = counts.get(TWO, 0), counts.get(JOKER, 0)
    wild_groups = sorted(n for n in (twos, jokers) if n)  # each all twos or all jokers: "matching"
    one_wild_kind = len(wild_groups) == 1
    groups = sorted(natural + wild_groups)
    out: list[str] = []
    if groups == [2] * 7:
        aces_sevens = counts.get(ACE) == 2 and counts.get(SEVEN) == 2
        if not wild_groups:
            out.append("pairs")
        elif one_wild_kind and aces_sevens:
            out.append("wild-pairs")
        elif len(wild_groups) == 2 and aces_sevens:
            out.append("miami-pairs")
    if groups == [2, 2, 3, 3, 4]:
        out.append("zip-code")  # wild cards allowed as a group of one kind
    if natural == [3, 3, 4, 4] and not wild_groups:
        out.append("garbage")
    if groups == [2, 3, 4, 5]:
        out.append("blast-off")
    if natural == [3, 3, 3, 3] and wild_groups == [2]:
        out.append("triples")
    if natural == [4, 4, 4] and wild_groups == [2]:
        out.append("quads")
    if natural == [5, 5] and wild_groups == [4]:
        out.append("dream-plus-4")
    if natural == [4, 5] and twos + jokers == 5:
        out.append("dream-plus-5")  # five wild cards of any mix
    return out


def hands_made(rules: RuleSet, cards: Iterable[Card]) -> list[str]:
    """The special hands of the rules' list that ``cards`` make, the most valuable
    first (a hand of five wild cards, a five and a four is a Blast Off and a Dream Hand)."""
    values = VALUES.get(rules.special_hands)
    if not values:
        return []
    made = [name for name in _shapes(cards) if name in values]
    return sorted(made, key=lambda name: -values[name])


def hand_value(rules: RuleSet, name: str) -> int:
    """What the special hand ``name`` scores under ``rules`` (0: not on their list)."""
    return VALUES.get(rules.special_hands, {}).get(name, 0)


def wins_at_once(rules: RuleSet, name: str) -> bool:
    return hand_value(rules, name) > 0 and name in INSTANT_WINS


def score_special(rules: RuleSet, result: DealResult, side: int, name: str, scores: list[int],
                  target: int) -> DealResult:
    """The score sheet of a deal ended by ``side``'s special hand: ``result`` is the
    deal scored as usual with the layer as the player who went out (so the other sides
    score normally, without a going-out bonus); the side's line becomes the hand's value
    alone. A Dream Hand ends the match with that side the winner, whatever the totals."""
    value = hand_value(rules, name)
    lines: list[SideScore] = []
    for line in result.sides:
        if line.side == side:
            after = scores[side] + value
            kept = {"side": side, "special_points": value, "total": value, "score_before": scores[side],
                    "score_after": after, "next_minimum": rules.first_meld_minimum(after, result.deal + 1)}
            zero = {f.name: 0 for f in dataclasses.fields(SideScore) if f.type in ("int", int) and f.name not in kept}
            line = dataclasses.replace(line, **zero, **kept, concealed=False, special_hand=name)
        lines.append(line)
    if wins_at_once(rules, name):
        return dataclasses.replace(result, sides=tuple(lines), match_over=True, winner=side, target=target,
                                   instant_win=True)
    over, winner, new_target = match_end(rules, result.deal, [line.score_after for line in lines], target)
    return dataclasses.replace(result, sides=tuple(lines), match_over=over, winner=winner, target=new_target)


class SpecialHands(StateBase):
    """The special-hand rule on the state: its refusals and its candidates (laying one
    is ``GameState._do_special``)."""

    __slots__ = ()

    def _special_candidates(self) -> list[Action]:
        """One ``special`` action per special hand the mover's whole hand makes (checked
        by ``check`` like every candidate): none unless it holds fourteen cards."""
        r = self.rules
        if r.special_hands == "none":
            return []
        hand = self.hands[self.to_move]
        if len(hand) != HAND_SIZE:
            return []
        cards = tuple(sorted(hand))
        return [SpecialHand(name, cards) for name in hands_made(r, cards)]

    def _check_special(self, action: SpecialHand) -> IllegalAction | None:
        """Why ``action`` may not be laid now (the meld phase; ``check`` sends the other
        phases their own refusals)."""
        r = self.rules
        if r.special_hands == "none":
            return IllegalAction("special_off", "Special hands are not played at this table.")
        seat = self.to_move
        side = r.side_of(seat)
        if self.opened[side] or self.melds[side] or self.pending:
            return IllegalAction("special_after_meld",
                                 "Your side has melded: a special hand is laid before any meld.")
        hand = self.hands[seat]
        if len(action.cards) != len(hand) or not holds(hand, action.cards):
            return IllegalAction("special_whole_hand", "A special hand is laid with every card you hold.")
        if len(hand) != HAND_SIZE:
            return IllegalAction("special_size", "A special hand has fourteen cards: you hold {size}.",
                                 size=len(hand))
        if action.name not in hands_made(r, action.cards):
            return IllegalAction("not_special", "Those cards do not make that special hand.")
        return None
