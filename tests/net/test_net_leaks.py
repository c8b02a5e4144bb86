"""No hidden card and no seed in any byte a client receives (a few deals here; the
full run is ``python -m benchmarks.net.leaks --deals 500``), and the check catches a
leak put in on purpose, whichever field it hides in."""

from __future__ import annotations

import asyncio

import msgspec
import pytest

from benchmarks.net.leaks import cards_named, run
from game.engine import IllegalAction
from game.net import protocol as p
from game.net.table import Table
from game.net.values import encode


def test_a_few_seeded_deals_leak_nothing() -> None:
    found, messages, size = asyncio.run(run(3, ["classic", "two", "hand-and-foot"], seed=5))
    assert found == []
    assert messages > 300 and size > messages * 100


def _other_hand(table: Table, seat: int, state: p.State) -> p.State:
    g = table.runner.game
    return msgspec.structs.replace(state, revealed=encode((tuple(g.hands[(seat + 1) % len(g.hands)]),)))


def _stock_as_a_name(table: Table, seat: int, state: p.State) -> p.State:
    g = table.runner.game
    return msgspec.structs.replace(state, names=[*state.names, *(str(c) for c in g.stock[-3:])])


def _own_foot_in_a_refusal(table: Table, seat: int, state: p.State) -> p.State:
    g = table.runner.game
    if not g.packets[seat]:
        return state
    return msgspec.structs.replace(state, wait_refusal=encode(IllegalAction("x", "{c}", c=g.packets[seat][0])))


def _seed_as_the_version(table: Table, seat: int, state: p.State) -> p.State:
    return msgspec.structs.replace(state, version=table.runner.game.seed)


def _next_card_in_an_action(table: Table, seat: int, state: p.State) -> p.State:
    g = table.runner.game
    if not g.stock:
        return state
    return msgspec.structs.replace(state, events=[*state.events, {"a": f"discard {g.stock[-1]}"}])


@pytest.mark.parametrize(("tamper", "preset"), [
    (_other_hand, "classic"), (_stock_as_a_name, "two"), (_own_foot_in_a_refusal, "hand-and-foot"),
    (_seed_as_the_version, "two"), (_next_card_in_an_action, "classic"),
])
def test_a_leak_put_in_on_purpose_is_found(tamper: object, preset: str) -> None:
    found, _, _ = asyncio.run(run(1, [preset], seed=2, tamper=tamper))  # type: ignore[arg-type]
    what = "holds the seed" if tamper is _seed_as_the_version else "held back from it"
    assert any(what in line for line in found), found[:3]


def test_cards_are_found_in_every_form() -> None:
    assert cards_named(b'{"o":"View","f":{"hand":{"t":[{"c":"7h"},{"c":"jk"}]}}}') == {"7h", "jk"}
    assert cards_named(b'{"a":"meld 10s 10d 2c"}') == {"10s", "10d", "2c"}
    assert cards_named(b'{"names":["P0","as"]}') == {"as"}
    assert cards_named(b'{"msgid":"status.drew","names":["Ann"]}') == set()
