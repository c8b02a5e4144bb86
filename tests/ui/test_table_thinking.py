"""A computer seat that is deciding says so on its plate in a form that never looks cut:
the word where the plate has room, and an hourglass always. At 800x600 the German plate
once read "17 Karten ..." - the word dropped for lack of room, its dots left behind
(seen in a play-through)."""

from __future__ import annotations

import pytest

from game.app import i18n
from game.engine import PRESETS, GameState
from game.ui.table import TableScene
from tests.ui.test_table_harness import drawn_labels, make_table, settle
from tests.ui.test_table_log import two_discards

SIZES = [(800, 600), (1280, 800), (1920, 1080)]


def think(table: TableScene, seat: int | None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table.c, "thinking_seat", lambda: seat)


def check_plates(table: TableScene, monkeypatch: pytest.MonkeyPatch) -> None:
    app = table.app
    assert app is not None
    for seat in range(1, table.c.rules.players):
        think(table, None, monkeypatch)
        table.draw(app.screen)
        chip = table.plate_chips.get(seat)
        assert table.thinking_mark is None
        think(table, seat, monkeypatch)
        for clock in (0.0, 0.3, 0.6, 1.2):  # every length of the old dots, every state of the sand
            table.clock = clock
            drawn = drawn_labels(monkeypatch)
            table.draw(app.screen)
            count = i18n.trn("count.cards", table.view.hand_sizes[seat])
            lines = [label for label in drawn if label.startswith(count)]
            assert lines and not any(label.rstrip().endswith(".") for label in lines), lines
            assert table.thinking_mark is not None
            marked, mark, line_at, line = table.thinking_mark
            plate = table.L.seats[seat].plate
            assert marked == seat and line in lines
            assert plate.contains(mark) and mark.left > line_at.right and not mark.colliderect(line_at)
            assert table.plate_chips.get(seat) == chip  # the discard chip stays where it was
            if chip is not None:
                assert not mark.colliderect(chip)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_thinking_seat_shows_an_hourglass_and_no_dots(lang: str, size: tuple[int, int],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(lang)
    try:
        players, g = two_discards()  # West, North and East have a discard chip on their plates
        app, table, _c = make_table(g, players, size=size)
        settle(app, 40)
        assert set(table.plate_chips) == {1, 2, 3}
        check_plates(table, monkeypatch)
        app.close()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("preset", ["two", "three", "five", "six"])
@pytest.mark.parametrize("lang", ["de", "nl"])
def test_every_table_size_keeps_the_hourglass_in_the_plate(preset: str, lang: str,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(lang)
    try:
        for size in (SIZES[0], SIZES[2]):
            app, table, _c = make_table(GameState.new(PRESETS[preset], 5), size=size)
            settle(app, 5)
            check_plates(table, monkeypatch)
            app.close()
    finally:
        i18n.set_language("en")
