"""Finished deals and matches on their way into the statistics.

Why a queue: the statistics database can be busy (another program holds its write
lock), full or read-only while a game goes on. Waiting for it on the drawing thread
froze the window for seconds, and a deal that could not be written was lost - at a
match end together with the autosave. So no write happens on the drawing thread:

* ``StatsQueue.put`` hands a record to a thread of its own, which stores every
  finished deal of it (and the match, when it is over) that the database lacks;
* what cannot be stored now is kept as a record file in ``stats-pending/`` in the
  data folder (``keep``; at a match end this happens before the autosave goes), and
  stored when the database is free again: retried every few seconds and at the next
  start. A file is removed only once everything in it is stored.

Storing is idempotent (a deal or match stored already is skipped, ``UNIQUE`` keys),
so a record kept twice, or stored from both the autosave and a kept file, counts once.
Messages for the player are collected (``poll``) for the drawing thread to show.
"""

from __future__ import annotations

import contextlib
import os
import queue
import sqlite3
import sys
import threading
from pathlib import Path

from game.engine import GameState
from game.engine.record import MAX_RECORD_BYTES, GameRecord, RecordError, parse_record, read_regular
from game.engine.state import DEAL_OVER, MATCH_OVER

from . import files, paths
from .i18n import Message
from .stats import Stats, StatsError, checksum, match_key, player_side, unavailable

PENDING_FOLDER = "stats-pending"
#: A record to store and whether to check the stored deals against it first; a job
#: without a record stands for the kept files.
Job = tuple[GameRecord | None, bool]
SUFFIX = ".canasta"


def pending_dir(folder: Path | None) -> Path:
    return (folder if folder is not None else paths.data_dir()) / PENDING_FOLDER


def _pending_name(record: GameRecord) -> str:
    """One file per match and length: a longer record of the same match gets its own
    name, so a file is never rewritten while another thread may be storing it."""
    return f"{match_key(record)}-{len(record.actions)}{SUFFIX}"


def keep(record: GameRecord, folder: Path | None) -> Path:
    """Write ``record`` to the pending folder (atomically); raises ``OSError``."""
    where = pending_dir(folder)
    where.mkdir(exist_ok=True)
    path = where / _pending_name(record)
    files.atomic_write(path, record.to_text().encode("utf-8"))
    return path


def pending_files(folder: Path | None) -> list[Path]:
    try:
        return sorted(pending_dir(folder).glob(f"*{SUFFIX}"))
    except OSError:
        return []


def reconcile(stats: Stats, record: GameRecord) -> int:
    """Remove this match's stored deals that ``record`` does not hold as stored (the
    resume check: a deal stored from moves the autosave never kept would show moves
    never played in Replay). A match stored as finished is left alone (another match
    with the same rules, seed and seats). Returns the number of rows removed."""
    key = match_key(record)
    c = stats.connection
    if c.execute("SELECT 1 FROM matches WHERE match_key = ?", (key,)).fetchone() is not None:
        return 0
    wrong: list[int] = []
    for row in c.execute("SELECT id, actions, checksum FROM deals WHERE match_key = ?", (key,)).fetchall():
        n = row["actions"]
        if not isinstance(n, int) or not 0 <= n <= len(record.actions):
            wrong.append(int(row["id"]))
            continue
        text = GameRecord(record.rules, record.seed, record.seats, record.actions[:n]).to_text()
        if checksum(text) != row["checksum"]:
            wrong.append(int(row["id"]))
    if wrong:
        c.execute("BEGIN IMMEDIATE")
        try:
            c.executemany("DELETE FROM deals WHERE id = ?", [(i,) for i in wrong])
        except BaseException:
            c.execute("ROLLBACK")
            raise
        c.execute("COMMIT")
    return len(wrong)


def store_record(stats: Stats, record: GameRecord) -> int:
    """Store every finished deal of ``record`` that the statistics lack, and the match
    when it is over (given up by the first person's side: counted as given up).
    Returns the rows added. Raises ``RecordError`` for a record that does not replay."""
    key = match_key(record)
    stored = {r[0] for r in stats.connection.execute("SELECT deal FROM deals WHERE match_key = ?", (key,))}
    state = GameState.new(record.rules, record.seed)
    added = 0
    for i, action in enumerate(record.actions):
        try:
            state.apply(action)
        except Exception as exc:
            raise RecordError(record.line_of(i), f"illegal action {str(action)!r}: {exc}") from exc
        result = state.last_result
        if state.phase in (DEAL_OVER, MATCH_OVER) and result is not None and result.deal not in stored:
            stored.add(result.deal)
            added += stats.record_deal(state, record.seats, key=key)
    if state.phase == MATCH_OVER:
        given_up = state.gave_up is not None and state.gave_up == player_side(record)
        added += stats.record_match(state, record.seats, given_up=given_up, key=key)
    return added


def _read_pending(path: Path) -> GameRecord:
    return parse_record(read_regular(path, MAX_RECORD_BYTES).decode("utf-8"))


