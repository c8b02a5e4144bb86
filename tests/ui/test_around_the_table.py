"""Around the table: the new-game dialog, hot seat, save and resume, settings,
languages, help, hints, statistics, the replay viewer and the tutorial, all driven
headless through the real scenes."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame
import pytest

from ai import make_agent
from game.__main__ import main, make_hint
from game.app import i18n, saves
from game.app.settings import Settings as SavedSettings
from game.app.settings import load_settings
from game.app.stats import Stats
from game.engine import PRESETS, Action, Discard, Draw, GameState, Meld, Take, View
from game.engine.cards import Card
from game.engine.record import GameRecord, Seat
from game.ui.app import App, Settings
from game.ui.forms import Field
from game.ui.help import HelpScene, rules_paragraphs
from game.ui.newgame import NewGameScene
from game.ui.replay import ReplayScene
from game.ui.screens import MainMenu, PassScreen, SettingsScene
from game.ui.shell import Services, Shell
from game.ui.sound import SoundManager
from game.ui.statsview import StatsScene
from game.ui.table import TableScene
from game.ui.tutorial import STEPS, TutorialTable
from tests.ui.test_table_harness import Scripted, click, make_seats, position, shell_play, shell_seats, tutorial_seats


def computer(seat: int, name: str, level: str, seed: int) -> Scripted:
    agent = make_agent("rules", seed + seat)
    return Scripted(name, decide=agent.choose)


def idle_computer(seat: int, name: str, level: str, seed: int) -> Scripted:
    return Scripted(name)


def make_shell(folder: Path, comp: object = idle_computer, size: tuple[int, int] = (1280, 800),
               saved: SavedSettings | None = None) -> tuple[App, Shell]:
    app = App(size, settings=Settings(speed="instant", sound=False), sound=SoundManager())
    shell = Shell(app, Services(computer=comp, hint=make_hint(), folder=folder),  # type: ignore[arg-type]
                  saved or SavedSettings())
    return app, shell


def press(app: App, key: str) -> None:
    """Click the button ``key`` of the top scene."""
    top = app.scenes.top
    buttons = getattr(top, "buttons", [])
    if isinstance(buttons, dict):
        buttons = list(buttons.values())
    b = next(b for b in buttons if b.key == key)
    click(app, b.rect.center)


def field(scene: NewGameScene | SettingsScene, key: str) -> Field:
    return next(f for f in scene.fields if f.key == key)


# ---------------------------------------------------------------------- new game dialog
def test_new_game_dialog_starts_the_chosen_game_and_remembers_it(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    shell.show_new_game()
    app.step(0.016)
    scene = app.scenes.top
    assert isinstance(scene, NewGameScene)
    names = {f.key for f in scene.fields}
    from game.engine.rules import option_names
    assert {f"opt_{n}" for n in option_names() if n != "target"} <= names  # every option of the engine
    scene._set_preset("two")
    scene._set_seat(1, kind="human", name="Bea")
    scene._set_seat(0, name="Al")
    scene._set_option("pile_peek", True)
    scene.rebuild()
    peek = field(scene, "opt_pile_peek")
    assert peek.changed and "Two players" in peek.mark  # the preset's value is marked
    scene._set_target("3000")
    press(app, "play")
    app.step(0.016)
    assert shell.match is not None
    c = shell_seats(shell)
    assert c.rules.players == 2 and c.rules.pile_peek and c.rules.target == 3000
    assert [p.name for p in c.players] == ["Al", "Bea"] and all(p.is_human for p in c.players)
    saved = load_settings(data_dir).settings
    assert saved.new_game.preset == "two" and saved.new_game.seats[1].kind == "human"
    assert dict(saved.new_game.changes)["target"] == 3000
    # the next dialog starts from these choices
    again = NewGameScene(saved, lambda *a: None, lambda s: None, lambda: None)
    assert again.rules.target == 3000 and again.seats[1].name == "Bea"
    app.close()


def test_house_rules_are_saved_under_a_name_and_chosen_again(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    shell.show_new_game()
    app.step(0.016)
    scene = app.scenes.top
    assert isinstance(scene, NewGameScene)
    scene._set_option("wild_exchange", True)
    scene._set_house_name("Oma's table")
    scene.on_field_button(field(scene, "house_save"))
    saved = load_settings(data_dir).settings
    assert "Oma's table" in saved.house_rules and saved.house_rules["Oma's table"].rules().wild_exchange
    fresh = NewGameScene(saved.replace(new_game=saved.new_game.__class__()), lambda *a: None, lambda s: None,
                         lambda: None)
    assert not fresh.rules.wild_exchange
    fresh._set_house("Oma's table")
    assert fresh.rules.wild_exchange
    app.close()


def test_the_new_game_dialog_in_german(data_dir: Path) -> None:
    i18n.set_language("de")
    scene = NewGameScene(SavedSettings(), lambda *a: None, lambda s: None, lambda: None)
    scene.build()
    assert scene.title == "Neues Spiel"
    assert any(f.label == "Abwurfstapel" or f.label.startswith("Der Ablagestapel") for f in scene.fields)
    assert [b.label for b in scene.buttons] == ["Spielen", "Abbrechen"]


# ---------------------------------------------------------------------- hot seat
def test_hot_seat_never_shows_a_hand_to_the_other_player(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    shell.new_game(PRESETS["two"], [Seat("Anna", "human"), Seat("Ben", "human")], seed=5)
    c = shell_seats(shell)
    g = c.game
    looking = {"seat": c.human}
    shown: list[tuple[int, Counter[Card]]] = []
    original = TableScene.draw

    def spy(self: TableScene, surface: pygame.Surface) -> None:
        faces = Counter(s.card for s in self.board.sprites() if s.kind == "hand" and s.card is not None)
        shown.append((looking["seat"], faces))
        # every face card in the hand row belongs to the person looking
        assert not faces - Counter(g.hands[looking["seat"]]), "a hidden card's face was drawn"
        original(self, surface)

    TableScene.draw = spy  # type: ignore[method-assign]
    try:
        passes = 0
        for _ in range(6):  # three turns each
            app.step(0.016)
            if isinstance(app.scenes.top, PassScreen):
                passes += 1
                nxt = c.next_human()
                assert nxt is not None
                looking["seat"] = nxt  # the other person sits down and clicks
                click(app, (10, 10))
                app.step(0.016)
            seat = g.to_move
            assert seat == c.human == looking["seat"]
            view = c.view()
            for action in _turn(view):
                assert c.submit([action]) is None
                app.step(0.016)
                if isinstance(app.scenes.top, PassScreen):
                    break
        assert passes >= 5
        assert {seat for seat, _ in shown} == {0, 1}  # both sat at the table, in turn
    finally:
        TableScene.draw = original  # type: ignore[method-assign]
        app.close()


def _turn(view: View) -> list[Action]:
    """Draw, then discard the first card."""
    return [Draw(), Discard(view.hand[0])]


def test_a_human_partners_question_goes_to_the_human_partner(data_dir: Path) -> None:
    from game.engine import Answer, Ask

    g = position(PRESETS["classic"], hands={0: "5h 5d 5c 9c 9s 9h 4c", 2: "kh kd"},
                 melds={0: ["ah ad ac as 2c jk 2d", "7h 7d 7c"]}, to_move=0, phase="meld")
    app, shell = make_shell(data_dir)
    table = shell_play(shell, g, [Seat("Anna", "human"), Seat("West", "ai:easy"), Seat("Carl", "human"),
                           Seat("East", "ai:easy")])
    app.step(0.016)
    assert isinstance(app.scenes.top, PassScreen) and app.scenes.top.name == "Anna"  # first in the deal
    click(app, (5, 5))
    app.step(0.016)
    assert table.c.submit([Ask()]) is None
    app.step(0.016)
    assert isinstance(app.scenes.top, PassScreen) and app.scenes.top.name == "Carl"
    click(app, (5, 5))
    app.step(0.016)
    top = app.scenes.top
    assert top is not None and getattr(top, "key", "") == "answer"  # Carl is asked, on his own screen
    assert table.c.human == 2
    press(app, "choice0")  # yes
    assert any(isinstance(e.action, Answer) and e.action.yes for e in table.c.events)
    app.step(0.016)
    assert isinstance(app.scenes.top, PassScreen) and app.scenes.top.name == "Anna"
    app.close()


# ---------------------------------------------------------------------- save and resume
def _saved_game(folder: Path) -> tuple[GameState, list[Seat]]:
    g = GameState.new(PRESETS["classic"], 77)
    agents = [make_agent("rules", s) for s in range(4)]
    for _ in range(25):
        g.apply(agents[g.to_move].choose(g.view(g.to_move)))
    seats = [Seat("You", "human"), Seat("West", "ai:easy"), Seat("North", "ai:hard"), Seat("East", "ai:medium")]
    saves.autosave(g, seats, folder)
    return g, seats


def test_starting_with_an_autosave_offers_continue_and_restores_the_game(data_dir: Path) -> None:
    g, seats = _saved_game(data_dir)
    app, shell = make_shell(data_dir)
    shell.start(saves.load_autosave(data_dir))
    app.step(0.016)
    menu = app.scenes.top
    assert isinstance(menu, MainMenu) and menu.buttons[0].key == "continue"
    assert menu.buttons[0].label.startswith("Continue: Classic, deal 1, ")  # which game it continues
    press(app, "continue")
    app.step(0.016)
    c = shell_seats(shell)
    assert c is not None and isinstance(app.scenes.top, TableScene)
    assert c.game.actions == g.actions and c.game.hands == g.hands and c.game.pile == g.pile
    assert [p.name for p in c.players] == [s.name for s in seats]
    assert [p.is_human for p in c.players] == [True, False, False, False]
    app.close()


@pytest.mark.parametrize(("content", "words"), [
    (b"", "empty"), (b"canasta-record 1\nrules classic {}\nseed 3\n", "cut short"),
    (b"\x89PNG\r\n\x1a\nnot a game", "not a game of this program"),
    (b"canasta-record 1\nrules classic {}\nseed 3\nseat 0 human A\nseat 1 human B\nseat 2 human C\n"
     b"seat 3 human D\nactions\nmeld kh kd kc\nend 1\n", "damaged"),
])
def test_a_bad_autosave_gives_its_message_and_the_program_starts(data_dir: Path, content: bytes,
                                                                  words: str) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "autosave.canasta").write_bytes(content)
    app, shell = make_shell(data_dir)
    shell.start(saves.load_autosave(data_dir))
    app.step(0.016)
    menu = app.scenes.top
    assert isinstance(menu, MainMenu)
    assert any(words in m for m in menu.messages), menu.messages
    assert menu.buttons[0].key == "new"  # no Continue
    kept = list(data_dir.glob("autosave.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    app.close()


def test_the_program_starts_with_damaged_settings_and_save(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text("{ not json", encoding="utf-8")
    (data_dir / "autosave.canasta").write_bytes(b"")
    assert main(["--frames", "3", "--no-ai", "--mute", "--size", "800x600"]) == 0
    assert list(data_dir.glob("settings.damaged-*")) and list(data_dir.glob("autosave.damaged-*"))


def test_every_action_is_autosaved(data_dir: Path) -> None:
    app, shell = make_shell(data_dir, comp=computer)
    shell.new_game(PRESETS["classic"], [Seat("You", "human")] + [Seat(n, "ai:easy") for n in ("W", "N", "E")],
                   seed=3)
    c = shell_seats(shell)
    assert c is not None
    for _ in range(40):
        app.step(0.05)
        if c.is_human_turn():
            break
    loaded = saves.load_autosave(data_dir)
    assert loaded.ok and loaded.state is not None and loaded.state.actions == c.game.actions
    app.close()


# ---------------------------------------------------------------------- settings and languages
def test_settings_persist_and_the_language_changes_the_labels(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    shell.show_settings()
    app.step(0.016)
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    field(scene, "four_colour").set(True)
    field(scene, "sound").set(False)
    field(scene, "volume").set(0.3)
    field(scene, "language").set("nl")
    scene.rebuild()
    assert [b.label for b in scene.buttons] == ["Terug"]
    saved = load_settings(data_dir).settings
    assert saved.four_colour_deck and not saved.sound and saved.volume == 0.3 and saved.language == "nl"
    app.close()
    i18n.set_language("de")
    from game.match.players import HumanPlayer
    g = position(PRESETS["classic"], hands={0: "5h 5d 9c 9s kh kd ks 2h jk 4c 4d"}, to_move=0)
    app2 = App((1024, 700), settings=Settings(sound=False), sound=SoundManager())
    c = make_seats(g, [HumanPlayer("Ich"), *(Scripted(n) for n in ("W", "N", "O"))], speed="normal")
    table = TableScene(c)
    app2.push(table)
    app2.step(0.016)
    assert table.buttons["sort"].label == "Hand sortieren"
    i18n.set_language("nl")
    app2.scenes.layout(app2.size)
    assert table.buttons["sort"].label == "Hand sorteren"
    app2.close()


def test_a_damaged_settings_file_gives_defaults_and_a_message(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text("[1, 2", encoding="utf-8")
    loaded = load_settings(data_dir)
    assert loaded.message is not None and "defaults" in loaded.message.text()
    app, shell = make_shell(data_dir, saved=loaded.settings)
    shell.messages.append(loaded.message.text())
    shell.start(None)
    app.step(0.016)
    menu = app.scenes.top
    assert isinstance(menu, MainMenu) and any("defaults" in m for m in menu.messages)
    app.close()


# ---------------------------------------------------------------------- help, hints, tips
def test_rules_are_written_from_the_rule_set_with_the_house_rules() -> None:
    rules = PRESETS["classic"].with_options(canastas_to_go_out=2, target=2500)
    text = " ".join(rules_paragraphs(rules))
    assert "2 canastas" in text and "2,500" in text
    scene = HelpScene(rules)
    scene.build()
    paras = [f.label for f in scene.fields if f.kind == "para"]
    assert any("Canastas to go out: 2 (instead of 1)" in p for p in paras)
    for page in ("glossary", "strategy", "controls", "options"):
        scene._page(page)
        scene.build()
        assert len(scene.fields) > 5


def test_the_hint_button_suggests_a_move_with_a_reason(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    g = position(PRESETS["classic"], hands={0: "5h 5d 9c 9s kh kd ks 2h jk 4c 4d"}, pile="6c 5d 8s", to_move=0)
    table = shell_play(shell, g, [Seat("You", "human")] + [Seat(n, "ai:easy") for n in ("W", "N", "E")])
    app.step(0.016)
    assert table.buttons["hint"].visible
    press(app, "hint")
    app.step(0.016)
    assert table.hint_text is not None and table.tip_id == "hint"
    assert table.hint_text[0].startswith(("Draw", "Take")) and ":" in table.hint_text[0]
    app.close()


def test_first_frozen_pile_tip_and_dismissal(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    g = position(PRESETS["classic"], hands={0: "5h 5d 9c 9s kh kd ks 2h jk 4c 4d"}, pile="6c 5d 8s", to_move=0,
                 phase="meld")
    table = shell_play(shell, g, [Seat("You", "human")] + [Seat(n, "ai:easy") for n in ("W", "N", "E")])
    app.step(0.016)
    assert table.c.submit([Discard(Card.parse("2h"))]) is None
    app.step(0.016)
    assert table.tip_id == "frozen_pile"
    click(app, table.tip_close.center)
    app.step(0.016)
    assert "frozen_pile" in app.settings.dismissed_tips
    assert "frozen_pile" in load_settings(data_dir).settings.dismissed_tips
    app.close()


# ---------------------------------------------------------------------- statistics and replay
def test_a_finished_deal_is_recorded_shown_and_replayed(data_dir: Path) -> None:
    app, shell = make_shell(data_dir, comp=computer)
    rules = PRESETS["two"].with_options(target=1)
    shell.new_game(rules, [Seat("North", "ai:easy"), Seat("South", "ai:easy")], seed=4)
    c = shell_seats(shell)
    assert c is not None
    for _ in range(3000):
        app.step(0.05)
        if c.outcome is not None:
            break
    assert c.outcome is not None
    assert shell.stats_queue.wait()  # the statistics are written by their own thread
    with Stats.open(data_dir) as stats:
        summary = stats.summary()
        history = stats.score_history()
    assert summary["deals_played"] == 1 and summary["matches_played"] == 1
    assert not saves.has_autosave(data_dir)  # a finished match leaves no autosave
    shell.show_stats()
    app.step(0.016)
    scene = app.scenes.top
    assert isinstance(scene, StatsScene) and scene.replays
    click(app, scene.replays[0][0].rect.center)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene) and replay.total > 10
    replay.press("next")
    replay.press("next")
    assert replay.index == 2
    replay.press("prev")
    assert replay.index == 1
    replay.press("last")
    assert replay.state(replay.index).phase in ("deal_over", "match_over")
    app.step(0.016)
    assert history[0].deal_id == scene.replays[0][1]
    app.close()


def test_export_and_open_a_game_record(data_dir: Path, tmp_path: Path) -> None:
    _saved_game(data_dir)
    app, shell = make_shell(data_dir)
    shell.start(saves.load_autosave(data_dir))
    shell.resume_saved()
    target = tmp_path / "mine.canasta"
    shell.export_to(str(target))
    assert target.read_text(encoding="utf-8").startswith("canasta-record 3")
    shell.open_record(str(target))
    assert isinstance(app.scenes.top, ReplayScene)
    (tmp_path / "bad.canasta").write_text("hello", encoding="utf-8")
    shell.open_record(str(tmp_path / "bad.canasta"))
    top = app.scenes.top
    assert top is not None and "not a Canasta game record" in getattr(top, "message", "")
    app.close()


# ---------------------------------------------------------------------- tutorial and menu
def test_the_tutorial_leads_through_a_prepared_deal(data_dir: Path) -> None:
    app = App((1280, 800), settings=Settings(speed="instant", sound=False), sound=SoundManager())
    c = tutorial_seats("You", "North")
    table = TutorialTable(c, on_finish=lambda: None)
    app.push(table)
    app.step(0.016)
    g = c.game
    cards = Card.parse
    assert table.step == 0 and "stock" in table.text()
    assert c.submit([Draw()]) is None
    app.step(0.016)
    assert table.step == 1
    assert c.submit([Meld((cards("as"), cards("ah"), cards("ad")))]) is None
    app.step(0.016)
    assert table.step == 2
    assert c.submit([Discard(cards("4c"))]) is None
    for _ in range(100):
        app.step(0.05)
        if g.to_move == 0:
            break
    app.step(0.016)
    assert table.step == 4 and g.pile[-1].rank == 7
    assert c.submit([Take((cards("7d"), cards("7h")))]) is None
    app.step(0.016)
    assert table.step == 5
    # the canasta step: going out is possible, but the lesson does not offer it yet
    assert g.go_out_plan() is not None
    assert not table.go_out and not table.buttons["goout"].visible
    kings = [x for x in g.hands[0] if x.rank == 13] + [cards("2c"), cards("jk")]
    assert c.submit(g.plan_meld(kings)) is None  # what dropping them on the table plays
    app.step(0.016)
    assert table.step == 6 and table.go_out and table.buttons["goout"].visible
    assert c.submit(table.go_out) is None
    app.step(0.016)
    # then three pages to read, on threes, the frozen pile and the score
    for key_words in ("red three", "freezes", "scores"):
        assert table.reading and key_words in table.text()
        click(app, table.next_button.rect.center)
    assert table.step == 10 and not table.reading and "Well done" in table.text()
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_tutorial_box_leaves_the_players_melds_stock_and_pile_free(size: tuple[int, int]) -> None:
    app = App(size, settings=Settings(speed="instant", sound=False), sound=SoundManager())
    c = tutorial_seats("You", "North")
    table = TutorialTable(c, on_finish=lambda: None)
    app.push(table)
    cards = Card.parse
    moves: list[list[Action]] = [[Draw()], [Meld((cards("as"), cards("ah"), cards("ad")))], [Discard(cards("4c"))]]
    for move in moves:
        app.invalidate()
        app.step(0.016)
        assert table._tip() is None  # the box is the one teacher: no table tip beside it
        assert c.submit(move) is None
    for _ in range(100):
        app.step(0.05)
        if c.game.to_move == 0:
            break
    app.invalidate()
    app.step(0.016)
    L = table.L
    own_melds = [s.slot.rect for s in table.board.sprites() if s.kind == "meld"]
    assert own_melds
    for rect in [L.melds[L.own_side], L.stock, L.pile, L.hand, *own_melds]:
        assert not table.coach.colliderect(rect), rect
    app.close()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_tutorial_box_never_covers_the_computers_area_label(lang: str, size: tuple[int, int]) -> None:
    i18n.set_language(lang)
    try:
        app = App(size, settings=Settings(speed="instant", sound=False), sound=SoundManager())
        c = tutorial_seats(i18n.tr("seat.you"), i18n.seat_name(1, 2))
        table = TutorialTable(c, on_finish=lambda: None)
        app.push(table)
        app.step(0.016)
        seen = 0
        for step in range(len(STEPS)):
            table.step = step  # each page drawn as it is (the game stays at its start)
            table.draw(pygame.Surface(size))
            assert table.label_box.width > 0 and table.coach.width > 0
            assert not table.coach.colliderect(table.label_box), (step, table.coach, table.label_box)
            assert not table.coach.colliderect(table.L.scores), (step, table.coach)
            assert table.coach.bottom <= size[1]
            seen += 1
        assert seen == len(STEPS)
        app.close()
    finally:
        i18n.set_language("en")


def test_python_m_game_opens_the_menu(data_dir: Path) -> None:
    assert main(["--frames", "2", "--no-ai", "--mute", "--size", "800x600"]) == 0


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_help_page_selector_stays_in_place_on_every_page(data_dir: Path, size: tuple[int, int]) -> None:
    app, _shell = make_shell(data_dir, size=size)
    scene = HelpScene(PRESETS["classic"])
    app.push(scene)
    places = set()
    for page in ("rules", "options", "glossary", "strategy", "controls"):
        scene._page(page)
        scene.rebuild()
        selector = scene.fields[0]
        assert selector.key == "page"
        places.add((tuple(selector.rect), tuple(selector.control)))
    assert len(places) == 1, places
    app.close()


def test_the_replay_names_the_sides_and_stops_offering_steps_at_the_end(data_dir: Path) -> None:
    g, seats = _saved_game(data_dir)
    app, _shell = make_shell(data_dir)
    record = GameRecord.from_game(g, seats)
    replay = ReplayScene(record, 0)
    app.push(replay)
    app.step(0.016)
    buttons = {b.key: b for b in replay.buttons}
    assert not buttons["prev"].enabled and buttons["next"].enabled and buttons["next"].style == "primary"
    assert replay.side_name(0) == "You and North"
    replay.press("last")
    app.step(0.016)
    assert not buttons["next"].enabled and not buttons["last"].enabled and buttons["next"].style == "normal"
    assert buttons["close"].style == "primary" and buttons["prev"].enabled
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("preset", ["classic", "six"])
def test_the_replay_keeps_melds_in_their_row_and_red_threes_with_their_player(
        data_dir: Path, size: tuple[int, int], preset: str) -> None:
    from tests.ui.test_text_fits import played_deal, seats
    g = played_deal(preset, 3)
    app, _shell = make_shell(data_dir, size=size)
    replay = ReplayScene(GameRecord.from_game(g, seats(g.rules.players)), 0)
    app.push(replay)
    replay.go(replay.total)
    app.step(0.016)
    end = replay.state(replay.total)
    assert any(end.melds) and any(end.red_threes)
    assert replay.card[1] >= 44, replay.card  # a hand's cards stay readable, six rows at 800x600 too
    pile_bottom = replay.centre.top + 8 + replay.fs + 8 + replay.card[1]
    assert pile_bottom <= replay.centre.bottom and replay.centre.bottom <= replay.buttons[0].rect.top
    for side in range(len(end.rules.sides)):
        row = replay.rows[end.rules.sides[side][0]]
        places = replay.meld_places(end, side, replay.meld_area(side))
        assert len(places) == sum(len(m.cards) for m in end.melds[side])
        for _card, rect in places:  # the last card (a wild one) ends inside the row
            assert row.contains(rect), (rect, row)
    for seat, row in enumerate(replay.rows):
        hand, reds = replay.hand_areas(end, seat)
        assert row.contains(reds) and not reds.colliderect(hand)
        assert (reds.width > 0) == bool(end.red_threes[seat])
    app.close()
