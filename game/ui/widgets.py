"""Small drawing helpers for the table: fonts, cached text, panels, buttons, the eye.

Everything is drawn with the bundled DejaVu Sans (it has the suit symbols) at the
size the current layout asks for; text surfaces are cached because the same labels
are drawn every frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.ui.assets import font_path

Colour = tuple[int, int, int]
ColourA = tuple[int, int, int, int]

INK: Colour = (245, 244, 236)
INK_DIM: Colour = (196, 214, 200)
GOLD: Colour = (246, 200, 80)
RED_INK: Colour = (255, 120, 110)
ICE: Colour = (150, 210, 255)
DARK: Colour = (20, 34, 26)
PANEL: ColourA = (10, 30, 20, 170)
PAPER: Colour = (250, 248, 240)
PAPER_INK: Colour = (30, 30, 34)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled DejaVu Sans at ``size`` pixels."""
    return pygame.font.Font(str(font_path(bold)), max(6, int(size)))


@lru_cache(maxsize=4096)
def text(label: str, size: int, colour: Colour = INK, bold: bool = False) -> pygame.Surface:
    """``label`` rendered anti-aliased (cached; blit it, never draw on it)."""
    return font(size, bold).render(label, True, colour)


@lru_cache(maxsize=2048)
def fit_text(label: str, size: int, width: int, colour: Colour = INK, bold: bool = False) -> pygame.Surface:
    """Rendered text no wider than ``width``: smaller type first, then an ellipsis."""
    s = size
    while s > 9 and font(s, bold).size(label)[0] > width:
        s -= 1
    if font(s, bold).size(label)[0] <= width:
        return text(label, s, colour, bold)
    cut = label
    while cut and font(s, bold).size(cut + "…")[0] > width:
        cut = cut[:-1]
    return text(cut + "…", s, colour, bold)


@lru_cache(maxsize=256)
def wrap(label: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Break ``label`` into lines no wider than ``width`` at this size."""
    f = font(size, bold)
    lines: list[str] = []
    for para in label.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = word if not line else line + " " + word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def blit_center(surface: pygame.Surface, image: pygame.Surface, center: tuple[float, float]) -> pygame.Rect:
    rect = image.get_rect(center=(round(center[0]), round(center[1])))
    surface.blit(image, rect)
    return rect


def panel(surface: pygame.Surface, rect: pygame.Rect, colour: ColourA = PANEL, radius: int = 8,
          border: ColourA | None = None, width: int = 1) -> None:
    """A translucent rounded box."""
    if rect.width <= 0 or rect.height <= 0:
        return
    box = _box(rect.width, rect.height, colour, radius, border, width)
    surface.blit(box, rect.topleft)


@lru_cache(maxsize=256)
def _box(w: int, h: int, colour: ColourA, radius: int, border: ColourA | None, width: int) -> pygame.Surface:
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(box, colour, box.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(box, border, box.get_rect(), width, border_radius=radius)
    return box


def glow(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = GOLD, strength: float = 1.0,
         radius: int = 10) -> None:
    """A soft highlight behind a drop target: a filled translucent box and a ring."""
    alpha = max(0, min(255, int(70 * strength)))
    ring = max(0, min(255, int(230 * strength)))
    panel(surface, rect, (*colour, alpha), radius, (*colour, ring), 3)


def eye_icon(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, open_: bool = True) -> None:
    """A small eye drawn with primitives (the font has no eye symbol)."""
    cx, cy = rect.center
    w, h = rect.width * 0.9, rect.height * 0.55
    top = [(cx - w / 2 + w * t, cy - math.sin(math.pi * t) * h / 2) for t in [i / 10 for i in range(11)]]
    bottom = [(x, 2 * cy - y) for x, y in reversed(top)]
    pygame.draw.polygon(surface, colour, top + bottom, 2)
    r = max(2, round(min(w, h) * 0.32))
    if open_:
        pygame.draw.circle(surface, colour, (cx, cy), r)
    else:
        pygame.draw.line(surface, colour, (rect.left + 2, rect.bottom - 2), (rect.right - 2, rect.top + 2), 2)


@dataclass
class Button:
    """A clickable labelled box. ``key`` names what it does; the owner acts on it."""

    key: str
    label: str
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    visible: bool = True
    style: str = "normal"  # normal, primary, danger, quiet
    hotkey: str = ""
    tooltip: str = ""
    icon: Callable[[pygame.Surface, pygame.Rect, Colour], None] | None = None
    hover: bool = False
    pulse: bool = False

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.enabled and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, clock: float | None = 0.0) -> None:
        """Draw the button; a pulsing one glows in time with ``clock``, steadily when
        ``clock`` is ``None`` (a window at rest draws nothing new)."""
        if not self.visible or self.rect.width <= 0:
            return
        fills: dict[str, tuple[ColourA, ColourA]] = {
            "normal": ((236, 232, 214, 235), (120, 110, 80, 255)),
            "primary": ((250, 206, 88, 245), (150, 105, 20, 255)),
            "danger": ((214, 98, 86, 235), (120, 40, 30, 255)),
            "quiet": ((20, 50, 34, 200), (120, 160, 130, 255)),
        }
        fill, border = fills.get(self.style, fills["normal"])
        if not self.enabled:
            fill = (150, 150, 140, 150)
        elif self.hover:
            fill = (min(255, fill[0] + 15), min(255, fill[1] + 15), min(255, fill[2] + 15), fill[3])
        radius = max(4, self.rect.height // 4)
        if self.pulse and self.enabled:
            k = 0.7 if clock is None else 0.5 + 0.5 * math.sin(clock * 5.0)
            glow(surface, self.rect.inflate(8 + round(6 * k), 8 + round(6 * k)), GOLD, 0.6 + 0.4 * k, radius + 4)
        panel(surface, self.rect, fill, radius, border, 2)
        ink = INK if self.style in ("quiet", "danger") else PAPER_INK
        if not self.enabled:
            ink = (90, 90, 90)
        size = max(10, round(self.rect.height * 0.44))
        if self.icon is not None and not self.label:
            self.icon(surface, self.rect.inflate(-self.rect.width // 3, -self.rect.height // 3), ink)
            return
        label = fit_text(self.label, size, self.rect.width - 10, ink, bold=True)
        blit_center(surface, label, self.rect.center)


def hover_buttons(buttons: Iterable[Button], pos: tuple[int, int]) -> None:
    """Light the buttons under the mouse (called on every mouse move)."""
    for b in buttons:
        b.hover = b.rect.collidepoint(pos)


def button_at(buttons: Iterable[Button], pos: tuple[int, int]) -> Button | None:
    """The button a click at ``pos`` presses, if any."""
    return next((b for b in buttons if b.hit(pos)), None)


def layout_buttons(buttons: list[Button], area: pygame.Rect, height: int, gap: int,
                   vertical: bool = True, align: str = "center", keep_places: bool = False) -> None:
    """Stack the visible buttons in ``area`` (top to bottom, or left to right);
    with ``keep_places`` a hidden button keeps its place, so none moves when another
    appears or goes."""
    shown = list(buttons) if keep_places else [b for b in buttons if b.visible]
    if not shown:
        return
    if vertical:
        total = len(shown) * height + (len(shown) - 1) * gap
        y = area.top if align == "start" else area.centery - total // 2
        for b in shown:
            b.rect = pygame.Rect(area.left, y, area.width, height)
            y += height + gap
    else:
        width = (area.width - gap * (len(shown) - 1)) // len(shown)
        x = area.left
        for b in shown:
            b.rect = pygame.Rect(x, area.top, width, height)
            x += width + gap
