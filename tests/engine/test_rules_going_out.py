"""Going out (seed 000 "Canastas und Herausgehen"): canastas needed, the final discard,
keeping cards, asking the partner, and the concealed hand (seed 000: 200, seed 001: a
hand canasta is 1000)."""

from __future__ import annotations

import pytest

from game.engine import ANSWER_PHASE, DEAL_OVER, PRESETS, RuleSet
from tests.engine.helpers import MELD_PHASE, legal, play, position, refused

CLASSIC = RuleSet()
K_CANASTA = "kh kd kc ks kh kd kc"
Q_CANASTA = "qh qd qc qs qh qd qc"


def test_go_out_with_a_final_discard() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 9c 5h"}, melds={0: [K_CANASTA]}, phase=MELD_PHASE)
    play(g, "meld 9s 9d 9c", "discard 5h")
    assert g.went_out == 0 and g.phase == DEAL_OVER
    assert g.last_result is not None and g.last_result.sides[0].going_out == 100
    assert g.pile[-1].rank == 5


def test_go_out_by_melding_every_card() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 9c"}, melds={0: [K_CANASTA]}, phase=MELD_PHASE)
    play(g, "meld 9s 9d 9c")
    assert g.went_out == 0


def test_go_out_by_taking_the_pile() -> None:
    g = position(CLASSIC, hands={0: "qd qc"}, melds={0: [K_CANASTA]}, pile="qh")
    play(g, "take qd qc")
    assert g.went_out == 0 and g.last_result is not None and g.last_result.sides[0].going_out == 100


def test_going_out_needs_a_canasta() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 9c"}, melds={0: ["kh kd kc"]}, phase=MELD_PHASE)
    err = refused(g, "meld 9s 9d 9c", "canasta_needed")
    assert err.params == {"need": 1, "have": 0}
    g = position(CLASSIC, hands={0: "5h"}, melds={0: ["kh kd kc"]}, phase=MELD_PHASE)
    refused(g, "discard 5h", "canasta_needed")


def test_the_canasta_may_be_completed_in_the_same_turn() -> None:
    g = position(CLASSIC, hands={0: "ks kh 5h"}, melds={0: ["kh kd kc ks kd"]}, phase=MELD_PHASE)
    play(g, "add ks", "add kh", "discard 5h")
    assert g.went_out == 0


@pytest.mark.parametrize(("canastas", "ok"), [(1, False), (2, True)])
def test_two_canastas_to_go_out(canastas: int, ok: bool) -> None:
    rules = CLASSIC.with_options(canastas_to_go_out=2)
    melds = [*[K_CANASTA, Q_CANASTA][:canastas], "ah ad ac"]
    g = position(rules, hands={0: "9s 9d 9c 5h"}, melds={0: melds}, phase=MELD_PHASE)
    if ok:
        play(g, "meld 9s 9d 9c", "discard 5h")
        assert g.went_out == 0
    else:
        err = refused(g, "meld 9s 9d 9c", "keep_two")
        assert "2 canasta" in err.message
        play(g, "discard 5h")  # with four cards the turn just goes on
        assert g.went_out is None


def test_no_canasta_needed_when_the_option_is_zero() -> None:
    rules = CLASSIC.with_options(canastas_to_go_out=0)
    g = position(rules, hands={0: "9s 9d 9c 5h"}, melds={0: ["ah ad ac"]}, phase=MELD_PHASE)
    play(g, "meld 9s 9d 9c", "discard 5h")
    assert g.went_out == 0


def test_canastas_of_the_other_side_do_not_count() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 9c"}, melds={0: ["ah ad ac"], 1: [K_CANASTA]}, phase=MELD_PHASE)
    refused(g, "meld 9s 9d 9c", "canasta_needed")


def test_keep_two_cards_unless_going_out() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 9c 5h"}, melds={0: ["ah ad ac"]}, phase=MELD_PHASE)
    err = refused(g, "meld 9s 9d 9c", "keep_two")
    assert err.params["reason"].code == "canasta_needed"  # the refusal that caused this one
    g = position(CLASSIC, hands={0: "9s 9d 9c 5h 6h"}, melds={0: ["ah ad ac"]}, phase=MELD_PHASE)
    play(g, "meld 9s 9d 9c", "discard 5h")
    assert g.went_out is None and g.hands[0] == [g.hands[0][0]]


