"""The screens around the table by the keyboard alone (``keynav``, ``FormScene``'s
focus): the main menu, the new-game form, the settings, the statistics and the
tutorial's pages; no mouse event is posted."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui.app import App
from game.ui.forms import Field, FormScene
from game.ui.newgame import NewGameScene
from game.ui.screens import MainMenu, SettingsScene
from game.ui.statsview import StatsScene
from game.ui.table import TableScene
from tests.ui.test_around_the_table import make_shell


def press(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.step(0.016)


def to_button(app: App, menu: MainMenu, key: str) -> None:
    """Down through the main menu until ``key`` is in focus."""
    for _ in range(len(menu.buttons) + 1):
        b = menu.keys.current(menu.buttons)
        if b is not None and b.key == key:
            return
        press(app, pygame.K_DOWN)
    raise AssertionError(f"{key} never came into focus")


def test_a_new_game_starts_from_the_menu_by_keys_alone(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    shell.show_menu()
    app.step(0.016)
    menu = app.scenes.top
    assert isinstance(menu, MainMenu)
    to_button(app, menu, "new")
    press(app, pygame.K_RETURN)
    form = app.scenes.top
    assert isinstance(form, NewGameScene)
    app.step(0.016)
    press(app, pygame.K_TAB)  # the first field that can change
    assert form.kbd == 0
    stops = form.stops()
    preset = form.preset
    while getattr(stops[form.kbd or 0], "key", "") != "preset":
        press(app, pygame.K_TAB)
        stops = form.stops()
    press(app, pygame.K_RIGHT)
    assert form.preset != preset  # Right changed the choice
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    press(app, pygame.K_TAB)  # back and on again: the same field
    assert getattr(form.stops()[form.kbd or 0], "key", "") == "preset"
    for _ in range(len(form.stops())):
        stop = form.stops()[form.kbd or 0]
        if getattr(stop, "key", "") == "play" and not hasattr(stop, "kind"):
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, TableScene)
    app.close()


def test_the_settings_toggle_by_space_and_escape_leaves(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    shell.show_menu()
    shell.show_settings()
    form = app.scenes.top
    assert isinstance(form, SettingsScene)
    app.step(0.016)
    press(app, pygame.K_TAB)
    for _ in range(len(form.stops())):
        stop = form.stops()[form.kbd or 0]
        if getattr(stop, "kind", "") == "toggle":
            break
        press(app, pygame.K_TAB)
    toggle = form.stops()[form.kbd or 0]
    assert isinstance(toggle, Field)
    before = toggle.value
    press(app, pygame.K_SPACE)
    assert toggle.value == (not before)
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.scenes.top, FormScene)
    app.close()


def test_the_statistics_close_by_keys(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    shell.show_menu()
    shell.show_stats()
    assert isinstance(app.scenes.top, StatsScene)
    press(app, pygame.K_TAB)
    press(app, pygame.K_SPACE)  # the only button: Back
    assert isinstance(app.scenes.top, MainMenu)
    app.close()


def test_the_tutorial_turns_its_pages_by_enter_and_f10_leaves(data_dir: Path) -> None:
    from game.ui.tutorial import TutorialTable

    app, shell = make_shell(data_dir)
    shell.show_menu()
    app.step(0.016)
    menu = app.scenes.top
    assert isinstance(menu, MainMenu)
    to_button(app, menu, "tutorial")
    press(app, pygame.K_RETURN)
    table = app.scenes.top
    assert isinstance(table, TutorialTable)
    steps = table.step
    if table.reading:
        press(app, pygame.K_RETURN)
        assert table.step == steps + 1
    press(app, pygame.K_F10)
    assert isinstance(app.scenes.top, MainMenu)
    app.close()
