"""The help's rules, glossary and strategy pages speak to a player alone: a variant
played without partnerships (Samba, Bolivia, Cuban, Uruguay, Pennies, Modern American
or Hand and Foot by two, three or five, chosen on the new-game screen, and the family
table with house rules) read "your side"/"Ihre Partei"/"je partij" in many of their
sentences - the red threes, Modern American's first-meld rules, the pile onto a meld or
a run, Hand and Foot's books - though such a player has no side but themselves."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from game.app import i18n
from game.app.messages import MESSAGES
from game.engine import PRESETS, RuleSet
from game.engine.fuzz import random_rules
from game.ui.rulespage import ALONE, BOOKS, glossary, rules_paragraphs, strategy

LANGS = ["en", "de", "nl"]
#: A side of partners in each language: "the other side" (the opponents) is no side
#: of one's own and stays; nor are "Gegner"/"tegenpartij" (opponents).
SIDE = {"en": re.compile(r"\b(your|each|a|the|its|that) side\b|\bside's\b|\bpartners?\b|\bteams?\b", re.IGNORECASE),
        "de": re.compile(r"Partei|Partner|Team"),
        "nl": re.compile(r"\bpartij\b|\bpartners?\b|\bteams?\b", re.IGNORECASE)}
#: The variants whose own preset has partners, and the family table (alone already).
VARIANTS = ["samba", "bolivia", "cuban", "uruguay", "hand-and-foot", "pennies", "modern-american"]
#: Sentences the pages show only where there are partners (``rules.partnerships``):
#: asking the partner, the seating of partners, the partner's signals, the foot of
#: every partner, and the bonus the engine pays only a side of partners for a canasta
#: made before the going-out turn (``scoring``: ``had_canasta and rules.partnerships``).
PARTNERS_ONLY = {"help.rules.ask", "help.rules.ask_team", "help.rules.ask_once", "help.rules.partners",
                 "help.rules.partners_pairs", "help.rules.partners_teams", "help.rules.go_out_partner_packet",
                 "help.rules.going_out_partner_canasta", "help.strategy.signals"}


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def alone(preset: str, players: int) -> RuleSet:
    """``preset`` as the new-game screen makes it for ``players`` (no partnerships)."""
    return PRESETS[preset].with_options(players=players, partnerships=False)


def pages(rules: RuleSet, lang: str) -> list[str]:
    """Every sentence of the rules, glossary and strategy pages of ``rules`` in ``lang``."""
    i18n.set_language(lang)
    return rules_paragraphs(rules) + glossary(rules) + strategy(rules)


def sides(rules: RuleSet, lang: str) -> list[str]:
    return [s for s in pages(rules, lang) if SIDE[lang].search(s)]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("preset", VARIANTS)
def test_a_variant_without_partners_names_no_side(preset: str, players: int, lang: str) -> None:
    assert not sides(alone(preset, players), lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("preset", ["family", "two", "three", "five"])
def test_the_tables_alone_name_no_side(preset: str, lang: str) -> None:
    assert not PRESETS[preset].partnerships
    assert not sides(PRESETS[preset], lang)


@pytest.mark.parametrize("lang", LANGS)
def test_house_rules_alone_name_no_side(lang: str) -> None:
    """House options switched on at a table alone (the fuzzer's random rule sets without
    partners: runs, Modern American's rules, red threes by canastas, the foot...)."""
    rng = random.Random(20261202)
    tables = [r for r in (random_rules(rng) for _ in range(1500)) if not r.partnerships]
    assert len(tables) > 300
    found = {s for r in tables for s in sides(r, lang)}
    assert not found, sorted(found)[:10]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("preset", VARIANTS)
def test_partners_still_hear_of_their_side(preset: str, lang: str) -> None:
    """A guard: the preset's own table (partners) keeps its side's words."""
    assert PRESETS[preset].partnerships
    assert sides(PRESETS[preset], lang)


def test_hand_and_foot_alone_in_book_words() -> None:
    """Hand and Foot by three: its book words and "you" at once."""
    text = " ".join(pages(alone("hand-and-foot", 3), "en"))
    assert "To go out, you need at least these books" in text
    assert "you need your books for it" in text
    assert "To go out you need 2 books" in text


@pytest.mark.parametrize("players", [4, 3])
def test_hand_and_foot_with_a_concealed_bonus_apart_says_books(players: int) -> None:
    """A house rule that pays going out concealed apart (the preset pays it the same)
    brings the going-out sentence with both bonuses: in Hand and Foot it too counts
    books, for a side of partners and for a player alone."""
    base = PRESETS["hand-and-foot"]
    rules = base.with_options(concealed_bonus=base.going_out_bonus + 100)
    if players != 4:
        rules = rules.with_options(players=players, partnerships=False)
    text = " ".join(rules_paragraphs(rules))
    whose = "your side needs" if players == 4 else "you need"
    assert f"To go out {whose} 2 books; going out earns {base.going_out_bonus} points, going out concealed " \
        f"{base.going_out_bonus + 100}." in text
    assert "canasta" not in text.lower()


def says_a_side(key: str) -> bool:
    source = MESSAGES[key]
    return any(SIDE["en"].search(t) for t in (source.singular, source.plural or ""))


def test_every_help_sentence_naming_a_side_has_a_form_alone() -> None:
    """Completeness: each help sentence that names the player's side, and that the
    pages show at a table without partners, is in ``ALONE`` with an ``_alone`` form
    (and a ``_books_alone`` one where Hand and Foot says it in book words)."""
    help_keys = [k for k in MESSAGES if k.startswith(("help.rules.", "help.glossary.", "help.strategy."))
                 and not k.endswith("_alone")]
    bases = {k.removesuffix("_books") for k in help_keys if says_a_side(k)} - PARTNERS_ONLY
    assert bases, "no help sentence names a side?"
    assert not sorted(bases - ALONE)
    for key in ALONE:
        assert f"{key}_alone" in MESSAGES, key
        if key in BOOKS:
            assert f"{key}_books_alone" in MESSAGES, key


def test_a_form_alone_keeps_the_placeholders_and_plural() -> None:
    for key in ALONE:
        for base, own in ((key, f"{key}_alone"), (f"{key}_books", f"{key}_books_alone")):
            if own not in MESSAGES:
                continue
            a, b = MESSAGES[base], MESSAGES[own]
            assert (a.plural is None) == (b.plural is None), own
            names = [set(re.findall(r"\{(\w+)\}", t)) for t in (a.singular + (a.plural or ""),
                                                                  b.singular + (b.plural or ""))]
            assert names[0] == names[1], own
