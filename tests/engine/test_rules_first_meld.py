"""The first meld of a side: the minimum by running score (seed 000 "Anforderung an die
erste Meldung", seed 001 "Mindestwerte" with its example of three kings and three sixes),
red threes toward it, the value of wild cards in it, and undo."""

from __future__ import annotations

import pytest

from game.engine import PRESETS, RuleSet
from tests.engine.helpers import MELD_PHASE, play, position, refused

CLASSIC = RuleSet()


@pytest.mark.parametrize(("score", "minimum"), [
    (-5, 15), (-1500, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120), (12000, 120),
])
def test_first_meld_table(score: int, minimum: int) -> None:
    assert CLASSIC.first_meld_minimum(score) == minimum


@pytest.mark.parametrize(("score", "minimum"), [(-5, 15), (0, 50), (3000, 120), (7495, 120), (7500, 150)])
def test_six_player_table_adds_150_from_7500(score: int, minimum: int) -> None:
    assert PRESETS["six"].first_meld_minimum(score) == minimum


def test_seed_001_three_kings_and_three_sixes_are_not_enough() -> None:
    """Seed 001: KKK (30) and 666 (15) make 45, short of the 50 a first meld needs."""
    g = position(CLASSIC, hands={0: "kh kd kc 6h 6d 6c 9s 10s"}, stock="4h 5c 5d")
    play(g, "draw", "meld kh kd kc", "meld 6h 6d 6c")
    assert g.turn_points == 45
    err = refused(g, "discard 9s", "first_meld_minimum")
    assert err.message == "Your side needs 50 points for its first meld: you have 45."
    assert err.params == {"need": 50, "have": 45}
    # undo takes the turn back to just after the draw; then the turn ends normally
    play(g, "undo")
    assert sorted(map(str, g.hands[0])) == sorted(["kh", "kd", "kc", "6h", "6d", "6c", "9s", "10s", "4h"])
    assert g.melds == [[], []] and g.turn_points == 0 and g.phase == MELD_PHASE
    play(g, "discard 9s")
    assert g.opened == [False, False] and g.to_move == 1


def test_a_third_meld_reaches_the_minimum() -> None:
    g = position(CLASSIC, hands={0: "kh kd kc 6h 6d 6c 2s 9s 10s"}, stock="4h 5c 5d")
    play(g, "draw", "meld kh kd kc", "meld 6h 6d 6c", "add 2s to k")
    assert g.turn_points == 65
    assert g.opened == [False, False]  # only when the turn is completed
    play(g, "discard 9s")
    assert g.opened == [True, False]


def test_nothing_to_undo_before_melding() -> None:
    g = position(CLASSIC, hands={0: "kh kd kc 9s"}, stock="4h 5c 5d")
    play(g, "draw")
    refused(g, "undo", "nothing_to_undo")


def test_undo_comes_back_to_the_same_state() -> None:
    g = position(CLASSIC, hands={0: "kh kd kc 6h 6d 6c 9s 10s"}, stock="4h 5c 5d")
    play(g, "draw")
    after_draw = g.clone()
    play(g, "meld kh kd kc", "meld 6h 6d 6c", "undo")
    assert sorted(g.hands[0]) == sorted(after_draw.hands[0])
    assert g.melds == after_draw.melds and g.pile == after_draw.pile
    assert g.turn_points == after_draw.turn_points and g.phase == after_draw.phase


@pytest.mark.parametrize(("score", "hand", "ok"), [
    (1600, "6h 6d 6c kh kd kc 2s 9s", False),  # 65 < 90 (published example)
    (1600, "6h 6d 6c ah ad ac 2s 9s", True),  # 95 >= 90
    (3000, "6h 6d 6c ah ad ac 2s 9s", False),  # 95 < 120
    (-20, "4h 4d 4c 9s", True),  # 15 is enough below zero
])
def test_minimum_by_running_score(score: int, hand: str, ok: bool) -> None:
    g = position(CLASSIC, hands={0: hand}, scores=[score, 0], stock="5h 5c 5d")
    play(g, "draw")
    words = hand.split()
    play(g, f"meld {' '.join(words[0:3])}")
    if len(words) > 4:
        play(g, f"meld {' '.join(words[3:6])}", f"add {words[6]} to {words[3][:-1]}")
    if ok:
        play(g, "discard 9s")
        assert g.opened[0]
    else:
        refused(g, "discard 9s", "first_meld_minimum")


