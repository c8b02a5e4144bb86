"""Card counting sees the black threes set aside from taken piles (Cuban Canasta's
``black_threes_from_pile`` = ``set_aside``): they lie face up in front of a player, so
neither ``knowledge.unseen_counts`` nor the styles' table reading may count them as
cards that could still be drawn or held."""

from __future__ import annotations

from ai.knowledge import unseen_counts
from ai.styles.common import read_table
from game.engine import PRESETS, THREE, GameState


def _set_aside_two(g: GameState, seat: int) -> None:
    """Move two black threes from the stock to ``seat``'s set-aside cards."""
    blacks = [c for c in g.stock if c.is_black_three][:2]
    assert len(blacks) == 2
    for c in blacks:
        g.stock.remove(c)
        g.black_threes[seat].append(c)


def test_unseen_counts_leave_out_set_aside_black_threes() -> None:
    g = GameState.new(PRESETS["cuban"], 5)
    before = unseen_counts(g, 0)
    _set_aside_two(g, 1)
    after = unseen_counts(g, 0)
    assert after[THREE] == before[THREE] - 2
    assert [n for r, n in enumerate(after) if r != THREE] == [n for r, n in enumerate(before) if r != THREE]


def test_the_styles_table_reading_leaves_them_out_too() -> None:
    g = GameState.new(PRESETS["cuban"], 5)
    before = read_table(g, 0)
    _set_aside_two(g, 3)
    after = read_table(g, 0)
    assert after.unseen[THREE] == before.unseen[THREE] - 2
    assert after.unseen_total == before.unseen_total - 2
