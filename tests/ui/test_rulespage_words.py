"""The rules page says what the table says: where each plays alone (two, three, five
players, the family table) German and Dutch spoke of "Ihre Partei"/"je partij" (your
side) to a player without partners; Hand and Foot's page called its books canastas
while the table's badges and score sheet say "sauberes Buch"/"schoon boek" (seen in
screenshots)."""

from __future__ import annotations

import re

import pytest

from game.app import i18n
from game.engine import PRESETS
from game.ui.rulespage import glossary, rules_paragraphs, strategy

ALONE = ["family", "two", "two-online", "three", "five"]
#: The words for a side (German "Partei", Dutch "partij" where it is not the match).
SIDE = {"en": re.compile(r"\b(your|a|the first) side\b|\bside's\b"), "de": re.compile(r"\bPartei"),
        "nl": re.compile(r"\b(je|een|jouw) partij\b")}


def page(preset: str, lang: str) -> list[str]:
    i18n.set_language(lang)
    try:
        rules = PRESETS[preset]
        return rules_paragraphs(rules) + glossary(rules) + strategy(rules)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("preset", ALONE)
def test_where_each_plays_alone_the_rules_speak_to_the_player(preset: str, lang: str) -> None:
    assert not PRESETS[preset].partnerships
    sides = [s for s in page(preset, lang) if SIDE[lang].search(s)]
    assert not sides, sides


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_partners_still_hear_of_their_side(lang: str) -> None:
    assert PRESETS["classic"].partnerships
    assert sum(bool(SIDE[lang].search(s)) for s in page("classic", lang)) >= 4


@pytest.mark.parametrize(("lang", "book"), [("en", "book"), ("de", "buch|büch"), ("nl", "boek")])
def test_hand_and_foot_rules_say_books_as_its_table_does(lang: str, book: str) -> None:
    sentences = page("hand-and-foot", lang)
    i18n.set_language(lang)
    try:
        naming = i18n.tr("help.glossary.canasta_books")  # says once what other games call it
    finally:
        i18n.set_language("en")
    canastas = [s for s in sentences if "canasta" in s.lower() and s != naming]
    assert not canastas, canastas
    assert sum(bool(re.search(book, s.lower())) for s in sentences) >= 5
    assert any("canasta" in s.lower() for s in page("classic", lang))  # the other tables keep their word
