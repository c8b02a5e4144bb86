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
