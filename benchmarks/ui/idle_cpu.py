"""Idle CPU of the table: start the game in a real window (under Xvfb), leave it alone
and read how much processor time it used, from ``/proc``.

    python benchmarks/ui/idle_cpu.py --display :150 [--seconds 20] [--where menu|table]

The figure is the game's own process plus its children (the computer players' worker
processes), as a percentage of one core over the measured window, after a warm-up in
which the window opens and (at the table) the deal is animated. A game at rest should
cost next to nothing: the aim is under 3 % of a core.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _ticks(pid: int) -> int:
    """User and system clock ticks of the process and its live descendants."""
    total = 0
    for p in [pid, *_descendants(pid)]:
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total


def _descendants(pid: int) -> list[int]:
    out: list[int] = []
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return out
    for c in children:
        out.append(int(c))
        out.extend(_descendants(int(c)))
    return out


def measure(display: str, seconds: float, warmup: float, where: str, size: str) -> float:
    env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)
    data = tempfile.mkdtemp(prefix="canasta-idle-")
    env["CANASTA_DATA_DIR"] = data
    cmd = [sys.executable, "-m", "game", "--mute", "--size", size]
    if where == "table":
        cmd += ["--preset", "classic", "--seed", "7", "--speed", "fast"]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(warmup)
        if proc.poll() is not None:
            raise SystemExit(f"the game ended early (exit code {proc.returncode})")
        hz = os.sysconf("SC_CLK_TCK")
        t0, c0 = time.monotonic(), _ticks(proc.pid)
        time.sleep(seconds)
        t1, c1 = time.monotonic(), _ticks(proc.pid)
        return 100.0 * (c1 - c0) / hz / (t1 - t0)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(data, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--display", required=True, help="an X display with a running server, e.g. :150")
    parser.add_argument("--seconds", type=float, default=20.0, help="length of the measured window")
    parser.add_argument("--warmup", type=float, default=12.0, help="seconds before measuring")
    parser.add_argument("--where", choices=["menu", "table", "both"], default="both")
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    places = ["menu", "table"] if args.where == "both" else [args.where]
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True, check=False).stdout.strip()
    print(f"idle CPU at commit {commit}, {args.size}, {args.seconds:.0f} s after {args.warmup:.0f} s warm-up")
    for where in places:
        pct = measure(args.display, args.seconds, args.warmup, where, args.size)
        print(f"  {where:6s} {pct:5.1f} % of one core")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
