"""The composition root: ``--demo`` still prints a game, ``python -m game`` opens the
table quickly, ``--bench-frames`` prints frame times, and the computer players it
wires in (the AI when present, else the stand-in) play legal moves from a view."""

from __future__ import annotations

import io
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from game.__main__ import Computers, StandInAgent, demo, main
from game.engine import PRESETS, GameState, Undo

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


def test_the_table_opens_quickly_and_saves_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    started = time.monotonic()
    out = subprocess.run([sys.executable, "-m", "game", "--seed", "9", "--no-ai", "--mute", "--log",
                          "--frames", "20", "--screenshot", str(shot)],
                         cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    ready = next(line for line in out.stdout.splitlines() if line.startswith("ready:"))
    assert float(ready.split()[3]) < 5.0  # "ready: first frame X s after start"
    assert time.monotonic() - started < 30
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


def test_the_stand_in_plays_a_whole_deal_legally_from_views_only() -> None:
    game = GameState.new(PRESETS["classic"], 11)
    agents = [StandInAgent(s) for s in range(4)]
    for _ in range(3000):
        if game.phase in ("deal_over", "match_over"):
            break
        action = agents[game.to_move].choose(game.view(game.to_move))
        assert game.check(action) is None, action
        assert not isinstance(action, Undo)
        game.apply(action)
    assert game.phase in ("deal_over", "match_over")


def test_the_stand_in_takes_the_pile_when_it_can() -> None:
    from tests.engine.helpers import position

    g = position(PRESETS["classic"], hands={1: "8h 8d 9c 9s kh kd ks 2h jk 4c 4d"}, pile="6c 5d 8s",
                 melds={1: ["ah ad ac"]}, to_move=1)
    action = StandInAgent(1).choose(g.view(1))
    assert type(action).__name__ == "Take"


def test_computer_players_decide_in_another_process() -> None:
    computers = Computers(use_ai=False)
    try:
        assert computers.pool is not None and "process" in computers.kind
        player = computers.player(1, "West", 5)
        game = GameState.new(PRESETS["classic"], 5)
        seat = game.to_move
        player.begin(game.view(seat))
        deadline = time.monotonic() + 60
        action = None
        while action is None and time.monotonic() < deadline:
            action = player.poll()
            time.sleep(0.01)
        assert action is not None and game.check(action) is None
    finally:
        computers.close()


def test_without_the_ai_the_stand_in_is_used() -> None:
    computers = Computers(use_ai=False, processes=False)
    try:
        assert computers.kind == "stand-in agents in threads"
        rng = random.Random(1)
        assert rng is not None
    finally:
        computers.close()
