"""Composition root: the only place where the table and the computer players meet.

``python -m game`` opens the table (the human at the bottom, computer players in the
other seats); ``--demo`` prints a seeded game between computer players with each
deal's score sheet; ``--bench-frames`` measures frame times headless.

The computer players come from ``ai`` when it is there (its warm worker process, or
its agents in a process of ours); without it a stand-in plays sensible legal moves
from a determinized view. Either way they only ever see a ``View``, and they decide
in another process so the window stays smooth while they think.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from game.engine import (
    PRESETS,
    Action,
    Add,
    Answer,
    Dig,
    Discard,
    Draw,
    GameState,
    Meld,
    Stop,
    Take,
    Undo,
    View,
    determinize,
)
from game.engine.cards import POINTS
from game.engine.text import score_sheet

if TYPE_CHECKING:
    from game.ui.controller import Controller
    from game.ui.players import Player

STARTED = time.perf_counter()

if __name__ == "__main__":
    # Under ``python -m game`` this module runs as ``__main__``, which a spawned
    # process does not import again; registered under its own name, the functions a
    # process runs (``_remote_choose``) are found there as ``game.__main__.*``.
    sys.modules.setdefault("game.__main__", sys.modules[__name__])

SEAT_NAMES: dict[int, list[str]] = {
    2: ["You", "North"],
    3: ["You", "West", "East"],
    4: ["You", "West", "North", "East"],
    6: ["You", "West", "Northwest", "North", "Northeast", "East"],
}


# ---------------------------------------------------------------------------- demo
def demo(preset: str, seed: int, deals: int, out: object = sys.stdout) -> GameState:
    """A seeded game between computer players (the rule-based bot when the AI is
    there, else random legal moves), printed move by move with each score sheet.
    Every player decides on its own seat's view, never on the game."""
    rules = PRESETS[preset]
    game = GameState.new(rules, seed)
    rng = random.Random(seed)
    write = out.write  # type: ignore[attr-defined]
    agents: list[object] = []
    try:
        from ai import make_agent

        agents = [make_agent("rules", seed * 10 + s) for s in range(rules.players)]
    except ImportError:
        agents = []
    while not game.is_over and len(game.results) < deals:
        seat = game.to_move
        legal = game.legal_actions()
        if agents:
            action = agents[seat].choose(game.view(seat))  # type: ignore[attr-defined]
        else:
            choices = [a for a in legal if not isinstance(a, Undo)]
            action = rng.choice(choices or legal)
        game.apply(action)
        write(f"seat {seat}: {action}\n")
        if game.last_result is not None and game.phase in ("deal_over", "match_over"):
            write(score_sheet(rules, game.last_result) + "\n")
            if game.phase == "deal_over" and len(game.results) < deals:
                game.apply(game.legal_actions()[0])
    return game


# ---------------------------------------------------------------------------- stand-in player
class StandInAgent:
    """Plays sensible legal moves until the real AI is there: takes the pile when it
    can, goes out when it can, melds what it can keep, discards a lone low card.
    Decides on a determinized copy of its view, never on the real game."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Action:
        g = determinize(view, self.rng)
        legal = g.legal_actions()
        playable = [a for a in legal if not isinstance(a, Undo)]
        if not playable:
            return legal[0]
        if view.phase == "answer":
            return Answer(True) if Answer(True) in playable else playable[0]
        if view.phase == "draw":
            takes = sorted((a for a in playable if isinstance(a, Take)),
                           key=lambda t: (len(t.cards), sum(c.is_wild for c in t.cards)))
            if takes:
                return takes[0]
            digs = [a for a in playable if isinstance(a, Dig)]
            for a in playable:
                if isinstance(a, (Draw, Stop)):
                    return a
            return digs[0] if digs else playable[0]
        plan = g.go_out_plan()
        if plan:
            return plan[0]
        for a in playable:
            if isinstance(a, (Meld, Add)) and self._keeps_turn_playable(g, a):
                return a
        discards = [a for a in playable if isinstance(a, Discard)]
        if discards:
            hand = list(view.hand)
            return min(discards, key=lambda d: _discard_rank(d.card, hand))
        for a in playable:
            if isinstance(a, Stop):
                return a
        if Undo() in legal:
            return Undo()
        return next((a for a in playable if not isinstance(a, Answer)), playable[0])

    @staticmethod
    def _keeps_turn_playable(g: GameState, action: Action) -> bool:
        """After ``action`` and further melds the turn can still end with a discard
        (or the deal is over): so a meld below the first-meld minimum is avoided."""
        trial = g.clone()
        trial.apply(action)
        for _ in range(30):
            if trial.phase != "meld":
                return True
            legal = trial.legal_actions()
            if any(isinstance(a, (Discard, Stop)) for a in legal):
                return True
            more = [a for a in legal if isinstance(a, (Meld, Add))]
            if not more:
                return False
            trial.apply(more[0])
        return False


def _discard_rank(card: Any, hand: list[Any]) -> tuple[int, int, int]:
    if card.is_black_three:
        return (0, 0, 0)
    if card.is_wild:
        return (3, 0, 0)
    same = sum(1 for c in hand if c.rank == card.rank)
    return (1 if same == 1 else 2, same, POINTS[card.rank])


# ---------------------------------------------------------------------------- wiring
# Agents living in the decision process, one per (source, level, seed): an agent may
# keep a plan between its decisions, as it would in the table's own process.
_REMOTE_AGENTS: dict[tuple[str, str, int], Any] = {}


def _remote_choose(source: str, level: str, seed: int, view: View) -> Action:
    """Runs in the computer players' process: the agent of that seat decides."""
    key = (source, level, seed)
    agent = _REMOTE_AGENTS.get(key)
    if agent is None:
        make = _find_make_agent() if source == "ai" else None
        if make is not None:
            agent = make(level, seed)
        else:
            agent = StandInAgent(seed)
        _REMOTE_AGENTS[key] = agent
    action: Action = agent.choose(view)
    return action


