"""The screens around the table: the main menu, the "pass to" screen of a hot-seat
game, a question with a text field (a file name), a menu of choices, the settings."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.app import i18n
from game.app.i18n import LANGUAGE_NAMES, tr
from game.app.settings import TEXT_SIZES
from game.ui import widgets as w
from game.ui.app import Settings
from game.ui.cardart import card_back, table_background
from game.ui.forms import Field, FormScene, choice_field
from game.ui.keynav import ButtonKeys
from game.ui.scenes import Scene

MenuItem = tuple[str, str, Callable[[], None]]  # key, label, action


class MainMenu(Scene):
    """The first screen: Continue (when a game was saved), New game, Tutorial, Open a
    game record, Statistics, Settings, Help, Quit. ``messages`` are shown once, above
    the buttons (a damaged save or settings file)."""

    opaque = True
    holds_game = True

    def __init__(self, items: Callable[[], Sequence[MenuItem]], messages: Sequence[str] = ()) -> None:
        super().__init__()
        self.items = items
        self.messages = list(messages)
        self.buttons: list[w.Button] = []
        self.actions: dict[str, Callable[[], None]] = {}
        self.fs = 18
        #: Where the messages go: the centre of their column, its top, width and text size.
        self.message_box = (0, 0, 0, 18)
        self.message_rects: list[pygame.Rect] = []  #: the messages' lines as drawn last
        self.keys = ButtonKeys()  #: the keyboard's focus over the buttons

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        self.fs = w.scaled(max(12, min(22, round(H * 0.024))))
        entries = list(self.items())
        self.actions = {key: action for key, _, action in entries}
        self.buttons = [w.Button(key, label, style="primary" if i == 0 else "normal")
                        for i, (key, label, _) in enumerate(entries)]
        btn_h = round(self.fs * 2.2)
        gap = round(self.fs * 0.6)
        width = min(W - 40, self.fs * 22)  # room for Continue's game: "Weiter: Klassisch, Runde 2, 1.250 : 900"
        total = len(self.buttons) * (btn_h + gap)
        top = max(round(H * 0.3), H // 2 - total // 2 + self.fs * 3)
        # The messages (two or three at a start that found damage) go above the buttons,
        # and the buttons below them; where both do not fit one above the other, the
        # messages take the left half and the buttons the right: they overlapped New game.
        first = round(H * 0.13) + self.fs * 3
        column = min(W - 60, self.fs * 40)
        self.message_box = (W // 2, first, column, self.fs)
        needed = self._messages_height(self.fs, column)
        if self.messages and first + needed + gap + total > H - gap:
            column = W // 2 - 40
            fs = self.fs
            while fs > w.MIN_TEXT and first + self._messages_height(fs, column) > H - gap:
                fs -= 1  # a size or two smaller, never below the readable minimum
            self.message_box = (20 + column // 2, first, column, fs)
            width = min(W // 2 - 40, self.fs * 18)
            top = max(first, H // 2 - total // 2)
            area = pygame.Rect(W * 3 // 4 - width // 2, top, width, total)
        else:
            if self.messages:
                top = max(top, first + needed + gap)
            area = pygame.Rect(W // 2 - width // 2, top, width, total)
        w.layout_buttons(self.buttons, area, btn_h, gap, align="start")

    def _messages_height(self, fs: int, width: int) -> int:
        line = w.font(fs, True).get_linesize() + 8
        return sum(len(w.wrap_breaking(m, fs, width - 20, True)) * line + 6 for m in self.messages)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            w.hover_buttons(self.buttons, event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.messages = []
                    self.actions[b.key]()
                    return True
            return True
        used, pressed = self.keys.handle(event, self.buttons)
        if pressed is not None:
            self.messages = []
            self.actions[pressed]()
        if used:
            self.invalidate()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        surface.blit(table_background(W, H), (0, 0))
        fs = self.fs
        title = w.text(tr("app.title"), fs * 4, w.GOLD, True)
        rect = w.blit_center(surface, title, (W // 2, round(H * 0.13)))
        ch = round(fs * 4.2)
        back = card_back(round(ch * 0.7), ch)
        for k, dx in enumerate((-1, 1)):
            turned = pygame.transform.rotate(back, 12 * dx)
            x = rect.left - turned.get_width() - 20 if k == 0 else rect.right + 20
            surface.blit(turned, (x, rect.centery - turned.get_height() // 2))
        centre, y, column, size = self.message_box
        y = max(y, rect.bottom + fs)
        self.message_rects = []
        for message in self.messages:
            for line in w.wrap_breaking(message, size, column - 20, True):
                t = w.text(line, size, (255, 225, 200), True)
                box = t.get_rect(center=(centre, y + t.get_height() // 2)).inflate(20, 6)
                w.panel(surface, box, (120, 30, 30, 200), 6)
                surface.blit(t, t.get_rect(center=box.center))
                self.message_rects.append(box)
                y = box.bottom + 2
            y += 6
        for b in self.buttons:
            b.draw(surface)
        self.keys.draw(surface, self.buttons)


class PassScreen(Scene):
    """Between two people's turns at one screen: nothing of the table shows until the
    next player clicks (hot seat)."""

    opaque = True
    holds_game = True

    def __init__(self, name: str, on_ready: Callable[[], None]) -> None:
        super().__init__()
        self.name = name
        self.on_ready = on_ready
        self.button = w.Button("ready", "", style="primary")
        self.fs = 20

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        self.fs = w.scaled(max(14, min(26, round(H * 0.03))))
        self.button.label = tr("button.ready")
        self.button.rect = pygame.Rect(0, 0, self.fs * 12, round(self.fs * 2.3))
        self.button.rect.center = (W // 2, H // 2 + self.fs * 4)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)):
            self.close()
            self.on_ready()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        surface.blit(table_background(W, H), (0, 0))
        w.panel(surface, pygame.Rect(0, 0, W, H), (0, 0, 0, 120), 0)
        title = w.fit_text(tr("status.pass_to", name=self.name), self.fs * 2, W - 40, w.GOLD, True)
        w.blit_center(surface, title, (W // 2, H // 2 - self.fs * 2))
        sub = w.fit_text(tr("status.pass_ready", name=self.name), self.fs, W - 40, w.INK)
        w.blit_center(surface, sub, (W // 2, H // 2 + self.fs))
        self.button.draw(surface)


class ChoiceMenu(Scene):
    """A small menu over the table: a title and a column of buttons; Escape or a click
    outside closes it."""

    holds_game = True

    def __init__(self, title: str, items: Sequence[MenuItem]) -> None:
        super().__init__()
        self.title = title
        self.items = list(items)
        self.buttons: list[w.Button] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.fs = 16
        self.keys = ButtonKeys()  #: the keyboard's focus over the buttons

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        self.fs = w.scaled(max(12, min(20, round(H * 0.022))))
        btn_h = round(self.fs * 2.1)
        gap = 8
        width = min(W - 40, self.fs * 18)
        height = self.fs * 3 + len(self.items) * (btn_h + gap) + 16
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (W // 2, H // 2)
        self.buttons = [w.Button(key, label, style="primary" if i == 0 else "normal")
                        for i, (key, label, _) in enumerate(self.items)]
        area = pygame.Rect(self.box.left + 20, self.box.top + self.fs * 3, width - 40, height - self.fs * 3 - 16)
        w.layout_buttons(self.buttons, area, btn_h, gap, align="start")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        used, pressed = self.keys.handle(event, self.buttons)
        if pressed is not None:
            action = next(a for key, _, a in self.items if key == pressed)
            self.close()
            action()
        if used:
            self.invalidate()
            return True
        if event.type == pygame.MOUSEMOTION:
            w.hover_buttons(self.buttons, event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b, (_, _, action) in zip(self.buttons, self.items, strict=True):
                if b.hit(event.pos):
                    self.close()
                    action()
                    return True
            if not self.box.collidepoint(event.pos):
                self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.MOUSEWHEEL)

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        w.panel(surface, self.box, (*w.PAPER, 255), 14, (150, 120, 60, 255), 2)
        t = w.fit_text(self.title, round(self.fs * 1.3), self.box.width - 40, w.PAPER_INK, True)
        surface.blit(t, (self.box.left + 20, self.box.top + 14))
        for b in self.buttons:
            b.draw(surface)
        self.keys.draw(surface, self.buttons)


class SettingsScene(FormScene):
    """The settings, saved as soon as one changes: language, animation speed, sound
    and its volume, the four-colour deck, what a click on a card does, tips, full screen."""

    def __init__(self, on_close: Callable[[], None] | None = None) -> None:
        super().__init__(tr("settings.title"))
        self.on_close = on_close

    @property
    def s(self) -> Settings:
        assert self.app is not None
        return self.app.settings

    def two_columns(self) -> bool:
        return False

    def build(self) -> None:
        if self.app is None:
            self.fields, self.buttons = [], [w.Button("back", tr("button.back"), style="primary")]
            return
        s = self.s
        self.title = tr("settings.title")
        speeds = [(v, tr(f"settings.animation.{'off' if v == 'instant' else v}"))
                  for v in ("slow", "normal", "fast", "instant")]
        self.fields = [
            choice_field("language", tr("settings.language"), s.language, list(LANGUAGE_NAMES.items()),
                         on_change=self._language),
            choice_field("speed", tr("settings.animation_speed"), s.speed, speeds,
                         on_change=lambda v: self._set("speed", v)),
            Field("sound", "toggle", tr("settings.sound"), s.sound, on_change=lambda v: self._set("sound", v)),
            Field("volume", "slider", tr("settings.volume"), s.volume, on_change=lambda v: self._set("volume", v)),
            choice_field("text_size", tr("settings.text_size"), s.text_size,
                         [(v, tr(f"settings.text_size.{v}")) for v in TEXT_SIZES],
                         about=tr("settings.text_size.about"), on_change=self._text_size),
            Field("calm", "toggle", tr("settings.calm"), s.calm, about=tr("settings.calm.about"),
                  on_change=lambda v: self._set("calm", bool(v))),
            Field("four_colour", "toggle", tr("settings.four_colour_deck"), s.four_colour,
                  about=tr("settings.four_colour_deck.about"), on_change=lambda v: self._set("four_colour", v)),
            choice_field("click", tr("settings.click"), s.click_to_meld,
                         [(False, tr("settings.click.select")), (True, tr("settings.click.play"))],
                         about=tr("settings.click.about"), on_change=lambda v: self._set("click_to_meld", bool(v))),
            Field("tips", "toggle", tr("settings.tips"), s.tips, about=tr("settings.tips.about"),
                  on_change=lambda v: self._set("tips", v)),
            Field("reset_tips", "button", tr("settings.reset_tips"), options=[(None, tr("settings.reset_tips"))]),
            Field("fullscreen", "toggle", tr("settings.fullscreen"), s.fullscreen,
                  on_change=lambda v: self._set("fullscreen", v)),
        ]
        self.buttons = [w.Button("back", tr("button.back"), style="primary")]

    def _set(self, name: str, value: Any) -> None:
        setattr(self.s, name, value)
        if self.app is not None:
            self.app.settings_changed()

    def _text_size(self, size: Any) -> None:
        self.s.text_size = str(size)
        if self.app is not None:
            self.app.settings_changed()  # every screen laid out again at the new size

    def _language(self, lang: Any) -> None:
        self.s.language = i18n.set_language(str(lang))
        if self.app is not None:
            self.app.settings_changed()
            self.app.scenes.layout(self.app.size)

    def after_change(self) -> None:
        self.rebuild()

    def on_field_button(self, f: Field) -> None:
        if f.key == "reset_tips":
            self.s.dismissed_tips.clear()
            self.s.tips = True
            if self.app is not None:
                self.app.settings_changed()
            self.message = (tr("settings.tips_reset"), False)

    def layout(self, size: tuple[int, int]) -> None:
        if self.app is not None:
            self.build()
        super().layout(size)

    def on_button(self, key: str) -> None:
        self.close()
        if self.on_close is not None:
            self.on_close()
