"""A small run of the hostile-input fuzz of the record reader and the settings loader
(the full run is ``python -m game.app.fuzz_files --cases 20000``): every case ends in a
load or a message, within its time and memory limits."""

from __future__ import annotations

from game.app.fuzz_files import KINDS, fuzz


def test_every_hostile_file_is_a_load_or_a_message() -> None:
    lines: list[str] = []
    outcomes = fuzz(cases=20 * len(KINDS), seed=3, time_limit=10.0, memory_mb=64, say=lines.append)
    assert sum(outcomes.values()) == 20 * len(KINDS)
    assert set(outcomes) <= {"loaded", "message"}, "\n".join(lines)
    assert outcomes["message"] > 0 and outcomes["loaded"] > 0  # both ends are reached


def test_the_huge_volume_that_the_fuzz_found_loads() -> None:
    import tempfile
    from pathlib import Path

    from game.app.settings import load_settings

    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        (folder / "settings.json").write_text('{"volume": ' + "9" * 400 + "}")
        assert load_settings(folder).settings.volume == 1.0


def test_a_statistics_file_whose_damage_quotes_bytes_that_are_not_utf8_is_a_message(tmp_path: object) -> None:
    """Issue 47 (the fuzz of the statistics found it): SQLite's error message quoted
    damaged bytes of the schema, and reading it raised UnicodeDecodeError at start."""
    from pathlib import Path

    from game.app.stats import Stats

    folder = Path(str(tmp_path))
    path = folder / "stats.sqlite3"
    Stats.open(folder).close()
    data = bytearray(path.read_bytes())
    at = data.find(b"CREATE TABLE meta (")
    assert at > 0
    data[at + 13: at + 19] = b"\xe8\xe8 \xe8 ("  # the schema's text: a syntax error in bytes that are not UTF-8
    path.write_bytes(bytes(data))
    with Stats.open(folder) as stats:  # kept aside as damaged, a fresh one started
        assert stats.message is not None and stats.kept_as is not None
        assert stats.summary()["deals_played"] == 0
