"""The match's log, whole and scrollable: computer turns pass in seconds, and a
player who looked away must be able to read back every move of the deal - above all
what each player discarded. The table's few log lines open it."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

import pygame

from game.app.i18n import card_name, tr
from game.engine.cards import Card
from game.ui import widgets as w
from game.ui.scenes import Scene
from game.ui.seats import TableEvent, TableSeats


def last_discard_cards(c: TableSeats) -> dict[int, Card]:
    """Each seat's last discard in this deal; a seat that has not discarded yet is
    left out."""
    found: dict[int, Card] = {}
    for ev in reversed(c.events):
        if ev.kind == "next":
            break  # a new deal (or match) began here
        if ev.kind == "discard" and ev.seat is not None and ev.seat not in found:
            card = ev.params.get("card")
            if isinstance(card, Card):
                found[ev.seat] = card
    return found


def last_discards(c: TableSeats) -> list[tuple[int, str]]:
    """Each seat's last discard in this deal (seat, card as read), in seat order."""
    return sorted((seat, card_name(card)) for seat, card in last_discard_cards(c).items())


def discards_line(c: TableSeats, seats: Collection[int] | None = None) -> str:
    """"West 7♥ · North K♠": the last discard of every player (or of ``seats``), in seat order."""
    parts = [tr("log.discard_of", name=c.name(seat), card=card) for seat, card in last_discards(c)
             if seats is None or seat in seats]
    return tr("card.list_separator").join(parts) if parts else ""


def opponents(c: TableSeats) -> list[int]:
    """The seats not on the human's side (everyone else where each plays alone)."""
    own = c.rules.side_of(c.human)
    return [seat for seat in range(c.rules.players) if c.rules.side_of(seat) != own]


def shown_events(events: Sequence[TableEvent]) -> list[TableEvent]:
    """The events a log shows (a refused move is the player's own message, not a move)."""
    return [e for e in events if e.kind != "refused"]


class LogScene(Scene):
    """Every move of the match so far, the newest at the bottom, the deals set apart.
    The wheel, the arrow and page keys scroll; Escape, Enter or Close close it."""

    holds_game = False  # the game goes on underneath; the log follows it

    def __init__(self, seats: TableSeats, on_close: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.c = seats
        self.on_close = on_close
        self.box = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self.fs = 16
        self.scroll = 0  #: lines scrolled up from the bottom
        self.close_button = w.Button("close", "", style="primary")
        self._seen = -1
        self._lines: list[tuple[str, bool]] = []

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        self.fs = w.scaled(max(w.MIN_TEXT + 1, min(18, round(H * 0.022))))
        self.box = pygame.Rect(0, 0, min(W - 40, max(560, round(W * 0.6))), H - 60)
        self.box.center = (W // 2, H // 2)
        btn_h = round(self.fs * 2.1)
        self.close_button.label = tr("button.close")
        self.close_button.rect = pygame.Rect(0, 0, max(140, w.font(self.fs, True).size(tr("button.close"))[0] + 40),
                                             btn_h)
        self.close_button.rect.bottomright = (self.box.right - 18, self.box.bottom - 14)
        self._seen = -1

    def lines(self) -> list[tuple[str, bool]]:
        """The log as wrapped lines (text, is a deal's heading), rebuilt when it grew
        or the window changed."""
        if self._seen != len(self.c.events):
            self._seen = len(self.c.events)
            width = self.body.width or self.box.width - 48
            out: list[tuple[str, bool]] = []
            for ev in shown_events(self.c.events):
                heading = ev.kind == "next"
                for line in w.wrap(self.c.event_text(ev), self.fs, width, heading):
                    out.append((line, heading))
            self._lines = out
        return self._lines

    def _top_lines(self) -> list[str]:
        line = discards_line(self.c)
        text = tr("log.last_discards", discards=line) if line else ""
        return list(w.wrap(text, self.fs, self.box.width - 48, True)) if text else []

    def _per_page(self) -> int:
        return max(1, self.body.height // w.font(self.fs).get_linesize())

    def handle_event(self, event: pygame.event.Event) -> bool:
        page = self._per_page()
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: page - 1, pygame.K_PAGEDOWN: 1 - page,
                     pygame.K_HOME: 10 ** 6, pygame.K_END: -(10 ** 6)}
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.close()
            elif event.key in steps:
                self.scroll_by(steps[event.key])
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(3 * event.y)
            return True
        if event.type == pygame.MOUSEMOTION:
            w.hover_buttons([self.close_button], event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            if self.close_button.hit(event.pos) or not self.box.collidepoint(event.pos):
                self.close()
            return True
        return event.type == pygame.MOUSEBUTTONDOWN

    def scroll_by(self, lines: int) -> None:
        most = max(0, len(self.lines()) - self._per_page())
        self.scroll = max(0, min(most, self.scroll + lines))
        self.invalidate()

    def close(self) -> None:
        super().close()
        if self.on_close is not None:
            self.on_close()

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        box = self.box
        w.panel(surface, box, (12, 40, 26, 245), 14, (*w.GOLD, 255), 2)
        y = box.top + 12
        title = w.fit_lines(tr("log.title"), round(self.fs * 1.25), box.width - 40, w.INK, True)
        w.blit_lines(surface, title, (box.centerx, y + sum(t.get_height() for t in title) // 2))
        y += sum(t.get_height() for t in title) + 6
        for line in self._top_lines():
            t = w.text(line, self.fs, w.GOLD, True)
            surface.blit(t, (box.left + 24, y))
            y += t.get_height()
        y += 6
        self.body = pygame.Rect(box.left + 24, y, box.width - 48, self.close_button.rect.top - 10 - y)
        lines = self.lines()
        linesize = w.font(self.fs).get_linesize()
        per_page = self._per_page()
        end = len(lines) - self.scroll
        shown = lines[max(0, end - per_page):end]
        y = self.body.top if len(lines) <= per_page else self.body.bottom - linesize * len(shown)
        for text, heading in shown:
            t = w.text(text, self.fs, w.GOLD if heading else w.INK, heading)
            surface.blit(t, (self.body.left, y))
            y += linesize
        if len(lines) > per_page:  # where in the log the page is
            track = pygame.Rect(box.right - 14, self.body.top, 4, self.body.height)
            w.panel(surface, track, (255, 255, 255, 40), 2)
            knob_h = max(16, track.height * per_page // len(lines))
            top = track.top + (track.height - knob_h) * (len(lines) - per_page - self.scroll) // max(
                1, len(lines) - per_page)
            w.panel(surface, pygame.Rect(track.left, top, 4, knob_h), (*w.GOLD, 220), 2)
        hint = tr("log.scroll_hint")
        room = self.close_button.rect.left - box.left - 40
        for i, t in enumerate(w.fit_lines(hint, self.fs - 2, room, w.INK_DIM)):
            surface.blit(t, (box.left + 24, self.close_button.rect.top + 2 + i * t.get_height()))
        self.close_button.draw(surface)
