"""Kill test of the real table loop: SIGKILL at random moments across deal ends,
while another program holds the statistics database locked part of the time.

    python benchmarks/kill/kill_table.py --kills 100 --seed 1

A child (``table_child.py``) runs the table headless with computers in every seat,
deciding in the game's worker process; half of the kills come a random 0-40 ms after
the child said a deal-ending action was autosaved (the statistics are handed over
right after), the others at a random moment 0.1-2 s into the run. Meanwhile a thread
of this script takes the database's write lock for a random 0.3-3 s, then leaves it
free for as long, and again (``--no-lock``: never). After each kill:

* no process of the game may be left: the child's worker, helpers and multiprocessing's
  resource tracker must end (within 30 s) once the child is gone;
* the autosave must load (or be absent after a finished match): never damaged;
* the next child starts like the program, presses Continue and must resume exactly the
  autosaved game (same number of actions), lock or no lock;
* then, with the lock released, the statistics must come to hold every deal whose end
  the autosave or a kept file (``stats-pending/``) holds, and every deal end a child
  said it had autosaved (of any match it played, the kill's or an earlier one), each
  exactly once, each stored record the match's own moves up to that deal's end
  (checksum of the prefix, for the matches whose records were seen; a deal stored
  past the longest record seen must go on from it).

Prints the figures; exit 1 on any failure.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import queue
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.app import paths, saves
from game.app.stats import Stats, checksum, match_key
from game.app.statsqueue import pending_files
from game.engine.record import GameRecord, parse_record

CHILD = Path(__file__).with_name("table_child.py")


class Child:
    def __init__(self, folder: Path, seed: int) -> None:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        self.proc = subprocess.Popen([sys.executable, str(CHILD), str(folder), str(seed)], stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, env=env)
        self.lines: queue.Queue[str] = queue.Queue()
        stream = self.proc.stdout
        assert stream is not None

        self.announced: set[tuple[str, int]] = set()

        def read() -> None:
            for x in stream:
                line = x.strip()
                parts = line.split()
                if len(parts) == 3 and parts[0] == "deal_end":  # every deal end the child told of
                    self.announced.add((parts[1], int(parts[2])))
                self.lines.put(line)

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


def stored_rows(folder: Path) -> list[tuple[str, int, int, str]]:
    """(match key, deal, actions, checksum) of every stored deal, read without a lock."""
    path = paths.stats_path(folder)
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)
    try:
        rows = conn.execute("SELECT match_key, deal, actions, checksum FROM deals").fetchall()
    finally:
        conn.close()
    return [(str(r[0]), int(r[1]), int(r[2]), str(r[3])) for r in rows]


def descendants(pid: int) -> list[int]:
    out: list[int] = []
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return out
    for child in children:
        out += [int(child), *descendants(int(child))]
    return out


def alive(pid: int) -> bool:
    """Running (a zombie waiting for its reaper has ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


class Locker:
    """Another program holding the statistics' write lock part of the time."""

    def __init__(self, folder: Path, rng: random.Random, enabled: bool) -> None:
        self.conn = sqlite3.connect(paths.stats_path(folder), isolation_level=None, check_same_thread=False)
        self.rng = rng
        self.enabled = enabled
        self.locked = False
        self.lock_count = 0
        self.locked_seconds = 0.0
        self._pause = threading.Event()
        self._stop = threading.Event()
        self._free = threading.Event()
        self._mutex = threading.Lock()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _set(self, locked: bool) -> None:
        with self._mutex:
            if locked and not self.locked:
                self.conn.execute("BEGIN IMMEDIATE")
                self.locked, self.lock_count, self._since = True, self.lock_count + 1, time.monotonic()
            elif not locked and self.locked:
                self.conn.execute("ROLLBACK")
                self.locked = False
                self.locked_seconds += time.monotonic() - self._since

    def _run(self) -> None:
        while not self._stop.is_set():
            if self.enabled and not self._pause.is_set():
                with contextlib.suppress(sqlite3.OperationalError):
                    self._set(True)
            self._stop.wait(self.rng.uniform(0.3, 3.0))
            self._set(False)
            self._free.set()
            self._stop.wait(self.rng.uniform(0.3, 3.0))

    def pause(self) -> None:
        """Release the lock and keep it released (until ``resume``)."""
        self._pause.set()
        self._set(False)

    def resume(self) -> None:
        self._pause.clear()

    def close(self) -> None:
        self._stop.set()
        self._thread.join(5)
        self._set(False)
        self.conn.close()


def known_records(folder: Path, known: dict[str, GameRecord]) -> None:
    """The longest record seen of each match: the autosave's and the kept files'."""
    candidates: list[GameRecord] = []
    found = saves.read_game(paths.autosave_path(folder))
    if found.ok and found.record is not None:
        candidates.append(found.record)
    for path in pending_files(folder):
        with contextlib.suppress(OSError, ValueError):
            candidates.append(parse_record(path.read_text(encoding="utf-8")))
    for record in candidates:
        key = match_key(record)
        if key not in known or len(known[key].actions) < len(record.actions):
            known[key] = record


def agrees(folder: Path, key: str, deal: int, count: int, sha: str, record: GameRecord) -> bool:
    """A stored deal is the match's own moves up to that deal's end: the prefix of the
    longest record seen of the match, or, where the children played on past what this
    script saw (the next child goes on while the statistics are awaited, and a match
    that ended leaves no autosave), a record stored intact that goes on from it."""
    if count <= len(record.actions):
        prefix = GameRecord(record.rules, record.seed, record.seats, record.actions[:count])
        return checksum(prefix.to_text()) == sha
    path = paths.stats_path(folder)
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)
    try:
        row = conn.execute("SELECT record FROM deals WHERE match_key = ? AND deal = ?", (key, deal)).fetchone()
    finally:
        conn.close()
    if row is None or not isinstance(row[0], str) or checksum(row[0]) != sha:
        return False
    try:
        stored = parse_record(row[0])
    except ValueError:
        return False
    return (len(stored.actions) == count and match_key(stored) == key
            and stored.actions[:len(record.actions)] == record.actions)


