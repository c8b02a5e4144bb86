"""The end of the stock (published rules, pagat.com Canasta: play goes on while players
take the discard; a red three drawn as the last card ends the deal without a discard)."""

from __future__ import annotations

import pytest

from game.engine import DEAL_OVER, PRESETS, RuleSet
from tests.engine.helpers import legal, play, position, refused

CLASSIC = RuleSet()


def test_stop_when_the_stock_is_empty() -> None:
    g = position(CLASSIC, hands={0: "5h 6h 9s", 1: "kh", 2: "4c 4d", 3: "jk"}, melds={0: ["ah ad ac"]},
                 pile="8c", stock="")
    assert legal(g) == ["stop"]
    refused(g, "draw", "stock_empty")
    play(g, "stop")
    assert g.phase == DEAL_OVER and g.went_out is None
    result = g.last_result
    assert result is not None and result.went_out is None
    # side 0: aces 60, hands 5+5+10 and 5+5; side 1: nothing melded, hands 10 and 50
    assert [s.total for s in result.sides] == [60 - 20 - 10, -60]
    assert all(s.going_out == 0 for s in result.sides)


def test_stop_refused_while_the_stock_lasts() -> None:
    g = position(CLASSIC, hands={0: "5h 6h 9s"}, pile="8c", stock="4h")
    refused(g, "stop", "stock_not_empty")


@pytest.mark.parametrize("must_take", [True, False])
def test_exhaustion_must_take(must_take: bool) -> None:
    """Published rules: with the stock used up, a player must take a discard that fits
    one of the side's melds."""
    rules = CLASSIC.with_options(exhaustion_must_take=must_take)
    g = position(rules, hands={0: "5h 6h 9s"}, melds={0: ["ah ad ac"]}, pile="8c as", stock="")
    if must_take:
        refused(g, "stop", "must_take")
        assert legal(g) == ["take"]
    else:
        assert set(legal(g)) == {"stop", "take"}
        play(g, "stop")
        assert g.phase == DEAL_OVER


def test_play_goes_on_while_the_discard_is_taken() -> None:
    g = position(CLASSIC, hands={0: "5h 6h 9s", 1: "7h 7d 7c 4s"}, melds={0: ["ah ad ac"], 1: ["kh kd kc"]},
                 pile="8c as", stock="")
    play(g, "take", "discard 5h")
    assert g.to_move == 1 and g.phase == "draw"
    # seat 1 cannot use the 5h (no meld of fives, no pair): the deal ends
    assert legal(g) == ["stop"]


def test_no_must_take_from_a_frozen_pile() -> None:
    g = position(CLASSIC, hands={0: "5h 6h 9s"}, melds={0: ["ah ad ac"]}, pile="2c as", stock="")
    assert legal(g) == ["stop"]


def test_red_three_as_the_last_card_ends_the_deal_without_discard() -> None:
    g = position(CLASSIC, hands={0: "5h 6h 9s 9d 9c"}, melds={0: ["ah ad ac"]}, pile="8c", stock="3h")
    play(g, "draw")
    assert [str(c) for c in g.red_threes[0]] == ["3h"] and g.stock == []
    assert g.no_discard
    err = refused(g, "discard 5h", "no_discard")
    assert "stock" in err.message
    # the player may still meld, then ends the deal
    play(g, "meld 9s 9d 9c", "stop")
    assert g.phase == DEAL_OVER and g.went_out is None
    assert g.last_result is not None and g.last_result.sides[0].red_threes == 1


def test_stop_in_the_meld_phase_only_after_a_last_red_three() -> None:
    g = position(CLASSIC, hands={0: "5h 6h 9s"}, melds={0: ["ah ad ac"]}, pile="8c", stock="4h")
    play(g, "draw")
    refused(g, "stop", "cannot_stop")


def test_last_red_three_and_an_unfinished_first_meld() -> None:
    g = position(CLASSIC, hands={0: "5h 6h 9s 9d 9c"}, pile="8c", stock="3h")
    play(g, "draw", "meld 9s 9d 9c")
    assert g.first_meld_need(0) == 0  # the red three's 100 counts toward the 50
    play(g, "stop")
    assert g.opened[0]


def test_last_red_three_first_meld_short() -> None:
    rules = CLASSIC.with_options(red_threes_count_for_first_meld=False)
    g = position(rules, hands={0: "5h 6h 9s 9d 9c"}, pile="8c", stock="3h")
    play(g, "draw", "meld 9s 9d 9c")
    refused(g, "stop", "first_meld_minimum")


def test_drawing_two_from_a_stock_of_one() -> None:
    g = position(PRESETS["two"], hands={0: "5h 6h 9s", 1: "4c 4d 5s"}, pile="8c", stock="kh")
    play(g, "draw")
    assert len(g.hands[0]) == 4 and g.stock == []
    play(g, "discard 5h")
    assert legal(g) == ["stop"]
