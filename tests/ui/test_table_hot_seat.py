"""Two people at one screen: the "pass to" screen comes first in every deal, not only
between turns. A table that opens (a new game, Continue) and the deal after a score
sheet show no hand until the person to act has clicked, even when that is the person
who looked last."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from game.app import saves
from game.engine import PRESETS, GameState
from game.engine.record import Seat
from game.match.players import HumanPlayer
from game.ui.screens import PassScreen
from game.ui.table import TableScene
from tests.ui.test_around_the_table import make_shell, press
from tests.ui.test_table_harness import click, make_table, settle, shell_play
from tests.ui.test_text_fits import half_played, played_deal

PEOPLE = [Seat("Anna", "human"), Seat("Ben", "human")]


@contextmanager
def faces_drawn() -> Iterator[list[int]]:
    """How many hand cards' faces each drawing of a table showed, in order."""
    counts: list[int] = []
    original = TableScene.draw

    def spy(self: TableScene, surface: pygame.Surface) -> None:
        counts.append(sum(1 for s in self.board.sprites() if s.kind == "hand" and s.card is not None))
        original(self, surface)

    TableScene.draw = spy  # type: ignore[method-assign]
    try:
        yield counts
    finally:
        TableScene.draw = original  # type: ignore[method-assign]


def test_a_new_hot_seat_game_hands_the_screen_to_the_first_player_first(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    with faces_drawn() as faces:
        shell.new_game(PRESETS["two"], PEOPLE, seed=5)
        app.step(0.016)
        top = app.scenes.top
        assert isinstance(top, PassScreen) and top.name == "Anna"
        assert not any(faces)  # no hand was drawn face up before Anna sat down
        click(app, top.button.rect.center)
        settle(app, 5)
    assert isinstance(app.scenes.top, TableScene)
    assert faces and faces[-1] > 0  # now her hand shows
    app.close()


def test_continue_hands_the_screen_over_before_the_hand_shows(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    g = half_played("two", 5, 11)
    assert g.to_move == 0  # Anna's turn: the table opens looking at her seat
    shell_play(shell, g, PEOPLE)  # autosaved
    shell.close_game()
    app.close()
    app, shell = make_shell(data_dir)
    shell.start(saves.load_autosave(data_dir))
    with faces_drawn() as faces:
        press(app, "continue")
        app.step(0.016)
        top = app.scenes.top
        assert isinstance(top, PassScreen) and top.name == "Anna"
        assert not any(faces)
    app.close()


def test_the_next_deal_hands_the_screen_over_first() -> None:
    g: GameState = played_deal("two", 3)
    assert g.phase == "deal_over"
    app, table, c = make_table(g, [HumanPlayer("Anna"), HumanPlayer("Ben")])
    settle(app, 3)
    assert not isinstance(app.scenes.top, PassScreen)  # the finished deal is shown to both
    with faces_drawn() as faces:
        table.next_deal()
        app.step(0.016)
        top = app.scenes.top
        assert g.phase == "draw" and isinstance(top, PassScreen)
        assert top.name == ["Anna", "Ben"][c.next_human() or 0]
        assert not any(faces)
        click(app, top.button.rect.center)
        settle(app, 3)
    assert app.scenes.top is table and c.human == c.next_human()
    settle(app, 5)
    assert not isinstance(app.scenes.top, PassScreen)  # once a deal: not again for the same person
    app.close()


def test_continue_from_the_main_menu_to_the_open_table_hands_over_first(data_dir: Path) -> None:
    """The table left for the main menu and taken up again by Continue (the same table,
    not a saved one): the hand stayed face up without a handover (seen in a window)."""
    app, shell = make_shell(data_dir)
    shell.new_game(PRESETS["two"], PEOPLE, seed=5)
    app.step(0.016)
    top = app.scenes.top
    assert isinstance(top, PassScreen)
    click(app, top.button.rect.center)
    settle(app, 5)
    assert isinstance(app.scenes.top, TableScene)
    shell.show_menu()
    app.step(0.016)
    with faces_drawn() as faces:
        press(app, "continue")
        app.step(0.016)
        top = app.scenes.top
        assert isinstance(top, PassScreen) and top.name == "Anna"
        assert not any(faces)
    app.close()
