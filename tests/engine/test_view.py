"""What a seat may know: views hide every hidden card, and determinized games agree
with the view they were made from (hypothesis, every preset)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.engine import PRESETS, Card, GameState, View, determinize
from game.engine.fuzz import random_game, random_step
from game.engine.invariants import check_invariants, check_views
from game.engine.keptthree import keeps_threes

presets = st.sampled_from(sorted(PRESETS))
seeds = st.integers(0, 2**40)
steps = st.integers(0, 600)
SETTINGS = settings(max_examples=40, deadline=None)

PUBLIC_FIELDS = (
    "deal", "dealer", "phase", "to_move", "scores", "target", "results", "pile", "pile_frozen",
    "melds", "red_threes", "opened", "seat_melded", "known", "went_out", "turn_points", "turn_melded",
    "turn_new_ranks", "turn_added_old", "pending", "must_play", "asked", "answer", "no_discard", "mark",
    "turn_out", "turn_in", "conditional", "turn_canastas",
)


def hidden(state: GameState, seat: int) -> list[Card]:
    """The cards of ``seat``'s hand that nobody else knows about."""
    return sorted((Counter(state.hands[seat]) - Counter(state.known[seat])).elements())


def swappable(state: GameState, x: Card, y: Card) -> bool:
    """Whether exchanging ``x`` and ``y`` between two places can give a state of the game:
    where a three may be kept for a Straight (Modern American), a hand holds at most one,
    so a three does not trade places with another card (the receiving hand may keep one
    already; seed 18006 at 0 steps put a second 3h into a hand)."""
    return not (keeps_threes(state.rules) and state.rules.bonus_three(x) != state.rules.bonus_three(y))


def game_and_seat(preset: str, seed: int, n: int) -> tuple[GameState, int, random.Random]:
    state = random_game(PRESETS[preset], seed, n)
    rng = random.Random(seed ^ 0x5EED)
    return state, rng.randrange(state.rules.players), rng


@SETTINGS
@given(presets, seeds, steps)
def test_views_show_own_hand_and_only_sizes_of_others(preset: str, seed: int, n: int) -> None:
    state, seat, _ = game_and_seat(preset, seed, n)
    check_views(state)
    view = state.view(seat)
    assert sorted(view.hand) == sorted(state.hands[seat])
    assert view.hand_sizes == tuple(len(h) for h in state.hands)
    assert not hasattr(view, "hands") and not hasattr(view, "stock") and not hasattr(view, "seed")


@SETTINGS
@given(presets, seeds, steps)
def test_swapping_hidden_cards_between_other_hands_changes_no_view(preset: str, seed: int, n: int) -> None:
    state, seat, rng = game_and_seat(preset, seed, n)
    others = [s for s in range(state.rules.players) if s != seat]
    assume(len(others) >= 2)
    a, b = rng.sample(others, 2)
    pairs = [(x, y) for x in set(hidden(state, a)) for y in set(hidden(state, b)) if x != y and swappable(state, x, y)]
    assume(pairs)
    x, y = rng.choice(sorted(pairs))
    changed = state.clone()
    changed.hands[a].remove(x)
    changed.hands[a].append(y)
    changed.hands[b].remove(y)
    changed.hands[b].append(x)
    assert changed.hands != state.hands
    assert changed.view(seat) == state.view(seat)
    check_invariants(changed)


@SETTINGS
@given(presets, seeds, steps)
def test_swapping_a_hidden_hand_card_with_the_stock_changes_no_view(preset: str, seed: int, n: int) -> None:
    state, seat, rng = game_and_seat(preset, seed, n)
    other = rng.choice([s for s in range(state.rules.players) if s != seat])
    pairs = [(x, i) for x in set(hidden(state, other)) for i, y in enumerate(state.stock)
             if x != y and swappable(state, x, y)]
    assume(pairs)
    x, i = rng.choice(sorted(pairs, key=lambda p: (p[0], p[1])))
    changed = state.clone()
    y = changed.stock[i]
    changed.stock[i] = x
    changed.hands[other].remove(x)
    changed.hands[other].append(y)
    assert changed.view(seat) == state.view(seat)
    # and for every seat, the order of the stock is secret
    rng.shuffle(changed.stock)
    for s in range(state.rules.players):
        if s != other:
            assert changed.view(s) == state.view(s)


