"""Whole matches through a real server on the loopback interface."""

from __future__ import annotations

import asyncio

from game.net import protocol as p
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
