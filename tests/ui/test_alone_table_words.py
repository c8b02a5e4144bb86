"""The table's other sentences about a side speak to a player alone too: the discard
bans' tip before the first discard (Pennies' sevens, Modern American's bans and its
taking back, played by two or three, where the new-game screen drops the partnerships)
and the tutorial's canasta step (the tutorial is a table of two) said "Ihre Partei"/
"je partij" to a player without partners."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from game.app import i18n
from game.engine import PRESETS, RuleSet
from game.match import tutorial as match_tutorial
from game.ui import tutorial
from game.ui.rulespage import ban_sentences

SIDE = {"en": re.compile(r"\b(your|each) side\b|\bside's\b"), "de": re.compile(r"Partei"),
        "nl": re.compile(r"\bpartij\b", re.IGNORECASE)}
LANGS = ["en", "de", "nl"]


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def bans(rules: RuleSet, lang: str) -> list[str]:
    i18n.set_language(lang)
    return ban_sentences(rules)


def alone(preset: str, players: int) -> RuleSet:
    """``preset`` as the new-game screen makes it for ``players`` (no partnerships)."""
    return PRESETS[preset].with_options(players=players, partnerships=False)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("preset", "players", "count"), [("pennies", 3, 2), ("modern-american", 2, 4)])
def test_the_discard_bans_speak_to_a_player_alone(preset: str, players: int, count: int, lang: str) -> None:
    rules = alone(preset, players)
    sentences = bans(rules, lang)
    assert len(sentences) == count
    sides = [s for s in sentences if SIDE[lang].search(s)]
    assert not sides, sides
    partners = bans(PRESETS[preset], lang)
    assert any(SIDE[lang].search(s) for s in partners), partners  # partners still hear of their side


def test_the_sevens_ban_for_a_player_alone_in_german() -> None:
    assert bans(alone("pennies", 3), "de")[0] == "Keine Sieben darf abgeworfen werden, bevor jeder Spieler eine" \
                                                 " Canasta aus Siebenen hat."


@pytest.mark.parametrize("lang", LANGS)
def test_the_tutorial_table_names_no_side(lang: str) -> None:
    """The steps played at the tutorial's table of two; the pages read after its deal
    (``read``) teach the rules of every table, partners' sides and all."""
    assert not match_tutorial.RULES.partnerships
    i18n.set_language(lang)
    steps = [i18n.tr(f"tutorial.{step.key}") for step in tutorial.STEPS if not step.read]
    assert "tutorial.canasta" in {f"tutorial.{step.key}" for step in tutorial.STEPS if not step.read}
    assert not [s for s in steps if SIDE[lang].search(s)]
