"""The server: many tables, each a match it holds, played over WebSockets.

One asyncio loop serves every connection. A connection reads the client's messages
one by one: each is checked against the schema (``protocol.decode_client``) and its
limits, against the connection's rate, and then, for a seated connection, handed to
its table; a request that fails any check gets an ``Error`` for that client alone and
changes nothing. What a table sends goes into the connection's bounded queue, which a
writer drains to the socket: a client that stops reading fills its queue and is
disconnected, and nobody else waits for it.

Computer seats are made by the ``PlayerFactory`` the entry point passes in (the
server never imports the AI). The host's game and ``python -m game.server`` run this
same class; ``ServerThread`` runs it beside a window.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import ssl
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.engine import RulesError
from game.engine.record import atomic_write, rules_from_text
from game.net import protocol as p
from game.net.codes import new_code, normal_code
from game.net.table import PlayerFactory, Table

log = logging.getLogger("game.server")


@dataclass(frozen=True)
class Limits:
    """What one client and the whole server may use."""

    max_tables: int = 2000
    send_queue: int = 64  # messages waiting for a client before it counts as stuck
    rate: float = 20.0  # messages a second a client may send, on average
    burst: int = 60  # ... and at once
    flood: int = 200  # messages refused for the rate before the client is disconnected
    tick: float = 0.05  # seconds between two turns of the computers' clock
    speed: str = "normal"  # the computers' pace (``game.match.runner.PACES``)
    ping: float = 20.0  # seconds between keep-alive pings, and the wait for the answer: a client
    # that reads nothing (nor answers pings) is let go after twice this long


class Connection:
    """One client's connection: its queue of messages to send, its rate, its seat."""

    def __init__(self, ws: ServerConnection, limits: Limits) -> None:
        self.ws = ws
        self.limits = limits
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue(maxsize=limits.send_queue)
        self.table: Table | None = None
        self.seat: int | None = None
        self.closed = False
        self.close_reason = ""
        self._tokens = float(limits.burst)
        self._stamp = time.monotonic()
        self.refused = 0

    def send(self, data: bytes) -> None:
        if self.closed:
            return
        try:
            self.queue.put_nowait(data)
        except asyncio.QueueFull:
            log.info("client %s too slow: %d messages waiting, disconnected", self.peer, self.queue.qsize())
            self.close("too slow: messages were not read")
            # its socket is cut at once: a writer stuck on it would keep the seat from counting as away
            with contextlib.suppress(Exception):
                self.ws.transport.abort()

    def close(self, reason: str) -> None:
        if self.closed:
            return
        self.closed = True
        self.close_reason = reason
        try:  # what is queued still goes out (a notice before the close), unless the queue is full
            self.queue.put_nowait(None)
        except asyncio.QueueFull:  # a stuck client: what waited is dropped
            with contextlib.suppress(asyncio.QueueEmpty):
                while True:
                    self.queue.get_nowait()
            self.queue.put_nowait(None)

    def allow(self) -> bool:
        """The token bucket: a message within the rate, or refused."""
        now = time.monotonic()
        self._tokens = min(float(self.limits.burst), self._tokens + (now - self._stamp) * self.limits.rate)
        self._stamp = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            self.refused = 0
            return True
        self.refused += 1
        return False

    @property
    def peer(self) -> str:
        address = self.ws.remote_address
        return f"{address[0]}:{address[1]}" if address else "?"

    async def write(self) -> None:
        """Send what the tables queued, in order, until the connection closes."""
        while True:
            data = await self.queue.get()
            if data is None:
                break
            try:
                await self.ws.send(data.decode())
            except ConnectionClosed:
                self.closed = True
                return
        with contextlib.suppress(Exception):
            await self.ws.close(4000 if self.close_reason else 1000, self.close_reason[:120])


