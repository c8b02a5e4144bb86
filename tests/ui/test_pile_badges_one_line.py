"""The marks beside the discard pile ("frozen", "blocked", Hand and Foot's "take: top 7")
read on one line at 800x600 in every language. A German badge was given a
longer wording and the shot showed "nur die obersten" over a lone "7"."""

from __future__ import annotations

import pytest

from game.app import i18n
from game.engine import PRESETS, GameState
from game.ui import widgets as w
from tests.ui.test_table_harness import make_table


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_pile_badges_take_one_line_at_800x600(lang: str) -> None:
    i18n.set_language(lang)
    try:
        app, table, _ = make_table(GameState.new(PRESETS["hand-and-foot"], 1), size=(800, 600))
        L = table.L
        fs = max(w.MIN_TEXT, L.font - 3)
        room = L.right_buttons.left - (L.pile.right + L.margin + 6) - 16  # as the table draws them
        labels = [i18n.tr("badge.frozen"), i18n.tr("badge.stopped"), i18n.tr("badge.take_top", count=7)]
        assert all(len(w.fit_lines(label, fs, room, bold=True)) == 1 for label in labels), (labels, room)
        app.close()
    finally:
        i18n.set_language("en")
