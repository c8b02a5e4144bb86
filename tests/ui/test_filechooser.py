"""Export and import through the game's own file chooser (issue 14, point 16): no
path to type. The records of a folder are listed newest first; the keyboard and the
mouse choose, open and save; a damaged file is reported, never a crash; a folder that
cannot be read is reported; the chooser's words fit in English, German and Dutch at
800x600 and 1280x800."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import i18n, saves
from game.ui import widgets as w
from game.ui.dialogs import Dialog
from game.ui.filechooser import DOUBLE_CLICK, FileChooser, split_path
from game.ui.replay import ReplayScene
from tests.ui.test_around_the_table import _saved_game, make_shell
from tests.ui.test_table_harness import click, key, post, shell_seats


@pytest.fixture
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def playing(data_dir: Path, size: tuple[int, int] = (1280, 800)):  # type: ignore[no-untyped-def]
    _saved_game(data_dir)
    app, shell = make_shell(data_dir, size=size)
    shell.start(saves.load_autosave(data_dir))
    shell.resume_saved()
    app.step(0.016)
    return app, shell


def chooser(app: object) -> FileChooser:
    top = app.scenes.top  # type: ignore[attr-defined]
    assert isinstance(top, FileChooser), top
    return top


def type_text(app: object, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    app.step(0.016)  # type: ignore[attr-defined]


def test_export_by_typing_a_name_then_import_by_keyboard(english: None, data_dir: Path) -> None:
    app, shell = playing(data_dir)
    shell.ask_export()
    app.step(0.016)
    fc = chooser(app)
    assert fc.mode == "save" and fc.folder == data_dir and fc.name.endswith(".canasta")
    for _ in range(len(fc.name)):
        key(app, pygame.K_BACKSPACE)
    assert fc.name == ""
    key(app, pygame.K_RETURN)  # no name yet: said, nothing written
    assert chooser(app) is fc and fc.message == "Type a name for the file first."
    type_text(app, "Sunday")
    key(app, pygame.K_RETURN)
    saved = data_dir / "Sunday.canasta"
    assert saved.read_text(encoding="utf-8").startswith("canasta-record")
    assert app.scenes.top is shell.table
    # open it again: the chooser starts where the record went, the newest chosen
    os.utime(saved, (4_000_000_000, 4_000_000_000))
    shell.ask_open_record()
    app.step(0.016)
    fc = chooser(app)
    rows = fc.rows()
    assert rows[0] is None  # "Up one folder"
    assert rows[fc.selected] is not None and rows[fc.selected].name == "Sunday.canasta"  # type: ignore[union-attr]
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, ReplayScene)
    app.close()


class Clock:
    """The chooser's clock, moved on by the test only: a double click is two clicks on
    one line within ``DOUBLE_CLICK`` seconds of this clock, however slow the machine."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def slow_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """A loaded machine: the chooser module's system clock jumps a second at every
    reading, so a double click timed by it would never be one (the test failed so
    under load when the chooser read ``time.monotonic`` itself)."""
    import time

    from game.ui import filechooser

    ticks = iter(range(1_000_000))

    class Slow:
        def __getattr__(self, name: str) -> object:
            return getattr(time, name)

        @staticmethod
        def monotonic() -> float:
            return float(next(ticks))

    monkeypatch.setattr(filechooser, "time", Slow())


def _open_chooser(data_dir: Path):  # type: ignore[no-untyped-def]
    """The open-a-record chooser over ``data_dir`` with a folder ``kept`` holding one
    record, on a clock the test moves; and the screen rectangle of a line by its name."""
    app, shell = playing(data_dir)
    inner = data_dir / "kept"
    inner.mkdir()
    assert shell.match is not None
    saves.export_record(shell_seats(shell).game, inner / "one.canasta", shell.seats)
    shell.ask_open_record()
    app.step(0.016)
    fc = chooser(app)
    fc.clock = clock = Clock()

    def place(name: str) -> tuple[int, int]:
        app.invalidate()
        app.step(0.016)
        index = next(k for k, e in enumerate(fc.rows()) if e is not None and e.name == name)
        return dict(fc._row_rects)[index].center

    return app, fc, clock, place, inner


def test_the_mouse_opens_a_folder_and_a_record_by_double_click(english: None, data_dir: Path,
                                                               slow_machine: None) -> None:
    app, fc, clock, place, inner = _open_chooser(data_dir)
    at = place("kept")
    click(app, at)
    assert fc.rows()[fc.selected].name == "kept" and fc.folder == data_dir  # one click chooses
    clock.now += 0.2
    click(app, at)
    assert fc.folder == inner  # a double click opens the folder
    at = place("one.canasta")
    clock.now += 5.0
    click(app, at)
    clock.now += DOUBLE_CLICK - 0.05  # a slow double click is one still
    click(app, at)
    assert isinstance(app.scenes.top, ReplayScene)
    app.close()


def test_two_clicks_far_apart_on_one_line_only_choose_it(english: None, data_dir: Path) -> None:
    app, fc, clock, place, inner = _open_chooser(data_dir)
    at = place("kept")
    click(app, at)
    clock.now += DOUBLE_CLICK + 0.05
    click(app, at)
    assert fc.folder == data_dir and fc.rows()[fc.selected].name == "kept"
    clock.now += 3.0
    click(app, at)
    assert fc.folder == data_dir  # still chosen, not opened
    clock.now += 0.1
    click(app, at)  # now quickly: opened
    assert fc.folder == inner
    app.close()


def test_a_damaged_record_is_reported_and_the_game_goes_on(english: None, data_dir: Path) -> None:
    app, shell = playing(data_dir)
    (data_dir / "broken.canasta").write_text("canasta-record 2\nrules nonsense\n", encoding="utf-8")
    (data_dir / "foreign.canasta").write_bytes(b"\x00\xff\xfe binary")
    for name in ("broken.canasta", "foreign.canasta"):
        os.utime(data_dir / name, (4_000_000_000, 4_000_000_000))
        shell.ask_open_record()
        app.step(0.016)
        fc = chooser(app)
        fc.selected = next(k for k, e in enumerate(fc.rows()) if e is not None and e.name == name)
        key(app, pygame.K_RETURN)
        top = app.scenes.top
        assert isinstance(top, Dialog) and name in top.message, top
        click(app, top.buttons[0].rect.center)
        os.utime(data_dir / name, (1_000_000, 1_000_000))
    assert shell.match is not None and shell_seats(shell).outcome is None
    app.close()


def test_a_folder_that_cannot_be_read_is_said_and_left(english: None, data_dir: Path) -> None:
    app, shell = playing(data_dir)
    shell.last_records_folder = data_dir / "gone" / "deeper"
    shell.ask_open_record()
    app.step(0.016)
    fc = chooser(app)
    assert fc.message.startswith("This folder cannot be read")
    key(app, pygame.K_BACKSPACE)  # up a folder (also gone), and up again
    key(app, pygame.K_BACKSPACE)
    assert fc.folder == data_dir and fc.message == ""
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is shell.table
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("mode", ["open", "save"])
def test_the_chooser_fits_its_words(data_dir: Path, lang: str, size: tuple[int, int], mode: str,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(lang)
    try:
        deep = data_dir / "a-rather-long-folder-name-for-records" / "and-one-more-level-below-it"
        deep.mkdir(parents=True)
        (deep / ("a-very-long-record-name-" * 3 + ".canasta")).write_text("x", encoding="utf-8")
        (deep / "short.canasta").write_text("x", encoding="utf-8")
        app, shell = playing(data_dir, size)
        shell.last_records_folder = deep
        (shell.ask_open_record if mode == "open" else shell.ask_export)()
        fc = chooser(app)
        drawn: list[tuple[str, int, bool]] = []
        real = w.text

        def spy(label: str, size_: int, *args: object, **kw: object) -> pygame.Surface:
            bold = bool(args[1]) if len(args) > 1 else bool(kw.get("bold", False))
            drawn.append((label, size_, bold))
            return real(label, size_, *args, **kw)  # type: ignore[arg-type]

        app.step(0.016)
        monkeypatch.setattr(w, "text", spy)
        fc.draw(pygame.Surface(size))  # the chooser's own words only (the table under it has its own tests)
        monkeypatch.undo()
        assert all(s >= w.MIN_TEXT for _, s, _ in drawn), [d for d in drawn if d[1] < w.MIN_TEXT]
        words = [label for label, _, _ in drawn]
        assert i18n.tr("files.up") in words
        assert any(i18n.tr("files.hint_open" if mode == "open" else "files.hint_save").startswith(x)
                   for x in words if x)
        for label, s, bold in drawn:  # nothing wider than the box it is in
            assert w.font(s, bold).size(label)[0] <= fc.box.width - 40, label
        assert fc.list_rect.bottom <= fc.ok.rect.top and fc.list_rect.height >= fc.row_h
        app.close()
    finally:
        i18n.set_language("en")


def test_a_long_path_is_broken_after_its_separators_never_cut() -> None:
    path = "/home/someone/" + "x" * 80 + "/games"
    lines = split_path(path, 14, 200)
    assert "".join(lines) == path and len(lines) > 2
    assert all(w.font(14).size(line)[0] <= 200 for line in lines)


def _spy_text(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, tuple[int, int]]]:
    """Record every label the chooser draws with its size (the position comes from blit)."""
    drawn: list[tuple[str, int, tuple[int, int]]] = []
    real = w.text

    def spy(label: str, size_: int, *args: object, **kw: object) -> pygame.Surface:
        drawn.append((label, size_, (0, 0)))
        return real(label, size_, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(w, "text", spy)
    return drawn


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_name_longer_than_two_lines_is_shown_whole(english: None, data_dir: Path, size: tuple[int, int],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 14, like point 5: a record name is never shortened with '…' (two long names
    that differ only in their middle must stay apart): its row grows to the lines it needs."""
    folder = data_dir / "records"
    folder.mkdir(parents=True)
    long_names = [f"{'sunday-evening-at-the-lake-house-' * 3}{k}{'-with-the-neighbours' * 3}.canasta"
                  for k in range(2)]
    for name in long_names:
        (folder / name).write_text("x", encoding="utf-8")
    for k in range(12):
        (folder / f"short-{k:02d}.canasta").write_text("x", encoding="utf-8")
    app, shell = playing(data_dir, size)
    shell.last_records_folder = folder
    shell.ask_open_record()
    app.step(0.016)
    fc = chooser(app)
    fc.draw(pygame.Surface(size))
    for name in long_names:
        index = next(k for k, e in enumerate(fc.rows()) if e is not None and e.name == name)
        fc.selected = index
        fc._keep_in_view()
        drawn = _spy_text(monkeypatch)
        fc.draw(pygame.Surface(size))
        monkeypatch.undo()
        labels = [label for label, _, _ in drawn]
        assert not any("…" in label for label in labels), labels
        assert all(s >= w.MIN_TEXT for _, s, _ in drawn)
        lines, text_size = fc._row_lines(index)
        assert len(lines) > 2 and "".join(lines) == name
        assert all(line in labels for line in lines)  # every line of it is drawn
        assert all(w.font(text_size).size(line)[0] <= fc.list_rect.width for line in lines)
        place = dict(fc._row_rects)[index]  # the chosen row is on the list, whole
        assert fc.list_rect.contains(place)
    key(app, pygame.K_END)  # scrolled to the end, the last row is whole and the list ends there
    fc.draw(pygame.Surface(size))
    last = len(fc.rows()) - 1
    assert fc.selected == last and fc.list_rect.contains(dict(fc._row_rects)[last])
    app.close()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_long_typed_name_is_seen_whole_in_the_name_box(data_dir: Path, lang: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """The name box shows the whole name being typed, over several lines if needed,
    not only its last line."""
    i18n.set_language(lang)
    try:
        app, shell = playing(data_dir, (800, 600))
        shell.ask_export()
        app.step(0.016)
        fc = chooser(app)
        for _ in range(len(fc.name)):
            key(app, pygame.K_BACKSPACE)
        typed = "our-family-tournament-" * 4 + "final"
        type_text(app, typed)
        drawn = _spy_text(monkeypatch)
        fc.draw(pygame.Surface((800, 600)))
        monkeypatch.undo()
        inside = [label for label, s, _ in drawn if label.strip() and label.rstrip("| ") and
                  label.rstrip("| ") in typed]
        shown = "".join(inside).rstrip("| ")
        assert shown == typed, inside
        assert len(inside) > 1  # more than one line: the box grew
        assert fc.name_rect.bottom <= fc.ok.rect.top and fc.list_rect.bottom <= fc.name_rect.top
        assert fc.list_rect.height >= fc.row_h
        app.close()
    finally:
        i18n.set_language("en")
