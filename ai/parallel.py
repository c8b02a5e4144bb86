"""Root-parallel search: helper processes that play a share of a search's deals.

The search (``ai.search``, sequential halving) compares its options on fresh games dealt
from the seat's view; those games are independent of each other, so a round's games can
be shared out: this process plays some, each helper plays others with its own random
stream, and the values are merged at the root before the round's halving. The helpers
only ever receive the ``View`` (never a game), the options and a seed, so the
no-peeking guarantee holds in every process.

Whether it pays depends on the machine's spare cores. At the table the window needs a
little of one core and the search process the rest of one, so one helper on a two-core
machine shortens the wait for a Hard decision (figures in ``ai/README.md``). In the
arena, whose jobs already keep every core busy, helpers would only add overhead; it does
not use them unless asked.

    helpers = use_helpers(1)     # process-wide; SearchAgent picks them up
    ...
    use_helpers(0)               # stop them

Helpers run at a lower priority (``nice`` +5) so the window keeps its frame rate.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import multiprocessing.util as mp_util
import os
import random
import signal
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from typing import TYPE_CHECKING

from game.engine import Action, View

if TYPE_CHECKING:
    from .search import SearchConfig

#: One row per dealt game: the value of every option played on it.
Rows = list[dict[str, float]]
#: A helper's rows and how many of its play-outs were of an option illegal on their game
#: (``SearchStats.illegal``).
Played = tuple[Rows, int]


def end_with_parent() -> None:
    """Run in a child process as it starts: end it when its parent is gone. A parent
    killed outright (SIGKILL, a crash of the interpreter) runs no exit hook, so its
    worker and helpers would think on with no one to answer; the parent's sentinel
    (a pipe the parent holds) closes when it dies, whatever killed it."""
    parent = mp.parent_process()
    if parent is None:
        return
    with contextlib.suppress(ValueError, OSError):  # Ctrl+C is the game's to handle; we end with it
        signal.signal(signal.SIGINT, signal.SIG_IGN)

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def _warm() -> None:
    """Run in each helper when it starts: end with its parent, lower its priority,
    import the search."""
    end_with_parent()
    with contextlib.suppress(AttributeError, OSError):  # Windows has no nice()
        os.nice(5)
    from . import search  # noqa: F401


def play_deals(config: SearchConfig, view: View, options: list[tuple[str, list[Action]]], deals: int,
               seed: int, seconds: float | None) -> Played:
    """Deal ``deals`` games from ``view`` with ``seed`` and play every option on each
    (stopping early after ``seconds``), with the count of illegal play-outs. Runs in a
    helper; also callable in-process."""
    from .search import Search

    search = Search(config, random.Random(seed))
    rows = search.play_deals(view, options, deals, seconds, at_least_one=False)
    return rows, search.stats.illegal


class Helpers:
    """A pool of helper processes for the search's deals."""

    def __init__(self, processes: int) -> None:
        if processes < 1:
            raise ValueError("at least one helper process")
        self.processes = processes
        ctx = mp.get_context("spawn")
        self._pool = ProcessPoolExecutor(max_workers=processes, mp_context=ctx, initializer=_warm)
        for _ in range(processes):
            self._pool.submit(os.getpid)  # start them now, not at the first search

    def submit(self, config: SearchConfig, view: View, options: list[tuple[str, list[Action]]], deals: int,
               seed: int, seconds: float | None) -> Future[Played]:
        return self._pool.submit(play_deals, config, view, options, deals, seed, seconds)

    def shutdown(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)


_current: Helpers | None = None


def use_helpers(processes: int) -> Helpers | None:
    """Start (or, with 0, stop) this process's helpers; returns them."""
    global _current
    if _current is not None and _current.processes != processes:
        _current.shutdown()
        _current = None
    if processes > 0 and _current is None:
        _current = Helpers(processes)
        if mp.parent_process() is not None:
            # In a child process (the table's worker) the pool's own exit hook never runs
            # and multiprocessing would wait for the helpers forever: stop them first,
            # before the pool's queues close (their finalizers have priority 10).
            mp_util.Finalize(None, use_helpers, args=(0,), exitpriority=100)
    return _current


def current() -> Helpers | None:
    """This process's helpers, if any were started."""
    return _current
