"""Bolivia (issue 11): Samba with melds of wild cards (seven make a "bolivia", 2,500,
closed), a canasta and an escalera (a run of seven) among the two canastas to go out,
black threes left in hand -100 each, 15,000; and a whole deal scored by hand from the
rule table (``docs/rules.md``, "Bolivia"). Every rule is tried both ways; every refusal
is checked for its code, its sentence and an unchanged game (``helpers.refused``)."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import GameState, RuleSet
from game.engine.actions import Add, Discard, Meld
from game.engine.melds import WILD
from game.engine.state import MELD_PHASE
from game.engine.text import score_sheet
from tests.engine.helpers import cards, legal, play, position, refused

BOLIVIA = RuleSet.from_preset("bolivia")
SAMBA = RuleSet.from_preset("samba")


def meld_phase(rules: RuleSet = BOLIVIA, **kw: Any) -> GameState:
    return position(rules, phase=MELD_PHASE, **kw)


ESCALERA = "5h 6h 7h 8h 9h 10h jh"


# ---------------------------------------------------------------------- the preset
def test_bolivia_preset_is_samba_with_the_rule_table_changes() -> None:
    r = BOLIVIA
    assert (r.players, r.packs, r.deck_size, r.hand_size, r.draw_count) == (4, 3, 162, 15, 2)
    assert r.target == 15000 and r.canastas_to_go_out == 2 and r.go_out_sequences == 1
    assert r.sequences and r.wild_melds and r.wild_meld_max == 7 and r.wild_canasta_table == ((0, 0, 2500),)
    assert r.wild_canasta_bonus(4, 3) == r.wild_canasta_bonus(0, 7) == 2500  # twos and jokers alike
    assert r.canasta_bonus("sequence") == 1500 and r.black_three_in_hand_penalty == 100
    assert r.first_meld_minimum(6999) == 120 and r.first_meld_minimum(7000) == 150
    assert r.red_three_score(6) == 1000 and r.red_threes_canastas == 2
    assert (r.going_out_bonus, r.concealed_bonus, r.max_wilds) == (200, 200, 2)
    # everything else is Samba's
    same = {"melds_per_rank", "take_with_natural_and_wild", "take_onto_canasta", "take_onto_sequence",
            "red_threes_need", "group_meld_max", "wild_limit"}
    assert all(getattr(r, name) == getattr(SAMBA, name) for name in same)
    assert SAMBA.black_three_in_hand_penalty == 0 and not SAMBA.wild_melds and SAMBA.go_out_sequences == 0


# ---------------------------------------------------------------------- the bolivia (wild meld)
def test_three_wild_cards_make_a_meld_in_bolivia_not_in_samba() -> None:
    g = meld_phase(hands=["2c 2d jk 9s 9d 9c kd qc"], melds={0: ["kh kc kd"]})
    assert "meld 2c 2d jk" in legal(g)
    play(g, "meld 2c 2d jk")
    assert g.melds[0][-1].kind == WILD
    s = meld_phase(SAMBA, hands=["2c 2d jk 9s 9d 9c kd qc"], melds={0: ["kh kc kd"]})
    err = refused(s, "meld 2c 2d jk", "no_wild_meld")
    assert "wild cards do not form a meld" in err.message


def test_a_bolivia_is_closed_at_seven_and_pays_2500() -> None:
    g = meld_phase(hands=["2h jk 9s 9d 9c kd qc"], melds={0: ["2c 2d jk jk 2s 2c 2d", "kh kc kd"]})
    bolivia = g.melds[0][0]
    assert bolivia.is_canasta and BOLIVIA.meld_bonus(bolivia) == 2500
    err = refused(g, "add 2h to 2", "meld_full")
    assert "7" in err.message
    six = meld_phase(hands=["2h jk 9s 9d 9c kd qc"], melds={0: ["2c 2d jk jk 2s 2c", "kh kc kd"]})
    play(six, "add 2h to 2")
    assert six.melds[0][0].size == 7 and six.melds[0][0].is_canasta


def test_a_wild_card_on_top_is_never_taken_even_with_two_wild_cards() -> None:
    g = position(BOLIVIA, hands=["2c jk 9s 9d"], pile="9h 5c 2d", melds={0: ["kh kc kd"]})
    err = refused(g, "take 2c jk", "pile_top_wild")
    assert "wild card" in err.message
    ok = position(BOLIVIA, hands=["9c 9s 4d 5d"], pile="2d 5c 9h", pile_frozen=True, melds={0: ["kh kc kd"]})
    play(ok, "take 9c 9s")  # a natural pair takes a frozen pile
    assert ok.melds[0][-1].rank == 9


# ---------------------------------------------------------------------- going out
def test_two_canastas_without_an_escalera_do_not_go_out_in_bolivia_but_do_in_samba() -> None:
    two = ["kh kc kd ks kd kc kh", "2c 2d jk jk 2s 2c 2d"]
    g = meld_phase(hands=["9d"], melds={0: two})
    err = refused(g, "discard 9d", "sequence_needed")
    assert "1 sequence canasta" in err.message and "has 0" in err.message
    s = meld_phase(SAMBA, hands=["9d"], melds={0: ["kh kc kd ks kd kc kh", "qh qc qd qs qd qc 2d"]})
    play(s, "discard 9d")
    assert s.went_out == 0


def test_an_escalera_and_a_bolivia_go_out() -> None:
    g = meld_phase(hands=["9d"], melds={0: [ESCALERA, "2c 2d jk jk 2s 2c 2d"]})
    play(g, "discard 9d")
    assert g.went_out == 0
    one = meld_phase(hands=["9d"], melds={0: [ESCALERA, "kh kc kd"]})
    err = refused(one, "discard 9d", "canasta_needed")
    assert "2 canastas" in err.message


def test_a_player_who_cannot_go_out_keeps_a_card() -> None:
    g = meld_phase(hands=["9d 9s"], melds={0: ["kh kc kd ks kd kc kh", "qh qc qd qs qd qc 2d", "9h 9c 9c"]})
    err = refused(g, "add 9s", "keep_two")
    assert "1 sequence canasta to go out" in err.message


# ---------------------------------------------------------------------- the going-out planner
def test_the_planner_completes_the_escalera_to_go_out() -> None:
    """The side has a canasta and a run of six; the hand holds the card that makes the
    run an escalera: the plan adds it by the run's id, then discards."""
    g = meld_phase(hands=["jh 9d"], melds={0: ["kh kc kd ks kd kc kh", "5h 6h 7h 8h 9h 10h"]})
    run = g.melds[0][1]
    plan = g.go_out_plan()
    assert plan is not None and plan[0] == Add(cards("jh")[0], meld=run.id) and plan[-1] == Discard(cards("9d")[0])
    for a in plan:
        g.apply(a)
    assert g.went_out == 0 and g.results[-1].sides[0].sequence_canastas == 1