def _warm_up() -> bool:
    return True


for _f in (_remote_choose, _warm_up):
    _f.__module__ = "game.__main__"


def _find_make_agent() -> Callable[[str, int], Any] | None:
    """``ai.make_agent`` (the planned API), or where early versions keep it."""
    try:
        import ai
    except ImportError:
        return None
    make = getattr(ai, "make_agent", None)
    if make is None:
        try:
            from ai import agent as ai_agent
        except Exception:
            return None
        make = getattr(ai_agent, "make_agent", None)
    return make


def default_search_helpers() -> int:
    """Helper processes for the search (root-parallel, ``ai.parallel``): one when the
    machine has a second core, since the window needs only a little of one; none
    otherwise, where a helper would only slow the window down."""
    return 1 if (os.cpu_count() or 1) >= 2 else 0


class Computers:
    """Makes the computer players. In order of preference: the AI's warm worker
    process (``ai.worker.Worker``), the AI's agents in a process of our own, the
    built-in stand-in there. Deciding in another process keeps the window smooth
    (a thread would compete with the drawing for the interpreter); ``processes=False``
    runs them in threads instead."""

    def __init__(self, level: str = "medium", use_ai: bool = True, processes: bool = True,
                 helpers: int = 0) -> None:
        self.level = level
        self.helpers = helpers
        self.source = "stand-in"
        self.worker: Any = None
        self.pool: Any = None
        self._threads: ThreadPoolExecutor | None = None
        self.make_agent: Callable[[str, int], Any] | None = None
        self.accept_double: Callable[[View], bool] | None = None
        if use_ai:
            self._find_ai(level)
        if self.worker is None and processes:
            self._start_pool()

    def _find_ai(self, level: str) -> None:
        try:
            import ai
        except ImportError:
            return
        self.accept_double = getattr(ai, "accept_double", None)
        self.make_agent = _find_make_agent()
        if self.make_agent is not None:
            usable = self._usable_level(self.make_agent, level)
            if usable is None:
                self.make_agent = None
            else:
                self.level = usable
                self.source = "ai"
        try:
            from ai.worker import Worker  # type: ignore[import-not-found,unused-ignore]

            self.worker = Worker(helpers=self.helpers)
            self.source = "ai-worker"
        except Exception:  # ImportError, or a worker that cannot start here
            self.worker = None

    def _start_pool(self) -> None:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        try:
            self.pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
            self.pool.submit(_warm_up)  # start the process now, not at the first decision
        except Exception as exc:
            print(f"canasta: no process for the computer players ({exc!r}); using threads", file=sys.stderr)
            self.pool = None

    @property
    def kind(self) -> str:
        if self.source == "ai-worker":
            return "ai worker process"
        what = f"ai agents '{self.level}'" if self.source == "ai" else "stand-in agents"
        return what + (" in a process" if self.pool is not None else " in threads")

    @staticmethod
    def _usable_level(make: Callable[[str, int], Any], level: str) -> str | None:
        """The level if the AI knows it, else its middle level, else None."""
        for candidate in (level, "medium", "normal"):
            try:
                make(candidate, 0)
            except Exception:
                continue
            return candidate
        return None

    def player(self, seat: int, name: str, seed: int, level: str | None = None) -> Player:
        from game.ui.players import FuturePlayer, ThreadedPlayer

        player_seed = seed * 101 + seat
        level = level or self.level
        if self.make_agent is not None and level != self.level:
            level = self._usable_level(self.make_agent, level) or self.level
        if self.worker is not None:
            worker = self.worker
            return FuturePlayer(name, lambda view: worker.submit(level, view, player_seed))
        if self.pool is not None:
            source = "ai" if self.source == "ai" else "stand-in"
            return FuturePlayer(name, lambda view: self._submit(source, level, player_seed, view))
        if self.make_agent is not None:
            agent = self.make_agent(level, player_seed)
            return ThreadedPlayer(name, agent.choose)
        return ThreadedPlayer(name, StandInAgent(player_seed).choose)

    def _submit(self, source: str, level: str, seed: int, view: View) -> Future[Action]:
        """A decision from the process; from a thread if the process is gone."""
        if self.pool is not None:
            try:
                future: Future[Action] = self.pool.submit(_remote_choose, source, level, seed, view)
                return future
            except Exception as exc:  # BrokenProcessPool, or shut down
                print(f"canasta: the computer players' process failed ({exc!r}); using a thread",
                      file=sys.stderr)
                self.pool = None
        if self._threads is None:
            self._threads = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computers")
        return self._threads.submit(_remote_choose, source, level, seed, view)

    def close(self) -> None:
        if self._threads is not None:
            self._threads.shutdown(wait=False, cancel_futures=True)
        for name in ("close", "shutdown"):
            stop = getattr(self.worker, name, None)
            if callable(stop):
                with contextlib.suppress(Exception):
                    stop()
                break
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = None


