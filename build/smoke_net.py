"""Smoke test of the built binary's network play over loopback: it hosts and it joins.

    python build/smoke_net.py dist/canasta

Why: the binary leaves out what PyInstaller's analysis does not see, and the network
libraries (websockets, msgspec, zeroconf) import parts of themselves by name. A binary
that starts its window but cannot serve or join a table would pass every other smoke
test. This one runs the binary twice, from a clean environment:

1. ``canasta --server`` on 127.0.0.1 and a free port: the binary hosts;
2. a scripted client of this checkout opens a two-player table there and takes seat 0;
3. ``canasta --join canasta://127.0.0.1:PORT/CODE`` (headless): the binary joins and
   takes the free seat, which the host sees;
4. the host starts the deal and, if it is to move, draws: the server's engine, inside
   the binary, applies the move; the joined binary's seat stays linked.

Exit 0 when all of it held, 1 with the step that did not. Every process it starts is
ended before it returns.
"""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.net import protocol as p  # noqa: E402 - after the path set-up
from game.net.address import join_address  # noqa: E402
from game.net.client import NetClient  # noqa: E402

#: The longest wait for one step (the binary unpacks itself at every start).
STEP_SECONDS = 60.0


def clean_env(home: Path) -> dict[str, str]:
    """An environment with no Python of ours in it and a fresh home, headless."""
    return {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
            "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "CANASTA_DATA_DIR": str(home / "data")}


def start_server(binary: Path, home: Path) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen([str(binary), "--server", "--host", "127.0.0.1", "--port", "0",
                             "--data", str(home / "tables")], env=clean_env(home), stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, cwd=home)
    assert proc.stderr is not None
    deadline = time.monotonic() + STEP_SECONDS
    for line in proc.stderr:
        found = re.search(r"listening on 127\.0\.0\.1 port (\d+)", line)
        if found:
            return proc, int(found.group(1))
        if time.monotonic() > deadline:
            break
    raise SystemExit(f"FAIL server: the binary did not listen (exit {proc.poll()})")


async def host_and_join(binary: Path, home: Path, port: int) -> list[str]:
    """The steps 2 to 4; the lines to print (each PASS)."""
    said: list[str] = []
    host = NetClient(f"ws://127.0.0.1:{port}")
    await host.open()
    await host.create("Host", "two", seats=[p.SeatSpec(), p.SeatSpec()], options={"target": 1}, seat=0)
    said.append(f"PASS host: table {host.told.code} opened on the binary's server")
    guest_home = home / "guest"
    guest_home.mkdir()
    guest = subprocess.Popen([str(binary), "--join", join_address("127.0.0.1", port, host.told.code),
                              "--name", "Guest", "--mute"], env=clean_env(guest_home),
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=guest_home)
    try:
        try:
            await host.wait(lambda: host.told.names[1:2] == ("Guest",) and 1 not in host.told.free,
                            timeout=STEP_SECONDS)
        except Exception as exc:
            raise SystemExit(f"FAIL join: the joined binary did not take the free seat ({exc}; "
                             f"exit {guest.poll()})") from None
        said.append(f"PASS join: the binary sat down at seat 1 as {host.told.names[1]!r}")
        if await host.request(lambda ref: p.Start(ref=ref)) is not None:
            raise SystemExit("FAIL start: the host could not start the deal")
        await host.wait(lambda: host.told.started and host.told.view is not None, timeout=STEP_SECONDS)
        view = host.told.view
        assert view is not None
        moved = view.to_move == host.told.seat
        if moved:
            refusal = await host.move(["draw"])
            if refusal is not None:
                raise SystemExit(f"FAIL move: the server refused a draw: {refusal.message}")
        away = host.told.away[1] if len(host.told.away) > 1 else None
        if guest.poll() is not None or away is not None:
            raise SystemExit(f"FAIL play: the joined binary left (exit {guest.poll()}, away {away})")
        said.append("PASS play: the deal started and " + ("the host's draw was applied" if moved else
                    "the joined binary is to move") + "; the joined binary is still at its seat")
    finally:
        guest.terminate()
        try:
            guest.wait(20)
        except subprocess.TimeoutExpired:
            guest.kill()
            guest.wait()
        await host.close()
    return said


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    binary = Path(argv[0]).resolve()
    with tempfile.TemporaryDirectory(prefix="canasta-net-smoke-") as tmp:
        home = Path(tmp)
        server, port = start_server(binary, home)
        try:
            for line in asyncio.run(host_and_join(binary, home, port)):
                print(line)
        except SystemExit as stop:
            print(stop.code)
            return 1
        finally:
            server.terminate()
            try:
                server.wait(20)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main(sys.argv[1:]))
