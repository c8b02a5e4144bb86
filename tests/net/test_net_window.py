"""The game's window at a remote seat: ``python -m game --join ADDRESS`` (headless here)
sits down at a table on a server, keeps the seat's token in its data folder, and the
same command after a restart comes back to that seat instead of taking another."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from game.net.address import join_address
from game.net.remote import RemoteSeat
from game.net.server import GameServer, ServerThread
from tests.net.helpers_net import fast_limits, rule_bots

ROOT = Path(__file__).resolve().parents[2]


def _window(address: str, data: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "CANASTA_DATA_DIR": str(data)}
    subprocess.run([sys.executable, "-m", "game", "--join", address, "--name", "Bo", "--frames", "30", "--mute"],
                   cwd=ROOT, env=env, check=True, timeout=60, capture_output=True)


def test_a_window_joins_a_network_table_and_comes_back_to_its_seat(tmp_path: Path) -> None:
    server = GameServer(rule_bots(), limits=fast_limits())
    thread = ServerThread(server)
    port = thread.start()
    host = RemoteSeat.create(f"ws://127.0.0.1:{port}", "Ann", "classic", options={"target": 1})
    try:
        address = join_address("127.0.0.1", port, host.code)
        _window(address, tmp_path)
        table = server.tables[host.code]
        kept = json.loads((tmp_path / "online-seat.json").read_text(encoding="utf-8"))
        assert kept["code"] == host.code and table.seat_of(kept["token"]) == 1
        assert table.seats[1].name == "Bo" and table.free_seats() == [2, 3]
        _window(address, tmp_path)  # started again: the same seat, not another one
        assert table.free_seats() == [2, 3]
        assert (tmp_path / "online-seat.json").stat().st_mode & 0o077 == 0
    finally:
        host.close()
        thread.stop()
