"""The regression recorder: a recording replays as identical, a changed one is caught."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engine.regress import main


def test_recorded_deals_replay_identically_and_a_changed_sheet_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["record", "--deals", "3", "--preset", "classic,family", "--out", str(tmp_path)]) == 0
    assert main(["check", "--preset", "classic,family", "--out", str(tmp_path)]) == 0
    assert "3 identical score sheets" in capsys.readouterr().out
    path = tmp_path / "classic.jsonl"
    entries = [json.loads(line) for line in path.read_text().splitlines()]
    entries[1]["sheet"][0]["sides"][0][1] += 5  # meld points of side 0
    path.write_text("".join(json.dumps(e) + "\n" for e in entries))
    assert main(["check", "--preset", "classic", "--out", str(tmp_path)]) == 1
    assert "score sheet differs" in capsys.readouterr().out


def test_check_all_replays_every_recorded_preset_and_names_the_ones_without(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    # two presets recorded, one of them late in the preset order: "all" must reach it
    # past the presets that have no recording, and list those by name
    assert main(["record", "--deals", "2", "--preset", "two,family", "--out", str(tmp_path)]) == 0
    capsys.readouterr()
    assert main(["check", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "two          2 deals replayed: 2 identical score sheets" in out
    assert "family       2 deals replayed: 2 identical score sheets" in out
    assert "classic      no recording" in out
    missing_line = next(line for line in out.splitlines() if line.startswith("no recording, not checked"))
    assert "classic" in missing_line and "cuban" in missing_line and "family" not in missing_line
    assert "OK: 2 preset(s)" in out


def test_check_fails_when_a_named_preset_or_every_preset_lacks_a_recording(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["check", "--out", str(tmp_path)]) == 1
    assert "FAILED: no preset has a recording" in capsys.readouterr().out
    assert main(["record", "--deals", "1", "--preset", "two", "--out", str(tmp_path)]) == 0
    assert main(["check", "--preset", "two,six", "--out", str(tmp_path)]) == 1
    assert "FAILED: no recording of six" in capsys.readouterr().out


def test_a_damaged_sheet_fails_the_check_even_when_other_presets_have_no_recording(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["record", "--deals", "2", "--preset", "three", "--out", str(tmp_path)]) == 0
    path = tmp_path / "three.jsonl"
    entries = [json.loads(line) for line in path.read_text().splitlines()]
    entries[0]["sheet"][0]["sides"][0][-4] += 1  # score_before of side 0
    path.write_text("".join(json.dumps(e) + "\n" for e in entries))
    capsys.readouterr()
    assert main(["check", "--out", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "seed 1000000: score sheet differs" in out and "FAILED: 1 deal(s)" in out


def _old_names_still_compare(tmp_path: Path, capsys, preset: str, new_lines: list[str],  # type: ignore[no-untyped-def]
                             renames: dict[str, str], changed: tuple[str, str], absent: str = "") -> None:
    """Record two deals of ``preset``, check that its sheet prints ``new_lines``, rewrite
    each recording's sheet with the old names (``renames``: new text -> old text): the
    check still passes; then change a figure on an old-named line (``changed``: old text
    -> new text): the check fails. ``absent``: a word the new sheet must not print."""
    assert main(["record", "--deals", "2", "--preset", preset, "--out", str(tmp_path)]) == 0
    path = tmp_path / f"{preset}.jsonl"
    entries = [json.loads(line) for line in path.read_text().splitlines()]
    for e in entries:
        text = e["sheet"][0]["text"]
        assert all(f"\n{line} " in text for line in new_lines), text
        assert not absent or absent not in text, text
        for new_text, old_text in renames.items():
            text = text.replace(new_text, old_text)
        e["sheet"][0]["text"] = text
    path.write_text("".join(json.dumps(e) + "\n" for e in entries))
    capsys.readouterr()
    assert main(["check", "--preset", preset, "--out", str(tmp_path)]) == 0
    assert "2 identical score sheets" in capsys.readouterr().out
    assert changed[0] in entries[0]["sheet"][0]["text"]  # the renamed line is there to change
    entries[0]["sheet"][0]["text"] = entries[0]["sheet"][0]["text"].replace(*changed)
    path.write_text("".join(json.dumps(e) + "\n" for e in entries))
    assert main(["check", "--preset", preset, "--out", str(tmp_path)]) == 1


def test_a_recording_with_a_lines_old_name_still_compares_but_a_changed_number_does_not(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    """Samba's line of run canastas was "Sequence canastas" in recordings made before it
    took the table's name ("Sambas"): such a recording replays as identical, and a
    changed figure on that line is still caught."""
    _old_names_still_compare(tmp_path, capsys, "samba", ["Sambas"],
                             {"\nSambas            ": "\nSequence canastas "},
                             ("Sequence canastas     ", "Sequence canastas    9"))


def test_hand_and_foots_books_are_named_and_old_recordings_still_compare(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    """Hand and Foot's printed sheet says "Clean books" and "Dirty books" as its table
    does; a recording made when they read "Natural canastas" and "Mixed canastas"
    replays as identical, and a changed figure on such a line is still caught."""
    _old_names_still_compare(tmp_path, capsys, "hand-and-foot", ["Clean books", "Dirty books"],
                             {"\nClean books       ": "\nNatural canastas  ",
                              "\nDirty books       ": "\nMixed canastas    "},
                             ("Mixed canastas    ", "Mixed canastas   9"), absent="canastas")
