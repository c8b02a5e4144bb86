"""Play online from the window: the main menu's "Play online", hosting a table through
the new-game form, the waiting room with the code, the join address and the Start
button, and joining a table by its address (its rules and free seats shown first),
all through the real scenes with a real server on 127.0.0.1 started here."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.app.settings import NewGameChoices
from game.engine import PRESETS
from game.engine.record import Seat
from game.net import protocol as p
from game.net.address import join_address
from game.net.remote import RemoteSeat
from game.net.server import GameServer, ServerThread
from game.online import Network, read_address
from game.ui.app import App
from game.ui.help import HelpScene
from game.ui.newgame import NewGameScene
from game.ui.online import JoinScene, Pending, WaitingRoom
from game.ui.screens import ChoiceMenu, MainMenu
from game.ui.shell import Shell
from game.ui.table import TableScene
from tests.net.helpers_net import fast_limits, rule_bots
from tests.ui.test_around_the_table import make_shell, press
from tests.ui.test_table_harness import post


def until(app: App, done: Callable[[], bool], steps: int = 400) -> bool:
    """Step the window until ``done`` (a bounded number of frames; the server answers
    on its own threads meanwhile)."""
    for _ in range(steps):
        if done():
            return True
        app.step(0.02)
        time.sleep(0.01)
    return done()


@pytest.fixture
def network(tmp_path: Path) -> Iterator[Network]:
    net = Network(rule_bots(), tmp_path, port=0, bind="127.0.0.1", shown_host="127.0.0.1", browse_lan=False)
    try:
        yield net
    finally:
        net.close()


def online_shell(tmp_path: Path, network: Network, size: tuple[int, int] = (1280, 800)) -> tuple[App, Shell]:
    app, shell = make_shell(tmp_path, size=size)
    shell.services.online = network.services()
    shell.start()
    return app, shell


def test_the_main_menu_offers_play_online_only_with_the_network(tmp_path: Path, network: Network) -> None:
    _app, shell = make_shell(tmp_path)
    shell.start()
    assert "online" not in [key for key, _, _ in shell.menu_items()]
    shell.services.online = network.services()
    assert "online" in [key for key, _, _ in shell.menu_items()]


def test_a_host_opens_a_table_waits_for_its_seats_and_deals(tmp_path: Path, network: Network) -> None:
    app, shell = online_shell(tmp_path, network)
    press(app, "online")
    assert isinstance(app.scenes.top, ChoiceMenu)
    press(app, "host")
    assert isinstance(app.scenes.top, NewGameScene)
    press(app, "play")  # the default seats: the host and three computers
    assert isinstance(app.scenes.top, Pending)
    assert until(app, lambda: isinstance(app.scenes.top, WaitingRoom))
    room = app.scenes.top
    assert isinstance(room, WaitingRoom)
    code = room.table.code
    assert len(code) == 6 and room.table.address == join_address("127.0.0.1", network.port, code)
    assert until(app, lambda: [line.state for line in room.seen] == ["you", "computer", "computer", "computer"])
    press(app, "copy")  # the dummy driver has no clipboard: said, not a crash
    assert room.note
    press(app, "start")
    assert until(app, lambda: isinstance(app.scenes.top, TableScene))
    assert shell.online is room.table and shell.table is app.scenes.top
    assert shell.online is not None and shell.online.started()
    shell.close()
    network.close()  # the host's program ends: its server and table stop, the table is saved
    app, shell = online_shell(tmp_path, network)
    press(app, "rejoin")  # started again: the server comes back with the table, and the host to its seat
    assert until(app, lambda: isinstance(app.scenes.top, TableScene))
    assert shell.online is not None and shell.online.code == code and shell.online.is_host
    shell.close()


def test_a_guest_sees_the_rules_and_free_seats_then_sits_down(tmp_path: Path, network: Network) -> None:
    server = GameServer(rule_bots(), limits=fast_limits())
    thread = ServerThread(server)
    port = thread.start()
    host: RemoteSeat | None = None
    try:
        host = RemoteSeat.create(f"ws://127.0.0.1:{port}", "Ann", "classic",
                                 seats=[p.SeatSpec(), p.SeatSpec(), *[p.SeatSpec(level="rules")] * 2])
        app, shell = online_shell(tmp_path, network)
        press(app, "online")
        press(app, "join")
        join = app.scenes.top
        assert isinstance(join, JoinScene)
        post(pygame.TEXTINPUT, text=join_address("127.0.0.1", port, host.code))
        app.step(0.02)
        press(app, "look")
        assert until(app, lambda: join.look is not None)
        assert join.look is not None and join.look.free == (1,) and join.look.rules == PRESETS["classic"]
        press(app, "rules")  # the rules page of the table's rule set
        assert isinstance(app.scenes.top, HelpScene)
        app.scenes.pop()
        press(app, "sit1")
        assert until(app, lambda: isinstance(app.scenes.top, WaitingRoom))
        room = app.scenes.top
        assert isinstance(room, WaitingRoom) and not room.table.is_host
        assert "start" not in [b.key for b in room.buttons]  # the host deals, not the guest
        assert until(app, lambda: [line.state for line in room.seen] == ["taken", "you", "computer", "computer"])
        assert host.deal() is None
        assert until(app, lambda: isinstance(app.scenes.top, TableScene))
        assert shell.online is not None and shell.online.connection.seat == 1
        shell.close()  # the window closes; started again, the menu goes back to the seat
        app, shell = online_shell(tmp_path, network)
        press(app, "rejoin")
        assert until(app, lambda: isinstance(app.scenes.top, TableScene))
        assert shell.online is not None and shell.online.connection.seat == 1
        shell.close()
    finally:
        if host is not None:
            host.close()
        thread.stop()


def test_a_wrong_address_is_said_and_nothing_is_tried(tmp_path: Path, network: Network) -> None:
    app, shell = online_shell(tmp_path, network)
    shell.join_online()
    join = app.scenes.top
    assert isinstance(join, JoinScene)
    post(pygame.TEXTINPUT, text="http://example.org/nothing")
    app.step(0.02)
    press(app, "look")
    assert join.looking is None and join.note
    assert isinstance(join, JoinScene) and not isinstance(app.scenes.top, MainMenu)


def test_a_code_is_read_with_the_servers_address() -> None:
    assert read_address("acd-347", "192.168.1.20:9000") == ("ws://192.168.1.20:9000", "ACD347")
    assert read_address("ACD347", "ws://10.0.0.2") == ("ws://10.0.0.2:8765", "ACD347")
    assert read_address("canasta://10.0.0.2:8765/ACD347", "") == ("ws://10.0.0.2:8765", "ACD347")
    with pytest.raises(ValueError):
        read_address("ACD347", "")


def test_a_table_nearby_is_joined_without_typing(tmp_path: Path) -> None:
    """Zeroconf on the loopback interface only: the host's table is announced, the
    guest's join screen lists it, a click shows its seats, another sits down."""
    hosting = Network(rule_bots(), tmp_path / "host", port=0, bind="127.0.0.1", shown_host="127.0.0.1",
                      lan_interfaces=["127.0.0.1"])
    joining = Network(rule_bots(), tmp_path / "guest", port=0, bind="127.0.0.1", lan_interfaces=["127.0.0.1"])
    try:
        (tmp_path / "host").mkdir()
        (tmp_path / "guest").mkdir()
        seats = (Seat("Ann", "human"), Seat("North", "human"), Seat("West", "ai:easy"), Seat("East", "ai:easy"))
        table = hosting.services().host(PRESETS["classic"], seats, NewGameChoices())
        table.seats()  # the announcement says the one free seat
        app, shell = online_shell(tmp_path / "guest", joining)
        shell.join_online()
        join = app.scenes.top
        assert isinstance(join, JoinScene)
        assert until(app, lambda: any(t.code == table.code for t in join.found), steps=1000)
        assert join.found[0].name == "Ann"
        press(app, "near0")
        assert until(app, lambda: join.look is not None)
        assert join.look is not None and join.look.free == (1,)
        press(app, "sit1")
        assert until(app, lambda: isinstance(app.scenes.top, WaitingRoom))
        assert until(app, lambda: table.seats()[1].state == "taken")
        shell.close()
    finally:
        joining.close()
        hosting.close()


def test_a_host_sits_at_the_first_persons_seat_and_a_table_of_computers_is_refused(network: Network) -> None:
    computers = tuple(Seat(f"C{i}", "ai:easy") for i in range(4))
    with pytest.raises(ValueError, match="Human"):
        network.services().host(PRESETS["classic"], computers, NewGameChoices())
    seats = (Seat("North", "ai:easy"), Seat("Ann", "human"), *computers[2:])
    table = network.services().host(PRESETS["classic"], seats, NewGameChoices())
    assert table.connection.seat == 1 and [line.state for line in table.seats()][1] == "you"
