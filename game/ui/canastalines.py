"""The compact form of a crowded row's closed canastas: one line each.

Pennies from Heaven for six at 800x600 puts eleven canastas on a side beside its open
melds. Their piles then stand closer than their badges are wide: the badges took a
second row, several showed only their size ("7 🔒") over their piles, and which badge
belonged to which pile was hard to tell. A closed canasta takes no more cards, so its
cards need not be in sight: in such a row each closed canasta becomes one line of two
cells, like a tile (``meldtiles``), its rank on white ("K", a run "♠4–10") and then its
badge, with its kind's word, size and padlock ("Mixed 7 🔒"), in the badge's colour.
Kind, size and rank stand on one line together, so each is clearly its own canasta.
The lines stand in columns at the left of the side's area, down each column, in the
order of the melds; the open melds keep their columns in the room to the right.

Pure geometry; the table decides when a row is crowded (its badges would not all
stand in one row under their piles with their words) and draws the lines as tiles.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.engine import RuleSet, TableMeld
from game.ui import widgets as w
from game.ui.meldmarks import badge, is_closed
from game.ui.meldtiles import TILE_GAP, TILE_PAD, Tile, cell_widths, lock_size, said, tile_words


def listed(rules: RuleSet, melds: Sequence[TableMeld], closed_only: bool = True) -> list[TableMeld]:
    """The melds that go into lines where their row is crowded: the closed canastas
    (they take no more cards: their cards need not be in sight); with
    ``closed_only=False`` the open canastas too, for a row still crowded without the
    closed ones (Bolivia's natural canastas among its escaleras)."""
    return [m for m in melds if m.is_canasta and badge(rules, m) is not None
            and (is_closed(rules, m) or not closed_only)]


def line_label(rules: RuleSet, meld: TableMeld) -> str:
    """A line's second cell: the canasta's badge words ("Mixed 7", "Sauber 7")."""
    shown = badge(rules, meld)
    return shown[0] if shown is not None else str(meld.size)


def layout_lines(rules: RuleSet, melds: Sequence[TableMeld], room: pygame.Rect, width: int, size: int,
                 least: int = w.MIN_TEXT, flat: bool = False) -> tuple[list[Tile], int] | None:
    """Lines for ``melds`` (in their order) from the top left of ``room``, in columns
    of as many lines as the room's height holds (``flat``: as few lines as the width
    allows, for lines above the other melds), the columns filled evenly, all as wide
    as the widest line, the block at most ``width`` wide; with the largest type from
    ``size`` down to ``least`` (never below :data:`widgets.MIN_TEXT`) at which they
    fit, and that size. ``None`` where even the smallest does not fit."""
    if not melds:
        return None
    labels = [line_label(rules, m) for m in melds]
    for s in range(max(size, w.MIN_TEXT), max(least, w.MIN_TEXT) - 1, -1):
        cells = [cell_widths(said(tile_words(m), Tile(room, 0, label=label)), s, lock_size(s))
                 for m, label in zip(melds, labels, strict=True)]
        head = max(h for h, _ in cells)
        line_w = head + max(t for _, t in cells)
        line_h = w.font(s, True).get_linesize() + TILE_PAD
        per_column = (room.height + TILE_GAP) // (line_h + TILE_GAP)
        if flat:
            across = (min(width, room.width) + TILE_GAP) // (line_w + TILE_GAP)
            per_column = math.ceil(len(melds) / across) if across else 0
            if per_column * (line_h + TILE_GAP) - TILE_GAP > room.height:
                continue
        if per_column < 1:
            continue
        columns = math.ceil(len(melds) / per_column)
        rows = math.ceil(len(melds) / columns)
        if columns * line_w + (columns - 1) * TILE_GAP > min(width, room.width):
            continue
        tiles = []
        for k, label in enumerate(labels):
            rect = pygame.Rect(room.left + (k // rows) * (line_w + TILE_GAP),
                               room.top + (k % rows) * (line_h + TILE_GAP), line_w, line_h)
            tiles.append(Tile(rect, head, label=label))
        return tiles, s
    return None


def block_of(tiles: Sequence[Tile]) -> pygame.Rect:
    """The room the lines take."""
    return tiles[0].rect.unionall([t.rect for t in tiles[1:]])