def make_controller(preset: str, seed: int, *, computers: Computers, human: bool = True,
                    speed: str = "normal") -> Controller:
    from game.ui.controller import Controller
    from game.ui.players import HumanPlayer

    rules = PRESETS[preset]
    names = SEAT_NAMES[rules.players]
    players: list[Player] = []
    for seat in range(rules.players):
        if seat == 0 and human:
            players.append(HumanPlayer(names[0]))
        else:
            players.append(computers.player(seat, names[seat] if seat or human else "South", seed))
    return Controller(GameState.new(rules, seed), players, human=0, speed=speed,
                      judge_double=computers.accept_double)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        return int(w), int(h)
    except ValueError as exc:
        raise argparse.ArgumentTypeError("size is WIDTHxHEIGHT, e.g. 1280x800") from exc


def _install_crash_reporter(get_controller: Callable[[], Controller | None]) -> None:
    """An uncaught error leaves a report with the record of the game in progress."""
    try:
        from game import crash
        from game.engine.record import GameRecord
    except ImportError:
        return

    def record() -> str | None:
        controller = get_controller()
        if controller is None:
            return None
        seats = [(p.name, "human" if p.is_human else "computer") for p in controller.players]
        return GameRecord.from_game(controller.game, seats).to_text()

    crash.install(record)


def make_hint(use_ai: bool = True) -> Callable[[View], str | None]:
    """The table's Hint button: the AI's rule-based player (or the stand-in) decides on
    the player's own view, and the move is put into words with its reason."""
    from game.ui.hints import hint_sentence

    make = _find_make_agent() if use_ai else None

    def hint(view: View) -> str | None:
        agent: Any = None
        if make is not None:
            with contextlib.suppress(Exception):
                agent = make("rules", 0)
        if agent is None:
            agent = StandInAgent(0)
        action = agent.choose(view)
        return hint_sentence(view, action)

    return hint


