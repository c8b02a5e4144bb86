"""The real table loop, computers in every seat, for the kill test (kill_table.py).

    python benchmarks/kill/table_child.py DATA_FOLDER SEED

Starts like the program: the autosave is loaded and, when there is a game, Continue is
pressed (``Shell.start`` then ``Shell.resume_saved``), else a new match starts. Then
the window's loop runs headless at the instant pace: the shell autosaves after every
action and hands the statistics every deal end (their thread writes them, or keeps
them while the parent holds the database locked); score sheets are closed with Next
(New match at a match's end), and so is a table resumed at a deal's end, which shows
its own Next button instead, so the children play on through deal and match ends.
The computers decide in the game's real worker process (``Computers``: the rule bot
there), so the parent can check that no process of the game outlives a kill.
Prints ``resumed N`` / ``new``, and ``deal_end KEY DEAL`` right after a deal-ending action was
autosaved (before the statistics are written), so the parent can kill near it.
"""

from __future__ import annotations

import itertools
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.__main__ import Computers
from game.app import saves
from game.app.settings import Settings as SavedSettings
from game.app.stats import match_key
from game.engine import PRESETS
from game.engine.record import GameRecord, Seat
from game.match.players import Player
from game.match.runner import MatchRunner
from game.ui.app import App, Settings
from game.ui.scoresheet import ScoreSheetScene
from game.ui.shell import Services, Shell


def main() -> int:
    folder, seed = Path(sys.argv[1]), int(sys.argv[2])
    computers = Computers("medium", rule_bot=True, helpers=0)

    def computer(seat: int, name: str, level: str, seed: int) -> Player:
        return computers.player(seat, name, seed, level)

    seeds = itertools.count(seed * 1000 + 1)  # each new match its own deals (and match key)
    ends = ("deal_over", "match_over")
    app = App((1024, 700), settings=Settings(speed="instant", sound=False))
    shell = Shell(app, Services(computer=computer, folder=folder, new_seed=lambda: next(seeds)), SavedSettings())
    shell.start(saves.load_autosave(folder))
    if shell.resumable is not None and shell.resumable.state is not None:
        actions = len(shell.resumable.state.actions)
        shell.resume_saved()
        print(f"resumed {actions}", flush=True)
    else:
        seats = [Seat(f"Computer {i}", "ai:easy") for i in range(4)]
        shell.new_game(PRESETS["classic"].with_options(target=2000), seats, seed=seed)
        print("new", flush=True)

    def after_action(runner: MatchRunner) -> None:  # runs after the shell's autosave
        result = runner.game.last_result
        if runner.game.phase in ("deal_over", "match_over") and result is not None:
            key = match_key(GameRecord.from_game(runner.game, shell.seats))
            print(f"deal_end {key} {result.deal}", flush=True)

    listening: MatchRunner | None = None
    while app.running:
        runner = shell.match.runner if shell.match is not None else None
        if runner is not None and runner is not listening:
            runner.action_listeners.append(after_action)
            listening = runner
        top = app.scenes.top
        if isinstance(top, ScoreSheetScene) and runner is not None:
            top.press("next" if runner.outcome is None else "new")
        elif top is not None and top is shell.table and runner is not None and runner.game.phase in ends:
            # A game resumed at a deal's end shows the table's Next (no score sheet).
            if runner.outcome is None:
                shell.table.next_deal()
            else:
                shell.table.new_match()
        elif top is not None and shell.table is not None and top is not shell.table:
            shell.back_to_table()
        app.step(0.05)
    return 0


if __name__ == "__main__":  # the worker process is spawned: it imports this file too
    sys.exit(main())