@SETTINGS
@given(presets, seeds, steps)
def test_a_known_card_stays_visible(preset: str, seed: int, n: int) -> None:
    """Cards taken from the pile are known to be in that hand: every view shows them,
    and moving them would change the view."""
    state, seat, rng = game_and_seat(preset, seed, n)
    holders = [s for s in range(state.rules.players) if s != seat and state.known[s]]
    assume(holders)
    other = rng.choice(holders)
    card = rng.choice(state.known[other])
    assert card in state.view(seat).known[other]
    assume(state.stock and state.stock[0] != card)
    changed = state.clone()
    changed.hands[other].remove(card)
    changed.hands[other].append(changed.stock[0])
    changed.stock[0] = card
    changed.known[other].remove(card)
    assert changed.view(seat) != state.view(seat)


def check_determinized(view: View, det: GameState) -> None:
    seat = view.seat
    assert det.view(seat) == view
    assert sorted(det.hands[seat]) == sorted(view.hand)
    assert len(det.stock) == view.stock_size
    unseen = Counter(view.unseen())
    dealt: Counter[Card] = Counter(det.stock)
    for s, packet in enumerate(det.packets):  # the packets (feet), the seat's own too
        assert len(packet) == view.packet_sizes[s]
        dealt.update(packet)
    for s, hand in enumerate(det.hands):
        assert len(hand) == view.hand_sizes[s]
        if s == seat:
            continue
        known = Counter(view.known[s])
        assert not known - Counter(hand), "a known card left its hand"
        dealt.update(Counter(hand) - known)
    # the made-up cards are exactly the unseen ones: no public card in a hidden hand
    assert dealt == unseen
    check_invariants(det)


@SETTINGS
@given(presets, seeds, steps, st.integers(0, 2**32))
def test_a_determinized_game_agrees_with_its_view(preset: str, seed: int, n: int, det_seed: int) -> None:
    state, seat, _ = game_and_seat(preset, seed, n)
    view = state.view(seat)
    det = determinize(view, random.Random(det_seed))
    check_determinized(view, det)
    for name in PUBLIC_FIELDS:
        if name == "known":  # views list known cards in order, not as they came in
            assert [sorted(k) for k in det.known] == [sorted(k) for k in state.known]
        else:
            assert getattr(det, name) == getattr(state, name), name


@SETTINGS
@given(presets, seeds, steps, st.integers(0, 2**32))
def test_determinizing_does_not_depend_on_hidden_cards(preset: str, seed: int, n: int, det_seed: int) -> None:
    state, seat, rng = game_and_seat(preset, seed, n)
    changed = state.clone()
    rng.shuffle(changed.stock)
    for s in range(state.rules.players):
        if s != seat and len(changed.stock) and hidden(changed, s):
            x = rng.choice(hidden(changed, s))
            changed.hands[s].remove(x)
            changed.hands[s].append(changed.stock[0])
            changed.stock[0] = x
    a = determinize(state.view(seat), random.Random(det_seed))
    b = determinize(changed.view(seat), random.Random(det_seed))
    assert a.hands == b.hands and a.stock == b.stock


@settings(max_examples=30, deadline=None)
@given(presets, seeds, steps, st.integers(0, 2**32))
def test_a_determinized_game_can_be_played_on(preset: str, seed: int, n: int, det_seed: int) -> None:
    state, seat, _ = game_and_seat(preset, seed, n)
    det = determinize(state.view(seat), random.Random(det_seed))
    rng = random.Random(det_seed)
    for _ in range(60):
        if det.is_over:
            break
        det.apply(random_step(det, rng))
        check_invariants(det, views=False)
    check_invariants(det)
