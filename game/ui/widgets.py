"""Small drawing helpers for the table: fonts, cached text, panels, buttons, the eye,
the hourglass.

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


#: The smallest type a label may be drawn in (pixels). Text shrinks to fit down to
#: this size and no further; it is never cut with "...": a label that does not fit
#: here needs a wider place or more lines (``wrap``), which the layout must give it.
MIN_TEXT = 11
#: The larger-text setting: every screen's type (and the table's cards) at this
#: factor (``set_text_scale``); the readable minimum stays ``MIN_TEXT``.
TEXT_SCALE = 1.0
#: The setting's steps and their factors.
TEXT_SCALES = {"normal": 1.0, "large": 1.15, "largest": 1.3}


def set_text_scale(factor: float) -> bool:
    """Use ``factor`` for every screen's type from the next layout on; True if it changed
    (the screens are then laid out again)."""
    global TEXT_SCALE
    changed = factor != TEXT_SCALE
    TEXT_SCALE = factor
    return changed


def scaled(size: float) -> int:
    """A screen's base type size at the larger-text setting."""
    return round(size * TEXT_SCALE)


@dataclass(frozen=True)
class TextProblem:
    """A label wider than its place even at :data:`MIN_TEXT`."""

    label: str
    size: int
    width: int
    what: str  # "overflow" (the only problem left: nothing is drawn smaller)


#: While not None, every label drawn too small or too wide is noted here (the
#: text-fitting tests switch it on and draw every screen).
problems: list[TextProblem] | None = None


def _note(label: str, size: int, width: int, what: str) -> None:
    if problems is not None:
        problems.append(TextProblem(label, size, width, what))


def text(label: str, size: int, colour: Colour = INK, bold: bool = False) -> pygame.Surface:
    """``label`` rendered anti-aliased, never smaller than :data:`MIN_TEXT` (cached;
    blit it, never draw on it)."""
    return _render(label, max(MIN_TEXT, size), colour, bold)


@lru_cache(maxsize=4096)
def _render(label: str, size: int, colour: Colour, bold: bool) -> pygame.Surface:
    return font(size, bold).render(label, True, colour)


def fit_text(label: str, size: int, width: int, colour: Colour = INK, bold: bool = False) -> pygame.Surface:
    """Rendered text no wider than ``width``: smaller type if need be, but never
    below :data:`MIN_TEXT` and never cut; what cannot fit even so is drawn at that
    size (and noted as a problem of the layout)."""
    s = fitting_size(label, size, width, bold)
    if font(s, bold).size(label)[0] > width:
        _note(label, s, width, "overflow")
    return text(label, s, colour, bold)


@lru_cache(maxsize=4096)
def fitting_size(label: str, size: int, width: int, bold: bool = False) -> int:
    """The largest size from ``size`` down to :data:`MIN_TEXT` at which ``label`` fits
    in ``width`` (the smallest if none does)."""
    s = max(size, MIN_TEXT)
    floor = MIN_TEXT
    while s > floor and font(s, bold).size(label)[0] > width:
        s -= 1
    return s


def needs_two_lines(label: str, size: int, width: int) -> bool:
    """Whether a button's label must wrap to fit ``width`` (bold, as buttons draw)."""
    s = fitting_size(label, size, width, True)
    return font(s, True).size(label)[0] > width


def fit_lines(label: str, size: int, width: int, colour: Colour = INK, bold: bool = False,
              max_lines: int = 2, height: int | None = None) -> list[pygame.Surface]:
    """``label`` in one line if it fits (shrinking to :data:`MIN_TEXT` at most), else
    wrapped into up to ``max_lines`` lines at the largest size that holds it; never
    cut. For places of a fixed width and a little height to spare: buttons, badges."""
    s = fitting_size(label, size, width, bold)
    if font(s, bold).size(label)[0] <= width or " " not in label.strip():
        return [fit_text(label, size, width, colour, bold)]
    for s in range(max(size, MIN_TEXT), MIN_TEXT - 1, -1):
        lines = _wrap(label, s, width, bold)
        tall = height is not None and len(lines) * font(s, bold).get_linesize() > height and s > MIN_TEXT
        if len(lines) <= max_lines and not tall and all(font(s, bold).size(x)[0] <= width for x in lines):
            return [text(x, s, colour, bold) for x in lines]
    return [text(x, MIN_TEXT, colour, bold) for x in wrap(label, MIN_TEXT, width, bold)]


