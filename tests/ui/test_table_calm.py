"""The calmer-motion setting at the table: a card drawn is in the hand at once (no
glide), the turn's plate and the buttons do not pulse (the first seconds of a turn
draw nothing new), and the window's settings carry it to and from the saved file."""

from __future__ import annotations

from game.app.settings import Settings as SavedSettings
from game.engine import RuleSet
from game.ui.app import Settings
from tests.ui.test_table_harness import click, make_table, position, settle


def test_with_calm_motion_a_drawn_card_lands_at_once_and_nothing_pulses() -> None:
    g = position(RuleSet(), hands={0: "5h 5d 9c 9s kh kd ks 2h 4c 4d 6s"}, to_move=0)
    app, table, _ = make_table(g, speed="normal")
    app.settings.calm = True
    click(app, table.L.stock.center)
    assert g.phase == "meld"
    assert not table.board.busy  # the card is in its place: nothing glides
    settle(app, 2)
    draws = app.draws
    settle(app, 10)  # well inside the turn's first seconds, when a plate would pulse
    assert app.draws == draws
    app.close()


def test_without_it_the_drawn_card_glides() -> None:
    g = position(RuleSet(), hands={0: "5h 5d 9c 9s kh kd ks 2h 4c 4d 6s"}, to_move=0)
    app, table, _ = make_table(g, speed="normal")
    click(app, table.L.stock.center)
    assert table.board.busy
    app.close()


def test_the_window_settings_carry_text_size_and_calm() -> None:
    saved = SavedSettings(text_size="large", calm_motion=True)
    s = Settings.from_saved(saved)
    assert s.text_size == "large" and s.calm is True
    s.text_size, s.calm = "largest", False
    back = s.to_saved(saved)
    assert back.text_size == "largest" and back.calm_motion is False
