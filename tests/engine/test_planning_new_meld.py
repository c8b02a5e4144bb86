"""Cards dropped as a new meld (``plan_new_meld``) and onto one meld by its id
(``plan_adds``): the engine decides whether they make a group, a run (where the rules
have runs, ``RuleSet.sequences``) or neither, and says why not (issue 13: the table
used to decide it)."""

from __future__ import annotations

import pytest

from game.engine import PRESETS, Action, Add, Card, GameState, IllegalAction, RuleSet
from tests.engine.helpers import MELD_PHASE, cards, position

HAND = "4s 5s 6s 7s 8s 5d 4h 4d 9h 10c kd"


def _table(rules: RuleSet, melds: list[str] | None = None) -> GameState:
    """The side has opened (a meld of queens), so a new meld needs no minimum."""
    return position(rules, hands={0: HAND}, melds={0: ["qs qd qh", *(melds or [])]}, to_move=0, phase=MELD_PHASE)


def _plan(rules: RuleSet, text: str, melds: list[str] | None = None) -> list[str]:
    g = _table(rules, melds)
    plan = g.plan_new_meld(cards(text))
    _play(g, plan)
    return [str(a) for a in plan]


def _play(g: GameState, plan: list[Action]) -> None:
    for a in plan:
        assert g.check(a) is None, a
        g.apply(a)


def _refusal(rules: RuleSet, text: str) -> str:
    with pytest.raises(IllegalAction) as refused:
        _table(rules).plan_new_meld(cards(text))
    return refused.value.code


RUNS = [PRESETS["samba"], PRESETS["bolivia"]]
NO_RUNS = [PRESETS["classic"], PRESETS["samba"].with_options(sequences=False)]


@pytest.mark.parametrize("rules", RUNS + NO_RUNS, ids=["samba", "bolivia", "classic", "samba-no-runs"])
def test_cards_of_one_rank_make_a_group_with_or_without_runs(rules: RuleSet) -> None:
    assert _plan(rules, "4h 4s 4d") == ["meld 4d 4h 4s"]


@pytest.mark.parametrize("rules", RUNS, ids=["samba", "bolivia"])
def test_where_there_are_runs_cards_of_one_suit_in_order_make_a_run_grown_by_its_id(rules: RuleSet) -> None:
    # the queens are meld 1: the run is meld 2, started with its three lowest cards
    assert _plan(rules, "8s 6s 4s 7s 5s") == ["meld 4s 5s 6s", "add 7s to m2", "add 8s to m2"]


@pytest.mark.parametrize("rules", NO_RUNS, ids=["classic", "samba-no-runs"])
def test_without_runs_cards_of_several_ranks_are_refused_as_one_rank_only(rules: RuleSet) -> None:
    assert _refusal(rules, "4s 5s 6s") == "meld_rank"
    assert _refusal(rules, "4s 5d") == "meld_rank"
    assert _refusal(rules, "4s 4h 5d") == "meld_rank"


@pytest.mark.parametrize("rules", RUNS, ids=["samba", "bolivia"])
def test_where_there_are_runs_cards_that_make_neither_are_refused_naming_both(rules: RuleSet) -> None:
    with pytest.raises(IllegalAction) as refused:
        _table(rules).plan_new_meld(cards("4s 5d"))
    assert refused.value.code == "meld_or_sequence"
    assert "sequence" in str(refused.value) and "one rank" in str(refused.value)
    assert _refusal(rules, "4s 9h") == "meld_or_sequence"  # two cards
    assert _refusal(rules, "4s 4h 5d") == "meld_or_sequence"  # a rank twice among others


@pytest.mark.parametrize("rules", RUNS, ids=["samba", "bolivia"])
def test_three_cards_that_are_no_run_get_the_runs_own_reason(rules: RuleSet) -> None:
    assert _refusal(rules, "4s 5d 6s") == "sequence_suit"


def test_plan_adds_grows_a_run_at_either_end() -> None:
    g = _table(PRESETS["samba"], ["5s 6s 7s"])
    run = next(m for m in g.melds[0] if m.is_sequence)
    plan = g.plan_adds(cards("8s 4s"), run.id)
    assert [str(a) for a in plan] == [f"add 4s to m{run.id}", f"add 8s to m{run.id}"]
    _play(g, plan)
    grown = g.meld_by_id(run.id)
    assert grown is not None and grown.size == 5


def test_plan_adds_refuses_a_card_that_does_not_fit_with_the_engines_reason() -> None:
    g = _table(PRESETS["samba"], ["5s 6s 7s"])
    run = next(m for m in g.melds[0] if m.is_sequence)
    why = g.check(Add(Card.parse("9h"), meld=run.id))
    assert why is not None
    with pytest.raises(IllegalAction) as refused:
        g.plan_adds(cards("4s 9h"), run.id)
    assert refused.value.code == why.code
