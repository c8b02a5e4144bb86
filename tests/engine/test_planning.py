"""The engine's one going-out planner (``go_out_plan``): a plan depends only on which
cards the player holds, and it knows the family table (cards onto anyone's melds, no
final discard, seed 004)."""

from __future__ import annotations

import itertools

from game.engine import DEAL_OVER, PRESETS, RuleSet
from tests.engine.helpers import MELD_PHASE, position

CLASSIC = RuleSet()
K_CANASTA = "kh kd kc ks kh kd kc"


def _plans_for_every_order(rules: RuleSet, hand: str, **kw: object) -> set[str]:
    plans: set[str] = set()
    words = hand.split()
    for order in itertools.permutations(words):
        g = position(rules, hands={0: " ".join(order)}, phase=MELD_PHASE, **kw)  # type: ignore[arg-type]
        plan = g.go_out_plan()
        assert plan is not None, order
        plans.add(" | ".join(str(a) for a in plan))
    return plans


def test_the_plan_does_not_depend_on_the_order_of_the_hand() -> None:
    # two twos of different suits and a joker: which wild card goes where used to
    # follow the hand's order
    plans = _plans_for_every_order(CLASSIC, "9s 9d 2c 2h jk", melds={0: [K_CANASTA]})
    assert len(plans) == 1, plans


def test_the_plan_with_a_discard_does_not_depend_on_the_order_of_the_hand() -> None:
    plans = _plans_for_every_order(CLASSIC, "9s 9d 2h 2c 5h", melds={0: [K_CANASTA, "qh qd qc"]})
    assert len(plans) == 1, plans


def _family(**kw: object):  # type: ignore[no-untyped-def]
    return position(PRESETS["family"], phase=MELD_PHASE, opened=[True, True, True, True], **kw)  # type: ignore[arg-type]


def test_family_goes_out_onto_another_players_meld() -> None:
    # the 5h has no meld of its own and cannot start one: it goes onto seat 1's fives
    g = _family(hands={0: "9s 9d 9c 5h"}, melds={0: [K_CANASTA], 1: ["5s 5d 5c"]})
    plan = g.go_out_plan()
    assert plan is not None
    assert [str(a) for a in plan] == ["add 5h to 5@1", "meld 9c 9d 9s"]
    for a in plan:
        g.apply(a)
    assert g.phase == DEAL_OVER and g.went_out == 0


def test_family_wild_card_goes_onto_another_players_meld_when_its_own_cannot_take_it() -> None:
    # seat 0's only meld is a canasta already holding three wild cards; the joker goes
    # onto seat 2's meld
    g = _family(hands={0: "jk"}, melds={0: ["kh kd kc ks 2c 2d 2h"], 2: ["7s 7d 7c"]})
    plan = g.go_out_plan()
    assert plan is not None and len(plan) == 1
    g.apply(plan[0])
    assert g.went_out == 0


def test_family_no_way_out_without_a_meld_anywhere() -> None:
    g = _family(hands={0: "9s 9d 9c 5h"}, melds={0: [K_CANASTA]})
    assert g.go_out_plan() is None


def test_other_tables_never_use_anothers_meld() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 9c 5h 5d"}, phase=MELD_PHASE, melds={0: [K_CANASTA], 1: ["5s 5c 5h"]})
    plan = g.go_out_plan()
    # never onto the other side's fives ("add 5h to 5@1")
    assert plan is None or all("@" not in str(a) for a in plan)
