"""A match played on this computer: its runner, the connections of the people at this
screen, and what is kept of it (the autosave after every move, the statistics at the
end of every deal and match, records exported).

The program around the table (``game.ui.shell``) holds a ``LocalMatch`` and hands its
table the connections; it never sees the game. Everything kept on disk goes through
the back office (``game.app``). Errors there never stop a game: they are told to the
player through ``notify``. The statistics are written by a ``StatsQueue`` (a thread
of its own, records kept on disk while the database is busy), always after the
autosave that holds the deal's end: a kill between the two leaves a deal the autosave
has and the statistics lack (stored at the next start), never the other way round.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from game.app import saves
from game.app.i18n import Message
from game.app.statsqueue import StatsQueue
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


def store_saved_ends(result: saves.LoadResult, folder: Path | None, queue: StatsQueue) -> bool:
    """Hand the statistics the deals whose ends an autosave holds: the program may have
    died after a deal-ending action was saved and before its deal was stored (deals
    stored already are skipped). The deals stored of this match are checked against
    the autosave first (``check``). Returns whether the saved match is over: then it
    is kept for the statistics and its autosave is cleared (nothing to continue)."""
    state, record = result.state, result.record
    if not result.ok or state is None or record is None:
        return False
    if state.is_over:
        if queue.keep_and_put(record):
            saves.clear_autosave(folder)
        return True
    queue.put(record, check=True)
    return False


class LocalMatch:
    """One match at this computer, from its first move to its end (or the window's)."""

    def __init__(self, game: GameState, seats: Sequence[Seat], players: Sequence[Player], *, speed: str,
                 folder: Path | None, notify: Notify, new_seed: Callable[[], int],
                 stats: StatsQueue | None = None) -> None:
        self.seats = tuple(seats)
        self.folder = folder
        self.notify = notify
        self._own_stats = stats is None
        self.stats = StatsQueue(folder) if stats is None else stats
        self._deal_ended = False
        self._finished = False
        self._new_seed = new_seed
        self.runner = MatchRunner(game, players, speed=speed)
        self.closed = False
        self.autosave_error: str | None = None
        self.runner.action_listeners.append(self._autosave)
        self.runner.deal_listeners.append(self._deal_over)
        self.runner.match_listeners.append(self._new_match)

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
        if self._own_stats:
            self.stats.close()

    # ------------------------------------------------------------------ what is kept
    def _autosave(self, runner: MatchRunner) -> None:
        """After every action: the autosave, then (a deal or the match just ended) the
        statistics. At a match end the record is kept for the statistics before the
        autosave goes, so a kill or a busy database loses neither."""
        if self.closed:
            return
        if runner.outcome is not None:
            if not self._finished:
                self._finished = True
                if self.stats.keep_and_put(self.record()):
                    saves.clear_autosave(self.folder)
                else:  # not kept: the autosave stays the copy the next start stores from
                    self._write_autosave(runner)
            return
        self._write_autosave(runner)
        if self._deal_ended:
            self._deal_ended = False
            self.stats.put(self.record())

    def _write_autosave(self, runner: MatchRunner) -> None:
        try:
            saves.autosave(runner.game, self.seats, self.folder)
            self.autosave_error = None
        except saves.SaveError as exc:
            if self.autosave_error is None:
                self.notify(exc.message.text())
            self.autosave_error = exc.detail

    def _new_match(self, runner: MatchRunner) -> None:
        """A new match at this table (the final score sheet's New match): its end is
        kept and stored like the first one's."""
        self._finished = False
        self._deal_ended = False

    def _deal_over(self, runner: MatchRunner) -> None:
        """A deal ended: told before the action's autosave, so only marked here."""
        self._deal_ended = True
