"""What the three opponent styles share: reading the table as one seat may, and a turn
skeleton (draw or take, first meld, melding, going out, discarding) whose choices each
style makes its own way.

The styles are written from published Canasta advice (seed 000's "Tipps und
Strategie", pagat's strategy notes, the usual pile-fight guides), not from the
project's rule bot: they share none of its code and use only the engine's public API
(``check``/``apply``/``clone``, ``legal_actions``, ``go_out_plan``). Like the rule bot
they are handed a whole ``GameState`` made up from a seat's view, so they must read
only what that seat knows: their own hand, the melds, the pile, the hand sizes, the
cards known to be in other hands and the size of the stock (never another hand's
cards or the stock's order). Every plan is tried on a clone before it is played.
"""

from __future__ import annotations

from collections import Counter
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
    Take,
    TakeBack,
    Undo,
    make_deck,
    take_back_cost,
)


def cheapest_take_back(g: GameState) -> TakeBack | None:
    """When no card in the hand may be discarded and the rules take a melded card back
    instead (Modern American): the take-back that costs the side least by the engine's
    score (``take_back_cost``), so a canasta is broken only when no other meld can give
    a card."""
    best: tuple[int, int, TakeBack] | None = None
    for a in g.legal_actions():
        if not isinstance(a, TakeBack):
            continue
        meld = g.meld_by_id(a.meld)
        if meld is None:
            continue
        cost = take_back_cost(g.rules, meld, a.card)
        if best is None or (cost, a.meld) < best[:2]:
            best = (cost, a.meld, a)
    return best[2] if best is not None else None


class NoPlan(Exception):
    """The turn cannot be finished this way."""


@dataclass(frozen=True)
class Table:
    """Public facts one seat reads before deciding (computed once per decision)."""

    seat: int
    side: int
    opp_sides: tuple[int, ...]
    unseen: Counter[int]  # rank -> copies this seat has not seen
    unseen_total: int
    pile_points: int
    pile_wilds: int
    threat: float  # how near an opponent is to going out (0..1)
    lead: int  # our table points minus the best opponent's


def natural(g: GameState, c: Card) -> bool:
    """A card that can start or join a meld of its own rank."""
    if c.is_wild:
        return False
    return not (c.rank == THREE and g.rules.threes_special)


def by_rank(g: GameState, hand: list[Card]) -> dict[int, list[Card]]:
    """The natural cards of a hand by rank, each group sorted (order-independent)."""
    out: dict[int, list[Card]] = {}
    for c in sorted(hand, key=lambda c: (c.rank, c.suit)):
        if natural(g, c):
            out.setdefault(c.rank, []).append(c)
    return out


def wild_cards(hand: list[Card]) -> list[Card]:
    """Twos first (cheaper to spend), then jokers."""
    return sorted((c for c in hand if c.is_wild), key=lambda c: (c.rank == JOKER, c.suit))


def hand_points(hand: list[Card]) -> int:
    return sum(POINTS[c.rank] for c in hand if not c.is_red_three)


def melds_worth(g: GameState, side: int) -> int:
    """What a side's melds and canasta bonuses are worth now."""
    r = g.rules
    total = 0
    for m in g.melds[side]:
        total += m.value
        if m.is_canasta:
            total += r.natural_canasta_bonus if m.is_natural else r.mixed_canasta_bonus
    return total


