"""The rule bot's discard danger in Samba (issue 13): the pile given away is priced with
Easy's lower danger there (``Weights.danger_presets``), elsewhere as before."""

from __future__ import annotations

import dataclasses

from ai.rulebot import DEFAULT_WEIGHTS, RuleBot
from game.engine import MELD_PHASE, PRESETS, RuleSet
from tests.engine.helpers import position

HAND = "5h 9c kd kh qs 10d 4s jd 8c ac 6s 7d"
PILE = "6c 8d 9h jh qc 4d 5c"


def _scores(rules: RuleSet, **changes: object) -> dict[str, float]:
    g = position(rules, hands={0: HAND}, pile=PILE, pile_frozen=False, phase=MELD_PHASE,
                 melds={1: ["kc kd ks", "9d 9s 9h"]})
    bot = RuleBot(dataclasses.replace(DEFAULT_WEIGHTS, **changes))  # type: ignore[arg-type]
    return {str(a): v for a, v in bot.discard_scores(g, 0)}


def test_samba_prices_the_pile_with_the_lower_danger() -> None:
    samba = PRESETS["samba"].with_options(target=1)
    base, per_card, per_wild = DEFAULT_WEIGHTS.danger_in_presets
    lowered = _scores(samba, danger_presets=(), danger_base=base, danger_per_card=per_card,
                      danger_wild_in_pile=per_wild)
    assert _scores(samba) == lowered
    assert _scores(samba, danger_presets=()) != lowered  # the danger counts in this position


def test_bolivia_keeps_the_danger_of_every_other_preset() -> None:
    bolivia = PRESETS["bolivia"].with_options(target=1)
    assert "bolivia" not in DEFAULT_WEIGHTS.danger_presets
    assert _scores(bolivia) == _scores(bolivia, danger_presets=())
