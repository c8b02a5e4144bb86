"""The player's settings, kept as JSON in the data folder (``settings.json``).

Reading never fails: a file that is not JSON (damaged, cut short, empty, another
program's) is moved aside as ``settings.damaged-<time>.json`` and the defaults are
used, with a message for the player; keys this version does not know are ignored;
a value of the wrong type or out of range is replaced by its default (numbers are
clamped into range). Writing is atomic, like every file in the data folder.

On the first start the language comes from the system (``LANGUAGE``, ``LC_ALL``,
``LC_MESSAGES``, ``LANG``, ``locale.getlocale()``), English if it is not one of ours.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.engine import RulesError, RuleSet
from game.engine.record import Seat, read_regular, rules_from_text, rules_to_text

from . import files, i18n, paths
from .folders import shown
from .i18n import Message

VERSION = 1

#: Animation speeds, and the factor the table multiplies its animation times by.
ANIMATION_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "off")
ANIMATION_FACTOR: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "off": 0.0}
LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
#: The larger-text setting's steps (the factors are the window's: ``game.ui.widgets``).
TEXT_SIZES: tuple[str, ...] = ("normal", "large", "largest")
#: Who sits at a seat; the same words as the seat kinds of a game record.
SEAT_KINDS: tuple[str, ...] = ("human", *(f"ai:{level}" for level in LEVELS))
MAX_NAME = 24
MAX_HOUSE_RULES_NAME = 40

_EMPTY: Mapping[str, Any] = MappingProxyType({})


def clean_name(name: object, limit: int = MAX_NAME) -> str:
    """A name as one line of text without surrounding spaces ("" if none is left)."""
    if not isinstance(name, str):
        return ""
    text = " ".join("".join(ch if ch.isprintable() else " " for ch in name).split())
    return text[:limit].strip()


@dataclass(frozen=True)
class SeatChoice:
    """A seat in the new-game dialog: ``kind`` is ``human`` or ``ai:<level>``; an empty
    ``name`` means the seat's compass name in the language in use."""

    kind: str = "human"
    name: str = ""

    @property
    def level(self) -> str | None:
        return self.kind.split(":", 1)[1] if self.kind.startswith("ai:") else None

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass(frozen=True)
class HouseRules:
    """A rule set by its preset and the options changed from it (``RuleSet.changes()``,
    JSON values)."""

    preset: str = "classic"
    changes: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)

    def rules(self) -> RuleSet:
        """The rule set; ``RulesError`` if it cannot be played (say, a newer version's option)."""
        changes = dict(self.changes)
        name = changes.pop("name", None)  # a renamed rule set: set the name afterwards
        if name is not None and (not isinstance(name, str) or not name.strip()):
            raise RulesError("option name needs a word")
        try:
            rules = rules_from_text(self.preset, changes)
            return rules if name is None else dataclasses.replace(rules, name=name)
        except RulesError:
            raise
        except (TypeError, ValueError) as exc:
            raise RulesError(str(exc)) from exc

    @staticmethod
    def from_rules(rules: RuleSet) -> HouseRules:
        preset, changes = rules_to_text(rules)
        return HouseRules(preset, MappingProxyType(dict(changes)))

    def to_dict(self) -> dict[str, Any]:
        return {"preset": self.preset, "changes": dict(self.changes)}


def _default_seats() -> tuple[SeatChoice, ...]:
    return (SeatChoice("human"), SeatChoice("ai:medium"), SeatChoice("ai:medium"), SeatChoice("ai:medium"))


@dataclass(frozen=True)
class NewGameChoices:
    """What the player chose the last time in the new-game dialog."""

    preset: str = "classic"
    changes: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    seats: tuple[SeatChoice, ...] = field(default_factory=_default_seats)
    house_rules: str = ""  # the name of the saved house rules chosen, "" for none

    def rules(self) -> RuleSet:
        return HouseRules(self.preset, self.changes).rules()

    def seats_for(self, players: int) -> tuple[SeatChoice, ...]:
        """Exactly ``players`` seats: the chosen ones, then computer players."""
        extra = tuple(SeatChoice("ai:medium") for _ in range(max(0, players - len(self.seats))))
        return (self.seats + extra)[:players]

    def record_seats(self, players: int) -> tuple[Seat, ...]:
        """The seats for a game record, default names filled in (current language)."""
        out: list[Seat] = []
        for i, choice in enumerate(self.seats_for(players)):
            name = clean_name(choice.name) or i18n.seat_name(i, players)
            out.append(Seat(name, choice.kind))
        return tuple(out)

    def to_dict(self) -> dict[str, Any]:
        return {
            "preset": self.preset, "changes": dict(self.changes), "house_rules": self.house_rules,
            "seats": [{"kind": s.kind, "name": s.name} for s in self.seats],
        }


