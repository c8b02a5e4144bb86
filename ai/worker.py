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
from concurrent.futures import Future, ProcessPoolExecutor

from game.engine import Action, View

from . import parallel
from .agent import Agent, make_agent

_AGENTS: dict[tuple[str, int, int, bool], Agent] = {}


def _warm(helpers: int = 0) -> None:
    """Run in the worker when it starts: import everything the agents need and start
    the search's helper processes (root-parallel search), if asked for."""
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
        ctx = mp.get_context("spawn")
        self._pool = ProcessPoolExecutor(max_workers=processes, mp_context=ctx, initializer=_warm,
                                         initargs=(helpers,))
        self._pool.submit(os.getpid)  # start the process now, not at the first move

    def submit(self, level: str, view: View, seed: int, offers_doubles: bool = False) -> Future[Action]:
        """Ask for the move of ``view.seat``; the future holds the action
        (``offers_doubles``: see ``make_agent``)."""
        return self._pool.submit(_choose, level, seed, view, offers_doubles)

    def shutdown(self, wait: bool = True) -> None:
        """Stop the worker; moves not yet started are cancelled."""
        self._pool.shutdown(wait=wait, cancel_futures=True)

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()
