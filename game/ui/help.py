"""Help in the game: the rules of the table in play, written from its rule set (so
house rules are in them), the house rules in force against the preset, every option,
a glossary, strategy tips and the controls."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app.i18n import option_about, option_label, preset_name, tr
from game.engine import PRESETS, RuleSet
from game.ui import widgets as w
from game.ui.forms import Field, FormScene, choice_field
from game.ui.keysheet import key_lines
from game.ui.newgame import GROUPS, value_text
from game.ui.rulespage import glossary, rules_paragraphs, strategy

PAGES = ("rules", "options", "glossary", "strategy", "controls")
CONTROLS = ("draw", "select", "meld", "discard", "eye", "tiles", "tile_kinds", "lines", "undo", "double", "keys")


def controls(click_plays: bool, rules: RuleSet | None = None) -> list[str]:
    """The controls page's lines, saying what a click on a card does in the way the
    settings chose (a help that says "a click selects" must not stand beside a click
    that plays), and the doubling button where the rules have it."""
    out: list[str] = []
    for key in CONTROLS:
        if key == "double":
            if rules is not None and rules.allow_double:
                out.append(tr("help.controls.double"))
            continue
        if key == "select" and click_plays:
            out.append(tr("help.controls.select_plays"))
            continue
        out.append(tr(f"help.controls.{key}"))
        if key == "select":
            out.append(tr("help.controls.double_click"))
    out += key_lines()  # every move by the keyboard too: the cheat sheet's lines ("?" at the table)
    return out


def house_rules(rules: RuleSet, preset: str) -> list[tuple[str, str]]:
    """The options that differ from the preset: (option, value now)."""
    base = PRESETS.get(preset, PRESETS["classic"])
    out: list[tuple[str, str]] = []
    for _, names in GROUPS:
        for name in names:
            value = getattr(rules, name)
            if value != getattr(base, name):
                out.append((option_label(name), tr("help.was", now=value_text(name, value),
                                                   then=value_text(name, getattr(base, name)))))
    return out


class HelpScene(FormScene):
    def __init__(self, rules: RuleSet, on_close: Callable[[], None] | None = None, page: str = "rules") -> None:
        super().__init__(tr("help.title"))
        self.rules = rules
        self.page = page
        self.on_close = on_close

    def two_columns(self) -> bool:
        return self.page == "options"

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        if size[0] < 1100 or not self.fields:
            return
        # the options page has two columns at this width: the page selector keeps its
        # first-column place on every page, so it never moves under the mouse
        sel = self.fields[0]
        col_w = (self.view_rect.width - 24) // 2
        cw = self.control_width(col_w)
        sel.rect = pygame.Rect(self.view_rect.left, sel.rect.top, col_w, sel.rect.height)
        sel.control = pygame.Rect(sel.rect.right - cw, sel.rect.top + 3, cw, sel.control.height)

    def build(self) -> None:
        self.title = tr("help.title")
        rules = self.rules
        preset = rules.name if rules.name in PRESETS else "classic"
        fields: list[Field] = [choice_field("page", tr("help.page"), self.page,
                                            [(p, tr(f"help.page.{p}")) for p in PAGES], on_change=self._page)]
        if self.page == "rules":
            fields.append(Field("h_rules", "heading", tr("help.rules_of", preset=preset_name(preset))))
            fields.append(Field("about", "para", tr(f"preset.{preset}.about")))
            for i, text in enumerate(rules_paragraphs(rules)):
                fields.append(Field(f"p{i}", "para", "• " + text))
            changes = house_rules(rules, preset)
            fields.append(Field("h_house", "heading", tr("help.house_rules")))
            if not changes:
                fields.append(Field("none", "para", tr("help.no_house_rules")))
            for i, (label, value) in enumerate(changes):
                fields.append(Field(f"hr{i}", "para", f"• {label}: {value}"))
        elif self.page == "options":
            for group, names in GROUPS:
                fields.append(Field(f"h_{group}", "heading", tr(f"newgame.group.{group}")))
                for name in names:
                    fields.append(Field(f"o_{name}", "info", option_label(name), value_text(name, getattr(rules, name)),
                                        about=option_about(name)))
        else:
            # the glossary and the strategy tips of this table's rules; the controls are the same everywhere
            texts = {"glossary": glossary, "strategy": strategy}.get(
                self.page, lambda r: controls(self.app is not None and self.app.settings.click_to_meld, r))(rules)
            fields.append(Field("h_page", "heading", tr(f"help.page.{self.page}")))
            for i, text in enumerate(texts):
                fields.append(Field(f"{self.page}.{i}", "para", "• " + text))
        self.fields = fields
        self.buttons = [w.Button("back", tr("button.back"), style="primary")]

    def _page(self, page: object) -> None:
        self.page = str(page)
        self.scroll = 0

    def after_change(self) -> None:
        self.rebuild()

    def label_lines(self, f: Field, col_w: int) -> tuple[str, ...]:
        if f.kind == "info":  # one line beside its value (drawn here, below)
            return (f.label,)
        return super().label_lines(f, col_w)

    def draw_field(self, surface: pygame.Surface, f: Field, r: pygame.Rect, c: pygame.Rect) -> None:
        if f.kind == "info":
            surface.blit(w.fit_text(f.label, self.fs, r.width // 2, w.INK, True), (r.left, r.top + 5))
            t = w.fit_text(str(f.value), self.fs, r.width // 2 - 10, w.GOLD, True)
            surface.blit(t, (r.right - t.get_width(), r.top + 5))
            self.draw_about(surface, f, r)
            return
        super().draw_field(surface, f, r, c)

    def on_button(self, key: str) -> None:
        self.close()
        if self.on_close is not None:
            self.on_close()
