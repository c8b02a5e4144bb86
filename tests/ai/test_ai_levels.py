"""Every level completes whole deals of every preset with a tiny budget, playing only
legal moves (and never ``undo``)."""

from __future__ import annotations

import pytest

from ai.agent import LEVELS, make_agent, think_delay
from game.engine import PRESETS, GameState, Undo
from tests.ai.helpers_ai import PRESET_NAMES

ORDER = ("hard", "rules", "medium", "easy", "random", "rules", "rules-v1", "eager", "hoarder", "freezer")


def play(preset: str, levels: list[str], seed: int) -> GameState:
    rules = PRESETS[preset].with_options(target=1)
    g = GameState.new(rules, seed)
    agents = [make_agent(levels[s % len(levels)], seed=seed + s, budget=3, time_limit=None)
              for s in range(rules.players)]
    steps = 0
    while not g.results:
        seat = g.to_move
        a = agents[seat].choose(g.view(seat))
        assert not isinstance(a, Undo)
        assert g.check(a) is None, (preset, seat, str(a))
        g.apply(a)
        steps += 1
        assert steps < 3000
    return g


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_every_level_finishes_a_deal(preset: str) -> None:
    n = PRESETS[preset].players
    # each level sits at some seat of some deal of this preset
    for k in range(0, len(ORDER), n):
        levels = [ORDER[(k + i) % len(ORDER)] for i in range(n)]
        g = play(preset, levels, seed=100 + k)
        assert g.results[0].sides


def test_levels_and_delays() -> None:
    assert set(LEVELS) == {"random", "rules", "easy", "medium", "hard", "rules-v1", "eager", "hoarder", "freezer"}
    for level in LEVELS:
        assert 0 < think_delay(level) < 3
    with pytest.raises(ValueError):
        make_agent("grandmaster", 1)
