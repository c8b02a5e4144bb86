"""The engine's refusals speak to a player alone as the tips and the help do: where each
plays alone (two, three, five players, the family table, a variant played by two or
three) a refusal said "Your side needs 1 canasta to go out", in German "Ihre Partei
braucht ...", in Dutch "Je partij heeft ...", words for partners. ``explain(err,
alone=True)`` reads the refusal's ``refusal.*_alone`` sentence instead
(``game.app.refusals``); at a table of partners nothing changes."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app import i18n
from game.app.messages import MESSAGES
from game.app.refusals import BY_CODE, BY_TEMPLATE, alone_msgid
from game.engine import PRESETS, GameState, IllegalAction, RuleSet
from tests.engine.helpers import play, position, refused

ROOT = Path(__file__).resolve().parents[2]
#: A side in each language: "Partei" in German, "partij" in Dutch ("tegenpartij", the
#: opponents, is no side of one's own).
SIDE = {"en": re.compile(r"\bside\b", re.IGNORECASE), "de": re.compile(r"Partei"),
        "nl": re.compile(r"\bpartij\b", re.IGNORECASE)}
#: The engine's words for the player's side ("your side's", "your own side's melds") and
#: for every side ("until each side has a canasta of sevens").
SIDE_WORDS = re.compile(r"\b(your|your own|each) side\b", re.IGNORECASE)
#: Refusals (code, English template) that say "your side" but can only be met between
#: partners, so that a player alone never reads them. None today: every rule whose
#: refusal names the side can be played by two or three, where the new-game screen drops
#: the partnerships; a refusal about partners only ("Your partner said yes") says "your
#: partner", not "your side". A refusal listed here must say why in a comment.
PARTNERS_ONLY: frozenset[tuple[str, str]] = frozenset()


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def templates() -> dict[tuple[str, str], str | None]:
    """Every refusal the engine and the table write: (code, English template or
    singular) -> the plural template of a counted refusal, else ``None``."""
    found: dict[tuple[str, str], str | None] = {}
    for folder in ("engine", "ui"):
        for path in sorted((ROOT / "game" / folder).glob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call):
                    continue
                name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
                if name not in ("IllegalAction", "counted") or len(node.args) < 2:
                    continue
                words = [a.value for a in node.args[:3] if isinstance(a, ast.Constant) and isinstance(a.value, str)]
                found[(words[0], words[1])] = words[2] if name == "counted" else None
    return found


def said(err: IllegalAction, alone: bool) -> dict[str, str]:
    """The refusal in every language."""
    out = {}
    for lang in ("en", "de", "nl"):
        i18n.set_language(lang)
        out[lang] = i18n.explain(err, alone=alone)
    i18n.set_language("en")
    return out


def first_meld_short(rules: RuleSet) -> GameState:
    """Seed 001's first meld of 45 (three kings, three sixes), short of 50."""
    g = position(rules, hands={0: "kh kd kc 6h 6d 6c 9s 10s"}, stock="4h 5c 5d")
    play(g, "draw", "meld kh kd kc", "meld 6h 6d 6c")
    return g


def test_the_scan_finds_the_refusals_that_name_a_side() -> None:
    found = templates()
    assert len(found) > 100
    assert ("first_meld_minimum", "Your side needs {need} points for its first meld: you have {have}.") in found
    assert sum(bool(SIDE_WORDS.search(t)) for _code, t in found) >= 30


def test_every_refusal_that_says_your_side_has_a_sentence_for_a_player_alone() -> None:
    """A new refusal that says "your side" (or "each side") needs a ``refusal.*_alone`` message and an
    entry in ``game.app.refusals`` (or a place on ``PARTNERS_ONLY``, with the reason)."""
    forgotten = [key for key in templates() if SIDE_WORDS.search(key[1])
                 and key not in PARTNERS_ONLY and alone_msgid(IllegalAction(*key)) is None]
    assert not forgotten, "\n".join(f"{code}: {text}" for code, text in forgotten)


def test_each_sentence_for_one_player_fits_its_refusal() -> None:
    """Same placeholders, a plural where the refusal counts; a code matched as a whole
    has no sentence that names no side (which would be replaced by mistake); each
    template matched by its words is still the engine's."""
    found = templates()
    for code in BY_CODE:
        texts = [text for (c, text) in found if c == code]
        assert texts and all("side" in text for text in texts), (code, texts)
    assert set(BY_TEMPLATE) <= set(found), set(BY_TEMPLATE) - set(found)
    for (code, text), plural in found.items():
        msgid = alone_msgid(IllegalAction(code, text))
        if msgid is None:
            continue
        source = MESSAGES[msgid]
        assert (source.plural is None) == (plural is None), msgid
        for form in (source.singular, source.plural or source.singular):
            assert i18n.placeholders(form) == i18n.placeholders(text), msgid
            assert not SIDE["en"].search(form), form


