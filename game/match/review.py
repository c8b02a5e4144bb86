"""The deal review as the table sees it: a job that runs off the window's thread, and the
results kept with their deal.

The review itself is the AI's (``ai.review``); the composition root (``game/__main__.py``)
hands the table a ``Reviewing`` function, as it hands it the computer players, so the
table never imports the AI. What comes back are ``ReviewNote``s: the record's action
where the decision was taken, the two choices as engine actions (the replay draws them)
and the sentences, made in the language in use when they are shown.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.engine import Action, GameState
from game.engine.record import GameRecord


@dataclass(frozen=True)
class ReviewNote:
    """One flagged decision: ``index`` is its first action in the record."""

    index: int
    seat: int
    played: tuple[Action, ...]
    best: tuple[Action, ...]
    #: the sentences (what was played and what the computer would play, the cost, the
    #: reason) for the seats' names, in the language in use
    texts: Callable[[Sequence[str]], list[str]] = field(compare=False)


#: ``review(record, deal, progress, stop)``: the flagged decisions of the record's human
#: seats in ``deal`` (0-based), largest cost first, and how many were reviewed;
#: ``progress(done, total)`` after each decision; a set ``stop`` ends it early.
Reviewing = Callable[[GameRecord, int, Callable[[int, int], None], threading.Event],
                     tuple[list[ReviewNote], int]]


class ReviewJob:
    """One deal's review, run in a thread of its own (the work is in the reviewer's
    processes); the window asks how far it is on every frame."""

    def __init__(self, review: Reviewing, record: GameRecord, deal: int) -> None:
        self.record = record
        self.deal = deal
        self.done = 0
        self.total = 0
        self.notes: list[ReviewNote] = []
        self.reviewed = 0
        self.error = ""
        self._stop = threading.Event()
        self._finished = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(review,), name="deal-review", daemon=True)
        self._thread.start()

    def _run(self, review: Reviewing) -> None:
        try:
            self.notes, self.reviewed = review(self.record, self.deal, self._progress, self._stop)
        except Exception as exc:  # shown on the review screen, not a crash of the table
            self.error = f"{type(exc).__name__}: {exc}"
        finally:
            self._finished.set()

    def _progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total

    @property
    def finished(self) -> bool:
        return self._finished.is_set()

    @property
    def stopped(self) -> bool:
        return self._stop.is_set()

    @property
    def complete(self) -> bool:
        """Finished without a stop or an error: worth keeping."""
        return self.finished and not self.stopped and not self.error

    def stop(self) -> None:
        self._stop.set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._finished.wait(timeout)


def deal_start(record: GameRecord, deal: int) -> int:
    """The index of the record's first action of ``deal`` (0-based), for the replay."""
    g = GameState.new(record.rules, record.seed)
    for i, a in enumerate(record.actions):
        if g.deal >= deal:
            return i
        g.apply(a)
    return len(record.actions)


def deal_of(record: GameRecord, index: int) -> int:
    """The deal (0-based) that the record's action ``index`` belongs to."""
    g = GameState.new(record.rules, record.seed)
    for a in record.actions[:index]:
        g.apply(a)
    return g.deal


def deal_key(record: GameRecord, deal: int) -> tuple[object, ...]:
    """What identifies a deal's review: the match (rules, seed, seats) and the deal's
    actions so far (a deal reviewed again after more moves is reviewed afresh)."""
    return (record.rules, record.seed, record.seats, deal, len(record.actions))


class ReviewStore:
    """The reviews made since the program started, kept with their deal: a second look
    at a deal finds its finished review (a stopped one is started again)."""

    def __init__(self, review: Reviewing) -> None:
        self.review = review
        self._jobs: dict[tuple[object, ...], ReviewJob] = {}

    def job(self, record: GameRecord, deal: int) -> ReviewJob:
        key = deal_key(record, deal)
        job = self._jobs.get(key)
        if job is None or (job.finished and not job.complete):
            job = ReviewJob(self.review, record, deal)
            self._jobs[key] = job
        return job

    def stop_all(self) -> None:
        for job in self._jobs.values():
            job.stop()
