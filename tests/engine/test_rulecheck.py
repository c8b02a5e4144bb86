"""What each option may hold (``game.engine.rulecheck``): the limits and choices name
real options of ``RuleSet``, each default passes them, and a rule set out of them is
refused with a message naming the option, however it is made."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.engine import RulesError, RuleSet, rulecheck
from game.engine.rules import CLASSIC, PRESETS


def test_every_limit_and_choice_names_an_option_its_default_meets() -> None:
    fields = {f.name: f for f in dataclasses.fields(RuleSet)}
    for name, (low, high) in rulecheck.LIMITS.items():
        assert name in fields, name
        assert low <= getattr(CLASSIC, name) <= high, name
    for name in rulecheck.TABLE_LIMITS:
        assert name in fields, name
    for name, choices in rulecheck._CHOICES.items():
        assert name in fields, name
        assert all(getattr(rules, name) in choices for rules in PRESETS.values()), name


@pytest.mark.parametrize(("option", "value"), [("packs", 7), ("hand_size", 0), ("wild_limit", "several"),
                                               ("meld_kinds", ("sequence",)), ("discard_bans", ("none",))])
def test_a_rule_set_out_of_its_limits_is_refused_naming_the_option(option: str, value: object) -> None:
    change: dict[str, Any] = {option: value}
    with pytest.raises(RulesError, match=option):
        CLASSIC.with_options(**change)
    with pytest.raises(RulesError, match=option):
        dataclasses.replace(CLASSIC, **change)  # built directly: the same check


def test_the_engine_names_one_rules_error() -> None:
    from game.engine import rules

    assert RulesError is rulecheck.RulesError is rules.RulesError
