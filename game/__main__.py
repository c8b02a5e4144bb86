"""Composition root: the only place where the table and the computer players meet.

``python -m game`` opens the table (the human at the bottom, computer players in the
other seats); ``--demo`` prints a seeded game between computer players with each
deal's score sheet; ``--bench-frames`` measures frame times headless.

The computer players are ``ai``'s, which always ships with the game: its warm worker
process decides for them, so the window stays smooth while they think, and they only
ever see a ``View``. ``--no-ai`` seats the rule bot (level ``rules``, no search) in
every computer seat. A broken ``ai`` import fails at start, loudly.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import functools
import os
import statistics
import sys
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from ai import LEVELS, Worker, make_agent
from game import crash
from game.engine import PRESETS, GameState, View
from game.engine.record import GameRecord
from game.engine.state import MAX_SEED
from game.engine.text import score_sheet

if TYPE_CHECKING:
    from ai.review import ReviewConfig, Reviewer
    from game.app.settings import Settings as SavedSettings
    from game.engine.record import GameRecord
    from game.match.players import Player
    from game.match.review import ReviewNote
    from game.match.runner import MatchRunner
    from game.ui.hints import Hint
    from game.ui.seats import TableSeats

STARTED = time.perf_counter()
# pygame prints a greeting on import unless told not to (before any module imports it)
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

#: The rule-based player: the demo's players, the Hint button, and every computer
#: player with ``--no-ai``.
RULE_BOT = "rules"
#: The window's size on the first start; later the size the player left it at.
DEFAULT_SIZE = (1280, 800)

SEAT_NAMES: dict[int, list[str]] = {
    2: ["You", "North"],
    3: ["You", "West", "East"],
    4: ["You", "West", "North", "East"],
    6: ["You", "West", "Northwest", "North", "Northeast", "East"],
}


# ---------------------------------------------------------------------------- demo
def demo(preset: str, seed: int, deals: int, out: object = sys.stdout) -> GameState:
    """A seeded game between the AI's rule-based bots, printed move by move with each
    score sheet. Every player decides on its own seat's view, never on the game."""
    rules = PRESETS[preset]
    game = GameState.new(rules, seed)
    write = out.write  # type: ignore[attr-defined]
    agents = [make_agent(RULE_BOT, seed * 10 + s) for s in range(rules.players)]
    while not game.is_over and len(game.results) < deals:
        seat = game.to_move
        action = agents[seat].choose(game.view(seat))
        game.apply(action)
        write(f"seat {seat}: {action}\n")
        if game.last_result is not None and game.phase in ("deal_over", "match_over"):
            write(score_sheet(rules, game.last_result) + "\n")
            if game.phase == "deal_over" and len(game.results) < deals:
                game.apply(game.legal_actions()[0])
    return game


# ---------------------------------------------------------------------------- wiring
def default_search_helpers() -> int:
    """Helper processes for the search (root-parallel, ``ai.parallel``): one when the
    machine has a second core, since the window needs only a little of one; none
    otherwise, where a helper would only slow the window down."""
    return 1 if (os.cpu_count() or 1) >= 2 else 0


def check_level(level: str) -> str:
    """``level`` if the AI has it; ``ValueError`` naming the levels otherwise."""
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r}; choose from {', '.join(LEVELS)}")
    return level


