"""The three kept for a Straight (``keep_three_for_straight``, Modern American, CLA: "one
three may stay in hand for a Straight while the side has not melded"): which three stays,
laying it by choice (``lay 3h``) and its refusals, laying it when the side's first meld
stands, what it costs at the deal's end, what others see of it, and a deal ended by a
Straight made with a kept three, scored by hand. Each rule tried with the option on and off."""

from __future__ import annotations

import random

import pytest

from game.engine import PRESETS, GameState
from game.engine.invariants import check_invariants
from game.engine.keptthree import keeps_threes
from game.engine.scoring import score_deal
from game.engine.view import determinize, make_view
from tests.engine.helpers import cards, legal, play, position, refused

MA = PRESETS["modern-american"]
OFF = MA.with_options(keep_three_for_straight=False)
HANDS = {1: "9c 9d 8h 8d 6c 6d 5c 5d 4c 4d jh qh kh", 2: "ac ad 7c 7d jc jd 10c 10d 9s 9h 6s 6h 4s",
         3: "qc qd jc jd 10s 10h 6h 5h 4h 9s 9h 4s kc"}


def names(cs: list) -> list[str]:
    return [str(c) for c in cs]


def test_only_modern_american_keeps_a_three() -> None:
    assert [name for name, r in PRESETS.items() if r.keep_three_for_straight] == ["modern-american"]
    assert MA.red_three_in_hand_penalty == 5
    assert keeps_threes(MA) and not keeps_threes(OFF)
    assert not keeps_threes(MA.with_options(special_hands="none"))  # no Straight to keep it for


# ---------------------------------------------------------------- which three stays
@pytest.mark.parametrize("keep", [True, False])
def test_a_three_drawn_by_a_side_that_has_not_melded_stays_in_hand(keep: bool) -> None:
    g = position(MA if keep else OFF, hands={0: "5s 7s 9c", **HANDS}, draws="3h 8d")
    play(g, "draw")
    if keep:
        assert "3h" in names(g.hands[0]) and g.red_threes[0] == [] and len(g.hands[0]) == 4
        assert "lay 3h" in legal(g) and "lay 3h" in map(str, g.reference_legal_actions())
    else:
        assert names(g.red_threes[0]) == ["3h"] and "8d" in names(g.hands[0])
        assert not any(a.startswith("lay") for a in legal(g))
    check_invariants(g)


def test_a_second_three_is_laid_out_and_replaced() -> None:
    g = position(MA, hands={0: "3c 5s 7s 9c", **HANDS}, draws="3h 8d")
    play(g, "draw")
    assert names(g.red_threes[0]) == ["3h"] and sorted(names(g.hands[0])) == sorted(["3c", "5s", "7s", "9c", "8d"])
    check_invariants(g)


def test_a_side_that_has_melded_keeps_no_three() -> None:
    g = position(MA, hands={0: "5s 7s 9c"}, melds={0: ["kh kd kc"]}, draws="3h 8d")
    play(g, "draw")
    assert names(g.red_threes[0]) == ["3h"] and "8d" in names(g.hands[0])


def test_the_stocks_last_card_is_never_kept() -> None:
    # the old stock end (``stock_end_three`` laid); the preset's own is in test_rules_stock_end_three
    g = position(MA.with_options(stock_end_three="laid"), hands={0: "5s 7s 9c", 1: "4h 4d", 2: "qh qd", 3: "jh jd"},
                 pile="kc", stock="3s")
    play(g, "draw")
    assert names(g.red_threes[0]) == ["3s"] and g.no_discard  # the deal ends, as without the rule


@pytest.mark.parametrize("keep", [True, False])
def test_of_the_threes_dealt_the_first_stays(keep: bool) -> None:
    g = position(MA if keep else OFF, hands={0: "3s 5h 3d 6h 9c", 1: "3c 4h 4d"}, stock="8d 8c 8h")
    g._lay_dealt_threes()
    if keep:
        assert names(g.hands[0]) == ["3s", "5h", "6h", "9c", "8d"] and names(g.red_threes[0]) == ["3d"]
        assert names(g.hands[1]) == ["3c", "4h", "4d"] and g.red_threes[1] == []
    else:
        assert names(g.red_threes[0]) == ["3s", "3d"] and names(g.red_threes[1]) == ["3c"]
        assert not any(c.rank == 3 for h in g.hands for c in h)


# ---------------------------------------------------------------- laying it: the player's choice
def test_lay_puts_the_kept_three_out_and_draws_a_replacement() -> None:
    g = position(MA, hands={0: "3s 5s 7s 9c"}, phase="meld", draws="8d")
    play(g, "lay 3s")
    assert names(g.red_threes[0]) == ["3s"] and sorted(names(g.hands[0])) == ["5s", "7s", "8d", "9c"]
    assert str(g.actions[-1]) == "lay 3s"
    check_invariants(g)


def test_a_three_drawn_as_the_replacement_may_be_kept_again() -> None:
    g = position(MA, hands={0: "3s 5s 7s 9c"}, phase="meld", draws="3d 8d")
    play(g, "lay 3s")
    assert names(g.red_threes[0]) == ["3s"] and "3d" in names(g.hands[0])


