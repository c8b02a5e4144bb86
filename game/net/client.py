"""The client side: a connection to a server's table, and what it was told.

``NetClient`` is the client on an asyncio loop: it opens or joins a table, reads the
server's numbered messages into a ``Told`` (the seat's view, its events, who sits
where), ignores a number it has seen and asks for the whole state again when one is
missing, and sends the seat's requests with numbers of their own. ``RemoteSeat``
(``game.net.remote``) puts one on a background thread behind the ``SeatConnection``
interface, so a table plays a remote seat as it plays a local one.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from game.engine import Card, IllegalAction, RuleSet, View
from game.match.events import MatchEvent, Outcome
from game.net import protocol as p
from game.net.values import decode


@dataclass
class Told:
    """Everything the server has told this seat, decoded."""

    code: str = ""
    seat: int = -1
    token: str = ""
    host: bool = False
    started: bool = False
    rules: RuleSet | None = None
    view: View | None = None
    events: list[MatchEvent] = field(default_factory=list)
    names: tuple[str, ...] = ()
    people: tuple[bool, ...] = ()
    free: tuple[int, ...] = ()
    away: tuple[float | None, ...] = ()
    outcome: Outcome | None = None
    openings: dict[int, tuple[int, int]] = field(default_factory=dict)
    revealed: tuple[tuple[Card, ...], ...] | None = None
    thinking: int | None = None
    my_turn: bool = False
    wait_refusal: IllegalAction | None = None
    can_double: bool = False
    double_answerer: int | None = None
    can_give_up: bool = False
    server_version: int = 0


class ClientError(Exception):
    """The server refused to seat us, or the connection is gone."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class NetClient:
    """One seat's connection to a server (see the module's docstring)."""

    def __init__(self, url: str, *, ssl: Any = None) -> None:
        self.url = url
        self.ssl = ssl
        self.told = Told()
        self.seq = 0  # the last number read in order
        self.version = 0  # counts every change of ``told``
        self.replies: dict[int, IllegalAction | None] = {}
        self.tokens: dict[int, str] = {}  # tokens a request was answered with (Reissue)
        self.errors: list[tuple[str, str]] = []
        self.notices: list[tuple[str, str]] = []
        self.duplicates = 0
        self.gaps = 0
        self.info: p.TableInfo | None = None
        self._open: set[int] = set()  # requests sent, not answered yet
        self._applied: set[int] = set()  # requests applied whose new state has not come yet
        self.joined = 0  # Joined messages read
        self.seated = False  # the whole state read since the last Joined
        #: Called with every message's bytes as received (the leak test records them).
        self.recorder: Callable[[bytes], None] | None = None
        self._ws: ClientConnection | None = None
        self._reader: asyncio.Task[None] | None = None
        self._ref = 0
        self._resyncing = False
        self._changed = asyncio.Event()
        self.closed_reason: str | None = None

    # ------------------------------------------------------------------ connecting
    async def open(self, **options: Any) -> None:
        """Connect (``options`` go to ``websockets.connect``: a socket of one's own, say)."""
        self._ws = await connect(self.url, ssl=self.ssl, compression=None, max_size=p.MAX_SERVER_MESSAGE,
                                 open_timeout=5, close_timeout=2, **options)
        self.closed_reason = None
        self._reader = asyncio.get_running_loop().create_task(self._read())

    async def close(self) -> None:
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader

    def drop(self) -> None:
        """Cut the connection without a goodbye (a network fault, for tests)."""
        if self._ws is not None:
            self._ws.transport.abort()

    async def create(self, name: str, preset: str = "classic", *, seats: list[p.SeatSpec] | None = None,
                     options: dict[str, p.Option] | None = None, seat: int = 0,
                     away_after: float | None = 60.0) -> None:
        await self._seat_with(p.Create(version=p.PROTOCOL_VERSION, name=name, preset=preset, options=options or {},
                                       seats=seats or [], seat=seat, away_after=away_after))

    async def join(self, code: str, name: str, seat: int = -1) -> None:
        await self._seat_with(p.Join(version=p.PROTOCOL_VERSION, code=code, name=name, seat=seat))

    async def rejoin(self, code: str, token: str) -> None:
        await self._seat_with(p.Rejoin(version=p.PROTOCOL_VERSION, code=code, token=token))

    async def look(self, code: str) -> p.TableInfo:
        self.info = None
        errors = len(self.errors)
        await self.send(p.Look(version=p.PROTOCOL_VERSION, code=code))
        await self.wait(lambda: self.info is not None or len(self.errors) > errors)
        if self.info is None:
            raise ClientError(*self.errors[-1])
        return self.info

    async def _seat_with(self, message: p.ClientMessage) -> None:
        """Send an opening request; wait for ``Joined`` and the whole state after it."""
        errors, joined = len(self.errors), self.joined
        await self.send(message)
        await self.wait(lambda: (self.joined > joined and self.seated) or len(self.errors) > errors)
        if not (self.joined > joined and self.seated):
            raise ClientError(*self.errors[-1])

    # ------------------------------------------------------------------ requests
    def next_ref(self) -> int:
        self._ref += 1
        return self._ref

    async def send(self, message: p.ClientMessage) -> None:
        await self.send_raw(p.encode(message))

    async def send_raw(self, data: bytes | str, *, binary: bool = False) -> None:
        """Send a frame as it is (``binary``: a binary frame; else text)."""
        if self._ws is None:
            raise ClientError("closed", "not connected")
        try:
            if binary:
                await self._ws.send(data if isinstance(data, bytes) else data.encode())
            else:
                await self._ws.send(data if isinstance(data, str) else data.decode("utf-8", "replace"))
        except ConnectionClosed as exc:
            raise ClientError("closed", "the connection is closed") from exc

    def reserve(self) -> int:
        """A request's number, counted as on its way from now (``busy``): a table on
        another thread reserves it before the loop sends the request."""
        ref = self.next_ref()
        self._open.add(ref)
        return ref

    async def request(self, make: Callable[[int], p.ClientMessage], ref: int | None = None) -> IllegalAction | None:
        """Send a numbered request and wait for its answer: the refusal, or None."""
        if ref is None:
            ref = self.reserve()
        try:
            await self.send(make(ref))
        except ClientError:
            self._open.discard(ref)
            raise
        await self.wait(lambda: ref in self.replies)
        return self.replies[ref]

    @property
    def busy(self) -> bool:
        """A request is on its way: what we were told may be about to change (a table
        waits rather than move twice on an old view)."""
        return bool(self._open or self._applied)

    async def move(self, actions: list[str]) -> IllegalAction | None:
        return await self.request(lambda ref: p.Move(ref=ref, actions=actions))

    async def wait(self, done: Callable[[], bool], timeout: float = 10.0) -> None:
        """Until ``done()`` holds (checked after every message), or ``ClientError``."""
        async def until() -> None:
            while not done():
                if self.closed_reason is not None:
                    raise ClientError("closed", self.closed_reason)
                self._changed.clear()
                await self._changed.wait()
        try:
            await asyncio.wait_for(until(), timeout)
        except TimeoutError:
            raise ClientError("timeout", "the server did not answer in time") from None

    # ------------------------------------------------------------------ reading
    async def _read(self) -> None:
        assert self._ws is not None
        try:
            async for raw in self._ws:
                data = raw.encode() if isinstance(raw, str) else raw
                if self.recorder is not None:
                    self.recorder(data)
                await self.receive(data)
        except ConnectionClosed:
            pass
        finally:
            ws = self._ws
            reason = ws.close_reason if ws is not None and ws.close_reason else "the connection closed"
            self.closed_reason = reason
            self._open.clear()
            self._applied.clear()
            self._changed.set()

    async def receive(self, data: bytes) -> None:
        """One message from the server: in order, a duplicate (ignored) or after a gap
        (the whole state is asked for again)."""
        try:
            message = p.decode_server(data)
        except p.ProtocolError as exc:
            self.errors.append(("server_" + exc.code, exc.message))
            self._changed.set()
            return
        if isinstance(message, p.Joined):
            self.seq = message.seq
            # what we held stays readable until the whole state follows (a table reads on)
            same = self.told.code == message.code and self.told.seat == message.seat
            self.told = replace(self.told if same else Told(), code=message.code, seat=message.seat,
                                token=message.token, host=message.host)
            self._ref = max(self._ref, message.ref)
            self.joined += 1
            self.seated = False
            self._resyncing = False
        elif message.seq == 0:  # before a seat's numbering starts (an error to an unseated connection)
            pass
        elif message.seq <= self.seq:
            self.duplicates += 1
            return
        elif message.seq > self.seq + 1 and not (isinstance(message, p.State) and message.full):
            self.gaps += 1
            self.seq = message.seq
            await self._resync()
            return
        else:
            self.seq = message.seq
        self._apply(message)
        self.version += 1
        self._changed.set()

    async def _resync(self) -> None:
        if not self._resyncing:
            self._resyncing = True
            with contextlib.suppress(ClientError):
                await self.send(p.Resync())

    def _apply(self, message: p.ServerMessage) -> None:
        if isinstance(message, p.State):
            if self._resyncing and not message.full:
                return
            if not message.full and message.first_event != len(self.told.events):
                self._resyncing = False
                asyncio.get_running_loop().create_task(self._resync())
                return
            self._resyncing = False
            self._applied.clear()
            self._state(message)
            self.seated = self.seated or message.full
        elif isinstance(message, p.Reply):
            self.replies[message.ref] = None if message.refusal is None else decode(message.refusal)
            if message.ref in self._open:
                self._open.discard(message.ref)
                if message.refusal is None:
                    self._applied.add(message.ref)
            if message.token:
                self.tokens[message.ref] = message.token
        elif isinstance(message, p.Error):
            self.errors.append((message.code, message.message))
        elif isinstance(message, p.Notice):
            self.notices.append((message.code, message.message))
        elif isinstance(message, p.TableInfo):
            self.info = message

    def _state(self, m: p.State) -> None:
        """The new state as one new ``Told``, swapped in at once: a table reading it from
        another thread never sees half of an update."""
        t = self.told
        events = [decode(e) for e in m.events]
        self.told = replace(
            t, events=events if m.full else t.events + events, started=m.started, server_version=m.version,
            rules=decode(m.rules), view=None if m.view is None else decode(m.view), names=tuple(m.names),
            people=tuple(m.people), free=tuple(m.free), away=tuple(m.away), outcome=decode(m.outcome),
            openings=decode(m.openings), revealed=decode(m.revealed), thinking=m.thinking, my_turn=m.my_turn,
            wait_refusal=decode(m.wait_refusal), can_double=m.can_double, double_answerer=m.double_answerer,
            can_give_up=m.can_give_up)
