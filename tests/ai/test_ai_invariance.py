"""Hidden-card invariance: two games that look the same to a seat (same view) but hide
different cards give the same decision under the same seed."""

from __future__ import annotations

import random

import pytest

from ai.agent import make_agent
from ai.rulebot import RuleBot
from game.engine import GameState
from tests.ai.helpers_ai import other_hidden_cards, sample_positions

# (preset, deals, positions per deal): 540 positions in all
PLAN = (("classic", 12, 15), ("two", 8, 15), ("three", 8, 15), ("six", 4, 10), ("family", 4, 10),
        ("two-online", 4, 10))


@pytest.fixture(scope="module")
def pairs() -> list[tuple[GameState, GameState, int]]:
    rng = random.Random(5)
    out = []
    for preset, deals, per in PLAN:
        for g in sample_positions(preset, deals, per, seed=3):
            seat = g.to_move
            out.append((g, other_hidden_cards(g, seat, rng), seat))
    return out


def test_enough_positions(pairs: list) -> None:
    assert len(pairs) >= 500
    # the hidden cards really differ in most positions
    differ = sum(1 for g, h, seat in pairs
                 if any(sorted(g.hands[s]) != sorted(h.hands[s]) for s in range(len(g.hands)) if s != seat)
                 or g.stock != h.stock)
    assert differ >= 0.9 * len(pairs)


def test_views_equal(pairs: list) -> None:
    for g, h, seat in pairs:
        assert g.view(seat) == h.view(seat)


def test_rule_bot_reads_only_the_seat(pairs: list) -> None:
    """The rule bot is handed whole games (in the search's play-outs): it must decide
    the same whatever the hidden cards are."""
    for g, h, _seat in pairs:
        assert RuleBot().act(g) == RuleBot().act(h)
        assert RuleBot(use_history=False).act(g) == RuleBot(use_history=False).act(h)


@pytest.mark.parametrize("level", ["random", "rules", "easy", "rules-v1", "eager", "hoarder", "freezer"])
def test_agents_same_decision(pairs: list, level: str) -> None:
    for i, (g, h, seat) in enumerate(pairs):
        a = make_agent(level, seed=i).choose(g.view(seat))
        b = make_agent(level, seed=i).choose(h.view(seat))
        assert a == b
        assert g.check(a) is None


def test_search_same_decision(pairs: list) -> None:
    """A tiny-budget search (iterations only, no clock) on every position, Hard and
    Medium in turn."""
    assert len(pairs) >= 500
    for i, (g, h, seat) in enumerate(pairs):
        level = "hard" if i % 2 else "medium"
        a = make_agent(level, seed=i, budget=4, time_limit=None).choose(g.view(seat))
        b = make_agent(level, seed=i, budget=4, time_limit=None).choose(h.view(seat))
        assert a == b
        assert g.check(a) is None
