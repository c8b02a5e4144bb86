"""Move generation: every legal action, one per really different choice.

``reference_legal_actions`` is the slow, obviously right form (every candidate passed
through ``check``); ``legal_actions`` takes a fast path while the player holds five
cards or more, when nothing they meld can make them go out. The fuzz compares them.
"""

from __future__ import annotations

from itertools import groupby
from operator import attrgetter

from .actions import (
    _ADDS,
    _DISCARDS,
    _MELDS,
    ACCEPT,
    ASK,
    DOUBLE,
    DRAW,
    NEXT,
    NO,
    STOP,
    UNDO,
    UNDO_LAST,
    YES,
    Action,
    Add,
    Dig,
    Discard,
    GiveUp,
    LayRedThree,
    Meld,
    Swap,
    Take,
    TakeBack,
)
from .actions import add as _add
from .actions import discard as _discard
from .actions import meld as _meld
from .base import StateBase, group_by_rank
from .cards import ACE, FOUR, JOKER, THREE, TWO, Card
from .melds import WILD, WILD_RANK, TableMeld
from .parts import Phase
from .rules import RuleSet

#: Cards in their order (``Card.__lt__``), as a key that compares in C.
_ORDER = attrgetter("_key")
_RANK = attrgetter("rank")


class MoveGeneration(StateBase):
    """``legal_actions`` and its reference form."""

    __slots__ = ()

    # ------------------------------------------------------------------ listing
    def legal_actions(self) -> list[Action]:
        """Every legal action, one per really different choice, in a fixed order.

        ``check`` is the one place a rule is decided; this list is the candidates that
        pass it. While a player holds five cards or more, nothing they meld can make
        them go out, and a fast path lists the same actions without the full checks
        (``reference_legal_actions`` is the slow form; the fuzz compares them).

        The list is remembered until the state changes, so that ``apply`` need not
        check again an action taken from it (a search does exactly that)."""
        phase = self.phase
        meld_mode, draw_fast = _modes(self.rules)[1:3]
        if phase == MELD_PHASE:
            if meld_mode and len(self.hands[self.to_move]) + len(self.pending) >= 5:
                out = self._fast_meld_actions() if meld_mode == _GROUPS else self._fast_many_actions()
            else:
                out = self.reference_legal_actions()
        elif phase == DRAW_PHASE and draw_fast:
            out = self._draw_actions()
        elif phase == DRAW_PHASE and self.rules.pile_mode == "dig":
            out = self._dig_actions()
        else:
            out = self.reference_legal_actions()
        self._listed = tuple(out)
        return out

    def match_actions(self) -> list[Action]:
        """The match actions legal now besides ``legal_actions`` (which lists card play
        only, so that random play and the search never double or give up): the
        mover's ``double`` and every side's ``give up``."""
        out: list[Action] = [DOUBLE] if self.check(DOUBLE) is None else []
        out += [a for a in (GiveUp(s) for s in range(len(self.rules.sides))) if self.check(a) is None]
        return out

    def _was_listed(self, action: Action) -> bool:
        """Whether ``action`` itself (the very object) is in the list ``legal_actions``
        gave for the state as it is now: then it is legal and needs no check."""
        try:
            listed = self._listed
        except AttributeError:  # a state made field by field (tests, determinize)
            return False
        return listed is not None and any(a is action for a in listed)

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
        cap = r.group_meld_max  # melds close when full (Cuban, Hand and Foot, Pennies)
        out: list[Action] = self._special_actions() if r.special_hands != "none" else []
        append = out.append
        # grouped from the hand in card order, so every group is sorted already (the
        # key compares in C; sorting each group with Card.__lt__ cost a Python call a pair)
        # (in rank order too: ``groupby`` over the ordered hand keeps it)
        groups = {rank: list(cards) for rank, cards in groupby(sorted(hand, key=_ORDER), key=_RANK)}
        twos = groups.get(TWO)
        jokers = groups.get(JOKER)
        wild_kinds: list[Card] = []
        if twos:
            wild_kinds.append(twos[0])
        if jokers:
            wild_kinds.append(jokers[0])
        own_melds = self.melds[side]
        if r.melds_per_rank == "after_closed":  # a closed book takes nothing: the open meld is the one
            by_rank = {m.rank: m for m in own_melds if m.size < cap}
        else:
            by_rank = {m.rank: m for m in own_melds}
        any_mode = r.add_to == "any"
        others: dict[int, list[tuple[int, TableMeld]]] = {}  # other sides' melds by rank, in seat order
        if any_mode:
            for other, ms in enumerate(self.melds):
                if other != side:
                    for m in ms:
                        others.setdefault(m.rank, []).append((other, m))
        swaps = r.wild_exchange and reached
        wilds_ok = r.wilds_ok
        three_ok, pair_wild_ok = _modes(r)[3:5]
        pair_wild_ok = pair_wild_ok and bool(wild_kinds)
        # discards: every condition but the card's own, asked once (``_check_discard``)
        discarding = (not self.pending and self.must_play is None and not self.no_discard
                      and (not self.turn_melded or reached)
                      and not (self.answer is True and self.bound_to_go_out()))
        discards: list[Discard] = []
        dget, mget, aget = _DISCARDS.get, _MELDS.get, _ADDS.get  # the interned actions, looked up here
        for rank, group in groups.items():
            first = group[0]
            if first.is_wild:
                if discarding:
                    discards.append(dget(first) or _discard(first))
                continue
            if special and rank == THREE:
                blacks = [c for c in group if c.is_black_three]
                if blacks and THREE in by_rank:
                    append(_add(blacks[0]))  # unreachable with 5+ cards, kept for order
                reds = [c for c in group if c.is_red_three]
                lay = reds if not r.red_threes_auto else self.kept_in(group)
                if lay and not self.turn_melded and not self.conditional:
                    append(LayRedThree(lay[0]))
                if blacks and discarding:
                    discards.append(dget(blacks[0]) or _discard(blacks[0]))
                continue
            own_meld = by_rank.get(rank)
            if own_meld is None:
                n = len(group)
                if n >= 2:
                    if n >= 3 and three_ok:
                        key = (first, group[1], group[2])
                        append(mget(key) or _meld(key))
                    if pair_wild_ok:
                        for w in wild_kinds:
                            key = (first, group[1], w)
                            append(mget(key) or _meld(key))
            else:
                if not cap or len(own_meld.cards) < cap:
                    append(aget((first, None, None, None)) or _add(first))
                if swaps and not own_meld.is_canasta:
                    for w in sorted({c for c in own_meld.cards if c.is_wild}):
                        append(Swap(first, w))
            if any_mode:
                for other, m in others.get(rank, ()):
                    if reached and not (cap and m.size >= cap):
                        append(_add(first, rank, other))
                    if swaps and not m.is_canasta:
                        for w in sorted({c for c in m.cards if c.is_wild}):
                            append(Swap(first, w, other))
            if discarding:
                discards.append(dget(first) or _discard(first))
        if wild_kinds:
            if r.wild_melds and WILD_RANK not in by_rank:
                out.extend(_meld(cards) for cards in _wild_meld_starts(hand))
            targets: list[tuple[int, int | None]] = []
            for other, ms in enumerate(self.melds):
                if other != side and (not any_mode or not reached):
                    continue
                for m in ms:
                    if cap and m.size >= cap:
                        continue  # full (a group's cap closes any meld in the reference list)
                    if m.kind == WILD:
                        if self._full(m):
                            continue
                    elif (m.rank == THREE and special) or not wilds_ok(m.naturals, m.wilds + 1):
                        continue
                    targets.append((m.rank, None if other == side else other))
            if cap:  # the reference's order (by wild card), which the capped presets were recorded with
                out.extend(_add(w, rank, who) for w in wild_kinds for rank, who in targets)
            else:
                out.extend(_add(w, rank, who) for rank, who in targets for w in wild_kinds)
        return self._meld_phase_tail(out, discards, reached)

    def _special_actions(self) -> list[Action]:
        """The special hands the fast lists start with, as the reference's do: each
        candidate through ``check`` (there are at most a few, and only at fourteen cards)."""
        return [a for a in self._special_candidates() if self.check(a) is None]

    def _meld_phase_tail(self, out: list[Action], discards: list[Discard], reached: bool) -> list[Action]:
        """The end of every fast meld-phase list, in the reference's order: the discards
        the bans allow, then asking the partner, taking melds back and stopping."""
        r = self.rules
        if discards and r.discard_bans:
            discards = [a for a in discards if self._discard_ban(a.card) is None]
        out.extend(discards)
        if not discards and r.no_legal_discard == "take_back":  # ``takeback``: no card may be discarded
            out.extend(a for a in self.take_back_actions() if self._check_take_back(a) is None)
        if (r.ask_partner and r.partnerships and not self.asked and not self.pending
                and self.must_play is None and not self.no_discard
                and not (r.ask_once_per_deal and self.asked_in_deal[self.to_move])):
            out.append(ASK)
        if self.mark is not None and (self.turn_melded or self.conditional):
            out.append(UNDO)
        if self.steps:
            out.append(UNDO_LAST)
        if self.no_discard and (not self.turn_melded or reached):
            out.append(STOP)
        return out

    def _fast_many_actions(self) -> list[Action]:
        """The meld phase with runs or several melds of a rank (Samba), five cards or
        more in hand: the reference's candidates in its order, each kept by the one
        condition that can refuse it then (no meld is capped, nobody melds onto other
        sides' melds, no wild card is exchanged; the fuzz compares with the reference)."""
        r = self.rules
        seat = self.to_move
        hand = self.hands[seat]
        side = r.side_of(seat)
        many = r.melds_per_rank == "many"
        special = r.threes_special
        own = self.melds[side]
        groups = {rank: list(cards) for rank, cards in groupby(sorted(hand, key=_ORDER), key=_RANK)}
        wild_kinds = self._wild_kinds(hand)
        three_ok, pair_ok = _modes(r)[3:5]
        out: list[Action] = self._special_actions() if r.special_hands != "none" else []
        append = out.append
        for rank in sorted(groups):
            group = groups[rank]
            first = group[0]
            if first.is_wild:
                continue
            if special and rank == THREE:  # black threes meld only when going out: never with 5+ cards
                reds = [c for c in group if c.is_red_three]
                lay = reds if not r.red_threes_auto else self.kept_in(group)
                if lay and not self.turn_melded and not self.conditional:
                    append(LayRedThree(lay[0]))
                continue
            own_melds = [m for m in own if m.rank == rank]
            if not own_melds or many:
                if len(group) >= 3 and three_ok:
                    append(_meld((first, group[1], group[2])))
                if len(group) >= 2 and pair_ok:
                    for w in wild_kinds:
                        append(_meld((first, group[1], w)))
            if len(own_melds) == 1:
                append(_add(first))
            elif own_melds:
                out.extend(_add(first, meld=m.id) for m in own_melds)
        if r.sequences:
            out.extend(self._run_actions(hand, side))  # every run start and end it lists fits
        for w in wild_kinds:
            for m in own:
                if m.is_sequence or (m.rank == THREE and special) or not r.wilds_ok(m.naturals, m.wilds + 1):
                    continue
                if many and sum(1 for n in own if n.rank == m.rank) > 1:
                    append(_add(w, meld=m.id))
                else:
                    append(_add(w, m.rank))
        reached = self.opened[side] or self.turn_points >= self.first_meld_need(side)
        discards: list[Discard] = []
        if (not self.pending and self.must_play is None and not self.no_discard
                and (not self.turn_melded or reached) and not (self.answer is True and self.bound_to_go_out())):
            for rank in sorted(groups):
                group = groups[rank]
                if rank == THREE and special:
                    blacks = [c for c in group if c.is_black_three]
                    if blacks:
                        discards.append(_discard(blacks[0]))
                elif r.sequences and rank not in (TWO, JOKER):
                    discards.extend(_discard(c) for c in dict.fromkeys(group))
                else:
                    discards.append(_discard(group[0]))
        return self._meld_phase_tail(out, discards, reached)

    def _dig_actions(self) -> list[Action]:
        """The draw phase where the pile is dug into (the family table): the reference's
        candidates in its order, each depth asked ``_check_dig``'s questions with the
        hand's counts grown one pile card at a time instead of from scratch."""
        out: list[Action] = []
        if self.stock:
            out.append(DRAW)
        elif self._check_stop_draw() is None:
            out.append(STOP)
        pile = self.pile
        if not pile:
            return out
        r = self.rules
        seat = self.to_move
        side = r.side_of(seat)
        opened = self.opened[side]
        hand = self.hands[seat]
        targets = self._addable_melds(side, opened=opened)
        target_ranks = {m.rank for m in targets}
        need = None if opened else self.first_meld_need(side)
        pair_ok = r.wilds_ok(2, 1)
        natural = self._natural
        counts: dict[int, int] = {}  # cards of each rank in hand and the cards dug so far
        naturals: dict[int, int] = {}  # natural cards of each rank among them
        wild = paired = False
        for c in hand:
            counts[c.rank] = counts.get(c.rank, 0) + 1
            if c.is_wild:
                wild = True
            elif natural(c):
                n = naturals[c.rank] = naturals.get(c.rank, 0) + 1
                paired = paired or n >= 2
        for depth in range(1, len(pile) + 1):
            card = pile[-depth]
            same = counts[card.rank] = counts.get(card.rank, 0) + 1
            if card.is_wild:
                wild = True
                playable = any(self._fits(m, card) for m in targets) or (paired and pair_ok)
            elif natural(card):
                n = naturals[card.rank] = naturals.get(card.rank, 0) + 1
                paired = paired or n >= 2
                playable = card.rank in target_ranks or same >= 3 or (same >= 2 and wild and pair_ok)
            else:
                playable = False
            if not playable:
                continue
            if need is not None and self._max_extra_meld_points(hand + pile[-depth:], -1, None) < need:
                continue
            out.append(_dig(depth))
        return out

    def _draw_actions(self) -> list[Action]:
        """The draw phase where the whole pile is taken: the reference's candidates in
        its order, each take asked of ``_check_take`` directly, and the take onto a
        meld the side does not have left out (``_check_take`` refuses it first)."""
        out: list[Action] = []
        if self.stock:
            out.append(DRAW)
        elif self._check_stop_draw() is None:
            out.append(STOP)
        pile = self.pile
        if not pile:
            return out
        top = pile[-1]
        r = self.rules
        if top.is_wild or (r.threes_special and top.rank == THREE):
            return out
        seat = self.to_move
        side = r.side_of(seat)
        rank = top.rank
        meld = self.open_meld_of(side, rank) if r.melds_per_rank == "after_closed" else self.meld_of(side, rank)
        check = self._check_take
        if meld is not None:
            onto = _take(())
            if check(onto) is None:
                out.append(onto)
        hand = self.hands[seat]
        same = sorted((c for c in hand if c.rank == rank), key=_ORDER)
        if same:
            if len(same) >= 2:
                pair = _take((same[0], same[1]))
                if check(pair) is None:
                    out.append(pair)
            for w in self._wild_kinds(hand):
                mixed = _take((same[0], w))
                if check(mixed) is None:
                    out.append(mixed)
        return out

    def _candidates(self) -> list[Action]:
        phase = self.phase
        if phase == Phase.MATCH_OVER:
            return []
        if phase == Phase.DEAL_OVER:
            return [NEXT]
        if phase == Phase.ANSWER:
            return [YES, NO]
        if phase == Phase.DOUBLE:
            return [ACCEPT, GiveUp(self.side_to_move)]
        r = self.rules
        seat = self.to_move
        hand = self.hands[seat]
        out: list[Action] = []
        if phase == Phase.DRAW:
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
            out.append(_take(()))
            side = r.side_of(seat)
            own = self.melds[side]
            if r.sequences or r.melds_per_rank == "many":
                several = sum(1 for m in own if m.rank == top.rank) > 1
                for m in own:
                    if (m.is_sequence and self._fits(m, top)) or (several and m.rank == top.rank):
                        out.append(Take((), m.id))
            same = sorted((c for c in hand if c.rank == top.rank), key=_ORDER)
            if len(same) >= 2:
                out.append(_take((same[0], same[1])))
            if same:
                for w in self._wild_kinds(hand):
                    out.append(_take((same[0], w)))
            return out
        # meld phase: a special hand first (``special``; none unless the option is on)
        out.extend(self._special_candidates())
        side = r.side_of(seat)
        many = r.melds_per_rank == "many"
        after_closed = r.melds_per_rank == "after_closed"
        groups = group_by_rank(sorted(hand, key=_ORDER))  # each group in card order
        wild_kinds = self._wild_kinds(hand)
        for rank in sorted(groups):
            group = groups[rank]
            if rank in (TWO, JOKER):
                continue
            if r.threes_special and rank == THREE:
                blacks = [c for c in group if c.is_black_three]
                if len(blacks) >= 3 and self.meld_of(side, THREE) is None:
                    out.append(_meld(tuple(blacks[:3])))
                if blacks and self.meld_of(side, THREE) is not None:
                    out.append(_add(blacks[0]))
                reds = [c for c in group if c.is_red_three]
                lay = reds if not r.red_threes_auto else self.kept_in(group)
                if lay:
                    out.append(LayRedThree(lay[0]))
                continue
            own_melds = [m for m in self.melds[side] if m.rank == rank]
            if after_closed:  # a closed book takes nothing: the open meld is the one
                own_melds = [m for m in own_melds if m.size < r.group_meld_max]
            if not own_melds or many:
                if len(group) >= 3:
                    out.append(_meld((group[0], group[1], group[2])))
                if len(group) >= 2:
                    for w in wild_kinds:
                        out.append(_meld((group[0], group[1], w)))
            if len(own_melds) == 1:
                out.append(_add(group[0]))
                if r.wild_exchange:
                    for w in {c for c in own_melds[0].cards if c.is_wild}:
                        out.append(Swap(group[0], w))
            elif own_melds:
                out.extend(_add(group[0], meld=m.id) for m in own_melds)
            if r.add_to == "any":
                for other, ms in enumerate(self.melds):
                    if other == side:
                        continue
                    for m in ms:
                        if m.rank == rank:
                            out.append(_add(group[0], rank, other))
                            if r.wild_exchange:
                                for w in {c for c in m.cards if c.is_wild}:
                                    out.append(Swap(group[0], w, other))
        if r.wild_melds and (many or self.meld_of(side, WILD_RANK) is None):
            out.extend(Meld(cards) for cards in _wild_meld_starts(hand))
        if r.sequences:
            out.extend(self._run_actions(hand, side))
        for w in wild_kinds:
            for other, ms in enumerate(self.melds):
                if other != side and r.add_to != "any":
                    continue
                for m in ms:
                    if r.group_meld_max and m.size >= r.group_meld_max:
                        continue  # full: no card goes there
                    if m.is_sequence:
                        continue
                    if many and sum(1 for n in ms if n.rank == m.rank) > 1:
                        out.append(_add(w, meld=m.id))
                    else:
                        out.append(_add(w, m.rank, None if other == side else other))
        for rank in sorted(groups):
            group = groups[rank]
            if rank == THREE and r.threes_special:
                blacks = [c for c in group if c.is_black_three]
                if blacks:
                    out.append(_discard(blacks[0]))
                continue
            if r.sequences and rank not in (TWO, JOKER):
                # suits matter where a card could go into a run: one discard per card
                out.extend(_discard(c) for c in dict.fromkeys(group))
                continue
            out.append(_discard(group[0]))
        if r.no_legal_discard == "take_back":  # a melded card taken back and discarded (``takeback``)
            out.extend(self.take_back_actions())
        # each of these three is refused outright when its first condition fails
        # (``_check_ask``, ``_check_undo``, ``_check_stop_meld``): not listed then
        if r.ask_partner and r.partnerships:
            out.append(ASK)
        if self.mark is not None:
            out.append(UNDO)
        if self.steps:
            out.append(UNDO_LAST)
        if self.no_discard:
            out.append(STOP)
        return out

    def _run_actions(self, hand: list[Card], side: int) -> list[Action]:
        """Sequences: every run of three the hand can start (one per suit and window,
        the cards themselves: suits matter here), then every card that extends a run
        of the side's (or, where melds are shared, anyone's) at either end."""
        out: list[Action] = []
        by_suit: dict[int, dict[int, Card]] = {}
        for c in hand:
            if not c.is_wild and FOUR <= c.rank <= ACE:
                by_suit.setdefault(c.suit, {})[c.rank] = c
        for suit in sorted(by_suit):
            cards = by_suit[suit]
            for low in range(FOUR, ACE - 1):
                if low in cards and low + 1 in cards and low + 2 in cards:
                    out.append(_meld((cards[low], cards[low + 1], cards[low + 2])))
        for other, ms in enumerate(self.melds):
            if other != side and self.rules.add_to != "any":
                continue
            for m in ms:
                if not m.is_sequence or self._full(m):
                    continue
                for rank in (m.low - 1, m.high + 1):
                    end = by_suit.get(m.suit, {}).get(rank)
                    if end is not None:
                        out.append(_add(end, meld=m.id))
        return out

    @staticmethod
    def _wild_kinds(hand: list[Card]) -> list[Card]:
        """One wild card of each kind: a two and a joker score differently."""
        twos = [c for c in hand if c.rank == TWO]
        out = [min(twos, key=_ORDER)] if twos else []
        for c in hand:
            if c.rank == JOKER:
                out.append(c)
                break
        return out

    def canonical(self, action: Action) -> Action:
        """The form of ``action`` that ``legal_actions`` lists (suits normalised)."""
        suits = self.rules.sequences
        key = _kind_key(action, suits)
        for a in self.legal_actions():
            if _kind_key(a, suits) == key:
                return a
        return action


