"""A few hundred random and mutated messages at a running server (the full run is
``python -m benchmarks.net.fuzz --cases 20000``), and a flood."""

from __future__ import annotations

import asyncio

from benchmarks.net.fuzz import fuzz
from game.net import protocol as p
from game.net.client import NetClient
from tests.net.helpers_net import fast_limits, running_server


def test_every_fuzzed_message_is_answered_and_nothing_breaks() -> None:
    report = asyncio.run(fuzz(400, seed=3))
    assert report.problems == []
    assert report.cases == 400
    answered = sum(n for k, n in report.answers.items() if not k.startswith(("fuzzed tables", "not seated")))
    assert answered == report.cases
    assert report.answers["error malformed"] > 50 and report.answers["refused"] > 10
    assert any(k.startswith("fuzzed tables") and " 0 actions" not in k for k in report.answers)


def test_a_flood_is_refused_then_disconnected_and_the_table_plays_on() -> None:
    async def main() -> None:
        async with running_server(limits=fast_limits(rate=5.0, burst=10, flood=30)) as (server, url):
            host = NetClient(url)
            await host.open()
            await host.create("Ann", "two")
            flood = NetClient(url)
            await flood.open()
            await flood.join(host.told.code, "Bo")
            for n in range(200):
                try:
                    await flood.send(p.Ping(n=n))
                except Exception:
                    break
            await flood.wait(lambda: flood.closed_reason is not None)
            assert ("rate_limited", "too many messages: slow down") in flood.errors
            assert "too many messages" in (flood.closed_reason or "")
            table = server.tables[host.told.code]
            assert table.seats[1].link is None
            assert await host.request(lambda ref: p.Start(ref=ref)) is None  # its seat is away, not free
            assert host.told.started and host.told.away[1] is not None and host.told.away[0] is None
    asyncio.run(main())
