"""The folder listing behind the game's file chooser: sub-folders by name, record
files newest first, other and hidden files left out, an unreadable folder reported
(never raised)."""

from __future__ import annotations

import os
from pathlib import Path

from game.app.folders import list_folder, name_for_record


def test_folders_first_then_records_newest_first(tmp_path: Path) -> None:
    (tmp_path / "b-folder").mkdir()
    (tmp_path / "A-folder").mkdir()
    (tmp_path / ".hidden").mkdir()
    for name, stamp in (("old.canasta", 1_000_000), ("new.canasta", 3_000_000), ("mid.canasta", 2_000_000)):
        (tmp_path / name).write_text("x" * 10, encoding="utf-8")
        os.utime(tmp_path / name, (stamp, stamp))
    (tmp_path / "notes.txt").write_text("not a record", encoding="utf-8")
    (tmp_path / ".secret.canasta").write_text("", encoding="utf-8")
    listing = list_folder(tmp_path, ".canasta")
    assert listing.message is None
    assert [(e.name, e.is_folder) for e in listing.entries] == [
        ("A-folder", True), ("b-folder", True), ("new.canasta", False), ("mid.canasta", False),
        ("old.canasta", False)]
    assert listing.entries[2].size == 10 and listing.entries[2].modified == 3_000_000


def test_a_folder_that_cannot_be_read_is_reported(tmp_path: Path) -> None:
    listing = list_folder(tmp_path / "gone", ".canasta")
    assert listing.entries == ()
    assert listing.message is not None and listing.message.msgid == "files.cannot_list"
    assert str(tmp_path / "gone") in listing.message.text()


def test_a_typed_name_gets_the_records_ending() -> None:
    assert name_for_record(" Sunday ", ".canasta") == "Sunday.canasta"
    assert name_for_record("kept.canasta", ".canasta") == "kept.canasta"
    assert name_for_record("   ", ".canasta") == ""
