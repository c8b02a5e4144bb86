"""The rule bot's plan for Pennies from Heaven's canasta of sevens (``ai/pennies.py``):
sevens may not be discarded and stay in ones and twos over three hands, so a pair of
sevens is started with a wild card, and wild cards finish the sevens first (a mixed
canasta of sevens pays 1,500 like a natural one). Other rule sets do not ask for a
canasta of sevens to go out, and there the plan does nothing."""

from __future__ import annotations

from ai.pennies import kinds_missing, meld_sevens
from ai.rulebot import RuleBot
from game.engine import MELD_PHASE, PRESETS, QUEEN, SEVEN, WILD_RANK, Action, Add, GameState, Meld, RuleSet
from tests.engine.helpers import position

PENNIES = PRESETS["pennies"].with_options(target=1)
MELDS = {0: ["kc kd kh ks kc", "9c 9d 9h"]}


def _plan(rules: RuleSet, hand: str, melds: dict[int, list[str]] = MELDS) -> tuple[GameState, list[Action]]:
    g = position(rules, hands={0: hand}, phase=MELD_PHASE, pile="6c 8d", melds=melds)
    return g, RuleBot().plan_turn(g, 0)


def test_a_pair_of_sevens_is_started_with_a_wild_card() -> None:
    _, plan = _plan(PENNIES, "7c 7d 2c 4c 5d 6h jc qd")
    melds = [a for a in plan if isinstance(a, Meld)]
    assert melds and {c.rank for c in melds[0].cards if not c.is_wild} == {SEVEN}
    # with sevens an ordinary rank (no sevens canasta needed to go out) the pair stays in hand
    ordinary = PENNIES.with_options(go_out_sevens=0, canastas_to_go_out=3, sevens_canasta_bonus=0)
    _, plan = _plan(ordinary, "7c 7d 2c 4c 5d 6h jc qd")
    assert not any(isinstance(a, Meld) and any(c.rank == SEVEN for c in a.cards) for a in plan)


def test_wild_cards_finish_the_sevens_first() -> None:
    melds = {0: ["kc kd kh ks kc", "7c 7d 7h 7s"]}
    g, plan = _plan(PENNIES, "2c 2d jk 4c 5d 6h jc qd", melds)
    for a in plan:
        g.apply(a)
    sevens = g.meld_of(0, SEVEN)
    assert sevens is not None and sevens.is_canasta
    assert "sevens" not in kinds_missing(g, 0)


def test_the_plan_does_nothing_where_no_kind_is_asked_for() -> None:
    g = position(PRESETS["classic"].with_options(target=1), hands={0: "7c 7d 2c 4c 5d 6h jc qd"},
                 phase=MELD_PHASE, pile="6c 8d", melds=MELDS)
    acts: list[Action] = []
    assert kinds_missing(g, 0) == set()
    assert not meld_sevens(g, 0, acts, 3) and acts == []
    assert not any(isinstance(a, Add) for a in acts)


def test_a_player_whose_pennies_wait_finishes_a_meld_with_three_wild_cards() -> None:
    melds = {0: ["kc kd kh ks", "9c 9d 9h"]}
    g, plan = _plan(PENNIES, "2c 2d jk 4c 5d 6h jc qd", melds)
    for a in plan:
        if not g.packet_taken[0]:
            g.apply(a)
    assert g.packet_taken[0]  # the kings became a canasta and the pennies came up
    # with the pennies up already the three wild cards are not spent on the kings
    _, plan = _plan_taken(PENNIES, "2c 2d jk 4c 5d 6h jc qd", melds)
    assert not any(isinstance(a, Add) and a.card.is_wild and a.rank != WILD_RANK for a in plan)


def _plan_taken(rules: RuleSet, hand: str, melds: dict[int, list[str]]) -> tuple[GameState, list[Action]]:
    g = position(rules, hands={0: hand}, phase=MELD_PHASE, pile="6c 8d", melds=melds,
                 packet_taken=[True] * rules.players)
    return g, RuleBot().plan_turn(g, 0)


def test_wild_cards_are_kept_for_the_wild_canasta_once_the_mixed_one_is_made() -> None:
    melds = {0: ["kc kd kh ks kc kd 2h", "9c 9d 9h 9s 9c 9d 9h", "7c 7d 7h 7s 7c 7d 2s", "qc qd qh qs qc"]}
    g, plan = _plan_taken(PENNIES, "2c 2d 4c 5d 6h jc qd 8s", melds)
    assert not any(isinstance(a, Add) and a.card.is_wild for a in plan)
    # without a mixed canasta yet, the queens are finished with the two wild cards
    melds = {0: ["kc kd kh ks kc kd kh", "9c 9d 9h 9s 9c 9d 9h", "7c 7d 7h 7s 7c 7d 2s", "qc qd qh qs qc"]}
    g, plan = _plan_taken(PENNIES, "2c 2d 4c 5d 6h jc qd 8s", melds)
    for a in plan:
        g.apply(a)
    queens = g.meld_of(0, QUEEN)
    assert queens is not None and queens.is_canasta
