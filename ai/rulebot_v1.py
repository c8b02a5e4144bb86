"""The first rule-based player, frozen as the level ``rules-v1``: kept because the strength
table's ``rules - rules-v1`` rows (benchmarks/ai/README.md) measure the rule bot against it.
Do not change its play: it is a yardstick.

It plays a ``GameState`` as the seat to move, reading only what that seat may know (see
``ai.knowledge``); every plan is tried on a clone before it is played.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from game.engine import (
    ANSWER_PHASE,
    DEAL_OVER,
    DRAW_PHASE,
    JOKER,
    MATCH_OVER,
    MELD_PHASE,
    POINTS,
    THREE,
    TWO,
    Action,
    Add,
    Answer,
    Ask,
    Card,
    Dig,
    Discard,
    Draw,
    GameState,
    IllegalAction,
    LayRedThree,
    Meld,
    NextDeal,
    Stop,
    TableMeld,
    Take,
    Undo,
)

from .knowledge import History, read_history, unseen_counts
from .trial import try_action

DRAW_A = Draw()
STOP_A = Stop()
ASK_A = Ask()
NEXT_A = NextDeal()


@dataclass(frozen=True)
class Weights:
    """Every number the rule-based player decides by."""

    # Taking the pile (values in rough "points of the deal")
    draw_value: float = 12.0  # what a card from the stock is worth
    take_per_card: float = 7.0  # each card taken
    take_fit_bonus: float = 10.0  # a taken natural that fits a meld or a pair/single in hand
    take_wild_bonus: float = 30.0  # a wild card in the pile
    take_red_three: float = 60.0  # a red three in the pile
    take_black_three: float = -4.0  # a black three in the pile (only a penalty card)
    take_wild_cost: float = 35.0  # spending a wild card from the hand on the take
    take_pair_cost: float = 3.0  # spending a natural pair
    take_risk: float = 0.6  # pile points at risk, times the opponents' threat to go out
    # Opening
    open_max_wilds: int = 3  # at most this many wild cards spent on a first meld
    # Melding
    close_with_wilds_max: int = 2  # wild cards spent at once to finish a canasta
    natural_patience: float = 0.5  # wait for a natural canasta while the threat is below this
    dump_threat: float = 0.6  # above this threat, meld what can be melded (fewer points in hand)
    keep_pairs: bool = True  # keep natural pairs in hand (for the pile) instead of melding them with a wild
    # Going out
    go_out_threat_free: float = 0.15  # below this threat, wait ...
    wait_min_stock: int = 20  # ... while the stock holds at least this many cards ...
    wait_min_potential: int = 2  # ... and this many of our melds are 5 or 6 cards
    ask_partner_cards: int = 5  # ask "may I go out?" when the partner holds at least this many cards
    answer_no_points: int = 90  # say no when my hand is worth this much or more ...
    answer_no_threat: float = 0.45  # ... and the threat is below this
    # Discarding
    keep_joker: float = 90.0
    keep_two: float = 60.0
    keep_black_three: float = 9.0
    keep_triple: float = 45.0
    keep_pair: float = 24.0
    keep_single: float = 5.0
    keep_fits_meld: float = 18.0
    keep_live_bonus: float = 6.0  # a single whose rank is still unseen may become a pair
    shed_points: float = 0.5  # per card point, times threat: get rid of expensive cards
    danger_base: float = 25.0  # what giving the pile away costs at least
    danger_per_card: float = 9.0  # ... plus this per card in it
    danger_wild_in_pile: float = 25.0  # ... plus this per wild card in it
    history_discount: float = 0.35  # a rank the next player threw or passed is safer
    freeze_per_card: float = 2.5  # discarding a wild freezes the pile: worth this per card


DEFAULT_WEIGHTS = Weights()


# ---------------------------------------------------------------------------- helpers
def _natural(rules_threes_special: bool, c: Card) -> bool:
    if c.rank == TWO or c.rank == JOKER:
        return False
    if c.rank == THREE:
        return not rules_threes_special
    return True


def _groups(hand: Iterable[Card], threes_special: bool) -> dict[int, list[Card]]:
    out: dict[int, list[Card]] = {}
    for c in hand:
        if _natural(threes_special, c):
            out.setdefault(c.rank, []).append(c)
    for grp in out.values():  # the same cards whatever the hand's order
        if len(grp) > 1:
            grp.sort(key=_card_key)
    return dict(sorted(out.items()))


def _card_key(c: Card) -> tuple[int, int]:
    return (c.rank, c.suit)


def _wilds(hand: Iterable[Card]) -> list[Card]:
    """Wild cards in hand, jokers first."""
    return sorted((c for c in hand if c.rank == TWO or c.rank == JOKER), key=lambda c: (-c.rank, c.suit))


def _in_turn(c: GameState, seat: int) -> bool:
    return c.phase == MELD_PHASE and c.to_move == seat


def threat(g: GameState, seat: int) -> float:
    """How likely an opponent goes out soon (0..1), from public facts."""
    r = g.rules
    need = r.canastas_to_go_out
    best = 0.0
    my_side = r.side_of(seat)
    for side, seats in enumerate(r.sides):
        if side == my_side:
            continue
        canastas = g.canastas(side)
        near = sum(1 for m in g.melds[side] if 5 <= m.size < 7)
        if canastas >= need:
            f = 1.0
        elif canastas + near >= need:
            f = 0.35
        else:
            f = 0.08
        h = min(len(g.hands[s]) for s in seats)
        fh = 0.95 if h <= 1 else 0.8 if h <= 2 else 0.6 if h <= 3 else 0.42 if h <= 5 else 0.25 if h <= 8 else 0.12
        if len(g.stock) < 8:
            fh = max(fh, 0.5)
        best = max(best, f * fh)
    return best


def table_points(g: GameState, side: int) -> int:
    """What the side's melds, canastas and red threes are worth now."""
    r = g.rules
    melds = g.melds[side]
    total = 0
    for m in melds:
        total += m.value
        if m.is_canasta:
            total += r.natural_canasta_bonus if m.is_natural else r.mixed_canasta_bonus
    threes = sum(len(g.red_threes[s]) for s in r.sides[side])
    if threes:
        pts = r.red_three_score(threes)
        total += pts if melds else -pts
    return total


