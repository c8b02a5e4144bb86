"""A refusal that has a limit names it and the rule it comes from (issue 45): "too many
wild cards" says how many are allowed here and why, and a card that does not continue
a run says that runs go from the four up to the ace. In English, German and Dutch."""

from __future__ import annotations

import pytest

from game.app import i18n
from game.engine import PRESETS, RuleSet
from tests.engine.helpers import position, refused

CLASSIC = RuleSet()


@pytest.mark.parametrize(("rules", "melds", "action", "words"), [
    # a classic table: three wild cards at most in any meld
    (CLASSIC, ["kh kc 2c 2s jk"], "add 2h to k", "at this table a meld may hold at most 3 wild cards"),
    # Samba: two
    (PRESETS["samba"], ["kh kc 2c jk"], "add 2h to k", "at this table a meld may hold at most 2 wild cards"),
    # two players online: never more wild cards than natural ones
    (PRESETS["two-online"], ["kh kc 2c 2s"], "add 2h to k",
     "wild cards may not outnumber the natural ones, so with 2 natural cards it may hold at most 2"),
    # Hand and Foot: more natural cards than wild ones
    (PRESETS["hand-and-foot"], ["8h 8c 2c"], "add 2d to 8",
     "a meld needs more natural cards than wild ones, so with 2 natural cards it may hold at most 1"),
    (CLASSIC.with_options(wild_limit="double"), ["kh kc kd 2c"], "add 2h to k",
     "at least twice as many natural cards as wild ones, so with 3 natural cards it may hold at most 1"),
    (CLASSIC.with_options(wild_limit="by_size"), ["kh kc 2c 2s"], "add 2h to k",
     "a meld of 5 cards may hold at most 2 wild cards"),
])
def test_too_many_wild_cards_names_the_limit_and_its_rule(rules: RuleSet, melds: list[str], action: str,
                                                          words: str) -> None:
    g = position(rules, hands={0: "2h 2d 9s 9d 5c"}, melds={0: melds}, to_move=0, phase="meld")
    err = refused(g, action, "too_many_wilds")
    assert err.message.startswith("That meld would hold too many wild cards: ")
    assert words in err.message, err.message


def test_taking_the_pile_onto_a_meld_with_too_many_wild_cards_names_the_limit() -> None:
    g = position(CLASSIC, hands={0: "kd 2h 9s 9d"}, melds={0: ["kh kc 2c 2s jk"]}, pile="4c ks")
    err = refused(g, "take kd 2h", "too_many_wilds")
    assert "at most 3 wild cards" in err.message


def test_a_card_that_does_not_continue_a_run_says_runs_go_from_four_to_ace() -> None:
    g = position(PRESETS["samba"], hands={0: "9h 4h 5c 6c"}, melds={0: ["5h 6h 7h"]}, to_move=0, phase="meld")
    err = refused(g, "add 9h to m1", "sequence_order")
    assert "a sequence runs from the four up to the ace" in err.message


@pytest.mark.parametrize(("lang", "limit", "run"), [
    ("de", "höchstens 3 Wildkarten", "von der Vier bis zum Ass"),
    ("nl", "hoogstens 3 wilde kaarten", "van de vier tot de aas"),
])
def test_the_limits_in_german_and_dutch(lang: str, limit: str, run: str) -> None:
    wild = position(CLASSIC, hands={0: "2h 9s"}, melds={0: ["kh kc 2c 2s jk"]}, to_move=0, phase="meld")
    too_many = refused(wild, "add 2h to k", "too_many_wilds")
    samba = position(PRESETS["samba"], hands={0: "9h 4h"}, melds={0: ["5h 6h 7h"]}, to_move=0, phase="meld")
    order = refused(samba, "add 9h to m1", "sequence_order")
    i18n.set_language(lang)
    try:
        assert limit in i18n.explain(too_many)
        assert run in i18n.explain(order)
    finally:
        i18n.set_language("en")
