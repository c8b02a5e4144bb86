"""The cheat sheet of the table's keys, opened with "?" (or F1): every key of the
table on one page, the letters those of the language in use."""

from __future__ import annotations

import pygame

from game.app.i18n import tr
from game.ui import widgets as w
from game.ui.scenes import Scene
from game.ui.tableparts.focus import LETTERS, letter


def key_lines() -> list[str]:
    """The sheet's lines (also the help's keys section), in the language in use."""
    lines = [tr("keys.arrows"), tr("keys.carry"), tr("keys.space"), tr("keys.enter")]
    lines += [tr(f"keys.{m}", key=letter(m).upper()) for m in LETTERS]
    lines += [tr("keys.undo"), tr("keys.escape"), tr("keys.dialogs"), tr("keys.tutorial"), tr("keys.forms")]
    return lines


class KeySheet(Scene):
    """A page over the table; any of Escape, Enter, "?" or a click closes it. Its
    type shrinks to fit the window (never below the readable minimum) and every
    line wraps, so it holds at 800x600 in the longest language."""

    holds_game = True

    def __init__(self) -> None:
        super().__init__()
        self.box = pygame.Rect(0, 0, 0, 0)
        self.fs = 16
        self.lines: list[tuple[str, bool]] = []  #: each line, and whether it starts an entry

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        width = min(W - 40, max(480, round(W * 0.6)))
        fs = max(w.MIN_TEXT, min(22, round(H * 0.026) + self.scale_step()))
        while True:
            out: list[tuple[str, bool]] = []
            entries = [*key_lines(), tr("keys.close")]
            for line in entries:
                out += [(part, k == 0) for k, part in enumerate(w.wrap(line, fs, width - 40))]
            gap = max(2, fs // 4)  # a little room between the keys' entries
            height = (len(out) + 2) * w.font(fs).get_linesize() + len(entries) * gap + 60
            if height <= H - 20 or fs <= w.MIN_TEXT:
                break
            fs -= 1
        self.fs, self.lines = fs, out
        self.box = pygame.Rect(0, 0, width, min(H - 10, height))
        self.box.center = (W // 2, H // 2)

    def scale_step(self) -> int:
        """The larger-text setting's extra points of type."""
        settings = self.app.settings if self.app is not None else None
        return round(12 * (getattr(settings, "text_scale", 1.0) - 1.0))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_F1) \
                    or event.dict.get("unicode") == "?":
                self.close()
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            self.close()
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 130))
        surface.blit(veil, (0, 0))
        w.panel(surface, self.box, (12, 40, 26, 245), 14, (*w.GOLD, 255), 2)
        x, y = self.box.left + 20, self.box.top + 16
        title = w.text(tr("keys.title"), round(self.fs * 1.25), w.GOLD, True)
        surface.blit(title, (x, y))
        y += title.get_height() + 10
        step = w.font(self.fs).get_linesize()
        for line, first in self.lines:
            if first:
                y += max(2, self.fs // 4)
            surface.blit(w.text(line, self.fs, w.INK), (x, y))
            y += step
