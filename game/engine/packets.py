"""The packet a player takes up during the deal: Hand and Foot's foot and the pennies of
Pennies from Heaven.

Both are dealt face down beside the hand (``packets``). The foot comes into the hand
when the hand is played out; the pennies come in at once when the player completes a
canasta (``packet_trigger``, ``variants.md``). Kept apart from ``state`` because
it is one rule with one reason. ``state`` keeps the turn around it (``_packet_into_play``:
what was melded before stands, and the undo point moves past the cards now seen), and
whether a packet is waiting, asked everywhere, stays in ``base``.
"""

from __future__ import annotations

from .base import StateBase
from .melds import TableMeld


class Packets(StateBase):
    """Whether a canasta earns the packet, and taking the packet up."""

    __slots__ = ()

    def _note_canasta(self, before: TableMeld | None, after: TableMeld) -> None:
        if self.completes_packet_canasta(self.to_move, before, after):
            self.packet_due[self.to_move] = True

    def _take_up_packet(self, seat: int) -> bool:
        """The seat's packet goes into the hand; red threes in it are laid out and
        replaced from the stock, as when drawn. False when the stock ran out on a
        red three drawn as a replacement."""
        r = self.rules
        cards, self.packets[seat] = self.packets[seat], []
        self.packet_taken[seat] = True
        ok = True
        for c in cards:
            if r.red_threes_auto and r.bonus_three(c):
                self.red_threes[seat].append(c)
                if self.stock and not self._draw_card(seat):
                    ok = False
            else:
                self.hands[seat].append(c)
        return ok
