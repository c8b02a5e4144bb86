"""Modern American Canasta (``modern-american``, ``variants.md`` 4.6): every rule it adds
tried both ways - threes of both colours as bonus cards with the sign by canastas, the
canasta table, the penalties and the matrix, the wild-card rules (at most two, the rule
of five, sevens and aces, an open wild meld), the first meld (table, clean triple, top
card), the pile (meld size, dead ranks), going out, the bonus cards - and a deal scored
by hand from the rule table of docs/rules.md."""

from __future__ import annotations

import pytest

from game.engine import PRESETS, Ask, GameState
from game.engine.rules import CLASSIC
from game.engine.scoring import score_deal
from tests.engine.helpers import cards, legal, meld, play, position, refused

MA = PRESETS["modern-american"]


# ---------------------------------------------------------------- the preset
def test_the_preset_has_the_rule_table_figures() -> None:
    r = MA
    assert (r.players, r.partnerships, r.deck_size, r.hand_size, r.draw_count, r.target) == (4, True, 108, 13, 1, 8500)
    assert r.upcard_rule == "none" and r.pile_always_frozen and r.final_discard == "required"
    assert r.discard_bans == ("threes_never", "wild_until_last", "swad_empty_pile")
    assert [r.first_meld_minimum(s) for s in (-500, 0, 2995, 3000, 4995, 5000, 9000)] == [125, 125, 125, 155, 155,
                                                                                            180, 180]
    assert (r.going_out_bonus, r.concealed_bonus, r.canastas_to_go_out) == (100, 100, 2)
    g = position(MA, hands={0: "5h 6h"})
    assert g.rules.players == 4 and len(MA.changes()) == 0


# ---------------------------------------------------------------- threes
@pytest.mark.parametrize("mode", ["classic", "both_bonus"])
def test_a_black_three_drawn_is_laid_and_replaced_only_where_both_colours_are_bonus_cards(mode: str) -> None:
    rules = CLASSIC.with_options(threes_mode=mode)
    g = position(rules, hands={0: "5h 6h 9c"}, draws="3s 8d")
    play(g, "draw")
    if mode == "both_bonus":
        assert [str(c) for c in g.red_threes[0]] == ["3s"] and "8d" in map(str, g.hands[0])
    else:
        assert g.red_threes[0] == [] and "3s" in map(str, g.hands[0])


@pytest.mark.parametrize("mode", ["classic", "both_bonus"])
def test_a_black_three_as_the_last_stock_card_ends_the_deal_where_it_is_a_bonus_card(mode: str) -> None:
    # the three laid out (``stock_end_three`` laid); the preset's own stock end, the three
    # kept in hand, is in test_rules_stock_end_three
    rules = MA.with_options(threes_mode=mode, stock_end_three="laid") if mode == "both_bonus" else MA.with_options(
        threes_mode=mode, discard_bans=[])
    g = position(rules, hands={0: "5h 6h 9c", 1: "4h 4d", 2: "qh qd", 3: "jh jd"}, pile="kc", stock="3s")
    play(g, "draw")
    if mode == "both_bonus":
        assert g.no_discard
        refused(g, "discard 5h", "no_discard")
        play(g, "stop")
        assert g.last_result is not None and g.last_result.went_out is None
    else:
        assert not g.no_discard and "discard 3s" in legal(g)


def _threes_score(rules, reds: str, blacks: str, canastas: int):  # type: ignore[no-untyped-def]
    side_melds = [meld("kh kd kc ks kh kd kc", 0)] * canastas or [meld("9h 9d 9c", 0)]
    result = score_deal(rules, 0, [side_melds, []], [cards(reds + " " + blacks), [], [], []],
                        [[], [], [], []], None, False, [0, 0], 8500)
    return result.sides[0]


@pytest.mark.parametrize("canastas,sign", [(0, -1), (1, 0), (2, 1), (3, 1)])
def test_threes_score_per_colour_with_one_table_and_the_tristate_sign(canastas: int, sign: int) -> None:
    line = _threes_score(MA, "3h 3d", "3c 3s 3c", canastas)
    assert (line.red_threes, line.red_three_points) == (2, sign * 300)
    assert (line.black_threes_laid, line.black_three_laid_points) == (3, sign * 500)


