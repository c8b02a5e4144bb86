"""Cuban Canasta and Uruguay: the pile always frozen (``pile_always_frozen``), the discard
ban on a first turn (``discard_bans``), black threes from a taken pile set aside
(``black_threes_from_pile``), red threes by a count table with a canasta sign,
the presets, and a whole deal of each scored by hand
from the rule tables of ``docs/rules.md`` (``variants.md`` 4.4, 4.7)."""

from __future__ import annotations

import pytest

from game.engine import PRESETS, WILD_RANK
from game.engine.rules import CLASSIC, RulesError
from tests.engine.helpers import cards, legal, play, position, refused, total_cards

CUBAN = PRESETS["cuban"]
URUGUAY = PRESETS["uruguay"]


# ---------------------------------------------------------------- the pile always frozen
@pytest.mark.parametrize("always", [False, True])
def test_an_opened_side_takes_the_pile_with_a_natural_and_a_wild_only_where_it_is_not_always_frozen(
        always: bool) -> None:
    rules = CLASSIC.with_options(pile_always_frozen=always)
    g = position(rules, hands={0: "9h 2c 5h 6h kd kc"}, pile="4c 7s 9c", melds={0: ["ah ad ac"]})
    if always:
        assert g.pile_frozen and g.view(0).pile_frozen  # the table shows it frozen
        err = refused(g, "take 9h 2c", "pile_always_frozen")
        assert err.message == "At this table the pile is always frozen: you need two natural 9 in your hand to take it."
    else:
        play(g, "take 9h 2c")
        assert g.meld_of(0, 9) is not None


@pytest.mark.parametrize("always", [False, True])
def test_the_top_card_goes_onto_a_meld_only_where_the_pile_is_not_always_frozen(always: bool) -> None:
    rules = CLASSIC.with_options(pile_always_frozen=always)
    g = position(rules, hands={0: "5h 6h kd kc"}, pile="4c 7s 9c", melds={0: ["9h 9d 9s"]})
    if always:
        refused(g, "take", "pile_always_frozen")
    else:
        play(g, "take")
        assert g.meld_of(0, 9).size == 4  # type: ignore[union-attr]


def test_a_natural_pair_takes_the_always_frozen_pile_and_it_stays_frozen() -> None:
    g = position(URUGUAY, hands={0: "9h 9d 5h 6h kd kc"}, pile="4c 7s 9c", melds={0: ["ah ad ac"]})
    play(g, "take 9h 9d")
    assert g.pile == [] and g.pile_frozen
    assert sorted(map(str, g.hands[0])) == sorted(["4c", "7s", "5h", "6h", "kd", "kc"])
    play(g, "discard 4c")
    assert g.pile_frozen  # a natural card discarded on the empty pile: frozen all the same


def test_undo_of_a_first_meld_from_the_frozen_pile_gives_it_back_frozen() -> None:
    g = position(URUGUAY, hands={0: "kh kd ah ad ac 5h 6h"}, pile="4c 7s kc")
    play(g, "take kh kd", "undo")
    assert [str(c) for c in g.pile] == ["4c", "7s", "kc"] and g.pile_frozen


# ---------------------------------------------------------------- discard bans
@pytest.mark.parametrize("banned", [False, True])
def test_no_black_three_is_discarded_on_a_first_turn_where_the_ban_is_on(banned: bool) -> None:
    rules = CLASSIC.with_options(discard_bans=["black_three_first_turn"] if banned else [])
    g = position(rules, hands={0: "3s 5h 6h kd kc 9h"}, phase="meld")
    assert g.turns == 0
    if banned:
        err = refused(g, "discard 3s", "black_three_first_turn")
        assert err.message == "A black three may not be discarded on a player's first turn."
        assert "discard 5h" in legal(g)
    else:
        play(g, "discard 3s")
        assert g.pile[-1] == cards("3s")[0]


def test_the_ban_ends_with_the_first_round() -> None:
    g = position(CUBAN, hands={0: "3s 5h 6h kd kc 9h"}, phase="meld")
    g.turns = CUBAN.players - 1  # the last player of the first round
    refused(g, "discard 3s", "black_three_first_turn")
    g.turns = CUBAN.players  # everyone has had a turn
    play(g, "discard 3s")
    assert g.turns == CUBAN.players + 1


def test_turns_count_the_discards_of_the_deal() -> None:
    g = position(CUBAN, hands={0: "5h 6h kd kc 9h", 1: "5d 6d kh qc 9c"}, phase="meld")
    play(g, "discard 5h", "draw", "discard 5d")
    assert g.turns == 2 and g.view(2).turns == 2


