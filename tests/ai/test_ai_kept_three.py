"""The rule bot and the three kept for a Straight (``keep_three_for_straight``, Modern
American): it keeps the three while its hand could still make the Straight, and lays it
out otherwise; with the Straight made it lays the special hand; every level stays legal
with a kept three in some hand (the determinization deals it like any hidden card)."""

from __future__ import annotations

import pytest

from ai.agent import make_agent
from ai.rulebot import STRAIGHT_KEEP_KINDS, RuleBot, straight_in_reach
from game.engine import PRESETS, LayRedThree, SpecialHand
from tests.engine.helpers import cards, play, position

MA = PRESETS["modern-american"]
OTHERS = {1: "9c 9d 8h 8d 6c 6d 5c 5d 4c 4d jh qh kh", 2: "ac ad 7c 7d jc jd 10c 10d 9s 9h 6s 6h 4s",
          3: "qc qd jc jd 10s 10h 6h 5h 4h 9s 9h 4s kc"}
#: eleven kinds with the three: a Straight in reach
NEAR = "3s ah 2c 4h 5d 6c 7h 8s 9d 10c 10s qs qs"
#: six kinds: out of reach
FAR = "3s kh kd ks qh qd qs 8s 8d 8c 9d 9c 5h"


def test_straight_in_reach_counts_the_kinds_held() -> None:
    assert straight_in_reach(cards(NEAR)) and not straight_in_reach(cards(FAR))
    assert len({c.rank for c in cards(NEAR)}) == STRAIGHT_KEEP_KINDS + 1


@pytest.mark.parametrize("hand, lays", [(NEAR, False), (FAR, True)])
def test_the_rule_bot_keeps_the_three_only_while_a_straight_is_in_reach(hand: str, lays: bool) -> None:
    g = position(MA, hands={0: hand, **OTHERS}, draws="8h")
    play(g, "draw")
    plan = RuleBot().plan_turn(g, 0)
    assert (LayRedThree(cards("3s")[0]) in plan) == lays
    c = g.clone()
    c.apply_all(plan)  # the plan is legal


def test_with_the_straight_made_the_rule_bot_lays_it() -> None:
    g = position(MA, hands={0: "ah 2c 4h 5d 6c 7h 8s 9d 10c jh qs kd 3s", **OTHERS}, draws="jk")
    play(g, "draw")
    plan = RuleBot().plan_turn(g, 0)
    assert len(plan) == 1 and isinstance(plan[0], SpecialHand) and plan[0].name == "straight"


@pytest.mark.parametrize("level", ["rules", "easy", "medium", "hard"])
def test_every_level_chooses_a_legal_action_beside_a_kept_three(level: str) -> None:
    g = position(MA, to_move=1, hands={0: NEAR, 1: OTHERS[1], 2: OTHERS[2], 3: OTHERS[3]}, draws="8h")
    play(g, "draw")
    agent = make_agent(level, seed=3, budget=4, time_limit=None)
    action = agent.choose(g.view(1))
    assert g.check(action) is None


def test_the_turn_is_planned_again_after_the_laid_three_is_replaced() -> None:
    """The laid three is replaced from the stock: the plan stops there, so that the rest of
    the turn is planned with the card the seat really draws (behind a view it is made up)."""
    g = position(MA, hands={0: FAR, **OTHERS}, draws="8h")
    play(g, "draw")
    assert RuleBot().plan_turn(g, 0) == [LayRedThree(cards("3s")[0])]


def test_no_fallback_after_a_laid_three_in_a_modern_american_deal() -> None:
    """Deal 0 of the arena's seed 41 (first seating): a rule-bot player laid its kept three,
    melded on from a made-up replacement card and could not finish its opening (``undo``,
    replaced by the agent); 28 such fallbacks in 100 deals before the plan stopped at the lay."""
    from ai.arena import deal_seed
    from game.engine import GameState

    rules = MA.with_options(target=1)
    g = GameState.new(rules, deal_seed(41, 0))
    agents = [make_agent("rules", seed=deal_seed(41, 0) * 31 + s * 7) for s in range(rules.players)]
    while not g.results:
        g.apply(agents[g.to_move].choose(g.view(g.to_move)))
    assert sum(a.stats.fallbacks for a in agents) == 0  # type: ignore[attr-defined]
