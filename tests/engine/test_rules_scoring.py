"""Scoring a deal and the match (seed 000 "Punktewertung", "Gewinnen"; worked examples of
published rules: a natural canasta of seven kings is 570 in all)."""

from __future__ import annotations

import pytest

from game.engine import DEAL_OVER, MATCH_OVER, PRESETS, GameState, RuleSet
from game.engine.cards import POINTS
from game.engine.scoring import score_deal
from game.engine.text import score_sheet
from tests.engine.helpers import cards, meld, play, position, refused

CLASSIC = RuleSet()
K_CANASTA = "kh kd kc ks kh kd kc"


def _score(rules: RuleSet, melds: list[list[str]], hands: list[str] | None = None, *,
           red_threes: list[str] | None = None, went_out: int | None = None, concealed: bool = False,
           scores: list[int] | None = None, target: int | None = None) -> list[int]:
    n = rules.players
    result = score_deal(
        rules, 0, [[meld(t, side) for t in ms] for side, ms in enumerate(melds)],
        [cards(t) for t in (red_threes or [""] * n)], [cards(t) for t in (hands or [""] * n)],
        went_out, concealed, scores or [0] * len(rules.sides), rules.target if target is None else target)
    return [s.total for s in result.sides]


def test_card_values() -> None:
    """Seed 000: joker 50, ace and two 20, eight to king 10, four to seven 5."""
    assert [POINTS[c.rank] for c in cards("jk 2c ah kh qh jh 10h 9h 8h 7h 6h 5h 4h 3c")] == [
        50, 20, 20, 10, 10, 10, 10, 10, 10, 5, 5, 5, 5, 5]


def test_natural_canasta_of_seven_kings_is_570() -> None:
    assert _score(CLASSIC, [[K_CANASTA], []]) == [570, 0]


def test_mixed_canasta_is_300_plus_cards() -> None:
    # five kings (50), a two (20) and a joker (50): 120 + 300
    assert _score(CLASSIC, [["kh kd kc ks kh 2c jk"], []]) == [420, 0]


def test_incomplete_meld_counts_its_cards_only() -> None:
    assert _score(CLASSIC, [["ah ad ac 2c"], []]) == [80, 0]


def test_bonus_options() -> None:
    rules = CLASSIC.with_options(natural_canasta_bonus=400, mixed_canasta_bonus=200, going_out_bonus=50)
    assert _score(rules, [[K_CANASTA, "qh qd qc qs 2c 2d 2h"], []], went_out=0) == [70 + 400 + 100 + 200 + 50, 0]


def test_hand_penalty_counts_against_the_side() -> None:
    totals = _score(CLASSIC, [[K_CANASTA], ["ah ad ac"]], ["", "jk 2c", "4h", "kh 7s"], went_out=0)
    assert totals == [570 + 100 - 5, 60 - 70 - 15]


def test_going_out_bonus_and_concealed_bonus() -> None:
    assert _score(CLASSIC, [[K_CANASTA], []], went_out=0) == [670, 0]
    assert _score(CLASSIC, [[K_CANASTA], []], went_out=2, concealed=True) == [770, 0]
    assert _score(CLASSIC, [[K_CANASTA], []], went_out=None) == [570, 0]


def test_a_deal_played_out_scores_every_line() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 9c", 1: "jk 4c", 2: "ah", 3: ""},
                 melds={0: [K_CANASTA], 1: ["qh qd qc"]}, red_threes={1: "3h"}, stock="8h 8d")
    play(g, "draw")
    refused(g, "add 8h", "no_such_meld")
    play(g, "meld 9s 9d 9c", "discard 8h")
    r = g.last_result
    assert r is not None and r.went_out == 0 and g.phase == DEAL_OVER
    s0, s1 = r.sides
    assert (s0.meld_points, s0.canasta_bonus, s0.going_out, s0.hand_penalty, s0.total) == (100, 500, 100, 20, 680)
    assert (s1.meld_points, s1.red_three_points, s1.hand_penalty, s1.total) == (30, 100, 55, 75)
    assert g.scores == [680, 75]
    assert s0.next_minimum == 50 and s0.score_after == 680
    sheet = score_sheet(CLASSIC, r)
    assert "Deal 1: seat 0 went out" in sheet and "680" in sheet


# ---------------------------------------------------------------- the match
def test_match_ends_at_the_target() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 9c", 1: "", 2: "", 3: ""}, melds={0: [K_CANASTA]},
                 scores=[4400, 100], stock="8h 8d")
    play(g, "draw", "meld 9s 9d 9c", "discard 8h")
    assert g.scores == [4400 + 70 + 500 + 30 + 100, 100]
    assert g.phase == MATCH_OVER and g.is_over
    assert g.last_result is not None and g.last_result.match_over and g.last_result.winner == 0
    refused(g, "next", "game_over")
    assert g.legal_actions() == []