@pytest.mark.parametrize("final_discard", ["optional", "forbidden"])
def test_final_discard(final_discard: str) -> None:
    """Seed 004: you go out by melding your last card, without a final discard."""
    rules = CLASSIC.with_options(final_discard=final_discard)
    g = position(rules, hands={0: "9s 9d 9c 5h"}, melds={0: [K_CANASTA]}, phase=MELD_PHASE)
    if final_discard == "optional":
        play(g, "meld 9s 9d 9c", "discard 5h")
        assert g.went_out == 0
    else:
        refused(g, "meld 9s 9d 9c", "keep_two")
        g = position(rules, hands={0: "5h"}, melds={0: [K_CANASTA]}, phase=MELD_PHASE)
        refused(g, "discard 5h", "no_final_discard")


def test_final_discard_forbidden_last_card_onto_a_meld() -> None:
    rules = CLASSIC.with_options(final_discard="forbidden")
    g = position(rules, hands={0: "9s 9d 9c ah"}, melds={0: [K_CANASTA, "ah ad ac"]}, phase=MELD_PHASE)
    play(g, "meld 9s 9d 9c")
    refused(g, "discard ah", "no_final_discard")
    play(g, "add ah")
    assert g.went_out == 0


# ---------------------------------------------------------------- asking the partner
def test_ask_partner_yes() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 9c 5h 6h"}, melds={0: [K_CANASTA]}, phase=MELD_PHASE)
    play(g, "ask")
    assert g.phase == ANSWER_PHASE and g.to_move == 2
    assert legal(g) == ["answer yes", "answer no"]
    refused(g, "discard 5h", "answer_first")
    play(g, "answer yes")
    assert g.phase == MELD_PHASE and g.to_move == 0 and g.answer is True
    refused(g, "ask", "already_asked")
    play(g, "meld 9s 9d 9c", "discard 5h")
    assert g.went_out is None  # still holds 6h
    g2 = position(CLASSIC, hands={0: "9s 9d 9c 5h"}, melds={0: [K_CANASTA]}, phase=MELD_PHASE)
    play(g2, "ask", "answer yes", "meld 9s 9d 9c", "discard 5h")
    assert g2.went_out == 0


def test_partners_yes_binds_the_player_to_go_out() -> None:
    """Seed 000: the answer binds. After "yes" the player who can go out must do so."""
    g = position(CLASSIC, hands={0: "9s 9d 9c 5h"}, melds={0: [K_CANASTA]}, phase=MELD_PHASE)
    play(g, "ask", "answer yes")
    assert g.bound_to_go_out()
    err = refused(g, "discard 9s", "must_go_out")
    assert "go out" in err.message
    play(g, "meld 9s 9d 9c", "discard 5h")
    assert g.went_out == 0


def test_yes_binds_only_when_there_is_a_way_out() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 9c 5h 6h"}, melds={0: [K_CANASTA]}, phase=MELD_PHASE)
    play(g, "ask", "answer yes")
    assert not g.bound_to_go_out()
    play(g, "discard 5h")
    assert g.went_out is None and g.to_move == 1


def test_ask_partner_no_forbids_going_out_this_turn() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 9c 5h", 1: "4c 4d 4s 4h", 2: "7h 7d 7c 7s", 3: "8h 8d 8c 8s"},
                 melds={0: [K_CANASTA]}, phase=MELD_PHASE, stock="jh jd jc js")
    play(g, "ask", "answer no")
    assert g.answer is False and g.to_move == 0
    err = refused(g, "meld 9s 9d 9c", "keep_two")
    assert err.params["reason"].code == "partner_said_no"  # the refusal that caused this one
    play(g, "discard 5h")
    # the next turns: the answer was for that turn only
    play(g, "draw", "discard 4c", "draw", "discard 7h", "draw", "discard 8h", "draw")
    assert g.to_move == 0 and g.answer is None
    play(g, "meld 9s 9d 9c")
    assert g.went_out is None and len(g.hands[0]) == 1
    play(g, "discard " + str(g.hands[0][0]))
    assert g.went_out == 0


def test_six_players_ask_the_next_partner() -> None:
    six = PRESETS["six"]
    g = position(six, hands={4: "9s 9d 9c 5h 6h"}, melds={0: [K_CANASTA, Q_CANASTA]}, to_move=4, phase=MELD_PHASE)
    play(g, "ask")
    assert g.to_move == 0
    play(g, "answer no")
    assert g.to_move == 4


