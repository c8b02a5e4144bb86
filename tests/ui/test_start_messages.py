"""Start-up messages on screens (issue 47, point 15): two or three messages at a start
that found damage overlapped the "New game" button; the damaged-statistics message ran
into "Score history". In English, German and Dutch, at 800x600 and full HD."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.app import i18n
from game.ui import widgets as w
from game.ui.screens import MainMenu
from game.ui.statsview import StatsScene
from tests.ui.test_around_the_table import make_shell

SIZES = [(800, 600), (1920, 1080)]


def start_messages(folder: Path) -> list[str]:
    return [i18n.tr("settings.not_moved", file=str(folder / "settings.json")),
            i18n.tr("app.no_data_folder", folder="/home/wilhelmina/.local/share/canasta", reason="Permission denied"),
            i18n.tr("save.truncated", file="autosave.damaged-20261208-001738.canasta")]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_start_up_messages_leave_the_menus_buttons_free(data_dir: Path, lang: str, size: tuple[int, int]) -> None:
    i18n.set_language(lang)
    found: list[w.TextProblem] = []
    try:
        app, shell = make_shell(data_dir, size=size)
        shell.messages = start_messages(data_dir)
        shell.start(None)
        menu = app.scenes.top
        assert isinstance(menu, MainMenu)
        w.problems = found
        app.invalidate()
        app.step(0.016)
        app.close()
    finally:
        w.problems = None
        i18n.set_language("en")
    assert not found, found
    assert len(menu.message_rects) >= 3
    width, height = size
    for box in menu.message_rects:
        assert box.left >= 0 and box.right <= width and box.bottom <= height
        assert not [b.key for b in menu.buttons if b.rect.colliderect(box)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_damaged_statistics_message_stays_in_its_column(data_dir: Path, lang: str, size: tuple[int, int],
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "stats.sqlite3").write_bytes(b"not a database " * 100)
    i18n.set_language(lang)
    drawn: list[tuple[str, int]] = []
    original = w.text

    def spy(label: str, size_: int, colour: Any = w.INK, bold: bool = False) -> Any:
        image = original(label, size_, colour, bold)
        drawn.append((label, image.get_width()))
        return image

    try:
        app, shell = make_shell(data_dir, size=size)
        shell.show_stats()
        scene = app.scenes.top
        assert isinstance(scene, StatsScene) and scene.message
        monkeypatch.setattr(w, "text", spy)
        app.invalidate()
        app.step(0.016)
        app.close()
    finally:
        i18n.set_language("en")
    message = scene.message.replace(" ", "")
    start = next(k for k, (t, _) in enumerate(drawn) if t and message.startswith(t.replace(" ", "")))
    lines: list[tuple[str, int]] = []
    while "".join(t for t, _ in lines).replace(" ", "") != message and start + len(lines) < len(drawn):
        lines.append(drawn[start + len(lines)])  # the message's lines, drawn one after the other
    assert "".join(t for t, _ in lines).replace(" ", "") == message  # all of it drawn, nothing cut
    assert all(width <= scene.left.width for _, width in lines)  # it ran into "Score history"
