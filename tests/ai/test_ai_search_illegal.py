"""The search's count of play-outs whose option was illegal on their made-up deal
(``SearchStats.illegal``).

An option is a plan made on one made-up deal; where it names cards the seat does not
know (Pennies' pennies) it is illegal on other made-up deals and
``Search._leaf_value`` scores it as lost (0.0). That bias hid in the values; the count
shows it, in the agent's stats and in the arena's summary line."""

from __future__ import annotations

import random

import pytest

from ai import arena, parallel
from ai.agent import SearchAgent
from ai.rulebot import RuleBot
from ai.search import Search, SearchConfig, SearchStats
from game.engine import MELD_PHASE, PRESETS, Action, Discard, GameState, determinize
from tests.engine.helpers import cards, position

CONFIG = SearchConfig(iterations=8, time_limit=None)
PENNIES = PRESETS["pennies"].with_options(target=1)


def _meld_position() -> GameState:
    return position(PRESETS["classic"].with_options(target=1), hands={0: "kc kd 9s 9h 5d 6h 7c"},
                    phase=MELD_PHASE, pile="4c 8d", melds={0: ["qc qd qh"]})


def test_an_option_illegal_on_every_made_up_deal_is_counted_once_a_deal() -> None:
    g = _meld_position()
    view = g.view(0)
    held = Discard(cards("5d")[0])
    not_held = Discard(cards("ac")[0])  # not in the seat's hand: refused on every made-up deal
    search = Search(CONFIG, random.Random(1))
    rows = search.play_deals(view, [("held", [held]), ("not held", [not_held])], 5, None, True)
    assert len(rows) == 5
    assert all(row["not held"] == 0.0 for row in rows)
    assert search.stats.illegal == 5


def test_legal_options_count_nothing() -> None:
    g = _meld_position()
    search = Search(CONFIG, random.Random(1))
    search.play_deals(g.view(0), [("held", [Discard(cards("5d")[0])]), ("none", [])], 5, None, True)
    assert search.stats.illegal == 0


def test_the_uncut_pennies_plan_would_have_been_counted() -> None:
    """The rule bot's plan that finishes the first canasta and goes on with the pennies of
    one made-up deal (without the cut at the pennies): the count shows it at once."""
    g = position(PENNIES, hands={0: "2c 2d jk 4c 5d 6h jc qd 9s 9h 8s 8d"}, phase=MELD_PHASE, pile="6c 8d",
                 melds={0: ["kc kd kh ks", "9c 9d 9h"]})
    view = g.view(0)
    plan: list[Action] = RuleBot().plan_turn(determinize(view, random.Random(0)), 0)
    search = Search(CONFIG, random.Random(1))
    search.play_deals(view, [("whole plan", plan)], 8, None, True)
    assert search.stats.illegal >= 4


def test_a_helper_reports_its_illegal_play_outs() -> None:
    g = _meld_position()
    rows, illegal = parallel.play_deals(CONFIG, g.view(0), [("not held", [Discard(cards("ac")[0])])], 3,
                                        seed=5, seconds=None)
    assert len(rows) == 3 and illegal == 3


def test_the_agent_adds_up_the_count_and_the_arena_shows_it(monkeypatch: pytest.MonkeyPatch) -> None:
    g = _meld_position()

    def choose(self: Search, view: object) -> tuple[list[Action], SearchStats]:
        return [Discard(cards("5d")[0])], SearchStats(iterations=4, searched=True, illegal=3)

    monkeypatch.setattr(Search, "choose", choose)
    agent = SearchAgent(1, CONFIG)
    agent.choose(g.view(0))
    agent._plan = []  # decide afresh
    agent.choose(g.view(0))
    assert agent.stats.illegal == 6 and agent.stats.illegal_searches == 2
    stats = {"decisions": 2, "searched": 2, "iterations": 8, "search_seconds": 0.1, "times": [0.05, 0.05],
             "search_times": [0.05, 0.05], "fallbacks": 0, "illegal": agent.stats.illegal,
             "illegal_searches": agent.stats.illegal_searches}
    old = {k: v for k, v in stats.items() if not k.startswith("illegal")}  # a record from before the count
    meta = {"a": "hard", "b": "rules", "preset": "classic", "seeds": [1], "budget": None, "time_limit": None,
            "jobs": 1, "human": None}
    records = [{"deal": 0, "seed": 1, "diff": 10.0, "stats": {"A": stats, "B": old},
                "plays": [{"won": True, "lost": False}]}]
    text = arena.report(meta, records)
    assert "A=hard:" in text and "illegal play-outs 6 (in 2 searched decisions)" in text
    assert "illegal play-outs 0 (in 0 searched decisions)" in text


def test_a_player_that_never_searches_has_no_play_out_count() -> None:
    """The rule bot's line said "illegal play-outs 0 (in 0 searched decisions)", which
    reads as a check passed; a player without search has nothing of the kind to count."""
    rules = {"decisions": 3, "searched": 0, "iterations": 0, "search_seconds": 0.0, "times": [0.01] * 3,
             "search_times": [], "fallbacks": 0, "illegal": 0, "illegal_searches": 0}
    hard = dict(rules, searched=1, iterations=50, search_seconds=0.5, search_times=[0.5], illegal=2,
                illegal_searches=1)
    meta = {"a": "hard", "b": "rules", "preset": "classic", "seeds": [1], "budget": None, "time_limit": None,
            "jobs": 1, "human": None}
    records = [{"deal": 0, "seed": 1, "diff": 10.0, "stats": {"A": hard, "B": rules},
                "plays": [{"won": True, "lost": False}]}]
    lines = arena.report(meta, records).splitlines()
    (a_line,) = [x for x in lines if x.startswith("  A=hard:")]
    (b_line,) = [x for x in lines if x.startswith("  B=rules:")]
    assert "illegal play-outs 2 (in 1 searched decisions)" in a_line
    assert b_line.endswith("no searched decisions, fallbacks 0") and "illegal" not in b_line
