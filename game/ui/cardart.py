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
from collections.abc import Callable
from functools import lru_cache
from typing import Literal

import pygame
import pygame.gfxdraw

from game.engine.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK,
    KING,
    QUEEN,
    SPADES,
    SUIT_SYMBOL,
    Card,
)
from game.ui.assets import font_path

Colour = tuple[int, int, int]
Point = tuple[float, float]
_Mapper = Callable[[float, float], Point]

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
SKIN_LINE: Colour = (190, 140, 105)
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


def card_face(card: Card, width: int, height: int, *, four_colour: bool = False,
              letters: str = "JQK") -> pygame.Surface:
    """The face of ``card`` drawn at exactly ``width`` x ``height`` pixels (cached).
    ``letters``: the corner letters of the jack, queen and king, as the player's
    language writes them (German B/D/K, Dutch B/V/H), so the cards agree with the text."""
    _check_size(width, height)
    return _face(card, width, height, four_colour, letters if len(letters) == 3 else "JQK")


def with_suit_in_strip(face: pygame.Surface, card: Card, *, four_colour: bool = False,
                       letters: str = "JQK") -> pygame.Surface:
    """A covered card's face (a meld's cards overlap, only their top strip shows): its
    suit beside the rank in that strip too, since the suit under the rank is hidden and
    the suits matter for threes and runs. A new surface; the joker has no suit."""
    if card.is_joker:
        return face
    width, height = face.get_size()
    compact = width < COMPACT_WIDTH
    label = letters[card.rank - JACK] if JACK <= card.rank <= KING else _RANK_LABEL.get(card.rank, str(card.rank))
    colour = suit_colour(card.suit, four_colour)
    index = _index(label, card.suit, colour, height, compact)
    cx = max(width * (0.13 if compact else 0.105), index.get_width() / 2 + width * 0.03)
    x = round(cx + index.get_width() / 2 + width * 0.04)
    cap = round(height * (0.15 if compact else 0.1))
    glyph = _glyph(SUIT_SYMBOL[card.suit], max(4, cap), colour)
    out = face.copy()
    at = glyph.get_rect(topleft=(x, round(height * 0.035)))
    if JACK <= card.rank <= KING:  # on the picture's frame: a patch of card paper under the suit
        pygame.draw.rect(out, PAPER, at.inflate(2, 2), border_radius=2)
    out.blit(glyph, at)
    return out


def clear_caches() -> None:
    """Forget every drawn surface, e.g. after the window was resized for good."""
    for cached in (_face, card_back, highlight_outline, table_background, _index, _joker_column):
        cached.cache_clear()


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
    _lattice(surf, inner, line, jewel, max(6, round(width / 8)))
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