@pytest.mark.parametrize("preset", ["two", "three"])
def test_the_first_meld_minimum_speaks_to_a_player_alone(preset: str) -> None:
    rules = PRESETS[preset]
    assert not rules.partnerships
    err = refused(first_meld_short(rules), "discard 9s", "first_meld_minimum")
    assert said(err, alone=True) == {
        "en": "You need 50 points for your first meld: you have 45.",
        "de": "Sie brauchen 50 Punkte für Ihre erste Meldung: Sie haben 45.",
        "nl": "Je hebt 50 punten nodig voor je eerste melding: je hebt er 45.",
    }


def test_canastas_to_go_out_are_counted_for_a_player_alone() -> None:
    """One canasta short at the five-player table (one to go out), two at the
    three-player table (two to go out): the plural follows the number needed."""
    five = position(PRESETS["five"], hands={0: "9d"}, melds={0: ["kh kc kd"]}, phase="meld")
    one = refused(five, "discard 9d", "canasta_needed")
    assert said(one, alone=True) == {
        "en": "You need 1 canasta to go out: you have 0.",
        "de": "Sie brauchen 1 Canasta zum Herausgehen: Sie haben 0.",
        "nl": "Je hebt 1 canasta nodig om uit te gaan: je hebt er 0.",
    }
    three = position(PRESETS["three"], hands={0: "9d"}, melds={0: ["kh kc kd ks kd kc kh"]}, phase="meld")
    two = refused(three, "discard 9d", "canasta_needed")
    assert said(two, alone=True) == {
        "en": "You need 2 canastas to go out: you have 1.",
        "de": "Sie brauchen 2 Canastas zum Herausgehen: Sie haben 1.",
        "nl": "Je hebt 2 canasta's nodig om uit te gaan: je hebt er 1.",
    }


def test_a_rank_and_a_nested_reason_are_filled_for_a_player_alone() -> None:
    g = position(PRESETS["two"], hands={0: "9h 9d 9c 9s 5h 6h kd kc"}, melds={0: ["9c 9s 9d"]}, phase="meld")
    exists = refused(g, "meld 9h 9d 9c", "meld_exists")
    assert said(exists, alone=True) == {
        "en": "You already have a meld of nines: add to it instead.",
        "de": "Sie haben schon eine Meldung aus Neunen: Legen Sie stattdessen dort an.",
        "nl": "Je hebt al een melding van negens: leg daar liever bij aan.",
    }
    five = position(PRESETS["five"], hands={0: "9h 9d 9c 5c"}, melds={0: ["kh kc kd"]}, phase="meld")
    keep = refused(five, "meld 9h 9d 9c", "keep_two")
    assert keep.params["reason"].code == "canasta_needed"
    words = said(keep, alone=True)
    assert words["en"].endswith(": You need 1 canasta to go out: you have 0.")
    assert not any(SIDE[lang].search(text) for lang, text in words.items()), words


def test_every_refusal_for_one_player_is_translated_and_names_no_side() -> None:
    """Each sentence for one player, filled with numbers, in German and Dutch: no
    "Partei", no "partij", and not left in English."""
    for (code, text), plural in templates().items():
        if alone_msgid(IllegalAction(code, text)) is None:
            continue
        params = {name: 2 for name in i18n.placeholders(text)}
        err = (IllegalAction(code, text, **params) if plural is None
               else IllegalAction.counted(code, text, plural, by="need", **params))
        words = said(err, alone=True)
        for lang, sentence in words.items():
            assert not SIDE[lang].search(sentence) and "{" not in sentence, (lang, sentence)
        assert words["de"] != words["en"] and words["nl"] != words["en"], words


def test_partners_still_read_of_their_side() -> None:
    """At a table of partners, and wherever ``alone`` is not asked for, the refusal is
    the engine's sentence as before."""
    rules = PRESETS["classic"]
    assert rules.partnerships
    err = refused(first_meld_short(rules), "discard 9s", "first_meld_minimum")
    assert said(err, alone=False) == {
        "en": "Your side needs 50 points for its first meld: you have 45.",
        "de": "Ihre Partei braucht 50 Punkte für die erste Meldung: Sie haben 45.",
        "nl": "Je partij heeft 50 punten nodig voor de eerste melding: je hebt er 45.",
    }
    i18n.set_language("de")
    assert i18n.explain(err) == said(err, alone=False)["de"]


def test_a_refusal_that_names_no_side_reads_the_same_for_a_player_alone() -> None:
    err = IllegalAction("not_in_hand", "You do not have the {card} in your hand.", card="qs")
    assert said(err, alone=True) == said(err, alone=False)
