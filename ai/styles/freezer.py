"""The defensive freezer: denies the opponents the pile. Once they are open it freezes
the pile early with a wild card (while it still holds others), throws only safe cards
(ranks already dead in the pile, ranks the next player cannot take, black threes),
keeps a medium hand of pairs, melds carefully and goes out as soon as the opponents
threaten or it leads."""

from __future__ import annotations

from game.engine import JOKER, POINTS, THREE, Action, Card, GameState, Meld

from .common import StylePlayer, Table, add_naturals, attempt, by_rank, close_canastas, hand_points, my_turn, wild_cards


class DefensiveFreezer(StylePlayer):
    name = "freezer"

    def draw_value(self, g: GameState, t: Table) -> float:
        return 10.0

    def meld_more(self, g: GameState, t: Table, acts: list[Action]) -> None:
        seat = t.seat
        low = 4 if g.canastas(t.side) == 0 else 2
        add_naturals(g, seat, acts, keep=low, keep_pairs=1)
        for rank, grp in sorted(by_rank(g, g.hands[seat]).items(), key=lambda kv: -len(kv[1])):
            if len(g.hands[seat]) <= 8 or not my_turn(g, seat):
                break
            if len(grp) >= 3 and g.meld_of(t.side, rank) is None:
                attempt(g, Meld(tuple(grp[:3])), acts)
        close_canastas(g, seat, acts, max_wilds=2, keep=low)
        if t.threat >= 0.5 or len(g.stock) < 15:
            add_naturals(g, seat, acts, keep=2, keep_pairs=0)

    def want_out(self, g: GameState, t: Table) -> bool:
        return t.threat >= 0.3 or t.lead > 300 or len(g.stock) < 25

    def answer(self, g: GameState, seat: int, t: Table) -> bool:
        return hand_points(g.hands[seat]) < 100 or t.threat >= 0.3

    def discard_cost(self, g: GameState, t: Table, card: Card) -> float:
        pile = len(g.pile)
        opp_open = any(g.opened[o] for o in t.opp_sides)
        if card.is_wild:
            spare = len(wild_cards(g.hands[t.seat])) >= 2
            if not g.pile_frozen and opp_open and pile >= 3 and spare:
                return 20.0 if card.rank != JOKER else 35.0  # freeze early
            return 140.0 if card.rank == JOKER else 100.0
        if g.rules.threes_special and card.rank == THREE:
            return 3.0 if pile >= 4 else 25.0
        same = sum(1 for c in g.hands[t.seat] if c.rank == card.rank)
        keep = 36.0 if same >= 3 else 26.0 if same == 2 else 6.0
        dead = sum(1 for c in g.pile if c.rank == card.rank)
        danger = 1.6 * self.give_chance(g, t, card) * self.pile_worth(g, t)
        return keep + danger - 3.0 * dead - 0.2 * POINTS[card.rank] * t.threat

    def want_ask(self, g: GameState, t: Table) -> bool:
        partner = max((len(g.hands[s]) for s in g.rules.partners_of(t.seat)), default=0)
        return partner >= 5 and hand_points(g.hands[t.seat]) < 60
