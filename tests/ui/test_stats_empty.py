"""The statistics before any game (issue 14, like point 8): "No games played yet."
stood over the first figure's label ("Matches played"); it has its own line."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest

from game.app import i18n
from game.ui.statsview import StatsScene
from tests.ui.test_around_the_table import make_shell


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_games_yet_has_its_own_line(data_dir: Path, lang: str, size: tuple[int, int]) -> None:
    i18n.set_language(lang)
    try:
        app, shell = make_shell(data_dir, size=size)
        shell.show_stats()
        scene = app.scenes.top
        assert isinstance(scene, StatsScene)
        app.invalidate()
        app.step(0.016)
        tops = [y for _, y in scene.rows_drawn]
        assert scene.rows_drawn[0][0] in i18n.tr("stats.none_yet")
        assert len(tops) == len(set(tops)) and tops == sorted(tops), scene.rows_drawn
        assert all(b - a >= scene.fs for a, b in pairwise(tops))
        app.close()
    finally:
        i18n.set_language("en")
