"""Properties of the engine over random games of every preset (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import PRESETS, GameState, IllegalAction, parse_action
from game.engine.fuzz import (
    action_key,
    random_action,
    random_game,
    random_rules,
    random_step,
    snapshot,
    suit_variant,
)
from game.engine.invariants import check_cards, check_invariants
from game.engine.record import GameRecord, parse_record

presets = st.sampled_from(sorted(PRESETS))
seeds = st.integers(0, 2**40)
steps = st.integers(0, 600)
SETTINGS = settings(max_examples=40, deadline=None)


@SETTINGS
@given(presets, seeds, steps)
def test_every_card_is_always_accounted_for(preset: str, seed: int, n: int) -> None:
    rng = random.Random(seed)
    state = GameState.new(PRESETS[preset], seed)
    for _ in range(n):
        if state.is_over:
            break
        state.apply(random_step(state, rng))
        check_cards(state)
    check_invariants(state)


@SETTINGS
@given(presets, seeds, steps, st.integers(0, 2**32))
def test_an_illegal_action_changes_nothing(preset: str, seed: int, n: int, other_seed: int) -> None:
    rules = PRESETS[preset]
    state = random_game(rules, seed, n)
    other = random_game(rules, other_seed, n // 2 + 5)
    pool = other.legal_actions() + random_game(rules, other_seed + 1, n).legal_actions()
    rng = random.Random(other_seed)
    before = snapshot(state)
    views = [state.view(s) for s in range(rules.players)]
    own = rules.side_of(state.to_move)
    keys = {action_key(a, rules, own) for a in state.legal_actions()}
    refused = 0
    for _ in range(30):
        action = random_action(state, rng, pool)
        refusal = state.check(action)
        if refusal is None:
            # accepted: it must be one of the listed choices, up to suits
            assert action_key(action, rules, own) in keys, action
            continue
        try:
            state.apply(action)
        except IllegalAction as exc:
            assert exc.code == refusal.code
            refused += 1
        else:
            raise AssertionError(f"{action} was applied though check refused it")
        assert snapshot(state) == before, action
    assert [state.view(s) for s in range(rules.players)] == views
    assert refused > 0


@SETTINGS
@given(presets, seeds, steps)
def test_apply_all_is_all_or_nothing(preset: str, seed: int, n: int) -> None:
    state = random_game(PRESETS[preset], seed, n)
    legal = state.legal_actions()
    if not legal:
        return
    before = snapshot(state)
    played = len(state.actions)
    try:
        state.apply_all([legal[0], legal[0], parse_action("next"), parse_action("draw")])
    except IllegalAction:
        assert snapshot(state) == before
    else:  # every one was legal in turn (unlikely but possible)
        assert len(state.actions) == played + 4


@SETTINGS
@given(presets, seeds, steps)
def test_legal_actions_have_text_that_reads_back(preset: str, seed: int, n: int) -> None:
    state = random_game(PRESETS[preset], seed, n)
    for action in state.legal_actions():
        assert parse_action(str(action)) == action
    for action in state.actions:
        assert parse_action(str(action)) == action


@SETTINGS
@given(presets, seeds, steps, st.integers(0, 2**32))
def test_any_card_of_the_same_kind_will_do(preset: str, seed: int, n: int, pick: int) -> None:
    """``legal_actions`` lists one action per kind of card; the same action with
    other suits from the hand is legal too (suits matter only for special threes)."""
    state = random_game(PRESETS[preset], seed, n)
    rng = random.Random(pick)
    for action in state.legal_actions():
        variant = suit_variant(state, action, rng)
        assert state.check(variant) is None, (action, variant)


@SETTINGS
@given(presets, seeds, steps)
def test_fast_legal_actions_match_the_reference(preset: str, seed: int, n: int) -> None:
    rng = random.Random(seed)
    state = GameState.new(PRESETS[preset], seed)
    for _ in range(n):
        if state.is_over:
            break
        assert sorted(map(str, state.legal_actions())) == sorted(map(str, state.reference_legal_actions()))
        state.apply(random_step(state, rng))


@SETTINGS
@given(presets, seeds, steps)
def test_a_record_replays_to_the_same_state(preset: str, seed: int, n: int) -> None:
    rules = PRESETS[preset]
    state = random_game(rules, seed, n)
    record = GameRecord.from_game(state)
    again = parse_record(record.to_text())
    assert again == record
    replayed = again.replay()
    assert snapshot(replayed) == snapshot(state)
    assert replayed.scores == state.scores
    for seat in range(rules.players):
        assert replayed.view(seat) == state.view(seat)


@settings(max_examples=30, deadline=None)
@given(seeds, st.integers(0, 400))
def test_house_rule_variants_keep_the_invariants(seed: int, n: int) -> None:
    """Presets with random house rules changed: invariants hold and records replay."""
    rules = random_rules(random.Random(seed))
    rng = random.Random(seed)
    state = GameState.new(rules, seed)
    for _ in range(n):
        if state.is_over:
            break
        state.apply(random_step(state, rng))
        check_invariants(state, views=False)
    check_invariants(state)
    replayed = parse_record(GameRecord.from_game(state).to_text()).replay()
    assert snapshot(replayed) == snapshot(state)
