"""Hostile files and faults in the back office (issue 15): every file below is generated
here; each gives the player a message and loses nothing, never a traceback or a hang."""

from __future__ import annotations

import json
import os
import random
import sqlite3
import stat
from pathlib import Path

import pytest

from game.app import saves, settings
from game.app.saves import LoadStatus
from game.app.settings import load_settings, save_settings
from game.app.stats import Stats, StatsError
from game.engine import PRESETS, GameState
from game.engine.record import VERSION, GameRecord, RecordError
from game.engine.state import DEAL_OVER

SEATS = [("Anna", "human"), ("West", "ai:medium"), ("Bob", "ai:easy"), ("East", "ai:hard")]


def played(steps: int = 6, seed: int = 3) -> GameState:
    state = GameState.new(PRESETS["classic"], seed)
    for _ in range(steps):
        state.apply(state.legal_actions()[0])
    return state


def deal_over(seed: int = 5) -> GameState:
    rng = random.Random(seed)
    state = GameState.new(PRESETS["classic"].with_options(target=50_000), seed)
    while state.phase != DEAL_OVER:
        legal = state.legal_actions()
        state.apply(rng.choice([a for a in legal if str(a) != "undo"] or legal))
    return state


# ---------------------------------------------------------------- settings (2, 12, 13, 16)
def test_deeply_nested_settings_are_moved_aside(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_text("[" * 100_000)
    loaded = load_settings(data_dir)
    assert loaded.message is not None and loaded.message.msgid == "settings.damaged"
    assert loaded.kept_as is not None and loaded.kept_as.read_text() == "[" * 100_000
    assert not (data_dir / "settings.json").exists()


def test_a_huge_settings_file_is_moved_aside_unread(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    path = data_dir / "settings.json"
    path.write_text(" " * (settings.MAX_SETTINGS_BYTES + 1) + "{}")
    loaded = load_settings(data_dir)
    assert loaded.message is not None and loaded.message.msgid == "settings.unreadable"
    assert "too large" in loaded.message.text() and loaded.kept_as is not None


def test_unreadable_settings_are_said_so_and_not_overwritten(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_text('{"language": "de"}')

    def refuse(path: object, limit: int) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(settings, "read_regular", refuse)
    loaded = load_settings(data_dir)
    assert loaded.message is not None and "Permission denied" in loaded.message.text()
    assert loaded.kept_as is not None and "unreadable" in loaded.kept_as.name
    save_settings(loaded.settings, data_dir)  # the next change writes a new file...
    assert loaded.kept_as.read_text() == '{"language": "de"}'  # ...and the old one is still there


def test_many_dismissed_tips_load_bounded(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    tips = [f"tip{i}" for i in range(100_000)]
    (data_dir / "settings.json").write_text(json.dumps({"dismissed_tips": tips}))
    loaded = load_settings(data_dir).settings
    assert loaded.dismissed_tips == tuple(tips[: settings.MAX_TIPS])


def test_a_newer_versions_keys_survive_a_save(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_text(json.dumps({"version": 2, "sound": False, "theme": {"dark": True}}))
    loaded = load_settings(data_dir).settings
    save_settings(loaded.dismiss_tip("x"), data_dir)
    again = json.loads((data_dir / "settings.json").read_text())
    assert again["theme"] == {"dark": True} and again["sound"] is False


def test_a_nul_in_a_seat_name_of_the_settings_is_dropped(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    seats = [{"kind": "human", "name": "A\x00B" + "x" * 5000}]
    (data_dir / "settings.json").write_text(json.dumps({"new_game": {"seats": seats}}))
    name = load_settings(data_dir).settings.new_game.seats[0].name
    assert "\x00" not in name and len(name) <= settings.MAX_NAME


@pytest.mark.parametrize("changes", [{"packs": 1_000_000}, {"hand_size": 10**6}, {"first_meld_table": [[0]]},
                                     {"draw_count": 10**9}])
def test_unplayable_rules_in_the_settings_fall_back(data_dir: Path, changes: dict[str, object]) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_text(json.dumps({"new_game": {"preset": "classic", "changes": changes}}))
    assert load_settings(data_dir).settings.new_game.rules() == PRESETS["classic"]


# ---------------------------------------------------------------- autosave and import (3, 10, 12, 16)
def test_a_nul_in_a_seat_name_of_the_autosave_is_refused_at_its_line(data_dir: Path) -> None:
    text = GameRecord.from_game(played(), SEATS).to_text().replace("seat 0 human Anna", "seat 0 human A\x00B")
    data_dir.mkdir(parents=True)
    (data_dir / "autosave.canasta").write_text(text)
    result = saves.load_autosave(data_dir)
    assert result.status is LoadStatus.DAMAGED and result.line == 4 and result.kept_as is not None


def test_an_unreadable_autosave_is_not_called_damaged(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    saves.autosave(played(), SEATS, data_dir)

    def refuse(path: object, limit: int) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves, "read_regular", refuse)
    result = saves.load_autosave(data_dir)
    assert result.status is LoadStatus.UNREADABLE and result.message is not None
    assert "Permission denied" in result.message.text() and "damaged" not in result.message.text()
    assert result.kept_as is not None and ".unreadable-" in result.kept_as.name


def test_a_newer_version_is_said_so(data_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / "new.canasta"
    text = GameRecord.from_game(played(), SEATS).to_text()
    path.write_text(text.replace(f"canasta-record {VERSION}", "canasta-record 9"))
    result = saves.import_record(path)
    assert result.status is LoadStatus.NEWER and result.message is not None
    assert "newer version" in result.message.text()


def test_text_after_end_is_damage_not_a_cut(tmp_path: Path) -> None:
    path = tmp_path / "extra.canasta"
    path.write_text(GameRecord.from_game(played(), SEATS).to_text() + "draw\n")
    result = saves.import_record(path)
    assert result.status is LoadStatus.DAMAGED and result.message is not None
    assert "cut short" not in result.message.text()


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    fifo = tmp_path / "pipe.canasta"
    os.mkfifo(fifo)
    result = saves.import_record(fifo)
    assert not result.ok and result.message is not None and "not a regular file" in result.message.text()


def test_dev_zero_is_refused_without_reading_it(tmp_path: Path) -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    result = saves.import_record("/dev/zero")
    assert not result.ok and result.message is not None and "not a regular file" in result.message.text()


# ---------------------------------------------------------------- export (6)
def test_export_never_overwrites(tmp_path: Path) -> None:
    target = tmp_path / "mine.txt"
    target.write_text("my own notes")
    target.chmod(0o600)
    with pytest.raises(saves.SaveError) as info:
        saves.export_record(played(), target, SEATS)
    assert info.value.message.msgid == "save.export_exists"
    assert target.read_text() == "my own notes" and stat.S_IMODE(target.stat().st_mode) == 0o600


def test_export_makes_no_folders(tmp_path: Path) -> None:
    with pytest.raises(saves.SaveError) as info:
        saves.export_record(played(), tmp_path / "no" / "such" / "game.canasta", SEATS)
    assert info.value.message.msgid == "save.export_no_folder"
    assert not (tmp_path / "no").exists()


def test_export_expands_the_home_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    saves.export_record(played(), "~/game.canasta", SEATS)
    assert (tmp_path / "game.canasta").is_file() and not (tmp_path / "~").exists()
    assert saves.import_record("~/game.canasta").ok


# ---------------------------------------------------------------- statistics (7, 8)
def test_a_database_of_another_schema_is_kept_and_replaced(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    conn = sqlite3.connect(data_dir / "stats.sqlite3")
    conn.executescript("CREATE TABLE deals (id INTEGER PRIMARY KEY, other TEXT);"
                       "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
                       "INSERT INTO meta VALUES ('schema', '7');")
    conn.close()
    with Stats.open(data_dir) as stats:
        assert stats.message is not None and stats.message.msgid == "stats.other_version"
        assert stats.kept_as is not None and stats.kept_as.exists()
        assert stats.summary()["deals_played"] == 0
        assert stats.record_deal(deal_over(), SEATS)


def test_an_altered_stored_deal_is_refused_by_its_checksum(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    with Stats.open(data_dir) as stats:
        stats.record_deal(deal_over(), SEATS)
        (deal_id,) = [p.deal_id for p in stats.score_history()]
        text = stats.connection.execute("SELECT record FROM deals").fetchone()[0]
        lines = text.split("\n")
        i = next(n for n, line in enumerate(lines) if line.startswith("discard "))
        lines[i] = "discard jk"
        stats.connection.execute("UPDATE deals SET record = ?", ("\n".join(lines),))
        with pytest.raises(RecordError, match="checksum"):
            stats.deal_replay(deal_id)


def test_statistics_unavailable_is_an_error_with_a_message(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "stats.sqlite3").mkdir()  # a folder where the database should be
    with pytest.raises(StatsError) as info:
        Stats.open(data_dir)
    assert info.value.message is not None