@dataclass(frozen=True)
class Settings:
    language: str = i18n.DEFAULT_LANGUAGE
    animation_speed: str = "normal"
    sound: bool = True
    volume: float = 0.8
    four_colour_deck: bool = False
    tips: bool = True
    dismissed_tips: tuple[str, ...] = ()
    fullscreen: bool = False
    #: What a click on a hand card does: False selects it (a double click or a drag
    #: plays it), True plays it where it fits (onto the side's meld of its rank).
    click_plays: bool = False
    #: Larger text and cards (``TEXT_SIZES``), for eyes that need them.
    text_size: str = "normal"
    #: Calmer motion: no gliding cards and no pulsing highlights (changes show at once).
    calm_motion: bool = False
    window_size: tuple[int, int] | None = None
    new_game: NewGameChoices = field(default_factory=NewGameChoices)
    house_rules: Mapping[str, HouseRules] = field(default_factory=lambda: MappingProxyType({}))
    #: Keys this version does not know (a newer version's settings), written back as
    #: they were so that going back and forth between versions loses nothing.
    extra: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    #: What a newer version wrote that this one cannot use, kept to be written back
    #: unchanged: house rules with an option or preset unknown here (by name), and the
    #: new-game choices as read together with what they were read as (written back as
    #: read while the player has not changed them). Never shown, never played.
    kept_house_rules: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    kept_new_game: tuple[NewGameChoices, Mapping[str, Any]] | None = None
    #: The version of the file read when it is newer than this program's (written back).
    read_version: int = 0

    # Convenience for the table ----------------------------------------------------
    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)

    @property
    def animation_factor(self) -> float:
        return ANIMATION_FACTOR.get(self.animation_speed, 1.0)

    def show_tip(self, tip: str) -> bool:
        return self.tips and tip not in self.dismissed_tips

    def dismiss_tip(self, tip: str) -> Settings:
        if tip in self.dismissed_tips:
            return self
        return self.replace(dismissed_tips=(*self.dismissed_tips, tip))

    def reset_tips(self) -> Settings:
        return self.replace(dismissed_tips=(), tips=True)

    def with_house_rules(self, name: str, rules: RuleSet | HouseRules) -> Settings:
        """Save ``rules`` under ``name`` (replacing one of that name)."""
        key = clean_name(name, MAX_HOUSE_RULES_NAME)
        if not key:
            raise ValueError("house rules need a name")
        value = rules if isinstance(rules, HouseRules) else HouseRules.from_rules(rules)
        value.rules()  # refuse what cannot be played
        return self.replace(house_rules=MappingProxyType({**self.house_rules, key: value}))

    def without_house_rules(self, name: str) -> Settings:
        return self.replace(house_rules=MappingProxyType({k: v for k, v in self.house_rules.items() if k != name}),
                            kept_house_rules=MappingProxyType({k: v for k, v in self.kept_house_rules.items()
                                                               if k != name}))

    def to_dict(self) -> dict[str, Any]:
        new_game: dict[str, Any] = self.new_game.to_dict()
        if self.kept_new_game is not None and self.kept_new_game[0] == self.new_game:
            new_game = dict(self.kept_new_game[1])  # unchanged: as the newer version wrote it
        return {
            **self.extra,
            "version": max(VERSION, self.read_version),
            "language": self.language,
            "animation_speed": self.animation_speed,
            "sound": self.sound,
            "volume": self.volume,
            "four_colour_deck": self.four_colour_deck,
            "tips": self.tips,
            "dismissed_tips": list(self.dismissed_tips),
            "fullscreen": self.fullscreen,
            "click_plays": self.click_plays,
            "text_size": self.text_size,
            "calm_motion": self.calm_motion,
            "window_size": list(self.window_size) if self.window_size is not None else None,
            "new_game": new_game,
            "house_rules": {**{name: value for name, value in self.kept_house_rules.items()
                               if name not in self.house_rules},
                            **{name: h.to_dict() for name, h in self.house_rules.items()}},
        }


def default_settings(environ: Mapping[str, str] | None = None) -> Settings:
    """The settings of a first start: the system's language, everything else default."""
    return Settings(language=i18n.system_language(environ))


