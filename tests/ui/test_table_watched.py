"""A table of computers only (every seat a computer in the new-game screen: a match
watched) goes on past its deal ends: its Next button deals the next hand. It used to
refuse ("This seat is not yours to play"), so such a table stood at its first deal's
end for good, and so did the kill test's children, which play such tables."""

from __future__ import annotations

from game.engine import NextDeal
from tests.ui.test_table_harness import Scripted, make_table
from tests.ui.test_text_fits import played_deal


def test_next_deals_the_next_hand_at_a_table_of_computers_only() -> None:
    g = played_deal("classic", 3)
    assert g.phase == "deal_over"
    players = [Scripted(name) for name in ("South", "West", "North", "East")]
    app, table, c = make_table(g, players)
    table.next_deal()
    assert g.phase == "draw" and len(g.results) == 1
    assert isinstance(g.actions[-1], NextDeal)
    c.close()
    app.close()


def test_a_computer_seat_still_may_not_be_played_by_the_person_looking() -> None:
    g = played_deal("classic", 3)
    g.apply(NextDeal())
    players = [Scripted(name) for name in ("South", "West", "North", "East")]
    app, _table, c = make_table(g, players)
    before = len(g.actions)
    assert c.submit([NextDeal()]) is not None  # not at a deal's end: refused
    assert len(g.actions) == before
    c.close()
    app.close()
