"""Clicking the pile when it can be taken more than one way asks how (onto the meld,
with a natural pair, with a wild card) instead of choosing for the player."""

from __future__ import annotations

import pygame

from game.engine import GameState, RuleSet, Take
from game.engine.cards import Card
from game.match.asks import SeatAsks
from game.ui.dialogs import Dialog
from game.ui.queries import take_text
from tests.ui.test_table_harness import click, key, make_table, position, snapshot


def kings_position() -> GameState:
    return position(RuleSet(), to_move=0, hands={0: "ks kd 2c 5h 6h 7h 8h 9s"}, pile="4c 9d kc",
                    melds={0: ["kh kd ks"]})


def test_a_pile_taken_more_than_one_way_asks_how() -> None:
    g = kings_position()
    ways = SeatAsks(g.view(g.to_move)).take_ways()
    assert [take_text(w, g.view(g.to_move)) for w in ways] == [
        "Onto your kings", "With the pair K♦, K♠", "With K♦, 2♣ (a wild card)"]
    app, table, _c = make_table(g)
    before = snapshot(g)
    click(app, table.L.pile.center)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    assert [b.label for b in dialog.buttons][:3] == [take_text(w, g.view(g.to_move)) for w in ways]
    key(app, pygame.K_ESCAPE)  # Escape: nothing taken
    assert app.scenes.top is table and snapshot(g) == before
    click(app, table.L.pile.center)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    click(app, dialog.buttons[1].rect.center)  # the natural pair
    last = g.actions[-1]
    assert isinstance(last, Take) and sorted(last.cards) == sorted([Card.parse("kd"), Card.parse("ks")])
    app.close()


def test_a_pile_taken_only_one_way_is_taken_at_once() -> None:
    g = position(RuleSet(), to_move=0, hands={0: "ks kd 5h 6h 7h 8h 9s 9c"}, pile="4c 9d kc", melds={0: ["ah ad ac"]})
    assert len(SeatAsks(g.view(g.to_move)).take_ways()) == 1
    app, table, _c = make_table(g)
    click(app, table.L.pile.center)
    assert app.scenes.top is table and isinstance(g.actions[-1], Take)
    app.close()
