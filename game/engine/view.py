"""What one seat may know, and games made up to fit it.

A ``View`` holds the seat's own hand and everything public: the melds, the pile (every
card in it was seen face up), the hand sizes, the cards known to be in other hands
because they were taken from the pile, the scores and this deal's actions. It holds
neither the other hands, nor the stock, nor the seed (which would give away the
shuffle). ``determinize`` deals the unseen cards at random into a full game that
agrees with the view: the computer players search over such games and never see
the real one.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action
from .cards import Card, make_deck
from .melds import TableMeld, TurnMark
from .rules import RuleSet
from .scoring import DealResult

if TYPE_CHECKING:
    from .state import GameState


@dataclass(frozen=True)
class View:
    rules: RuleSet
    seat: int
    deal: int
    dealer: int
    phase: str
    to_move: int
    scores: tuple[int, ...]
    target: int
    results: tuple[DealResult, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[Card, ...], ...]
    melds: tuple[tuple[TableMeld, ...], ...]
    red_threes: tuple[tuple[Card, ...], ...]
    pile: tuple[Card, ...]
    pile_frozen: bool
    stock_size: int
    opened: tuple[bool, ...]
    seat_melded: tuple[bool, ...]
    history: tuple[Action, ...]
    turn_points: int
    turn_melded: bool
    turn_new_ranks: tuple[int, ...]
    turn_added_old: bool
    pending: tuple[Card, ...]
    must_play: Card | None
    asked: bool
    answer: bool | None
    no_discard: bool
    mark: TurnMark | None
    turn_out: tuple[Card, ...]
    turn_in: tuple[Card, ...]
    conditional: bool
    went_out: int | None

    @property
    def side(self) -> int:
        return self.rules.side_of(self.seat)

    @property
    def pile_top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def unseen(self) -> list[Card]:
        """Cards this seat has not seen: in other hands (but not known there) or in
        the stock."""
        pool = Counter(make_deck(self.rules.packs, self.rules.jokers_per_pack))
        seen: Counter[Card] = Counter(self.hand)
        for ms in self.melds:
            for m in ms:
                seen.update(m.cards)
        for reds in self.red_threes:
            seen.update(reds)
        seen.update(self.pile)
        seen.update(self.pending)
        for s, cards in enumerate(self.known):
            if s != self.seat:
                seen.update(cards)
        pool.subtract(seen)
        if any(v < 0 for v in pool.values()):
            raise ValueError("the view holds more copies of a card than the deck")
        return sorted(pool.elements())


def make_view(state: GameState, seat: int) -> View:
    hand = tuple(sorted(state.hands[seat]))
    known = tuple(tuple(sorted(k)) for k in state.known)
    return View(
        rules=state.rules, seat=seat, deal=state.deal, dealer=state.dealer, phase=state.phase,
        to_move=state.to_move, scores=tuple(state.scores), target=state.target,
        results=tuple(state.results), hand=hand,
        hand_sizes=tuple(len(h) for h in state.hands), known=known,
        melds=tuple(tuple(m) for m in state.melds),
        red_threes=tuple(tuple(r) for r in state.red_threes),
        pile=tuple(state.pile), pile_frozen=state.pile_frozen, stock_size=len(state.stock),
        opened=tuple(state.opened), seat_melded=tuple(state.seat_melded),
        history=tuple(state.actions[state.deal_start:]),
        turn_points=state.turn_points, turn_melded=state.turn_melded,
        turn_new_ranks=tuple(state.turn_new_ranks), turn_added_old=state.turn_added_old,
        pending=tuple(state.pending), must_play=state.must_play, asked=state.asked,
        answer=state.answer, no_discard=state.no_discard, mark=state.mark,
        turn_out=tuple(state.turn_out), turn_in=tuple(state.turn_in),
        conditional=state.conditional, went_out=state.went_out,
    )


def determinize(view: View, rng: random.Random) -> GameState:
    """A full game that agrees with ``view``: the unseen cards dealt at random to the
    other hands (at their sizes, around the cards known to be there) and the stock."""
    from .state import GameState

    unseen = view.unseen()
    rng.shuffle(unseen)
    stock_only: list[Card] = []
    if view.rules.threes_special and view.rules.red_threes_auto:
        # red threes are laid out as soon as they are drawn: an unseen one is in the stock
        stock_only = [c for c in unseen if c.is_red_three]
        unseen = [c for c in unseen if not c.is_red_three]
    hands: list[list[Card]] = []
    for s, size in enumerate(view.hand_sizes):
        if s == view.seat:
            hands.append(list(view.hand))
            continue
        known = list(view.known[s])
        missing = size - len(known)
        if missing < 0 or missing > len(unseen):
            raise ValueError("the view's hand sizes do not fit its cards")
        hands.append(known + [unseen.pop() for _ in range(missing)])
    if stock_only:
        unseen += stock_only
        rng.shuffle(unseen)
    if len(unseen) != view.stock_size:
        raise ValueError("the view's stock size does not fit its cards")
    g = GameState.__new__(GameState)
    g.rules = view.rules
    g.seed = rng.randrange(2**62)
    g.deal = view.deal
    g.dealer = view.dealer
    g.scores = list(view.scores)
    g.target = view.target
    g.results = list(view.results)
    g.actions = list(view.history)
    g.deal_start = 0
    g.phase = view.phase
    g.to_move = view.to_move
    g.hands = hands
    g.stock = unseen
    g.pile = list(view.pile)
    g.pile_frozen = view.pile_frozen
    g.melds = [list(m) for m in view.melds]
    g.red_threes = [list(r) for r in view.red_threes]
    g.opened = list(view.opened)
    g.seat_melded = list(view.seat_melded)
    g.known = [list(k) for k in view.known]
    g.went_out = view.went_out
    g.turn_points = view.turn_points
    g.turn_melded = view.turn_melded
    g.turn_new_ranks = list(view.turn_new_ranks)
    g.turn_added_old = view.turn_added_old
    g.pending = list(view.pending)
    g.must_play = view.must_play
    g.asked = view.asked
    g.answer = view.answer
    g.no_discard = view.no_discard
    g.mark = view.mark
    g.turn_out = list(view.turn_out)
    g.turn_in = list(view.turn_in)
    g.conditional = view.conditional
    g.last_result = view.results[-1] if view.results and view.phase in ("deal_over", "match_over") else None
    return g
