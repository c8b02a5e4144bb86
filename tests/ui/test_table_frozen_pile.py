"""Where players dig into the pile (the family table, seed 004) a frozen pile means
nothing: digging asks no freezing. The engine says so (``RuleSet.pile_freezes``), and
the table shows no "Frozen" mark, says nothing of freezing when a wild card is
discarded and gives no tip or hint about it. Found in 800x600
screenshots: the family table showed "FROZEN" beside the pile after a discarded two.
Tried both ways: the classic table keeps every word of it."""

from __future__ import annotations

import pytest

from game.app.i18n import tr
from game.engine import PRESETS, Discard, RuleSet
from game.engine.cards import Card
from game.ui.hints import hint_sentence
from tests.ui.test_table_harness import make_table, position

FROZEN_WORDS = ("frozen", "freezes")


def _table(preset: str, phase: str):  # type: ignore[no-untyped-def]
    rules: RuleSet = PRESETS[preset]
    opened = [True] * len(rules.sides)
    g = position(rules, hands={0: "2c 9h 9c kh kd 4d 6c 7s"}, pile="8c 2d 5h", pile_frozen=True, to_move=0,
                 phase=phase, melds={0: ["qs qd qh"]}, opened=opened)
    app, table, c = make_table(g, size=(800, 600))
    return g, app, table, c


@pytest.mark.parametrize(("preset", "freezes"), [("family", False), ("classic", True)])
def test_the_frozen_mark_and_tip_only_where_the_pile_can_freeze(preset: str, freezes: bool) -> None:
    g, app, table, _c = _table(preset, "draw")
    assert g.rules.pile_freezes is freezes
    marks = [label for label, _colour in table.pile_badges()]
    assert (tr("badge.frozen") in marks) is freezes, marks
    tip = table._tip()
    assert (tip is not None and tip[0] == "frozen_pile") is freezes, tip
    app.close()


@pytest.mark.parametrize(("preset", "freezes"), [("family", False), ("classic", True)])
def test_a_discarded_wild_card_is_said_to_freeze_the_pile_only_where_it_does(preset: str, freezes: bool) -> None:
    g, app, _table_scene, c = _table(preset, "meld")
    two = Card.parse("2c")
    said = hint_sentence(g.view(0), Discard(two))
    assert any(word in said for word in FROZEN_WORDS) is freezes, said
    assert c.submit([Discard(two)]) is None
    ev = next(e for e in reversed(c.events) if e.kind == "discard")
    assert ("frozen" in ev.msgid) is freezes, ev.msgid
    assert any(word in c.event_text(ev) for word in FROZEN_WORDS) is freezes
    app.close()
