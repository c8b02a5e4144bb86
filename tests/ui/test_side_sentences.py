"""Sentences about a side take the verb its name needs (issue 14, like point 6): the
player alone is "Sie haben" / "Jij hebt", a partnership is plural ("West und Ost
haben"), one other player is singular ("West hat"). Before, ``match.over_won`` put
"Sie" into "Sie hat gewonnen."."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.app import i18n
from game.engine import PRESETS, Double, RuleSet
from game.match.players import HumanPlayer
from game.ui.dialogs import Dialog
from game.ui.scoresheet import ScoreSheetScene
from tests.ui.test_table_harness import Scripted, click, idle, make_table, position, settle

TWO = PRESETS["two-online"]


@pytest.fixture
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def gave_up_title(lang: str, rules: RuleSet, players: list[object], scores: list[int]) -> tuple[str, str]:
    """The person gives up at the table: the log's last line and the final sheet's title."""
    g = position(rules, to_move=1, scores=scores)
    app, _table, c = make_table(g, players)  # type: ignore[arg-type]
    settle(app, 10)
    top = app.scenes.top
    assert isinstance(top, Dialog) and top.key == "double", top
    click(app, top.buttons[0].rect.center)  # give up
    assert c.outcome is not None
    i18n.set_language(lang)
    line = c.event_text(c.events[-1])
    sheet = ScoreSheetScene(c, None, final=True, on_next=lambda: None, on_new=lambda: None, on_quit=lambda: None)
    title = sheet.title()
    app.close()
    return line, title


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "You gave up. West won."),
    ("de", "Sie haben aufgegeben. West hat gewonnen."),
    ("nl", "Jij hebt opgegeven. West heeft gewonnen."),
])
def test_the_player_alone_is_addressed_and_one_other_player_is_singular(
        english: None, lang: str, expected: str) -> None:
    line, title = gave_up_title(lang, TWO, [HumanPlayer("You"), Scripted("West", actions=[Double()])], [0, 0])
    assert line == expected
    assert title == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "You and North gave up. West and East won."),
    ("de", "Sie und Nord haben aufgegeben. West und Ost haben gewonnen."),
    ("nl", "Jij en Noord hebben opgegeven. West en Oost hebben gewonnen."),
])
def test_a_partnership_takes_a_plural_verb(english: None, lang: str, expected: str) -> None:
    players = [HumanPlayer("You"), Scripted("West", actions=[Double()]), idle("North"), idle("East")]
    line, title = gave_up_title(lang, RuleSet(), players, [100, 2_000])
    assert line == expected and title == expected


@pytest.mark.parametrize(("lang", "you", "west", "pair"), [
    ("en", "Match over: you won.", "Match over: West won.", "Match over: You and North won."),
    ("de", "Partie zu Ende: Sie haben gewonnen.", "Partie zu Ende: West hat gewonnen.",
     "Partie zu Ende: Sie und Nord haben gewonnen."),
    ("nl", "Wedstrijd voorbij: jij hebt gewonnen.", "Wedstrijd voorbij: West heeft gewonnen.",
     "Wedstrijd voorbij: Jij en Noord hebben gewonnen."),
])
def test_match_over_names_the_winner_in_the_right_person(english: None, lang: str, you: str, west: str,
                                                          pair: str) -> None:
    app, _table, two = make_table(position(TWO), [HumanPlayer("You"), idle("West")])
    app.close()
    app, _table, four = make_table(position(RuleSet()), [HumanPlayer("You"), idle("West"), idle("North"),
                                                         idle("East")])
    app.close()
    i18n.set_language(lang)
    assert two.side_sentence("match.over_won", 0) == you
    assert two.side_sentence("match.over_won", 1) == west
    assert four.side_sentence("match.over_won", 0) == pair


@pytest.mark.parametrize(("lang", "one", "many"), [
    ("de", "Die Partie endet jetzt, und West gewinnt beim Einsatz ×1.",
     "Die Partie endet jetzt, und West und Ost gewinnen beim Einsatz ×1."),
    ("nl", "De wedstrijd eindigt nu en West wint bij inzet ×1.",
     "De wedstrijd eindigt nu en West en Oost winnen bij inzet ×1."),
])
def test_the_give_up_question_agrees_with_the_other_side(english: None, lang: str, one: str, many: str) -> None:
    i18n.set_language(lang)
    texts = []
    for rules, players in ((TWO, [HumanPlayer("You"), idle("West")]),
                           (RuleSet(), [HumanPlayer("You"), idle("West"), idle("North"), idle("East")])):
        app, table, _c = make_table(position(rules), players)  # type: ignore[arg-type]
        settle(app, 5)
        table.ask_give_up()
        top = app.scenes.top
        assert isinstance(top, Dialog)
        texts.append(top.message)
        app.close()
    assert texts == [one, many]
