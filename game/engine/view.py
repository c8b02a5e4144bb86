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
from typing import TYPE_CHECKING, Any

from .actions import Action, Stop
from .cards import Card, make_deck
from .keptthree import keeps_threes
from .melds import TableMeld, TurnMark, TurnStep
from .parts import Phase, freeze, thaw
from .rules import RuleSet
from .scoring import DealResult

if TYPE_CHECKING:
    from .state import GameState


@dataclass(frozen=True)
class View:
    """The declared public fields of a game (``base.StateBase``), frozen, and
    ``VIEW_ONLY``; a test checks the two agree."""

    rules: RuleSet
    seat: int
    deal: int
    dealer: int
    phase: Phase
    to_move: int
    scores: tuple[int, ...]
    target: int
    results: tuple[DealResult, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    packet_sizes: tuple[int, ...]  # each player's face-down packet: its size only
    bonus_pile_sizes: tuple[int, ...]  # the bonus piles set aside at the deal: their sizes only
    known: tuple[tuple[Card, ...], ...]
    melds: tuple[tuple[TableMeld, ...], ...]
    packet_taken: tuple[bool, ...]
    packet_due: tuple[bool, ...]
    bonus_due: tuple[int, ...]
    red_threes: tuple[tuple[Card, ...], ...]
    black_threes: tuple[tuple[Card, ...], ...]
    turns: int
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
    asked_in_deal: tuple[bool, ...]
    answer: bool | None
    no_discard: bool
    mark: TurnMark | None
    turn_out: tuple[Card, ...]
    turn_in: tuple[Card, ...]
    steps: tuple[TurnStep, ...]
    conditional: bool
    turn_canastas: int
    turn_took: bool
    turn_top: Card | None
    went_out: int | None
    stake: int
    doubled_deal: int
    gave_up: int | None
    double_waiting: tuple[int, ...]
    double_resume: tuple[Phase, int] | None
    special_laid: tuple[int, str, tuple[Card, ...]] | None

    @property
    def side(self) -> int:
        return self.rules.side_of(self.seat)

    @property
    def pile_top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def unseen(self) -> list[Card]:
        """Cards this seat has not seen: in other hands (but not known there), in
        the stock or in a packet (its own too)."""
        pool = Counter(make_deck(self.rules.packs, self.rules.jokers_per_pack))
        seen: Counter[Card] = Counter(self.hand)
        for ms in self.melds:
            for m in ms:
                seen.update(m.cards)
        for reds in self.red_threes:
            seen.update(reds)
        for blacks in self.black_threes:
            seen.update(blacks)
        seen.update(self.pile)
        seen.update(self.pending)
        if self.special_laid is not None:
            seen.update(self.special_laid[2])
        for s, cards in enumerate(self.known):
            if s != self.seat:
                seen.update(cards)
        pool.subtract(seen)
        if any(v < 0 for v in pool.values()):
            raise ValueError("the view holds more copies of a card than the deck")
        return sorted(pool.elements())

    def unseen_lenient(self) -> list[Card]:
        """``unseen``, for a view whose cards need not add up to the deck: a card seen
        more often than the deck holds is simply not unseen."""
        pool = Counter(make_deck(self.rules.packs, self.rules.jokers_per_pack))
        pool.subtract(Counter(self.hand))
        for ms in self.melds:
            for m in ms:
                pool.subtract(Counter(m.cards))
        for cards in (*self.red_threes, *self.black_threes, self.pile, self.pending,
                      *(k for s, k in enumerate(self.known) if s != self.seat)):
            pool.subtract(Counter(cards))
        if self.special_laid is not None:
            pool.subtract(Counter(self.special_laid[2]))
        return sorted(c for c, n in pool.items() for _ in range(max(0, n)))


#: What a view adds to the declared public fields (or carries in another form).
VIEW_ONLY = ("seat", "hand", "hand_sizes", "packet_sizes", "bonus_pile_sizes", "stock_size", "history")


def make_view(state: GameState, seat: int) -> View:
    """The seat's view: every public field the state declares, frozen, plus the own
    hand, the hand sizes, the stock size and this deal's actions."""
    from .state import FIELDS

    values: dict[str, Any] = {f.name: freeze(getattr(state, f.name), f.copy) for f in FIELDS if f.in_view}
    values["known"] = tuple(tuple(sorted(k)) for k in state.known)
    return View(
        seat=seat, hand=tuple(sorted(state.hands[seat])), hand_sizes=tuple(len(h) for h in state.hands),
        packet_sizes=tuple(len(p) for p in state.packets), bonus_pile_sizes=tuple(len(p) for p in state.bonus_piles),
        stock_size=len(state.stock), history=tuple(state.actions[state.deal_start:]), **values,
    )


def _end_three_holder(view: View) -> int | None:
    """The seat that drew the stock's last card when it was a three that stays in the hand
    (``stock_end_three`` = ``in_hand``): the deal ended at once, with nobody out and not
    by ``stop``, so everyone knows a hand holds one three more than the threes rules
    otherwise allow. That hand is the player's to move, who drew (or, when the side's
    first meld laid its kept threes, may be the partner's: a world with the three in the
    mover's hand is then one the rules allow, if not the only one). ``None`` otherwise."""
    r = view.rules
    if (r.stock_end_three == "in_hand" and view.stock_size == 0 and view.results
            and view.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER) and view.results[-1].went_out is None
            and view.history and not isinstance(view.history[-1], Stop)):
        return view.to_move
    return None