def test_the_planner_extends_at_both_ends_and_starts_a_run() -> None:
    g = meld_phase(hands=["4h jh 6s 7s 8s 9d"],
                   melds={0: [ESCALERA.replace(" jh", "").replace("5h ", ""), "kh kc kd ks kd kc kh"]})
    assert g.melds[0][0].size == 5 and g.go_out_plan() is None  # jh makes six; 4h does not fit
    g = meld_phase(hands=["4h jh qh 6s 7s 8s 9d"],
                   melds={0: ["5h 6h 7h 8h 9h 10h".replace(" 10h", ""), "kh kc kd ks kd kc kh"]})
    # 4h 5h..9h: six cards; 10h missing, so jh qh do not join: no way out
    assert g.go_out_plan() is None
    g = meld_phase(hands=["4h 10h 6s 7s 8s 9d"],
                   melds={0: ["5h 6h 7h 8h 9h", "kh kc kd ks kd kc kh"]})
    plan = g.go_out_plan()
    assert plan is not None
    texts = [str(a) for a in plan]
    run_id = g.melds[0][0].id
    assert f"add 4h to m{run_id}" in texts and f"add 10h to m{run_id}" in texts
    assert Meld(tuple(cards("6s 7s 8s"))) in plan and texts[-1] == "discard 9d"
    for a in plan:
        g.apply(a)
    assert g.went_out == 0