def test_four_threes_of_a_colour_score_1000_and_the_canasta_sign_is_the_other_reading() -> None:
    assert _threes_score(MA, "3h 3d 3h 3d", "", 2).red_three_points == 1000
    line = _threes_score(MA.with_options(red_threes_need="canasta"), "3h", "3s", 1)
    assert (line.red_three_points, line.black_three_laid_points) == (100, 100)  # one canasta: plus, not zero


# ---------------------------------------------------------------- canastas
@pytest.mark.parametrize("bonus", [0, 2500])
def test_a_natural_canasta_of_aces_is_a_kind_of_its_own_where_it_has_a_bonus(bonus: int) -> None:
    rules = CLASSIC.with_options(aces_canasta_bonus=bonus)
    aces = meld("ah ad ac as ah ad ac", 0)
    mixed = meld("ah ad ac as ah ad 2c", 0)
    assert rules.meld_bonus(aces) == (bonus or 500) and rules.meld_bonus(mixed) == 300
    assert rules.canasta_kind_of(aces) == ("aces" if bonus else "natural")


def test_the_canasta_table() -> None:
    assert MA.meld_bonus(meld("kh kd kc ks kh 2c 2d", 0)) == 300
    assert MA.meld_bonus(meld("kh kd kc ks kh kd kc", 0)) == 500
    assert MA.meld_bonus(meld("7h 7d 7c 7s 7h 7d 7c", 0)) == 2500
    assert MA.meld_bonus(meld("ah ad ac as ah ad ac", 0)) == 2500
    assert MA.meld_bonus(meld("2h 2d 2c 2s 2h 2d 2c", 0)) == 3000  # all twos
    assert MA.meld_bonus(meld("jk jk jk jk 2h 2d 2c", 0)) == 2500  # all four jokers
    assert MA.meld_bonus(meld("jk jk jk 2s 2h 2d 2c", 0)) == 2000


# ---------------------------------------------------------------- penalties and the matrix
def _end(rules, melds0: list[str], hands: list[str]):  # type: ignore[no-untyped-def]
    canastas = [meld("kh kd kc ks kh kd kc", 0), meld("qh qd qc qs qh qd qc", 0)]
    result = score_deal(rules, 0, [canastas + [meld(t, 0) for t in melds0], []], [[], [], [], []],
                        [cards(h) for h in hands], None, False, [0, 0], 8500)
    return result.sides[0]


@pytest.mark.parametrize("on", [False, True])
def test_unfinished_natural_aces_sevens_and_wild_melds_cost_where_the_penalties_are_set(on: bool) -> None:
    rules = MA if on else MA.with_options(unfinished_aces_penalty=0, unfinished_sevens_penalty=0,
                                          unfinished_wild_penalty=0)
    assert _end(rules, ["ah ad ac"], ["", "", "", ""]).unfinished_penalty == (2500 if on else 0)
    assert _end(rules, ["7h 7d 7c 7s"], ["", "", "", ""]).unfinished_penalty == (2500 if on else 0)
    assert _end(rules, ["2h 2d jk"], ["", "", "", ""]).unfinished_penalty == (2000 if on else 0)
    # aces with a wild card from the opening are an ordinary mixed meld: no penalty
    assert _end(rules, ["ah ad 2c"], ["", "", "", ""]).unfinished_penalty == 0


@pytest.mark.parametrize("jokers", [0, 2500])
def test_an_unfinished_wild_meld_of_four_jokers_costs_pagats_2500_only_as_the_option(jokers: int) -> None:
    rules = MA.with_options(unfinished_wild_jokers_penalty=jokers)
    assert _end(rules, ["jk jk jk jk"], ["", "", "", ""]).unfinished_penalty == (jokers or 2000)
    assert _end(rules, ["jk jk jk 2c"], ["", "", "", ""]).unfinished_penalty == 2000


