"""The score sheet with many columns: four or five players each alone (the family
table, five) at 800x600. Found in screenshots: five's column heads ran
into one another ("South-WestNorth-West...") and its canasta lines read
"0 × 500 = 00 × 500 = 0"; the family table's touched. Every name and cell fits its
column, in every language."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import i18n
from tests.ui.test_around_the_table import make_shell
from tests.ui.test_table_harness import shell_play
from tests.ui.test_text_fits import played_deal, seats, watching


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("preset", ["family", "five", "three", "six"])
def test_every_name_and_cell_of_the_sheet_fits_its_column(data_dir: Path, preset: str, size: tuple[int, int],
                                                           lang: str) -> None:
    i18n.set_language(lang)
    app, shell = make_shell(data_dir, size=size)
    try:
        g = played_deal(preset, 3)
        table = shell_play(shell, g, seats(g.rules.players))
        table.show_sheet(final=False)
        with watching() as found:
            app.invalidate()
            app.step(0.016)
        assert not [(p.label, p.width) for p in found]
    finally:
        app.close()
        i18n.set_language("en")
