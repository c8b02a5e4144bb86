"""Every level plays a whole deal of the issue-11 variants (Cuban, Uruguay, Samba,
Bolivia) to its end with legal moves only: runs, melds of wild cards, the escalera
needed to go out and black threes in hand must never make a computer player stick or
offer an illegal move. How well they play is another issue's subject."""

from __future__ import annotations

import pytest
from test_ai_levels import ORDER, play

from game.engine import PRESETS


@pytest.mark.parametrize("preset", ["cuban", "uruguay", "samba", "bolivia"])
def test_every_level_finishes_a_variant_deal(preset: str) -> None:
    n = PRESETS[preset].players
    for k in range(0, len(ORDER), n):
        levels = [ORDER[(k + i) % len(ORDER)] for i in range(n)]
        g = play(preset, levels, seed=200 + k)
        assert g.results[0].sides and len(g.results[0].sides) == len(PRESETS[preset].sides)