class Computers:
    """Makes the computer players: the AI's agents, deciding in its warm worker process
    (``ai.Worker``), since a thread would compete with the drawing for the interpreter;
    ``processes=False`` runs them in threads of ours instead (tests). With
    ``rule_bot=True`` (``--no-ai``) every computer player is the rule bot, whatever
    level its seat names."""

    def __init__(self, level: str = "medium", *, rule_bot: bool = False, processes: bool = True,
                 helpers: int = 0) -> None:
        self.rule_bot = rule_bot
        self.level = RULE_BOT if rule_bot else check_level(level)
        self.worker = Worker(helpers=helpers) if processes else None

    @property
    def kind(self) -> str:
        where = "in the AI's worker process" if self.worker is not None else "in threads"
        return f"ai agents '{self.level}' {where}"

    def seat_level(self, level: str | None) -> str:
        """The level a seat plays at: the rule bot with ``--no-ai``; else the seat's own
        (from the new-game screen or a saved game), or the table's if the seat names
        none. A level the AI does not have (a hand-edited record) is said on stderr
        and played at the table's level."""
        if self.rule_bot or level is None:
            return self.level
        if level not in LEVELS:
            print(f"canasta: unknown computer level {level!r} in this game; playing {self.level!r}",
                  file=sys.stderr)
            return self.level
        return level

    def player(self, seat: int, name: str, seed: int, level: str | None = None) -> Player:
        from game.match.players import FuturePlayer, ThreadedPlayer

        player_seed = seed * 101 + seat
        chosen = self.seat_level(level)
        if self.worker is not None:
            worker = self.worker
            return FuturePlayer(name, lambda view: worker.submit(chosen, view, player_seed, offers_doubles=True))
        return ThreadedPlayer(name, make_agent(chosen, player_seed, offers_doubles=True).choose)

    def close(self) -> None:
        if self.worker is not None:
            self.worker.shutdown(wait=False)
            self.worker = None


def make_runner(preset: str, seed: int, *, computers: Computers, human: bool = True,
                speed: str = "normal") -> MatchRunner:
    from game.match.players import HumanPlayer
    from game.match.runner import MatchRunner

    rules = PRESETS[preset]
    names = SEAT_NAMES[rules.players]
    players: list[Player] = []
    for seat in range(rules.players):
        if seat == 0 and human:
            players.append(HumanPlayer(names[0]))
        else:
            players.append(computers.player(seat, names[seat] if seat or human else "South", seed))
    return MatchRunner(GameState.new(rules, seed), players, speed=speed)


#: The window sizes the command line accepts (a 16,384-pixel window took 4 GB).
MIN_SIZE, MAX_SIZE = (640, 480), (7680, 4320)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        size = int(w), int(h)
    except ValueError as exc:
        raise argparse.ArgumentTypeError("size is WIDTHxHEIGHT, e.g. 1280x800") from exc
    if not all(low <= v <= high for v, low, high in zip(size, MIN_SIZE, MAX_SIZE, strict=True)):
        raise argparse.ArgumentTypeError(f"size must be from {MIN_SIZE[0]}x{MIN_SIZE[1]}"
                                         f" to {MAX_SIZE[0]}x{MAX_SIZE[1]}")
    return size


def bounded_size(size: tuple[int, int] | None) -> tuple[int, int] | None:
    """A window size from the settings, if ``--size`` would take it (an edited file's
    16,384-pixel window took 4 GB); None otherwise, and the default is used."""
    if size is None or not all(low <= v <= high for v, low, high in zip(size, MIN_SIZE, MAX_SIZE, strict=True)):
        return None
    return size


def _count(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from exc
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low} to {high}")
        return value

    return parse


def _install_crash_reporter(get_record: Callable[[], GameRecord | None]) -> None:
    """An uncaught error leaves a report with the record of the game in progress."""

    def record() -> str | None:
        current = get_record()
        return None if current is None else current.to_text()

    crash.install(record)


def make_hint() -> Callable[[View], Hint | None]:
    """The table's Hint button: the AI's rule-based player decides on the player's own
    view, and the move is put into words with its reason (and what it points at)."""
    from game.ui.hints import hint_for

    def hint(view: View) -> Hint | None:
        return hint_for(view, make_agent(RULE_BOT, 0).choose(view))

    return hint


