"""A click on the hand plays only the card the player aimed at. With click-to-meld on (the
setting "A click on a card: plays it where it fits"), a
click on a card that fits one of the side's melds lays it there at once; after such a
click the hand closes up, so a second click aimed at a card where it lay a moment ago
landed on the card that slid under the pointer and played it (seen in a
play-through). A click while the hand slides, or just after, now selects the card
under the pointer (the player sees it rise and can click it back down) instead of
playing it; a click on a hand at rest plays as before."""

from __future__ import annotations

import pytest

from game.engine import PRESETS
from game.engine.cards import Card
from game.ui.app import App
from game.ui.table import TableScene
from tests.engine.helpers import position
from tests.ui.test_table_harness import SeatsUnderTest, click, hand_pos, make_table, settle


def _table(speed: str) -> tuple[App, TableScene, SeatsUnderTest]:
    g = position(PRESETS["classic"], hands={0: "5c 7d 7s 9h kd kh ks qc"}, melds={0: ["7c 7h 7h", "kc kc ks"]},
                 to_move=0, phase="meld")
    app, table, c = make_table(g, size=(800, 600), speed=speed)
    app.settings.click_to_meld = True  # the setting "A click on a card: plays it where it fits"
    settle(app, 80)
    assert not table.board.busy
    return app, table, c


def _sliding(table: TableScene) -> bool:
    """Whether some hand card is gliding sideways (the hand closing up)."""
    return any(s.kind == "hand" and s.moving and s.tx != s.sx for s in table.board.sprites())


@pytest.mark.parametrize("speed", ["normal", "slow"])
def test_a_second_click_while_the_hand_closes_up_plays_nothing(speed: str) -> None:
    app, table, c = _table(speed)
    # the second click is aimed at the king of diamonds where it lies now
    aim = hand_pos(table, "kd")
    click(app, hand_pos(table, "7d"))  # lays the seven on the side's sevens
    assert Card.parse("7d") not in c.game.hands[0]
    assert _sliding(table)  # the hand closes up over the seven's place
    melds_before = [list(m.cards) for m in c.game.melds[0]]
    hand_before = sorted(c.game.hands[0])
    click(app, aim)
    # nothing was played: the hand holds the same cards, one of them raised
    assert sorted(c.game.hands[0]) == hand_before
    assert [list(m.cards) for m in c.game.melds[0]] == melds_before
    assert len(table.selected) == 1
    app.close()


def test_just_after_the_hand_has_closed_up_a_click_selects_and_later_one_plays() -> None:
    app, table, c = _table("normal")
    click(app, hand_pos(table, "7d"))
    settle(app, 8)  # 0.4 s: the glide (0.32 s) is over, but only just
    assert not _sliding(table)
    hand_before = sorted(c.game.hands[0])
    click(app, hand_pos(table, "kd"))
    assert sorted(c.game.hands[0]) == hand_before
    assert len(table.selected) == 1
    click(app, hand_pos(table, "kd"))  # the player clicks it back down
    assert not table.selected
    settle(app, 10)
    # the hand has lain still: a click plays the king onto the side's kings
    click(app, hand_pos(table, "kd"))
    assert Card.parse("kd") not in c.game.hands[0]
    assert len(c.game.hands[0]) == len(hand_before) - 1
    app.close()


def test_a_click_on_a_hand_at_rest_plays_as_before() -> None:
    app, table, c = _table("normal")
    before = len(c.game.hands[0])
    click(app, hand_pos(table, "ks"))
    assert Card.parse("ks") not in c.game.hands[0]
    assert len(c.game.hands[0]) == before - 1
    assert not table.selected
    app.close()
