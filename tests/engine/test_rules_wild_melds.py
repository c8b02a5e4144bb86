"""Melds of wild cards and wild canastas (``meld_kinds``, ``wild_canasta_table``) and
the size caps of melds (``group_meld_max``, ``wild_meld_max``), each tried both ways
(``variants.md`` K5, K6: Cuban Canasta, Uruguay, Bolivia and others)."""

from __future__ import annotations

import pytest

from game.engine import WILD, WILD_RANK, Meld, RuleSet, parse_action
from game.engine.rules import CLASSIC, RulesError
from game.engine.scoring import score_deal, table_points
from tests.engine.helpers import cards, legal, meld, play, position, refused, total_cards

WILD_MELDS = CLASSIC.with_options(meld_kinds=["group", "wild"])
#: Cuban Canasta's table (rummy-games): seven twos 4,000; four jokers and three twos
#: 3,000; any other wild canasta 2,000.
CUBAN_TABLE = [[0, 7, 4000], [4, 3, 3000], [0, 0, 2000]]
CUBAN_LIKE = WILD_MELDS.with_options(group_meld_max=7, wild_canasta_table=CUBAN_TABLE)


@pytest.mark.parametrize("allowed", [True, False])
def test_three_wild_cards_start_a_meld_of_their_own_only_where_the_rules_have_it(allowed: bool) -> None:
    rules = WILD_MELDS if allowed else CLASSIC
    g = position(rules, hands={0: "2c 2d jk 5h 6h kd"}, melds={0: ["ah ad ac"]}, phase="meld")
    if allowed:
        assert "meld 2c 2d jk" in legal(g)
        play(g, "meld 2c 2d jk")
        wild = g.meld_of(0, WILD_RANK)
        assert wild is not None and wild.kind == WILD and wild.wilds == 3 and wild.naturals == 0
        assert str(wild) == "wild: 2c 2d jk"
        assert sorted(map(str, g.hands[0])) == ["5h", "6h", "kd"]
    else:
        err = refused(g, "meld 2c 2d jk", "no_wild_meld")
        assert "wild cards do not form a meld of their own" in err.message


def test_one_meld_of_wild_cards_a_side_and_no_natural_card_in_it() -> None:
    g = position(WILD_MELDS, hands={0: "2c 2d jk 2h 7h 7d 5c kd"}, melds={0: ["2s jk 2s"]}, phase="meld")
    err = refused(g, "meld 2c 2d jk", "wild_meld_exists")
    assert err.message == "Your side already has a meld of wild cards: add to it instead."
    refused(g, "add 7h to 2", "wrong_rank")
    refused(g, "add 7h to m1", "wrong_rank")
    play(g, "add jk to 2", "add 2h to m1")
    wild = g.meld_of(0, WILD_RANK)
    assert wild is not None and wild.size == 5 and wild.kind == WILD


def test_the_listed_starts_are_one_per_mix_of_twos_and_jokers() -> None:
    g = position(WILD_MELDS, hands={0: "2c 2d 2h jk jk 5h 6h kd 9c"}, melds={0: ["ah ad ac"]}, phase="meld")
    starts = sorted(a for a in legal(g) if a.startswith("meld"))
    assert starts == ["meld 2c 2d 2h", "meld 2c 2d jk", "meld 2c jk jk"]
    assert legal(g) == [str(a) for a in g.reference_legal_actions()]


def test_the_wild_meld_is_named_like_a_meld_of_twos_and_reads_back() -> None:
    assert str(parse_action("add jk to 2")) == "add jk to 2"
    assert parse_action("meld 2c 2d jk") == Meld(tuple(cards("2c 2d jk")))


@pytest.mark.parametrize(("cap", "ok"), [(7, False), (0, True)])
def test_a_meld_of_wild_cards_is_closed_at_seven_unless_the_cap_is_lifted(cap: int, ok: bool) -> None:
    rules = WILD_MELDS.with_options(wild_meld_max=cap)
    g = position(rules, hands={0: "2h 5h 6h kd"}, melds={0: ["2c 2d 2s jk jk 2c 2d"]}, phase="meld")
    if ok:
        play(g, "add 2h to 2")
        assert g.meld_of(0, WILD_RANK).size == 8  # type: ignore[union-attr]
    else:
        err = refused(g, "add 2h to 2", "meld_full")
        assert err.message == "That meld is full: it may hold 7 cards."


def test_a_wild_cap_below_a_canasta_is_refused_and_meld_kinds_are_checked() -> None:
    with pytest.raises(RulesError):
        CLASSIC.with_options(wild_meld_max=6)
    with pytest.raises(RulesError):
        CLASSIC.with_options(meld_kinds=["wild"])  # groups are always allowed
    with pytest.raises(RulesError):
        CLASSIC.with_options(meld_kinds=["group", "runs"])
    with pytest.raises(RulesError):
        CLASSIC.with_options(wild_canasta_table=[[0, 0]])


@pytest.mark.parametrize(("cap", "ok"), [(7, False), (0, True)])
def test_a_pile_that_would_push_a_meld_past_the_cap_is_not_taken(cap: int, ok: bool) -> None:
    rules = CLASSIC.with_options(group_meld_max=cap)
    g = position(rules, hands={0: "9h 9d 5h 6h kd kc"}, pile="4c 7s 9c",
                 melds={0: ["9s 9s 9d 9c 2c"]})
    if ok:
        play(g, "take 9h 9d")
        assert g.meld_of(0, 9).size == 8  # type: ignore[union-attr]
    else:
        refused(g, "take 9h 9d", "meld_full")


