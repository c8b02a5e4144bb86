"""Faults on the way: drops, repeated and reordered messages, a client that stops
reading, a seat away long enough for a computer to take it, and a server killed in the
middle of a deal. After each, the match goes on and every seat ends with the server's
state."""

from __future__ import annotations

import asyncio
import functools
import socket

from game.net import protocol as p
from game.net.client import NetClient
from game.net.server import Connection, Limits
from tests.net.helpers_net import (
    assert_same,
    fast_limits,
    play_all,
    play_seat,
    rule_bot_chooser,
    running_server,
    seat_clients,
    settled,
)


def _in_meld_phase(client: NetClient) -> bool:
    v = client.told.view
    return v is not None and v.to_move == client.told.seat and v.phase == "meld" and v.turns > 4


def test_a_client_dropped_mid_turn_rejoins_with_its_token_and_gets_its_exact_view_back() -> None:
    async def main() -> None:
        async with running_server() as (server, url):
            clients = await seat_clients(url, "classic", [p.SeatSpec()] * 4)
            choosers = [rule_bot_chooser(s) for s in range(4)]
            # play until seat 1 has drawn and is about to meld or discard: then its connection drops
            await asyncio.gather(*(play_seat(c, ch, stop=functools.partial(_in_meld_phase, clients[1]))
                                   for c, ch in zip(clients, choosers, strict=True)))
            await settled(server, clients)
            table = server.tables[clients[0].told.code]
            held = clients[1].told.view
            assert held is not None and held.phase == "meld" and held.to_move == 1
            clients[1].drop()
            await clients[1].wait(lambda: clients[1].closed_reason is not None)
            await clients[0].wait(lambda: clients[0].told.away[1] is not None)
            back = NetClient(url)
            await back.open()
            await back.rejoin(clients[1].told.code.lower(), clients[1].told.token)
            assert back.told.seat == 1 and back.told.view == held == table.runner.view(1)
            assert back.told.events == clients[1].told.events
            assert back.told.my_turn
            clients[1] = back
            await play_all(clients, choosers)
            await settled(server, clients)
            assert table.runner.outcome is not None
            assert_same(table, clients)
    asyncio.run(main())


def test_repeated_and_late_requests_are_applied_once() -> None:
    async def main() -> None:
        async with running_server() as (server, url):
            clients = await seat_clients(url, "two", [p.SeatSpec()] * 2)
            table = server.tables[clients[0].told.code]
            mover = next(c for c in clients if c.told.my_turn)
            before = len(table.runner.game.actions)
            ref = mover.next_ref()
            draw = p.encode(p.Move(ref=ref, actions=["draw"]))
            await mover.send_raw(draw)
            await mover.send_raw(draw)  # the same request again: the answer again, applied once
            await mover.wait(lambda: ref in mover.replies and mover.duplicates == 0 and mover.told.view is not None
                             and mover.told.view.phase == "meld")
            await settled(server, clients)
            assert len(table.runner.game.actions) == before + 1
            assert mover.replies[ref] is None
            late = mover.next_ref()
            newer = mover.next_ref()
            await mover.send(p.Ping(n=1))
            await mover.send_raw(p.encode(p.Move(ref=newer, actions=["undo"])))  # may be refused; it counts
            await mover.wait(lambda: newer in mover.replies)
            await mover.send_raw(p.encode(p.Move(ref=late, actions=[str(mover.told.view.hand[0])
                                                                        if mover.told.view else "draw"])))
            await mover.send(p.Ping(n=2))  # answered after the late request would have been
            pongs = mover.seq
            await mover.wait(lambda: mover.seq > pongs)
            assert late not in mover.replies
            await settled(server, clients)
            assert_same(table, clients)
            await play_all(clients, [rule_bot_chooser(s) for s in range(2)])
            await settled(server, clients)
            assert_same(table, clients)
    asyncio.run(main())


