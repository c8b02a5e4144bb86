"""The rule bot freezes the pile with a wild card only where a frozen pile denies the
opponents the take with a natural card and a wild card (``Weights.freeze_needs_wild_take``,
``RuleSet.take_with_natural_and_wild``): in Samba a natural pair
takes the pile anyway, and the bot that froze there lost to Easy."""

from __future__ import annotations

import dataclasses

from ai.rulebot import DEFAULT_WEIGHTS, RuleBot, freezing_denies
from game.engine import MELD_PHASE, PRESETS, Discard, RuleSet
from tests.engine.helpers import position

HAND = "2c 5h 9d kd 7s"
# a big unfrozen pile, the opponents open: where freezing pays, the two goes onto it
PILE = "8c 9s 10h jd 6s 7d 4d 5c 8h 9c jc qd 10s 6d qh 4s"


def _two_score(rules: RuleSet, **changes: object) -> tuple[float, float]:
    """The discard score of the two (lower: thrown sooner) and the lowest of the others."""
    g = position(rules, hands={0: HAND}, pile=PILE, pile_frozen=False, phase=MELD_PHASE,
                 melds={0: ["qs qc qh"], 1: ["ks kc kh", "ah ac ad"]})
    bot = RuleBot(dataclasses.replace(DEFAULT_WEIGHTS, **changes))  # type: ignore[arg-type]
    scores = {str(a): v for a, v in bot.discard_scores(g, 0)}
    two = scores.pop("discard 2c")
    return two, min(scores.values())


def test_samba_does_not_freeze_where_a_natural_pair_takes_the_pile_anyway() -> None:
    samba = PRESETS["samba"].with_options(target=1)
    assert not samba.take_with_natural_and_wild
    assert not freezing_denies(samba, DEFAULT_WEIGHTS)
    two, others = _two_score(samba)
    assert two > others  # the two is kept
    # the weight turned off: the bot freezes here as it did before
    two_before, others_before = _two_score(samba, freeze_needs_wild_take=False)
    assert two_before < others_before
    assert two_before < two


def test_classic_freezes_as_before() -> None:
    classic = PRESETS["classic"].with_options(target=1)
    assert freezing_denies(classic, DEFAULT_WEIGHTS)
    assert _two_score(classic) == _two_score(classic, freeze_needs_wild_take=False)
    two, others = _two_score(classic)
    assert two < others  # the big pile is frozen with the two


def test_samba_keeps_the_two_in_its_plan() -> None:
    samba = PRESETS["samba"].with_options(target=1)
    g = position(samba, hands={0: HAND}, pile=PILE, pile_frozen=False, phase=MELD_PHASE,
                 melds={0: ["qs qc qh"], 1: ["ks kc kh", "ah ac ad"]})
    plan = RuleBot().plan_turn(g, 0)
    assert plan and plan[-1] != Discard(next(c for c in g.hands[0] if c.is_wild))
