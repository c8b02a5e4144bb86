"""Game records: the text format, refusing damaged records, atomic saving, the replay command."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from game.engine import PRESETS, GameState, RuleSet, make_deck
from game.engine.actions import Undo
from game.engine.fuzz import snapshot
from game.engine.record import (
    VERSION,
    GameRecord,
    RecordError,
    Seat,
    load_record,
    parse_record,
    read_record,
    save_record,
)
from game.engine.replay import main as replay_main

SEATS = [("Anna", "human"), ("West", "ai:medium"), ("Bob", "ai:easy"), ("East", "ai:hard")]


def play(rules: RuleSet, seed: int, steps: int | None = None, choice_seed: int = 0) -> GameState:
    """Random legal play: ``steps`` actions, or to the end of the match."""
    rng = random.Random(choice_seed)
    state = GameState.new(rules, seed)
    n = 0
    while not state.is_over and (steps is None or n < steps):
        legal = state.legal_actions()
        choices = [a for a in legal if not isinstance(a, Undo)] or legal
        state.apply(rng.choice(choices))
        n += 1
    return state


@pytest.fixture(scope="module")
def finished() -> GameState:
    return play(PRESETS["classic"].with_options(target=1500), 42, choice_seed=5)


@pytest.fixture()
def record(finished: GameState) -> GameRecord:
    return GameRecord.from_game(finished, SEATS)


def lines_of(record: GameRecord) -> list[str]:
    return record.to_text().split("\n")


def refused(text: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        parse_record(text).replay()
    return info.value


# ---------------------------------------------------------------- the format
def test_text_form(record: GameRecord) -> None:
    lines = lines_of(record)
    assert lines[:9] == [
        "canasta-record 3",
        'rules classic {"target": 1500}',
        "seed 42",
        "seat 0 human Anna",
        "seat 1 ai:medium West",
        "seat 2 ai:easy Bob",
        "seat 3 ai:hard East",
        "actions",
        str(record.actions[0]),
    ]
    assert lines[-2] == f"end {len(record.actions)}"
    assert lines[-1] == ""


def test_round_trip_and_replay(record: GameRecord, finished: GameState) -> None:
    again = parse_record(record.to_text())
    assert again == record
    assert again.seats[1] == Seat("West", "ai:medium")
    state = again.replay()
    assert state.is_over
    assert snapshot(state) == snapshot(finished)
    for seat in range(4):
        assert state.view(seat) == finished.view(seat)


def test_unfinished_game_round_trip() -> None:
    state = play(PRESETS["two"], 7, steps=60)
    record = GameRecord.from_game(state)
    assert record.seats == (Seat("Seat 0"), Seat("Seat 1"))
    assert snapshot(parse_record(record.to_text()).replay()) == snapshot(state)


def test_every_preset_round_trips() -> None:
    for name, rules in PRESETS.items():
        state = play(rules, 3, steps=80)
        record = GameRecord.from_game(state)
        assert f"rules {name} {{}}" in record.to_text()
        assert snapshot(parse_record(record.to_text()).replay()) == snapshot(state)


def test_changed_and_custom_rules_round_trip() -> None:
    rules = PRESETS["six"].with_options(target=2500, red_three_totals=[[5, 900], [6, 1100]], wild_exchange=True)
    record = GameRecord(rules, 9, tuple(Seat(f"P{i}") for i in range(6)))
    assert parse_record(record.to_text()).rules == rules
    custom = RuleSet(name="club", target=3000, pile_mode="dig")
    record = GameRecord(custom, 9, tuple(Seat(f"P{i}") for i in range(4)))
    assert lines_of(record)[1].startswith('rules classic {"name": "club"')
    assert parse_record(record.to_text()).rules == custom


def test_comments_blank_lines_crlf_and_bom(record: GameRecord) -> None:
    lines = lines_of(record)
    lines.insert(1, "# saved by a test")
    lines.insert(5, "")
    lines.insert(11, "   # a comment among the actions")
    text = "\ufeff" + "\r\n".join(lines)
    again = parse_record(text)
    assert again == record
    assert again.line_of(0) == 11  # lines are counted in the file as it is
    assert again.line_of(1) == 13


def test_seat_names_with_spaces_and_unicode(finished: GameState) -> None:
    seats = [("Anna Maria", "human"), ("Jürgen", "ai:hard"), ("李", "ai:easy"), ("O'Neil #2", "human")]
    record = GameRecord.from_game(finished, seats)
    assert parse_record(record.to_text()).seats == tuple(Seat(n, k) for n, k in seats)


@pytest.mark.parametrize("name, kind", [("", "human"), ("two\nlines", "human"), (" padded", "human"),
                                        ("Anna", ""), ("Anna", "ai hard")])
def test_bad_seats_are_refused(name: str, kind: str) -> None:
    with pytest.raises(ValueError):
        Seat(name, kind)


def test_seat_count_must_match_rules(finished: GameState) -> None:
    with pytest.raises(ValueError):
        GameRecord.from_game(finished, SEATS[:3])


# ---------------------------------------------------------------- damaged records
def test_newer_version(record: GameRecord) -> None:
    lines = lines_of(record)
    lines[0] = f"canasta-record {VERSION + 1}"
    err = refused("\n".join(lines))
    assert err.line == 1 and "made by a newer version" in err.reason and f"version {VERSION + 1}" in err.reason
    assert str(err).startswith("line 1: ")


def test_older_unknown_version(record: GameRecord) -> None:
    lines = lines_of(record)
    lines[0] = "canasta-record 0"
    err = refused("\n".join(lines))
    assert err.line == 1 and "unknown record version 0" in err.reason
    assert str(err).startswith("line 1: ")


def test_a_version_1_record_still_loads_replays_and_scores_the_same(record: GameRecord) -> None:
    lines = lines_of(record)
    assert lines[0] == "canasta-record 3"
    lines[0] = "canasta-record 1"
    old = parse_record("\n".join(lines))
    assert old.version == 1
    assert old.replay().results == record.replay().results


def test_a_meld_id_needs_version_2(record: GameRecord) -> None:
    lines = lines_of(record)
    lines[0] = "canasta-record 1"
    at = lines.index("actions") + 1
    lines.insert(at, "add 9h to m3")
    lines[-1] = f"end {len(record.actions) + 1}"
    err = refused("\n".join(lines))
    assert err.line == at + 1 and "record version 1" in err.reason


@pytest.mark.parametrize("first", ["canasta-recrod 1", "canasta-record", "canasta-record one", "", "hello"])
def test_bad_header(record: GameRecord, first: str) -> None:
    lines = lines_of(record)
    lines[0] = first
    err = refused("\n".join(lines))
    assert err.line in (1, 2)  # an empty first line is skipped: the rules line is not a header


def test_empty_file() -> None:
    err = refused("")
    assert "cut short" in err.reason


@pytest.mark.parametrize("rules_line, words", [
    ('rules classic {"target": 1500, "jokers_galore": true}', "unknown rule option 'jokers_galore'"),
    ('rules classic {"target": "high"}', "needs a whole number"),
    ('rules classic {"wild_limit": "none"}', "wild_limit must be one of"),
    ('rules classic {"players": 7}', "option players needs"),
    ('rules classic {"first_meld_table": [1, 2]}', "first_meld_table"),
    ('rules classic {"options": []}', "unknown rule option"),
    ("rules classic {target: 1500}", "not valid JSON"),
    ("rules classic [1500]", "JSON object"),
    ("rules canasta-deluxe {}", "unknown preset"),
    ("seed 42", "expected 'rules"),
])
def test_bad_rules(record: GameRecord, rules_line: str, words: str) -> None:
    lines = lines_of(record)
    lines[1] = rules_line
    err = refused("\n".join(lines))
    assert err.line == 2
    assert words in err.reason


@pytest.mark.parametrize("seed_line", ["seed", "seed forty-two", "seed 4.2", "seed 1_000", "rules classic {}"])
def test_bad_seed(record: GameRecord, seed_line: str) -> None:
    lines = lines_of(record)
    lines[2] = seed_line
    err = refused("\n".join(lines))
    assert err.line == 3


def test_seats_must_be_complete_and_in_order(record: GameRecord) -> None:
    lines = lines_of(record)
    err = refused("\n".join(lines[:6] + lines[7:]))  # seat 3 missing
    assert err.line == 7 and "seat 3" in err.reason
    swapped = [*lines[:4], lines[5], lines[4], *lines[6:]]
    err = refused("\n".join(swapped))
    assert err.line == 5 and "expected seat 1" in err.reason
    extra = [*lines[:7], "seat 4 human Eve", *lines[7:]]
    err = refused("\n".join(extra))
    assert err.line == 8 and "too many seats" in err.reason
    short = [*lines[:3], "seat 0 human", *lines[4:]]
    assert refused("\n".join(short)).line == 4


def test_unparsable_action_names_its_line(record: GameRecord) -> None:
    lines = lines_of(record)
    lines[20] = "discard the queen"
    err = refused("\n".join(lines))
    assert err.line == 21
    assert "unreadable action 'discard the queen'" in err.reason


def test_illegal_action_names_its_line_and_the_engine_reason(record: GameRecord) -> None:
    lines = lines_of(record)
    assert lines[8] == "draw"
    lines[8] = "discard 7h"  # the first player must draw first
    err = refused("\n".join(lines))
    assert err.line == 9
    assert "illegal action 'discard 7h'" in err.reason
    assert "First draw from the stock" in err.reason


def test_tampered_card_is_refused(record: GameRecord) -> None:
    k = next(n for n, a in enumerate(record.actions) if str(a).startswith("discard "))
    state = GameState.new(record.rules, record.seed)
    for a in record.actions[:k]:
        state.apply(a)
    absent = next(c for c in sorted(set(make_deck(1))) if c not in state.hands[state.to_move])
    lines = lines_of(record)
    line = record.line_of(k)
    lines[line - 1] = f"discard {absent}"
    err = refused("\n".join(lines))
    assert err.line == line
    assert "You do not hold" in err.reason


def test_truncated_record_is_refused(record: GameRecord) -> None:
    text = record.to_text()
    cut = text[: len(text) // 2]
    cut = cut[: cut.rindex("\n") + 1]
    err = refused(cut)
    assert "cut short" in err.reason and "end" in err.reason


def test_end_count_must_match(record: GameRecord) -> None:
    lines = lines_of(record)
    del lines[30]
    err = refused("\n".join(lines))
    assert err.line == len(lines) - 1
    assert f"says {len(record.actions)} actions but holds {len(record.actions) - 1}" in err.reason
    lines = lines_of(record)
    lines[-2] = "end many"
    assert refused("\n".join(lines)).line == len(lines) - 1


def test_text_after_end_is_refused(record: GameRecord) -> None:
    text = record.to_text() + "draw\n"
    err = refused(text)
    assert err.line == len(lines_of(record)) and "after the 'end' line" in err.reason


def test_actions_line_required(record: GameRecord) -> None:
    lines = lines_of(record)
    lines[7] = "moves"
    assert refused("\n".join(lines)).line == 8


def test_load_never_half_loads(tmp_path: Path, record: GameRecord) -> None:
    lines = lines_of(record)
    lines[-3] = "meld 7h 7d 7s"  # the last action, now illegal
    path = tmp_path / "bad.canasta"
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert info.value.line == len(lines) - 2
    assert path.read_text(encoding="utf-8") == "\n".join(lines)  # the file is left as it was


def test_not_utf8_names_the_line(tmp_path: Path, record: GameRecord) -> None:
    data = record.to_text().encode("utf-8").replace(b"seat 2 ai:easy Bob", b"seat 2 ai:easy B\xf6b")
    path = tmp_path / "latin1.canasta"
    path.write_bytes(data)
    with pytest.raises(RecordError) as info:
        read_record(path)
    assert info.value.line == 6 and "UTF-8" in info.value.reason


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as info:
        load_record(tmp_path / "nope.canasta")
    assert info.value.line == 0 and "cannot read" in str(info.value)


# ---------------------------------------------------------------- saving
def test_save_and_load(tmp_path: Path, record: GameRecord, finished: GameState) -> None:
    path = tmp_path / "game.canasta"
    save_record(path, record)
    assert path.read_text(encoding="utf-8") == record.to_text()
    loaded, state = load_record(path)
    assert loaded == record
    assert snapshot(state) == snapshot(finished)
    assert os.listdir(tmp_path) == ["game.canasta"]


def test_save_replaces_atomically(tmp_path: Path, record: GameRecord, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.canasta"
    path.write_text("old contents\n", encoding="utf-8")
    calls: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        calls.append("fsync")
        real_fsync(fd)

    def broken_replace(src: str, dst: object) -> None:
        calls.append("replace")
        assert Path(src).parent == tmp_path  # the temporary file is in the same folder
        assert Path(src).read_text(encoding="utf-8") == record.to_text()
        raise OSError("disk on fire")

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_record(path, record)
    assert calls[:2] == ["fsync", "replace"]  # flushed to the disk before the rename
    assert path.read_text(encoding="utf-8") == "old contents\n"
    assert os.listdir(tmp_path) == ["game.canasta"]  # no temporary file left behind
    monkeypatch.undo()
    save_record(path, record)
    assert read_record(path) == record


# ---------------------------------------------------------------- the replay command
def test_replay_command(tmp_path: Path, record: GameRecord, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.canasta"
    save_record(path, record)
    assert replay_main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "Seat 0: Anna (human)" in out
    assert out.count("Deal total") == len(parse_record(record.to_text()).replay().results)
    assert "Match over after" in out and "won" in out
    assert "discard" not in out
    assert replay_main(["--moves", str(path)]) == 0
    out = capsys.readouterr().out
    assert "seat 0 Anna: " + str(record.actions[0]) in out
    assert out.count("\n") > len(record.actions)


def test_replay_command_unfinished(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.canasta"
    save_record(path, GameRecord.from_game(play(PRESETS["three"], 5, steps=30)))
    assert replay_main([str(path)]) == 0
    assert "Match not finished: deal 1" in capsys.readouterr().out


def test_replay_command_bad_file(tmp_path: Path, record: GameRecord, capsys: pytest.CaptureFixture[str]) -> None:
    lines = lines_of(record)
    lines[8] = "discard 7h"
    path = tmp_path / "bad.canasta"
    path.write_text("\n".join(lines), encoding="utf-8")
    assert replay_main([str(path)]) == 2
    err = capsys.readouterr().err
    assert "line 9: illegal action 'discard 7h'" in err
    assert replay_main([str(tmp_path / "missing.canasta")]) == 2
