"""Where the program keeps the player's files, and where its bundled files live.

Everything the program writes (the autosave, settings, statistics, damaged files kept
for inspection) goes into one data folder: the platform's per-user data folder
(``platformdirs.user_data_dir("canasta", appauthor=False)``), or the folder named by
the environment variable ``CANASTA_DATA_DIR`` when it is set (tests and the smoke test
of the packaged binary use it). Nothing is ever written next to the program.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from platformdirs import user_data_dir

#: The environment variable that moves the data folder (tests, smoke tests, portable use).
ENV_VAR = "CANASTA_DATA_DIR"
APP_NAME = "canasta"

AUTOSAVE_NAME = "autosave.canasta"
SETTINGS_NAME = "settings.json"
STATS_NAME = "stats.sqlite3"


def data_dir(create: bool = True) -> Path:
    """The folder for everything the program writes; created on first use (an
    ``OSError`` if it cannot be: ``use_data_dir`` at start makes sure it can)."""
    override = os.environ.get(ENV_VAR, "").strip()
    folder = Path(override).expanduser() if override else Path(user_data_dir(APP_NAME, appauthor=False))
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


@dataclass(frozen=True)
class NoDataFolder:
    """The data folder could not be made: this run keeps its files in ``instead``, a
    temporary folder removed at the end, and the player is told (``folder``, ``reason``)."""

    folder: Path
    reason: str
    instead: Path


def use_data_dir() -> NoDataFolder | None:
    """At start, before anything is read: make the data folder. When it cannot be made
    (the path is a file, its parent or the home folder is read-only), the game starts
    anyway and plays without saving - its files go to a temporary folder for this run
    (``ENV_VAR`` is set to it, so every part of the program agrees) - and what went
    wrong is returned for the window to say. A folder that exists is always used, even
    read-only: what it holds is the player's (the autosave and statistics say when
    they cannot write)."""
    try:
        data_dir(create=True)
        return None
    except OSError as exc:
        return play_unsaved(exc.strerror or str(exc))


def play_unsaved(reason: str) -> NoDataFolder:
    """This run keeps its files in a temporary folder (removed at its end): the data
    folder cannot be made, or another running copy uses it."""
    folder = data_dir(create=False)
    instead = Path(tempfile.mkdtemp(prefix="canasta-unsaved-"))
    os.environ[ENV_VAR] = str(instead)
    atexit.register(shutil.rmtree, instead, True)
    return NoDataFolder(folder, reason, instead)


def _in(folder: Path | None, name: str) -> Path:
    return (folder if folder is not None else data_dir()) / name


def autosave_path(folder: Path | None = None) -> Path:
    """The autosave: the record of the game in progress, rewritten after every action."""
    return _in(folder, AUTOSAVE_NAME)


def settings_path(folder: Path | None = None) -> Path:
    return _in(folder, SETTINGS_NAME)


def stats_path(folder: Path | None = None) -> Path:
    return _in(folder, STATS_NAME)


def assets_dir() -> Path:
    """The bundled ``assets`` folder: inside the PyInstaller bundle when frozen, else the
    repository's (the same rule as ``game.ui.assets``, without importing the table)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle is not None:
        return Path(bundle) / "assets"
    # game/app/paths.py -> game/app -> game -> repository root
    return Path(__file__).resolve().parent.parent.parent / "assets"


def locale_dir() -> Path:
    """The compiled translation catalogues, ``assets/locale/<lang>/LC_MESSAGES/canasta.mo``."""
    return assets_dir() / "locale"
