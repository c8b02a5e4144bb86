"""Card faces, card backs and the table felt, drawn by our own code at any pixel size.

Why draw instead of shipping pictures: the table lays cards out at whatever size the
window allows, and scaled bitmaps go blurry or jagged. Drawing each size directly
keeps indices and suit symbols crisp, and the art stays ours (no licence to track).
A face costs a few milliseconds, so every surface is cached by all that changes it.
Returned surfaces are shared between callers: blit them, never draw on them.

Suit symbols and letters come from the bundled DejaVu Sans, because pygame's default
font has no ♠♥♦♣.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Literal

import pygame

from game.engine.cards import ACE, CLUBS, DIAMONDS, HEARTS, JACK, KING, SPADES, SUIT_SYMBOL, Card
from game.ui.assets import font_path

Colour = tuple[int, int, int]
Point = tuple[float, float]

CARD_ASPECT = 5 / 7  #: width / height of a poker-size card (63 x 88 mm)
COMPACT_WIDTH = 64  #: below this width a number card shows one big symbol, not pips

RED: Colour = (200, 20, 40)
BLACK: Colour = (25, 25, 30)
BLUE: Colour = (20, 80, 200)
GREEN: Colour = (15, 130, 55)
PAPER: Colour = (253, 253, 250)
EDGE: Colour = (125, 125, 135)
GOLD: Colour = (222, 172, 48)
GOLD_DARK: Colour = (150, 105, 20)
NAVY: Colour = (30, 45, 120)
CREAM: Colour = (251, 244, 224)
SKIN: Colour = (247, 214, 182)
INK: Colour = (70, 45, 35)
JOKER_COLOURS: tuple[Colour, ...] = (RED, BLUE, GREEN, (235, 140, 10), (130, 40, 170))

_TWO_COLOURS = {CLUBS: BLACK, DIAMONDS: RED, HEARTS: RED, SPADES: BLACK}
_FOUR_COLOURS = {CLUBS: GREEN, DIAMONDS: BLUE, HEARTS: RED, SPADES: BLACK}
_RANK_LABEL = {11: "J", 12: "Q", 13: "K", 14: "A"}

# Pip centres for number cards: (column 0..1, row 0..1) inside the pip area.
_L, _C, _R = 0.0, 0.5, 1.0
_SIX = [(_L, 0.0), (_R, 0.0), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)]
_EIGHT_SIDES = [(x, y) for y in (0.0, 1 / 3, 2 / 3, 1.0) for x in (_L, _R)]
PIP_LAYOUT: dict[int, list[tuple[float, float]]] = {
    2: [(_C, 0.0), (_C, 1.0)],
    3: [(_C, 0.0), (_C, 0.5), (_C, 1.0)],
    4: [(_L, 0.0), (_R, 0.0), (_L, 1.0), (_R, 1.0)],
    5: [(_L, 0.0), (_R, 0.0), (_C, 0.5), (_L, 1.0), (_R, 1.0)],
    6: _SIX,
    7: [*_SIX, (_C, 0.25)],
    8: [*_SIX, (_C, 0.25), (_C, 0.75)],
    9: [*_EIGHT_SIDES, (_C, 0.5)],
    10: [*_EIGHT_SIDES, (_C, 1 / 6), (_C, 5 / 6)],
}


def suit_colour(suit: int, four_colour: bool = False) -> Colour:
    """Ink for a suit: red/black, or spades black, hearts red, diamonds blue, clubs green."""
    return (_FOUR_COLOURS if four_colour else _TWO_COLOURS).get(suit, BLACK)


def card_size(height: int) -> tuple[int, int]:
    """(width, height) of a card of the given height with the usual proportions."""
    return max(8, round(height * CARD_ASPECT)), height


def corner_radius(width: int, height: int) -> int:
    """The corner radius the art uses, so shadows and outlines can match it."""
    return max(2, round(min(width, height) * 0.075))


def card_face(card: Card, width: int, height: int, *, four_colour: bool = False) -> pygame.Surface:
    """The face of ``card`` drawn at exactly ``width`` x ``height`` pixels (cached)."""
    _check_size(width, height)
    return _face(card, width, height, four_colour)


@lru_cache(maxsize=32)
def card_back(width: int, height: int, style: Literal["blue", "red"] = "blue") -> pygame.Surface:
    """A card back: a lattice in a gold frame with a centre medallion (cached)."""
    _check_size(width, height)
    base, line, jewel = (
        ((22, 36, 88), (58, 88, 158), (150, 32, 52))
        if style == "blue"
        else ((110, 20, 36), (165, 60, 78), (30, 50, 110))
    )
    surf = _blank(width, height)
    margin = max(2, round(width * 0.055))
    panel = pygame.Rect(margin, margin, width - 2 * margin, height - 2 * margin)
    _paint_rounded(surf, panel, max(1, corner_radius(width, height) - margin // 2), base)
    inner = panel.inflate(-2 * max(2, round(width * 0.035)), -2 * max(2, round(width * 0.035)))
    _lattice(surf, inner, line, jewel, max(5, round(width / 8)))
    pygame.draw.rect(surf, GOLD, inner.inflate(2, 2), 1)
    cx, cy, r = width / 2, height / 2, width * 0.17
    diamond = [(cx, cy - r * 1.3), (cx + r, cy), (cx, cy + r * 1.3), (cx - r, cy)]
    _poly(surf, base, _grow(diamond, (cx, cy), 1.25), GOLD)
    _poly(surf, jewel, diamond, GOLD)
    _poly(surf, GOLD, _star(cx, cy, r * 0.55, r * 0.23))
    return _finish(surf)


@lru_cache(maxsize=32)
def highlight_outline(
    width: int, height: int, colour: Colour = (255, 205, 60), thickness: int = 3
) -> pygame.Surface:
    """A glowing ring around a card of this size; blit it at (x - thickness, y - thickness)."""
    t = max(1, thickness)
    surf = pygame.Surface((width + 2 * t, height + 2 * t), pygame.SRCALPHA)
    radius = corner_radius(width, height)
    _paint_rounded(surf, surf.get_rect(), radius + t, colour, alpha=110)
    _paint_rounded(surf, surf.get_rect().inflate(-t, -t), radius + t // 2, colour)
    _erase_rounded(surf, pygame.Rect(t, t, width, height), radius)
    return surf


@lru_cache(maxsize=4)
def table_background(width: int, height: int, seed: int = 7) -> pygame.Surface:
    """Green felt: a soft radial gradient plus fine seeded noise, the same every run."""
    surf = pygame.Surface((width, height))
    edge, centre = (14, 62, 36), (40, 126, 72)
    surf.fill(edge)
    steps = 72
    for i in range(steps):
        t = i / (steps - 1)
        k = 1.5 - 1.3 * t
        rect = pygame.Rect(0, 0, max(1, int(width * k)), max(1, int(height * k)))
        rect.center = (width // 2, height // 2)
        pygame.draw.ellipse(surf, _mix(edge, centre, t**0.7), rect)
    rng = random.Random(seed)
    size, amplitude = 128, 6
    scale = bytes(v * amplitude // 255 for v in range(256))
    for flag in (pygame.BLEND_RGB_ADD, pygame.BLEND_RGB_SUB):
        grey = rng.randbytes(size * size).translate(scale)
        tile = pygame.image.frombytes(bytes(v for g in grey for v in (g, g, g)), (size, size), "RGB")
        for y in range(0, height, size):
            for x in range(0, width, size):
                surf.blit(tile, (x, y), special_flags=flag)
    return surf


# --- faces -------------------------------------------------------------------------


@lru_cache(maxsize=1024)
def _face(card: Card, width: int, height: int, four_colour: bool) -> pygame.Surface:
    surf = _blank(width, height)
    compact = width < COMPACT_WIDTH
    if card.is_joker:
        _corners(surf, _joker_column(round(height * (0.085 if compact else 0.062))))
        size = width * (0.72 if compact else 0.66)
        _jester(surf, pygame.Rect(0, 0, round(size), round(size)).move(
            round((width - size) / 2), round((height - size) / 2)))
        return _finish(surf)
    colour = suit_colour(card.suit, four_colour)
    _corners(surf, _index(card.rank, card.suit, colour, height, compact))
    symbol = SUIT_SYMBOL[card.suit]
    if JACK <= card.rank <= KING:
        accent = NAVY if colour == RED else RED
        _court(surf, _court_panel(width, height), card.rank, colour, accent,
                       _glyph(symbol, max(3, round(width * 0.085)), colour))
    elif card.rank == ACE:
        big = _glyph(symbol, round(width * (0.5 if card.suit == SPADES else 0.42)), colour)
        _blit_centred(surf, big, width / 2, height / 2)
        if card.suit == SPADES and not compact:
            _ring(surf, width / 2, height / 2, width * 0.34, GOLD)
    elif compact:
        _blit_centred(surf, _glyph(symbol, round(width * 0.42), colour), width / 2, height / 2)
    else:
        _pips(surf, card.rank, symbol, colour)
    return _finish(surf)


def _pips(surf: pygame.Surface, rank: int, symbol: str, colour: Colour) -> None:
    width, height = surf.get_size()
    pip = _glyph(symbol, round(min(width * 0.2, height * 0.135)), colour)
    flipped = pygame.transform.flip(pip, True, True)
    left, right, top, bottom = width * 0.31, width * 0.69, height * 0.2, height * 0.8
    for col, row in PIP_LAYOUT[rank]:
        x = left + (right - left) * col
        y = top + (bottom - top) * row
        _blit_centred(surf, flipped if row > 0.5 else pip, x, y)


def _court_panel(width: int, height: int) -> pygame.Rect:
    mx, my = round(width * 0.215), round(height * 0.05)
    return pygame.Rect(mx, my, width - 2 * mx, height - 2 * my)


def _corners(surf: pygame.Surface, index: pygame.Surface) -> None:
    """The index top-left, and turned half round bottom-right."""
    width, height = surf.get_size()
    compact = width < COMPACT_WIDTH
    cx = max(width * (0.13 if compact else 0.105), index.get_width() / 2 + width * 0.03)
    x = round(cx - index.get_width() / 2)
    y = round(height * 0.035)
    surf.blit(index, (x, y))
    turned = pygame.transform.flip(index, True, True)
    surf.blit(turned, (width - x - index.get_width(), height - y - index.get_height()))


@lru_cache(maxsize=512)
def _index(rank: int, suit: int, colour: Colour, height: int, compact: bool) -> pygame.Surface:
    """Rank over suit symbol; a two-digit rank is set a little smaller to stay narrow."""
    label = _RANK_LABEL.get(rank, str(rank))
    cap = height * (0.15 if compact else 0.1) * (0.86 if len(label) > 1 else 1.0)
    size = _cap_size(round(cap))
    chars = [_text(ch, size, colour) for ch in label]
    gap = max(0, round(cap * 0.04))
    rank_w = sum(c.get_width() for c in chars) + gap * (len(chars) - 1)
    rank_h = max(c.get_height() for c in chars)
    pip = _glyph(SUIT_SYMBOL[suit], round(height * (0.12 if compact else 0.08)), colour)
    vgap = max(1, round(height * 0.018))
    out = pygame.Surface(
        (max(rank_w, pip.get_width()), rank_h + vgap + pip.get_height()), pygame.SRCALPHA
    )
    x = (out.get_width() - rank_w) // 2
    for c in chars:
        out.blit(c, (x, 0))
        x += c.get_width() + gap
    out.blit(pip, ((out.get_width() - pip.get_width()) // 2, rank_h + vgap))
    return out


# --- text ----------------------------------------------------------------------------


@lru_cache(maxsize=64)
def _font(size: int, bold: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(font_path(bold)), max(4, size))


def _ink(surface: pygame.Surface) -> pygame.Surface:
    """A rendered text cropped to its visible pixels, so it can be centred exactly."""
    box = surface.get_bounding_rect()
    if box.width == 0 or box.height == 0:
        return surface
    return surface.subsurface(box).copy()


@lru_cache(maxsize=256)
def _cap_size(cap_height: int, bold: bool = True) -> int:
    """The font size whose capital H is ``cap_height`` pixels tall."""
    size = max(4, round(cap_height / 0.72))
    for _ in range(4):
        measured = _ink(_font(size, bold).render("H", True, BLACK)).get_height()
        if measured == cap_height or (measured < cap_height and size > 200):
            break
        size = max(4, size + (1 if measured < cap_height else -1))
    return size


@lru_cache(maxsize=2048)
def _text(text: str, size: int, colour: Colour, bold: bool = True) -> pygame.Surface:
    return _ink(_font(size, bold).render(text, True, colour))


@lru_cache(maxsize=2048)
def _glyph(text: str, height: int, colour: Colour) -> pygame.Surface:
    """``text`` (a suit symbol) whose ink is about ``height`` pixels tall."""
    height = max(3, height)
    size = max(4, round(height / 0.75))
    image = _text(text, size, colour, False)
    for _ in range(3):
        if image.get_height() == height:
            break
        size = max(4, size + (1 if image.get_height() < height else -1))
        image = _text(text, size, colour, False)
    return image


def _blit_centred(surf: pygame.Surface, image: pygame.Surface, x: float, y: float) -> None:
    surf.blit(image, (round(x - image.get_width() / 2), round(y - image.get_height() / 2)))


# --- shapes --------------------------------------------------------------------------


def _check_size(width: int, height: int) -> None:
    if width < 8 or height < 8:
        raise ValueError(f"card too small to draw: {width}x{height}")


def _blank(width: int, height: int) -> pygame.Surface:
    """A white card with a thin grey edge and anti-aliased round corners."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = corner_radius(width, height)
    edge = max(1, round(width / 110))
    _paint_rounded(surf, surf.get_rect(), radius, EDGE)
    _paint_rounded(surf, surf.get_rect().inflate(-2 * edge, -2 * edge), radius - edge, PAPER)
    return surf


def _lattice(surf: pygame.Surface, area: pygame.Rect, line: Colour, jewel: Colour, step: int) -> None:
    """Diagonal trellis centred on the card, with a small jewel on every crossing."""
    surf.set_clip(area)
    cx, cy = area.centerx, area.centery
    reach = area.width + area.height
    for k in range(-reach // step - 1, reach // step + 2):
        off = k * step
        pygame.draw.aaline(surf, line, (cx + off - reach, cy - reach), (cx + off + reach, cy + reach))
        pygame.draw.aaline(surf, line, (cx + off - reach, cy + reach), (cx + off + reach, cy - reach))
    size = max(1.5, step * 0.16)
    for i in range(-reach // step - 1, reach // step + 2):
        for j in range(-reach // step - 1, reach // step + 2):
            x, y = cx + (i + j) * step / 2, cy + (j - i) * step / 2
            if area.collidepoint(x, y):
                _poly(surf, jewel, [(x, y - size), (x + size, y), (x, y + size), (x - size, y)])
    surf.set_clip(None)


def _finish(surf: pygame.Surface) -> pygame.Surface:
    """Match the display's pixel format when there is one, for fast blits."""
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf
