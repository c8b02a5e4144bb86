"""A warm worker process for the computer players, so that the table never stalls.

    worker = Worker()
    future = worker.submit("hard", view, seed=7)   # returns at once
    ...                                              # the table keeps drawing
    action = future.result()                         # or future.done() / add_done_callback
    worker.shutdown()

The process is started once (``spawn``: safe next to pygame) and imports the AI while
it starts. The agents live in the worker, one per (level, seed, seat), so a plan chosen
for a whole turn is kept between the calls of that turn. ``View`` and ``Action`` are
picklable frozen dataclasses, which is all that crosses the process boundary.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import sys
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from game.engine import Action, View

from . import parallel
from .agent import Agent, make_agent

_AGENTS: dict[tuple[str, int, int, bool], Agent] = {}


def _warm(helpers: int = 0) -> None:
    """Run in the worker when it starts: end with the game's process, import
    everything the agents need and start the search's helper processes
    (root-parallel search), if asked for."""
    parallel.end_with_parent()
    from . import agent, rulebot, search  # noqa: F401

    if helpers:
        parallel.use_helpers(helpers)


def _choose(level: str, seed: int, view: View, offers_doubles: bool = False) -> Action:
    key = (level, seed, view.seat, offers_doubles)
    agent = _AGENTS.get(key)
    if agent is None:
        agent = make_agent(level, seed, offers_doubles=offers_doubles)
        _AGENTS[key] = agent
    return agent.choose(view)


class Worker:
    """One process (by default) that computes the computer players' moves; with
    ``helpers`` it starts that many more processes that share each search's deals
    (``ai.parallel``)."""

    def __init__(self, processes: int = 1, helpers: int = 0) -> None:
        self._processes = processes
        self._helpers = helpers
        self.restarts = 0  #: how often a dead worker was started again
        self._pool = self._start()

    def _start(self) -> ProcessPoolExecutor:
        ctx = mp.get_context("spawn")
        pool = ProcessPoolExecutor(max_workers=self._processes, mp_context=ctx, initializer=_warm,
                                   initargs=(self._helpers,))
        pool.submit(os.getpid)  # start the process now, not at the first move
        return pool

    def submit(self, level: str, view: View, seed: int, offers_doubles: bool = False) -> Future[Action]:
        """Ask for the move of ``view.seat``; the future holds the action
        (``offers_doubles``: see ``make_agent``). A worker that died (out of memory,
        killed) is started again; if that fails too, the move is chosen here. Only
        the log hears of it: the player sees the computer move as usual."""
        try:
            return self._pool.submit(_choose, level, seed, view, offers_doubles)
        except BrokenProcessPool as first:
            print(f"canasta: the computer players' worker stopped ({first!r}); starting it again", file=sys.stderr)
            self._pool.shutdown(wait=False, cancel_futures=True)
            try:
                self._pool = self._start()
                self.restarts += 1
                return self._pool.submit(_choose, level, seed, view, offers_doubles)
            except Exception as exc:  # no process to be had: this turn is played here
                print(f"canasta: the worker could not be started ({exc!r}); choosing in the game's process",
                      file=sys.stderr)
                done: Future[Action] = Future()
                try:
                    done.set_result(_choose(level, seed, view, offers_doubles))
                except Exception as error:
                    done.set_exception(error)
                return done

    def pids(self) -> list[int]:
        """The worker's processes (tests and the kill test)."""
        return [p.pid for p in getattr(self._pool, "_processes", {}).values() if p.pid is not None]

    def shutdown(self, wait: bool = True) -> None:
        """Stop the worker; moves not yet started are cancelled."""
        self._pool.shutdown(wait=wait, cancel_futures=True)

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()
