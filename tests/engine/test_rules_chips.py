"""The chips a match is played for (seed 003, issue 10): the stake and the limit are
options of the rule set, checked like every option; ``settle_chips`` pays the winner."""

from __future__ import annotations

import pytest

from game.engine import PRESETS, RulesError, RuleSet, settle_chips
from game.engine.record import rules_from_text, rules_to_text

CLASSIC = RuleSet()
THREE = PRESETS["three"]


def test_the_losers_pay_the_stake_times_the_doubling() -> None:
    rules = CLASSIC.with_options(chip_stake=10, chip_limit=1000)
    assert settle_chips(rules, 0, 1) == (10, -10)
    assert settle_chips(rules, 1, 4) == (-40, 40)


def test_the_limit_caps_what_a_side_pays() -> None:
    rules = CLASSIC.with_options(chip_stake=10, chip_limit=25)
    assert settle_chips(rules, 0, 8) == (25, -25)


def test_three_sides_each_loser_pays_the_winner_and_a_draw_pays_nothing() -> None:
    rules = THREE.with_options(chip_stake=5, chip_limit=5)
    assert settle_chips(rules, 2, 1) == (-5, -5, 10)
    assert settle_chips(rules, None, 2) == (0, 0, 0)


@pytest.mark.parametrize("changes", [
    {"chip_stake": 0}, {"chip_stake": -5}, {"chip_stake": 10**9}, {"chip_stake": 2.5},
    {"chip_stake": True}, {"chip_limit": "80"}, {"chip_stake": 100, "chip_limit": 50},
])
def test_a_stake_or_limit_out_of_range_is_refused_with_a_message(changes: dict[str, object]) -> None:
    with pytest.raises(RulesError, match="chip_"):
        CLASSIC.with_options(**changes)


def test_every_preset_keeps_its_play_and_records_no_chip_change() -> None:
    for name, preset in PRESETS.items():
        assert rules_to_text(preset) == (name, {})  # the defaults are not written into records
    rules = CLASSIC.with_options(chip_stake=50, chip_limit=400)
    name, changes = rules_to_text(rules)
    assert changes == {"chip_stake": 50, "chip_limit": 400}
    assert rules_from_text(name, changes) == rules