def run_table(args: argparse.Namespace) -> int:
    from game.app import i18n, saves
    from game.app.settings import load_settings
    from game.engine.record import Seat
    from game.ui.app import App, Settings
    from game.ui.shell import Services, Shell

    loaded = load_settings()
    messages = [loaded.message.text()] if loaded.message is not None else []
    saved = loaded.settings
    i18n.set_language(saved.language)
    settings = Settings.from_saved(saved)
    if args.speed is not None:
        settings.speed = args.speed
    if args.mute:
        settings.sound = False
    holder: list[Shell] = []
    _install_crash_reporter(lambda: holder[0].controller if holder else None)
    computers = Computers(args.level, use_ai=not args.no_ai, helpers=args.search_helpers)
    app = App(args.size, fullscreen=args.fullscreen or saved.fullscreen, settings=settings)
    services = Services(
        computer=lambda seat, name, level, seed: computers.player(seat, name, seed, level),
        hint=make_hint(not args.no_ai), judge_double=computers.accept_double)
    shell = Shell(app, services, saved, messages)
    holder.append(shell)
    if args.table:
        rules = PRESETS[args.preset]
        seats = [Seat(i18n.tr("seat.you"), "human")] + [
            Seat(i18n.seat_name(s, rules.players), f"ai:{args.level}") for s in range(1, rules.players)]
        shell.new_game(rules, seats, seed=args.seed)
        for message in messages:
            if shell.table is not None:
                shell.table.flash(message)
    else:
        shell.start(saves.load_autosave())
    logged = 0
    logged_controller: Controller | None = None
    try:
        while app.running and app.scenes.top is not None:
            if not app.step():
                break
            if args.log and app.frames == 1:
                print(f"ready: first frame {time.perf_counter() - STARTED:.2f} s after start", flush=True)
            controller = shell.controller
            if args.log and controller is not None:
                if controller is not logged_controller:
                    logged_controller, logged = controller, 0
                events = controller.events
                for ev in events[logged:]:
                    print(f"event {ev.kind}: {controller.event_text(ev)}", flush=True)
                logged = len(events)
            if args.frames and app.frames >= args.frames:
                break
        if args.screenshot:
            import pygame

            pygame.image.save(app.screen, args.screenshot)
    finally:
        shell.close_game()
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
    from game.ui.table import TableScene

    computers = Computers(args.level, use_ai=not args.no_ai, helpers=args.search_helpers)
    controller = make_controller(args.preset, args.seed, computers=computers, human=False, speed="fast")
    app = App(args.size, settings=Settings(speed="fast", sound=False))
    table = TableScene(controller)
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
                top.press("next" if controller.outcome is None else "close")
                if controller.outcome is not None:
                    controller.new_match(GameState.new(controller.rules, args.seed + app.frames))
            thinking = controller.thinking_seat() is not None or _pending(controller)
            app.step()
            busy = table.board.busy or busy_before
            busy_before = table.board.busy
            all_t.append(app.last_work)
            if busy:
                anim_t.append(app.last_work)
            if thinking:
                think_t.append(app.last_work)
    finally:
        controller.close()
        computers.close()
        app.close()
    load = ""
    with contextlib.suppress(OSError, AttributeError):
        load = f", machine load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    print(f"bench-frames: {len(all_t)} frames at {args.size[0]}x{args.size[1]}, {args.preset},"
          f" computer players: {kind}{load}")
    print(f"  first frame        {all_t[0] * 1000:.1f} ms (cards drawn for the first time)")
    rest = all_t[1:]
    for label, values in (("all frames", rest), ("cards animating", anim_t[1:]), ("computer thinking", think_t)):
        print(f"  {label:18s} {_stats(values)}")
    return 0


def _pending(controller: Controller) -> bool:
    from game.ui.players import FuturePlayer

    g = controller.game
    if g.phase not in ("draw", "meld", "answer"):
        return False
    player = controller.players[g.to_move]
    return isinstance(player, FuturePlayer) and player.thinking


def _stats(values: list[float]) -> str:
    if not values:
        return "n=0"
    ms = sorted(v * 1000.0 for v in values)
    p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
    return f"n={len(ms):4d}  median {statistics.median(ms):6.2f} ms  p99 {p99:6.2f} ms  max {ms[-1]:6.2f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game", description="Canasta")
    parser.add_argument("--demo", action="store_true", help="print a seeded game between computer players")
    parser.add_argument("--preset", default=None, choices=sorted(PRESETS),
                        help="rules of the table (starts a game at once, without the menu)")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed of the shuffle (default: random; starts a game at once, without the menu)")
    parser.add_argument("--table", action="store_true", help="start a game at once, without the menu")
    parser.add_argument("--deals", type=int, default=1, help="deals to print with --demo")
    parser.add_argument("--size", type=_size, default=(1280, 800), help="window size, e.g. 1280x800")
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--speed", default=None, choices=["slow", "normal", "fast", "instant"],
                        help="animation speed (default: the settings')")
    parser.add_argument("--level", default="medium", help="computer players' strength (passed to the AI)")
    parser.add_argument("--no-ai", action="store_true", help="use the built-in stand-in computer players")
    parser.add_argument("--mute", action="store_true", help="no sound")
    parser.add_argument("--frames", type=int, default=0, help="quit after this many frames (testing)")
    parser.add_argument("--screenshot", default="", help="save the window to this PNG when quitting")
    parser.add_argument("--log", action="store_true", help="print what happens at the table")
    parser.add_argument("--bench-frames", type=int, nargs="?", const=600, default=0, metavar="N",
                        help="print median and 99th-percentile frame times over N frames, headless")
    parser.add_argument("--search-helpers", type=int, default=None, metavar="N",
                        help="extra processes for the computer players' search (default: 1 with 2 or more cores)")
    args = parser.parse_args(argv)
    if args.search_helpers is None:
        args.search_helpers = default_search_helpers()
    args.table = args.table or args.seed is not None or args.preset is not None
    if args.preset is None:
        args.preset = "classic"
    if args.seed is None:
        args.seed = 1 if (args.demo or args.bench_frames) else int(time.time()) % 100_000
    if args.demo:
        demo(args.preset, args.seed, args.deals, sys.stdout)
        return 0
    if args.bench_frames:
        return bench(args)
    return run_table(args)


if __name__ == "__main__":
    raise SystemExit(main())
