"""The score panel at the table's top left: each side's name, score and eye fit their
place, whatever the number of sides. Found in 800x600 screenshots: at
the family table (four players each alone) the four names, scores and eyes were
drawn over one another on one line, each player named "Opponents"."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import i18n
from tests.ui.test_around_the_table import make_shell
from tests.ui.test_table_harness import shell_play
from tests.ui.test_text_fits import half_played, seats, watching


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("preset", ["family", "five", "three", "classic"])
def test_each_sides_name_score_and_eye_fit_apart(data_dir: Path, preset: str, size: tuple[int, int]) -> None:
    i18n.set_language("en")
    app, shell = make_shell(data_dir, size=size)
    try:
        g = half_played(preset, 5, 30)
        table = shell_play(shell, g, seats(g.rules.players))
        with watching() as found:
            app.invalidate()
            app.step(0.016)
        parts = table.score_parts
        assert set(parts) == set(range(len(g.rules.sides)))
        problems = [p.label for p in found if p.label in {name for name, _r, _s in parts.values()}]
        assert not problems, problems
        if not g.rules.partnerships:  # each side is one player: named as such, never "Opponents"
            assert [name for name, _r, _s in (parts[s] for s in sorted(parts))] == [
                table.c.name(s) for s in range(g.rules.players)]
        rects = [r for side in parts for r in (parts[side][1], parts[side][2], table.eye_rects[side])]
        for i, a in enumerate(rects):
            assert table.L.scores.contains(a), (a, table.L.scores)
            for b in rects[i + 1:]:
                assert not a.colliderect(b), (a, b)
    finally:
        app.close()
