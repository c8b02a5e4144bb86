"""Measure a built binary: its size, and how long it takes to start.

    python build/measure.py dist/canasta [--runs 5] [--max-mb 40] [--max-seconds 1.5]

Prints:

* the size in MB (a one-folder build: the whole folder);
* start to exit of ``--help``: unpacking, Python, importing the game (median of N runs);
* start to exit of ``--demo --deals 1``: the same plus one computer-only deal;
* start to the first window: the time until ``xdotool search --onlyvisible --pid``
  finds a mapped window of the game under Xvfb (display :97, started if needed),
  polled every 20 ms. This needs no help from the game. If the game prints a line
  ``first-frame <seconds>`` (asked for with ``CANASTA_REPORT_FIRST_FRAME=1``) or, with
  ``--arg=--log``, ``ready: first frame <seconds> s after start``, that is shown too
  (the game counts from its own start in Python, after the binary was unpacked).

Each kind of run is done once first to warm the disk cache, then ``--runs`` times. Next
to the wall-clock times it prints the CPU seconds the program's processes used, which
depend much less on what else the machine is busy with.
``--max-mb`` and ``--max-seconds`` turn the targets into an exit status of 1 (the
seconds apply to the first window, or to ``--help`` while the game opens none).
Standard library only; Linux (reads /proc).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

POLL = 0.02
FIRST_FRAME = re.compile(r"first[- ]frame\s+([0-9.]+)")  # "first-frame 0.9", "ready: first frame 0.90 s"


@dataclass
class WindowRun:
    """One start of the game under Xvfb."""

    seconds: float | None  # until a window was mapped; None: none appeared
    exit_code: int | None  # None: still running when it was stopped
    first_frame: float | None  # what the game reported itself, if it did
    stderr_tail: str = ""
    cpu: float | None = None  # CPU seconds its processes had used when the window appeared


def binary_size(path: Path) -> int:
    """Bytes of the binary; of its whole folder for a one-folder build."""
    internal = path.parent / "_internal"
    if internal.is_dir():
        return sum(p.stat().st_size for p in path.parent.rglob("*") if p.is_file() and not p.is_symlink())
    return path.stat().st_size


def group_pids(pgid: int) -> list[int]:
    """Every process in process group ``pgid`` (the one-file bootloader and its child)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[-1].split()  # after "pid (comm)": state ppid pgrp ...
        if len(fields) > 2 and int(fields[2]) == pgid:
            found.append(int(entry.name))
    return sorted(found)


