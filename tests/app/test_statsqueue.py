"""The statistics written off the drawing thread (issue 47, point 2): a database that
another program holds locked, or that cannot be written, keeps the finished deals and
matches in ``stats-pending/`` and stores them once it is free; nothing is lost, nothing
counted twice, and the player is told in their language."""

from __future__ import annotations

import random
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from game.app import i18n, paths
from game.app.stats import Stats
from game.app.statsqueue import StatsQueue, keep, pending_files, store_record
from game.engine import PRESETS, GameState
from game.engine.record import GameRecord
from game.engine.state import DEAL_OVER, MATCH_OVER


@pytest.fixture(autouse=True)
def made(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)


SEATS = (("Anna", "human"), ("West", "ai:medium"), ("Bob", "ai:easy"), ("East", "ai:hard"))


def played(phase: str, target: int, seed: int = 5, deals: int = 1) -> GameRecord:
    """A record that ends at the ``deals``-th deal end (or the match's end)."""
    rng = random.Random(seed)
    state = GameState.new(PRESETS["classic"].with_options(target=target), seed)
    ended = 0
    while True:
        legal = state.legal_actions()
        state.apply(rng.choice([a for a in legal if str(a) != "undo"] or legal))
        if state.phase in (DEAL_OVER, MATCH_OVER):
            ended += 1
            if state.phase == phase and (phase == MATCH_OVER or ended == deals):
                return GameRecord.from_game(state, SEATS)


@contextmanager
def locked(folder: Path) -> Iterator[None]:
    """Another program holds the statistics' write lock."""
    Stats.open(folder).close()
    other = sqlite3.connect(paths.stats_path(folder), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


def until_stored(queue: StatsQueue, folder: Path, limit: float = 20.0) -> None:
    """Wait (at most ``limit`` s, no assertion on the time) until nothing is pending."""
    deadline = time.monotonic() + limit
    while (pending_files(folder) or not queue.wait(0.1)) and time.monotonic() < deadline:
        time.sleep(0.05)


def deals_and_matches(folder: Path) -> tuple[int, int]:
    with Stats.open(folder) as stats:
        s = stats.summary()
    return s["deals_played"], s["matches_played"]


def test_a_deal_ending_while_the_database_is_locked_is_kept_and_stored_later(data_dir: Path) -> None:
    record = played(DEAL_OVER, 50_000, deals=2)
    queue = StatsQueue(data_dir, retry=0.05)
    with locked(data_dir):
        queue.put(record)
        assert queue.wait()
        assert len(pending_files(data_dir)) == 1  # kept on disk, not dropped
        said = [m.text() for m in queue.poll()]
        assert said == [i18n.tr("stats.kept", reason=i18n.tr("stats.busy"))]
    until_stored(queue, data_dir)
    assert pending_files(data_dir) == []
    assert deals_and_matches(data_dir) == (2, 0)
    assert [m.text() for m in queue.poll()] == [i18n.tr("stats.stored_later")]
    queue.close()


def test_the_player_reads_the_busy_database_in_german(data_dir: Path) -> None:
    queue = StatsQueue(data_dir, retry=10.0)
    i18n.set_language("de")
    try:
        with locked(data_dir):
            queue.put(played(DEAL_OVER, 50_000))
            assert queue.wait()
            text = queue.poll()[0].text()
        assert "anderen Programm" in text and "locked" not in text
    finally:
        i18n.set_language("en")
        queue.close()


def test_a_match_ending_while_locked_is_in_the_statistics_once_it_is_free(data_dir: Path) -> None:
    record = played(MATCH_OVER, 1)
    queue = StatsQueue(data_dir, retry=0.05)
    with locked(data_dir):
        assert queue.keep_and_put(record)  # kept before the autosave goes
        assert queue.wait()
        assert len(pending_files(data_dir)) == 1
    until_stored(queue, data_dir)
    assert deals_and_matches(data_dir) == (1, 1)
    queue.put(record)  # stored again (from the autosave too): counted once
    assert queue.wait()
    assert deals_and_matches(data_dir) == (1, 1)
    queue.close()


def test_deals_kept_by_an_earlier_run_are_stored_at_the_start(data_dir: Path) -> None:
    keep(played(DEAL_OVER, 50_000, deals=3), data_dir)
    keep(played(DEAL_OVER, 50_000, deals=2), data_dir)  # an earlier copy of the same match
    queue = StatsQueue(data_dir)
    until_stored(queue, data_dir)
    assert deals_and_matches(data_dir) == (3, 0) and pending_files(data_dir) == []
    queue.close()


def test_a_damaged_kept_file_is_kept_aside_and_the_others_stored(data_dir: Path) -> None:
    keep(played(DEAL_OVER, 50_000), data_dir)
    bad = pending_files(data_dir)[0].with_name("0-1.canasta")
    bad.write_bytes(b"canasta-record 3\n\xff\xfe nonsense\n")
    queue = StatsQueue(data_dir)
    until_stored(queue, data_dir)
    assert deals_and_matches(data_dir) == (1, 0)
    assert [p.name.startswith("0-1.damaged-") for p in bad.parent.iterdir()] == [True]
    queue.close()


def test_store_record_stores_every_deal_of_a_record_once(data_dir: Path) -> None:
    record = played(DEAL_OVER, 50_000, deals=3)
    with Stats.open(data_dir) as stats:
        assert store_record(stats, record) == 3
        assert store_record(stats, record) == 0


def test_a_write_that_fails_after_the_database_opened_is_kept_and_said(data_dir: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk: the database opens, the write fails. It went to stderr only."""
    full = [True]
    original = Stats.record_deal

    def record_deal(self: Stats, *args: object, **kwargs: object) -> bool:
        if full[0]:
            raise sqlite3.OperationalError("database or disk is full")
        return original(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Stats, "record_deal", record_deal)
    queue = StatsQueue(data_dir, retry=0.05)
    queue.put(played(DEAL_OVER, 50_000))
    assert queue.wait()
    assert [m.text() for m in queue.poll()] == [i18n.tr("stats.kept", reason=i18n.tr("stats.disk_full"))]
    assert len(pending_files(data_dir)) == 1
    full[0] = False  # room again
    until_stored(queue, data_dir)
    assert deals_and_matches(data_dir) == (1, 0)
    queue.close()
