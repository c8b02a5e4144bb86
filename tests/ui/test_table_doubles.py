"""A computer side offers a double at the table, and the table asks the person
(issue 10): accept, or give the match up. A computer partner never answers for the
person; at a hot seat the person of the side asked gets the screen first; the question
fits in English, German and Dutch at 800x600 and full HD."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import i18n
from game.engine import PRESETS, Double, RuleSet, View
from game.match.players import HumanPlayer, Player
from game.ui import widgets as w
from game.ui.dialogs import Dialog
from game.ui.screens import PassScreen
from tests.ui.test_table_harness import Scripted, click, idle, key, make_table, position, settle, shell_seats

CLASSIC = RuleSet()
TWO = PRESETS["two-online"]


def doubling(name: str) -> Scripted:
    """A computer player that offers a double on its turn, then waits."""
    return Scripted(name, actions=[Double()])


def asked(app: object) -> Dialog:
    top = app.scenes.top  # type: ignore[attr-defined]
    assert isinstance(top, Dialog) and top.key == "double", top
    return top


def test_a_computer_double_asks_the_person_and_accepting_doubles_the_stake() -> None:
    g = position(CLASSIC, to_move=1)
    north = idle("North", judge=lambda view: pytest.fail("the partner answered for the person"))
    app, _table, c = make_table(g, [HumanPlayer("You"), doubling("West"), north, idle("East")])
    settle(app, 10)
    assert g.phase == "double" and g.to_move == 2  # the engine asks the seat after West: North
    assert c.double_answerer() == 0  # but the person of that side answers, not the computer
    dialog = asked(app)
    assert "West" in dialog.title and "×2" in dialog.message
    assert [label for label, _ in dialog.choices] == ["Give up", "Accept ×2"]
    assert dialog.buttons[1].style == "primary"  # accepting is the highlighted default
    click(app, dialog.buttons[1].rect.center)
    assert c.stake == 2 and g.phase == "draw" and g.to_move == 1 and c.outcome is None
    assert north.begun == 0  # the computer partner was never asked to decide
    assert "accepted" in c.events[-1].text and "×2" in c.events[-1].text
    app.close()


def test_giving_up_instead_ends_the_match_for_the_persons_side() -> None:
    g = position(CLASSIC, to_move=1, scores=[100, 2_000])
    app, _table, c = make_table(g, [HumanPlayer("You"), doubling("West"), idle("North"), idle("East")])
    settle(app, 10)
    click(app, asked(app).buttons[0].rect.center)
    assert c.outcome is not None and c.outcome.gave_up == 0 and c.outcome.winner == 1
    assert c.outcome.stake == 1  # given up at the stake in force, not the doubled one
    app.close()


@pytest.mark.parametrize("k", [pygame.K_RETURN, pygame.K_ESCAPE])
def test_enter_and_escape_accept_a_stray_key_never_gives_up(k: int) -> None:
    g = position(TWO, to_move=1)
    app, _table, c = make_table(g, [HumanPlayer("You"), doubling("North")])
    settle(app, 10)
    assert g.to_move == 0 and c.double_answerer() == 0
    asked(app)
    key(app, k)
    assert c.stake == 2 and c.outcome is None and g.phase == "draw"
    app.close()


def test_where_nobody_gives_up_the_question_only_accepts() -> None:
    g = position(TWO.with_options(allow_give_up=False), to_move=1)
    app, _table, c = make_table(g, [HumanPlayer("You"), doubling("North")])
    settle(app, 10)
    dialog = asked(app)
    assert len(dialog.choices) == 1 and "nobody gives up" in dialog.message
    click(app, dialog.buttons[0].rect.center)
    assert c.stake == 2
    app.close()


def test_a_refused_answer_changes_nothing() -> None:
    g = position(TWO, to_move=0)
    app, _table, c = make_table(g, [HumanPlayer("You"), idle("North")])
    assert c.answer_double(True) is not None  # no double waits
    assert c.stake == 1 and g.phase == "draw"
    app.close()


def test_at_a_hot_seat_the_person_asked_gets_the_screen_first() -> None:
    """Anna (seat 0) doubles; Bob (seat 1) sits on the other side: the table hands
    the screen to Bob, and then asks him, not Anna."""
    g = position(CLASSIC, to_move=0)
    players: list[Player] = [HumanPlayer("Anna"), HumanPlayer("Bob"), idle("North"), idle("East")]
    app, _table, c = make_table(g, players)
    first = app.scenes.top  # the screen goes to Anna first, at the start of the deal
    assert isinstance(first, PassScreen) and first.name == "Anna"
    click(app, first.button.rect.center)
    settle(app, 2)
    assert c.can_double()  # a person may offer a double to another person now
    c.offer_double()
    settle(app, 5)
    assert c.double_answerer() == 1
    screen = app.scenes.top
    assert isinstance(screen, PassScreen) and screen.name == "Bob"
    click(app, screen.button.rect.center)
    settle(app, 5)
    assert c.human == 1
    dialog = asked(app)
    assert "Anna" in dialog.title
    click(app, dialog.buttons[1].rect.center)
    assert c.stake == 2 and g.to_move == 0 and g.phase == "draw"
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("give_up", [True, False])
def test_the_question_fits_its_text(lang: str, size: tuple[int, int], give_up: bool) -> None:
    i18n.set_language(lang)
    found: list[w.TextProblem] = []
    try:
        rules = TWO if give_up else TWO.with_options(allow_give_up=False)
        g = position(rules, to_move=1, scores=[2_350, 1_990])
        app, _table, _c = make_table(g, [HumanPlayer("Wilhelmina"), doubling("Maximiliane")], size=size)
        settle(app, 10)
        dialog = asked(app)
        w.problems = found
        app.invalidate()
        app.step(0.016)
        assert dialog.box.width <= size[0] and dialog.box.height <= size[1]
        for b in dialog.buttons:
            assert dialog.box.contains(b.rect)
        app.close()
    finally:
        w.problems = None
        i18n.set_language("en")
    assert not found, found


def test_computer_players_at_the_table_offer_doubles_and_in_the_arena_do_not() -> None:
    from ai import make_agent
    from ai.match import wants_double

    g = position(TWO, to_move=1, scores=[0, 4_000])  # far ahead near the target: a double
    view: View = g.view(1)
    assert wants_double(view)
    assert isinstance(make_agent("rules", 1, offers_doubles=True).choose(view), Double)
    assert not isinstance(make_agent("rules", 1).choose(view), Double)


def test_a_double_pending_in_the_autosave_is_asked_again_after_continue(data_dir: Path) -> None:
    """The program stopped while the person was being asked: Continue asks again, and
    the answer is the person's, not the computer's."""
    from game.app import saves
    from game.engine import GameState
    from tests.ui.test_around_the_table import make_shell

    state = GameState.new(TWO, 11)
    while not (state.to_move == 1 and state.phase == "draw"):
        state.apply(state.legal_actions()[0])
    state.apply(Double())
    assert state.phase == "double" and state.to_move == 0
    saves.autosave(state, [("You", "human"), ("North", "ai:easy")], data_dir)
    app, shell = make_shell(data_dir)  # computers that never move on their own
    shell.start(saves.load_autosave(data_dir))
    shell.resume_saved()
    settle(app, 10)
    dialog = asked(app)
    click(app, dialog.buttons[1].rect.center)
    assert shell.match is not None and shell_seats(shell).stake == 2
    assert saves.load_autosave(data_dir).state.stake == 2  # type: ignore[union-attr]
    app.close()


# ------------------------------------------------------------- the doubling button itself
@pytest.mark.parametrize("rules", [CLASSIC, PRESETS["family"], CLASSIC.with_options(allow_double=False), TWO],
                         ids=["classic", "family", "classic-without-doubling", "two-online"])
def test_the_doubling_button_shows_only_where_the_rules_allow_doubling(rules: RuleSet) -> None:
    from game.ui.help import controls

    g = position(rules, to_move=0)
    app, table, _c = make_table(g)
    assert table.buttons["double"].visible == rules.allow_double
    # and the help's controls explain it exactly there
    assert (i18n.tr("help.controls.double") in controls(False, rules)) == rules.allow_double
    app.close()


def test_the_doubling_button_explains_itself_on_hover(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.ui.test_table_harness import drawn_labels, post

    g = position(CLASSIC, to_move=0)
    app, table, c = make_table(g)
    settle(app, 5)
    button = table.buttons["double"]
    assert button.visible and button.tooltip == i18n.tr("button.double.tooltip", stake=c.stake)
    drawn = drawn_labels(monkeypatch)
    post(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(0.016)
    first_word = button.tooltip.split()[0]
    assert any(label.startswith(first_word) for label in drawn)  # the box with the explanation
    drawn.clear()
    post(pygame.MOUSEMOTION, pos=table.L.stock.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(0.016)
    assert drawn and not any(label.startswith(first_word) for label in drawn)  # gone with the mouse
    app.close()
