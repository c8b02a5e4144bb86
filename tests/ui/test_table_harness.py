"""Driving the real table headless: posted mouse events, fixed time steps, scripted
players. Other table tests import these helpers; the tests here check the harness
itself (posted events reach the table through ``ev.pos``)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine import Accept, Action, GameState, GiveUp, RuleSet, View
from game.match.connection import LocalSeat
from game.match.players import HumanPlayer, Player
from game.match.runner import MatchRunner
from game.ui import widgets as w
from game.ui.app import App, Settings
from game.ui.seats import TableSeats
from game.ui.sound import SoundManager
from game.ui.table import TableScene
from tests.engine.helpers import position


class Scripted:
    """A computer player for tests: plays ``decide(view)`` (None: keeps thinking)."""

    is_human = False

    def __init__(self, name: str, decide: Callable[[View], Action | None] | None = None,
                 actions: Iterable[Action] = ()) -> None:
        self.name = name
        self.decide = decide
        self.queue = list(actions)
        self.view: View | None = None
        self.begun = 0

    def begin(self, view: View) -> None:
        self.view = view
        self.begun += 1

    def poll(self) -> Action | None:
        if self.view is None:
            return None
        if self.queue:
            return self.queue.pop(0)
        if self.decide is not None:
            return self.decide(self.view)
        return None

    def cancel(self) -> None:
        self.view = None


def idle(name: str, judge: Callable[[View], bool] | None = None) -> Scripted:
    """A computer player that never moves (keeps the game where a test wants it), but
    answers a double: ``judge(view)`` accepts (by default: when its side is not behind),
    else it gives the match up - as a computer player decides in ``ai/match.py``."""
    def answer(view: View) -> Action | None:
        if view.phase != "double":
            return None
        decide = judge or _not_behind
        return Accept() if decide(view) else GiveUp(view.side)
    return Scripted(name, answer)


def _not_behind(view: View) -> bool:
    mine = view.scores[view.side]
    return all(mine >= s for i, s in enumerate(view.scores) if i != view.side)


NAMES = {2: ["You", "North"], 3: ["You", "West", "East"], 4: ["You", "West", "North", "East"],
         5: ["You", "South-West", "North-West", "North-East", "South-East"],
         6: ["You", "West", "Northwest", "North", "Northeast", "East"]}


class SeatsUnderTest(TableSeats):
    """The table's seats, with the match behind them in reach of the test (never of
    the table): ``game``, ``players`` and the ``runner``."""

    def __init__(self, runner: MatchRunner, connections: Sequence[LocalSeat], *, speed: str) -> None:
        super().__init__(connections, speed=speed)
        self.runner = runner

    @property
    def game(self) -> GameState:
        return self.runner.game

    @property
    def players(self) -> list[Player]:
        return self.runner.players


def make_seats(game: GameState, players: Sequence[Player], *, speed: str = "instant",
               new_game: Callable[[], GameState] | None = None) -> SeatsUnderTest:
    """A runner for ``game`` and a connection for each person's seat (the first looks first)."""
    runner = MatchRunner(game, players, speed=speed)
    people = [s for s, p in enumerate(players) if p.is_human] or [0]
    return SeatsUnderTest(runner, [LocalSeat(runner, s, new_game=new_game) for s in people], speed=speed)


class Watching:
    """A shell's table seats for a test, with the shell's match behind them in reach
    (``game``, ``players``): everything else is the table's ``TableSeats``."""

    def __init__(self, seats: TableSeats, runner: MatchRunner) -> None:
        self.seats = seats
        self.runner = runner

    @property
    def game(self) -> GameState:
        return self.runner.game

    @property
    def players(self) -> list[Player]:
        return self.runner.players

    def __getattr__(self, name: str) -> Any:
        return getattr(self.seats, name)


def shell_seats(shell: Any) -> Watching:
    """The seats at a shell's table (``shell.table.c``) and the match behind them."""
    assert shell.table is not None and shell.match is not None
    return Watching(shell.table.c, shell.match.runner)


def shell_play(shell: Any, game: GameState, seats: Sequence[Any]) -> TableScene:
    """Open a shell's table on a game the test set up (as Continue does with a saved one)."""
    from game.match.local import LocalMatch

    table: TableScene = shell._open(lambda players, **kw: LocalMatch(game, seats, players, **kw), seats, game.seed)
    return table


