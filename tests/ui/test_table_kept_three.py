"""The table and the three kept for a Straight (``keep_three_for_straight``, Modern
American): a button lays it out (keeping it is doing nothing), in English, German and
Dutch, within its place at 800x600; a double click on the three does the same; no button where
the rule is off; the hint says why."""

from __future__ import annotations

import pytest

from game.app import i18n
from game.engine import PRESETS, LayRedThree
from game.engine.cards import Card
from game.ui import widgets as w
from game.ui.hints import hint_for
from tests.engine.helpers import position
from tests.ui.test_table_harness import click, make_table, settle
from tests.ui.test_text_fits import watching

MA = PRESETS["modern-american"]
OTHERS = {1: "9c 9d 8h 8d 6c 6d 5c 5d 4c 4d jh qh kh", 2: "ac ad 7c 7d jc jd 10c 10d 9s 9h 6s 6h 4s",
          3: "qc qd jc jd 10s 10h 6h 5h 4h 9s 9h 4s kc"}
HAND = "3h kd ks qs qd 8s 8c 9d 5s 7s 7h 10c 4d"
LABELS = {"en": "Lay out 3♥", "de": "3♥ auslegen", "nl": "3♥ uitleggen"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_button_lays_the_kept_three_out(lang: str) -> None:
    i18n.set_language(lang)
    try:
        g = position(MA, hands={0: HAND, **OTHERS}, draws="jh 8d", to_move=0)
        with watching() as found:
            app, table, _ = make_table(g, size=(800, 600))
            button = table.buttons["laythree"]
            assert not button.visible  # the draw first
            click(app, table.L.stock.center)
            settle(app, 20)
            assert g.phase == "meld" and "3h" in map(str, g.hands[0])
            assert button.visible and button.label == LABELS[lang]
            app.invalidate()
            app.step(0.016)
        assert not [p for p in found if p.label == button.label]  # the label fits at 800x600
        assert button.rect.width >= w.text(button.label, w.MIN_TEXT).get_width()
        click(app, button.rect.center)
        settle(app, 10)
        assert [str(x) for x in g.red_threes[0]] == ["3h"] and "8d" in map(str, g.hands[0])
        assert str(g.actions[-1]) == "lay 3h"
        assert not button.visible
        app.close()
    finally:
        i18n.set_language("en")


def test_a_double_click_on_the_kept_three_lays_it_too() -> None:
    g = position(MA, hands={0: HAND.replace("3h", "3c"), **OTHERS}, draws="jh 8d", to_move=0)
    app, table, _ = make_table(g)
    click(app, table.L.stock.center)
    settle(app, 20)
    sprite = next(s for s in table.board.sprites() if s.kind == "hand" and s.card == Card.parse("3c"))
    click(app, sprite.area.center)  # one click selects it and lays nothing
    assert g.red_threes[0] == [] and [str(c) for c in table.selected_cards()] == ["3c"]
    click(app, sprite.area.center)  # the second click of a double click plays it
    settle(app, 10)
    assert [str(x) for x in g.red_threes[0]] == ["3c"]
    app.close()


def test_no_button_where_threes_are_not_kept() -> None:
    rules = MA.with_options(keep_three_for_straight=False)
    g = position(rules, hands={0: HAND.replace("3h", "ah"), **OTHERS}, draws="3h 8d", to_move=0)
    app, table, _ = make_table(g)
    click(app, table.L.stock.center)
    settle(app, 20)
    assert g.phase == "meld" and [str(x) for x in g.red_threes[0]] == ["3h"]
    assert not table.buttons["laythree"].visible
    app.close()


def test_the_hint_says_why_the_three_is_laid() -> None:
    g = position(MA, hands={0: HAND, **OTHERS}, phase="meld", to_move=0)
    hint = hint_for(g.view(0), LayRedThree(Card.parse("3h")))
    assert hint.text == "Lay out 3♥: your hand is too far from a Straight to keep it."
