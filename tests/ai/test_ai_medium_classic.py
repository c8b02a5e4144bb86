"""Medium's meld decisions on the Classic family (``SearchConfig.classic_moments``, issue
17): besides the draw and the answer, Medium searches the meld phase at the side's first
meld, with a way out, with wild cards in hand once its side is open, and with a big pile
at stake (there the rule bot's plan is tried with its three cheapest discards). The
variant presets keep their own moments; the Classic moments do not reach them."""

from __future__ import annotations

import dataclasses
import random

import pytest

from ai.agent import LEVELS, make_agent
from ai.rulebot import RuleBot
from ai.search import Search, SearchConfig
from game.engine import MELD_PHASE, PRESETS, Discard, GameState, RuleSet
from tests.ai.helpers_ai import other_hidden_cards, sample_positions
from tests.engine.helpers import position

CLASSIC = PRESETS["classic"].with_options(target=1)
SAMBA = PRESETS["samba"].with_options(target=1)
# an opened side, no wild card, no way out: only the pile can make it a moment
PLAIN = "5h 6d 9s kc kd qs 9c 10d 4s jd 8c"
BIG_PILE = "4c 7d 8s 9h 10c jh qd kh 5c 6s"


def _medium() -> SearchConfig:
    cfg = LEVELS["medium"].search
    assert cfg is not None
    return cfg


def _plain(rules: RuleSet, pile: str, hand: str = PLAIN, opponents_open: bool = True) -> GameState:
    melds = {0: ["ac ad ah"], 1: ["7c 7h 7s"]} if opponents_open else {0: ["ac ad ah"]}
    return position(rules, hands={0: hand}, pile=pile, pile_frozen=False, melds=melds, phase=MELD_PHASE)


def test_medium_has_the_classic_moments_and_hard_none() -> None:
    assert set(_medium().classic_moments) == {"first", "out", "pile", "wild"}
    hard = LEVELS["hard"].search
    assert hard is not None and not hard.classic_moments


def test_a_big_pile_with_the_opponents_open_is_a_moment_in_classic_only() -> None:
    search = Search(_medium(), random.Random(1))
    assert search.moment(_plain(CLASSIC, BIG_PILE), 0)
    assert not search.moment(_plain(CLASSIC, "4c 7d"), 0)  # a small pile
    assert not search.moment(_plain(CLASSIC, BIG_PILE, opponents_open=False), 0)  # nobody to take it
    assert not search.moment(_plain(SAMBA, BIG_PILE), 0)  # the variants keep their own moments
    assert not Search(dataclasses.replace(_medium(), classic_moments=("first",)),
                      random.Random(1)).moment(_plain(CLASSIC, BIG_PILE), 0)


def test_a_wild_card_in_an_open_side_is_a_moment() -> None:
    search = Search(_medium(), random.Random(1))
    assert search.moment(_plain(CLASSIC, "4c 7d", hand=PLAIN.replace("5h", "2h")), 0)
    assert not search.moment(_plain(CLASSIC, "4c 7d"), 0)


def test_the_first_meld_is_a_moment_in_classic() -> None:
    search = Search(_medium(), random.Random(1))
    hand = "kc kd kh ks qc qd qh 9c 9d 5s 6h 8c"
    assert search.moment(position(CLASSIC, hands={0: hand}, pile="6c 8d", phase=MELD_PHASE), 0)


def test_at_a_big_pile_the_rule_bots_plan_is_tried_with_three_discards() -> None:
    g = _plain(CLASSIC, BIG_PILE)
    search = Search(_medium(), random.Random(1))
    root = search.root(g.view(0), g)
    leaves, prior = search.leaves(g, root, 0)
    rule = [acts for key, acts in leaves if key.startswith(root.prior + " | ")]  # type: ignore[operator]
    assert len(rule) == 3
    assert all(isinstance(acts[-1], Discard) for acts in rule)
    assert prior.startswith("rule")
    # the rule bot's discard is among them, and a small pile gets one discard per plan
    assert any(acts[-1] == RuleBot().plan_turn(g, 0)[-1] for acts in rule)
    small = _plain(CLASSIC, "4c 7d 8s", hand=PLAIN.replace("5h", "2h"))
    root = search.root(small.view(0), small)
    assert all(" | " not in key or key.count(" | ") == 1 for key, _ in search.leaves(small, root, 0)[0])
    assert len([k for k, _ in search.leaves(small, root, 0)[0] if k.startswith(root.prior + " | ")]) == 1  # type: ignore[operator]


@pytest.mark.parametrize("pile, searched", [(BIG_PILE, 1), ("4c 7d", 0)])
def test_medium_searches_the_discard_into_a_big_pile(pile: str, searched: int) -> None:
    g = _plain(CLASSIC, pile)
    agent = make_agent("medium", seed=3, budget=6, time_limit=None)
    a = agent.choose(g.view(0))
    assert g.check(a) is None
    assert agent.stats.searched == searched  # type: ignore[attr-defined]


@pytest.fixture(scope="module")
def moment_pairs() -> list[tuple[GameState, GameState, int]]:
    """Classic-family meld decisions that are Medium's moments, with other hidden cards."""
    rng = random.Random(23)
    search = Search(_medium(), random.Random(0))
    out: list[tuple[GameState, GameState, int]] = []
    for preset in ("classic", "three", "two"):
        seen = sample_positions(preset, 3, 1000, seed=6)
        chosen = [g for g in seen if g.phase == MELD_PHASE and search.moment(g, g.to_move)][:4]
        out.extend((g, other_hidden_cards(g, g.to_move, rng), g.to_move) for g in chosen)
    return out


def test_medium_searches_its_classic_moments_without_peeking(moment_pairs: list) -> None:
    """With no margin over the rule bot's option (else a budget this small keeps the rule
    bot's choice and the test could not fail), the same seed decides the same under other
    hidden cards, and another seed moves some decisions."""
    assert len(moment_pairs) >= 10
    level = "medium+margin=0+margin_se=0"
    moved = 0
    for i, (g, h, seat) in enumerate(moment_pairs):
        agents = [make_agent(level, seed=i, budget=4, time_limit=None) for _ in range(2)]
        a, b = agents[0].choose(g.view(seat)), agents[1].choose(h.view(seat))
        assert a == b
        assert g.check(a) is None
        moved += make_agent(level, seed=i + 1, budget=4, time_limit=None).choose(g.view(seat)) != a
    assert moved >= 2
