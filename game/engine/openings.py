"""Modern American Canasta's rules about a side's opening and its unfinished melds
(``variants.md`` K9, K10, K13, K14): the clean triple a first meld must hold
(``first_meld_clean_triple``), the pile's top card left out of it
(``first_meld_counts_top_card``), the pile refused for a meld that is too big or a dead
rank (``take_meld_max``, ``take_dead_rank``), no going out with an unfinished natural
aces, sevens or wild meld (``go_out_no_unfinished``), and the bonus cards the opener
draws at the next turn (``bonus_cards_first``/``second``). ``legality`` and ``GameState``
ask these; kept apart so that each stays short."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import StateBase
from .cards import ACE, SEVEN, Card, rank_text
from .errors import IllegalAction
from .melds import GROUP, WILD, TableMeld

if TYPE_CHECKING:
    from .legality import MeldChange


class Openings(StateBase):
    """The opening's conditions, the pile's Modern American limits and the bonus cards."""

    __slots__ = ()

    def _melds_after(self, side: int, change: MeldChange) -> list[TableMeld]:
        melds = self.melds[side]
        if change is None:
            return list(melds)
        before, after = change
        return [m for m in melds if m is not before] + [after]

    def _clean_triple_refusal(self, side: int, change: MeldChange = None) -> IllegalAction | None:
        """Why the side's melds of this turn (with ``change``) cannot stand as its first
        meld for want of a clean triple: three or more natural cards of one rank without
        a wild card, of a rank that is not dead, the pile's top card not counted where
        ``first_meld_counts_top_card`` is off (pagat: a meld of three or more wild cards
        also qualifies, ``first_meld_wild_meld_ok``)."""
        r = self.rules
        if not r.first_meld_clean_triple or self.opened[side]:
            return None
        top = self.turn_top if not r.first_meld_counts_top_card else None
        for m in self._melds_after(side, change):
            if m.kind == WILD and r.first_meld_wild_meld_ok and m.size >= 3:
                return None
            if m.kind != GROUP or m.wilds or self._dead_elsewhere(side, m.rank):
                continue
            if m.naturals - (1 if top is not None and top.rank == m.rank else 0) >= 3:
                return None
        return IllegalAction("clean_triple_needed", "Your side's first meld must include three or more natural"
                             " cards of one rank without a wild card (the pile's top card not counted).")

    def _dead_elsewhere(self, side: int, rank: int) -> bool:
        """Whether ``rank`` was dead before the side's opening: the side has not opened,
        so its own canastas are this turn's; with ``dead_ranks`` = ``both`` another side's
        canasta of the rank counts."""
        return self.rules.dead_ranks == "both" and any(
            m.rank == rank and m.is_canasta and m.kind == GROUP
            for other, melds in enumerate(self.melds) if other != side for m in melds)

    def _unfinished_refusal(self, side: int, change: MeldChange) -> IllegalAction | None:
        """Why the side may not go out for an unfinished meld (``go_out_no_unfinished``):
        a natural meld of aces, a meld of sevens or a meld of wild cards not yet a canasta."""
        if not self.rules.go_out_no_unfinished:
            return None
        for m in self._melds_after(side, change):
            if m.is_canasta:
                continue
            if m.kind == WILD:
                return IllegalAction("unfinished_wild_meld",
                                     "Your side may not go out while its meld of wild cards is not a canasta.")
            if m.kind == GROUP and ((m.rank == ACE and not m.wilds) or m.rank == SEVEN):
                return IllegalAction("unfinished_meld",
                                     "Your side may not go out while its meld of {rank} is not a canasta.",
                                     rank=rank_text(m.rank).upper())
        return None

    def _take_limit_refusal(self, side: int, meld: TableMeld | None, rank: int) -> IllegalAction | None:
        """Why the pile may not be taken onto ``meld`` (the side's meld of ``rank`` or
        ``None``): the meld is too big (``take_meld_max``) or the rank dead (``take_dead_rank``)."""
        r = self.rules
        name = rank_text(rank).upper()
        if not r.take_dead_rank and self._dead_rank(side, rank):
            return IllegalAction("pile_dead_rank",
                                 "Your side has finished its canasta of {rank}: the pile cannot be taken with one.",
                                 rank=name)
        if r.take_meld_max and meld is not None and meld.size > r.take_meld_max:
            return IllegalAction("take_meld_too_big", "The pile joins your meld of {rank} only while it holds"
                                 " {size} cards or fewer.", rank=name, size=r.take_meld_max)
        return None

    def _top_card_value(self, card: Card) -> int:
        """What the pile's top card adds to a first meld: nothing where
        ``first_meld_counts_top_card`` is off, else its value."""
        return self._opening_value(card.rank, (card,)) if self.rules.first_meld_counts_top_card else 0

    def _note_opening(self, seat: int) -> None:
        """The side of ``seat`` has just made its first meld: the player earns the bonus
        cards (4 for the first side to open, 3 for the second), unless the pile was taken."""
        r = self.rules
        if not (r.bonus_cards_first or r.bonus_cards_second) or self.turn_took:
            return
        side = r.side_of(seat)
        first = not any(self.opened[s] for s in range(len(self.opened)) if s != side)
        if r.bonus_cards_dealt:  # the older rules: the set-aside pile of the side's place
            self.bonus_due[seat] = 1 if first else 2
        else:
            self.bonus_due[seat] = r.bonus_cards_first if first else r.bonus_cards_second

    def _grant_bonus(self, seat: int) -> bool:
        """At the start of ``seat``'s turn: the bonus cards it earned with its side's
        opening come from the stock into the hand, while the stock holds at least
        ``bonus_cards_min_stock`` cards (threes among them laid out and replaced).
        True when a replacement was a three, the stock's last card, that stays in the
        hand (``stock_end_three`` = ``in_hand``): the deal ends."""
        count, self.bonus_due[seat] = self.bonus_due[seat], 0
        if self.rules.bonus_cards_dealt:  # the pile set aside at the deal, threes laid and replaced
            pile, self.bonus_piles[count - 1] = self.bonus_piles[count - 1], []
            ended = False
            for card in pile:  # hidden cards: into the hand, not among the cards others saw go in
                if self.rules.bonus_three(card):
                    self.red_threes[seat].append(card)
                    if self.stock and not self._draw_card(seat, last_stays=True):
                        ended = ended or self.rules.stock_end_three == "in_hand"
                else:
                    self.hands[seat].append(card)
            return ended
        if len(self.stock) < self.rules.bonus_cards_min_stock:
            return False
        for _ in range(count):
            if not self.stock:
                break
            if not self._draw_card(seat, last_stays=True):
                return self.rules.stock_end_three == "in_hand"
        return False
