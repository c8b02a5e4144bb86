"""Starting where the data folder cannot be made, or the settings cannot be moved
aside (issue 47, points 1 and 12): the window opens, and its menu says what happened
and what the player can do."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from game.__main__ import main
from game.app import i18n, paths
from game.app.settings import load_settings
from game.ui import shell as shell_module
from game.ui.screens import MainMenu


@pytest.fixture()
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the menu of a start shows (its messages)."""
    shown: list[str] = []
    original = shell_module.Shell.show_menu

    def show_menu(self: shell_module.Shell) -> None:
        original(self)
        top = self.app.scenes.top
        assert isinstance(top, MainMenu)
        shown.extend(top.messages)

    monkeypatch.setattr(shell_module.Shell, "show_menu", show_menu)
    monkeypatch.setattr("game.crash.install", lambda *a, **k: None)  # the test's own hooks stay
    return shown


@pytest.mark.parametrize("case", ["a file", "read-only parent"])
def test_the_game_starts_when_its_data_folder_cannot_be_made(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            said: list[str], case: str) -> None:
    if case == "a file":
        folder = tmp_path / "canasta"
        folder.write_text("not a folder")
    else:
        parent = tmp_path / "locked"
        parent.mkdir()
        parent.chmod(0o500)
        folder = parent / "canasta"
        if os.access(parent, os.W_OK):  # root may write anywhere
            parent.chmod(0o700)
            pytest.skip("the parent is writable for this user")
    monkeypatch.setenv("CANASTA_DATA_DIR", str(folder))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    try:
        assert main(["--frames", "3", "--mute"]) == 0  # a bare traceback before
    finally:
        if case != "a file":
            (tmp_path / "locked").chmod(0o700)
    reason = "File exists" if case == "a file" else "Permission denied"
    assert said[:1] == [i18n.tr("app.no_data_folder", folder=str(folder), reason=reason)]
    assert os.environ["CANASTA_DATA_DIR"] != str(folder)  # this run played in a folder of its own


def test_use_data_dir_makes_a_folder_that_can_be_made(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "new" / "canasta"))
    assert paths.use_data_dir() is None and (tmp_path / "new" / "canasta").is_dir()


def test_a_damaged_settings_file_in_a_read_only_folder_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    (tmp_path / "settings.json").write_text("{damaged")

    def refuse(*args: Any, **kwargs: Any) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("game.app.files.keep_damaged", refuse)  # as a read-only folder does
    loaded = load_settings(tmp_path)
    assert loaded.message is not None
    assert loaded.message.text() == i18n.tr("settings.not_moved", file=str(tmp_path / "settings.json"))
    assert (tmp_path / "settings.json").read_text() == "{damaged"  # left as it was


def test_the_command_line_asks_before_ending_a_saved_match(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 47 point 3: ``./play.sh --preset two --level hard`` started a new game
    over the unfinished saved match, which was gone."""
    from game.app import saves
    from game.ui.dialogs import Dialog
    from tests.ui.test_around_the_table import _saved_game

    data_dir.mkdir(parents=True, exist_ok=True)
    _saved_game(data_dir)
    before = saves.paths.autosave_path(data_dir).read_bytes()
    asked: list[str] = []
    original = shell_module.Shell.ask_new_game

    def ask(self: shell_module.Shell, start: Any = None) -> None:
        original(self, start)
        top = self.app.scenes.top
        assert isinstance(top, Dialog)  # the menu's question: end it, or continue it
        asked.append(top.message)

    monkeypatch.setattr(shell_module.Shell, "ask_new_game", ask)
    monkeypatch.setattr("game.crash.install", lambda *a, **k: None)
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert main(["--preset", "two", "--level", "hard", "--frames", "3", "--mute"]) == 0
    assert len(asked) == 1 and "Classic" in asked[0]
    assert saves.paths.autosave_path(data_dir).read_bytes() == before  # kept as it was


def test_a_second_copy_on_the_same_data_folder_plays_without_saving_and_says_so(
        data_dir: Path, monkeypatch: pytest.MonkeyPatch, said: list[str]) -> None:
    """Issue 47 point 10: two copies on one data folder overwrote each other's autosave."""
    from game.app import saves
    from game.app.instance import InstanceLock
    from tests.ui.test_around_the_table import _saved_game

    data_dir.mkdir(parents=True, exist_ok=True)
    _saved_game(data_dir)
    before = saves.paths.autosave_path(data_dir).read_bytes()
    first = InstanceLock.acquire(data_dir)  # the copy that runs already
    assert first is not None and InstanceLock.acquire(data_dir) is None
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    try:
        assert main(["--preset", "two", "--frames", "3", "--mute"]) == 0  # starts a game at once
    finally:
        first.release()
    assert said[:1] == [i18n.tr("app.already_running", folder=str(data_dir))]
    assert saves.paths.autosave_path(data_dir).read_bytes() == before  # the first copy's game untouched
    assert InstanceLock.acquire(data_dir) is not None  # free again once the first copy is gone