def finished_deals(record: GameRecord) -> set[int]:
    return {r.deal for r in record.replay().results}


def run(kills: int, seed: int, folder: Path, say: Callable[[str], object] = lambda x: print(x, flush=True),
        lock: bool = True) -> dict[str, int]:
    rng = random.Random(seed)
    tell = say
    figures = {"kills": 0, "near_deal_end": 0, "random_moment": 0, "killed_while_locked": 0,
               "autosave_loaded": 0, "autosave_none": 0, "damaged": 0, "resumed_exactly": 0, "resume_wrong": 0,
               "processes_of_the_game": 0, "left_running": 0, "deal_ends_checked": 0,
               "distinct_deal_ends": 0, "matches": 0, "rows_at_the_end": 0, "checked_past_the_autosave": 0,
               "missing_after_continue": 0, "stored_twice": 0, "disagreeing": 0, "lock_periods": 0}
    Stats.open(folder).close()
    locker = Locker(folder, random.Random(seed + 1), lock)
    known: dict[str, GameRecord] = {}
    announced: set[tuple[str, int]] = set()  # deal ends the children said were autosaved
    child = Child(folder, seed)
    child.wait_for("new", 120) or child.wait_for("resumed", 1)
    try:
        for n in range(kills):
            if rng.random() < 0.5:
                figures["near_deal_end"] += 1
                child.wait_for("deal_end", 60)
                time.sleep(rng.uniform(0.0, 0.04))
            else:
                figures["random_moment"] += 1
                time.sleep(rng.uniform(0.1, 2.0))
            family = descendants(child.proc.pid)
            figures["killed_while_locked"] += locker.locked
            child.kill()
            figures["kills"] += 1
            figures["processes_of_the_game"] += len(family)
            deadline = time.monotonic() + 30
            while any(alive(p) for p in family) and time.monotonic() < deadline:
                time.sleep(0.1)
            left = [p for p in family if alive(p)]
            if left:
                figures["left_running"] += len(left)
                tell(f"kill {n}: processes of the game left running: {left}")
                for p in left:  # ours: started by this test's child
                    with contextlib.suppress(OSError):
                        os.kill(p, signal.SIGKILL)
            # What the autosave holds now, read without moving anything.
            found = saves.read_game(saves.paths.autosave_path(folder))
            actions = -1
            if found.ok and found.record is not None and found.state is not None:
                figures["autosave_loaded"] += 1
                actions = len(found.state.actions)
            elif found.status is saves.LoadStatus.NONE:
                figures["autosave_none"] += 1
            else:
                figures["damaged"] += 1
                tell(f"kill {n}: autosave not loadable: {found.status} {found.detail}")
            known_records(folder, known)
            # Start again: Continue (the database may be locked now).
            previous = child
            child = Child(folder, seed + n + 1)
            line = child.wait_for("resumed", 120) if actions >= 0 else child.wait_for("new", 120)
            if actions >= 0:
                if line == f"resumed {actions}":
                    figures["resumed_exactly"] += 1
                else:
                    figures["resume_wrong"] += 1
                    tell(f"kill {n}: autosave had {actions} actions, the child said {line!r}")
            # The lock released: every finished deal must arrive, once, as played.
            locker.pause()
            announced |= child.announced | previous.announced
            expected = {(key, deal) for key, record in known.items() for deal in finished_deals(record)} | announced
            deadline = time.monotonic() + 60
            rows = stored_rows(folder)
            while not expected <= {(k, d) for k, d, _, _ in rows} and time.monotonic() < deadline:
                time.sleep(0.2)
                rows = stored_rows(folder)
            locker.resume()
            figures["deal_ends_checked"] += len(expected)
            figures["distinct_deal_ends"] = len(expected)  # the sets only grow: all of them at the end
            figures["matches"] = len({key for key, _ in expected})
            figures["rows_at_the_end"] = len(rows)
            stored = [(k, d) for k, d, _, _ in rows]
            missing = expected - set(stored)
            if missing:
                figures["missing_after_continue"] += len(missing)
                tell(f"kill {n}: deals not in the statistics after Continue: {sorted(missing)}")
            twice = len(stored) - len(set(stored))
            figures["stored_twice"] += twice
            known_records(folder, known)  # the next child may have played on meanwhile
            for key, deal, count, sha in rows:
                record = known.get(key)
                if record is None:
                    continue
                figures["checked_past_the_autosave"] += count > len(record.actions)
                if agrees(folder, key, deal, count, sha, record):
                    continue
                figures["disagreeing"] += 1
                tell(f"kill {n}: stored deal {deal} of {key} is not the match's own moves")
            if (n + 1) % 10 == 0:  # figures so far, should the run be cut short
                tell(f"after {n + 1} kills: " + ", ".join(f"{k} {v}" for k, v in figures.items()))
    finally:
        child.kill()
        figures["lock_periods"] = locker.lock_count
        locker.close()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="SIGKILL the real table loop at random moments.")
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-lock", action="store_true", help="never lock the statistics database")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="canasta-kill-") as temp:
        started = time.perf_counter()
        figures = run(args.kills, args.seed, Path(temp), lock=not args.no_lock)
    print(f"kill_table: {figures['kills']} SIGKILLs, seed {args.seed}, {time.perf_counter() - started:.0f} s,"
          f" database locked part of the time: {not args.no_lock}")
    for name, value in figures.items():
        print(f"  {name:24s} {value}")
    bad = (figures["damaged"] + figures["resume_wrong"] + figures["missing_after_continue"] + figures["left_running"]
           + figures["stored_twice"] + figures["disagreeing"])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