def tutorial_seats(name: str = "You", computer: str = "North") -> SeatsUnderTest:
    """The tutorial's match, its seat for the table and its game for the test."""
    from game.match.tutorial import TutorialComputer, tutorial_game

    runner = MatchRunner(tutorial_game(), [HumanPlayer(name), TutorialComputer(computer)], speed="normal")
    return SeatsUnderTest(runner, [runner.connect(0)], speed="normal")


def make_table(game: GameState, players: Sequence[Player] | None = None, *, size: tuple[int, int] = (1280, 800),
               speed: str = "instant", judge: Callable[[View], bool] | None = None,
               new_game: Callable[[], GameState] | None = None) -> tuple[App, TableScene, SeatsUnderTest]:
    n = game.rules.players
    if players is None:
        players = [HumanPlayer("You"), *(idle(NAMES[n][s], judge) for s in range(1, n))]
    seats = make_seats(game, players, speed=speed, new_game=new_game)
    app = App(size, settings=Settings(speed=speed, sound=False), sound=SoundManager())
    table = TableScene(seats)
    app.push(table)
    app.step(0.016)
    return app, table, seats


def settle(app: App, frames: int = 30, dt: float = 0.05) -> None:
    for _ in range(frames):
        app.step(dt)


def post(kind: int, **attrs: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    app.step(0.016)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 6, release: bool = True) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step(0.016)
    for i in range(1, steps + 1):
        x = round(start[0] + (end[0] - start[0]) * i / steps)
        y = round(start[1] + (end[1] - start[1]) * i / steps)
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        app.step(0.016)
    if release:
        post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        app.step(0.016)


def key(app: App, k: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    app.step(0.016)


def hand_pos(table: TableScene, card_text: str, nth: int = 0) -> tuple[int, int]:
    """A point on the visible part of a hand card (its top-left index corner)."""
    from game.engine.cards import Card

    card = Card.parse(card_text)
    found = [i for i, c in enumerate(table.order.cards) if c is card]
    i = found[nth]
    sprite = next(s for s in table.board.sprites() if s.kind == "hand" and s.slot.info == i)
    return (sprite.area.left + 8, sprite.area.top + 12)


def meld_pos(table: TableScene, side: int, rank: int) -> tuple[int, int]:
    """The centre of the side's (first) meld of ``rank``."""
    m = next(m for m in table.meld_at.values() if m.owner == side and m.rank == rank)
    return table.meld_rects[m.id].center


def meld_id_pos(table: TableScene, meld_id: int) -> tuple[int, int]:
    """The centre of the meld with this id (a run, one of several melds of a rank)."""
    return table.meld_rects[meld_id].center


def snapshot(game: GameState) -> tuple[object, ...]:
    """Everything a refused move must leave as it was."""
    return (game.phase, game.to_move, tuple(tuple(h) for h in game.hands), tuple(game.pile),
            tuple(tuple(m) for m in game.melds), game.pile_frozen, len(game.actions))


# ---------------------------------------------------------------------------- the harness itself
def test_posted_clicks_reach_the_table_by_their_position() -> None:
    g = position(RuleSet(), hands={0: "5h 5d 9c 9s kh kd ks 2h jk 4c 4d"}, to_move=0)
    app, table, _c = make_table(g)
    before = len(g.hands[0])
    click(app, table.L.stock.center)
    assert len(g.hands[0]) == before + 1
    assert g.phase == "meld"
    app.close()


def test_a_table_at_rest_draws_nothing_until_something_changes() -> None:
    g = position(RuleSet(), to_move=0)
    app, table, _ = make_table(g, speed="normal")
    settle(app, 80)  # past the first seconds of the turn, when its plate pulses
    draws, frames = app.draws, app.frames
    settle(app, 20)
    assert app.frames == frames + 20  # the loop goes on (computer moves can arrive) ...
    assert app.draws == draws  # ... and draws nothing while nothing changes
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    app.step(0.05)
    assert app.draws == draws + 1  # input is drawn at once
    click(app, table.L.stock.center)  # a card glides into the hand: drawn every frame
    moving = app.draws
    settle(app, 3, 0.016)
    assert table.board.busy and app.draws == moving + 3
    app.close()


def drawn_labels(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every label the widgets draw from now on (``widgets.text`` watched), for tests that
    ask whether a line was drawn at all, not only laid out."""
    drawn: list[str] = []
    real = w.text

    def spy(label: str, *args: object, **kwargs: object) -> object:
        drawn.append(label)
        return real(label, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(w, "text", spy)
    return drawn
