"""The pile hoarder: the pile fight first. It keeps a long hand of natural pairs and
triples (up to a dozen cards while its side has no canasta) so that it can take piles,
frozen ones included, and always has a safe card to throw; takes every pile worth more
than a stock card; saves black threes as stoppers for big piles; freezes a big pile with
a wild card when the opponents are open and every other discard is dangerous; melds
naturals beyond the kept hand and spends wild cards mainly to close canastas; goes out
when ahead, when the opponents threaten, or when the stock runs short."""

from __future__ import annotations

from game.engine import JOKER, POINTS, THREE, Action, Add, Card, GameState, Meld

from .common import StylePlayer, Table, add_naturals, attempt, by_rank, close_canastas, hand_points, my_turn, wild_cards


class PileHoarder(StylePlayer):
    name = "hoarder"

    def draw_value(self, g: GameState, t: Table) -> float:
        return 8.0

    def kept_hand(self, g: GameState, t: Table) -> int:
        if t.threat >= 0.3 or len(g.stock) < 30:
            return 6  # late or threatened: the pile fight gives way to cutting the hand
        return 12 if g.canastas(t.side) == 0 else 8

    def meld_more(self, g: GameState, t: Table, acts: list[Action]) -> None:
        seat = t.seat
        kept = self.kept_hand(g, t)
        low = 3 if g.canastas(t.side) == 0 else 2
        # naturals of melded ranks go onto our melds (unmelded pairs stay in hand)
        add_naturals(g, seat, acts, keep=low, keep_pairs=0)
        # a hand longer than the kept one lays its biggest natural sets
        for rank, grp in sorted(by_rank(g, g.hands[seat]).items(), key=lambda kv: -len(kv[1])):
            if len(g.hands[seat]) <= kept or not my_turn(g, seat):
                break
            if len(grp) >= 3 and g.meld_of(t.side, rank) is None:
                attempt(g, Meld(tuple(grp[:3])), acts)
                for x in grp[3:]:
                    attempt(g, Add(x), acts)
        close_canastas(g, seat, acts, max_wilds=2 if t.threat < 0.5 else 3, keep=low)
        # wild cards are not hoarded to the end: late or under threat they go onto melds
        if (len(g.stock) < 20 or t.threat >= 0.5 or len(wild_cards(g.hands[seat])) >= 3) and my_turn(g, seat):
            for wc in wild_cards(g.hands[seat]):
                if len(g.hands[seat]) <= low + 1 or not my_turn(g, seat):
                    break
                for m in sorted(g.melds[t.side], key=lambda m: (m.is_canasta, -m.size)):
                    if (m.rank == THREE and g.rules.threes_special) or m.is_sequence:
                        continue  # a run takes no wild card (and has no rank)
                    if attempt(g, Add(wc, m.rank), acts):
                        break

    def want_out(self, g: GameState, t: Table) -> bool:
        return t.lead > 0 or t.threat >= 0.35 or len(g.stock) < 15

    def want_ask(self, g: GameState, t: Table) -> bool:
        partner = max((len(g.hands[s]) for s in g.rules.partners_of(t.seat)), default=0)
        return partner >= 7

    def answer(self, g: GameState, seat: int, t: Table) -> bool:
        pts = hand_points(g.hands[seat])
        return t.lead > 0 or t.threat >= 0.35 or pts < 60 or len(g.stock) < 15

    def discard_cost(self, g: GameState, t: Table, card: Card) -> float:
        pile = len(g.pile)
        if card.is_wild:
            if g.pile_frozen:
                return 160.0  # feeding a frozen pile gains nothing
            freeze = 4.0 * pile if any(g.opened[o] for o in t.opp_sides) else 1.5 * pile
            return max(25.0, (110.0 if card.rank == JOKER else 85.0) - freeze)
        if g.rules.threes_special and card.rank == THREE:
            return max(1.0, 45.0 - 4.0 * pile)  # a stopper, kept for a big pile
        same = sum(1 for c in g.hands[t.seat] if c.rank == card.rank)
        own = g.meld_of(t.side, card.rank) is not None
        if same >= 3:
            keep = 45.0
        elif same == 2:
            keep = 32.0
        elif own:
            keep = 14.0
        else:
            keep = 4.0 + (5.0 if t.unseen[card.rank] >= 2 else 0.0)
        danger = self.give_chance(g, t, card) * self.pile_worth(g, t)
        return keep + danger - 0.3 * t.threat * POINTS[card.rank]
