"""Chips in the statistics (seed 003, issue 10): a finished match settles its stake
into each player's balance, once; the limit caps a doubled stake; a version-1 database
is migrated and keeps its rows; a damaged or newer one is reported, never a crash."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from game.app import paths
from game.app.stats import ChipBalance, Stats
from game.engine import PRESETS, GameState, RuleSet, Undo, parse_action
from game.engine.record import Seat

SEATS = [Seat("Anna", "human"), Seat("North", "ai:hard")]
TWO = PRESETS["two-online"].with_options(target=1)  # one deal is the match


def finished(rules: RuleSet = TWO, seed: int = 3, before: tuple[str, ...] = ()) -> GameState:
    """A match played at random to its end, after ``before`` (say ``double``, ``accept``)."""
    state = GameState.new(rules, seed)
    for text in before:
        state.apply(parse_action(text))
    rng = random.Random(seed)
    while state.phase != "match_over":
        legal = state.legal_actions()
        state.apply(rng.choice([a for a in legal if not isinstance(a, (Undo,)) and str(a) not in
                                ("double", "give up 0", "give up 1")] or legal))
    return state


def balances(stats: Stats) -> dict[str, int]:
    return {b.player: b.balance for b in stats.chip_balances()}


def test_a_finished_match_pays_the_stake_once(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    state = finished()
    winner = state.match_winner
    assert winner is not None
    with Stats.open(data_dir) as stats:
        assert stats.record_match(state, SEATS)
        assert not stats.record_match(state, SEATS)  # stored again (a restart): paid once
        anna, north = (10, -10) if winner == 0 else (-10, 10)
        assert balances(stats) == {"Anna": anna, "North": north}
        assert stats.chip_balances()[0] == ChipBalance("Anna", "human", anna, 1)  # people first
        assert stats.connection.execute("SELECT chips FROM matches").fetchone()[0] == anna


def test_a_doubled_stake_pays_double_and_the_limit_caps_it(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    doubled = finished(TWO.with_options(chip_stake=30, chip_limit=50), before=("double", "accept"))
    assert doubled.stake == 2
    plain = finished(TWO.with_options(chip_stake=30, chip_limit=100), seed=5, before=("double", "accept"))
    with Stats.open(data_dir) as stats:
        stats.record_match(doubled, SEATS)
        after_one = balances(stats)
        assert sorted(after_one.values()) == [-50, 50]  # 30 x 2 = 60, capped at 50
        stats.record_match(plain, [Seat("Anna", "human"), Seat("North", "ai:easy")])
        rows = {(b.player, b.kind): b for b in stats.chip_balances()}
        assert abs(rows[("North", "ai:easy")].balance) == 60  # another strength: its own balance
        assert rows[("Anna", "human")].matches == 2


def test_the_side_that_gives_up_pays_at_the_stake_in_force(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    state = GameState.new(TWO, 4)
    for text in ("double", "accept", "give up 0"):
        state.apply(parse_action(text))
    with Stats.open(data_dir) as stats:
        assert stats.record_match(state, SEATS, given_up=True)
        assert balances(stats) == {"Anna": -20, "North": 20}


#: The schema of version 1, as databases written before the chips have it.
VERSION_1 = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE deals (id INTEGER PRIMARY KEY, match_key TEXT NOT NULL, deal INTEGER NOT NULL,
    played_at TEXT NOT NULL, preset TEXT NOT NULL, rules TEXT NOT NULL, level TEXT NOT NULL,
    side INTEGER NOT NULL, won INTEGER NOT NULL, score INTEGER NOT NULL, best_other INTEGER NOT NULL,
    running INTEGER NOT NULL, natural_canastas INTEGER NOT NULL, mixed_canastas INTEGER NOT NULL,
    went_out INTEGER NOT NULL, concealed INTEGER NOT NULL, first_action INTEGER NOT NULL,
    actions INTEGER NOT NULL, record TEXT NOT NULL, checksum TEXT NOT NULL, UNIQUE (match_key, deal));
CREATE TABLE matches (id INTEGER PRIMARY KEY, match_key TEXT NOT NULL UNIQUE, finished_at TEXT NOT NULL,
    preset TEXT NOT NULL, rules TEXT NOT NULL, level TEXT NOT NULL, side INTEGER NOT NULL,
    won INTEGER NOT NULL, given_up INTEGER NOT NULL, deals INTEGER NOT NULL, score INTEGER NOT NULL,
    best_other INTEGER NOT NULL, record TEXT NOT NULL, checksum TEXT NOT NULL);
INSERT INTO meta VALUES ('schema', '1');
INSERT INTO matches VALUES (1, 'old', '2026-11-30T10:00:00', 'classic', '{}', 'hard', 0, 1, 0, 3, 5120,
    2300, 'canasta-record 2', 'x');
"""


def test_a_version_1_database_is_migrated_and_keeps_its_matches(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    conn = sqlite3.connect(paths.stats_path(data_dir))
    conn.executescript(VERSION_1)
    conn.close()
    with Stats.open(data_dir) as stats:
        assert stats.message is None and stats.kept_as is None  # migrated, not set aside
        assert stats.summary()["matches_won"] == 1  # the old match is still there
        assert stats.connection.execute("SELECT chips FROM matches WHERE match_key = 'old'").fetchone()[0] == 0
        assert stats.connection.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()[0] == "2"
        assert stats.chip_balances() == []  # matches before the chips paid nothing
        stats.record_match(finished(), SEATS)
        assert sorted(balances(stats).values()) == [-10, 10]
    with Stats.open(data_dir) as stats:  # and opens again as version 2
        assert stats.message is None and stats.summary()["matches_played"] == 2


def test_a_version_1_database_with_other_columns_is_kept_aside_with_a_message(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    conn = sqlite3.connect(paths.stats_path(data_dir))
    conn.executescript(VERSION_1.replace("best_other INTEGER NOT NULL, record", "record")
                       .replace("5120,\n    2300,", "5120,"))
    conn.close()
    with Stats.open(data_dir) as stats:
        assert stats.message is not None and stats.message.msgid == "stats.other_version"
        assert stats.kept_as is not None and stats.kept_as.exists()
        stats.record_match(finished(), SEATS)
        assert len(stats.chip_balances()) == 2


def test_a_newer_database_is_kept_aside_not_migrated(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    conn = sqlite3.connect(paths.stats_path(data_dir))
    conn.executescript(VERSION_1.replace("('schema', '1')", "('schema', '3')"))
    conn.close()
    with Stats.open(data_dir) as stats:
        assert stats.message is not None and stats.message.msgid == "stats.other_version"
        assert stats.summary()["matches_played"] == 0
    kept = next(data_dir.glob("stats.other-version-*"))
    old = sqlite3.connect(kept)
    assert old.execute("SELECT value FROM meta").fetchone()[0] == "3"  # kept as it was
    old.close()


def test_a_damaged_database_with_chips_is_reported_not_a_crash(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    with Stats.open(data_dir) as stats:
        stats.record_match(finished(), SEATS)
    path = paths.stats_path(data_dir)
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)  # the first page's schema: gone
    path.write_bytes(bytes(data))
    with Stats.open(data_dir) as stats:
        assert stats.message is not None and stats.message.msgid in ("stats.damaged", "stats.other_version")
        assert stats.chip_balances() == []
