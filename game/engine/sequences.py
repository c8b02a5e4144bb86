"""Sequences (Samba, Bolivia): the rules of runs of one suit, apart from ``legality``.

A run is 3 to 7 natural cards of one suit in unbroken order, four low and ace high, no
wild card and no three; it grows one card at either end and is closed at seven. These
checks give the refusals a run can earn; ``Legality`` asks them from its ``_check_*``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import StateBase
from .cards import FOUR, POINTS, THREE, Card, rank_text
from .errors import IllegalAction
from .melds import NO_RANK, SEQUENCE, TableMeld


def new_run(cards: tuple[Card, ...] | list[Card], side: int, meld_id: int = 0) -> TableMeld:
    """The run these cards start, its cards in rank order."""
    return TableMeld.of(NO_RANK, tuple(sorted(cards, key=lambda c: c.rank)), side, meld_id, SEQUENCE)


class SequenceChecks(StateBase):
    """The checks for runs, and for ``take to m3`` (which names a run or a group)."""

    __slots__ = ()

    if TYPE_CHECKING:  # provided by ``Legality``
        def _leaves_ok(self, side: int, left: int, change: tuple[TableMeld | None, TableMeld] | None,
                       points_after: int, last_card: Card | None,
                       melds_after: list[TableMeld] | None) -> IllegalAction | None: ...
        def _last_after(self, hand: list[Card], cards: tuple[Card, ...] | list[Card]) -> Card | None: ...

    def _check_meld_run(self, cards: tuple[Card, ...], side: int, hand: list[Card]) -> IllegalAction | None:
        """``meld 5h 6h 7h``: a run of three, then the rules of any meld (cards kept)."""
        refusal = self._check_run(cards)
        if refusal is not None:
            return refusal
        run = new_run(cards, side)
        points = self.turn_points + (run.value if not self.opened[side] else 0)
        return self._leaves_ok(side, self._hand_left(3), None, points,
                               self._last_after(hand, cards), [*self._addable_melds(side, True), run])

    def _check_add_run(self, meld: TableMeld, card: Card, own: int, target_side: int,
                       hand: list[Card]) -> IllegalAction | None:
        """``add 8h to m3`` onto a run: at either end, then the rules of any add."""
        refusal = self._run_refusal(meld, card)
        if refusal is not None:
            return refusal
        after = meld.plus(card)
        points = self.turn_points
        if not self.opened[own] and target_side == own:
            points += card.points
        melds_after = [after if m is meld else m for m in self._addable_melds(own, True)]
        return self._leaves_ok(own, self._hand_left(1), (meld, after) if target_side == own else None, points,
                               self._last_after(hand, [card]), melds_after)

    def _sequences_short(self, kinds: list[str]) -> IllegalAction | None:
        """Going out: why the side's sequence canastas are too few (``go_out_sequences``)."""
        short = self.rules.sequence_shortfall(kinds)
        if short is None:
            return None
        return IllegalAction.counted(
            "sequence_needed", "Your side needs {need} sequence canasta to go out: it has {have}.",
            "Your side needs {need} sequence canastas to go out: it has {have}.", by="need",
            need=short[0], have=short[1])

    def _take_onto_named(self, meld_id: int, cards: tuple[Card, ...], side: int, top: Card,
                         frozen: bool) -> TableMeld | IllegalAction:
        """``take to m3``: the top card goes onto that meld of the side's (a run, or one
        of several melds of its rank); the pile must not be frozen. The meld, or why not."""
        named = self.meld_by_id(meld_id)
        if cards:
            return IllegalAction("take_cards", "Name no card, or the two cards you meld with the top card.")
        if named is None or named.owner != side:
            return IllegalAction("no_such_meld", "Your side has no such meld.")
        refusal = self._check_take_onto(named, top, frozen)
        return named if refusal is None else refusal

    def _check_take_onto(self, meld: TableMeld, top: Card, frozen: bool) -> IllegalAction | None:
        r = self.rules
        if meld.is_sequence:
            if not r.take_onto_sequence:
                return IllegalAction("no_take_onto_sequence",
                                     "At this table the top card of the pile never goes onto a sequence.")
            refusal = self._run_refusal(meld, top)
            if refusal is not None:
                return refusal
        elif meld.rank != top.rank:
            return IllegalAction("wrong_rank", "The {card} does not belong to that meld.", card=str(top))
        name = rank_text(top.rank).upper()
        if frozen:
            return IllegalAction(
                "pile_frozen", "The pile is frozen: you need two natural {rank} in your hand to take it.", rank=name)
        if not meld.is_sequence and not r.take_onto_meld:
            return IllegalAction("no_take_onto_meld",
                                 "At this table you need two natural {rank} in your hand to take the pile.", rank=name)
        if meld.is_canasta and not r.take_onto_canasta:
            return IllegalAction("no_take_onto_canasta",
                                 "The pile cannot be taken onto a finished canasta of {rank}.", rank=name)
        return None

    def _run_refusal(self, meld: TableMeld, card: Card) -> IllegalAction | None:
        """Why ``card`` cannot extend the run ``meld``, or ``None``."""
        if card.is_wild:
            return IllegalAction("sequence_wild", "A sequence holds no wild cards.")
        if card.rank == THREE:
            return IllegalAction("sequence_three", "Threes never go into a sequence.")
        if self._full(meld):  # seven cards: ``RuleSet.meld_cap(SEQUENCE)``
            return IllegalAction("sequence_closed",
                                 "A sequence of seven cards is a closed canasta: nothing more goes onto it.")
        if card.suit != meld.suit:
            return IllegalAction("sequence_suit", "A sequence holds cards of one suit only: the {card} does not fit.",
                                 card=str(card))
        if card.rank not in (meld.low - 1, meld.high + 1) or card.rank < FOUR:
            return IllegalAction("sequence_order",
                                 "The {card} does not continue that sequence at either end: a sequence runs"
                                 " from the four up to the ace, one card after another.",
                                 card=str(card))
        return None

    def _check_run(self, cards: tuple[Card, ...]) -> IllegalAction | None:
        """Why three cards do not start a sequence, or ``None``."""
        if any(c.is_wild for c in cards):
            return IllegalAction("sequence_wild", "A sequence holds no wild cards.")
        if any(c.rank == THREE for c in cards):
            return IllegalAction("sequence_three", "Threes never go into a sequence.")
        if len({c.suit for c in cards}) != 1:
            return IllegalAction("sequence_suit", "A sequence holds cards of one suit only.")
        ranks = sorted(c.rank for c in cards)
        if ranks[0] < FOUR or ranks != list(range(ranks[0], ranks[0] + len(ranks))):
            return IllegalAction("sequence_order",
                                 "A sequence is unbroken, one card after another from the four up to the ace,"
                                 " for example 5h 6h 7h.")
        return None

    @staticmethod
    def _run_points_bound(cards: list[Card]) -> int:
        """What the cards that could lie in a run of three are worth (a card in two
        possible runs counted once; an upper bound for the first-meld estimate)."""
        have = {(c.rank, c.suit) for c in cards if not c.is_wild and c.rank >= FOUR}
        total = 0
        for rank, suit in have:
            if any(all((low + i, suit) in have for i in range(3)) for low in range(rank - 2, rank + 1)):
                total += POINTS[rank]
        return total
