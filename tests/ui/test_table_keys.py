"""The table by the keyboard (``tableparts.focus``): the focus moves and is drawn,
Space selects, the letters play through the seat's connection, an illegal key move is
refused with the engine's reason like a mouse move, the letters follow the language,
the cheat sheet opens with "?", and every question is answered by keys."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app import i18n
from game.engine import RuleSet
from game.engine.cards import Card
from game.ui.dialogs import Dialog
from game.ui.keysheet import KeySheet, key_lines
from game.ui.tableparts import focus
from tests.ui.test_table_harness import make_table, position, settle, snapshot


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def press(app: object, k: int, char: str = "", mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=char, scancode=0))
    app.step(0.016)  # type: ignore[attr-defined]


def test_the_arrows_walk_the_hand_and_space_selects_the_card_in_focus() -> None:
    g = position(RuleSet(), hands={0: "5h 5d 9c 9s kh kd ks 2h 4c 4d 6s"}, to_move=0, phase="meld")
    app, table, _ = make_table(g)
    assert not table.focus.shown
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert table.focus.shown and focus.current(table) == ("hand", 2)
    press(app, pygame.K_SPACE)
    assert table.selected == {2}
    press(app, pygame.K_SPACE)
    assert table.selected == set()
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)  # from the first card round to the last
    assert focus.current(table) == ("hand", len(table.order.cards) - 1)
    app.close()


def test_the_focus_is_drawn_as_a_steady_ring_and_a_table_at_rest_stays_at_rest() -> None:
    g = position(RuleSet(), hands={0: "5h 5d 9c 9s kh kd ks 2h 4c 4d 6s"}, to_move=0, phase="meld")
    app, table, _ = make_table(g, speed="normal")
    press(app, pygame.K_RIGHT)
    settle(app, 80)
    spot = focus.current(table)
    assert spot is not None
    rect = focus.rect_of(table, spot)
    assert rect is not None
    thick = max(3, round(table.L.font / 5))
    ring = rect.inflate(2 * thick, 2 * thick)
    assert tuple(app.screen.get_at((ring.centerx, ring.top + 1)))[:3] == focus.RING
    draws = app.draws
    settle(app, 20)
    assert app.draws == draws  # the focus does not pulse: nothing new is drawn
    app.close()


def test_x_discards_the_card_in_focus_through_the_connection() -> None:
    g = position(RuleSet(), hands={0: "5h 5d 9c 9s kh kd ks 2h 4c 4d 6s"}, to_move=0, phase="meld")
    app, table, _ = make_table(g)
    press(app, pygame.K_END)
    card = table.order.cards[focus.current(table)[1]]  # type: ignore[index]
    press(app, pygame.K_x, "x")
    assert g.pile[-1] is card and g.to_move == 1
    app.close()


def test_an_illegal_key_move_is_refused_with_the_engines_reason() -> None:
    g = position(RuleSet(), hands={0: "5h 5d 9c 9s kh kd ks 2h 4c 4d 6s"}, to_move=0)
    app, table, c = make_table(g)
    press(app, pygame.K_RIGHT)
    before = snapshot(g)
    press(app, pygame.K_x, "x")  # a discard before drawing
    _plan, refusal = c.asks().discard_plan(table.selected_cards())
    assert refusal is not None and table.note is not None
    assert table.note[0] == c.explain(refusal) and table.note[1]
    assert snapshot(g) == before
    app.close()


def test_m_melds_the_selection_and_up_then_m_adds_to_the_meld_in_focus() -> None:
    g = position(RuleSet(), hands={0: "kh kd ks kc 9c 9s 5h 5d 4c 4d 6s 7s 8s"}, to_move=0, phase="meld",
                 melds={0: ["qh qd qs qc 2c"]})
    app, table, _ = make_table(g)
    kings = [i for i, card in enumerate(table.order.cards) if card.rank == Card.parse("kh").rank]
    for i in kings[:3]:
        table.focus.index = i
        press(app, pygame.K_SPACE)
    press(app, pygame.K_m, "m")
    assert any(len(m.cards) == 3 and m.rank == Card.parse("kh").rank for m in g.melds[0])
    last_king = next(i for i, card in enumerate(table.order.cards) if card.rank == Card.parse("kh").rank)
    table.focus.index = last_king
    press(app, pygame.K_SPACE)
    press(app, pygame.K_UP)  # to the melds: the side's own come first
    spots = focus.places(table, "melds")
    target = next(k for k, (what, ident) in enumerate(spots)
                  if what == "meld" and table.meld_at[int(ident)].rank == Card.parse("kh").rank)
    for _ in range(target):
        press(app, pygame.K_TAB)
    press(app, pygame.K_m, "m")
    assert any(len(m.cards) == 4 and m.rank == Card.parse("kh").rank for m in g.melds[0])
    app.close()


def test_enter_on_the_stock_draws_and_d_draws() -> None:
    g = position(RuleSet(), hands={0: "5h 5d 9c 9s kh kd ks 2h 4c 4d 6s"}, to_move=0)
    app, table, _ = make_table(g)
    press(app, pygame.K_UP)
    press(app, pygame.K_UP)  # the piles' row: the stock first
    assert focus.current(table) == ("stock", 0)
    n = len(g.hands[0])
    press(app, pygame.K_RETURN)
    assert len(g.hands[0]) == n + 1 and g.phase == "meld"
    app.close()


def test_the_letters_follow_the_language_in_use() -> None:
    g = position(RuleSet(), hands={0: "5h 5d 9c 9s kh kd ks 2h 4c 4d 6s"}, to_move=0)
    app, _table, _ = make_table(g)
    i18n.set_language("de")
    n = len(g.hands[0])
    press(app, pygame.K_d, "d")  # not the German letter for drawing
    assert len(g.hands[0]) == n
    press(app, pygame.K_z, "z")  # "Ziehen"
    assert len(g.hands[0]) == n + 1
    app.close()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_each_languages_letters_differ_and_leave_x_to_discarding(lang: str) -> None:
    i18n.set_language(lang)
    letters = [focus.letter(m) for m in focus.LETTERS]
    assert all(len(x) == 1 and x.isalpha() for x in letters)
    assert len(set(letters)) == len(letters)
    assert focus.letter("discard") == "x"


def test_question_mark_opens_the_cheat_sheet_with_the_languages_letters() -> None:
    g = position(RuleSet(), to_move=0)
    app, table, _ = make_table(g)
    i18n.set_language("nl")
    press(app, pygame.K_SLASH, "?", pygame.KMOD_SHIFT)
    assert isinstance(app.scenes.top, KeySheet)
    assert any(line.startswith("T:") for line in key_lines())  # "trekken"
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    app.close()


def test_a_questions_answers_are_chosen_by_the_keys() -> None:
    g = position(RuleSet(), to_move=0)
    app, table, _ = make_table(g)
    chosen: list[str] = []
    app.push(Dialog("Q", "Which?", [("one", lambda: chosen.append("one")), ("two", lambda: chosen.append("two")),
                                    ("three", lambda: chosen.append("three"))]))
    app.step(0.016)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_TAB)
    press(app, pygame.K_LEFT)
    assert [b.style for b in dialog.buttons] == ["normal", "primary", "normal"]  # the highlight follows
    press(app, pygame.K_RETURN)
    assert chosen == ["two"]
    app.push(Dialog("Q", "Which?", [("one", lambda: chosen.append("one")), ("two", lambda: chosen.append("two"))]))
    app.step(0.016)
    press(app, pygame.K_3, "3")  # no third answer: nothing
    press(app, pygame.K_1, "1")
    assert chosen == ["two", "one"] and app.scenes.top is table
    app.close()


def test_the_swap_letter_exchanges_a_natural_for_the_wild_card_of_the_meld_in_focus() -> None:
    from game.engine import Swap
    from game.engine.rules import CLASSIC

    rules = CLASSIC.with_options(wild_exchange=True)
    g = position(rules, hands={0: "7s 5d 5c 9c 9s kh kd ks 4c 4d"}, melds={0: ["7h 7d 2c"]}, to_move=0, phase="meld")
    app, table, _ = make_table(g)
    table.focus.index = next(i for i, c in enumerate(table.order.cards) if c is Card.parse("7s"))
    press(app, pygame.K_SPACE)
    press(app, pygame.K_UP)  # the side's meld of sevens
    assert focus.current(table)[0] == "meld"  # type: ignore[index]
    press(app, pygame.K_w, "w")
    assert isinstance(g.actions[-1], Swap)
    assert any(c.is_wild for c in g.hands[0])
    app.close()


def test_the_swap_letter_without_a_selection_is_refused_with_a_reason() -> None:
    from game.engine.rules import CLASSIC

    rules = CLASSIC.with_options(wild_exchange=True)
    g = position(rules, hands={0: "7s 5d 5c 9c 9s kh kd ks 4c 4d"}, melds={0: ["7h 7d 2c"]}, to_move=0, phase="meld")
    app, table, _ = make_table(g)
    before = snapshot(g)
    press(app, pygame.K_UP)
    press(app, pygame.K_w, "w")
    assert snapshot(g) == before and table.note is not None and "natural card" in table.note[0]
    app.close()


def test_shift_and_the_arrows_carry_the_card_in_focus_along_the_hand() -> None:
    g = position(RuleSet(), hands={0: "5h 5d 9c 9s kh kd ks 2h 4c 4d 6s"}, to_move=0, phase="meld")
    app, table, _ = make_table(g)
    press(app, pygame.K_RIGHT)
    card = table.order.cards[1]
    press(app, pygame.K_SPACE)
    press(app, pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    press(app, pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    assert table.order.cards[3] is card and focus.current(table) == ("hand", 3)
    assert table.selected == {3}  # the selection went along
    press(app, pygame.K_LEFT, mod=pygame.KMOD_SHIFT)
    assert table.order.cards[2] is card and table.selected == {2}
    app.close()


def test_the_overview_letter_opens_the_eye_of_the_side_in_focus_or_ones_own() -> None:
    from game.ui.dialogs import MeldOverview

    g = position(RuleSet(), hands={0: "kh kd 9c 9s 5h 5d 4c 4d 6s 7s 8s"}, to_move=0, phase="meld",
                 melds={0: ["qh qd qs"], 1: ["jh jd js jc"]})
    app, table, _ = make_table(g)
    press(app, pygame.K_o, "o")  # the focus in the hand: one's own side's melds
    shown = app.scenes.top
    assert isinstance(shown, MeldOverview) and [m.rank for m in shown.melds] == [Card.parse("qh").rank]
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.scenes.top, MeldOverview)
    press(app, pygame.K_UP)
    spots = focus.places(table, "melds")
    theirs = next(k for k, (what, ident) in enumerate(spots)
                  if what == "meld" and table.meld_at[int(ident)].owner != table.L.own_side)
    for _ in range(theirs):
        press(app, pygame.K_TAB)
    press(app, pygame.K_o, "o")
    shown = app.scenes.top
    assert isinstance(shown, MeldOverview) and [m.rank for m in shown.melds] == [Card.parse("jh").rank]
    assert focus.letter("overview") == "o"
    i18n.set_language("de")
    assert focus.letter("overview") == "b"
    app.close()
