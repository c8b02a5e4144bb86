"""Help in the game: the rules of the table in play, written from its rule set (so
house rules are in them), the house rules in force against the preset, every option,
a glossary, strategy tips and the controls."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app.i18n import option_about, option_label, preset_name, tr, trn
from game.engine import PRESETS, RuleSet
from game.ui import widgets as w
from game.ui.forms import Field, FormScene, choice_field
from game.ui.meldmarks import canasta_kind_name
from game.ui.newgame import GROUPS, value_text

PAGES = ("rules", "options", "glossary", "strategy", "controls")
GLOSSARY = ("meld", "canasta", "wild", "red_three", "black_three", "frozen", "first_meld", "going_out", "concealed")
STRATEGY = ("red_threes", "freeze", "signals", "first_meld", "naturals", "concealed", "count_wilds", "black_threes")
CONTROLS = ("draw", "select", "meld", "discard", "eye", "undo", "keys")


def rules_paragraphs(rules: RuleSet) -> list[str]:
    """The rules of this table in sentences (catalogue texts filled from the rule set)."""
    out = [tr("help.rules.deal", players=rules.players, cards=rules.hand_size, packs=rules.packs,
              jokers=rules.packs * rules.jokers_per_pack)]
    out.append(tr("help.rules.partners") if rules.partnerships else tr("help.rules.alone"))
    out.append(trn("help.rules.turn", rules.draw_count))
    wilds = tr("help.rules.wilds_no_outnumber") if rules.wild_limit == "no_outnumber" else \
        tr("help.rules.wilds_by_size") if rules.wild_limit == "by_size" else tr("help.rules.wilds_max",
                                                                                 count=rules.max_wilds)
    out.append(tr("help.rules.melds") + " " + wilds)
    out.append(tr("help.rules.first_meld", table=value_text("first_meld_table", rules.first_meld_table)))
    out.append(tr("help.rules.points"))
    out.append(tr("help.rules.pile_dig") if rules.pile_mode == "dig" else tr("help.rules.pile_whole"))
    out.append(tr("help.rules.frozen"))
    if rules.threes_special:
        out.append(tr("help.rules.threes", value=rules.red_three_value))
    else:
        out.append(tr("help.rules.threes_plain"))
    out.append(tr("help.rules.canasta", natural=rules.natural_canasta_bonus, mixed=rules.mixed_canasta_bonus))
    out.append(trn("help.rules.going_out", rules.canastas_to_go_out, bonus=rules.going_out_bonus,
                   concealed=rules.concealed_bonus))
    if rules.ask_partner and rules.partnerships:
        out.append(tr("help.rules.ask"))
    out += variant_paragraphs(rules)
    if rules.match_deals:
        out.append(tr("help.rules.match_deals", count=rules.match_deals))
    else:
        out.append(tr("help.rules.single_deal") if rules.single_deal else tr("help.rules.target", target=rules.target))
    return out


def variant_paragraphs(rules: RuleSet) -> list[str]:
    """What a variant adds to the rules, each from its option (so house rules show):
    runs, melds of wild cards, capped melds, the packet, the top of the pile, the
    sevens. Classic's rule set brings none of them."""
    out: list[str] = []
    if "sequence" in rules.meld_kinds or bool(getattr(rules, "sequences", False)):
        out.append(tr("help.rules.runs", bonus=rules.sequence_canasta_bonus))
    if rules.wild_melds:
        bonuses = " / ".join(str(row[-1]) for row in rules.wild_canasta_table)
        out.append(tr("help.rules.wild_melds", bonus=bonuses))
    if rules.group_meld_max:
        out.append(tr("help.rules.meld_cap", count=rules.group_meld_max))
    if rules.melds_per_rank == "many":
        out.append(tr("help.rules.melds_many"))
    elif rules.melds_per_rank == "after_closed":
        out.append(tr("help.rules.melds_after_closed"))
    if rules.packet_size:
        which = "foot" if rules.packet_trigger == "hand_empty" else "pennies"
        out.append(tr(f"help.rules.packet_{which}", count=rules.packet_size))
    if rules.pile_take_count:
        out.append(tr("help.rules.take_top", count=rules.pile_take_count))
    if rules.pile_always_frozen:
        out.append(tr("help.rules.always_frozen"))
    if rules.sevens_canasta_bonus:
        out.append(tr("help.rules.sevens", bonus=rules.sevens_canasta_bonus))
    kinds = [(kind, need) for kind, need in (("natural", rules.go_out_natural), ("mixed", rules.go_out_mixed),
                                             ("sevens", rules.go_out_sevens), ("wild", rules.go_out_wild),
                                             ("sequence", rules.go_out_sequences)) if need]
    if kinds:  # Hand and Foot's clean and dirty books, Pennies' four kinds, Bolivia's escalera
        out.append(tr("help.rules.go_out_kinds",
                      kinds=", ".join(tr(canasta_kind_name(rules, kind), count=need) for kind, need in kinds)))
    out += ban_sentences(rules)
    return out


#: The discard bans (``RuleSet.discard_bans``) the rules page explains in a sentence of
#: their own; another ban is named by its option label.
BAN_SENTENCES = ("black_three_first_turn", "sevens_each_side", "sevens_own_side", "seven_going_out",
                 "threes_never", "wild_until_last", "swad_empty_pile")


def ban_sentences(rules: RuleSet) -> list[str]:
    """Each discard ban of the table in a sentence (Cuban's black three, Pennies' sevens,
    Modern American's bans)."""
    return [tr(f"help.rules.ban.{ban}") if ban in BAN_SENTENCES else tr(f"option.discard_bans.{ban}") + "."
            for ban in rules.discard_bans]


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
            keys = {"glossary": GLOSSARY, "strategy": STRATEGY, "controls": CONTROLS}[self.page]
            fields.append(Field("h_page", "heading", tr(f"help.page.{self.page}")))
            for key in keys:
                fields.append(Field(f"{self.page}.{key}", "para", "• " + tr(f"help.{self.page}.{key}")))
        self.fields = fields
        self.buttons = [w.Button("back", tr("button.back"), style="primary")]

    def _page(self, page: object) -> None:
        self.page = str(page)
        self.scroll = 0

    def after_change(self) -> None:
        self.rebuild()

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