def test_match_goes_on_below_the_target() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 9c", 1: "", 2: "", 3: ""}, melds={0: [K_CANASTA]},
                 scores=[4000, 100], stock="8h 8d")
    play(g, "draw", "meld 9s 9d 9c", "discard 8h")
    assert g.phase == DEAL_OVER and not g.is_over


def test_both_past_the_target_the_higher_total_wins() -> None:
    r = score_deal(CLASSIC, 3, [[meld(K_CANASTA, 0)], [meld("qh qd qc qs qh qd 2c", 1)]],
                   [[], [], [], []], [[], [], [], []], None, False, [4800, 4900], 5000)
    assert [s.score_after for s in r.sides] == [5370, 5280]
    assert r.match_over and r.winner == 0


def test_exact_tie_plays_on_with_the_target_raised_by_500() -> None:
    """Seed 000: with equal totals past the target another deal is played, the target raised by 500."""
    r = score_deal(CLASSIC, 3, [[meld(K_CANASTA, 0)], [meld("qh qd qc qs qh qd qc", 1)]],
                   [[], [], [], []], [[], [], [], []], None, False, [4800, 4800], 5000)
    assert [s.score_after for s in r.sides] == [5370, 5370]
    assert not r.match_over and r.winner is None
    assert r.target == 5500


def test_tie_below_the_target_changes_nothing() -> None:
    r = score_deal(CLASSIC, 0, [[], []], [[], [], [], []], [[], [], [], []], None, False, [100, 100], 5000)
    assert not r.match_over and r.target == 5000


def test_raised_target_is_used_by_the_game() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 9c", 1: "", 2: "", 3: ""}, melds={0: [K_CANASTA]},
                 scores=[3995, 4695], stock="8h 8d")
    play(g, "draw", "meld 9s 9d 9c", "discard 8h")
    assert g.scores == [4695, 4695]
    assert g.target == 5000 and g.phase == DEAL_OVER  # a tie below the target: just play on
    g = position(CLASSIC, hands={0: "9s 9d 9c", 1: "", 2: "", 3: ""}, melds={0: [K_CANASTA]},
                 scores=[4995, 5695], stock="8h 8d")
    play(g, "draw", "meld 9s 9d 9c", "discard 8h")
    assert g.scores == [5695, 5695]
    assert g.target == 5500 and g.phase == DEAL_OVER
    play(g, "next")
    assert g.target == 5500 and g.scores == [5695, 5695]


@pytest.mark.parametrize("target", [1, 0])
def test_single_deal(target: int) -> None:
    """Seed 003: a target of 1 means a single deal; the higher total wins even below zero."""
    rules = PRESETS["two-online"].with_options(target=target)
    assert rules.single_deal
    g = position(rules, hands={0: "5h 6h 9s", 1: "jk 4c"}, pile="8c", stock="")
    play(g, "stop")
    assert g.phase == MATCH_OVER
    assert g.scores == [-20, -55]
    assert g.last_result is not None and g.last_result.winner == 0


def test_single_deal_tie_plays_another_deal() -> None:
    rules = CLASSIC.with_options(target=1)
    g = position(rules, hands={0: "5h", 1: "5c", 2: "", 3: ""}, pile="8c", stock="")
    play(g, "stop")
    assert g.scores == [-5, -5] and g.phase == DEAL_OVER
    assert g.target == 501


# ---------------------------------------------------------------- dealing on
def test_next_deal_rotates_the_dealer_and_keeps_scores() -> None:
    g = GameState.new(CLASSIC, 7)
    dealer = g.dealer
    assert g.to_move == (dealer + 1) % 4
    refused(g, "next", "deal_not_over")
    g = position(CLASSIC, hands={0: "5h 6h 9s", 1: "kh", 2: "4c 4d", 3: "jk"}, melds={0: ["ah ad ac"]},
                 pile="8c", stock="", seed=7)
    dealer = g.dealer
    play(g, "stop")
    refused(g, "draw", "deal_over")
    assert [str(a) for a in g.legal_actions()] == ["next"]
    scores = list(g.scores)
    play(g, "next")
    assert g.deal == 1 and g.dealer == (dealer + 1) % 4 and g.to_move == (dealer + 2) % 4
    assert g.scores == scores and g.phase == "draw"
    assert all(len(h) == 11 for h in g.hands) and g.melds == [[], []]
    assert g.opened == [False, False] and len(g.results) == 1
    assert g.first_meld_minimum(1) == 15  # side 1 is below zero
    assert g.deal_actions() == []


def test_deals_are_reproducible() -> None:
    a, b = GameState.new(CLASSIC, 11), GameState.new(CLASSIC, 11)
    assert a.hands == b.hands and a.stock == b.stock and a.dealer == b.dealer
    c = GameState.new(CLASSIC, 12)
    assert a.hands != c.hands
