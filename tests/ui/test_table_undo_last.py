"""The one-step undo at the table: the button names the cards of the turn's last meld
or lay-off and takes back only those; Ctrl+Z does the same; a card of that step dragged
back to the hand takes the step back; a card of an earlier meld dragged back is refused
with the cards that would go, and nothing changes."""

from __future__ import annotations

import pygame
import pytest

from game.app import i18n
from game.engine import RuleSet, Undo
from game.engine.cards import FIVE, SIX
from tests.ui.test_table_harness import click, drag, hand_pos, key, make_table, position, snapshot

CLASSIC = RuleSet()


def lay(app, table, cards: str) -> None:  # type: ignore[no-untyped-def]
    """Select the cards and drag them into the meld area (one gesture)."""
    for card in cards.split():
        click(app, hand_pos(table, card))
    drag(app, hand_pos(table, cards.split()[0]), (table.L.melds[0].centerx, table.L.melds[0].bottom - 12))


def card_of(table, rank: int) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """A point on the top card of the own side's meld of ``rank`` (a press there holds a card)."""
    m = next(m for m in table.meld_at.values() if m.owner == 0 and m.rank == rank)
    s = [s for s in table.board.sprites() if s.kind == "meld" and int(s.slot.info[1]) == m.id][-1]
    return (int(s.x) + 6, int(s.y) + 6)


def two_melds():  # type: ignore[no-untyped-def]
    g = position(CLASSIC, hands={0: "5h 5d 5c 6h 6d 6c 6s kh kd ks 4c 4d"}, melds={0: ["ah ad ac"]},
                 to_move=0, phase="meld")
    app, table, _ = make_table(g)
    lay(app, table, "5h 5d 5c")
    lay(app, table, "6h 6d 6c 6s")
    assert g.meld_of(0, FIVE) is not None and g.meld_of(0, SIX) is not None
    return g, app, table


@pytest.mark.parametrize(("lang", "label"), [("en", "Take back 4 cards"), ("de", "4 Karten zurücknehmen"),
                                             ("nl", "4 kaarten terugnemen")])
def test_the_button_names_the_step_and_takes_back_only_it(lang: str, label: str) -> None:
    i18n.set_language(lang)
    try:
        g, app, table = two_melds()
        assert table.buttons["undo"].visible and table.buttons["undo"].label == label
        click(app, table.buttons["undo"].rect.center)
        assert g.meld_of(0, SIX) is None and g.meld_of(0, FIVE) is not None
        assert g.actions[-1] == Undo(last=True)
        assert table.buttons["undo"].label == i18n.tr("button.undo_last", cards=list(g.meld_of(0, FIVE).cards))
        app.close()
    finally:
        i18n.set_language("en")


def test_ctrl_z_takes_one_step_back() -> None:
    g, app, _table = two_melds()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert g.meld_of(0, SIX) is None and g.meld_of(0, FIVE) is not None
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert g.meld_of(0, FIVE) is None and len(g.hands[0]) == 12
    app.close()


def test_a_card_of_the_last_step_dragged_to_the_hand_goes_back() -> None:
    g, app, table = two_melds()
    drag(app, card_of(table, SIX), table.L.hand.center)
    assert g.actions[-1] == Undo(last=True)
    assert g.meld_of(0, SIX) is None and g.meld_of(0, FIVE) is not None
    assert sum(c.rank == SIX for c in g.hands[0]) == 4
    app.close()


def test_a_card_of_an_earlier_meld_dragged_to_the_hand_is_refused() -> None:
    g, app, table = two_melds()
    before = snapshot(g)
    drag(app, card_of(table, FIVE), table.L.hand.center)
    assert snapshot(g) == before
    assert table.note is not None and table.note[1]  # an error note
    assert table.note[0].startswith("Only the last cards laid this turn go back to your hand")
    assert "6" in table.note[0]
    drag(app, card_of(table, 14), table.L.hand.center)  # the aces stood before the turn
    assert snapshot(g) == before
    app.close()
