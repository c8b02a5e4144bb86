"""The worker process answers with legal actions and shuts down cleanly."""

from __future__ import annotations

import os
import pickle
import signal
import subprocess
import sys
import time
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from ai.worker import Worker
from tests.ai.helpers_ai import sample_positions


def test_view_and_action_pickle() -> None:
    g = sample_positions("classic", 1, 1)[0]
    view = g.view(g.to_move)
    assert pickle.loads(pickle.dumps(view)) == view
    for a in g.legal_actions():
        assert pickle.loads(pickle.dumps(a)) == a


def test_worker_submit() -> None:
    positions = sample_positions("classic", 1, 3, seed=4)
    with Worker() as w:
        futures = [(g, w.submit("medium" if i else "rules", g.view(g.to_move), seed=i))
                   for i, g in enumerate(positions)]
        for g, f in futures:
            a = f.result(timeout=60)
            assert g.check(a) is None


def _alive(pid: int) -> bool:
    """A process that runs (a zombie waiting for a reaper counts as ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


def _descendants(pid: int) -> list[int]:
    out: list[int] = []
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return out
    for child in children:
        out += [int(child), *_descendants(int(child))]
    return out


def test_a_killed_worker_is_started_again_and_the_computer_moves() -> None:
    """Issue 47 point 6: the worker died (out of memory, killed by the user); the next
    computer turn starts it again instead of stopping the game."""
    g = sample_positions("classic", 1, 1, seed=5)[0]
    with Worker() as w:
        assert g.check(w.submit("rules", g.view(g.to_move), seed=1).result(timeout=60)) is None
        (pid,) = w.pids()
        os.kill(pid, signal.SIGKILL)
        future = w.submit("rules", g.view(g.to_move), seed=1)
        try:  # asked before the pool saw the death: that one answer fails (the runner plays a stand-in)
            action = future.result(timeout=60)
        except BrokenProcessPool:
            action = w.submit("rules", g.view(g.to_move), seed=1).result(timeout=60)
        assert g.check(action) is None
        assert w.restarts == 1 and w.pids() != [pid]


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc")
def test_the_worker_and_its_helpers_end_when_the_game_is_killed(tmp_path: Path) -> None:
    """Issue 47 point 6: after a SIGKILL of the game its worker, the search's helper and
    multiprocessing's resource tracker kept running with no parent."""
    script = tmp_path / "game.py"
    script.write_text(
        "import sys, time\n"
        f"sys.path.insert(0, {str(Path(__file__).resolve().parents[2])!r})\n"
        "from ai.worker import Worker\n"
        "from tests.ai.helpers_ai import sample_positions\n"
        "if __name__ == '__main__':\n"
        "    g = sample_positions('classic', 1, 1, seed=5)[0]\n"
        "    w = Worker(helpers=1)\n"
        "    w.submit('hard', g.view(g.to_move), seed=1).result(timeout=120)\n"
        "    print('ready', flush=True)\n"
        "    time.sleep(600)\n")
    game = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    assert game.stdout is not None and game.stdout.readline().strip() == "ready"
    family = _descendants(game.pid)
    assert len(family) >= 2  # the worker and its helper at least
    game.kill()
    game.wait()
    deadline = time.monotonic() + 30  # a bound on the wait, not a measured time
    while any(_alive(p) for p in family) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert [p for p in family if _alive(p)] == []


def test_when_no_worker_can_be_started_the_turn_is_chosen_in_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 47 point 6: a worker that cannot be started again (no memory for a process):
    the computer's turn is chosen in the game's own process, the game goes on."""
    g = sample_positions("classic", 1, 1, seed=6)[0]
    with Worker() as w:
        w.submit("rules", g.view(g.to_move), seed=1).result(timeout=60)
        (pid,) = w.pids()
        os.kill(pid, signal.SIGKILL)

        def cannot(self: Worker) -> object:
            raise OSError(12, "Cannot allocate memory")

        deadline = time.monotonic() + 30  # until the pool has seen its process die
        while not getattr(w._pool, "_broken", False) and time.monotonic() < deadline:
            time.sleep(0.05)
        monkeypatch.setattr(Worker, "_start", cannot)
        action = w.submit("rules", g.view(g.to_move), seed=1).result(timeout=0)  # done at once, here
        assert g.check(action) is None
