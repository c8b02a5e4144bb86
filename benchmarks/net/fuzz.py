"""Random and mutated messages at a running server (issue 41's protocol fuzz).

    python -m benchmarks.net.fuzz --cases 20000 [--seed 1]

A server on 127.0.0.1 hosts a table that two rule-bot clients play from start to end
while fuzzing connections send their cases: some sit at a table of their own, some at
none. A case is random bytes, random JSON, a valid message of every type with fields
deleted, added, retyped or given extreme values, a move of random action words and
cards, a message nested thousands deep or longer than the limit, or now and then a
legal move. After each case the fuzzing connection pings and waits for the pong, so
every case is answered before the next one: by an error, by a reply (the engine's
refusal, or applied), by a state, or ignored as a repeated number; a connection the
server closes (a frame over the limit) is opened again. The run fails on a case that
gets no answer (a hang), on any error logged by the server or the WebSocket library
(a traceback), on a table the server closed, on a fuzzed table whose moves do not
replay legally from its deal, and on a played table that differs from its clients.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import logging
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import msgspec

from benchmarks.net.leaks import bots
from game.engine import GameState, parse_action
from game.engine.cards import make_deck
from game.match.asks import SeatAsks
from game.net import protocol as p
from game.net.client import ClientError, NetClient
from game.net.server import GameServer, Limits

CARDS = [str(c) for c in make_deck(1, 2)]
WORDS = ["draw", "take", "meld", "add", "discard", "undo", "stop", "next", "double", "accept", "give", "up", "swap",
         "dig", "ask", "answer", "yes", "no", "lay", "back", "to", "m1", "m99", "side", "-1", "0", "7", "99999999999",
         "special", "", " ", "\u0000", "é", "🂡", "{", "}", "'", "\"", "\\", "__import__('os')", "eval", "$(id)"]
TEMPLATES: list[msgspec.Struct] = [
    p.Create(version=1, name="F", preset="classic"), p.Join(version=1, code="ACD347", name="F"),
    p.Rejoin(version=1, code="ACD347", token="x"), p.Look(version=1, code="ACD347"), p.Start(ref=1),
    p.Move(ref=1, actions=["draw"]), p.NextDeal(ref=1), p.OfferDouble(ref=1), p.AnswerDouble(ref=1, accept=True),
    p.GiveUp(ref=1), p.Reissue(ref=1, seat=5), p.Resync(), p.Ping(n=1),
    p.Create(version=1, name="F", preset="samba", options={"target": 1}, seats=[p.SeatSpec(level="rules")] * 4),
]


def _value(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(12 if depth < 3 else 8)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.choice([0, -1, 1, 2**31, 2**63 - 1, -(2**63), 2**64 + 5, rng.randrange(-1000, 1000)])
    if kind == 3:
        return rng.choice([0.5, -1e308, 1e308, 3.0])
    if kind in (4, 5):
        return rng.choice(WORDS + CARDS)
    if kind == 6:
        return "".join(chr(rng.randrange(1, 0x2FFF)) for _ in range(rng.randrange(0, 40)))
    if kind == 7:
        return "x" * rng.choice([1, 199, 201, 5000])
    if kind in (8, 9):
        return [_value(rng, depth + 1) for _ in range(rng.randrange(0, 5))]
    return {rng.choice(["type", "ref", "version", "code", "actions", "c", "o", "f", "seat"]): _value(rng, depth + 1)
            for _ in range(rng.randrange(0, 4))}


def _mutated(rng: random.Random, base: dict[str, Any]) -> dict[str, Any]:
    data = dict(base)
    for _ in range(rng.randrange(1, 4)):
        op = rng.randrange(5)
        keys = list(data)
        if op == 0 and keys:
            del data[rng.choice(keys)]
        elif op == 1:
            data[rng.choice(["extra", "seq", "token", "fill", "accept", "n"])] = _value(rng)
        elif op == 2 and keys:
            data[rng.choice(keys)] = _value(rng)
        elif op == 3:
            data["type"] = rng.choice([*(t.__struct_config__.tag for t in TEMPLATES), "state", "joined", "exec", ""])
        else:
            data["actions"] = [_action_words(rng) for _ in range(rng.randrange(0, 70))]
    return data


def _action_words(rng: random.Random) -> str:
    return " ".join(rng.choice(WORDS + CARDS * 2) for _ in range(rng.randrange(1, 6)))


def make_case(rng: random.Random, ref: int, legal: list[str]) -> tuple[str, bytes | str]:
    """One case: its kind and its frame (bytes: a binary frame)."""
    kind = rng.randrange(100)
    if kind < 5:
        return "bytes", bytes(rng.randrange(256) for _ in range(rng.randrange(0, 300)))
    if kind < 15:
        return "json", json.dumps(_value(rng))
    if kind < 17:
        depth = rng.choice([50, 1000, 5000])
        return "deep", "[" * depth + "]" * depth
    if kind < 18:
        return "huge", json.dumps({"type": "ping", "n": 1, "pad": "x" * rng.choice([p.MAX_MESSAGE, 20000, 70000])})
    if kind < 45:
        base = msgspec.to_builtins(rng.choice(TEMPLATES))
        if "ref" in base:
            base["ref"] = ref
        return "mutated", json.dumps(_mutated(rng, base), ensure_ascii=rng.random() < 0.5)
    if kind < 80:
        actions = [_action_words(rng) for _ in range(rng.randrange(1, 4))]
        return "move", json.dumps({"type": "move", "ref": rng.choice([ref, ref, ref - 5, 1]), "actions": actions})
    if kind < 90 and legal:
        return "legal", json.dumps({"type": "move", "ref": ref, "actions": [rng.choice(legal)]})
    message = rng.choice(TEMPLATES)
    if hasattr(message, "ref"):
        message = msgspec.structs.replace(message, ref=ref)
    return "valid", p.encode(message).decode()


class _Errors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@dataclass
class Report:
    cases: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    answers: Counter[str] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)
    fuzzed: list[str] = field(default_factory=list)  # the tables the seated fuzzers played at


async def _answer(conn: FuzzClient, before: tuple[int, int, int, int], n: int) -> str:
    """How the server answered the case: waits for the pong that follows it."""
    await conn.send(p.Ping(n=n))
    await conn.wait(functools.partial(_ponged, conn, n), timeout=10)
    errors, replies, version, joined = before
    if conn.joined > joined:
        return "seated"
    if len(conn.errors) > errors:
        return "error " + conn.errors[errors][0]
    if len(conn.replies) > replies:
        last = max(conn.replies)
        return "refused" if conn.replies[last] is not None else "applied"
    if conn.version > version + 1:
        return "state"
    return "ignored"


class FuzzClient(NetClient):
    """A client that remembers the last pong (the end of a case's answers)."""

    pong = -1

    def skip_to(self, ref: int) -> None:
        self._ref = max(self._ref, ref)

    async def receive(self, data: bytes) -> None:
        await super().receive(data)
        if data.startswith(b'{"type":"pong"'):
            self.pong = p.decode_server(data).n  # type: ignore[union-attr]
            self._changed.set()


def _ponged(conn: FuzzClient, n: int) -> bool:
    return conn.pong == n


async def _player(client: NetClient, seed: int) -> None:
    from ai import make_agent

    agent = make_agent("rules", seed)
    while client.told.outcome is None:
        seen = client.version
        t = client.told
        if t.started and t.view is not None and t.my_turn and not client.busy:
            await client.move([str(agent.choose(t.view))])
        elif t.view is not None and t.view.phase == "deal_over":
            await client.request(lambda ref: p.NextDeal(ref=ref))
        if client.version == seen:
            await client.wait(functools.partial(_moved_on, client, seen), timeout=30)


def _moved_on(client: NetClient, seen: int) -> bool:
    return client.version != seen


async def _own_table(url: str, report: Report) -> FuzzClient:
    """A seated fuzzing connection at a table of its own (a person against the rule bot)."""
    conn = FuzzClient(url)
    await conn.open()
    await conn.create("F", "two", seats=[p.SeatSpec(), p.SeatSpec(level="rules")], options={"target": 1},
                      away_after=None)
    await conn.request(lambda ref: p.Start(ref=ref))
    report.fuzzed.append(conn.told.code)
    return conn


async def _again(url: str, old: FuzzClient, seated: bool, report: Report) -> FuzzClient:
    """After the server closed the connection: back at its seat with the token (or at a
    new table, when the match there is over), or unseated as it was."""
    if not seated:
        conn = FuzzClient(url)
        await conn.open()
        return conn
    if old.told.code and old.told.outcome is None:
        conn = FuzzClient(url)
        await conn.open()
        try:
            await conn.rejoin(old.told.code, old.told.token)
            return conn
        except ClientError as exc:
            report.answers["not seated again: " + exc.code] += 1
            await conn.close()
    return await _own_table(url, report)


async def _fuzzer(url: str, rng: random.Random, cases: int, report: Report, seated: bool) -> None:
    conn = await _again(url, FuzzClient(url), seated, report)
    for i in range(cases):
        if seated and conn.told.outcome is not None:  # a fuzzed give-up or the deal's end: a new table
            await conn.close()
            conn = await _own_table(url, report)
        # a fuzzed request may have taken a large number: the seat's requests go on above it
        conn.skip_to(max(conn.replies, default=0))
        ref = conn.next_ref()
        legal = [str(a) for a in SeatAsks(conn.told.view).legal()] if conn.told.view is not None else []
        kind, frame = make_case(rng, ref, legal)
        before = (len(conn.errors), len(conn.replies), conn.version, conn.joined)
        report.kinds[kind] += 1
        report.cases += 1
        try:
            await conn.send_raw(frame, binary=isinstance(frame, bytes))
            report.answers[await _answer(conn, before, i)] += 1
        except (ClientError, Exception) as exc:
            if conn.closed_reason is None and not isinstance(exc, ClientError):
                report.problems.append(f"case {i} ({kind}): {exc!r}")
            elif isinstance(exc, ClientError) and exc.code == "timeout":
                report.problems.append(f"case {i} ({kind}): no answer (a hang): {str(frame)[:300]}")
            reason = conn.closed_reason or str(exc)
            if not (kind == "huge" and "exceeds limit" in reason):
                report.problems.append(f"case {i} ({kind}): the connection closed: {reason[:80]}")
            report.answers["closed: " + ("frame over the limit" if "exceeds limit" in reason else reason[:40])] += 1
            conn = await _again(url, conn, seated, report)


async def fuzz(cases: int, seed: int = 1, fuzzers: int = 4) -> Report:
    report = Report()
    errors = _Errors()
    logging.getLogger().addHandler(errors)
    rng = random.Random(seed)
    server = GameServer(bots, limits=Limits(speed="instant", tick=0.005, rate=1e6, burst=10**6),
                        seeds=lambda: rng.randrange(10**15))
    port = await server.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{port}"
    try:
        # the table played undisturbed beside the fuzz
        a, b = NetClient(url), NetClient(url)
        await a.open()
        await a.create("A", "two", options={"target": 1})
        await b.open()
        await b.join(a.told.code, "B")
        await a.request(lambda ref: p.Start(ref=ref))
        per = cases // fuzzers
        jobs = [_fuzzer(url, random.Random(seed * 100 + k), per + (cases % fuzzers if k == 0 else 0), report, k < 2)
                for k in range(fuzzers)]
        await asyncio.gather(_player(a, 1), _player(b, 2), *jobs)
        table = server.tables.get(a.told.code)
        if table is None:
            report.problems.append("the played table was closed")
        else:
            for c in (a, b):
                await c.wait(functools.partial(_read_all, c, table))
                if c.told.view != table.runner.view(c.told.seat) or c.told.outcome != table.runner.outcome:
                    report.problems.append(f"the played table's seat {c.told.seat} differs from the server's")
        applied = 0
        for code in report.fuzzed:
            fuzzed = server.tables.get(code)
            if fuzzed is None:
                report.problems.append(f"the fuzzed table {code} was closed")
                continue
            g = fuzzed.runner.game
            replay = GameState.new(g.rules, g.seed)
            for action in g.actions:
                replay.apply(parse_action(str(action)))  # raises if a move was applied illegally
            if replay.hands != g.hands or replay.melds != g.melds or replay.pile != g.pile:
                report.problems.append(f"the fuzzed table {code}'s moves do not replay to its state")
            applied += len(g.actions)
        report.answers[f"fuzzed tables: {len(report.fuzzed)}, {applied} actions applied, all replayed legally"] += 1
    finally:
        await server.stop()
        logging.getLogger().removeHandler(errors)
    report.problems += [f"logged: {r.getMessage()}" for r in errors.records]
    return report


def _read_all(client: NetClient, table: Any) -> bool:
    return bool(client.seq == table.seats[client.told.seat].seq)


def main(argv: list[str] | None = None, out: Callable[[str], None] = print) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.net.fuzz", description=__doc__.split("\n")[0])
    ap.add_argument("--cases", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    start = time.perf_counter()
    report = asyncio.run(fuzz(args.cases, args.seed))
    out(f"{report.cases} cases, seed {args.seed}, {time.perf_counter() - start:.1f} s;"
        f" {len(report.problems)} problems")
    out("kinds: " + ", ".join(f"{k} {n}" for k, n in report.kinds.most_common()))
    out("answers: " + ", ".join(f"{k} {n}" for k, n in report.answers.most_common()))
    for line in report.problems[:20]:
        out("  " + line)
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
