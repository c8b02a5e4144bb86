"""Whole matches through a real server on the loopback interface."""

from __future__ import annotations

import asyncio
import functools

from game.engine import Answer, Ask
from game.match.asks import SeatAsks
from game.net import protocol as p
from game.net.client import NetClient
from tests.net.helpers_net import (
    assert_same,
    play_all,
    play_seat,
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


def test_doubling_accepting_and_giving_up_across_the_network() -> None:
    async def main() -> None:
        async with running_server() as (server, url):
            clients = await seat_clients(url, "two", [p.SeatSpec()] * 2)
            table = server.tables[clients[0].told.code]
            mover = next(c for c in clients if c.told.my_turn)
            other = next(c for c in clients if c is not mover)
            assert mover.told.can_double and not other.told.can_double
            refusal = await other.request(lambda ref: p.OfferDouble(ref=ref))
            assert refusal is not None  # not the other's turn
            assert await mover.request(lambda ref: p.OfferDouble(ref=ref)) is None
            await settled(server, clients)
            assert other.told.double_answerer == other.told.seat and mover.told.double_answerer != mover.told.seat
            assert await other.request(lambda ref: p.AnswerDouble(ref=ref, accept=True)) is None
            await settled(server, clients)
            assert table.runner.stake == 2 and other.told.view is not None and other.told.view.stake == 2
            assert other.told.can_give_up
            assert await other.request(lambda ref: p.GiveUp(ref=ref)) is None
            await settled(server, clients)
            outcome = table.runner.outcome
            assert outcome is not None and outcome.gave_up == table.rules.side_of(other.told.seat)
            assert outcome.winner == table.rules.side_of(mover.told.seat)
            refusal = await mover.request(lambda ref: p.GiveUp(ref=ref))
            assert refusal is not None and refusal.code == "match_over"
            assert outcome.stake == 2
            assert_same(table, clients)
    asyncio.run(main())


def _can_ask(clients: list[NetClient]) -> bool:
    for c in clients:
        v = c.told.view
        if v is not None and c.told.my_turn and not c.busy and any(
                isinstance(a, Ask) for a in SeatAsks(v).legal()):
            return True
    return False


def test_asking_the_partner_to_go_out_and_the_binding_answer() -> None:
    async def main() -> None:
        async with running_server() as (server, url):
            clients = await seat_clients(url, "classic", [p.SeatSpec()] * 4)
            choosers = [rule_bot_chooser(s) for s in range(4)]
            stop = functools.partial(_can_ask, clients)
            await asyncio.gather(*(play_seat(c, ch, stop=stop) for c, ch in zip(clients, choosers, strict=True)))
            table = server.tables[clients[0].told.code]
            asker = next(c for c in clients if c.told.my_turn)
            assert asker.told.view is not None
            ask = next(a for a in SeatAsks(asker.told.view).legal() if isinstance(a, Ask))
            assert await asker.move([str(ask)]) is None
            await settled(server, clients)
            partner = next(c for c in clients if c.told.my_turn)
            assert partner.told.seat == (asker.told.seat + 2) % 4 and partner.told.view is not None
            assert partner.told.view.phase == "answer"
            no = next(a for a in SeatAsks(partner.told.view).legal() if isinstance(a, Answer) and not a.yes)
            assert await partner.move([str(no)]) is None
            await settled(server, clients)
            assert asker.told.my_turn and asker.told.view is not None and asker.told.view.answer is False
            assert [e.kind for e in asker.told.events[-2:]] == ["ask", "answer"]
            assert_same(table, clients)
    asyncio.run(main())
