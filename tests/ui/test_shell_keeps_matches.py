"""A match in progress is never lost by accident: New game from the main menu asks
first and its highlighted answer keeps the match; the tutorial leaves the match where
it was, and Continue goes back to it."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app import saves
from game.ui.dialogs import Dialog
from game.ui.newgame import NewGameScene
from game.ui.screens import MainMenu
from game.ui.table import TableScene
from game.ui.tutorial import TutorialTable
from tests.ui.test_around_the_table import _saved_game, make_shell, press
from tests.ui.test_table_harness import key, shell_seats


def test_new_game_from_the_menu_asks_before_ending_a_saved_match(data_dir: Path) -> None:
    g, _ = _saved_game(data_dir)
    before = (data_dir / "autosave.canasta").read_bytes()
    app, shell = make_shell(data_dir)
    shell.start(saves.load_autosave(data_dir))
    app.step(0.016)
    press(app, "new")
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    assert "Classic" in dialog.message and "not finished" in dialog.message
    assert [b.style for b in dialog.buttons] == ["normal", "primary", "normal"]  # keeping it is the default
    key(app, pygame.K_RETURN)  # Enter keeps the match: back at its table
    assert isinstance(app.scenes.top, TableScene) and shell.match is not None
    assert shell_seats(shell).game.actions == g.actions
    assert (data_dir / "autosave.canasta").read_bytes() == before
    app.close()


def test_escape_and_cancel_leave_the_saved_match_alone(data_dir: Path) -> None:
    _saved_game(data_dir)
    before = (data_dir / "autosave.canasta").read_bytes()
    app, shell = make_shell(data_dir)
    shell.start(saves.load_autosave(data_dir))
    app.step(0.016)
    press(app, "new")
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert isinstance(menu, MainMenu) and menu.buttons[0].key == "continue"
    assert (data_dir / "autosave.canasta").read_bytes() == before
    press(app, "new")
    press(app, "choice0")  # only the explicit answer ends it: the new-game dialog opens
    assert isinstance(app.scenes.top, NewGameScene)
    app.close()


def test_without_a_match_new_game_opens_at_once(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    shell.start(None)
    app.step(0.016)
    press(app, "new")
    assert isinstance(app.scenes.top, NewGameScene)
    app.close()


def test_the_tutorial_keeps_the_match_and_continue_returns_to_it(data_dir: Path) -> None:
    g, _ = _saved_game(data_dir)
    app, shell = make_shell(data_dir)
    shell.start(saves.load_autosave(data_dir))
    app.step(0.016)
    press(app, "continue")
    table = shell.table
    assert table is not None
    shell.show_game_menu()
    app.step(0.016)
    press(app, "menu")  # the in-game menu: to the main menu
    press(app, "tutorial")
    tutorial = app.scenes.top
    assert isinstance(tutorial, TutorialTable)
    click_finish = tutorial.finish.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=click_finish, button=1))
    app.step(0.016)
    menu = app.scenes.top
    assert isinstance(menu, MainMenu) and menu.buttons[0].key == "continue"
    press(app, "continue")
    assert app.scenes.top is table and shell.match is not None
    assert shell_seats(shell).game.actions == g.actions
    app.close()
