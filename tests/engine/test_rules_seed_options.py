"""Seed options read again (issue #10): each is off in the presets whose sources do not
say it, and is tried here both ways.

- seed 001: a player who has not melded personally needs a natural pair to take the
  pile, even after the partner's first meld (``take_needs_own_meld``);
- seed 001: "Prämie für Beenden ohne übrigbleibende Karte 200 Punkte"
  (``going_out_melded_bonus``);
- seed 001: "weitere 100 Punkte, wenn der Partner schon einen Canasta auf dem Tisch hat"
  (``partner_canasta_bonus``);
- seed 003: "Hebt ein Spieler einen roten Dreier vom Ablagestapel ab, so wird sie sofort
  ausgelegt und eine Ersatzkarte gehoben" (``red_three_pile_replaced``, on in two-online).
"""

from __future__ import annotations

import pytest

from game.engine import DEAL_OVER, PRESETS, RuleSet
from tests.engine.helpers import MELD_PHASE, play, position, refused

CLASSIC = RuleSet()
K_CANASTA = "kh kd kc ks kh kd kc"


def test_presets_without_a_source_leave_the_options_off() -> None:
    for name, r in PRESETS.items():
        assert not r.take_needs_own_meld, name
        assert r.going_out_melded_bonus == 0 and r.partner_canasta_bonus == 0, name
    assert PRESETS["two-online"].red_three_pile_replaced  # seed 003's own preset
    assert not PRESETS["classic"].red_three_pile_replaced


def _take_position(own_meld: bool, melded: bool):  # type: ignore[no-untyped-def]
    rules = CLASSIC.with_options(take_needs_own_meld=own_meld)
    # the side opened with the partner's (seat 2) sevens; seat 0 has melded nothing yet
    return position(rules, hands={0: "7d 7c 2c 9s 9d 4h"}, pile="5s 7h", melds={0: ["7s 7h 7c"]},
                    seat_melded=[melded, False, True, False], pile_frozen=False)


@pytest.mark.parametrize("action", ["take", "take 7d 2c"])
def test_own_meld_needed_refuses_a_take_without_a_natural_pair(action: str) -> None:
    # off: the side's first meld frees the pile for both partners (seed 000)
    play(_take_position(False, False), action)
    err = refused(_take_position(True, False), action, "own_meld_first")
    assert err.params == {"rank": "7"}


def test_own_meld_needed_still_allows_a_natural_pair() -> None:
    g = play(_take_position(True, False), "take 7d 7c")
    assert g.phase == MELD_PHASE


def test_own_meld_needed_lets_a_player_who_melded_take() -> None:
    play(_take_position(True, True), "take")


def _go_out(rules: RuleSet, *actions: str, hand: str = "9s 9d 9c", melds: list[str] | None = None) -> int:
    g = position(rules, hands={0: hand}, melds={0: melds or [K_CANASTA]}, phase=MELD_PHASE,
                 seat_melded=[True, False, False, False])
    play(g, *actions)
    assert g.phase == DEAL_OVER and g.went_out == 0
    assert g.last_result is not None and not g.last_result.concealed
    return g.last_result.sides[0].going_out


def test_going_out_with_no_card_left() -> None:
    on = CLASSIC.with_options(going_out_melded_bonus=200)
    assert _go_out(CLASSIC, "meld 9s 9d 9c") == 100
    assert _go_out(on, "meld 9s 9d 9c") == 200
    # going out with a final discard earns the plain bonus either way
    assert _go_out(on, "meld 9s 9d 9c", "discard 5h", hand="9s 9d 9c 5h") == 100


def _partner_game(rules: RuleSet, side_melds: list[str]):  # type: ignore[no-untyped-def]
    """Seat 3 ends its turn; seat 0 then draws the 5c and goes out with 9s and a discard."""
    g = position(rules, hands={3: "4h 4d 6s", 0: "9s 9d 9c ks"}, melds={0: side_melds}, to_move=3,
                 phase=MELD_PHASE, draws="5c", seat_melded=[True, True, True, True], opened=[True, True])
    play(g, "discard 4h", "draw")
    return g


def test_partner_canasta_bonus_when_the_side_already_had_one() -> None:
    for bonus, expected in ((0, 100), (100, 200)):
        g = _partner_game(CLASSIC.with_options(partner_canasta_bonus=bonus), [K_CANASTA])
        play(g, "add ks", "meld 9s 9d 9c", "discard 5c")
        assert g.last_result is not None and g.last_result.sides[0].going_out == expected


def test_no_partner_canasta_bonus_for_a_canasta_made_in_the_going_out_turn() -> None:
    g = _partner_game(CLASSIC.with_options(partner_canasta_bonus=100), ["kh kd kc ks kh kd"])
    play(g, "add ks", "meld 9s 9d 9c", "discard 5c")
    assert g.last_result is not None and g.last_result.sides[0].going_out == 100


def test_partner_canasta_bonus_needs_partners() -> None:
    rules = PRESETS["three"].with_options(partner_canasta_bonus=100, canastas_to_go_out=1)
    g = position(rules, hands={2: "4h 4d 6s", 0: "9s 9d 9c"}, melds={0: [K_CANASTA]}, to_move=2,
                 phase=MELD_PHASE, draws="5c", seat_melded=[True, True, True])
    play(g, "discard 4h", "draw", "meld 9s 9d 9c", "discard 5c")
    assert g.last_result is not None and g.last_result.sides[0].going_out == 100


@pytest.mark.parametrize("replaced", [False, True])
def test_red_three_taken_with_the_pile(replaced: bool) -> None:
    rules = CLASSIC.with_options(red_three_pile_replaced=replaced)
    g = position(rules, hands={0: "7d 7c 4s 4d 6c 6d"}, pile="3h 5s 7h", melds={0: ["kh kd kc"]},
                 draws="8c", pile_frozen=False)
    play(g, "take 7d 7c")
    assert [str(c) for c in g.red_threes[0]] == ["3h"]
    hand = sorted(str(c) for c in g.hands[0])
    if replaced:
        assert hand == sorted(["4s", "4d", "6c", "6d", "5s", "8c"])
    else:
        assert hand == sorted(["4s", "4d", "6c", "6d", "5s"])
    assert g.known[0].count(g.hands[0][-1]) == (0 if replaced else 1)  # the replacement stays hidden