def test_without_the_escalera_the_planner_finds_no_way_out() -> None:
    g = meld_phase(hands=["jh 9d"], melds={0: ["kh kc kd ks kd kc kh", "2c 2d jk jk 2s 2c 2d", "5h 6h 7h 8h"]})
    assert g.go_out_plan() is None  # jh does not fit 5h-8h; a run of four is no escalera
    g = meld_phase(hands=["9h 10h jh 9d"], melds={0: ["kh kc kd ks kd kc kh", "2c 2d jk jk 2s 2c 2d", "5h 6h 7h 8h"]})
    plan = g.go_out_plan()
    assert plan is not None and [str(a) for a in plan][-1] == "discard 9d"


# ---------------------------------------------------------------------- black threes in hand
def _end_with_black_threes(rules: RuleSet) -> tuple[int, int]:
    """Seat 0 goes out; seat 1 holds 3s 3c 4d. Returns side 1's (hand line, black-three line)."""
    g = meld_phase(rules, hands={0: "9d", 1: "3s 3c 4d", 2: "", 3: ""},
                   melds={0: [ESCALERA, "kh kc kd ks kd kc kh"], 1: ["qh qc qd"]})
    play(g, "discard 9d")
    s1 = g.results[-1].sides[1]
    return s1.hand_penalty, s1.black_three_hand_penalty


def test_black_threes_left_in_hand_cost_100_each_in_bolivia_and_5_in_samba() -> None:
    assert _end_with_black_threes(BOLIVIA) == (5, 200)
    assert _end_with_black_threes(BOLIVIA.with_options(black_three_in_hand_penalty=0)) == (15, 0)
    assert _end_with_black_threes(SAMBA.with_options(go_out_sequences=1)) == (15, 0)


def test_black_threes_when_the_stock_runs_out_both_ways() -> None:
    def sheet(rules: RuleSet) -> int:
        from game.engine.scoring import score_deal
        r = score_deal(rules, 0, [[], []], [[], [], [], []], [cards("3s 3c"), [], [], []], None, False,
                       [0, 0], rules.target)
        return r.sides[0].total
    assert sheet(BOLIVIA) == -200  # the default: the stock ran out, -100 each still
    assert sheet(BOLIVIA.with_options(black_three_penalty_on_exhaustion=False)) == -10


def test_black_threes_melded_going_out_count_five() -> None:
    g = meld_phase(hands=["3s 3c 3s 9d"], melds={0: [ESCALERA, "kh kc kd ks kd kc kh"]})
    play(g, "meld 3s 3c 3s", "discard 9d")
    s0 = g.results[-1].sides[0]
    assert s0.meld_points == 55 + 70 + 15 and s0.black_three_hand_penalty == 0


def test_black_three_penalty_option_is_checked() -> None:
    with pytest.raises(ValueError, match="black_three_in_hand_penalty"):
        BOLIVIA.with_options(black_three_in_hand_penalty=-5)


# ---------------------------------------------------------------------- red threes
def test_red_threes_count_plus_with_two_canastas_of_any_kind() -> None:
    assert BOLIVIA.red_three_points(6, True, 2) == 1000
    assert BOLIVIA.red_three_points(6, True, 1) == -1000
    assert BOLIVIA.red_three_points(2, True, 2) == 200  # a bolivia and a natural canasta: no escalera needed