class GameServer:
    """Tables by code; the connections that play them."""

    def __init__(self, factory: PlayerFactory, *, limits: Limits | None = None, data: Path | None = None,
                 seeds: Callable[[], int] | None = None) -> None:
        self.factory = factory
        #: Where each new table's seed comes from: by default a secret random number; the
        #: tests and benchmarks deal seeded tables (no client ever chooses a seed).
        self.seeds = seeds
        #: Called with each new table (the leak test watches what it sends).
        self.opened: Callable[[Table], None] | None = None
        self.limits = limits or Limits()
        self.data = data
        self.tables: dict[str, Table] = {}
        self._ws: WsServer | None = None
        self._ticker: asyncio.Task[None] | None = None
        self.port = 0
        #: Called with each table after it handled a request or ticked (benchmarks, tests).
        self.after: Callable[[Table], None] | None = None

    # ------------------------------------------------------------------ running
    async def start(self, host: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None) -> int:
        """Listen; return the port (an arbitrary free one for ``port`` 0)."""
        self._load()
        self._ws = await serve(self._serve, host, port, ssl=tls, compression=None, max_size=p.MAX_MESSAGE,
                               max_queue=8, ping_interval=self.limits.ping, ping_timeout=self.limits.ping,
                               close_timeout=2)
        self.port = self._ws.sockets[0].getsockname()[1] if self._ws.sockets else port
        self._ticker = asyncio.get_running_loop().create_task(self._tick())
        log.info("listening on %s port %d%s", host, self.port, " with TLS" if tls else "")
        return self.port

    async def stop(self, reason: str = "The server is stopping; the table is saved.") -> None:
        """Tell every player, save every table, close every connection."""
        if self._ticker is not None:
            self._ticker.cancel()
        for table in list(self.tables.values()):
            for i, s in enumerate(table.seats):
                if s.link is not None:
                    table.send(i, p.Notice(seq=0, code="server_stopping", message=reason))
            self._save(table)
            table.close(reason)
        if self._ws is not None:
            self._ws.close()
            await self._ws.wait_closed()
        log.info("stopped")

    async def _tick(self) -> None:
        """The computers' clock: tables whose computers are to move, and away seats due
        to be taken over, at ``limits.tick``; every table now and then (who is thinking)."""
        last = time.monotonic()
        sweep = 0.0
        while True:
            await asyncio.sleep(self.limits.tick)
            now = time.monotonic()
            dt, last = now - last, now
            sweep += dt
            every = sweep >= 0.5
            if every:
                sweep = 0.0
            for table in list(self.tables.values()):
                due = table.next_takeover(now)
                if every or table.waiting_on_computer() or (due is not None and due <= now):
                    self._guard(table, functools.partial(table.tick, dt, now))

    def _guard(self, table: Table, work: Callable[[], None]) -> None:
        """Run a table's work; a failure closes that table alone, saved, and is logged."""
        try:
            work()
        except Exception:
            log.exception("table %s failed; closed", table.code)
            self._save(table)
            self.tables.pop(table.code, None)
            with contextlib.suppress(Exception):
                table.close("The table failed and was closed; it is saved.")
            return
        if self.after is not None:
            self.after(table)

    # ------------------------------------------------------------------ a connection
    async def _serve(self, ws: ServerConnection) -> None:
        conn = Connection(ws, self.limits)
        writer = asyncio.get_running_loop().create_task(conn.write())
        try:
            async for raw in ws:
                if conn.closed:
                    break
                self._receive(conn, raw if isinstance(raw, bytes) else raw.encode())
        except ConnectionClosed:
            pass
        finally:
            if conn.table is not None and conn.seat is not None:
                table, seat = conn.table, conn.seat
                was = table.seats[seat].link is conn
                table.detach(seat, conn, time.monotonic())
                if was:
                    log.info("table %s: seat %d away (%s)", table.code, seat, conn.close_reason or "connection closed")
            conn.close(conn.close_reason)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 3.0)
            writer.cancel()

    def _receive(self, conn: Connection, raw: bytes) -> None:
        if not conn.allow():
            if conn.refused >= self.limits.flood:
                log.info("client %s flooding: disconnected", conn.peer)
                conn.close("too many messages")
            elif conn.refused == 1:
                self._error(conn, "rate_limited", "too many messages: slow down")
            return
        try:
            message = p.decode_client(raw)
        except p.ProtocolError as exc:
            self._error(conn, exc.code, exc.message)
            return
        table, seat = conn.table, conn.seat
        if table is None or seat is None:
            if isinstance(message, p.Ping):
                conn.send(p.encode(p.Pong(seq=0, n=message.n)))
                return
            self._opening(conn, message)
            return
        if table.code not in self.tables or table.seats[seat].link is not conn:
            self._error(conn, "not_seated", "this connection no longer plays a seat")
            return
        if isinstance(message, (p.Create, p.Join, p.Rejoin, p.Look)):
            self._error(conn, "already_seated", "this connection already plays a seat")
            return
        self._guard(table, lambda: table.handle(seat, message, time.monotonic()))

    def _error(self, conn: Connection, code: str, message: str) -> None:
        if conn.table is not None and conn.seat is not None and conn.table.seats[conn.seat].link is conn:
            conn.table.send(conn.seat, p.Error(seq=0, code=code, message=message))
        else:
            conn.send(p.encode(p.Error(seq=0, code=code, message=message)))

    def _opening(self, conn: Connection, message: p.ClientMessage) -> None:
        """A connection's first request: open, look at, sit at or come back to a table."""
        now = time.monotonic()
        if isinstance(message, p.Create):
            self._open(conn, message, now)
            return
        if not isinstance(message, (p.Join, p.Rejoin, p.Look)):
            self._error(conn, "not_seated", "join a table first")
            return
        code = normal_code(message.code)
        table = self.tables.get(code) if code is not None else None
        if table is None:
            self._error(conn, "no_table", "there is no table with that code")
            return
        if isinstance(message, p.Look):
            conn.send(p.encode(table.info()))
        elif isinstance(message, p.Join):
            sat = table.sit(message.name, message.seat)
            if isinstance(sat, p.ProtocolError):
                self._error(conn, sat.code, sat.message)
                return
            self._seat(conn, table, sat[0], now)
            log.info("table %s: seat %d taken", table.code, sat[0])
        else:
            seat = table.seat_of(message.token)
            if seat is None:
                self._error(conn, "bad_token", "that token plays no seat of this table")
                return
            self._seat(conn, table, seat, now)
            log.info("table %s: seat %d back", table.code, seat)

    def _open(self, conn: Connection, message: p.Create, now: float) -> None:
        if len(self.tables) >= self.limits.max_tables:
            self._error(conn, "server_full", "this server hosts as many tables as it can")
            return
        try:
            table = self._create(message)
        except (RulesError, ValueError, TypeError) as exc:
            self._error(conn, "bad_table", str(exc)[:p.MAX_TEXT])
            return
        sat = table.sit(message.name, message.seat)
        if isinstance(sat, p.ProtocolError):
            self._error(conn, sat.code, sat.message)
            return
        self.tables[table.code] = table
        table.on_change = self._save
        self._seat(conn, table, sat[0], now)
        log.info("table %s: opened (%s, %d seats) by %s", table.code, table.rules.name, table.rules.players, conn.peer)

    def _seat(self, conn: Connection, table: Table, seat: int, now: float) -> None:
        conn.table, conn.seat = table, seat
        self._guard(table, lambda: table.attach(seat, conn, now))

    def _create(self, message: p.Create) -> Table:
        rules = rules_from_text(message.preset, dict(message.options))
        seats = list(message.seats) or [p.SeatSpec() for _ in range(rules.players)]
        if not 0 <= message.seat < len(seats):
            raise ValueError("the host's seat is not at the table")
        if message.away_after is not None and not 0 <= message.away_after <= 86400:
            raise ValueError("the delay before a computer plays an away seat is 0 to 86400 seconds")
        table = Table(new_code(set(self.tables)), rules, seats, self.factory, host=message.seat,
                      seed=self.seeds() if self.seeds is not None else None, away_after=message.away_after,
                      speed=self.limits.speed)
        if self.opened is not None:
            self.opened(table)
        return table

    # ------------------------------------------------------------------ saving
    def _save(self, table: Table) -> None:
        if self.data is None:
            return
        try:
            self.data.mkdir(parents=True, exist_ok=True)
            atomic_write(self.data / f"{table.code}.json", json.dumps(table.to_saved()).encode(), 0o600)
        except OSError as exc:
            log.warning("table %s not saved: %s", table.code, exc)

    def _load(self) -> None:
        if self.data is None or not self.data.is_dir():
            return
        now = time.monotonic()
        for path in sorted(self.data.glob("*.json")):
            try:
                saved: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
                table = Table.from_saved(saved, self.factory, now, speed=self.limits.speed)
            except Exception as exc:  # a damaged file is reported and left alone
                log.warning("saved table %s not resumed: %s", path.name, exc)
                continue
            table.on_change = self._save
            self.tables[table.code] = table
            log.info("table %s: resumed (%d actions)", table.code, len(table.runner.game.actions))


class ServerThread:
    """A ``GameServer`` on its own loop in a background thread (the host's game, tests)."""

    def __init__(self, server: GameServer, host: str = "127.0.0.1", port: int = 0) -> None:
        self.server = server
        self.loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._host, self._port = host, port
        self.thread = threading.Thread(target=self._run, name="canasta-server", daemon=True)

    def start(self) -> int:
        self.thread.start()
        self._ready.wait(10)
        return self.server.port

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self.server.start(self._host, self._port))
        self._ready.set()
        self.loop.run_forever()

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
