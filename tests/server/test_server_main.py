"""``python -m game.server`` (and ``canasta --server``): its flags and the players it wires in."""

from __future__ import annotations

import time

import pytest

from game.engine import PRESETS, GameState
from game.server.__main__ import ai_players, parse_args


def test_flags_are_checked() -> None:
    args = parse_args(["--port", "9000", "--rate", "5", "--no-save"])
    assert (args.port, args.rate, args.no_save, args.host) == (9000, 5.0, True, "0.0.0.0")
    for bad in (["--cert", "c.pem"], ["--port", "70000"], ["--rate", "0"], ["--send-queue", "0"]):
        with pytest.raises(SystemExit):
            parse_args(bad)


def test_the_binary_hands_server_flags_to_the_server() -> None:
    from game.__main__ import main

    with pytest.raises(SystemExit) as done:
        main(["--server", "--help"])
    assert done.value.code == 0


def test_the_computers_are_the_ais_and_choose_legal_actions() -> None:
    make = ai_players(threads=1)
    game = GameState.new(PRESETS["two"], 3)
    player = make(game.to_move, "", "rules", game.rules)
    assert not player.is_human and player.name == f"Computer {game.to_move + 1}"
    player.begin(game.view(game.to_move))
    action = None
    for _ in range(2000):
        action = player.poll()
        if action is not None:
            break
        time.sleep(0.005)
    assert action is not None and game.check(action) is None
    with pytest.raises(ValueError):
        make(0, "", "no-such-level", game.rules)