@pytest.mark.parametrize("penalty", [0, 1500])
def test_three_aces_or_three_sevens_in_a_hand_cost_1500_each_besides_their_values(penalty: int) -> None:
    rules = MA.with_options(held_aces_sevens_penalty=penalty)
    line = _end(rules, [], ["ah ad ac", "7h 7d", "as as ah 7s 7s 7c", "5h"])
    # seats 0 and 2 are side 0: three aces (seat 0), three aces and three sevens (seat 2)
    assert line.held_penalty == 3 * penalty
    assert line.hand_penalty == 60 + 60 + 15


@pytest.mark.parametrize("minus", [False, True])
def test_a_side_without_a_canasta_loses_its_melded_cards_where_the_matrix_is_on(minus: bool) -> None:
    rules = CLASSIC.with_options(melds_minus_without_canasta=minus)
    result = score_deal(rules, 0, [[meld("kh kd kc", 0)], [meld("kh kd kc ks kh kd kc", 1), meld("9h 9d 9c", 1)]],
                        [[], [], [], []], [cards("5h"), [], [], []], None, False, [0, 0], 5000)
    a, b = result.sides
    assert a.meld_points == (-30 if minus else 30) and a.total == (-35 if minus else 25)
    assert b.meld_points == 100 and b.total == 600  # with a canasta the cards count plus


# ---------------------------------------------------------------- wild cards
def test_at_most_two_wild_cards_and_two_naturals() -> None:
    g = position(MA, hands={0: "8s 2c 5h 6h"}, melds={0: ["8h 8d 8c 8s 8h 2d jk"]}, phase="meld", pile="4c",
                 opened=[False, False])
    refused(g, "add 2c to 8", "meld_full")
    g = position(MA, hands={0: "8s 8d jk jk 2c 5h 6h"}, phase="meld", pile="4c")
    refused(g, "meld 8s jk jk", "meld_rank")
    play(g, "meld 8s 8d jk", "add jk to 8")
    refused(g, "add 2c to 8", "too_many_wilds")


@pytest.mark.parametrize("rule", [0, 5])
def test_after_the_opening_a_wild_card_joins_only_a_meld_of_five_naturals(rule: int) -> None:
    rules = MA.with_options(wild_needs_naturals=rule)
    g = position(rules, hands={0: "2c 5h 6h 9c"}, melds={0: ["8h 8d 8c 8s", "kh kd kc ks kh"]}, phase="meld",
                 pile="4c")
    if rule:
        err = refused(g, "add 2c to 8", "rule_of_five")
        assert "5 natural cards" in err.message
    else:
        play(g, "add 2c to 8")
    play(g, "add 2c to k") if rule else None


def test_in_the_opening_turn_a_mixed_meld_needs_only_two_naturals() -> None:
    g = position(MA, hands={0: "ah ad ac kh kd jk 5h 6h 9c"}, phase="meld", pile="4c")
    play(g, "meld ah ad ac", "meld kh kd jk", "discard 5h")
    assert g.opened[0]


@pytest.mark.parametrize("natural", [False, True])
def test_sevens_never_take_wild_cards(natural: bool) -> None:
    rules = MA.with_options(sevens_natural=natural)
    g = position(rules, hands={0: "7h 7d 2c 5h 6h 9c kh kd kc"}, phase="meld", pile="4c")
    if natural:
        refused(g, "meld 7h 7d 2c", "sevens_natural")
    else:
        play(g, "meld 7h 7d 2c")


@pytest.mark.parametrize("natural", [False, True])
def test_aces_take_wild_cards_only_in_the_opening(natural: bool) -> None:
    rules = MA.with_options(aces_natural=natural, wild_needs_naturals=0)
    g = position(rules, hands={0: "2c 5h 6h 9c"}, melds={0: ["ah ad ac"]}, phase="meld", pile="4c")
    if natural:
        refused(g, "add 2c to a", "aces_natural")
    else:
        play(g, "add 2c to a")
    # an aces meld that took a wild card in the opening is an ordinary mixed meld
    g = position(rules, hands={0: "2c 5h 6h 9c"}, melds={0: ["ah ad jk"]}, phase="meld", pile="4c")
    play(g, "add 2c to a")


