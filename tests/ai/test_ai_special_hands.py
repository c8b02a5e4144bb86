"""The computer players lay a special hand (``special_hands``, Modern American) when
the engine offers one: the rule bot plans it first, and the searching levels have it
as the rule bot's plan (their prior)."""

from __future__ import annotations

import pytest

from ai.agent import make_agent
from ai.rulebot import RuleBot
from game.engine import PRESETS, SpecialHand
from tests.engine.helpers import play, position

RULES = PRESETS["cuban"].with_options(special_hands="cla")
GARBAGE = "8h 8d 8s 8c qh qd qs qc 5h 5d 5s kh kd"  # and a king drawn


def test_the_rule_bot_lays_the_special_hand() -> None:
    g = position(RULES, hands={0: GARBAGE}, draws="ks")
    play(g, "draw")
    plan = RuleBot().plan_turn(g, 0)
    assert len(plan) == 1 and isinstance(plan[0], SpecialHand) and plan[0].name == "garbage"


def test_without_the_option_the_rule_bot_melds_as_usual() -> None:
    g = position(PRESETS["cuban"], hands={0: GARBAGE}, draws="ks")
    play(g, "draw")
    plan = RuleBot().plan_turn(g, 0)
    assert not any(isinstance(a, SpecialHand) for a in plan)


@pytest.mark.parametrize("level", ["rules", "easy", "medium", "hard"])
def test_every_level_lays_it(level: str) -> None:
    g = position(RULES, hands={0: GARBAGE}, draws="ks")
    play(g, "draw")
    agent = make_agent(level, seed=3, budget=4, time_limit=None)
    action = agent.choose(g.view(0))
    assert isinstance(action, SpecialHand) and action.name == "garbage"
