"""Servers and scripted clients for the network tests: real sockets on 127.0.0.1.

A test starts its own server on a free port of the loopback interface, in its own
event loop; the scripted clients play from what they were told alone (their view,
their own asks), never from the server's game."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import random
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import replace

from ai import make_agent
from game.engine import Action, RuleSet, View
from game.match.asks import SeatAsks
from game.match.players import Player
from game.net import protocol as p
from game.net.client import ClientError, NetClient
from game.net.server import GameServer, Limits
from game.net.table import PlayerFactory, Table

Chooser = Callable[[View], Action]


class SyncPlayer:
    """A computer player that decides at once (the tests need no threads)."""

    is_human = False

    def __init__(self, name: str, choose: Chooser) -> None:
        self.name = name
        self._choose = choose
        self._action: Action | None = None

    def begin(self, view: View) -> None:
        self._action = self._choose(view)

    def poll(self) -> Action | None:
        action, self._action = self._action, None
        return action

    def cancel(self) -> None:
        self._action = None


def rule_bots(seed: int = 1) -> PlayerFactory:
    """Computer seats played by the rule bot (any level asked for)."""
    def make(seat: int, name: str, level: str, rules: RuleSet) -> Player:
        return SyncPlayer(name or f"Computer {seat}", make_agent("rules", seed * 10 + seat).choose)
    return make


def rule_bot_chooser(seed: int) -> Chooser:
    return make_agent("rules", seed).choose


def random_chooser(seed: int) -> Chooser:
    """A random legal action, from the seat's own asks (its view alone)."""
    rng = random.Random(seed)

    def choose(view: View) -> Action:
        legal = SeatAsks(view).legal()
        return rng.choice(legal)
    return choose


def fast_limits(**changes: object) -> Limits:
    return replace(Limits(speed="instant", tick=0.005, rate=10_000.0, burst=10_000), **changes)  # type: ignore[arg-type]


@contextlib.asynccontextmanager
async def running_server(factory: PlayerFactory | None = None, limits: Limits | None = None,
                         **kwargs: object) -> AsyncIterator[tuple[GameServer, str]]:
    server = GameServer(factory or rule_bots(), limits=limits or fast_limits(), **kwargs)  # type: ignore[arg-type]
    port = await server.start("127.0.0.1", 0)
    try:
        yield server, f"ws://127.0.0.1:{port}"
    finally:
        await server.stop()


async def seat_clients(url: str, preset: str, seats: Sequence[p.SeatSpec], *,
                       options: dict[str, p.Option] | None = None, away_after: float | None = 60.0,
                       start: bool = True) -> list[NetClient]:
    """A table opened by the first person's client, the other persons' clients seated."""
    persons = [i for i, s in enumerate(seats) if not s.level]
    host = NetClient(url)
    await host.open()
    await host.create("P0", preset, seats=list(seats), options=options or {"target": 1}, seat=persons[0],
                      away_after=away_after)
    clients = [host]
    for i in persons[1:]:
        c = NetClient(url)
        await c.open()
        await c.join(host.told.code, f"P{i}", i)
        clients.append(c)
    if start:
        assert await host.request(lambda ref: p.Start(ref=ref)) is None
    return clients


async def play_seat(client: NetClient, choose: Chooser, *, max_moves: int = 3000,
                    stop: Callable[[], bool] = lambda: False) -> int:
    """Play the client's seat to the match's end from what it was told; the moves made."""
    moves = 0
    while moves < max_moves and not stop():
        t = client.told
        if t.outcome is not None:
            break
        seen = client.version
        view = t.view
        if not t.started:
            pass
        elif view is not None and t.my_turn and view.to_move == t.seat and not client.busy:
            refusal = await client.move([str(choose(view))])
            assert refusal is None, refusal.message
            moves += 1
        elif view is not None and view.phase == "deal_over":
            await client.request(lambda ref: p.NextDeal(ref=ref))
        await _wait_or_stop(client, seen, stop)
    return moves


async def _wait_or_stop(client: NetClient, seen: int, stop: Callable[[], bool]) -> None:
    """Until the client is told something new, or ``stop`` holds (which another
    client's message may make true: checked every few milliseconds). When nothing
    comes for a while the client pings, as a real one does: the pong's number shows a
    message gone missing."""
    for i in range(500):
        if client.version != seen or stop():
            return
        if i % 10 == 9:
            await client.send(p.Ping(n=i))
        try:
            await client.wait(functools.partial(_changed_since, client, seen), timeout=0.02)
        except ClientError as exc:
            if exc.code != "timeout":
                raise
    raise AssertionError("the server told this client nothing for 10 seconds")


def _changed_since(client: NetClient, seen: int) -> bool:
    return client.version != seen


def _read_all(client: NetClient, table: Table) -> bool:
    return client.seq == table.seats[client.told.seat].seq


async def play_all(clients: Sequence[NetClient], choosers: Sequence[Chooser]) -> None:
    await asyncio.gather(*(play_seat(c, ch) for c, ch in zip(clients, choosers, strict=True)))


async def settled(server: GameServer, clients: Sequence[NetClient]) -> None:
    """Until every client has read everything its table sent it."""
    for c in clients:
        table = server.tables[c.told.code]
        await c.wait(functools.partial(_read_all, c, table))


def assert_same(table: Table, clients: Sequence[NetClient]) -> None:
    """Every client holds exactly what the server's match shows its seat."""
    r = table.runner
    for c in clients:
        seat = c.told.seat
        assert c.told.view == r.view(seat)
        assert c.told.events == [ev.for_seat(seat) for ev in r.events]
        assert c.told.outcome == r.outcome
        assert c.told.revealed == r.revealed()
        assert c.told.names == tuple(s.name for s in table.seats)
        assert c.told.my_turn == r.is_seat_turn(seat)
