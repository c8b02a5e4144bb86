"""Melds: wild-card limits, two naturals, one meld per rank and side, threes, adding
to melds, exchanging wild cards, canastas (seed 000 "Ein Zug", seed 001 wild-card
limits by size, seed 003 wild cards may not outnumber naturals, seed 004 family)."""

from __future__ import annotations

import pytest

from game.engine import Add, IllegalAction, Meld, RuleSet
from game.engine.cards import KING, SEVEN, THREE
from tests.engine.helpers import MELD_PHASE, cards, legal, meld, play, position, refused

CLASSIC = RuleSet()


# ---------------------------------------------------------------- wild-card limits
def test_classic_allows_three_wild_cards_with_two_naturals() -> None:
    g = position(CLASSIC, hands={0: "7h 7d 2c 2s jk 9h 9d"}, opened=[True, False], phase=MELD_PHASE)
    play(g, "meld 7h 7d 2c", "add 2s to 7", "add jk to 7")
    (m,) = g.melds[0]
    assert (m.naturals, m.wilds) == (2, 3)


def test_classic_refuses_a_fourth_wild_card() -> None:
    g = position(CLASSIC, hands={0: "7h 7d 7c 2c 2s jk jk 9h 9d"}, opened=[True, False], phase=MELD_PHASE)
    play(g, "meld 7h 7d 7c", "add 2c to 7", "add 2s to 7", "add jk to 7")
    refused(g, "add jk to 7", "too_many_wilds")


def test_max_wilds_option_lowers_the_limit() -> None:
    rules = CLASSIC.with_options(max_wilds=2)
    g = position(rules, hands={0: "7h 7d 7c 2c 2s jk 9h 9d"}, opened=[True, False], phase=MELD_PHASE)
    play(g, "meld 7h 7d 7c", "add 2c to 7", "add 2s to 7")
    refused(g, "add jk to 7", "too_many_wilds")


@pytest.mark.parametrize(("limit", "allowed"), [("classic", True), ("no_outnumber", False), ("by_size", False)])
def test_two_naturals_and_three_wilds(limit: str, allowed: bool) -> None:
    """7 7 + three wild cards: fine in classic, wild cards outnumber the naturals for
    seed 003, and a five-card meld holds at most two wild cards for seed 001."""
    rules = CLASSIC.with_options(wild_limit=limit)
    g = position(rules, hands={0: "7h 7d 2c 2s jk 9h 9d"}, opened=[True, False], phase=MELD_PHASE)
    play(g, "meld 7h 7d 2c", "add 2s to 7")
    if allowed:
        play(g, "add jk to 7")
        assert g.melds[0][0].wilds == 3
    else:
        refused(g, "add jk to 7", "too_many_wilds")


def test_no_outnumber_allows_equal_numbers() -> None:
    rules = CLASSIC.with_options(wild_limit="no_outnumber")
    g = position(rules, hands={0: "7h 7d 7c 2c 2s jk 9h 9d"}, opened=[True, False], phase=MELD_PHASE)
    play(g, "meld 7h 7d 2c", "add 2s to 7")
    refused(g, "add jk to 7", "too_many_wilds")
    play(g, "add 7c", "add jk to 7")
    assert (g.melds[0][0].naturals, g.melds[0][0].wilds) == (3, 3)


def test_seed_001_wild_limit_table() -> None:
    """Seed 001: three cards at most one wild, four or five at most two, six or seven at most three."""
    rules = CLASSIC.with_options(wild_limit="by_size")
    assert [rules.max_wilds_for(size - 1, size) for size in range(3, 9)] == [1, 2, 2, 3, 3, 3]
    assert rules.wilds_ok(2, 1) and not rules.wilds_ok(1, 2)
    assert rules.wilds_ok(2, 2) and not rules.wilds_ok(2, 3)
    assert rules.wilds_ok(3, 2) and rules.wilds_ok(3, 3) and rules.wilds_ok(4, 3)
    assert not rules.wilds_ok(4, 4)
    # the classic limit only counts wild cards (at most three, at least two naturals)
    assert CLASSIC.wilds_ok(2, 3) and not CLASSIC.wilds_ok(5, 4) and not CLASSIC.wilds_ok(1, 1)


def test_by_size_with_a_lower_max_wilds() -> None:
    rules = CLASSIC.with_options(wild_limit="by_size", max_wilds=2)
    assert rules.max_wilds_for(4, 7) == 2


