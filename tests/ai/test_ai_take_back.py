"""The computer players and the melded card taken back (``no_legal_discard`` =
``take_back``, Modern American): when no card in the hand may be discarded, the rule bot
and the styles take back the card that costs least (not from a canasta when another meld
can give one), and every level chooses a legal action."""

from __future__ import annotations

import pytest

from ai.agent import make_agent
from ai.rulebot import RuleBot, any_legal_action
from ai.styles import STYLES
from game.engine import PRESETS, TakeBack
from game.engine.parts import Phase
from tests.engine.helpers import position

MA = PRESETS["modern-american"]
OTHERS = {1: "4h 4d", 2: "5h 5d", 3: "6h 6d"}


def stuck(melds: list[str]):  # type: ignore[no-untyped-def]
    """Seat 0 has drawn; on an empty pile its seven, ace and wild card are all banned."""
    return position(MA, hands={0: "7s as 2c", **OTHERS}, melds={0: melds}, phase=Phase.MELD)


def test_the_rule_bot_takes_back_from_the_cheapest_meld() -> None:
    g = stuck(["kh kd kc ks kh kd kc", "8h 8d 8c 8s"])
    eights = g.melds[0][1]
    plan = RuleBot().plan_turn(g, 0)
    assert isinstance(plan[-1], TakeBack) and plan[-1].meld == eights.id
    assert any_legal_action(g) == plan[-1]
    g.apply_all(plan)
    assert g.to_move == 1 and g.melds[0][0].is_canasta


def test_with_only_a_canasta_the_rule_bot_breaks_it() -> None:
    g = stuck(["kh kd kc ks kh kd kc", "9h 9d 9c"])
    plan = RuleBot().plan_turn(g, 0)
    assert isinstance(plan[-1], TakeBack) and plan[-1].meld == g.melds[0][0].id


@pytest.mark.parametrize("style", sorted(STYLES))
def test_the_styles_take_back_the_cheapest(style: str) -> None:
    g = stuck(["kh kd kc ks kh kd kc", "8h 8d 8c 8s"])
    action = STYLES[style]().act(g)
    assert isinstance(action, TakeBack) and action.meld == g.melds[0][1].id


@pytest.mark.parametrize("level", ["rules", "easy", "medium", "hard", "rules-v1", "eager"])
def test_every_level_chooses_a_legal_action_when_stuck(level: str) -> None:
    g = stuck(["kh kd kc ks kh kd kc", "8h 8d 8c 8s"])
    agent = make_agent(level, seed=3, budget=4, time_limit=None)
    action = agent.choose(g.view(0))
    assert g.check(action) is None
