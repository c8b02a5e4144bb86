"""The review screen: a deal's review running (a progress bar and a stop button), then
the decisions it flags, largest cost first; a click on one shows that moment of the deal
with the player's choice and the computer's drawn (``ReplayScene``'s marks).

The review runs in a ``ReviewJob`` (``game.match.review``): off the window's thread, its
work in the reviewer's processes. The screen only reads how far the job is.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import pygame

from game.app.i18n import tr, trn
from game.match.review import ReviewJob, ReviewNote
from game.ui import widgets as w
from game.ui.scenes import Scene


class ReviewScene(Scene):
    opaque = True
    holds_game = True

    def __init__(self, job: ReviewJob, names: Sequence[str],
                 on_show: Callable[[ReviewNote], None] | None = None) -> None:
        super().__init__()
        self.job = job
        self.names = list(names)
        self.on_show = on_show
        self.fs = 16
        self.box = pygame.Rect(0, 0, 0, 0)
        self.list_area = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0
        self.buttons: list[w.Button] = []
        self.note_rects: list[tuple[pygame.Rect, ReviewNote]] = []
        self._seen: tuple[int, int, bool] = (-1, -1, False)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        self.fs = fs = w.scaled(max(12, min(20, round(H * 0.022))))
        self.box = pygame.Rect(12, 12, W - 24, H - 24)
        btn_h = round(fs * 2.2)
        self.buttons = [w.Button("stop", tr("review.button_stop"), style="danger"),
                        w.Button("close", tr("button.close"), style="primary", hotkey="Esc")]
        width = min(self.box.width - 48, max(2 * 200 + 12, self.box.width // 2))
        row = pygame.Rect(self.box.centerx - width // 2, self.box.bottom - btn_h - 14, width, btn_h)
        self._enable()
        if self.job.finished:
            row = pygame.Rect(self.box.centerx - width // 4, row.top, width // 2, btn_h)
        w.layout_buttons(self.buttons, row, btn_h, 12, vertical=False)
        top = self.box.top + 16 + round(fs * 1.5) + 8 + 2 * (fs + 6) + 8
        self.list_area = pygame.Rect(self.box.left + 20, top, self.box.width - 40, row.top - 12 - top)

    def _enable(self) -> None:
        running = not self.job.finished
        for b in self.buttons:
            if b.key == "stop":
                b.visible = running
            elif b.key == "close":
                b.style = "normal" if running else "primary"

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.press("close")
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll_by(self.fs * (8 if event.key == pygame.K_PAGEDOWN else 2))
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll_by(-self.fs * (8 if event.key == pygame.K_PAGEUP else 2))
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.fs * 2)
            return True
        if event.type == pygame.MOUSEMOTION:
            w.hover_buttons(self.buttons, event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = w.button_at(self.buttons, event.pos)
            if hit is not None:
                self.press(hit.key)
                return True
            for rect, note in self.note_rects:
                if rect.collidepoint(event.pos) and self.list_area.collidepoint(event.pos):
                    self.show(note)
                    return True
        return True

    def press(self, key: str) -> None:
        if key == "stop":
            self.job.stop()
            self.invalidate()
        elif key == "close":
            self.close()

    def show(self, note: ReviewNote) -> None:
        if self.on_show is not None:
            self.on_show(note)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self._content_height() - self.list_area.height, self.scroll + dy))
        self.invalidate()

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        seen = (self.job.done, self.job.total, self.job.finished)
        if seen != self._seen:
            finished = seen[2] and not self._seen[2]
            self._seen = seen
            if finished:
                self.layout(self.size)  # the stop button goes: the close button moves to the middle
            self.invalidate()

    def redraw_at(self, now: float) -> float | None:
        return None if self.job.finished else now + 0.1

    # ------------------------------------------------------------------ drawing
    def _status(self) -> str:
        job = self.job
        if job.error:
            return tr("review.failed")
        if not job.finished:
            if job.total:
                return tr("review.progress", done=job.done, total=job.total)
            return tr("review.starting")
        if job.stopped:
            return tr("review.stopped", done=job.reviewed, total=job.total)
        return trn("review.summary", job.reviewed, flagged=len(job.notes))

    def _note_lines(self, note: ReviewNote) -> list[str]:
        width = self.list_area.width - 28
        out: list[str] = []
        for i, sentence in enumerate(note.texts(self.names)):
            out += [("\x01" if i == 0 else "") + line for line in w.wrap(sentence, self.fs, width, bold=i == 0)]
        return out

    def _content_height(self) -> int:
        lh = w.font(self.fs).get_linesize()
        return sum(len(self._note_lines(n)) * lh + 22 for n in self.job.notes) if self.job.finished else 0

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((16, 44, 30))
        box = self.box
        w.panel(surface, box, (0, 0, 0, 90), 12, (*w.GOLD, 255), 2)
        fs = self.fs
        x = box.left + 20
        y = box.top + 16
        title = tr("review.deal_title", number=self.job.deal + 1)
        for line in w.fit_lines(title, round(fs * 1.4), box.width - 40, w.GOLD, True):
            surface.blit(line, (x, y))
            y += line.get_height()
        y += 6
        for line in w.fit_lines(self._status(), fs, box.width - 40, w.INK, False, max_lines=2):
            surface.blit(line, (x, y))
            y += line.get_height()
        if not self.job.finished:
            bar = pygame.Rect(x, self.list_area.top + 10, box.width - 40, max(14, fs))
            w.panel(surface, bar, (0, 0, 0, 120), bar.height // 2, (*w.INK_DIM, 255), 1)
            share = self.job.done / self.job.total if self.job.total else 0.0
            if share > 0:
                fill = bar.inflate(-4, -4)
                fill.width = max(fill.height, round(fill.width * share))
                w.panel(surface, fill, (*w.GOLD, 255), fill.height // 2)
            hint = tr("review.running_hint")
            hy = bar.bottom + 12
            for line in w.fit_lines(hint, fs - 1, box.width - 40, w.INK_DIM, False, max_lines=3):
                surface.blit(line, (x, hy))
                hy += line.get_height()
        else:
            if self.job.notes:
                hint_y = self.list_area.top - fs - 6
                surface.blit(w.fit_text(tr("review.click_hint"), fs - 1, box.width - 40, w.INK_DIM), (x, hint_y))
            elif not self.job.error:
                for line in w.fit_lines(tr("review.nothing"), fs, box.width - 40, w.INK, False, max_lines=3):
                    surface.blit(line, (x, self.list_area.top + 8))
            self._draw_notes(surface)
        for b in self.buttons:
            b.draw(surface, time.monotonic() if b.pulse else 0.0)

    def _draw_notes(self, surface: pygame.Surface) -> None:
        area = self.list_area
        lh = w.font(self.fs).get_linesize()
        clip = surface.get_clip()
        surface.set_clip(area)
        self.note_rects = []
        y = area.top - self.scroll
        for note in self.job.notes:
            lines = self._note_lines(note)
            rect = pygame.Rect(area.left, y, area.width, len(lines) * lh + 14)
            if rect.bottom >= area.top and rect.top <= area.bottom:
                w.panel(surface, rect, (255, 255, 255, 28), 8, (*w.INK_DIM, 255), 1)
                ly = rect.top + 7
                for line in lines:
                    bold = line.startswith("\x01")
                    text = line.removeprefix("\x01")
                    surface.blit(w.text(text, self.fs, w.GOLD if bold else w.INK, bold), (rect.left + 14, ly))
                    ly += lh
            self.note_rects.append((rect, note))
            y = rect.bottom + 8
        surface.set_clip(clip)
