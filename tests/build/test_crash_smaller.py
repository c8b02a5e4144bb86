"""Smaller faults of issue 47 point 15 around the program's edges: paths in exception
texts are scrubbed from the crash report, a crash in a helper thread does not say the
game stopped, Ctrl+C ends the game without a traceback, and a window size from the
settings is bounded like ``--size``."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from game import crash
from game.__main__ import DEFAULT_SIZE, MAX_SIZE, bounded_size, run


def test_a_path_in_an_exceptions_text_is_not_in_the_report(tmp_path: Path) -> None:
    secret = "/srv/private-anna-7261/canasta"
    try:
        raise FileNotFoundError(2, "No such file or directory", f"{secret}/stats.sqlite3")
    except FileNotFoundError as exc:
        text = crash.format_report(type(exc), exc, exc.__traceback__)
    assert "private-anna-7261" not in text
    assert "<folder>/stats.sqlite3" in text  # what it was about stays


def test_a_crash_in_a_helper_thread_says_the_game_goes_on(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    previous = threading.excepthook, sys.excepthook
    crash.install(folder=tmp_path, show_window=False)
    try:
        worker = threading.Thread(target=lambda: 1 / 0, name="canasta-statistics")
        worker.start()
        worker.join()
    finally:
        threading.excepthook, sys.excepthook = previous
    err = capsys.readouterr().err
    assert "has stopped" not in err
    assert "the game goes on" in err and "canasta-statistics" in err
    assert list(tmp_path.glob("crash-*.txt"))  # the report is written all the same


def test_ctrl_c_ends_the_game_without_a_traceback(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(argv: object = None) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr("game.__main__.main", interrupted)
    assert run([]) == 130
    err = capsys.readouterr().err
    assert "Traceback" not in err and "Ctrl+C" in err


def test_ctrl_c_in_a_terminal_prints_no_traceback(tmp_path: Path) -> None:
    """The real program, interrupted while it runs its window headless."""
    import os
    import signal
    import time

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "CANASTA_DATA_DIR": str(tmp_path)}
    proc = subprocess.Popen([sys.executable, "-m", "game", "--preset", "two", "--log", "--mute"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            cwd=Path(__file__).resolve().parents[2])
    assert proc.stdout is not None
    line = proc.stdout.readline()  # "ready: ..." once the first frame is drawn
    assert line.startswith("ready"), line
    time.sleep(0.5)
    proc.send_signal(signal.SIGINT)
    _out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130
    assert "Traceback" not in err, err


@pytest.mark.parametrize(("saved", "used"), [((16384, 16384), None), ((100, 100), None), ((1024, 700), (1024, 700)),
                                             (MAX_SIZE, MAX_SIZE), (None, None)])
def test_a_window_size_from_the_settings_is_bounded_like_the_command_line(
        saved: tuple[int, int] | None, used: tuple[int, int] | None) -> None:
    assert bounded_size(saved) == used
    assert (bounded_size(saved) or DEFAULT_SIZE) != (16384, 16384)
