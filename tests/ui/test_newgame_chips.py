"""Stake and limit chosen when a game is opened (seed 003, issue 10), carried by the
game into its record, settled into each person's chips when the match ends, and shown
on the statistics screen in English, German and Dutch at 800x600 and full HD."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import i18n, saves
from game.app.stats import Stats
from game.engine import PRESETS, GameState, parse_action
from game.engine.record import Seat
from game.ui import widgets as w
from game.ui.newgame import NewGameScene
from game.ui.statsview import StatsScene
from tests.ui.test_around_the_table import field, make_shell, press
from tests.ui.test_table_harness import shell_seats


def open_dialog(data_dir: Path) -> tuple[object, object, NewGameScene]:
    app, shell = make_shell(data_dir)
    shell.show_new_game()
    app.step(0.016)
    scene = app.scenes.top
    assert isinstance(scene, NewGameScene)
    return app, shell, scene


def test_the_stake_and_the_limit_are_chosen_in_the_new_game_dialog(data_dir: Path) -> None:
    app, shell, scene = open_dialog(data_dir)
    stake, limit = field(scene, "opt_chip_stake"), field(scene, "opt_chip_limit")
    assert stake.value == 10 and limit.value == 80
    assert 500 in [v for v, _ in stake.options] and 1000 in [v for v, _ in limit.options]
    scene._set_option("chip_stake", 100)  # above the limit: the limit comes up with it
    assert scene.rules.chip_stake == 100 and scene.rules.chip_limit == 100
    scene._set_option("chip_limit", 400)
    scene.rebuild()
    assert field(scene, "opt_chip_limit").changed  # marked as changed from the preset
    press(app, "play")  # type: ignore[arg-type]
    app.step(0.016)  # type: ignore[attr-defined]
    c = shell_seats(shell)
    assert c is not None and (c.rules.chip_stake, c.rules.chip_limit) == (100, 400)
    c.give_up()  # the match ends: the record and the statistics carry the chips
    assert shell.stats_queue.wait()  # type: ignore[attr-defined]  # written by the statistics' own thread
    with Stats.open(data_dir) as stats:
        balances = {b.player: b.balance for b in stats.chip_balances()}
    assert balances[c.name(0)] == -100
    app.close()  # type: ignore[attr-defined]


def test_a_limit_below_the_stake_is_refused_with_a_message(data_dir: Path) -> None:
    app, _shell, scene = open_dialog(data_dir)
    scene._set_option("chip_stake", 50)
    scene._set_option("chip_limit", 10)
    assert scene.rules.chip_limit == 80  # unchanged
    assert scene.message is not None and "chip_limit" in scene.message[0]
    app.close()  # type: ignore[attr-defined]


def test_the_chosen_stake_is_kept_by_the_autosave(data_dir: Path) -> None:
    app, shell, scene = open_dialog(data_dir)
    scene._set_option("chip_stake", 50)
    press(app, "play")  # type: ignore[arg-type]
    app.step(0.016)  # type: ignore[attr-defined]
    c = shell_seats(shell)
    c.game.apply(c.game.legal_actions()[0])
    c.runner._changed()  # the autosave runs after every action
    loaded = saves.load_autosave(data_dir)
    assert loaded.ok and loaded.state is not None and loaded.state.rules.chip_stake == 50
    app.close()  # type: ignore[attr-defined]


def stored_chips(data_dir: Path, names: tuple[str, str]) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    with Stats.open(data_dir) as stats:
        for seed, text in ((1, "give up 1"), (2, "give up 0"), (3, "give up 0")):
            state = GameState.new(PRESETS["two"].with_options(chip_stake=500, chip_limit=5000), seed)
            for a in ("double", "accept", text):
                state.apply(parse_action(a))
            stats.record_match(state, [Seat(names[0], "human"), Seat(names[1], "human")])


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_statistics_show_each_persons_chips_and_fit(data_dir: Path, lang: str, size: tuple[int, int]) -> None:
    names = ("Maximilian Alexander", "Wilhelmina Josephine")
    stored_chips(data_dir, names)
    i18n.set_language(lang)
    found: list[w.TextProblem] = []
    try:
        app, shell = make_shell(data_dir, size=size)
        shell.show_stats()
        scene = app.scenes.top
        assert isinstance(scene, StatsScene)
        lines = dict(scene.lines())
        label = i18n.tr("stats.chips_of", name=names[0])
        assert lines[label] == "\u22121000"  # paid 1000 twice, won 1000 once
        assert lines[i18n.tr("stats.chips_of", name=names[1])] == "+1000"
        w.problems = found
        app.invalidate()
        app.step(0.016)
        app.close()
    finally:
        w.problems = None
        i18n.set_language("en")
    assert not found, found


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_final_score_sheet_says_what_the_match_settled(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.scoresheet import ScoreSheetScene
    from tests.ui.test_table_harness import make_table, position, settle

    i18n.set_language(lang)
    drawn: list[str] = []
    real = w.fit_text

    def spy(label: str, *args: object, **kwargs: object) -> object:
        drawn.append(label)
        return real(label, *args, **kwargs)  # type: ignore[arg-type]

    found: list[w.TextProblem] = []
    try:
        g = position(PRESETS["two-online"].with_options(chip_stake=25, chip_limit=400), to_move=0)
        app, _table, c = make_table(g, size=(800, 600))
        c.offer_double()
        settle(app, 10)  # the computer accepts: the stake is x2
        c.give_up()
        settle(app, 30)
        sheet = app.scenes.top
        assert isinstance(sheet, ScoreSheetScene) and sheet.final
        label = i18n.tr("score.chips")
        monkeypatch.setattr(w, "fit_text", spy)
        w.problems = found
        app.invalidate()
        app.step(0.016)
        app.close()
    finally:
        w.problems = None
        i18n.set_language("en")
    assert label in drawn
    assert "\u221250" in drawn and "+50" in drawn  # 25 x 2, the side that gave up pays
    assert not found, found
