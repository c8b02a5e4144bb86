"""The rule bot's play toward a face-down packet (Hand and Foot's foot): while the foot
waits, the hand is played out (its last cards melded, a pair with a wild card first), and
a book closed at seven is not a meld a card of its rank can still join: three of them
start a new one (the first bot kept such cards in hand and rarely reached its foot)."""

from __future__ import annotations

from ai.agent import EASY_WEIGHTS
from ai.rulebot import DEFAULT_WEIGHTS, RuleBot
from game.engine import JACK, MELD_PHASE, PRESETS, Action, Discard, GameState, Meld, RuleSet
from tests.engine.helpers import position

HAND_FOOT = PRESETS["hand-and-foot"].with_options(target=1)


def _plan(rules: RuleSet, hand: str, **kw: object) -> tuple[GameState, list[Action]]:
    g = position(rules, hands={0: hand}, phase=MELD_PHASE, **{"pile": "6c 8d", **kw})  # type: ignore[arg-type]
    return g, RuleBot().plan_turn(g, 0)


def test_three_cards_of_a_closed_book_start_a_new_meld_and_the_hand_goes_into_the_foot() -> None:
    book = {0: ["jc jd jh js jc jd jh", "4c 4d 4h"]}
    g, plan = _plan(HAND_FOOT, "jd jh js ac", melds=book)
    assert isinstance(plan[0], Meld) and {c.rank for c in plan[0].cards} == {JACK}
    for a in plan[:2]:
        g.apply(a)
    assert g.packet_taken[0]  # the hand was played out: the foot is in play
    # without the cap the jacks join the meld of jacks, as anywhere
    _, plan = _plan(HAND_FOOT.with_options(group_meld_max=0, melds_per_rank="one"), "jd jh js ac", melds=book)
    assert not any(isinstance(a, Meld) for a in plan)


def test_a_pair_and_a_wild_card_are_melded_to_reach_the_foot() -> None:
    melds = {0: ["kc kd kh ks", "4c 4d 4h"]}
    g, plan = _plan(HAND_FOOT, "jd jh 2c", melds=melds)
    assert isinstance(plan[0], Meld) and len(plan[0].cards) == 3
    g.apply(plan[0])
    assert g.packet_taken[0]
    # with the foot taken up already (and no book to go out) the last cards stay in hand
    _, plan = _plan(HAND_FOOT, "jd jh 2c", melds=melds, packet_taken=[True, False, False, False])
    assert not any(isinstance(a, Meld) for a in plan) and isinstance(plan[-1], Discard)


def test_the_foot_keeps_the_melding_weights_from_before_the_fit() -> None:
    """The melding weights fitted on Classic lost in Hand and Foot, so where
    a foot follows the hand the bot plays by the old ones (``Weights.foot_weights``); the
    pennies, which come up on a canasta, play by the new ones, and Easy keeps its own."""
    old = {"wild_focus": False, "wild_spend_stock": 24, "natural_patience": 0.5, "close_with_wilds_max": 2,
           "keep_hand": 6, "dump_threat": 0.6}
    bot = RuleBot()
    foot = bot.weights(PRESETS["hand-and-foot"])
    assert {k: getattr(foot, k) for k in old} == old
    for preset in ("classic", "pennies", "samba"):
        w = bot.weights(PRESETS[preset])
        assert w == DEFAULT_WEIGHTS and w.keep_hand == 8 and w.wild_focus
    easy = RuleBot(EASY_WEIGHTS)
    assert easy.weights(PRESETS["hand-and-foot"]) == easy.weights(PRESETS["classic"]) == EASY_WEIGHTS