def match_won_by_going_out(g: GameState, seat: int, hand_points: int) -> bool:
    """In a match (not a single deal): whether ending the deal now by going out surely
    brings the side past the target ahead of everyone (the others' hands count against
    them, so their table is an upper bound). ``hand_points``: what the side still holds."""
    r = g.rules
    if r.single_deal:
        return False
    side = r.side_of(seat)
    mine = g.scores[side] + table_points(g, side) + r.going_out_bonus - hand_points
    if mine < g.target:
        return False
    return all(g.scores[s] + table_points(g, s) < mine for s in range(len(r.sides)) if s != side)


# ---------------------------------------------------------------------------- the bot
class RuleBot:
    """Plays by the weights. ``use_history`` reads the deal's discards (the search turns
    it off in play-outs for speed)."""

    def __init__(self, weights: Weights = DEFAULT_WEIGHTS, use_history: bool = True) -> None:
        self.w = weights
        self.use_history = use_history

    # ------------------------------------------------------------------ entry points
    def act(self, g: GameState) -> Action:
        """One action for the seat to move."""
        phase = g.phase
        if phase == DEAL_OVER:
            return NEXT_A
        if phase == MATCH_OVER:
            raise ValueError("the match is over")
        if phase == ANSWER_PHASE:
            return self.answer(g, g.to_move)
        if phase == DRAW_PHASE:
            return self.choose_draw(g, g.to_move)
        try:
            plan = self.plan_turn(g, g.to_move)
        except Stuck:
            return any_legal_action(g)
        return plan[0] if plan else any_legal_action(g)

    def play_turn(self, g: GameState) -> None:
        """Play the seat to move until another seat is to move or the deal ends (the
        partner's answer to "may I go out?" included). For play-outs."""
        seat = g.to_move
        if g.phase == ANSWER_PHASE:
            g.apply(self.answer(g, seat))
            return
        if g.phase not in (DRAW_PHASE, MELD_PHASE):
            return
        guard = 0
        while g.to_move == seat and g.phase in (DRAW_PHASE, MELD_PHASE):
            guard += 1
            if guard > 60:
                raise RuntimeError("the rule bot does not finish its turn")
            if g.phase == DRAW_PHASE:
                g.apply(self.choose_draw(g, seat))
                continue
            try:
                plan = self.plan_turn(g, seat)
            except Stuck:
                plan = [any_legal_action(g)]
            for a in plan:
                try:
                    g.apply(a)
                except IllegalAction:
                    g.apply(any_legal_action(g))
                    break
                if isinstance(a, Ask):
                    g.apply(self.answer(g, g.to_move))
                    break
                if g.to_move != seat or g.phase != MELD_PHASE:
                    break

    # ------------------------------------------------------------------ draw or take
    def draw_options(self, g: GameState, seat: int) -> list[tuple[Action, float]]:
        """Every sensible way to start the turn with its value (higher is better); the
        pile only when the turn can then be finished."""
        r = g.rules
        out: list[tuple[Action, float]] = []
        if g.stock:
            out.append((DRAW_A, self.w.draw_value))
        elif g.check(STOP_A) is None:
            out.append((STOP_A, 0.0))
        if not g.pile:
            return out
        if r.pile_mode == "dig":
            for depth in range(1, len(g.pile) + 1):
                a = Dig(depth)
                if g.check(a) is None and self._finishable(g, seat, a):
                    out.append((a, self._pile_value(g, seat, g.pile[-depth:], ()) - 8.0 * (depth > 1)))
            return out
        top = g.pile[-1]
        if top.is_wild or (r.threes_special and top.rank == THREE):
            return out
        hand = g.hands[seat]
        same = sorted(c for c in hand if c.rank == top.rank)
        cands: list[Take] = [Take(())]
        if len(same) >= 2:
            cands.append(Take((same[0], same[1])))
        if same:
            for w in _wild_kinds(hand):
                cands.append(Take((same[0], w)))
        for t in cands:
            if g.check(t) is not None:
                continue
            if not g.opened[r.side_of(seat)] and not self._finishable(g, seat, t):
                continue
            out.append((t, self._pile_value(g, seat, g.pile, t.cards)))
        return out

    def choose_draw(self, g: GameState, seat: int) -> Action:
        options = self.draw_options(g, seat)
        if not options:
            return any_legal_action(g)
        best = max(options, key=lambda o: o[1])
        return best[0]

    def _finishable(self, g: GameState, seat: int, a: Action) -> bool:
        """Whether the turn can be finished without ``undo`` after ``a``."""
        c = g.clone()
        c.apply(a)
        try:
            plan = self.plan_turn(c, seat)
        except Stuck:
            return False
        for x in plan:
            if c.check(x) is not None:
                return False
            c.apply(x)
            if isinstance(x, Ask):
                return True
        return not (c.phase == MELD_PHASE and c.to_move == seat)

    def _pile_value(self, g: GameState, seat: int, cards: Iterable[Card], used: tuple[Card, ...]) -> float:
        w = self.w
        r = g.rules
        side = r.side_of(seat)
        hand = g.hands[seat]
        counts = [0] * 16
        for c in hand:
            counts[c.rank] += 1
        melded = {m.rank for m in g.melds[side]}
        v = 0.0
        points = 0
        for c in cards:
            if r.threes_special and c.rank == THREE:
                v += w.take_red_three if c.is_red_three else w.take_black_three
                continue
            points += POINTS[c.rank]
            v += w.take_per_card
            if c.is_wild:
                v += w.take_wild_bonus
            elif c.rank in melded or counts[c.rank] >= 1:
                v += w.take_fit_bonus
        for c in used:
            v -= w.take_wild_cost if c.is_wild else w.take_pair_cost
        v -= w.take_risk * threat(g, seat) * points
        return v

    # ------------------------------------------------------------------ answering
    def answer(self, g: GameState, seat: int) -> Answer:
        """The partner asks "may I go out?": no only when my hand is costly and could
        still be melded, and the opponents are not about to go out."""
        hand = g.hands[seat]
        pts = sum(POINTS[c.rank] for c in hand if not c.is_red_three)
        if match_won_by_going_out(g, seat, pts):
            return Answer(True)
        if pts >= self.w.answer_no_points and threat(g, seat) < self.w.answer_no_threat:
            groups = _groups(hand, g.rules.threes_special)
            side = g.rules.side_of(seat)
            melded = {m.rank for m in g.melds[side]}
            useful = sum(len(v) for k, v in groups.items() if len(v) >= 2 or k in melded)
            if useful >= 3:
                return Answer(False)
        return Answer(True)

    # ------------------------------------------------------------------ the meld phase
    def plan_turn(self, g: GameState, seat: int) -> list[Action]:
        """The rest of the turn: melds, then a discard (or going out, or asking first).
        Tried on a clone; raises ``Stuck`` when the turn cannot be finished."""
        c = g.clone()
        acts: list[Action] = []
        r = g.rules
        side = r.side_of(seat)
        # red threes laid by hand (a table option)
        if not r.red_threes_auto and r.threes_special:
            for card in sorted(c.hands[seat]):
                if card.is_red_three:
                    try_action(c, LayRedThree(card), acts)
        self._must_play(c, seat, acts)
        if not c.opened[side]:
            opening = self.plan_opening(c, seat)
            if opening is None:
                if c.pending or (c.turn_melded and c.turn_points < c.first_meld_need(side)) or c.must_play:
                    raise Stuck("cannot reach the first-meld minimum")
            else:
                for a in opening:
                    if not try_action(c, a, acts):
                        raise Stuck("opening plan refused")
                if not _in_turn(c, seat):
                    return acts
        if not _in_turn(c, seat):
            return acts
        if c.answer is True:
            # the partner said yes: the answer binds when there is a way out
            bound = self.plan_going_out(c, seat) or c.go_out_plan()  # the engine's search as a second try
            if bound:
                return acts + bound
        if c.opened[side] or (c.turn_points >= c.first_meld_need(side) and c.turn_melded):
            # going out?
            out_plan = self.plan_going_out(c, seat)
            if out_plan is not None and self.wants_to_go_out(c, seat):
                if (r.partnerships and r.ask_partner and not c.asked and c.check(ASK_A) is None
                        and self._partner_cards(c, seat) >= self.w.ask_partner_cards):
                    return [*acts, ASK_A]
                if c.answer is not False:
                    return acts + out_plan
            before, planned = c.clone(), len(acts)
            self._meld_more(c, seat, acts)
            if r.first_meld_clean_triple and _in_turn(c, seat) and not _opening_stands(c, seat):
                c, acts = before, acts[:planned]  # a wild card took the first meld's clean triple
            if not _in_turn(c, seat):
                return acts
        end = self.choose_discard(c, seat)
        if end is None:
            raise Stuck("no way to end the turn")
        acts.append(end)
        return acts

    def _partner_cards(self, g: GameState, seat: int) -> int:
        r = g.rules
        return max((len(g.hands[s]) for s in r.partners_of(seat)), default=0)

    def _must_play(self, c: GameState, seat: int, acts: list[Action]) -> None:
        """Family digging: the deepest card taken must be melded this turn."""
        card = c.must_play
        if card is None:
            return
        r = c.rules
        side = r.side_of(seat)
        if try_action(c, Add(card, card.rank if card.is_wild else None), acts):
            return
        if card.is_wild:
            for m in sorted(_no_runs(c.melds[side]), key=lambda m: -m.size):
                if try_action(c, Add(card, m.rank), acts):
                    return
        hand = c.hands[seat]
        same = sorted(x for x in hand if x.rank == card.rank and x != card) if not card.is_wild else []
        if len(same) >= 2 and try_action(c, Meld((card, same[0], same[1])), acts):
            return
        if len(same) >= 1:
            for w in _wild_kinds(hand):
                if w != card and try_action(c, Meld((card, same[0], w)), acts):
                    return
        if card.is_wild:
            for _rank, grp in sorted(_groups(hand, r.threes_special).items(), key=lambda kv: -len(kv[1])):
                if len(grp) >= 2 and try_action(c, Meld((grp[0], grp[1], card)), acts):
                    return
        if r.add_to == "any":
            for other, ms in enumerate(c.melds):
                for m in _no_runs(ms):
                    if other != side and try_action(c, Add(card, m.rank, other), acts):
                        return

    def plan_opening(self, g: GameState, seat: int) -> list[Action] | None:
        """Melds from the hand that reach the first-meld minimum (with what this turn
        already melded), using as few wild cards as it can; ``None`` if none do."""
        r = g.rules
        side = r.side_of(seat)
        need = g.first_meld_need(side)
        have = g.turn_points
        hand = g.hands[seat]
        groups = _groups(hand, r.threes_special)
        wilds = _wilds(hand)
        represented = r.first_meld_wild_value == "represented"
        acts: list[Action] = []
        # melds laid this turn (after a take) and natural sets of three or more
        existing = {m.rank: m for m in g.melds[side]}
        sizes: dict[int, tuple[int, int]] = {}  # rank -> (naturals, wilds) planned
        order: list[int] = []
        for rank, grp in sorted(groups.items(), key=lambda kv: -POINTS[kv[0]] * len(kv[1])):
            if rank in existing:
                m = existing[rank]
                have += sum(POINTS[x.rank] for x in grp)
                sizes[rank] = (m.naturals + len(grp), m.wilds)
                order.append(rank)
            elif len(grp) >= 3:
                have += sum(POINTS[x.rank] for x in grp)
                sizes[rank] = (len(grp), 0)
                order.append(rank)
        used_w: list[tuple[int, Card]] = []
        pairs = sorted((rk for rk, grp in groups.items() if len(grp) == 2 and rk not in existing),
                       key=lambda rk: -POINTS[rk])
        wi = 0
        while have < need and wi < len(wilds) and len(used_w) < self.w.open_max_wilds:
            wcard = wilds[wi]
            best: tuple[int, int, bool] | None = None  # gain, rank, is_new_pair
            for rk in pairs:
                if rk in sizes:
                    continue
                if r.wilds_ok(2, 1):
                    gain = 2 * POINTS[rk] + (POINTS[rk] if represented else POINTS[wcard.rank])
                    if best is None or gain > best[0]:
                        best = (gain, rk, True)
                    break
            for rk, (n, nw) in sizes.items():
                if r.wilds_ok(n, nw + 1):
                    gain = POINTS[rk] if represented else POINTS[wcard.rank]
                    if best is None or gain > best[0]:
                        best = (gain, rk, False)
            if best is None:
                break
            gain, rk, new = best
            have += gain
            if new:
                sizes[rk] = (2, 1)
                order.append(rk)
            else:
                n, nw = sizes[rk]
                sizes[rk] = (n, nw + 1)
            used_w.append((rk, wcard))
            wi += 1
        if have < need:
            return None
        # turn the plan into actions (new melds start with three cards)
        wild_for: dict[int, list[Card]] = {}
        for rk, wc in used_w:
            wild_for.setdefault(rk, []).append(wc)
        for rk in order:
            grp = sorted(groups[rk])
            ws = wild_for.get(rk, [])
            if rk in existing:
                acts.extend(Add(x) for x in grp)
                acts.extend(Add(x, rk) for x in ws)
            elif len(grp) >= 3:
                acts.append(Meld((grp[0], grp[1], grp[2])))
                acts.extend(Add(x) for x in grp[3:])
                acts.extend(Add(x, rk) for x in ws)
            else:
                acts.append(Meld((grp[0], grp[1], ws[0])))
                acts.extend(Add(x, rk) for x in ws[1:])
        # try it on a clone; drop trailing optional melds the engine refuses (hand size)
        c = g.clone()
        done: list[Action] = []
        for a in acts:
            if not try_action(c, a, done):
                break
            if not _in_turn(c, seat):
                break
        if c.turn_points < need and _in_turn(c, seat):
            return None
        if r.first_meld_clean_triple and _in_turn(c, seat) and not _opening_stands(c, seat):
            return None  # Modern American: the melds lack a clean triple, no discard would be allowed
        return done

    def plan_going_out(self, g: GameState, seat: int) -> list[Action] | None:
        """A way to empty the hand this turn (melding everything, then a last discard
        where allowed), or ``None``."""
        r = g.rules
        side = r.side_of(seat)
        if not self._may_go_out(g, seat):
            return None
        c = g.clone()
        acts: list[Action] = []
        for _ in range(4):
            progress = False
            hand = c.hands[seat]
            groups = _groups(hand, r.threes_special)
            own = {m.rank: m for m in c.melds[side]}
            for rank, grp in sorted(groups.items()):
                if rank in own:
                    for x in grp:
                        if not _in_turn(c, seat):
                            return acts
                        progress |= try_action(c, Add(x), acts)
                elif len(grp) >= 3 and try_action(c, Meld((grp[0], grp[1], grp[2])), acts):
                    progress = True
                    for x in grp[3:]:
                        if not _in_turn(c, seat):
                            return acts
                        try_action(c, Add(x), acts)
                if not _in_turn(c, seat):
                    return acts
            hand = c.hands[seat]
            if r.threes_special:
                blacks = sorted(x for x in hand if x.is_black_three)
                if (len(blacks) >= 3 and not any(m.rank == THREE for m in c.melds[side])
                        and try_action(c, Meld((blacks[0], blacks[1], blacks[2])), acts)):
                    progress = True
                    for x in blacks[3:]:
                        if _in_turn(c, seat):
                            try_action(c, Add(x), acts)
                    if not _in_turn(c, seat):
                        return acts
            # wild cards: onto the melds closest to a canasta, then pairs with a wild
            for wc in _wilds(c.hands[seat]):
                if not _in_turn(c, seat):
                    return acts
                placed = False
                for m in sorted(_no_runs(c.melds[side]), key=lambda m: (m.is_canasta, -m.size)):
                    if m.rank == THREE and r.threes_special:
                        continue
                    if try_action(c, Add(wc, m.rank), acts):
                        placed = True
                        break
                if not placed:
                    groups = _groups(c.hands[seat], r.threes_special)
                    for grp in groups.values():
                        if len(grp) == 2 and try_action(c, Meld((grp[0], grp[1], wc)), acts):
                            placed = True
                            break
                progress |= placed
            if not _in_turn(c, seat):
                return acts
            if r.add_to == "any":
                for x in sorted(c.hands[seat]):
                    for other, ms in enumerate(c.melds):
                        if other == side or not _in_turn(c, seat):
                            continue
                        for m in _no_runs(ms):
                            if (x.is_wild or m.rank == x.rank) and try_action(c, Add(x, m.rank, other), acts):
                                progress = True
                                break
                if not _in_turn(c, seat):
                    return acts
            if not progress:
                break
        hand = c.hands[seat]
        if len(hand) == 1 and not c.pending:
            d = Discard(hand[0])
            if c.check(d) is None:
                return [*acts, d]
        return None

    def _may_go_out(self, g: GameState, seat: int) -> bool:
        """A quick necessary condition: enough canastas could be on the table this turn
        and every natural card in hand has a meld to go to (or makes one)."""
        r = g.rules
        side = r.side_of(seat)
        hand = g.hands[seat]
        groups = _groups(hand, r.threes_special)
        wilds = len(_wilds(hand))
        own = {m.rank: m for m in g.melds[side]}
        canastas = 0
        for m in g.melds[side]:
            if m.is_canasta or m.size + len(groups.get(m.rank, ())) + wilds >= 7:
                canastas += 1
        for rank, grp in groups.items():
            if rank not in own and len(grp) + wilds >= 7:
                canastas += 1
        if canastas < r.canastas_to_go_out:
            return False
        loose = sum(1 for rank, grp in groups.items() if rank not in own and len(grp) == 1)
        if r.add_to == "any":
            return True
        blacks = sum(1 for c in hand if c.is_black_three) if r.threes_special else 0
        return loose + (blacks if blacks < 3 else 0) <= 1

    def wants_to_go_out(self, g: GameState, seat: int) -> bool:
        w = self.w
        t = threat(g, seat)
        if t >= w.go_out_threat_free or len(g.stock) < w.wait_min_stock:
            return True
        if match_won_by_going_out(g, seat, 0):
            return True
        side = g.rules.side_of(seat)
        potential = sum(1 for m in g.melds[side] if 5 <= m.size < 7)
        return potential < w.wait_min_potential

    def _meld_more(self, c: GameState, seat: int, acts: list[Action]) -> None:
        """After the first meld: add naturals to our melds, lay natural sets of three,
        finish canastas with wild cards when it pays; with a high threat, meld what can
        be melded to cut the points left in hand."""
        w = self.w
        r = c.rules
        side = r.side_of(seat)
        t = threat(c, seat)
        need_canastas = max(0, r.canastas_to_go_out - c.canastas(side))
        for _ in range(3):
            progress = False
            groups = _groups(c.hands[seat], r.threes_special)
            own = {m.rank: m for m in c.melds[side]}
            if (not any(rank in own or len(grp) >= 3 for rank, grp in groups.items())
                    and not any(x.rank == TWO or x.rank == JOKER for x in c.hands[seat])):
                return
            for rank, grp in sorted(groups.items(), key=lambda kv: -(own[kv[0]].size if kv[0] in own else 0)):
                if rank in own:
                    for x in grp:
                        if not _in_turn(c, seat) or len(c.hands[seat]) <= 2:
                            break
                        progress |= try_action(c, Add(x), acts)
                elif len(grp) >= 3 and len(c.hands[seat]) >= 5 and try_action(c, Meld((grp[0], grp[1], grp[2])), acts):
                    progress = True
                    for x in grp[3:]:
                        if len(c.hands[seat]) > 2:
                            try_action(c, Add(x), acts)
                if not _in_turn(c, seat):
                    return
            # wild cards to finish canastas
            wilds = _wilds(c.hands[seat])
            if wilds:
                for m in sorted(_no_runs(c.melds[side]), key=lambda m: -m.size):
                    if m.is_canasta or (m.rank == THREE and r.threes_special):
                        continue
                    missing = 7 - m.size
                    if missing > min(len(wilds), w.close_with_wilds_max):
                        continue
                    if len(c.hands[seat]) - missing < 2:
                        continue
                    if m.wilds == 0 and t < w.natural_patience and need_canastas == 0:
                        continue  # wait for a natural canasta
                    if not r.wilds_ok(m.naturals, m.wilds + missing):
                        continue
                    ok = True
                    for wc in wilds[:missing]:
                        ok = try_action(c, Add(wc, m.rank), acts) and ok
                    progress |= ok
                    wilds = _wilds(c.hands[seat])
                    need_canastas = max(0, r.canastas_to_go_out - c.canastas(side))
                    if not wilds:
                        break
            if t >= w.dump_threat:
                # cut the points in hand: pairs with a wild, wild cards onto melds
                for wc in _wilds(c.hands[seat]):
                    if len(c.hands[seat]) <= 2:
                        break
                    placed = False
                    for m in sorted(_no_runs(c.melds[side]), key=lambda m: -m.size):
                        if m.rank == THREE and r.threes_special:
                            continue
                        if try_action(c, Add(wc, m.rank), acts):
                            placed = True
                            break
                    if not placed:
                        for grp in _groups(c.hands[seat], r.threes_special).values():
                            if (len(grp) == 2 and len(c.hands[seat]) >= 4
                                    and try_action(c, Meld((grp[0], grp[1], wc)), acts)):
                                placed = True
                                break
                    progress |= placed
            if not progress or not _in_turn(c, seat):
                return

    # ------------------------------------------------------------------ discarding
    def discard_scores(self, g: GameState, seat: int) -> list[tuple[Action, float]]:
        """Each possible discard with its cost (lower is better)."""
        w = self.w
        r = g.rules
        hand = g.hands[seat]
        if not hand:
            return []
        side = r.side_of(seat)
        ts = r.threes_special
        counts = [0] * 16
        for c in hand:
            counts[c.rank] += 1
        own = {m.rank for m in g.melds[side]}
        unseen = unseen_counts(g, seat)
        total_unseen = max(1, sum(max(0, x) for x in unseen))
        t = threat(g, seat)
        nxt = (seat + 1) % r.players
        nxt_is_opp = r.side_of(nxt) != side
        hist: History | None = None
        if self.use_history:
            hist = read_history(r, g.dealer, g.actions[g.deal_start:])
        # the pile after the discard, as a prize for the next player
        pile_wilds = sum(1 for c in g.pile if c.is_wild)
        prize = w.danger_base + w.danger_per_card * (len(g.pile) + 1) + w.danger_wild_in_pile * pile_wilds
        nside = r.side_of(nxt)
        frozen_for_next = g.is_frozen_for(nside)
        next_melds = {m.rank: m for m in g.melds[nside]}
        n_known = [0] * 16
        for c in g.known[nxt]:
            n_known[c.rank] += 1
        n_unknown = max(0, len(g.hands[nxt]) - len(g.known[nxt]))
        next_wild_p = 1.0 - math.exp(-n_unknown * (unseen[TWO] + unseen[JOKER]) / total_unseen) if n_unknown else 0.0
        if n_known[TWO] or n_known[JOKER]:
            next_wild_p = 1.0
        seen_kinds: set[tuple[int, bool]] = set()
        out: list[tuple[Action, float]] = []
        for card in sorted(hand):
            kind = (card.rank, card.is_red)
            if card.rank == THREE and ts:
                if card.is_red_three:
                    continue
                kind = (THREE, False)
            else:
                kind = (card.rank, False)
            if kind in seen_kinds:
                continue
            seen_kinds.add(kind)
            a = Discard(card)
            rank = card.rank
            if card.is_wild:
                keep = w.keep_joker if rank == JOKER else w.keep_two
                freeze = 0.0 if g.pile_frozen else w.freeze_per_card * len(g.pile) * (1.0 - t)
                out.append((a, keep - freeze))
                continue
            if ts and rank == THREE:
                out.append((a, w.keep_black_three - t * w.shed_points * 5))
                continue
            k = counts[rank]
            if rank in own:
                keep = w.keep_fits_meld
            elif k >= 3:
                keep = w.keep_triple
            elif k == 2:
                keep = w.keep_pair
            else:
                keep = w.keep_single + (w.keep_live_bonus if unseen[rank] >= 2 else 0.0)
            keep -= t * w.shed_points * POINTS[rank]
            danger = 0.0
            if nxt_is_opp:
                p = 0.0
                m = next_melds.get(rank)
                if m is not None and not frozen_for_next and (r.take_onto_canasta or not m.is_canasta):
                    p = 0.95
                else:
                    known_r = n_known[rank]
                    lam = n_unknown * max(0, unseen[rank]) / total_unseen
                    p1 = 1.0 - math.exp(-lam)
                    p2 = 1.0 - math.exp(-lam) * (1.0 + lam)
                    if known_r >= 2:
                        p = 1.0
                    elif known_r == 1:
                        p = p1 + (0.0 if frozen_for_next else (1 - p1) * next_wild_p)
                    else:
                        p = p2 + (0.0 if frozen_for_next else (p1 - p2) * next_wild_p)
                    if not g.opened[nside] and r.first_meld_minimum(g.scores[nside]) >= 90:
                        p *= 0.5
                if hist is not None and (rank in hist.discarded[nxt] or rank in hist.passed[nxt]):
                    p *= w.history_discount
                danger = p * prize
            out.append((a, keep + danger))
        return out

    def choose_discard(self, g: GameState, seat: int) -> Action | None:
        if g.no_discard:
            return STOP_A if g.check(STOP_A) is None else None
        scores = [(a, s) for a, s in self.discard_scores(g, seat) if g.check(a) is None]
        if not scores:
            return None
        return min(scores, key=lambda x: x[1])[0]


