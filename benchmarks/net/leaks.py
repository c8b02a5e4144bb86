"""No hidden card reaches a seat that may not know it: seeded deals over loopback.

    python -m benchmarks.net.leaks --deals 500 [--presets classic,two,hand-and-foot,samba]

Scripted clients (the rule bot, deciding from their own view) play one-deal matches
through a real server on 127.0.0.1, and every client records every message it
receives. Each time the server hands a message to a seat, the watch notes what the
game holds back from that seat at that moment: the cards in other hands not known to
be there, the stock, every packet (the seat's own foot too) and the bonus piles. A card
counts as public for the seat once any copy of it has been in a place the seat sees
(its hand, the melds, the pile, the red and black threes, the cards known in other
hands, the hands shown when the deal is over). A leak is a message that names a card
none of whose copies the seat has seen while one is held back, or that holds the seed.

The check reads the bytes the client received, not the decoded view: a card is named
by the codec's tag (``"c":"7h"``), inside an action's text (``"a":"meld 7h 7d 7s"``),
or as any string that is exactly a card's text (a leak in some other field). The
server's record of each message is compared with the client's, byte for byte, so the
bytes checked are the bytes received.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ai import make_agent
from game.engine import PRESETS, Action, Card, GameState, RuleSet, View
from game.engine.cards import make_deck
from game.match.players import Player
from game.net import protocol as p
from game.net.client import NetClient
from game.net.server import GameServer, Limits
from game.net.table import Table

CARD_TEXTS = frozenset(str(c) for c in make_deck(1, 2))
_STRING = re.compile(rb'"((?:[^"\\]|\\.)*)"')
_ACTION = re.compile(rb'"a":"([^"]*)"')


def cards_named(data: bytes) -> set[str]:
    """Every card a message names, in any of the forms the module's docstring lists."""
    found = {m.group(1).decode() for m in _STRING.finditer(data) if len(m.group(1)) <= 3}
    named = {t for t in found if t in CARD_TEXTS}
    for m in _ACTION.finditer(data):
        named.update(w for w in m.group(1).decode().split() if w in CARD_TEXTS)
    return named


def _ids(cards: Iterable[Card]) -> set[str]:
    return {str(c) for c in cards}


def seen_by(game: GameState, seat: int) -> set[str]:
    """The cards ``seat`` sees now, by the game itself (not by its view)."""
    out = _ids(game.hands[seat]) | _ids(game.pile) | _ids(game.pending)
    for melds in game.melds:
        for m in melds:
            out |= _ids(m.cards)
    for cards in (*game.red_threes, *game.black_threes, *game.known):
        out |= _ids(cards)
    if game.special_laid is not None:
        out |= _ids(game.special_laid[2])
    if game.phase in ("deal_over", "match_over"):
        for hand in game.hands:
            out |= _ids(hand)
    return out


def held_back(game: GameState, seat: int) -> set[str]:
    """The cards the game keeps from ``seat`` now: other hands (less what is known to be
    there), the stock, every packet, the bonus piles."""
    hidden: Counter[Card] = Counter(game.stock)
    for cards in (*game.packets, *game.bonus_piles):
        hidden.update(cards)
    for other, hand in enumerate(game.hands):
        if other != seat:
            rest = Counter(hand)
            rest.subtract(Counter(game.known[other]))
            hidden.update(+rest)
    return {str(c) for c, n in hidden.items() if n > 0}


@dataclass
class Watch:
    """What the server sent each seat, and what it had to keep from that seat then."""

    sent: dict[tuple[str, int], list[bytes]] = field(default_factory=dict)
    forbidden: dict[tuple[str, int], list[set[str]]] = field(default_factory=dict)
    public: dict[tuple[str, int], set[str]] = field(default_factory=dict)
    seeds: dict[str, int] = field(default_factory=dict)

    def opened(self, table: Table) -> None:
        self.seeds[table.code] = table.runner.game.seed
        table.on_send = self.on_send

    def on_send(self, table: Table, seat: int, data: bytes) -> None:
        key = (table.code, seat)
        game = table.runner.game
        public = self.public.setdefault(key, set())
        public |= seen_by(game, seat)
        self.sent.setdefault(key, []).append(data)
        self.forbidden.setdefault(key, []).append(held_back(game, seat) - public)


