"""The deal review at the table: "Review this deal" opens the review screen, which runs
off the window's thread with a progress bar and a stop button; the flagged decisions are
listed in words that fit at 800x600 and full HD in every language; a click shows that
moment of the deal with both choices framed; a second look finds the review made."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from ai import make_agent
from ai.review import ReviewConfig
from game.__main__ import DealReviewer, make_hint
from game.app import i18n
from game.app.settings import Settings as SavedSettings
from game.engine import PRESETS, GameState
from game.engine.record import GameRecord
from game.match.review import ReviewJob, ReviewNote
from game.ui.app import App, Settings
from game.ui.replay import ReplayScene
from game.ui.reviewview import ReviewScene
from game.ui.scoresheet import ScoreSheetScene
from game.ui.shell import Services, Shell
from game.ui.sound import SoundManager
from tests.ui.test_around_the_table import idle_computer, press
from tests.ui.test_table_harness import click
from tests.ui.test_text_fits import watching

SIZES = [(800, 600), (1920, 1080)]


def assert_fits(scene: ReviewScene | ScoreSheetScene | ReplayScene,
                langs: tuple[str, ...] = ("en", "de", "nl")) -> None:
    """The scene drawn in each language at each size: no label overflows."""
    for lang in langs:
        i18n.set_language(lang)
        for size in SIZES:
            scene.layout(size)
            with watching() as problems:
                scene.draw(pygame.Surface(size))
            assert not problems, (lang, size, problems)
    i18n.set_language("en")


@pytest.fixture(scope="module")
def record() -> GameRecord:
    rules = PRESETS["classic"].with_options(target=1)
    g = GameState.new(rules, 5)
    agents = [make_agent("easy", s) for s in range(rules.players)]
    while not g.results:
        g.apply(agents[g.to_move].choose(g.view(g.to_move)))
    return GameRecord.from_game(g, [("Sie", "human"), ("West", "ai:easy"), ("North", "ai:easy"),
                                    ("East", "ai:easy")])


def make(folder: Path, size: tuple[int, int] = (800, 600)) -> tuple[App, Shell, DealReviewer]:
    reviewer = DealReviewer(1, ReviewConfig(choose=24, compare=24))
    app = App(size, settings=Settings(speed="instant", sound=False), sound=SoundManager())
    shell = Shell(app, Services(computer=idle_computer, hint=make_hint(), folder=folder,
                                review=reviewer), SavedSettings())
    return app, shell, reviewer


def test_the_review_screen_lists_the_flagged_decisions_and_shows_each(data_dir: Path, record: GameRecord) -> None:
    app, shell, reviewer = make(data_dir)
    try:
        shell.review_deal(record, 0)
        scene = app.scenes.top
        assert isinstance(scene, ReviewScene)
        assert scene.job.wait(120) and scene.job.complete
        app.step(0.016)
        assert scene.job.notes and scene.job.reviewed > len(scene.job.notes)
        assert_fits(scene)
        scene.layout(app.size)
        scene.draw(app.screen)
        rect, note = scene.note_rects[0]
        click(app, rect.center)
        replay = app.scenes.top
        assert isinstance(replay, ReplayScene) and replay.marks is not None
        assert replay.marks.index == note.index and replay.first + replay.index == note.index
        assert replay.marked()  # the choices' cards are framed at that move
        assert_fits(replay, ("en",))
        # a second look is the review already made
        replay.close()
        scene.close()
        shell.review_deal(record, 0)
        again = app.scenes.top
        assert isinstance(again, ReviewScene) and again.job is scene.job
    finally:
        i18n.set_language("en")
        reviewer.close()


def _waiting(started: threading.Event) -> Callable[..., tuple[list[ReviewNote], int]]:
    def review(record: GameRecord, deal: int, progress: Callable[[int, int], None],
               stop: threading.Event) -> tuple[list[ReviewNote], int]:
        progress(1, 10)
        started.set()
        stop.wait(30)
        return [], 1

    return review


def test_the_stop_button_stops_the_review(data_dir: Path, record: GameRecord) -> None:
    started = threading.Event()
    job = ReviewJob(_waiting(started), record, 0)
    app = App((800, 600), settings=Settings(speed="instant", sound=False), sound=SoundManager())
    scene = ReviewScene(job, ["You", "West", "North", "East"])
    app.push(scene)
    assert started.wait(10)
    app.step(0.016)
    assert scene.redraw_at(0.0) is not None  # the progress bar is drawn again while it runs
    for lang in ("en", "de", "nl"):
        i18n.set_language(lang)
        for size in SIZES:
            scene.layout(size)
            with watching() as problems:
                scene.draw(pygame.Surface(size))
            assert not problems, (lang, size, problems)
    i18n.set_language("en")
    scene.layout((800, 600))
    press(app, "stop")
    assert job.wait(10) and job.stopped and not job.complete
    app.step(0.016)
    assert scene.redraw_at(0.0) is None


def test_the_score_sheet_offers_the_review(data_dir: Path, record: GameRecord) -> None:
    app, shell, reviewer = make(data_dir)
    asked: list[int] = []
    try:
        shell.new_game(PRESETS["classic"].with_options(target=1), list(record.seats), seed=3)
        table = shell.table
        assert table is not None and table.on_review is not None
        result = record.replay().results[0]
        sheet = ScoreSheetScene(table.c, result, final=False, on_next=lambda: None, on_new=lambda: None,
                                on_quit=lambda: None, on_review=asked.append)
        app.push(sheet)
        assert_fits(sheet)
        sheet.layout(app.size)
        press(app, "review")
        assert asked == [0] and app.scenes.top is sheet  # the sheet stays under the review
    finally:
        i18n.set_language("en")
        shell.close_game()
        reviewer.close()
