"""Medium in Cuban searches the draw and the answer only (``Level.preset_changes``):
with the variant's meld moments it played level with Hard there, so it was
no middle step. Everywhere else Medium keeps its meld moments."""

from __future__ import annotations

import pytest

from ai.agent import LEVELS
from game.engine import MELD_PHASE, PRESETS, GameState, RuleSet
from tests.ai.helpers_ai import search_agent
from tests.engine.helpers import position

#: the level text measured (benchmarks/ai/cuban_hard_vs_medium_merged_seeds79_83.txt)
MEASURED = "medium+variant_moments="
#: a side that has not opened, with a first meld in hand: Medium's "first" moment
OPENING_HAND = "ac ad ah kc kd ks 2c 9h 9s 5c 6h 8d 4s"


def _opening(rules: RuleSet) -> GameState:
    return position(rules, hands={0: OPENING_HAND}, pile="6c 8d", phase=MELD_PHASE)


def test_medium_in_cuban_is_the_measured_level_text() -> None:
    assert search_agent("medium").config_for("cuban") == search_agent(MEASURED).config
    assert search_agent("medium").config_for("cuban").variant_moments == ()
    assert search_agent("medium").config_for("cuban").phases == ("draw", "answer")


@pytest.mark.parametrize("name", sorted(n for n in PRESETS if n != "cuban"))
def test_medium_elsewhere_is_unchanged(name: str) -> None:
    base = LEVELS["medium"].search
    assert base is not None
    cfg = search_agent("medium").config_for(name)
    assert cfg.variant_moments == base.variant_moments == ("first", "runs", "foot", "out", "wild")
    assert cfg == search_agent("medium").config


def test_a_first_meld_is_searched_in_uruguay_but_not_in_cuban() -> None:
    for name, searched in (("cuban", 0), ("uruguay", 1)):
        rules = PRESETS[name].with_options(target=1)
        agent = search_agent("medium")
        g = _opening(rules)
        action = agent.choose(g.view(0))
        assert g.check(action) is None, name  # the unsearched decision is still a legal one
        assert agent.stats.searched == searched, name
