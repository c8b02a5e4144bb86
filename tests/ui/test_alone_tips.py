"""The table's tips and the Hint button speak to a player alone as the help does
(its ``_alone`` sentences): where each plays alone (two, three, five players,
the family table) German and Dutch tips said "Ihre Partei"/"je partij" (your side) to a
player without partners - the first canasta's tip, how many canastas going out takes,
the first meld's minimum, the pile frozen until the first meld, the whole pile's tip
and the hint for a first meld (players' report)."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator

import pytest

from game.app import i18n
from game.engine import PRESETS, GameState, Meld, RuleSet, parse_action
from game.engine.cards import Card
from game.ui.hints import hint_sentence
from tests.engine.helpers import position
from tests.ui.test_table_harness import make_table, settle

ALONE = ["two", "family"]
#: A side in German and Dutch ("tegenpartij", the opponents, is no side of one's own).
SIDE = {"de": re.compile(r"Partei"), "nl": re.compile(r"\bpartij\b", re.IGNORECASE)}
#: The tips shown at their moment (``TableScene._first``), with words for every table:
#: the partner's tips and the packets' (Hand and Foot, Pennies: partners) left out.
EVENT_TIPS = ["first_canasta", "first_canasta_run", "first_canasta_wild", "first_canasta_sevens", "going_out",
              "take_pile", "red_three", "black_three", "wild_cards", "frozen_pile", "always_frozen", "first_run"]


@pytest.fixture
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def event_tips(rules: RuleSet, lang: str) -> list[str]:
    """Each tip of a moment as the table shows it to the human at ``rules``' table, in a
    position where every moment holds (a black three on a pile a wild card froze)."""
    app, table, _c = make_table(position(rules, to_move=1, pile="8c 2h 3s"))
    settle(app, 3)
    i18n.set_language(lang)
    texts = []
    for tip in EVENT_TIPS:
        table.event_tip = (tip, time.monotonic() + 25.0)
        shown = table._tip()
        assert shown is not None and shown[0] == tip
        texts.append(shown[1])
    i18n.set_language("en")
    app.close()
    return texts


def turn_tips(rules: RuleSet, lang: str) -> list[str]:
    """The tips of the human's turn before the first meld: the pile frozen until it (at
    the tables where it is), and the first meld's minimum."""
    texts = []
    if rules.frozen_until_first_meld:
        g = position(rules, hands={0: "7h 7d 9s kd 5c"}, pile="4c 8h", to_move=0)
        texts.append(tip_at(g, lang, "frozen_until_first_meld"))
    g = position(rules, hands={0: "7h 7d 9s kd 5c"}, pile="4c 8h", to_move=0, phase="meld")
    texts.append(tip_at(g, lang, "first_meld_minimum"))
    return texts


def tip_at(g: GameState, lang: str, tip: str, move: str = "") -> str:
    """The tip the table shows in ``lang`` at ``g`` (after the human's ``move``), which
    must be ``tip``."""
    app, table, c = make_table(g)
    settle(app, 3)
    if move:
        assert c.submit([parse_action(move)]) is None
        settle(app, 3)
    i18n.set_language(lang)
    shown = table._tip()
    i18n.set_language("en")
    app.close()
    assert shown is not None and shown[0] == tip, shown
    return shown[1]


def first_canasta_tip(rules: RuleSet, lang: str) -> str:
    """The tip shown after the human's move makes their first canasta, as played."""
    g = position(rules, hands={0: "kd 4c 5c 9s qs"}, melds={0: ["kc kh ks kc kh ks"]}, to_move=0, phase="meld")
    return tip_at(g, lang, "first_canasta", move="add kd")


def first_meld_hint(rules: RuleSet, lang: str) -> str:
    """The Hint button's sentence for a first meld."""
    g = position(rules, hands={0: "ah ad ac kd ks kh 5c"}, to_move=0, phase="meld")
    meld = Meld(tuple(Card.parse(c) for c in ("ah", "ad", "ac")))
    assert "first meld" in hint_sentence(g.view(0), meld)
    i18n.set_language(lang)
    said = hint_sentence(g.view(0), meld)
    i18n.set_language("en")
    return said


@pytest.mark.parametrize("lang", ["de", "nl"])
@pytest.mark.parametrize("preset", ALONE)
def test_where_each_plays_alone_the_tips_and_hints_speak_to_the_player(english: None, preset: str,
                                                                       lang: str) -> None:
    rules = PRESETS[preset]
    assert not rules.partnerships
    texts = event_tips(rules, lang) + turn_tips(rules, lang) + [first_canasta_tip(rules, lang),
                                                               first_meld_hint(rules, lang)]
    sides = [t for t in texts if SIDE[lang].search(t)]
    assert not sides, sides


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_partners_still_hear_of_their_side(english: None, lang: str) -> None:
    rules = PRESETS["classic"]
    assert rules.partnerships
    texts = event_tips(rules, lang) + turn_tips(rules, lang) + [first_canasta_tip(rules, lang),
                                                               first_meld_hint(rules, lang)]
    assert sum(bool(SIDE[lang].search(t)) for t in texts) >= 6
