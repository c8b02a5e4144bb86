"""What the children of the kill tests do (not collected by pytest: no ``test_``).

The kill tests fork a child process that runs one of these functions and kill it
with SIGKILL. Each function reports every completed step through ``say`` (one
line, written straight to a pipe) so the parent knows what was durably done
before the kill.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.engine import PRESETS, Action, GameState, Undo

RULES = PRESETS["classic"]
SEATS = [("Anna", "ai:easy"), ("West", "ai:easy"), ("Bob", "ai:easy"), ("East", "ai:easy")]

Say = Callable[[str], None]


def choose(state: GameState, seed: int) -> Action:
    """The computer-only game's next action: random, seeded by the seed and the move
    number so a restarted child goes on exactly as an uninterrupted one. Undo only
    when nothing else is legal (a first meld short of the minimum can only be taken
    back)."""
    legal = state.legal_actions()
    choices = [a for a in legal if not isinstance(a, Undo)] or legal
    return random.Random(f"{seed}/{len(state.actions)}").choice(choices)


def finished_deal(seed: int) -> GameState:
    """A game played at random until its first deal is over."""
    state = GameState.new(RULES, seed)
    while state.phase not in ("deal_over", "match_over"):
        state.apply(choose(state, seed))
    return state


def autosave_child(seed: int, say: Say) -> None:
    """Start like the program does (resume the autosave if it is this seed's game in
    progress), then play on, saving after every action."""
    from game.app import saves

    loaded = saves.load_autosave()
    if (loaded.ok and loaded.state is not None and loaded.record is not None
            and loaded.record.seed == seed and not loaded.state.is_over):
        state = loaded.state
    else:
        state = GameState.new(RULES, seed)
    say(f"start {len(state.actions)}")
    while not state.is_over:
        state.apply(choose(state, seed))
        saves.autosave(state, SEATS)
        say(f"saved {len(state.actions)}")
    say("done")


def stats_child(start: int, games: list[GameState], say: Say) -> None:
    """Store finished deals in a loop, each under new seat names (a new match)."""
    from game.app.stats import Stats

    with Stats.open() as stats:
        say("start")
        i = start
        while True:
            seats = [(f"Player {i}", "human"), ("West", "ai:hard"), ("North", "ai:hard"), ("East", "ai:hard")]
            if not stats.record_deal(games[i % len(games)], seats):
                raise AssertionError(f"deal {i} was stored already")
            say(f"committed {i}")
            i += 1
