"""The regression recorder: a recording replays as identical, a changed one is caught."""

from __future__ import annotations

import json
from pathlib import Path

from game.engine.regress import main


def test_recorded_deals_replay_identically_and_a_changed_sheet_is_reported(tmp_path: Path, capsys) -> None:
    assert main(["record", "--deals", "3", "--preset", "classic,family", "--out", str(tmp_path)]) == 0
    assert main(["check", "--preset", "classic,family", "--out", str(tmp_path)]) == 0
    assert "3 identical score sheets" in capsys.readouterr().out
    path = tmp_path / "classic.jsonl"
    entries = [json.loads(line) for line in path.read_text().splitlines()]
    entries[1]["sheet"][0]["sides"][0][1] += 5  # meld points of side 0
    path.write_text("".join(json.dumps(e) + "\n" for e in entries))
    assert main(["check", "--preset", "classic", "--out", str(tmp_path)]) == 1
    assert "score sheet differs" in capsys.readouterr().out