@pytest.mark.parametrize(("text", "bonus"), [
    ("2c 2d 2h 2s 2c 2d 2h", 4000),  # seven twos
    ("jk jk jk jk 2c 2d 2h", 3000),  # four jokers and three twos
    ("jk jk jk 2s 2c 2d 2h", 2000),  # any other
    ("jk 2s 2c 2d 2h 2h 2c", 2000),
])
def test_a_wild_canasta_pays_by_what_it_holds(text: str, bonus: int) -> None:
    m = meld(text, 0)
    assert m.canasta_kind == "wild"
    assert CUBAN_LIKE.meld_bonus(m) == bonus
    assert WILD_MELDS.meld_bonus(m) == 2000  # the flat table (Uruguay)
    assert table_points(CUBAN_LIKE, [m], 0) == m.value + bonus


def test_a_wild_canasta_has_no_bonus_where_wild_melds_are_not_played() -> None:
    with pytest.raises(RulesError):
        CLASSIC.canasta_bonus("wild")
    assert WILD_MELDS.canasta_bonus("wild") == 2000


def test_the_score_sheet_has_a_line_for_wild_canastas() -> None:
    melds = [[meld("2c 2d 2h 2s 2c 2d 2h", 0, 1), meld("kh kd kc ks kh kd kc", 0, 2)],
             [meld("jk jk jk 2s 2c 2d 2h", 1, 3)]]
    result = score_deal(CUBAN_LIKE, 0, melds, [[], [], [], []], [[], [], [], []], 0, False, [0, 0], 5000)
    a, b = result.sides
    assert (a.wild_canastas, a.wild_canasta_bonus, a.natural_canastas) == (1, 4000, 1)
    # 140 + 70 cards, 4,000 + 500 bonuses, 100 for going out
    assert a.canasta_bonus == 4500 and a.total == 140 + 70 + 4500 + 100
    assert (b.wild_canastas, b.wild_canasta_bonus, b.total) == (1, 2000, 230 + 2000)


def test_a_meld_of_wild_cards_counts_toward_the_first_meld_at_face_value() -> None:
    # jk 2 2 = 90 reaches the 90 needed from 1,500 with nothing else
    for value in ("face", "represented"):
        rules = WILD_MELDS.with_options(first_meld_wild_value=value)
        g = position(rules, hands={0: "2c 2d jk 5h 6h kd"}, scores=[1500, 0], red_threes={0: ""},
                     phase="meld")
        play(g, "meld 2c 2d jk", "discard kd")
        assert g.opened[0]
    g = position(WILD_MELDS, hands={0: "2c 2d 2h 5h 6h kd"}, scores=[1500, 0], phase="meld")
    play(g, "meld 2c 2d 2h")
    refused(g, "discard kd", "first_meld_minimum")  # 60 < 90


def test_a_wild_canasta_counts_for_going_out() -> None:
    g = position(WILD_MELDS, hands={0: "2h 9c"}, melds={0: ["2c 2d 2s jk jk 2c", "5h 5d 5c"]}, phase="meld")
    refused(g, "add 9c to 5", "wrong_rank")
    # without the seventh wild card the side has no canasta: keeping one card is refused
    refused(g, "add 2h to 5", "keep_two")
    play(g, "add 2h to 2", "discard 9c")
    assert g.went_out == 0
    line = g.last_result.sides[0]  # type: ignore[union-attr]
    assert line.wild_canastas == 1 and line.going_out == 100


def test_going_out_plans_put_left_over_wild_cards_into_a_meld_of_their_own() -> None:
    # the canasta of kings is closed at seven: the wild cards cannot go there
    g = position(CUBAN_LIKE, hands={0: "2h 2c jk 9c"}, melds={0: ["kh kd kc ks kh kd kc"]}, phase="meld")
    plan = g.go_out_plan()
    assert plan is not None and [str(a) for a in plan] == ["meld 2c 2h jk", "discard 9c"]
    before = total_cards(g)
    g.apply_all(plan)
    assert g.went_out == 0 and total_cards(g) == before


def test_dropping_wild_cards_on_the_table_plans_a_meld_of_wild_cards() -> None:
    g = position(WILD_MELDS, hands={0: "2h 2c jk jk 9c kd"}, melds={0: ["ah ad ac"]}, phase="meld")
    plan = g.plan_meld(cards("2h 2c jk jk"))
    assert [str(a) for a in plan] == ["meld 2c 2h jk", "add jk to 2"]
    g.apply_all(plan)
    assert g.meld_of(0, WILD_RANK).size == 4  # type: ignore[union-attr]


@pytest.mark.parametrize("wild_melds", [True, False])
def test_a_take_that_needs_a_wild_meld_for_the_first_meld_is_legal(wild_melds: bool) -> None:
    """The estimate behind a first-meld take counts the wild cards that no meld can
    hold as a meld of their own (issue 11: it must not be lost again). Cuban's 150 from
    5,000: the pile's nine and the pair 30, three twos on the nines 60 (the limit), the
    other three twos 60 only as a meld of wild cards."""
    rules = RuleSet.from_preset("cuban")
    if not wild_melds:
        rules = rules.with_options(meld_kinds=["group"])
    g = position(rules, hands={0: "9c 9d 2c 2d 2h 2s 2c 2d 4s"}, pile="5c 9h", scores=[5000, 0])
    assert g.first_meld_need(0) == 150
    if wild_melds:
        play(g, "take 9c 9d", "add 2c to 9", "add 2d to 9", "add 2h to 9", "meld 2s 2c 2d")
        assert g.meld_of(0, WILD_RANK) is not None and g.turn_points == 150
        play(g, "discard 4s")
        assert g.opened[0]
    else:
        err = refused(g, "take 9c 9d", "first_meld_minimum")
        assert "150" in err.message
