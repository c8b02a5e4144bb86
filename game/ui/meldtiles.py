"""The compact form of a side's melds, for meld areas too narrow for their columns.

Five players each alone share the row above the centre: at 800x600 an opponent's
meld area leaves about 90 pixels for its melds, and ten columns of cards cascading
there stood 4 to 10 pixels apart, so that no rank could be read. There each meld is
drawn as a tile of one line instead, in two cells: its rank on white, like a
card's index (a run: its suit and its ends), then its size and, for a meld holding
wild cards, their number after a star ("K | 6 ★2"). Two numbers side by side ("10 7")
were easily misread; the cells keep them apart without a sign that costs room. The
second cell of a canasta takes its badge's colour (``meldmarks.BADGE_COLOURS``: red
natural, black mixed, and the variants' kinds); a closed meld carries the padlock. The tiles
stand in a grid, as many to a row as their widest label allows. The eye beside the
side's score still spreads every card out.

Pure geometry and drawing; the table decides when a side needs it
(``needs_tiles``) and keeps the cards' sprites under the tiles, so that a card
melded by a computer still glides to its place.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from game.app.i18n import tr
from game.engine import RuleSet, TableMeld
from game.engine.cards import DIAMONDS, HEARTS, SUIT_SYMBOL, rank_text
from game.ui import widgets as w
from game.ui.meldmarks import BADGE_COLOURS, badge, is_closed, padlock, sheet_line_name

#: Columns closer than this part of a card's width leave less than its index (the
#: rank and suit, 40 % of its width) in sight: the side's melds become tiles.
TILE_STEP = 0.42
#: Pixels between tiles, and inside a cell on each side of its words.
TILE_GAP = 2
TILE_PAD = 3
#: The star before a meld's number of wild cards, and its colour on an open meld's
#: dark cell; that cell's colour.
WILD_MARK = "★"
WILD_INK: tuple[int, int, int] = (214, 170, 255)
TAIL: tuple[int, int, int] = (38, 62, 50)
TERSE_WILD: tuple[int, int, int] = (96, 52, 130)


def needs_tiles(count: int, room_width: int, card_width: int) -> bool:
    """Whether ``count`` columns of cards ``card_width`` wide, spread over
    ``room_width`` pixels as the table spreads them, would stand too close to read."""
    if count < 2:
        return False
    step = (room_width - card_width - 6) / (count - 1)
    return step < card_width * TILE_STEP


def _rank(rank: int) -> str:
    return rank_text(rank).upper()


@dataclass(frozen=True)
class TileWords:
    """What a tile says, in pieces drawn side by side: (text, wild-count piece)."""

    head: str  # the rank, "★" for a meld of wild cards, a run's suit and ends
    size: str
    wilds: str  # "★2", or "" for a meld without wild cards (and a meld of wild cards)
    red: bool  # a run of hearts or diamonds: its head in red


def tile_words(meld: TableMeld) -> TileWords:
    """A meld's tile in words: "K", "6", "★2"; a run "♠4–8", "5"; wild cards "★", "4"."""
    wilds = f"{WILD_MARK}{meld.wilds}" if meld.wilds and meld.kind != "wild" else ""
    if meld.is_sequence:
        head = f"{SUIT_SYMBOL[meld.suit]}{_rank(meld.low)}–{_rank(meld.high)}"
        return TileWords(head, str(meld.size), wilds, meld.suit in (DIAMONDS, HEARTS))
    if meld.kind == "wild":
        return TileWords(WILD_MARK, str(meld.size), "", False)
    return TileWords(_rank(meld.rank), str(meld.size), wilds, False)


def cell_widths(words: TileWords, size: int, lock: int, terse: bool = False) -> tuple[int, int]:
    """The widths of a tile's two cells at ``size`` (with their padding), the second
    with a padlock ``lock`` pixels wide (0: none); ``terse``: without the wild cards'
    count."""
    bold = w.font(size, True)
    space = bold.size(" ")[0]
    tail = bold.size(words.size)[0]
    if words.wilds and not terse:
        tail += space + w.font(size).size(words.wilds)[0]
    if lock:
        tail += space + lock
    return bold.size(words.head)[0] + 2 * TILE_PAD, tail + 2 * TILE_PAD


def tile_width(words: TileWords, size: int, lock: int) -> int:
    """The narrowest a tile may be: both cells' words whole."""
    return sum(cell_widths(words, size, lock))


def lock_size(size: int) -> int:
    return max(9, size - 1)


