"""The server killed in the middle of a deal (SIGKILL: no goodbye, no last save) and
started again: the table resumes from its saved moves, each player rejoins with the
seat's token and gets back exactly the view it held, and the match plays to its end."""

from __future__ import annotations

import asyncio
import functools
import json
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

from game.engine import View
from game.net import protocol as p
from game.net.client import NetClient
from game.net.table import Table
from tests.net.helpers_net import play_seat, rule_bot_chooser, rule_bots

ROOT = Path(__file__).resolve().parents[2]


def _start(data: Path, port: int = 0) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen([sys.executable, "-m", "game.server", "--host", "127.0.0.1", "--port", str(port),
                             "--data", str(data), "--speed", "instant"], cwd=ROOT, stderr=subprocess.PIPE,
                            stdout=subprocess.DEVNULL, text=True)
    assert proc.stderr is not None
    for line in proc.stderr:
        found = re.search(r"listening on 127\.0\.0\.1 port (\d+)", line)
        if found:
            return proc, int(found.group(1))
    raise AssertionError(f"the server did not start: {proc.wait()}")


def _played(client: NetClient, turns: int) -> bool:
    v = client.told.view
    return v is not None and v.turns >= turns


async def _current(client: NetClient) -> None:
    """Until the client has read everything sent before this (the pong comes last)."""
    n = client.seq
    await client.send(p.Ping(n=7))
    await client.wait(lambda: client.seq > n)


def _stop(proc: subprocess.Popen[str]) -> None:
    """Ends a server this test started, whatever became of the test: asked first, then killed."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def test_the_server_killed_mid_deal_resumes_the_table(tmp_path: Path) -> None:
    data = tmp_path / "tables"
    started: list[subprocess.Popen[str]] = []
    try:
        _the_server_killed_mid_deal(data, started)
    finally:
        for proc in started:
            _stop(proc)


def _the_server_killed_mid_deal(data: Path, started: list[subprocess.Popen[str]]) -> None:
    proc, port = _start(data)
    started.append(proc)
    url = f"ws://127.0.0.1:{port}"

    async def first_half() -> tuple[list[NetClient], list[View]]:
        host, guest = NetClient(url), NetClient(url)
        await host.open()
        await host.create("Ann", "two", options={"target": 1})
        await guest.open()
        await guest.join(host.told.code, "Bo")
        assert await host.request(lambda ref: p.Start(ref=ref)) is None
        stop = functools.partial(_played, host, 8)
        await asyncio.gather(play_seat(host, rule_bot_chooser(1), stop=stop),
                             play_seat(guest, rule_bot_chooser(2), stop=stop))
        for c in (host, guest):
            await _current(c)
        views = [c.told.view for c in (host, guest)]
        assert all(v is not None and v.phase != "deal_over" for v in views)
        return [host, guest], [v for v in views if v is not None]

    clients, views = asyncio.run(first_half())
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    proc, port = _start(data, port)
    started.append(proc)
    try:
        async def second_half() -> list[NetClient]:
            back = []
            for old, view in zip(clients, views, strict=True):
                c = NetClient(url)
                for _ in range(50):  # the port may take a moment to listen again
                    try:
                        await c.open()
                        break
                    except OSError:
                        await asyncio.sleep(0.1)
                await c.rejoin(old.told.code, old.told.token)
                assert c.told.view == view and c.told.seat == old.told.seat
                back.append(c)
            await asyncio.gather(*(play_seat(c, rule_bot_chooser(c.told.seat)) for c in back))
            for c in back:
                await _current(c)
            proc.send_signal(signal.SIGTERM)  # stopped in order: the players are told, the table saved
            for c in back:
                await c.wait(lambda c=c: bool(c.notices))  # type: ignore[misc]
            return back

        back = asyncio.run(second_half())
    finally:
        _stop(proc)
    saved = json.loads((data / f"{clients[0].told.code}.json").read_text(encoding="utf-8"))
    table = Table.from_saved(saved, rule_bots(), time.monotonic())
    assert table.runner.outcome is not None
    for c in back:
        seat = c.told.seat
        assert c.told.view == table.runner.view(seat)
        assert c.told.events == [e.for_seat(seat) for e in table.runner.events]
        assert c.told.outcome == table.runner.outcome
    assert all(c.notices[0][0] == "server_stopping" for c in back)
