"""game/crash.py: a readable report in the data folder, and a reporter that never raises."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
import threading
from pathlib import Path
from types import TracebackType

import pytest

from game import crash
from game.version import version
from tests.build.helpers import ROOT

RECORD = "canasta-record 1\nrules classic {}\nseed 7\nactions\ndraw\nend 1\n"


def _exc_info() -> tuple[type[BaseException], BaseException, TracebackType | None]:
    hand: dict[str, int] = {}
    try:
        hand["missing card"]
    except KeyError as error:
        return type(error), error, error.__traceback__
    raise AssertionError("unreachable")


def test_report_holds_traceback_version_platform_and_record(tmp_path: Path) -> None:
    path = crash.handle(*_exc_info(), get_record=lambda: RECORD, folder=tmp_path, show_window=False)
    assert path is not None and path.parent == tmp_path
    assert path.name.startswith("crash-") and path.suffix == ".txt"
    dt.datetime.strptime(path.stem.removeprefix("crash-"), "%Y%m%d-%H%M%S")
    text = path.read_text(encoding="utf-8")
    assert "Traceback (most recent call last):" in text
    assert "KeyError: 'missing card'" in text
    assert "_exc_info" in text  # the frame where it happened
    assert f"Version:   {version()}" in text
    assert "Platform:" in text and "Python:" in text
    assert RECORD.strip() in text


def test_stderr_tells_where_the_report_is(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = crash.handle(*_exc_info(), folder=tmp_path, show_window=False)
    assert str(path) in capsys.readouterr().err


@pytest.mark.parametrize(
    ("getter", "expected"),
    [
        (None, "(no record available)"),
        (lambda: None, "(no game in progress)"),
        (lambda: 1 / 0, "(the record could not be read: ZeroDivisionError"),
    ],
)
def test_a_missing_or_broken_record_is_said_so(getter: crash.RecordGetter | None, expected: str) -> None:
    assert expected in crash.format_report(*_exc_info(), get_record=getter)


def test_two_crashes_in_one_second_get_two_files(tmp_path: Path) -> None:
    now = dt.datetime(2024, 5, 1, 12, 30, 5)
    first = crash.write_report("a", tmp_path, now=now)
    second = crash.write_report("b", tmp_path, now=now)
    assert first is not None and first.name == "crash-20240501-123005.txt"
    assert second is not None and second.name == "crash-20240501-123005-2.txt"
    assert first.read_text() == "a" and second.read_text() == "b"


def test_unwritable_folder_falls_back_to_the_temporary_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setattr("tempfile.gettempdir", lambda: str(tmp_path / "tmp"))
    path = crash.write_report("report", blocker / "sub")
    assert path is not None and path.parent == tmp_path / "tmp" / "canasta"


def test_default_folder_is_the_user_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.delenv(crash.ENV_DIR, raising=False)
    calls: list[tuple[str, str | bool | None]] = []

    def fake(appname: str, appauthor: str | bool | None = None) -> str:
        calls.append((appname, appauthor))
        return str(tmp_path / "data")

    monkeypatch.setattr(platformdirs, "user_data_dir", fake)
    path = crash.handle(*_exc_info(), show_window=False)
    assert calls == [("canasta", False)]
    assert path is not None and path.parent == tmp_path / "data"
    monkeypatch.setenv(crash.ENV_DIR, str(tmp_path / "override"))
    assert crash.data_dir() == tmp_path / "override"


@pytest.mark.parametrize("override", [None, "elsewhere"])
def test_reports_go_where_the_game_keeps_its_files(
    override: str | None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = pytest.importorskip("game.app.paths")
    if override is None:
        monkeypatch.delenv(crash.ENV_DIR, raising=False)
    else:
        monkeypatch.setenv(crash.ENV_DIR, str(tmp_path / override))
    assert crash.data_dir() == paths.data_dir(create=False)


def test_the_reporter_never_raises(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> str:
        raise RuntimeError("the reporter itself is broken")

    monkeypatch.setattr(crash, "format_report", broken)
    assert crash.handle(*_exc_info(), folder=tmp_path) is None

    monkeypatch.undo()
    monkeypatch.setattr(sys, "stderr", None)  # a windowed Windows binary has no stderr
    assert crash.handle(*_exc_info(), folder=tmp_path, show_window=True) is not None


def test_no_message_box_on_a_headless_display(monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    pygame.display.init()
    try:
        pygame.display.set_mode((8, 8))
        assert pygame.display.get_driver() == "dummy"
        assert crash._show_window("message") is False
    finally:
        pygame.display.quit()
    monkeypatch.delitem(sys.modules, "pygame")
    assert crash._show_window("message") is False


def test_install_reports_main_thread_and_other_threads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    passed_on: list[type[BaseException]] = []
    monkeypatch.setattr(sys, "excepthook", lambda t, e, tb: passed_on.append(t))
    crash.install(lambda: RECORD, folder=tmp_path, show_window=False)

    sys.excepthook(*_exc_info())
    assert len(list(tmp_path.glob("crash-*.txt"))) == 1

    def worker() -> None:
        raise ValueError("in a thread")

    thread = threading.Thread(target=worker, name="ai-thinker")
    thread.start()
    thread.join()
    reports = sorted(tmp_path.glob("crash-*.txt"))
    assert len(reports) == 2
    threaded = [p.read_text() for p in reports if "ValueError: in a thread" in p.read_text()]
    assert threaded and "Thread:    ai-thinker" in threaded[0]

    try:
        raise KeyboardInterrupt
    except KeyboardInterrupt as stop:
        sys.excepthook(KeyboardInterrupt, stop, stop.__traceback__)
    assert passed_on == [KeyboardInterrupt]  # Ctrl+C is no crash
    assert len(list(tmp_path.glob("crash-*.txt"))) == 2


def test_an_uncaught_exception_in_a_real_process(tmp_path: Path) -> None:
    code = (
        "from game import crash\n"
        "crash.install(lambda: 'seed 42')\n"
        "def deal():\n"
        "    raise RuntimeError('the deck is empty')\n"
        "deal()\n"
    )
    env = {**os.environ, crash.ENV_DIR: str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 1
    (report,) = tmp_path.glob("crash-*.txt")
    assert str(report) in result.stderr
    text = report.read_text()
    assert "RuntimeError: the deck is empty" in text and "in deal" in text and "seed 42" in text


def test_a_full_disk_leaves_no_empty_report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(fd: int, data: object) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(crash.os, "write", full)
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setattr("tempfile.gettempdir", lambda: str(tmp_path / "tmp"))
    path = crash.write_report("report", data)
    assert path is None
    assert list(data.iterdir()) == []  # no 0-byte report left behind


def test_the_report_says_what_it_holds_and_hides_folders(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["canasta", "--screenshot", "/home/someone/shot.png", "--seed=5"])
    text = crash.format_report(*_exc_info(), get_record=lambda: RECORD)
    assert "This file holds:" in text
    assert "Options:   --screenshot --seed" in text and "shot.png" not in text
    assert str(ROOT) not in text and str(Path.home()) not in text
    assert "<canasta>/tests/build/test_crash_report.py" in text
