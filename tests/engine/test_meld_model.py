"""The meld model: kinds and ids, the canasta bonus table, the going-out predicate,
the red-three table with its sign, and the options for several melds of a rank and
a size cap (each tried both ways)."""

from __future__ import annotations

import pytest

from game.engine import PRESETS, parse_action
from game.engine.melds import MIXED, NATURAL, TableMeld
from game.engine.rules import CLASSIC, RulesError
from game.engine.scoring import table_points
from tests.engine.helpers import cards, legal, meld, play, position, refused


def test_melds_get_ids_that_they_keep_as_they_grow() -> None:
    g = position(CLASSIC, hands={0: "9h 9d 9c 9s 5h 5d 5c 6h kd"}, melds={0: ["ah ad ac"]}, phase="meld")
    assert [m.id for m in g.melds[0]] == [1]
    play(g, "meld 9h 9d 9c", "meld 5h 5d 5c")
    assert [(m.rank, m.id, m.kind) for m in g.melds[0]] == [(14, 1, "group"), (9, 2, "group"), (5, 3, "group")]
    play(g, "add 9s to m2")
    nines = g.meld_of(0, 9)
    assert nines is not None and nines.id == 2 and nines.size == 4


def test_the_id_form_reads_back_and_a_missing_or_wrong_meld_is_refused() -> None:
    assert str(parse_action("add 9h to m3")) == "add 9h to m3"
    assert parse_action("add 9h to M3") == parse_action("add 9h to m3")
    g = position(CLASSIC, hands={0: "9h 9d 5h 6h kd kc"}, melds={0: ["ah ad ac", "9c 9s 9d"]}, phase="meld")
    refused(g, "add 9h to m7", "no_such_meld")
    refused(g, "add 9h to m1", "wrong_rank")
    play(g, "add 9h to m2")


@pytest.mark.parametrize("many", [False, True])
def test_several_melds_of_one_rank_is_an_option(many: bool) -> None:
    rules = CLASSIC.with_options(melds_per_rank="many" if many else "one")
    g = position(rules, hands={0: "9h 9d 9c 9s 5h 6h kd kc"}, melds={0: ["9c 9s 9d"]}, phase="meld")
    if not many:
        refused(g, "meld 9h 9d 9c", "meld_exists")
        assert "add 9c" in legal(g)  # one card a rank listed (suits fold)
        return
    play(g, "meld 9h 9d 9c")
    assert [m.id for m in g.melds[0] if m.rank == 9] == [1, 2]
    refused(g, "add 9s", "several_melds")  # the rank no longer says which meld
    assert {"add 9s to m1", "add 9s to m2"} <= set(legal(g))
    play(g, "add 9s to m1")
    assert [m.size for m in g.melds[0] if m.rank == 9] == [4, 3]


@pytest.mark.parametrize(("cap", "ok"), [(0, True), (7, False)])
def test_a_size_cap_per_meld_is_an_option(cap: int, ok: bool) -> None:
    rules = CLASSIC.with_options(group_meld_max=cap)
    g = position(rules, hands={0: "9h 5h 6h kd kc"}, melds={0: ["9c 9s 9d 9c 9s 9d 9h"]}, phase="meld")
    if ok:
        play(g, "add 9h")
        assert g.meld_of(0, 9) is not None and g.meld_of(0, 9).size == 8  # type: ignore[union-attr]
    else:
        refused(g, "add 9h", "meld_full")
        assert "add 9h" not in legal(g)


def test_a_cap_below_a_canasta_is_refused() -> None:
    with pytest.raises(RulesError):
        CLASSIC.with_options(group_meld_max=5)


#: The presets from before the variants (issues 11 and 12): they play as they did.
CLASSIC_FAMILY = ("classic", "two", "two-online", "three", "six", "family")


def test_existing_presets_keep_one_meld_a_rank_and_no_cap() -> None:
    for name in CLASSIC_FAMILY:
        rules = PRESETS[name]
        assert rules.melds_per_rank == "one" and rules.group_meld_max == 0 and not rules.sequences


def test_canastas_are_classified_by_kind_and_composition_and_priced_from_the_table() -> None:
    natural = meld("9c 9s 9d 9c 9s 9d 9h", 0)
    mixed = meld("9c 9s 9d 9c 9s 9d 2h", 0)
    small = meld("9c 9s 9d", 0)
    assert (natural.canasta_kind, mixed.canasta_kind, small.canasta_kind) == (NATURAL, MIXED, None)
    rules = CLASSIC.with_options(natural_canasta_bonus=600, mixed_canasta_bonus=250)
    assert (rules.canasta_bonus(NATURAL), rules.canasta_bonus(MIXED)) == (600, 250)
    with pytest.raises(RulesError):
        rules.canasta_bonus("wild")  # no row for it in these rules
    assert table_points(rules, [natural, mixed, small], 0) == natural.value + mixed.value + small.value + 850


@pytest.mark.parametrize(("need", "kinds", "ok"), [
    (1, [], False), (1, [MIXED], True), (2, [NATURAL], False), (2, [NATURAL, MIXED], True)])
def test_going_out_asks_a_predicate_over_the_canastas_by_kind(need: int, kinds: list[str], ok: bool) -> None:
    rules = CLASSIC.with_options(canastas_to_go_out=need)
    shortfall = rules.going_out_shortfall(kinds)
    assert (shortfall is None) == ok
    if not ok:
        assert shortfall == (need, len(kinds))


@pytest.mark.parametrize(("need", "melded", "canastas", "expected"), [
    ("meld", True, 0, 200), ("meld", False, 0, -200), ("canasta", True, 0, -200), ("canasta", True, 1, 200)])
def test_red_threes_score_from_the_table_with_a_sign_condition(need: str, melded: bool, canastas: int,
                                                                 expected: int) -> None:
    rules = CLASSIC.with_options(red_threes_need=need)
    assert rules.red_three_points(2, melded, canastas) == expected
    assert rules.red_three_points(4, True, 1) == 800 and rules.red_three_points(0, False, 0) == 0


def test_table_points_honour_red_threes_need() -> None:
    nines = TableMeld.of(9, tuple(cards("9c 9s 9d")), 0, 1)
    assert table_points(CLASSIC, [nines], 1) == 30 + 100
    assert table_points(CLASSIC.with_options(red_threes_need="canasta"), [nines], 1) == 30 - 100
