"""The packet taken up at the player's first canasta (``packet_trigger`` = ``canasta``;
Pennies from Heaven, variants.md K14: "until the player has completed a canasta")."""

from __future__ import annotations

from game.engine import RuleSet
from game.engine.invariants import check_invariants
from tests.engine.helpers import MELD_PHASE, play, position, refused

PENNY = RuleSet().with_options(packet_size=5, packet_trigger="canasta")


def test_the_players_canasta_brings_the_packet_into_the_hand_at_once() -> None:
    g = position(PENNY, hands={0: "9h 9d 5c 6c kd"}, melds={0: ["9c 9s 9h 9d 9c"]}, packets={0: "ah ad ac 8h 8d"},
                 phase=MELD_PHASE)
    play(g, "add 9h")
    assert not g.packet_taken[0] and len(g.hands[0]) == 4
    play(g, "add 9d")  # seven nines: a canasta, the packet comes up
    assert g.packet_taken[0] and g.packets[0] == []
    assert sorted(map(str, g.hands[0])) == sorted(["5c", "6c", "kd", "ah", "ad", "ac", "8h", "8d"])
    assert g.phase == "meld" and g.to_move == 0
    refused(g, "undo", "nothing_to_undo")
    check_invariants(g)


def test_without_a_canasta_the_packet_stays_face_down_and_counts_against() -> None:
    g = position(PENNY, hands={0: "9h 5c 6c kd"}, melds={0: ["9c 9s 9h 9d"]}, packets={0: "ah ad ac 8h 8d"},
                 phase=MELD_PHASE)
    play(g, "add 9h", "discard kd")
    assert not g.packet_taken[0] and len(g.packets[0]) == 5
    assert g.view(1).packet_sizes[0] == 5


def test_only_the_player_who_completes_the_canasta_takes_up_a_packet() -> None:
    g = position(PENNY, hands={0: "9h 5c 6c kd"}, melds={0: ["9c 9s 9h 9d 9c 9s"]}, packets={0: "ah ad ac 8h 8d"},
                 phase=MELD_PHASE)
    play(g, "add 9h")
    assert g.packet_taken[0] and not g.packet_taken[2]


def test_in_a_first_meld_the_packet_waits_for_the_minimum() -> None:
    g = position(PENNY, hands={0: "4h 4d 4c 4s 4h 4d 4c kh kd kc 5c 6c"}, packets={0: "ah ad ac 8h 8d"},
                 phase=MELD_PHASE)
    play(g, "meld 4h 4d 4c", "add 4s", "add 4h", "add 4d", "add 4c")  # a canasta of fours: 35 < 50
    assert g.packet_due[0] and not g.packet_taken[0]
    refused(g, "discard 5c", "first_meld_minimum")
    play(g, "meld kh kd kc")  # 65: the first meld stands, the packet comes up
    assert g.packet_taken[0] and not g.packet_due[0] and len(g.hands[0]) == 2 + 5
    check_invariants(g)


def test_undoing_the_canasta_undoes_the_claim_on_the_packet() -> None:
    g = position(PENNY, hands={0: "4h 4d 4c 4s 4h 4d 4c 5c 6c"}, packets={0: "ah ad ac 8h 8d"}, phase=MELD_PHASE)
    play(g, "meld 4h 4d 4c", "add 4s", "add 4h", "add 4d", "add 4c", "undo")
    assert not g.packet_due[0] and not g.packet_taken[0] and len(g.hands[0]) == 9


def test_a_canasta_that_empties_the_hand_leads_into_the_packet() -> None:
    g = position(PENNY, hands={0: "9h"}, melds={0: ["9c 9s 9h 9d 9c 9s"]}, packets={0: "ah ad ac 8h 8d"},
                 phase=MELD_PHASE, seat_melded=[True, False, False, False])
    play(g, "add 9h")
    assert g.went_out is None and g.packet_taken[0] and len(g.hands[0]) == 5
