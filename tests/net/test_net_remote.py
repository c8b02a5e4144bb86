"""A remote seat is a ``SeatConnection``: scripts play it as they play a local seat."""

from __future__ import annotations

import functools
import time

from ai import make_agent
from game.match.connection import SeatConnection
from game.net import protocol as p
from game.net.remote import RemoteSeat
from game.net.server import GameServer, ServerThread
from tests.net.helpers_net import fast_limits, rule_bots


def _moved_on(seat: RemoteSeat, seen: int) -> bool:
    return seat.version != seen


def _over(seat: RemoteSeat) -> bool:
    return seat.outcome() is not None


def test_two_remote_seats_and_two_computers_play_a_match_through_the_interface() -> None:
    server = GameServer(rule_bots(3), limits=fast_limits())
    thread = ServerThread(server)
    url = f"ws://127.0.0.1:{thread.start()}"
    seats = [p.SeatSpec(), p.SeatSpec(level="rules"), p.SeatSpec(), p.SeatSpec(level="rules")]
    host = RemoteSeat.create(url, "Ann", "classic", seats=seats, options={"target": 1})
    guest = RemoteSeat.join(url, host.code, "Bo")
    try:
        conns: list[SeatConnection] = [host, guest]
        assert all(isinstance(c, SeatConnection) for c in conns)
        assert guest.seat == 2
        assert guest.deal() is not None  # only the host deals
        assert host.deal() is None
        host.wait_until(lambda: host.client.told.started)
        agents = {c.seat: make_agent("rules", c.seat) for c in conns}
        moves = 0
        while host.outcome() is None and moves < 2000:
            mover = next((c for c in conns if c.my_turn()), None)
            if mover is None:  # a computer is to move: let the server's clock run
                time.sleep(0.002)
                continue
            seen = mover.version
            action = agents[mover.seat].choose(mover.view())
            assert mover.asks().check(action) is None
            assert mover.submit([action]) is None
            assert isinstance(mover, RemoteSeat)
            mover.wait_until(functools.partial(_moved_on, mover, seen))
            moves += 1
        for c in conns:
            assert isinstance(c, RemoteSeat)
            c.wait_until(functools.partial(_over, c))
        table = next(iter(server.tables.values()))
        host.wait_until(lambda: host.client.seq == table.seats[host.seat].seq)
        guest.wait_until(lambda: guest.client.seq == table.seats[guest.seat].seq)
        for c in conns:
            assert c.view() == table.runner.view(c.seat)
            assert list(c.events()) == [e.for_seat(c.seat) for e in table.runner.events]
            assert c.outcome() == table.runner.outcome
        assert table.runner.outcome is not None
        assert host.late_refusals == [] and guest.late_refusals == []
        assert host.people() == (True, False, True, False)
    finally:
        host.close()
        guest.close()
        thread.stop()


def test_a_remote_seat_comes_back_by_itself_after_a_drop() -> None:
    server = GameServer(rule_bots(4), limits=fast_limits())
    thread = ServerThread(server)
    url = f"ws://127.0.0.1:{thread.start()}"
    host = RemoteSeat.create(url, "Ann", "two", options={"target": 1})
    guest = RemoteSeat.join(url, host.code, "Bo")
    try:
        assert host.deal() is None
        host.wait_until(lambda: host.client.told.started)
        guest.wait_until(lambda: guest.client.told.started)
        held = guest.view()
        joined = guest.client.joined
        guest.loop.call_soon_threadsafe(guest.client.drop)
        guest.wait_until(lambda: guest.client.joined > joined and guest.client.seated)
        assert guest.view() == held
        table = next(iter(server.tables.values()))
        assert table.seats[guest.seat].link is not None
        mover = host if host.my_turn() else guest
        action = make_agent("rules", 1).choose(mover.view())
        seen = mover.version
        assert mover.submit([action]) is None
        mover.wait_until(functools.partial(_moved_on, mover, seen))
        assert mover.late_refusals == []
        new_token = host.reissue(guest.seat)
        assert new_token is not None and new_token != guest.token
        assert host.reissue(host.seat) is None  # not the host's own seat
        guest.wait_until(lambda: guest.lost is not None)
        assert guest.lost == "that token plays no seat of this table"
    finally:
        host.close()
        guest.close()
        thread.stop()
