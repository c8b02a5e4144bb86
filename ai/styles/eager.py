"""The eager melder: melds everything it can as soon as it can, spends wild cards on pairs
and on mixed canastas, and goes out at the first chance (the common club player's style:
few points left in hand, quick canastas, little pile fight)."""

from __future__ import annotations

from game.engine import JOKER, POINTS, THREE, Action, Card, GameState, Meld

from .common import StylePlayer, Table, add_naturals, attempt, by_rank, close_canastas, my_turn, wild_cards


class EagerMelder(StylePlayer):
    name = "eager"

    def draw_value(self, g: GameState, t: Table) -> float:
        return 12.0

    def meld_more(self, g: GameState, t: Table, acts: list[Action]) -> None:
        seat = t.seat
        keep = 1 if g.canastas(t.side) else 2
        for _ in range(3):
            before = len(acts)
            add_naturals(g, seat, acts, keep=keep, keep_pairs=0)
            for grp in by_rank(g, g.hands[seat]).values():
                if len(grp) >= 3 and len(g.hands[seat]) - len(grp) >= keep and my_turn(g, seat):
                    attempt(g, Meld(tuple(grp[:3])), acts)
            close_canastas(g, seat, acts, max_wilds=3, keep=keep)
            # a pair and a wild card make a meld
            for grp in by_rank(g, g.hands[seat]).values():
                wilds = wild_cards(g.hands[seat])
                if len(grp) == 2 and wilds and my_turn(g, seat):
                    meld = Meld((grp[0], grp[1], wilds[0]))
                    if len(g.hands[seat]) - len(meld.cards) >= keep + 1:
                        attempt(g, meld, acts)
            if len(acts) == before or not my_turn(g, seat):
                return

    def want_ask(self, g: GameState, t: Table) -> bool:
        partner = max((len(g.hands[s]) for s in g.rules.partners_of(t.seat)), default=0)
        return partner >= 9

    def discard_cost(self, g: GameState, t: Table, card: Card) -> float:
        if card.is_wild:
            return 150.0 if card.rank == JOKER else 110.0
        if g.rules.threes_special and card.rank == THREE:
            return 2.0  # black threes go at once
        same = sum(1 for c in g.hands[t.seat] if c.rank == card.rank)
        keep = 30.0 if same >= 2 else 8.0
        danger = 0.5 * self.give_chance(g, t, card) * self.pile_worth(g, t)
        return keep + danger - 0.2 * POINTS[card.rank]
