"""Safe file writing for everything in the data folder.

``atomic_write`` writes a temporary file in the same folder, flushes and syncs it to
the disk, then renames it over the target, so a crash or a kill at any moment leaves
either the old file or the new one, never a mix. ``keep_damaged`` moves a file that
could not be read out of the way under a new name (``autosave.damaged-<time>.canasta``)
so that the program can start normally while the file stays for inspection: it is
never overwritten and never deleted.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from game.engine.record import atomic_write as atomic_write  # re-exported for saves and settings
from game.engine.record import sync_folder


def write_new(path: Path, data: bytes) -> None:
    """Write ``data`` to a new file at ``path``, atomically (a temporary file, synced,
    then linked to the name, which fails if the name exists: nothing is overwritten).
    The file gets the usual permissions for a new file (the umask's)."""
    import tempfile

    # a short temporary name: the target's own may take all the 255 bytes a name may have
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=".new-record.", suffix=".tmp")
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temp, 0o666 & ~umask)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        try:
            os.link(temp, path)
        except FileExistsError:
            raise
        except OSError:  # no hard links on this file system: check, then rename
            if path.exists():
                raise FileExistsError(str(path)) from None
            os.rename(temp, path)
    finally:
        if os.path.exists(temp):
            os.unlink(temp)
    sync_folder(path.parent)


def damaged_name(path: Path, stamp: str, attempt: int = 0, label: str = "damaged") -> Path:
    """``autosave.canasta`` -> ``autosave.damaged-20250101-120000.canasta`` (``label``
    says why: ``damaged``, or ``unreadable`` for a file the system would not let us read)."""
    extra = f"-{attempt}" if attempt else ""
    return path.with_name(f"{path.stem}.{label}-{stamp}{extra}{path.suffix}")


def _move_no_overwrite(source: Path, target: Path) -> bool:
    """Move ``source`` to ``target`` unless ``target`` exists; False if it does."""
    try:
        os.link(source, target)  # fails if the target exists: no race, no overwrite
    except FileExistsError:
        return False
    except OSError:
        # No hard links here (some file systems): check, then rename. On Windows
        # os.rename refuses an existing target by itself.
        if target.exists():
            return False
        try:
            os.rename(source, target)
        except FileExistsError:
            return False
        return True
    os.unlink(source)
    return True


def keep_damaged(path: Path, companions: tuple[str, ...] = (), label: str = "damaged") -> Path:
    """Move a damaged file aside under a new, unused name and return that name.

    ``companions`` are suffixes of files that belong with it (``"-wal"`` for SQLite);
    they are moved to the same new name plus that suffix when they exist."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for attempt in range(1000):
        target = damaged_name(path, stamp, attempt, label)
        if any(Path(f"{target}{c}").exists() for c in companions):
            continue
        if _move_no_overwrite(path, target):
            for c in companions:
                extra = Path(f"{path}{c}")
                if extra.exists():
                    _move_no_overwrite(extra, Path(f"{target}{c}"))
            sync_folder(path.parent)
            return target
    raise OSError(f"no free name to keep the damaged file {path}")


def remove_stale_temps(path: Path, older_than: float = 60.0) -> int:
    """Remove temporary files that ``atomic_write`` left for ``path`` when the program
    was killed mid-write (``.<name>.*.tmp``, older than ``older_than`` seconds, so a
    write in progress in another instance is left alone). They are never the saved
    data itself: that is only ever the renamed, complete file."""
    removed = 0
    now = time.time()
    try:
        candidates = list(path.parent.glob(f".{path.name}.*.tmp"))
    except OSError:
        return 0
    for temp in candidates:
        try:
            if now - temp.stat().st_mtime >= older_than:
                temp.unlink()
                removed += 1
        except OSError:
            continue
    return removed
