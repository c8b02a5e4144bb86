"""The game's version, the same from a source checkout, an installed package and a binary.

``pyproject.toml`` is the one place the version is written by hand. The lookups, first
that answers wins:

1. a frozen (PyInstaller) binary: the file ``game/VERSION`` that ``build/canasta.spec``
   wrote from ``pyproject.toml`` at build time and bundled as data;
2. a source checkout: ``pyproject.toml`` next to the ``game`` package (read with
   :mod:`tomllib`, so an editable install never shows a stale version);
3. an installed package: :func:`importlib.metadata.version`;
4. otherwise ``"0+unknown"``.

Standard library only, and nothing here raises: the crash reporter asks for the version
while something else has already gone wrong.
"""

from __future__ import annotations

import sys
import tomllib
from functools import cache
from importlib import metadata
from pathlib import Path

#: The distribution name in ``pyproject.toml``.
DIST_NAME = "canasta"
#: What :func:`version` answers when no lookup works.
UNKNOWN = "0+unknown"
#: The file name the spec bundles, under ``game/`` inside the binary.
VERSION_FILE = "VERSION"


def _from_bundle() -> str | None:
    bundle = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or bundle is None:
        return None
    try:
        text = (Path(bundle) / "game" / VERSION_FILE).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return text or None


def _from_pyproject(root: Path) -> str | None:
    try:
        with (root / "pyproject.toml").open("rb") as file:
            data = tomllib.load(file)
    except (OSError, ValueError):  # ValueError: TOMLDecodeError and bad UTF-8
        return None
    project = data.get("project")
    if not isinstance(project, dict) or project.get("name") != DIST_NAME:
        return None  # some other project's pyproject.toml above an installed package
    found = project.get("version")
    return found if isinstance(found, str) and found else None


def _from_metadata() -> str | None:
    try:
        return metadata.version(DIST_NAME)
    except (metadata.PackageNotFoundError, ValueError, OSError):
        return None


@cache
def version() -> str:
    """The game's version, e.g. ``"0.1.0"``; ``"0+unknown"`` when nothing tells."""
    # game/version.py -> game -> repository root
    root = Path(__file__).resolve().parent.parent
    return _from_bundle() or _from_pyproject(root) or _from_metadata() or UNKNOWN


__version__ = version()
