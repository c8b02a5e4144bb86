"""The crash reporter: an uncaught exception leaves a readable report for the player.

:func:`install` replaces :data:`sys.excepthook` and :data:`threading.excepthook`. On an
uncaught exception the hook writes ``crash-YYYYmmdd-HHMMSS.txt`` into the game's data
folder (``platformdirs.user_data_dir("canasta", appauthor=False)``: ``~/.local/share/canasta``
on Linux, ``%LOCALAPPDATA%\\canasta`` on Windows, ``~/Library/Application Support/canasta``
on macOS; ``$CANASTA_DATA_DIR`` when set; the system's temporary folder if that cannot be
written).
The report holds what a bug report needs and no more: the error and the lines of the
program it passed through (paths shortened to ``<canasta>/...`` and ``<python>/...``,
the home folder to ``~``), the game's version, the platform, the Python, the names of
the command-line options used (not their values), and the record of the game in
progress (``get_record``: rules, seed, seat names and every action), so that the crash
can be replayed. The report says so at its top.

The table's loop calls :func:`report` itself when it raises, while the game and the
window are still there (its ``finally`` closes both before the exception reaches
``sys.excepthook``); the hook then leaves that exception alone.

Then the player is told where the report is: always on stderr, and in a message box when
the pygame display is up (pygame is imported only there, lazily). Nothing in the
reporter may raise: each step is guarded, and a failing step is written into the report
or skipped.

The composition root calls it once, before it opens the window::

    from game import crash
    crash.install(lambda: record_of_the_game_in_progress_or_None())
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import os
import platform
import re
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

#: Returns the record of the game in progress as text, or None when there is none.
RecordGetter = Callable[[], str | None]

APP_NAME = "canasta"
#: Moves the data folder, and so the reports (the same variable as ``game.app.paths``).
ENV_DIR = "CANASTA_DATA_DIR"


def data_dir() -> Path:
    """The folder for crash reports: the game's data folder, the same rule as
    ``game.app.paths.data_dir`` ($CANASTA_DATA_DIR, else the user's data folder), kept
    here without imports of the game so that it works whatever else is broken."""
    override = os.environ.get(ENV_DIR, "").strip()
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def _version() -> str:
    try:
        from game.version import version

        return version()
    except Exception as error:
        return f"unknown ({type(error).__name__}: {error})"


def _pygame_line() -> str:
    pygame = sys.modules.get("pygame")
    if pygame is None:
        return "not loaded"
    try:
        sdl = ".".join(str(part) for part in pygame.get_sdl_version())
        driver = pygame.display.get_driver() if pygame.display.get_init() else "display not initialised"
        return f"{pygame.version.ver} (SDL {sdl}, video: {driver})"
    except Exception as error:
        return f"loaded ({type(error).__name__}: {error})"


def _record_text(get_record: RecordGetter | None) -> str:
    if get_record is None:
        return "(no record available)"
    try:
        record = get_record()
    except BaseException as error:  # a broken getter must not hide the real crash
        return f"(the record could not be read: {type(error).__name__}: {error})"
    if record is None:
        return "(no game in progress)"
    return str(record).rstrip("\n")


def _scrub(text: str) -> str:
    """``text`` without the folders of this machine: the program's folder becomes
    ``<canasta>``, Python's ``<python>``, the home folder ``~``."""
    replacements: list[tuple[str, str]] = []
    with contextlib.suppress(Exception):
        replacements.append((str(Path(__file__).resolve().parent.parent), "<canasta>"))
    for prefix in {sys.prefix, sys.base_prefix, sys.exec_prefix}:
        with contextlib.suppress(Exception):
            replacements.append((str(Path(prefix).resolve()), "<python>"))
            replacements.append((prefix, "<python>"))
    with contextlib.suppress(Exception):
        replacements.append((str(Path.home()), "~"))
    # Longest first, so that a folder inside another is replaced by its own name.
    for old, new in sorted(replacements, key=lambda pair: -len(pair[0])):
        if len(old) > 1:
            text = text.replace(old, new)
    return text


#: An absolute path left in a report's text (an exception's message quotes the file it
#: was about: the data folder, a chosen record), POSIX or Windows.
_PATH = re.compile(r"(?<![\w>~.<])(?:[A-Za-z]:)?[\\/](?:[^\s'\"\\/:,()<>]+[\\/])+([^\s'\"\\/:,()<>]*)")


def _scrub_paths(text: str) -> str:
    """Every absolute path still in ``text`` after ``_scrub`` becomes ``<folder>/NAME``:
    the file's name stays (it says what the error was about), its folders go."""
    return _PATH.sub(lambda m: f"<folder>/{m.group(1)}", text)


def _options() -> str:
    """The command-line options used, by name only: their values can be paths."""
    names = [arg.split("=", 1)[0] for arg in sys.argv[1:] if arg.startswith("-")]
    return " ".join(names) if names else "(none)"


def format_report(
    exc_type: type[BaseException],
    exc: BaseException,
    tb: TracebackType | None,
    *,
    get_record: RecordGetter | None = None,
    thread_name: str | None = None,
    now: _dt.datetime | None = None,
) -> str:
    """The report's text: what happened, on what, and the game record."""
    when = now or _dt.datetime.now()
    try:
        trace = "".join(traceback.format_exception(exc_type, exc, tb))
    except Exception as error:
        trace = f"{exc_type.__name__}: {exc!r} (traceback unavailable: {error})\n"
    frozen = "yes (PyInstaller binary)" if getattr(sys, "frozen", False) else "no (running from Python)"
    lines = [
        "Canasta crash report",
        "====================",
        "",
        "Canasta stopped because of an error it did not expect. Please attach this file",
        "to your bug report: the game record at the end lets us replay your game.",
        "",
        "This file holds: the error and the lines of the program it passed through, the",
        "game's version, your system and Python versions, the names of the options the",
        "game was started with, and the record of the game in progress (the rules, the",
        "seed, the seat names and every card played). It holds no folder names of yours",
        "and no other file.",
        "",
        f"Time:      {when.isoformat(timespec='seconds')}",
        f"Version:   {_version()}",
        f"Platform:  {_safe(platform.platform)} ({_safe(platform.machine)})",
        f"Python:    {_safe(platform.python_implementation)} {sys.version.split()[0]}",
        f"Frozen:    {frozen}",
        f"pygame:    {_pygame_line()}",
        f"Thread:    {thread_name or threading.current_thread().name}",
        f"Options:   {_options()}",
        "",
        "Traceback",
        "---------",
        _scrub_paths(_scrub(trace.rstrip("\n"))),
        "",
        "Game record",
        "-----------",
        _record_text(get_record),
        "",
    ]
    return "\n".join(lines)


def _safe(function: Callable[[], str]) -> str:
    try:
        return function()
    except Exception:
        return "unknown"


def write_report(text: str, folder: Path | None = None, *, now: _dt.datetime | None = None) -> Path | None:
    """Write ``text`` to ``folder/crash-YYYYmmdd-HHMMSS.txt`` (``-2``, ``-3``... when the
    name is taken); falls back to the temporary folder; None if nothing could be written."""
    import tempfile

    stamp = (now or _dt.datetime.now()).strftime("%Y%m%d-%H%M%S")
    candidates: list[Path] = []
    with contextlib.suppress(Exception):
        candidates.append(folder if folder is not None else data_dir())
    with contextlib.suppress(Exception):
        candidates.append(Path(tempfile.gettempdir()) / APP_NAME)
    for directory in candidates:
        try:
            directory.mkdir(parents=True, exist_ok=True)
            for attempt in range(1, 100):
                suffix = "" if attempt == 1 else f"-{attempt}"
                path = directory / f"crash-{stamp}{suffix}.txt"
                try:
                    _write_new(path, text.encode("utf-8"))
                except FileExistsError:
                    continue
                return path
        except Exception:
            continue
    return None


def _write_new(path: Path, data: bytes) -> None:
    """Create ``path`` (never an existing file) holding ``data``; on a full disk the
    half-written file is removed again, so no empty report is left behind."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    try:
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
    except BaseException:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(path)
        raise
    os.close(fd)


def _tell_stderr(message: str, report: str | None = None) -> None:
    stream = sys.stderr or sys.__stderr__  # None in a windowed Windows binary
    if stream is None:
        return
    try:
        if report is not None:
            stream.write(report + "\n")
        stream.write(message + "\n")
        stream.flush()
    except Exception:
        pass


def _show_window(message: str) -> bool:
    """A message box over the game when the pygame display is up; False if not shown."""
    try:
        pygame = sys.modules.get("pygame")
        if pygame is None or not pygame.display.get_init():
            return False
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return False  # headless: nobody could close the box
        pygame.display.message_box("Canasta has stopped", message, message_type="error")
        return True
    except Exception:
        return False


def handle(
    exc_type: type[BaseException],
    exc: BaseException,
    tb: TracebackType | None,
    *,
    get_record: RecordGetter | None = None,
    folder: Path | None = None,
    show_window: bool = True,
    thread_name: str | None = None,
    stopped: bool = True,
) -> Path | None:
    """Report one uncaught exception: file, stderr, message box. Never raises.
    ``stopped=False``: a helper thread failed and the game goes on (said so)."""
    try:
        report = format_report(exc_type, exc, tb, get_record=get_record, thread_name=thread_name)
        path = write_report(report, folder)
        if not stopped:
            where = f"A report was saved to:\n{path}" if path is not None else "The report could not be saved."
            _tell_stderr(f"Canasta met an error in one of its helpers ({thread_name or 'a thread'});"
                         f" the game goes on.\n{where}", None if path is not None else report)
            return path
        if path is not None:
            message = (
                "Canasta has stopped because of an error.\n\n"
                f"A report was saved to:\n{path}\n\n"
                "Please send this file with your bug report."
            )
            _tell_stderr(message)
        else:
            message = "Canasta has stopped because of an error. The report could not be saved:"
            _tell_stderr(message, report)
        if show_window and threading.current_thread() is threading.main_thread():
            _show_window(message)
        return path
    except BaseException:
        with contextlib.suppress(BaseException):
            traceback.print_exception(exc_type, exc, tb)
        return None


#: What :func:`install` was given, for :func:`report`; and the exceptions already
#: reported, so that the hook does not report them a second time.
_installed: dict[str, object] = {}
_reported: list[BaseException] = []


def report(exc: BaseException) -> Path | None:
    """Report ``exc`` now, while the game and the window are still there (the table's
    loop calls this before its ``finally`` closes them), with what :func:`install` was
    given. The exception is then marked, and the hook leaves it alone when it arrives."""
    _reported.append(exc)
    get_record = _installed.get("get_record")
    folder = _installed.get("folder")
    return handle(type(exc), exc, exc.__traceback__,
                  get_record=get_record if callable(get_record) else None,
                  folder=folder if isinstance(folder, Path) else None,
                  show_window=bool(_installed.get("show_window", True)))


def _already_reported(exc: BaseException | None) -> bool:
    return any(exc is seen for seen in _reported)


def install(
    get_record: RecordGetter | None = None,
    *,
    folder: Path | None = None,
    show_window: bool = True,
) -> None:
    """Report every uncaught exception, in the main thread and in other threads.

    ``get_record`` returns the record of the game in progress as text (None without a
    game); it is called only when a crash happens. ``folder`` replaces the user's data
    folder (tests). Ctrl+C (KeyboardInterrupt) is passed on to the previous hook.
    """
    previous = sys.excepthook
    _installed.update(get_record=get_record, folder=folder, show_window=show_window)

    def excepthook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            previous(exc_type, exc, tb)
            return
        if _already_reported(exc):
            return
        handle(exc_type, exc, tb, get_record=get_record, folder=folder, show_window=show_window)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit or args.exc_value is None:
            return
        name = args.thread.name if args.thread is not None else None
        handle(
            args.exc_type,
            args.exc_value,
            args.exc_traceback,
            get_record=get_record,
            folder=folder,
            show_window=False,  # message boxes belong to the main thread
            thread_name=name,
            stopped=False,  # the thread ended, the game goes on
        )

    sys.excepthook = excepthook
    threading.excepthook = thread_hook
