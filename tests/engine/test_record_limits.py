"""Large but allowed files (issue 47, point 14): a record past the limits is refused
early, before it is parsed whole (a 7.5 MB record took 320 MB), and no rule set makes
a match whose record would pass them (a match to a million made 8 MB)."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

import pytest

from game.app import saves
from game.engine import PRESETS, GameState
from game.engine.record import MAX_LINES, MAX_RECORD_BYTES, GameRecord, RecordError, parse_record
from game.engine.rulecheck import RulesError

CLASSIC = PRESETS["classic"]


def long_text(lines: int) -> str:
    head = GameRecord.from_game(GameState.new(CLASSIC, 1)).to_text().rsplit("end 0", 1)[0]
    return head + "draw\n" * lines + f"end {lines}\n"


def test_a_record_of_too_many_lines_is_refused_before_it_is_parsed() -> None:
    text = long_text(MAX_LINES + 10)
    tracemalloc.start()
    try:
        with pytest.raises(RecordError, match="too long"):
            parse_record(text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8 * 1024 * 1024  # the text's own size is outside: nothing of it was parsed


def test_a_record_file_past_the_limit_is_a_message_not_a_load(tmp_path: Path) -> None:
    path = tmp_path / "big.canasta"
    path.write_text(long_text(MAX_RECORD_BYTES // 5 + 10))
    assert path.stat().st_size > MAX_RECORD_BYTES
    result = saves.import_record(path)
    assert not result.ok and result.message is not None
    assert "big.canasta" in result.message.text()


def test_a_target_of_a_million_is_refused_with_a_sentence() -> None:
    with pytest.raises(RulesError, match="target"):
        CLASSIC.with_options(target=1_000_000)
    assert CLASSIC.with_options(target=100_000).target == 100_000
