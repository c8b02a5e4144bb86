"""The composition root's network part: the ``OnlineServices`` the window's online
screens are handed, made of ``game.net``'s server, remote seat and local-network
browsing. Only ``game/__main__.py`` imports this; the screens see the services.

The host's server runs on a thread of this program (its tables saved in the data
folder), started on the first table hosted and stopped when the window closes.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from game.app.i18n import tr
from game.app.settings import NewGameChoices
from game.engine import RuleSet
from game.engine.record import Seat, atomic_write, rules_to_text
from game.match.connection import SeatConnection
from game.match.players import Player
from game.net import protocol as p
from game.net.address import DEFAULT_PORT, join_address, read_join_address
from game.net.client import NetClient
from game.net.codes import normal_code
from game.net.remote import RemoteSeat
from game.net.server import GameServer, ServerThread
from game.net.values import decode
from game.ui.online import Nearby, NearbyTable, OnlineServices, OnlineTable, SeatLine, TableLook, seat_lines

#: The seat of the last network table, in the data folder (``--join`` keeps it there too).
KEPT = "online-seat.json"

PlayerFactory = Callable[[int, str, str, RuleSet], Player]


def lan_address() -> str:
    """This computer's address on its network (no packet is sent), else the loopback's."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # a documentation address: only picks the interface
        return str(probe.getsockname()[0])
    return "127.0.0.1"


class SeatedTable:
    """A ``RemoteSeat`` as the screens see a table (``game.ui.online.OnlineTable``)."""

    def __init__(self, remote: RemoteSeat, address: str, is_host: bool, fill: str = "medium") -> None:
        self.remote = remote
        self._address = address
        self._is_host = is_host
        self.fill = fill
        #: the table's announcement on the local network (``game.net.lan.Announcement``), if any
        self.announcement: Any = None
        self._announced_free: int | None = None

    @property
    def code(self) -> str:
        return self.remote.code

    @property
    def address(self) -> str:
        return self._address

    @property
    def is_host(self) -> bool:
        return self._is_host

    @property
    def connection(self) -> SeatConnection:
        return self.remote

    def seats(self) -> list[SeatLine]:
        told = self.remote.client.told
        free = 0 if told.started else len(told.free)
        if self.announcement is not None and free != self._announced_free:
            # zeroconf blocks briefly: never on the window's thread
            self._announced_free = free
            threading.Thread(target=self._announce_free, args=(self.announcement, free), daemon=True).start()
        return seat_lines(told.names, told.people, told.free, told.seat)

    @staticmethod
    def _announce_free(announcement: Any, free: int) -> None:
        with contextlib.suppress(Exception):  # a network gone: the guests still join by address
            announcement.update(free)

    def started(self) -> bool:
        return self.remote.client.told.started

    def start(self) -> str | None:
        refusal = self.remote.deal(self.fill if self.remote.client.told.free else "")
        return None if refusal is None else str(refusal)

    def close(self) -> None:
        self.remote.close()


def _option(name: str, value: Any) -> p.Option:
    """A rule's value as the protocol carries it; a ``ValueError`` (said on the screen)
    for one it cannot carry, rather than a table with other rules than chosen."""
    if isinstance(value, str | int | float | bool):
        return value
    if isinstance(value, tuple | list) and all(isinstance(row, tuple | list) for row in value):
        return [[int(v) for v in row] for row in value]
    raise ValueError(f"the rule {name} cannot be played online yet")


