"""The tuner starts from a level text and writes its result back as one: the two
must be inverses, or a tuning run would start from other weights than it names."""

from __future__ import annotations

import pytest

from ai.rulebot import DEFAULT_WEIGHTS
from ai.tune import level_of, moved, weights_of


def test_plain_rules_is_the_default_weights() -> None:
    assert weights_of("rules") == DEFAULT_WEIGHTS
    assert level_of(DEFAULT_WEIGHTS) == "rules"


def test_a_level_text_round_trips_through_the_weights() -> None:
    w = weights_of("rules+keep_hand=9+draw_value=8.5+wild_focus=1")
    assert (w.keep_hand, w.draw_value, w.wild_focus) == (9, 8.5, True)
    assert weights_of(level_of(w)) == w


def test_only_rules_levels_are_tuned() -> None:
    with pytest.raises(ValueError, match="not a rules level"):
        weights_of("hard+keep_hand=9")
    with pytest.raises(ValueError, match="no rule-bot weight"):
        weights_of("rules+no_such_weight=1")


def test_a_moved_integer_weight_moves_by_at_least_one() -> None:
    up = moved(DEFAULT_WEIGHTS, "keep_hand", True, 0.01)
    assert up is not None and up.keep_hand == DEFAULT_WEIGHTS.keep_hand + 1
    assert moved(DEFAULT_WEIGHTS, "wild_focus", True, 0.3) is None  # switches are not moved
