"""The new-game dialog (seed 003): who sits where (a person or the computer, and how
strong), the rules (a preset, every house-rule option of the engine grouped with a
line of explanation each and the preset's value marked where it was changed), the
target and the players' names. It starts from the last choices and can keep a table's
rules as named house rules to choose again."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from types import MappingProxyType
from typing import Any

from game.app import i18n
from game.app.i18n import level_name, option_about, option_label, preset_name, tr
from game.app.settings import (
    LEVELS,
    MAX_HOUSE_RULES_NAME,
    HouseRules,
    NewGameChoices,
    SeatChoice,
    Settings,
    clean_name,
)
from game.engine import PRESETS, RulesError, RuleSet
from game.engine.record import Seat
from game.ui import widgets as w
from game.ui.forms import Field, FormScene, choice_field

#: The options of the engine in groups, in the order of the rules document.
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("players", ("players", "partnerships", "packs", "jokers_per_pack", "hand_size", "packet_size",
                 "packet_trigger", "packet_counts_against", "draw_count")),
    ("match", ("target", "match_deals", "tie_raise", "first_meld_table", "first_meld_by",
               "red_threes_count_for_first_meld", "first_meld_wild_value", "first_meld_clean_triple",
               "first_meld_wild_meld_ok", "first_meld_counts_top_card", "bonus_cards_first", "bonus_cards_second",
               "bonus_cards_min_stock", "bonus_cards_dealt", "first_meld_splash")),
    ("melds", ("wild_limit", "max_wilds", "add_to", "wild_exchange", "melds_per_rank", "group_meld_max",
               "meld_kinds", "wild_meld_max", "wild_canasta_table", "sequence_canasta_bonus", "wild_needs_naturals",
               "sevens_natural", "aces_natural", "wild_meld_blocks_wilds", "dead_ranks")),
    ("pile", ("pile_mode", "take_with_natural_and_wild", "take_onto_meld", "take_onto_canasta", "pile_take_count",
              "take_onto_sequence", "frozen_until_first_meld", "take_needs_own_meld", "upcard_rule",
              "upcard_red_three_freezes",
              "one_card_rule", "exhaustion_must_take", "pile_peek", "pile_always_frozen", "discard_bans",
              "no_legal_discard",
              "take_meld_max", "take_dead_rank")),
    ("threes", ("threes_special", "threes_mode", "keep_three_for_straight", "stock_end_three",
                "black_three_meld_going_out",
                "red_threes_auto", "red_three_value",
                "red_three_totals", "red_three_unmelded", "red_threes_need", "red_threes_canastas",
                "red_three_in_hand_penalty",
                "black_threes_from_pile", "black_three_set_aside_value", "black_three_set_aside_all",
                "black_three_in_hand_penalty", "black_three_penalty_on_exhaustion",
                "red_three_pile_replaced")),
    ("going_out", ("canastas_to_go_out", "go_out_natural", "go_out_mixed", "go_out_sevens", "go_out_wild",
                   "go_out_partner_packet", "go_out_sequences", "final_discard",
                   "ask_partner", "ask_once_per_deal", "going_out_bonus", "going_out_melded_bonus",
                   "partner_canasta_bonus",
                   "concealed_bonus",
                   "natural_canasta_bonus", "mixed_canasta_bonus", "sevens_canasta_bonus", "hand_values",
                   "special_hands", "aces_canasta_bonus", "go_out_no_unfinished", "unfinished_aces_penalty",
                   "unfinished_sevens_penalty", "unfinished_wild_penalty", "unfinished_wild_jokers_penalty",
                   "held_aces_sevens_penalty", "melds_minus_without_canasta")),
    ("table", ("allow_double", "allow_give_up", "chip_stake", "chip_limit")),
)

#: The presets in two groups, in this order: Canasta as most play it, then the
#: variants. Only the presets the engine has are offered; one the lists do not name
#: (a new preset) joins the variants at their end.
CANASTA_PRESETS = ("classic", "two", "three", "five", "six", "family", "two-online")
VARIANT_PRESETS = ("samba", "bolivia", "cuban", "uruguay", "hand-and-foot", "pennies", "modern-american")


def preset_groups() -> dict[str, list[str]]:
    """Each group's presets, read from the engine's ``PRESETS``."""
    canasta = [p for p in CANASTA_PRESETS if p in PRESETS]
    variants = [p for p in VARIANT_PRESETS if p in PRESETS]
    variants += [p for p in PRESETS if p not in canasta and p not in variants]
    return {"canasta": canasta, "variants": variants}


def group_of(preset: str) -> str:
    return next((g for g, names in preset_groups().items() if preset in names), "canasta")


#: Sensible values offered for the numeric options (the preset's and the current value are added).
NUMBERS: dict[str, tuple[int, ...]] = {
    "players": (2, 3, 4, 5, 6), "packs": (1, 2, 3, 4), "jokers_per_pack": (0, 1, 2), "hand_size": tuple(range(7, 16)),
    "draw_count": (1, 2), "target": (1, 2500, 5000, 7500, 10000), "tie_raise": (0, 250, 500, 1000),
    "max_wilds": (1, 2, 3, 4), "red_three_value": (50, 100, 200), "red_three_in_hand_penalty": (0, 100, 500),
    "canastas_to_go_out": (0, 1, 2, 3), "going_out_bonus": (0, 50, 100, 200), "concealed_bonus": (0, 100, 200, 300),
    "going_out_melded_bonus": (0, 200), "partner_canasta_bonus": (0, 100),
    "natural_canasta_bonus": (300, 500, 600), "mixed_canasta_bonus": (200, 300, 400),
    "group_meld_max": (0, 7, 8), "packet_size": (0, 11, 13), "match_deals": (0, 4), "pile_take_count": (0, 3, 6, 7),
    "go_out_natural": (0, 1, 2), "go_out_mixed": (0, 1, 2), "go_out_sevens": (0, 1), "go_out_wild": (0, 1),
    "sevens_canasta_bonus": (0, 1000, 1500),
    "chip_stake": (1, 5, 10, 50, 100, 500), "chip_limit": (10, 40, 80, 100, 400, 1000, 5000),
    "wild_meld_max": (0, 7), "black_three_set_aside_value": (0, 5), "black_three_set_aside_all": (0, 100),
    "sequence_canasta_bonus": (1000, 1500, 2000), "red_threes_canastas": (1, 2), "go_out_sequences": (0, 1, 2),
    "black_three_in_hand_penalty": (0, 100),
    "wild_needs_naturals": (0, 5), "take_meld_max": (0, 4), "bonus_cards_first": (0, 4), "bonus_cards_second": (0, 3),
    "bonus_cards_min_stock": (0, 9), "aces_canasta_bonus": (0, 2500), "unfinished_aces_penalty": (0, 2500),
    "unfinished_sevens_penalty": (0, 2500), "unfinished_wild_penalty": (0, 2000),
    "unfinished_wild_jokers_penalty": (0, 2500), "held_aces_sevens_penalty": (0, 1500),
}

TABLES: dict[str, tuple[tuple[Any, ...], ...]] = {
    "first_meld_table": (
        ((-(10**9), 15), (0, 50), (1500, 90), (3000, 120)),
        ((-(10**9), 15), (0, 50), (1500, 90), (3000, 120), (7500, 150)),
        ((-(10**9), 50),),
        ((-(10**9), 15), (0, 50), (3000, 90), (5000, 120)),
        # Bolivia as a family plays it (aolanswers): 50/90/120/150 at 0/1,505/3,005/5,005
        ((-(10**9), 15), (0, 50), (1505, 90), (3005, 120), (5005, 150)),
    ),
    "red_three_totals": (((4, 800),), ((5, 1000), (6, 1200)), ()),
    "meld_kinds": (("group",), ("group", "wild"), ("group", "sequence"), ("group", "sequence", "wild")),
    # a wild canasta: any 2,000 (Uruguay); seven twos 4,000, four jokers and three twos 3,000 (Cuban)
    # Bolivia's "bolivia": any 2,500
    "wild_canasta_table": (((0, 0, 2000),), ((0, 7, 4000), (4, 3, 3000), (0, 0, 2000)), ((0, 0, 2500),),
                           # Modern American: seven twos 3,000, all four jokers 2,500, any other 2,000
                           ((0, 7, 3000), (4, 0, 2500), (0, 0, 2000))),
    "discard_bans": ((), ("black_three_first_turn",), ("sevens_each_side", "seven_going_out"),
                     ("sevens_own_side", "seven_going_out"), ("threes_never", "wild_until_last", "swad_empty_pile")),
}


def value_text(name: str, value: Any) -> str:
    """An option's value for the player."""
    if name == "target" and isinstance(value, int) and value <= 1:
        return tr("newgame.single_deal")
    if name == "first_meld_table" and isinstance(value, tuple):
        return " / ".join(i18n.number(need) for _, need in value)
    if name == "red_three_totals" and isinstance(value, tuple):
        if not value:
            return tr("newgame.none")
        if len(value) == 1:
            return tr("newgame.red_three_total", count=value[0][0], points=value[0][1])
        # several steps: "5 → 1000, 6 → 1200" keeps the choice on one line of its box
        return ", ".join(f"{n} → {i18n.number(p)}" for n, p in value)
    if name == "meld_kinds" and isinstance(value, tuple):
        return " + ".join(tr(f"option.meld_kinds.{kind}") for kind in value)
    if name == "wild_canasta_table" and isinstance(value, tuple):
        return " / ".join(i18n.number(row[-1]) for row in value)
    if name == "discard_bans" and isinstance(value, tuple):
        return " + ".join(tr(f"option.discard_bans.{ban}") for ban in value) if value else tr("newgame.none")
    return i18n.option_value(name, value)


