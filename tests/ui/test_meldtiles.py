"""The compact form of a narrow meld area's melds (``game.ui.meldtiles``): what a
tile says, when a side needs tiles, and that a side's many melds fit its room."""

from __future__ import annotations

import pygame
import pytest

from game.engine import PRESETS, TableMeld
from game.engine.melds import SEQUENCE, WILD
from game.ui import widgets as w
from game.ui.meldtiles import TILE_STEP, cell_widths, layout_tiles, needs_tiles, tile_words
from tests.engine.helpers import cards


def _meld(text: str, rank: int, kind: str = "group", id_: int = 1) -> TableMeld:
    return TableMeld.of(rank, tuple(cards(text)), 1, id_, kind)


def test_a_tile_says_rank_size_and_wild_cards() -> None:
    words = tile_words(_meld("kh kd ks 2c jk", 13))
    assert (words.head, words.size, words.wilds) == ("K", "5", "★2")
    natural = tile_words(_meld("10h 10d 10s", 10))
    assert (natural.head, natural.size, natural.wilds) == ("10", "3", "")
    run = tile_words(_meld("4s 5s 6s 7s 8s", 8, SEQUENCE))
    assert (run.head, run.size, run.red) == ("♠4–8", "5", False)
    assert tile_words(_meld("4h 5h 6h", 6, SEQUENCE)).red
    wild = tile_words(_meld("2c 2d jk jk", 2, WILD))
    assert (wild.head, wild.size, wild.wilds) == ("★", "4", "")  # all wild: said once


def test_columns_closer_than_a_cards_index_need_tiles() -> None:
    card = 40
    assert not needs_tiles(1, 50, card)
    assert not needs_tiles(6, 454, card)  # the player's own area at 800x600
    # columns just as far apart as the rule allows, and a pixel less
    room = round(card + 6 + 4 * card * TILE_STEP) + 1
    assert not needs_tiles(5, room, card)
    assert needs_tiles(5, room - 2, card)


@pytest.mark.parametrize("count", [1, 4, 10, 14])
def test_many_melds_fit_a_narrow_room_in_tiles_apart(count: int) -> None:
    """Five players at 800x600: 85 by 125 pixels for a side's melds. Ten melds each
    with two wild cards fit only without the wild cards' count (terse tiles)."""
    pygame.font.init()
    rules = PRESETS["hand-and-foot"]
    ranks = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 14, 13, 12]
    melds = [_meld(" ".join([f"{r if r <= 10 else 'ajqk'[[14, 11, 12, 13].index(r)]}h"] * 4 + ["2c", "jk"]), r,
                   id_=k) for k, r in enumerate(ranks[:count])]
    room = pygame.Rect(171, 82, 85, 125)
    tiles, size = layout_tiles(rules, melds, room, 10)
    assert size >= w.MIN_TEXT and len(tiles) == count
    assert all(t.terse for t in tiles) == (count >= 10)
    rects = [t.rect for t in tiles]
    for k, r in enumerate(rects):
        assert room.contains(r), (k, r)
        assert r.collidelist(rects[k + 1:]) < 0, (k, r)
        head, tail = cell_widths(tile_words(melds[k]), size, 0, tiles[k].terse)
        assert tiles[k].head >= head and r.width - tiles[k].head >= tail  # both cells' words whole
