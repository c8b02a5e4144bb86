"""Values that enter the engine through its API (issue 47, points 8 and 13): seeds and
seats are bounded and type-checked; rule sets of the wrong shape are refused with the
engine's rules error and a sentence, never Python's own TypeError."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import PRESETS, GameState, RuleSet
from game.engine.record import GameRecord, RecordError, parse_record
from game.engine.rulecheck import RulesError
from game.engine.state import MAX_SEED

CLASSIC = PRESETS["classic"]


@pytest.mark.parametrize("seed", [MAX_SEED + 1, -MAX_SEED - 1, 10**40, "seed", 1.5, True, None])
def test_a_seed_a_record_cannot_hold_is_refused_where_it_enters(seed: Any) -> None:
    with pytest.raises(ValueError, match="at most 30 digits"):
        GameState.new(CLASSIC, seed)


def test_the_largest_seed_makes_a_saved_game_that_loads_again() -> None:
    """A --seed of 31 digits made a record the next start called damaged (the match lost)."""
    for seed in (MAX_SEED, -MAX_SEED):
        state = GameState.new(CLASSIC, seed)
        text = GameRecord.from_game(state).to_text()
        assert parse_record(text).replay().seed == seed


@pytest.mark.parametrize("seat", [-1, 4, True, "0", 0.0, None])
def test_a_view_of_a_seat_that_is_not_at_the_table_is_refused(seat: Any) -> None:
    with pytest.raises(ValueError, match="no seat"):
        GameState.new(CLASSIC, 1).view(seat)


SHAPES: list[tuple[str, Any]] = [
    ("discard_bans", (["x"],)),
    ("meld_kinds", ("group", ["x"])),
    ("meld_kinds", 5),
]


@pytest.mark.parametrize(("option", "value"), SHAPES)
def test_a_rule_set_of_the_wrong_shape_is_a_rules_error(option: str, value: Any) -> None:
    with pytest.raises(RulesError, match=option):
        RuleSet(**{option: value})


@pytest.mark.parametrize(("option", "value"), [("discard_bans", [{}]), ("sevens_discard_ban", []),
                                               ("sevens_discard_ban", {}), ("meld_kinds", [["x"]])])
def test_options_of_the_wrong_shape_are_a_rules_error(option: str, value: Any) -> None:
    with pytest.raises(RulesError):
        CLASSIC.with_options(**{option: value})


@pytest.mark.parametrize("name", [["x"], {}, None, 3])
def test_a_preset_name_that_is_no_word_is_a_rules_error(name: Any) -> None:
    with pytest.raises(RulesError, match="unknown preset"):
        RuleSet.from_preset(name)


def test_a_record_with_rules_of_the_wrong_shape_names_the_option() -> None:
    text = GameRecord.from_game(GameState.new(CLASSIC, 1)).to_text().replace(
        "rules classic {}", 'rules classic {"discard_bans": [{}]}')
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert "discard_bans" in str(caught.value) and "unhashable" not in str(caught.value)
