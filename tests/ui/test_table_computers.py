"""Computer turns: they complete while the window keeps drawing frames, at a pace
the player can follow, each with a status line; a failing or illegal computer
player does not stop the game."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from ai import make_agent
from game.engine import Action, Discard, Draw, RuleSet, View
from game.match.players import HumanPlayer, Player, ThreadedPlayer
from tests.ui.test_table_harness import Scripted, drag, hand_pos, make_table, position


class SlowAgent:
    """Thinks for a while (in its thread) before a sensible move: ``seconds`` and then,
    when ``frames`` is set, until the window has drawn two more frames (at most 10 s),
    so that a slow, loaded machine cannot hide the frames drawn while it thinks (the
    table shows a seat as thinking after 0.25 s)."""

    def __init__(self, seed: int, seconds: float) -> None:
        self.inner = make_agent("rules", seed)
        self.seconds = seconds
        self.calls = 0
        self.lock = threading.Lock()
        self.frames: Callable[[], int] | None = None

    def choose(self, view: View) -> Action:
        with self.lock:
            self.calls += 1
        time.sleep(self.seconds)
        start = self.frames() if self.frames else 0
        give_up = time.monotonic() + 10
        while self.frames is not None and self.frames() < start + 2 and time.monotonic() < give_up:
            time.sleep(0.01)
        return self.inner.choose(view)


def test_computer_turns_complete_while_frames_keep_being_drawn() -> None:
    g = position(RuleSet(), hands={0: "5h 5d 9c 9s kh kd ks 2h 4c 4d 6s"}, to_move=0, phase="meld", seed=4)
    agents = [SlowAgent(s, 0.3) for s in range(1, 4)]
    computers = [ThreadedPlayer(n, a.choose) for n, a in zip(("West", "North", "East"), agents, strict=True)]
    players: list[Player] = [HumanPlayer("You"), *computers]
    app, table, c = make_table(g, players, speed="fast")
    for a in agents:
        a.frames = lambda: app.frames
    drag(app, hand_pos(table, "6s"), table.L.pile.center)
    assert g.to_move == 1
    frames_at_start = app.frames
    thinking_frames = 0
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if g.to_move == 0 or g.phase not in ("draw", "meld", "answer"):
            break
        if c.thinking_seat() is not None:
            thinking_frames += 1
        app.step()  # real time, 60 frames a second
    assert g.to_move == 0 or g.phase in ("deal_over", "match_over")
    assert sum(a.calls for a in agents) >= 6  # each computer drew and discarded at least
    assert app.frames - frames_at_start > 30  # the window kept drawing meanwhile
    assert thinking_frames > 5  # ... also while a computer was thinking
    kinds = [e.kind for e in c.events]
    assert kinds.count("discard") >= 3
    texts = [e.text for e in c.events]
    assert any(t.startswith("West drew") or t.startswith("West took the pile") for t in texts)
    c.close()
    app.close()


def test_computer_actions_are_paced_by_the_speed_setting() -> None:
    g = position(RuleSet(), to_move=1, seed=2)
    west = Scripted("West", decide=lambda v: Draw() if v.phase == "draw" else Discard(v.hand[0]))
    app, _table, _c = make_table(g, [HumanPlayer("You"), west, Scripted("North"), Scripted("East")],
                                speed="slow")
    app.step(0.05)
    assert g.phase == "meld"  # the first action comes at once
    for _ in range(10):  # half a second: slower than the slow pace allows
        app.step(0.05)
    assert g.phase == "meld" and g.to_move == 1
    for _ in range(30):
        app.step(0.05)
    assert g.to_move == 2
    app.close()


def test_an_illegal_or_failing_computer_move_is_replaced_by_a_legal_one() -> None:
    g = position(RuleSet(), to_move=1, seed=3)

    def broken(view: View) -> Action:
        raise RuntimeError("no idea")

    bad = Scripted("West", decide=lambda v: Discard(v.hand[0]) if v.phase == "meld" else None,
                   actions=[Discard(g.hands[1][0])])  # discarding before drawing
    app, _table, c = make_table(g, [HumanPlayer("You"), bad, ThreadedPlayer("North", broken), Scripted("East")],
                                speed="instant")
    for _ in range(40):
        app.step(0.05)
        if g.to_move == 2 and g.phase == "draw":
            time.sleep(0.01)
    assert g.to_move in (2, 3)
    assert isinstance(g.actions[0], Draw)  # the stand-in for the illegal discard
    c.close()
    app.close()
