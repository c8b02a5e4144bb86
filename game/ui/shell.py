"""The program around the table: the main menu, starting and resuming games, the
autosave after every action, statistics at the end of every deal and match, the
settings kept in the data folder, export and import of game records, help, the
tutorial and the replay viewer.

The composition root hands in :class:`Services`: how to make a computer player for a
seat (the AI lives there, never here), a hint for a view, a judge for doubles.
A match is a ``LocalMatch`` (``game.match.local``): the shell hands its connections
to the table and never reads the game; what is kept on disk goes through it and the
back office (``game.app``).
"""

from __future__ import annotations

import random
import sqlite3
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from game.app import i18n, paths, saves
from game.app.i18n import tr
from game.app.settings import NewGameChoices, SettingsError, save_settings
from game.app.settings import Settings as SavedSettings
from game.app.stats import Stats, StatsError, unavailable
from game.app.statsqueue import StatsQueue
from game.engine import PRESETS, RuleSet, View
from game.engine.record import SUFFIX, GameRecord, Seat
from game.match.local import LocalMatch, MatchSummary, saved_summary, store_saved_ends
from game.match.players import HumanPlayer, Player
from game.match.review import Reviewing, ReviewNote, ReviewStore, deal_of, deal_start
from game.ui.app import App, Settings
from game.ui.dialogs import Dialog
from game.ui.filechooser import FileChooser
from game.ui.help import HelpScene
from game.ui.hints import Hint
from game.ui.newgame import NewGameScene
from game.ui.online import JoinScene, OnlineServices, OnlineTable, Pending, WaitingRoom
from game.ui.replay import ReplayMarks, ReplayScene
from game.ui.reviewview import ReviewScene
from game.ui.screens import ChoiceMenu, MainMenu, MenuItem, SettingsScene
from game.ui.seats import TableSeats
from game.ui.statsview import StatsScene
from game.ui.table import TableScene
from game.ui.tutorial import TutorialTable, make_tutorial_seats

ComputerFactory = Callable[[int, str, str, int], Player]  # seat, name, level, seed


def _seed() -> int:
    return random.SystemRandom().randrange(1, 10**9)


@dataclass
class Services:
    """What the composition root provides: ``computer(seat, name, level, seed)`` makes
    a computer player, ``hint(view)`` a move suggested in words (and what it points at);
    a computer side answers a double itself, as a move; ``review`` reviews a deal's
    decisions. ``folder`` is the data folder (None: the default one)."""

    computer: ComputerFactory
    hint: Callable[[View], Hint | None] | None = None
    #: the deal review (``game.match.review``); None: no "Review this deal"
    review: Reviewing | None = None
    folder: Path | None = None
    new_seed: Callable[[], int] = field(default=_seed)
    #: hosting and joining tables on a server (``game.ui.online``); None: no "Play online"
    online: OnlineServices | None = None


def level_of(kind: str) -> str:
    return kind.split(":", 1)[1] if kind.startswith("ai:") else "medium"


