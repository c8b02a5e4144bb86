"""The game: a whole match as a state machine driven by actions.

``legal_actions()`` lists every legal action (one per really different choice: suits
matter only for threes, so one ``discard`` per rank); ``apply()`` refuses an illegal
action with an ``IllegalAction`` that says why, and then the state is exactly as it
was, because every check runs before anything is changed. A game is reproducible
from its rules, its seed and its actions.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .actions import (
    ASK,
    DRAW,
    NEXT,
    NO,
    STOP,
    UNDO,
    YES,
    Action,
    Add,
    Answer,
    Ask,
    Dig,
    Discard,
    Draw,
    LayRedThree,
    Meld,
    NextDeal,
    Stop,
    Swap,
    Take,
    Undo,
)
from .actions import add as _add
from .actions import discard as _discard
from .actions import meld as _meld
from .cards import JOKER, POINTS, THREE, TWO, Card, rank_text, shuffled_deck
from .errors import IllegalAction
from .melds import TableMeld, TurnMark
from .rules import RuleSet
from .scoring import DealResult, score_deal

if TYPE_CHECKING:
    from .view import View

DRAW_PHASE = "draw"
MELD_PHASE = "meld"
ANSWER_PHASE = "answer"
DEAL_OVER = "deal_over"
MATCH_OVER = "match_over"


def _group(cards: Iterable[Card]) -> dict[int, list[Card]]:
    groups: dict[int, list[Card]] = {}
    for c in cards:
        groups.setdefault(c.rank, []).append(c)
    return groups


def _has(hand: list[Card], cards: Iterable[Card]) -> bool:
    pool = list(hand)
    for c in cards:
        try:
            pool.remove(c)
        except ValueError:
            return False
    return True


class GameState:
    """A match of Canasta. Mutable; ``clone()`` is cheap (melds are immutable)."""

    __slots__ = (
        "actions",
        "answer",
        "asked",
        "conditional",
        "deal",
        "deal_start",
        "dealer",
        "hands",
        "known",
        "last_result",
        "mark",
        "melds",
        "must_play",
        "no_discard",
        "opened",
        "pending",
        "phase",
        "pile",
        "pile_frozen",
        "red_threes",
        "results",
        "rules",
        "scores",
        "seat_melded",
        "seed",
        "stock",
        "target",
        "to_move",
        "turn_added_old",
        "turn_in",
        "turn_melded",
        "turn_new_ranks",
        "turn_out",
        "turn_points",
        "went_out",
    )

    rules: RuleSet
    seed: int
    deal: int
    dealer: int
    scores: list[int]
    target: int
    results: list[DealResult]
    actions: list[Action]
    deal_start: int
    phase: str
    to_move: int
    hands: list[list[Card]]
    stock: list[Card]
    pile: list[Card]
    pile_frozen: bool
    melds: list[list[TableMeld]]
    red_threes: list[list[Card]]
    opened: list[bool]
    seat_melded: list[bool]
    known: list[list[Card]]
    went_out: int | None
    turn_points: int
    turn_melded: bool
    turn_new_ranks: list[int]
    turn_added_old: bool
    pending: list[Card]
    must_play: Card | None
    asked: bool
    answer: bool | None
    no_discard: bool
    mark: TurnMark | None
    turn_out: list[Card]
    turn_in: list[Card]
    conditional: bool
    last_result: DealResult | None

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, rules: RuleSet, seed: int) -> GameState:
        """A new match: the first dealer is cut by the seeded generator."""
        import random

        self = cls.__new__(cls)
        self.rules = rules
        self.seed = seed
        self.deal = 0
        self.dealer = random.Random(f"{seed}/dealer").randrange(rules.players)
        self.scores = [0] * len(rules.sides)
        self.target = rules.target
        self.results = []
        self.actions = []
        self._start_deal()
        return self

    def _start_deal(self) -> None:
        r = self.rules
        n = r.players
        deck = shuffled_deck(r.packs, r.jokers_per_pack, f"{self.seed}/{self.deal}")
        self.deal_start = len(self.actions)
        self.hands = [[] for _ in range(n)]
        for _ in range(r.hand_size):
            for i in range(n):
                self.hands[(self.dealer + 1 + i) % n].append(deck.pop())
        self.stock = deck
        self.pile = []
        self.pile_frozen = False
        self.melds = [[] for _ in r.sides]
        self.red_threes = [[] for _ in range(n)]
        self.opened = [False] * len(r.sides)
        self.seat_melded = [False] * n
        self.known = [[] for _ in range(n)]
        self.went_out = None
        self.last_result = None
        self._reset_turn()
        self._turn_up()
        if r.threes_special and r.red_threes_auto:
            changed = True
            while changed and self.stock:
                changed = False
                for i in range(n):
                    seat = (self.dealer + 1 + i) % n
                    hand = self.hands[seat]
                    reds = [c for c in hand if c.is_red_three]
                    for c in reds:
                        hand.remove(c)
                        self.red_threes[seat].append(c)
                        if self.stock:
                            hand.append(self.stock.pop())
                            changed = True
        self.phase = DRAW_PHASE
        self.to_move = (self.dealer + 1) % n

    def _special_upcard(self, card: Card) -> bool:
        if card.is_wild:
            return True
        return self.rules.threes_special and card.rank == THREE

    def _turn_up(self) -> None:
        """Seed 000: special cards go to the bottom of the stock until a natural card is
        turned. 'cover' (pagat, seed 001): a wild card or red three is covered by the
        next card, and a wild card left in the pile freezes it."""
        r = self.rules
        if r.upcard_rule == "return":
            for _ in range(len(self.stock)):
                card = self.stock.pop()
                if not self._special_upcard(card):
                    self.pile.append(card)
                    return
                self.stock.insert(0, card)
            return
        while self.stock:
            card = self.stock.pop()
            self.pile.append(card)
            if card.is_wild:
                self.pile_frozen = True
            elif card.is_red_three and r.threes_special:
                if r.upcard_red_three_freezes:
                    self.pile_frozen = True
            else:
                return

    def _reset_turn(self) -> None:
        self.turn_points = 0
        self.turn_melded = False
        self.turn_new_ranks = []
        self.turn_added_old = False
        self.pending = []
        self.must_play = None
        self.asked = False
        self.answer = None
        self.no_discard = False
        self.mark = None
        self.turn_out = []
        self.turn_in = []
        self.conditional = False

    # ------------------------------------------------------------------ copying
    def clone(self) -> GameState:
        other = GameState.__new__(GameState)
        other.rules = self.rules
        other.seed = self.seed
        other.deal = self.deal
        other.dealer = self.dealer
        other.scores = self.scores[:]
        other.target = self.target
        other.results = self.results[:]
        other.actions = self.actions[:]
        other.deal_start = self.deal_start
        other.phase = self.phase
        other.to_move = self.to_move
        other.hands = [h[:] for h in self.hands]
        other.stock = self.stock[:]
        other.pile = self.pile[:]
        other.pile_frozen = self.pile_frozen
        other.melds = [m[:] for m in self.melds]
        other.red_threes = [r[:] for r in self.red_threes]
        other.opened = self.opened[:]
        other.seat_melded = self.seat_melded[:]
        other.known = [k[:] for k in self.known]
        other.went_out = self.went_out
        other.turn_points = self.turn_points
        other.turn_melded = self.turn_melded
        other.turn_new_ranks = self.turn_new_ranks[:]
        other.turn_added_old = self.turn_added_old
        other.pending = self.pending[:]
        other.must_play = self.must_play
        other.asked = self.asked
        other.answer = self.answer
        other.no_discard = self.no_discard
        other.mark = self.mark  # immutable
        other.turn_out = self.turn_out[:]
        other.turn_in = self.turn_in[:]
        other.conditional = self.conditional
        other.last_result = self.last_result
        return other

    def _set_mark(self) -> None:
        """Remember the turn so far: ``undo`` comes back here. Everything kept is
        public (the cards that left or entered the hand since are on the table or
        came from the pile), so a view can carry it and a determinized game too."""
        seat = self.to_move
        self.mark = TurnMark(
            phase=self.phase,
            melds=tuple(tuple(m) for m in self.melds),
            pile=tuple(self.pile),
            pile_frozen=self.pile_frozen,
            red_threes=tuple(self.red_threes[seat]),
            known=tuple(self.known[seat]),
            turn_points=self.turn_points,
            turn_melded=self.turn_melded,
            turn_new_ranks=tuple(self.turn_new_ranks),
            turn_added_old=self.turn_added_old,
            pending=tuple(self.pending),
            must_play=self.must_play,
            no_discard=self.no_discard,
        )
        self.turn_out = []
        self.turn_in = []

    def _restore(self, mark: TurnMark) -> None:
        seat = self.to_move
        hand = self.hands[seat]
        hand.extend(self.turn_out)
        for c in self.turn_in:
            hand.remove(c)
        self.phase = mark.phase
        self.melds = [list(m) for m in mark.melds]
        self.pile = list(mark.pile)
        self.pile_frozen = mark.pile_frozen
        self.red_threes[seat] = list(mark.red_threes)
        self.known[seat] = list(mark.known)
        self.turn_points = mark.turn_points
        self.turn_melded = mark.turn_melded
        self.turn_new_ranks = list(mark.turn_new_ranks)
        self.turn_added_old = mark.turn_added_old
        self.pending = list(mark.pending)
        self.must_play = mark.must_play
        self.no_discard = mark.no_discard
        self.conditional = False
        self.turn_out = []
        self.turn_in = []
        if mark.phase == DRAW_PHASE:
            self.mark = None

    # ------------------------------------------------------------------ queries
    @property
    def is_over(self) -> bool:
        return self.phase == MATCH_OVER

    @property
    def side_to_move(self) -> int:
        return self.rules.side_of(self.to_move)

    def deal_actions(self) -> list[Action]:
        return self.actions[self.deal_start:]

    def first_meld_need(self, side: int) -> int:
        """Points the side still needs for its first meld, after red-three credit."""
        r = self.rules
        need = r.first_meld_minimum(self.scores[side])
        if r.red_threes_count_for_first_meld:
            threes = sum(len(self.red_threes[s]) for s in r.sides[side])
            if threes:
                need -= r.red_three_score(threes)
        return max(0, need)

    def first_meld_minimum(self, side: int) -> int:
        return self.rules.first_meld_minimum(self.scores[side])

    def canastas(self, side: int) -> int:
        return sum(1 for m in self.melds[side] if m.is_canasta)

    def meld_of(self, side: int, rank: int) -> TableMeld | None:
        for m in self.melds[side]:
            if m.rank == rank:
                return m
        return None

    def pile_top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def is_frozen_for(self, side: int) -> bool:
        return self.pile_frozen or (self.rules.frozen_until_first_meld and not self.opened[side])

    def _natural(self, card: Card) -> bool:
        if card.is_wild:
            return False
        if card.rank == THREE:
            return not self.rules.threes_special
        return True

    def _opening_value(self, rank: int, cards: Iterable[Card]) -> int:
        if self.rules.first_meld_wild_value == "represented":
            return sum(POINTS[rank] if c.is_wild else POINTS[c.rank] for c in cards)
        return sum(POINTS[c.rank] for c in cards)

    def _hand_left(self, removed: int) -> int:
        return len(self.hands[self.to_move]) + len(self.pending) - removed

    # ------------------------------------------------------------------ going out
    def _going_out_refusal(self, side: int, canastas_after: int, points_after: int,
                           by_discard: bool) -> IllegalAction | None:
        r = self.rules
        if self.answer is False:
            return IllegalAction("partner_said_no", "Your partner said no: you may not go out this turn.")
        if by_discard and r.final_discard == "forbidden":
            return IllegalAction("no_final_discard",
                                 "You go out by melding your last card; a final discard is not allowed.")
        if canastas_after < r.canastas_to_go_out:
            return IllegalAction(
                "canasta_needed",
                f"Your side needs {r.canastas_to_go_out} canasta(s) to go out: it has {canastas_after}.",
                need=r.canastas_to_go_out, have=canastas_after)
        if not self.opened[side] and points_after < self.first_meld_need(side):
            return self._minimum_refusal(side, points_after)
        if self.must_play is not None:
            return IllegalAction("must_play", f"You must first play the {self.must_play.symbol} from the pile.",
                                 card=str(self.must_play))
        return None

    def _minimum_refusal(self, side: int, points: int) -> IllegalAction:
        need = self.first_meld_need(side)
        return IllegalAction(
            "first_meld_minimum",
            f"Your side needs {need} points for its first meld: you have {points}.",
            need=need, have=points)

    def _leaves_ok(self, side: int, left: int, canastas_after: int, points_after: int,
                   last_card: Card | None, melds_after: list[TableMeld] | None) -> IllegalAction | None:
        """After melding, a player keeps two cards or more, or goes out."""
        if left >= 2:
            return None
        if left == 0:
            return self._going_out_refusal(side, canastas_after, points_after, by_discard=False)
        if self.no_discard:
            return None
        if self.rules.final_discard == "forbidden":
            # the last card must still go onto a meld
            if last_card is None or melds_after is None or not any(
                    self._fits(m, last_card) for m in melds_after):
                return IllegalAction("keep_two", "Keep two cards: you could not get rid of the last one.")
            return self._going_out_refusal(side, canastas_after, points_after, by_discard=False)
        refusal = self._going_out_refusal(side, canastas_after, points_after, by_discard=True)
        if refusal is not None:
            return IllegalAction("keep_two",
                                 "You may not leave yourself with one card unless you can go out: "
                                 + refusal.message, reason=refusal.code)
        return None

    def _fits(self, meld: TableMeld, card: Card) -> bool:
        if card.is_wild:
            return meld.rank != THREE and self.rules.wilds_ok(meld.naturals, meld.wilds + 1)
        return card.rank == meld.rank and (self._natural(card) or card.is_black_three)

    # ------------------------------------------------------------------ legality
    def check(self, action: Action) -> IllegalAction | None:
        """Why ``action`` is illegal now, or ``None`` if it is legal."""
        if self.phase == MATCH_OVER:
            return IllegalAction("game_over", "The match is over.")
        if isinstance(action, NextDeal):
            if self.phase != DEAL_OVER:
                return IllegalAction("deal_not_over", "The deal is not over yet.")
            return None
        if self.phase == DEAL_OVER:
            return IllegalAction("deal_over", "The deal is over: deal the next hand.")
        if self.phase == ANSWER_PHASE:
            if isinstance(action, Answer):
                return None
            return IllegalAction("answer_first", "Your partner asked whether they may go out: answer yes or no.")
        if isinstance(action, Answer):
            return IllegalAction("not_asked", "Nobody asked you anything.")
        if self.phase == DRAW_PHASE:
            if isinstance(action, Draw):
                if not self.stock:
                    return IllegalAction("stock_empty", "The stock is used up.")
                return None
            if isinstance(action, Take):
                return self._check_take(action)
            if isinstance(action, Dig):
                return self._check_dig(action)
            if isinstance(action, Stop):
                return self._check_stop_draw()
            return IllegalAction("draw_first", "First draw from the stock or take the discard pile.")
        # MELD_PHASE
        if isinstance(action, (Draw, Take, Dig)):
            return IllegalAction("already_drew", "You have already drawn this turn.")
        if isinstance(action, Meld):
            return self._check_meld(action)
        if isinstance(action, Add):
            return self._check_add(action)
        if isinstance(action, Discard):
            return self._check_discard(action)
        if isinstance(action, Swap):
            return self._check_swap(action)
        if isinstance(action, LayRedThree):
            return self._check_lay(action)
        if isinstance(action, Ask):
            return self._check_ask()
        if isinstance(action, Undo):
            if self.mark is None or not (self.turn_melded or self.conditional):
                return IllegalAction("nothing_to_undo", "There is nothing to take back this turn.")
            return None
        if isinstance(action, Stop):
            if not self.no_discard:
                return IllegalAction("cannot_stop", "Finish your turn with a discard.")
            side = self.side_to_move
            if self.turn_melded and not self.opened[side] and self.turn_points < self.first_meld_need(side):
                return self._minimum_refusal(side, self.turn_points)
            return None
        return IllegalAction("unknown_action", f"Unknown action {action}.")

    def _exhaustion_must_take(self) -> bool:
        if not self.rules.exhaustion_must_take or not self.pile or self.rules.pile_mode != "whole":
            return False
        return self._check_take(Take(())) is None

    def _check_stop_draw(self) -> IllegalAction | None:
        if self.stock:
            return IllegalAction("stock_not_empty", "Draw a card: the stock is not used up.")
        if self._exhaustion_must_take():
            return IllegalAction("must_take",
                                 "The stock is used up and the top card fits your meld: you must take the pile.")
        return None

    def _check_take(self, action: Take) -> IllegalAction | None:
        r = self.rules
        if r.pile_mode != "whole":
            return IllegalAction("dig_instead", "At this table you take cards from the pile by digging.")
        if not self.pile:
            return IllegalAction("pile_empty", "The discard pile is empty.")
        top = self.pile[-1]
        if top.is_wild:
            return IllegalAction("pile_top_wild", "A wild card lies on top: the pile cannot be taken.")
        if r.threes_special and top.rank == THREE:
            return IllegalAction("pile_stopped", "A black three on top stops the pile for this turn.")
        seat = self.to_move
        side = r.side_of(seat)
        hand = self.hands[seat]
        if r.one_card_rule and len(hand) == 1 and len(self.pile) == 1:
            return IllegalAction("one_card", "With one card in hand you may not take a pile of one card.")
        cards = action.cards
        if not _has(hand, cards):
            return IllegalAction("not_in_hand", "You do not hold those cards.")
        rank = top.rank
        name = rank_text(rank).upper()
        frozen = self.is_frozen_for(side)
        meld = self.meld_of(side, rank)
        if len(cards) == 0:
            if meld is None:
                return IllegalAction(
                    "no_meld_for_top",
                    f"Your side has no meld of {name}: you need two natural {name} in your hand.", rank=name)
            if frozen:
                return IllegalAction(
                    "pile_frozen",
                    f"The pile is frozen: you need two natural {name} in your hand to take it.", rank=name)
            if not r.take_onto_meld:
                return IllegalAction("no_take_onto_meld",
                                     f"At this table you need two natural {name} in your hand to take the pile.",
                                     rank=name)
            if meld.is_canasta and not r.take_onto_canasta:
                return IllegalAction("no_take_onto_canasta",
                                     f"The pile cannot be taken onto a finished canasta of {name}.", rank=name)
            added: tuple[Card, ...] = (top,)
            meld_after = meld.plus(top)
        elif len(cards) == 2:
            naturals = [c for c in cards if c.rank == rank and self._natural(c)]
            wilds = [c for c in cards if c.is_wild]
            if len(naturals) == 2:
                pass
            elif len(naturals) == 1 and len(wilds) == 1:
                if frozen:
                    return IllegalAction(
                        "pile_frozen",
                        f"The pile is frozen: you need two natural {name} in your hand to take it.", rank=name)
                if not r.take_with_natural_and_wild:
                    return IllegalAction("natural_pair_needed",
                                         f"You need two natural {name} in your hand to take the pile.", rank=name)
            else:
                return IllegalAction("take_cards",
                                     f"To take the pile, meld the top {name} with two natural {name}"
                                     " or one natural and a wild card.", rank=name)
            if meld is not None:
                if meld.is_canasta and not r.take_onto_canasta:
                    return IllegalAction("no_take_onto_canasta",
                                         f"The pile cannot be taken onto a finished canasta of {name}.", rank=name)
                meld_after = meld.plus(top, *cards)
                if not r.wilds_ok(meld_after.naturals, meld_after.wilds):
                    return IllegalAction("too_many_wilds", "That meld would hold too many wild cards.")
            else:
                meld_after = TableMeld.of(rank, (top, *cards), side)
                if not r.wilds_ok(meld_after.naturals, meld_after.wilds):
                    return IllegalAction("too_many_wilds", "That meld would hold too many wild cards.")
            added = (top, *cards)
        else:
            return IllegalAction("take_cards", "Name no card, or the two cards you meld with the top card.")
        points = 0
        if not self.opened[side]:
            points = self._opening_value(rank, added)
            rest = list(hand)
            for c in cards:
                rest.remove(c)
            best = points + self._max_extra_meld_points(rest, rank, meld_after)
            need = self.first_meld_need(side)
            if best < need:
                return IllegalAction(
                    "first_meld_minimum",
                    f"Your side needs {need} points for its first meld: with the top card you can"
                    f" make at most {best}.", need=need, have=best)
        left = len(hand) - len(cards) + sum(1 for c in self.pile[:-1] if not c.is_red_three)
        if left < 2:
            canastas = self.canastas(side) + (1 if meld_after.is_canasta and not (meld and meld.is_canasta) else 0)
            melds_after = [m for m in self.melds[side] if m.rank != rank] + [meld_after]
            remaining = [c for c in hand]
            for c in cards:
                remaining.remove(c)
            remaining.extend(c for c in self.pile[:-1] if not c.is_red_three)
            last = remaining[0] if len(remaining) == 1 else None
            refusal = self._leaves_ok(side, left, canastas, self.turn_points + points, last, melds_after)
            if refusal is not None:
                return refusal
        return None

    def _max_extra_meld_points(self, cards: list[Card], taken_rank: int, taken_meld: TableMeld | None) -> int:
        """The most points the hand could add to a first meld this turn (an upper
        estimate: every natural set of three or a pair with a wild, wild cards where
        the limits allow). Used to refuse a take that cannot reach the minimum."""
        r = self.rules
        groups = _group(c for c in cards if self._natural(c))
        wilds = sorted((c for c in cards if c.is_wild), key=lambda c: -POINTS[c.rank])
        represented = r.first_meld_wild_value == "represented"
        total = 0
        room: list[tuple[int, int]] = []  # (value of a wild there, free slots)
        pairs: list[tuple[int, int]] = []
        for rank, group in groups.items():
            if rank == taken_rank:
                total += sum(POINTS[c.rank] for c in group)
                if taken_meld is not None:
                    n = taken_meld.naturals + len(group)
                    room.append((POINTS[rank], r.max_wilds_for(n, n + taken_meld.wilds + 3) - taken_meld.wilds))
                continue
            if len(group) >= 3:
                total += sum(POINTS[c.rank] for c in group)
                room.append((POINTS[rank], r.max_wilds_for(len(group), len(group) + 3)))
            elif len(group) == 2:
                pairs.append((sum(POINTS[c.rank] for c in group), rank))
        pairs.sort(reverse=True)
        wi = 0
        for value, rank in pairs:
            if wi >= len(wilds):
                break
            w = wilds[wi]
            wi += 1
            total += value + (POINTS[rank] if represented else POINTS[w.rank])
            room.append((POINTS[rank], r.max_wilds_for(2, 5) - 1))
        for w in wilds[wi:]:
            for i, (v, free) in enumerate(room):
                if free > 0:
                    room[i] = (v, free - 1)
                    total += v if represented else POINTS[w.rank]
                    break
        return total

    def _check_dig(self, action: Dig) -> IllegalAction | None:
        r = self.rules
        if r.pile_mode != "dig":
            return IllegalAction("take_instead", "At this table the whole pile is taken, not dug into.")
        if not 1 <= action.depth <= len(self.pile):
            return IllegalAction("dig_depth", f"The pile holds {len(self.pile)} card(s).", size=len(self.pile))
        seat = self.to_move
        side = r.side_of(seat)
        taken = self.pile[-action.depth:]
        card = taken[0]
        pool = self.hands[seat] + taken
        if not self._can_play_card(card, pool, side):
            return IllegalAction("dig_unplayable",
                                 f"You could not meld the {card.symbol} this turn, so you may not take it.",
                                 card=str(card))
        if not self.opened[side]:
            best = self._max_extra_meld_points(pool, -1, None)
            need = self.first_meld_need(side)
            if best < need:
                return IllegalAction(
                    "first_meld_minimum",
                    f"Your side needs {need} points for its first meld: you can make at most {best}.",
                    need=need, have=best)
        return None

    def _can_play_card(self, card: Card, pool: list[Card], side: int) -> bool:
        """Whether ``card`` could go onto a meld this turn (family digging rule)."""
        r = self.rules
        targets = self._addable_melds(side, opened=self.opened[side])
        if card.is_wild:
            if any(self._fits(m, card) for m in targets):
                return True
            groups = _group(c for c in pool if self._natural(c))
            return any(len(g) >= 2 and r.wilds_ok(2, 1) for g in groups.values())
        if not self._natural(card):
            return False
        if any(m.rank == card.rank for m in targets):
            return True
        same = sum(1 for c in pool if c.rank == card.rank)
        wild = any(c.is_wild for c in pool)
        return same >= 3 or (same >= 2 and wild and r.wilds_ok(2, 1))

    def _addable_melds(self, side: int, opened: bool) -> list[TableMeld]:
        if self.rules.add_to == "any" and opened:
            return [m for ms in self.melds for m in ms]
        return list(self.melds[side])

    def _check_meld(self, action: Meld) -> IllegalAction | None:
        r = self.rules
        seat = self.to_move
        side = r.side_of(seat)
        cards = action.cards
        hand = self.hands[seat]
        if len(cards) != 3:
            return IllegalAction("meld_three", "Start a meld with three cards, then add to it.")
        if not _has(hand, cards):
            return IllegalAction("not_in_hand", "You do not hold those cards.")
        if any(c.is_red_three for c in cards) and r.threes_special:
            return IllegalAction("red_three_meld", "Red threes are never melded; they are laid out as bonus cards.")
        if r.threes_special and all(c.is_black_three for c in cards):
            if not r.black_three_meld_going_out:
                return IllegalAction("black_three_meld", "Black threes cannot be melded at this table.")
            if self.meld_of(side, THREE) is not None:
                return IllegalAction("meld_exists", "Your side already has that meld: add to it instead.")
            left = self._hand_left(3)
            meld = TableMeld.of(THREE, cards, side)
            points = self.turn_points + (meld.value if not self.opened[side] else 0)
            last = self._last_after(hand, cards)
            refusal: IllegalAction | None
            if left == 0:
                refusal = self._going_out_refusal(side, self.canastas(side), points, by_discard=False)
            elif left == 1 and last is not None:
                refusal = self._going_out_refusal(side, self.canastas(side), points,
                                                  by_discard=not last.is_black_three)
            else:
                refusal = IllegalAction("black_three_going_out",
                                        "Black threes may only be melded when you go out with them.")
            if refusal is not None and refusal.code != "black_three_going_out":
                return IllegalAction("black_three_going_out",
                                     "Black threes may only be melded when you go out with them: "
                                     + refusal.message, reason=refusal.code)
            return refusal
        naturals = [c for c in cards if not c.is_wild]
        wilds = len(cards) - len(naturals)
        if any(not self._natural(c) for c in naturals):
            return IllegalAction("black_three_meld",
                                 "Black threes are melded only on their own, three or four, when going out.")
        if len({c.rank for c in naturals}) != 1 or len(naturals) < 2:
            return IllegalAction("meld_rank", "A meld needs at least two natural cards of one rank.")
        rank = naturals[0].rank
        if not r.wilds_ok(len(naturals), wilds):
            return IllegalAction("too_many_wilds", "That meld would hold too many wild cards.")
        if self.meld_of(side, rank) is not None:
            return IllegalAction("meld_exists",
                                 f"Your side already has a meld of {rank_text(rank).upper()}: add to it instead.",
                                 rank=rank_text(rank).upper())
        points = self.turn_points + (self._opening_value(rank, cards) if not self.opened[side] else 0)
        meld = TableMeld.of(rank, cards, side)
        return self._leaves_ok(side, self._hand_left(3), self.canastas(side), points,
                               self._last_after(hand, cards), self.melds[side] + [meld])

    def _last_after(self, hand: list[Card], cards: tuple[Card, ...] | list[Card]) -> Card | None:
        if self.pending or len(hand) - len(cards) != 1:
            return None
        rest = list(hand)
        for c in cards:
            rest.remove(c)
        return rest[0]

    def _check_add(self, action: Add) -> IllegalAction | None:
        r = self.rules
        seat = self.to_move
        own = r.side_of(seat)
        card = action.card
        hand = self.hands[seat]
        if card not in hand:
            return IllegalAction("not_in_hand", f"You do not hold the {card.symbol}.", card=str(card))
        target_side = own if action.side is None else action.side
        if not 0 <= target_side < len(self.melds):
            return IllegalAction("no_such_meld", "There is no such meld.")
        if target_side != own:
            if r.add_to != "any":
                return IllegalAction("own_melds_only", "You may only add to your own side's melds.")
            if not self.opened[own] and self.turn_points < self.first_meld_need(own):
                return IllegalAction("open_first", "Make your first meld before adding to other players' melds.")
        if card.is_red_three and r.threes_special:
            return IllegalAction("red_three_meld", "Red threes are never melded; they are laid out as bonus cards.")
        if card.is_wild:
            if action.rank is None:
                return IllegalAction("which_meld", "Say which meld the wild card goes to.")
            rank = action.rank
        else:
            rank = card.rank if action.rank is None else action.rank
            if rank != card.rank:
                return IllegalAction("wrong_rank", f"The {card.symbol} does not belong to that meld.", card=str(card))
        meld = self.meld_of(target_side, rank)
        if meld is None:
            return IllegalAction("no_such_meld", f"There is no meld of {rank_text(rank).upper()} to add to.",
                                 rank=rank_text(rank).upper())
        if card.is_wild:
            if rank == THREE and r.threes_special:
                return IllegalAction("black_three_meld", "Wild cards never go with black threes.")
            if not r.wilds_ok(meld.naturals, meld.wilds + 1):
                return IllegalAction("too_many_wilds", "That meld would hold too many wild cards.")
        elif not (self._natural(card) or (card.is_black_three and rank == THREE)):
            return IllegalAction("wrong_rank", f"The {card.symbol} cannot be added there.", card=str(card))
        after = meld.plus(card)
        canastas = self.canastas(own) + (1 if target_side == own and after.is_canasta and not meld.is_canasta else 0)
        points = self.turn_points
        if not self.opened[own] and target_side == own:
            points += self._opening_value(rank, (card,))
        melds_after = [after if m is meld else m for m in self._addable_melds(own, True)]
        return self._leaves_ok(own, self._hand_left(1), canastas, points,
                               self._last_after(hand, [card]), melds_after)

    def _check_swap(self, action: Swap) -> IllegalAction | None:
        r = self.rules
        if not r.wild_exchange:
            return IllegalAction("no_swap", "A wild card on the table stays there at this table.")
        seat = self.to_move
        own = r.side_of(seat)
        side = own if action.side is None else action.side
        if not 0 <= side < len(self.melds):
            return IllegalAction("no_such_meld", "There is no such meld.")
        if side != own and r.add_to != "any":
            return IllegalAction("own_melds_only", "You may only change your own side's melds.")
        if not self.opened[own] and self.turn_points < self.first_meld_need(own):
            return IllegalAction("open_first", "Make your first meld before taking a wild card from the table.")
        if action.card not in self.hands[seat] or not self._natural(action.card):
            return IllegalAction("not_in_hand", f"You do not hold the {action.card.symbol}.")
        meld = self.meld_of(side, action.card.rank)
        if meld is None or action.wild not in meld.cards or not action.wild.is_wild:
            return IllegalAction("no_such_wild", "That meld holds no such wild card.")
        if meld.is_canasta:
            return IllegalAction("canasta_closed", "A wild card in a canasta cannot be exchanged.")
        return None

    def _check_discard(self, action: Discard) -> IllegalAction | None:
        seat = self.to_move
        side = self.rules.side_of(seat)
        card = action.card
        hand = self.hands[seat]
        if card not in hand:
            return IllegalAction("not_in_hand", f"You do not hold the {card.symbol}.", card=str(card))
        if self.pending:
            return self._minimum_refusal(side, self.turn_points)
        if self.must_play is not None:
            return IllegalAction("must_play", f"You must first play the {self.must_play.symbol} from the pile.",
                                 card=str(self.must_play))
        if self.no_discard:
            return IllegalAction("no_discard", "The stock is used up: the deal ends without a discard.")
        if card.is_red_three and self.rules.threes_special:
            return IllegalAction("lay_red_three", "Lay the red three out; it cannot be discarded.")
        if self.turn_melded and not self.opened[side] and self.turn_points < self.first_meld_need(side):
            return self._minimum_refusal(side, self.turn_points)
        if len(hand) == 1:
            refusal = self._going_out_refusal(side, self.canastas(side), self.turn_points, by_discard=True)
            if refusal is not None:
                return refusal
        elif self.answer is True and self.bound_to_go_out():
            return IllegalAction("must_go_out", "Your partner said yes: you must go out this turn.")
        return None

    def _check_lay(self, action: LayRedThree) -> IllegalAction | None:
        if self.rules.red_threes_auto or not self.rules.threes_special:
            return IllegalAction("red_threes_auto", "Red threes are laid out automatically at this table.")
        if not action.card.is_red_three or action.card not in self.hands[self.to_move]:
            return IllegalAction("not_in_hand", "You hold no such red three.")
        if self.turn_melded or self.conditional:
            return IllegalAction("lay_first", "Lay red threes out before melding.")
        return None

    def _check_ask(self) -> IllegalAction | None:
        r = self.rules
        if not (r.ask_partner and r.partnerships):
            return IllegalAction("no_asking", "At this table nobody asks to go out.")
        if self.asked:
            return IllegalAction("already_asked", "You have already asked this turn.")
        if self.pending or self.must_play is not None or self.no_discard:
            return IllegalAction("ask_later", "Finish your first meld before asking.")
        if len(self.hands[self.to_move]) < 2:
            return IllegalAction("ask_too_late", "With one card left you go out or not; there is nothing to ask.")
        return None

    # ------------------------------------------------------------------ listing
    def legal_actions(self) -> list[Action]:
        """Every legal action, one per really different choice, in a fixed order.

        ``check`` is the one place a rule is decided; this list is the candidates that
        pass it. While a player holds five cards or more, nothing they meld can make
        them go out, and a fast path lists the same actions without the full checks
        (``reference_legal_actions`` is the slow form; the fuzz compares them)."""
        if self.phase == MELD_PHASE and len(self.hands[self.to_move]) + len(self.pending) >= 5:
            return self._fast_meld_actions()
        return self.reference_legal_actions()

    def reference_legal_actions(self) -> list[Action]:
        return [a for a in self._candidates() if self.check(a) is None]

    def _fast_meld_actions(self) -> list[Action]:
        r = self.rules
        seat = self.to_move
        hand = self.hands[seat]
        side = r.side_of(seat)
        opened = self.opened[side]
        reached = opened or self.turn_points >= self.first_meld_need(side)
        special = r.threes_special
        out: list[Action] = []
        groups = _group(hand)
        twos = groups.get(TWO)
        jokers = groups.get(JOKER)
        wild_kinds: list[Card] = []
        if twos:
            wild_kinds.append(min(twos))
        if jokers:
            wild_kinds.append(jokers[0])
        own_melds = self.melds[side]
        by_rank = {m.rank: m for m in own_melds}
        any_mode = r.add_to == "any"
        ranks = sorted(groups)
        wilds_ok = r.wilds_ok
        for rank in ranks:
            if rank in (TWO, JOKER):
                continue
            group = groups[rank]
            if special and rank == THREE:
                blacks = sorted(c for c in group if c.is_black_three)
                if blacks and THREE in by_rank:
                    out.append(_add(blacks[0]))  # unreachable with 5+ cards, kept for order
                reds = [c for c in group if c.is_red_three]
                if reds and not r.red_threes_auto and not self.turn_melded and not self.conditional:
                    out.append(LayRedThree(min(reds)))
                continue
            group.sort()
            own_meld = by_rank.get(rank)
            if own_meld is None:
                if len(group) >= 3 and wilds_ok(3, 0):
                    out.append(_meld((group[0], group[1], group[2])))
                if len(group) >= 2 and wilds_ok(2, 1):
                    for w in wild_kinds:
                        out.append(_meld((group[0], group[1], w)))
            else:
                out.append(_add(group[0]))
                if r.wild_exchange and reached and not own_meld.is_canasta:
                    for w in sorted({c for c in own_meld.cards if c.is_wild}):
                        out.append(Swap(group[0], w))
            if any_mode:
                for other, ms in enumerate(self.melds):
                    if other == side:
                        continue
                    for m in ms:
                        if m.rank == rank:
                            if reached:
                                out.append(_add(group[0], rank, other))
                            if r.wild_exchange and reached and not m.is_canasta:
                                for w in sorted({c for c in m.cards if c.is_wild}):
                                    out.append(Swap(group[0], w, other))
        if wild_kinds:
            for other, ms in enumerate(self.melds):
                if other != side and (not any_mode or not reached):
                    continue
                for m in ms:
                    if m.rank == THREE and special:
                        continue
                    if wilds_ok(m.naturals, m.wilds + 1):
                        for w in wild_kinds:
                            out.append(_add(w, m.rank, None if other == side else other))
        if (not self.pending and self.must_play is None and not self.no_discard
                and (not self.turn_melded or reached) and not (self.answer is True and self.bound_to_go_out())):
            for rank in ranks:
                group = groups[rank]
                if special and rank == THREE:
                    blacks = [c for c in group if c.is_black_three]
                    if blacks:
                        out.append(_discard(min(blacks)))
                    continue
                out.append(_discard(min(group)))
        if (r.ask_partner and r.partnerships and not self.asked and not self.pending
                and self.must_play is None and not self.no_discard):
            out.append(ASK)
        if self.mark is not None and (self.turn_melded or self.conditional):
            out.append(UNDO)
        if self.no_discard and (not self.turn_melded or reached):
            out.append(STOP)
        return out

    def _candidates(self) -> list[Action]:
        phase = self.phase
        if phase == MATCH_OVER:
            return []
        if phase == DEAL_OVER:
            return [NEXT]
        if phase == ANSWER_PHASE:
            return [YES, NO]
        r = self.rules
        seat = self.to_move
        hand = self.hands[seat]
        out: list[Action] = []
        if phase == DRAW_PHASE:
            if self.stock:
                out.append(DRAW)
            else:
                out.append(STOP)
            if not self.pile:
                return out
            if r.pile_mode == "dig":
                out.extend(Dig(d) for d in range(1, len(self.pile) + 1))
                return out
            top = self.pile[-1]
            if top.is_wild or (r.threes_special and top.rank == THREE):
                return out
            out.append(Take(()))
            same = sorted(c for c in hand if c.rank == top.rank)
            if len(same) >= 2:
                out.append(Take((same[0], same[1])))
            if same:
                for w in self._wild_kinds(hand):
                    out.append(Take((same[0], w)))
            return out
        # meld phase
        side = r.side_of(seat)
        groups = _group(hand)
        wild_kinds = self._wild_kinds(hand)
        for rank in sorted(groups):
            group = sorted(groups[rank])
            if rank in (TWO, JOKER):
                continue
            if r.threes_special and rank == THREE:
                blacks = [c for c in group if c.is_black_three]
                if len(blacks) >= 3 and self.meld_of(side, THREE) is None:
                    out.append(Meld(tuple(blacks[:3])))
                if blacks and self.meld_of(side, THREE) is not None:
                    out.append(Add(blacks[0]))
                reds = [c for c in group if c.is_red_three]
                if reds and not r.red_threes_auto:
                    out.append(LayRedThree(reds[0]))
                continue
            own_meld = self.meld_of(side, rank)
            if own_meld is None:
                if len(group) >= 3:
                    out.append(Meld((group[0], group[1], group[2])))
                if len(group) >= 2:
                    for w in wild_kinds:
                        out.append(Meld((group[0], group[1], w)))
            else:
                out.append(Add(group[0]))
                if r.wild_exchange:
                    for w in {c for c in own_meld.cards if c.is_wild}:
                        out.append(Swap(group[0], w))
            if r.add_to == "any":
                for other, ms in enumerate(self.melds):
                    if other == side:
                        continue
                    for m in ms:
                        if m.rank == rank:
                            out.append(Add(group[0], rank, other))
                            if r.wild_exchange:
                                for w in {c for c in m.cards if c.is_wild}:
                                    out.append(Swap(group[0], w, other))
        for w in wild_kinds:
            for other, ms in enumerate(self.melds):
                if other != side and r.add_to != "any":
                    continue
                for m in ms:
                    out.append(Add(w, m.rank, None if other == side else other))
        for rank in sorted(groups):
            group = groups[rank]
            if rank == THREE and r.threes_special:
                blacks = sorted(c for c in group if c.is_black_three)
                if blacks:
                    out.append(Discard(blacks[0]))
                continue
            out.append(Discard(min(group)))
        out.append(ASK)
        out.append(UNDO)
        out.append(STOP)
        return out

    @staticmethod
    def _wild_kinds(hand: list[Card]) -> list[Card]:
        """One wild card of each kind: a two and a joker score differently."""
        twos = [c for c in hand if c.rank == TWO]
        out = [min(twos)] if twos else []
        for c in hand:
            if c.rank == JOKER:
                out.append(c)
                break
        return out

    def canonical(self, action: Action) -> Action:
        """The form of ``action`` that ``legal_actions`` lists (suits normalised)."""
        key = _kind_key(action)
        for a in self.legal_actions():
            if _kind_key(a) == key:
                return a
        return action

    # ------------------------------------------------------------------ applying
    def apply(self, action: Action) -> None:
        """Play ``action``; refuses an illegal one with ``IllegalAction`` and then the
        state is unchanged."""
        refusal = self.check(action)
        if refusal is not None:
            raise refusal
        self._do(action)
        self.actions.append(action)

    def apply_all(self, actions: Iterable[Action]) -> None:
        """Play several actions as one: all of them, or none if one is refused."""
        trial = self.clone()
        for a in actions:
            trial.apply(a)
        for name in GameState.__slots__:
            setattr(self, name, getattr(trial, name))

    def explain(self, action: Action) -> str | None:
        refusal = self.check(action)
        return None if refusal is None else refusal.message

    def _do(self, action: Action) -> None:
        if isinstance(action, Draw):
            self._do_draw()
        elif isinstance(action, Take):
            self._do_take(action)
        elif isinstance(action, Dig):
            self._do_dig(action)
        elif isinstance(action, Meld):
            self._do_meld(action)
        elif isinstance(action, Add):
            self._do_add(action)
        elif isinstance(action, Swap):
            self._do_swap(action)
        elif isinstance(action, Discard):
            self._do_discard(action)
        elif isinstance(action, LayRedThree):
            self._do_lay(action)
        elif isinstance(action, Ask):
            self.asked = True
            self.phase = ANSWER_PHASE
            seats = self.rules.sides[self.side_to_move]
            self.to_move = seats[(seats.index(self.to_move) + 1) % len(seats)]
        elif isinstance(action, Answer):
            self.answer = action.yes
            self.phase = MELD_PHASE
            side_seats = self.rules.sides[self.rules.side_of(self.to_move)]
            # back to the player who asked: the partner just before this seat
            i = side_seats.index(self.to_move)
            self.to_move = side_seats[i - 1]
        elif isinstance(action, Undo):
            assert self.mark is not None
            self._restore(self.mark)
        elif isinstance(action, Stop):
            self._end_deal(None)
        elif isinstance(action, NextDeal):
            self.deal += 1
            self.dealer = (self.dealer + 1) % self.rules.players
            self._start_deal()
            self.deal_start += 1  # the ``next`` being recorded belongs to the deal before

    def _draw_card(self, seat: int) -> bool:
        """Draw one card; red threes are laid out and replaced. False when the stock
        ran out on a red three."""
        r = self.rules
        while self.stock:
            card = self.stock.pop()
            if card.is_red_three and r.threes_special and r.red_threes_auto:
                self.red_threes[seat].append(card)
                if not self.stock:
                    return False
                continue
            self.hands[seat].append(card)
            return True
        return True

    def _do_draw(self) -> None:
        seat = self.to_move
        for _ in range(self.rules.draw_count):
            if not self.stock:
                break
            if not self._draw_card(seat):
                self.no_discard = True
                break
        self._begin_melding(conditional=False)

    def _begin_melding(self, conditional: bool) -> None:
        self.phase = MELD_PHASE
        self.conditional = conditional
        self._set_mark()

    def _do_take(self, action: Take) -> None:
        r = self.rules
        seat = self.to_move
        side = r.side_of(seat)
        conditional = not self.opened[side]
        if conditional:
            self._set_mark()
        hand = self.hands[seat]
        top = self.pile.pop()
        rest = self.pile
        self.pile = []
        self.pile_frozen = False
        for c in action.cards:
            hand.remove(c)
            self._forget(seat, c)
        self.turn_out.extend(action.cards)
        meld = self.meld_of(side, top.rank)
        cards = (top, *action.cards)
        if meld is None:
            self.melds[side].append(TableMeld.of(top.rank, cards, side))
            self.turn_new_ranks.append(top.rank)
        else:
            self._replace_meld(side, meld, meld.plus(*cards))
            self.turn_added_old = True
        self.turn_melded = True
        if conditional:
            self.turn_points += self._opening_value(top.rank, cards)
            self.pending = rest
            self.phase = MELD_PHASE
            self.conditional = True
            self._join_pending()
        else:
            self._receive(seat, rest)
            self.phase = MELD_PHASE
            self.turn_melded = False  # the take itself is not undone
            self._set_mark()
        self._after_meld()

    def _receive(self, seat: int, cards: list[Card]) -> None:
        r = self.rules
        for c in cards:
            if c.is_red_three and r.threes_special and r.red_threes_auto:
                self.red_threes[seat].append(c)
            else:
                self.hands[seat].append(c)
                self.known[seat].append(c)
                self.turn_in.append(c)

    def _join_pending(self) -> None:
        side = self.side_to_move
        if self.pending and self.turn_points >= self.first_meld_need(side):
            cards, self.pending = self.pending, []
            self._receive(self.to_move, cards)

    def _do_dig(self, action: Dig) -> None:
        seat = self.to_move
        self._set_mark()
        taken = self.pile[-action.depth:]
        del self.pile[-action.depth:]
        self.must_play = taken[0]
        self._receive(seat, taken)
        self.phase = MELD_PHASE
        self.conditional = True

    def _forget(self, seat: int, card: Card) -> None:
        known = self.known[seat]
        if card in known:
            known.remove(card)

    def _replace_meld(self, side: int, old: TableMeld, new: TableMeld) -> None:
        ms = self.melds[side]
        ms[ms.index(old)] = new

    def _played(self, seat: int, cards: Iterable[Card]) -> None:
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
            self._forget(seat, c)
            self.turn_out.append(c)
            if self.must_play is not None and c == self.must_play:
                self.must_play = None
        self.turn_melded = True

    def _do_meld(self, action: Meld) -> None:
        seat = self.to_move
        side = self.rules.side_of(seat)
        cards = action.cards
        self._played(seat, cards)
        naturals = [c for c in cards if not c.is_wild]
        rank = naturals[0].rank
        self.melds[side].append(TableMeld.of(rank, cards, side))
        self.turn_new_ranks.append(rank)
        if not self.opened[side]:
            self.turn_points += self._opening_value(rank, cards)
        self._join_pending()
        self._after_meld()

    def _do_add(self, action: Add) -> None:
        r = self.rules
        seat = self.to_move
        own = r.side_of(seat)
        card = action.card
        target = own if action.side is None else action.side
        rank = card.rank if action.rank is None else action.rank
        meld = self.meld_of(target, rank)
        assert meld is not None
        self._played(seat, (card,))
        self._replace_meld(target, meld, meld.plus(card))
        if target != own or rank not in self.turn_new_ranks:
            self.turn_added_old = True
        if not self.opened[own] and target == own:
            self.turn_points += self._opening_value(rank, (card,))
        self._join_pending()
        self._after_meld()

    def _do_swap(self, action: Swap) -> None:
        seat = self.to_move
        own = self.rules.side_of(seat)
        side = own if action.side is None else action.side
        meld = self.meld_of(side, action.card.rank)
        assert meld is not None
        self._played(seat, (action.card,))
        self._replace_meld(side, meld, meld.swapped(action.card, action.wild))
        self.hands[seat].append(action.wild)
        self.known[seat].append(action.wild)
        self.turn_in.append(action.wild)
        self.turn_added_old = True

    def _do_lay(self, action: LayRedThree) -> None:
        seat = self.to_move
        self.hands[seat].remove(action.card)
        self._forget(seat, action.card)
        self.red_threes[seat].append(action.card)
        if self.stock:
            self.hands[seat].append(self.stock.pop())
        else:
            self.no_discard = True  # as when the last card of the stock is a red three
        self._set_mark()

    def _after_meld(self) -> None:
        if not self.hands[self.to_move] and not self.pending:
            self._commit_turn()
            self._end_deal(self.to_move)

    def _commit_turn(self) -> None:
        side = self.side_to_move
        if self.melds[side]:
            self.opened[side] = True

    def _do_discard(self, action: Discard) -> None:
        r = self.rules
        seat = self.to_move
        hand = self.hands[seat]
        hand.remove(action.card)
        self._forget(seat, action.card)
        self.pile.append(action.card)
        if action.card.is_wild:
            self.pile_frozen = True
        self._commit_turn()
        if not hand:
            # judged before this turn's melds count as earlier ones: going out concealed
            # with a final discard is still concealed
            self._end_deal(seat)
            return
        if self.turn_melded or self.turn_new_ranks or self.turn_added_old:
            self.seat_melded[seat] = True
        self._reset_turn()
        self.phase = DRAW_PHASE
        self.to_move = (seat + 1) % r.players

    def _concealed(self, seat: int) -> bool:
        """Seed 000: the player melded nothing before going out; the melds of that turn
        were all new and one of them is a canasta."""
        if self.seat_melded[seat] or self.turn_added_old:
            return False
        side = self.rules.side_of(seat)
        return any(m.is_canasta for m in self.melds[side] if m.rank in self.turn_new_ranks)

    def _end_deal(self, went_out: int | None) -> None:
        concealed = went_out is not None and self._concealed(went_out)
        if self.pending:
            self._receive(self.to_move, self.pending)
            self.pending = []
        if went_out is None:
            self._commit_turn()
        result = score_deal(self.rules, self.deal, self.melds, self.red_threes, self.hands,
                            went_out, concealed, self.scores, self.target)
        self.went_out = went_out
        self.scores = [s.score_after for s in result.sides]
        self.target = result.target
        self.results.append(result)
        self.last_result = result
        self._reset_turn()
        self.phase = MATCH_OVER if result.match_over else DEAL_OVER

    # ------------------------------------------------------------------ helpers for the table
    def go_out_plan(self) -> list[Action] | None:
        """Actions with which the player to move goes out now, or ``None``.

        Tries a few natural orders (every card melded, or all but one discarded) and
        keeps the first that the engine accepts on a copy, so a plan it returns is
        always legal. It may miss an exotic way out; it never invents one."""
        if self.phase != MELD_PHASE or self.pending or self.no_discard:
            return None
        r = self.rules
        seat = self.to_move
        side = r.side_of(seat)
        hand = self.hands[seat]
        if len(hand) > 24:
            return None
        groups = _group(hand)
        wilds = sorted((c for c in hand if c.is_wild), key=lambda c: -c.rank)
        blacks = sorted(c for c in hand if c.is_black_three) if r.threes_special else []
        reds = [c for c in hand if c.is_red_three] if r.threes_special else []
        if reds:
            return None
        choices: list[Card | None] = [None] if r.final_discard == "forbidden" else [None, *sorted(
            {min(g) for rank, g in groups.items() if rank != THREE or not r.threes_special} | (
                {blacks[0]} if blacks else set()))]
        for discard_card in choices:
            for wilds_first in (False, True):
                plan = self._plan_out(groups, wilds, blacks, discard_card, wilds_first, side)
                if plan is None:
                    continue
                trial = self.clone()
                try:
                    for a in plan:
                        trial.apply(a)
                except IllegalAction:
                    continue
                if trial.phase in (DEAL_OVER, MATCH_OVER) and trial.went_out == seat:
                    return plan
        return None

    def _plan_out(self, groups: dict[int, list[Card]], wilds: list[Card], blacks: list[Card],
                  discard_card: Card | None, wilds_first: bool, side: int) -> list[Action] | None:
        r = self.rules
        wild_pool = [w for w in wilds if w is not discard_card] if discard_card is not None else list(wilds)
        if discard_card is not None and discard_card.is_wild:
            wild_pool = list(wilds)
            wild_pool.remove(discard_card)
        steps: list[Action] = []
        new_melds: list[tuple[int, int]] = []  # (rank, size) of melds to receive wilds
        for rank in sorted(groups):
            if rank in (TWO, JOKER) or (rank == THREE and r.threes_special):
                continue
            cards = sorted(groups[rank])
            if discard_card is not None and discard_card in cards:
                cards.remove(discard_card)
            if not cards:
                continue
            meld = self.meld_of(side, rank)
            if meld is not None:
                steps.extend(Add(c) for c in cards)
                new_melds.append((rank, meld.size + len(cards)))
            elif len(cards) >= 3:
                steps.append(Meld((cards[0], cards[1], cards[2])))
                steps.extend(Add(c) for c in cards[3:])
                new_melds.append((rank, len(cards)))
            elif len(cards) == 2 and wild_pool:
                w = wild_pool.pop(0)
                steps.append(Meld((cards[0], cards[1], w)))
                new_melds.append((rank, 3))
            else:
                return None
        # remaining wild cards go where they complete canastas first
        targets = [(rank, size) for rank, size in new_melds]
        for m in self.melds[side]:
            if all(m.rank != t for t, _ in targets) and m.rank != THREE:
                targets.append((m.rank, m.size))
        wild_steps: list[Action] = []
        for w in wild_pool:
            targets.sort(key=lambda t: (t[1] >= 7, -t[1]))
            for i, (rank, size) in enumerate(targets):
                meld_now = self.meld_of(side, rank)
                wilds_there = (meld_now.wilds if meld_now is not None else 0) + sum(
                    1 for a in steps + wild_steps
                    if isinstance(a, (Add, Meld)) and _targets(a) == rank and _has_wild(a))
                naturals_there = size - wilds_there
                if r.wilds_ok(naturals_there, wilds_there + 1):
                    wild_steps.append(Add(w, rank))
                    targets[i] = (rank, size + 1)
                    break
            else:
                return None
        blacks_left = [c for c in blacks if c is not discard_card] if discard_card is not None else list(blacks)
        if discard_card is not None and discard_card.is_black_three and r.threes_special:
            blacks_left = list(blacks)
            blacks_left.remove(discard_card)
        black_steps: list[Action] = []
        if blacks_left:
            if len(blacks_left) < 3:
                return None
            black_steps.append(Meld(tuple(blacks_left[:3])))
            black_steps.extend(Add(c) for c in blacks_left[3:])
        ordered = wild_steps + steps if wilds_first else steps + wild_steps
        plan = ordered + black_steps
        if discard_card is not None:
            plan.append(Discard(discard_card))
        return plan

    def bound_to_go_out(self) -> bool:
        """After a partner's "yes" the player must go out (seed 000: the answer binds)
        - as long as the engine finds a way out."""
        return self.answer is True and self.go_out_plan() is not None

    def plan_meld(self, cards: Iterable[Card], side: int | None = None, rank: int | None = None) -> list[Action]:
        """Turn a group of cards dropped on the table into legal actions: start a meld
        with three cards (or add to the existing one), then add the rest, naturals first."""
        cards = list(cards)
        own = self.side_to_move
        target = own if side is None else side
        naturals = sorted(c for c in cards if not c.is_wild)
        wilds = sorted((c for c in cards if c.is_wild), key=lambda c: -c.rank)
        ranks = {c.rank for c in naturals}
        if len(ranks) > 1:
            raise IllegalAction("meld_rank", "A meld holds cards of one rank only (and wild cards).")
        if ranks:
            own_rank = ranks.pop()
            if rank is not None and rank != own_rank:
                raise IllegalAction("wrong_rank", "Those cards do not belong to that meld.", card=str(naturals[0]))
            rank = own_rank
        if rank is None:
            raise IllegalAction("meld_rank", "A meld needs at least two natural cards of one rank.")
        out: list[Action] = []
        existing = self.meld_of(target, rank)
        if existing is None:
            if target != own:
                raise IllegalAction("no_such_meld", "There is no such meld.")
            if len(naturals) >= 3:
                out.append(Meld(tuple(naturals[:3])))
                naturals = naturals[3:]
            elif len(naturals) == 2 and wilds:
                out.append(Meld((naturals[0], naturals[1], wilds[0])))
                naturals, wilds = [], wilds[1:]
            else:
                raise IllegalAction("meld_rank", "A meld needs at least three cards, two of them natural.")
        for c in naturals:  # the form legal_actions lists, whose text reads back the same
            out.append(Add(c, None, None) if target == own else Add(c, rank, target))
        for w in wilds:
            out.append(Add(w, rank, None if target == own else target))
        return out

    def view(self, seat: int) -> View:
        from .view import make_view

        return make_view(self, seat)

    def __repr__(self) -> str:
        return (f"<GameState deal={self.deal} phase={self.phase} to_move={self.to_move}"
                f" scores={self.scores}>")


def _targets(action: Add | Meld) -> int:
    if isinstance(action, Meld):
        return next(c.rank for c in action.cards if not c.is_wild)
    return action.rank if action.rank is not None else action.card.rank


def _has_wild(action: Add | Meld) -> bool:
    if isinstance(action, Meld):
        return any(c.is_wild for c in action.cards)
    return action.card.is_wild


def _kind(card: Card) -> tuple[int, int]:
    if card.rank == THREE:
        return (THREE, 1 if card.is_red else 0)
    return (card.rank, 0)


def _kind_key(action: Action) -> object:
    if isinstance(action, (Take, Meld)):
        return (type(action).__name__, tuple(sorted(_kind(c) for c in action.cards)))
    if isinstance(action, (Add, Discard, LayRedThree)):
        return (type(action).__name__, _kind(action.card), getattr(action, "rank", None),
                getattr(action, "side", None))
    if isinstance(action, Swap):
        return ("Swap", _kind(action.card), _kind(action.wild), action.side)
    return action


