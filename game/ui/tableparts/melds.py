"""The melds: each side's area and its label, the melds laid out in columns, lines or
tiles, and their marks (canasta badges, suit chips, locks)."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.app.i18n import tr
from game.engine import (
    TableMeld,
)
from game.ui import widgets as w
from game.ui.canastalines import block_of, layout_lines, listed
from game.ui.cardart import card_size
from game.ui.dialogs import MeldOverview
from game.ui.meldmarks import badge, cascade_order, is_closed, meld_order_key, padlock, suit_chip
from game.ui.meldtiles import (
    TILE_STEP,
    Tile,
    draw_tile,
    layout_tiles,
    layout_worded,
)
from game.ui.sprites import Slot
from game.ui.tableparts.common import (
    LAYER_MELD,
    MeldSpot,
    _canasta_order,
    index_strip,
    visible_face,
)

if TYPE_CHECKING:
    from game.ui.table import TableScene


def meld_slots(scene: TableScene, side: int, area: pygame.Rect, melds: Sequence[TableMeld], slots: list[Slot],
                tiles: bool = False) -> None:
    L = scene.L
    mw, mh = L.meld_card
    label_h = sum(t.get_height() for t in scene._area_label_lines(side, area)) + 6
    top = area.top + max(L.font + 8, label_h)
    ms = sorted(melds, key=meld_order_key)
    n = len(ms)
    if not n:
        return
    inner = area.inflate(-2 * L.margin, 0)
    if tiles:
        scene._tile_slots(side, pygame.Rect(area.left, top, area.width - 4, area.bottom - 4 - top), ms, slots)
        return
    layer = {m.id: k for k, m in enumerate(ms)}
    if scene._crowded(ms, inner):
        inner, ms, top = scene._line_slots(side, pygame.Rect(inner.left, top, inner.width, area.bottom - 4 - top),
                                          inner, ms, layer, slots)
        if not ms:
            return
    lefts = scene._column_lefts(ms, inner)
    badge_h = L.font + 4
    for x, m in zip(lefts, ms, strict=True):
        k = layer[m.id]
        order = cascade_order(m)
        if m.is_canasta:
            order = order if m.is_sequence else _canasta_order(m)  # a run: its highest card on top
            depth_max = 3
            for j, card in enumerate(order):
                d = min(depth_max, len(order) - 1 - j) * 2
                slots.append(Slot(("meld", side, m.id, j), card, (x + d, top + d), L.meld_card,
                                  LAYER_MELD + k * 40 + j, "meld", info=(side, m.id)))
            rect = pygame.Rect(x, top, mw + 6, mh + 6 + badge_h)
        else:
            dy = float(L.cascade)
            avail = area.bottom - top - mh - 2
            if len(order) > 1:
                dy = max(4.0, min(dy, avail / (len(order) - 1)))
            for j, card in enumerate(order):
                slots.append(Slot(("meld", side, m.id, j), card, (x, round(top + j * dy)), L.meld_card,
                                  LAYER_MELD + k * 40 + j, "meld", info=(side, m.id), strip=j < len(order) - 1))
            rect = pygame.Rect(x, top, mw, round(mh + dy * (len(order) - 1)))
        scene.meld_spots.append(MeldSpot(side, m, rect, m.is_canasta))
        scene.meld_rects[m.id] = rect.inflate(8, 8)
        scene.meld_at[m.id] = m


def column_lefts(scene: TableScene, melds: Sequence[TableMeld], inner: pygame.Rect) -> list[int]:
    """Where each meld's column starts. A canasta's column is as wide as its badge
    where the area has room, its pile in the middle: a badge wider than a card
    ("Gemischt 7" with its padlock) lay over the next column's last card and could
    be taken for its badge. With less room the extra width shrinks alike for all;
    with none, the columns step evenly and may overlap (their indexes in sight)."""
    L = scene.L
    mw = L.meld_card[0]
    n = len(melds)
    gap = max(4, round(mw * 0.16))
    base = [mw + 6 if m.is_canasta else mw for m in melds]
    room = inner.width - 6
    fixed = sum(base) + gap * (n - 1)
    if fixed > room:
        step = (inner.width - mw - 6) / (n - 1)
        x0 = inner.centerx - (mw + step * (n - 1)) / 2
        return [round(x0 + k * step) for k in range(n)]
    want = [max(b, scene._badge_width(m) + 2) if m.is_canasta else b for b, m in zip(base, melds, strict=True)]
    extra = sum(want) - sum(base)
    share = 1.0 if extra <= room - fixed else (room - fixed) / extra
    widths = [b + (wd - b) * share for b, wd in zip(base, want, strict=True)]
    x = inner.centerx - (sum(widths) + gap * (n - 1)) / 2
    lefts: list[int] = []
    for b, wd in zip(base, widths, strict=True):
        lefts.append(round(x + (wd - b) / 2))
        x += wd + gap
    return lefts


def crowded(scene: TableScene, melds: Sequence[TableMeld], inner: pygame.Rect) -> bool:
    """Whether a row of melds is too narrow for every canasta's badge to stand under
    its own pile with its words (``_column_lefts``' widths): there badges took a
    second row or showed their size alone (Pennies for six at 800x600)."""
    mw = scene.L.meld_card[0]
    gap = max(4, round(mw * 0.16))
    want = [max(mw + 6, scene._badge_width(m) + 2) if m.is_canasta else mw for m in melds]
    return any(m.is_canasta for m in melds) and sum(want) + gap * (len(melds) - 1) > inner.width - 6


def line_slots(scene: TableScene, side: int, room: pygame.Rect, inner: pygame.Rect, melds: Sequence[TableMeld],
                layer: dict[int, int], slots: list[Slot]) -> tuple[pygame.Rect, list[TableMeld], int]:
    """A crowded row's closed canastas as lines (``canastalines``), their cards
    squared up under them: at the left of the side's area where the other melds'
    columns keep room beside them (their full width, else as close as their ranks
    can be read), else above those columns (narrow areas, five players at
    1920x1080). Where the row is still crowded the open canastas join the lines.
    Returns the room left for the other melds' columns, those melds and their top."""
    L = scene.L
    rules = scene.c.rules
    mw, mh = L.meld_card
    gap = max(4, round(mw * 0.16))
    readable = max(w.MIN_TEXT, L.font - 4)  # the badges' type: lines no smaller where they fit beside
    best: tuple[list[TableMeld], list[Tile], int, pygame.Rect, int] | None = None
    for closed_only in (True, False):
        closed = listed(rules, melds, closed_only)
        rest = [m for m in melds if all(m is not c for c in closed)]
        if not closed or (best is not None and len(closed) == len(best[0])):
            continue
        roomy = sum(mw + 6 if m.is_canasta else mw for m in rest) + gap * len(rest)
        tight = (mw + 6 + math.ceil(mw * TILE_STEP) * (len(rest) - 1) + gap) if rest else 0
        placed = None
        for need in dict.fromkeys((roomy, tight)):
            placed = layout_lines(rules, closed, room, room.width - need, L.font - 2, least=readable)
            if placed is not None:
                left = block_of(placed[0]).right + gap
                spot = (pygame.Rect(left, inner.top, inner.right - left, inner.height), room.top)
                break
        if placed is None:  # above the columns, as few lines as the width allows
            above = room.copy()
            above.height -= mh + mh // 3 + gap
            placed = layout_lines(rules, closed, above, room.width, L.font - 2, flat=True)
            if placed is not None:
                spot = (inner, block_of(placed[0]).bottom + gap)
        if placed is None:
            continue
        best = (closed, placed[0], placed[1], *spot)
        if not rest or not scene._crowded(rest, spot[0]):
            break
    if best is None:
        return inner, list(melds), room.top
    closed, tiles, size, inner_left, top = best
    if len(closed) == len(melds):  # nothing but lines: in the middle of the area, as columns stand
        dx = room.centerx - block_of(tiles).centerx
        tiles = [dataclasses.replace(t, rect=t.rect.move(dx, 0)) for t in tiles]
    scene.tile_sizes[side] = size
    scene._hide_under(side, closed, tiles, layer, slots)
    return inner_left, [m for m in melds if all(m is not c for c in closed)], top


def badge_width(scene: TableScene, m: TableMeld) -> int:
    """The width of a canasta's badge with its kind's word (0: no badge)."""
    shown = badge(scene.c.rules, m)
    if shown is None or not m.is_canasta:
        return 0
    fs = max(w.MIN_TEXT, scene.L.font - 4)
    lock = max(9, fs - 1) if is_closed(scene.c.rules, m) else 0
    return w.text(shown[0], fs, (255, 255, 255), True).get_width() + 8 + (lock + 4 if lock else 0)


def tile_slots(scene: TableScene, side: int, room: pygame.Rect, melds: Sequence[TableMeld], slots: list[Slot]) -> None:
    """A side's melds as tiles (five players each alone, narrow areas): the cards of
    each lie squared up under its tile, small enough to hide there, so that a card
    melded still glides to its meld; the tile is drawn over them."""
    rules = scene.c.rules
    worded = None
    if any(m.is_canasta for m in melds):
        worded = layout_worded(rules, melds, room, scene.L.font - 2, least=max(w.MIN_TEXT, scene.L.font - 4))
    tiles, size = worded or layout_tiles(rules, melds, room, scene.L.font - 2)
    scene.tile_sizes[side] = size
    scene._hide_under(side, melds, tiles, {m.id: k for k, m in enumerate(melds)}, slots)


def hide_under(scene: TableScene, side: int, melds: Sequence[TableMeld], tiles: Sequence[Tile], layer: dict[int, int],
                slots: list[Slot]) -> None:
    """Each meld's cards squared up under its tile or line, small enough to hide
    there (a card melded still glides to its meld), and the meld's spot."""
    for m, tile in zip(melds, tiles, strict=True):
        k = layer[m.id]
        rect = tile.rect
        card = card_size(max(8, rect.height))
        card = (min(card[0], rect.width), card[1])
        pos = (rect.centerx - card[0] // 2, rect.top)
        for j, c in enumerate(cascade_order(m)):
            slots.append(Slot(("meld", side, m.id, j), c, pos, card, LAYER_MELD + k * 40 + j, "meld",
                              info=(side, m.id)))
        scene.meld_spots.append(MeldSpot(side, m, rect, m.is_canasta, tile=tile))
        scene.meld_rects[m.id] = rect.inflate(2, 2)
        scene.meld_at[m.id] = m


def draw_meld_marks(scene: TableScene, surface: pygame.Surface) -> None:
    """A canasta's badge names its kind ("Natural 7", "Samba 7", "Wild 7"); a closed
    meld carries a padlock; a run a chip with its suit at its top right. Where
    columns stand closer than a badge is wide (six players at 800x600, "Escalera"),
    a badge moves sideways under its column, takes a second row below, or goes up
    over its own pile (``_badge_place``): every word stays whole, readable and inside
    its area, and no badge lies over another or over another column's cards."""
    L = scene.L
    rules = scene.c.rules
    fs = max(w.MIN_TEXT, L.font - 4)
    mw, mh = L.meld_card
    #: the cards a badge must leave in sight: the columns that are not squared up
    #: (a canasta's pile may lie under a badge: its top card is read at its top)
    columns = [s.rect for s in scene.meld_spots if not s.canasta and s.tile is None]
    scene.badge_indexes = [index_strip(r, (mw, mh)) for r in columns]
    faces = [(s, visible_face(s, scene.meld_spots, (mw, mh))) for s in scene.meld_spots if s.tile is None]
    scene.badge_boxes = []
    scene.badge_words = []
    scene.chip_boxes = []
    scene.tile_words = []
    for spot in sorted(scene.meld_spots, key=lambda s: (s.side, s.rect.left)):
        m = spot.meld
        if spot.tile is not None:  # its kind in its colour, its lock and its suit in its words
            scene.tile_words.append(draw_tile(surface, rules, m, spot.tile, scene.tile_sizes[spot.side]))
            continue
        # the part of the column in sight: the next column may overlap it (Bolivia's
        # runs side by side, narrow areas)
        following = [o.rect.left for o in scene.meld_spots if o.side == spot.side and o.rect.left > spot.rect.left]
        seen_right = min([spot.rect.right, *following])
        if m.is_sequence:
            # at the top right of the part in sight, never over the next column's rank
            size = max(w.MIN_TEXT, L.font - 2)
            x = max(spot.rect.left + size // 2 + 2, min(spot.rect.left + mw - 2, seen_right - (size // 2 + 3)))
            scene.chip_boxes.append(suit_chip(surface, m, (x, spot.rect.top + 2), size))
        shown = badge(rules, m)
        if shown is None or not spot.canasta:
            continue
        label, colour = shown
        lock = max(9, fs - 1) if is_closed(rules, m) else 0
        centre = (spot.rect.left + seen_right) // 2  # the middle of the part of the pile in sight
        # no card of another column under it, open or squared up: it would be taken
        # for that column's badge ("Gemischt 7" over the nines' last card)
        others = [face for other, face in faces if other is not spot and other.side == spot.side]
        pile = pygame.Rect(spot.rect.left, spot.rect.top, mw + 6, mh + 6)
        # the kind's word and the size; where that covers another column wherever it
        # goes, the size alone (the badge's colour still tells the kind); where even
        # that does, the size alone over the middle of its own pile
        placed: pygame.Rect | None = None
        for text in (label, str(m.size)):
            image = w.text(text, fs, (255, 255, 255), True)
            least = mw if text == label else 0  # the size alone: as narrow as it is
            box = pygame.Rect(0, 0, max(image.get_width() + 8 + (lock + 4 if lock else 0), least),
                              image.get_height() + 4)
            box.midtop = (min(spot.rect.left + mw // 2 + 3, centre), spot.rect.top + mh + 8)
            placed = scene._badge_place(box, centre, L.melds[spot.side], others)
            if placed is not None:
                break
        if placed is None:  # over the part of its own pile in sight
            pile.width = max(box.width, seen_right - pile.left)
            placed = box.move(centre - box.centerx, pile.centery - box.centery).clamp(pile)
        box = placed
        scene.badge_boxes.append(box)
        scene.badge_words.append(text)
        w.panel(surface, box, (*colour, 240), 5, (255, 255, 255, 210), 1)
        if lock:
            w.blit_center(surface, image, (box.centerx - (lock + 4) // 2, box.centery))
            padlock(surface, (box.right - 4 - lock // 2, box.centery), lock, (255, 255, 255))
        else:
            w.blit_center(surface, image, box.center)


def badge_place(scene: TableScene, box: pygame.Rect, centre: int, area: pygame.Rect,
                 keep_free: list[pygame.Rect]) -> pygame.Rect | None:
    """Where a canasta's badge goes: under its pile, else a second row below, else
    up over its own pile; in each row as little to the side as needed to leave the
    other badges and the other columns' cards (``keep_free``) free, always inside
    the meld area and across the middle of its own column (``centre``). ``None``
    where no such place is left."""
    rows = (0, box.height + 2, -(box.height + 4))
    shifts = [0] + [d * sign for d in range(3, box.width // 2 + 1, 3) for sign in (-1, 1)]
    for dy in rows:
        for dx in shifts:
            b = box.move(dx, dy)
            if b.left < area.left:
                b.left = area.left
            elif b.right > area.right:
                b.right = area.right
            if dy == 0:
                b = b.clamp(area)  # the first row may move up into the area, as before
            if not (area.contains(b) and b.left <= centre <= b.right) or b.collidelist(scene.badge_boxes) >= 0:
                continue
            if b.collidelist(keep_free) < 0:
                return b
    return None


def area_label_lines(scene: TableScene, side: int, area: pygame.Rect) -> list[pygame.Surface]:
    """The area's label in one line, or two where the area is narrow (five players
    each alone share the row above the centre); the melds start below it. Where
    even two lines do not hold it (Samba for five at 800x600: the first meld with
    the red threes' credit), the side's name alone: a label of many lines pushed
    the melds out of their area."""
    size = scene.L.font - 1
    lines = w.fit_lines(scene.area_label(side), size, area.width - 16, w.INK_DIM, True)
    if len(lines) > 2:
        lines = w.fit_lines(scene.c.side_name(side), size, area.width - 16, w.INK_DIM, True)
    return lines


def area_label(scene: TableScene, side: int) -> str:
    """The label of a side's meld area: its name and, before it has melded, what its
    first meld needs - with the red threes' credit spelled out, or a small first
    meld would look like cheating."""
    c, view = scene.c, scene.view
    label = c.side_name(side)
    if not view.opened[side]:
        asks = c.asks()  # public: scores and red threes
        need = asks.first_meld_need(side)
        minimum = asks.first_meld_minimum(side)
        credit = asks.first_meld_credit(side)
        if credit > 0 and need == 0:  # in words a newcomer reads at once, not "50 − 100 = 0"
            label += " · " + tr("table.first_meld_covered", minimum=minimum, credit=credit)
        elif credit > 0 and need < minimum:
            label += " · " + tr("table.first_meld_credit", minimum=minimum, credit=credit, need=need)
        else:
            label += " · " + tr("table.first_meld", need=need)
        if side == scene.L.own_side and view.turn_points and view.to_move == c.human:
            label += " " + tr("table.this_turn", points=view.turn_points)
    elif side in c.openings:  # opened short of the minimum: the red threes made it
        points, credit = c.openings[side]
        label += " · " + tr("table.opened_with_reds", points=points, credit=credit)
    return label


def draw_areas(scene: TableScene, surface: pygame.Surface) -> None:
    L = scene.L
    view = scene.view
    for side, area in enumerate(L.melds):
        if area.width <= 0:
            continue
        w.panel(surface, area, (0, 0, 0, 38), 12)
        y = area.top + 4
        for line in scene._area_label_lines(side, area):
            surface.blit(line, (area.left + 10, y))
            y += line.get_height()
        if not view.melds[side] and side == L.own_side:
            hint = w.fit_text(tr("table.drag_here"), L.font, area.width - 20, (150, 190, 160))
            w.blit_center(surface, hint, area.center)


def open_eye(scene: TableScene, side: int) -> None:
    view = scene.view
    reds = [c for s in scene.c.rules.sides[side] for c in view.red_threes[s]]
    scene._push(MeldOverview(tr("melds.of", side=scene.c.side_name(side)), view.melds[side], reds, scene.c.rules))


def area_label_rects(scene: TableScene) -> list[pygame.Rect]:
    """Where the meld areas' labels are written (what a bubble must not cover)."""
    rects = []
    for side, area in enumerate(scene.L.melds):
        if area.width <= 0:
            continue
        lines = scene._area_label_lines(side, area)
        rects.append(pygame.Rect(area.left + 10, area.top + 4, max(x.get_width() for x in lines),
                                 sum(x.get_height() for x in lines)))
    return rects
