"""Full-window screens built from rows: a title, sections of fields (on/off
switches, choices, text fields, a slider), one line of explanation under each, and a
row of buttons at the bottom. The new-game dialog, the settings and the help pages
are such screens. The list scrolls with the mouse wheel when it is longer than the
window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.app.i18n import tr
from game.ui import widgets as w
from game.ui.cardart import table_background
from game.ui.keynav import ring
from game.ui.scenes import Scene


@dataclass
class Field:
    """One row of a form. ``kind``: toggle, choice, text, slider, button, heading, para."""

    key: str
    kind: str
    label: str
    value: Any = None
    options: list[tuple[Any, str]] = field(default_factory=list)
    about: str = ""
    mark: str = ""  #: shown after the explanation (the preset's value, say)
    changed: bool = False  #: drawn highlighted (differs from the preset)
    on_change: Callable[[Any], None] | None = None
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    control: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    max_length: int = 24
    #: a text field's quick values, drawn as chips under its box (laid out by the form)
    chips: list[tuple[Any, pygame.Rect]] = field(default_factory=list)

    def option_label(self) -> str:
        for value, label in self.options:
            if value == self.value:
                return label
        return str(self.value)

    def step(self, delta: int) -> None:
        if not self.options:
            return
        values = [v for v, _ in self.options]
        i = values.index(self.value) if self.value in values else 0
        self.set(values[(i + delta) % len(values)])

    def set(self, value: Any) -> None:
        self.value = value
        if self.on_change is not None:
            self.on_change(value)


class FormScene(Scene):
    """A screen of fields. Subclasses fill ``self.fields`` in :meth:`build` (called
    again whenever something changes the rows, e.g. the language) and
    ``self.buttons``; :meth:`on_button` gets a button's key."""

    opaque = True
    holds_game = True

    def __init__(self, title: str = "") -> None:
        super().__init__()
        self.title = title
        self.fields: list[Field] = []
        self.buttons: list[w.Button] = []
        self.scroll = 0
        self.content_h = 0
        self.view_rect = pygame.Rect(0, 0, 0, 0)
        self.focus: Field | None = None
        self.fs = 16
        self.message: tuple[str, bool] | None = None
        self.columns = 1
        #: the keyboard's place among ``stops()`` (None: not used yet; Enter then
        #: presses the first button, as before)
        self.kbd: int | None = None

    # ------------------------------------------------------------------ to override
    def build(self) -> None:
        """Fill ``fields`` and ``buttons``."""

    def on_button(self, key: str) -> None:
        """A button was pressed."""

    def on_field_button(self, f: Field) -> None:
        """A field of kind ``button`` was pressed."""

    # ------------------------------------------------------------------ layout
    def enter(self, app: Any) -> None:
        self.build()
        super().enter(app)
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def rebuild(self) -> None:
        focus_key = self.focus.key if self.focus is not None else None
        self.build()
        self.focus = next((f for f in self.fields if f.key == focus_key and f.kind == "text"), None)
        self.layout(self.size)

    def row_height(self, f: Field) -> int:
        fs = self.fs
        if f.kind == "heading":
            return round(fs * 2.2)
        if f.kind == "para":
            return (len(w.wrap(f.label, fs, self._col_width() - 20)) * (fs + 5)) + 6
        lines = self.about_lines(f, self.about_width(f, self._col_width()))
        more = self.label_step * (len(self.label_lines(f, self._col_width())) - 1)  # a label's further lines
        least = max(round(fs * 1.9) + more, self.control_height(f, self.control_width(self._col_width())) + 6)
        if f.kind == "text" and f.options:
            chips = self.chip_places(f, self.control_width(self._col_width()))
            least = max(least, round(fs * 1.75) + 3 + max(y + h for _, y, h in chips) + 8)
        if not lines:
            return least
        return max(least, round(fs * 2.7), fs + 10 + more + len(lines) * (self.about_size + 3) + 6)

    @property
    def label_step(self) -> int:
        """From one line of a field's label to the next."""
        return self.fs + 5

    def label_lines(self, f: Field, col_w: int) -> tuple[str, ...]:
        """A field's label left of its control, in lines at the form's one type size: a
        long label wraps rather than being drawn smaller than its neighbours."""
        return w.wrap(f.label, self.fs, col_w - self.control_width(col_w) - 10, True)

    @property
    def chip_size(self) -> int:
        return max(w.MIN_TEXT, self.fs - 3)

    def chip_places(self, f: Field, width: int) -> list[tuple[int, int, int]]:
        """Where a text field's quick values go under its box: (x, y, height) of each,
        relative to the box's bottom left; they wrap onto more lines rather than
        shrink."""
        size, gap = self.chip_size, 6
        h = size + 10
        x, y, places = 0, 6, []
        for _, label in f.options:
            cw = w.font(size, True).size(label)[0] + 16
            if x > 0 and x + cw > width:
                x, y = 0, y + h + gap
            places.append((x, y, h))
            x += cw + gap
        return places

    @property
    def about_size(self) -> int:
        """The type of the explanation under a field (never below ``MIN_TEXT``)."""
        return max(w.MIN_TEXT, self.fs - 3)

    def control_height(self, f: Field, cw: int) -> int:
        """A control's height: one line, or two for a choice whose longest option needs
        two lines at the choice's type size, so that its words keep their size rather
        than being squeezed into one line's height ("Ausgelegt, der Spieler darf noch
        melden")."""
        one = round(self.fs * 1.75)
        if f.kind != "choice" or not f.options:
            return one
        size = max(w.MIN_TEXT, self.fs - 2)
        lines = max(len(w.wrap(label, size, cw - 36, True)) for _, label in f.options)
        if lines <= 1:
            return one
        return max(one, min(lines, 2) * w.font(size, True).get_linesize() + 8)

    def control_width(self, col_w: int) -> int:
        return min(round(col_w * 0.46), self.fs * 26)

    def about_width(self, f: Field, col_w: int) -> int:
        """An explanation runs left of the field's control, never under it; an
        ``info`` row has no control and uses the whole width."""
        if f.kind == "info":
            return col_w
        return col_w - self.control_width(col_w) - 12

    def about_lines(self, f: Field, width: int) -> tuple[str, ...]:
        about = (f.about + ("  " + f.mark if f.mark else "")).strip()
        return w.wrap(about, self.about_size, width) if about else ()

    def draw_about(self, surface: pygame.Surface, f: Field, r: pygame.Rect) -> None:
        """The explanation under a field's label, wrapped (never shrunk, never cut)."""
        y = r.top + self.fs + 10 + self.label_step * (len(self.label_lines(f, r.width)) - 1)
        for line in self.about_lines(f, self.about_width(f, r.width)):
            surface.blit(w.text(line, self.about_size, w.INK_DIM), (r.left, y))
            y += self.about_size + 3

    def _col_width(self) -> int:
        return (self.view_rect.width - (self.columns - 1) * 24) // self.columns

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        self.fs = w.scaled(max(11, min(19, round(H * 0.021))))
        fs = self.fs
        margin = max(12, round(W * 0.03))
        top = margin + round(fs * 2.4)
        btn_h = round(fs * 2.2)
        self.view_rect = pygame.Rect(margin, top, W - 2 * margin, H - top - btn_h - margin - 14)
        self.columns = 2 if W >= 1100 and self.two_columns() else 1
        col_w = self._col_width()
        # rows flow down the first column, then the second (sections kept whole)
        heights = [self.row_height(f) for f in self.fields]
        total = sum(heights)
        target = total / self.columns
        x = self.view_rect.left
        y = 0
        col = 0
        tallest = 0
        for f, h in zip(self.fields, heights, strict=True):
            if (col + 1 < self.columns and f.kind == "heading" and y > 0 and y + h > target * 0.98):
                col += 1
                x = self.view_rect.left + col * (col_w + 24)
                tallest = max(tallest, y)
                y = 0
            f.rect = pygame.Rect(x, self.view_rect.top + y, col_w, h)
            cw = self.control_width(col_w)
            ch = self.control_height(f, cw)
            f.control = pygame.Rect(f.rect.right - cw, f.rect.top + 3, cw, ch)
            f.chips = []
            if f.kind == "text" and f.options:
                for (value, label), (cx, cy, chh) in zip(f.options, self.chip_places(f, cw), strict=True):
                    width = w.font(self.chip_size, True).size(label)[0] + 16
                    f.chips.append((value, pygame.Rect(f.control.left + cx, f.control.bottom + cy, width, chh)))
            y += h
        self.content_h = max(tallest, y)
        self.scroll = max(0, min(self.scroll, self.content_h - self.view_rect.height))
        row = pygame.Rect(margin, H - margin - btn_h, W - 2 * margin, btn_h)
        shown = [b for b in self.buttons if b.visible]
        width = min(row.width, len(shown) * (fs * 12) + (len(shown) - 1) * 12)
        row.width = width
        row.right = W - margin
        w.layout_buttons(self.buttons, row, btn_h, 12, vertical=False)

    def two_columns(self) -> bool:
        return len(self.fields) > 12

    # ------------------------------------------------------------------ input
    def _at(self, pos: tuple[int, int]) -> Field | None:
        if not self.view_rect.collidepoint(pos):
            return None
        p = (pos[0], pos[1] + self.scroll)
        for f in self.fields:
            if f.rect.collidepoint(p):
                return f
        return None

    def click_field(self, f: Field, pos: tuple[int, int]) -> None:
        if not f.enabled:
            return
        x = pos[0]
        if f.kind == "toggle":
            f.set(not f.value)
        elif f.kind == "choice":
            f.step(-1 if x < f.control.left + f.control.width // 4 else 1)
        elif f.kind == "text":
            chip = next((value for value, rect in f.chips if rect.collidepoint(pos)), None)
            if chip is not None:
                f.set(str(chip))  # a quick value fills the box, as if typed
                self.focus = None
                self.after_change()
                return
            self.focus = f
        elif f.kind == "slider":
            bar = f.control.inflate(-16, 0)
            f.set(round(max(0.0, min(1.0, (x - bar.left) / max(1, bar.width))), 2))
        elif f.kind == "button":
            self.on_field_button(f)
        if f.kind != "text":
            self.focus = None if self.focus is not None and self.focus is not f else self.focus
        self.after_change()

    def after_change(self) -> None:
        """A field changed (rebuild rows that depend on it)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.scroll - event.y * self.fs * 3, max(0, self.content_h
                                                                              - self.view_rect.height)))
            return True
        if event.type == pygame.MOUSEMOTION:
            w.hover_buttons(self.buttons, event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.focus = None
                    self.on_button(b.key)
                    return True
            f = self._at(event.pos)
            if f is None:
                self.focus = None
                return True
            self.click_field(f, (event.pos[0], event.pos[1] + self.scroll))
            return True
        if event.type == pygame.TEXTINPUT and self.focus is not None:
            f = self.focus
            text = str(f.value or "") + event.text
            f.set(text[: f.max_length])
            return True
        if event.type == pygame.KEYDOWN:
            if self.focus is not None:
                f = self.focus
                if event.key == pygame.K_BACKSPACE:
                    f.set(str(f.value or "")[:-1])
                elif event.key in (pygame.K_UP, pygame.K_DOWN) and f.options:
                    self.step_chip(f, 1 if event.key == pygame.K_DOWN else -1)
                elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                    self.focus = None
                    self.after_change()
                return True
            if event.key == pygame.K_ESCAPE:
                self.on_button("cancel")
                return True
            if self.key_stop(event):
                self.invalidate()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.buttons:
                self.on_button(self.buttons[0].key)
                return True
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.TEXTEDITING)

    # ------------------------------------------------------------------ the keyboard
    def stops(self) -> list[Field | w.Button]:
        """What Tab (and Up and Down) walk, in reading order: every field that can be
        changed, then the buttons."""
        fields: list[Field | w.Button] = [f for f in self.fields if f.enabled and f.kind in
                                          ("toggle", "choice", "text", "slider", "button")]
        return fields + [b for b in self.buttons if b.visible and b.enabled]

    def key_stop(self, event: pygame.event.Event) -> bool:
        """A key of the form's focus: Tab, Down and Up move it; Left and Right change a
        choice or a slider; Space or Enter toggles, steps, starts typing or presses."""
        stops = self.stops()
        if not stops:
            return False
        back = event.key == pygame.K_UP or (event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
        if back or event.key in (pygame.K_TAB, pygame.K_DOWN):
            start = -1 if self.kbd is None and not back else (self.kbd if self.kbd is not None else 0)
            self.kbd = (start + (-1 if back else 1)) % len(stops)
            self.scroll_to(stops[self.kbd])
            return True
        if self.kbd is None:
            return False
        self.kbd = min(self.kbd, len(stops) - 1)
        stop = stops[self.kbd]
        if isinstance(stop, w.Button):
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.on_button(stop.key)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.kbd = max(len(stops) - len([b for b in self.buttons if b.visible and b.enabled]),
                               min(len(stops) - 1, self.kbd + (1 if event.key == pygame.K_RIGHT else -1)))
                return True
            return False
        f = stop
        delta = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(event.key, 0)
        if delta and f.kind == "choice":
            f.step(delta)
        elif delta and f.kind == "slider":
            f.set(round(max(0.0, min(1.0, float(f.value or 0) + 0.1 * delta)), 2))
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if f.kind == "toggle":
                f.set(not f.value)
            elif f.kind == "choice":
                f.step(1)
            elif f.kind == "text":
                self.focus = f
                return True
            elif f.kind == "button":
                self.on_field_button(f)
                return True
            else:
                return False
        else:
            return False
        self.after_change()
        return True

    def scroll_to(self, stop: Field | w.Button) -> None:
        """Scroll a field the keyboard went to into view."""
        if not isinstance(stop, Field):
            return
        if stop.rect.top - self.scroll < self.view_rect.top:
            self.scroll = max(0, stop.rect.top - self.view_rect.top)
        elif stop.rect.bottom - self.scroll > self.view_rect.bottom:
            self.scroll = min(max(0, self.content_h - self.view_rect.height),
                              stop.rect.bottom - self.view_rect.bottom)

    def draw_key_focus(self, surface: pygame.Surface) -> None:
        """The keyboard's outline around its field's control (or its button)."""
        stops = self.stops()
        if self.kbd is None or not stops:
            return
        stop = stops[min(self.kbd, len(stops) - 1)]
        if isinstance(stop, w.Button):
            ring(surface, stop.rect)
            return
        rect = stop.rect.move(0, -self.scroll).clip(self.view_rect)
        if rect.height > 0:
            ring(surface, rect.inflate(-6, -4), 2)

    def step_chip(self, f: Field, delta: int) -> None:
        """The arrow keys in a text field with quick values: the next one down or up
        from what is typed."""
        values = [v for v, _ in f.options]
        try:
            typed = int(str(f.value))
        except ValueError:
            typed = None
        if typed is None:
            pick = values[0] if delta > 0 else values[-1]
        elif delta > 0:
            pick = next((v for v in values if v > typed), values[-1])
        else:
            pick = next((v for v in reversed(values) if v < typed), values[0])
        f.set(str(pick))

    # ------------------------------------------------------------------ drawing
    def redraw_at(self, now: float) -> float | None:
        """A focused text field's caret blinks twice a second."""
        if self.focus is None or self.focus.kind != "text":
            return None
        return now + (500 - pygame.time.get_ticks() % 500) / 1000.0

    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        surface.blit(table_background(W, H), (0, 0))
        w.panel(surface, pygame.Rect(0, 0, W, H), (0, 0, 0, 90), 0)
        fs = self.fs
        title = w.fit_text(self.title, round(fs * 1.6), W - 40, w.GOLD, True)
        surface.blit(title, (self.view_rect.left, max(8, self.view_rect.top - title.get_height() - 10)))
        clip = surface.get_clip()
        surface.set_clip(self.view_rect)
        for f in self.fields:
            r = f.rect.move(0, -self.scroll)
            if r.bottom < self.view_rect.top or r.top > self.view_rect.bottom:
                continue
            self.draw_field(surface, f, r, f.control.move(0, -self.scroll))
        surface.set_clip(clip)
        if self.content_h > self.view_rect.height:
            k = self.view_rect.height / self.content_h
            bar_h = max(20, round(self.view_rect.height * k))
            room = self.view_rect.height - bar_h
            top = self.view_rect.top + round(room * self.scroll / max(1, self.content_h - self.view_rect.height))
            pygame.draw.rect(surface, (200, 200, 190), (self.view_rect.right + 4, top, 5, bar_h), border_radius=2)
        if self.message is not None:
            text, error = self.message
            t = w.fit_text(text, fs, W // 2, (255, 200, 190) if error else w.GOLD, True)
            surface.blit(t, (self.view_rect.left, self.buttons[0].rect.centery - t.get_height() // 2)
                         if self.buttons else (self.view_rect.left, H - 30))
        for b in self.buttons:
            b.draw(surface)
        self.draw_key_focus(surface)

    def draw_field(self, surface: pygame.Surface, f: Field, r: pygame.Rect, c: pygame.Rect) -> None:
        fs = self.fs
        if f.kind == "heading":
            t = w.fit_text(f.label, round(fs * 1.15), r.width, w.GOLD, True)
            surface.blit(t, (r.left, r.bottom - t.get_height() - 6))
            pygame.draw.line(surface, (*w.GOLD,), (r.left, r.bottom - 3), (r.right, r.bottom - 3), 1)
            return
        if f.kind == "para":
            y = r.top + 2
            for line in w.wrap(f.label, fs, r.width - 20):
                surface.blit(w.text(line, fs, w.INK), (r.left, y))
                y += fs + 5
            return
        ink = w.GOLD if f.changed else w.INK
        for i, line in enumerate(self.label_lines(f, r.width)):
            surface.blit(w.text(line, fs, ink, True), (r.left, r.top + 5 + i * self.label_step))
        self.draw_about(surface, f, r)
        if f.kind == "toggle":
            on = bool(f.value)
            w.panel(surface, c, (40, 120, 70, 230) if on else (70, 60, 60, 200), c.height // 2,
                    (220, 220, 200, 255), 1)
            knob = pygame.Rect(0, 0, c.height - 6, c.height - 6)
            knob.centery = c.centery
            knob.right = c.right - 3 if on else c.left + 3 + knob.width
            pygame.draw.ellipse(surface, (245, 240, 225), knob)
            label = tr("option.on") if on else tr("option.off")
            t = w.text(label, max(w.MIN_TEXT, fs - 2), w.INK, True)
            if on:
                surface.blit(t, (c.left + 10, c.centery - t.get_height() // 2))
            else:
                surface.blit(t, (c.right - 10 - t.get_width(), c.centery - t.get_height() // 2))
        elif f.kind == "choice":
            w.panel(surface, c, (236, 232, 214, 235) if f.enabled else (150, 150, 140, 150), 6,
                    (120, 110, 80, 255), 1)
            arrow = w.text("‹", fs, w.PAPER_INK, True)
            surface.blit(arrow, (c.left + 6, c.centery - arrow.get_height() // 2))
            arrow = w.text("›", fs, w.PAPER_INK, True)
            surface.blit(arrow, (c.right - 6 - arrow.get_width(), c.centery - arrow.get_height() // 2))
            # a long choice takes two lines of its box (made tall enough for them,
            # ``control_height``) at the choice's size, rather than shrunk or cut
            size = max(w.MIN_TEXT, fs - 2)
            wrapped = w.wrap(f.option_label(), size, c.width - 36, True)
            if 1 < len(wrapped) <= 2 and len(wrapped) * w.font(size, True).get_linesize() <= c.height - 2:
                lines = [w.text(line, size, w.PAPER_INK, True) for line in wrapped]
            else:
                lines = w.fit_lines(f.option_label(), size, c.width - 36, w.PAPER_INK, True, height=c.height - 2)
            w.blit_lines(surface, lines, c.center)
        elif f.kind == "text":
            focused = self.focus is f
            w.panel(surface, c, (255, 255, 250, 245), 6, (*w.GOLD, 255) if focused else (120, 110, 80, 255),
                    2 if focused else 1)
            value = str(f.value or "")
            shown = value + ("|" if focused and int(pygame.time.get_ticks() / 500) % 2 == 0 else "")
            t = w.fit_text(shown or " ", max(w.MIN_TEXT, fs - 2), c.width - 14, w.PAPER_INK)
            surface.blit(t, (c.left + 7, c.centery - t.get_height() // 2))
            for chip_value, chip in f.chips:
                box = chip.move(0, c.top - f.control.top)
                on = str(chip_value) == value
                w.panel(surface, box, (*w.GOLD, 240) if on else (236, 232, 214, 200), box.height // 2,
                        (120, 110, 80, 255), 1)
                label = next(lb for v, lb in f.options if v == chip_value)
                w.blit_center(surface, w.text(label, self.chip_size, w.PAPER_INK, on), box.center)
        elif f.kind == "slider":
            bar = c.inflate(-16, -c.height + 6)
            pygame.draw.rect(surface, (90, 110, 95), bar, border_radius=3)
            filled = bar.copy()
            filled.width = round(bar.width * float(f.value or 0))
            pygame.draw.rect(surface, w.GOLD, filled, border_radius=3)
            pygame.draw.circle(surface, (245, 240, 225), (filled.right, bar.centery), c.height // 3)
        elif f.kind == "button":
            b = w.Button(f.key, f.options[0][1] if f.options else f.label, rect=c, style="quiet",
                         enabled=f.enabled)
            b.draw(surface)


def choice_field(key: str, label: str, value: Any, options: Sequence[tuple[Any, str]], about: str = "",
                 on_change: Callable[[Any], None] | None = None, **extra: Any) -> Field:
    return Field(key, "choice", label, value, list(options), about, on_change=on_change, **extra)
