"""The statistics chart says what it shows (issue 45, point 13): its axes are labelled
(points up the side, the deals along the bottom), the bars carry their values (every
bar where they fit, else every k-th, the latest always), all in a readable size."""

from __future__ import annotations

import pygame
import pytest

from game.app import i18n
from game.app.stats import ScorePoint
from game.ui import widgets as w
from game.ui.statsview import StatsScene


def _points(n: int) -> list[ScorePoint]:
    return [ScorePoint(i, "m", i + 1, "2026-12-01", (i * 137) % 900 - 200, 300, 0, i % 2 == 0) for i in range(n)]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("deals", [5, 60])
def test_the_axes_and_the_bars_are_labelled(lang: str, deals: int, monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(lang)
    try:
        pygame.init()
        surface = pygame.Surface((800, 600))
        scene = StatsScene({}, _points(deals))
        scene.layout((800, 600))
        drawn: list[tuple[str, int]] = []
        real = w.text

        def spy(label: str, size: int, *args: object, **kwargs: object) -> object:
            drawn.append((label, size))
            return real(label, size, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(w, "text", spy)
        scene.draw_chart(surface)
        texts = [t for t, _ in drawn]
        assert i18n.tr("stats.axis_points") in texts and i18n.tr("stats.axis_deals") in texts
        values = [i18n.number(p.score) for p in scene.history]
        shown = [t for t in texts if t in values]
        assert values[-1] in shown  # the latest deal's value
        assert len(shown) >= (deals if deals <= 5 else 5)
        assert all(size >= w.MIN_TEXT for _, size in drawn), drawn
    finally:
        i18n.set_language("en")
