"""A match played on this computer: its runner, the connections of the people at this
screen, and what is kept of it (the autosave after every move, the statistics at the
end of every deal and match, records exported).

The program around the table (``game.ui.shell``) holds a ``LocalMatch`` and hands its
table the connections; it never sees the game. Everything kept on disk goes through
the back office (``game.app``). Errors there never stop a game: they are told to the
player through ``notify``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from game.app import saves
from game.app.i18n import Message
from game.app.stats import Stats, StatsError
from game.engine import GameState, RuleSet
from game.engine.record import GameRecord, Seat
from game.match.connection import LocalSeat
from game.match.players import Player
from game.match.runner import MatchRunner

Notify = Callable[[str], None]


@dataclass(frozen=True)
class MatchSummary:
    """Where a match stands, as the menu and the table's greeting tell it."""

    preset: str
    deal: int  #: deals begun (the one in play counts)
    scores: tuple[int, ...]
    over: bool


def summary_of(game: GameState) -> MatchSummary:
    """The deal counted from one, as the player counts it (``game.deal`` counts from 0:
    the menu and the "not finished" dialog said "deal 1" in the second deal)."""
    return MatchSummary(game.rules.name, game.deal + 1, tuple(game.scores), game.is_over)


def saved_summary(result: saves.LoadResult) -> MatchSummary | None:
    """Where the match a load found stands (None when it found none)."""
    if not result.ok or result.state is None:
        return None
    return summary_of(result.state)


def store(folder: Path | None, notify: Notify, work: Callable[[Stats], object]) -> None:
    """Write to the statistics; a failure is told, never raised (a game goes on)."""
    try:
        with Stats.open(folder) as stats:
            if stats.message is not None:
                notify(stats.message.text())
            work(stats)
    except StatsError as exc:
        notify(exc.message.text())
    except Exception as exc:  # statistics must never stop a game
        print(f"canasta: statistics not written: {exc!r}", file=sys.stderr)


def store_saved_ends(result: saves.LoadResult, folder: Path | None, notify: Notify) -> bool:
    """Store the deal whose end an autosave holds: the program may have died after the
    deal-ending action was saved and before the statistics were written. A deal stored
    already is left alone (``record_deal`` ignores a second copy). Returns whether the
    saved match is over (nothing left to continue: its autosave is cleared)."""
    state, record = result.state, result.record
    if not result.ok or state is None or record is None:
        return False
    seats = record.seats
    if state.phase in ("deal_over", "match_over") and state.last_result is not None:
        def write(stats: Stats) -> None:
            stats.record_deal(state, seats)
            if state.phase == "match_over":
                stats.record_match(state, seats)

        store(folder, notify, write)
    if state.is_over:
        saves.clear_autosave(folder)
        return True
    return False


class LocalMatch:
    """One match at this computer, from its first move to its end (or the window's)."""

    def __init__(self, game: GameState, seats: Sequence[Seat], players: Sequence[Player], *, speed: str,
                 folder: Path | None, notify: Notify, new_seed: Callable[[], int]) -> None:
        self.seats = tuple(seats)
        self.folder = folder
        self.notify = notify
        self._new_seed = new_seed
        self.runner = MatchRunner(game, players, speed=speed)
        self.closed = False
        self.autosave_error: str | None = None
        self.runner.action_listeners.append(self._autosave)
        self.runner.deal_listeners.append(self._deal_over)
        self.runner.give_up_listeners.append(self._given_up)

    @classmethod
    def new(cls, rules: RuleSet, seed: int, seats: Sequence[Seat], players: Sequence[Player], **kw: object
            ) -> LocalMatch:
        return cls(GameState.new(rules, seed), seats, players, **kw)  # type: ignore[arg-type]

    @classmethod
    def resume(cls, result: saves.LoadResult, players: Sequence[Player], **kw: object) -> LocalMatch:
        if result.state is None or result.record is None:
            raise ValueError("nothing to resume")
        return cls(result.state, result.record.seats, players, **kw)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ the table's side
    @property
    def rules(self) -> RuleSet:
        return self.runner.rules

    @property
    def seed(self) -> int:
        return self.runner.game.seed

    def people(self) -> list[int]:
        return [s for s, person in enumerate(self.runner.people()) if person]

    def connections(self) -> list[LocalSeat]:
        """A connection for each person's seat at this screen (the first one looks first)."""
        rules = self.rules
        seats = self.people() or [0]
        return [LocalSeat(self.runner, s, new_game=lambda: GameState.new(rules, self._new_seed())) for s in seats]

    @property
    def is_over(self) -> bool:
        return self.runner.outcome is not None

    def summary(self) -> MatchSummary:
        return summary_of(self.runner.game)

    def record(self) -> GameRecord:
        return GameRecord.from_game(self.runner.game, self.seats)

    def export(self, path: str) -> Message:
        """Save the match as a record at ``path`` (raises ``saves.SaveError``)."""
        return saves.export_record(self.runner.game, path, self.seats)

    def save_now(self) -> None:
        self._autosave(self.runner)

    def close(self) -> None:
        self.closed = True
        self.runner.close()

    # ------------------------------------------------------------------ what is kept
    def _autosave(self, runner: MatchRunner) -> None:
        if self.closed:
            return
        if runner.outcome is not None:
            saves.clear_autosave(self.folder)
            return
        try:
            saves.autosave(runner.game, self.seats, self.folder)
            self.autosave_error = None
        except saves.SaveError as exc:
            if self.autosave_error is None:
                self.notify(exc.message.text())
            self.autosave_error = exc.detail

    def _deal_over(self, runner: MatchRunner) -> None:
        if self.closed:
            return
        g = runner.game

        def write(stats: Stats) -> None:
            stats.record_deal(g, self.seats)
            if g.phase == "match_over":
                stats.record_match(g, self.seats)

        store(self.folder, self.notify, write)
        if runner.outcome is not None:
            saves.clear_autosave(self.folder)

    def _given_up(self, runner: MatchRunner) -> None:
        if self.closed or runner.outcome is None:
            return
        people = self.people()
        own = self.rules.side_of(people[0] if people else 0)
        given_up = runner.outcome.gave_up == own  # else another side gave up: won
        store(self.folder, self.notify, lambda stats: stats.record_match(runner.game, self.seats, given_up=given_up))
        saves.clear_autosave(self.folder)
