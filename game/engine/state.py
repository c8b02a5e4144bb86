"""The game: a whole match as a state machine driven by actions.

``legal_actions()`` lists every legal action (one per really different choice: suits
matter only for threes, so one ``discard`` per rank); ``apply()`` refuses an illegal
action with an ``IllegalAction`` that says why, and then the state is exactly as it
was, because every check runs before anything is changed. A game is reproducible
from its rules, its seed and its actions.

The state is split along its seams: the fields are declared once in ``base``
(``StateBase``), the rules are decided in ``legality``, the actions listed in
``movegen``, plans made in ``planning``; this module creates a match, copies it and
applies actions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from .actions import (
    Accept,
    Action,
    Add,
    Answer,
    Ask,
    Dig,
    Discard,
    Double,
    Draw,
    GiveUp,
    LayRedThree,
    Meld,
    NextDeal,
    SpecialHand,
    Stop,
    Swap,
    Take,
    TakeBack,
    Undo,
)
from .bans import DiscardBans
from .base import StateBase
from .cards import THREE, Card, shuffled_deck
from .keptthree import KeptThrees, keeps_threes
from .legality import Legality
from .melds import NO_RANK, WILD, WILD_RANK, TableMeld, TurnMark
from .movegen import MoveGeneration
from .packets import Packets
from .parts import Phase, declared_fields, make_clone, make_mark_functions, mark_fields
from .planning import Planning
from .rules import RuleSet
from .scoring import score_deal
from .sequences import new_run
from .special import SpecialHands, score_special
from .steps import STEP_KINDS, Steps
from .takeback import TakeBacks
from .wildmelds import WildMelds

if TYPE_CHECKING:
    from .view import View

DRAW_PHASE = Phase.DRAW
MELD_PHASE = Phase.MELD
ANSWER_PHASE = Phase.ANSWER
DEAL_OVER = Phase.DEAL_OVER
MATCH_OVER = Phase.MATCH_OVER

#: Every field of a game, from the annotations of ``StateBase``.
FIELDS = declared_fields(StateBase)
_MARK_NAMES = tuple(f.name for f in mark_fields(FIELDS))
_take_mark, _put_mark = make_mark_functions(FIELDS)
#: The caches every copy starts without (``StateBase.__slots__``).
CACHES = StateBase.__slots__


#: The largest seed (and minus it the smallest): 30 digits, as a record's seed line holds.
MAX_SEED = 10**30 - 1


class GameState(Legality, MoveGeneration, Planning, DiscardBans, WildMelds, SpecialHands, KeptThrees, TakeBacks,
                Packets, Steps):
    """A match of Canasta. Mutable; ``clone()`` is cheap (melds are immutable)."""

    __slots__ = tuple(f.name for f in FIELDS)

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, rules: RuleSet, seed: int) -> GameState:
        """A new match: the first dealer is cut by the seeded generator. The seed is a
        whole number of at most 30 digits: what a record can hold (a longer one made a
        saved game the next start called damaged)."""
        import random

        if isinstance(seed, bool) or not isinstance(seed, int) or not -MAX_SEED <= seed <= MAX_SEED:
            raise ValueError(f"the seed must be a whole number of at most 30 digits, not {str(seed)[:40]!r}")

        self = cls.__new__(cls)
        self.rules = rules
        self.seed = seed
        self.deal = 0
        self.dealer = random.Random(f"{seed}/dealer").randrange(rules.players)
        self.scores = [0] * len(rules.sides)
        self.target = rules.target
        self.results = []
        self.actions = []
        self.stake = 1
        self.doubled_deal = -1
        self.gave_up = None
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
        self.packets = [[] for _ in range(n)]
        for _ in range(r.packet_size):
            for i in range(n):
                self.packets[(self.dealer + 1 + i) % n].append(deck.pop())
        self.packet_taken = [not r.packet_size] * n
        piles = (r.bonus_cards_first, r.bonus_cards_second) if r.bonus_cards_dealt else (0, 0)
        self.bonus_piles = [[deck.pop() for _ in range(count)] for count in piles]
        self.packet_due = [False] * n
        self.bonus_due = [0] * n
        self.asked_in_deal = [False] * n
        self.stock = deck
        self.pile = []
        self.pile_frozen = r.pile_always_frozen
        self.melds = [[] for _ in r.sides]
        self.red_threes = [[] for _ in range(n)]
        self.black_threes = [[] for _ in range(n)]
        self.turns = 0
        self.opened = [False] * len(r.sides)
        self.seat_melded = [False] * n
        self.known = [[] for _ in range(n)]
        self.went_out = None
        self.last_result = None
        self.double_waiting = []
        self.double_resume = None
        self.special_laid = None
        self._reset_turn()
        self._turn_up()
        self._lay_dealt_threes()
        self.phase = Phase.DRAW
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
        if r.upcard_rule == "none":
            return  # Modern American: no upcard, the pile starts with the first discard
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
        self.steps = []
        self.conditional = False
        self.turn_canastas = 0
        self.turn_took = False
        self.turn_top = None

    # ------------------------------------------------------------------ copying
    # ``clone`` is derived from the declaration (see the end of this module).

    def _set_mark(self) -> None:
        """Remember the turn so far: ``undo`` comes back here. Everything kept is
        public (the cards that left or entered the hand since are on the table or
        came from the pile), so a view can carry it and a determinized game too."""
        self.mark = self._turn_mark()
        self.turn_out = []
        self.turn_in = []
        self.steps = []  # what stood before cannot be taken back one by one (``steps``)

    def _turn_mark(self) -> TurnMark:
        return TurnMark(_MARK_NAMES, _take_mark(self))

    def _put_turn_mark(self, mark: TurnMark) -> None:
        _put_mark(self, mark.values)

    def _restore(self, mark: TurnMark) -> None:
        hand = self.hands[self.to_move]
        hand.extend(self.turn_out)
        for c in self.turn_in:
            hand.remove(c)
        _put_mark(self, mark.values)
        self.conditional = False
        self.turn_out = []
        self.turn_in = []
        self.steps = []
        if self.phase == Phase.DRAW:
            self.mark = None

    # ------------------------------------------------------------------ applying
    def apply(self, action: Action) -> None:
        """Play ``action``; refuses an illegal one with ``IllegalAction`` and then the
        state is unchanged."""
        # an action taken from the list ``legal_actions`` gave for this very state
        # (the object itself: a search does exactly that) is legal without a check
        listed = getattr(self, "_listed", None)  # unset in a state made field by field
        if listed is not None:
            for a in listed:
                if a is action:
                    break
            else:
                listed = None
        if listed is None:
            refusal = self.check(action)
            if refusal is not None:
                raise refusal
        self._listed = self._out_plan = None
        if isinstance(action, STEP_KINDS):
            self._open_step(action)
        do = _DO.get(type(action))
        if do is not None:
            do(self, action)
        else:
            self._do(action)
        self.actions.append(action)

    def apply_all(self, actions: Iterable[Action]) -> None:
        """Play several actions as one: all of them, or none if one is refused."""
        trial = self.clone()
        for a in actions:
            trial.apply(a)
        for f in FIELDS:
            setattr(self, f.name, getattr(trial, f.name))
        self._listed = self._out_plan = None

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
        elif isinstance(action, SpecialHand):
            self._do_special(action)
        elif isinstance(action, Ask):
            self.asked = True
            self.asked_in_deal[self.to_move] = True
            self.phase = Phase.ANSWER
            seats = self.rules.sides[self.side_to_move]
            self.to_move = seats[(seats.index(self.to_move) + 1) % len(seats)]
        elif isinstance(action, Answer):
            self.answer = action.yes
            self.phase = Phase.MELD
            side_seats = self.rules.sides[self.rules.side_of(self.to_move)]
            # back to the player who asked: the partner just before this seat
            i = side_seats.index(self.to_move)
            self.to_move = side_seats[i - 1]
        elif isinstance(action, Undo) and action.last:
            self._do_undo_last()
        elif isinstance(action, Undo):
            assert self.mark is not None
            self._restore(self.mark)
        elif isinstance(action, Stop):
            self._end_deal(None)
        elif isinstance(action, Double):
            self._do_double()
        elif isinstance(action, Accept):
            self.double_waiting.pop(0)
            if self.double_waiting:
                self.to_move = self.double_waiting[0]
            else:
                assert self.double_resume is not None
                self.stake *= 2
                self.phase, self.to_move = self.double_resume
                self.double_resume = None
        elif isinstance(action, GiveUp):
            self.gave_up = action.side
            self.double_waiting = []
            self.double_resume = None
            self.phase = Phase.MATCH_OVER
        elif isinstance(action, NextDeal):
            self.deal += 1
            self.dealer = (self.dealer + 1) % self.rules.players
            self._start_deal()
            self.deal_start += 1  # the ``next`` being recorded belongs to the deal before

    def _do_double(self) -> None:
        """The mover's side offers a double: one seat of every other side answers, in
        the order they sit after the mover; then play goes on where it stood."""
        r = self.rules
        mover = self.to_move
        own = r.side_of(mover)
        waiting: list[int] = []
        for step in range(1, r.players):
            seat = (mover + step) % r.players
            side = r.side_of(seat)
            if side != own and all(r.side_of(s) != side for s in waiting):
                waiting.append(seat)
        self.doubled_deal = self.deal
        self.double_resume = (self.phase, mover)
        self.double_waiting = waiting
        self.phase = Phase.DOUBLE
        self.to_move = waiting[0]

    def _do_draw(self) -> None:
        seat = self.to_move
        for _ in range(self.rules.draw_count):
            if not self.stock:
                break
            if not self._draw_card(seat, last_stays=True):
                if self.rules.stock_end_three == "in_hand":
                    self._end_deal(None)  # CLA: the deal ends at once, the three in the hand
                    return
                self.no_discard = True
                break
        self._begin_melding(conditional=False)

    def _begin_melding(self, conditional: bool) -> None:
        self.phase = Phase.MELD
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
        count = r.pile_take_count
        if count and len(self.pile) > count - 1:
            # Hand and Foot: the top card and the next six; the rest stays as the pile
            cut = len(self.pile) - (count - 1)
            rest, self.pile = self.pile[cut:], self.pile[:cut]
            self.pile_frozen = any(c.is_wild for c in self.pile) and self.pile_frozen
        else:
            rest = self.pile
            self.pile = []
            self.pile_frozen = False
        if r.pile_always_frozen:
            self.pile_frozen = True
        for c in action.cards:
            hand.remove(c)
            self._forget(seat, c)
        self.turn_out.extend(action.cards)
        if action.meld is not None:
            meld = self.meld_by_id(action.meld)
        else:
            meld = None if (action.cards and r.melds_per_rank == "many") else self.open_meld_of(side, top.rank)
        cards = (top, *action.cards)
        if meld is None:
            self.melds[side].append(TableMeld.of(top.rank, cards, side, self.next_meld_id()))
            self.turn_new_ranks.append(top.rank)
        else:
            grown = meld.plus(*cards)
            self._replace_meld(side, meld, grown)
            self._note_canasta(meld, grown)
            self.turn_added_old = True
        self.turn_melded = True
        self.turn_took = True
        self.turn_top = top
        if conditional:
            self.turn_points += self._opening_value(top.rank, cards[1:]) + self._top_card_value(top)
            self.pending = rest
            self.phase = Phase.MELD
            self.conditional = True
            self._join_pending()
        else:
            self._receive(seat, rest, from_pile=True)
            self.phase = Phase.MELD
            self.turn_melded = False  # the take itself is not undone
            self._set_mark()
        self._after_meld()

    def _receive(self, seat: int, cards: list[Card], from_pile: bool = False) -> None:
        """Cards come into the hand (red threes are laid out). ``from_pile``: a taken
        pile, whose red threes are replaced from the stock where the rules say so
        (seed 003); the replacement, a card from the stock, cannot be taken back, so
        the turn's undo point moves past it."""
        r = self.rules
        replace = 0
        for c in cards:
            if r.red_threes_auto and r.bonus_three(c):
                self.red_threes[seat].append(c)
                replace += from_pile and r.red_three_pile_replaced
            elif c.is_black_three and r.threes_special and r.black_threes_from_pile == "set_aside":
                self.black_threes[seat].append(c)
            else:
                self.hands[seat].append(c)
                self.known[seat].append(c)
                self.turn_in.append(c)
        if replace and self.stock:
            for _ in range(replace):
                if not self.stock or not self._draw_card(seat):
                    break
            self._set_mark()

    def _join_pending(self) -> None:
        side = self.side_to_move
        if (self.pending and self.turn_points >= self.first_meld_need(side)
                and self._clean_triple_refusal(side) is None):
            cards, self.pending = self.pending, []
            self._receive(self.to_move, cards, from_pile=True)
            self.steps = []  # the first meld brought the pile in: it stays down (``steps``)

    def _do_dig(self, action: Dig) -> None:
        seat = self.to_move
        self._set_mark()
        taken = self.pile[-action.depth:]
        del self.pile[-action.depth:]
        self.must_play = taken[0]
        self._receive(seat, taken)
        self.phase = Phase.MELD
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
        if self.rules.sequences and len({c.rank for c in naturals}) > 1:
            run = new_run(cards, side, self.next_meld_id())
            self.melds[side].append(run)
            self.turn_new_ranks.append(NO_RANK)
            if not self.opened[side]:
                self.turn_points += run.value
            self._join_pending()
            self._after_meld()
            return
        if naturals:
            rank = naturals[0].rank
            self.melds[side].append(TableMeld.of(rank, cards, side, self.next_meld_id()))
        else:  # a meld of wild cards (``meld_kinds``)
            rank = WILD_RANK
            self.melds[side].append(TableMeld.of(rank, cards, side, self.next_meld_id(), kind=WILD))
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
        meld: TableMeld | None
        if action.meld is not None:
            meld = self.meld_by_id(action.meld)
            assert meld is not None
            target, rank = meld.owner, meld.rank
        else:
            target = own if action.side is None else action.side
            rank = card.rank if action.rank is None else action.rank
            meld = self.meld_of(target, rank)
        assert meld is not None
        self._played(seat, (card,))
        grown = meld.plus(card)
        self._replace_meld(target, meld, grown)
        if target == own:
            self._note_canasta(meld, grown)
        if target != own or rank not in self.turn_new_ranks:
            self.turn_added_old = True
        if not self.opened[own] and target == own:
            self.turn_points += card.points if meld.is_sequence else self._opening_value(rank, (card,))
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
        if self.stock and keeps_threes(self.rules):
            if not self._draw_card(seat, last_stays=True):
                if self.rules.stock_end_three == "in_hand":
                    self._end_deal(None)
                    return
                self.no_discard = True  # the replacement was a three, the stock's last card
        elif self.stock:
            self.hands[seat].append(self.stock.pop())
        else:
            self.no_discard = True  # as when the last card of the stock is a red three
        self._set_mark()

    def _do_special(self, action: SpecialHand) -> None:
        """Lay the whole hand as a special hand (``special``): the cards go to the table
        with the hand's name, and the deal ends (scored with ``score_special``)."""
        seat = self.to_move
        for c in action.cards:
            self.hands[seat].remove(c)
            self._forget(seat, c)
        self.special_laid = (seat, action.name, tuple(action.cards))
        self._end_deal(seat)

    def _after_meld(self) -> None:
        seat = self.to_move
        if (self.packet_due[seat] and not self.packet_taken[seat] and not self.pending
                and (self.opened[self.side_to_move] or self.turn_points >= self.first_meld_need(self.side_to_move))):
            # Pennies: the player's canasta stands, the packet comes into the hand at once
            self._packet_into_play(seat)
            return
        if not self.hands[seat] and not self.pending:
            self._commit_turn()
            if self.packet_waiting(seat):
                # the hand played out by melding: the foot is taken up and the turn goes on
                self._packet_into_play(seat)
                return
            self._end_deal(seat)

    def _packet_into_play(self, seat: int) -> None:
        """Take the packet up in the middle of the turn: what was melded so far stands
        (the packet's cards have been seen, so ``undo`` goes back to this point only)."""
        if self._commit_turn():
            self._end_deal(None)
            return
        if not self._take_up_packet(seat):
            self.no_discard = True  # the stock ran out on a red three from the packet
        self.packet_due[seat] = False
        self.seat_melded[seat] = True
        self.turn_melded = False
        self.conditional = False
        self._set_mark()

    def _commit_turn(self) -> bool:
        """The turn's melds stand. True when a kept three laid out now was replaced by
        a three, the stock's last card, that stays in the hand (the deal ends)."""
        side = self.side_to_move
        if self.melds[side] and not self.opened[side]:
            self._note_opening(self.to_move)
            self.opened[side] = True
            return self._lay_kept_threes(side)
        return False

    def _do_discard(self, action: Discard) -> None:
        r = self.rules
        seat = self.to_move
        hand = self.hands[seat]
        hand.remove(action.card)
        self._forget(seat, action.card)
        self.pile.append(action.card)
        if action.card.is_wild:
            self.pile_frozen = True
        ended = self._commit_turn()
        self.turns += 1
        if not hand and self.packet_waiting(seat):
            # the hand played out by discarding: the foot is taken up, played next turn
            self._take_up_packet(seat)
        if not hand:
            # judged before this turn's melds count as earlier ones: going out concealed
            # with a final discard is still concealed
            self._end_deal(seat, by_discard=True)
            return
        if ended:
            self._end_deal(None)
            return
        if self.turn_melded or self.turn_new_ranks or self.turn_added_old:
            self.seat_melded[seat] = True
        self._reset_turn()
        self.phase = Phase.DRAW
        self.to_move = (seat + 1) % r.players
        self.turn_canastas = self.canastas(r.side_of(self.to_move))
        if self.bonus_due[self.to_move] and self._grant_bonus(self.to_move):
            self._end_deal(None)

    def _concealed(self, seat: int) -> bool:
        """Seed 000: the player melded nothing before going out; the melds of that turn
        were all new and one of them is a canasta."""
        if self.seat_melded[seat] or self.turn_added_old:
            return False
        side = self.rules.side_of(seat)
        return any(m.is_canasta for m in self.melds[side] if m.rank in self.turn_new_ranks)

    def _end_deal(self, went_out: int | None, by_discard: bool = False) -> None:
        concealed = went_out is not None and self._concealed(went_out)
        melded_out = went_out is not None and not by_discard
        had_canasta = went_out is not None and self.turn_canastas > 0
        if self.pending:
            self._receive(self.to_move, self.pending)
            self.pending = []
        if went_out is None:
            self._commit_turn()
        result = score_deal(self.rules, self.deal, self.melds, self.red_threes, self.hands,
                            went_out, concealed, self.scores, self.target, self.packets,
                            black_threes=self.black_threes, melded_out=melded_out, had_canasta=had_canasta)
        if self.special_laid is not None:  # the layer's side scores the hand alone
            side = self.rules.side_of(self.special_laid[0])
            result = score_special(self.rules, result, side, self.special_laid[1], self.scores, self.target)
        self.went_out = went_out
        self.scores = [s.score_after for s in result.sides]
        self.target = result.target
        self.results.append(result)
        self.last_result = result
        self._reset_turn()
        self.phase = Phase.MATCH_OVER if result.match_over else Phase.DEAL_OVER

    def view(self, seat: int) -> View:
        from .view import make_view

        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.rules.players:
            raise ValueError(f"there is no seat {str(seat)[:20]!r}: the seats are 0 to {self.rules.players - 1}")

        return make_view(self, seat)

    def __repr__(self) -> str:
        return (f"<GameState deal={self.deal} phase={self.phase} to_move={self.to_move}"
                f" scores={self.scores}>")

    def clone(self) -> GameState:
        """A copy sharing only immutable values. Replaced at import by the one
        ``parts.make_clone`` derives from the declaration (one assignment a field)."""
        raise NotImplementedError


GameState.clone = make_clone(GameState, FIELDS, CACHES)  # type: ignore[method-assign,assignment]

#: ``apply`` by the action's exact type for the card play a search repeats most
#: (the others go through ``_do``'s chain). Each looks its method up when called, so
#: a method replaced on the class (a test's fault injection) is the one that runs.
_DO: dict[type, Callable[[GameState, Any], None]] = {
    Draw: lambda state, action: state._do_draw(),
    Take: lambda state, action: state._do_take(action),
    Meld: lambda state, action: state._do_meld(action),
    Add: lambda state, action: state._do_add(action),
    Discard: lambda state, action: state._do_discard(action),
    TakeBack: lambda state, action: state._do_take_back(action),  # ``takeback``
}