def blit_lines(surface: pygame.Surface, lines: list[pygame.Surface], center: tuple[float, float]) -> pygame.Rect:
    """Lines centred one under the other about ``center``; returns their bounds."""
    h = sum(x.get_height() for x in lines)
    y = round(center[1] - h / 2)
    bounds = pygame.Rect(round(center[0]), y, 0, 0)
    for x in lines:
        r = x.get_rect(midtop=(round(center[0]), y))
        surface.blit(x, r)
        bounds.union_ip(r)
        y += x.get_height()
    return bounds


def wrap(label: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Break ``label`` into lines no wider than ``width`` at this size."""
    lines = _wrap(label, size, width, bold)
    if problems is not None:
        f = font(size, bold)
        for line in lines:
            if f.size(line)[0] > width:
                _note(line, size, width, "overflow")
    return lines


def wrap_breaking(label: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """``wrap``, and a word wider than the line (a name of 40 letters with no space) is
    broken between its characters, the rest of it going on with the next words: never
    cut, never shrunk."""
    f = font(size, bold)
    out: list[str] = []
    for para in label.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = word if not line else line + " " + word
            if f.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                out.append(line)
            while len(word) > 1 and f.size(word)[0] > width:
                cut = len(word) - 1
                while cut > 1 and f.size(word[:cut])[0] > width:
                    cut -= 1
                out.append(word[:cut])
                word = word[cut:]
            line = word
        out.append(line)
    return tuple(out)


@lru_cache(maxsize=256)
def _wrap(label: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
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



def hourglass_icon(surface: pygame.Surface, rect: pygame.Rect, glass: Colour, sand: Colour, phase: float) -> None:
    """A small hourglass drawn with primitives, its sand running down as ``phase`` goes
    from 0 to 1: a computer seat's "thinking" where its plate has no room for the word.
    Dots after a number read like text cut short, which the table never shows."""
    left, right = rect.left + 1, rect.right - 2
    top, bottom = rect.top + 1, rect.bottom - 2
    cx, cy = (left + right) / 2, (top + bottom) / 2
    half = (right - left) / 2
    phase = min(1.0, max(0.0, phase))
    # the sand: what is left in the upper bulb sits on the neck, what ran down lies in the lower
    upper = (cy - top) * (1 - phase)
    if upper >= 1:
        y = cy - upper
        wide = half * upper / (cy - top) - 1
        pygame.draw.polygon(surface, sand, [(cx - wide, y), (cx + wide, y), (cx, cy)])
    lower = (bottom - cy) * phase
    if lower >= 1:
        y = bottom - lower
        wide = half * (y - cy) / (bottom - cy) - 1
        pygame.draw.polygon(surface, sand, [(cx - wide, y), (cx + wide, y), (right - 1, bottom), (left + 1, bottom)])
    if 0 < phase < 1:  # the thread of sand falling through the neck
        pygame.draw.line(surface, sand, (round(cx), round(cy)), (round(cx), round(bottom - lower)))
    pygame.draw.aalines(surface, glass, True, [(left, top), (right, top), (cx + 0.5, cy), (right, bottom),
                                               (left, bottom), (cx - 0.5, cy)])
    pygame.draw.line(surface, glass, (rect.left, rect.top), (rect.right - 1, rect.top))
    pygame.draw.line(surface, glass, (rect.left, rect.bottom - 1), (rect.right - 1, rect.bottom - 1))


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
    #: the label's type size where a row of buttons shares one (a button made taller
    #: for a two-line label keeps its neighbours' size); None: from the height
    text_size: int | None = None

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
        size = self.text_size if self.text_size is not None else max(MIN_TEXT, round(self.rect.height * 0.44))
        if self.icon is not None and not self.label:
            self.icon(surface, self.rect.inflate(-self.rect.width // 3, -self.rect.height // 3), ink)
            return
        # a long label takes two lines rather than shrinking out of sight or being cut
        two = self.rect.height >= 2 * font(MIN_TEXT, True).get_linesize() + 2
        lines = fit_lines(self.label, size, self.rect.width - 10, ink, bold=True, max_lines=2 if two else 1,
                          height=self.rect.height)
        if sum(x.get_height() for x in lines) > self.rect.height:
            _note(self.label, MIN_TEXT, self.rect.width - 10, "overflow")
        blit_lines(surface, lines, self.rect.center)


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
