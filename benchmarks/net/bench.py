"""How many tables one server core holds: many four-seat tables of rule-bot clients.

    python -m benchmarks.net.bench --tables 25,50,100,200 --seconds 20

The server runs alone in its own process, pinned to core 0 (``taskset``); the clients
run in this process, pinned to core 1. Each table has four person seats played by
scripted clients over loopback; every table makes one move a second (the seat to move
decides with the rule bot from its own view, at a random phase so the moves spread).
For each move the time from sending it to the moment every seat of the table has read
the state that follows is the latency. Per size it prints the tables, the actions a
second, the p50 and p99 of that latency, the server's and the clients' processor use
and the server's memory per table (its resident size less the size before any table,
over the tables).

The clients read only what they need (the number, the version and whose turn it is)
from each state, and decode the view only to move, so the client core lasts longer;
when it is busier than the server's, the figures say so, and the limit found is the
client side's, not the server's.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from ai import make_agent
from game.net import protocol as p
from game.net.client import NetClient
from game.net.server import GameServer, Limits
from game.net.values import decode

_VERSION = re.compile(rb'"version":(\d+)')
_MY_TURN = re.compile(rb'"my_turn":(true|false)')
_DEAL_OVER = re.compile(rb'"p":"deal_over"')
ROOT = Path(__file__).resolve().parents[2]


class BenchClient(NetClient):
    """A client that reads a state's version and turn from its bytes and keeps the rest
    undecoded until it moves."""

    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.raw_state: bytes | None = None
        self.state_version = -1
        self.turn = False
        self.deal_over = False
        self.arrived: dict[int, float] = {}

    async def receive(self, data: bytes) -> None:
        if data.startswith(b'{"type":"state"'):
            version = _VERSION.search(data)
            turn = _MY_TURN.search(data)
            if version is not None and turn is not None:
                self.state_version = int(version.group(1))
                self.turn = turn.group(1) == b"true"
                self.deal_over = _DEAL_OVER.search(data) is not None and not self.turn
                self.raw_state = data
                self.arrived.setdefault(self.state_version, time.perf_counter())
            if self.seated:
                self.seq += 1
                self._applied.clear()
                self.version += 1
                self._changed.set()
                return
        await super().receive(data)

    def current_view(self) -> object:
        assert self.raw_state is not None
        message = p.decode_server(self.raw_state)
        assert isinstance(message, p.State)
        return decode(message.view)


@dataclass
class Figures:
    moves: int = 0
    latencies: list[float] = field(default_factory=list)


async def _table(url: str, figures: Figures, stop: asyncio.Event, measuring: asyncio.Event, seed: int) -> None:
    clients = [BenchClient(url) for _ in range(4)]
    for i, c in enumerate(clients):
        await c.open()
        if i == 0:
            await c.create("P0", "classic")
        else:
            await c.join(clients[0].told.code, f"P{i}", i)
    await clients[0].request(lambda ref: p.Start(ref=ref))
    agents = [make_agent("rules", seed * 4 + i) for i in range(4)]
    rng = random.Random(seed)
    await asyncio.sleep(rng.random())
    while not stop.is_set():
        tick = asyncio.get_running_loop().time()
        mover = next((i for i, c in enumerate(clients) if c.turn and not c.busy), None)
        if mover is not None:
            c = clients[mover]
            before = c.state_version
            action = agents[mover].choose(c.current_view())  # type: ignore[arg-type]
            sent = time.perf_counter()
            await c.move([str(action)])
            for other in clients:
                await other.wait(lambda o=other, b=before: o.state_version > b, timeout=30)  # type: ignore[misc]
            if measuring.is_set():
                arrived = [min(t for v, t in o.arrived.items() if v > before) for o in clients]
                figures.latencies.append(max(arrived) - sent)
                figures.moves += 1
            for o in clients:
                o.arrived = {v: t for v, t in o.arrived.items() if v > before}
        elif any(c.deal_over for c in clients):
            await clients[0].request(lambda ref: p.NextDeal(ref=ref))
        await asyncio.sleep(max(0.0, 1.0 - (asyncio.get_running_loop().time() - tick)))
    for c in clients:
        await c.close()


def _cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _rss(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def _pin(core: int) -> list[str]:
    return ["taskset", "-c", str(core)] if shutil.which("taskset") and (os.cpu_count() or 1) > 1 else []


async def measure(tables: int, seconds: float, warmup: float = 5.0) -> str:
    server = subprocess.Popen([*_pin(0), sys.executable, "-m", "benchmarks.net.bench", "--serve"], cwd=ROOT,
                              stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    port = int(server.stdout.readline().split()[-1])
    url = f"ws://127.0.0.1:{port}"
    try:
        base_rss = _rss(server.pid)
        figures = Figures()
        stop, measuring = asyncio.Event(), asyncio.Event()
        jobs = []
        for t in range(tables):
            jobs.append(asyncio.get_running_loop().create_task(_table(url, figures, stop, measuring, t)))
            if t % 20 == 19:
                await asyncio.sleep(0.05)
        await asyncio.sleep(warmup)
        measuring.set()
        cpu_server, cpu_client, wall = _cpu(server.pid), time.process_time(), time.perf_counter()
        await asyncio.sleep(seconds)
        cpu_server, cpu_client = _cpu(server.pid) - cpu_server, time.process_time() - cpu_client
        wall = time.perf_counter() - wall
        measuring.clear()
        rss = _rss(server.pid)
        stop.set()
        await asyncio.gather(*jobs, return_exceptions=True)
    finally:
        server.terminate()
        server.wait(10)
    lat = sorted(figures.latencies) or [float("nan")]
    p50, p99 = lat[len(lat) // 2], lat[min(len(lat) - 1, int(len(lat) * 0.99))]
    per_table = (rss - base_rss) / max(1, tables) / 1024
    return (f"{tables:5d} tables  {figures.moves / wall:7.1f} actions/s  p50 {p50 * 1000:6.1f} ms"
            f"  p99 {p99 * 1000:7.1f} ms  server core {100 * cpu_server / wall:5.1f}%"
            f"  client core {100 * cpu_client / wall:5.1f}%  memory/table {per_table:7.1f} KiB")


async def _serve() -> None:
    from benchmarks.net.leaks import bots

    server = GameServer(bots, limits=Limits(speed="instant", rate=1e6, burst=10**6, max_tables=10**6))
    port = await server.start("127.0.0.1", 0)
    print(f"port {port}", flush=True)
    await asyncio.Event().wait()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.net.bench", description=__doc__.split("\n")[0])
    ap.add_argument("--tables", default="25,50,100,200")
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.serve:
        asyncio.run(_serve())
        return 0
    if _pin(1):
        os.sched_setaffinity(0, {1})
    print(f"one move a table a second, four person seats a table (classic), {args.seconds:g} s measured a size;"
          f" server on core 0, clients on core 1{'' if _pin(1) else ' (no taskset here: not pinned)'}")
    for n in (int(x) for x in args.tables.split(",")):
        print(asyncio.run(measure(n, args.seconds)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
