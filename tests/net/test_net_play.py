"""Whole matches through a real server on the loopback interface."""

from __future__ import annotations

import asyncio

from game.net import protocol as p
from game.net.client import NetClient
from tests.net.helpers_net import (
    assert_same,
    play_all,
    random_chooser,
    rule_bot_chooser,
    running_server,
    seat_clients,
    settled,
)


def test_four_people_play_a_whole_match() -> None:
    async def main() -> None:
        async with running_server() as (server, url):
            clients = await seat_clients(url, "classic", [p.SeatSpec()] * 4)
            await play_all(clients, [rule_bot_chooser(s) for s in range(4)])
            await settled(server, clients)
            table = server.tables[clients[0].told.code]
            assert table.runner.outcome is not None
            assert_same(table, clients)
            for c in clients:
                await c.close()
    asyncio.run(main())


def test_two_people_with_random_moves() -> None:
    async def main() -> None:
        async with running_server() as (server, url):
            clients = await seat_clients(url, "two", [p.SeatSpec()] * 2)
            await play_all(clients, [random_chooser(s) for s in range(2)])
            await settled(server, clients)
            table = server.tables[clients[0].told.code]
            assert table.runner.outcome is not None
            assert_same(table, clients)
    asyncio.run(main())


def test_a_table_with_computers_plays_to_the_end() -> None:
    async def main() -> None:
        async with running_server() as (server, url):
            seats = [p.SeatSpec(), p.SeatSpec(level="rules"), p.SeatSpec(), p.SeatSpec(level="easy")]
            clients = await seat_clients(url, "classic", seats)
            assert clients[0].told.people == (True, False, True, False)
            await play_all(clients, [rule_bot_chooser(7), random_chooser(8)])
            await settled(server, clients)
            table = server.tables[clients[0].told.code]
            assert table.runner.outcome is not None
            assert_same(table, clients)
    asyncio.run(main())


def test_the_host_fills_free_seats_with_computers_at_the_start() -> None:
    async def main() -> None:
        async with running_server() as (server, url):
            clients = await seat_clients(url, "two", [p.SeatSpec()] * 2, start=False)
            host = clients[0]
            assert await host.request(lambda ref: p.Start(ref=ref)) is None  # both seats are taken
            assert host.told.started
            lone = NetClient(url)
            await lone.open()
            await lone.create("Ann", "classic", options={"target": 1})
            other = [lone]
            refusal = await other[0].request(lambda ref: p.Start(ref=ref))
            assert refusal is not None and refusal.code == "seats_free"
            assert await other[0].request(lambda ref: p.Start(ref=ref, fill="rules")) is None
            assert other[0].told.people == (True, False, False, False)
            await play_all(other, [rule_bot_chooser(3)])
            await settled(server, other)
            assert_same(server.tables[other[0].told.code], other)
    asyncio.run(main())


def test_samba_and_hand_and_foot_through_the_server() -> None:
    async def main() -> None:
        async with running_server() as (server, url):
            for preset in ("samba", "hand-and-foot"):
                options: dict[str, p.Option] = {"target": 1} if preset == "samba" else {"match_deals": 1}
                clients = await seat_clients(url, preset, [p.SeatSpec()] * 4, options=options)
                await play_all(clients, [rule_bot_chooser(s) for s in range(4)])
                await settled(server, clients)
                table = server.tables[clients[0].told.code]
                assert table.rules.name == preset and table.runner.outcome is not None
                assert_same(table, clients)
    asyncio.run(main())
