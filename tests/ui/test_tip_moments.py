"""Tips only at their moments, for every preset (issue 45, point 9): the black three's
tip goes when a card covers the three; the first-canasta tip speaks of runs where runs
are canastas too (Samba) and of one rank only where they are not; the first-meld tip
does not come back once the player has melded this turn. And the tip's shape: a long
tip gets a wide box of few lines that covers no card."""

from __future__ import annotations

import time

import pytest

from game.app import i18n
from game.engine import PRESETS, parse_action
from game.ui.meldmarks import tip_name
from tests.engine.helpers import position
from tests.ui.test_table_harness import make_table, settle

NAMES = sorted(PRESETS)


@pytest.mark.parametrize("name", NAMES)
def test_the_black_three_tip_goes_when_a_card_covers_the_three(name: str) -> None:
    rules = PRESETS[name]
    g = position(rules, to_move=1, pile="8c 3s jh")
    app, table, _ = make_table(g)
    settle(app, 2)
    table.event_tip = ("black_three", time.monotonic() + 25.0)
    tip = table._tip()
    assert tip is None or tip[0] != "black_three"
    assert table.event_tip is None  # its moment is over for good
    app.close()
    if rules.threes_special:
        g = position(rules, to_move=1, pile="8c jh 3s")
        app, table, _ = make_table(g)
        settle(app, 2)
        table.event_tip = ("black_three", time.monotonic() + 25.0)
        assert table._tip() is not None and table._tip()[0] == "black_three"
        app.close()


@pytest.mark.parametrize("name", NAMES)
def test_the_first_canasta_tip_holds_for_the_rules(name: str) -> None:
    i18n.set_language("en")
    rules = PRESETS[name]
    words = i18n.tr(tip_name(rules, "first_canasta"), natural=500, mixed=300)
    if rules.sequences:
        assert "run of seven" in words
    else:
        assert "run" not in words


@pytest.mark.parametrize("name", NAMES)
def test_the_first_meld_tip_not_again_once_the_player_has_melded(name: str) -> None:
    i18n.set_language("en")
    rules = PRESETS[name]
    g = position(rules, hands={0: "kh kd kc 9s 10s 5c 6d"}, to_move=0, phase="meld")
    app, table, c = make_table(g)
    settle(app, 2)
    before = table._tip()
    if g.opened[0] or before is None or before[0] != "first_meld_minimum":
        app.close()
        pytest.skip(f"{name}: the first-meld tip is not the tip of this moment")
    assert c.submit([parse_action("meld kh kd kc")]) is None
    settle(app, 2)
    after = table._tip()
    assert after is None or after[0] != "first_meld_minimum"
    app.close()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_long_tip_is_a_wide_box_of_few_lines_that_covers_no_card(lang: str) -> None:
    i18n.set_language(lang)
    try:
        g = position(PRESETS["samba"], to_move=0, phase="meld")
        app, table, _ = make_table(g, size=(1280, 800))
        settle(app, 2)
        message = i18n.tr("tip.first_canasta_runs", natural=500, mixed=300)
        placed = table._tip_place(message, table.L.tip)
        assert placed is not None
        fs, lines, box = placed
        assert fs >= 11 and len(lines) <= 7 and box.width > table.L.tip.width
        cards = [s.slot.rect for s in table.board.sprites() if s.kind in ("meld", "hand", "red3")]
        assert box.collidelist(cards) < 0
        app.close()
    finally:
        i18n.set_language("en")
