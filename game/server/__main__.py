"""``python -m game.server``: host tables for players who are not on one network.

The composition root of the standalone server: the network code (``game.net``) never
imports the AI, so this entry point hands it a factory that makes the AI's players
for the computer seats (and for a person's seat while its connection is away). The
computers think on a small thread pool shared by every table, paced by ``--speed``.
The server runs until stopped (Ctrl+C or SIGTERM), saving each table after every move
into ``--data`` and resuming the saved tables when it starts again. It logs one line
per table event worth knowing (opened, a seat taken, away, back, taken over by a
computer, a deal over, a slow or flooding client dropped).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import ssl
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from game.engine import RuleSet
from game.match.players import FuturePlayer, Player
from game.net.server import GameServer, Limits
from game.net.table import PlayerFactory


def ai_players(threads: int = 2, seed: int = 0) -> PlayerFactory:
    """Computer players of the AI at every level it has, thinking on ``threads`` threads."""
    from ai import make_agent

    pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="computer")
    count = [seed]

    def make(seat: int, name: str, level: str, rules: RuleSet) -> Player:
        count[0] += 1
        agent = make_agent(level, count[0] * 10 + seat, offers_doubles=True)
        return FuturePlayer(name or f"Computer {seat + 1}", lambda view: pool.submit(agent.choose, view))
    return make


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    d = Limits()
    ap = argparse.ArgumentParser(prog="python -m game.server", description="Host Canasta tables on the network.")
    ap.add_argument("--host", default="0.0.0.0", help="address to listen on (default: every interface)")
    ap.add_argument("--port", type=int, default=8765, help="port (default 8765)")
    ap.add_argument("--cert", type=Path, help="TLS certificate chain (PEM); with --key the server speaks wss://")
    ap.add_argument("--key", type=Path, help="TLS private key (PEM)")
    ap.add_argument("--data", type=Path, default=Path("canasta-tables"),
                    help="folder where tables are saved and resumed from (default ./canasta-tables)")
    ap.add_argument("--no-save", action="store_true", help="keep tables in memory only")
    ap.add_argument("--max-tables", type=int, default=d.max_tables, help=f"most open tables (default {d.max_tables})")
    ap.add_argument("--rate", type=float, default=d.rate, help=f"messages a second per client (default {d.rate:g})")
    ap.add_argument("--burst", type=int, default=d.burst, help=f"messages at once per client (default {d.burst})")
    ap.add_argument("--flood", type=int, default=d.flood,
                    help=f"messages over the rate before a client is disconnected (default {d.flood})")
    ap.add_argument("--send-queue", type=int, default=d.send_queue,
                    help=f"messages waiting for a client before it is dropped as stuck (default {d.send_queue})")
    ap.add_argument("--speed", default=d.speed, choices=("slow", "normal", "fast", "instant"),
                    help="how fast the computers play")
    ap.add_argument("--threads", type=int, default=2, help="threads the computers think on (default 2)")
    ap.add_argument("--log", default="info", choices=("debug", "info", "warning"), help="log level")
    args = ap.parse_args(argv)
    if (args.cert is None) != (args.key is None):
        ap.error("--cert and --key go together")
    for name in ("max_tables", "burst", "flood", "send_queue", "threads"):
        if getattr(args, name) < 1:
            ap.error(f"--{name.replace('_', '-')} must be at least 1")
    if args.rate <= 0 or not 0 <= args.port <= 65535:
        ap.error("--rate must be positive and --port 0 to 65535")
    return args


async def serve(args: argparse.Namespace) -> None:
    tls = None
    if args.cert is not None:
        tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        tls.load_cert_chain(args.cert, args.key)
    limits = Limits(max_tables=args.max_tables, send_queue=args.send_queue, rate=args.rate, burst=args.burst,
                    flood=args.flood, speed=args.speed)
    server = GameServer(ai_players(args.threads), limits=limits, data=None if args.no_save else args.data)
    await server.start(args.host, args.port, tls)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # Windows: Ctrl+C raises instead
            loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        await server.stop()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=args.log.upper(), format="%(asctime)s %(message)s")
    # one line per table event: the WebSocket library's line per connection only when debugging
    logging.getLogger("websockets").setLevel(logging.DEBUG if args.log == "debug" else logging.WARNING)
    try:
        asyncio.run(serve(args))
    except KeyboardInterrupt:
        pass
    except (OSError, ssl.SSLError) as exc:
        logging.getLogger("game.server").error("cannot serve: %s", exc)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
