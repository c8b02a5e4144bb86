"""Hidden-card invariance on the variants (issue 13): positions from Samba, Bolivia,
Cuban, Uruguay, Hand and Foot, Pennies from Heaven and Modern American, where more is
hidden than in Classic - the feet and the pennies (face down, unseen by their owner too),
three packs, black threes set aside, Modern American's bonus cards. Two games that look
the same to a seat but hide different cards, packets included, give the same decision
under the same seed, at every level and in every style."""

from __future__ import annotations

import random

import pytest

from ai.agent import make_agent
from ai.rulebot import RuleBot
from ai.search import Search, SearchConfig, meld_options
from game.engine import ANSWER_PHASE, DRAW_PHASE, MELD_PHASE, PRESETS, GameState
from tests.ai.helpers_ai import other_hidden_cards, sample_positions, search_agent

# (preset, deals, positions per deal)
PLAN = (("samba", 2, 10), ("bolivia", 2, 10), ("cuban", 2, 10), ("uruguay", 2, 10),
        ("hand-and-foot", 3, 10), ("pennies", 3, 10), ("modern-american", 2, 10))
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


def _medium_config(preset: str) -> SearchConfig:
    """Medium's search at a table of the named preset (its ``preset_changes`` applied)."""
    return search_agent("medium").config_for(preset)


def _medium_melds_here(g: GameState) -> bool:
    """A meld decision Medium searches: one of the variant's moments with two meld plans
    or more."""
    cfg = _medium_config(g.rules.name)
    if not Search(cfg, random.Random(0)).moment(g, g.to_move):
        return False
    return len(meld_options(RuleBot(), g, g.to_move, runs=cfg.runs_option)[0]) > 1


@pytest.fixture(scope="module")
def medium_pairs() -> list[tuple[str, GameState, GameState, int]]:
    """Positions where Medium searches: a draw with the pile to take, an answer to
    "may I go out?", and a meld decision at one of the variant's moments (the
    positions above are mostly other ones, with no search to test)."""
    rng = random.Random(17)
    out: list[tuple[str, GameState, GameState, int]] = []
    for preset, _, _ in PLAN:
        seen = sample_positions(preset, 4, 1000, seed=4)
        chosen = [g for g in seen
                  if g.phase == ANSWER_PHASE
                  or (g.phase == DRAW_PHASE and len(RuleBot().draw_options(g, g.to_move)) > 1)][:3]
        chosen += [g for g in seen if g.phase == MELD_PHASE and _medium_melds_here(g)][:2]
        out.extend((preset, g, other_hidden_cards(g, g.to_move, rng), g.to_move) for g in chosen)
    return out


def test_medium_searches_the_same_decision(medium_pairs: list) -> None:
    """Medium's search with no margin over the rule bot's option: with the margin, a
    budget this small keeps the rule bot's choice almost always, and a test of equal
    decisions could not fail. Without it, another seed changes some decisions (checked
    below), so the equal ones under other hidden cards say something."""
    assert {p for p, *_ in medium_pairs} == {p for p, *_ in PLAN}
    # two meld decisions from each preset where Medium searches some (in Cuban it does not)
    melding = [p for p, _, _ in PLAN if _medium_config(PRESETS[p].name).variant_moments]
    assert len(melding) >= len(PLAN) - 1
    assert sum(g.phase == MELD_PHASE for _, g, _, _ in medium_pairs) >= 2 * len(melding)
    level = "medium+margin=0+margin_se=0"
    moved = 0
    for i, (preset, g, h, seat) in enumerate(medium_pairs):
        agents = [make_agent(level, seed=i, budget=4, time_limit=None) for _ in range(2)]
        a, b = agents[0].choose(g.view(seat)), agents[1].choose(h.view(seat))
        assert agents[0].stats.searched == 1, preset  # type: ignore[attr-defined]
        assert a == b, preset
        assert g.check(a) is None
        moved += make_agent(level, seed=i + 1, budget=4, time_limit=None).choose(g.view(seat)) != a
    assert moved >= 3
