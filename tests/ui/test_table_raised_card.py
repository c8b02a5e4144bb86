"""A click goes to the card the player sees under the pointer. A selected card glides up
drawn above the others; the frame in which it landed was not drawn, so the window kept
showing it above its right neighbour, over the neighbour's corner, while clicks went by
the cards' order at rest: a click on what looked like the raised card picked its
neighbour (a play-through had to look before each click)."""

from __future__ import annotations

import pygame
import pytest

from game.engine import PRESETS
from game.ui.sprites import Board, CardSprite
from game.ui.table import TableScene
from tests.engine.helpers import position
from tests.ui.test_table_harness import click, make_table, settle

Drawn = list[tuple[CardSprite, pygame.Rect]]


def watch_frames(monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    """The cards of every frame drawn from now on, bottom to top, where each was drawn."""
    frames: list[Drawn] = []
    real = Board.draw

    def spy(board: Board, surface: pygame.Surface) -> None:
        frames.append([(s, s.area.copy()) for s in board.group.sprites() if isinstance(s, CardSprite)])
        real(board, surface)

    monkeypatch.setattr(Board, "draw", spy)
    return frames


def seen_at(frame: Drawn, pos: tuple[int, int]) -> CardSprite:
    """The card the window shows at ``pos``: the last one drawn there."""
    return [s for s, rect in frame if rect.collidepoint(pos)][-1]


def hand(table: TableScene) -> list[CardSprite]:
    return sorted((s for s in table.board.sprites() if s.kind == "hand"), key=lambda s: int(str(s.slot.info)))


@pytest.mark.parametrize("speed", ["normal", "fast", "slow"])
def test_a_click_on_the_visible_part_of_a_raised_cards_neighbour_picks_the_neighbour(
        speed: str, monkeypatch: pytest.MonkeyPatch) -> None:
    g = position(PRESETS["samba"], hands={0: "4c 4d 4s 5d 5h 5s 6d 8d 9h 9s tc"}, to_move=0)
    app, table, _c = make_table(g, size=(800, 600), speed=speed)
    settle(app, 80)  # past the first seconds of the turn, when its plate pulses and every frame is drawn
    frames = watch_frames(monkeypatch)
    first, second = hand(table)[:2]
    click(app, (first.area.left + 8, first.area.top + 12))
    settle(app, 60)  # the card has glided up and the table is at rest
    assert table.selected == {0} and not table.board.busy
    picture = frames[-1]
    # the neighbour's corner, as at rest: drawn over the raised card, which lies under it
    corner = (second.area.left + 6, second.area.top + 10)
    assert seen_at(picture, corner) is second
    assert [s for s, _ in picture if s.kind == "hand"] == hand(table)  # left to right, each over the last
    click(app, corner)
    settle(app, 60)
    assert table.selected == {0, 1}
    picture = frames[-1]
    # raised too, the second lies over the first
    assert seen_at(picture, (second.area.right - 4, second.area.top + 4)) is second
    # and a click on the first card's strip left of the second picks the first again
    click(app, (first.area.left + 8, first.area.top + 40))
    settle(app, 60)
    assert table.selected == {1}
    assert seen_at(frames[-1], (second.area.left + 6, second.area.bottom - 6)) is second
    app.close()
