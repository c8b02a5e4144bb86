"""Run a function in a forked child process that the test can kill with SIGKILL.

Forking (instead of starting a new interpreter) makes a child cost milliseconds, so
a test can kill dozens of them on a busy machine. The child reports progress with
``say(line)``: each line is one ``os.write`` to a pipe, so the parent sees exactly
the lines written before the kill. Nothing the child does returns into the test:
it ends with ``os._exit``.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
import traceback
from collections.abc import Callable


class Child:
    def __init__(self, body: Callable[[Callable[[str], None]], None]) -> None:
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child
            code = 0
            try:
                os.close(read_fd)

                def say(line: str) -> None:
                    os.write(write_fd, (line + "\n").encode())

                body(say)
            except BaseException:
                code = 1
                with contextlib.suppress(OSError):
                    os.write(write_fd, ("error " + traceback.format_exc().replace("\n", " | ") + "\n").encode())
            finally:
                os._exit(code)
        os.close(write_fd)
        self.pid = pid
        self.fd = read_fd
        self.buffer = b""
        self.returncode: int | None = None

    def _read_some(self, timeout: float) -> bool:
        """Read what is there; False at the end of the pipe."""
        import select

        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return True
        chunk = os.read(self.fd, 65536)
        self.buffer += chunk
        return bool(chunk)

    def wait_for_line(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buffer and time.monotonic() < deadline:
            if not self._read_some(0.05):
                break
        return b"\n" in self.buffer

    def alive(self) -> bool:
        if self.returncode is not None:
            return False
        pid, status = os.waitpid(self.pid, os.WNOHANG)
        if pid == 0:
            return True
        self.returncode = os.waitstatus_to_exitcode(status)
        return False

    def kill(self) -> bool:
        """SIGKILL the child if it still runs; True if it was killed."""
        if not self.alive():
            return False
        os.kill(self.pid, signal.SIGKILL)
        return True

    def finish(self, timeout: float = 60.0) -> list[str]:
        """Wait for the child to end and return every line it wrote."""
        deadline = time.monotonic() + timeout
        while self._read_some(0.05):
            if time.monotonic() > deadline:
                os.kill(self.pid, signal.SIGKILL)
                break
        os.close(self.fd)
        if self.returncode is None:
            _, status = os.waitpid(self.pid, 0)
            self.returncode = os.waitstatus_to_exitcode(status)
        return self.buffer.decode().splitlines()
