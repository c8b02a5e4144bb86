"""The rule bot's plan where players dig into the pile (``RuleSet.digs``, the family table,
seed 004; ``Weights.dig_weights``): a take gives the top few cards, never the whole pile,
so no long hand is kept for the pile fight and a natural set is laid at once. The
whole-pile tables keep it (Classic: a new natural set only from a hand longer than
``keep_hand``). The switch is the rule, not the preset's name."""

from __future__ import annotations

from ai.agent import EASY_WEIGHTS, RuleAgent
from ai.rulebot import DEFAULT_WEIGHTS, RuleBot, dig_plan
from game.engine import MELD_PHASE, NINE, PRESETS, Action, Meld, RuleSet
from tests.engine.helpers import position

CLASSIC = PRESETS["classic"].with_options(target=1)
FAMILY = PRESETS["family"].with_options(target=1)


def _plan(rules: RuleSet) -> list[Action]:
    """Six cards in hand with a natural triple of nines, the side open (a meld of
    queens) without a canasta, nobody near going out."""
    g = position(rules, hands={0: "9c 9d 9h 4c 6d kh"}, phase=MELD_PHASE, pile="5c 8d",
                 melds={0: ["qc qd qh"]})
    return RuleBot().plan_turn(g, 0)


def _lays_nines(plan: list[Action]) -> bool:
    return any(isinstance(a, Meld) and a.cards[0].rank == NINE for a in plan)


def test_digging_table_lays_the_triple_whole_pile_table_keeps_it() -> None:
    assert not _lays_nines(_plan(CLASSIC))  # the long hand for the pile fight
    assert _lays_nines(_plan(FAMILY))


def test_the_rule_decides_not_the_preset_name() -> None:
    assert _lays_nines(_plan(CLASSIC.with_options(pile_mode="dig")))
    assert not _lays_nines(_plan(FAMILY.with_options(pile_mode="whole")))
    assert _lays_nines(_plan(FAMILY.with_options(name="family-2")))


def test_dig_plan_replaces_only_the_named_weights() -> None:
    dug = dig_plan(DEFAULT_WEIGHTS)
    named = {name for name, _ in DEFAULT_WEIGHTS.dig_weights}
    assert named
    for name in named:
        assert getattr(dug, name) != getattr(DEFAULT_WEIGHTS, name)
        assert type(getattr(dug, name)) is type(getattr(DEFAULT_WEIGHTS, name))
    rest = [f for f in DEFAULT_WEIGHTS.__dataclass_fields__ if f not in named and f != "dig_weights"]
    assert all(getattr(dug, f) == getattr(DEFAULT_WEIGHTS, f) for f in rest)
    assert dig_plan(EASY_WEIGHTS) is EASY_WEIGHTS  # Easy plays the family table as any other


def test_experiments_name_the_dig_weights() -> None:
    from ai.agent import _build

    plain = _build("rules+dig_weights=", 1, None, -1.0)
    assert isinstance(plain, RuleAgent) and plain.bot.weights(FAMILY) is plain.bot.w
    other = _build("rules+dig_weights=keep_hand:1/floor_no_canasta:4", 1, None, -1.0)
    assert isinstance(other, RuleAgent)
    assert (other.bot.weights(FAMILY).keep_hand, other.bot.weights(FAMILY).floor_no_canasta) == (1, 4)
    assert other.bot.weights(CLASSIC).keep_hand == DEFAULT_WEIGHTS.keep_hand
