"""The setting "A click on a card: selects it / plays it where it fits". By default a
click only selects, so a newcomer's click never plays a card they meant to pick up; a
double click (two clicks on the same card within ``DOUBLE_CLICK`` seconds of table
clock) or a drag plays it. A click on a meld with nothing selected plays nothing then.
The setting is saved with the others, and the help says the way in force."""

from __future__ import annotations

from game.app.i18n import tr
from game.app.settings import Settings as SavedSettings
from game.app.settings import settings_from_dict
from game.engine import Add, GameState, RuleSet, TableMeld
from game.engine.cards import SEVEN
from game.ui.app import Settings
from game.ui.help import controls
from game.ui.tableparts.common import DOUBLE_CLICK
from tests.engine.helpers import position
from tests.ui.test_table_harness import click, hand_pos, make_table, meld_pos, settle

CLASSIC = RuleSet()


def _game() -> GameState:
    return position(CLASSIC, hands={0: "7s 7c 5c 9c 9s kh kd ks 2h 4c 4d"}, melds={0: ["7h 7d 7c"]},
                    to_move=0, phase="meld")


def _sevens(g: GameState) -> TableMeld:
    m = g.meld_of(0, SEVEN)
    assert m is not None
    return m


def test_by_default_a_click_on_a_card_that_fits_a_meld_only_selects_it() -> None:
    g = _game()
    app, table, _ = make_table(g)
    assert not app.settings.click_to_meld
    settle(app, 10)
    click(app, hand_pos(table, "7s"))
    assert _sevens(g).size == 3 and len(g.hands[0]) == 11
    assert [str(c) for c in table.selected_cards()] == ["7s"]
    settle(app, 20)  # longer than a double click: the next click is a click of its own
    click(app, hand_pos(table, "7s"))
    assert _sevens(g).size == 3 and not table.selected  # clicked back down, nothing played
    app.close()


def test_a_double_click_on_a_card_plays_it_where_it_fits() -> None:
    g = _game()
    app, table, _ = make_table(g)
    settle(app, 10)
    click(app, hand_pos(table, "7s"))
    click(app, hand_pos(table, "7s"))  # 16 ms later: a double click
    assert _sevens(g).size == 4
    last = g.actions[-1]
    assert isinstance(last, Add) and str(last.card) == "7s"
    assert not table.selected
    app.close()


def test_two_clicks_slower_than_a_double_click_or_on_two_cards_play_nothing() -> None:
    g = _game()
    app, table, _ = make_table(g)
    settle(app, 10)
    click(app, hand_pos(table, "7s"))
    app.step(DOUBLE_CLICK + 0.05)
    click(app, hand_pos(table, "7s"))
    assert _sevens(g).size == 3
    click(app, hand_pos(table, "9c"))
    click(app, hand_pos(table, "7s"))  # quick, but on another card than the first
    assert _sevens(g).size == 3
    assert sorted(str(c) for c in table.selected_cards()) == ["7s", "9c"]
    app.close()


def test_by_default_a_click_on_a_meld_with_nothing_selected_plays_nothing() -> None:
    g = _game()
    app, table, _ = make_table(g)
    settle(app, 10)
    before = (tuple(g.hands[0]), len(g.actions))
    click(app, meld_pos(table, 0, SEVEN))
    assert (tuple(g.hands[0]), len(g.actions)) == before
    click(app, hand_pos(table, "7s"))  # with a card selected, the click on the meld plays it
    settle(app, 20)
    click(app, meld_pos(table, 0, SEVEN))
    assert _sevens(g).size == 4
    app.close()


def test_the_click_plays_setting_plays_at_one_click() -> None:
    g = _game()
    app, table, _ = make_table(g)
    app.settings.click_to_meld = True
    settle(app, 10)
    click(app, hand_pos(table, "7s"))
    assert _sevens(g).size == 4
    app.close()


def test_the_setting_is_saved_and_read_back() -> None:
    saved = Settings(click_to_meld=True).to_saved(SavedSettings())
    assert saved.click_plays and saved.to_dict()["click_plays"] is True
    assert Settings.from_saved(settings_from_dict(saved.to_dict())).click_to_meld
    assert not settings_from_dict({}).click_plays  # a first start: a click selects
    assert not settings_from_dict({"click_plays": "yes"}).click_plays  # a wrong value: the default


def test_the_help_describes_the_click_in_force() -> None:
    selecting, playing = controls(False), controls(True)
    assert tr("help.controls.select") in selecting and tr("help.controls.double_click") in selecting
    assert tr("help.controls.select_plays") not in selecting
    assert tr("help.controls.select_plays") in playing
    assert tr("help.controls.select") not in playing and tr("help.controls.double_click") not in playing
