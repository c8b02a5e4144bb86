"""The autosave, damaged saves kept aside, export and import."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from game.app import i18n, paths, saves
from game.app.saves import LoadStatus
from game.engine import PRESETS, GameState, Undo
from game.engine.record import GameRecord, Seat

SEATS = [Seat("Anna", "human"), Seat("West", "ai:easy"), Seat("Bob", "ai:medium"), Seat("East", "ai:hard")]


def played(actions: int, seed: int = 7) -> GameState:
    import random

    state = GameState.new(PRESETS["classic"], seed)
    while len(state.actions) < actions and not state.is_over:
        legal = state.legal_actions()
        choices = [a for a in legal if not isinstance(a, Undo)] or legal
        state.apply(random.Random(len(state.actions)).choice(choices))
    return state


def test_the_data_folder_follows_the_environment(data_dir: Path) -> None:
    assert paths.data_dir() == data_dir
    assert data_dir.is_dir()
    assert paths.autosave_path().parent == data_dir


def test_without_the_variable_the_platform_folder_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    from platformdirs import user_data_dir

    monkeypatch.delenv(paths.ENV_VAR, raising=False)
    assert paths.data_dir(create=False) == Path(user_data_dir("canasta", appauthor=False))


def test_nothing_saved() -> None:
    result = saves.load_autosave()
    assert result.status is LoadStatus.NONE
    assert result.message is None and not result.ok


def test_autosave_round_trip(data_dir: Path) -> None:
    state = played(120)
    path = saves.autosave(state, SEATS)
    assert path.parent == data_dir
    result = saves.load_autosave()
    assert result.ok and result.state is not None and result.record is not None
    assert result.record.seats == tuple(SEATS)
    assert result.state.actions == state.actions
    assert result.state.hands == state.hands and result.state.scores == state.scores
    assert str(result.message) == "Your last game was restored."
    # no temporary files are left behind
    assert sorted(p.name for p in data_dir.iterdir()) == ["autosave.canasta"]


def test_autosave_overwrites_the_previous_save() -> None:
    saves.autosave(played(10), SEATS)
    saves.autosave(played(30), SEATS)
    result = saves.load_autosave()
    assert result.state is not None and len(result.state.actions) == 30


@pytest.mark.parametrize(("content", "status", "start"), [
    (b"", LoadStatus.EMPTY, "The saved game was empty"),
    (b"\n\n  \n", LoadStatus.EMPTY, "The saved game was empty"),
    (b"\x89PNG\r\n\x1a\n\x00\x00binary", LoadStatus.FOREIGN, "The saved game is not a game of this program"),
    (b'{"some": "json"}', LoadStatus.FOREIGN, "The saved game is not a game of this program"),
    (b"canasta-record 99\n", LoadStatus.NEWER, "The saved game was made by a newer version of Canasta"),
])
def test_unusable_autosave_is_kept_and_explained(data_dir: Path, content: bytes, status: LoadStatus,
                                                 start: str) -> None:
    paths.autosave_path().write_bytes(content)
    result = saves.load_autosave()
    assert result.status is status
    assert result.state is None
    assert result.kept_as is not None and result.kept_as.read_bytes() == content
    assert result.kept_as.name.startswith("autosave.damaged-") and result.kept_as.suffix == ".canasta"
    assert not paths.autosave_path().exists()
    assert str(result.message).startswith(start)
    assert result.kept_as.name in str(result.message)
    # the program then starts normally: nothing saved any more
    assert saves.load_autosave().status is LoadStatus.NONE


def test_truncated_autosave(data_dir: Path) -> None:
    text = GameRecord.from_game(played(80), SEATS).to_text()
    cut = text[: len(text) // 2]
    paths.autosave_path().write_text(cut, encoding="utf-8")
    result = saves.load_autosave()
    assert result.status is LoadStatus.TRUNCATED
    assert result.kept_as is not None and result.kept_as.read_text(encoding="utf-8") == cut
    assert "cut short" in str(result.message)


def test_damaged_autosave_names_the_line(data_dir: Path) -> None:
    lines = GameRecord.from_game(played(80), SEATS).to_text().split("\n")
    lines[20] = "discard zz"
    paths.autosave_path().write_text("\n".join(lines), encoding="utf-8")
    result = saves.load_autosave()
    assert result.status is LoadStatus.DAMAGED and result.line == 21
    assert "(line 21)" in str(result.message)
    i18n.set_language("de")
    assert "(Zeile 21)" in str(result.message)  # a message is translated when shown


def test_an_illegal_action_in_the_autosave_is_damage(data_dir: Path) -> None:
    record = GameRecord.from_game(played(3), SEATS)
    text = record.to_text().replace("end 3", "next\nend 4")
    paths.autosave_path().write_text(text, encoding="utf-8")
    result = saves.load_autosave()
    assert result.status is LoadStatus.DAMAGED and result.kept_as is not None


def test_damaged_files_are_never_overwritten(data_dir: Path) -> None:
    kept = []
    for i in range(3):
        paths.autosave_path().write_bytes(f"garbage {i}".encode())
        result = saves.load_autosave()
        assert result.kept_as is not None
        kept.append(result.kept_as)
    assert len(set(kept)) == 3
    assert [k.read_bytes() for k in kept] == [b"garbage 0", b"garbage 1", b"garbage 2"]


def test_stale_temporary_files_are_cleaned_but_fresh_ones_kept(data_dir: Path) -> None:
    saves.autosave(played(5), SEATS)
    stale = data_dir / ".autosave.canasta.abc123.tmp"
    fresh = data_dir / ".autosave.canasta.def456.tmp"
    stale.write_text("half a save")
    fresh.write_text("a save in progress")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    assert saves.load_autosave().ok
    assert not stale.exists() and fresh.exists()


def test_clear_autosave() -> None:
    saves.autosave(played(5), SEATS)
    assert saves.has_autosave()
    assert saves.clear_autosave()
    assert not saves.has_autosave() and not saves.clear_autosave()


def test_autosave_failure_is_reported_not_fatal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(saves.SaveError) as info:
        saves.autosave(played(5), SEATS, folder=blocker)
    assert str(info.value.message).startswith("The game could not be saved:")


def test_export_and_import(tmp_path: Path) -> None:
    state = played(150)
    target = tmp_path / "chosen" / "my game.canasta"
    target.parent.mkdir()
    message = saves.export_record(state, target, SEATS)
    assert str(message) == f"The game was saved as {target}."
    result = saves.import_record(target)
    assert result.ok and result.state is not None
    assert result.state.actions == state.actions and result.seats == tuple(SEATS)
    assert str(result.message) == "The game my game.canasta was loaded."


def test_export_accepts_a_record() -> None:
    record = GameRecord.from_game(played(10), SEATS)
    target = paths.data_dir() / "copy.canasta"
    saves.export_record(record, target)
    assert target.read_text(encoding="utf-8") == record.to_text()


def test_import_never_touches_a_bad_file(tmp_path: Path) -> None:
    bad = tmp_path / "notes.txt"
    bad.write_text("shopping list\n", encoding="utf-8")
    result = saves.import_record(bad)
    assert result.status is LoadStatus.FOREIGN
    assert str(result.message) == "The file notes.txt is not a Canasta game record."
    assert bad.read_text(encoding="utf-8") == "shopping list\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]
    missing = saves.import_record(tmp_path / "gone.canasta")
    assert missing.status is LoadStatus.UNREADABLE and "gone.canasta" in str(missing.message)


def test_export_failure_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(path: Path, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.files, "write_new", full)
    with pytest.raises(saves.SaveError) as info:
        saves.export_record(played(3), tmp_path / "game.canasta", SEATS)
    assert "could not be saved as" in str(info.value.message) and "No space left" in str(info.value.message)
