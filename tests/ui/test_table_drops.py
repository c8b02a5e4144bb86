"""Dropping several selected cards at once, and pointing at cards while the hand
moves: every selected card goes with the drop and no other card is named; a card
sliding past the pointer (drawn above the others while it moves) does not take a
press meant for the card that is there once the hand is still."""

from __future__ import annotations

from game.engine import RuleSet
from tests.engine.helpers import position
from tests.ui.test_table_harness import click, drag, hand_pos, make_table, meld_pos, settle


def test_two_selected_cards_dropped_on_a_meld_go_together_and_no_other_card_is_named() -> None:
    g = position(RuleSet(), hands={0: "7h 7d 7c 9s kh kd 4s 5s 6c jc"}, melds={0: ["ks kd kc"]},
                 to_move=0, phase="meld")
    app, table, _ = make_table(g, speed="normal")
    app.settings.click_to_meld = False
    settle(app, 40)
    click(app, hand_pos(table, "kh"))
    click(app, hand_pos(table, "kd"))
    assert sorted(str(c) for c in table.selected_cards()) == ["kd", "kh"]
    start = hand_pos(table, "kd")
    drag(app, start, meld_pos(table, 0, 13))
    assert [len(m.cards) for m in g.melds[0]] == [5] and len(g.hands[0]) == 8
    assert table.note is None and table.hover_note is None
    for _ in range(40):  # the hand closes up under the pointer: nothing else is dropped or named
        app.step(0.016)
        assert table.note is None and table.hover_note is None
    assert len(g.hands[0]) == 8 and not table.selected
    app.close()


def test_a_card_sinking_back_does_not_take_the_click_meant_for_its_neighbour() -> None:
    g = position(RuleSet(), hands={0: "7h 7d 7c 9s kh qd 4s 5s 6c jc"}, to_move=0, phase="meld")
    app, table, _ = make_table(g, speed="normal")
    app.settings.click_to_meld = False
    settle(app, 40)
    click(app, hand_pos(table, "jc"))
    click(app, hand_pos(table, "jc"))  # selected and at once unselected: it sinks back, drawn on top
    assert table.board.busy and not table.selected
    click(app, hand_pos(table, "qd"))  # the point is on the queen, and on the sinking jack's body
    assert [str(c) for c in table.selected_cards()] == ["qd"]
    app.close()