def leaks_in(watch: Watch, received: dict[tuple[str, int], list[bytes]]) -> tuple[list[str], int, int]:
    """The leaks found, the messages and the bytes checked."""
    found: list[str] = []
    messages = size = 0
    for key, got in received.items():
        code, seat = key
        sent = watch.sent.get(key, [])
        if got != sent:
            found.append(f"table {code} seat {seat}: received {len(got)} messages, the server sent {len(sent)}"
                         " (or other bytes)")
        seed = str(watch.seeds[code]).encode()
        for i, (data, forbidden) in enumerate(zip(got, watch.forbidden.get(key, []), strict=False)):
            messages += 1
            size += len(data)
            named = cards_named(data) & forbidden
            if named:
                found.append(f"table {code} seat {seat} message {i}: names {sorted(named)}, held back from it")
            if seed in data:
                found.append(f"table {code} seat {seat} message {i}: holds the seed")
    return found, messages, size


class Bot:
    """A rule bot that decides at once (no threads: the runs are repeatable)."""

    is_human = False

    def __init__(self, name: str, seed: int) -> None:
        self.name = name
        self._agent = make_agent("rules", seed)
        self._action: Action | None = None

    def begin(self, view: View) -> None:
        self._action = self._agent.choose(view)

    def poll(self) -> Action | None:
        action, self._action = self._action, None
        return action

    def cancel(self) -> None:
        self._action = None


def bots(seat: int, name: str, level: str, rules: RuleSet) -> Player:
    return Bot(name or f"Computer {seat}", seat)


def _moved_on(client: NetClient, seen: int) -> bool:
    return client.version != seen


def _read_all(client: NetClient, table: Table) -> bool:
    return client.seq == table.seats[client.told.seat].seq


async def _play(client: NetClient, seed: int) -> None:
    agent = make_agent("rules", seed)
    while client.told.outcome is None:
        seen = client.version
        t = client.told
        if t.started and t.view is not None and t.my_turn and not client.busy:
            await client.move([str(agent.choose(t.view))])
        elif t.view is not None and t.view.phase == "deal_over":
            await client.request(lambda ref: p.NextDeal(ref=ref))
        if client.version == seen:
            await client.wait(functools.partial(_moved_on, client, seen))


async def run(deals: int, presets: list[str], seed: int = 1,
              tamper: Callable[[Table, int, p.State], p.State] | None = None) -> tuple[list[str], int, int]:
    """Play ``deals`` one-deal matches and check every message; ``tamper`` puts a
    leak in on purpose (the test of the check)."""
    watch = Watch()
    rng = random.Random(seed)
    server = GameServer(bots, limits=Limits(speed="instant", tick=0.002, rate=1e6, burst=10**6),
                        seeds=lambda: rng.randrange(10**15, 10**18))
    server.opened = watch.opened
    if tamper is not None:
        original = Table.state

        def state(self: Table, seat: int, now: float, first: int = 0) -> p.State:
            return tamper(self, seat, original(self, seat, now, first))
        Table.state = state  # type: ignore[method-assign]
    received: dict[tuple[str, int], list[bytes]] = {}
    port = await server.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{port}"
    try:
        for deal in range(deals):
            preset = presets[deal % len(presets)]
            rules = PRESETS[preset]
            options: dict[str, p.Option] = {"match_deals": 1} if rules.match_deals else {"target": 1}
            clients = [NetClient(url) for _ in range(rules.players)]
            for i, c in enumerate(clients):
                await c.open()
                boxes: list[bytes] = []
                c.recorder = boxes.append
                if i == 0:
                    await c.create("P0", preset, options=options)
                else:
                    await c.join(clients[0].told.code, f"P{i}", i)
                received[(c.told.code, i)] = boxes
            await clients[0].request(lambda ref: p.Start(ref=ref))
            await asyncio.gather(*(_play(c, deal * 10 + i) for i, c in enumerate(clients)))
            code = clients[0].told.code
            table = server.tables[code]
            for c in clients:
                await c.wait(functools.partial(_read_all, c, table))
                await c.close()
            table.close("done")
            del server.tables[code]
    finally:
        if tamper is not None:
            Table.state = original  # type: ignore[method-assign]
        await server.stop()
    return leaks_in(watch, received)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.net.leaks", description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=500)
    ap.add_argument("--presets", default="classic,two,hand-and-foot,samba,modern-american,three")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    presets = args.presets.split(",")
    start = time.perf_counter()
    found, messages, size = asyncio.run(run(args.deals, presets, args.seed))
    took = time.perf_counter() - start
    print(f"deals {args.deals} ({', '.join(presets)}), seed {args.seed}: {messages} messages, {size} bytes"
          f" received and checked, {len(found)} leaks, {took:.1f} s")
    for line in found[:20]:
        print("  " + line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
