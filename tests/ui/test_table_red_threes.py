"""Each side's red threes lie with that side, in its own meld area (an opponent's
three never in the player's band), and a first meld that was short of the minimum
and legal only through the red threes says so once it is laid ("30 + red threes 200")."""

from __future__ import annotations

import pytest

from game.engine import PRESETS, Discard, RuleSet
from game.engine.actions import parse_action
from game.engine.cards import Card
from game.match.players import HumanPlayer, Player
from tests.ui.test_table_harness import Scripted, make_table, position, settle


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("preset", ["classic", "six", "three", "two"])
def test_each_sides_red_threes_lie_in_its_own_area(size: tuple[int, int], preset: str) -> None:
    rules = PRESETS[preset]
    n = rules.players
    reds = [("3h", "3d")[s % 2] for s in range(n)]  # one each: partners' threes share their place
    g = position(rules, to_move=0, red_threes={s: r for s, r in enumerate(reds) if r})
    app, table, _ = make_table(g, size=size)
    L = table.L
    sprites = [s for s in table.board.sprites() if s.kind == "red3"]
    assert len(sprites) == sum(len(r.split()) for r in reds)
    for sprite in sprites:
        seat = sprite.slot.info
        assert isinstance(seat, int)
        own = L.melds[rules.side_of(seat)]
        assert own.contains(sprite.slot.rect), (seat, sprite.slot.rect, own)
        for side, area in enumerate(L.melds):
            if side != rules.side_of(seat):
                assert not area.colliderect(sprite.slot.rect)
        for room in L.meld_room:  # melds keep clear of the threes
            assert not room.colliderect(sprite.slot.rect)
    app.close()


def test_a_first_meld_made_legal_by_red_threes_shows_the_credit_once_laid() -> None:
    rules = RuleSet().with_options(red_threes_count_for_first_meld=True)
    g = position(rules, to_move=1, phase="meld", red_threes={1: "3h", 3: "3d"},
                 hands={1: "jh jd jc 5s 6s 7h 9c"})
    west = Scripted("West", actions=[parse_action("meld jh jd jc"), Discard(Card.parse("5s"))])
    players: list[Player] = [HumanPlayer("You"), west, Scripted("North"), Scripted("East")]
    app, table, c = make_table(g, players)
    settle(app, 20)
    assert g.opened[1] and len(g.melds[1]) == 1
    assert c.openings == {1: (30, 200)}
    assert table.area_label(1) == "West and East · first meld 30 + red threes 200"
    assert any(c.event_text(e) == "West and East: first meld 30 + red threes 200." for e in c.events)
    assert table.area_label(0) == "You and North · first meld 50"  # nothing said for the other side
    app.close()


def test_a_first_meld_worth_the_minimum_says_nothing_of_the_threes() -> None:
    rules = RuleSet().with_options(red_threes_count_for_first_meld=True)
    g = position(rules, to_move=1, phase="meld", red_threes={1: "3h"}, hands={1: "ah ad ac 5s 6s 7h 9c"})
    west = Scripted("West", actions=[parse_action("meld ah ad ac"), Discard(Card.parse("5s"))])
    players: list[Player] = [HumanPlayer("You"), west, Scripted("North"), Scripted("East")]
    app, table, c = make_table(g, players)
    settle(app, 20)
    assert g.opened[1] and c.openings == {}
    assert table.area_label(1) == "West and East"
    app.close()
