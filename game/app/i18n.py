"""One translation layer for every string the player sees, on the standard library's
``gettext``.

English is the source language: every message is written once, in English, in
``game/app/messages.py``, under an id (``button.draw``) that is its gettext context.
Other languages are gettext catalogues, ``assets/locale/<lang>/LC_MESSAGES/canasta.po``,
compiled to ``canasta.mo`` (``build/catalogues.py compile``; ``./check.sh``,
``./play.sh`` and the binary's build do it). A language is there when its ``.mo`` is:
dropping in a ``.po`` and compiling it adds one. A message a catalogue lacks is shown
in English (gettext's own fallback); an id that is not in ``messages.py`` shows itself,
so a gap is visible but never a crash.

``tr(msgid, **params)`` translates and fills the ``{name}`` placeholders;
``trn(msgid, count, **params)`` picks the plural form by the language's ``Plural-Forms``
(also passing ``{count}``). ``explain(err)`` turns the engine's ``IllegalAction`` into a
sentence in the current language: the engine writes each refusal's sentence once, as an
English template, which is its message id (context: the refusal's code), translated
here and filled from the refusal's parameters; ``explain(err, alone=True)``, at a table
without partnerships, says "you" where the template says "your side".
"""

from __future__ import annotations

import gettext
import locale
import os
import re
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine import Card, IllegalAction
from game.engine.cards import CardParseError, parse_rank, rank_text

from . import paths
from .messages import MESSAGES
from .refusals import alone_msgid

DOMAIN = "canasta"
DEFAULT_LANGUAGE = "en"

#: Compass names of the seats, in seat order from the bottom of the screen, going
#: the way play goes (to the left).
_COMPASS: dict[int, tuple[str, ...]] = {
    2: ("south", "north"),
    3: ("south", "west", "east"),
    4: ("south", "west", "north", "east"),
    5: ("south", "south_west", "north_west", "north_east", "south_east"),
    6: ("south", "south_west", "north_west", "north", "north_east", "south_east"),
}

_PLACEHOLDER = re.compile(r"\{(\w+)\}")

#: Names a system may give a language instead of its code (Windows: "German_Germany").
_SYSTEM_NAMES = {"english": "en", "german": "de", "deutsch": "de", "dutch": "nl", "nederlands": "nl"}


