"""The rule bot in Uruguay (``Weights.impatient_presets``): with the canasta it needs to go
out made, it closes a natural meld with wild cards at once rather than wait for a natural
canasta as in Classic. The pile is always frozen there and one canasta ends the deal; over
100 deals (seed 41) the bot without the wait made +19.6 [+2.0, +37.2] a deal more than the
one that waited (``benchmarks/ai/decisions/samba_uruguay_rules_runs_and_patience.txt``)."""

from __future__ import annotations

from ai.rulebot import RuleBot
from game.engine import KING, MELD_PHASE, PRESETS, Add, RuleSet
from tests.engine.helpers import position

URUGUAY = PRESETS["uruguay"].with_options(target=1)
CLASSIC = PRESETS["classic"].with_options(target=1)


def _wilds_to_kings(rules: RuleSet) -> int:
    g = position(rules, hands={0: "2c 2d 4c 5d 6h 8s 10d jc qd"}, phase=MELD_PHASE, pile="6c 8d",
                 melds={0: ["kc kd kh ks kc", "9c 9d 9h 9s 9c 9d 9h"]})
    plan = RuleBot().plan_turn(g, 0)
    return sum(1 for a in plan if isinstance(a, Add) and a.card.is_wild and a.rank == KING)


def test_uruguay_closes_the_kings_with_wild_cards_classic_waits() -> None:
    assert _wilds_to_kings(CLASSIC) == 0  # a natural canasta of kings may still come
    assert _wilds_to_kings(URUGUAY) == 2
    assert _wilds_to_kings(URUGUAY.with_options(name="uruguay-2")) == 0  # the preset's rule, by name