class StatsQueue:
    """Stores records in the statistics from a thread of its own (see the module)."""

    #: Seconds between attempts while the database cannot be written.
    RETRY = 3.0
    #: Seconds a write waits for the database's lock before it counts as busy.
    TIMEOUT = 0.5

    def __init__(self, folder: Path | None, *, retry: float | None = None) -> None:
        self.folder = folder
        self.retry = self.RETRY if retry is None else retry
        self._jobs: queue.Queue[Job | None] = queue.Queue()
        self._messages: list[Message] = []
        self._lock = threading.Lock()
        self._failing = False
        self._stop = False
        self._unfinished = 0  #: records put and not yet stored or kept
        self._done = threading.Condition(self._lock)
        self.stored = 0  #: rows stored so far (tests, the kill test)
        self._thread = threading.Thread(target=self._run, name="canasta-statistics", daemon=True)
        self._thread.start()

    # ------------------------------------------------------------------ the drawing thread's side
    def put(self, record: GameRecord, *, check: bool = False) -> None:
        """Store ``record``'s finished deals (and match) soon; never blocks. ``check``
        (a match taken up again): first remove this match's stored deals that the
        record does not hold as they were stored (``reconcile``)."""
        with self._lock:
            self._unfinished += 1
        self._jobs.put((record, check))

    def keep_and_put(self, record: GameRecord) -> bool:
        """Keep ``record`` in the pending folder first (a match end: the autosave goes
        next), then store it. False when it could not be kept (the caller keeps its
        autosave then, the other copy)."""
        try:
            keep(record, self.folder)
        except OSError as exc:
            print(f"canasta: the finished match could not be kept for the statistics: {exc}", file=sys.stderr)
            self.put(record)
            return False
        with self._lock:
            self._unfinished += 1
        self._jobs.put((None, False))  # the thread stores the pending files, this one among them
        return True

    def poll(self) -> list[Message]:
        """Messages for the player since the last call."""
        with self._lock:
            out, self._messages = self._messages, []
        return out

    def close(self, wait: float = 1.0) -> None:
        """Stop the thread: what it has not stored stays kept for the next start."""
        self._stop = True
        self._jobs.put(None)
        self._thread.join(wait)

    def wait(self, timeout: float = 10.0) -> bool:
        """Wait until every record put is stored or kept (tests, the end of a run);
        True if it was."""
        with self._done:
            return self._done.wait_for(lambda: self._unfinished == 0, timeout)

    def _finished(self, count: int) -> None:
        with self._done:
            self._unfinished -= count
            self._done.notify_all()

    # ------------------------------------------------------------------ the thread
    def _say(self, message: Message) -> None:
        with self._lock:
            self._messages.append(message)

    def _run(self) -> None:
        waiting: list[Job] = []
        timeout: float | None = 0.0  # at the start: what earlier runs kept
        while True:
            with contextlib.suppress(queue.Empty):
                job = self._jobs.get(timeout=timeout)
                if job is not None:
                    waiting.append(job)
                while True:  # everything queued meanwhile, in one opening of the database
                    more = self._jobs.get_nowait()
                    if more is not None:
                        waiting.append(more)
            taken = len(waiting)
            if self._stop:
                self._keep_all(waiting)
                self._finished(taken)
                return
            waiting = self._store(waiting)
            self._finished(taken - len(waiting))
            timeout = self.retry if self._failing else None

    def _keep_all(self, records: list[Job]) -> None:
        for record, _check in records:
            if record is None:
                continue
            try:
                keep(record, self.folder)
            except OSError as exc:
                print(f"canasta: a deal could not be kept for the statistics: {exc}", file=sys.stderr)

    def _store(self, waiting: list[Job]) -> list[Job]:
        """Store the waiting records and the pending files; returns what is left."""
        kept = pending_files(self.folder)
        if not waiting and not kept:
            self._failing = False
            return []
        try:
            with Stats.open(self.folder, timeout=self.TIMEOUT) as stats:
                if stats.message is not None:
                    self._say(stats.message)
                while waiting:
                    record, check = waiting[0]
                    try:
                        if record is not None:
                            if check:
                                reconcile(stats, record)
                            self.stored += store_record(stats, record)
                    except RecordError as exc:  # cannot happen for the game's own records
                        print(f"canasta: a record was not stored in the statistics: {exc}", file=sys.stderr)
                    waiting.pop(0)
                for path in kept:
                    self._store_file(stats, path)
        except (StatsError, sqlite3.Error, OSError) as exc:
            message = exc.message if isinstance(exc, StatsError) else unavailable(exc)
            self._keep_all(waiting)
            if not self._failing:
                self._say(Message("stats.kept", {"reason": message.text()}))
            self._failing = True
            return []
        if self._failing:
            self._say(Message("stats.stored_later"))
        self._failing = False
        return waiting

    def _store_file(self, stats: Stats, path: Path) -> None:
        try:
            record = _read_pending(path)
        except FileNotFoundError:
            return
        except (OSError, UnicodeDecodeError, RecordError) as exc:  # kept aside, never deleted
            print(f"canasta: the kept deal {path.name} cannot be read: {exc}", file=sys.stderr)
            with contextlib.suppress(OSError):
                files.keep_damaged(path)
            return
        try:
            self.stored += store_record(stats, record)
        except RecordError as exc:
            print(f"canasta: the kept deal {path.name} does not replay: {exc}", file=sys.stderr)
            with contextlib.suppress(OSError):
                files.keep_damaged(path)
            return
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)
