"""What a ``LocalMatch`` keeps (issue 47, points 2 and 11): the statistics are handed
over only after the autosave that holds the deal's end; a match that ends while the
database is locked loses neither its autosave's copy nor its statistics; and a match
taken up again drops stored deals its autosave does not hold."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest

from game.app import paths, saves
from game.app.stats import Stats, match_key
from game.app.statsqueue import StatsQueue, pending_files
from game.engine import PRESETS, GameState
from game.engine.record import GameRecord, Seat
from game.match.local import LocalMatch, store_saved_ends
from game.match.players import HumanPlayer
from tests.match.helpers_match import play

SEATS = [Seat(f"P{s}", "human") for s in range(4)]


def match(folder: Path, target: int, queue: StatsQueue, seed: int = 3) -> LocalMatch:
    rules = PRESETS["classic"].with_options(target=target)
    return LocalMatch(GameState.new(rules, seed), SEATS, [HumanPlayer(s.name) for s in SEATS], speed="instant",
                      folder=folder, notify=lambda text: None, new_seed=lambda: 1, stats=queue)


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    return tmp_path


def test_the_statistics_get_a_deal_only_after_its_end_is_autosaved(folder: Path) -> None:
    queue = StatsQueue(folder)
    seen: list[int] = []
    original = queue.put

    def put(record: GameRecord, *, check: bool = False) -> None:
        on_disk = saves.read_game(paths.autosave_path(folder))
        assert on_disk.state is not None
        seen.append(len(on_disk.state.results))  # the deal handed over is in the autosave already
        original(record, check=check)

    queue.put = put  # type: ignore[method-assign]
    m = match(folder, 50_000, queue)
    play(m.connections(), 3, deals=2)
    assert seen == [1, 2]
    assert queue.wait()
    with Stats.open(folder) as stats:
        assert stats.summary()["deals_played"] == 2
    m.close()
    queue.close()


def test_a_match_ending_while_the_statistics_are_locked_is_kept_then_stored(folder: Path) -> None:
    queue = StatsQueue(folder, retry=0.05)
    Stats.open(folder).close()
    other = sqlite3.connect(paths.stats_path(folder), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    m = match(folder, 1, queue)
    play(m.connections(), 3, deals=1)
    assert m.is_over
    assert not saves.has_autosave(folder) and len(pending_files(folder)) == 1  # kept before the autosave went
    other.execute("ROLLBACK")
    other.close()
    deadline = time.monotonic() + 20
    while pending_files(folder) and time.monotonic() < deadline:
        time.sleep(0.05)
    with Stats.open(folder) as stats:
        s = stats.summary()
    assert (s["deals_played"], s["matches_played"]) == (1, 1)
    m.close()
    queue.close()


def test_a_stored_deal_the_autosave_does_not_hold_is_removed_on_resume(folder: Path) -> None:
    """A deal stored from moves never autosaved (a kill between the two, as the order
    once was): Continue plays on from the autosave, so that row is dropped and the
    deal as it is then played is stored."""
    queue = StatsQueue(folder)
    m = match(folder, 50_000, queue)
    play(m.connections(), 3, deals=1)
    assert queue.wait()
    record = m.record()
    m.close()
    # the autosave as it was one action before the deal's end, and the deal stored
    short = GameRecord(record.rules, record.seed, record.seats, record.actions[:-1])
    saves.autosave(short, folder=folder)
    result = saves.load_autosave(folder)
    assert not store_saved_ends(result, folder, queue)
    assert queue.wait()
    with Stats.open(folder) as stats:
        rows = stats.connection.execute("SELECT deal FROM deals WHERE match_key = ?", (match_key(short),)).fetchall()
    assert rows == []
    queue.close()


def test_a_second_match_at_the_same_table_is_stored_too(folder: Path) -> None:
    """New match on the final score sheet starts the next match in the same runner: its
    end must be kept and stored like the first's (and its autosave written)."""
    queue = StatsQueue(folder)
    m = match(folder, 1, queue)
    conns = m.connections()
    play(conns, 3, deals=1)
    assert m.is_over
    assert conns[0].start_new_match()
    play(conns, 4, deals=1)
    assert m.is_over
    assert queue.wait()
    deadline = time.monotonic() + 20
    while pending_files(folder) and time.monotonic() < deadline:
        time.sleep(0.05)
    with Stats.open(folder) as stats:
        s = stats.summary()
    assert (s["deals_played"], s["matches_played"]) == (2, 2)
    assert not saves.has_autosave(folder)
    m.close()
    queue.close()