def test_by_size_three_card_meld_with_one_wild_then_grows() -> None:
    rules = CLASSIC.with_options(wild_limit="by_size")
    g = position(rules, hands={0: "7h 7d 7c 2c 2s jk 9h 9d"}, opened=[True, False], phase=MELD_PHASE)
    play(g, "meld 7h 7d 2c", "add 2s to 7")  # four cards, two wild
    refused(g, "add jk to 7", "too_many_wilds")  # five cards, three wild
    play(g, "add 7c", "add jk to 7")  # six cards, three wild
    assert g.melds[0][0].size == 6


# ---------------------------------------------------------------- what a meld is
def test_a_meld_needs_two_naturals() -> None:
    g = position(CLASSIC, hands={0: "7h 2c jk 9h 9d 9c"}, opened=[True, False], phase=MELD_PHASE)
    refused(g, "meld 7h 2c jk", "meld_rank")


def test_a_meld_is_one_rank() -> None:
    g = position(CLASSIC, hands={0: "7h 7d 8c 9h 9d 9c"}, opened=[True, False], phase=MELD_PHASE)
    refused(g, "meld 7h 7d 8c", "meld_rank")


def test_a_meld_starts_with_exactly_three_cards() -> None:
    g = position(CLASSIC, hands={0: "7h 7d 7c 7s 9h 9d"}, opened=[True, False], phase=MELD_PHASE)
    refused(g, "meld 7h 7d 7c 7s", "meld_three")
    refused(g, "meld 7h 7d", "meld_three")


def test_cards_must_be_in_hand() -> None:
    g = position(CLASSIC, hands={0: "7h 7d 9h 9d 9c"}, opened=[True, False], phase=MELD_PHASE)
    refused(g, "meld 7h 7d 7c", "not_in_hand")
    refused(g, "meld 7h 7h 7d", "not_in_hand")
    refused(g, "add 8c to 9", "not_in_hand")


def test_one_meld_per_rank_per_side() -> None:
    g = position(CLASSIC, hands={0: "7h 7d 7c 9h 9d"}, melds={0: ["7s 7s 7c"]}, phase=MELD_PHASE)
    refused(g, "meld 7h 7d 7c", "meld_exists")
    play(g, "add 7h")
    assert g.melds[0][0].size == 4


def test_the_other_side_may_have_its_own_meld_of_that_rank() -> None:
    g = position(CLASSIC, hands={1: "7h 7d 7c 9h 9d"}, melds={0: ["7s 7s 7c"], 1: ["kh kd kc"]},
                 to_move=1, phase=MELD_PHASE)
    play(g, "meld 7h 7d 7c")
    assert [m.rank for m in g.melds[1]] == [KING, SEVEN]


def test_plan_meld_turns_a_group_into_a_meld_and_adds() -> None:
    g = position(CLASSIC, hands={0: "7h 7d 7c 2c jk 9h 9d"}, opened=[True, False], phase=MELD_PHASE)
    plan = g.plan_meld(cards("7h 7d 7c 2c jk"))
    assert [str(a) for a in plan] == ["meld 7c 7d 7h", "add jk to 7", "add 2c to 7"]
    g.apply_all(plan)
    assert g.melds[0][0].size == 5
    with pytest.raises(IllegalAction):
        g.plan_meld(cards("9h 2c"))


def test_apply_all_is_all_or_nothing() -> None:
    g = position(CLASSIC, hands={0: "7h 7d 7c 9h 9d"}, opened=[True, False], phase=MELD_PHASE)
    before = g.clone()
    with pytest.raises(IllegalAction):
        g.apply_all([Meld(tuple(cards("7h 7d 7c"))), Add(cards("8h")[0])])
    assert g.melds == before.melds and g.hands == before.hands


# ---------------------------------------------------------------- threes
def test_red_threes_are_never_melded() -> None:
    rules = CLASSIC.with_options(red_threes_auto=False)
    g = position(rules, hands={0: "3h 3d 3h 9h 9d 9c 5s"}, opened=[True, False], phase=MELD_PHASE)
    refused(g, "meld 3h 3d 3h", "red_three_meld")


def test_red_three_cannot_be_added() -> None:
    rules = CLASSIC.with_options(red_threes_auto=False)
    g = position(rules, hands={0: "3h 9h 9d 9c 5s"}, melds={0: ["3c 3s 3c"]}, phase=MELD_PHASE)
    refused(g, "add 3h to 3", "red_three_meld")