def read_table(g: GameState, seat: int) -> Table:
    r = g.rules
    side = r.side_of(seat)
    opp = tuple(s for s in range(len(r.sides)) if s != side)
    seen = [0] * 16
    for c in g.hands[seat]:
        seen[c.rank] += 1
    for ms in g.melds:
        for m in ms:
            for c in m.cards:
                seen[c.rank] += 1
    # black threes set aside from taken piles (Cuban) are in sight of everyone too
    for group in (*g.red_threes, *g.black_threes, g.pile, g.pending,
                  *(k for s, k in enumerate(g.known) if s != seat)):
        for c in group:
            seen[c.rank] += 1
    deck = _deck_ranks(r.packs, r.jokers_per_pack)
    unseen = Counter({k: max(0, v - seen[k]) for k, v in deck.items()})
    threat = 0.0
    size = r.canasta_size
    for o in opp:
        need = r.canastas_to_go_out - g.canastas(o)
        near = sum(1 for m in g.melds[o] if size - 2 <= m.size < size)  # two cards short or fewer
        smallest = min(len(g.hands[s]) for s in r.sides[o])
        if not g.opened[o]:
            f = 0.05
        elif need <= 0:
            f = 1.0
        elif need <= near:
            f = 0.4
        else:
            f = 0.1
        h = 1.0 if smallest <= 2 else 0.7 if smallest <= 4 else 0.4 if smallest <= 7 else 0.2
        threat = max(threat, f * h)
    if len(g.stock) < 10:
        threat = max(threat, 0.5)
    ours = melds_worth(g, side)
    lead = ours - max((melds_worth(g, o) for o in opp), default=0)
    return Table(seat, side, opp, unseen, max(1, sum(unseen.values())),
                 hand_points(list(g.pile)), sum(1 for c in g.pile if c.is_wild), threat, lead)


_DECKS: dict[tuple[int, int], Counter[int]] = {}


def _deck_ranks(packs: int, jokers: int) -> Counter[int]:
    """Copies of each rank in the deck (kept: a style reads it at every decision)."""
    key = (packs, jokers)
    if key not in _DECKS:
        _DECKS[key] = Counter(c.rank for c in make_deck(packs, jokers))
    return _DECKS[key]


def p_holds(t: Table, rank: int, cards: int, need: int, known: int = 0) -> float:
    """The chance that a hand of ``cards`` unknown cards holds ``need`` more of ``rank``
    (drawn without replacement from the unseen cards; ``known`` are known to be there)."""
    need -= known
    if need <= 0:
        return 1.0
    k = t.unseen.get(rank, 0)
    n = t.unseen_total
    if k < need or cards < need:
        return 0.0
    # P(X >= need) for X ~ hypergeometric(n, k, cards), summed from the complement
    miss = 0.0
    for x in range(need):
        miss += _hyper(n, k, cards, x)
    return max(0.0, min(1.0, 1.0 - miss))


def _hyper(n: int, k: int, draws: int, x: int) -> float:
    from math import comb

    if x > k or draws - x > n - k or draws > n:
        return 0.0
    return comb(k, x) * comb(n - k, draws - x) / comb(n, draws)


def might_go_out(g: GameState, seat: int) -> bool:
    """A quick necessary condition for going out this turn (the engine's planner is
    dearer): every natural rank in hand has a meld to join, makes one, or can be made one
    with the wild cards in hand, leaving at most one card over for the discard."""
    side = g.rules.side_of(seat)
    hand = g.hands[seat]
    if len(hand) > 14:
        return False
    own = {m.rank for m in g.melds[side]}
    wilds = sum(1 for c in hand if c.is_wild)
    short = 0
    loose = 0
    for rank, grp in by_rank(g, hand).items():
        if rank in own or len(grp) >= 3:
            continue
        if len(grp) == 2:
            short += 1
        else:
            loose += 1
    blacks = sum(1 for c in hand if c.is_black_three) if g.rules.threes_special else 0
    over = loose + (blacks if blacks < 3 else 0)
    return over <= 1 and short <= wilds + (1 - over)


def attempt(g: GameState, a: Action, acts: list[Action]) -> bool:
    """Play ``a`` on the clone ``g`` if the engine allows it."""
    try:
        g.apply(a)
    except IllegalAction:
        return False
    acts.append(a)
    return True


def my_turn(g: GameState, seat: int) -> bool:
    return g.phase == MELD_PHASE and g.to_move == seat


def any_legal(g: GameState) -> Action:
    """A legal action when no plan fits: a discard if there is one, never ``undo`` if
    anything else is legal."""
    legal = [a for a in g.legal_actions() if not isinstance(a, Undo)]
    for a in legal:
        if isinstance(a, Discard):
            return a
    back = cheapest_take_back(g)  # no discard: a melded card taken back ends the turn
    if back is not None:
        return back
    return legal[0] if legal else Undo()