@pytest.mark.parametrize("blocks", [False, True])
def test_an_open_wild_meld_keeps_the_sides_wild_cards(blocks: bool) -> None:
    rules = MA.with_options(wild_meld_blocks_wilds=blocks)
    g = position(rules, hands={0: "2c 5h 6h 9c"}, melds={0: ["2h 2d jk", "kh kd kc ks kh"]}, phase="meld",
                 pile="4c")
    if blocks:
        refused(g, "add 2c to k", "wild_meld_open")
    else:
        play(g, "add 2c to k")
    play(g, "add 2c to 2") if blocks else None


# ---------------------------------------------------------------- first meld
@pytest.mark.parametrize("triple", [False, True])
def test_the_first_meld_holds_a_clean_triple(triple: bool) -> None:
    rules = MA.with_options(first_meld_clean_triple=triple)
    g = position(rules, hands={0: "ah ad jk kh kd jk 5h 6h 9c"}, phase="meld", pile="4c")
    play(g, "meld ah ad jk", "meld kh kd jk")
    if triple:
        err = refused(g, "discard 5h", "clean_triple_needed")
        assert "three or more natural" in err.message
    else:
        play(g, "discard 5h")


@pytest.mark.parametrize("wild_ok", [False, True])
def test_pagats_wild_meld_opening_is_an_option(wild_ok: bool) -> None:
    rules = MA.with_options(first_meld_wild_meld_ok=wild_ok)
    g = position(rules, hands={0: "kh kd jk 2c 2d jk 5h 6h 9c"}, phase="meld", pile="4c")
    play(g, "meld kh kd jk", "meld 2c 2d jk")
    if wild_ok:
        play(g, "discard 5h")
    else:
        refused(g, "discard 5h", "clean_triple_needed")


@pytest.mark.parametrize("counts", [False, True])
def test_the_piles_top_card_counts_toward_the_opening_only_where_it_should(counts: bool) -> None:
    rules = MA.with_options(first_meld_counts_top_card=counts)
    g = position(rules, hands={0: "kh kd ah ad ac ah qh qd qc jh jd jc 5h"}, pile="4c kc")
    play(g, "take kh kd")
    assert g.turn_points == (30 if counts else 20)


def test_a_pair_and_the_top_card_are_no_clean_triple_but_the_pair_and_a_third_card_are() -> None:
    g = position(MA, hands={0: "kh kd ks ah ad 2c qh qd jk 5h 6h 9c"}, pile="4c kc")
    play(g, "take kh kd", "meld ah ad 2c", "meld qh qd jk")
    assert g.turn_points == 20 + 60 + 70 and g.pending  # 150, but no clean triple: the pile waits
    refused(g, "discard 5h", "clean_triple_needed")
    play(g, "add ks")
    assert not g.pending  # the kings hold three naturals from the hand: the pile joins


# ---------------------------------------------------------------- the pile
@pytest.mark.parametrize("limit", [0, 4])
def test_the_pile_joins_a_meld_of_four_cards_at_most(limit: int) -> None:
    rules = MA.with_options(take_meld_max=limit, group_meld_max=0 if not limit else 7)
    g = position(rules, hands={0: "9d 9c 5h 6h"}, pile="4c 9s", melds={0: ["9h 9d 9c 9s 9h"]})
    if limit:
        refused(g, "take 9d 9c", "take_meld_too_big")
    else:
        play(g, "take 9d 9c")
    g = position(rules, hands={0: "9d 9c 5h 6h"}, pile="4c 9s", melds={0: ["9h 9d 9c 9h"]})
    play(g, "take 9d 9c")