class DealReviewer:
    """The AI's deal review (``ai.review``) for the table's "Review this deal": its
    worker processes are started at the first review, one for each core the search may
    use (the search process and its helpers, ``--search-helpers``), and one review runs
    at a time (a second waits), since they share the processes and their stop signal."""

    def __init__(self, processes: int, config: ReviewConfig | None = None) -> None:
        self.processes = max(1, processes)
        self.config = config  # None: the review's own play-outs (``ReviewConfig``)
        self._reviewer: Reviewer | None = None
        self._lock = threading.Lock()

    def __call__(self, record: GameRecord, deal: int, progress: Callable[[int, int], None],
                 stop: threading.Event) -> tuple[list[ReviewNote], int]:
        from ai.review import ReviewConfig, Reviewer, decisions_of, flagged
        from game.app.reviewtext import finding_lines
        from game.match.review import ReviewNote

        with self._lock:
            if self._reviewer is None:
                self._reviewer = Reviewer(self.processes, self.config or ReviewConfig())
            findings = self._reviewer.review(decisions_of(record, deal), progress=progress, stop=stop)
        notes = [ReviewNote(f.index, f.seat, f.played, f.best, functools.partial(finding_lines, f))
                 for f in flagged(findings)]
        return notes, len(findings)

    def close(self) -> None:
        if self._reviewer is not None:
            self._reviewer.shutdown()
            self._reviewer = None


def remembered_size(saved: SavedSettings, size: tuple[int, int]) -> SavedSettings | None:
    """The settings with the window's size as the player left it, or ``None`` when that
    is what they hold already: the next start opens the window at that size."""
    if saved.window_size == size:
        return None
    return dataclasses.replace(saved, window_size=size)


def run_table(args: argparse.Namespace) -> int:
    from game.app import i18n, paths, saves
    from game.app.folders import shown
    from game.app.instance import InstanceLock
    from game.app.settings import load_settings
    from game.engine.record import Seat
    from game.ui.app import App, NoScreenError, Settings
    from game.ui.shell import Services, Shell

    holder: list[Shell] = []
    # first of all: a start that fails from here on leaves a report and says so
    _install_crash_reporter(lambda: holder[0].record() if holder else None)
    no_folder = paths.use_data_dir()
    lock = InstanceLock.acquire(paths.data_dir()) if no_folder is None else None
    running = no_folder is None and lock is None
    if running:  # another copy plays on this folder: this one must not overwrite its autosave
        no_folder = paths.play_unsaved("")
    loaded = load_settings()
    saved = loaded.settings
    i18n.set_language(saved.language)
    messages = [loaded.message.text()] if loaded.message is not None else []
    if running and no_folder is not None:
        messages.insert(0, i18n.tr("app.already_running", folder=shown(no_folder.folder)))
    elif no_folder is not None:
        messages.insert(0, i18n.tr("app.no_data_folder", folder=shown(no_folder.folder), reason=no_folder.reason))
    settings = Settings.from_saved(saved)
    if args.speed is not None:
        settings.speed = args.speed
    if args.mute:
        settings.sound = False
    computers = Computers(args.level, rule_bot=args.no_ai, helpers=args.search_helpers)
    size = args.size or bounded_size(saved.window_size) or DEFAULT_SIZE
    try:
        app = App(size, fullscreen=args.fullscreen or saved.fullscreen, settings=settings)
    except NoScreenError as exc:
        computers.close()
        print(i18n.tr("app.no_screen"), file=sys.stderr)
        if str(exc):
            print(f"(DISPLAY={exc})", file=sys.stderr)
        return 1
    reviewer = DealReviewer(1 + args.search_helpers)
    from game.online import Network

    # the hosted tables' computers think in the same worker process as the local ones
    network = Network(lambda seat, name, level, _rules: computers.player(seat, name, _seed_of(seat), level),
                      paths.data_dir(), port=args.port, browse_lan=not args.no_lan,
                      lan_interfaces=[args.lan_interface] if args.lan_interface else None,
                      shown_host=args.lan_interface)
    services = Services(
        computer=lambda seat, name, level, seed: computers.player(seat, name, seed, level), hint=make_hint(),
        review=reviewer, online=network.services())
    shell = Shell(app, services, saved, messages)
    holder.append(shell)
    shell.start(saves.load_autosave())
    if args.table:
        # a game from the command line: an unfinished saved match is never ended unasked
        rules = PRESETS[args.preset]
        seats = [Seat(i18n.tr("seat.you"), "human")] + [
            Seat(i18n.seat_name(s, rules.players), f"ai:{args.level}") for s in range(1, rules.players)]
        shell.ask_new_game(lambda: shell.new_game(rules, seats, seed=args.seed))
    logged = 0
    logged_table: TableSeats | None = None
    try:
        while app.running and app.scenes.top is not None:
            if not app.step():
                break
            if args.log and app.frames == 1:
                print(f"ready: first frame {time.perf_counter() - STARTED:.2f} s after start", flush=True)
            at_table = shell.table.c if shell.table is not None else None
            if args.log and at_table is not None:
                if at_table is not logged_table:
                    logged_table, logged = at_table, 0
                events = at_table.events
                for ev in events[logged:]:
                    print(f"event {ev.kind}: {at_table.event_text(ev)}", flush=True)
                logged = len(events)
            if args.frames and app.frames >= args.frames:
                break
        if args.screenshot:
            import pygame

            pygame.image.save(app.screen, args.screenshot)
    except Exception as exc:
        # Reported here, while the game and the window are still open: the report
        # holds the record and the message box can be shown. The hook skips it later.
        from game import crash

        crash.report(exc)
        raise
    finally:
        shell.close()
        network.close()
        if shell.reviews is not None:
            shell.reviews.stop_all()
        reviewer.close()
        computers.close()
        if lock is not None:
            lock.release()
        if args.size is None:  # a size asked for on the command line is for this run only
            changed = remembered_size(shell.saved, app.windowed_size)
            if changed is not None:
                shell.store(changed)
        app.close()
    return 0


