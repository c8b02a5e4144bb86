"""Threes laid out at once, and the one three a player may keep for a Straight.

Bonus threes (red threes; in Modern American black threes too) go to the table as
soon as they come into a hand and are replaced from the stock. With
``keep_three_for_straight`` (Modern American, CLA: "one three may stay in hand for a
Straight while the side has not melded") the first three that comes into the hand of
a player whose side has not melded stays there, because the Straight (a special hand
of fourteen ranks) needs a three; any further three is laid out as before, so a hand
never holds more than one. Keeping it is the default and laying it a choice: the
player's ``lay 3h`` puts it out and draws a replacement (which may be kept again when
it is a three). Once the side has melded, no Straight can be made any more, so when
its first meld stands (the turn is committed) every kept three of the side is laid
out at once and replaced. A three still held when the deal ends counts against the
side as a card left in hand (``red_three_in_hand_penalty`` for a red one).

A three drawn as the stock's last card ends the deal. With ``stock_end_three`` =
``in_hand`` (Modern American, CLA: "a three drawn as the last card ends it at once, -5
in hand") it stays in the drawer's hand, so it counts 5 against the side like any
three still held, and the deal ends at once, before any meld; with ``laid`` it is laid
out and scored with the threes, and the player may still meld but not discard. The
callers that can end the deal at that moment pass ``last_stays`` to ``_draw_card``:
the draw, the replacement for a three laid by choice or at the side's first meld, and
bonus cards; a replacement for a three from a taken pile or a packet (no Modern
American rule) is still laid out.

Kept apart from ``state`` (which calls these at the deal, on every draw and at the
commit of a turn) and from ``legality`` (whose ``lay`` check asks ``_check_lay_kept``)
because it is one rule with one reason.
"""

from __future__ import annotations

from .actions import LayRedThree
from .base import StateBase
from .cards import Card
from .errors import IllegalAction
from .rules import RuleSet


def keeps_threes(rules: RuleSet) -> bool:
    """Whether a three may be kept for a Straight at this table: the option is on,
    threes are laid out at once (else every three stays until its owner lays it) and
    special hands are played (else there is no Straight to keep it for)."""
    return (rules.keep_three_for_straight and rules.threes_special and rules.red_threes_auto
            and rules.special_hands != "none")


class KeptThrees(StateBase):
    """Laying bonus threes at the deal and at the side's first meld, and the rule on
    the one three kept for a Straight."""

    __slots__ = ()

    def may_keep_three(self, seat: int) -> bool:
        """Whether a bonus three coming into ``seat``'s hand now stays there: the rule
        is on, the seat's side has not melded and the hand holds no three yet."""
        r = self.rules
        if not keeps_threes(r) or self.opened[r.side_of(seat)]:
            return False
        return not any(r.bonus_three(c) for c in self.hands[seat])

    def kept_three(self, seat: int) -> Card | None:
        """The three ``seat`` keeps in hand for a Straight, if any."""
        if not keeps_threes(self.rules):
            return None
        return next((c for c in self.hands[seat] if self.rules.bonus_three(c)), None)

    def kept_in(self, group: list[Card]) -> list[Card]:
        """The threes of ``group`` (cards of one rank from the mover's hand) that are
        kept for a Straight: what the move lists offer to ``lay``."""
        r = self.rules
        return [c for c in group if r.bonus_three(c)] if keeps_threes(r) else []

    def _draw_card(self, seat: int, last_stays: bool = False) -> bool:
        """Draw one card; red threes are laid out and replaced. False when the stock
        ran out on a red three. ``last_stays``: a caller that ends the deal at once then
        (``stock_end_three`` = ``in_hand``) has that three stay in the hand."""
        r = self.rules
        while self.stock:
            card = self.stock.pop()
            # a three kept for a Straight stays; not the stock's last card, which ends the deal
            if r.red_threes_auto and r.bonus_three(card) and not (self.stock and self.may_keep_three(seat)):
                if not self.stock and last_stays and r.stock_end_three == "in_hand":
                    self.hands[seat].append(card)
                    return False
                self.red_threes[seat].append(card)
                if not self.stock:
                    return False
                continue
            self.hands[seat].append(card)
            return True
        return True

    def _lay_dealt_threes(self) -> None:
        """At the deal: every player lays out the bonus threes dealt to them and takes
        replacements from the stock, in turn until no three is left in any hand (a
        replacement may be a three too); one of them may stay (``may_keep_three``):
        the first dealt."""
        r = self.rules
        if not (r.threes_special and r.red_threes_auto):
            return
        n = r.players
        changed = True
        while changed and self.stock:
            changed = False
            for i in range(n):
                seat = (self.dealer + 1 + i) % n
                hand = self.hands[seat]
                threes = [c for c in hand if r.bonus_three(c)]
                if threes and keeps_threes(r) and not self.opened[r.side_of(seat)]:
                    threes = threes[1:]  # the first three dealt stays in the hand
                for c in threes:
                    hand.remove(c)
                    self.red_threes[seat].append(c)
                    if self.stock:
                        hand.append(self.stock.pop())
                        changed = True

    def _lay_kept_threes(self, side: int) -> bool:
        """The side's first meld stands: a kept three can no longer make a Straight,
        so every player of the side lays theirs out and takes a replacement (threes
        among the replacements are laid out too, as when drawn). True when a
        replacement was a three, the stock's last card, that stays in the hand
        (``stock_end_three`` = ``in_hand``): the caller ends the deal."""
        r = self.rules
        if not keeps_threes(r):
            return False
        ended = False
        for seat in r.sides[side]:
            card = self.kept_three(seat)
            if card is None:
                continue
            self.hands[seat].remove(card)
            self.red_threes[seat].append(card)
            if self.stock and not self._draw_card(seat, last_stays=True):
                ended = r.stock_end_three == "in_hand"
        return ended

    def _check_lay_kept(self, action: LayRedThree) -> IllegalAction | None:
        """Why the kept three ``action`` names may not be laid out now (``legality``
        asks this for a bonus three when ``keep_three_for_straight`` is on)."""
        if action.card not in self.hands[self.to_move]:
            return IllegalAction("three_not_held", "You hold no such three.")
        if self.turn_melded or self.conditional:
            return IllegalAction("lay_three_first", "Lay out the three you kept before you meld.")
        return None
