"""An edited statistics database (issue 47, point 7): text in a number column, a NUL
in a name, a number too big to add up. The Statistics screen opens and draws; a row
that does not fit is left out or its text marked, never a crash."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from game.app import i18n, paths
from game.app.stats import Stats
from game.engine.record import Seat
from game.ui import widgets as w
from game.ui.statsview import StatsScene
from tests.ui.test_around_the_table import make_shell
from tests.ui.test_hostile_table import play_until

SEATS = [Seat("Anna", "human"), Seat("West", "ai:medium"), Seat("Bob", "human"), Seat("East", "ai:hard")]


def edited(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    state = play_until("match_over", 1)
    with Stats.open(folder) as stats:
        stats.record_deal(state, SEATS)
        stats.record_match(state, SEATS)
    conn = sqlite3.connect(paths.stats_path(folder), isolation_level=None)
    conn.execute("INSERT INTO deals (match_key, deal, played_at, preset, rules, level, side, won, score, best_other,"
                 " running, natural_canastas, mixed_canastas, went_out, concealed, first_action, actions, record,"
                 " checksum) SELECT match_key || 'x', deal, played_at, 'class' || char(0) || 'ic', rules, level,"
                 " side, won, 'lots', 'many', running, 'two', mixed_canastas, went_out, concealed, 'first',"
                 " actions, record, checksum FROM deals")
    conn.execute("UPDATE deals SET running = 9223372036854775807, natural_canastas = 9223372036854775807"
                 " WHERE preset = 'classic'")
    conn.execute("UPDATE chips SET player = ? WHERE player = 'Anna'", ("An\x00na\x07",))
    conn.execute("INSERT INTO chips (player, kind, balance, matches) VALUES ('Carl', 'human', 'rich', 1)")
    conn.close()


def test_the_readers_skip_or_mark_what_an_edit_broke(data_dir: Path) -> None:
    edited(data_dir)
    with Stats.open(data_dir) as stats:
        summary = stats.summary()
        history = stats.score_history()
        chips = stats.chip_balances()
    assert summary["deals_played"] == 2 and summary["highest_deal"] is not None
    assert len(history) == 1  # the row with text for its score is left out of the chart
    assert "Carl" not in {c.player for c in chips}  # text for a balance: left out
    assert "An\ufffdna\ufffd" in {c.player for c in chips}  # the NUL shown as a mark
    assert "class\ufffdic" in summary["by_preset"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_statistics_screen_opens_on_an_edited_database(data_dir: Path, lang: str) -> None:
    edited(data_dir)
    i18n.set_language(lang)
    found: list[w.TextProblem] = []
    try:
        app, shell = make_shell(data_dir, size=(800, 600))
        shell.show_stats()
        scene = app.scenes.top
        assert isinstance(scene, StatsScene)
        assert i18n.tr("stats.chips_of", name="An\ufffdna\ufffd") in dict(scene.lines())
        w.problems = found
        app.invalidate()
        app.step(0.016)
        app.close()
    finally:
        w.problems = None
        i18n.set_language("en")
    assert not found, found


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("name", ["W" * 40, "Maximiliane Wilhelmina Alexandra Josephin"[:40]])
def test_a_long_chip_name_wraps_on_the_statistics_screen(data_dir: Path, lang: str, size: tuple[int, int],
                                                         name: str) -> None:
    """Issue 47 point 15: a chip name of 40 characters ran across the Statistics screen
    (and cutting it with an ellipsis is no answer: it wraps, whole)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    state = play_until("match_over", 1)
    seats = [Seat(name, "human"), Seat("West", "ai:medium"), Seat("Bob", "human"), Seat("East", "ai:hard")]
    with Stats.open(data_dir) as stats:
        stats.record_deal(state, seats)
        stats.record_match(state, seats)
    i18n.set_language(lang)
    label = i18n.tr("stats.chips_of", name=name)
    found: list[w.TextProblem] = []
    drawn: list[str] = []
    try:
        app, shell = make_shell(data_dir, size=size)
        shell.show_stats()
        scene = app.scenes.top
        assert isinstance(scene, StatsScene)
        original = w.text

        def spy(label: str, *args: object, **kwargs: object) -> object:
            drawn.append(label)
            return original(label, *args, **kwargs)  # type: ignore[arg-type]

        w.problems = found
        w.text = spy  # type: ignore[assignment]
        try:
            app.invalidate()
            app.step(0.016)
        finally:
            w.text = original
        app.close()
    finally:
        w.problems = None
        i18n.set_language("en")
    assert not found, found
    pieces = [t for t in drawn if t and t in label]
    assert "".join(pieces).replace(" ", "") == label.replace(" ", "")  # every letter drawn, none cut
    assert not any("…" in t or "..." in t for t in pieces)


def test_the_statistics_screen_opens_while_another_program_holds_the_lock(data_dir: Path) -> None:
    """Issue 47 point 2: opening Statistics waited 5 s for the lock on the drawing
    thread; it reads the database as it is and says the newest deals may be missing."""
    data_dir.mkdir(parents=True, exist_ok=True)
    state = play_until("match_over", 1)
    with Stats.open(data_dir) as stats:
        stats.record_deal(state, SEATS)
    other = sqlite3.connect(paths.stats_path(data_dir), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        app, shell = make_shell(data_dir)
        shell.show_stats()
        scene = app.scenes.top
        assert isinstance(scene, StatsScene)
        assert scene.message == i18n.tr("stats.busy_reading")
        assert scene.summary["deals_played"] == 1
        app.close()
    finally:
        other.execute("ROLLBACK")
        other.close()
