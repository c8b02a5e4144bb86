"""What a folder holds, for the game's own file chooser (export and import of game
records): its sub-folders and the files with the records' ending, newest first.

Listing never raises: a folder that cannot be read (gone, no permission) gives a
message for the player and an empty list, so the chooser can say so and let the
player go elsewhere instead of crashing.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .i18n import Message

__all__ = ["Entry", "Listing", "list_folder", "name_for_record", "shown"]


def shown(path: Path | str) -> str:
    """A path or file name as the player reads it. A name that is not UTF-8 (Latin-1
    from an old zip) comes from the system with escapes no font can draw; it is shown
    with replacement characters, while the path itself stays the real one (it opens)."""
    return os.fsencode(path).decode("utf-8", "replace")


@dataclass(frozen=True)
class Entry:
    """One line of the chooser: a folder, or a record file with its time and size."""

    path: Path
    is_folder: bool
    modified: float = 0.0
    size: int = 0

    @property
    def name(self) -> str:
        """The name as shown (``shown``); ``path`` is the file's real name."""
        return shown(self.path.name)


@dataclass(frozen=True)
class Listing:
    folder: Path
    entries: tuple[Entry, ...]
    message: Message | None = None  #: why the folder could not be read, for the player


def list_folder(folder: Path, suffix: str) -> Listing:
    """The folder's visible sub-folders (by name) and its files ending in ``suffix``
    (newest first). Hidden entries (a leading dot) and other files are left out."""
    try:
        with os.scandir(folder) as it:
            items = list(it)
    except OSError as exc:
        return Listing(folder, (), Message("files.cannot_list", {"folder": str(folder),
                                                                 "reason": exc.strerror or str(exc)}))
    folders: list[Entry] = []
    records: list[Entry] = []
    for item in items:
        if item.name.startswith("."):
            continue
        try:
            if item.is_dir():
                folders.append(Entry(Path(item.path), True))
            elif item.is_file() and item.name.endswith(suffix):
                st = item.stat()
                records.append(Entry(Path(item.path), False, st.st_mtime, st.st_size))
        except OSError:
            continue  # vanished or unreadable while listing: not offered
    folders.sort(key=lambda e: e.name.lower())
    records.sort(key=lambda e: (-e.modified, e.name.lower()))
    return Listing(folder, tuple(folders + records))


def name_for_record(typed: str, suffix: str) -> str:
    """The file name for a typed name: trimmed, with the records' ending added when
    it is missing ("Sunday" -> "Sunday.canasta")."""
    name = typed.strip()
    return name if not name or name.endswith(suffix) else name + suffix
