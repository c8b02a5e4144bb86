"""The Hint button: the suggestion points at the cards it plays (or the stock or the
pile) and ends with the move - a hint never outlives the position it was given for."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import i18n
from game.engine import PRESETS
from game.engine.record import Seat
from tests.engine.helpers import position
from tests.ui.test_around_the_table import make_shell, press
from tests.ui.test_table_harness import click, settle, shell_play


def test_a_hint_points_at_what_it_plays_and_ends_with_the_move(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    g = position(PRESETS["classic"], hands={0: "5h 5d 9c 9s kh kd ks 2h jk 4c 4d"}, pile="6c 5d 8s", to_move=0)
    table = shell_play(shell, g, [Seat("You", "human")] + [Seat(n, "ai:easy") for n in ("W", "N", "E")])
    app.step(0.016)
    press(app, "hint")
    hint = table.current_hint()
    assert hint is not None and table.tip_id == "hint"
    assert hint.place in ("stock", "pile")  # the draw: it points at the stock or the pile
    click(app, table.L.stock.center)  # the player draws: the hint is over
    assert g.phase == "meld"
    assert table.current_hint() is None and table.tip_id != "hint"
    press(app, "hint")
    hint = table.current_hint()
    assert hint is not None and hint.cards  # a meld or a discard: cards of the hand
    assert all(card in g.hands[0] for card in hint.cards)
    settle(app, 80)  # past the pulse of the turn's first seconds
    before = app.draws
    settle(app, 10)
    assert app.draws == before and table.current_hint() is hint  # on show, and a picture at rest
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_hint_is_read_at_every_size_and_language(data_dir: Path, lang: str, size: tuple[int, int]) -> None:
    i18n.set_language(lang)
    try:
        app, shell = make_shell(data_dir, size=size)
        g = position(PRESETS["classic"], hands={0: "5h 5d 9c 9s kh kd ks 2h jk 4c 4d"}, pile="6c 5d 8s", to_move=0)
        table = shell_play(shell, g, [Seat("You", "human")] + [Seat(n, "ai:easy") for n in ("W", "N", "E")])
        app.step(0.016)
        press(app, "hint")
        hint = table.current_hint()
        assert hint is not None
        # in the tip box beside the buttons, or in the status line when there is no room
        assert table.tip_id == "hint" or hint.text in table._status_text()[0]
        app.close()
    finally:
        i18n.set_language("en")
