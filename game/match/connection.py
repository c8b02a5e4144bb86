"""A seat's connection: all that a table needs to play one seat, and nothing more.

A table (on this computer, or a client on another one) holds one connection per
person it seats. Through it the table reads that seat's ``View``, the events that
seat may see (another seat's drawn cards are never in them), who sits where, how the
match stands, and what becomes public when a deal ends (the hands left, shown face
up). It asks what the seat may do now (``asks``: answered from the view alone, on a
made-up game that agrees with it) and submits the seat's moves, which the engine
applies or refuses. The table never holds the game: a connection cannot hand it over,
so a table cannot peek, by construction.

``SeatConnection`` is the interface; ``LocalSeat`` plays a seat of a ``MatchRunner``
in the same program (the single-player table, the hot seat with two connections on
one runner, the tutorial). A seat on a remote server implements the same interface.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from game.engine import Action, Card, IllegalAction, NextDeal, RuleSet, View
from game.match.asks import SeatAsks
from game.match.events import MatchEvent, Outcome

if TYPE_CHECKING:
    from game.engine import GameState
    from game.match.runner import MatchRunner


@runtime_checkable
class SeatConnection(Protocol):
    """What a table may know and do for its seat."""

    @property
    def seat(self) -> int: ...

    @property
    def rules(self) -> RuleSet: ...

    @property
    def version(self) -> int:
        """Changes whenever anything below may have changed."""

    def view(self) -> View:
        """The seat's view of the game now."""

    def events(self) -> Sequence[MatchEvent]:
        """Every event of this table so far as this seat may see it, in order."""

    def asks(self) -> SeatAsks:
        """Questions about the seat's own move, answered from its view."""

    def names(self) -> tuple[str, ...]:
        """The name of every seat, as its player chose it."""

    def people(self) -> tuple[bool, ...]:
        """Which seats a person plays (the others are computers)."""

    def outcome(self) -> Outcome | None:
        """How the match ended, once it has."""

    def openings(self) -> Mapping[int, tuple[int, int]]:
        """Sides whose first meld this deal counted only with their red threes."""

    def thinking(self) -> int | None:
        """The computer seat deciding right now, if any."""

    def revealed(self) -> tuple[tuple[Card, ...], ...] | None:
        """Each seat's hand as the deal left it, once the deal is over (else None)."""

    def my_turn(self) -> bool:
        """The game waits for this seat to draw, meld or answer."""

    def wait_refusal(self) -> IllegalAction:
        """Why the seat may not move now."""

    def submit(self, actions: Sequence[Action]) -> IllegalAction | None:
        """Play a move (all of ``actions`` or none): the engine's refusal, or None."""

    def next_deal(self) -> IllegalAction | None: ...

    def can_double(self) -> bool: ...

    def offer_double(self) -> IllegalAction | None: ...

    def double_answerer(self) -> int | None:
        """The person who answers the double on offer (this seat where it may)."""

    def answer_double(self, accept: bool) -> IllegalAction | None: ...

    def can_give_up(self) -> bool: ...

    def give_up(self) -> IllegalAction | None: ...

    def can_start_new_match(self) -> bool: ...

    def start_new_match(self) -> bool: ...

    def set_speed(self, speed: str) -> None:
        """How fast this seat's table likes the computers to play (a local table sets the pace)."""

    def tick(self, dt: float, hold: bool = False) -> None:
        """Let the match go on for ``dt`` seconds: the computers move unless ``hold``
        (cards still gliding, a dialog open at a local table)."""

    def away(self) -> tuple[float | None, ...]:
        """Per seat: None while its person is here (or a computer plays it); else the
        seconds until a computer takes the seat over (0: one plays it now; -1: none will).
        The table counts it down on the seat's plate."""

    def link(self) -> str:
        """How this seat reaches its match: "" (it does), "down" (the connection dropped
        and the seat is coming back by itself: the host's game or the server stopped,
        the table is saved) or "lost" (it cannot come back)."""

    def close(self) -> None: ...


class LocalSeat:
    """A seat of a runner in this program. Several may share one runner (the hot seat)."""

    def __init__(self, runner: MatchRunner, seat: int, new_game: Callable[[], GameState] | None = None) -> None:
        self._runner = runner
        self._seat = seat
        #: How a new match is dealt at this table, where one may be (None: not here).
        self.new_game = new_game
        self._events: list[MatchEvent] = []
        self._view: tuple[int, View] | None = None
        self._asks: tuple[int, SeatAsks] | None = None

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def rules(self) -> RuleSet:
        return self._runner.rules

    @property
    def version(self) -> int:
        return self._runner.version

    def view(self) -> View:
        """The seat's view, made again only when the match moved (a table reads it
        several times a frame)."""
        version = self._runner.version
        if self._view is None or self._view[0] != version:
            self._view = (version, self._runner.view(self._seat))
        return self._view[1]

    def events(self) -> Sequence[MatchEvent]:
        told = self._runner.events
        if len(told) < len(self._events):  # pragma: no cover - the runner never forgets an event
            self._events = []
        for ev in told[len(self._events):]:
            self._events.append(ev.for_seat(self._seat))
        return self._events

    def asks(self) -> SeatAsks:
        version = self._runner.version
        if self._asks is None or self._asks[0] != version:
            self._asks = (version, SeatAsks(self.view()))
        return self._asks[1]

    def names(self) -> tuple[str, ...]:
        return self._runner.names()

    def people(self) -> tuple[bool, ...]:
        return self._runner.people()

    def outcome(self) -> Outcome | None:
        return self._runner.outcome

    def openings(self) -> Mapping[int, tuple[int, int]]:
        return dict(self._runner.openings)

    def thinking(self) -> int | None:
        return self._runner.thinking_seat()

    def revealed(self) -> tuple[tuple[Card, ...], ...] | None:
        return self._runner.revealed()

    def my_turn(self) -> bool:
        return self._runner.is_seat_turn(self._seat)

    def wait_refusal(self) -> IllegalAction:
        return self._runner.wait_refusal(self._seat)

    def submit(self, actions: Sequence[Action]) -> IllegalAction | None:
        return self._runner.submit(self._seat, list(actions))

    def next_deal(self) -> IllegalAction | None:
        return self._runner.submit(self._seat, [NextDeal()])

    def can_double(self) -> bool:
        return self._runner.can_double(self._seat)

    def offer_double(self) -> IllegalAction | None:
        return self._runner.offer_double(self._seat)

    def double_answerer(self) -> int | None:
        return self._runner.double_answerer(self._seat)

    def answer_double(self, accept: bool) -> IllegalAction | None:
        return self._runner.answer_double(self._seat, accept)

    def can_give_up(self) -> bool:
        return self._runner.can_give_up(self._seat)

    def give_up(self) -> IllegalAction | None:
        return self._runner.give_up(self._seat)

    def can_start_new_match(self) -> bool:
        return self.new_game is not None

    def start_new_match(self) -> bool:
        if self.new_game is None:
            return False
        self._runner.new_match(self.new_game())
        return True

    def away(self) -> tuple[float | None, ...]:
        """Nobody is away at a table in this program."""
        return (None,) * self._runner.rules.players

    def link(self) -> str:
        return ""

    def set_speed(self, speed: str) -> None:
        self._runner.speed = speed

    def tick(self, dt: float, hold: bool = False) -> None:
        self._runner.update(dt, hold=hold)

    def close(self) -> None:
        self._runner.close()
