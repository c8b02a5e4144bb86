"""The opponent styles: their own code (nothing of the rule bot's), hidden-card
invariance on whole games, and each plays its style."""

from __future__ import annotations

import ast
import random
import statistics
from pathlib import Path

import pytest

from ai.styles import STYLES
from game.engine import DRAW_PHASE, MELD_PHASE, PRESETS, Discard, GameState
from tests.ai.helpers_ai import other_hidden_cards, sample_positions

STYLE_DIR = Path(__file__).resolve().parents[2] / "ai" / "styles"


def test_styles_import_only_the_engine_and_each_other() -> None:
    for path in sorted(STYLE_DIR.glob("*.py")):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                mod = node.module or ""
                assert node.level == 1 or mod.startswith("game.engine") or mod in ("__future__", "collections",
                                                                                 "dataclasses", "math"), (path, mod)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    assert alias.name in ("math", "random"), (path, alias.name)


@pytest.mark.parametrize("name", sorted(STYLES))
def test_style_reads_only_the_seat(name: str) -> None:
    """Handed whole games, a style decides the same whatever the hidden cards are."""
    rng = random.Random(9)
    positions = [g for preset in ("classic", "two", "three", "family")
                 for g in sample_positions(preset, 3, 12, seed=4)]
    assert len(positions) >= 100
    for g in positions:
        h = other_hidden_cards(g, g.to_move, rng)
        a = STYLES[name]().act(g)
        assert a == STYLES[name]().act(h)
        assert g.check(a) is None


def _self_play(name: str, deals: int) -> tuple[float, float, int]:
    """Mean hand size after the draw, wild discards per deal, piles of 10+ taken."""
    sizes: list[int] = []
    wild_throws = 0
    big_takes = 0
    rules = PRESETS["classic"].with_options(target=1)
    for d in range(deals):
        g = GameState.new(rules, 700 + d)
        p = STYLES[name]()
        while not g.results:
            if g.phase == DRAW_PHASE:
                pile = len(g.pile)
                seat = g.to_move
                before = len(g.hands[seat])
                a = p.act(g)
                g.apply(a)
                sizes.append(len(g.hands[seat]))
                if len(g.hands[seat]) - before >= 9 and pile >= 10:
                    big_takes += 1
                continue
            a = p.act(g)
            if g.phase == MELD_PHASE and isinstance(a, Discard) and a.card.is_wild:
                wild_throws += 1
            g.apply(a)
    return statistics.fmean(sizes), wild_throws / deals, big_takes


def test_styles_play_their_style() -> None:
    eager = _self_play("eager", 8)
    hoarder = _self_play("hoarder", 8)
    freezer = _self_play("freezer", 8)
    assert hoarder[0] > eager[0] + 2  # the hoarder keeps a longer hand
    assert freezer[1] > eager[1]  # the freezer throws wild cards to freeze the pile
    assert hoarder[2] > 0
