"""The autosave survives being killed: a child process plays a seeded computer-only
match and saves after every action; it is killed with SIGKILL at random moments, 30
times. After each kill the autosave must load, be a prefix of the uninterrupted
game's actions, replay to the same state as that game after as many actions, and
have lost at most the action in progress. The next child resumes from it, as the
program does when it starts again."""

from __future__ import annotations

import importlib.util
import random
import signal
import sys
import time
from pathlib import Path
from types import ModuleType

import pytest

from game.app import saves
from game.engine import GameState

HERE = Path(__file__).resolve().parent
KILLS = 30

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL") or sys.platform == "win32", reason="needs fork and SIGKILL"),
]


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"tests_app_{name}", HERE / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fingerprint(state: GameState) -> tuple[str, ...]:
    return tuple(repr(getattr(state, name)) for name in GameState.__slots__)


class Reference:
    """The uninterrupted game of a seed: its actions and the state after each."""

    def __init__(self, children: ModuleType, seed: int) -> None:
        state = GameState.new(children.RULES, seed)
        self.prints = [fingerprint(state)]
        while not state.is_over:
            state.apply(children.choose(state, seed))
            self.prints.append(fingerprint(state))
        self.actions = [str(a) for a in state.actions]


def test_autosave_survives_sigkill(data_dir: Path) -> None:
    children, forking = load("kill_children"), load("forking")
    rng = random.Random(20240607)
    references: dict[int, Reference] = {}
    seed, kills, mid_game = 1, 0, 0
    deadline = time.monotonic() + 120
    while kills < KILLS:
        assert time.monotonic() < deadline, f"only {kills} kills in time"
        if seed not in references:
            references[seed] = Reference(children, seed)
        ref = references[seed]
        child = forking.Child(lambda say, s=seed: children.autosave_child(s, say))
        assert child.wait_for_line(30), "the child did not start"
        # varied timing: at once, within a few saves, or well into the game
        time.sleep(rng.choice([0.0, rng.uniform(0.0, 0.02), rng.uniform(0.02, 0.2), rng.uniform(0.2, 0.8)]))
        killed = child.kill()
        lines = child.finish()
        assert not any(line.startswith("error") for line in lines), lines
        kills += killed
        assert lines and lines[0].startswith("start"), lines
        started = int(lines[0].split()[1])
        saved = [int(line.split()[1]) for line in lines if line.startswith("saved")]
        confirmed = saved[-1] if saved else started

        result = saves.load_autosave()
        if result.status is saves.LoadStatus.NONE:
            assert not saved and started == 0 and seed == 1, "a saved game is missing"
            continue  # killed before the very first save
        assert result.ok, (result.status, result.detail)
        assert result.record is not None and result.state is not None
        if result.record.seed != seed:
            # killed before its first save: the previous, finished game is still there
            assert not saved and started == 0
            assert result.record.seed == seed - 1 and result.state.is_over
            continue
        actions = [str(a) for a in result.record.actions]
        n = len(actions)
        assert actions == ref.actions[:n], "the autosave is not a prefix of the game"
        assert confirmed <= n <= confirmed + 1, f"{confirmed} actions were saved, the autosave holds {n}"
        assert fingerprint(result.state) == ref.prints[n], "the autosave replays to another state"
        assert not list(data_dir.glob("*.damaged-*")), "a save was found damaged"
        mid_game += killed and 0 < n < len(ref.actions)
        if "done" in lines:
            assert result.state.is_over and n == len(ref.actions)
            seed += 1
    assert mid_game >= KILLS // 2, f"only {mid_game} kills landed in the middle of a game"
    # A kill during a save leaves its temporary file (cleaned up once it is a minute
    # old): some kills must have landed there, between writing and renaming.
    assert list(data_dir.glob(".autosave.canasta.*.tmp")), "no kill landed during a save"