def _seed_of(seat: int) -> int:
    """A hosted table's computer player's seed: never chosen by a guest."""
    import secrets

    return secrets.randbelow(MAX_SEED) * 7 + seat


def online(args: argparse.Namespace) -> int:
    """Play one seat of a network table in a window: host one (``--host-online N``: N
    people, the other seats computers of ``--level``; the server runs on a thread of this
    program, its tables saved in the data folder, and the join address is printed) or
    join one (``--join ADDRESS``). The seat's token is kept in the data folder, so the
    same command after a restart comes back to the seat (the host's to its saved table).
    The table plays the seat through a ``RemoteSeat`` exactly as it plays a local one."""
    import json

    from game.app.paths import data_dir
    from game.engine.record import atomic_write
    from game.net.address import join_address, read_join_address
    from game.net.protocol import SeatSpec
    from game.net.remote import RemoteSeat
    from game.net.server import GameServer, ServerThread
    from game.online import lan_address
    from game.ui.app import App, NoScreenError, Settings
    from game.ui.seats import TableSeats
    from game.ui.table import TableScene

    # the computers think in the AI's worker process: the search never holds up the network thread
    computers = Computers(args.level, rule_bot=args.no_ai, helpers=args.search_helpers)
    kept = data_dir() / "online-seat.json"
    thread: ServerThread | None = None
    if args.join:
        url, code = read_join_address(args.join)
        saved = json.loads(kept.read_text(encoding="utf-8")) if kept.is_file() else {}
        if saved.get("url") == url and saved.get("code") == code:
            remote = RemoteSeat.rejoin(url, code, str(saved["token"]))
        else:
            remote = RemoteSeat.join(url, code, args.name)
    else:
        rules = PRESETS[args.preset]
        people = max(1, min(args.host_online, rules.players))
        # the hosted tables are saved after every move: a host started again resumes its table
        server = GameServer(lambda seat, name, level, _rules: computers.player(seat, name, args.seed + seat, level),
                            data=data_dir() / "hosted-tables")
        thread = ServerThread(server, "0.0.0.0", args.port)
        port = thread.start()
        url = f"ws://127.0.0.1:{port}"
        saved = json.loads(kept.read_text(encoding="utf-8")) if kept.is_file() else {}
        if saved.get("url") == url and saved.get("code") in server.tables:
            remote = RemoteSeat.rejoin(url, str(saved["code"]), str(saved["token"]))
        else:
            seats = [SeatSpec()] * people + [SeatSpec(level=args.level)] * (rules.players - people)
            remote = RemoteSeat.create(url, args.name, args.preset, seats=seats)
        code = remote.code
        print(f"table {code}: {join_address(lan_address(), port, code)}", flush=True)
    atomic_write(kept, json.dumps({"url": url, "code": code, "token": remote.token}).encode(), 0o600)
    try:
        app = App(args.size or DEFAULT_SIZE, settings=Settings(speed=args.speed or "normal", sound=not args.mute))
    except NoScreenError:
        remote.close()
        return 1
    app.push(TableScene(TableSeats([remote], speed=args.speed or "normal")))
    try:
        while app.running and app.scenes.top is not None and app.step():
            if thread is not None and not remote.client.told.started and not remote.client.told.free:
                remote.deal()  # every person's seat is taken: the host deals
            if args.frames and app.frames >= args.frames:
                break
        if args.screenshot:
            import pygame

            pygame.image.save(app.screen, args.screenshot)
    finally:
        remote.close()
        if thread is not None:
            thread.stop()
        computers.close()
        app.close()
    return 0


