"""Legality: ``check`` and its refusals, the one place a rule is decided.

Every refusal is an ``IllegalAction`` with a code and a sentence a player understands;
the move generators list the candidates that pass ``check``, and ``apply`` refuses with
the same reason. All refusal sentences of the rules live in this module (``planning``
has the few that dropping cards on the table can earn).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
from .base import holds
from .cards import RANK_TEXT, THREE, Card, rank_text
from .digging import Digging
from .errors import IllegalAction
from .keptthree import keeps_threes
from .melds import TableMeld
from .openings import Openings
from .parts import Phase
from .sequences import SequenceChecks
from .wildrules import WildPlacement, too_many_wilds

DRAW_PHASE = Phase.DRAW
MELD_PHASE = Phase.MELD
ANSWER_PHASE = Phase.ANSWER
DEAL_OVER = Phase.DEAL_OVER
MATCH_OVER = Phase.MATCH_OVER


#: A meld an action changes on the mover's side: (the meld before or ``None`` for a new
#: one, the meld after), or ``None`` when the side's melds stay as they are.
MeldChange = tuple[TableMeld | None, TableMeld] | None


class Legality(Digging, SequenceChecks, WildPlacement, Openings):
    """``check(action)``: why an action is illegal now, or ``None``."""

    __slots__ = ()

    # ------------------------------------------------------------------ going out
    def _going_out_refusal(self, side: int, change: MeldChange, points_after: int,
                           by_discard: bool) -> IllegalAction | None:
        r = self.rules
        if self.answer is False:
            return IllegalAction("partner_said_no", "Your partner said no: you may not go out this turn.")
        if by_discard and r.final_discard == "forbidden":
            return IllegalAction("no_final_discard",
                                 "You go out by melding your last card; a final discard is not allowed.")
        if not by_discard and r.final_discard == "required":
            return IllegalAction("final_discard_required",
                                 "Keep one card: you go out by discarding your last card.")
        kinds = self._canasta_kinds_after(side, change)
        shortfall = r.going_out_shortfall(kinds)
        if shortfall is not None:
            need, have = shortfall
            return IllegalAction.counted(
                "canasta_needed", "Your side needs {need} canasta to go out: it has {have}.",
                "Your side needs {need} canastas to go out: it has {have}.", by="need", need=need, have=have)
        for kind, need, have in r.going_out_kinds_missing(kinds):
            if kind == "natural":
                return IllegalAction.counted(
                    "clean_book_needed",
                    "Your side needs {need} natural canasta (clean book) to go out: it has {have}.",
                    "Your side needs {need} natural canastas (clean books) to go out: it has {have}.",
                    by="need", need=need, have=have)
            if kind == "sevens":
                return IllegalAction.counted(
                    "sevens_canasta_needed", "Your side needs {need} canasta of sevens to go out: it has {have}.",
                    "Your side needs {need} canastas of sevens to go out: it has {have}.",
                    by="need", need=need, have=have)
            if kind == "wild":
                return IllegalAction.counted(
                    "wild_canasta_needed", "Your side needs {need} canasta of wild cards to go out: it has {have}.",
                    "Your side needs {need} canastas of wild cards to go out: it has {have}.",
                    by="need", need=need, have=have)
            return IllegalAction.counted(
                "dirty_book_needed",
                "Your side needs {need} mixed canasta (dirty book) to go out: it has {have}.",
                "Your side needs {need} mixed canastas (dirty books) to go out: it has {have}.",
                by="need", need=need, have=have)
        if r.go_out_partner_packet and not all(self.packet_taken[p] for p in r.partners_of(self.to_move)):
            return IllegalAction("partner_in_packet",
                                 "Your partner has not taken up their foot yet: you may not go out.")
        if r.go_out_sequences and (short := self._sequences_short(kinds)) is not None:
            return short
        if not self.opened[side] and points_after < self.first_meld_need(side):
            return self._minimum_refusal(side, points_after)
        refusal = self._clean_triple_refusal(side, change) or self._unfinished_refusal(side, change)
        if refusal is not None:
            return refusal
        if self.must_play is not None:
            return IllegalAction("must_play", "You must first play the {card} from the pile.",
                                 card=str(self.must_play))
        return None

    def _canasta_kinds_after(self, side: int, change: MeldChange) -> list[str]:
        """The side's canastas by kind once ``change`` is made."""
        melds = self.melds[side]
        if change is not None:
            before, after = change
            melds = [m for m in melds if m is not before] + [after]
        return [k for k in (self.rules.canasta_kind_of(m) for m in melds) if k is not None]

    def _minimum_refusal(self, side: int, points: int) -> IllegalAction:
        need = self.first_meld_need(side)
        return IllegalAction(
            "first_meld_minimum", "Your side needs {need} points for its first meld: you have {have}.",
            need=need, have=points)

    def _leaves_ok(self, side: int, left: int, change: MeldChange, points_after: int,
                   last_card: Card | None, melds_after: list[TableMeld] | None) -> IllegalAction | None:
        """After melding, a player keeps two cards or more, or goes out (or, with a
        foot still to take up, plays the hand out: that leads into the foot)."""
        if left >= 2:
            return None
        if self.packet_waiting(self.to_move) or (
                change is not None and self.completes_packet_canasta(self.to_move, change[0], change[1])):
            if not self.opened[side] and points_after < self.first_meld_need(side):
                return self._minimum_refusal(side, points_after)
            return None
        if left == 0:
            return self._going_out_refusal(side, change, points_after, by_discard=False)
        if self.no_discard:
            return None
        if self.rules.final_discard == "forbidden":
            # the last card must still go onto a meld
            if last_card is None or melds_after is None or not any(
                    self._fits(m, last_card) for m in melds_after):
                return IllegalAction("keep_two", "Keep two cards: you could not get rid of the last one.")
            return self._going_out_refusal(side, change, points_after, by_discard=False)
        refusal = self._going_out_refusal(side, change, points_after, by_discard=True)
        if refusal is None and last_card is not None and self.rules.discard_bans:
            refusal = self._going_out_ban(last_card)
        if refusal is not None:
            return IllegalAction("keep_two", "You may not leave yourself with one card unless you can go out: {reason}",
                                 reason=refusal)
        return None


    # ------------------------------------------------------------------ legality
    def check(self, action: Action) -> IllegalAction | None:
        """Why ``action`` is illegal now, or ``None`` if it is legal."""
        phase = self.phase
        # the common cases first, by the action's type: move generation asks this for
        # every candidate, and the chain below costs a test per kind of action
        if phase == MELD_PHASE:
            by_type = _MELD_CHECKS.get(type(action))
            if by_type is not None:
                return by_type(self, action)
        elif phase == DRAW_PHASE:
            by_type = _DRAW_CHECKS.get(type(action))
            if by_type is not None:
                return by_type(self, action)
        return self._check_chain(action)

    def _check_draw(self, action: Draw) -> IllegalAction | None:
        if not self.stock:
            return IllegalAction("stock_empty", "The stock is used up.")
        return None

    def _check_undo(self, action: Undo) -> IllegalAction | None:
        if action.last:  # ``undo last``: one step (``steps``)
            return self._check_undo_last()
        if self.mark is None or not (self.turn_melded or self.conditional):
            return IllegalAction("nothing_to_undo", "There is nothing to take back this turn.")
        return None

    def _check_stop_meld(self, action: Stop) -> IllegalAction | None:
        if not self.no_discard:
            return IllegalAction("cannot_stop", "Finish your turn with a discard.")
        side = self.side_to_move
        if self.turn_melded and not self.opened[side] and self.turn_points < self.first_meld_need(side):
            return self._minimum_refusal(side, self.turn_points)
        return self._clean_triple_refusal(side) if self.turn_melded else None

    def _check_chain(self, action: Action) -> IllegalAction | None:
        """``check`` for every phase and kind of action, in the order the rules go."""
        if self.phase == Phase.MATCH_OVER:
            return IllegalAction("game_over", "The match is over.")
        if isinstance(action, (Double, Accept, GiveUp)):
            return self._check_match(action)
        if self.phase == Phase.DOUBLE:
            return IllegalAction("answer_double", "A double was offered: accept it or give the match up.")
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
                return self._check_draw(action)
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
        if isinstance(action, SpecialHand):
            return self._check_special(action)
        if isinstance(action, Ask):
            return self._check_ask()
        if isinstance(action, Undo):
            return self._check_undo(action)
        if isinstance(action, Stop):
            return self._check_stop_meld(action)
        if isinstance(action, TakeBack):
            return self._check_take_back(action)
        return IllegalAction("unknown_action", "Unknown action {action}.", action=str(action))

    def _check_match(self, action: Double | Accept | GiveUp) -> IllegalAction | None:
        """The match actions: doubling the stake, answering a double, giving up."""
        r = self.rules
        if isinstance(action, GiveUp):
            if not r.allow_give_up:
                return IllegalAction("no_give_up", "At this table a match is played to its end: nobody gives up.")
            if not 0 <= action.side < len(r.sides):
                return IllegalAction("no_such_side", "There is no such side.")
            return None
        if isinstance(action, Accept):
            if self.phase != Phase.DOUBLE:
                return IllegalAction("no_double_offered", "Nobody offered a double.")
            return None
        if not r.allow_double:
            return IllegalAction("no_double", "At this table the stake is not doubled.")
        if self.phase not in (Phase.DRAW, Phase.MELD):
            return IllegalAction("double_when", "Offer a double on your turn, before you discard.")
        if self.doubled_deal == self.deal:
            return IllegalAction("double_once", "The stake was already doubled in this deal.")
        return None

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
        if not holds(hand, cards):
            return IllegalAction("not_in_hand", "You do not hold those cards.")
        rank = top.rank
        name = rank_text(rank).upper()
        frozen = self.is_frozen_for(side)
        # seed 001: a player who has not melded yet needs a natural pair even after the
        # side's first meld
        alone = r.take_needs_own_meld and not frozen and not self.seat_melded[seat]
        meld = self.open_meld_of(side, rank) if r.melds_per_rank == "after_closed" else self.meld_of(side, rank)
        meld_after: TableMeld
        added: tuple[Card, ...]
        if action.meld is not None:
            named = self._take_onto_named(action.meld, cards, side, top, frozen)
            if isinstance(named, IllegalAction):
                return named
            meld, meld_after, added = named, named.plus(top), (top,)
        elif r.melds_per_rank == "many" and meld is not None:
            if cards:
                meld = None  # with a pair from the hand the top card starts a meld of its own
            elif self.melds_of_rank(side, rank) > 1:
                return IllegalAction("several_melds_take",
                                     "Your side has several melds of {rank}: say which one ({action}),"
                                     " or take the pile with a pair.", rank=name, action=f"take to {meld.label}")
        if action.meld is None and len(cards) == 0:
            if meld is None:
                return IllegalAction(
                    "no_meld_for_top", "Your side has no meld of {rank}: you need two natural {rank} in your hand.",
                    rank=name)
            if frozen:
                return self._frozen_refusal(name)
            if alone:
                return IllegalAction(
                    "own_meld_first",
                    "You have not melded yet yourself: you need two natural {rank} in your hand to take the pile.",
                    rank=name)
            if not r.take_onto_meld:
                return IllegalAction("no_take_onto_meld",
                                     "At this table you need two natural {rank} in your hand to take the pile.",
                                     rank=name)
            if meld.is_canasta and not r.take_onto_canasta:
                return IllegalAction("no_take_onto_canasta",
                                     "The pile cannot be taken onto a finished canasta of {rank}.", rank=name)
            added = (top,)
            meld_after = meld.plus(top)
        elif len(cards) == 2:
            naturals = [c for c in cards if c.rank == rank and self._natural(c)]
            wilds = [c for c in cards if c.is_wild]
            if len(naturals) == 2:
                pass
            elif len(naturals) == 1 and len(wilds) == 1:
                if frozen:
                    return self._frozen_refusal(name)
                if alone:
                    return IllegalAction(
                        "own_meld_first",
                        "You have not melded yet yourself: you need two natural {rank} in your hand to take the pile.",
                        rank=name)
                if not r.take_with_natural_and_wild:
                    return IllegalAction("natural_pair_needed",
                                         "You need two natural {rank} in your hand to take the pile.", rank=name)
            else:
                return IllegalAction("take_cards",
                                     "To take the pile, meld its top card with two natural {rank}"
                                     " or one natural and a wild card.", rank=name)
            if meld is not None:
                if meld.is_canasta and not r.take_onto_canasta:
                    return IllegalAction("no_take_onto_canasta",
                                         "The pile cannot be taken onto a finished canasta of {rank}.", rank=name)
                meld_after = meld.plus(top, *cards)
                if not r.wilds_ok(meld_after.naturals, meld_after.wilds):
                    return too_many_wilds(r, meld_after.naturals, meld_after.size)
            else:
                meld_after = TableMeld.of(rank, (top, *cards), side)
                if not r.wilds_ok(meld_after.naturals, meld_after.wilds):
                    return too_many_wilds(r, meld_after.naturals, meld_after.size)
            added = (top, *cards)
        elif action.meld is None:
            return IllegalAction("take_cards", "Name no card, or the two cards you meld with the top card.")
        if r.modern_rules:
            refusal = self._take_limit_refusal(side, meld, rank)
            if refusal is None and r.wild_placement and meld_after.wilds > (meld.wilds if meld else 0):
                refusal = self._wild_refusal(side, meld or TableMeld.of(rank, (top,), side))
            if refusal is not None:
                return refusal
        if r.group_meld_max and meld_after.size > r.group_meld_max:
            return IllegalAction("meld_full", "That meld is full: it may hold {size} cards.", size=r.group_meld_max)
        points = 0
        if not self.opened[side]:
            points = self._opening_value(rank, added) - self._opening_value(rank, (top,)) + self._top_card_value(top)
            rest = list(hand)
            for c in cards:
                rest.remove(c)
            best = points + self._max_extra_meld_points(rest, rank, meld_after, hand)
            need = self.first_meld_need(side)
            if best < need:
                return IllegalAction(
                    "first_meld_minimum",
                    "Your side needs {need} points for its first meld: with the top card you can make at most {have}.",
                    need=need, have=best)
        left = len(hand) - len(cards)
        received: list[Card] = []
        if left < 2:  # the taken pile's cards join the hand, but red threes and set-aside black threes
            aside = r.threes_special and r.black_threes_from_pile == "set_aside"
            taken = self._pile_received()
            received = [c for c in taken if not r.bonus_three(c) and not (aside and c.is_black_three)]
            left += len(received)
            if r.red_three_pile_replaced and r.threes_special and r.red_threes_auto:  # seed 003
                left += min(len(self.stock), sum(1 for c in taken if c.is_red_three))
        if left < 2:
            change: MeldChange = (meld, meld_after)
            melds_after = [m for m in self._addable_melds(side, True) if m is not meld] + [meld_after]
            remaining = [c for c in hand]
            for c in cards:
                remaining.remove(c)
            remaining.extend(received)
            last = remaining[0] if len(remaining) == 1 else None
            refusal = self._leaves_ok(side, left, change, self.turn_points + points, last, melds_after)
            if refusal is not None:
                return refusal
        return None

    def _pile_received(self) -> list[Card]:
        """The pile's cards under the top one that a take brings into the hand: all
        of them, or with ``pile_take_count`` only the next ones (Hand and Foot: six)."""
        below = self.pile[:-1]
        count = self.rules.pile_take_count
        if count and len(below) > count - 1:
            return below[len(below) - (count - 1):] if count > 1 else []
        return below

    def _frozen_refusal(self, name: str) -> IllegalAction:
        if self.rules.pile_always_frozen:
            return IllegalAction("pile_always_frozen", "At this table the pile is always frozen: you need two"
                                 " natural {rank} in your hand to take it.", rank=name)
        return IllegalAction(
            "pile_frozen", "The pile is frozen: you need two natural {rank} in your hand to take it.", rank=name)

    def _check_meld(self, action: Meld) -> IllegalAction | None:
        r = self.rules
        seat = self.to_move
        side = r.side_of(seat)
        cards = action.cards
        hand = self.hands[seat]
        if len(cards) != 3:
            return IllegalAction("meld_three", "Start a meld with three cards, then add to it.")
        if not holds(hand, cards):
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
                refusal = self._going_out_refusal(side, None, points, by_discard=False)
            elif left == 1 and last is not None:
                refusal = self._going_out_refusal(side, None, points,
                                                  by_discard=not last.is_black_three)
            else:
                refusal = IllegalAction("black_three_going_out",
                                        "Black threes may only be melded when you go out with them.")
            if refusal is not None and refusal.code != "black_three_going_out":
                return IllegalAction("black_three_going_out",
                                     "Black threes may only be melded when you go out with them: {reason}",
                                     reason=refusal)
            return refusal
        naturals = [c for c in cards if not c.is_wild]
        wilds = len(cards) - len(naturals)
        if not naturals:
            return self._check_wild_meld(side, cards)
        if r.sequences and len({c.rank for c in naturals}) > 1:
            return self._check_meld_run(cards, side, hand)
        if any(not self._natural(c) for c in naturals):
            return IllegalAction("black_three_meld",
                                 "Black threes are melded only on their own, three or four, when going out.")
        if len({c.rank for c in naturals}) != 1 or len(naturals) < 2:
            return IllegalAction("meld_rank", "A meld needs at least two natural cards of one rank.")
        rank = naturals[0].rank
        if not r.wilds_ok(len(naturals), wilds):
            return too_many_wilds(r, len(naturals), len(cards))
        if wilds and r.wild_placement:
            refusal = self._wild_refusal(side, TableMeld.of(rank, tuple(naturals), side))
            if refusal is not None:
                return refusal
        if ((r.melds_per_rank == "one" and self.meld_of(side, rank) is not None)
                or (r.melds_per_rank == "after_closed" and self.open_meld_of(side, rank) is not None)):
            return IllegalAction("meld_exists", "Your side already has a meld of {rank}: add to it instead.",
                                 rank=rank_text(rank).upper())
        points = self.turn_points + (self._opening_value(rank, cards) if not self.opened[side] else 0)
        meld = TableMeld.of(rank, cards, side)
        return self._leaves_ok(side, self._hand_left(3), None, points,
                               self._last_after(hand, cards), [*self._addable_melds(side, True), meld])

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
            return IllegalAction("not_in_hand", "You do not hold the {card}.", card=str(card))
        meld: TableMeld | None
        if action.meld is not None:
            meld = self.meld_by_id(action.meld)
            if meld is None:
                return IllegalAction("no_such_meld", "There is no such meld.")
            target_side = meld.owner
        else:
            target_side = own if action.side is None else action.side
            if not 0 <= target_side < len(self.melds) or (action.rank is not None and action.rank not in RANK_TEXT):
                return IllegalAction("no_such_meld", "There is no such meld.")
        if target_side != own:
            if r.add_to != "any":
                return IllegalAction("own_melds_only", "You may only add to your own side's melds.")
            if not self.opened[own] and self.turn_points < self.first_meld_need(own):
                return IllegalAction("open_first", "Make your first meld before adding to other players' melds.")
        if card.is_red_three and r.threes_special:
            return IllegalAction("red_three_meld", "Red threes are never melded; they are laid out as bonus cards.")
        if action.meld is not None and meld is not None and meld.is_sequence:
            return self._check_add_run(meld, card, own, target_side, hand)
        if action.meld is not None:
            assert meld is not None
            rank = meld.rank
            if not card.is_wild and card.rank != rank:
                return IllegalAction("wrong_rank", "The {card} does not belong to that meld.", card=str(card))
        else:
            if card.is_wild:
                if action.rank is None:
                    return IllegalAction("which_meld", "Say which meld the wild card goes to.")
                rank = action.rank
            else:
                rank = card.rank if action.rank is None else action.rank
                if rank != card.rank:
                    return IllegalAction("wrong_rank", "The {card} does not belong to that meld.", card=str(card))
            meld = self.meld_of(target_side, rank)
            if meld is None:
                return IllegalAction("no_such_meld", "There is no meld of {rank} to add to.",
                                     rank=rank_text(rank).upper())
            if r.melds_per_rank == "many" and self.melds_of_rank(target_side, rank) > 1:
                return IllegalAction("several_melds", "There are several melds of {rank}: say which one ({action}).",
                                     rank=rank_text(rank).upper(), action=f"add {card} to {meld.label}")
        if self._full(meld):
            return IllegalAction("meld_full", "That meld is full: it may hold {size} cards.",
                                 size=r.meld_cap(meld.kind))
        if card.is_wild:
            if rank == THREE and r.threes_special:
                return IllegalAction("black_three_meld", "Wild cards never go with black threes.")
            if r.wild_placement and (refusal := self._wild_refusal(target_side, meld)) is not None:
                return refusal
            if not self._takes_wild(meld):
                return too_many_wilds(r, meld.naturals, meld.size + 1)
        elif not (self._natural(card) or (card.is_black_three and rank == THREE)):
            return IllegalAction("wrong_rank", "The {card} cannot be added there.", card=str(card))
        after = meld.plus(card)
        change: MeldChange = (meld, after) if target_side == own else None
        points = self.turn_points
        if not self.opened[own] and target_side == own:
            points += self._opening_value(rank, (card,))
        melds_after = [after if m is meld else m for m in self._addable_melds(own, True)]
        return self._leaves_ok(own, self._hand_left(1), change, points,
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
            return IllegalAction("not_in_hand", "You do not hold the {card}.", card=str(action.card))
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
            return IllegalAction("not_in_hand", "You do not hold the {card}.", card=str(card))
        if self.pending:  # the taken pile waits for the first meld: its points, then its clean triple
            short = self.turn_points < self.first_meld_need(side)
            refusal = None if short else self._clean_triple_refusal(side)
            return refusal or self._minimum_refusal(side, self.turn_points)
        if self.must_play is not None:
            return IllegalAction("must_play", "You must first play the {card} from the pile.",
                                 card=str(self.must_play))
        if self.no_discard:
            return IllegalAction("no_discard", "The stock is used up: the deal ends without a discard.")
        if card.is_red_three and self.rules.threes_special:
            return IllegalAction("lay_red_three", "Lay the red three out; it cannot be discarded.")
        if self.rules.discard_bans:
            refusal = self._discard_ban(card, len(hand) == 1 and not self.packet_waiting(seat))
            if refusal is not None:
                return refusal
        if self.turn_melded and not self.opened[side] and self.turn_points < self.first_meld_need(side):
            return self._minimum_refusal(side, self.turn_points)
        if self.turn_melded and (refusal := self._clean_triple_refusal(side)) is not None:
            return refusal
        if len(hand) == 1 and self.packet_waiting(seat):
            pass  # the hand played out by discarding: the foot is taken up
        elif len(hand) == 1:
            refusal = self._going_out_refusal(side, None, self.turn_points, by_discard=True)
            if refusal is not None:
                return refusal
        elif self.answer is True and self.bound_to_go_out():
            return IllegalAction("must_go_out", "Your partner said yes: you must go out this turn.")
        return None

    def _check_lay(self, action: LayRedThree) -> IllegalAction | None:
        if keeps_threes(self.rules) and self.rules.bonus_three(action.card):
            return self._check_lay_kept(action)  # the three kept for a Straight (``keptthree``)
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
        if r.ask_once_per_deal and self.asked_in_deal[self.to_move]:
            return IllegalAction("ask_once", "You have already asked your partner in this deal: ask once a deal.")
        if self.pending or self.must_play is not None or self.no_discard:
            return IllegalAction("ask_later", "Finish your first meld before asking.")
        if len(self.hands[self.to_move]) < 2:
            return IllegalAction("ask_too_late", "With one card left you go out or not; there is nothing to ask.")
        return None


#: ``check`` in the meld phase by the action's exact type (the types that the meld
#: phase decides by themselves; every other kind goes through ``_check_chain``).
_MELD_CHECKS: dict[type, Callable[[Legality, Any], IllegalAction | None]] = {
    Meld: Legality._check_meld,
    Add: Legality._check_add,
    Discard: Legality._check_discard,
    Swap: Legality._check_swap,
    LayRedThree: Legality._check_lay,
    Ask: lambda state, action: state._check_ask(),
    Undo: Legality._check_undo,
    Stop: Legality._check_stop_meld,
    TakeBack: lambda state, action: state._check_take_back(action),
}
#: ``check`` in the draw phase by the action's exact type.
_DRAW_CHECKS: dict[type, Callable[[Legality, Any], IllegalAction | None]] = {
    Draw: Legality._check_draw,
    Take: Legality._check_take,
    Dig: Legality._check_dig,
    Stop: lambda state, action: state._check_stop_draw(),
}
