"""Hard in Samba keeps to Medium's choice of the meld decisions worth a search
(``Level.preset_changes``): searching every meld decision there tied Medium
over 200 deals, keeping to Medium's moments with Hard's budget beat it. Everywhere else
Hard searches every meld decision."""

from __future__ import annotations

import pytest

from ai.agent import LEVELS, MEDIUM_MOMENTS
from game.engine import MELD_PHASE, PRESETS, GameState, RuleSet
from tests.ai.helpers_ai import search_agent
from tests.engine.helpers import position

#: the level text measured (benchmarks/ai/decisions/samba_hard-at-moments_vs_medium_seed41.txt)
MEASURED = "hard+phases=draw/answer+variant_moments=first/runs/foot/out/wild+runs_option=1" \
           "+classic_moments=first/out/pile/wild"
#: a side that has opened, no run, no wild card, no way out: no moment of Medium's
QUIET_HAND = "kc kd 9h 9s 5c 6h 8d 4s jc jd 10h 10s qh"


def _quiet(rules: RuleSet) -> GameState:
    return position(rules, hands={0: QUIET_HAND}, pile="6c 8d", melds={0: ["ac ad ah"]}, phase=MELD_PHASE)


def test_hard_in_samba_is_the_measured_level_text() -> None:
    assert search_agent("hard").config_for("samba") == search_agent(MEASURED).config
    assert [c.partition("=")[0] for c in MEDIUM_MOMENTS] == \
        ["phases", "variant_moments", "runs_option", "classic_moments"]


@pytest.mark.parametrize("name", sorted(n for n in PRESETS if n != "samba"))
def test_hard_elsewhere_is_unchanged(name: str) -> None:
    base = LEVELS["hard"].search
    assert base is not None
    cfg = search_agent("hard").config_for(name)
    assert cfg.phases == base.phases == ("draw", "meld", "answer")
    assert cfg == search_agent("hard").config


def test_an_experiments_changes_reach_the_samba_search_too() -> None:
    agent = search_agent("hard+rollout_rounds=2")
    assert agent.config_for("samba").rollout_rounds == 2.0
    assert agent.config_for("samba").phases == ("draw", "answer")


def test_a_quiet_samba_meld_is_not_searched_but_the_same_in_uruguay_is() -> None:
    for name, searched in (("samba", 0), ("uruguay", 1)):
        rules = PRESETS[name].with_options(target=1)
        agent = search_agent("hard")
        g = _quiet(rules)
        action = agent.choose(g.view(0))
        assert g.check(action) is None, name  # the unsearched decision is still a legal one
        assert agent.stats.searched == searched, name