DRAW_PHASE, MELD_PHASE = Phase.DRAW, Phase.MELD
#: Which fast list the meld phase takes with five cards or more (see ``_modes``).
_GROUPS, _MANY = 1, 2
_MODES: dict[int, tuple[RuleSet, int, bool, bool, bool]] = {}


def _modes(r: RuleSet) -> tuple[RuleSet, int, bool, bool, bool]:
    """What ``legal_actions`` needs to know of a rule set, worked out once per rule set:
    the fast meld-phase list that serves it (0: none, the reference), whether the draw
    phase has its fast list, and whether three naturals / a pair and a wild card may
    start a meld."""
    found = _MODES.get(id(r))
    if found is not None and found[0] is r:
        return found
    if r.modern_rules:  # Modern American's meld and pile rules: every candidate through ``check``
        meld_mode = 0
    elif not r.sequences and (r.melds_per_rank == "one" or (r.melds_per_rank == "after_closed" and r.add_to == "own")):
        meld_mode = _GROUPS
    elif r.add_to == "own" and not r.group_meld_max and not r.wild_melds and not r.wild_exchange:
        meld_mode = _MANY  # runs and several melds of a rank (Samba)
    else:
        meld_mode = 0
    draw_fast = r.pile_mode == "whole" and not r.sequences and r.melds_per_rank != "many" and not r.modern_rules
    if len(_MODES) > 256:  # rule sets made on the fly (tests, options): keep the table small
        _MODES.clear()
    found = _MODES[id(r)] = (r, meld_mode, draw_fast, r.wilds_ok(3, 0), r.wilds_ok(2, 1))
    return found


