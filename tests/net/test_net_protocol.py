"""The schema, its limits, the value codec and the table codes, without a network."""

from __future__ import annotations

import random

import msgspec
import pytest

from game.engine import PRESETS, Card, GameState, IllegalAction
from game.net import protocol as p
from game.net.codes import ALPHABET, CODE_LENGTH, new_code, new_token, normal_code
from game.net.values import MAX_DEPTH, decode, encode


def test_every_client_message_reads_back_as_itself() -> None:
    messages: list[p.ClientMessage] = [
        p.Create(version=p.PROTOCOL_VERSION, name="Ann", preset="samba", options={"target": 1500},
                 seats=[p.SeatSpec(), p.SeatSpec(level="hard")] * 2, seat=0, away_after=None),
        p.Join(version=p.PROTOCOL_VERSION, code="ACD347", name="Bo", seat=2),
        p.Rejoin(version=p.PROTOCOL_VERSION, code="ACD347", token="t"),
        p.Look(version=p.PROTOCOL_VERSION, code="ACD347"),
        p.Start(ref=1, fill="rules"), p.Move(ref=2, actions=["draw"]), p.NextDeal(ref=3), p.OfferDouble(ref=4),
        p.AnswerDouble(ref=5, accept=True), p.GiveUp(ref=6), p.Reissue(ref=7, seat=1), p.Resync(), p.Ping(n=3),
    ]
    for m in messages:
        assert p.decode_client(p.encode(m)) == m


@pytest.mark.parametrize(("data", "code"), [
    (b"not json", "malformed"),
    (b'{"type": "move", "ref": 1}', "malformed"),
    (b'{"type": "move", "ref": "1", "actions": ["draw"]}', "malformed"),
    (b'{"type": "launch", "ref": 1}', "malformed"),
    (b'{"type": "move", "ref": 1, "actions": ["draw"], "extra": 1}', "malformed"),
    (b'{"type": "move", "ref": 1, "actions": []}', "too_many"),
    (b'{"type": "move", "ref": 1, "actions": ["' + b"x" * 300 + b'"]}', "too_long"),
    (b'{"type": "join", "version": 1, "code": "ACD347", "name": ""}', "bad_name"),
    (b'{"type": "join", "version": 1, "code": "ACD347", "name": "a\\u0000b"}', "bad_name"),
    (b'{"type": "join", "version": 99, "code": "ACD347", "name": "Ann"}', "version"),
    (b'{"type": "join", "version": 2, "code": "ACD347", "name": "Ann", "colour": "red"}', "version"),
    (b'{"type": "ping", "n": 1, "pad": "' + b"x" * p.MAX_MESSAGE + b'"}', "too_long"),
])
def test_a_bad_message_is_a_protocol_error_with_its_reason(data: bytes, code: str) -> None:
    with pytest.raises(p.ProtocolError) as caught:
        p.decode_client(data)
    assert caught.value.code == code
    if code == "version":
        assert "version 1" in caught.value.message


def test_views_refusals_and_events_read_back_equal() -> None:
    rng = random.Random(4)
    for preset in ("classic", "hand-and-foot", "modern-american"):
        g = GameState.new(PRESETS[preset], 11)
        for _ in range(150):
            if g.phase == "match_over":
                break
            g.apply(rng.choice(g.legal_actions()))
            for seat in range(g.rules.players):
                view = g.view(seat)
                assert decode(msgspec.json.decode(msgspec.json.encode(encode(view)))) == view
    refusal = IllegalAction.counted("short", "one {card}", "{count} cards", by="count", count=2, card=Card.parse("7h"))
    back = decode(msgspec.json.decode(msgspec.json.encode(encode(refusal))))
    assert (back.code, back.message, back.params) == (refusal.code, refusal.message, refusal.params)


@pytest.mark.parametrize("data", [
    {"o": "GameState", "f": {}},
    {"o": "View", "f": {"no_such_field": 1}},
    {"o": "os.system", "f": {}},
    {"q": 1},
    {"c": "11x"},
    {"a": "launch rockets"},
    {"t": 5},
    {"m": [[{"t": []}, 1]]},
    [1, 2],
])
def test_the_codec_builds_only_its_own_types(data: object) -> None:
    with pytest.raises(ValueError):
        decode(data)


def test_the_codec_refuses_deep_nesting() -> None:
    data: object = 1
    for _ in range(MAX_DEPTH + 2):
        data = {"t": [data]}
    with pytest.raises(ValueError, match="deep"):
        decode(data)


def test_table_codes_avoid_look_alikes_and_read_in_either_case() -> None:
    assert not set("0O1IL2Z5S8BUV") & set(ALPHABET)
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    for code in codes:
        assert len(code) == CODE_LENGTH and set(code) <= set(ALPHABET)
        assert normal_code(code.lower()) == code
        assert normal_code(f" {code[:3]}-{code[3:]} ") == code
    assert normal_code("ABC12O") is None and normal_code("ACD34") is None
    taken = set(codes)
    assert new_code(taken) not in taken
    assert new_token() != new_token() and len(new_token()) >= 40