def _move_kept_threes(view: View, hands: list[list[Card]], rng: random.Random, rest: list[Card]) -> None:
    """With ``keep_three_for_straight`` the unseen threes were dealt like any hidden
    card; a hand may hold one only while its side has not melded, and never two (the
    others are laid out at once). Each three too many changes places with a card of
    ``rest`` (the cards not in a hand) or, when those are all threes, with a card of a
    hand that may still keep one: a deal the view allows, as the real one is."""
    r = view.rules
    bonus = r.bonus_three

    holder = _end_three_holder(view)

    def room(seat: int) -> int:
        return (0 if view.opened[r.side_of(seat)] else 1) + (seat == holder)

    for seat, hand in enumerate(hands):
        if seat == view.seat:
            continue
        start = len(view.known[seat])
        places = [i for i in range(start, len(hand)) if bonus(hand[i])]
        while len(places) > room(seat):
            i = places.pop(rng.randrange(len(places)))
            spots = [j for j, c in enumerate(rest) if not bonus(c)]
            if spots:
                j = rng.choice(spots)
                rest[j], hand[i] = hand[i], rest[j]
                continue
            takers = [(t, j) for t, other in enumerate(hands) if t not in (seat, view.seat)
                      and sum(1 for c in other if bonus(c)) < room(t)
                      for j in range(len(view.known[t]), len(other)) if not bonus(other[j])]
            if not takers:
                raise ValueError("the view's threes do not fit its hands")
            t, j = rng.choice(takers)
            hands[t][j], hand[i] = hand[i], hands[t][j]


