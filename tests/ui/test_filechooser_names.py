"""Odd file names in the chooser (issue 47, points 4 and 5): a name longer than the
disk takes in bytes is refused with a sentence, and a record whose name is Latin-1
(not UTF-8, from an old zip) is shown readably and opens."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from game.app import i18n, saves
from game.ui import widgets as w
from game.ui.replay import ReplayScene
from tests.ui.test_filechooser import chooser, playing
from tests.ui.test_table_harness import key, shell_seats


def test_a_name_of_96_chinese_characters_is_refused_with_a_sentence(data_dir: Path) -> None:
    app, shell = playing(data_dir)
    shown: list[str] = []
    assert shell.table is not None
    shell.table.flash = lambda text, **kw: shown.append(text)
    name = "中" * 96  # 96 characters, 288 bytes
    shell.export_to(str(data_dir / f"{name}.canasta"))  # crashed with "File name too long"
    assert shown == [i18n.tr("save.export_name_long", most=255)]
    assert [p.name for p in data_dir.iterdir() if p.suffix == ".canasta" and p.name != "autosave.canasta"] == []
    shell.export_to(str(data_dir / ("中" * 80 + ".canasta")))  # 240 + 8 bytes: allowed
    assert (data_dir / ("中" * 80 + ".canasta")).exists()
    app.close()


def test_a_latin1_file_name_is_shown_with_replacement_characters_and_opens(data_dir: Path) -> None:
    app, shell = playing(data_dir)
    assert shell.match is not None
    raw = os.fsencode(data_dir) + b"/partie-\xe9t\xe9.canasta"  # Latin-1, not UTF-8
    saves.export_record(shell_seats(shell).game, os.fsdecode(raw), shell.seats)
    shell.ask_open_record()
    app.step(0.016)
    fc = chooser(app)
    names = [e.name for e in fc.rows() if e is not None]
    assert "partie-\ufffdt\ufffd.canasta" in names
    found: list[w.TextProblem] = []
    w.problems = found
    try:
        app.invalidate()
        app.step(0.016)  # drawn (it crashed here: surrogates no font can encode)
    finally:
        w.problems = None
    assert not found
    fc.selected = next(k for k, e in enumerate(fc.rows()) if e is not None and e.name.startswith("partie-"))
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, ReplayScene)
    app.invalidate()
    app.step(0.016)
    app.close()
