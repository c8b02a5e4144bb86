"""Red threes (seed 000: 100 each, 800 for all four, minus when the side has not melded;
seed 001: counted only with a canasta by some tables, -500 for one still in hand;
published six-hand rules: 1000 for five and 1200 for six)."""

from __future__ import annotations

import pytest

from game.engine import PRESETS, LayRedThree, RuleSet
from game.engine.scoring import score_deal
from tests.engine.helpers import MELD_PHASE, cards, meld, play, position, refused

CLASSIC = RuleSet()


def _red_points(rules: RuleSet, threes: dict[int, str], melds: list[list[str]] | None = None) -> list[int]:
    n = rules.players
    sides = len(rules.sides)
    melds = melds if melds is not None else [[] for _ in range(sides)]
    result = score_deal(rules, 0, [[meld(t, s) for t in ms] for s, ms in enumerate(melds)],
                        [cards(threes.get(s, "")) for s in range(n)], [[] for _ in range(n)],
                        None, False, [0] * sides, rules.target)
    return [s.red_three_points for s in result.sides]


@pytest.mark.parametrize(("threes", "expected"), [
    ({0: "3h"}, 100), ({0: "3h", 2: "3d"}, 200), ({0: "3h 3d 3h"}, 300), ({0: "3h 3d", 2: "3h 3d"}, 800),
])
def test_red_threes_with_a_meld(threes: dict[int, str], expected: int) -> None:
    assert _red_points(CLASSIC, threes, [["ah ad ac"], []])[0] == expected


@pytest.mark.parametrize(("mode", "threes", "expected"), [
    ("mirror", {0: "3h"}, -100), ("mirror", {0: "3h 3d 3h 3d"}, -800),
    ("per_card", {0: "3h"}, -100), ("per_card", {0: "3h 3d 3h 3d"}, -400),
])
def test_red_threes_of_a_side_without_melds(mode: str, threes: dict[int, str], expected: int) -> None:
    """Seed 000 mirrors the bonus (-800 for four); per card: -100 each."""
    rules = CLASSIC.with_options(red_three_unmelded=mode)
    assert _red_points(rules, threes, [[], ["kh kd kc"]]) == [expected, 0]


@pytest.mark.parametrize(("need", "expected"), [("meld", 200), ("canasta", -200)])
def test_red_threes_need_a_meld_or_a_canasta(need: str, expected: int) -> None:
    """Seed 001: some tables count red threes plus only for a side with a canasta."""
    rules = CLASSIC.with_options(red_threes_need=need)
    assert _red_points(rules, {0: "3h 3d"}, [["ah ad ac"], []])[0] == expected
    assert _red_points(rules, {0: "3h 3d"}, [["ah ad ac ah ad ac as"], []])[0] == 200


def test_red_three_value_option() -> None:
    rules = CLASSIC.with_options(red_three_value=50, red_three_totals=[[4, 500]])
    assert _red_points(rules, {0: "3h 3d"}, [["ah ad ac"], []])[0] == 100
    assert _red_points(rules, {0: "3h 3d 3h 3d"}, [["ah ad ac"], []])[0] == 500


@pytest.mark.parametrize(("count", "expected"), [(1, 100), (4, 400), (5, 1000), (6, 1200)])
def test_six_player_red_three_totals(count: int, expected: int) -> None:
    six = PRESETS["six"]
    assert six.red_three_score(count) == expected
    text = " ".join(["3h", "3d", "3h", "3d", "3h", "3d"][:count])
    assert _red_points(six, {0: text}, [["ah ad ac"], []])[0] == expected


def test_three_players_each_alone() -> None:
    three = PRESETS["three"]
    assert _red_points(three, {1: "3h 3d 3h 3d"}, [[], ["kh kd kc"], []]) == [0, 800, 0]


# ---------------------------------------------------------------- laying them by hand
def test_laid_automatically_by_default() -> None:
    g = position(CLASSIC, hands={0: "5h 6h 9s"}, pile="4c", stock="3h 8c")
    play(g, "draw")
    assert [str(c) for c in g.red_threes[0]] == ["3h"]
    refused(g, "lay 3h", "red_threes_auto")


def test_lay_red_three_by_hand_and_draw_a_replacement() -> None:
    rules = CLASSIC.with_options(red_threes_auto=False)
    g = position(rules, hands={0: "5h 6h 9s 9d 9c"}, melds={0: ["ah ad ac"]}, pile="4c", stock="3h 8c 8d")
    play(g, "draw")
    assert "3h" in map(str, g.hands[0]) and g.red_threes[0] == []
    assert LayRedThree(cards("3h")[0]) in g.legal_actions()
    refused(g, "discard 3h", "lay_red_three")
    play(g, "lay 3h")
    assert [str(c) for c in g.red_threes[0]] == ["3h"]
    assert "8c" in map(str, g.hands[0]) and "3h" not in map(str, g.hands[0])
    refused(g, "lay 3d", "not_in_hand")


def test_lay_before_melding() -> None:
    rules = CLASSIC.with_options(red_threes_auto=False)
    g = position(rules, hands={0: "3h 6h 9s 9d 9c"}, melds={0: ["ah ad ac"]}, phase=MELD_PHASE, stock="8c 8d")
    play(g, "meld 9s 9d 9c")
    refused(g, "lay 3h", "lay_first")


def test_red_threes_in_a_taken_pile_go_to_hand_when_laid_by_hand() -> None:
    rules = CLASSIC.with_options(red_threes_auto=False)
    g = position(rules, hands={0: "qd qc 5h 6h"}, melds={0: ["ah ad ac"]}, pile="3h 4c qh")
    play(g, "take qd qc")
    assert "3h" in map(str, g.hands[0]) and g.red_threes[0] == []


@pytest.mark.parametrize("penalty", [500, 0])
def test_red_three_left_in_hand(penalty: int) -> None:
    """Seed 001: a red three still in hand when the other side goes out costs 500."""
    rules = CLASSIC.with_options(red_threes_auto=False, red_three_in_hand_penalty=penalty)
    k = "kh kd kc ks kh kd kc"
    g = position(rules, hands={0: "9s 9d 9c", 1: "3h 4c", 2: "", 3: ""}, melds={0: [k], 1: ["ah ad ac"]},
                 stock="8h 8d")
    play(g, "draw", "meld 9s 9d 9c", "discard 8h")
    r = g.last_result
    assert r is not None
    assert r.sides[1].red_three_hand_penalty == penalty
    assert r.sides[1].hand_penalty == 5
    assert r.sides[1].total == 60 - 5 - penalty
    assert r.sides[1].red_threes == 0


def test_red_three_is_not_counted_twice_when_threes_are_ordinary() -> None:
    rules = CLASSIC.with_options(threes_special=False)
    g = position(rules, hands={0: "5h 6h 9s"}, pile="4c", stock="3h 8c")
    play(g, "draw")
    assert "3h" in map(str, g.hands[0]) and g.red_threes[0] == []
    refused(g, "lay 3h", "red_threes_auto")
