"""The score sheet names the stake only where the table does: where doubling is
allowed or the stake was raised. The family table (no doubling) showed "Stake ×1"
under the sheet's title though its table head says nothing of a stake (seen in
screenshots)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import i18n
from tests.ui.test_around_the_table import make_shell
from tests.ui.test_table_harness import drawn_labels, shell_play
from tests.ui.test_text_fits import played_deal, seats


@pytest.mark.parametrize(("preset", "shown"), [("family", False), ("classic", True)])
def test_the_sheet_names_the_stake_only_where_it_can_change(data_dir: Path, preset: str, shown: bool,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    app, shell = make_shell(data_dir, size=(800, 600))
    try:
        g = played_deal(preset, 3)
        assert g.rules.allow_double is shown
        table = shell_play(shell, g, seats(g.rules.players))
        table.show_sheet(final=False)
        drawn = drawn_labels(monkeypatch)
        app.invalidate()
        app.step(0.016)
        target = i18n.tr("score.target", points=g.target)
        heads = [label for label in drawn if label.startswith(target)]
        assert heads, drawn
        stake = i18n.tr("score.stake", stake=1)
        assert any(stake in label for label in heads) is shown, heads
    finally:
        app.close()
