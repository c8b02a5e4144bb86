"""One copy of the game per data folder.

Two copies on one data folder overwrote each other's autosave after every move, and one
match was lost without a word. So a running game holds a lock on ``instance.lock`` in
its data folder; a second copy that finds it held plays without saving (in a temporary
folder, as when the data folder cannot be made) and says so in its window.

The lock is the system's (``flock`` / ``msvcrt.locking``) on an open file, so it ends
with the process however that ends - a kill or a crash never leaves a stale lock.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

LOCK_NAME = "instance.lock"


class InstanceLock:
    """The lock of one data folder, held while this object is open."""

    def __init__(self, fd: int, path: Path) -> None:
        self.fd = fd
        self.path = path

    @classmethod
    def acquire(cls, folder: Path) -> InstanceLock | None:
        """The folder's lock, or None when another running copy holds it. A folder
        where no lock file can be made (read-only) gives a lock that holds nothing:
        nothing can be saved there to be overwritten."""
        path = folder / LOCK_NAME
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return cls(-1, path)
        try:
            if sys.platform == "win32":
                import msvcrt

                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return None
        with contextlib.suppress(OSError):  # for a person looking: which process holds it
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        return cls(fd, path)

    def release(self) -> None:
        if self.fd >= 0:
            with contextlib.suppress(OSError):
                os.close(self.fd)
            self.fd = -1
