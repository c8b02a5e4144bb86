"""Kill test of the real table loop: SIGKILL at random moments across deal ends.

    python benchmarks/kill/kill_table.py --kills 100 --seed 1

A child (``table_child.py``) runs the table headless with computers in every seat;
half of the kills come a random 0-40 ms after the child said a deal-ending action was
autosaved (the statistics are written right after), the others at a random moment
0.1-2 s into the run. After each kill:

* the autosave must load (or be absent after a finished match): never damaged;
* the next child starts like the program, presses Continue and must resume exactly the
  autosaved game (same number of actions);
* then the statistics must hold every deal whose end the autosave holds.

Prints the figures; exit 1 on any failure.
"""

from __future__ import annotations

import argparse
import os
import queue
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.app import saves
from game.app.stats import Stats, match_key

CHILD = Path(__file__).with_name("table_child.py")


class Child:
    def __init__(self, folder: Path, seed: int) -> None:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        self.proc = subprocess.Popen([sys.executable, str(CHILD), str(folder), str(seed)], stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, env=env)
        self.lines: queue.Queue[str] = queue.Queue()
        stream = self.proc.stdout
        assert stream is not None

        def read() -> None:
            for x in stream:
                self.lines.put(x.strip())

        threading.Thread(target=read, daemon=True).start()

    def wait_for(self, prefix: str, timeout: float) -> str | None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.05)
            except queue.Empty:
                if self.proc.poll() is not None:
                    return None
                continue
            if line.startswith(prefix):
                return line
        return None

    def kill(self) -> None:
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait()


def stored_deals(folder: Path) -> set[tuple[str, int]]:
    with Stats.open(folder) as stats:
        rows = stats.connection.execute("SELECT match_key, deal FROM deals").fetchall()
    return {(r[0], int(r[1])) for r in rows}


def run(kills: int, seed: int, folder: Path, say: Callable[[str], object] = print) -> dict[str, int]:
    rng = random.Random(seed)
    tell = say
    figures = {"kills": 0, "near_deal_end": 0, "random_moment": 0, "autosave_loaded": 0, "autosave_none": 0,
               "damaged": 0, "resumed_exactly": 0, "resume_wrong": 0, "deal_ends_checked": 0,
               "missing_before_restart": 0, "missing_after_continue": 0}
    child = Child(folder, seed)
    child.wait_for("new", 60) or child.wait_for("resumed", 1)
    for n in range(kills):
        if rng.random() < 0.5:
            figures["near_deal_end"] += 1
            child.wait_for("deal_end", 60)
            time.sleep(rng.uniform(0.0, 0.04))
        else:
            figures["random_moment"] += 1
            time.sleep(rng.uniform(0.1, 2.0))
        child.kill()
        figures["kills"] += 1
        # What the autosave holds now, read without moving anything.
        found = saves.read_game(saves.paths.autosave_path(folder))
        ended: set[tuple[str, int]] = set()
        actions = -1
        if found.ok and found.record is not None and found.state is not None:
            figures["autosave_loaded"] += 1
            key = match_key(found.record)
            ended = {(key, r.deal) for r in found.state.results}
            actions = len(found.state.actions)
        elif found.status is saves.LoadStatus.NONE:
            figures["autosave_none"] += 1
        else:
            figures["damaged"] += 1
            tell(f"kill {n}: autosave not loadable: {found.status} {found.detail}")
        before = stored_deals(folder)
        figures["missing_before_restart"] += len(ended - before)
        # Start again: Continue.
        child = Child(folder, seed + n + 1)
        line = child.wait_for("resumed", 60) if actions >= 0 else child.wait_for("new", 60)
        if actions >= 0:
            if line == f"resumed {actions}":
                figures["resumed_exactly"] += 1
            else:
                figures["resume_wrong"] += 1
                tell(f"kill {n}: autosave had {actions} actions, the child said {line!r}")
        after = stored_deals(folder)
        figures["deal_ends_checked"] += len(ended)
        missing = ended - after
        if missing:
            figures["missing_after_continue"] += len(missing)
            tell(f"kill {n}: deals not in the statistics after Continue: {sorted(missing)}")
    child.kill()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="SIGKILL the real table loop at random moments.")
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="canasta-kill-") as temp:
        started = time.perf_counter()
        figures = run(args.kills, args.seed, Path(temp))
    print(f"kill_table: {figures['kills']} SIGKILLs, seed {args.seed}, {time.perf_counter() - started:.0f} s")
    for name, value in figures.items():
        print(f"  {name:24s} {value}")
    bad = figures["damaged"] + figures["resume_wrong"] + figures["missing_after_continue"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
