"""The statistics database survives a kill during a write: a child process stores
finished deals in a loop and is killed with SIGKILL at random moments. After every
kill the database opens, ``PRAGMA integrity_check`` says ok, every deal the child
reported as committed is there, and every row is complete (its record matches its
checksum and reads back as a game record)."""

from __future__ import annotations

import hashlib
import importlib.util
import random
import signal
import sqlite3
import sys
import time
from pathlib import Path
from types import ModuleType

import pytest

from game.app import paths
from game.app.stats import Stats
from game.engine.record import parse_record

HERE = Path(__file__).resolve().parent
KILLS = 20

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL") or sys.platform == "win32", reason="needs fork and SIGKILL"),
]


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"tests_app_{name}", HERE / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_stats_survive_sigkill(data_dir: Path) -> None:
    children, forking = load("kill_children"), load("forking")
    games = [children.finished_deal(seed) for seed in range(3)]
    rng = random.Random(77)
    committed: set[str] = set()
    deadline = time.monotonic() + 90
    for round_ in range(KILLS):
        assert time.monotonic() < deadline, f"only {round_} kills in time"
        start = round_ * 1_000_000
        child = forking.Child(lambda say, s=start: children.stats_child(s, games, say))
        assert child.wait_for_line(30), "the child did not start"
        time.sleep(rng.choice([0.0, rng.uniform(0.0, 0.05), rng.uniform(0.05, 0.4)]))
        assert child.kill(), "the child ended by itself"
        lines = child.finish()
        assert lines and lines[0] == "start", lines
        assert not any(line.startswith("error") for line in lines), lines
        committed |= {f"Player {line.split()[1]}" for line in lines if line.startswith("committed")}

        with Stats.open() as stats:
            assert stats.kept_as is None, "the database was found damaged"
            assert stats.integrity() == "ok"
        conn = sqlite3.connect(paths.stats_path())
        try:
            stored: set[str] = set()
            for record_text, check, actions, deal in conn.execute(
                    "SELECT record, checksum, actions, deal FROM deals"):
                assert hashlib.sha256(record_text.encode()).hexdigest() == check, "a row is incomplete"
                record = parse_record(record_text)
                assert len(record.actions) == actions and deal == 0
                stored.add(record.seats[0].name)
            missing = committed - stored
            assert not missing, f"committed deals lost: {sorted(missing)[:5]}"
            extra = stored - committed
            assert len(extra) <= round_ + 1, "more uncommitted rows than kills"
        finally:
            conn.close()
    assert len(committed) > KILLS, f"only {len(committed)} deals were committed"