def option_choices(name: str, rules: RuleSet, preset: RuleSet) -> list[tuple[Any, str]]:
    current, base = getattr(rules, name), getattr(preset, name)
    if isinstance(base, bool):
        values: list[Any] = [True, False]
    elif name in TABLES:
        values = list(TABLES[name])
        for v in (base, current):
            if v not in values:
                values.append(v)
    elif name in NUMBERS:
        values = sorted({*NUMBERS[name], base, current})
    else:
        from game.engine.rules import _CHOICES

        values = list(_CHOICES.get(name, (current,)))
    return [(v, value_text(name, v)) for v in values]


class NewGameScene(FormScene):
    """``on_play(rules, seats, choices)`` starts the game; ``on_settings`` keeps the
    choices (and saved house rules); ``on_cancel`` goes back."""

    def __init__(self, settings: Settings, on_play: Callable[[RuleSet, tuple[Seat, ...], NewGameChoices], None],
                 on_settings: Callable[[Settings], None], on_cancel: Callable[[], None]) -> None:
        super().__init__(tr("newgame.title"))
        self.settings = settings
        self.on_play = on_play
        self.on_settings = on_settings
        self.on_cancel = on_cancel
        choices = settings.new_game
        try:
            self.rules = choices.rules()
        except RulesError:
            self.rules = PRESETS["classic"]
        self.preset = choices.preset if choices.preset in PRESETS else "classic"
        self.seats: list[SeatChoice] = list(choices.seats_for(self.rules.players))
        #: every seat's choice so far, also of seats the rules in play leave out: a
        #: preset of fewer players and back again must not reset who sits where
        self.kept: list[SeatChoice] = list(self.seats)
        self.house = choices.house_rules if choices.house_rules in settings.house_rules else ""
        self.house_name = self.house
        self.target_text = ""  #: "Play to" as typed (may be empty for a moment)

    # ------------------------------------------------------------------ rows
    def build(self) -> None:
        self.title = tr("newgame.title")
        rules, base = self.rules, PRESETS[self.preset]
        # the rules first: changing the preset changes the seats below, never the rows
        # above the control under the mouse
        fields: list[Field] = [Field("h_rules", "heading", tr("newgame.rules"))]
        groups = preset_groups()
        group = group_of(self.preset)
        kinds_of_game = [(g, tr(f"newgame.kind.{g}")) for g, names in groups.items() if names]
        fields.append(choice_field("game_kind", tr("newgame.kind"), group, kinds_of_game,
                                   tr(f"newgame.kind.{group}.about"), on_change=self._set_group))
        presets = [(p, preset_name(p)) for p in groups[group]]
        fields.append(choice_field("preset", tr("newgame.preset"), self.preset, presets,
                                   tr(f"preset.{self.preset}.about"), on_change=self._set_preset))
        houses = [("", tr("newgame.no_house_rules"))] + [(n, n) for n in sorted(self.settings.house_rules)]
        fields.append(choice_field("house", tr("newgame.house_rules"), self.house, houses,
                                   tr("newgame.house_rules_about"), on_change=self._set_house))
        # one control for the score that wins: typed, any number (1: a single deal)
        # with the usual scores as quick values under the box (a click fills it in)
        quick = [(v, value_text("target", v)) for v in NUMBERS["target"]]
        fields.append(Field("target", "text", tr("newgame.target"), self.target_text or str(rules.target), quick,
                            about=tr("newgame.target_about"), on_change=self._set_target, max_length=6))
        fields.append(Field("h_who", "heading", tr("newgame.who")))
        kinds = [("human", tr("level.human"))] + [(f"ai:{lv}", tr("newgame.computer_level", level=level_name(lv)))
                                                  for lv in LEVELS]
        for seat, choice in enumerate(self.seats):
            compass = i18n.seat_name(seat, rules.players)
            about = tr("newgame.team", number=rules.side_of(seat) + 1) if rules.partnerships else ""
            fields.append(choice_field(f"seat{seat}", compass, choice.kind, kinds, about,
                                       on_change=self._seat_kind(seat)))
            fields.append(Field(f"name{seat}", "text", tr("newgame.name_of", seat=compass), choice.name,
                                about="", on_change=self._seat_name(seat), max_length=24))
        for group, names in GROUPS:
            fields.append(Field(f"h_{group}", "heading", tr(f"newgame.group.{group}")))
            for name in names:
                if name == "target":
                    continue  # the "Play to" control above
                value, preset_value = getattr(rules, name), getattr(base, name)
                changed = value != preset_value
                mark = tr("newgame.preset_value", preset=preset_name(self.preset),
                          value=value_text(name, preset_value)) if changed else ""
                kind = "toggle" if isinstance(preset_value, bool) else "choice"
                fields.append(Field(f"opt_{name}", kind, option_label(name), value,
                                    option_choices(name, rules, base) if kind == "choice" else [],
                                    option_about(name), mark, changed,
                                    on_change=self._option(name)))
        fields.append(Field("h_save", "heading", tr("newgame.save_heading")))
        fields.append(Field("house_name", "text", tr("newgame.house_rules_name"), self.house_name,
                            on_change=self._set_house_name, max_length=MAX_HOUSE_RULES_NAME))
        fields.append(Field("house_save", "button", tr("button.save_house_rules"),
                            options=[(None, tr("button.save_house_rules"))]))
        fields.append(Field("house_delete", "button", tr("newgame.delete_house_rules"),
                            options=[(None, tr("button.delete"))], enabled=bool(self.house)))
        self.fields = fields
        self.buttons = [w.Button("play", tr("button.play"), style="primary"),
                        w.Button("cancel", tr("button.cancel"))]

    # ------------------------------------------------------------------ changes
    def _seat_kind(self, seat: int) -> Callable[[Any], None]:
        return lambda value: self._set_seat(seat, kind=str(value))

    def _seat_name(self, seat: int) -> Callable[[Any], None]:
        return lambda value: self._set_seat(seat, name=str(value))

    def _option(self, name: str) -> Callable[[Any], None]:
        return lambda value: self._set_option(name, value)

    def _set_seat(self, seat: int, kind: str | None = None, name: str | None = None) -> None:
        old = self.seats[seat]
        self.seats[seat] = SeatChoice(kind if kind is not None else old.kind,
                                      name if name is not None else old.name)
        self._keep()

    def _keep(self) -> None:
        """Remember the seats shown (over the kept choices of the same seats)."""
        self.kept[:len(self.seats)] = self.seats

    def _fit_seats(self) -> None:
        """The seats for the rules in play: each seat's choice where it was made (in
        this form or the last game), a medium computer for a seat never chosen."""
        n = self.rules.players
        self._keep()
        self.seats = (self.kept + [SeatChoice("ai:medium") for _ in range(n)])[:n]

    def _set_group(self, group: str) -> None:
        """Canasta or the variants: the group's first preset is chosen."""
        names = preset_groups().get(group) or ["classic"]
        if self.preset not in names:
            self._set_preset(names[0])

    def _set_preset(self, preset: str) -> None:
        self.preset = preset
        self.rules = PRESETS[preset]
        self.house = ""
        self._fit_seats()
        self.message = None

    def _set_house(self, name: str) -> None:
        self.house = name
        self.house_name = name
        if name and name in self.settings.house_rules:
            try:
                rules = self.settings.house_rules[name].rules()
            except RulesError as exc:
                self.message = (tr("newgame.bad_rules", reason=str(exc)), True)
                return
            self.preset = self.settings.house_rules[name].preset
            self.rules = rules
            self._fit_seats()

    def _set_house_name(self, name: str) -> None:
        self.house_name = name

    def _set_target(self, text: str) -> None:
        digits = "".join(ch for ch in text if ch.isdigit())
        self.target_text = digits
        if digits and int(digits) >= 1:
            self._set_option("target", int(digits), rebuild=False)

    def _set_option(self, name: str, value: Any, rebuild: bool = True) -> None:
        changes: dict[str, Any] = {name: value}
        if name == "players":
            changes["partnerships"] = value in (4, 6) and (self.rules.partnerships or value == 6)
        if name == "chip_stake" and isinstance(value, int) and value > self.rules.chip_limit:
            changes["chip_limit"] = value  # a higher stake lifts the limit with it (the limit is never below)
        try:
            self.rules = dataclasses.replace(self.rules, **changes)
        except (RulesError, TypeError, ValueError) as exc:
            self.message = (tr("newgame.bad_rules", reason=str(exc)), True)
            return
        self.message = None
        if name == "players":
            self._fit_seats()

    def after_change(self) -> None:
        self.rebuild()

    def on_field_button(self, f: Field) -> None:
        if f.key == "house_save":
            name = clean_name(self.house_name, MAX_HOUSE_RULES_NAME)
            if not name:
                self.message = (tr("newgame.house_rules_need_name"), True)
                return
            try:
                self.settings = self.settings.with_house_rules(name, self.rules)
            except (ValueError, RulesError) as exc:
                self.message = (tr("newgame.bad_rules", reason=str(exc)), True)
                return
            self.house = name
            self.on_settings(self.settings)
            self.message = (tr("newgame.house_rules_saved", name=name), False)
        elif f.key == "house_delete" and self.house:
            self.settings = self.settings.without_house_rules(self.house)
            self.house = ""
            self.on_settings(self.settings)

    # ------------------------------------------------------------------ the end
    def choices(self) -> NewGameChoices:
        house = HouseRules.from_rules(self.rules)
        seats = tuple(SeatChoice(s.kind, clean_name(s.name)) for s in self.seats)
        return NewGameChoices(house.preset, MappingProxyType(dict(house.changes)), seats, self.house)

    def record_seats(self) -> tuple[Seat, ...]:
        n = self.rules.players
        humans = sum(1 for s in self.seats if s.is_human)
        out: list[Seat] = []
        for i, s in enumerate(self.seats):
            name = clean_name(s.name)
            if not name:
                name = tr("seat.you") if (s.is_human and humans == 1) else i18n.seat_name(i, n)
            out.append(Seat(name, s.kind))
        return tuple(out)

    def on_button(self, key: str) -> None:
        if key == "play":
            choices = self.choices()
            self.settings = self.settings.replace(new_game=choices)
            self.on_settings(self.settings)
            self.close()
            self.on_play(self.rules, self.record_seats(), choices)
        elif key == "cancel":
            self.close()
            self.on_cancel()

