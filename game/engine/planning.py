"""Planning: turning what a player means into legal actions.

``go_out_plan`` is the engine's one going-out planner: the table's "go out" button,
the computer players and the rule that a player whose partner said yes must go out
all ask it. ``plan_meld`` turns a group of cards dropped on the table into actions,
``plan_new_meld`` cards dropped as a new meld (a group, or a run where the rules have
runs), ``plan_adds`` cards dropped on one meld named by its id. The table only asks
these: which cards make a meld, and why not, is decided here. The going-out plan and
the growing of a meld are checked by playing them on a copy, so what they return is
legal; ``plan_meld``'s group is for the caller to try (``check``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from .actions import Action, Add, Discard, Meld
from .base import StateBase, group_by_rank
from .cards import ACE, FOUR, JOKER, THREE, TWO, Card
from .errors import IllegalAction
from .melds import CANASTA_SIZE, GROUP, SEQUENCE_MAX, WILD, WILD_RANK
from .parts import Phase


class Planning(StateBase):
    """Plans of actions for the table and the computer players."""

    __slots__ = ()

    def go_out_plan(self) -> list[Action] | None:
        """Actions with which the player to move goes out now, or ``None``.

        Tries a few natural orders (every card melded, or all but one discarded) and
        keeps the first that the engine accepts on a copy, so a plan it returns is
        always legal. It may miss an exotic way out; it never invents one."""
        if self.phase != Phase.MELD or self.pending or self.no_discard:
            return None
        r = self.rules
        seat = self.to_move
        side = r.side_of(seat)
        hand = self.hands[seat]
        if len(hand) > 24 or self._canastas_within_reach(side, hand) < r.canastas_to_go_out:
            return None
        groups = group_by_rank(hand)
        # jokers before twos, and in card order within each: the plan depends only on
        # which cards the player holds, never on the order of the hand
        wilds = sorted((c for c in hand if c.is_wild), key=lambda c: (-c.rank, c.suit))
        blacks = sorted(c for c in hand if c.is_black_three) if r.threes_special else []
        reds = [c for c in hand if c.is_red_three] if r.threes_special else []
        if reds:
            return None
        choices: list[Card | None] = [None] if r.final_discard == "forbidden" else [None, *sorted(
            {min(g) for rank, g in groups.items() if rank != THREE or not r.threes_special} | (
                {blacks[0]} if blacks else set()))]
        for discard_card in choices:
            for run_steps, run_groups in self._run_choices(hand, groups, discard_card, side):
                for wilds_first in (False, True):
                    plan = self._plan_out(run_groups, wilds, blacks, discard_card, wilds_first, side)
                    if plan is None:
                        break  # the order of the wild cards aside, the other try is the same plan
                    plan = run_steps + plan
                    trial = self.clone()
                    try:
                        for a in plan:
                            trial.apply(a)
                    except IllegalAction:
                        continue
                    if trial.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER) and trial.went_out == seat:
                        return plan
        return None

    def _run_choices(self, hand: list[Card], groups: dict[int, list[Card]], discard_card: Card | None,
                     side: int) -> list[tuple[list[Action], dict[int, list[Card]]]]:
        """Ways to use the hand's natural cards in runs before the groups are planned:
        none; extending the side's runs; extending them and starting new runs (Samba,
        Bolivia: a run of seven may be what the side still needs to go out). Each is
        (the run actions, the cards left grouped by rank)."""
        out: list[tuple[list[Action], dict[int, list[Card]]]] = [([], groups)]
        if not self.rules.sequences:
            return out
        pool = [c for c in hand if not c.is_wild and c.rank != THREE]
        if discard_card is not None and discard_card in pool:
            pool.remove(discard_card)
        seen: list[list[Card]] = [[]]
        for start in (False, True):
            steps, used = self._plan_runs(pool, side, start)
            if sorted(used) in seen:
                continue
            seen.append(sorted(used))
            rest = list(hand)
            for c in used:
                rest.remove(c)
            out.append((steps, group_by_rank(rest)))
        return out

    def _plan_runs(self, pool: list[Card], side: int, start: bool) -> tuple[list[Action], list[Card]]:
        """Run actions from ``pool``: each card that extends one of the side's open runs
        (either end, up to seven), and with ``start`` every unbroken stretch of three or
        more cards of one suit as a new run. Returns the actions and the cards used."""
        pool = sorted(pool)
        steps: list[Action] = []
        used: list[Card] = []
        for m in self.melds[side]:
            if not m.is_sequence:
                continue
            low, high, size = m.low, m.high, m.size
            grown = True
            while grown and size < SEQUENCE_MAX:
                grown = False
                for c in pool:
                    if c.suit == m.suit and (c.rank == high + 1 <= ACE or c.rank == low - 1 >= FOUR):
                        steps.append(Add(c, meld=m.id))
                        used.append(c)
                        pool.remove(c)
                        low, high, size = min(low, c.rank), max(high, c.rank), size + 1
                        grown = True
                        break
        if start:
            next_id = self.next_meld_id()
            for suit in sorted({c.suit for c in pool}):
                by_rank: dict[int, Card] = {}
                for c in pool:
                    if c.suit == suit:
                        by_rank.setdefault(c.rank, c)
                stretch: list[Card] = []
                for rank in range(FOUR, ACE + 2):
                    card = by_rank.get(rank)
                    if card is not None and len(stretch) < SEQUENCE_MAX:
                        stretch.append(card)
                        continue
                    if len(stretch) >= 3:
                        steps.append(Meld(tuple(stretch[:3])))
                        steps.extend(Add(c, meld=next_id) for c in stretch[3:])
                        used.extend(stretch)
                        for c in stretch:
                            pool.remove(c)
                        next_id += 1
                    stretch = [card] if card is not None else []
        return steps, used

    def _plan_out(self, groups: dict[int, list[Card]], wilds: list[Card], blacks: list[Card],
                  discard_card: Card | None, wilds_first: bool, side: int) -> list[Action] | None:
        r = self.rules
        wild_pool = [w for w in wilds if w is not discard_card] if discard_card is not None else list(wilds)
        if discard_card is not None and discard_card.is_wild:
            wild_pool = list(wilds)
            wild_pool.remove(discard_card)
        anyone = r.add_to == "any"  # the family table: cards may go onto anyone's melds
        steps: list[Action] = []
        foreign: list[Action] = []  # onto other sides' melds: after the side's own (first meld)
        # (side, rank, size) of melds to receive wilds; side None: the mover's own
        targets: list[tuple[int | None, int, int]] = []
        for rank in sorted(groups):
            if rank in (TWO, JOKER) or (rank == THREE and r.threes_special):
                continue
            cards = sorted(groups[rank])
            if discard_card is not None and discard_card in cards:
                cards.remove(discard_card)
            if not cards:
                continue
            meld = self.open_meld_of(side, rank)  # a closed book takes no card
            if meld is not None:
                steps.extend(Add(c) for c in cards)
                targets.append((None, rank, meld.size + len(cards)))
            elif len(cards) >= 3:
                steps.append(Meld((cards[0], cards[1], cards[2])))
                steps.extend(Add(c) for c in cards[3:])
                targets.append((None, rank, len(cards)))
            elif len(cards) == 2 and wild_pool:
                w = wild_pool.pop(0)
                steps.append(Meld((cards[0], cards[1], w)))
                targets.append((None, rank, 3))
            else:
                other = self._other_side_with(side, rank) if anyone else None
                if other is None:
                    return None
                foreign.extend(Add(c, rank, other) for c in cards)
        # remaining wild cards go where they complete canastas first, the side's own
        # melds before anyone else's
        for m in self.melds[side]:
            if all(m.rank != t for _, t, _ in targets) and m.rank != THREE and not m.is_sequence:
                targets.append((None, m.rank, m.size))
        if anyone:
            for other, ms in enumerate(self.melds):
                if other != side:
                    targets.extend((other, m.rank, m.size) for m in ms
                                   if (m.rank != THREE or not r.threes_special) and not m.is_sequence)
        wild_steps: list[Action] = []
        for n, w in enumerate(wild_pool):
            targets.sort(key=lambda t: (t[0] is not None, t[2] >= CANASTA_SIZE, -t[2]))
            for i, (owner, rank, size) in enumerate(targets):
                where = side if owner is None else owner
                meld_now = self.open_meld_of(where, rank)
                cap = r.meld_cap(WILD if rank == WILD_RANK else GROUP)
                if cap and size >= cap:
                    continue
                wilds_there = (meld_now.wilds if meld_now is not None else 0) + sum(
                    1 for a in steps + wild_steps + foreign
                    if isinstance(a, (Add, Meld)) and _targets(a) == (owner, rank) and _has_wild(a))
                if rank == WILD_RANK or r.wilds_ok(size - wilds_there, wilds_there + 1):
                    (wild_steps if owner is None else foreign).append(Add(w, rank, owner))
                    targets[i] = (owner, rank, size + 1)
                    break
            else:
                rest = sorted(wild_pool[n:])
                if not r.wild_melds or self.meld_of(side, WILD_RANK) is not None or len(rest) < 3:
                    return None
                # the wild cards no meld can take form a meld of their own
                wild_steps.append(Meld(tuple(rest[:3])))
                wild_steps.extend(Add(x, WILD_RANK) for x in rest[3:])
                break
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
        # onto others' melds first once the side has opened (a card left over for them
        # would have to be kept), else after the side's own melds reach the minimum
        plan = (foreign + ordered if self.opened[side] else ordered + foreign) + black_steps
        if discard_card is not None:
            plan.append(Discard(discard_card))
        return plan

    def _canastas_within_reach(self, side: int, hand: list[Card]) -> int:
        """At most how many canastas the side can have once the mover has played
        ``hand`` this turn: its canastas, plus each meld or rank of the hand that
        could reach seven cards with every wild card of the hand. A bound only (the
        wild cards are counted for each rank), so no way out is missed by it: going
        out asks the canastas first, and most states where a partner said yes lack them."""
        r = self.rules
        melds = self.melds[side]
        have = 0
        sizes: dict[int, int] = {}
        for m in melds:
            if m.is_canasta:
                have += 1
            else:
                sizes[m.rank] = m.size
        if r.sequences or r.melds_per_rank != "one":  # several melds a rank: count cards only
            cards = len(hand)
            for need in sorted(CANASTA_SIZE - size for size in sizes.values()):
                if need > cards:
                    break
                cards -= need
                have += 1
            return have + cards // CANASTA_SIZE
        wild = 0
        counts: dict[int, int] = {}
        for c in hand:
            if c.is_wild:
                wild += 1
            else:
                counts[c.rank] = counts.get(c.rank, 0) + 1
        if r.wild_melds:
            counts.setdefault(WILD_RANK, 0)
        for rank in counts.keys() | sizes.keys():
            if sizes.get(rank, 0) + counts.get(rank, 0) + wild >= CANASTA_SIZE:
                have += 1
        return have

    def _other_side_with(self, side: int, rank: int) -> int | None:
        """The first other side (in seat order) with a meld of ``rank``, or ``None``."""
        for other, ms in enumerate(self.melds):
            if other != side and any(m.rank == rank for m in ms):
                return other
        return None

    def bound_to_go_out(self) -> bool:
        """After a partner's "yes" the player must go out (seed 000: the answer binds)
        - as long as the engine finds a way out."""
        if self.answer is not True:
            return False
        try:
            plan = self._out_plan
        except AttributeError:  # a state made field by field
            plan = None
        if plan is None:  # remembered until the state changes: the checks ask it often
            plan = self._out_plan = (self.go_out_plan(),)
        return plan[0] is not None

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
        if rank is None and not naturals and self.rules.wild_melds and wilds:
            rank = WILD_RANK  # wild cards alone: the side's meld of wild cards
        if rank is None:
            raise IllegalAction("meld_rank", "A meld needs at least two natural cards of one rank.")
        out: list[Action] = []
        if rank == WILD_RANK and self.rules.wild_melds:
            if naturals:
                raise IllegalAction("wrong_rank", "Those cards do not belong to that meld.", card=str(naturals[0]))
            wilds = sorted(wilds)  # twos first: a canasta of twos pays the most
            if self.meld_of(target, WILD_RANK) is None:
                if target != own:
                    raise IllegalAction("no_such_meld", "There is no such meld.")
                if len(wilds) < 3:
                    raise IllegalAction("wild_meld_three", "A meld of wild cards starts with three of them.")
                out.append(Meld(tuple(sorted(wilds[:3]))))
                wilds = wilds[3:]
            return out + [Add(w, WILD_RANK, None if target == own else target) for w in wilds]
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

    def plan_new_meld(self, cards: Iterable[Card]) -> list[Action]:
        """Turn cards dropped on the side's own area into a new meld: a group where the
        cards make one (``plan_meld``); where the rules have runs (``RuleSet.sequences``),
        cards of several ranks make a run, started with the first three cards (in card
        order) that ``check`` accepts as a run and grown by its id (``plan_adds``).

        Raises the engine's refusal. Cards that can make neither a group nor a run (two
        cards of several ranks; a rank twice among others) are refused with
        ``meld_or_sequence``, whose words name both kinds of meld: the group's "one rank
        only" would read as if the table had no runs (issue 13)."""
        cards = list(cards)
        try:
            return self.plan_meld(cards)
        except IllegalAction as refusal:
            if refusal.code != "meld_rank" or not self.rules.sequences:
                raise
            group_refusal = refusal
        ordered = sorted(cards, key=lambda c: (c.rank, c.suit))
        if len(ordered) < 3 or len({c.rank for c in ordered}) < len(ordered):
            raise IllegalAction(
                "meld_or_sequence",
                "A meld is of one rank (and wild cards), or a sequence: three or more cards of one suit in order.")
        first: IllegalAction | None = None
        for trio in combinations(ordered, 3):
            start = Meld(tuple(trio))
            why = self.check(start)
            if why is not None:
                first = first or why
                continue
            rest = list(ordered)
            for c in trio:
                rest.remove(c)
            return self.plan_adds(rest, self.next_meld_id(), before=[start])
        raise first or group_refusal

    def plan_adds(self, cards: Iterable[Card], meld_id: int, before: Sequence[Action] = ()) -> list[Action]:
        """Add ``cards`` one at a time to the meld ``meld_id`` (after the actions
        ``before``, which the plan starts with), each time the first card ``check``
        accepts - naturals in card order, then the wild cards: a run grows at either
        end, so the order is found by asking, on a copy. Raises the refusal of the
        first card left when none of them fits."""
        g = self.clone()
        for a in before:
            g.apply(a)
        cards = list(cards)
        rest = sorted((c for c in cards if not c.is_wild), key=lambda c: (c.rank, c.suit))
        rest += sorted((c for c in cards if c.is_wild), key=lambda c: (c.rank, c.suit))
        plan = list(before)
        while rest:
            first: IllegalAction | None = None
            for c in rest:
                action = Add(c, meld=meld_id)
                refusal = g.check(action)
                if refusal is None:
                    g.apply(action)
                    plan.append(action)
                    rest.remove(c)
                    break
                first = first or refusal
            else:
                assert first is not None  # rest is not empty, so a card was refused
                raise first
        return plan


def _targets(action: Add | Meld) -> tuple[int | None, int]:
    """The meld an action of a plan goes to: (its side, ``None`` for the mover's own; its rank)."""
    if isinstance(action, Meld):
        return (None, next((c.rank for c in action.cards if not c.is_wild), WILD_RANK))
    return (action.side, action.rank if action.rank is not None else action.card.rank)


def _has_wild(action: Add | Meld) -> bool:
    if isinstance(action, Meld):
        return any(c.is_wild for c in action.cards)
    return action.card.is_wild
