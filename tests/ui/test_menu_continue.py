"""The main menu's Continue says which game it continues (issue 45, point 13): the
rules, the deal and the scores, in English, German and Dutch, on a button that holds
the words at 800x600 (two lines at most, never below the readable size)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import i18n, saves
from game.ui import widgets as w
from game.ui.screens import MainMenu
from tests.ui.test_around_the_table import _saved_game, make_shell

WORDS = {"en": "Continue: Classic, deal 1, ", "de": "Weiter: Klassisch, Runde 1, ",
         "nl": "Doorgaan: Klassiek, ronde 1, "}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_continue_names_the_saved_game(data_dir: Path, lang: str) -> None:
    _saved_game(data_dir)
    i18n.set_language(lang)
    try:
        app, shell = make_shell(data_dir, size=(800, 600))
        shell.start(saves.load_autosave(data_dir))
        app.step(0.016)
        menu = app.scenes.top
        assert isinstance(menu, MainMenu)
        button = menu.buttons[0]
        assert button.key == "continue" and button.label.startswith(WORDS[lang]), button.label
        lines = w.fit_lines(button.label, menu.fs, button.rect.width - 10, w.INK, bold=True, max_lines=2)
        assert len(lines) <= 2 and sum(x.get_height() for x in lines) <= button.rect.height
        assert "…" not in button.label
        app.close()
    finally:
        i18n.set_language("en")


def test_the_deal_is_counted_from_one() -> None:
    """The second deal is deal 2 in the menu, the "not finished" dialog and the greeting
    (the engine counts deals from 0; the menu said "Runde 1" in the second deal)."""
    from game.engine import PRESETS, GameState
    from game.match.local import summary_of

    g = GameState.new(PRESETS["classic"], 3)
    assert summary_of(g).deal == 1
    g.deal = 1
    assert summary_of(g).deal == 2