class StylePlayer:
    """The turn skeleton; a style overrides the ``want_*``, ``take_value``,
    ``meld_more`` and ``discard_cost`` hooks."""

    name = "style"

    # ------------------------------------------------------------------ entry
    def act(self, g: GameState) -> Action:
        if g.phase == DEAL_OVER:
            return NextDeal()
        if g.phase == MATCH_OVER:
            raise ValueError("the match is over")
        seat = g.to_move
        if g.phase == ANSWER_PHASE:
            return Answer(self.answer(g, seat, read_table(g, seat)))
        if g.phase == DRAW_PHASE:
            return self.choose_start(g, seat)
        try:
            plan = self.plan(g, seat)
        except NoPlan:
            return any_legal(g)
        return plan[0] if plan else any_legal(g)

    def play_turn(self, g: GameState) -> None:
        """Play the seat to move until another seat is to move or the deal ends (the
        partner's answer included): the turn is planned once (for play-outs)."""
        seat = g.to_move
        if g.phase == ANSWER_PHASE:
            g.apply(self.act(g))
            return
        if g.phase == DRAW_PHASE:
            g.apply(self.choose_start(g, seat))
        for _ in range(8):
            if g.to_move != seat or g.phase != MELD_PHASE:
                return
            try:
                plan = self.plan(g, seat)
            except NoPlan:
                plan = [any_legal(g)]
            for a in plan or [any_legal(g)]:
                try:
                    g.apply(a)
                except IllegalAction:
                    g.apply(any_legal(g))
                    break
                if isinstance(a, Ask):
                    g.apply(self.act(g))
                    break
                if g.to_move != seat or g.phase != MELD_PHASE:
                    return
        raise RuntimeError("an opponent style does not finish its turn")

    # ------------------------------------------------------------------ draw or take
    def choose_start(self, g: GameState, seat: int) -> Action:
        t = read_table(g, seat)
        best: tuple[float, Action] | None = None
        if g.stock:
            best = (self.draw_value(g, t), Draw())
        for a in g.legal_actions():
            if isinstance(a, Stop) and best is None:
                best = (0.0, a)
            if not isinstance(a, (Take, Dig)):
                continue
            v = self.take_value(g, t, a)
            if v is None or (best is not None and v <= best[0]):
                continue
            if not self.finishable(g, seat, a):
                continue
            best = (v, a)
        return best[1] if best is not None else any_legal(g)

    def draw_value(self, g: GameState, t: Table) -> float:
        return 10.0

    def take_value(self, g: GameState, t: Table, a: Take | Dig) -> float | None:
        """What taking the pile this way is worth (``None``: never)."""
        cards = g.pile[-a.depth:] if isinstance(a, Dig) else g.pile
        used = a.cards if isinstance(a, Take) else ()
        return self.pile_prize(g, t, cards, used)

    def pile_prize(self, g: GameState, t: Table, cards: list[Card], used: tuple[Card, ...]) -> float:
        hand = Counter(c.rank for c in g.hands[t.seat])
        own = {m.rank for m in g.melds[t.side]}
        v = 0.0
        for c in cards:
            if c.is_red_three and g.rules.threes_special:
                v += 40.0
            elif c.is_black_three and g.rules.threes_special:
                v += 1.0
            elif c.is_wild:
                v += 30.0
            elif c.rank in own or hand[c.rank] >= 1:
                v += 14.0
            else:
                v += 7.0
        v -= sum(25.0 if c.is_wild else 4.0 for c in used)
        return v

    def finishable(self, g: GameState, seat: int, a: Action) -> bool:
        c = g.clone()
        try:
            c.apply(a)
            for x in self.plan(c, seat):
                c.apply(x)
                if isinstance(x, Ask):
                    return True
        except (IllegalAction, NoPlan):
            return False
        return not my_turn(c, seat)

    # ------------------------------------------------------------------ the meld phase
    def plan(self, g: GameState, seat: int) -> list[Action]:
        """The rest of the turn on a clone: melds, then going out or a discard."""
        c = g.clone()
        c.hands[seat].sort()  # the engine's going-out planner breaks ties by the hand's order
        acts: list[Action] = []
        r = c.rules
        side = r.side_of(seat)
        if not r.red_threes_auto and r.threes_special:
            for card in sorted(x for x in c.hands[seat] if x.is_red_three):
                attempt(c, LayRedThree(card), acts)
        if c.must_play is not None:
            self.play_must(c, seat, acts)
        if not c.opened[side]:
            if not self.open(c, seat, acts) and (c.pending or c.turn_melded or c.must_play is not None):
                raise NoPlan("cannot reach the first-meld minimum")
            if not my_turn(c, seat):
                return acts
        t = read_table(c, seat)
        if c.answer is True:
            out = c.go_out_plan()
            if out:
                return acts + out
        if c.opened[side] and c.answer is not False and might_go_out(c, seat):
            out = c.go_out_plan()
            if out is not None and self.want_out(c, t):
                if (r.partnerships and r.ask_partner and not c.asked and c.check(Ask()) is None
                        and self.want_ask(c, t)):
                    return [*acts, Ask()]
                return acts + out
        if c.opened[side]:
            self.meld_more(c, t, acts)
            if not my_turn(c, seat):
                return acts
        if c.no_discard:
            if c.check(Stop()) is None:
                return [*acts, Stop()]
            raise NoPlan("cannot stop")
        end = self.discard(c, read_table(c, seat))
        if end is None:
            raise NoPlan("no discard")
        return [*acts, end]

    def play_must(self, c: GameState, seat: int, acts: list[Action]) -> None:
        """Family digging: the deepest card taken must be melded this turn."""
        card = c.must_play
        for a in c.legal_actions():
            cards = a.cards if isinstance(a, Meld) else (a.card,) if isinstance(a, Add) else ()
            if card in cards and attempt(c, a, acts):
                return

    def open(self, c: GameState, seat: int, acts: list[Action]) -> bool:
        """Reach the first-meld minimum: natural sets first (the most points first),
        then pairs with a wild card, spending as few wild cards as the minimum allows."""
        r = c.rules
        side = r.side_of(seat)
        need = c.first_meld_need(side)
        groups = by_rank(c, c.hands[seat])
        wilds = wild_cards(c.hands[seat])
        plan: list[Action] = []
        pts = c.turn_points
        own = {m.rank for m in c.melds[side]}
        for rank, grp in sorted(groups.items(), key=lambda kv: -POINTS[kv[0]] * len(kv[1])):
            if rank in own:
                plan.extend(Add(x) for x in grp)
                pts += POINTS[rank] * len(grp)
            elif len(grp) >= 3:
                plan.append(Meld(tuple(grp[:3])))
                plan.extend(Add(x) for x in grp[3:])
                pts += POINTS[rank] * len(grp)
        pairs = sorted((rk for rk, grp in groups.items() if len(grp) == 2 and rk not in own),
                       key=lambda rk: -POINTS[rk])
        for rk, wc in zip(pairs, wilds, strict=False):
            if pts >= need:
                break
            plan.append(Meld((groups[rk][0], groups[rk][1], wc)))
            value = POINTS[rk] if r.first_meld_wild_value == "represented" else POINTS[wc.rank]
            pts += 2 * POINTS[rk] + value
        if pts < need:
            return False
        trial = c.clone()
        done: list[Action] = []
        for a in plan:
            if not attempt(trial, a, done):
                continue
            if not my_turn(trial, seat):
                break
        if trial.turn_points < need and my_turn(trial, seat) and not trial.opened[side]:
            return False
        for a in done:
            c.apply(a)
        acts.extend(done)
        return True

    # ------------------------------------------------------------------ hooks
    def want_out(self, g: GameState, t: Table) -> bool:
        return True

    def want_ask(self, g: GameState, t: Table) -> bool:
        partner = max((len(g.hands[s]) for s in g.rules.partners_of(t.seat)), default=0)
        return partner >= 6

    def answer(self, g: GameState, seat: int, t: Table) -> bool:
        return True

    def meld_more(self, g: GameState, t: Table, acts: list[Action]) -> None:
        """Melds after the first meld (the style's own)."""

    def discard(self, g: GameState, t: Table) -> Action | None:
        best: tuple[float, tuple[int, int], Action] | None = None
        for card in sorted(set(g.hands[t.seat]), key=lambda c: (c.rank, c.suit)):
            a = Discard(card)
            if g.check(a) is not None:
                continue
            cost = self.discard_cost(g, t, card)
            key = (cost, (card.rank, card.suit))
            if best is None or key < best[:2]:
                best = (cost, (card.rank, card.suit), a)
        if best is None:  # no card in the hand may be discarded (Modern American): take one back
            return cheapest_take_back(g)
        return best[2]

    def discard_cost(self, g: GameState, t: Table, card: Card) -> float:
        return float(POINTS[card.rank])

    # ------------------------------------------------------------------ shared readings
    def give_chance(self, g: GameState, t: Table, card: Card) -> float:
        """The chance that the next opponent could take the pile if ``card`` tops it."""
        r = g.rules
        nxt = (t.seat + 1) % r.players
        nside = r.side_of(nxt)
        if nside == t.side or card.is_wild or (r.threes_special and card.rank == THREE):
            return 0.0
        if r.pile_mode == "dig":
            return 0.5
        frozen = g.is_frozen_for(nside) or (not g.opened[nside] and g.rules.frozen_until_first_meld)
        meld = g.meld_of(nside, card.rank)
        if meld is not None and not frozen and (r.take_onto_canasta or not meld.is_canasta):
            return 0.95
        known = sum(1 for c in g.known[nxt] if c.rank == card.rank)
        unknown = max(0, len(g.hands[nxt]) - len(g.known[nxt]))
        two = p_holds(t, card.rank, unknown, 2, known)
        if frozen or not r.take_with_natural_and_wild:
            return two
        one = p_holds(t, card.rank, unknown, 1, known)
        wild_known = any(c.is_wild for c in g.known[nxt])
        p_wild = 1.0 if wild_known else 1.0 - (1.0 - (t.unseen[TWO] + t.unseen[JOKER]) / t.unseen_total) ** unknown
        return two + (one - two) * p_wild * 0.8

    def pile_worth(self, g: GameState, t: Table) -> float:
        """What the pile is worth to whoever takes it, in rough points."""
        cards = sum(1 for c in g.pile if not c.is_red_three)
        return 30.0 + 12.0 * (cards + 1) + 20.0 * t.pile_wilds


