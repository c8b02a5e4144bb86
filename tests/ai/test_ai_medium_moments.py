"""Medium's meld decisions at the variants' moments (``SearchConfig.variant_moments``,
issue 13): on the variant presets Medium also searches the meld phase where the variant
makes it count (a side's first meld, a run that can be started, the foot in reach, a way
out), with a plan that starts runs among its options. The Classic family has moments of
its own (``classic_moments``, tested in ``test_ai_medium_classic.py``); the variants'
moments do not reach it."""

from __future__ import annotations

import dataclasses
import random

import pytest

from ai.agent import LEVELS, make_agent
from ai.evaluate import knows_variant
from ai.fit_eval import VARIANTS
from ai.rulebot import RuleBot
from ai.search import Search, SearchConfig, meld_options
from game.engine import MELD_PHASE, PRESETS, GameState, Meld, RuleSet
from tests.engine.helpers import position

SAMBA = PRESETS["samba"].with_options(target=1)
CLASSIC = PRESETS["classic"].with_options(target=1)
MODERN = PRESETS["modern-american"].with_options(target=1)
FOOT = PRESETS["hand-and-foot"].with_options(target=1)
PENNIES = PRESETS["pennies"].with_options(target=1)
RUN_HAND = "5h 6h 7h kc kd qs 9c 10d 6d jd 8c ac"  # the sixes a pair: the rule bot keeps the run in hand


def _medium() -> SearchConfig:
    cfg = LEVELS["medium"].search
    assert cfg is not None
    return cfg


def _run_position(rules: RuleSet) -> GameState:
    return position(rules, hands={0: RUN_HAND}, pile="6c 8d", melds={0: ["ac ad ah"]}, phase=MELD_PHASE)


def _starts_run(acts: list) -> bool:
    return any(isinstance(a, Meld) and len({c.rank for c in a.cards}) == 3 for a in acts)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_variants_are_the_presets_with_variant_weights(name: str) -> None:
    assert knows_variant(PRESETS[name]) == (name in VARIANTS)


def test_medium_has_moments_and_hard_is_unchanged() -> None:
    assert set(_medium().variant_moments) == {"first", "runs", "foot", "out", "wild"}
    assert _medium().runs_option
    hard = LEVELS["hard"].search
    assert hard is not None and not hard.variant_moments and not hard.runs_option


def test_a_run_in_hand_is_a_moment_in_samba_only() -> None:
    search = Search(_medium(), random.Random(1))
    assert search.moment(_run_position(SAMBA), 0)
    # the same hand in Classic: no runs, the side has opened, no way out
    assert not search.moment(_run_position(CLASSIC), 0)
    # without the moment Samba's position is not one either
    assert not Search(dataclasses.replace(_medium(), variant_moments=("first",)),
                      random.Random(1)).moment(_run_position(SAMBA), 0)


def test_a_first_meld_is_a_moment_in_modern_american_not_by_the_variant_moments_in_classic() -> None:
    search = Search(_medium(), random.Random(1))
    hand = "kc kd kh ks qc qd qh 9c 9d 5s 6h 8c"
    assert search.moment(position(MODERN, hands={0: hand}, pile="6c 8d", phase=MELD_PHASE), 0)
    variants_only = Search(dataclasses.replace(_medium(), classic_moments=()), random.Random(1))
    assert not variants_only.moment(position(CLASSIC, hands={0: hand}, pile="6c 8d", phase=MELD_PHASE), 0)


def test_the_foot_in_reach_is_a_moment() -> None:
    search = Search(_medium(), random.Random(1))
    melds = {0: ["kc kd kh", "qc qd qh"]}
    short = position(FOOT, hands={0: "kc 9d 9h 5s"}, pile="6c 8d", melds=melds, phase=MELD_PHASE)
    long = position(FOOT, hands={0: "kc 9d 9h 5s 6h 7c 8d jd"}, pile="6c 8d", melds=melds, phase=MELD_PHASE)
    assert short.packet_waiting(0) and search.moment(short, 0)
    assert long.packet_waiting(0) and not search.moment(long, 0)


def test_the_runs_plan_starts_the_run_the_rule_bot_leaves_in_hand() -> None:
    g = _run_position(SAMBA)
    plain, _ = meld_options(RuleBot(), g, 0)
    with_runs, _ = meld_options(RuleBot(), g, 0, runs=True)
    assert "runs" not in {k for k, _, _ in plain}
    runs = next(acts for k, acts, _ in with_runs if k == "runs")
    assert _starts_run(runs)
    assert not _starts_run(RuleBot().plan_turn(g, 0))  # Samba: not a run that splits a pair


def test_medium_searches_the_moment_in_samba_not_the_same_meld_in_classic() -> None:
    for rules, searched in ((SAMBA, 1), (CLASSIC, 0)):
        g = _run_position(rules)
        agent = make_agent("medium", seed=3, budget=4, time_limit=None)
        a = agent.choose(g.view(0))
        assert g.check(a) is None
        assert agent.stats.searched == searched, rules.name  # type: ignore[attr-defined]


def test_a_wild_card_in_an_open_side_is_a_moment_in_pennies() -> None:
    """Pennies goes out only with a wild, a mixed, a natural and a sevens canasta: where
    each wild card goes is the decision Medium would otherwise search too little."""
    search = Search(_medium(), random.Random(1))
    plain = "5h 6d 9s kc kd qs 9c 10d 4s jd 8c"
    melds = {0: ["ac ad ah"]}
    with_wild = position(PENNIES, hands={0: plain.replace("5h", "2h")}, pile="4c 6c", pile_frozen=False,
                         melds=melds, phase=MELD_PHASE)
    without = position(PENNIES, hands={0: plain}, pile="4c 6c", pile_frozen=False, melds=melds, phase=MELD_PHASE)
    assert search.moment(with_wild, 0)
    assert not search.moment(without, 0)
    # without the moment the wild card alone does not make one
    assert not Search(dataclasses.replace(_medium(), variant_moments=("first", "runs", "foot", "out")),
                      random.Random(1)).moment(with_wild, 0)
