"""The arena plays duplicate deals, reports, and merges result files."""

from __future__ import annotations

import json
from pathlib import Path

from ai import arena


def test_arena_and_merge(tmp_path: Path, capsys) -> None:
    a = tmp_path / "a.json"
    b = tmp_path / "b.json"
    assert arena.main(["--players", "rules,random", "--preset", "two", "--deals", "2", "--seed", "1",
                       "--out", str(a)]) == 0
    assert arena.main(["--players", "rules,random", "--preset", "two", "--deals", "2", "--seed", "2",
                       "--out", str(b)]) == 0
    out = capsys.readouterr().out
    assert "paired score difference" in out and "p95" in out
    data = json.loads(a.read_text())
    assert len(data["records"]) == 2 and len(data["records"][0]["plays"]) == 2
    assert arena.main(["--merge", str(a), str(b)]) == 0
    merged = capsys.readouterr().out
    assert "deals: 4" in merged


def test_three_player_seatings() -> None:
    from game.engine import PRESETS

    assert arena.seatings(PRESETS["three"]) == [(0,), (1,), (2,)]
    assert arena.seatings(PRESETS["classic"]) == [(0, 2), (1, 3)]


def test_report_names_command_and_commit_and_resume_from_raw_folder(tmp_path: Path, capsys, monkeypatch) -> None:
    raw = tmp_path / "raw" / "deep" / "two_rules_vs_random_seed3.json"  # folders made as needed
    args = ["--players", "rules,random", "--preset", "two", "--deals", "1", "--seed", "3", "--out", str(raw)]
    assert arena.main([*args, "--resume"]) == 0
    first = capsys.readouterr().out
    assert first.splitlines()[0] == "command: python -m ai.arena " + " ".join([*args, "--resume"])
    assert first.splitlines()[1].startswith("commit: ")
    one = json.loads(raw.read_text())["records"]
    assert [r["deal"] for r in one] == [0]
    # the second run keeps deal 0 from the raw file and plays only deal 1
    played: list[int] = []
    real = arena.play_deal

    def spy(job: arena.Job) -> dict:
        played.append(job.deal)
        return real(job)

    monkeypatch.setattr(arena, "play_deal", spy)
    assert arena.main([*args[:5], "2", *args[6:], "--resume"]) == 0
    assert played == [1]
    two = json.loads(raw.read_text())["records"]
    assert [r["deal"] for r in two] == [0, 1] and two[0] == one[0]
