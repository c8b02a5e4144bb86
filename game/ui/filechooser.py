"""The game's own file chooser for exporting and importing game records: a list of
the records in a folder (newest first, with their time and size) and its sub-folders,
instead of a path to type. Drawn with pygame like every screen of the game (no
toolkit dialog), in the language in use, by keyboard and mouse:

- the arrow keys, Page Up/Down, Home and End choose a line; Enter opens it (a folder
  is entered, a record opened, or saved into the folder shown); Alt+Up or, when
  opening, Backspace goes up a folder; Escape cancels;
- a click chooses a line, a double click opens it, the wheel scrolls;
- when saving, the name is typed in the box at the bottom (the ending is added).

What the chosen file holds is checked by the caller (``saves.import_record``): a
damaged file is reported there, never a crash. A folder that cannot be read is
reported here, and the player can go up or elsewhere.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pygame

from game.app.folders import Entry, Listing, list_folder, name_for_record, shown
from game.app.i18n import tr
from game.ui import widgets as w
from game.ui.scenes import Scene

DOUBLE_CLICK = 0.45  #: seconds between two clicks on one line that open it


def split_path(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """A long path over several lines, broken after its separators (a path has no
    spaces to wrap at), never cut and never shrunk."""
    lines: list[str] = []
    line = ""
    f = w.font(size, bold)
    pieces = [p + "/" for p in text.split("/")[:-1]] + [text.split("/")[-1]]
    for piece in (p for p in pieces if p):
        while f.size(piece)[0] > width and len(piece) > 1:  # one piece wider than the line: by characters
            cut = len(piece)
            while cut > 1 and f.size(line + piece[:cut])[0] > width:
                cut -= 1
            if line and f.size(line + piece[:cut])[0] > width:
                lines.append(line)
                line = ""
                continue
            lines.append(line + piece[:cut])
            line, piece = "", piece[cut:]
        if line and f.size(line + piece)[0] > width:
            lines.append(line)
            line = ""
        line += piece
    if line or not lines:
        lines.append(line)
    return lines


class FileChooser(Scene):
    """Choose a record to open (``mode="open"``) or a folder and a name to save one
    (``mode="save"``); ``on_choose(path)`` gets the file, after the chooser closed."""

    holds_game = True

    def __init__(self, mode: str, title: str, folder: Path, suffix: str, on_choose: Callable[[Path], None],
                 *, name: str = "", ok_label: str = "", on_cancel: Callable[[], None] | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        assert mode in ("open", "save")
        self.mode = mode
        self.title = title
        self.suffix = suffix
        self.on_choose = on_choose
        self.on_cancel = on_cancel
        self.name = name
        self.fs = 16
        self.box = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.name_rect = pygame.Rect(0, 0, 0, 0)
        self.ok = w.Button("ok", ok_label or tr("button.open" if mode == "open" else "button.export"), style="primary")
        self.cancel = w.Button("cancel", tr("button.cancel"))
        self.selected = -1 if mode == "save" else 0
        self.first = 0  #: the first line shown
        self.listing = Listing(folder, ())
        self.message = ""
        #: the time of a click in seconds, for telling a double click: a test gives a
        #: clock it controls, so a loaded machine cannot split a double click in two
        self.clock = clock
        self._last_click = (-1, 0.0)
        self._row_rects: list[tuple[int, pygame.Rect]] = []
        self.go(folder)

    # ------------------------------------------------------------------ the list
    @property
    def folder(self) -> Path:
        return self.listing.folder

    def rows(self) -> list[Entry | None]:
        """The lines: ``None`` is "up one folder" (absent at the top of the tree)."""
        up: list[Entry | None] = [None] if self.folder.parent != self.folder else []
        return up + list(self.listing.entries)

    def go(self, folder: Path) -> None:
        """Show another folder (its listing is read once, here)."""
        self.listing = list_folder(folder, self.suffix)
        self.message = self.listing.message.text() if self.listing.message is not None else ""
        rows = self.rows()
        self.first = 0
        if self.mode == "open":
            # the newest record is chosen, so that Enter opens it at once
            self.selected = next((k for k, e in enumerate(rows) if e is not None and not e.is_folder), 0)
        else:
            self.selected = -1
        self._keep_in_view()
        self.invalidate()

    def activate(self, index: int) -> None:
        """Open a line: enter a folder, or choose a record (save: into its folder)."""
        rows = self.rows()
        if not 0 <= index < len(rows):
            self.confirm()
            return
        entry = rows[index]
        if entry is None:
            self.go(self.folder.parent)
        elif entry.is_folder:
            self.go(entry.path)
        elif self.mode == "open":
            self._choose(entry.path)
        else:
            self.selected = index
            self.name = entry.name  # saving never overwrites: the game says so if kept
            self.invalidate()

    def confirm(self) -> None:
        """The OK button / Enter with no line to open."""
        if self.mode == "save":
            name = name_for_record(self.name, self.suffix)
            if not name:
                self.message = tr("files.name_needed")
                self.invalidate()
                return
            self._choose(self.folder / name)
            return
        rows = self.rows()
        if 0 <= self.selected < len(rows):
            self.activate(self.selected)

    def _choose(self, path: Path) -> None:
        self.close()
        self.on_choose(path)

    def move(self, delta: int) -> None:
        rows = self.rows()
        if not rows:
            return
        start = self.selected if self.selected >= 0 else (-1 if delta > 0 else len(rows))
        self.selected = max(0, min(len(rows) - 1, start + delta))
        self._keep_in_view()
        self.invalidate()

    @property
    def row_h(self) -> int:
        """The height of a row whose name fits on one line; a longer name makes its row taller."""
        return round(self.fs * 2.6)

    def _row_text(self, index: int) -> tuple[str, str, bool]:
        """A row's name, its detail (time and size, or "folder") and whether it is bold."""
        entry = self.rows()[index]
        if entry is None:
            return tr("files.up"), "", True
        if entry.is_folder:
            return entry.name + "/", tr("files.a_folder"), True
        return entry.name, self.entry_detail(entry), False

    def _row_lines(self, index: int) -> tuple[list[str], int]:
        """A row's name as lines and their text size: one line at the list's size, or, when
        the name is longer than the row is wide, as many lines as it needs at a size two
        steps smaller - never shortened, so that two similar long names stay apart."""
        name, detail, bold = self._row_text(index)
        room = self._name_room(detail)
        lines = split_path(name, self.fs, room, bold)
        if len(lines) == 1:
            return lines, self.fs
        return split_path(name, self.fs - 2, room, bold), self.fs - 2

    def _name_room(self, detail: str) -> int:
        d = w.font(self.fs - 2).size(detail)[0] + 16 if detail else 0
        return max(40, self.list_rect.width - 34 - d)

    def _height_of(self, index: int) -> int:
        lines, size = self._row_lines(index)  # the line height of the bold face is the same
        if len(lines) == 1:
            return self.row_h
        return max(self.row_h, len(lines) * w.font(size).get_linesize() + 10)

    def _heights(self) -> list[int]:
        return [self._height_of(k) for k in range(len(self.rows()))]

    def _shown_from(self, first: int, heights: list[int] | None = None) -> int:
        """How many rows the list shows starting at ``first`` (at least one)."""
        heights = heights if heights is not None else self._heights()
        room, count = self.list_rect.height - 4, 0
        for h in heights[first:]:
            if count and room < h:
                break
            room -= h
            count += 1
        return max(1, count)

    def _last_first(self, heights: list[int]) -> int:
        """The first row shown when the list is scrolled to its end."""
        first = len(heights) - 1
        room = self.list_rect.height - 4 - (heights[first] if heights else 0)
        while first > 0 and heights[first - 1] <= room:
            first -= 1
            room -= heights[first]
        return max(0, first)

    def _per_page(self) -> int:
        return self._shown_from(self.first)

    def _keep_in_view(self) -> None:
        heights = self._heights()
        if not heights:
            self.first = 0
            return
        if self.selected >= 0:
            if self.selected < self.first:
                self.first = self.selected
            while self.selected >= self.first + self._shown_from(self.first, heights) and self.first < self.selected:
                self.first += 1
        self.first = max(0, min(self.first, self._last_first(heights)))

    # ------------------------------------------------------------------ layout
    def enter(self, app: object) -> None:
        super().enter(app)  # type: ignore[arg-type]
        if self.mode == "save":
            pygame.key.start_text_input()

    def exit(self) -> None:
        if self.mode == "save":
            pygame.key.stop_text_input()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        self.fs = w.scaled(max(w.MIN_TEXT + 1, min(18, round(H * 0.022))))
        fs = self.fs
        self.box = pygame.Rect(0, 0, min(W - 30, max(560, round(W * 0.62))), H - 40)
        self.box.center = (W // 2, H // 2)
        btn_h = round(fs * 2.1)
        for b in (self.ok, self.cancel):
            b.rect = pygame.Rect(0, 0, max(fs * 8, w.font(fs, True).size(b.label)[0] + 40), btn_h)
        self.cancel.rect.bottomright = (self.box.right - 18, self.box.bottom - 14)
        self.ok.rect.bottomright = (self.cancel.rect.left - 12, self.cancel.rect.bottom)
        self._keep_in_view()

    def _head_lines(self) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        """The title and the folder shown, wrapped: (text, size, colour, bold)."""
        width = self.box.width - 48
        out = [(t, round(self.fs * 1.25), w.GOLD, True) for t in w.wrap(self.title, round(self.fs * 1.25), width,
                                                                          True)]
        label = tr("files.folder")
        out += [(label, self.fs - 1, w.INK_DIM, False)]
        out += [(t, self.fs, w.INK, True) for t in split_path(shown(self.folder), self.fs, width)]
        return out

    def _foot_lines(self) -> list[str]:
        hint = tr("files.hint_open" if self.mode == "open" else "files.hint_save")
        return list(w.wrap(hint, self.fs - 2, self.box.width - 48))

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.TEXTINPUT and self.mode == "save":
            self.name = (self.name + event.text)[:120]
            self.selected = -1
            self.invalidate()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(self._last_first(self._heights()), self.first - 3 * event.y))
            self.invalidate()
            return True
        if event.type == pygame.MOUSEMOTION:
            w.hover_buttons([self.ok, self.cancel], event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._click(event.pos)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.TEXTEDITING)

    def _key(self, event: pygame.event.Event) -> bool:
        page = self._per_page()
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: 1 - page, pygame.K_PAGEDOWN: page - 1,
                 pygame.K_HOME: -(10 ** 6), pygame.K_END: 10 ** 6}
        alt = bool(event.mod & pygame.KMOD_ALT)
        if event.key == pygame.K_ESCAPE:
            self.close()
            if self.on_cancel is not None:
                self.on_cancel()
        elif (event.key == pygame.K_UP and alt) or (event.key == pygame.K_BACKSPACE and self.mode == "open"):
            if self.folder.parent != self.folder:
                self.go(self.folder.parent)
        elif event.key == pygame.K_BACKSPACE:
            self.name = self.name[:-1]
            self.selected = -1
            self.invalidate()
        elif event.key in moves and not (self.mode == "save" and event.key in (pygame.K_HOME, pygame.K_END)):
            self.move(moves[event.key])
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            rows = self.rows()
            if 0 <= self.selected < len(rows) and (self.mode == "open" or rows[self.selected] is None
                                                     or rows[self.selected].is_folder):  # type: ignore[union-attr]
                self.activate(self.selected)
            else:
                self.confirm()
        return True

    def _click(self, pos: tuple[int, int]) -> None:
        if self.ok.hit(pos):
            self.confirm()
            return
        if self.cancel.hit(pos):
            self.close()
            if self.on_cancel is not None:
                self.on_cancel()
            return
        for index, rect in self._row_rects:
            if rect.collidepoint(pos):
                now = self.clock()
                last, when = self._last_click
                self._last_click = (index, now)
                if last == index and now - when <= DOUBLE_CLICK:
                    self.activate(index)
                else:
                    self.selected = index
                    entry = self.rows()[index]
                    if self.mode == "save" and entry is not None and not entry.is_folder:
                        self.name = entry.name
                    self.invalidate()
                return

    def redraw_at(self, now: float) -> float | None:
        """While a name is typed the caret blinks twice a second; opening draws
        nothing new at rest."""
        if self.mode != "save":
            return None
        return now + (500 - pygame.time.get_ticks() % 500) / 1000.0

    # ------------------------------------------------------------------ drawing
    def entry_detail(self, entry: Entry) -> str:
        stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.modified))
        return tr("files.detail", date=stamp, size=max(1, round(entry.size / 1024)))

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        box, fs = self.box, self.fs
        w.panel(surface, box, (12, 40, 26, 245), 14, (*w.GOLD, 255), 2)
        x = box.left + 24
        y = box.top + 12
        for text, size, colour, bold in self._head_lines():
            t = w.text(text, size, colour, bold)
            surface.blit(t, (x, y))
            y += t.get_height()
        y += 6
        bottom = self.ok.rect.top - 8
        foot = self._foot_lines()
        bottom -= len(foot) * (fs + 1)
        if self.message:
            message = w.wrap(self.message, fs - 1, box.width - 48, True)
            bottom -= len(message) * (fs + 2) + 4
        if self.mode == "save":
            # the box grows with the name, so that a long name is seen whole while it is typed
            caret = "|" if int(pygame.time.get_ticks() / 500) % 2 == 0 else " "
            lines = split_path(self.name + caret, fs - 1, box.width - 62) or [""]
            line_h = w.font(fs - 1).get_linesize()
            self.name_rect = pygame.Rect(x, 0, box.width - 48, max(round(fs * 1.9), len(lines) * line_h + 10))
            label = w.text(tr("files.name"), fs - 1, w.INK_DIM)
            bottom -= self.name_rect.height + label.get_height() + 8
            surface.blit(label, (x, bottom + 4))
            self.name_rect.top = bottom + 4 + label.get_height() + 2
            w.panel(surface, self.name_rect, (255, 255, 250, 245), 6, (*w.GOLD, 255), 2)
            top = self.name_rect.centery - len(lines) * line_h // 2
            for k, line in enumerate(lines):
                surface.blit(w.text(line or " ", fs - 1, w.PAPER_INK), (self.name_rect.left + 7, top + k * line_h))
        self.list_rect = pygame.Rect(x - 6, y, box.width - 36, max(self.row_h, bottom - y - 4))
        self._keep_in_view()
        self._draw_rows(surface)
        y = self.list_rect.bottom + 4 + (self.name_rect.height + w.font(fs - 1).get_linesize() + 8
                                         if self.mode == "save" else 0)
        if self.message:
            for line in w.wrap(self.message, fs - 1, box.width - 48, True):
                surface.blit(w.text(line, fs - 1, (255, 200, 190), True), (x, y))
                y += fs + 2
            y += 4
        for line in foot:
            surface.blit(w.text(line, fs - 2, w.INK_DIM), (x, y))
            y += fs + 1
        self.ok.draw(surface)
        self.cancel.draw(surface)

    def _draw_rows(self, surface: pygame.Surface) -> None:
        fs, r = self.fs, self.list_rect
        w.panel(surface, r, (0, 0, 0, 60), 8)
        rows = self.rows()
        self._row_rects = []
        if not self.listing.entries and self.listing.message is None:
            note = w.wrap(tr("files.none"), fs - 1, r.width - 24)
            for k, text in enumerate(note):
                surface.blit(w.text(text, fs - 1, w.INK_DIM), (r.left + 12, r.top + self.row_h * len(rows) + 6
                                                               + k * (fs + 3)))
        heights = self._heights()
        per_page = self._shown_from(self.first, heights)
        top = r.top + 2
        for index in range(self.first, min(len(rows), self.first + per_page)):
            place = pygame.Rect(r.left + 2, top, r.width - 14, heights[index] - 4)
            top += heights[index]
            self._row_rects.append((index, place))
            if index == self.selected:
                w.panel(surface, place, (*w.GOLD, 90), 6, (*w.GOLD, 255), 1)
            _name, detail, bold = self._row_text(index)
            if detail:
                d = w.text(detail, fs - 2, w.INK_DIM)
                surface.blit(d, (place.right - 10 - d.get_width(), place.centery - d.get_height() // 2))
            lines, size = self._row_lines(index)
            line_h = w.font(size, bold).get_linesize()
            y = place.centery - len(lines) * line_h // 2
            for line in lines:  # a long name over as many lines as it needs, never shortened
                surface.blit(w.text(line, size, w.INK, bold), (place.left + 10, y))
                y += line_h
        if len(rows) > per_page:
            track = pygame.Rect(r.right - 8, r.top + 4, 4, r.height - 8)
            w.panel(surface, track, (255, 255, 255, 40), 2)
            knob_h = max(16, track.height * per_page // len(rows))
            top = track.top + (track.height - knob_h) * self.first // max(1, self._last_first(heights))
            w.panel(surface, pygame.Rect(track.left, top, 4, knob_h), (*w.GOLD, 220), 2)