@lru_cache(maxsize=512)
def _face(card: Card, width: int, height: int, four_colour: bool, letters: str = "JQK") -> pygame.Surface:
    surf = _blank(width, height)
    compact = width < COMPACT_WIDTH
    if card.is_joker:
        _corners(surf, _joker_column(round(height * (0.085 if compact else 0.062))))
        size = round(width * (0.62 if compact else 0.7))
        area = pygame.Rect(0, 0, size, size)
        area.center = (width // 2, height // 2)
        _jester(surf, area, stars=not compact)
        return _finish(surf)
    colour = suit_colour(card.suit, four_colour)
    label = letters[card.rank - JACK] if JACK <= card.rank <= KING else _RANK_LABEL.get(card.rank, str(card.rank))
    _corners(surf, _index(label, card.suit, colour, height, compact))
    symbol = SUIT_SYMBOL[card.suit]
    if JACK <= card.rank <= KING:
        accent = NAVY if colour == RED else RED
        pip = None if compact else _glyph(symbol, max(3, round(width * 0.085)), colour)
        _court(surf, _court_panel(width, height), card.rank, colour, accent, pip)
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
    pip = _glyph(symbol, round(min(width * 0.17, height * 0.12)), colour)
    flipped = pygame.transform.flip(pip, True, True)
    left, right, top, bottom = width * 0.3, width * 0.7, height * 0.2, height * 0.8
    for col, row in PIP_LAYOUT[rank]:
        x = left + (right - left) * col
        y = top + (bottom - top) * row
        _blit_centred(surf, flipped if row > 0.5 else pip, x, y)


def _court_panel(width: int, height: int) -> pygame.Rect:
    mx, my = round(width * (0.27 if width < COMPACT_WIDTH else 0.215)), round(height * 0.05)
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
def _index(label: str, suit: int, colour: Colour, height: int, compact: bool) -> pygame.Surface:
    """Rank over suit symbol; a two-digit rank is set a little smaller to stay narrow."""
    cap = height * (0.15 if compact else 0.1) * (0.82 if len(label) > 1 else 1.0)
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


# --- court cards and joker ------------------------------------------------------------


def _court(
    surf: pygame.Surface, panel: pygame.Rect, rank: int, colour: Colour, accent: Colour,
    pip: pygame.Surface | None,
) -> None:
    """A framed, double-headed portrait: the top half is drawn, the bottom is it turned.

    ``pip`` is None on small cards, which leave out the panel's own letter and the
    held item so the figure stays readable.
    """
    surf.fill(CREAM, panel)
    half = pygame.Rect(panel.x, panel.y, panel.width, panel.height // 2)
    surf.set_clip(half)
    _figure(surf, half, rank, colour, accent, detailed=pip is not None)
    if pip is not None:
        letter = _text(_RANK_LABEL[rank], _cap_size(max(4, round(half.width * 0.15))), colour)
        lx = half.x + max(2, round(half.width * 0.09))
        ly = half.y + max(2, round(half.height * 0.06))
        surf.blit(letter, (lx, ly))
        pip_x = lx + (letter.get_width() - pip.get_width()) // 2
        surf.blit(pip, (pip_x, ly + letter.get_height() + max(1, round(half.height * 0.03))))
    surf.set_clip(None)
    top = surf.subsurface(half).copy()
    surf.blit(pygame.transform.flip(top, True, True), (panel.x, panel.bottom - half.height))
    line = max(1, round(panel.width / 45))
    pygame.draw.line(surf, colour, (panel.x, panel.centery), (panel.right - 1, panel.centery), line)
    pygame.draw.rect(surf, colour, panel, line)
    pygame.draw.rect(surf, GOLD, panel.inflate(-2 * line - 2, -2 * line - 2), 1)


def _figure(
    surf: pygame.Surface, half: pygame.Rect, rank: int, colour: Colour, accent: Colour,
    *, detailed: bool,
) -> None:
    """King, queen or jack from the chest up, in a unit square standing on the divider."""
    s = min(half.width * (1.08 if detailed else 1.3), half.height * (1.0 if detailed else 1.1))
    ox, oy = half.centerx - s / 2, half.bottom - s

    def p(u: float, v: float) -> Point:
        return (ox + u * s, oy + v * s)

    hair = {KING: (150, 120, 90), QUEEN: (210, 155, 55)}.get(rank, (110, 65, 35))
    shade = _mix(colour, BLACK, 0.35)
    thick = max(1, round(s * 0.03))
    if rank == QUEEN:
        _poly(surf, hair, [p(0.36, 0.36), p(0.64, 0.36), p(0.7, 0.66), p(0.3, 0.66)])
    _poly(surf, colour, [p(0.3, 0.62), p(0.7, 0.62), p(0.88, 0.72), p(0.97, 1.02),
                         p(0.03, 1.02), p(0.12, 0.72)], shade)
    _poly(surf, accent, [p(0.41, 0.62), p(0.59, 0.62), p(0.57, 1.02), p(0.43, 1.02)])
    for a, b in (((0.41, 0.62), (0.43, 1.02)), ((0.59, 0.62), (0.57, 1.02))):
        pygame.draw.line(surf, GOLD, p(*a), p(*b), thick)
    if detailed:
        for v in (0.75, 0.86, 0.97):
            _ellipse(surf, GOLD, p(0.5, v), s * 0.018, s * 0.018)
        for u, v in ((0.2, 0.86), (0.3, 0.76), (0.8, 0.86), (0.25, 0.97), (0.75, 0.97)):
            x, y = p(u, v)
            d = s * 0.025
            _poly(surf, GOLD, [(x, y - d), (x + d, y), (x, y + d), (x - d, y)])
    # the sleeve of the arm that holds the sceptre, flower or halberd
    _poly(surf, colour, [p(0.64, 0.66), p(0.8, 0.68), p(0.87, 0.72), p(0.86, 0.8), p(0.7, 0.84)], shade)
    _poly(surf, GOLD, [p(0.84, 0.71), p(0.88, 0.72), p(0.875, 0.8), p(0.835, 0.8)], GOLD_DARK)
    _poly(surf, SKIN, [p(0.45, 0.5), p(0.55, 0.5), p(0.55, 0.63), p(0.45, 0.63)])
    if rank == JACK:
        _ellipse(surf, GOLD, p(0.5, 0.635), s * 0.14, s * 0.035, GOLD_DARK)
    else:
        _ellipse(surf, PAPER, p(0.5, 0.635), s * 0.25, s * 0.05, (150, 150, 150))
        for u in (0.34, 0.42, 0.5, 0.58, 0.66):
            _ellipse(surf, BLACK, p(u, 0.635), max(0.6, s * 0.008), max(0.6, s * 0.014))
    if rank != QUEEN:
        for u in (0.375, 0.625):
            _ellipse(surf, hair, p(u, 0.4), s * 0.04, s * 0.07)
    _ellipse(surf, SKIN, p(0.5, 0.42), s * 0.125, s * 0.15, SKIN_LINE)
    if rank == KING:
        _poly(surf, hair, [p(0.39, 0.47), p(0.44, 0.5), p(0.56, 0.5), p(0.61, 0.47),
                           p(0.58, 0.56), p(0.5, 0.6), p(0.42, 0.56)])
    for u in (0.452, 0.548):
        if s < 40:  # a dot of one pixel; a drawn circle would fill the whole face
            x, y = p(u, 0.41)
            surf.set_at((round(x), round(y)), INK)
        else:
            _ellipse(surf, INK, p(u, 0.41), s * 0.014, s * 0.014)
    if s >= 40:
        pygame.draw.line(surf, (190, 60, 60), p(0.47, 0.5), p(0.53, 0.5), max(1, round(s * 0.015)))
    _headgear(surf, p, s, rank, colour, accent)
    if detailed:
        _held_item(surf, p, s, rank, colour)


def _headgear(surf: pygame.Surface, p: _Mapper, s: float, rank: int, colour: Colour,
              accent: Colour) -> None:
    jewel = max(1.0, s * 0.022)
    if rank == KING:
        _poly(surf, GOLD, [p(0.37, 0.33), p(0.36, 0.15), p(0.43, 0.23), p(0.5, 0.11),
                           p(0.57, 0.23), p(0.64, 0.15), p(0.63, 0.33)], GOLD_DARK)
        for u, v in ((0.36, 0.15), (0.5, 0.11), (0.64, 0.15)):
            _ellipse(surf, accent, p(u, v), jewel, jewel)
        _ellipse(surf, colour, p(0.5, 0.29), jewel, jewel)
    elif rank == QUEEN:
        _poly(surf, GOLD, [p(0.39, 0.32), p(0.395, 0.21), p(0.445, 0.26), p(0.5, 0.17),
                           p(0.555, 0.26), p(0.605, 0.21), p(0.61, 0.32)], GOLD_DARK)
        for u, v in ((0.395, 0.21), (0.5, 0.17), (0.605, 0.21)):
            _ellipse(surf, PAPER, p(u, v), jewel, jewel, INK if s >= 40 else PAPER)
    else:
        _poly(surf, PAPER, [p(0.58, 0.27), p(0.75, 0.05), p(0.8, 0.08), p(0.63, 0.29)], INK)
        _ellipse(surf, accent, p(0.5, 0.25), s * 0.13, s * 0.075)
        _ellipse(surf, accent, p(0.5, 0.3), s * 0.18, s * 0.045)
        pygame.draw.line(surf, GOLD, p(0.36, 0.31), p(0.64, 0.31), max(1, round(s * 0.02)))


def _held_item(surf: pygame.Surface, p: _Mapper, s: float, rank: int, colour: Colour) -> None:
    """Sceptre for the king, a flower for the queen, a halberd for the jack."""
    thick = max(1, round(s * 0.03))
    if rank == KING:
        pygame.draw.line(surf, GOLD, p(0.85, 0.98), p(0.85, 0.36), thick)
        _ellipse(surf, GOLD, p(0.85, 0.32), s * 0.04, s * 0.04, GOLD_DARK)
        pygame.draw.line(surf, GOLD_DARK, p(0.85, 0.2), p(0.85, 0.28), thick)
        pygame.draw.line(surf, GOLD_DARK, p(0.82, 0.235), p(0.88, 0.235), thick)
    elif rank == QUEEN:
        pygame.draw.line(surf, (40, 120, 50), p(0.84, 0.98), p(0.84, 0.46), thick)
        _ellipse(surf, (40, 120, 50), p(0.88, 0.62), s * 0.04, s * 0.018)
        for k in range(5):
            angle = -math.pi / 2 + k * 2 * math.pi / 5
            petal = p(0.84 + 0.045 * math.cos(angle), 0.42 + 0.045 * math.sin(angle))
            _ellipse(surf, colour, petal, s * 0.032, s * 0.032)
        _ellipse(surf, GOLD, p(0.84, 0.42), s * 0.025, s * 0.025)
    else:
        pygame.draw.line(surf, (120, 80, 40), p(0.85, 0.98), p(0.85, 0.2), thick)
        _poly(surf, (195, 200, 210), [p(0.85, 0.06), p(0.885, 0.2), p(0.85, 0.24), p(0.815, 0.2)], INK)
        _poly(surf, (195, 200, 210), [p(0.85, 0.26), p(0.95, 0.22), p(0.95, 0.36), p(0.85, 0.32)], INK)
    _ellipse(surf, SKIN, p(0.855, 0.745), s * 0.035, s * 0.035, SKIN_LINE)


@lru_cache(maxsize=64)
def _joker_column(cap: int) -> pygame.Surface:
    """JOKER written downwards, one colour per letter."""
    size = _cap_size(max(3, cap))
    letters = [_text(ch, size, JOKER_COLOURS[i]) for i, ch in enumerate("JOKER")]
    gap = max(1, round(cap * 0.22))
    width = max(c.get_width() for c in letters)
    height = sum(c.get_height() for c in letters) + gap * (len(letters) - 1)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    y = 0
    for c in letters:
        out.blit(c, ((width - c.get_width()) // 2, y))
        y += c.get_height() + gap
    return out


def _jester(surf: pygame.Surface, area: pygame.Rect, *, stars: bool) -> None:
    """A grinning jester: three-horned belled cap, ruff collar and stars, in many colours."""
    s = area.width

    def p(u: float, v: float) -> Point:
        return (area.x + u * s, area.y + v * s)

    horns = (
        (BLUE, (0.41, 0.47), (0.38, 0.2), (0.53, 0.03), (0.64, 0.22), (0.59, 0.47)),
        (RED, (0.3, 0.5), (0.22, 0.3), (0.06, 0.3), (0.3, 0.02), (0.46, 0.46)),
        (GREEN, (0.54, 0.46), (0.7, 0.02), (0.94, 0.3), (0.78, 0.3), (0.7, 0.5)),
    )
    for colour, base_a, control_a, tip, control_b, base_b in horns:
        outline = _bezier(base_a, control_a, tip) + _bezier(tip, control_b, base_b)[1:]
        _poly(surf, colour, [p(u, v) for u, v in outline], INK)
    for _, _, _, tip, _, _ in horns:
        _ellipse(surf, GOLD, p(*tip), s * 0.045, s * 0.045, GOLD_DARK)
    _poly(surf, GOLD, [p(0.28, 0.46), p(0.72, 0.46), p(0.72, 0.54), p(0.28, 0.54)], GOLD_DARK)
    d = s * 0.028
    for k, u in enumerate((0.34, 0.443, 0.557, 0.66)):
        x, y = p(u, 0.5)
        _poly(surf, (RED, BLUE)[k % 2], [(x, y - d), (x + d, y), (x, y + d), (x - d, y)])
    _ellipse(surf, (253, 236, 220), p(0.5, 0.665), s * 0.17, s * 0.14, INK)
    eye = max(1.0, s * 0.018)
    for u in (0.44, 0.56):
        _ellipse(surf, INK, p(u, 0.63), eye, eye)
        _ellipse(surf, (240, 150, 150), p(u - 0.04 if u < 0.5 else u + 0.04, 0.7), s * 0.03, s * 0.022)
    _ellipse(surf, RED, p(0.5, 0.675), s * 0.026, s * 0.026)
    smile = pygame.Rect(0, 0, round(s * 0.18), round(s * 0.1))
    smile.center = (round(p(0.5, 0.7)[0]), round(p(0.5, 0.7)[1]))
    pygame.draw.arc(surf, INK, smile, math.pi + 0.35, 2 * math.pi - 0.35, max(1, round(s * 0.015)))
    for k in range(6):
        u0, u1 = 0.27 + k * 0.46 / 6, 0.27 + (k + 1) * 0.46 / 6
        _poly(surf, JOKER_COLOURS[k % len(JOKER_COLOURS)],
              [p(u0, 0.79), p(u1, 0.79), p((u0 + u1) / 2, 0.94)], INK)
    if not stars:
        return
    for u, v, r, colour in ((0.12, 0.66, 0.075, GOLD), (0.88, 0.66, 0.075, GOLD),
                            (0.15, 0.9, 0.045, JOKER_COLOURS[4]), (0.85, 0.9, 0.045, JOKER_COLOURS[3])):
        x, y = p(u, v)
        _poly(surf, colour, _star(x, y, s * r, s * r * 0.42), INK)


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
    for _ in range(6):
        measured = _ink(_font(size, bold).render("H", True, BLACK)).get_height()
        if measured == cap_height:
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
    """An opaque sheet of card paper to draw on.

    Drawing happens on an opaque surface because pygame's anti-aliased shapes write
    their edge coverage into the alpha channel of a transparent one, which would let
    the table show through; :func:`_finish` cuts the round corners afterwards.
    """
    surf = pygame.Surface((width, height))
    surf.fill(PAPER)
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
    if step < 9:
        surf.set_clip(None)
        return  # on a small card the jewels would only blur the trellis
    size = step * 0.16
    for i in range(-reach // step - 1, reach // step + 2):
        for j in range(-reach // step - 1, reach // step + 2):
            x, y = cx + (i + j) * step / 2, cy + (j - i) * step / 2
            if area.collidepoint(x, y):
                _poly(surf, jewel, [(x, y - size), (x + size, y), (x, y + size), (x - size, y)])
    surf.set_clip(None)


def _paint_rounded(
    surf: pygame.Surface, rect: pygame.Rect, radius: int, colour: Colour, alpha: int = 255
) -> None:
    """Fill a rounded rectangle; corner pixels are blended by how much of them it covers."""
    r = max(0, min(radius, rect.width // 2, rect.height // 2))
    surf.fill((*colour, alpha), pygame.Rect(rect.x + r, rect.y, rect.width - 2 * r, rect.height))
    surf.fill((*colour, alpha), pygame.Rect(rect.x, rect.y + r, rect.width, rect.height - 2 * r))
    for x, y, cover in _corner_pixels(surf, rect, r):
        if cover <= 0.0:
            continue
        red, green, blue, dest = surf.get_at((x, y))
        a = cover * alpha / 255
        keep = dest / 255 * (1.0 - a)
        out = a + keep
        surf.set_at((x, y), (
            round((colour[0] * a + red * keep) / out),
            round((colour[1] * a + green * keep) / out),
            round((colour[2] * a + blue * keep) / out),
            round(out * 255),
        ))


def _erase_rounded(surf: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """Make a rounded rectangle transparent again (the hole in an outline)."""
    r = max(0, min(radius, rect.width // 2, rect.height // 2))
    surf.fill((0, 0, 0, 0), pygame.Rect(rect.x + r, rect.y, rect.width - 2 * r, rect.height))
    surf.fill((0, 0, 0, 0), pygame.Rect(rect.x, rect.y + r, rect.width, rect.height - 2 * r))
    for x, y, cover in _corner_pixels(surf, rect, r):
        red, green, blue, dest = surf.get_at((x, y))
        surf.set_at((x, y), (red, green, blue, round(dest * (1.0 - cover))))


def _corner_pixels(
    surf: pygame.Surface, rect: pygame.Rect, r: int
) -> list[tuple[int, int, float]]:
    """(x, y, coverage 0..1) for every pixel in the four corner squares of ``rect``."""
    width, height = surf.get_size()
    out: list[tuple[int, int, float]] = []
    for cx, cy, x0, y0 in (
        (rect.x + r, rect.y + r, rect.x, rect.y),
        (rect.right - r, rect.y + r, rect.right - r, rect.y),
        (rect.x + r, rect.bottom - r, rect.x, rect.bottom - r),
        (rect.right - r, rect.bottom - r, rect.right - r, rect.bottom - r),
    ):
        for y in range(max(0, y0), min(height, y0 + r)):
            for x in range(max(0, x0), min(width, x0 + r)):
                cover = r - math.hypot(x + 0.5 - cx, y + 0.5 - cy) + 0.5
                out.append((x, y, min(1.0, max(0.0, cover))))
    return out


def _poly(
    surf: pygame.Surface, colour: Colour, points: list[Point], outline: Colour | None = None
) -> None:
    pts = [(round(x), round(y)) for x, y in points]
    pygame.gfxdraw.filled_polygon(surf, pts, colour)
    pygame.gfxdraw.aapolygon(surf, pts, outline or colour)


def _ellipse(
    surf: pygame.Surface, colour: Colour, centre: Point, rx: float, ry: float,
    outline: Colour | None = None,
) -> None:
    x, y, a, b = round(centre[0]), round(centre[1]), max(1, round(rx)), max(1, round(ry))
    pygame.gfxdraw.filled_ellipse(surf, x, y, a, b, colour)
    pygame.gfxdraw.aaellipse(surf, x, y, a, b, outline or colour)


def _ring(surf: pygame.Surface, cx: float, cy: float, r: float, colour: Colour) -> None:
    for k in (0.0, 3.0):
        pygame.gfxdraw.aacircle(surf, round(cx), round(cy), max(1, round(r - k)), colour)


def _star(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> list[Point]:
    out: list[Point] = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / points
        out.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return out


def _grow(points: list[Point], centre: Point, k: float) -> list[Point]:
    return [(centre[0] + (x - centre[0]) * k, centre[1] + (y - centre[1]) * k) for x, y in points]


def _bezier(a: Point, control: Point, b: Point, steps: int = 10) -> list[Point]:
    out: list[Point] = []
    for i in range(steps + 1):
        t = i / steps
        u = 1.0 - t
        out.append((
            u * u * a[0] + 2 * u * t * control[0] + t * t * b[0],
            u * u * a[1] + 2 * u * t * control[1] + t * t * b[1],
        ))
    return out


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _finish(content: pygame.Surface) -> pygame.Surface:
    """Cut round anti-aliased corners with a thin grey edge; match the display format."""
    width, height = content.get_size()
    radius = corner_radius(width, height)
    edge = max(1, round(width / 110))
    inner = content.get_rect().inflate(-2 * edge, -2 * edge)
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    _paint_rounded(mask, inner, radius - edge, (255, 255, 255))
    paper = pygame.Surface((width, height), pygame.SRCALPHA)
    paper.blit(content, (0, 0))
    paper.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    _paint_rounded(card, card.get_rect(), radius, EDGE)
    card.blit(paper, (0, 0))
    return card.convert_alpha() if pygame.display.get_surface() is not None else card
