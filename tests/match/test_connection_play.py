"""Whole deals played through the seat connections alone: the test holds no game and
no runner, only each seat's ``SeatConnection`` (its view, its events, its moves)."""

from __future__ import annotations

import pytest

from game.engine import Discard, Draw
from game.match.connection import SeatConnection
from tests.match.helpers_match import one_deal, open_table, play

PRESETS_PLAYED = ["classic", "two", "three", "six", "samba", "hand-and-foot", "pennies", "modern-american", "cuban"]


@pytest.mark.parametrize("preset", PRESETS_PLAYED)
def test_a_whole_deal_through_the_connections(preset: str) -> None:
    conns = open_table(one_deal(preset), seed=11)
    assert all(isinstance(c, SeatConnection) for c in conns)
    played = play(conns, seed=11)
    assert played > 10
    view = conns[0].view()
    assert view.phase in ("deal_over", "match_over") and len(view.results) == 1
    # every seat heard the same events, and how the deal ended
    serials = {tuple(e.serial for e in c.events()) for c in conns}
    assert len(serials) == 1
    assert all(any(e.kind == "out" for e in c.events()) for c in conns)
    # the hands left are public now, the same for everyone, and each seat's own is its hand
    shown = {c.revealed() for c in conns}
    assert len(shown) == 1 and None not in shown
    for c in conns:
        left = c.revealed()
        assert left is not None and sorted(left[c.seat]) == sorted(c.view().hand)


def test_two_deals_and_the_next_deal_through_a_connection() -> None:
    conns = open_table(one_deal("classic").with_options(target=100000), seed=3)
    play(conns, seed=3, deals=2)
    assert len(conns[1].view().results) == 2


def test_a_seat_may_only_play_its_own_turn() -> None:
    conns = open_table(one_deal("classic"), seed=5)
    mover = next(c for c in conns if c.my_turn())
    other = next(c for c in conns if not c.my_turn())
    theirs, mine = other.view(), mover.view()
    refusal = other.submit([Draw()])
    assert refusal is not None and refusal.code == "not_your_turn"
    # an illegal move of the seat to move: the engine's reason, and nothing changed
    wrong = mover.submit([Discard(mine.hand[0])])
    assert wrong is not None
    assert wrong.code == "draw_first", wrong.code
    assert other.view() == theirs and mover.view() == mine and not mine.history


def test_the_hot_seat_two_connections_on_one_runner() -> None:
    """Two people at one screen: each plays through their own connection, and each
    sees the other's drawn cards only as a count."""
    conns = open_table(one_deal("two"), seed=8)
    seen: list[tuple[int, int]] = []

    def after(mover: SeatConnection, action: object) -> None:
        for c in conns:
            ev = c.events()[-1] if c.events() else None
            if ev is not None and ev.kind == "draw" and ev.seat != c.seat:
                assert ev.you_msgid is None and not ev.you_params
                seen.append((c.seat, ev.serial))

    play(conns, seed=8, after=after)
    assert seen  # each watched the other draw
