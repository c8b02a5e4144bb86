"""An agent plays the plan it chose for a turn whole: it keeps the rest of it (melds, then
the discard) until the turn ends, instead of planning the turn again.

A kept plan's key must move on with the history: a key that named the history length after
the plan's first action only made every agent drop its plan from the third action on: a
turn of several melds cost Hard three searches or more (seven in a row in one Pennies
deal), each free to change the plan half-way, and the rule agents planned again from the
half-played turn."""

from __future__ import annotations

import pytest

from ai.agent import RuleAgent, SearchAgent
from ai.rulebot import RuleBot
from ai.search import Search, SearchConfig, SearchStats
from game.engine import MELD_PHASE, PRESETS, Action, GameState, View, parse_action
from tests.engine.helpers import position

PLAN = ["meld kc kd ks", "meld 9s 9h 9d", "add qs", "discard 5d"]


def _game() -> GameState:
    return position(PRESETS["classic"].with_options(target=1), hands={0: "kc kd ks 9s 9h 9d qs 5d 7c 6h jc ts"},
                    phase=MELD_PHASE, pile="4c 8d", melds={0: ["qc qd qh"]})


def _fixed_search(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []

    def choose(self: Search, view: View) -> tuple[list[Action], SearchStats]:
        calls.append(len(view.history))
        return [parse_action(x) for x in PLAN], SearchStats(iterations=1, searched=True)

    monkeypatch.setattr(Search, "choose", choose)
    return calls


def _played_by_a_search_agent() -> list[str]:
    """The actions a search agent plays on the test position, one call per action."""
    g = _game()
    agent = SearchAgent(1, SearchConfig(iterations=4, time_limit=None))
    played = []
    for _ in PLAN:
        a = agent.choose(g.view(0))
        played.append(str(a))
        g.apply(a)
    return played


def test_the_search_agent_plays_its_plan_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _fixed_search(monkeypatch)
    assert _played_by_a_search_agent() == PLAN
    assert len(calls) == 1  # one search for the turn


def test_a_plan_the_view_has_left_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _fixed_search(monkeypatch)
    g = _game()
    agent = SearchAgent(1, SearchConfig(iterations=4, time_limit=None))
    g.apply(agent.choose(g.view(0)))
    g.apply(parse_action("meld 9s 9h 9d"))  # played without the agent: its key no longer fits
    agent.choose(g.view(0))
    assert len(calls) == 2


def test_the_rule_agent_plans_again_before_each_action(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rule bot keeps no plan: it plans the rest of the turn on the cards as they lie
    (measured better at the family table than playing its first plan whole)."""
    plans: list[int] = []
    plan_turn = RuleBot.plan_turn

    def counted(self: RuleBot, g: GameState, seat: int) -> list[Action]:
        plans.append(len(g.actions))
        return plan_turn(self, g, seat)

    monkeypatch.setattr(RuleBot, "plan_turn", counted)
    g = _game()
    agent = RuleAgent(1)
    steps = 0
    while g.phase == MELD_PHASE and g.to_move == 0:
        g.apply(agent.choose(g.view(0)))
        steps += 1
    assert steps >= 3  # a turn of several actions
    assert sorted(set(plans)) == sorted(plans) and len(plans) == steps  # one plan per action, each afresh


def test_the_search_agent_keeps_only_a_searched_plan(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the search did not search (Medium outside its moments), the plan is the rule
    bot's, and it is planned again before each action as the rule agent does."""
    calls: list[int] = []

    def choose(self: Search, view: View) -> tuple[list[Action], SearchStats]:
        calls.append(len(view.history))
        return [parse_action(x) for x in PLAN[len(calls) - 1:]], SearchStats()

    monkeypatch.setattr(Search, "choose", choose)
    assert _played_by_a_search_agent() == PLAN
    assert len(calls) == len(PLAN)  # asked again before every action