@pytest.mark.parametrize("dead_ok", [False, True])
def test_the_pile_is_not_taken_for_a_dead_rank(dead_ok: bool) -> None:
    rules = MA.with_options(take_dead_rank=dead_ok, group_meld_max=0 if dead_ok else 7, take_meld_max=0)
    g = position(rules, hands={0: "kd ks 5h 6h"}, pile="4c kc", melds={0: ["kh kd kc ks kh 2c 2d"]})
    if dead_ok:
        play(g, "take kd ks")
    else:
        refused(g, "take kd ks", "pile_dead_rank")


@pytest.mark.parametrize("reading", ["own", "both"])
def test_dead_ranks_are_the_own_sides_canastas_or_either_sides(reading: str) -> None:
    rules = MA.with_options(dead_ranks=reading)
    g = position(rules, hands={0: "kd 5h 6h 9c"}, melds={0: ["9h 9d 9s"], 1: ["kh kc ks kh kc ks 2c"]},
                 phase="meld")
    assert g.pile == []
    if reading == "both":
        refused(g, "discard kd", "swad_banned")
    else:
        play(g, "discard kd")


# ---------------------------------------------------------------- going out
@pytest.mark.parametrize("rule", [False, True])
def test_no_going_out_with_an_unfinished_sevens_aces_or_wild_meld(rule: bool) -> None:
    rules = MA.with_options(go_out_no_unfinished=rule)
    for unfinished, code in (("7h 7d 7c", "unfinished_meld"), ("ah ad ac", "unfinished_meld"),
                             ("2h 2d jk", "unfinished_wild_meld")):
        g = position(rules, hands={0: "9c"}, pile="4c",
                     melds={0: ["kh kd kc ks kh kd kc", "qh qd qc qs qh qd qc", unfinished]}, phase="meld")
        if rule:
            refused(g, "discard 9c", code)
        else:
            play(g, "discard 9c")
            assert g.last_result is not None and g.last_result.went_out == 0


def test_going_out_needs_two_canastas_and_a_final_discard_and_pays_100() -> None:
    g = position(MA, hands={0: "9c"}, pile="4c", melds={0: ["kh kd kc ks kh kd kc", "9h 9d 9s"]}, phase="meld")
    refused(g, "discard 9c", "canasta_needed")
    g = position(MA, hands={0: "9c"}, pile="4c", phase="meld",
                 melds={0: ["kh kd kc ks kh kd kc", "qh qd qc qs qh qd qc", "9h 9d 9s"]})
    refused(g, "add 9c", "final_discard_required")
    play(g, "discard 9c")
    assert g.last_result is not None and g.last_result.sides[0].going_out == 100


def test_a_wild_card_may_be_the_going_out_discard() -> None:
    g = position(MA, hands={0: "2c"}, pile="4c", phase="meld",
                 melds={0: ["kh kd kc ks kh kd kc", "qh qd qc qs qh qd qc"]})
    play(g, "discard 2c")
    assert g.last_result is not None and g.last_result.went_out == 0


# ---------------------------------------------------------------- bonus cards
def _opening(rules, **kw):  # type: ignore[no-untyped-def]
    return position(rules, hands={0: "ah ad ac kh kd kc qh qd qc jh jd jc 5h 6h", 1: "4h 4d 5c", 2: "6c 6d 8c",
                                  3: "9c 9d 10c"}, phase="meld", pile="4c", **kw)


@pytest.mark.parametrize("first", [0, 4])
def test_the_opener_draws_bonus_cards_at_the_next_turn(first: int) -> None:
    rules = MA.with_options(bonus_cards_first=first)
    g = _opening(rules)
    play(g, "meld ah ad ac", "meld kh kd kc", "meld qh qd qc", "meld jh jd jc", "discard 5h")
    assert g.bonus_due[0] == first
    assert len(g.hands[0]) == 1
    play(g, "draw", "discard 4h", "draw", "discard 6c", "draw", "discard 9c")
    assert g.to_move == 0 and len(g.hands[0]) == 1 + first and g.bonus_due[0] == 0