def test_black_threes_meld_only_when_going_out() -> None:
    hand = "3c 3s 3c 5h 6h"
    canasta = "kh kd kc ks kh kd kc"
    g = position(CLASSIC, hands={0: hand}, melds={0: [canasta]}, phase=MELD_PHASE)
    err = refused(g, "meld 3c 3s 3c", "black_three_going_out")
    assert "going out" in err.message or "go out" in err.message
    # one card fewer: meld the threes and discard the last card to go out
    g = position(CLASSIC, hands={0: "3c 3s 3c 5h"}, melds={0: [canasta]}, phase=MELD_PHASE)
    play(g, "meld 3c 3s 3c", "discard 5h")
    assert g.went_out == 0
    assert any(m.rank == THREE for m in g.melds[0])


def test_four_black_threes_go_out() -> None:
    canasta = "kh kd kc ks kh kd kc"
    g = position(CLASSIC, hands={0: "3c 3s 3c 3s"}, melds={0: [canasta]}, phase=MELD_PHASE)
    play(g, "meld 3c 3s 3c", "add 3s")
    assert g.went_out == 0
    assert g.last_result is not None
    assert g.last_result.sides[0].meld_points == 70 + 20


def test_black_threes_need_a_canasta_to_go_out() -> None:
    g = position(CLASSIC, hands={0: "3c 3s 3c 5h"}, melds={0: ["kh kd kc"]}, phase=MELD_PHASE)
    err = refused(g, "meld 3c 3s 3c", "black_three_going_out")
    assert "canasta" in err.message


def test_black_threes_take_no_wild_cards() -> None:
    canasta = "kh kd kc ks kh kd kc"
    g = position(CLASSIC, hands={0: "3c 3s 2c"}, melds={0: [canasta]}, phase=MELD_PHASE)
    refused(g, "meld 3c 3s 2c", "black_three_meld")


def test_black_three_meld_option_off() -> None:
    rules = CLASSIC.with_options(black_three_meld_going_out=False)
    canasta = "kh kd kc ks kh kd kc"
    g = position(rules, hands={0: "3c 3s 3c"}, melds={0: [canasta]}, phase=MELD_PHASE)
    refused(g, "meld 3c 3s 3c", "black_three_meld")


def test_threes_are_ordinary_when_not_special() -> None:
    rules = CLASSIC.with_options(threes_special=False)
    g = position(rules, hands={0: "3h 3d 3c 2c 9h 9d"}, opened=[True, False], phase=MELD_PHASE)
    play(g, "meld 3h 3d 3c", "add 2c to 3")
    assert g.melds[0][0].rank == THREE and g.melds[0][0].size == 4


# ---------------------------------------------------------------- adding to melds
def test_add_to_own_side_only() -> None:
    g = position(CLASSIC, hands={0: "7h 9h 9d 9c"}, melds={0: ["kh kd kc"], 1: ["7s 7c 7d"]}, phase=MELD_PHASE)
    refused(g, "add 7h to 7@1", "own_melds_only")


def test_partners_share_melds() -> None:
    """Seed 000: a partnership's melds are shared; seat 2 adds to the kings seat 0 started."""
    g = position(CLASSIC, hands={2: "kh 9h 9d 9c"}, melds={0: ["ks kd kc"]}, to_move=2, phase=MELD_PHASE)
    play(g, "add kh")
    assert g.melds[0][0].size == 4


def test_add_to_any_side_scores_for_the_owner() -> None:
    rules = CLASSIC.with_options(add_to="any")
    g = position(rules, hands={0: "7h 2c 9h 9d 9c"}, melds={0: ["kh kd kc"], 1: ["7s 7c 7d"]}, phase=MELD_PHASE)
    assert "add 7h to 7@1" in legal(g)
    play(g, "add 7h to 7@1", "add 2c to 7@1")
    assert g.melds[1][0].size == 5 and g.melds[1][0].owner == 1
    assert g.melds[0][0].size == 3


def test_add_to_any_needs_own_first_meld() -> None:
    rules = CLASSIC.with_options(add_to="any")
    g = position(rules, hands={0: "7h 9h 9d 9c"}, melds={1: ["7s 7c 7d"]}, phase=MELD_PHASE)
    assert g.opened == [False, True]
    refused(g, "add 7h to 7@1", "open_first")


