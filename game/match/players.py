"""How players talk to the match runner: one small, non-blocking protocol.

The match runner calls ``begin(view)`` when a player is to decide, then ``poll()`` every
frame until it returns an action; ``cancel()`` drops a decision that is no longer
wanted (a new match, the window closing). Nothing here blocks, so the window keeps
drawing while a computer player thinks.

Computer players only ever receive a ``View`` of their own seat, never the game.
The runner does not know where a decision comes from: the composition root
(``game/__main__.py``) wraps the AI's ``choose(view)`` in a :class:`ThreadedPlayer`
or its worker process's ``submit`` in a :class:`FuturePlayer`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Protocol, runtime_checkable

from game.engine import Action, View


@runtime_checkable
class Player(Protocol):
    name: str
    is_human: bool

    def begin(self, view: View) -> None:
        """A decision is wanted for this view (the player's own seat)."""

    def poll(self) -> Action | None:
        """The decided action, or ``None`` while still deciding. May raise if the
        player failed; the runner then plays a legal action in its place."""

    def cancel(self) -> None:
        """Forget the current decision."""


class HumanPlayer:
    """A person's seat. The seat's connection queues the actions of a move (one drop
    can be several engine actions) and the runner polls them."""

    is_human = True

    def __init__(self, name: str = "You") -> None:
        self.name = name
        self._moves: deque[list[Action]] = deque()
        self.view: View | None = None

    def begin(self, view: View) -> None:
        self.view = view

    def push(self, actions: Iterable[Action]) -> None:
        """Queue one move: the actions of one drop, played together."""
        move = list(actions)
        if move:
            self._moves.append(move)

    def poll(self) -> Action | None:
        """The next action (of the first queued move)."""
        if not self._moves:
            return None
        move = self._moves[0]
        action = move.pop(0)
        if not move:
            self._moves.popleft()
        return action

    def poll_move(self) -> list[Action] | None:
        """The whole first queued move, for the runner to apply at once."""
        return self._moves.popleft() if self._moves else None

    def cancel(self) -> None:
        self._moves.clear()


class FuturePlayer:
    """A computer player whose decisions arrive as futures, e.g. from a worker
    process: ``submit(view)`` returns a ``Future[Action]``."""

    is_human = False

    def __init__(self, name: str, submit: Callable[[View], Future[Action]]) -> None:
        self.name = name
        self._submit = submit
        self._future: Future[Action] | None = None

    def begin(self, view: View) -> None:
        self.cancel()
        self._future = self._submit(view)

    def poll(self) -> Action | None:
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        return future.result()  # re-raises the player's error for the runner

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
            self._future = None

    @property
    def thinking(self) -> bool:
        return self._future is not None and not self._future.done()


class ThreadedPlayer(FuturePlayer):
    """A computer player whose ``choose(view) -> Action`` runs in a background thread."""

    def __init__(self, name: str, choose: Callable[[View], Action], executor: Executor | None = None) -> None:
        self._executor = executor if executor is not None else ThreadPoolExecutor(
            max_workers=1, thread_name_prefix=f"player-{name}")
        super().__init__(name, lambda view: self._executor.submit(choose, view))

    def close(self) -> None:
        self.cancel()
        if isinstance(self._executor, ThreadPoolExecutor):
            self._executor.shutdown(wait=False, cancel_futures=True)
