"""A level text ("hard+iterations=500+scale=2000") changes the search's settings and the
evaluation's: the arena's experiments name a level this way, and a misspelt setting must
stop the run rather than play the level unchanged."""

from __future__ import annotations

import pytest

from ai.agent import LEVELS, make_agent
from ai.search import SearchConfig
from tests.ai.helpers_ai import search_agent


def _config(level: str) -> SearchConfig:
    return search_agent(level, budget=8).config


def test_search_and_evaluation_settings_change_together() -> None:
    cfg = _config("hard+rollout_rounds=2+scale=2000+margin=0.0025")
    assert cfg.rollout_rounds == 2.0
    assert cfg.eval_weights.scale == 2000.0
    assert cfg.eval_weights.shrink == 1.0  # untouched settings keep their values
    assert cfg.margin == 0.0025


def test_the_plain_level_keeps_its_evaluation() -> None:
    base = LEVELS["hard"].search
    assert base is not None
    assert _config("hard").eval_weights == base.eval_weights
    assert base.eval_weights.scale == 500.0


@pytest.mark.parametrize("text", ["hard+scal=2000", "medium+no_such=1"])
def test_a_misspelt_setting_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="no search setting"):
        make_agent(text, 1)


def test_a_list_setting_can_be_emptied() -> None:
    # "variant_moments=" names no moment at all (not one moment called "")
    cfg = _config("medium+variant_moments=")
    assert cfg.variant_moments == ()
    assert _config("medium+variant_moments=first/out").variant_moments == ("first", "out")
