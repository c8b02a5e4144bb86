"""The first-game tutorial: a prepared deal for two players (``game.match.tutorial``)
in which a text box leads the player step by step through drawing, the first meld,
discarding, taking the pile, a canasta and going out. The computer across the table
plays prepared moves. Each step is done when the player's view shows it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app.i18n import tr
from game.engine import View
from game.match.tutorial import tutorial_seat
from game.ui import widgets as w
from game.ui.seats import TableSeats
from game.ui.table import TableScene


@dataclass(frozen=True)
class Step:
    """One step of the lesson: its text (``tutorial.<key>``) and when it is done. A
    step to read (no move to make) is done when the player presses Next."""

    key: str
    done: Callable[[View], bool]
    read: bool = False


def _has_meld(g: View, rank: int) -> bool:
    return any(m.rank == rank for m in g.melds[0])


def _canastas(g: View, side: int) -> int:
    return sum(1 for m in g.melds[side] if m.is_canasta)


STEPS: tuple[Step, ...] = (
    Step("draw", lambda g: g.phase != "draw" or g.to_move != 0),
    Step("meld", lambda g: _has_meld(g, 14)),
    Step("discard", lambda g: g.to_move != 0),
    Step("wait", lambda g: g.to_move == 0),
    Step("pile", lambda g: _has_meld(g, 7)),
    Step("canasta", lambda g: _canastas(g, 0) > 0),
    Step("out", lambda g: g.phase in ("deal_over", "match_over")),
    # what the prepared deal does not show: told after it, one page at a time
    Step("threes", lambda g: False, read=True),
    Step("frozen", lambda g: False, read=True),
    Step("score", lambda g: False, read=True),
    Step("done", lambda g: False),
)


def make_tutorial_seats(name: str, computer_name: str) -> TableSeats:
    """The player's seat at the tutorial's match."""
    return TableSeats([tutorial_seat(name, computer_name)], speed="normal")


class TutorialTable(TableScene):
    """The table with the tutorial's text box; ``on_finish`` leaves it."""

    def __init__(self, seats: TableSeats, on_finish: Callable[[], None]) -> None:
        super().__init__(seats)
        self.step = 0
        self.on_finish = on_finish
        self.coach = pygame.Rect(0, 0, 0, 0)
        self.label_box = pygame.Rect(0, 0, 0, 0)  # the computer's area label, kept clear of the box
        self.finish = w.Button("finish", "", style="primary")
        self.next_button = w.Button("next", "", style="primary")
        self.sheet_marker = (1, True)  # no score sheet over the lesson's last words

    def update(self, dt: float) -> None:
        super().update(dt)
        step = self.step
        while self.step < len(STEPS) - 1 and STEPS[self.step].done(self.c.view()):
            self.step += 1
        if self.step != step:
            self.refresh()  # the buttons follow the lesson ("Go out" from its step on)

    def offers_go_out(self) -> bool:
        """Not before the step that teaches going out: during the canasta step a pulsing
        "Go out" would call the player away from the lesson."""
        return self.step >= next(k for k, s in enumerate(STEPS) if s.key == "out")

    def handle_event(self, event: pygame.event.Event) -> bool:
        # by keys: Enter or Space turns a page to read, F10 leaves the lesson (Escape
        # keeps clearing the selection, as at the table)
        if event.type == pygame.KEYDOWN and self.reading and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                                            pygame.K_SPACE):
            self.step += 1
            self.invalidate()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F10:
            self.close()
            self.on_finish()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.finish.hit(event.pos):
            self.close()
            self.on_finish()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.reading and \
                self.next_button.hit(event.pos):
            self.step += 1
            self.invalidate()
            return True
        return super().handle_event(event)

    @property
    def reading(self) -> bool:
        return STEPS[self.step].read

    def _tip(self) -> tuple[str, str] | None:
        """No tips of the table: the lesson's box is the one teacher (a "Go out" tip
        during the canasta step would contradict it)."""
        return None

    def text(self) -> str:
        return tr(f"tutorial.{STEPS[self.step].key}")

    def _place_coach(self, band: pygame.Rect, fs: int) -> tuple[pygame.Rect, list[str]]:
        """Where the lesson's box goes, with its wrapped lines. It sits over the
        computer's empty meld area, as wide as that area (so that it stays low), clear
        of the player's melds (what the lesson is about), the stock, the pile, the hand,
        the scores and the computer's area label. Tried in turn: low in that area; below
        the label; right of the label; right of the scores, reaching up into the top
        row. Once the deal is over (the pages to read) the stock and pile no longer
        matter, and a long page may reach down over them instead of over the label."""
        L = self.L
        keep_clear = [L.melds[L.own_side], L.hand, L.scores, self.label_box]
        if self.view.phase not in ("deal_over", "match_over"):
            keep_clear += [L.stock, L.pile]
        full = band.left + L.margin
        places = ((full, "low"), (full, "below_label"), (self.label_box.right + L.margin, "low"),
                  (L.scores.right + L.margin, "low"))
        best: tuple[int, pygame.Rect, list[str]] | None = None
        for left, how in places:
            width = min(band.right - L.margin - left, fs * 48)
            lines = list(w.wrap(self.text(), fs, width - 30))
            box = pygame.Rect(0, 0, width, (len(lines) + 1) * (fs + 6) + 24 + round(fs * 2.2))
            box.midbottom = (band.centerx, band.bottom - 4)
            box.left = max(box.left, left)
            if how == "below_label":
                box.top = self.label_box.bottom + 4
            box.top = max(L.margin, box.top)
            overlap = sum(box.clip(r).width * box.clip(r).height for r in keep_clear)
            if box.bottom > L.height - L.margin:
                overlap += box.width * (box.bottom - L.height + L.margin)
            if overlap == 0:
                return box, lines
            if best is None or overlap < best[0]:
                best = (overlap, box, lines)
        assert best is not None
        return best[1], best[2]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        L = self.L
        fs = L.font
        band = L.melds[1 - L.own_side]
        head = tr("tutorial.step", number=self.step + 1, total=len(STEPS))
        label = self._area_label_lines(1 - L.own_side, band)
        self.label_box = pygame.Rect(band.left + 10, band.top + 4, max((s.get_width() for s in label), default=0),
                                     sum(s.get_height() for s in label))
        self.coach, lines = self._place_coach(band, fs)
        w.panel(surface, self.coach.inflate(6, 6), (0, 0, 0, 80), 14)
        w.panel(surface, self.coach, (250, 246, 225, 245), 12, (*w.GOLD, 255), 3)
        y = self.coach.top + 10
        surface.blit(w.text(head, fs - 2, (120, 90, 30), True), (self.coach.left + 14, y))
        y += fs + 6
        for line in lines:
            surface.blit(w.text(line, fs, w.PAPER_INK), (self.coach.left + 14, y))
            y += fs + 6
        self.finish.label = tr("tutorial.finish") if self.step == len(STEPS) - 1 else tr("tutorial.leave")
        self.finish.style = "primary" if self.step == len(STEPS) - 1 else "quiet"
        # as wide as its label needs (German "Einführung verlassen" is long)
        need = w.font(max(w.MIN_TEXT, round(fs * 1.9 * 0.44)), True).size(self.finish.label)[0] + 20
        self.finish.rect = pygame.Rect(0, 0, min(self.coach.width - 24, max(fs * 10, need)), round(fs * 1.9))
        self.finish.rect.bottomright = (self.coach.right - 12, self.coach.bottom - 8)
        self.finish.draw(surface, None if self.calm else self.clock)
        self.next_button.visible = self.reading
        if self.reading:
            self.next_button.label = tr("tutorial.next")
            need = w.font(max(w.MIN_TEXT, round(fs * 1.9 * 0.44)), True).size(self.next_button.label)[0] + 30
            self.next_button.rect = pygame.Rect(0, 0, max(fs * 7, need), self.finish.rect.height)
            self.next_button.rect.bottomright = (self.finish.rect.left - 10, self.finish.rect.bottom)
            self.next_button.draw(surface, None)
