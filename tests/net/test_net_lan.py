"""Finding a table on the local network (zeroconf on the loopback interface here), and
the one-line join address."""

from __future__ import annotations

import asyncio
import time

import pytest

from game.net.address import join_address, read_join_address
from game.net.client import NetClient
from game.net.lan import Announcement, LanTables
from tests.net.helpers_net import running_server


def test_join_addresses_read_back_and_bad_ones_say_why() -> None:
    line = join_address("192.168.1.20", 8765, "ACD347")
    assert line == "canasta://192.168.1.20:8765/ACD347"
    assert read_join_address(f"  {line}\n") == ("ws://192.168.1.20:8765", "ACD347")
    assert read_join_address("canastas://play.example.org/acd-347") == ("wss://play.example.org:8765", "ACD347")
    assert read_join_address(join_address("::1", 9000, "ACD347")) == ("ws://[::1]:9000", "ACD347")
    for bad, why in (("http://x/ACD347", "starts with"), ("canasta:///ACD347", "no server"),
                     ("canasta://x:1/ABC", "table code"), ("canasta://x:99999/ACD347", "not a join address")):
        with pytest.raises(ValueError, match=why):
            read_join_address(bad)


def _until(found: LanTables, done: object, limit: float = 10.0) -> None:
    end = time.monotonic() + limit
    while time.monotonic() < end:
        if done(found.tables()):  # type: ignore[operator]
            return
        time.sleep(0.05)


def test_a_table_announced_on_the_network_is_found_and_joined() -> None:
    async def main() -> None:
        async with running_server() as (server, url):
            host = NetClient(url)
            await host.open()
            await host.create("Ann", "two")
            code = host.told.code
            # zeroconf's blocking calls belong on a thread without an event loop (the window's)
            announced = await asyncio.to_thread(Announcement, "Ann's table", "127.0.0.1", server.port, code, "two",
                                                free=1)
            found = await asyncio.to_thread(LanTables, interfaces=["127.0.0.1"])
            try:
                await asyncio.to_thread(_until, found, lambda ts: any(t.code == code for t in ts))
                table = next(t for t in found.tables() if t.code == code)
                assert (table.name, table.port, table.rules, table.free) == ("Ann's table", server.port, "two", 1)
                guest = NetClient(table.url)
                await guest.open()
                await guest.join(table.code, "Bo")
                assert guest.told.seat == 1
                await asyncio.to_thread(announced.update, 0)  # full: no longer offered
                await asyncio.to_thread(_until, found, lambda ts: all(t.code != code for t in ts))
                assert all(t.code != code for t in found.tables())
            finally:
                await asyncio.to_thread(found.close)
                await asyncio.to_thread(announced.close)
    asyncio.run(main())