# ---------------------------------------------------------------------- reading values
def _bool(data: Mapping[str, Any], key: str, default: bool) -> bool:
    value = data.get(key)
    return value if isinstance(value, bool) else default


def _choice(data: Mapping[str, Any], key: str, choices: Sequence[str], default: str) -> str:
    value = data.get(key)
    return value if isinstance(value, str) and value in choices else default


def _volume(value: Any, default: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return default
    if isinstance(value, int):  # a whole number of 400 digits is too large for a float
        return 1.0 if value >= 1 else 0.0
    if not math.isfinite(value):
        return default
    return min(1.0, max(0.0, float(value)))


def _window(value: Any) -> tuple[int, int] | None:
    if (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) and 100 <= v <= 20000 for v in value)):
        return (value[0], value[1])
    return None


#: At most this many dismissed tips are kept (the game has a few dozen), each a short id.
MAX_TIPS = 500
MAX_TIP_ID = 80
#: The most house rules read from the file (a player keeps a handful): each is checked
#: as a rule set at start, and 30,000 of them added 5 s to every start. The ones past
#: it are not offered but written back as they were (nothing is lost).
MAX_HOUSE_RULES = 200
#: The largest settings file read; anything larger is moved aside like a damaged one.
MAX_SETTINGS_BYTES = 4 * 1024 * 1024


def _strings(value: Any) -> tuple[str, ...]:
    """Distinct short strings, in order, at most ``MAX_TIPS`` (linear: a dict, not
    ``in`` on a list, which took minutes for 100,000 entries)."""
    if not isinstance(value, list):
        return ()
    out: dict[str, None] = {}
    for v in value:
        if isinstance(v, str) and v and len(v) <= MAX_TIP_ID:
            out[v] = None
            if len(out) >= MAX_TIPS:
                break
    return tuple(out)


def _house_rules(value: Any) -> HouseRules | None:
    if not isinstance(value, dict):
        return None
    preset, changes = value.get("preset"), value.get("changes", {})
    if not isinstance(preset, str) or not isinstance(changes, dict):
        return None
    candidate = HouseRules(preset, MappingProxyType(dict(changes)))
    try:
        candidate.rules()
    except RulesError:
        return None
    return candidate


def _seats(value: Any) -> tuple[SeatChoice, ...] | None:
    if not isinstance(value, list) or not value or len(value) > 6:
        return None
    out: list[SeatChoice] = []
    for item in value:
        if not isinstance(item, dict):
            return None
        kind = item.get("kind")
        out.append(SeatChoice(kind if isinstance(kind, str) and kind in SEAT_KINDS else "ai:medium",
                              clean_name(item.get("name"))))
    return tuple(out)


def _new_game(value: Any) -> NewGameChoices:
    default = NewGameChoices()
    if not isinstance(value, dict):
        return default
    rules = _house_rules(value)
    preset, changes = (rules.preset, rules.changes) if rules is not None else (default.preset, default.changes)
    if rules is None and isinstance(value.get("preset"), str) and _house_rules({"preset": value["preset"]}) is not None:
        preset = value["preset"]  # keep a good preset when only the options are wrong
    seats = _seats(value.get("seats")) or default.seats
    house = value.get("house_rules")
    return NewGameChoices(preset, changes, seats, clean_name(house, MAX_HOUSE_RULES_NAME))