# ---------------------------------------------------------------------- a whole deal by hand
def test_a_bolivia_deal_scored_by_hand() -> None:
    """Seat 0 goes out with an escalera (5h-jh), a bolivia (four twos, three jokers), a
    natural canasta of kings and three aces; its side has four red threes. Side 1 has a
    mixed canasta of queens and a run of four, two red threes, and holds 3s 3c 9d jk.

    Side 0: escalera 5+5+5+10+10+10+10 = 55; bolivia 4 x 20 + 3 x 50 = 230; kings 70; aces
    60: melded 415. Bonuses 1,500 + 2,500 + 500 = 4,500. Red threes 4 x 100 = 400, plus
    (three canastas). Going out 200 (not concealed: the side had melds). Total 5,515.
    Side 1: queens 6 x 10 + 20 = 80; run 4d-7d 5+5+5+5 = 20: melded 100; mixed canasta 300.
    Red threes 2: one canasta only, so minus 200. Hand: 9d 10 + jk 50 = 60 on the cards
    line; two black threes 2 x 100 = 200 on their own line. Total 100 + 300 - 200 - 60 - 200 = -60."""
    g = meld_phase(
        hands={0: "9d", 1: "3s 3c 9d jk", 2: "", 3: ""},
        melds={0: [ESCALERA, "2c 2d 2h 2s jk jk jk", "kh kc kd ks kd kc kh", "ah ad ac"],
               1: ["qh qc qd qs qd qc 2c", "4d 5d 6d 7d"]},
        red_threes={0: "3h 3d", 2: "3h 3d", 1: "3h 3d"},
    )
    play(g, "discard 9d")
    r = g.results[-1]
    s0, s1 = r.sides
    assert (s0.meld_points, s0.sequence_canastas, s0.wild_canastas, s0.natural_canastas) == (415, 1, 1, 1)
    assert (s0.canasta_bonus, s0.wild_canasta_bonus, s0.red_three_points, s0.going_out) == (4500, 2500, 400, 200)
    assert (s0.hand_penalty, s0.black_three_hand_penalty, s0.total) == (0, 0, 5515)
    assert (s1.meld_points, s1.mixed_canastas, s1.canasta_bonus, s1.red_three_points) == (100, 1, 300, -200)
    assert (s1.hand_penalty, s1.black_three_hand_penalty, s1.total) == (60, 200, -60)
    text = score_sheet(BOLIVIA, r)
    assert "Black threes held" in text and "-200" in text and "5515" in text
    # the run and wild lines have the names the table gives them, not "Sequence canastas"
    assert "\nEscaleras " in text and "Sequence" not in text


def test_the_text_sheet_names_sambas_as_the_table_does() -> None:
    from game.engine.scoring import DealResult

    g = GameState.new(SAMBA, 3)
    while g.phase not in ("deal_over", "match_over"):
        g.apply(g.legal_actions()[0])
    assert isinstance(g.last_result, DealResult)
    text = score_sheet(SAMBA, g.last_result)
    assert "\nSambas " in text and "Sequence" not in text and "Escaleras" not in text


# ---------------------------------------------------------------------- the other readings (options)
def test_unlimited_wild_cards_in_a_group_both_ways() -> None:
    g = meld_phase(hands=["2c 2d jk 9s 4d"], melds={0: ["kh kc kd 2h 2s"]})
    err = refused(g, "add 2c to k", "too_many_wilds")
    assert "wild" in err.message
    free = meld_phase(BOLIVIA.with_options(wild_limit="unlimited"), hands=["2c 2d jk 9s 4d"],
                      melds={0: ["kh kc kd 2h 2s"]})
    play(free, "add 2c to k", "add 2d to k", "add jk to k")
    assert free.melds[0][0].wilds == 5 and free.melds[0][0].is_canasta
    assert not BOLIVIA.with_options(wild_limit="unlimited").wilds_ok(1, 2)  # still two naturals


def test_red_threes_need_the_going_out_canastas_both_ways() -> None:
    pagat = BOLIVIA.with_options(red_threes_need="going_out")
    assert BOLIVIA.red_three_points(2, True, 2, kinds=["natural", "wild"]) == 200
    assert pagat.red_three_points(2, True, 2, kinds=["natural", "wild"]) == -200  # no escalera
    assert pagat.red_three_points(2, True, 2, kinds=["natural", "sequence"]) == 200
    assert pagat.red_three_points(2, True, 2) == -200  # without the kinds nothing is met