def test_laying_refusals() -> None:
    g = position(MA, hands={0: "3s 5s 7s 9c kh kd kc"}, phase="meld")
    refused(g, "lay 3c", "three_not_held")
    play(g, "meld kh kd kc")
    refused(g, "lay 3s", "lay_three_first")
    # without the rule there is nothing to lay: threes are laid at once (the hand can hold
    # none, but a position may be built with one)
    g = position(OFF, hands={0: "3s 5s 7s 9c"}, phase="meld")
    refused(g, "lay 3s", "red_threes_auto")


# ---------------------------------------------------------------- the side's first meld lays them
@pytest.mark.parametrize("keep", [True, False])
def test_the_sides_first_meld_lays_every_kept_three_of_the_side(keep: bool) -> None:
    rules = MA if keep else OFF
    hands = {0: "3h ah ad ac kh kd kc qh qd qc jh jd jc 9c 5s", 1: "3c 5c 6c", 2: "3s 8h 9h", 3: "4h 4d 4c"}
    if not keep:  # without the rule no hand holds a three
        hands = {seat: text.replace("3h ", "").replace("3s ", "").replace("3c ", "") for seat, text in hands.items()}
    g = position(rules, to_move=0, phase="meld", hands=hands, draws="8d 8c")
    play(g, "meld ah ad ac", "meld kh kd kc", "meld qh qd qc", "meld jh jd jc")
    assert "3h" in names(g.hands[0]) or not keep  # not before the meld stands: undo may take it back
    play(g, "discard 9c")
    assert g.opened[0]
    if keep:
        assert names(g.red_threes[0]) == ["3h"] and names(g.red_threes[2]) == ["3s"]
        assert names(g.hands[0]) == ["5s", "8d"] and sorted(names(g.hands[2])) == ["8c", "8h", "9h"]
        assert "3c" in names(g.hands[1])  # the other side keeps its three
    assert not any(c.rank == 3 for s in (0, 2) for c in g.hands[s])
    check_invariants(g)


# ---------------------------------------------------------------- the deal's end
@pytest.mark.parametrize("penalty", [5, 0])
def test_a_three_still_held_at_the_end_costs_five(penalty: int) -> None:
    rules = MA.with_options(red_three_in_hand_penalty=penalty)
    hands = [cards("3h 5c"), cards("4c"), cards("3s"), cards("4d")]
    result = score_deal(rules, 0, [[], []], [[], [], [], []], hands, None, False, [0, 0], 8500)
    plain = score_deal(rules, 0, [[], []], [[], [], [], []], [cards("5c"), cards("4c"), [], cards("4d")],
                       None, False, [0, 0], 8500)
    line, base = result.sides[0], plain.sides[0]
    assert base.total == -5
    assert line.total == -5 - 5 - penalty  # the black three 5 as a card, the red one its penalty
    assert line.red_three_hand_penalty == penalty


# ---------------------------------------------------------------- what the others see
def test_others_see_a_hand_size_not_the_kept_three() -> None:
    a = position(MA, hands={0: "3h 5s 7s 9c", **HANDS}, stock="8d 8c 7s")
    b = position(MA, hands={0: "8d 5s 7s 9c", **HANDS}, stock="3h 8c 7s")
    for seat in (1, 2, 3):
        assert make_view(a, seat) == make_view(b, seat)
    assert make_view(a, 0) != make_view(b, 0)


def test_determinize_deals_the_unseen_threes_like_hidden_cards() -> None:
    # seat 1 looks; side 0 (seats 0, 2) has not melded, side 1 has: threes may be in
    # seat 0's or seat 2's hand (one each at most), never in seat 3's
    g = position(MA, to_move=1, hands={0: "3h 5s 7s 9c", 1: "5s 6s 7s", 2: "8h 9h 10h", 3: "jh jd jc"},
                 melds={1: ["kh kd kc"]})
    rng = random.Random(7)
    held = {0: 0, 2: 0, 3: 0}
    for _ in range(300):
        d: GameState = determinize(make_view(g, 1), rng)
        for seat in (0, 2, 3):
            threes = sum(1 for c in d.hands[seat] if MA.bonus_three(c))
            assert threes <= (0 if seat == 3 else 1)
            held[seat] += threes
        check_invariants(d, views=False)
    assert held[3] == 0 and held[0] > 0 and held[2] > 0


# ---------------------------------------------------------------- the Straight with a kept three
STRAIGHT_HAND = "ah 2c 4h 5d 6c 7h 8s 9d 10c jh qs kd jk"


@pytest.mark.parametrize("keep", [True, False])
def test_a_deal_ended_by_a_straight_with_a_kept_three_scored_by_hand(keep: bool) -> None:
    g = position(MA if keep else OFF, hands={0: STRAIGHT_HAND, **HANDS}, draws="3s 8d")
    play(g, "draw")
    straight = [a for a in legal(g) if a.startswith("special straight")]
    if not keep:
        # the three is laid out and replaced by the eight: no Straight
        assert straight == [] and names(g.red_threes[0]) == ["3s"]
        return
    assert straight == ["special straight 2c 3s 4h 5d 6c 7h 8s 9d 10c jh qs kd ah jk"]
    play(g, straight[0])
    result = g.last_result
    assert result is not None
    # side 0: the Straight, 3,000, and nothing else (seat 2's cards do not count).
    # side 1: no meld, so no canasta: it loses the cards its players hold, seat 1
    # 9 9 8 8 J Q K (70) + 6 6 5 5 4 4 (30) = 100, seat 3 Q Q J J 10 10 9 9 K (90) + 6 5 4 4 (20) = 110.
    assert [line.total for line in result.sides] == [3000, -210]
