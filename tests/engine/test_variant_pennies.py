"""Pennies from Heaven (preset ``pennies``; variants.md section 4.5): six players in two
teams of three, 216 cards, 13 in the hand and 11 face-down pennies taken up at the
player's first canasta, draw two, melds capped at seven, wild melds, the sevens canasta
(1,500), no seven discarded until each side has one, a canasta of each of four kinds to go
out, red threes minus without a sevens canasta, the first-meld table by score, 20,000."""

from __future__ import annotations

from game.engine import PRESETS, GameState
from game.engine.invariants import check_invariants
from tests.engine.helpers import MELD_PHASE, legal, play, position, refused, total_cards

PENNIES = PRESETS["pennies"]
FOUR_KINDS = ["kh kd kc ks kh kd kc", "qh qd qc qs qh 2c jk", "7h 7d 7c 7s 7h 7d 7c", "jk jk 2c 2d 2h 2s 2c"]


def test_the_deal() -> None:
    g = GameState.new(PENNIES, 4)
    assert PENNIES.deck_size == 216 and len(PENNIES.sides) == 2 and PENNIES.sides[0] == (0, 2, 4)
    assert all(len(h) == 13 for h in g.hands) and [len(p) for p in g.packets] == [11] * 6
    assert total_cards(g) == 216
    assert len(g.stock) + len(g.pile) + sum(len(r) for r in g.red_threes) == 72
    check_invariants(g)


def test_first_meld_table() -> None:
    assert [PENNIES.first_meld_minimum(s) for s in (-10, 0, 499, 500, 1000, 1500, 20000)] == [
        15, 50, 50, 90, 120, 150, 150]


def test_the_pennies_come_up_with_the_players_canasta() -> None:
    g = position(PENNIES, hands={0: "9h 5c 6c kd"}, melds={0: ["9c 9s 9h 9d 9c 9s"]},
                 packets={0: "ah ad ac 8h 8d 8c 4h 4d 4c 6h 6d"}, phase=MELD_PHASE)
    play(g, "add 9h")
    assert g.packet_taken[0] and len(g.hands[0]) == 3 + 11


def test_going_out_needs_a_canasta_of_each_kind() -> None:
    three_kinds = FOUR_KINDS[:3]
    g = position(PENNIES, hands={0: "5s"}, melds={0: three_kinds, 1: ["7c 7s 7h 7d 7c 7s 2d"]}, phase=MELD_PHASE,
                 packet_taken=[True] * 6)
    refused(g, "discard 5s", "canasta_needed")
    g = position(PENNIES, hands={0: "5s"}, melds={0: FOUR_KINDS, 1: ["7c 7s 7h 7d 7c 7s 2d"]}, phase=MELD_PHASE,
                 packet_taken=[True] * 6)
    assert "discard 5s" in legal(g)


def test_sevens_are_banned_until_each_side_has_a_sevens_canasta() -> None:
    g = position(PENNIES, hands={0: "7s 5c 6c kd"}, melds={0: FOUR_KINDS}, phase=MELD_PHASE)
    refused(g, "discard 7s", "sevens_banned")


def test_a_whole_deal_scored_by_hand() -> None:
    """Side 0 goes out; worked from the rule table (variants.md 4.5)."""
    g = position(PENNIES, hands={0: "5s", 1: "5s", 2: "9h 9d", 3: "6s 6d", 4: "kh", 5: "jk"},
                 melds={0: [*FOUR_KINDS, "5h 5d 5c"], 1: ["jh jd jc", "7c 7s 7h 7d 7c 7s 2d"]},
                 red_threes={2: "3h 3d", 1: "3h"},
                 packets={4: "ah ad 4c"}, packet_taken=[True, True, True, True, False, True], phase=MELD_PHASE)
    play(g, "discard 5s")
    result = g.last_result
    assert result is not None and result.went_out == 0
    a, b = result.sides
    # side 0: cards 70 + 120 + 35 + 200 + 15 = 440; canastas 500 + 300 + 1,500 + 1,000 = 3,300;
    # two red threes 200 (it has a sevens canasta); going out 100; hands 9 9 = 20 and k = 10;
    # seat 4's pennies never taken up: a a 4 = 45
    assert (a.meld_points, a.canasta_bonus, a.red_three_points, a.going_out) == (440, 3300, 200, 100)
    assert (a.hand_penalty, a.packet_penalty) == (30, 45)
    assert a.total == 3965
    # side 1: cards 30 + 50 = 80; sevens canasta 1,500; one red three 100; hands 5 + 6 6 + jk = 65
    assert (b.meld_points, b.canasta_bonus, b.red_three_points, b.hand_penalty) == (80, 1500, 100, 65)
    assert b.total == 1615


def test_red_threes_count_minus_without_a_sevens_canasta() -> None:
    assert PENNIES.red_three_points(3, melded=True, canastas=2, sevens=False) == -300
    assert PENNIES.red_three_points(8, melded=True, canastas=2, sevens=True) == 1000


def test_random_deals_keep_every_invariant() -> None:
    from game.engine.fuzz import fuzz_match

    _, _, failure = fuzz_match(PENNIES, "pennies", 5, 1, 2, 0.2)
    assert failure is None, str(failure)
