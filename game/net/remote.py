"""A seat at a table on a server, behind the same interface as a local seat.

``RemoteSeat`` implements ``game.match.connection.SeatConnection``: the table reads the
seat's view, events and names from what the server told it, and asks its questions
of ``SeatAsks`` on that view, as at a local seat. A move is first tried on the view's
stand-in, so a refusal comes back at once, in the same words; a move the stand-in
accepts is sent, and the server's engine decides (a refusal from the server, which
only a view out of date can cause, is kept in ``late_refusals`` for the table to show).

The connection runs on its own asyncio loop in a daemon thread, so the window never
waits for the network. When the connection drops, the seat comes back by itself with
its token, and the server sends the whole view again.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import threading
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, TypeVar

from game.engine import Action, Card, IllegalAction, RuleSet, View
from game.match.asks import SeatAsks
from game.match.events import MatchEvent, Outcome, SeatRef
from game.net import protocol as p
from game.net.client import ClientError, NetClient

T = TypeVar("T")

#: Seconds between two attempts to come back after the connection dropped.
RETRY = 0.5


class RemoteSeat:
    """A seat played through a server (see the module's docstring)."""

    def __init__(self, url: str, *, ssl: Any = None) -> None:
        self.client = NetClient(url, ssl=ssl)
        self.loop = asyncio.new_event_loop()
        self.late_refusals: list[IllegalAction] = []
        #: Why the seat cannot come back (its token was handed on, the table is gone), once so.
        self.lost: str | None = None
        self._closing = False
        self._asks: tuple[int, SeatAsks] | None = None
        #: the server's last word on the away seats, and when this seat first read it
        self._away_told: tuple[object, float] | None = None
        self._thread = threading.Thread(target=self.loop.run_forever, name="canasta-remote-seat", daemon=True)
        self._thread.start()
        self._keeper: concurrent.futures.Future[None] | None = None

    # ------------------------------------------------------------------ opening
    def _run(self, coro: Awaitable[T], timeout: float = 15.0) -> T:
        async def wrapped() -> T:
            return await coro
        return asyncio.run_coroutine_threadsafe(wrapped(), self.loop).result(timeout)

    def _seat_with(self, seat_with: Callable[[], Awaitable[None]]) -> None:
        async def go() -> None:
            await self.client.open()
            await seat_with()
        try:
            self._run(go())
        except BaseException:
            self.close()
            raise
        self._keeper = asyncio.run_coroutine_threadsafe(self._keep(), self.loop)

    @classmethod
    def create(cls, url: str, name: str, preset: str = "classic", *, seats: list[p.SeatSpec] | None = None,
               options: dict[str, p.Option] | None = None, seat: int = 0, away_after: float | None = 60.0,
               ssl: Any = None) -> RemoteSeat:
        """Open a table on the server at ``url`` and sit at ``seat`` as its host."""
        remote = cls(url, ssl=ssl)
        remote._seat_with(lambda: remote.client.create(name, preset, seats=seats, options=options, seat=seat,
                                                       away_after=away_after))
        return remote

    @classmethod
    def join(cls, url: str, code: str, name: str, seat: int = -1, *, ssl: Any = None) -> RemoteSeat:
        remote = cls(url, ssl=ssl)
        remote._seat_with(lambda: remote.client.join(code, name, seat))
        return remote

    @classmethod
    def rejoin(cls, url: str, code: str, token: str, *, ssl: Any = None) -> RemoteSeat:
        """Come back to one's seat with its token (kept from an earlier connection)."""
        remote = cls(url, ssl=ssl)
        remote._seat_with(lambda: remote.client.rejoin(code, token))
        return remote

    async def _keep(self) -> None:
        """Come back with the token whenever the connection drops, until closed."""
        c = self.client
        while not self._closing:
            with contextlib.suppress(ClientError):
                await c.wait(lambda: c.closed_reason is not None, timeout=3600)
            if self._closing or c.closed_reason is None:
                continue
            code, token = c.told.code, c.told.token
            while not self._closing:
                try:
                    await c.open()
                    await c.rejoin(code, token)
                    break
                except ClientError as exc:
                    if exc.code in ("bad_token", "no_table"):  # the seat was handed on, the table is gone
                        self.lost = exc.message
                        await c.close()
                        return
                    await asyncio.sleep(RETRY)
                except OSError:
                    await asyncio.sleep(RETRY)
                except Exception:  # the handshake refused (the server stopping): try again later
                    await asyncio.sleep(RETRY)

    @property
    def code(self) -> str:
        return self.client.told.code

    @property
    def token(self) -> str:
        """The seat's secret: whoever holds it plays this seat (kept in the player's data folder)."""
        return self.client.told.token

    # ------------------------------------------------------------------ reading
    @property
    def seat(self) -> int:
        return self.client.told.seat

    @property
    def rules(self) -> RuleSet:
        rules = self.client.told.rules
        assert rules is not None, "seated, so told the rules"
        return rules

    @property
    def version(self) -> int:
        return self.client.version

    def view(self) -> View:
        view = self.client.told.view
        assert view is not None, "seated, so told the view"
        return view

    def events(self) -> Sequence[MatchEvent]:
        return self.client.told.events

    def asks(self) -> SeatAsks:
        version = self.client.version
        if self._asks is None or self._asks[0] != version:
            self._asks = (version, SeatAsks(self.view()))
        return self._asks[1]

    def names(self) -> tuple[str, ...]:
        return self.client.told.names

    def people(self) -> tuple[bool, ...]:
        return self.client.told.people

    def away(self) -> tuple[float | None, ...]:
        """Per seat: None while present, else the seconds until a computer plays it (0: one
        does; -1: none will), counted down here from when the server last said it."""
        told = self.client.told
        now = time.monotonic()
        if self._away_told is None or self._away_told[0] is not told:
            self._away_told = (told, now)
        gone = now - self._away_told[1]
        return tuple(None if a is None else a if a <= 0 else max(0.0, round(a - gone, 1)) for a in told.away)

    def link(self) -> str:
        if self.lost is not None:
            return "lost"
        return "down" if self.client.closed_reason is not None and not self._closing else ""

    def outcome(self) -> Outcome | None:
        return self.client.told.outcome

    def openings(self) -> Mapping[int, tuple[int, int]]:
        return dict(self.client.told.openings)

    def thinking(self) -> int | None:
        return self.client.told.thinking

    def revealed(self) -> tuple[tuple[Card, ...], ...] | None:
        return self.client.told.revealed

    def my_turn(self) -> bool:
        """The seat's turn, and no move of it still on its way to the server."""
        return self.client.told.my_turn and not self.client.busy

    def wait_refusal(self) -> IllegalAction:
        refusal = self.client.told.wait_refusal
        if refusal is not None:
            return refusal
        return IllegalAction("not_your_turn", "Wait for your turn: {who} is playing.", who=SeatRef(self.view().to_move))

    # ------------------------------------------------------------------ acting
    def _send(self, make: Callable[[int], p.ClientMessage]) -> None:
        """Send a request without waiting; the server's refusal, if any, is kept."""
        ref = self.client.reserve()

        async def go() -> None:
            try:
                refusal = await self.client.request(make, ref)
            except ClientError:
                return  # the connection dropped: the rejoin brings the state back
            if refusal is not None:
                self.late_refusals.append(refusal)
        asyncio.run_coroutine_threadsafe(go(), self.loop)

    def submit(self, actions: Sequence[Action]) -> IllegalAction | None:
        if not actions:
            return None
        if not self.my_turn():
            return self.wait_refusal()
        refusal = self.asks().trial(actions)
        if refusal is not None:
            return refusal
        texts = [str(a) for a in actions]
        self._send(lambda ref: p.Move(ref=ref, actions=texts))
        return None

    def next_deal(self) -> IllegalAction | None:
        if self.view().phase != "deal_over":
            return self.wait_refusal()
        self._send(lambda ref: p.NextDeal(ref=ref))
        return None

    def can_double(self) -> bool:
        return self.client.told.can_double

    def offer_double(self) -> IllegalAction | None:
        if not self.can_double():
            return self.wait_refusal()
        self._send(lambda ref: p.OfferDouble(ref=ref))
        return None

    def double_answerer(self) -> int | None:
        return self.client.told.double_answerer

    def answer_double(self, accept: bool) -> IllegalAction | None:
        if self.double_answerer() != self.seat:
            return IllegalAction("no_double_offered", "Nobody offered a double.")
        self._send(lambda ref: p.AnswerDouble(ref=ref, accept=accept))
        return None

    def can_give_up(self) -> bool:
        return self.client.told.can_give_up

    def give_up(self) -> IllegalAction | None:
        if not self.can_give_up():
            return self.wait_refusal()
        self._send(lambda ref: p.GiveUp(ref=ref))
        return None

    def deal(self, fill: str = "") -> IllegalAction | None:
        """The host deals once the seats are taken (``fill``: computers of that level take
        the free ones); waits for the server's answer."""
        return self._run(self.client.request(lambda ref: p.Start(ref=ref, fill=fill)))

    def reissue(self, seat: int) -> str | None:
        """The host hands ``seat`` to another person: the seat's new token (None if refused)."""
        ref = self.client.reserve()
        refusal = self._run(self.client.request(lambda r: p.Reissue(ref=r, seat=seat), ref))
        return None if refusal is not None else self.client.tokens.get(ref)

    def can_start_new_match(self) -> bool:
        return False  # the host opens a new table for a new match

    def start_new_match(self) -> bool:
        return False

    def set_speed(self, speed: str) -> None:
        """The server paces the computers of a shared table; a remote seat keeps its own
        speed for its animations only."""

    def tick(self, dt: float, hold: bool = False) -> None:
        """The server's clock moves the match on; nothing to do here."""

    def wait_until(self, done: Callable[[], bool], timeout: float = 10.0) -> None:
        """Block until ``done()`` holds after some message (scripts and tests; never the
        window), through a drop and the rejoin that follows it."""
        async def until() -> None:
            end = self.loop.time() + timeout
            while True:
                try:
                    await self.client.wait(done, max(0.0, end - self.loop.time()))
                    return
                except ClientError as exc:
                    if exc.code != "closed" or self._closing or self.loop.time() >= end:
                        raise
                    await asyncio.sleep(RETRY / 5)
        self._run(until(), timeout + 5)

    def close(self) -> None:
        self._closing = True
        if self._thread.is_alive():
            with contextlib.suppress(Exception):
                self._run(self.client.close(), 5)
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(5)