class Shell:
    def __init__(self, app: App, services: Services, saved: SavedSettings, messages: Sequence[str] = ()) -> None:
        self.app = app
        self.services = services
        self.saved = saved
        self.messages = list(messages)
        self.match: LocalMatch | None = None
        #: the network table played at (then ``match`` is None)
        self.online: OnlineTable | None = None
        self.table: TableScene | None = None
        self.seats: tuple[Seat, ...] = ()
        self.resumable: saves.LoadResult | None = None
        self.last_records_folder: Path | None = None  #: where the file chooser was last used
        #: Writes the statistics off the drawing thread; outlives each match.
        self.stats_queue = StatsQueue(services.folder)
        #: the deals reviewed since the program started, a second look is instant
        self.reviews = ReviewStore(services.review) if services.review is not None else None
        app.on_settings = self.save_app_settings
        app.on_frame.append(self._statistics_news)

    def _statistics_news(self) -> None:
        for message in self.stats_queue.poll():
            self.notify(message.text())

    def close(self) -> None:
        """The window closes: the match ends here, what the statistics lack stays kept."""
        self.close_game()
        self.stats_queue.close()

    # ------------------------------------------------------------------ settings
    def save_app_settings(self, settings: Settings) -> None:
        self.store(settings.to_saved(self.saved))

    def store(self, saved: SavedSettings) -> None:
        """Keep the settings (in memory and on disk)."""
        self.saved = saved
        try:
            save_settings(saved, self.services.folder)
        except SettingsError as exc:
            self.notify(exc.message.text())

    def notify(self, message: str) -> None:
        if self.table is not None and self.app.scenes.top is self.table:
            self.table.flash(message, error=True)
        else:
            self.messages.append(message)
            top = self.app.scenes.top
            if isinstance(top, MainMenu):
                top.messages.append(message)
                top.invalidate()

    # ------------------------------------------------------------------ the menu
    def start(self, resume: saves.LoadResult | None = None) -> None:
        """The main menu; a game saved last time can be continued from it."""
        if resume is not None and resume.ok and resume.state is not None and resume.record is not None:
            # A finished match left as the autosave: its result is stored, nothing to continue.
            if not store_saved_ends(resume, self.services.folder, self.stats_queue):
                self.resumable = resume
        elif resume is not None and resume.message is not None:
            self.messages.append(resume.message.text())
        self.show_menu()

    def menu_items(self) -> list[MenuItem]:
        items: list[MenuItem] = []
        if self.match is not None and not self.match.is_over and self.table is not None:
            items.append(("continue", self.continue_label(), self.continue_table))
        elif self.online is not None and self.table is not None:
            items.append(("continue", tr("online.back_to_table"), self.back_to_table))
        elif self.resumable is not None:
            items.append(("continue", self.continue_label(), self.resume_saved))
        online = self.services.online
        if online is not None and self.online is None and online.rejoin is not None and online.can_rejoin():
            items.append(("rejoin", tr("online.rejoin"), self.rejoin_online))
        items += [("new", tr("button.new_game"), self.ask_new_game)]
        if self.services.online is not None:
            items.append(("online", tr("button.play_online"), self.show_online))
        items += [
            ("tutorial", tr("button.tutorial"), self.start_tutorial),
            ("open", tr("button.import"), self.ask_open_record),
            ("stats", tr("button.statistics"), self.show_stats),
            ("settings", tr("button.settings"), self.show_settings),
            ("help", tr("button.help"), lambda: self.show_help(None)),
            ("quit", tr("button.quit"), self.app.quit),
        ]
        return items

    def continue_label(self) -> str:
        """Continue names the game it continues: its rules, the deal and the scores."""
        g = self.unfinished()
        if g is None:
            return tr("button.continue")
        preset = tr(f"preset.{g.preset}") if g.preset in PRESETS else g.preset
        scores = "\u00a0:\u00a0".join(i18n.number(score) for score in g.scores)
        return tr("button.continue_game", preset=preset, deal=max(1, g.deal), scores=scores)

    def unfinished(self) -> MatchSummary | None:
        """The match a new game would end: the one at the table, or the saved one."""
        if self.match is not None and not self.match.is_over and self.table is not None:
            return self.match.summary()
        if self.resumable is not None:
            return saved_summary(self.resumable)
        return None

    def ask_new_game(self, start: Callable[[], object] | None = None) -> None:
        """New game from the main menu (or the command line's game, ``start``): never
        ends a match without asking; the highlighted answer keeps it."""
        chosen = start or self.show_new_game

        def begin() -> None:
            chosen()

        g = self.unfinished()
        if g is None:
            begin()
            return
        # the thousands grouped as the language writes them; no-break spaces keep "a : b" on one line
        scores = "\u00a0:\u00a0".join(i18n.number(score) for score in g.scores)
        preset = tr(f"preset.{g.preset}") if g.preset in PRESETS else g.preset
        keep = self.back_to_table if self.table is not None else self.resume_saved
        self.app.push(Dialog(tr("dialog.unfinished_title"),
                             tr("dialog.unfinished", preset=preset, deal=max(1, g.deal), scores=scores),
                             [(tr("button.end_and_new"), begin), (tr("button.continue_match"), keep),
                              (tr("button.cancel"), lambda: None)], default=1))

    def show_menu(self) -> None:
        self._clear()
        self.app.push(MainMenu(self.menu_items, self.messages))
        self.messages = []

    def _clear(self) -> None:
        while self.app.scenes.top is not None:
            self.app.scenes.pop()

    def continue_table(self) -> None:
        """Continue from the main menu: back to the table, saying where the match stands."""
        self.back_to_table()
        if self.table is not None:
            self.table.flash(self.summary(), error=False, shorter=[self.summary(scores=False)])

    def back_to_table(self) -> None:
        if self.table is None:
            return
        self._clear()
        self.app.push(self.table)

    # ------------------------------------------------------------------ games
    def player(self, seat: int, s: Seat, seed: int) -> Player:
        if s.kind == "human":
            return HumanPlayer(s.name)
        return self.services.computer(seat, s.name, level_of(s.kind), seed)

    def _open(self, make: Callable[..., LocalMatch], seats: Sequence[Seat], seed: int,
              speed: str | None = None) -> TableScene:
        """Open the table for a match made by ``make`` with these seats (people and computers)."""
        self.close_game()
        seats = tuple(seats)
        players = [self.player(i, s, seed) for i, s in enumerate(seats)]
        match = make(players, speed=speed or self.app.settings.speed, folder=self.services.folder,
                     notify=self.notify, new_seed=self.services.new_seed, stats=self.stats_queue)
        self.match = match
        self.seats = seats
        table = TableScene(TableSeats(match.connections(), speed=speed or self.app.settings.speed))
        table.hint_source = self.services.hint
        table.on_menu = self.show_game_menu
        if self.reviews is not None:
            table.on_review = self.review_match_deal
        self.table = table
        self._clear()
        self.app.push(table)
        match.save_now()
        return table

    def new_game(self, rules: RuleSet, seats: Sequence[Seat], seed: int | None = None) -> TableScene:
        seed = self.services.new_seed() if seed is None else seed
        return self._open(lambda players, **kw: LocalMatch.new(rules, seed, seats, players, **kw), seats, seed)

    def resume_saved(self) -> None:
        result = self.resumable
        if result is None or result.state is None or result.record is None:
            return
        self.resumable = None
        table = self._open(lambda players, **kw: LocalMatch.resume(result, players, **kw), result.record.seats,
                           result.record.seed)
        # "Your last game was restored." and where it stands: preset, deal, scores
        said = [result.message.text()] if result.message is not None else []
        # in fewer words where the line is short (the scores are in their box, top left)
        table.flash(" ".join([*said, self.summary()]), error=False,
                    shorter=[" ".join([*said, self.summary(scores=False)]), *said])

    def summary(self, scores: bool = True) -> str:
        """Where the match taken up again stands: preset, deal and each side's score
        (without the scores: preset and deal)."""
        if self.match is None or self.table is None:
            return ""
        g = self.match.summary()
        c = self.table.c
        preset = tr(f"preset.{g.preset}") if g.preset in PRESETS else g.preset
        if not scores:
            return tr("table.continue_summary_short", preset=preset, deal=g.deal)
        each = tr("card.list_separator").join(
            tr("table.side_score", side=c.side_name(side), score=score) for side, score in enumerate(g.scores))
        return tr("table.continue_summary", preset=preset, deal=g.deal, scores=each)

    def close_game(self) -> None:
        if self.match is not None:
            self.match.close()
        if self.online is not None:
            self.online.close()
        self.match = None
        self.online = None
        self.table = None

    # ------------------------------------------------------------------ online
    def show_online(self) -> None:
        """Play online: host a table (the new-game form, each person's seat open) or join one."""
        self.app.push(ChoiceMenu(tr("online.title"), [
            ("host", tr("online.host"), self.host_online),
            ("join", tr("online.join"), self.join_online),
            ("back", tr("online.back"), lambda: None)]))

    def host_online(self) -> None:
        online = self.services.online
        if online is None:
            return

        def play(rules: RuleSet, seats: tuple[Seat, ...], choices: NewGameChoices) -> None:
            self._clear()
            self.app.push(Pending(tr("online.opening"), lambda: online.host(rules, seats, choices),
                                  self.waiting_room, self.show_menu))

        self.app.push(NewGameScene(self.saved, play, self.store, self._after_screen))

    def join_online(self) -> None:
        online = self.services.online
        if online is None:
            return
        chosen = self.saved.new_game.seats[0].name if self.saved.new_game.seats else ""
        self._clear()
        self.app.push(JoinScene(online, chosen or tr("online.guest_name"), self.waiting_room,
                                lambda rules: self.app.push(HelpScene(rules)), self.show_menu))

    def rejoin_online(self) -> None:
        """Back to the network table of the last time: to its waiting room, or straight
        to the table when its match was dealt."""
        online = self.services.online
        if online is None or online.rejoin is None:
            return
        self._clear()
        self.app.push(Pending(tr("online.rejoining"), online.rejoin, self.waiting_room, self.show_menu))

    def waiting_room(self, table: OnlineTable) -> None:
        self._clear()
        self.app.push(WaitingRoom(table, self.play_online, self.show_menu))

    def play_online(self, online: OnlineTable) -> None:
        """At the network table: the table scene plays the seat through its connection."""
        self.close_game()
        self.online = online
        speed = self.app.settings.speed
        table = TableScene(TableSeats([online.connection], speed=speed))
        table.hint_source = self.services.hint
        table.on_menu = self.show_game_menu
        self.table = table
        self._clear()
        self.app.push(table)

    # ------------------------------------------------------------------ screens
    def show_new_game(self) -> None:
        def play(rules: RuleSet, seats: tuple[Seat, ...], _choices: NewGameChoices) -> None:
            self.new_game(rules, seats)

        self.app.push(NewGameScene(self.saved, play, self.store, self._after_screen))

    def _after_screen(self) -> None:
        if self.app.scenes.top is None:
            self.show_menu()

    def show_settings(self) -> None:
        self.app.push(SettingsScene(on_close=self._after_settings))

    def _after_settings(self) -> None:
        self.app.scenes.layout(self.app.size)
        self._after_screen()

    def show_help(self, rules: RuleSet | None) -> None:
        if rules is None:
            try:
                rules = self.saved.new_game.rules()
            except Exception:
                rules = PRESETS["classic"]
        self.app.push(HelpScene(rules, on_close=self._after_screen))

    def show_stats(self) -> None:
        summary: dict[str, object] = {}
        history: list[object] = []
        message = ""
        try:
            with Stats.open_to_read(self.services.folder) as stats:  # never waits for a lock
                summary = stats.summary()
                history = list(stats.score_history(40))
                if stats.message is not None:
                    message = stats.message.text()
        except StatsError as exc:
            message = exc.message.text()
            summary = _empty_summary()
        except (sqlite3.Error, UnicodeDecodeError) as exc:  # damage that only a read finds: said, never a crash
            message = unavailable(exc).text()
            summary, history = _empty_summary(), []
        self.app.push(StatsScene(summary, history,  # type: ignore[arg-type]
                                 on_replay=self.replay_deal, on_close=self._after_screen, message=message))

    def replay_deal(self, deal_id: int) -> None:
        try:
            with Stats.open_to_read(self.services.folder) as stats:
                replay = stats.deal_replay(deal_id)
        except StatsError as exc:
            self.notify(exc.message.text())
            return
        except (KeyError, ValueError, sqlite3.Error) as exc:  # no such deal, a damaged or altered record
            print(f"canasta: deal {deal_id} not replayed: {exc}", file=sys.stderr)
            self.notify(tr("stats.replay_damaged"))
            return
        record, first = replay.record, replay.first_action
        on_review = None
        if self.reviews is not None:
            deal = deal_of(record, first)
            on_review = lambda: self.review_deal(record, deal)  # noqa: E731
        self.app.push(ReplayScene(record, first, on_close=None, on_review=on_review))

    # ------------------------------------------------------------------ the deal review
    def review_match_deal(self, deal: int) -> None:
        """"Review this deal" on the score sheet: the match's record as it is now."""
        if self.match is not None:
            self.review_deal(self.match.record(), deal)

    def review_deal(self, record: GameRecord, deal: int) -> None:
        """The review screen for ``deal`` of ``record``: a review already made (or
        running) for it is shown again, else one is started."""
        if self.reviews is None:
            return
        job = self.reviews.job(record, deal)
        players = record.rules.players
        names = [i18n.shown_name(s.name, i, players) for i, s in enumerate(record.seats)]
        first = deal_start(record, deal)

        def show(note: ReviewNote) -> None:
            marks = ReplayMarks(note.index, note.seat, note.played, note.best, note.texts(names)[0])
            end = deal_start(record, deal + 1)
            self.app.push(ReplayScene(record, first, end, at=note.index, marks=marks))

        self.app.push(ReviewScene(job, names, on_show=show))

    def records_folder(self) -> Path:
        """Where the file chooser starts: the folder last used for a record since
        the program started, else the game's data folder."""
        if self.last_records_folder is not None:
            return self.last_records_folder
        return self.services.folder if self.services.folder is not None else paths.data_dir()

    def default_record_name(self) -> str:
        return f"game-{time.strftime('%Y%m%d-%H%M%S')}{SUFFIX}"

    def default_record_path(self) -> str:
        return str(self.records_folder() / self.default_record_name())

    def ask_export(self) -> None:
        """Save the match as a record: our own file chooser, opened on the records'
        folder with a name ready (no path to type)."""
        if self.match is None:
            return
        self.app.push(FileChooser("save", tr("file.export_title"), self.records_folder(), SUFFIX, self._export_chosen,
                                  name=self.default_record_name(), ok_label=tr("button.export")))

    def _export_chosen(self, path: Path) -> None:
        self.last_records_folder = path.parent
        self.export_to(str(path))

    def export_to(self, path: str) -> None:
        if self.match is None:
            return
        try:
            message = self.match.export(path)
        except saves.SaveError as exc:
            self.notify(exc.message.text())
            return
        if self.table is not None:
            self.table.flash(message.text(), error=False)

    def ask_open_record(self) -> None:
        """Open a record: the records of a folder to choose from, newest first."""
        self.app.push(FileChooser("open", tr("file.open_title"), self.records_folder(), SUFFIX, self._open_chosen,
                                  ok_label=tr("button.open")))

    def _open_chosen(self, path: Path) -> None:
        self.last_records_folder = path.parent
        self.open_record(str(path))

    def open_record(self, path: str) -> None:
        result = saves.import_record(path)
        if not result.ok or result.record is None:
            text = result.message.text() if result.message is not None else tr("save.import_unusable", file=path)
            self.app.push(Dialog(tr("file.open_title"), text, [(tr("button.ok"), self._after_screen)]))
            return
        self.app.push(ReplayScene(result.record, 0, on_close=self._after_screen))

    def start_tutorial(self) -> None:
        """The tutorial at its own table; a match in progress waits (it stays the one
        Continue goes back to)."""
        table = TutorialTable(make_tutorial_seats(tr("seat.you"), i18n.seat_name(1, 2)), on_finish=self.show_menu)
        self._clear()
        self.app.push(table)

    def show_game_menu(self) -> None:
        rules = self.match.rules if self.match is not None else \
            self.online.connection.rules if self.online is not None else None
        items: list[MenuItem] = [
            ("resume", tr("menu.back_to_game"), lambda: None),
            ("help", tr("button.help"), lambda: self.show_help(rules)),
            ("settings", tr("button.settings"), self.show_settings),
            ("stats", tr("button.statistics"), self.show_stats),
            ("export", tr("button.export"), self.ask_export),
            ("new", tr("button.new_game"), self.confirm_new_game),
            ("menu", tr("menu.main_menu"), self.show_menu),
            ("quit", tr("button.quit"), self.app.quit),
        ]
        self.app.push(ChoiceMenu(tr("menu.title"), items))

    def confirm_new_game(self) -> None:
        self.ask_new_game()

    # ------------------------------------------------------------------ for tests and the command line
    def record(self) -> GameRecord | None:
        if self.match is None:
            return None
        return self.match.record()


def _empty_summary() -> dict[str, object]:
    return {"matches_played": 0, "matches_won": 0, "matches_given_up": 0, "deals_played": 0, "deals_won": 0,
            "canastas": 0, "natural_canastas": 0, "mixed_canastas": 0, "went_out": 0, "concealed": 0,
            "highest_deal": None, "average_score": None, "by_preset": {}, "by_level": {}, "by_preset_level": {},
            "chips": []}
