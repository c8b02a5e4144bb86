"""The fields of a game, declared once, and the questions every part of the engine asks.

Each field is annotated with its type, its part and its flags (see ``parts``); the
state's slots, ``clone``, the undo mark, ``View``, ``determinize`` and the fuzz
snapshot are all derived from these annotations. The rule modules (``legality``,
``movegen``, ``planning``) and ``GameState`` itself build on ``StateBase``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Annotated, Any

from .actions import Action
from .cards import POINTS, THREE, Card
from .melds import CANASTA_SIZE, GROUP, WILD, WILD_RANK, TableMeld, TurnMark, TurnStep
from .parts import HIDDEN, MARK, MARK_SEAT, MATCH, NO_VIEW, TABLE, TURN, Phase
from .rules import RuleSet
from .scoring import DealResult

if TYPE_CHECKING:
    from .actions import Discard, LayRedThree, SpecialHand, Take, TakeBack
    from .errors import IllegalAction
    from .state import GameState


def group_by_rank(cards: Iterable[Card]) -> dict[int, list[Card]]:
    groups: dict[int, list[Card]] = {}
    for c in cards:
        groups.setdefault(c.rank, []).append(c)
    return groups


def holds(hand: list[Card], cards: Iterable[Card]) -> bool:
    """Whether ``hand`` holds every card of ``cards`` (copies counted)."""
    wanted = tuple(cards)
    if len(wanted) <= 3:  # the usual question: counted in C, no copy of the hand
        return all(hand.count(c) >= wanted.count(c) for c in wanted)
    pool = list(hand)
    for c in wanted:
        try:
            pool.remove(c)
        except ValueError:
            return False
    return True


class StateBase:
    """The declaration of a game's fields (``GameState`` derives its slots from it)
    and the queries shared by the rule modules."""

    #: Caches, not fields of the game: what was computed for the state as it is now,
    #: dropped by every change and never copied (``movegen``, ``planning``).
    __slots__ = ("_listed", "_out_plan")
    _listed: tuple[Action, ...] | None
    _out_plan: tuple[list[Action] | None] | None

    # -- the match so far (public)
    rules: Annotated[RuleSet, MATCH]
    deal: Annotated[int, MATCH]
    dealer: Annotated[int, MATCH]
    scores: Annotated[list[int], MATCH]
    target: Annotated[int, MATCH]
    results: Annotated[list[DealResult], MATCH]
    actions: Annotated[list[Action], MATCH, NO_VIEW]  # a view carries this deal's as ``history``
    deal_start: Annotated[int, MATCH, NO_VIEW]
    stake: Annotated[int, MATCH]  # doubled by each accepted double
    doubled_deal: Annotated[int, MATCH]  # the deal in which the stake was last doubled (-1: none)
    gave_up: Annotated[int | None, MATCH]  # the side that gave the match up
    # -- this deal's table (public)
    phase: Annotated[Phase, TABLE, MARK]
    to_move: Annotated[int, TABLE]
    pile: Annotated[list[Card], TABLE, MARK]
    pile_frozen: Annotated[bool, TABLE, MARK]
    melds: Annotated[list[list[TableMeld]], TABLE, MARK]
    red_threes: Annotated[list[list[Card]], TABLE, MARK_SEAT]
    black_threes: Annotated[list[list[Card]], TABLE, MARK_SEAT]  # set aside from taken piles (an option)
    turns: Annotated[int, TABLE]  # turns ended with a discard in this deal (the first round: fewer than players)
    opened: Annotated[list[bool], TABLE]
    seat_melded: Annotated[list[bool], TABLE]
    known: Annotated[list[list[Card]], TABLE, MARK_SEAT]  # cards seen going into each hand
    went_out: Annotated[int | None, TABLE]
    last_result: Annotated[DealResult | None, TABLE, NO_VIEW]
    double_waiting: Annotated[list[int], TABLE]  # seats still to answer a double, in turn
    double_resume: Annotated[tuple[Phase, int] | None, TABLE]  # the phase and mover to go back to
    # the special hand laid this deal (``special``): the seat, the hand's name, its cards
    special_laid: Annotated[tuple[int, str, tuple[Card, ...]] | None, TABLE]
    # -- hidden: the hands, the stock, and the seed that would give the shuffle away
    seed: Annotated[int, HIDDEN]
    hands: Annotated[list[list[Card]], HIDDEN]
    stock: Annotated[list[Card], HIDDEN]
    packets: Annotated[list[list[Card]], HIDDEN]  # each player's face-down packet (the foot)
    # the piles of bonus cards set aside at the deal (``bonus_cards_dealt``): the first side's, the second's
    bonus_piles: Annotated[list[list[Card]], HIDDEN]
    # -- whether each player has taken up their packet (public; its size is public too)
    packet_taken: Annotated[list[bool], TABLE]
    # -- a player completed a canasta and takes up the packet as soon as the first meld
    # stands (Pennies from Heaven); undone with the canasta
    packet_due: Annotated[list[bool], TABLE, MARK]
    # -- bonus cards each seat draws at its next turn for its side's opening (Modern American);
    # with ``bonus_cards_dealt``: 1 + the number of the set-aside pile it takes up then
    bonus_due: Annotated[list[int], TABLE]
    # -- the turn in progress (public)
    turn_points: Annotated[int, TURN, MARK]
    turn_melded: Annotated[bool, TURN, MARK]
    turn_new_ranks: Annotated[list[int], TURN, MARK]
    turn_added_old: Annotated[bool, TURN, MARK]
    pending: Annotated[list[Card], TURN, MARK]
    must_play: Annotated[Card | None, TURN, MARK]
    asked: Annotated[bool, TURN]
    asked_in_deal: Annotated[list[bool], TABLE]  # each seat has asked its partner in this deal
    answer: Annotated[bool | None, TURN]
    no_discard: Annotated[bool, TURN, MARK]
    mark: Annotated[TurnMark | None, TURN]
    turn_out: Annotated[list[Card], TURN]
    turn_in: Annotated[list[Card], TURN]
    steps: Annotated[list[TurnStep], TURN]  # what ``undo last`` takes back, one meld or lay-off each (``steps``)
    conditional: Annotated[bool, TURN]
    turn_canastas: Annotated[int, TURN]  # the mover's side's canastas when the turn began
    turn_took: Annotated[bool, TURN, MARK]  # the pile was taken this turn (no bonus cards for the opening)
    turn_top: Annotated[Card | None, TURN, MARK]  # the pile's top card taken this turn

    if TYPE_CHECKING:  # provided by the other parts of GameState
        def clone(self) -> GameState: ...
        def apply(self, action: Action) -> None: ...
        def check(self, action: Action) -> IllegalAction | None: ...
        def legal_actions(self) -> list[Action]: ...
        def bound_to_go_out(self) -> bool: ...
        def go_out_plan(self) -> list[Action] | None: ...
        def _discard_ban(self, card: Card, going_out: bool = False) -> IllegalAction | None: ...
        def _going_out_ban(self, card: Card) -> IllegalAction | None: ...
        def _check_take(self, action: Take) -> IllegalAction | None: ...
        def _check_stop_draw(self) -> IllegalAction | None: ...
        def _end_deal(self, went_out: int | None, by_discard: bool = False) -> None: ...
        def _check_special(self, action: SpecialHand) -> IllegalAction | None: ...
        def _special_candidates(self) -> list[Action]: ...
        def _check_lay_kept(self, action: LayRedThree) -> IllegalAction | None: ...
        def kept_in(self, group: list[Card]) -> list[Card]: ...
        def _max_extra_meld_points(self, cards: list[Card], taken_rank: int, taken_meld: TableMeld | None,
                                   run_cards: list[Card] | None = None) -> int: ...
        def _check_wild_meld(self, side: int, cards: tuple[Card, ...]) -> IllegalAction | None: ...
        def _wild_refusal(self, side: int, meld: TableMeld) -> IllegalAction | None: ...
        def _draw_card(self, seat: int, last_stays: bool = False) -> bool: ...
        def take_back_cards(self) -> list[tuple[TableMeld, Card]]: ...
        def take_back_actions(self) -> list[TakeBack]: ...
        def _check_take_back(self, action: TakeBack) -> IllegalAction | None: ...
        def _check_undo_last(self) -> IllegalAction | None: ...
        def _turn_mark(self) -> TurnMark: ...
        def _put_turn_mark(self, mark: TurnMark) -> None: ...
        def _banned(self, card: Card, going_out: bool) -> IllegalAction | None: ...
        def _check_discard(self, action: Discard) -> IllegalAction | None: ...
        def _minimum_refusal(self, side: int, points: int) -> IllegalAction: ...
        def _do_discard(self, action: Discard) -> None: ...
        def _replace_meld(self, side: int, old: TableMeld, new: TableMeld) -> None: ...
        def _leaves_ok(self, side: int, left: int, change: Any, points_after: int, last_card: Card | None,
                       melds_after: list[TableMeld] | None) -> IllegalAction | None: ...
        def _last_after(self, hand: list[Card], cards: tuple[Card, ...] | list[Card]) -> Card | None: ...

    # ------------------------------------------------------------------ queries
    @property
    def is_over(self) -> bool:
        return self.phase == Phase.MATCH_OVER

    @property
    def match_winner(self) -> int | None:
        """The side that won the match: the other side (or the best of the others) when
        a side gave up, else the winner of the last deal's score sheet."""
        if self.gave_up is not None:
            others = [s for s in range(len(self.scores)) if s != self.gave_up]
            return max(others, key=lambda s: self.scores[s]) if others else None
        if self.phase == Phase.MATCH_OVER and self.results:
            return self.results[-1].winner
        return None

    @property
    def side_to_move(self) -> int:
        return self.rules.side_of(self.to_move)

    def deal_actions(self) -> list[Action]:
        return self.actions[self.deal_start:]

    def first_meld_need(self, side: int) -> int:
        """Points the side still needs for its first meld, after red-three credit (none
        after pagat's "Splash": a canasta melded from the hand in the opening turn)."""
        r = self.rules
        if r.first_meld_splash and not self.opened[side] and not self.turn_took and any(
                m.is_canasta for m in self.melds[side]):
            return 0
        return max(0, self.first_meld_minimum(side) - self.first_meld_credit(side))

    def first_meld_credit(self, side: int) -> int:
        """What the side's red threes take off its first meld's minimum (0 where the rules
        do not let them count); the table spells it out, so it is decided here once."""
        r = self.rules
        threes = sum(len(self.red_threes[s]) for s in r.sides[side]) if r.red_threes_count_for_first_meld else 0
        return r.red_three_score(threes) if threes else 0

    def first_meld_minimum(self, side: int) -> int:
        return self.rules.first_meld_minimum(self.scores[side], self.deal)

    def canastas(self, side: int) -> int:
        return len([m for m in self.melds[side] if len(m.cards) >= CANASTA_SIZE])  # ``is_canasta``, at every discard

    def meld_of(self, side: int, rank: int) -> TableMeld | None:
        """The side's meld of ``rank``: the open one where melds close when full
        (``group_meld_max``; Hand and Foot's books), else the first."""
        cap = self.rules.group_meld_max
        found = None
        for m in self.melds[side]:
            if m.rank == rank:
                if not cap or m.size < cap:
                    return m
                if found is None:
                    found = m
        return found

    def open_meld_of(self, side: int, rank: int) -> TableMeld | None:
        """The side's meld of ``rank`` that can still grow, or ``None``."""
        m = self.meld_of(side, rank)
        cap = self.rules.group_meld_max
        return None if m is None or (cap and m.size >= cap) else m

    def packet_waiting(self, seat: int) -> bool:
        """Whether ``seat`` still has a packet to take up when the hand is played out
        (Hand and Foot's foot), or one it has earned with a canasta (Pennies): emptying
        the hand then leads into it, not out."""
        r = self.rules
        if not r.packet_size or self.packet_taken[seat]:
            return False
        return r.packet_trigger == "hand_empty" or self.packet_due[seat]

    def completes_packet_canasta(self, seat: int, before: TableMeld | None, after: TableMeld) -> bool:
        """Whether turning ``before`` into ``after`` is ``seat``'s canasta that earns
        its packet (``packet_trigger`` = ``canasta``)."""
        r = self.rules
        return (bool(r.packet_size) and r.packet_trigger == "canasta" and not self.packet_taken[seat]
                and after.is_canasta and (before is None or not before.is_canasta))

    def meld_by_id(self, meld_id: int) -> TableMeld | None:
        for ms in self.melds:
            for m in ms:
                if m.id == meld_id:
                    return m
        return None

    def melds_of_rank(self, side: int, rank: int) -> int:
        return sum(1 for m in self.melds[side] if m.rank == rank)

    def next_meld_id(self) -> int:
        """The id of the next meld started: one more than the highest on the table
        (an undone meld's id is given again, as the replay gives it)."""
        return 1 + max((m.id for ms in self.melds for m in ms), default=0)

    def pile_top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def is_frozen_for(self, side: int) -> bool:
        r = self.rules
        return self.pile_frozen or r.pile_always_frozen or (r.frozen_until_first_meld and not self.opened[side])

    def _dead_rank(self, side: int, rank: int) -> bool:
        """Whether ``rank`` is dead for ``side``: a canasta of it is finished (Modern
        American's "dead card"), by the side itself, or with ``dead_ranks`` = ``both``
        by either side (docs/rules.md settles the own side's, ``variants.md`` open point 2)."""
        sides = range(len(self.melds)) if self.rules.dead_ranks == "both" else (side,)
        return any(m.rank == rank and m.is_canasta and m.kind == GROUP for s in sides for m in self.melds[s])

    def _natural(self, card: Card) -> bool:
        if card.is_wild:
            return False
        if card.rank == THREE:
            return not self.rules.threes_special
        return True

    def _opening_value(self, rank: int, cards: Iterable[Card]) -> int:
        if self.rules.first_meld_wild_value == "represented" and rank != WILD_RANK:
            return sum(POINTS[rank] if c.is_wild else POINTS[c.rank] for c in cards)
        return sum(POINTS[c.rank] for c in cards)

    def _hand_left(self, removed: int) -> int:
        return len(self.hands[self.to_move]) + len(self.pending) - removed

    def _fits(self, meld: TableMeld, card: Card) -> bool:
        if self._full(meld):
            return False
        if meld.is_sequence:
            return (not card.is_wild and card.rank != THREE and card.suit == meld.suit
                    and (card.rank == meld.high + 1 or (card.rank == meld.low - 1 and card.rank > THREE)))
        if card.is_wild:
            return meld.kind == WILD or (meld.rank != THREE and self._takes_wild(meld))
        return meld.kind == GROUP and card.rank == meld.rank and (self._natural(card) or card.is_black_three)

    def _full(self, meld: TableMeld) -> bool:
        """Whether ``meld`` has reached the cap of its kind (closed: nothing more goes in;
        a run at seven, ``meld_cap(SEQUENCE)``)."""
        cap = self.rules.meld_cap(meld.kind)
        return bool(cap) and meld.size >= cap

    def _takes_wild(self, meld: TableMeld) -> bool:
        """Whether one more wild card may join ``meld`` (its cap aside): any number
        in a meld of wild cards, within the wild-card limit in a group."""
        if meld.kind == WILD:
            return True
        r = self.rules
        return r.wilds_ok(meld.naturals, meld.wilds + 1) and (
            not r.wild_placement or self._wild_refusal(meld.owner, meld) is None)

    def _addable_melds(self, side: int, opened: bool) -> list[TableMeld]:
        if self.rules.add_to == "any" and opened:
            return [m for ms in self.melds for m in ms]
        return list(self.melds[side])