_DIGS: dict[int, Dig] = {}


def _dig(depth: int) -> Dig:
    action = _DIGS.get(depth)
    if action is None:
        action = _DIGS[depth] = Dig(depth)
    return action


_TAKES: dict[tuple[Card, ...], Take] = {}


def _take(cards: tuple[Card, ...]) -> Take:
    """One ``Take`` object per choice of cards, made once (as ``actions`` interns the
    others): building a frozen dataclass costs more than a look-up."""
    action = _TAKES.get(cards)
    if action is None:
        action = _TAKES[cards] = Take(cards)
    return action


def _wild_meld_starts(hand: list[Card]) -> list[tuple[Card, ...]]:
    """One start of a meld of wild cards per mix of twos and jokers the hand allows
    (the mix decides a wild canasta's bonus; the twos' suits do not)."""
    twos = sorted(c for c in hand if c.rank == TWO)
    jokers = [c for c in hand if c.rank == JOKER]
    out: list[tuple[Card, ...]] = []
    for j in range(min(3, len(jokers)), -1, -1):
        if 3 - j <= len(twos):
            out.append(tuple(twos[:3 - j]) + tuple(jokers[:j]))
    return out


def _kind(card: Card, suits: bool = False) -> tuple[int, int]:
    if suits and not card.is_wild:  # with runs every natural card's suit matters
        return (card.rank, card.suit)
    if card.rank == THREE:
        return (THREE, 1 if card.is_red else 0)
    return (card.rank, 0)


def _kind_key(action: Action, suits: bool = False) -> object:
    if isinstance(action, (Take, Meld)):
        return (type(action).__name__, tuple(sorted(_kind(c, suits) for c in action.cards)),
                getattr(action, "meld", None))
    if isinstance(action, (Add, Discard, LayRedThree)):
        return (type(action).__name__, _kind(action.card, suits), getattr(action, "rank", None),
                getattr(action, "side", None), getattr(action, "meld", None))
    if isinstance(action, Swap):
        return ("Swap", _kind(action.card, suits), _kind(action.wild, suits), action.side)
    if isinstance(action, TakeBack):
        return ("TakeBack", _kind(action.card, suits), action.meld)
    return action
