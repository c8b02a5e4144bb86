"""Discard bans (``RuleSet.discard_bans``): cards a player may not discard at certain
times, each ban with its own refusal: the named bans of ``rules.DISCARD_BANS`` (Cuban
Canasta's black three on a first turn) and Pennies from Heaven's sevens
(``sevens_discard_ban``). Kept apart from ``legality``, which asks them."""

from __future__ import annotations

from .base import StateBase
from .cards import Card
from .errors import IllegalAction


class DiscardBans(StateBase):
    """``_discard_ban(card)``: why the bans forbid discarding ``card`` now."""

    __slots__ = ()

    def _discard_ban(self, card: Card) -> IllegalAction | None:
        """Why ``discard_bans`` forbid discarding ``card`` now, or ``None``. A ban never
        leaves a player without a discard: when it forbids every card in the hand, it
        is lifted for that turn (the sources do not say what happens then)."""
        refusal = self._banned(card)
        if refusal is None:
            return None
        if all(self._banned(c) is not None for c in self.hands[self.to_move] if not c.is_red_three):
            return None
        return refusal

    def _banned(self, card: Card) -> IllegalAction | None:
        r = self.rules
        for ban in r.discard_bans:
            if ban == "black_three_first_turn" and card.is_black_three and r.threes_special and self.turns < r.players:
                return IllegalAction("black_three_first_turn",
                                     "A black three may not be discarded on a player's first turn.")
        return None

    def sevens_blocked(self, side: int) -> bool:
        """Whether sevens may not be discarded yet (``sevens_discard_ban``, Pennies from
        Heaven): until each side, or the discarding side, has a canasta of sevens."""
        r = self.rules
        if r.sevens_discard_ban == "none":
            return False
        sides = range(len(r.sides)) if r.sevens_discard_ban == "each_side" else (side,)
        return not all(any(m.rank == 7 and m.is_canasta for m in self.melds[s]) for s in sides)

    def _sevens_refusal(self, side: int, going_out: bool) -> IllegalAction | None:
        if going_out:
            return IllegalAction("seven_going_out", "A seven may never be the card you go out with.")
        if not self.sevens_blocked(side):
            return None
        hand = self.hands[self.to_move]
        if all(c.rank == 7 or (c.is_red_three and self.rules.threes_special) for c in hand):
            return None  # nothing else to discard: the ban gives way rather than stop the game
        if self.rules.sevens_discard_ban == "each_side":
            return IllegalAction("sevens_banned",
                                 "No seven may be discarded until each side has a canasta of sevens.")
        return IllegalAction("sevens_banned_own",
                             "No seven may be discarded until your side has a canasta of sevens.")
