"""The family table (seed 004): cards go onto anyone's melds and nobody goes out with a
discard, so a meld that leaves one card is allowed when that card fits a meld on the
table, another player's included (it was refused as "keep two" when only the mover's
own melds were asked)."""

from __future__ import annotations

from game.engine import PRESETS, GameState, RuleSet
from game.engine.state import MELD_PHASE
from tests.engine.helpers import legal, play, position, refused

FAMILY = PRESETS["family"]
ACES = "ah ad ac as ah ad ac"  # a canasta: side 0 may go out


def _game(rules: RuleSet = FAMILY, other_meld: str = "5h 5d 5s") -> GameState:
    return position(rules, hands={0: "9h 9d 9c 5c"}, melds={0: [ACES], 1: [other_meld]},
                    phase=MELD_PHASE, opened=[True, True, False, False])


def test_a_meld_may_leave_one_card_that_fits_another_players_meld() -> None:
    g = _game()
    assert "meld 9c 9d 9h" in legal(g)
    play(g, "meld 9h 9d 9c")
    assert "add 5c to 5@1" in legal(g)
    play(g, "add 5c to 5@1")
    assert g.went_out == 0


def test_a_meld_leaving_a_card_that_fits_no_meld_is_still_refused() -> None:
    g = _game(other_meld="6h 6d 6s")
    assert "meld 9c 9d 9h" not in legal(g)
    refused(g, "meld 9h 9d 9c", "keep_two")


def test_where_only_own_melds_take_cards_another_sides_meld_does_not_help() -> None:
    g = _game(FAMILY.with_options(add_to="own"))
    refused(g, "meld 9h 9d 9c", "keep_two")