@dataclass
class Network:
    """Makes the online services: hosting on a server thread of this program, joining
    any server, and the tables announced on the local network."""

    factory: PlayerFactory
    folder: Path
    port: int = DEFAULT_PORT
    bind: str = "0.0.0.0"
    #: where the join address points (None: this computer's address on its network)
    shown_host: str | None = None
    lan_interfaces: list[str] | None = None
    browse_lan: bool = True
    thread: ServerThread | None = field(default=None, init=False)
    tables: list[SeatedTable] = field(default_factory=list, init=False)
    announcements: list[Any] = field(default_factory=list, init=False)

    def services(self) -> OnlineServices:
        return OnlineServices(host=self.host, look=self.look, join=self.join, read_address=read_address,
                              browse=self.browse if self.browse_lan else None, rejoin=self.rejoin,
                              can_rejoin=self.can_rejoin)

    def _server(self) -> int:
        if self.thread is None:
            server = GameServer(self.factory, data=self.folder / "hosted-tables")
            thread = ServerThread(server, self.bind, self.port)
            try:
                self.port = thread.start()
            except OSError:  # the port is taken (another game hosting): any free one
                thread = ServerThread(server, self.bind, 0)
                self.port = thread.start()
            self.thread = thread
        return self.port

    def host(self, rules: RuleSet, seats: tuple[Seat, ...], choices: NewGameChoices) -> OnlineTable:
        mine = next((i for i, s in enumerate(seats) if s.kind == "human"), None)
        if mine is None:  # the host plays a seat: a table of computers only is no table to host
            raise ValueError(tr("online.host_needs_seat"))
        port = self._server()
        specs = [p.SeatSpec(name=s.name) if s.kind == "human" else
                 p.SeatSpec(level=s.kind.split(":", 1)[1], name=s.name) for s in seats]
        preset, changes = rules_to_text(rules)
        options = {k: _option(k, v) for k, v in changes.items()}
        remote = RemoteSeat.create(f"ws://127.0.0.1:{port}", seats[mine].name, preset, seats=specs,
                                   options=options, seat=mine)
        address = join_address(self.shown_host or lan_address(), port, remote.code)
        self._keep(f"ws://127.0.0.1:{port}", remote, address, host=True)
        table = SeatedTable(remote, address, is_host=True)
        self.tables.append(table)
        if self.browse_lan:
            table.announcement = self._announce(seats[mine].name, port, remote, rules.name)
        return table

    def _announce(self, name: str, port: int, remote: RemoteSeat, rules: str) -> Any:
        """The table on the local network, for guests to pick without typing (never
        fatal: a computer without a network still hosts by address)."""
        from game.net.lan import Announcement

        free = len(remote.client.told.free)
        try:
            announcement = Announcement(name, self.shown_host or lan_address(), port, remote.code, rules, free,
                                        interfaces=self.lan_interfaces)
        except (OSError, ValueError) as exc:
            print(f"canasta: table not announced on the local network: {exc}", file=sys.stderr)
            return None
        self.announcements.append(announcement)
        return announcement

    def look(self, url: str, code: str) -> TableLook:
        async def go() -> p.TableInfo:
            client = NetClient(url)
            await client.open()
            try:
                return await client.look(code)
            finally:
                await client.close()
        info = asyncio.run(go())
        return TableLook(url=url, code=info.code, rules=decode(info.rules), names=tuple(info.names),
                         free=tuple(info.free), started=info.started)

    def join(self, url: str, code: str, name: str, seat: int) -> OnlineTable:
        remote = RemoteSeat.join(url, code, name, seat)
        where = urlsplit(url)
        address = join_address(where.hostname or "", where.port or DEFAULT_PORT, remote.code, tls=where.scheme == "wss")
        self._keep(url, remote, address, host=False)
        table = SeatedTable(remote, address, is_host=False)
        self.tables.append(table)
        return table

    def _keep(self, url: str, remote: RemoteSeat, address: str, *, host: bool) -> None:
        """The seat's token in the data folder: the player comes back to the seat after a restart."""
        kept = {"url": url, "code": remote.code, "token": remote.token, "address": address, "host": host}
        with contextlib.suppress(OSError):
            atomic_write(self.folder / KEPT, json.dumps(kept).encode(), 0o600)

    def kept(self) -> dict[str, Any] | None:
        """The seat kept from the last time, if it is one the menu can offer to go back to."""
        try:
            kept = json.loads((self.folder / KEPT).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(kept, dict) or not all(isinstance(kept.get(k), str) for k in ("url", "code", "token")):
            return None
        return kept

    def can_rejoin(self) -> bool:
        return self.kept() is not None

    def rejoin(self) -> OnlineTable:
        """Back to the seat of the last time: a host's server is started again first
        (its tables saved in the data folder), then the seat comes back with its token."""
        kept = self.kept()
        if kept is None:
            raise ValueError("no seat kept")
        url = str(kept["url"])
        if kept.get("host"):
            url = f"ws://127.0.0.1:{self._server()}"
        remote = RemoteSeat.rejoin(url, str(kept["code"]), str(kept["token"]))
        table = SeatedTable(remote, str(kept.get("address", "")), is_host=bool(kept.get("host")))
        self.tables.append(table)
        return table

    def forget(self) -> None:
        """The seat cannot come back (its table is gone): the menu stops offering it."""
        with contextlib.suppress(OSError):
            (self.folder / KEPT).unlink()

    def browse(self) -> Nearby:
        return LanNearby(self.lan_interfaces)

    def close(self) -> None:
        for announcement in self.announcements:
            with contextlib.suppress(Exception):
                announcement.close()
        for table in self.tables:
            table.close()
        if self.thread is not None:
            self.thread.stop()
            self.thread = None


class LanNearby:
    """The tables on the local network as the join screen lists them."""

    def __init__(self, interfaces: list[str] | None) -> None:
        from game.net.lan import LanTables

        self.lan: LanTables | None = None
        with contextlib.suppress(OSError):  # no network to browse: no tables listed
            self.lan = LanTables(interfaces=interfaces)

    def tables(self) -> list[NearbyTable]:
        if self.lan is None:
            return []
        return [NearbyTable(t.name, t.url, t.code, t.rules, t.free) for t in self.lan.tables()]

    def close(self) -> None:
        if self.lan is not None:
            self.lan.close()
            self.lan = None


def read_address(address: str, server: str) -> tuple[str, str]:
    """A pasted join address, or a table code and the server's ``HOST[:PORT]``."""
    text = address.strip()
    code = normal_code(text)
    if code is None:
        return read_join_address(text)
    where = server.strip()
    if "://" in where:
        where = where.split("://", 1)[1]
    where = where.strip("/")
    if not where:
        raise ValueError("a table code needs the server's address too")
    return read_join_address(f"canasta://{where}/{code}")