@pytest.mark.parametrize("rules", [CLASSIC.with_options(ask_partner=False), PRESETS["two"], PRESETS["three"]])
def test_no_asking(rules: RuleSet) -> None:
    g = position(rules, hands={0: "9s 9d 9c 5h 6h"}, phase=MELD_PHASE)
    refused(g, "ask", "no_asking")


def test_ask_errors() -> None:
    g = position(CLASSIC, hands={0: "5h"}, melds={0: [K_CANASTA]}, phase=MELD_PHASE)
    refused(g, "ask", "ask_too_late")
    refused(g, "answer yes", "not_asked")
    g = position(CLASSIC, hands={0: "5h 6h"}, melds={0: [K_CANASTA]})
    refused(g, "ask", "draw_first")


# ---------------------------------------------------------------- concealed
@pytest.mark.parametrize(("bonus", "expected"), [(200, 200), (1000, 1000)])
def test_concealed_hand(bonus: int, expected: int) -> None:
    """Seed 000: melding everything at once with a canasta scores 200 instead of 100;
    seed 001 pays 1000 for such a hand canasta."""
    rules = CLASSIC.with_options(concealed_bonus=bonus)
    g = position(rules, hands={0: "kh kd kc ks kh kd kc 9s 9d 9c 5h", 2: "4c"}, phase=MELD_PHASE)
    play(g, "meld kh kd kc", "add ks", "add kh", "add kd", "add kc", "meld 9s 9d 9c", "discard 5h")
    result = g.last_result
    assert result is not None and result.concealed and result.sides[0].concealed
    assert result.sides[0].going_out == expected
    assert result.sides[0].total == 70 + 500 + 30 + expected - 5  # the partner still holds a four


def test_concealed_needs_a_canasta_of_ones_own() -> None:
    """The partner's canasta lets the player go out, but a hand without a canasta is not concealed."""
    g = position(CLASSIC, hands={0: "9s 9d 9c 8s 8d 8c 5h"}, melds={0: [K_CANASTA]}, phase=MELD_PHASE,
                 seat_melded=[False, False, True, False])
    play(g, "meld 9s 9d 9c", "meld 8s 8d 8c", "discard 5h")
    result = g.last_result
    assert result is not None and not result.concealed and result.sides[0].going_out == 100


def test_not_concealed_after_melding_earlier() -> None:
    g = position(CLASSIC, hands={0: "kh kd kc ks 9s 9d 9c 5h"}, melds={0: ["kh kd kc"]}, phase=MELD_PHASE,
                 seat_melded=[True, False, False, False])
    play(g, "add kh", "add kd", "add kc", "add ks", "meld 9s 9d 9c", "discard 5h")
    assert g.last_result is not None and not g.last_result.concealed
    assert g.last_result.sides[0].going_out == 100


def test_not_concealed_when_adding_to_a_partners_meld() -> None:
    g = position(CLASSIC, hands={0: "kh kd kc ks 9s 9d 9c 5h"}, melds={0: ["kh kd kc"]}, phase=MELD_PHASE,
                 seat_melded=[False, False, True, False])
    play(g, "add kh", "add kd", "add kc", "add ks", "meld 9s 9d 9c", "discard 5h")
    assert g.last_result is not None and not g.last_result.concealed


def test_concealed_hand_still_needs_the_first_meld_minimum() -> None:
    g = position(CLASSIC, hands={0: "4h 4d 4c 4s 4h 4d 4c 5h"}, scores=[3000, 0], phase=MELD_PHASE)
    play(g, "meld 4h 4d 4c", "add 4s", "add 4h", "add 4d")
    err = refused(g, "add 4c", "keep_two")
    assert err.params["reason"].code == "first_meld_minimum"  # the refusal that caused this one


def test_taking_the_pile_and_going_out_at_once_is_concealed() -> None:
    """The seeds only ask that the player melded nothing before going out."""
    g = position(CLASSIC, hands={0: "qd qc qs qh qd qc 5h", 2: ""}, pile="qs")
    play(g, "take qd qc", "add qs", "add qh", "add qd", "add qc", "discard 5h")
    assert g.last_result is not None and g.last_result.concealed
    assert g.last_result.sides[0].going_out == 200