def group_cpu(pids: Sequence[int]) -> float:
    """CPU seconds (user + system) used so far by the running processes ``pids``."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[-1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of stat)
    return total / ticks


def find_window(pids: Sequence[int], env: dict[str, str]) -> str | None:
    for pid in pids:
        result = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        if result.returncode == 0 and result.stdout.strip():
            return result.stdout.split()[0]
    return None


def stop_group(process: subprocess.Popen[str]) -> None:
    """TERM the game's process group; KILL it if it is still there after 5 s."""
    for sig, wait in ((signal.SIGTERM, 5.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            break
        try:
            process.wait(wait)
            break
        except subprocess.TimeoutExpired:
            continue


def clean_env(home: Path, extra: dict[str, str]) -> dict[str, str]:
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "SDL_AUDIODRIVER": "dummy"}
    env.update(extra)
    return env


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_to_exit(binary: Path, args: list[str], env: dict[str, str], timeout: float) -> tuple[float, float, int]:
    """Seconds from start to exit, CPU seconds used (user + system, all its processes)
    and the exit status (-1: killed after ``timeout``). The CPU time hardly depends on
    what else the machine is doing; the wall time does."""
    started, cpu = time.perf_counter(), children_cpu()
    try:
        result = subprocess.run(
            [str(binary), *args], env=env, capture_output=True, timeout=timeout, check=False, cwd=binary.parent
        )
    except subprocess.TimeoutExpired:
        return time.perf_counter() - started, children_cpu() - cpu, -1
    return time.perf_counter() - started, children_cpu() - cpu, result.returncode


def time_to_window(binary: Path, env: dict[str, str], timeout: float, args: Sequence[str] = ()) -> WindowRun:
    reported: list[float] = []
    started = time.perf_counter()
    process = subprocess.Popen(
        [str(binary), *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=binary.parent,
        start_new_session=True,
    )
    stderr_lines: list[str] = []

    def read_stdout() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            match = FIRST_FRAME.search(line)
            if match:
                reported.append(float(match.group(1)))

    def read_stderr() -> None:
        assert process.stderr is not None
        stderr_lines.extend(process.stderr)

    readers = [threading.Thread(target=read_stdout, daemon=True), threading.Thread(target=read_stderr, daemon=True)]
    for reader in readers:
        reader.start()
    seconds: float | None = None
    cpu: float | None = None
    try:
        while time.perf_counter() - started < timeout:
            pids = group_pids(process.pid)
            if find_window(pids, env) is not None:
                seconds = time.perf_counter() - started
                cpu = group_cpu(pids)
                break
            if process.poll() is not None:
                break
            time.sleep(POLL)
        if seconds is not None:
            # Give a game that reports its first frame a moment to say so.
            deadline = time.perf_counter() + 2.0
            while not reported and time.perf_counter() < deadline and process.poll() is None:
                time.sleep(POLL)
    finally:
        exit_code = process.poll()
        if exit_code is None:
            stop_group(process)
        for reader in readers:
            reader.join(2.0)
    return WindowRun(seconds, exit_code, reported[0] if reported else None, "".join(stderr_lines[-10:]), cpu)


class Xvfb:
    """Uses the X server on ``display`` if one answers, else starts (and later stops) Xvfb."""

    def __init__(self, display: str) -> None:
        self.display = display
        self.process: subprocess.Popen[bytes] | None = None

    def _up(self) -> bool:
        env = {**os.environ, "DISPLAY": self.display}
        try:
            return subprocess.run(["xdotool", "getdisplaygeometry"], env=env, capture_output=True).returncode == 0
        except OSError:
            return False

    def __enter__(self) -> Xvfb:
        if self._up():
            return self
        number = self.display.lstrip(":")
        lock = Path(f"/tmp/.X{number}-lock")
        if lock.exists():
            try:
                os.kill(int(lock.read_text().strip()), 0)
            except (OSError, ValueError):
                lock.unlink(missing_ok=True)  # stale, from a server that is gone
                Path(f"/tmp/.X11-unix/X{number}").unlink(missing_ok=True)
        self.process = subprocess.Popen(
            ["Xvfb", self.display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(100):
            if self._up():
                return self
            time.sleep(0.05)
        raise RuntimeError(f"Xvfb {self.display} did not start")

    def __exit__(self, *exc: object) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()


def load() -> str:
    try:
        return " ".join(f"{value:.1f}" for value in os.getloadavg())
    except OSError:
        return "unknown"


def fmt(values: Sequence[float]) -> str:
    return f"{statistics.median(values):.2f} s  (runs: {', '.join(f'{v:.2f}' for v in values)})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Size and start-up time of the Canasta binary.")
    parser.add_argument("binary", type=Path, help="dist/canasta or dist/onedir/canasta/canasta")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--display", default=":97")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds to wait for a window")
    parser.add_argument(
        "--arg",
        dest="game_args",
        action="append",
        default=[],
        help="an argument for the game in the window runs (repeatable), e.g. --arg=--log",
    )
    parser.add_argument("--max-mb", type=float, help="fail when the binary is larger")
    parser.add_argument("--max-seconds", type=float, help="fail when the median start is slower")
    args = parser.parse_args(argv)

    binary = args.binary.resolve()
    if not binary.is_file():
        parser.error(f"no binary at {binary}")
    problems: list[str] = []
    kind = "one-folder" if (binary.parent / "_internal").is_dir() else "one-file"
    size = binary_size(binary)
    print(f"binary:        {binary} ({kind})")
    print(f"size:          {size / 1e6:.1f} MB ({size / 2**20:.1f} MiB)")
    print(f"machine:       {os.cpu_count()} cores, load average {load()} (the times grow with the load)")
    if args.max_mb is not None and size / 1e6 > args.max_mb:
        problems.append(f"size {size / 1e6:.1f} MB > {args.max_mb} MB")

    with tempfile.TemporaryDirectory(prefix="canasta-measure-") as home_dir:
        home = Path(home_dir)
        headless = clean_env(home, {"SDL_VIDEODRIVER": "dummy"})
        help_times: list[float] = []
        for label, cli in (("--help", ["--help"]), ("--demo --deals 1", ["--demo", "--deals", "1"])):
            time_to_exit(binary, cli, headless, 60)  # warm-up
            times, cpus = [], []
            for _ in range(args.runs):
                seconds, cpu, code = time_to_exit(binary, cli, headless, 60)
                if code != 0:
                    problems.append(f"{label} exited with {code}")
                times.append(seconds)
                cpus.append(cpu)
            if cli == ["--help"]:
                help_times = times
            print(f"start to exit, {label}:".ljust(35) + fmt(times) + f"; CPU {statistics.median(cpus):.2f} s")

        window_median: float | None = None
        if shutil.which("Xvfb") is None or shutil.which("xdotool") is None:
            print("start to first window:             not measured (Xvfb or xdotool missing)")
        else:
            with Xvfb(args.display):
                env = clean_env(home, {"DISPLAY": args.display, "CANASTA_REPORT_FIRST_FRAME": "1"})
                runs = [time_to_window(binary, env, args.timeout, args.game_args) for _ in range(args.runs + 1)][1:]
            seen = [r.seconds for r in runs if r.seconds is not None]
            if len(seen) == len(runs):
                window_median = statistics.median(seen)
                cpus = [r.cpu for r in runs if r.cpu is not None]
                cpu_note = f"; CPU {statistics.median(cpus):.2f} s" if cpus else ""
                print("start to first window (Xvfb):".ljust(35) + fmt(seen) + cpu_note)
                frames = [r.first_frame for r in runs if r.first_frame is not None]
                if frames:
                    print("first frame, as the game reports:".ljust(35) + fmt(frames))
                else:
                    print("first frame, as the game reports:  not reported (no 'first-frame' line)")
            else:
                # The first run that saw no window says why (the last run may have been fine).
                missed = next(r for r in runs if r.seconds is None)
                if missed.exit_code == 0:
                    why = "the binary exited 0 without opening a window (no table yet?)"
                elif missed.exit_code is None:
                    why = f"no window within {args.timeout:.0f} s"
                else:
                    why = f"the binary exited with status {missed.exit_code}"
                count = f"{len(runs) - len(seen)} of {len(runs)} runs"
                if seen:
                    print("start to first window (Xvfb):".ljust(35) + fmt(seen) + f"; {count}: {why}")
                else:
                    print(f"start to first window (Xvfb):       not measured ({count}): {why}")
                if missed.stderr_tail.strip():
                    print("  stderr: " + missed.stderr_tail.strip().replace("\n", "\n  stderr: "))

    if args.max_seconds is not None:
        start = window_median if window_median is not None else statistics.median(help_times)
        what = "first window" if window_median is not None else "--help"
        if start > args.max_seconds:
            problems.append(f"start to {what} {start:.2f} s > {args.max_seconds} s")
    print(f"load average at the end: {load()}")
    for problem in problems:
        print(f"OVER TARGET: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
