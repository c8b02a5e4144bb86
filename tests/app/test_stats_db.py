"""Statistics: what is stored for a deal and a match, the summary, the history, replay
of a stored deal, and a damaged database kept aside."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from game.app import paths
from game.app.stats import Stats, StatsError, match_key, opponent_level, player_side
from game.engine import PRESETS, GameState, RuleSet, Undo
from game.engine.record import GameRecord, Seat

SEATS = [Seat("Anna", "human"), Seat("West", "ai:hard"), Seat("Bob", "ai:hard"), Seat("East", "ai:hard")]


def step(state: GameState, seed: int) -> None:
    legal = state.legal_actions()
    choices = [a for a in legal if not isinstance(a, Undo)] or legal
    state.apply(random.Random(f"{seed}/{len(state.actions)}").choice(choices))


def play_match(stats: Stats, seed: int, rules: RuleSet = PRESETS["classic"],
               seats: list[Seat] = SEATS) -> GameState:
    """Play a match at random, storing every deal, then the match."""
    state = GameState.new(rules, seed)
    while True:
        step(state, seed)
        if state.phase in ("deal_over", "match_over"):
            assert stats.record_deal(state, seats)
            assert not stats.record_deal(state, seats)  # stored once, even if asked twice
            if state.is_over:
                break
            step(state, seed)  # next deal
    assert stats.record_match(state, seats)
    assert not stats.record_match(state, seats)
    return state


def test_perspective_helpers() -> None:
    record = GameRecord.from_game(GameState.new(PRESETS["classic"], 1), SEATS)
    assert player_side(record) == 0 and opponent_level(record, 0) == "hard"
    mixed = [Seat("A", "ai:easy"), Seat("B", "human"), Seat("C", "ai:hard"), Seat("D", "ai:hard")]
    record = GameRecord.from_game(GameState.new(PRESETS["classic"], 1), mixed)
    assert player_side(record) == 1 and opponent_level(record, 1) == "mixed"
    assert opponent_level(record, 0) == "hard"  # a human opponent has no level
    humans = [Seat(n, "human") for n in "ABCD"]
    assert opponent_level(GameRecord.from_game(GameState.new(PRESETS["classic"], 1), humans), 0) == "human"
    assert match_key(record) == match_key(GameRecord.from_game(GameState.new(PRESETS["classic"], 1), mixed))


def test_empty_summary(data_dir: Path) -> None:
    with Stats.open() as stats:
        s = stats.summary()
        assert stats.integrity() == "ok"
    assert s["matches_played"] == 0 and s["deals_played"] == 0
    assert s["highest_deal"] is None and s["average_score"] is None
    assert s["by_preset"] == {} and s["by_level"] == {}
    assert paths.stats_path().exists()


def test_deals_and_matches_are_counted(data_dir: Path) -> None:
    with Stats.open() as stats:
        games = [play_match(stats, seed) for seed in (1, 2)]
        two = play_match(stats, 3, PRESETS["two"], [Seat("Anna", "human"), Seat("Kim", "ai:easy")])
        s = stats.summary()
        deals = sum(len(g.results) for g in [*games, two])
        assert s["deals_played"] == deals
        assert s["matches_played"] == 3
        assert s["by_preset"]["classic"]["matches_played"] == 2
        assert s["by_preset"]["two"]["matches_played"] == 1
        assert s["by_level"]["hard"]["deals_played"] == sum(len(g.results) for g in games)
        assert s["by_preset_level"]["two"]["easy"]["deals_played"] == len(two.results)
        totals = [r.sides[0].total for g in [*games, two] for r in g.results]
        assert s["highest_deal"] == max(totals)
        assert s["average_score"] == pytest.approx(sum(totals) / len(totals))
        won = sum(1 for g in [*games, two] for r in g.results if r.sides[0].total > r.sides[1].total)
        assert s["deals_won"] == won
        assert s["matches_won"] == sum(1 for g in [*games, two] if g.last_result and g.last_result.winner == 0)
        canastas = sum(r.sides[0].natural_canastas + r.sides[0].mixed_canastas for g in [*games, two]
                       for r in g.results)
        assert s["canastas"] == canastas

        history = stats.score_history(5)
        assert len(history) == 5
        assert [p.score for p in history] == totals[-5:]
        assert history[-1].running == two.scores[0]
        assert history[0].deal_id < history[-1].deal_id


def test_a_stored_deal_replays(data_dir: Path) -> None:
    with Stats.open() as stats:
        game = play_match(stats, 4)
        first = stats.score_history(100)[0]
        replay = stats.deal_replay(first.deal_id)
    state = replay.record.replay()
    assert state.phase in ("deal_over", "match_over")
    assert state.last_result == game.results[0]
    assert replay.first_action == 0
    assert [str(a) for a in replay.record.actions] == [str(a) for a in game.actions[: len(replay.record.actions)]]
    with Stats.open() as stats, pytest.raises(KeyError):
        stats.deal_replay(10**6)


def test_given_up_match_counts_as_lost(data_dir: Path) -> None:
    state = GameState.new(PRESETS["classic"], 9)
    for _ in range(30):
        step(state, 9)
    with Stats.open() as stats:
        with pytest.raises(ValueError):
            stats.record_match(state, SEATS)
        with pytest.raises(ValueError):
            stats.record_deal(state, SEATS)
        assert stats.record_match(state, SEATS, given_up=True)
        s = stats.summary()
    assert s["matches_played"] == 1 and s["matches_won"] == 0 and s["matches_given_up"] == 1


def test_data_survives_reopening(data_dir: Path) -> None:
    with Stats.open() as stats:
        play_match(stats, 5)
        before = stats.summary()
    with Stats.open() as stats:
        assert stats.summary() == before


@pytest.mark.parametrize("content", [b"this is not a database", b"SQLite format 3\x00" + b"\xff" * 200])
def test_damaged_database_is_kept_and_replaced(data_dir: Path, content: bytes) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    paths.stats_path().write_bytes(content)
    with Stats.open() as stats:
        assert stats.kept_as is not None and stats.kept_as.read_bytes() == content
        assert stats.kept_as.name.startswith("stats.damaged-")
        assert stats.message is not None and stats.kept_as.name in str(stats.message)
        assert stats.summary()["deals_played"] == 0
        assert stats.integrity() == "ok"


def test_unusable_folder_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StatsError) as info:
        Stats.open(folder=blocker)
    assert str(info.value.message).startswith("Statistics are not available")


def test_rows_are_complete(data_dir: Path) -> None:
    import hashlib

    with Stats.open() as stats:
        play_match(stats, 6)
    conn = sqlite3.connect(paths.stats_path())
    for table in ("deals", "matches"):
        for record, check in conn.execute(f"SELECT record, checksum FROM {table}"):
            assert hashlib.sha256(record.encode()).hexdigest() == check
    conn.close()