def test_the_second_side_to_open_gets_three() -> None:
    g = _opening(MA, opened=[False, True], melds={1: ["jh jd jc"]})
    play(g, "meld ah ad ac", "meld kh kd kc", "meld qh qd qc", "meld jh jd jc", "discard 5h")
    assert g.bonus_due[0] == 3


def test_no_bonus_cards_for_an_opening_with_the_pile_or_from_a_short_stock() -> None:
    g = position(MA, hands={0: "kh kd ah ad ac qh qd qc jh jd jc 5h 6h"}, pile="4c kc")
    play(g, "take kh kd", "meld ah ad ac", "meld qh qd qc", "meld jh jd jc", "discard 5h")
    assert g.opened[0] and g.bonus_due[0] == 0
    g = _opening(MA, stock="8h 8d 8s 10h 10d 10s jh jd")  # eight cards
    play(g, "meld ah ad ac", "meld kh kd kc", "meld qh qd qc", "meld jh jd jc", "discard 5h")
    assert g.bonus_due[0] == 4
    play(g, "draw", "discard 4h", "draw", "discard 6c", "draw", "discard 9c")
    assert len(g.hands[0]) == 1 and g.bonus_due[0] == 0  # five cards left: none drawn


# ---------------------------------------------------------------- a deal by hand
def test_a_modern_american_deal_scored_by_hand() -> None:
    """Seat 0 goes out (adds 9s, discards 6h). From the rule table (docs/rules.md,
    Modern American): side 0 cards: aces 140 + kings and two twos 90 + wild 4 twos and
    3 jokers 230 + nines 40 = 500; canastas: natural aces 2,500, mixed 300, wild (neither
    all twos nor four jokers) 2,000 = 4,800; two red threes 300 and one black 100 (two or
    more canastas: plus); going out 100; seat 2 holds three sevens: -15 and -1,500.
    Total 500 + 4,800 + 300 + 100 + 100 - 15 - 1,500 = 4,285.
    Side 1 (no canasta): its cards count minus, -(30 + 15) = -45; one red three -100, two
    black threes -300 (no canasta: minus); unfinished sevens -2,500; hands kd 5c and 4h
    -20. Total -45 - 100 - 300 - 2,500 - 20 = -2,965."""
    g = position(
        MA,
        hands={0: "9s 6h", 1: "kd 5c", 2: "7c 7d 7h", 3: "4h"},
        melds={0: ["ah ad ac as ah ad ac", "kh kd kc ks kh 2c 2d", "2h 2s jk jk 2h 2s jk", "9h 9d 9c"],
               1: ["qh qd qc", "7s 7s 7c"]},
        red_threes={0: "3h 3d", 2: "3c", 1: "3h", 3: "3s 3c"}, phase="meld", pile="4c",
    )
    play(g, "add 9s", "discard 6h")
    a, b = g.last_result.sides  # type: ignore[union-attr]
    assert (a.meld_points, a.canasta_bonus, a.aces_canastas, a.wild_canasta_bonus) == (500, 4800, 1, 2000)
    assert (a.red_three_points, a.black_three_laid_points, a.going_out) == (300, 100, 100)
    assert (a.hand_penalty, a.held_penalty, a.unfinished_penalty, a.total) == (15, 1500, 0, 4285)
    assert (b.meld_points, b.canasta_bonus, b.red_three_points, b.black_three_laid_points) == (-45, 0, -100, -300)
    assert (b.unfinished_penalty, b.hand_penalty, b.held_penalty, b.total) == (2500, 20, 0, -2965)
    assert g.scores == [4285, -2965]
    assert (a.next_minimum, b.next_minimum) == (155, 125)