def test_a_ban_that_forbids_every_card_in_hand_is_lifted() -> None:
    # only black threes left (the sources say nothing; the engine never leaves a player stuck)
    g = position(CUBAN, hands={0: "3s 3c"}, phase="meld", melds={0: ["kh kd kc ks kh kd kc"]})
    assert "discard 3c" in legal(g)
    play(g, "discard 3c")


def test_unknown_discard_bans_are_refused() -> None:
    with pytest.raises(RulesError):
        CLASSIC.with_options(discard_bans=["no_sevens_ever"])


# ---------------------------------------------------------------- black threes set aside
@pytest.mark.parametrize("mode", ["hand", "set_aside"])
def test_black_threes_in_a_taken_pile_are_set_aside_where_the_rules_say_so(mode: str) -> None:
    rules = CLASSIC.with_options(black_threes_from_pile=mode)
    g = position(rules, hands={0: "9h 9d 5h 6h kd kc"}, pile="3c 4c 3s 7s 9c", melds={0: ["ah ad ac"]})
    before = total_cards(g)
    play(g, "take 9h 9d")
    blacks = [str(c) for c in g.black_threes[0]]
    in_hand = sorted(str(c) for c in g.hands[0] if c.is_black_three)
    if mode == "set_aside":
        assert sorted(blacks) == ["3c", "3s"] and in_hand == []
    else:
        assert blacks == [] and in_hand == ["3c", "3s"]
    assert total_cards(g) == before


def test_undo_puts_set_aside_black_threes_back_into_the_pile() -> None:
    g = position(CUBAN, hands={0: "kh kd ah ad ac 5h 6h"}, pile="3c 4c kc")
    play(g, "take kh kd")
    assert g.pending == cards("3c 4c") and g.black_threes[0] == []  # waiting for the minimum
    play(g, "meld ah ad ac")  # 60 + 30 = 90 >= 50: the rest of the pile joins
    assert [str(c) for c in g.black_threes[0]] == ["3c"] and "4c" in map(str, g.hands[0])
    play(g, "undo")
    assert g.black_threes[0] == [] and [str(c) for c in g.pile] == ["3c", "4c", "kc"]


@pytest.mark.parametrize(("threes", "points"), [(0, 0), (1, 5), (3, 15), (4, 100)])
def test_set_aside_black_threes_score_five_each_or_a_hundred_for_all_four(threes: int, points: int) -> None:
    assert CUBAN.black_three_points(threes) == points


# ---------------------------------------------------------------- red threes, first meld
@pytest.mark.parametrize(("threes", "canastas", "points"), [
    (1, 1, 100), (2, 1, 300), (3, 1, 500), (4, 1, 1000), (2, 0, -300), (4, 0, -1000)])
def test_cuban_red_threes_count_by_table_plus_with_a_canasta(threes: int, canastas: int, points: int) -> None:
    assert CUBAN.red_three_points(threes, True, canastas) == points


@pytest.mark.parametrize(("score", "need"), [(-10, 15), (0, 50), (1500, 90), (3000, 120), (4995, 120), (5000, 150)])
def test_cuban_first_meld_minimum(score: int, need: int) -> None:
    assert CUBAN.first_meld_minimum(score) == need


def test_the_presets() -> None:
    c, u = CUBAN, URUGUAY
    assert (c.players, c.hand_size, c.target, c.deck_size) == (4, 13, 7500, 108)
    assert c.meld_kinds == ("group", "wild") and (c.group_meld_max, c.wild_meld_max) == (7, 7)
    assert c.pile_always_frozen and c.discard_bans == ("black_three_first_turn",)
    assert c.black_threes_from_pile == "set_aside" and (c.going_out_bonus, c.concealed_bonus) == (100, 100)
    g = position(c)
    assert len(g.hands[1]) == 13 and total_cards(g) == 108
    assert u.meld_kinds == ("group", "wild") and u.wild_meld_max == 7 and u.group_meld_max == 0
    assert u.pile_always_frozen and u.wild_canasta_table == ((0, 0, 2000),)
    assert u.changes() == {} and c.changes() == {}
    for name in ("classic", "two", "two-online", "three", "six", "family"):
        p = PRESETS[name]
        assert p.meld_kinds == ("group",) and not p.pile_always_frozen and p.discard_bans == ()
        assert p.black_threes_from_pile == "hand"


def test_a_cuban_group_is_closed_at_seven_and_a_mixed_canasta_stays_at_seven() -> None:
    g = position(CUBAN, hands={0: "kh 2c 5h 6h"}, melds={0: ["ks kd kc ks kh kd kc"]}, phase="meld")
    refused(g, "add kh", "meld_full")
    refused(g, "add 2c to k", "meld_full")


