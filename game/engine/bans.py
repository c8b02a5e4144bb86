"""Discard bans (``RuleSet.discard_bans``): cards a player may not discard at certain
times, each ban a name of ``rulecheck.DISCARD_BANS`` with its own refusal. One mechanism
for every variant that has them: Cuban Canasta's black three on a first turn, Pennies
from Heaven's sevens, Modern American Canasta's threes, wild cards and SWAD cards.
Kept apart from ``legality``, which asks them."""

from __future__ import annotations

from .base import StateBase
from .cards import ACE, SEVEN, THREE, Card
from .errors import IllegalAction


class DiscardBans(StateBase):
    """``_discard_ban(card)``: why the bans forbid discarding ``card`` now."""

    __slots__ = ()

    def _discard_ban(self, card: Card, going_out: bool = False) -> IllegalAction | None:
        """Why ``discard_bans`` forbid discarding ``card`` now, or ``None``.

        A ban never leaves a player without a discard: when the turn bans forbid every
        card in the hand, they are lifted for that turn (the sources do not say what
        happens then), unless the player may take a melded card back and discard it
        instead (``no_legal_discard`` = ``take_back``, Modern American's remedy, see
        ``takeback``; where no meld offers such a card they are lifted all the same).
        The one ban that is never lifted is ``seven_going_out``: it forbids going out,
        not discarding, and the going-out checks keep a player from melding down to a
        single seven."""
        refusal = self._going_out_ban(card) if going_out else None
        if refusal is not None:
            return refusal
        refusal = self._banned(card, going_out)
        if refusal is None:
            return None
        if all(self._banned(c, going_out) is not None for c in self.hands[self.to_move] if not c.is_red_three):
            if self.rules.no_legal_discard == "take_back" and self.take_back_cards():
                return IllegalAction("take_back_instead",
                                     "No card in your hand may be discarded: take a card back from your side's"
                                     " melds and discard it.")
            return None
        return refusal

    def _going_out_ban(self, card: Card) -> IllegalAction | None:
        """Why ``card`` may not be the card a player goes out with (``seven_going_out``)."""
        if card.rank == SEVEN and "seven_going_out" in self.rules.discard_bans:
            return IllegalAction("seven_going_out", "A seven may never be the card you go out with.")
        return None

    def _banned(self, card: Card, going_out: bool) -> IllegalAction | None:
        for ban in self.rules.discard_bans:
            refusal = self._ban_refusal(ban, card, going_out)
            if refusal is not None:
                return refusal
        return None

    def _ban_refusal(self, ban: str, card: Card, going_out: bool) -> IllegalAction | None:
        """Why the one ban ``ban`` forbids discarding ``card`` now, or ``None``."""
        r = self.rules
        side = r.side_of(self.to_move)
        if ban == "black_three_first_turn" and card.is_black_three and r.threes_special and self.turns < r.players:
            return IllegalAction("black_three_first_turn",
                                 "A black three may not be discarded on a player's first turn.")
        if ban == "sevens_each_side" and card.rank == SEVEN and self.sevens_blocked(side):
            return IllegalAction("sevens_banned", "No seven may be discarded until each side has a canasta of sevens.")
        if ban == "sevens_own_side" and card.rank == SEVEN and self.sevens_blocked(side):
            return IllegalAction("sevens_banned_own",
                                 "No seven may be discarded until your side has a canasta of sevens.")
        if ban == "threes_never" and card.rank == THREE:
            return IllegalAction("three_discard_banned", "A three may never be discarded.")
        if (ban == "wild_until_last" and card.is_wild and not going_out
                and not all(c.is_wild for c in self.hands[self.to_move])):  # "or when you hold nothing else"
            return IllegalAction("wild_discard_banned",
                                 "A wild card may only be discarded as your last card, or when you hold nothing else.")
        if (ban == "swad_empty_pile" and not self.pile
                and (card.rank in (SEVEN, ACE) or card.is_wild or self._dead_rank(side, card.rank))):
            return IllegalAction("swad_banned",
                                 "On an empty discard pile you may not discard a seven, a wild card, an ace"
                                 " or a rank your side has made a canasta of.")
        return None

    def sevens_blocked(self, side: int) -> bool:
        """Whether sevens may not be discarded yet (Pennies from Heaven): until each side
        (``sevens_each_side``), or the discarding side (``sevens_own_side``), has a
        canasta of sevens."""
        bans = self.rules.discard_bans
        if "sevens_each_side" in bans:
            sides: range | tuple[int, ...] = range(len(self.rules.sides))
        elif "sevens_own_side" in bans:
            sides = (side,)
        else:
            return False
        return not all(any(m.rank == SEVEN and m.is_canasta for m in self.melds[s]) for s in sides)