def test_add_to_a_missing_meld() -> None:
    g = position(CLASSIC, hands={0: "7h 2c 9h 9d"}, melds={0: ["kh kd kc"]}, phase=MELD_PHASE)
    refused(g, "add 7h", "no_such_meld")
    refused(g, "add 2c to 7", "no_such_meld")
    refused(g, "add 7h to 7@5", "no_such_meld")


def test_a_wild_card_must_name_its_meld() -> None:
    g = position(CLASSIC, hands={0: "2c 9h 9d 9c"}, melds={0: ["kh kd kc"]}, phase=MELD_PHASE)
    refused(g, "add 2c", "which_meld")
    play(g, "add 2c to k")
    assert g.melds[0][0].wilds == 1


def test_a_natural_goes_to_its_own_rank() -> None:
    g = position(CLASSIC, hands={0: "7h 9h 9d 9c"}, melds={0: ["kh kd kc"]}, phase=MELD_PHASE)
    refused(g, "add 7h to k", "wrong_rank")


# ---------------------------------------------------------------- exchanging wild cards
def test_wild_exchange_off() -> None:
    g = position(CLASSIC, hands={0: "7h 9h 9d 9c"}, melds={0: ["7s 7c jk"]}, phase=MELD_PHASE)
    refused(g, "swap 7h for jk in 7", "no_swap")
    assert not any(str(a).startswith("swap") for a in g.legal_actions())


def test_wild_exchange_on() -> None:
    rules = CLASSIC.with_options(wild_exchange=True)
    g = position(rules, hands={0: "7h 9h 9d 9c"}, melds={0: ["7s 7c jk"]}, phase=MELD_PHASE)
    assert "swap 7h for jk in 7" in legal(g)
    play(g, "swap 7h for jk in 7")
    assert g.melds[0][0].is_natural and g.melds[0][0].size == 3
    assert cards("jk")[0] in g.hands[0] and cards("7h")[0] not in g.hands[0]
    refused(g, "swap 9h for jk in 9", "no_such_wild")
    play(g, "undo")
    assert g.melds[0][0].wilds == 1 and cards("7h")[0] in g.hands[0]


def test_no_exchange_in_a_canasta_so_a_mixed_canasta_stays_mixed() -> None:
    rules = CLASSIC.with_options(wild_exchange=True)
    g = position(rules, hands={0: "7h 9h 9d 9c"}, melds={0: ["7s 7c 7d 7s 7c 7d jk"]}, phase=MELD_PHASE)
    refused(g, "swap 7h for jk in 7", "canasta_closed")
    play(g, "add 7h")
    m = g.melds[0][0]
    assert m.is_canasta and not m.is_natural and m.size == 8


def test_exchange_needs_own_first_meld() -> None:
    rules = CLASSIC.with_options(wild_exchange=True, add_to="any")
    g = position(rules, hands={0: "7h 9h 9d 9c"}, melds={1: ["7s 7c jk"]}, phase=MELD_PHASE)
    refused(g, "swap 7h for jk in 7@1", "open_first")


# ---------------------------------------------------------------- canastas
def test_canasta_is_seven_cards() -> None:
    assert not meld("kh kd kc ks kh kd", 0).is_canasta
    natural = meld("kh kd kc ks kh kd kc", 0)
    assert natural.is_canasta and natural.is_natural
    mixed = meld("kh kd kc ks 2c 2d jk", 0)
    assert mixed.is_canasta and not mixed.is_natural
    assert "natural canasta" in str(natural) and "mixed canasta" in str(mixed)


def test_adding_to_a_canasta_adds_card_points_only() -> None:
    """Seed 000: an eighth king adds its 10 points, no second bonus."""
    canasta = "kh kd kc ks kh kd kc"
    g = position(CLASSIC, hands={0: "ks 5h", 1: "4h", 2: "", 3: ""},
                 melds={0: [canasta]}, phase=MELD_PHASE, stock="9c 9d 9h")
    play(g, "add ks", "discard 5h")
    assert g.went_out == 0
    assert g.last_result is not None
    line = g.last_result.sides[0]
    assert line.meld_points == 80 and line.canasta_bonus == 500 and line.natural_canastas == 1


def test_only_the_listed_meld_starts_are_legal() -> None:
    g = position(CLASSIC, hands={0: "7h 7d 7c 7s 2c 9h"}, opened=[True, False], phase=MELD_PHASE)
    melds = [a for a in g.legal_actions() if isinstance(a, Meld)]
    assert all(len(a.cards) == 3 for a in melds)
    assert {str(a) for a in melds} == {"meld 7c 7d 7h", "meld 7c 7d 2c"}
