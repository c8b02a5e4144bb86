"""The keyboard on the screens around the table: a focus over a screen's buttons.

Left, Right, Up, Down and Tab (Shift+Tab back) move it, Enter or Space presses the
button in focus. It starts on the screen's first button (what Enter pressed before),
so a screen that answered Enter still does; it is drawn with the table's focus
outline (``tableparts.focus``) and does not move by itself (a screen at rest draws
nothing new)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import widgets as w

BACK = (pygame.K_LEFT, pygame.K_UP)
ON = (pygame.K_RIGHT, pygame.K_DOWN)
PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def ring(surface: pygame.Surface, rect: pygame.Rect, thick: int = 3) -> None:
    """The focus outline: a light ring inside a dark one, seen on any ground."""
    from game.ui.tableparts.focus import RING, RING_DARK

    pygame.draw.rect(surface, RING_DARK, rect.inflate(4 * thick, 4 * thick), thick, border_radius=8)
    pygame.draw.rect(surface, RING, rect.inflate(2 * thick, 2 * thick), thick, border_radius=8)


class ButtonKeys:
    """Which of a row (or column) of buttons the keyboard is on."""

    def __init__(self, index: int = 0) -> None:
        self.index = index

    def shown(self, buttons: Sequence[w.Button]) -> list[w.Button]:
        return [b for b in buttons if b.visible and b.enabled and b.rect.width > 0]

    def current(self, buttons: Sequence[w.Button]) -> w.Button | None:
        shown = self.shown(buttons)
        if not shown:
            return None
        self.index = max(0, min(len(shown) - 1, self.index))
        return shown[self.index]

    def handle(self, event: pygame.event.Event, buttons: Sequence[w.Button]) -> tuple[bool, str | None]:
        """(whether the key was one of the focus's, the key of a button pressed)."""
        if event.type != pygame.KEYDOWN:
            return False, None
        shown = self.shown(buttons)
        if not shown:
            return False, None
        back = event.key in BACK or (event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
        if back or event.key in ON or event.key == pygame.K_TAB:
            self.index = (self.index + (-1 if back else 1)) % len(shown)
            return True, None
        if event.key in PRESS:
            b = self.current(buttons)
            return True, b.key if b is not None else None
        return False, None

    def draw(self, surface: pygame.Surface, buttons: Sequence[w.Button]) -> None:
        b = self.current(buttons)
        if b is not None:
            ring(surface, b.rect)