class Shuffler(NetClient):
    """A client whose network repeats one message and swaps the order of two."""

    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.mode = ""
        self.held: bytes | None = None

    async def receive(self, data: bytes) -> None:
        mode, self.mode = self.mode, ""
        if mode == "repeat":
            await super().receive(data)
            await super().receive(data)
        elif mode == "hold":
            self.held = data  # comes after the next one
            self.mode = "release"
        elif mode == "release" and self.held is not None:
            held, self.held = self.held, None
            await super().receive(data)
            await super().receive(held)
        else:
            await super().receive(data)


def test_repeated_and_reordered_server_messages_are_ignored_or_resynced() -> None:
    async def main() -> None:
        async with running_server() as (server, url):
            clients = await seat_clients(url, "two", [p.SeatSpec()] * 2)
            watcher = Shuffler(url)
            await watcher.open()
            table = server.tables[clients[0].told.code]
            seat1 = clients[1]
            await seat1.close()
            await watcher.rejoin(table.code, seat1.told.token)
            clients[1] = watcher
            choosers = [rule_bot_chooser(s) for s in range(2)]

            def shuffle() -> bool:
                n = len(table.runner.game.actions)
                if n % 7 == 3 and not watcher.mode and watcher.held is None:
                    watcher.mode = "repeat" if n % 2 else "hold"
                return False
            await asyncio.gather(play_seat(clients[0], choosers[0], stop=shuffle), play_seat(watcher, choosers[1]))
            await play_all(clients, choosers)
            await settled(server, clients)
            assert watcher.duplicates > 0 and watcher.gaps > 0
            assert table.runner.outcome is not None
            assert_same(table, clients)
    asyncio.run(main())


def test_a_client_that_stops_reading_is_dropped_and_the_table_plays_on() -> None:
    async def main() -> None:
        async with running_server(limits=fast_limits(send_queue=4, ping=0.2)) as (server, url):
            seats = [p.SeatSpec(), p.SeatSpec(level="rules"), p.SeatSpec(), p.SeatSpec(level="rules")]
            host = NetClient(url)
            await host.open()
            await host.create("P0", "classic", seats=seats, options={"target": 1}, away_after=0.0)
            stuck = NetClient(url)
            sock = socket.create_connection(("127.0.0.1", server.port))
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
            await stuck.open(sock=sock, max_queue=1)
            await stuck.join(host.told.code, "Stuck", 2)
            stuck.recorder = lambda data: None
            assert stuck._ws is not None
            stuck._ws.transport.pause_reading()  # reads nothing more from here on
            assert await host.request(lambda ref: p.Start(ref=ref)) is None
            await play_seat(host, rule_bot_chooser(0))
            table = server.tables[host.told.code]
            assert table.runner.outcome is not None
            assert table.seats[2].link is None  # the stuck connection was let go
            await settled(server, [host])
            assert_same(table, [host])
    asyncio.run(main())


class _Transport:
    aborted = False

    def abort(self) -> None:
        self.aborted = True


class _Socket:
    remote_address = ("127.0.0.1", 1)

    def __init__(self) -> None:
        self.transport = _Transport()


def test_a_full_send_queue_closes_that_connection_alone() -> None:
    async def main() -> None:
        slow_socket, other_socket = _Socket(), _Socket()
        slow = Connection(slow_socket, Limits(send_queue=3))  # type: ignore[arg-type]
        other = Connection(other_socket, Limits(send_queue=3))  # type: ignore[arg-type]
        for i in range(3):
            slow.send(b"%d" % i)
            other.send(b"%d" % i)
        assert not slow.closed
        slow.send(b"3")
        assert slow.closed and "too slow" in slow.close_reason and slow_socket.transport.aborted
        assert not other_socket.transport.aborted
        assert slow.queue.get_nowait() is None  # what waited is dropped: the writer stops
        assert not other.closed and other.queue.qsize() == 3
    asyncio.run(main())


