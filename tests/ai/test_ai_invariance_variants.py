"""Hidden-card invariance on the variants (issue 13): positions from Samba, Bolivia,
Cuban, Uruguay, Hand and Foot and Pennies from Heaven, where more is hidden than in
Classic - the feet and the pennies (face down, unseen by their owner too), three packs,
black threes set aside. Two games that look the same to a seat but hide different
cards, packets included, give the same decision under the same seed, at every level
and in every style."""

from __future__ import annotations

import random

import pytest
from helpers_ai import other_hidden_cards, sample_positions

from ai.agent import make_agent
from ai.rulebot import RuleBot
from game.engine import GameState

# (preset, deals, positions per deal)
PLAN = (("samba", 2, 10), ("bolivia", 2, 10), ("cuban", 2, 10), ("uruguay", 2, 10),
        ("hand-and-foot", 3, 10), ("pennies", 3, 10))
LEVELS = ["random", "rules", "easy", "rules-v1", "eager", "hoarder", "freezer"]


def _packets_of_others(g: GameState, seat: int) -> list[list[str]]:
    return [sorted(map(str, g.packets[s])) for s in range(len(g.packets)) if s != seat]


@pytest.fixture(scope="module")
def pairs() -> list[tuple[str, GameState, GameState, int]]:
    rng = random.Random(13)
    out = []
    for preset, deals, per in PLAN:
        for g in sample_positions(preset, deals, per, seed=4):
            seat = g.to_move
            out.append((preset, g, other_hidden_cards(g, seat, rng), seat))
    return out


def test_the_positions_hide_different_cards_packets_too(pairs: list) -> None:
    assert {p for p, *_ in pairs} == {p for p, *_ in PLAN}
    differ = sum(1 for _, g, h, seat in pairs
                 if any(sorted(g.hands[s]) != sorted(h.hands[s]) for s in range(len(g.hands)) if s != seat)
                 or g.stock != h.stock)
    assert differ >= 0.9 * len(pairs)
    with_packets = [(g, h, seat) for p, g, h, seat in pairs if p in ("hand-and-foot", "pennies")
                    and any(g.packets[s] for s in range(len(g.packets)))]
    assert len(with_packets) >= 20
    # the packets' cards are dealt again too (the seat's own packet as well: nobody sees it)
    moved = sum(1 for g, h, seat in with_packets
                if _packets_of_others(g, seat) != _packets_of_others(h, seat)
                or sorted(map(str, g.packets[seat])) != sorted(map(str, h.packets[seat])))
    assert moved >= 0.9 * len(with_packets)
    for g, h, _seat in with_packets:  # their sizes stay: every view shows them
        assert [len(p) for p in g.packets] == [len(p) for p in h.packets]


def test_views_equal(pairs: list) -> None:
    for _, g, h, seat in pairs:
        assert g.view(seat) == h.view(seat)


def test_rule_bot_reads_only_the_seat(pairs: list) -> None:
    for _, g, h, _seat in pairs:
        assert RuleBot().act(g) == RuleBot().act(h)
        assert RuleBot(use_history=False).act(g) == RuleBot(use_history=False).act(h)


@pytest.mark.parametrize("level", LEVELS)
def test_agents_same_decision(pairs: list, level: str) -> None:
    for i, (_, g, h, seat) in enumerate(pairs):
        a = make_agent(level, seed=i).choose(g.view(seat))
        b = make_agent(level, seed=i).choose(h.view(seat))
        assert a == b
        assert g.check(a) is None


def test_search_same_decision(pairs: list) -> None:
    """A tiny-budget search (iterations only, no clock), Hard and Medium in turn."""
    for i, (_, g, h, seat) in enumerate(pairs):
        level = "hard" if i % 2 else "medium"
        a = make_agent(level, seed=i, budget=3, time_limit=None).choose(g.view(seat))
        b = make_agent(level, seed=i, budget=3, time_limit=None).choose(h.view(seat))
        assert a == b
        assert g.check(a) is None
