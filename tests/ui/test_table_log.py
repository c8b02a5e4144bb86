"""The log: drawn at every window size (800x600 too), the whole match's log
scrollable in its own view, each player's last discard in sight, and the deal's log
back after Continue."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import i18n
from game.engine import PRESETS, Discard, Draw, GameState, RuleSet
from game.engine.cards import Card
from game.match.players import HumanPlayer, Player
from game.ui.app import App
from game.ui.layout import LOG_MIN_WIDTH
from game.ui.logview import LogScene, discards_line, last_discards
from tests.ui.test_around_the_table import make_shell
from tests.ui.test_table_harness import Scripted, click, key, make_table, position, settle, shell_play
from tests.ui.test_text_fits import half_played, seats


@pytest.mark.parametrize("size", [(800, 600), (1024, 700), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("preset", ["classic", "six", "three", "two", "five"])
def test_the_log_has_room_beside_the_stock_at_every_size(size: tuple[int, int], preset: str) -> None:
    g = position(PRESETS[preset], to_move=0)
    app, table, _ = make_table(g, size=size)
    L = table.L
    assert L.log.width >= LOG_MIN_WIDTH
    log_button = table.buttons["log"]
    assert log_button.visible and L.log.contains(log_button.rect)
    lines = L.log.copy()
    lines.top = log_button.rect.bottom
    lines.height = L.log.bottom - lines.top
    assert lines.height >= 3 * L.font  # room for three lines at least
    for b in table.buttons.values():  # a narrow table puts doubling in the log's head, not over its lines
        if b.visible:
            assert not b.rect.colliderect(lines), b.key
            assert not b.rect.colliderect(log_button.rect) or b is log_button, b.key
    assert not L.log.colliderect(L.stock)
    app.close()


def two_discards() -> tuple[list[Player], GameState]:
    g = position(RuleSet(), hands={1: "5h 5d 9c 9s kh kd ks 4h 4c 6d 6s", 3: "5c 5s 9d 9h qh qd qs 4s 7c 7d jc"},
                 draws="8c 8d 8h", to_move=1)
    players: list[Player] = [HumanPlayer("You"), Scripted("West", actions=[Draw(), Discard(Card.parse("6d"))]),
                             Scripted("North", actions=[Draw(), Discard(Card.parse("8d"))]),
                             Scripted("East", actions=[Draw(), Discard(Card.parse("jc"))])]
    return players, g


def test_each_players_last_discard_is_in_sight_and_the_whole_log_opens() -> None:
    players, g = two_discards()
    app, table, c = make_table(g, players)
    settle(app, 40)
    assert [seat for seat, _ in last_discards(c)] == [1, 2, 3]
    assert discards_line(c) == "West 6♦, North 8♦, East J♣"
    click(app, table.buttons["log"].rect.center)
    scene = app.scenes.top
    assert isinstance(scene, LogScene)
    app.step(0.016)
    texts = [t for t, _ in scene.lines()]
    assert texts[-6:] == ["West drew a card.", "West discarded 6♦.", "North drew a card.", "North discarded 8♦.",
                          "East drew a card.", "East discarded J♣."]
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    app.close()


def test_the_whole_log_scrolls_and_stays_within_its_lines(data_dir: Path) -> None:
    app, shell = make_shell(data_dir, size=(800, 600))
    g = half_played("classic", 5, 90)  # 90 moves into the first deal
    table = shell_play(shell, g, seats(4))
    table.open_log()
    app.step(0.016)
    scene = app.scenes.top
    assert isinstance(scene, LogScene)
    lines = scene.lines()
    page = scene._per_page()
    assert len(lines) > page  # a long deal: more than a page
    for _ in range(3):
        post_wheel(app, 1)
    assert scene.scroll == 9
    key(app, pygame.K_HOME)
    assert scene.scroll == len(lines) - page  # the top of the log, no further
    key(app, pygame.K_END)
    assert scene.scroll == 0
    app.close()


def post_wheel(app: App, y: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    app.step(0.016)


def test_continue_brings_the_deals_log_back(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    g = half_played("classic", 5, 60)
    deal_moves = len(g.actions) - g.deal_start
    assert deal_moves > 10
    table = shell_play(shell, g, seats(4))  # what Continue does with the saved game
    c = table.c
    moves = [e for e in c.events if e.action is not None]
    assert len(moves) == deal_moves
    assert [e.action for e in moves] == g.actions[g.deal_start:]
    assert c.version == 0 and c.outcome is None
    assert last_discards(c)  # the players' last discards are known again
    app.close()


def test_a_set_up_position_starts_with_an_empty_log() -> None:
    g = position(RuleSet(), to_move=0)
    g.actions.append(Draw())  # a move that does not lead to this position
    app, _table, c = make_table(g)
    assert c.events == []
    app.close()


def test_the_log_reads_in_the_language_in_use() -> None:
    players, g = two_discards()
    app, table, c = make_table(g, players)
    settle(app, 40)
    try:
        i18n.set_language("de")
        assert discards_line(c).startswith("West 6♦")
        table.open_log()
        app.step(0.016)
        scene = app.scenes.top
        assert isinstance(scene, LogScene)
        assert scene.lines()[-1][0] == "Ost hat J♣ abgeworfen."
    finally:
        i18n.set_language("en")
    app.close()