def bench(args: argparse.Namespace) -> int:
    """Frame times with computer players in every seat, cards gliding at the fast
    pace; each frame is counted as animating and/or as a computer thinking."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from game.ui.app import App, Settings
    from game.ui.scoresheet import ScoreSheetScene
    from game.ui.seats import TableSeats
    from game.ui.table import TableScene

    computers = Computers(args.level, rule_bot=args.no_ai, helpers=args.search_helpers)
    runner = make_runner(args.preset, args.seed, computers=computers, human=False, speed="fast")
    size = args.size or DEFAULT_SIZE
    app = App(size, settings=Settings(speed="fast", sound=False))
    table = TableScene(TableSeats([runner.connect(0)], speed="fast"))
    app.push(table)
    frames = args.bench_frames
    all_t: list[float] = []
    anim_t: list[float] = []
    think_t: list[float] = []
    busy_before = False
    kind = computers.kind
    try:
        for _ in range(frames):
            top = app.scenes.top
            if isinstance(top, ScoreSheetScene):
                top.press("next" if runner.outcome is None else "close")
                if runner.outcome is not None:
                    runner.new_match(GameState.new(runner.rules, args.seed + app.frames))
            thinking = runner.thinking_seat() is not None or _pending(runner)
            app.step()
            busy = table.board.busy or busy_before
            busy_before = table.board.busy
            all_t.append(app.last_work)
            if busy:
                anim_t.append(app.last_work)
            if thinking:
                think_t.append(app.last_work)
    finally:
        runner.close()
        computers.close()
        app.close()
    load = ""
    with contextlib.suppress(OSError, AttributeError):
        load = f", machine load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    print(f"bench-frames: {len(all_t)} frames at {size[0]}x{size[1]}, {args.preset},"
          f" computer players: {kind}{load}")
    print(f"  first frame        {all_t[0] * 1000:.1f} ms (cards drawn for the first time)")
    rest = all_t[1:]
    for label, values in (("all frames", rest), ("cards animating", anim_t[1:]), ("computer thinking", think_t)):
        print(f"  {label:18s} {_stats(values)}")
    return 0


def _pending(runner: MatchRunner) -> bool:
    from game.match.players import FuturePlayer

    g = runner.game
    if g.phase not in ("draw", "meld", "answer"):
        return False
    player = runner.players[g.to_move]
    return isinstance(player, FuturePlayer) and player.thinking


def _stats(values: list[float]) -> str:
    if not values:
        return "n=0"
    ms = sorted(v * 1000.0 for v in values)
    p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
    return f"n={len(ms):4d}  median {statistics.median(ms):6.2f} ms  p99 {p99:6.2f} ms  max {ms[-1]:6.2f} ms"


def main(argv: list[str] | None = None) -> int:
    args_in = sys.argv[1:] if argv is None else argv
    if args_in[:1] == ["--server"]:  # the binary hosts tables: `canasta --server --port 8765 ...`
        from game.server.__main__ import main as serve

        return serve(args_in[1:])
    parser = argparse.ArgumentParser(prog="python -m game", description="Canasta")
    parser.add_argument("--demo", action="store_true", help="print a seeded game between computer players")
    parser.add_argument("--preset", default=None, choices=sorted(PRESETS),
                        help="rules of the table (starts a game at once, without the menu)")
    parser.add_argument("--seed", type=_count(-MAX_SEED, MAX_SEED), default=None,
                        help="seed of the shuffle (default: random; starts a game at once, without the menu)")
    parser.add_argument("--table", action="store_true", help="start a game at once, without the menu")
    parser.add_argument("--deals", type=_count(1, 10_000), default=1, help="deals to print with --demo")
    parser.add_argument("--size", type=_size, default=None,
                        help="window size for this run, e.g. 1280x800 (default: the size the window was left at)")
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--speed", default=None, choices=["slow", "normal", "fast", "instant"],
                        help="animation speed (default: the settings')")
    parser.add_argument("--level", default="medium", choices=list(LEVELS), help="computer players' strength")
    parser.add_argument("--no-ai", action="store_true",
                        help="every computer player is the rule bot (level 'rules': no search, quick)")
    parser.add_argument("--mute", action="store_true", help="no sound")
    parser.add_argument("--frames", type=_count(0, 10**9), default=0, help="quit after this many frames (testing)")
    parser.add_argument("--screenshot", default="", help="save the window to this PNG when quitting")
    parser.add_argument("--log", action="store_true", help="print what happens at the table")
    parser.add_argument("--bench-frames", type=_count(1, 10**6), nargs="?", const=600, default=None, metavar="N",
                        help="print median and 99th-percentile frame times over N frames, headless")
    parser.add_argument("--search-helpers", type=_count(0, 16), default=None, metavar="N",
                        help="extra processes for the computer players' search (default: 1 with 2 or more cores)")
    parser.add_argument("--join", default="", metavar="ADDRESS",
                        help="join a network table by its join address (canasta://HOST:PORT/CODE)")
    parser.add_argument("--host-online", type=_count(1, 6), default=0, metavar="N",
                        help="host a network table of --preset for N people (the other seats: computers of --level)")
    parser.add_argument("--port", type=_count(0, 65535), default=8765, help="port of the hosted network table")
    parser.add_argument("--no-lan", action="store_true",
                        help="neither announce hosted tables on the local network nor look for tables there")
    parser.add_argument("--lan-interface", default=None, metavar="ADDRESS",
                        help="announce and look for tables on this interface only (e.g. 127.0.0.1)")
    parser.add_argument("--name", default="Player", help="your name at a network table")
    args = parser.parse_args(argv)
    if args.search_helpers is None:
        args.search_helpers = default_search_helpers()
    args.table = args.table or args.seed is not None or args.preset is not None
    if args.preset is None:
        args.preset = "classic"
    if args.seed is None:
        args.seed = 1 if (args.demo or args.bench_frames is not None) else int(time.time()) % 100_000
    if args.demo:
        demo(args.preset, args.seed, args.deals, sys.stdout)
        return 0
    if args.bench_frames is not None:
        return bench(args)
    if args.join or args.host_online:
        return online(args)
    return run_table(args)


def run(argv: list[str] | None = None) -> int:
    """``main`` as the program runs it: Ctrl+C in the terminal ends the game quietly
    (the table's ``finally`` has kept the match), not with a traceback."""
    try:
        return main(argv)
    except KeyboardInterrupt:
        print("canasta: stopped (Ctrl+C); the game was saved", file=sys.stderr)
        return 130


if __name__ == "__main__":
    raise SystemExit(run())
