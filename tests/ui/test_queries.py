"""What the table's gestures ask of the engine through the seat (``game.match.asks``): here, the words
of a refused new meld where the rules have runs."""

from __future__ import annotations

import pytest

from game.app import i18n
from game.app.i18n import explain
from game.engine import PRESETS
from game.engine.cards import Card
from game.match.asks import SeatAsks
from tests.engine.helpers import position


def _refusal(preset: str, cards: str) -> str | None:
    g = position(PRESETS[preset], hands={0: "4s 5d 6s 9h 4h 10c kd"}, melds={0: ["qs qd qh"]}, to_move=0,
                 phase="meld")
    plan, refusal = SeatAsks(g.view(g.to_move)).new_meld_plan([Card.parse(c) for c in cards.split()])
    assert not plan
    return refusal.code if refusal is not None else None


@pytest.mark.parametrize("preset", ["samba", "bolivia"])
def test_cards_that_make_neither_a_group_nor_a_sequence_are_refused_naming_both(preset: str) -> None:
    """Issue 13, found playing Bolivia through the window: two cards of different
    ranks put down as a new meld were refused with "A meld holds cards of one rank
    only", as if the table had no runs. Where it has them, cards that can make neither
    a group nor a sequence (two cards; a rank twice among others) are refused in words
    that name both; three cards of several suits still get the engine's own reason."""
    assert _refusal(preset, "4s 5d") == "meld_or_sequence"
    assert _refusal(preset, "4s 9h") == "meld_or_sequence"
    assert _refusal(preset, "4s 4h 5d") == "meld_or_sequence"
    assert _refusal(preset, "4s 5d 6s") == "sequence_suit"  # the sequence's own reason


def test_where_there_are_no_runs_the_one_rank_reason_stays() -> None:
    assert _refusal("classic", "4s 5d") == "meld_rank"
    assert _refusal("uruguay", "4s 4h 5d") == "meld_rank"


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_table_says_so_when_two_cards_are_put_down_in_bolivia(lang: str) -> None:
    """Through the table, as in the window: two cards selected, the own area clicked;
    the status line gives the sentence in the player's language."""
    from tests.ui.test_table_harness import click, hand_pos, make_table, settle

    i18n.set_language(lang)
    try:
        g = position(PRESETS["bolivia"], hands={0: "4s 5d 6s 9h 4h 10c kd"}, melds={0: ["qs qd qh"]}, to_move=0,
                     phase="meld")
        app, table, _c = make_table(g, size=(800, 600))
        app.settings.click_to_meld = False
        settle(app, 3)
        for card in ("4s", "5d"):
            click(app, hand_pos(table, card))
        area = table.L.meld_room[table.L.own_side]
        click(app, (area.right - 10, area.bottom - 10))
        assert table.note is not None and table.note[1], table.note
        said = explain(SeatAsks(g.view(g.to_move)).new_meld_plan([Card.parse("4s"), Card.parse("5d")])[1])  # type: ignore[arg-type]
        assert table.note[0] == said
        start = {"en": "A meld is of one rank", "de": "Eine Meldung besteht", "nl": "Een melding bestaat"}[lang]
        assert said.startswith(start)  # translated
        app.close()
    finally:
        i18n.set_language("en")
