"""Facts that hold in every reachable game state, checked by the fuzz and the tests.

``check_invariants(state)`` raises ``AssertionError`` with a sentence saying what is
wrong: a card lost or duplicated, a meld the rules would not allow, a game that is
not over but offers no legal action, scores that do not add up, or a view that shows
a seat a card it may not see.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from .actions import Action
from .cards import THREE, Card, make_deck
from .keptthree import keeps_threes
from .melds import GROUP, WILD, WILD_RANK, TableMeld
from .rules import RuleSet
from .state import DEAL_OVER, DRAW_PHASE, MATCH_OVER, MELD_PHASE, GameState
from .view import stand_in

_DECKS: dict[tuple[int, int], Counter[Card]] = {}


def deck_counter(rules: RuleSet) -> Counter[Card]:
    key = (rules.packs, rules.jokers_per_pack)
    deck = _DECKS.get(key)
    if deck is None:
        deck = _DECKS[key] = Counter(make_deck(rules.packs, rules.jokers_per_pack))
    return deck


def _diff(expected: Counter[Card], found: Counter[Card]) -> str:
    missing = expected - found
    extra = found - expected
    parts = []
    if missing:
        parts.append("missing " + " ".join(str(c) for c in sorted(missing.elements())))
    if extra:
        parts.append("extra " + " ".join(str(c) for c in sorted(extra.elements())))
    return "; ".join(parts)


def card_locations(state: GameState) -> Counter[Card]:
    """Every card of the deal where it is now (hands, packets, stock, pile, pending,
    melds, red threes)."""
    cards: list[Card] = [*state.stock, *state.pile, *state.pending]
    for hand in state.hands:
        cards.extend(hand)
    for packet in state.packets:
        cards.extend(packet)
    for pile in state.bonus_piles:
        cards.extend(pile)
    for ms in state.melds:
        for m in ms:
            cards.extend(m.cards)
    for reds in state.red_threes:
        cards.extend(reds)
    for blacks in state.black_threes:
        cards.extend(blacks)
    if state.special_laid is not None:
        cards.extend(state.special_laid[2])
    return Counter(cards)


def check_cards(state: GameState) -> None:
    found = card_locations(state)
    expected = deck_counter(state.rules)
    if dict.__ne__(found, expected):
        raise AssertionError(f"cards not accounted for exactly once: {_diff(expected, found)}")


def check_meld(rules: RuleSet, meld: TableMeld, side: int) -> None:
    """One meld on the table is one the rules allow."""
    try:
        _check_meld(rules, meld, side)
    except AssertionError as exc:
        raise AssertionError(f"{exc} [{meld}]") from None


def _check_meld(rules: RuleSet, meld: TableMeld, side: int) -> None:
    where = f"meld {meld.rank} of side {side}"
    if meld.owner != side:
        raise AssertionError(f"{where} says it belongs to side {meld.owner}")
    wilds = sum(1 for c in meld.cards if c.is_wild)
    if wilds != meld.wilds:
        raise AssertionError(f"{where} counts {meld.wilds} wild cards but holds {wilds}")
    if len(meld.cards) < 3:
        raise AssertionError(f"{where} holds fewer than three cards")
    if meld.is_sequence:
        _check_run(rules, meld, f"run {meld.label} of side {side}")
        return
    naturals = [c for c in meld.cards if not c.is_wild]
    cap = rules.meld_cap(meld.kind)
    if cap and meld.size > cap:
        raise AssertionError(f"{where} holds {meld.size} cards, over the cap of {cap}")
    if meld.kind == WILD:
        if not rules.wild_melds:
            raise AssertionError(f"{where}: wild cards do not form a meld of their own at this table")
        if naturals or meld.rank != WILD_RANK:
            raise AssertionError(f"{where}: a meld of wild cards holds wild cards only")
        return
    if meld.kind != GROUP:
        raise AssertionError(f"{where} is of an unknown kind {meld.kind!r}")
    if any(c.rank != meld.rank for c in naturals):
        raise AssertionError(f"{where} mixes ranks")
    if meld.rank == THREE and rules.threes_special:
        if wilds or any(not c.is_black_three for c in meld.cards):
            raise AssertionError(f"{where}: a meld of threes holds black threes only")
        return
    if meld.rank in (2, 15):
        raise AssertionError(f"{where}: wild cards do not form a meld of their own")
    if not rules.wilds_ok(len(naturals), wilds):
        raise AssertionError(f"{where} breaks the wild-card limit ({len(naturals)} natural, {wilds} wild)")


def _check_run(rules: RuleSet, meld: TableMeld, where: str) -> None:
    """A sequence: the rules have runs; 3 to 7 natural cards of one suit, no three, in
    unbroken order from the four up to the ace, kept in that order."""
    if not rules.sequences:
        raise AssertionError(f"{where}: these rules have no sequences")
    if meld.wilds or any(c.is_wild for c in meld.cards):
        raise AssertionError(f"{where} holds a wild card")
    if len(meld.cards) > rules.meld_cap(meld.kind):
        raise AssertionError(f"{where} holds more than {rules.meld_cap(meld.kind)} cards")
    if len({c.suit for c in meld.cards}) != 1:
        raise AssertionError(f"{where} mixes suits")
    ranks = [c.rank for c in meld.cards]
    if ranks[0] <= THREE or ranks != list(range(ranks[0], ranks[0] + len(ranks))):
        raise AssertionError(f"{where} is not an unbroken run from the four up: {ranks}")


_CHECKED: dict[tuple[int, int, int], TableMeld] = {}


def check_meld_ids(state: GameState) -> None:
    """Every meld on the table has its own id, and sits with the side that owns it."""
    ids = [m.id for ms in state.melds for m in ms]
    if len(set(ids)) != len(ids) or any(i < 1 for i in ids):
        raise AssertionError(f"meld ids not unique and positive: {ids}")
    for side, ms in enumerate(state.melds):
        if any(m.owner != side for m in ms):
            raise AssertionError(f"a meld of side {side} names another owner")


def check_melds(state: GameState) -> None:
    rules = state.rules
    if len(state.melds) != len(rules.sides):
        raise AssertionError(f"{len(state.melds)} meld lists for {len(rules.sides)} sides")
    check_meld_ids(state)
    for side, ms in enumerate(state.melds):
        ranks = [m.rank for m in ms if not m.is_sequence]
        if len(set(ranks)) != len(ranks) and rules.melds_per_rank == "one":
            raise AssertionError(f"side {side} has two melds of one rank: {ranks}")
        if rules.melds_per_rank == "after_closed":
            open_ranks = [m.rank for m in ms if m.size < rules.group_meld_max and not m.is_sequence]
            if len(set(open_ranks)) != len(open_ranks):
                raise AssertionError(f"side {side} has two open melds of one rank: {open_ranks}")
        if rules.group_meld_max and any(m.size > rules.group_meld_max for m in ms if m.kind == GROUP):
            raise AssertionError(f"side {side} has a meld over the cap of {rules.group_meld_max}")
        for m in ms:
            key = (id(m), id(rules), side)
            if _CHECKED.get(key) is not m:
                check_meld(rules, m, side)
                if len(_CHECKED) > 200_000:
                    _CHECKED.clear()
                _CHECKED[key] = m  # melds are immutable: a meld checked once stays valid
        if ms and state.phase in (DRAW_PHASE,) and not state.opened[side]:
            raise AssertionError(f"side {side} has melds between turns but is not marked as opened")
    for seat, reds in enumerate(state.red_threes):
        if reds and not rules.threes_special:
            raise AssertionError(f"seat {seat} has red threes laid out, but threes are not special")
        if any(not rules.bonus_three(c) for c in reds):
            raise AssertionError(f"seat {seat} laid out {' '.join(map(str, reds))}: only red threes are laid out")
    for seat, blacks in enumerate(state.black_threes):
        if blacks and (rules.black_threes_from_pile != "set_aside" or not rules.threes_special):
            raise AssertionError(f"seat {seat} set black threes aside, but the rules keep them in the hand")
        if any(not c.is_black_three for c in blacks):
            raise AssertionError(f"seat {seat} set aside {' '.join(map(str, blacks))}: only black threes")


def check_scores(state: GameState) -> None:
    rules = state.rules
    results = state.results
    n_sides = len(rules.sides)
    running = [0] * n_sides
    target = rules.target
    for i, r in enumerate(results):
        if r.deal != i:
            raise AssertionError(f"result {i} is numbered deal {r.deal}")
        if len(r.sides) != n_sides:
            raise AssertionError(f"result of deal {i} has {len(r.sides)} sides")
        for side, line in enumerate(r.sides):
            if line.score_before != running[side]:
                raise AssertionError(f"deal {i} side {side} starts from {line.score_before}, not {running[side]}")
            if line.score_after != line.score_before + line.total:
                raise AssertionError(f"deal {i} side {side}: {line.score_before} + {line.total}"
                                     f" is not {line.score_after}")
            parts = (line.meld_points + line.canasta_bonus + line.red_three_points + line.black_three_points
                     + line.going_out - line.hand_penalty - line.red_three_hand_penalty - line.packet_penalty
                     - line.black_three_hand_penalty + line.special_points + line.black_three_laid_points
                     - line.unfinished_penalty - line.held_penalty)
            if parts != line.total:
                raise AssertionError(f"deal {i} side {side}: the lines add up to {parts}, not {line.total}")
            running[side] = line.score_after
        if r.match_over != (i == len(results) - 1 and state.phase == MATCH_OVER and state.gave_up is None):
            raise AssertionError(f"deal {i} says match_over={r.match_over} in phase {state.phase}")
        if r.instant_win and (not r.match_over or r.winner is None or not r.sides[r.winner].special_hand):
            raise AssertionError(f"deal {i} was won at once, but not by a side that laid a special hand")
        if r.match_over and not r.instant_win and (r.winner is None or max(running) != running[r.winner]
                                                   or running.count(running[r.winner]) != 1):
            raise AssertionError(f"deal {i}: winner {r.winner} with scores {running}")
        target = r.target
    if list(state.scores) != running:
        raise AssertionError(f"scores {state.scores} do not match the results {running}")
    if state.target != target:
        raise AssertionError(f"target {state.target}, but the results say {target}")
    if state.gave_up is not None:
        if state.phase != MATCH_OVER or state.double_waiting:
            raise AssertionError(f"side {state.gave_up} gave up, but the match goes on ({state.phase})")
        return  # a match given up ends where it stood, maybe in the middle of a deal
    over = state.phase in (DEAL_OVER, MATCH_OVER)
    expected_deal = len(results) - 1 if over else len(results)
    if state.deal != expected_deal:
        raise AssertionError(f"deal {state.deal} in phase {state.phase} with {len(results)} results")
    if over and state.last_result is not results[-1]:
        raise AssertionError("last_result is not the last deal's result")


def _sub(small: Iterable[Card], big: Counter[Card]) -> bool:
    return not (Counter(small) - big)


def check_views(state: GameState) -> None:
    """Each seat's view shows its own hand, the table as it is, other hands only as
    sizes plus the cards known to be there (taken from the pile), and nothing else
    that is hidden: what it shows is exactly the seat's own hand, the public cards
    and the known cards, so ``View.unseen`` is exactly the other hands' unknown
    cards and the stock."""
    hands = state.hands
    known_sorted = []
    for seat, known in enumerate(state.known):
        if known and not _sub(known, Counter(hands[seat])):
            raise AssertionError(f"seat {seat} is said to hold {' '.join(map(str, known))}"
                                 f" but holds {' '.join(map(str, sorted(hands[seat])))}")
        known_sorted.append(sorted(known))
    pile = tuple(state.pile)
    pending = tuple(state.pending)
    melds = tuple(tuple(ms) for ms in state.melds)
    reds = tuple(tuple(r) for r in state.red_threes)
    sizes = tuple(len(h) for h in hands)
    packet_sizes = tuple(len(p) for p in state.packets)
    for seat, packet in enumerate(state.packets):
        if packet and state.packet_taken[seat]:
            raise AssertionError(f"seat {seat} took up its packet, but it still holds cards")
        if state.packet_due[seat] and (state.phase == DRAW_PHASE or state.packet_taken[seat]):
            raise AssertionError(f"seat {seat} earned its packet but did not take it up in its turn")
    table: Counter[Card] | None = None
    for seat in range(state.rules.players):
        view = state.view(seat)
        if view.seat != seat:
            raise AssertionError(f"view({seat}) is for seat {view.seat}")
        if sorted(view.hand) != sorted(hands[seat]):
            raise AssertionError(f"view({seat}) shows a hand that is not the seat's")
        if tuple(view.hand_sizes) != sizes:
            raise AssertionError(f"view({seat}) shows wrong hand sizes")
        if tuple(view.packet_sizes) != packet_sizes or tuple(view.packet_taken) != tuple(state.packet_taken):
            raise AssertionError(f"view({seat}) shows wrong packets")
        if view.stock_size != len(state.stock):
            raise AssertionError(f"view({seat}) shows a wrong stock size")
        if tuple(view.bonus_pile_sizes) != tuple(len(p) for p in state.bonus_piles):
            raise AssertionError(f"view({seat}) shows wrong bonus piles")
        if tuple(view.pile) != pile or tuple(view.pending) != pending:
            raise AssertionError(f"view({seat}) shows another pile")
        if tuple(tuple(ms) for ms in view.melds) != melds:
            raise AssertionError(f"view({seat}) shows other melds")
        if tuple(tuple(r) for r in view.red_threes) != reds:
            raise AssertionError(f"view({seat}) shows other red threes")
        if len(view.known) != len(known_sorted) or any(
                sorted(k) != known_sorted[s] for s, k in enumerate(view.known)):
            raise AssertionError(f"view({seat}) shows other cards as known to be in hands")
        if view.to_move != seat and (view.turn_out or view.turn_in or view.must_play is not None):
            if table is None:
                table = Counter(pile + pending)
                for ms in melds:
                    for m in ms:
                        table.update(m.cards)
                for known_cards in state.known:
                    table.update(known_cards)
            # Cards that went out of the hand this turn are on the table, cards that came
            # in came from it (the same card may go back and forth: count what is left).
            came_in, went_out = Counter(view.turn_in), Counter(view.turn_out)
            if went_out - came_in - table:
                raise AssertionError(f"view({seat}) shows cards played this turn that are not on the table")
            if came_in - went_out - table:
                raise AssertionError(f"view({seat}) shows received cards that are not public")
            if view.must_play is not None and not table[view.must_play]:
                raise AssertionError(f"view({seat}) shows a card to play that is not public")


def check_unseen(state: GameState, seat: int) -> None:
    """``View.unseen`` of ``seat`` is exactly the other hands' unknown cards, the stock
    and every packet (the seat's own too: nobody looks at a foot before taking it up)."""
    hidden = Counter(state.stock)
    for packet in state.packets:
        hidden.update(packet)
    for pile in state.bonus_piles:
        hidden.update(pile)
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden.update(hand)
            hidden.subtract(state.known[other])
    unseen = Counter(state.view(seat).unseen())
    if dict.__ne__(unseen, +hidden):
        raise AssertionError(f"view({seat}).unseen() is not the hidden cards: {_diff(+hidden, unseen)}")


def legal_and_check(state: GameState, views: bool = True) -> list[Action]:
    """``check_invariants`` but for ``View.unseen`` (the fuzz checks that now and
    then); returns the legal actions it listed."""
    rules = state.rules
    if len(state.hands) != rules.players:
        raise AssertionError(f"{len(state.hands)} hands for {rules.players} players")
    check_cards(state)
    check_melds(state)
    check_scores(state)
    if state.phase not in (DRAW_PHASE, MELD_PHASE, "answer", "double", DEAL_OVER, MATCH_OVER):
        raise AssertionError(f"unknown phase {state.phase!r}")
    if not 0 <= state.to_move < rules.players:
        raise AssertionError(f"seat {state.to_move} to move")
    if state.phase in (DRAW_PHASE, MELD_PHASE):
        if state.phase == DRAW_PHASE and (state.pending or state.turn_melded or state.must_play is not None):
            raise AssertionError("a turn that has not begun carries melds or pending cards")
        empty = [s for s, h in enumerate(state.hands) if not h and (s != state.to_move or state.phase == DRAW_PHASE)]
        if empty:
            raise AssertionError(f"seat(s) {empty} have no cards but the deal goes on")
    if rules.threes_special and rules.red_threes_auto:
        # one three may stay in the hand for a Straight while the side has not melded
        excess = {s: sum(1 for c in h if rules.bonus_three(c))
                  - (0 if not keeps_threes(rules) or state.opened[rules.side_of(s)] else 1)
                  for s, h in enumerate(state.hands)}
        holders = [s for s, n in excess.items() if n > 0]
        # a three drawn as the stock's last card stays in that one hand, and the deal ended
        if (rules.stock_end_three == "in_hand" and state.phase in (DEAL_OVER, MATCH_OVER) and not state.stock
                and len(holders) == 1 and excess[holders[0]] == 1):
            holders = []
        if holders:
            raise AssertionError(f"seat(s) {holders} hold a red three, but red threes are laid out at once")
    if state.must_play is not None and state.must_play not in state.hands[state.to_move]:
        raise AssertionError(f"the card to play, {state.must_play}, is not in the hand")
    legal = state.legal_actions()
    if state.phase != MATCH_OVER and not legal:
        raise AssertionError(f"no legal action in phase {state.phase}")
    if state.phase == MATCH_OVER and legal:
        raise AssertionError("legal actions after the match is over")
    if views:
        check_views(state)
    return legal


def check_invariants(state: GameState, views: bool = True) -> None:
    """Raise ``AssertionError`` unless ``state`` is a sound game state; ``views=False``
    skips the (slower) check of every seat's view."""
    legal_and_check(state, views)
    if views:
        for seat in range(state.rules.players):
            check_unseen(state, seat)


def stand_in_agrees(state: GameState, legal: list[Action], tries: Sequence[Action] = ()) -> None:
    """The seat to move, asking from its view alone (``stand_in``), gets the real game's
    answers: the same legal actions, and the same refusal (code and words) for each of
    its legal actions and of ``tries``. Raises AssertionError saying where they part."""
    seat = state.to_move
    stand = stand_in(state.view(seat))
    there = stand.legal_actions()
    if there != legal and Counter(there) != Counter(legal):
        extra = [str(a) for a in (Counter(there) - Counter(legal)).elements()]
        missing = [str(a) for a in (Counter(legal) - Counter(there)).elements()]
        raise AssertionError(f"seat {seat}'s stand-in lists {extra} that the game does not, and misses {missing}")
    for action in [*legal, *tries]:
        real, made = state.check(action), stand.check(action)
        if (real is None) != (made is None) or (
                real is not None and made is not None and (real.code, real.message) != (made.code, made.message)):
            said = [v.message if v is not None else "accepted" for v in (real, made)]
            raise AssertionError(f"seat {seat} asks about {action}: the game says {said[0]!r},"
                                 f" its stand-in {said[1]!r}")