def keep_groups(g: GameState, seat: int) -> tuple[dict[int, list[Card]], set[int]]:
    side = g.rules.side_of(seat)
    return by_rank(g, g.hands[seat]), {m.rank for m in g.melds[side]}


def add_naturals(g: GameState, seat: int, acts: list[Action], keep: int, keep_pairs: int) -> None:
    """Put naturals onto the side's melds, keeping ``keep_pairs`` cards of each rank in
    hand and never going below ``keep`` cards."""
    side = g.rules.side_of(seat)
    own = {m.rank: m for m in g.melds[side]}
    for rank, grp in sorted(by_rank(g, g.hands[seat]).items(), key=lambda kv: -(own[kv[0]].size if kv[0] in own
                                                                                   else 0)):
        if rank not in own:
            continue
        closed = own[rank].size >= g.rules.canasta_size
        spare = grp[: max(0, len(grp) - keep_pairs)] if not closed or keep_pairs == 0 else grp
        if own[rank].is_canasta and keep_pairs:
            spare = []  # cards of a finished canasta take piles; keep them unless going out
        for x in spare:
            if len(g.hands[seat]) <= keep or not my_turn(g, seat):
                return
            attempt(g, Add(x), acts)


def close_canastas(g: GameState, seat: int, acts: list[Action], max_wilds: int, keep: int) -> None:
    """Wild cards onto melds that they turn into canastas (the biggest first)."""
    r = g.rules
    side = r.side_of(seat)
    for m in sorted(g.melds[side], key=lambda m: -m.size):
        if m.is_canasta or m.is_sequence or (m.rank == THREE and r.threes_special):
            continue  # a run takes no wild card (and has no rank)
        wilds = wild_cards(g.hands[seat])
        missing = r.canasta_size - m.size
        if missing > min(max_wilds, len(wilds)) or len(g.hands[seat]) - missing < keep:
            continue
        if not r.wilds_ok(m.naturals, m.wilds + missing):
            continue
        for wc in wilds[:missing]:
            if not my_turn(g, seat):
                return
            attempt(g, Add(wc, m.rank), acts)