def tile_grid(count: int, room: pygame.Rect, widest: int, line: int) -> list[pygame.Rect] | None:
    """``count`` tiles in rows from the top left of ``room``, all alike: as wide as
    the widest needs (``widest``) and a line tall, as many to a
    row as fit; where rows are few they share the room's width and grow up to twice
    that. ``None`` where they do not fit."""
    need_w, need_h = widest, line + TILE_PAD
    cols = min(count, max(0, (room.width + TILE_GAP) // (need_w + TILE_GAP)))
    if cols < 1:
        return None
    rows = math.ceil(count / cols)
    if rows * need_h + (rows - 1) * TILE_GAP > room.height:
        return None
    tile_w = min((room.width - (cols - 1) * TILE_GAP) // cols, need_w * 2)
    tile_h = min((room.height - (rows - 1) * TILE_GAP) // rows, 2 * need_h)
    left = room.left + (room.width - cols * tile_w - (cols - 1) * TILE_GAP) // 2
    return [pygame.Rect(left + (k % cols) * (tile_w + TILE_GAP), room.top + (k // cols) * (tile_h + TILE_GAP),
                        tile_w, tile_h) for k in range(count)]


def tile_flow(widths: Sequence[int], room: pygame.Rect, line: int) -> list[pygame.Rect] | None:
    """Tiles each as wide as its own words need (``widths``) in rows
    filled from the left like words in a line, for where tiles as wide as the widest
    do not fit (a few melds with wild cards: "10 5 ★2" beside "Q 4").
    ``None`` where they do not fit."""
    tile_h = line + TILE_PAD
    out: list[pygame.Rect] = []
    x, y = room.left, room.top
    for width in widths:
        tile_w = width
        if tile_w > room.width:
            return None
        if x > room.left and x + tile_w > room.right:
            x, y = room.left, y + tile_h + TILE_GAP
        out.append(pygame.Rect(x, y, tile_w, tile_h))
        x += tile_w + TILE_GAP
    if out and out[-1].bottom > room.bottom:
        return None
    return out


@dataclass(frozen=True)
class Tile:
    """Where a meld's tile lies and how wide its rank cell is."""

    rect: pygame.Rect
    head: int
    #: without the wild cards' count: the size cell of a meld that holds any is violet
    #: instead (ten melds with wild cards in an area 85 pixels wide)
    terse: bool = False
    #: a canasta's badge words ("Mixed 7") said in the second cell in place of its
    #: size: a crowded row's closed canastas, one line each (``canastalines``), and
    #: the canastas of a side drawn as tiles where the words fit (``layout_worded``)
    label: str = ""


def said(words: TileWords, tile: Tile) -> TileWords:
    """What a tile says: a line's badge words in place of the size and the wild cards."""
    return dataclasses.replace(words, size=tile.label, wilds="") if tile.label else words


def kind_words(rules: RuleSet, meld: TableMeld) -> str:
    """A canasta's badge words ("Mixed 7", "Schmutzig 7") for its tile; "" for a meld
    that is not a canasta."""
    shown = badge(rules, meld)
    return shown[0] if shown is not None else ""


def _fitted(melds: Sequence[TableMeld], room: pygame.Rect, size: int, least: int, labels: Sequence[str],
            cells: Callable[[int], list[tuple[int, int]]]) -> tuple[list[Tile], int] | None:
    """Tiles in a grid, else in rows of tiles as wide as their words, at the largest
    type from ``size`` down to ``least`` at which they fit (``cells``: each tile's two
    cells' widths at a size); ``None`` where none fits."""
    for s in range(max(size, least), least - 1, -1):
        widths = cells(s)
        line = w.font(s, True).get_linesize()
        heads, tails = max(h for h, _ in widths), max(t for _, t in widths)
        grid = tile_grid(len(melds), room, heads + tails, line)
        if grid is not None:
            head = round(grid[0].width * heads / (heads + tails)) if grid else 0
            return [Tile(r, head, label=label) for r, label in zip(grid, labels, strict=True)], s
        flow = tile_flow([h + t for h, t in widths], room, line)
        if flow is not None:
            return [Tile(r, h, label=label) for r, (h, _), label in zip(flow, widths, labels, strict=True)], s
    return None


def layout_tiles(rules: RuleSet, melds: Sequence[TableMeld], room: pygame.Rect,
                 size: int) -> tuple[list[Tile], int]:
    """Tiles for ``melds`` (in their order) in ``room``, with the size of their type:
    the largest from ``size`` down to :data:`widgets.MIN_TEXT` at which they fit, all
    alike in a grid where it holds them (their cells in line, down the columns), else
    in rows of tiles as wide as their words. Where even the smallest does not fit,
    terse tiles (``Tile.terse``), their rows running past the room if need be."""
    def cells(s: int, terse: bool = False) -> list[tuple[int, int]]:
        return [cell_widths(tile_words(m), s, lock_size(s) if is_closed(rules, m) else 0, terse) for m in melds]

    fitted = _fitted(melds, room, size, w.MIN_TEXT, [""] * len(melds), cells)
    if fitted is not None:
        return fitted
    s = w.MIN_TEXT
    line = w.font(s, True).get_linesize()
    widths = cells(s, terse=True)
    tall = room.copy()
    tall.height = 10**6
    flow = tile_flow([h + t for h, t in widths], room, line) or tile_flow([h + t for h, t in widths], tall, line)
    return [Tile(r, h, terse=True) for r, (h, _) in zip(flow or [room] * len(melds), widths, strict=True)], s


def layout_worded(rules: RuleSet, melds: Sequence[TableMeld], room: pygame.Rect, size: int,
                  least: int) -> tuple[list[Tile], int] | None:
    """Tiles as :func:`layout_tiles` lays them, but each canasta's saying its kind in
    words in place of its size and wild cards ("A | Dirty 7 🔒"), as a crowded row's
    lines do: its colour alone told the kind only to a player who knew the colours.
    The type no smaller than ``least``; ``None`` where they do not fit (the table
    then keeps the plain tiles and shows the colours' key)."""
    labels = [kind_words(rules, m) for m in melds]

    def cells(s: int) -> list[tuple[int, int]]:
        return [cell_widths(said(tile_words(m), Tile(room, 0, label=label)), s,
                            lock_size(s) if is_closed(rules, m) else 0) for m, label in zip(melds, labels, strict=True)]

    return _fitted(melds, room, size, max(least, w.MIN_TEXT), labels, cells)


def draw_tile(surface: pygame.Surface, rules: RuleSet, meld: TableMeld, tile: Tile, size: int) -> pygame.Rect:
    """A meld's tile: the rank cell white with dark words (a red run's in red), the
    size cell dark green with white words and the wild cards' count in light violet,
    or in the canasta's badge colour; a padlock at the right of a closed meld.
    Returns the bounds of the words drawn."""
    kind = rules.canasta_kind_of(meld)
    words = said(tile_words(meld), tile)
    lock = lock_size(size) if is_closed(rules, meld) else 0
    tail_w = cell_widths(words, size, lock, tile.terse)[1]
    rect = tile.rect
    fill: w.ColourA = (*BADGE_COLOURS.get(kind, BADGE_COLOURS["mixed"]), 255) if kind else (*TAIL, 255)
    if tile.terse and words.wilds and not kind:
        fill = (*TERSE_WILD, 255)
    w.panel(surface, rect, fill, 4, (235, 235, 225, 255), 1)
    head = rect.copy()
    head.width = tile.head
    w.panel(surface, head.inflate(-2, -2), (*w.PAPER, 255), 3)
    head_ink = (200, 20, 30) if words.red else w.PAPER_INK
    images = [w.text(words.head, size, head_ink, True)]
    bounds = images[0].get_rect(center=head.center)
    surface.blit(images[0], bounds)
    tail = pygame.Rect(head.right, rect.top, rect.right - head.right, rect.height)
    space = w.font(size, True).size(" ")[0]
    pieces = [w.text(words.size, size, (255, 255, 255), True)]
    if words.wilds and not tile.terse:
        pieces.append(w.text(words.wilds, size, (255, 255, 255) if kind else WILD_INK, False))
    x = tail.centerx - (tail_w - 2 * TILE_PAD) // 2
    for image in pieces:
        box = image.get_rect(midleft=(x, tail.centery))
        surface.blit(image, box)
        bounds.union_ip(box)
        x = box.right + space
    if lock:
        padlock(surface, (x + lock // 2, tail.centery), lock, (255, 255, 255))
        bounds.union_ip(pygame.Rect(x, tail.centery - lock // 2, lock, lock))
    return bounds


def key_of(rules: RuleSet, melds: Iterable[TableMeld]) -> list[tuple[str, tuple[int, int, int]]]:
    """The colours' key for canastas whose tiles tell their kind by colour alone (five
    players' narrow areas at 800x600, where the words do not fit): each kind on the
    table, in the badges' order, named as the score sheet names it ("Mixed canastas",
    "Dirty books", "Sambas") with its colour."""
    kinds = {rules.canasta_kind_of(m) for m in melds if m.is_canasta}
    return [(tr(sheet_line_name(rules, kind)), colour) for kind, colour in BADGE_COLOURS.items() if kind in kinds]


def key_width(key: Sequence[tuple[str, tuple[int, int, int]]], size: int) -> int:
    """How wide the key is drawn at ``size``."""
    bold = w.font(size, True)
    return sum(bold.size(words)[0] + 2 * TILE_PAD for words, _ in key) + KEY_GAP * max(0, len(key) - 1)


#: Pixels between the key's cells.
KEY_GAP = 6


def draw_key(surface: pygame.Surface, key: Sequence[tuple[str, tuple[int, int, int]]], topright: tuple[int, int],
             size: int, height: int) -> list[pygame.Rect]:
    """The colours' key, right-aligned at ``topright``, ``height`` pixels tall: each
    kind's name in white on its colour, a cell like a tile's second cell. Returns
    each cell's bounds."""
    bold = w.font(size, True)
    x = topright[0] - key_width(key, size)
    out = []
    for words, colour in key:
        cell = pygame.Rect(x, topright[1], bold.size(words)[0] + 2 * TILE_PAD, height)
        w.panel(surface, cell, (*colour, 255), 4, (235, 235, 225, 255), 1)
        image = w.text(words, size, (255, 255, 255), True)
        surface.blit(image, image.get_rect(center=cell.center))
        out.append(cell)
        x = cell.right + KEY_GAP
    return out
