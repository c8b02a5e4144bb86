"""The online screens' text fits in English, German and Dutch at 800x600 and full HD:
no label shrinks below ``widgets.MIN_TEXT`` or runs out of its place, no line of text
runs out of the column or under a button, and no two buttons overlap."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app import i18n
from game.engine import PRESETS, GameState
from game.match.connection import LocalSeat, SeatConnection
from game.match.players import HumanPlayer
from game.match.runner import MatchRunner
from game.ui import widgets as w
from game.ui.app import App, Settings
from game.ui.online import (
    JoinScene,
    NearbyTable,
    OnlineScreen,
    OnlineServices,
    OnlineTable,
    Pending,
    SeatLine,
    TableLook,
    WaitingRoom,
)
from game.ui.seats import TableSeats
from game.ui.sound import SoundManager
from game.ui.table import TableScene
from tests.ui.test_table_harness import drawn_labels, idle

SIZES = [(800, 600), (1920, 1080)]
LANGUAGES = ["en", "de", "nl"]


class FakeTable:
    """A table of six seats that never starts (what the waiting room draws)."""

    def __init__(self, host: bool) -> None:
        self.is_host = host
        self.code = "ACD347"
        self.address = "canasta://192.168.178.120:8765/ACD347"

    @property
    def connection(self) -> SeatConnection:
        raise AssertionError("not at the table")

    def seats(self) -> list[SeatLine]:
        return [SeatLine("Annemarie-Charlotte", "you"), SeatLine("Bartholomew", "taken"), SeatLine("", "open"),
                SeatLine("Computer West", "computer"), SeatLine("", "open"), SeatLine("Computer Nordost", "computer")]

    def started(self) -> bool:
        return False

    def start(self) -> str | None:
        return None

    def close(self) -> None:
        pass


class FakeNearby:
    def tables(self) -> list[NearbyTable]:
        return [NearbyTable(f"Annemarie-Charlotte {i}", "ws://10.0.0.2:8765", "ACD347", "modern_american", 3)
                for i in range(4)]

    def close(self) -> None:
        pass


def services(nearby: bool) -> OnlineServices:
    def never(*_: object) -> OnlineTable:
        raise AssertionError("no network here")

    def look(*_: object) -> TableLook:
        raise AssertionError("no network here")

    return OnlineServices(host=never, look=look, join=never, read_address=lambda a, b: ("", ""),
                          browse=FakeNearby if nearby else None)


def screens() -> Iterator[tuple[str, OnlineScreen]]:
    host = WaitingRoom(FakeTable(True), lambda t: None, lambda: None)
    host.note = i18n.tr("online.no_clipboard")
    yield "host", host
    yield "guest", WaitingRoom(FakeTable(False), lambda t: None, lambda: None)
    def refused() -> OnlineTable:
        raise OSError("the port 8765 is taken by another program on this computer")

    pending = Pending(i18n.tr("online.opening"), refused, lambda t: None, lambda: None)
    assert pending.task.wait(10)  # the refusal is said: the longest text this screen shows
    yield "pending", pending
    looked = JoinScene(services(False), "Gast", lambda t: None, lambda r: None, lambda: None)
    looked.look = TableLook("ws://10.0.0.2:8765", "ACD347", PRESETS["classic"].with_options(players=6),
                            ("Annemarie-Charlotte", "", "", "", "", ""), (1, 2, 3, 4, 5), False)
    looked.address.text = "canasta://192.168.178.120:8765/ACD347"
    looked.note = i18n.tr("online.not_joined", why="the seat was taken by someone else a moment ago")
    yield "looked", looked
    nearby = JoinScene(services(True), "Gast", lambda t: None, lambda r: None, lambda: None)
    nearby.note = i18n.tr("online.not_found", why="the connection was refused")
    yield "nearby", nearby


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_online_screens_text_fits(language: str, size: tuple[int, int]) -> None:
    i18n.set_language(language)
    found: list[w.TextProblem] = []
    w.problems = found
    try:
        app = App(size, settings=Settings(speed="instant", sound=False), sound=SoundManager())
        for name, scene in screens():
            app.push(scene)
            if isinstance(scene, JoinScene):
                scene.update(0.0)  # the tables nearby
                scene.layout(size)
            app.step(0.02)
            if isinstance(scene, WaitingRoom):
                scene.update(0.0)
                scene.invalidate()
                app.step(0.02)
            assert scene.drawn, name
            shown = [b for b in scene.buttons if b.visible]
            for line in scene.drawn:
                assert scene.column.left <= line.left and line.right <= scene.column.right, (name, line)
                assert line.top >= 0 and line.bottom <= size[1], (name, line)
                assert not any(line.colliderect(b.rect) for b in shown), (name, line)
            if isinstance(scene, JoinScene):  # the text fields: under the note, clear of every button
                for box in (scene.address, scene.server):
                    assert not any(box.rect.colliderect(b.rect) for b in shown), (name, box.label)
                    assert not any(box.rect.colliderect(line) for line in scene.drawn), (name, box.label)
            for i, b in enumerate(shown):
                assert pygame.Rect(0, 0, *size).contains(b.rect), (name, b.key)
                assert not any(b.rect.colliderect(o.rect) for o in shown[i + 1:]), (name, b.key)
            app.scenes.pop()
        assert not found, found
    finally:
        w.problems = None
        i18n.set_language("en")


class AwaySeats(LocalSeat):
    """A seat whose others are away in every way a plate says (and whose link dropped)."""

    def away(self) -> tuple[float | None, ...]:
        n = self.rules.players
        return (None, 587.0, 0.0, -1.0, 33.0, 1.0)[:n]

    def link(self) -> str:
        return "down"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_away_seats_and_a_dropped_link_fit_at_the_table(language: str, size: tuple[int, int], players: int,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(language)
    game = GameState.new(PRESETS[{2: "two", 4: "classic", 6: "six"}[players]], 5)
    runner = MatchRunner(game, [HumanPlayer("You"), *(idle(f"Seat {s}") for s in range(1, game.rules.players))])
    found: list[w.TextProblem] = []
    w.problems = found
    try:
        labels = drawn_labels(monkeypatch)
        app = App(size, settings=Settings(speed="instant", sound=False), sound=SoundManager())
        table = TableScene(TableSeats([AwaySeats(runner, 0)], speed="instant"))
        app.push(table)
        app.step(0.02)
        assert table.link_box is not None and pygame.Rect(0, 0, *size).contains(table.link_box)
        away = {i18n.tr("table.away"), i18n.tr("table.away_computer"),
                *(i18n.tr(k, seconds=587) for k in ("table.away_countdown", "table.away_short"))}
        assert away & set(labels)
        assert not found, found
    finally:
        w.problems = None
        i18n.set_language("en")
