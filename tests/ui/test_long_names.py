"""Long seat names do not freeze the window (issue 15, point 5).

A 20,000-character name once froze import for 17 s and Continue for 38 s: the table
trimmed one character per text measurement. The work is counted here, not timed: every
measurement and rendering goes through a counting font, and the characters it handles
must not grow with the name's length (the name is refused at its line, or it is short
enough to draw); a name at the limit is drawn with a bounded number of measurements.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import paths, saves
from game.engine import PRESETS, GameState
from game.engine.record import GameRecord
from game.ui import widgets
from game.ui.dialogs import Dialog
from tests.ui.test_around_the_table import make_shell

SEATS = [("Anna", "human"), ("West", "ai:medium"), ("Bob", "ai:easy"), ("East", "ai:hard")]


class Work:
    """What the fonts were asked to do: calls and characters measured or rendered."""

    calls = 0
    chars = 0


class CountingFont(pygame.font.Font):
    def size(self, text: str | bytes) -> tuple[int, int]:
        Work.calls += 1
        Work.chars += len(text)
        return super().size(text)

    def render(self, text: str | bytes | None, *args: object, **kwargs: object) -> pygame.Surface:
        Work.calls += 1
        Work.chars += len(text or "")
        return super().render(text, *args, **kwargs)  # type: ignore[arg-type]


def _clear_caches() -> None:
    for cached in (widgets.font, widgets.fitting_size, widgets._render, widgets._wrap):
        cached.cache_clear()


@pytest.fixture
def counting(monkeypatch: pytest.MonkeyPatch) -> Iterator[type[Work]]:
    pygame.font.init()
    monkeypatch.setattr(pygame.font, "Font", CountingFont)
    _clear_caches()
    Work.calls = Work.chars = 0
    yield Work
    monkeypatch.undo()
    _clear_caches()


def record_text(name: str) -> str:
    state = GameState.new(PRESETS["classic"], 3)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    text = GameRecord.from_game(state, SEATS).to_text()
    assert "seat 0 human Anna\n" in text
    return text.replace("seat 0 human Anna\n", f"seat 0 human {name}\n")


def work_to_import(folder: Path, name: str) -> tuple[int, int]:
    path = folder / "long.canasta"
    path.write_text(record_text(name), encoding="utf-8")
    app, shell = make_shell(folder)
    shell.show_menu()
    app.step(0.05)
    _clear_caches()
    Work.calls = Work.chars = 0
    shell.open_record(str(path))
    for _ in range(3):
        app.step(0.05)
    top = app.scenes.top
    assert isinstance(top, Dialog) and "damaged at line 4" in top.message, getattr(top, "message", top)
    app.close()
    return Work.calls, Work.chars


def test_importing_a_long_name_does_work_that_does_not_grow_with_the_name(
        data_dir: Path, counting: type[Work]) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    small = work_to_import(data_dir, "A" * 20_000)
    huge = work_to_import(data_dir, "A" * 2_000_000)
    assert small[0] > 0  # the refusal was drawn, through the counting font
    assert small == huge
    assert small[1] < 20_000  # less than the name itself: it is never measured whole


def test_continue_with_a_long_name_in_the_autosave_does_bounded_work(data_dir: Path, counting: type[Work]) -> None:
    figures = []
    for n in (20_000, 2_000_000):
        folder = data_dir / str(n)
        folder.mkdir(parents=True)
        (folder / paths.AUTOSAVE_NAME).write_text(record_text("B" * n), encoding="utf-8")
        result = saves.load_autosave(folder)
        assert not result.ok and result.message is not None  # told, not started
        app, shell = make_shell(folder)
        _clear_caches()
        Work.calls = Work.chars = 0
        shell.start(result)
        for _ in range(3):
            app.step(0.05)
        assert shell.resumable is None
        figures.append((Work.calls, Work.chars))
        app.close()
    assert figures[0][0] > 0
    assert figures[0] == figures[1]
    assert figures[0][1] < 20_000


def test_a_name_at_the_limit_is_drawn_at_the_table_with_few_measurements(
        data_dir: Path, counting: type[Work]) -> None:
    """40 wide characters (the most a record may hold) at 800x600: the table is drawn
    with a bounded number of measurements, none of them one character at a time."""
    data_dir.mkdir(parents=True, exist_ok=True)
    name = "W" * 40
    path = data_dir / "limit.canasta"
    path.write_text(record_text(name), encoding="utf-8")
    (data_dir / paths.AUTOSAVE_NAME).write_text(record_text(name), encoding="utf-8")
    result = saves.load_autosave(data_dir)
    assert result.ok, result.message
    app, shell = make_shell(data_dir, size=(800, 600))
    shell.start(result)
    _clear_caches()
    Work.calls = Work.chars = 0
    shell.resume_saved()
    for _ in range(3):
        app.step(0.05)
    assert shell.table is not None and app.scenes.top is shell.table
    assert 0 < Work.calls < 3_000
    app.close()


def test_fit_text_measures_once_a_size_not_once_a_character(counting: type[Work]) -> None:
    widgets.fit_text("A" * 20_000, 18, 200)
    # at most one measurement a size from 18 down to MIN_TEXT, one more for the check, one rendering
    assert Work.calls <= (18 - widgets.MIN_TEXT + 1) + 2