class Stuck(Exception):
    """The turn cannot be finished from here (a plan was refused)."""


def _wild_kinds(hand: list[Card]) -> list[Card]:
    out: list[Card] = []
    twos = [c for c in hand if c.rank == TWO]
    if twos:
        out.append(min(twos))
    for c in hand:
        if c.rank == JOKER:
            out.append(c)
            break
    return out


def any_legal_action(g: GameState) -> Action:
    """A legal action when no plan was found: a discard if one is legal, else the first
    legal action that is not ``undo``."""
    legal = [a for a in g.legal_actions() if not isinstance(a, Undo)]
    for a in legal:
        if isinstance(a, Discard):
            return a
    if legal:
        return legal[0]
    return Undo()  # only reachable from a turn the engine lets no one finish


def _no_runs(melds: list[TableMeld]) -> list[TableMeld]:
    """The melds a card is added to by rank: every meld but the runs (Samba, Bolivia),
    which have no rank and are named by id."""
    return [m for m in melds if not m.is_sequence]


def _opening_stands(c: GameState, seat: int) -> bool:
    """Whether the first meld laid on ``c`` stands: some discard is allowed after it
    (where a first meld needs a clean triple, every discard is refused without one)."""
    return any(c.check(Discard(x)) is None for x in set(c.hands[seat]))
