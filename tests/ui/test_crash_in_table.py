"""A fault inside the running table (issue 15, point 1): the report is written while
the game and the window are still there, so it holds the game's record, and the player
is told where it is: on stderr, and on a real display in a message box over the game.
In a real process started like the game, headless and under Xvfb. Under Xvfb the box is
recorded instead of shown (a shown box blocks until a person closes it): the child
replaces ``pygame.display.message_box`` and writes what it was asked to show, and whether
the window was still open then, to a file."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.test_xvfb_window import xvfb  # noqa: F401 - the fixture

ROOT = Path(__file__).resolve().parents[2]

#: Starts the game as ``python -m game`` would, with ``App.step`` raising at frame 40
#: (the table is up and the computers have played by then).
FAULT = (
    "import json, os, sys\n"
    "import pygame\n"
    "if os.environ.get('BOX_LOG'):\n"
    "    def box(title, message, **kw):\n"
    "        seen = {'title': title, 'message': message, 'window': pygame.display.get_surface() is not None,\n"
    "                'driver': pygame.display.get_driver(), **{k: str(v) for k, v in kw.items()}}\n"
    "        with open(os.environ['BOX_LOG'], 'w', encoding='utf-8') as f:\n"
    "            json.dump(seen, f)\n"
    "    pygame.display.message_box = box\n"
    "import game.ui.app as app\n"
    "step = app.App.step\n"
    "def faulty(self, dt=None):\n"
    "    if self.frames >= 40:\n"
    "        raise RuntimeError('fault injected into the table loop')\n"
    "    return step(self, dt)\n"
    "app.App.step = faulty\n"
    "from game.__main__ import main\n"
    "sys.argv = ['canasta', '--table', '--seed', '9', '--no-ai', '--mute', '--speed', 'fast']\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def run_faulty_table(data: Path, env: dict[str, str], timeout: float = 120) -> subprocess.Popen[str]:
    env = {**env, "CANASTA_DATA_DIR": str(data), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.Popen([sys.executable, "-c", FAULT], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def check_report(data: Path, stderr: str) -> str:
    reports = list(data.glob("crash-*.txt"))
    assert len(reports) == 1, (reports, stderr[-2000:])  # reported once, not again by the hook
    report = reports[0]
    assert str(report) in stderr  # the player is told where it is
    text = report.read_text(encoding="utf-8")
    assert "RuntimeError: fault injected into the table loop" in text
    record = text.split("Game record\n-----------\n", 1)[1]
    assert record.startswith("canasta-record ") and "seat 0 human" in record and "\nactions\n" in record
    assert "(no game in progress)" not in text
    # What a bug report needs, no more: no folders of this machine, no option values.
    assert str(Path.home()) not in text and str(ROOT) not in text
    assert "Options:   --table --seed --no-ai --mute --speed" in text
    assert "This file holds:" in text
    return text


def test_a_fault_in_the_headless_table_is_reported_with_the_record(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = run_faulty_table(tmp_path, env)
    _, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 1
    text = check_report(tmp_path, stderr)
    assert "video: dummy" in text  # the display was still open when the report was written


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")
def test_a_fault_in_the_table_on_a_real_display_shows_where_the_report_is(
        tmp_path: Path, xvfb: str) -> None:  # noqa: F811 - the fixture
    box_log = tmp_path / "box.json"
    data = tmp_path / "data"
    env = {**os.environ, "DISPLAY": xvfb, "SDL_AUDIODRIVER": "dummy", "BOX_LOG": str(box_log)}
    env.pop("SDL_VIDEODRIVER", None)
    proc = run_faulty_table(data, env)
    try:
        _, stderr = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 1, stderr[-2000:]
    text = check_report(data, stderr)
    assert "video: x11" in text
    (report,) = data.glob("crash-*.txt")
    box = json.loads(box_log.read_text(encoding="utf-8"))
    assert box["title"] == "Canasta has stopped"
    assert str(report) in box["message"]  # the box says where the report is
    assert box["window"] is True and box["driver"] == "x11"  # shown over the game, not after it closed
    assert box.get("message_type") == "error"
