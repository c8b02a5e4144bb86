"""Hostile input around the table (issue 15): a deal whose end was autosaved but not
stored (point 11), a finished match left as the autosave (16), a very long label (5),
bad command-line values (14)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.__main__ import main
from game.app import saves
from game.app.stats import Stats
from game.engine import PRESETS, GameState
from game.engine.state import DEAL_OVER, MATCH_OVER
from game.ui.widgets import fit_text
from tests.ui.test_around_the_table import make_shell
from tests.ui.test_table_harness import shell_seats

SEATS = [("Anna", "human"), ("West", "ai:medium"), ("Bob", "ai:easy"), ("East", "ai:hard")]


def play_until(phase: str, target: int, seed: int = 5) -> GameState:
    rng = random.Random(seed)
    state = GameState.new(PRESETS["classic"].with_options(target=target), seed)
    while state.phase != phase:
        legal = state.legal_actions()
        state.apply(rng.choice([a for a in legal if str(a) != "undo"] or legal))
    return state


def test_a_deal_end_autosaved_but_not_stored_is_stored_at_start(data_dir: Path) -> None:
    state = play_until(DEAL_OVER, 50_000)
    saves.autosave(state, SEATS, data_dir)  # then the program died: no statistics written
    app, shell = make_shell(data_dir)
    shell.start(saves.load_autosave(data_dir))
    assert shell.stats_queue.wait()
    with Stats.open(data_dir) as stats:
        assert stats.summary()["deals_played"] == 1
    assert shell.resumable is not None  # the match goes on: Continue is offered
    shell.resume_saved()
    assert shell.match is not None and shell_seats(shell).game.phase == DEAL_OVER
    shell.start(saves.load_autosave(data_dir))  # and a second start does not count it twice
    with Stats.open(data_dir) as stats:
        assert stats.summary()["deals_played"] == 1
    app.close()


def test_a_finished_match_left_as_autosave_is_stored_not_restored(data_dir: Path) -> None:
    state = play_until(MATCH_OVER, 1)
    saves.autosave(state, SEATS, data_dir)
    app, shell = make_shell(data_dir)
    shell.start(saves.load_autosave(data_dir))
    assert shell.resumable is None and not saves.has_autosave(data_dir)
    assert shell.stats_queue.wait()
    with Stats.open(data_dir) as stats:
        summary = stats.summary()
    assert summary["deals_played"] == 1 and summary["matches_played"] == 1
    app.close()


def test_a_very_long_label_is_measured_a_few_times_not_once_a_character() -> None:
    import pygame

    pygame.init()
    surface = fit_text("A" * 20_000, 18, 200)  # used to trim one character per measure
    assert surface.get_height() > 0


@pytest.mark.parametrize("argv", [
    ["--bench-frames", "0"], ["--bench-frames", "-5"], ["--demo", "--deals", "0"], ["--level", "99"],
    ["--size", "1000000x1000000"], ["--size", "10x10"], ["--search-helpers", "99"], ["--search-helpers", "-1"],
    ["--frames", "-1"],
])
def test_bad_command_line_values_are_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "error:" in err and "Traceback" not in err


def test_an_altered_stored_deal_is_refused_with_a_message(data_dir: Path) -> None:
    state = play_until(DEAL_OVER, 50_000)
    data_dir.mkdir(parents=True)
    with Stats.open(data_dir) as stats:
        stats.record_deal(state, SEATS)
        (deal_id,) = [p.deal_id for p in stats.score_history()]
        text = stats.connection.execute("SELECT record FROM deals").fetchone()[0]
        stats.connection.execute("UPDATE deals SET record = ?", (text.replace("\ndraw\n", "\ndiscard jk\n", 1),))
    app, shell = make_shell(data_dir)
    shell.show_menu()
    shell.replay_deal(deal_id)
    top = app.scenes.top
    assert "This deal cannot be replayed" in " ".join(getattr(top, "messages", []) + shell.messages)
    app.close()