def available_languages(folder: Path | None = None) -> tuple[str, ...]:
    """English, then every language with a compiled catalogue in ``folder`` (by
    default the bundled ``assets/locale``), sorted by code."""
    root = folder if folder is not None else paths.locale_dir()
    found = sorted(p.parent.parent.name for p in root.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    return (DEFAULT_LANGUAGE, *(lang for lang in found if lang != DEFAULT_LANGUAGE))


def _translations_in(folder: Path | None, lang: str) -> gettext.NullTranslations:
    if lang == DEFAULT_LANGUAGE:
        return gettext.NullTranslations()
    root = folder if folder is not None else paths.locale_dir()
    try:
        return gettext.translation(DOMAIN, str(root), languages=[lang])
    except OSError as exc:
        print(f"canasta: no usable catalogue for {lang!r} ({exc}); showing English", file=sys.stderr)
        return gettext.NullTranslations()


def _language_names(folder: Path | None) -> dict[str, str]:
    return {lang: _translations_in(folder, lang).pgettext("language.name", MESSAGES["language.name"].singular)
            for lang in available_languages(folder)}


LANGUAGES: tuple[str, ...] = available_languages()
#: Each language in its own words, for the language menu (its catalogue's ``language.name``).
LANGUAGE_NAMES: dict[str, str] = _language_names(None)

_current = DEFAULT_LANGUAGE
_folder: Path | None = None
_translations: gettext.NullTranslations = gettext.NullTranslations()


def _load() -> None:
    global _translations
    _translations = _translations_in(_folder, _current)


def use_folder(folder: Path | None) -> None:
    """Read catalogues from ``folder`` (laid out like ``assets/locale``) instead of the
    bundled ones (tests, tools); ``None`` goes back to the bundled ones. The languages
    on offer become that folder's."""
    global _folder, _current, LANGUAGES
    _folder = folder
    LANGUAGES = available_languages(folder)
    if _current not in LANGUAGES:
        _current = DEFAULT_LANGUAGE
    LANGUAGE_NAMES.clear()
    LANGUAGE_NAMES.update(_language_names(folder))
    _load()


def normalise_language(lang: str | None) -> str | None:
    """``"de_DE.UTF-8"``, ``"German_Germany"``, ``"nl-BE"`` -> a supported language, or
    ``None`` if it is none of them."""
    if not lang:
        return None
    text = lang.strip().lower().replace("-", "_")
    code = text.split(".")[0].split("@")[0].split("_")[0]
    if code in LANGUAGES:
        return code
    for name, value in _SYSTEM_NAMES.items():
        if code.startswith(name) and value in LANGUAGES:
            return value
    return None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The player's language from the system: ``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``, then ``locale.getlocale()``; English if none is
    supported."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        for part in value.split(":"):
            if part.strip().upper() in ("C", "POSIX"):
                continue
            found = normalise_language(part)
            if found is not None:
                return found
    if environ is None:
        try:
            name = locale.getlocale()[0]
        except ValueError:
            name = None
        found = normalise_language(name)
        if found is not None:
            return found
    return DEFAULT_LANGUAGE


def set_language(lang: str) -> str:
    """Switch the language; an unsupported one becomes English. Returns the language
    now in use."""
    global _current
    _current = normalise_language(lang) or DEFAULT_LANGUAGE
    _load()
    return _current


def language() -> str:
    return _current


# ---------------------------------------------------------------------- translating
def placeholders(text: str) -> set[str]:
    """The ``{name}`` placeholders of a message."""
    return set(_PLACEHOLDER.findall(text))


def number(value: int) -> str:
    """A whole number with its thousands grouped as the language writes them: "3,000"
    in English, "3.000" in German and Dutch (the mark is a message, so a catalogue
    sets it). Every integer filled into a message is written this way, so a bonus on
    a button, the rules page and the score sheet all read alike."""
    return f"{value:,}".replace(",", tr("number.thousands"))


def _value(value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        return number(value)
    if isinstance(value, Card):
        return card_name(value)
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, Card) for v in value):
        return cards_text(value)
    return str(value)


def _fill(text: str, params: Mapping[str, Any]) -> str:
    def put(match: re.Match[str]) -> str:
        key = match.group(1)
        return _value(params[key]) if key in params else match.group(0)

    return _PLACEHOLDER.sub(put, text)


def has(msgid: str) -> bool:
    return msgid in MESSAGES


def tr(msgid: str, **params: Any) -> str:
    """The message in the current language with its placeholders filled in. Cards and
    lists of cards are written as the player reads them (``7♥``). A message missing
    from the language's catalogue is shown in English; an unknown id shows itself."""
    source = MESSAGES.get(msgid)
    if source is None:
        return msgid
    if source.plural is not None:
        return trn(msgid, int(params.pop("count", 1)), **params)
    return _fill(_translations.pgettext(msgid, source.singular), params)


def trn(msgid: str, count: int, **params: Any) -> str:
    """The form of ``msgid`` for ``count`` by the language's plural rule (``count`` is
    also passed as ``{count}``)."""
    source = MESSAGES.get(msgid)
    if source is None:
        return msgid
    if source.plural is None:
        return tr(msgid, count=count, **params)
    text = _translations.npgettext(msgid, source.singular, source.plural, count)
    return _fill(text, {"count": count, **params})


@dataclass(frozen=True)
class Message:
    """A player-facing message kept as its id and parameters, so it is shown in the
    language in use when it is shown (not when it was made)."""

    msgid: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        return tr(self.msgid, **self.params)

    def __str__(self) -> str:
        return self.text()


# ---------------------------------------------------------------------- cards and names
def card_name(card: Card | str) -> str:
    """A card as the player reads it: ``7♥``, ``K♠``, ``Joker`` (translated)."""
    if isinstance(card, str):
        text = card
        try:
            card = Card.parse(text)
        except ValueError:
            return text
    if card.is_joker:
        return tr("card.joker")
    return card.symbol


def cards_text(cards: Iterable[Card | str]) -> str:
    return tr("card.list_separator").join(card_name(c) for c in cards)


