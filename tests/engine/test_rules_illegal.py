"""Every refused action leaves the game exactly as it was, carries a code and a readable
sentence; every listed action is accepted; cards are never created or lost. Checked
over whole deals of every preset played with random legal moves."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from game.engine import (
    MATCH_OVER,
    PRESETS,
    Action,
    GameState,
    IllegalAction,
    RuleSet,
    Undo,
    parse_action,
)
from game.engine.cards import rank_text
from tests.engine.helpers import same_state, total_cards


def _candidates(g: GameState) -> list[str]:
    """Many actions, most of them illegal now: every verb, cards held and not held."""
    seat = g.to_move
    hand = sorted(set(g.hands[seat]))
    texts = ["draw", "take", "stop", "undo", "ask", "answer yes", "answer no", "next",
             "dig 1", "dig 2", f"dig {len(g.pile) + 1}", "discard jk", "discard 3h", "meld 7h 7d 7c",
             "add 2c to 3", "lay 3h", "swap 7h for jk in 7"]
    ranks = sorted({m.rank for ms in g.melds for m in ms if not m.is_sequence})
    ids = sorted(m.id for ms in g.melds for m in ms)
    texts += [f"take to m{i}" for i in ids]
    for c in hand:
        texts += [f"discard {c}", f"add {c}", f"lay {c}"]
        texts += [f"add {c} to m{i}" for i in ids]
        for r in ranks:
            for side in range(len(g.melds)):
                texts.append(f"add {c} to {rank_text(r)}@{side}")
    for a, b in list(combinations(hand, 2))[:40]:
        texts.append(f"take {a} {b}")
    for a, b, c in list(combinations(g.hands[seat], 3))[:40]:
        texts.append(f"meld {a} {b} {c}")
    return texts


def _pick(rng: random.Random, actions: list[Action]) -> Action:
    moves = [a for a in actions if not isinstance(a, Undo)]
    melds = [a for a in moves if str(a).split()[0] in ("meld", "add", "take", "dig")]
    if melds and rng.random() < 0.8:
        return rng.choice(melds)
    if moves:
        return rng.choice(moves)
    return rng.choice(actions)


def _play_checked(rules: RuleSet, seed: int, steps: int) -> GameState:
    rng = random.Random(seed)
    g = GameState.new(rules, seed)
    deck = rules.deck_size
    for _ in range(steps):
        if g.phase == MATCH_OVER:
            break
        before = g.clone()
        for text in _candidates(g):
            action = parse_action(text)
            refusal = g.check(action)
            if refusal is None:
                continue
            assert refusal.code and refusal.message, text
            with pytest.raises(IllegalAction) as info:
                g.apply(action)
            assert info.value.code == refusal.code
        assert same_state(before, g), "a refused action changed the game"
        actions = g.legal_actions()
        assert actions, f"no legal action in phase {g.phase}"
        g.apply(_pick(rng, actions))
        assert total_cards(g) == deck
        if rules.threes_special and rules.red_threes_auto:  # one may be kept for a Straight (Modern American)
            # and one drawn as the stock's last card stays when the deal ends (``stock_end_three``)
            extra = rules.stock_end_three == "in_hand" and g.phase in ("deal_over", MATCH_OVER)
            assert all(sum(1 for c in h if c.is_red_three) <= rules.keep_three_for_straight + extra
                       for h in g.hands)
    return g


@pytest.mark.parametrize("name", list(PRESETS))
def test_refusals_leave_the_game_unchanged(name: str) -> None:
    rules = PRESETS[name].with_options(target=1)
    for seed in (1, 2):
        _play_checked(rules, seed, 250)


@pytest.mark.parametrize("name", list(PRESETS))
def test_single_deals_play_to_the_end(name: str) -> None:
    """Random legal play always ends a single deal, with a result for every side."""
    rules = PRESETS[name].with_options(target=1)
    ended = 0
    for seed in range(4):
        rng = random.Random(seed)
        g = GameState.new(rules, seed)
        for _ in range(3000):
            if g.phase == MATCH_OVER:
                break
            g.apply(_pick(rng, g.legal_actions()))
        if g.phase == MATCH_OVER:
            ended += 1
            assert g.last_result is not None and len(g.last_result.sides) == len(rules.sides)
            assert g.scores == [s.score_after for s in g.last_result.sides]
            assert g.last_result.winner is not None
    assert ended >= 3