# ---------------------------------------------------------------- whole deals by hand
def test_a_cuban_deal_scored_by_hand() -> None:
    """Side 0 goes out. From the rule table of docs/rules.md (Cuban):
    cards: kings 70 + seven twos 140 + q q q q q q 2 80 + eights 8 8 8 8 40 = 330;
    canastas: natural 500, seven twos 4,000, mixed 300 = 4,800; two red threes with a
    canasta 300; two black threes set aside 10; going out 100; the partner's jk 9 -60:
    5,480. Side 1: jk jk jk 150 + 5 5 5 5 20 + a a a 60 = 230; one red three without a
    canasta -100; k 7 and 4 4 left in hand -25: 105."""
    g = position(
        CUBAN,
        hands={0: "8h 9h", 1: "kc 7d", 2: "jk 9d", 3: "4h 4s"},
        melds={0: ["kh kd kc ks kh kd ks", "2c 2d 2h 2s 2c 2d 2h", "qh qd qc qs qh qd 2s", "8c 8s 8d"],
               1: ["jk jk jk", "5h 5d 5c 5s", "ah ad ac"]},
        red_threes={0: "3h", 2: "3d", 1: "3h"}, phase="meld", pile="6c 6d",
    )
    g.black_threes[0] = cards("3c 3s")
    g.turns = 9
    play(g, "add 8h", "discard 9h")
    a, b = g.last_result.sides  # type: ignore[union-attr]
    assert (a.meld_points, a.canasta_bonus, a.wild_canastas, a.wild_canasta_bonus) == (330, 4800, 1, 4000)
    assert (a.red_three_points, a.black_three_points, a.going_out, a.hand_penalty) == (300, 10, 100, 60)
    assert a.total == 5480
    assert (b.meld_points, b.canasta_bonus, b.red_three_points, b.hand_penalty, b.total) == (230, 0, -100, 25, 105)
    assert g.scores == [5480, 105] and g.last_result.sides[0].next_minimum == 150  # type: ignore[union-attr]


def test_an_uruguay_deal_scored_by_hand() -> None:
    """Side 0 goes out. From the rule table of docs/rules.md (Uruguay = classic except):
    cards: aces 140 + jk jk 2 2 2 2 2 200 + 9 9 9 9 9 2 2 90 = 430; canastas: natural 500,
    wild 2,000, mixed 300 = 2,800; four red threes 800; going out 100; the partner's
    5 5 jk -60: 4,070. Side 1: k k k 30 + 7 7 7 2 35 = 65; a q and jk 4 in hand -85: -20."""
    g = position(
        URUGUAY,
        hands={0: "ac", 1: "ac qs", 2: "5h 5d jk", 3: "jk 4c"},
        melds={0: ["ah ad as ah ad as", "jk jk 2c 2d 2h 2s 2c", "9h 9d 9c 9s 9h 2d 2h"],
               1: ["kh kd kc", "7h 7d 7c 2s"]},
        red_threes={0: "3h 3d", 2: "3h 3d"}, phase="meld", pile="6c 6d",
    )
    play(g, "add ac")
    assert g.went_out == 0
    a, b = g.last_result.sides  # type: ignore[union-attr]
    assert (a.meld_points, a.canasta_bonus, a.wild_canasta_bonus) == (430, 2800, 2000)
    assert (a.red_three_points, a.going_out, a.hand_penalty, a.total) == (800, 100, 60, 4070)
    assert (b.meld_points, b.canasta_bonus, b.hand_penalty, b.total) == (65, 0, 85, -20)


def test_a_cuban_wild_meld_closed_at_seven_cannot_grow() -> None:
    g = position(CUBAN, hands={0: "jk 5h 6h kd"}, melds={0: ["2c 2d 2h 2s 2c 2d 2h"]}, phase="meld")
    refused(g, "add jk to 2", "meld_full")
    assert g.meld_of(0, WILD_RANK).canasta_kind == "wild"  # type: ignore[union-attr]


def test_black_threes_set_aside_do_not_count_as_cards_kept_after_a_take() -> None:
    """Found by the fuzz (cuban, match 1022043290249): the pile's black threes go aside, so
    a take that leaves one card in hand and cannot go out is refused (keep two cards)."""
    g = position(CUBAN, hands={0: "qs qd 9h"}, pile="3c 3s qc", melds={0: ["ah ad ac"]})
    refused(g, "take qs qd", "keep_two")
    g = position(CLASSIC, hands={0: "qs qd 9h"}, pile="3c 3s qc", melds={0: ["ah ad ac"]})
    play(g, "take qs qd")  # classic: the black threes join the hand
    assert len(g.hands[0]) == 3
