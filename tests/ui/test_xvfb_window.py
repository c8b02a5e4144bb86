"""The game in a real X window under Xvfb, driven with xdotool like a person would:
click the stock, drag a card onto the discard pile, and a screenshot of the screen.
Skipped only where Xvfb is not installed (CI installs it through check.sh)."""

from __future__ import annotations

import os
import queue
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.engine import PRESETS
from game.ui.layout import compute_layout

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path("/tmp/shots")
SIZE = (1280, 800)
SEED = 9  # the human plays first in this deal

pytestmark = pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")


def _free_display() -> int:
    for n in range(99, 140):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display number")


@pytest.fixture
def xvfb() -> Iterator[str]:
    n = _free_display()
    proc = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{n}").exists():
            if time.monotonic() > deadline or proc.poll() is not None:
                pytest.fail("Xvfb did not start")
            time.sleep(0.05)
        yield f":{n}"
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()


def _xdotool(display: str, *args: str) -> str:
    tool = shutil.which("xdotool")
    if tool is None:
        pytest.fail("xdotool is missing (check.sh installs it)")
    out = subprocess.run([tool, *args], env={**os.environ, "DISPLAY": display}, capture_output=True, text=True,
                         timeout=20)
    return out.stdout.strip()


class Lines:
    """The game's --log output, read in the background."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.q: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        assert proc.stdout is not None
        stream = proc.stdout

        def read() -> None:
            for line in stream:
                self.q.put(line.rstrip())

        threading.Thread(target=read, daemon=True).start()

    def wait_for(self, text: str, timeout: float = 20.0) -> str:
        for line in self.seen:
            if text in line:
                return line
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.q.get(timeout=0.1)
            except queue.Empty:
                continue
            self.seen.append(line)
            if text in line:
                return line
        raise AssertionError(f"no {text!r} in the game's output: {self.seen[-20:]}")


def test_a_turn_in_a_real_window(xvfb: str, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER",)}
    env.update(DISPLAY=xvfb, SDL_AUDIODRIVER="dummy", PYTHONUNBUFFERED="1", CANASTA_DATA_DIR=str(tmp_path / "data"))
    cmd = [sys.executable, "-m", "game", "--seed", str(SEED), "--no-ai", "--speed", "fast", "--mute", "--log",
           "--size", f"{SIZE[0]}x{SIZE[1]}"]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        lines = Lines(proc)
        lines.wait_for("ready:")
        window = ""
        deadline = time.monotonic() + 10
        while not window and time.monotonic() < deadline:
            ids = _xdotool(xvfb, "search", "--pid", str(proc.pid)).split()
            for wid in ids:
                geometry = _xdotool(xvfb, "getwindowgeometry", wid)
                if f"{SIZE[0]}x{SIZE[1]}" in geometry:
                    window = wid
            time.sleep(0.1)
        assert window, "the game's window was not found"
        layout = compute_layout(SIZE, PRESETS["classic"])
        time.sleep(0.5)
        # click the stock
        sx, sy = layout.stock.center
        _xdotool(xvfb, "mousemove", "--window", window, str(sx), str(sy))
        _xdotool(xvfb, "click", "1")
        lines.wait_for("You drew")
        # drag the card in the middle of the hand onto the discard pile
        hx, hy = layout.hand.centerx, layout.hand.bottom - 40
        px, py = layout.pile.center
        _xdotool(xvfb, "mousemove", "--window", window, str(hx), str(hy))
        _xdotool(xvfb, "mousedown", "1")
        for k in range(1, 9):
            x = hx + (px - hx) * k // 8
            y = hy + (py - hy) * k // 8
            _xdotool(xvfb, "mousemove", "--window", window, str(x), str(y))
            time.sleep(0.03)
        _xdotool(xvfb, "mouseup", "1")
        lines.wait_for("You discarded")
        lines.wait_for("West ")  # the computer plays on (draws or takes the pile)
        time.sleep(0.6)
        SHOTS.mkdir(parents=True, exist_ok=True)
        shot = SHOTS / "xvfb_turn.png"
        subprocess.run(["/usr/bin/import", "-window", "root", str(shot)],
                       env={**os.environ, "DISPLAY": xvfb}, check=True, timeout=30)
        assert shot.stat().st_size > 20_000
        shutil.copy(shot, tmp_path / shot.name)
        assert proc.poll() is None, "the game ended by itself"
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
