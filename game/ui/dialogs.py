"""Scenes that open over the table: a question with buttons, a look through the
discard pile, and the melds of one side at a glance (the "eye")."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.app.i18n import rank_name, tr, trn
from game.engine import RuleSet, TableMeld
from game.engine.cards import SUIT_SYMBOL, Card, rank_text
from game.ui import widgets as w
from game.ui.cardart import card_size
from game.ui.keynav import ring as draw_ring
from game.ui.meldmarks import badge, cascade_order, meld_order_key, overview_kind_name
from game.ui.scenes import Scene
from game.ui.sprites import card_image

Choice = tuple[str, Callable[[], None]]


def _shade(surface: pygame.Surface, alpha: int = 120) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


class Dialog(Scene):
    """A modal question. The ``default`` choice (the first unless told) is
    highlighted and is what Enter does; the last one is what Escape does. A question
    whose first answer destroys something makes the safe answer the default. The
    keyboard's focus starts on the default: Left, Right, Up, Down and Tab move it over
    the answers, Enter or Space gives the answer in focus (drawn with the table's
    focus outline), and the digits 1-9 give the answer of that number."""

    def __init__(self, title: str, message: str, choices: Sequence[Choice], *, key: str = "",
                 holds_game: bool = True, default: int = 0) -> None:
        super().__init__()
        self.default = default
        self.focused = default
        self.title = title
        self.message = message
        self.choices = list(choices)
        self.key = key
        self.holds_game = holds_game
        self.buttons: list[w.Button] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.fs = 16

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        self.fs = w.scaled(max(12, min(22, round(H * 0.024))))
        bw = min(W - 40, max(360, round(W * 0.36)))
        lines = w.wrap(self.message, self.fs, bw - 40)
        n = len(self.choices)
        btn_h = round(self.fs * 2.2)
        self.buttons = [w.Button(f"choice{i}", label, style="primary" if i == self.default else "normal")
                        for i, (label, _) in enumerate(self.choices)]
        each = (bw - 40 - 14 * (n - 1)) // max(1, n)
        type_size = max(w.MIN_TEXT, round(btn_h * 0.44))
        # answers too long for a row side by side stand one under the other, full width
        stacked = n > 1 and any(w.needs_two_lines(label, type_size, each - 10) for label, _ in self.choices)
        rows_h = n * btn_h + (n - 1) * 10 if stacked else btn_h
        bh = self.fs * 3 + len(lines) * (self.fs + 6) + self.fs + rows_h + 30
        self.box = pygame.Rect(0, 0, bw, bh)
        self.box.center = (W // 2, H // 2)
        row = pygame.Rect(self.box.left + 20, self.box.bottom - rows_h - 18, self.box.width - 40, rows_h)
        if stacked:
            w.layout_buttons(self.buttons, row, btn_h, 10, vertical=True, align="start")
        else:
            w.layout_buttons(self.buttons, row, btn_h, 14, vertical=False)
        if n == 1:
            self.buttons[0].rect = pygame.Rect(0, 0, min(220, row.width), btn_h)
            self.buttons[0].rect.center = row.center

    def choose(self, index: int) -> None:
        if not self.choices:
            self.close()
            return
        index = max(0, min(len(self.choices) - 1, index))
        _, action = self.choices[index]
        self.close()
        action()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            n = max(1, len(self.choices))
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choose(self.focused)
                return True
            if event.key == pygame.K_ESCAPE:
                self.choose(len(self.choices) - 1)
                return True
            back = event.key in (pygame.K_LEFT, pygame.K_UP) or (
                event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
            if back or event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                self.focused = (self.focused + (-1 if back else 1)) % n
                for i, b in enumerate(self.buttons):  # the highlight is what Enter gives
                    b.style = "primary" if i == self.focused else "normal"
                self.invalidate()
                return True
            char = event.dict.get("unicode") or ""
            if char.isdigit() and 1 <= int(char) <= len(self.choices):
                self.choose(int(char) - 1)
            return True
        if event.type == pygame.MOUSEMOTION:
            w.hover_buttons(self.buttons, event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, b in enumerate(self.buttons):
                if b.hit(event.pos):
                    self.choose(i)
                    return True
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL)

    def draw(self, surface: pygame.Surface) -> None:
        _shade(surface, 110)
        w.panel(surface, self.box.inflate(8, 8), (0, 0, 0, 70), 16)
        w.panel(surface, self.box, (*w.PAPER, 255), 14, (150, 120, 60, 255), 2)
        y = self.box.top + 18
        title = w.fit_text(self.title, round(self.fs * 1.3), self.box.width - 40, w.PAPER_INK, bold=True)
        surface.blit(title, (self.box.left + 20, y))
        y += title.get_height() + 12
        for line in w.wrap(self.message, self.fs, self.box.width - 40):
            surface.blit(w.text(line, self.fs, w.PAPER_INK), (self.box.left + 20, y))
            y += self.fs + 6
        for b in self.buttons:
            b.draw(surface)
        if 0 <= self.focused < len(self.buttons):
            draw_ring(surface, self.buttons[self.focused].rect)


class PilePeek(Scene):
    """Every card of the discard pile, bottom to top. In digging games a click on a
    card takes the pile down to it (``on_pick(depth)``)."""

    holds_game = True

    def __init__(self, pile: Sequence[Card], frozen: bool, on_pick: Callable[[int], None] | None = None,
                 title: str = "") -> None:
        super().__init__()
        self.pile = list(pile)
        self.frozen = frozen
        self.on_pick = on_pick
        self.title = title or tr("pile.title")
        self.cells: list[tuple[pygame.Rect, int]] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.card = (40, 56)
        self.fs = 16
        self.close_button = w.Button("close", tr("button.close"), style="primary")
        self.focused = len(self.pile) - 1  #: the card the keys dig down to

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        self.fs = w.scaled(max(12, min(22, round(H * 0.024))))
        self.box = pygame.Rect(0, 0, round(W * 0.8), round(H * 0.7))
        self.box.center = (W // 2, H // 2)
        n = max(1, len(self.pile))
        inner = self.box.inflate(-40, -(self.fs * 6 + 40))
        ch = min(round(H * 0.16), 150)
        while True:
            cw, ch2 = card_size(ch)
            step = round(cw * 0.62)
            per_row = max(1, (inner.width - cw) // step + 1)
            rows = (n + per_row - 1) // per_row
            if rows * (ch2 + 10) <= inner.height or ch <= 36:
                break
            ch -= 4
        self.card = card_size(ch)
        cw, chh = self.card
        used_rows = (len(self.pile) + per_row - 1) // per_row if self.pile else 1
        height = self.fs * 6 + 40 + used_rows * (chh + 10) + 20
        if height < self.box.height:
            self.box.height = height
            self.box.centery = H // 2
            inner.top = self.box.top + self.fs * 3 + 20
        self.cells = []
        for i in range(len(self.pile)):
            r, c = divmod(i, per_row)
            x = inner.left + c * step
            y = inner.top + r * (chh + 10)
            self.cells.append((pygame.Rect(x, y, cw, chh), i))
        btn_h = round(self.fs * 2.1)
        self.close_button.rect = pygame.Rect(0, 0, 160, btn_h)
        self.close_button.rect.midbottom = (self.box.centerx, self.box.bottom - 14)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.on_pick is not None and self.pile:
            # digging by keys: Left and Right choose the card to dig down to (the
            # focus starts on the top card), Enter or Space digs there
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END):
                step = {pygame.K_LEFT: -1, pygame.K_UP: -1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1,
                        pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}[event.key]
                self.focused = max(0, min(len(self.pile) - 1, self.focused + step))
                self.invalidate()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                pick, depth = self.on_pick, len(self.pile) - self.focused
                self.close()
                pick(depth)
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.close()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            if self.close_button.hit(event.pos) or not self.box.collidepoint(event.pos) or event.button == 3:
                self.close()
                return True
            if self.on_pick is not None:
                for rect, i in reversed(self.cells):
                    if rect.collidepoint(event.pos):
                        depth = len(self.pile) - i
                        pick = self.on_pick
                        self.close()
                        pick(depth)
                        return True
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        _shade(surface, 130)
        w.panel(surface, self.box, (12, 40, 26, 240), 14, (*w.GOLD, 255), 2)
        head = trn("pile.head", len(self.pile), title=self.title)
        if self.frozen:
            head += " " + tr("pile.frozen_mark")
        surface.blit(w.fit_text(head, round(self.fs * 1.2), self.box.width - 40, w.INK, True),
                     (self.box.left + 20, self.box.top + 14))
        if self.on_pick is not None:
            surface.blit(w.text(tr("pile.dig_help"), self.fs, w.INK_DIM),
                         (self.box.left + 20, self.box.top + 20 + round(self.fs * 1.4)))
        cw, ch = self.card
        for rect, i in self.cells:
            surface.blit(card_image(self.pile[i], cw, ch), rect)
        if self.cells:
            top_rect = self.cells[-1][0]
            w.panel(surface, top_rect.inflate(6, 6), (0, 0, 0, 0), 8, (*w.GOLD, 255), 3)
        if self.on_pick is not None and 0 <= self.focused < len(self.cells):
            draw_ring(surface, self.cells[self.focused][0])
        self.close_button.draw(surface)


class MeldOverview(Scene):
    """One side's melds spread out to read at a glance (the eye). Any click or
    Escape closes it."""

    def __init__(self, title: str, melds: Sequence[TableMeld], red_threes: Sequence[Card],
                 rules: RuleSet | None = None) -> None:
        super().__init__()
        self.title = title
        self.rules = rules
        self.melds = sorted(melds, key=meld_order_key)  # as on the table: groups, then runs
        self.reds = list(red_threes)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.card = (40, 56)
        self.fs = 16
        self.rows: list[tuple[str, list[Card], pygame.Rect, str]] = []

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        self.fs = w.scaled(max(12, min(20, round(H * 0.022))))
        self.box = pygame.Rect(0, 0, round(W * 0.72), round(H * 0.82))
        self.box.center = (W // 2, H // 2)
        entries: list[tuple[str, list[Card], str]] = []
        for m in self.melds:
            naturals = sorted(c for c in m.cards if not c.is_wild)
            wilds = sorted(c for c in m.cards if c.is_wild)
            kind = ""
            shown = badge(self.rules, m) if self.rules is not None else None
            if shown is not None and self.rules is not None and self.rules.canasta_kind_of(m) not in ("natural",
                                                                                                    "mixed"):
                kind = shown[0]  # a variant's kind: "Samba 7", "Wild 7", "Sevens 7"
            elif m.is_canasta:
                kind = tr(overview_kind_name(self.rules, m.is_natural))
            if m.is_sequence:  # a run: its suit and its ends, in rank order
                label = f"{SUIT_SYMBOL[m.suit]} {rank_text(m.low).upper()}–{rank_text(m.high).upper()}: {m.size}"
                entries.append((label, cascade_order(m), kind))
                continue
            name = tr("melds.wild_cards") if m.kind == "wild" else _rank_name(m.rank)
            entries.append((f"{name}: {m.size}", naturals + wilds, kind))
        if self.reds:
            entries.append((tr("score.red_threes"), list(self.reds), ""))
        n = max(1, len(entries))
        avail = self.box.height - self.fs * 4 - 20
        ch = max(28, min(round(H * 0.09), avail // n - 4))
        self.card = card_size(ch)
        self.box.height = min(self.box.height, self.fs * 5 + 20 + n * (ch + 4))
        self.box.centery = H // 2
        cw = self.card[0]
        label_w = self.fs * 7
        y = self.box.top + self.fs * 3
        self.rows = []
        for label, cards, kind in entries:
            row = pygame.Rect(self.box.left + 20 + label_w, y, self.box.width - 40 - label_w, ch)
            self.rows.append((label, cards, row, kind))
            y += ch + 4
        del cw

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3)):
            self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION)

    def draw(self, surface: pygame.Surface) -> None:
        _shade(surface, 110)
        w.panel(surface, self.box, (12, 40, 26, 240), 14, (*w.GOLD, 255), 2)
        surface.blit(w.fit_text(self.title, round(self.fs * 1.25), self.box.width - 40, w.INK, True),
                     (self.box.left + 20, self.box.top + 12))
        if not self.rows:
            surface.blit(w.text(tr("melds.none"), self.fs, w.INK_DIM), (self.box.left + 20, self.box.top + 60))
        cw, ch = self.card
        for label, cards, row, kind in self.rows:
            surface.blit(w.text(label, self.fs, w.INK, True), (self.box.left + 20, row.top + 4))
            if kind:
                colour = (255, 120, 120) if kind == tr(overview_kind_name(self.rules, True)) else (200, 200, 200)
                surface.blit(w.text(kind, max(10, self.fs - 3), colour), (self.box.left + 20, row.top + self.fs + 8))
            step = min(cw * 0.8, (row.width - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else cw
            for i, c in enumerate(cards):
                surface.blit(card_image(c, cw, ch), (round(row.left + i * step), row.top))
        hint = w.text(tr("melds.click_to_close"), max(10, self.fs - 2), w.INK_DIM)
        surface.blit(hint, hint.get_rect(bottomright=(self.box.right - 16, self.box.bottom - 10)))


def _rank_name(rank: int) -> str:
    name = rank_name(rank)
    return name[:1].upper() + name[1:]
