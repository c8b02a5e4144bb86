"""The composition root: ``--demo`` still prints a game, ``python -m game`` opens the
table quickly, ``--bench-frames`` prints frame times, the computer players it wires
in (the AI's, always) play legal moves from a view, ``--no-ai`` seats the rule bot, and
a broken AI import stops the program instead of being hidden."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from game.__main__ import Computers, check_level, demo, main
from game.engine import PRESETS, GameState
from game.match.players import Player

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
       "CANASTA_DATA_DIR": tempfile.mkdtemp(prefix="canasta-test-data-")}


def test_demo_prints_a_game_with_its_score_sheet() -> None:
    out = io.StringIO()
    game = demo("classic", 1, 1, out)
    text = out.getvalue()
    assert "seat " in text and "Deal 1:" in text and "Running total" in text
    assert game.results


def test_demo_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--demo", "--seed", "2"]) == 0
    assert "Deal total" in capsys.readouterr().out


def test_the_table_opens_and_saves_a_screenshot(tmp_path: Path) -> None:
    """How fast it opens is measured by build/measure.py, not asserted here: a timed
    assertion fails on a busy shared machine without anything being wrong."""
    shot = tmp_path / "table.png"
    out = subprocess.run([sys.executable, "-m", "game", "--seed", "9", "--no-ai", "--mute", "--log",
                          "--frames", "20", "--screenshot", str(shot)],
                         cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert any(line.startswith("ready: first frame") for line in out.stdout.splitlines()), out.stdout
    assert shot.stat().st_size > 20_000


@pytest.mark.parametrize("preset", ["two", "three", "six"])
def test_other_tables_open_from_the_command_line(preset: str, tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-m", "game", "--preset", preset, "--seed", "3", "--no-ai", "--mute",
                          "--frames", "10", "--size", "1024x768"],
                         cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr


def test_bench_frames_prints_median_and_99th_percentile() -> None:
    out = subprocess.run([sys.executable, "-m", "game", "--bench-frames", "90", "--no-ai"],
                         cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=180)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("bench-frames: 90 frames")
    for label in ("all frames", "cards animating", "computer thinking"):
        line = next(x for x in lines if label in x)
        assert "n=" in line
    assert "median" in lines[2] and "p99" in lines[2]


def _first_move(player: Player, game: GameState) -> None:
    player.begin(game.view(game.to_move))
    deadline = time.monotonic() + 60
    action = None
    while action is None and time.monotonic() < deadline:
        action = player.poll()
        time.sleep(0.01)
    assert action is not None and game.check(action) is None


def test_computer_players_decide_in_the_ais_worker_process() -> None:
    computers = Computers("easy")
    try:
        assert computers.kind == "ai agents 'easy' in the AI's worker process"
        assert computers.worker is not None
        _first_move(computers.player(1, "West", 5), GameState.new(PRESETS["classic"], 5))
    finally:
        computers.close()
    assert computers.worker is None


def test_no_ai_means_the_rule_bot_in_every_seat() -> None:
    computers = Computers("hard", rule_bot=True, processes=False)
    try:
        assert computers.kind == "ai agents 'rules' in threads"
        assert computers.seat_level("hard") == "rules" and computers.seat_level(None) == "rules"
        _first_move(computers.player(1, "West", 5, "hard"), GameState.new(PRESETS["two"], 5))
    finally:
        computers.close()


def test_a_seat_keeps_its_level_and_an_unknown_one_is_said(capsys: pytest.CaptureFixture[str]) -> None:
    computers = Computers("medium", processes=False)
    assert computers.seat_level("hard") == "hard" and computers.seat_level(None) == "medium"
    assert computers.seat_level("normal") == "medium"  # no such level (a hand-edited record)
    assert "unknown computer level 'normal'" in capsys.readouterr().err
    with pytest.raises(ValueError, match="choose from"):
        check_level("normal")
    with pytest.raises(ValueError):
        Computers("normal", processes=False)


def test_an_unknown_level_on_the_command_line_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--demo", "--level", "normal"])
    assert exit_.value.code == 2 and "invalid choice: 'normal'" in capsys.readouterr().err


def test_a_broken_ai_import_fails_loudly() -> None:
    """``ai`` always ships: if it cannot be imported the program says so and stops,
    instead of quietly playing with something else."""
    code = ("import sys, runpy; sys.modules['ai'] = None; sys.argv = ['game', '--demo']; "
            "runpy.run_module('game', run_name='__main__')")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=ENV, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode != 0
    assert "ImportError" in out.stderr or "ModuleNotFoundError" in out.stderr, out.stderr
    assert "seat 0" not in out.stdout


def test_the_window_opens_at_the_size_it_was_left_at(data_dir: Path, tmp_path: Path) -> None:
    import pygame

    from game.__main__ import remembered_size
    from game.app.settings import Settings, load_settings, save_settings

    save_settings(Settings(window_size=(900, 700)))
    shot = tmp_path / "shot.png"
    assert main(["--frames", "2", "--no-ai", "--mute", "--screenshot", str(shot)]) == 0
    assert pygame.image.load(str(shot)).get_size() == (900, 700)
    assert load_settings().settings.window_size == (900, 700)
    # a size given on the command line is for that run only
    assert main(["--frames", "2", "--no-ai", "--mute", "--size", "1024x768", "--screenshot", str(shot)]) == 0
    assert pygame.image.load(str(shot)).get_size() == (1024, 768)
    assert load_settings().settings.window_size == (900, 700)
    # the size the player leaves the window at is kept for the next start
    saved = load_settings().settings
    assert remembered_size(saved, (900, 700)) is None
    changed = remembered_size(saved, (1100, 720))
    assert changed is not None and changed.window_size == (1100, 720) and changed.language == saved.language
