"""At a network table in the window: a person's seat that is away shows on its plate
how long until a computer plays it, and a dropped connection (the host's game or the
server stopped) is said across the table instead of a table that seems frozen. The
table reads both from its connection, with a real server on 127.0.0.1."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from game.app import i18n
from game.engine import GameState
from game.match.connection import LocalSeat
from game.match.runner import MatchRunner
from game.net import protocol as p
from game.net.remote import RemoteSeat
from game.net.server import GameServer, ServerThread
from game.ui.app import App, Settings
from game.ui.seats import TableSeats
from game.ui.sound import SoundManager
from game.ui.table import TableScene
from tests.net.helpers_net import fast_limits, rule_bots
from tests.ui.test_table_harness import drawn_labels, idle


def until(app: App, done: Callable[[], bool], steps: int = 400) -> bool:
    for _ in range(steps):
        if done():
            return True
        app.step(0.02)
        time.sleep(0.01)
    return done()


def test_a_local_seat_has_nobody_away_and_always_reaches_its_match() -> None:
    from game.engine import PRESETS

    runner = MatchRunner(GameState.new(PRESETS["classic"], 3), [idle("A"), idle("B"), idle("C"), idle("D")])
    seat = LocalSeat(runner, 0)
    assert seat.away() == (None, None, None, None) and seat.link() == ""


def test_an_away_seat_counts_down_on_its_plate_and_a_stopped_server_is_said(
        monkeypatch: pytest.MonkeyPatch) -> None:
    server = GameServer(rule_bots(), limits=fast_limits())
    thread = ServerThread(server)
    port = thread.start()
    url = f"ws://127.0.0.1:{port}"
    host: RemoteSeat | None = None
    guest: RemoteSeat | None = None
    stopped = False
    try:
        host = RemoteSeat.create(url, "Ann", "classic", away_after=600,
                                 seats=[p.SeatSpec(), p.SeatSpec(), *[p.SeatSpec(level="rules")] * 2])
        guest = RemoteSeat.join(url, host.code, "Bo")
        assert host.deal() is None
        host.wait_until(lambda: host is not None and host.client.told.started)
        app = App((1280, 800), settings=Settings(speed="instant", sound=False), sound=SoundManager())
        table = TableScene(TableSeats([host], speed="instant"))
        app.push(table)
        app.step(0.02)
        guest.close()  # Bo's window went: the seat is away, a computer takes it in ten minutes
        guest = None
        assert until(app, lambda: (host.away()[1] or 0) > 0)
        left = host.away()[1]
        assert left is not None and 590 < left <= 600
        labels = drawn_labels(monkeypatch)
        table.invalidate()
        app.step(0.02)
        shown = {i18n.tr(key, seconds=n) for key in ("table.away_countdown", "table.away_short") for n in (599, 600)}
        assert shown & set(labels), labels  # the long line, or the short one on a narrow plate
        thread.stop()  # the host's server stopped: the table is saved, the seat waits to come back
        stopped = True
        assert until(app, lambda: table.link_box is not None)
        assert host.link() == "down" and i18n.tr("table.link_down").split()[0] in " ".join(labels)
    finally:
        for seat in (guest, host):
            if seat is not None:
                seat.close()
        if not stopped:
            thread.stop()