def test_partner_already_opened_so_no_minimum() -> None:
    """Seed 001: one partner reaching the minimum is enough, the other may then lay down freely."""
    g = position(CLASSIC, hands={2: "4h 4d 4c 9s"}, melds={0: ["kh kd kc 2s"]}, to_move=2, stock="5h 5c")
    play(g, "draw", "meld 4h 4d 4c", "discard 9s")
    assert [m.rank for m in g.melds[0]] == [13, 4]


def test_each_side_has_its_own_minimum() -> None:
    g = position(CLASSIC, hands={1: "4h 4d 4c 9s"}, melds={0: ["kh kd kc 2s"]}, to_move=1,
                 scores=[3000, 0], stock="5h 5c")
    assert g.first_meld_need(0) == 120 and g.first_meld_need(1) == 50
    play(g, "draw", "meld 4h 4d 4c")
    refused(g, "discard 9s", "first_meld_minimum")


@pytest.mark.parametrize("count", [True, False])
def test_red_threes_count_for_first_meld(count: bool) -> None:
    """Seeds 000/002: red-three bonuses count toward the minimum; published rules: they do not."""
    rules = CLASSIC.with_options(red_threes_count_for_first_meld=count)
    # the partner's red three counts for the side; at 3000 the minimum is 120
    g = position(rules, hands={0: "ah ad ac 9s"}, red_threes={2: "3h"}, scores=[3000, 0], stock="5h 5c")
    assert g.first_meld_need(0) == (20 if count else 120)
    assert g.first_meld_credit(0) == (100 if count else 0) and g.first_meld_credit(1) == 0  # what the table shows
    play(g, "draw", "meld ah ad ac")
    if count:
        play(g, "discard 9s")
        assert g.opened[0]
    else:
        err = refused(g, "discard 9s", "first_meld_minimum")
        assert "120" in err.message and "60" in err.message


def test_four_red_threes_count_800() -> None:
    g = position(CLASSIC, red_threes={0: "3h 3d", 2: "3h 3d"}, scores=[3000, 0])
    assert g.first_meld_need(0) == 0


@pytest.mark.parametrize(("value", "ok"), [("face", True), ("represented", False)])
def test_first_meld_wild_value(value: str, ok: bool) -> None:
    """A joker counts 50 (its face value), or as the card it stands for (seed 004)."""
    rules = CLASSIC.with_options(first_meld_wild_value=value)
    g = position(rules, hands={0: "7h 7d jk 9s 9c"}, stock="5h 5c")
    play(g, "draw", "meld 7h 7d jk")
    assert g.turn_points == (60 if value == "face" else 15)
    if ok:
        play(g, "discard 9s")
    else:
        refused(g, "discard 9s", "first_meld_minimum")


def test_canasta_bonus_does_not_count_toward_the_minimum() -> None:
    g = position(CLASSIC, hands={0: "4h 4d 4c 4s 4h 4d 4c 9s"}, scores=[3000, 0], stock="5h 5c")
    play(g, "draw", "meld 4h 4d 4c", "add 4s", "add 4h", "add 4d", "add 4c")
    assert g.melds[0][0].is_canasta and g.turn_points == 35
    refused(g, "discard 9s", "first_meld_minimum")


def test_custom_first_meld_table_from_json() -> None:
    rules = CLASSIC.with_options(first_meld_table=[[-(10**9), 10], [0, 40], [2000, 70]])
    assert rules.first_meld_table == ((-(10**9), 10), (0, 40), (2000, 70))
    assert [rules.first_meld_minimum(s) for s in (-1, 0, 1999, 2000)] == [10, 40, 40, 70]