@pytest.mark.parametrize("dealt", [False, True])
def test_the_older_rules_set_the_bonus_cards_aside_at_the_deal(dealt: bool) -> None:
    rules = MA.with_options(bonus_cards_dealt=dealt)
    fresh = GameState.new(rules, 5)
    assert fresh.view(0).bonus_pile_sizes == ((4, 3) if dealt else (0, 0))
    assert len(fresh.stock) + sum(len(r) for r in fresh.red_threes) == 108 - 52 - (7 if dealt else 0)
    g = _opening(rules)
    if dealt:
        g.bonus_piles = [cards("5d 5s 6s 8s"), cards("10h 10d 10s")]
    play(g, "meld ah ad ac", "meld kh kd kc", "meld qh qd qc", "meld jh jd jc", "discard 5h")
    assert g.bonus_due[0] == (1 if dealt else 4)
    play(g, "draw", "discard 4h", "draw", "discard 6c", "draw")
    stock = len(g.stock)
    play(g, "discard 9c")
    assert len(g.hands[0]) == 5 and g.bonus_due[0] == 0
    if dealt:
        assert len(g.stock) == stock and g.bonus_piles == [[], cards("10h 10d 10s")]
        assert sorted(map(str, g.hands[0])) == sorted(["6h", "5d", "5s", "6s", "8s"])
    else:
        assert len(g.stock) < stock


@pytest.mark.parametrize("splash", [False, True])
def test_pagats_splash_opens_with_a_canasta_from_the_hand_and_no_minimum(splash: bool) -> None:
    rules = MA.with_options(first_meld_splash=splash)
    g = position(rules, hands={0: "kh kd kc ks kh kd kc 5h 6h 9c"}, phase="meld", pile="4c")
    play(g, "meld kh kd kc", "add ks", "add kh", "add kd", "add kc")
    assert g.turn_points == 70
    if splash:
        play(g, "discard 5h")
        assert g.opened[0]
    else:
        refused(g, "discard 5h", "first_meld_minimum")


@pytest.mark.parametrize("reading", ["own", "both"])
def test_a_clean_triple_of_a_rank_the_other_side_finished_counts_only_where_dead_ranks_are_the_own(
        reading: str) -> None:
    rules = MA.with_options(dead_ranks=reading)
    g = position(rules, hands={0: "kh kd kc ah ad jk qh qd jk 5h 6h 9c"}, phase="meld", pile="4c",
                 melds={1: ["ks ks kh kd 2c 2d kc"]}, opened=[False, True])
    play(g, "meld kh kd kc", "meld ah ad jk", "meld qh qd jk")
    if reading == "both":
        refused(g, "discard 5h", "clean_triple_needed")
    else:
        play(g, "discard 5h")


@pytest.mark.parametrize("once", [False, True])
def test_a_player_asks_the_partner_once_a_deal(once: bool) -> None:
    rules = MA.with_options(ask_once_per_deal=once)
    g = position(rules, hands={0: "5h 6h 9c 9d", 2: "4h 4d 8c"}, phase="meld", pile="4c",
                 melds={0: ["kh kd kc ks kh kd kc", "qh qd qc qs qh qd qc"]})
    play(g, "ask", "answer no")
    g.asked = False  # a later turn of the same deal
    if once:
        refused(g, "ask", "ask_once")
    else:
        play(g, "ask")


@pytest.mark.parametrize("preset", ["classic", "pennies", "modern-american"])
def test_the_legal_list_leaves_out_a_second_ask_in_a_deal(preset: str) -> None:
    """The fast move generator (Classic's, Pennies') and the reference list agree that a
    player who asked once in the deal may not ask again under ``ask_once_per_deal`` (the
    fast list offered it, and a record of the game then failed to replay: found by
    test_properties' random house rules)."""
    rules = PRESETS[preset].with_options(ask_once_per_deal=True)
    # six cards: hands of five or more are listed by the fast generator
    g = position(rules, hands={0: "5h 6h 9c 9d jh 8s", 2: "4h 4d 8c"}, phase="meld", pile="4c",
                 melds={0: ["kh kd kc ks kh kd kc", "qh qd qc qs qh qd qc"]})
    assert Ask() in g.legal_actions() and Ask() in g.reference_legal_actions()
    play(g, "ask", "answer no")
    g.asked = False  # a later turn of the same deal
    assert Ask() not in g.legal_actions()
    assert Ask() not in g.reference_legal_actions()