def settings_from_dict(data: Mapping[str, Any], defaults: Settings | None = None) -> Settings:
    """Settings from parsed JSON: unknown keys ignored, wrong values replaced by the
    defaults'."""
    base = defaults if defaults is not None else default_settings()
    language = data.get("language")
    house: dict[str, HouseRules] = {}
    kept: dict[str, Any] = {}
    raw_house = data.get("house_rules")
    version = data.get("version")
    newer = isinstance(version, int) and not isinstance(version, bool) and VERSION < version < 10**9
    if isinstance(raw_house, dict):
        for number, (name, value) in enumerate(raw_house.items()):
            if number >= MAX_HOUSE_RULES:
                kept[name] = value  # past the limit: not read, written back as it was
                continue
            key = clean_name(name, MAX_HOUSE_RULES_NAME)
            rules = _house_rules(value)
            if key and rules is not None:
                house[key] = rules
            elif newer and isinstance(name, str) and isinstance(value, dict):
                kept[name] = value  # a newer version's: written back as it was
    raw_new_game = data.get("new_game")
    new_game = _new_game(raw_new_game)
    kept_new_game = None
    if newer and isinstance(raw_new_game, dict) and new_game.to_dict() != raw_new_game:
        kept_new_game = (new_game, MappingProxyType(dict(raw_new_game)))
    return Settings(
        language=i18n.normalise_language(language) or base.language if isinstance(language, str) else base.language,
        animation_speed=_choice(data, "animation_speed", ANIMATION_SPEEDS, base.animation_speed),
        sound=_bool(data, "sound", base.sound),
        volume=_volume(data.get("volume"), base.volume),
        four_colour_deck=_bool(data, "four_colour_deck", base.four_colour_deck),
        tips=_bool(data, "tips", base.tips),
        dismissed_tips=_strings(data.get("dismissed_tips")),
        fullscreen=_bool(data, "fullscreen", base.fullscreen),
        click_plays=_bool(data, "click_plays", base.click_plays),
        text_size=_choice(data, "text_size", TEXT_SIZES, base.text_size),
        calm_motion=_bool(data, "calm_motion", base.calm_motion),
        window_size=_window(data.get("window_size")),
        new_game=new_game,
        house_rules=MappingProxyType(house),
        extra=MappingProxyType({k: v for k, v in data.items() if k not in _KNOWN_KEYS}),
        kept_house_rules=MappingProxyType(kept),
        kept_new_game=kept_new_game,
        read_version=version if newer and isinstance(version, int) else 0,
    )


_KNOWN_KEYS = frozenset({
    "version", "language", "animation_speed", "sound", "volume", "four_colour_deck", "tips", "dismissed_tips",
    "fullscreen", "click_plays", "text_size", "calm_motion", "window_size", "new_game", "house_rules",
})


# ---------------------------------------------------------------------- the file
@dataclass(frozen=True)
class SettingsLoad:
    """The settings read at start; ``message`` (for the player) is set when the file
    was damaged and moved aside to ``kept_as``."""

    settings: Settings
    message: Message | None = None
    kept_as: Path | None = None
    detail: str = ""


class SettingsError(Exception):
    def __init__(self, message: Message, detail: str) -> None:
        super().__init__(detail)
        self.message = message
        self.detail = detail


def load_settings(folder: Path | None = None, environ: Mapping[str, str] | None = None) -> SettingsLoad:
    """Read the settings; never raises. A first start gets ``default_settings()``."""
    path = paths.settings_path(folder)
    defaults = default_settings(environ)
    try:
        raw = read_regular(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return SettingsLoad(defaults)
    except OSError as exc:
        # Unreadable (permissions), too large, or not a file: kept aside under a name
        # that says so, so that the next save does not overwrite it, and the player told.
        reason = exc.strerror or str(exc)
        detail = f"{path}: {reason}"
        try:
            kept = files.keep_damaged(path, label="unreadable")
        except OSError as move_error:
            return SettingsLoad(defaults, Message("settings.unreadable", {"file": path.name, "reason": reason}),
                                detail=f"{detail}; not moved: {move_error}")
        return SettingsLoad(defaults, Message("settings.unreadable", {"file": kept.name, "reason": reason}), kept,
                            detail)
    try:
        data = json.loads(raw.decode("utf-8-sig"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        settings = settings_from_dict(data, defaults)
    except (ValueError, RecursionError, OverflowError) as exc:  # JSON, UTF-8, 4,300 digits, 100,000 '['
        detail = f"{path}: {type(exc).__name__}: {str(exc)[:200]}"
        try:
            kept = files.keep_damaged(path)
        except OSError as move_error:  # a read-only folder: said too, the file stays as it is
            return SettingsLoad(defaults, Message("settings.not_moved", {"file": shown(path)}),
                                detail=f"{detail}; not moved: {move_error}")
        return SettingsLoad(defaults, Message("settings.damaged", {"file": kept.name}), kept, detail)
    return SettingsLoad(settings)


def save_settings(settings: Settings, folder: Path | None = None) -> Path:
    """Write the settings atomically; ``SettingsError`` (with a message for the player)
    if the disk refuses."""
    path = paths.settings_path(folder)
    text = json.dumps(settings.to_dict(), ensure_ascii=False, indent=2, sort_keys=True) + "\n"
    try:
        files.atomic_write(path, text.encode("utf-8"))
    except OSError as exc:
        raise SettingsError(Message("settings.not_saved", {"reason": exc.strerror or str(exc)}), str(exc)) from exc
    return path
