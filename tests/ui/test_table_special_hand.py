"""The table offers a special hand (``special_hands``, Modern American) as a button
when the engine lists one, lays it on a click, and the score sheet and the log say so."""

from __future__ import annotations

import pytest

from game.app import i18n
from game.engine import PRESETS, SpecialHand
from game.engine.cards import Card
from game.match.replay import ReplayFrame
from game.ui.hints import hint_for
from game.ui.replay import describe
from game.ui.rulespage import rules_paragraphs
from game.ui.scoresheet import sheet_rows
from tests.engine.helpers import play, position
from tests.ui.test_table_harness import click, make_table, settle

RULES = PRESETS["cuban"].with_options(special_hands="cla")
STRAIGHT = "ah 2c 3s 4h 5h 6h 7h 8h 9h 10h jh qh kh"  # and the joker drawn


def test_the_special_hand_button_appears_and_lays_the_hand() -> None:
    g = position(RULES, hands={0: STRAIGHT}, draws="jk", to_move=0)
    app, table, c = make_table(g)
    button = table.buttons["special"]
    assert not button.visible  # before the draw: nothing to lay
    click(app, table.L.stock.center)  # draw the joker
    settle(app, 20)
    assert g.phase == "meld"
    assert button.visible and button.label == "Special hand: Straight (3,000)"
    click(app, button.rect.center)
    settle(app, 5)
    assert g.phase == "deal_over" and g.special_laid is not None and g.special_laid[1] == "straight"
    assert any(e.text_for(0) == "You laid a special hand: Straight." for e in c.events)
    assert g.last_result is not None
    rows = {label: cells for label, cells, _ in sheet_rows(RULES, g.last_result)}
    assert rows["Special hand"] == ["Straight = 3,000", "0"]
    app.close()


@pytest.mark.parametrize(("lang", "grouped"), [("en", "3,000"), ("de", "3.000"), ("nl", "3.000")])
def test_the_button_and_the_sheet_group_the_thousands_alike(lang: str, grouped: str) -> None:
    """The button's points are written as the score sheet writes them, in each language."""
    i18n.set_language(lang)
    try:
        g = position(RULES, hands={0: STRAIGHT}, draws="jk", to_move=0)
        app, table, _c = make_table(g)
        click(app, table.L.stock.center)
        settle(app, 20)
        assert table.buttons["special"].label.endswith(f"({grouped})")
        click(app, table.buttons["special"].rect.center)
        settle(app, 5)
        assert g.last_result is not None
        cells = [cells for _, cells, _ in sheet_rows(RULES, g.last_result)]
        assert [f"{i18n.tr('special.straight')} = {grouped}", "0"] in cells
        assert grouped in " ".join(rules_paragraphs(RULES))
        app.close()
    finally:
        i18n.set_language("en")


def test_no_button_where_the_option_is_off() -> None:
    g = position(PRESETS["cuban"], hands={0: STRAIGHT}, draws="jk", to_move=0)
    app, table, _ = make_table(g)
    click(app, table.L.stock.center)
    settle(app, 20)
    assert g.phase == "meld" and not table.buttons["special"].visible
    app.close()


def test_the_hint_and_the_replay_name_the_special_hand() -> None:
    g = position(RULES, hands={0: STRAIGHT}, draws="jk", to_move=0)
    play(g, "draw")
    action = g.legal_actions()[0]
    assert isinstance(action, SpecialHand)
    hint = hint_for(g.view(0), action)
    assert hint.text == "Lay your whole hand as a special hand, Straight: it scores 3,000 and ends the deal."
    before = g.clone()
    g.apply(action)
    said = describe(action, "West", ReplayFrame.of(before), ReplayFrame.of(g), 0)
    assert said == "West laid a special hand: Straight."


def test_a_computer_players_special_hand_is_shown_face_up_where_it_sat() -> None:
    g = position(RULES, hands={1: STRAIGHT}, draws="jk", to_move=1)
    play(g, "draw", special_text())
    app, table, _ = make_table(g)
    shown = [s for s in table.board.sprites() if s.kind == "back" and s.slot.info == 1]
    assert sorted(s.card for s in shown if s.card is not None) == sorted(g.special_laid[2] if g.special_laid else ())
    assert len(shown) == 14
    app.close()


def special_text() -> str:
    cards = sorted(Card.parse(w) for w in (STRAIGHT + " jk").split())
    return str(SpecialHand("straight", tuple(cards)))


def test_the_players_own_special_hand_is_shown_face_up_where_the_hand_was() -> None:
    g = position(RULES, hands={0: STRAIGHT}, draws="jk", to_move=0)
    app, table, _ = make_table(g)
    click(app, table.L.stock.center)  # draw the joker
    settle(app, 20)
    click(app, table.buttons["special"].rect.center)
    settle(app, 10)
    assert g.phase == "deal_over" and g.hands[0] == []
    shown = [s for s in table.board.sprites() if s.kind == "back" and s.slot.info == 0]
    assert len(shown) == 14
    assert sorted(s.card for s in shown if s.card is not None) == sorted(g.special_laid[2] if g.special_laid else ())
    assert all(table.L.hand.colliderect(s.slot.rect) for s in shown)  # where the hand was
    assert not [s for s in table.board.sprites() if s.kind == "hand"]  # nothing to play
    app.close()
