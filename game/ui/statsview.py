"""The statistics screen: matches and deals won, canastas, going out, the best deal,
by rules and by strength, a chart of the score over the last deals drawn with pygame,
and the latest deals to replay."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.app import i18n
from game.app.i18n import level_name, preset_name, tr
from game.app.stats import ScorePoint
from game.ui import widgets as w
from game.ui.cardart import table_background
from game.ui.keynav import ButtonKeys
from game.ui.scenes import Scene


def chips_text(balance: int) -> str:
    """A chip balance with its sign: "+120", "−30" (a minus sign, not a hyphen), "0"."""
    if balance > 0:
        return f"+{balance}"
    return f"\u2212{-balance}" if balance < 0 else "0"


def percent(part: int, whole: int) -> str:
    return tr("stats.percent", percent=round(100 * part / whole)) if whole else "–"


class StatsScene(Scene):
    opaque = True
    holds_game = True

    def __init__(self, summary: dict[str, Any], history: Sequence[ScorePoint], *,
                 on_replay: Callable[[int], None] | None = None, on_close: Callable[[], None] | None = None,
                 message: str = "") -> None:
        super().__init__()
        self.summary = summary
        self.history = list(history)
        self.on_replay = on_replay
        self.on_close = on_close
        self.message = message
        self.rows_drawn: list[tuple[str, int]] = []  #: the left column's lines and their tops, as drawn last
        self.fs = 16
        self.chart = pygame.Rect(0, 0, 0, 0)
        self.left = pygame.Rect(0, 0, 0, 0)
        self.list_area = pygame.Rect(0, 0, 0, 0)
        self.back = w.Button("back", "", style="primary")
        self.keys = ButtonKeys()  #: the keyboard's focus: Back, then each deal's replay
        self.replays: list[tuple[w.Button, int]] = []

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        self.fs = fs = w.scaled(max(11, min(18, round(H * 0.021))))
        m = max(12, round(W * 0.03))
        top = m + fs * 3
        btn_h = round(fs * 2.1)
        self.left = pygame.Rect(m, top, round(W * 0.36), H - top - btn_h - 2 * m)
        right = pygame.Rect(self.left.right + m, top, W - self.left.right - 2 * m, self.left.height)
        self.chart = pygame.Rect(right.left, right.top + fs + 8, right.width, round(right.height * 0.5))
        self.list_area = pygame.Rect(right.left, self.chart.bottom + fs * 2 + 10, right.width,
                                     right.bottom - self.chart.bottom - fs * 2 - 10)
        self.back.label = tr("button.back")
        self.back.rect = pygame.Rect(W - m - fs * 10, H - m - btn_h, fs * 10, btn_h)
        self.replays = []
        row_h = round(fs * 1.9)
        rows = max(0, self.list_area.height // row_h)
        for i, p in enumerate(reversed(self.history[-rows:] if rows else [])):
            b = w.Button(f"replay{p.deal_id}", tr("button.replay"), style="quiet")
            b.rect = pygame.Rect(self.list_area.right - fs * 8, self.list_area.top + i * row_h, fs * 8, row_h - 4)
            self.replays.append((b, p.deal_id))

    def handle_event(self, event: pygame.event.Event) -> bool:
        used, pressed = self.keys.handle(event, self.key_buttons())
        if pressed is not None:
            deal = next((d for b, d in self.replays if b.key == pressed), None)
            if deal is not None and self.on_replay is not None:
                self.on_replay(deal)
            else:
                self._close()
            return True
        if used:
            self.invalidate()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self._close()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.back.hit(event.pos):
                self._close()
                return True
            for b, deal_id in self.replays:
                if b.hit(event.pos) and self.on_replay is not None:
                    self.on_replay(deal_id)
                    return True
        return True

    def key_buttons(self) -> list[w.Button]:
        """The buttons the keyboard walks: Back first (what Enter did), then each replay."""
        return [self.back, *(b for b, _ in self.replays)]

    def _close(self) -> None:
        self.close()
        if self.on_close is not None:
            self.on_close()

    # ------------------------------------------------------------------ drawing
    def lines(self) -> list[tuple[str, str]]:
        s = self.summary
        best = s.get("highest_deal")
        average = s.get("average_score")
        out = [
            (tr("stats.matches_played"), str(s["matches_played"])),
            (tr("stats.matches_won"), f"{s['matches_won']} ({percent(s['matches_won'], s['matches_played'])})"),
            (tr("stats.deals_played"), str(s["deals_played"])),
            (tr("stats.deals_won"), f"{s['deals_won']} ({percent(s['deals_won'], s['deals_played'])})"),
            (tr("stats.canastas"), tr("stats.canastas_split", total=s["canastas"], natural=s["natural_canastas"],
                                      mixed=s["mixed_canastas"])),
            (tr("stats.went_out"), str(s["went_out"])),
            (tr("stats.highest_deal"), "–" if best is None else str(best)),
            (tr("stats.average_score"), "–" if average is None else str(round(average))),
        ]
        # each person's chips over every match settled (seed 003), with its sign
        out += [(tr("stats.chips_of", name=name), chips_text(balance)) for name, balance in s.get("chips", [])]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        surface.blit(table_background(W, H), (0, 0))
        w.panel(surface, pygame.Rect(0, 0, W, H), (0, 0, 0, 90), 0)
        fs = self.fs
        surface.blit(w.text(tr("stats.title"), round(fs * 1.6), w.GOLD, True), (self.left.left, self.left.top - fs * 3))
        y = self.left.top
        if self.message:
            # measured bold, as it is drawn: it ran into the chart's title ("Score history")
            for line in w.wrap_breaking(self.message, fs, self.left.width, True):
                surface.blit(w.text(line, fs, (255, 200, 190), True), (self.left.left, y))
                y += fs + 4
        self.rows_drawn = []
        if not self.summary["deals_played"] and not self.summary["matches_played"]:
            # its own line above the (zero) figures: it was drawn over the first of them
            for line in w.wrap(tr("stats.none_yet"), fs, self.left.width):
                surface.blit(w.text(line, fs, w.INK), (self.left.left, y))
                self.rows_drawn.append((line, y))
                y += fs + 4
            y += 4
        for label, value in self.lines():
            t = w.text(value, fs, w.INK, True)
            surface.blit(t, (self.left.right - t.get_width(), y))
            self.rows_drawn.append((label, y))
            # the label takes the room the value leaves, over as many lines as it needs
            # (a chip name of 40 letters): it was drawn across the value and the chart
            for line in w.wrap_breaking(label, fs, self.left.width - t.get_width() - fs):
                surface.blit(w.text(line, fs, w.INK_DIM), (self.left.left, y))
                y += fs + 4
            y += 4
        y += fs // 2
        for heading, key, name in ((tr("stats.by_rules"), "by_preset", preset_name),
                                   (tr("stats.by_level"), "by_level", level_name)):
            groups = self.summary.get(key, {})
            if not groups:
                continue
            surface.blit(w.text(heading, fs, w.GOLD, True), (self.left.left, y))
            y += fs + 6
            for group, numbers in groups.items():
                text = tr("stats.group_line", matches=f"{numbers['matches_won']}/{numbers['matches_played']}",
                          deals=f"{numbers['deals_won']}/{numbers['deals_played']}")
                # the name and its figures share the row where both fit (the figures
                # take what the name leaves); else the figures go on a line of their own
                # below it (Dutch "wedstrijden 1/3 · rondes 0/0" at 800x600)
                room = self.left.width - 8
                named = w.fit_text(name(group), fs - 1, room, w.INK)
                below = w.font(fs - 1).size(text)[0] > room - named.get_width() - fs
                if y > self.left.bottom - fs - (fs + 2 if below else 0):
                    break
                surface.blit(named, (self.left.left + 8, y))
                if below:
                    y += fs + 2
                t = w.fit_text(text, fs - 1, room, w.INK_DIM)
                surface.blit(t, (self.left.right - t.get_width(), y))
                y += fs + 5
            y += fs // 2
        self.draw_chart(surface)
        self.draw_list(surface)
        self.back.draw(surface)
        self.keys.draw(surface, self.key_buttons())

    def draw_chart(self, surface: pygame.Surface) -> None:
        fs = self.fs
        box = self.chart
        surface.blit(w.text(tr("stats.history"), fs, w.GOLD, True), (box.left, box.top - fs - 8))
        w.panel(surface, box, (0, 0, 0, 70), 8, (120, 150, 130, 200), 1)
        points = self.history
        if not points:
            w.blit_center(surface, w.text(tr("stats.none_yet"), fs, w.INK_DIM), box.center)
            return
        inner = box.inflate(-fs * 5, -fs * 2)
        inner.left = box.left + fs * 4
        values = [p.score for p in points] + [p.best_other for p in points] + [0]
        lo, hi = min(values), max(values)
        if hi == lo:
            hi = lo + 1
        span = hi - lo

        def ypos(v: float) -> int:
            return round(inner.bottom - (v - lo) / span * inner.height)

        small = max(w.MIN_TEXT, fs - 4)  # never below the readable size
        for v in {lo, 0, hi}:
            yy = ypos(v)
            pygame.draw.line(surface, (90, 120, 100) if v else (200, 200, 190), (inner.left, yy), (inner.right, yy), 1)
            t = w.text(i18n.number(int(v)), small, w.INK_DIM)
            surface.blit(t, (inner.left - t.get_width() - 6, yy - t.get_height() // 2))
        # the axes say what they hold: points up the side, the deals along the bottom
        axis = w.text(tr("stats.axis_points"), small, w.INK_DIM)
        axis = pygame.transform.rotate(axis, 90)
        if axis.get_height() <= box.height - 8:
            surface.blit(axis, (box.left + 3, box.centery - axis.get_height() // 2))
        deals = w.fit_text(tr("stats.axis_deals"), small, inner.width, w.INK_DIM)
        surface.blit(deals, (inner.centerx - deals.get_width() // 2, box.bottom - deals.get_height() - 2))
        n = len(points)
        step = inner.width / n
        bar_w = max(2, round(step * 0.6))
        zero = ypos(0)
        others: list[tuple[int, int]] = []
        widest = max(w.font(small).size(i18n.number(p.score))[0] for p in points)
        every = max(1, math.ceil((widest + 6) / step))  # a value on every bar where they fit, else on every k-th
        for i, p in enumerate(points):
            x = round(inner.left + i * step + (step - bar_w) / 2)
            top = ypos(p.score)
            rect = pygame.Rect(x, min(top, zero), bar_w, max(1, abs(zero - top)))
            pygame.draw.rect(surface, (90, 200, 120) if p.won else (220, 100, 90), rect)
            others.append((x + bar_w // 2, ypos(p.best_other)))
            if (n - 1 - i) % every == 0:  # the latest deal always has its value
                value = w.text(i18n.number(p.score), small, w.INK)
                vy = rect.top - value.get_height() - 1 if p.score >= 0 else rect.bottom + 1
                vy = max(box.top + 1, min(vy, box.bottom - value.get_height() - 1))
                surface.blit(value, (rect.centerx - value.get_width() // 2, vy))
        if len(others) > 1:
            pygame.draw.lines(surface, w.GOLD, False, others, 2)
        for pt in others:
            pygame.draw.circle(surface, w.GOLD, pt, 3)
        legend = [((90, 200, 120), tr("stats.legend_ours")), (w.GOLD, tr("stats.legend_best_other"))]
        x = box.left + fs
        for colour, label in legend:
            pygame.draw.rect(surface, colour, (x, box.bottom + 6, fs - 4, fs - 4))
            t = w.text(label, max(w.MIN_TEXT, fs - 3), w.INK_DIM)
            surface.blit(t, (x + fs, box.bottom + 4))
            x += fs + t.get_width() + fs * 2

    def draw_list(self, surface: pygame.Surface) -> None:
        fs = self.fs
        area = self.list_area
        surface.blit(w.text(tr("stats.recent_deals"), fs, w.GOLD, True), (area.left, area.top - fs - 6))
        by_id = {p.deal_id: p for p in self.history}
        for b, deal_id in self.replays:
            p = by_id[deal_id]
            line = tr("stats.deal_line", date=p.played_at[:16].replace("T", " "), number=p.deal + 1, score=p.score,
                      other=p.best_other)
            surface.blit(w.fit_text(line, fs - 1, area.width - fs * 9, w.INK if p.won else w.INK_DIM),
                         (area.left, b.rect.top + 4))
            b.draw(surface)