def rank_name(rank: int | str) -> str:
    """A rank in the plural, as in "two natural kings": ``13``, ``"K"`` or ``"k"``."""
    try:
        number = rank if isinstance(rank, int) else parse_rank(rank)
        key = rank_text(number)
    except (CardParseError, KeyError):
        return str(rank)
    return tr(f"ranks.{key}")


def seat_msgid(seat: int, players: int) -> str:
    """The message id of a seat's compass name: seat 0 at the bottom (South), then
    the way play goes."""
    names = _COMPASS.get(players)
    if names is None or not 0 <= seat < len(names):
        return "seat.number"
    return f"seat.{names[seat]}"


def seat_name(seat: int, players: int) -> str:
    """A seat's default name: South, West, North, East for four players."""
    return tr(seat_msgid(seat, players), number=seat + 1)


def _in_every_language(msgid: str, **params: Any) -> set[str]:
    source = MESSAGES[msgid]
    return {_fill(_translations_in(_folder, lang).pgettext(msgid, source.singular), params) for lang in LANGUAGES}


def shown_name(name: str, seat: int, players: int) -> str:
    """A player's name as shown now: a default name ("You", "West" - in any of the
    languages, as it was filled in when the game began) is written in the language in
    use, so switching the language mid-game renames the seats at once; a name the
    player typed stays as typed."""
    if name in _defaults("seat.you"):
        return tr("seat.you")
    msgid = seat_msgid(seat, players)
    if name in _defaults(msgid, number=seat + 1):
        return tr(msgid, number=seat + 1)
    return name


_DEFAULTS: dict[tuple[object, ...], set[str]] = {}


def _defaults(msgid: str, **params: Any) -> set[str]:
    key = (_folder, LANGUAGES, msgid, tuple(sorted(params.items())))
    found = _DEFAULTS.get(key)
    if found is None:
        found = _DEFAULTS[key] = _in_every_language(msgid, **params)
    return found


def level_name(level: str) -> str:
    return tr(f"level.{level}") if has(f"level.{level}") else level


def preset_name(name: str) -> str:
    return tr(f"preset.{name}") if has(f"preset.{name}") else name


def option_label(name: str) -> str:
    return tr(f"option.{name}")


def option_about(name: str) -> str:
    return tr(f"option.{name}.about")


def option_value(name: str, value: Any) -> str:
    """A rule option's value for the player: On/Off, a named choice, or the number."""
    if isinstance(value, bool):
        return tr("option.on" if value else "option.off")
    if isinstance(value, str) and has(f"option.{name}.{value}"):
        return tr(f"option.{name}.{value}")
    return number(value) if isinstance(value, int) else str(value)


# ---------------------------------------------------------------------- refusals
def _refusal_param(name: str, value: Any, alone: bool) -> str:
    if isinstance(value, IllegalAction):
        return explain(value, alone=alone)
    if name == "card":
        return card_name(value) if isinstance(value, (Card, str)) else str(value)
    if name == "rank":
        return rank_name(value) if isinstance(value, (int, str)) else str(value)
    return _value(value)


def explain(err: IllegalAction, alone: bool = False) -> str:
    """The engine's refusal as a sentence in the current language: its English template
    (the gettext message id, with the refusal's ``code`` as context) translated, then
    filled from its parameters, a card written as the player reads it, a rank as a
    word, a causing refusal explained in turn. A template the catalogue lacks is shown
    in English, so every refusal can be explained.

    ``alone``: the table has no partnerships. A refusal that speaks of "your side" then
    says "you" (its ``refusal.*_alone`` message, ``game.app.refusals``), as a player
    without partners has no side to be told of."""
    values = {name: _refusal_param(name, value, alone) for name, value in err.params.items()}
    source = MESSAGES.get(alone_msgid(err) or "") if alone else None
    if source is not None:
        if source.plural is not None and err.by is not None:
            text = _translations.npgettext(source.msgid, source.singular, source.plural, int(err.params[err.by]))
        else:
            text = _translations.pgettext(source.msgid, source.singular)
    elif err.plural is not None and err.by is not None:
        text = _translations.npgettext(err.code, err.template, err.plural, int(err.params[err.by]))
    else:
        text = _translations.pgettext(err.code, err.template)
    return _fill(text, values)