def determinize(view: View, rng: random.Random) -> GameState:
    """A full game that agrees with ``view``: the unseen cards dealt at random to the
    other hands (at their sizes, around the cards known to be there) and the stock."""

    unseen = view.unseen()
    rng.shuffle(unseen)
    r = view.rules
    stock_only: list[Card] = []
    if r.threes_special and r.red_threes_auto and not keeps_threes(r):
        # red threes are laid out as soon as they are drawn: an unseen one is in the stock
        # (where one may be kept for a Straight, ``_move_kept_threes`` places them)
        stock_only = [c for c in unseen if r.bonus_three(c)]
        unseen = [c for c in unseen if not r.bonus_three(c)]
    holder = _end_three_holder(view)
    last_three: list[Card] = []  # the stock's last card, a three that stayed in the holder's hand
    if holder is not None and holder != view.seat and len(view.known[holder]) < view.hand_sizes[holder]:
        pool = stock_only or unseen
        threes = [i for i, c in enumerate(pool) if r.bonus_three(c)]
        if threes:
            last_three.append(pool.pop(rng.choice(threes)))
    hands: list[list[Card]] = []
    for s, size in enumerate(view.hand_sizes):
        if s == view.seat:
            hands.append(list(view.hand))
            continue
        known = list(view.known[s]) + (last_three if s == holder else [])
        missing = size - len(known)
        if missing < 0 or missing > len(unseen):
            raise ValueError("the view's hand sizes do not fit its cards")
        hands.append(known + [unseen.pop() for _ in range(missing)])
    if keeps_threes(r):
        _move_kept_threes(view, hands, rng, unseen)
    if stock_only:
        unseen += stock_only
        rng.shuffle(unseen)
    # the packets (feet) are hidden from everyone, their owners too: dealt from the rest
    packets: list[list[Card]] = []
    for size in view.packet_sizes:
        if size > len(unseen):
            raise ValueError("the view's packet sizes do not fit its cards")
        packets.append([unseen.pop() for _ in range(size)])
    bonus_piles: list[list[Card]] = []  # the bonus piles set aside at the deal, as hidden as the packets
    for size in view.bonus_pile_sizes:
        if size > len(unseen):
            raise ValueError("the view's bonus pile sizes do not fit its cards")
        bonus_piles.append([unseen.pop() for _ in range(size)])
    if len(unseen) != view.stock_size:
        raise ValueError("the view's stock size does not fit its cards")
    return _assemble(view, hands, packets, bonus_piles, unseen, rng.randrange(2**62))


def _assemble(view: View, hands: list[list[Card]], packets: list[list[Card]], bonus_piles: list[list[Card]],
              stock: list[Card], seed: int) -> GameState:
    """A game of the view's public fields and these hidden parts."""
    from .state import FIELDS, GameState

    g = GameState.__new__(GameState)
    for f in FIELDS:
        if f.in_view:
            setattr(g, f.name, thaw(getattr(view, f.name), f.copy))
    # the hidden part, made up; and what the view carries in another form
    g.seed = seed
    g.hands = hands
    g.stock = stock
    g.packets = packets
    g.bonus_piles = bonus_piles
    g.actions = list(view.history)
    g.deal_start = 0
    g.last_result = view.results[-1] if view.results and view.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER) else None
    return g


#: The shuffle of the cards a seat cannot see in its ``stand_in``: fixed, so that the
#: same view always gives the same made-up game (and the same answers).
STAND_IN_SEED = 0


def stand_in(view: View) -> GameState:
    """A made-up game that agrees with ``view``, the same one for the same view: the
    seat's own moves are checked and planned on it. The cards the seat cannot see lie
    in made-up places, so only questions about the seat's own move are answered right
    (``tests/match`` shows they are, against the real game, for every preset)."""
    try:
        return determinize(view, random.Random(STAND_IN_SEED))
    except ValueError:
        return _padded(view)


def _padded(view: View) -> GameState:
    """The stand-in of a view whose cards do not add up to the deck (a position set up
    by hand, not dealt): the hidden places get the unseen cards and, where those run
    short, natural cards repeated. The hidden places hold only their sizes' worth of
    meaning for the seat's own move, so any cards do."""
    unseen = view.unseen_lenient()
    filler = [c for c in sorted(set(make_deck(1, 0))) if c.rank > 3]

    def take(n: int) -> list[Card]:
        out = [unseen.pop() for _ in range(min(n, len(unseen)))]
        out += [filler[i % len(filler)] for i in range(n - len(out))]
        return out

    hands = [list(view.hand) if s == view.seat else list(view.known[s]) + take(size - len(view.known[s]))
             for s, size in enumerate(view.hand_sizes)]
    packets = [take(size) for size in view.packet_sizes]
    bonus_piles = [take(size) for size in view.bonus_pile_sizes]
    return _assemble(view, hands, packets, bonus_piles, take(view.stock_size), STAND_IN_SEED)