def test_a_computer_plays_an_away_seat_and_hands_it_back() -> None:
    async def main() -> None:
        async with running_server() as (server, url):
            clients = await seat_clients(url, "two", [p.SeatSpec()] * 2, away_after=0.05)
            table = server.tables[clients[0].told.code]
            code, token = clients[1].told.code, clients[1].told.token
            await clients[1].close()
            host = clients[0]
            played_for = [0]

            def taken_over_for_a_while() -> bool:
                if host.told.people == (True, False):
                    played_for[0] = sum(1 for e in host.told.events if e.seat == 1 and e.kind == "discard")
                return played_for[0] >= 2 or host.told.outcome is not None
            await play_seat(host, rule_bot_chooser(0), stop=taken_over_for_a_while)
            assert played_for[0] >= 2 and host.told.away[1] == 0.0
            back = NetClient(url)
            await back.open()
            await back.rejoin(code, token)
            assert back.told.people == (True, True) and back.told.away == (None, None)
            clients[1] = back
            await play_all(clients, [rule_bot_chooser(s) for s in range(2)])
            await settled(server, clients)
            assert table.runner.outcome is not None
            assert_same(table, clients)
    asyncio.run(main())


def test_only_the_token_plays_a_seat_and_the_host_can_hand_it_on() -> None:
    async def main() -> None:
        async with running_server() as (server, url):
            clients = await seat_clients(url, "two", [p.SeatSpec()] * 2)
            code = clients[0].told.code
            thief = NetClient(url)
            await thief.open()
            real = clients[0].told.token
            near = real[:-1] + ("B" if real.endswith("A") else "A")  # one character off the real token
            for token in ("", "x" * 43, near):
                errors = len(thief.errors)
                await thief.send(p.Rejoin(version=p.PROTOCOL_VERSION, code=code, token=token))
                await thief.wait(lambda errors=errors: len(thief.errors) > errors)  # type: ignore[misc]
                assert thief.errors[-1][0] == "bad_token"
            await thief.send(p.Move(ref=1, actions=["draw"]))
            await thief.wait(lambda: thief.errors[-1][0] == "not_seated")
            refusal = await clients[1].request(lambda ref: p.Reissue(ref=ref, seat=0))
            assert refusal is not None and refusal.code == "not_host"
            ref = clients[0].next_ref()
            await clients[0].send(p.Reissue(ref=ref, seat=1))
            await clients[0].wait(lambda: ref in clients[0].tokens)
            await clients[1].wait(lambda: clients[1].closed_reason is not None)
            heir = NetClient(url)
            await heir.open()
            await heir.rejoin(code, clients[0].tokens[ref])
            assert heir.told.seat == 1
            clients[1] = heir
            await play_all(clients, [rule_bot_chooser(s) for s in range(2)])
            await settled(server, clients)
            assert_same(server.tables[code], clients)
    asyncio.run(main())


def test_a_table_of_another_server_is_untouched() -> None:
    """Two servers on one loop: a whole match on one leaves the other's table as it was."""
    async def main() -> None:
        async with running_server() as (_, url_a), running_server() as (server_b, url_b):
            quiet = await seat_clients(url_b, "two", [p.SeatSpec()] * 2)
            table_b = server_b.tables[quiet[0].told.code]
            before = list(table_b.runner.game.actions)
            busy = await seat_clients(url_a, "two", [p.SeatSpec()] * 2)
            await play_all(busy, [rule_bot_chooser(s) for s in range(2)])
            assert table_b.runner.game.actions == before
    asyncio.run(main())


def test_the_server_class_refuses_a_table_it_cannot_deal() -> None:
    async def main() -> None:
        async with running_server() as (_, url):
            c = NetClient(url)
            await c.open()
            for create in (p.Create(version=1, name="A", preset="poker"),
                           p.Create(version=1, name="A", options={"target": "high"}),
                           p.Create(version=1, name="A", seats=[p.SeatSpec(level="rules")] * 4),
                           p.Create(version=1, name="A", seat=9)):
                errors = len(c.errors)
                await c.send(create)
                await c.wait(lambda errors=errors: len(c.errors) > errors)  # type: ignore[misc]
                assert c.errors[-1][0] == "bad_table", c.errors[-1]
    asyncio.run(main())

