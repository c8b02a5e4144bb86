"""Seat names of the longest allowed length at the table (issue 47, point 15): they ran
across the cards and the next boxes. A plate is now as tall as its name's lines (never
shrunk, never cut), and the red threes lie below a meld area's label of two lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import i18n
from game.engine import PRESETS
from game.engine.record import MAX_SEAT_NAME, Seat
from game.ui import widgets as w
from game.ui.layout import plate_name_lines
from game.ui.table import TableScene
from tests.ui.test_around_the_table import make_shell

NAMES = ["W" * MAX_SEAT_NAME, "Maximiliane Wilhelmina Alexandra Josephine"[:MAX_SEAT_NAME], "M" * MAX_SEAT_NAME,
         "Wolfgang Amadeus Mozart von Salzburg Wien"[:MAX_SEAT_NAME], "Q" * MAX_SEAT_NAME, "X" * MAX_SEAT_NAME]


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("preset", ["classic", "six", "two"])
def test_forty_letter_names_stay_on_their_plates(data_dir: Path, preset: str, lang: str,
                                                 size: tuple[int, int]) -> None:
    i18n.set_language(lang)
    found: list[w.TextProblem] = []
    try:
        app, shell = make_shell(data_dir, size=size)
        rules = PRESETS[preset]
        seats = [Seat(NAMES[i], "human" if i == 0 else "ai:easy") for i in range(rules.players)]
        shell.new_game(rules, seats, seed=3)
        table = app.scenes.top
        assert isinstance(table, TableScene)
        w.problems = found
        app.invalidate()
        app.step(0.016)
        L = table.L
        plates = [spot.plate for spot in L.seats]
        for k, spot in enumerate(L.seats):
            plate = spot.plate
            assert plate.left >= 0 and plate.top >= 0 and plate.right <= size[0] and plate.bottom <= size[1]
            lines = plate_name_lines(f"{table.c.name(spot.seat)} {i18n.tr('table.dealer_mark')}", L.font, plate)
            # the name's lines and the count's line below them fit in the plate
            assert 4 + len(lines) * (L.font + 2) + L.font <= plate.height + 2, (spot.where, len(lines))
            assert not [o for j, o in enumerate(plates) if j != k and o.colliderect(plate)]
            assert not plate.colliderect(L.hand) and not plate.colliderect(L.toolbar)
            assert not [o.seat for o in L.seats if o is not spot and o.fan.colliderect(plate)]
            side = rules.side_of(spot.seat)
            area = L.melds[side] if side < len(L.melds) else None
            label = table._area_label_lines(side, area) if area is not None and area.width > 0 else []
            if area is not None and area.contains(spot.reds) and len(label) >= 2:
                strip = table._reds_below_label(spot.seat, spot.reds)
                assert strip.top >= area.top + 4 + sum(t.get_height() for t in label)
        app.close()
    finally:
        w.problems = None
        i18n.set_language("en")
    assert not found, found
