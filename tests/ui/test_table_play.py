"""A deal played with the mouse on the real table, headless: draw, take the pile,
start a meld, add to it, an illegal drop refused (with the engine's message and
nothing changed), undo, discard, go out, the score sheet and the next deal."""

from __future__ import annotations

import pygame

from game.engine import Add, Ask, Discard, GameState, RuleSet, TableMeld, Take, Undo
from game.engine.cards import EIGHT, FIVE, NINE, SEVEN
from game.ui.dialogs import Dialog
from game.ui.scoresheet import ScoreSheetScene
from tests.ui.test_table_harness import (
    Scripted,
    click,
    drag,
    hand_pos,
    key,
    make_table,
    meld_pos,
    position,
    settle,
    snapshot,
)


def _meld(g: GameState, side: int, rank: int) -> TableMeld:
    """The side's meld of the rank, which the test has just made."""
    m = g.meld_of(side, rank)
    assert m is not None
    return m

CLASSIC = RuleSet()


def test_click_on_the_stock_draws_and_the_drawn_card_flies_in() -> None:
    g = position(CLASSIC, hands={0: "5h 5d 9c 9s kh kd ks 2h jk 4c 4d"}, draws="qh", to_move=0)
    app, table, c = make_table(g, speed="normal")
    click(app, table.L.stock.center)
    assert g.phase == "meld" and len(g.hands[0]) == 12
    assert "You drew Q♥" in c.events[-1].text
    assert table.board.busy  # the new card glides from the stock
    settle(app, 20)
    assert not table.board.busy
    app.close()


def test_dragging_the_stock_onto_the_hand_draws() -> None:
    g = position(CLASSIC, hands={0: "5h 5d 9c 9s kh kd ks 2h jk 4c 4d"}, to_move=0)
    app, table, _ = make_table(g)
    drag(app, table.L.stock.center, table.L.hand.center)
    assert g.phase == "meld" and len(g.hands[0]) == 12
    app.close()


def test_click_on_the_pile_takes_it_with_a_natural_pair() -> None:
    g = position(CLASSIC, hands={0: "8h 8d 9c 9s kh kd ks 2h jk 4c 4d"}, pile="6c 5d 8s",
                 melds={0: ["ah ad ac"]}, to_move=0)
    app, table, c = make_table(g)
    click(app, table.L.pile.center)
    # a natural pair or an eight and a wild card: the player is asked, the pair first
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog) and dialog.buttons[0].label == "With the pair 8♦, 8♥"
    key(app, pygame.K_RETURN)
    assert not g.pile
    assert g.meld_of(0, EIGHT) is not None and _meld(g, 0, EIGHT).size == 3
    assert all(not c.is_wild for c in _meld(g, 0, EIGHT).cards)
    # the log names the meld the take made (issue 45): the top card and the pair
    assert "took the pile with a meld of 8♠, 8♦, 8♥: 3 cards" in c.events[-1].text, c.events[-1].text
    app.close()


def test_a_take_onto_a_meld_says_which_meld() -> None:
    g = position(CLASSIC, hands={0: "9c 9s kh kd 4c 4d"}, pile="6c 5d ah", melds={0: ["ah ad ac"]}, to_move=0)
    app, _table, c = make_table(g)
    assert c.submit([Take(())]) is None
    assert "You took the pile onto the aces: 3 cards." in c.events[-1].text, c.events[-1].text
    app.close()


def test_dragging_the_pile_onto_the_table_takes_it() -> None:
    g = position(CLASSIC, hands={0: "8h 8d 9c 9s kh kd ks 2h jk 4c 4d"}, pile="6c 5d 8s",
                 melds={0: ["ah ad ac"]}, to_move=0)
    app, table, _ = make_table(g)
    drag(app, table.L.pile.center, table.L.melds[0].center)
    assert not g.pile and g.meld_of(0, EIGHT) is not None
    app.close()


def test_a_frozen_pile_is_refused_with_the_engines_reason() -> None:
    g = position(CLASSIC, hands={0: "8h 5d 9c 9s kh kd ks 2h jk 4c 4d"}, pile="6c 2c 8s",
                 melds={0: ["ah ad ac", "8c 8d 8h"]}, to_move=0)
    app, table, _ = make_table(g)
    before = snapshot(g)
    click(app, table.L.pile.center)
    assert snapshot(g) == before
    assert table.note is not None and "frozen" in table.note[0]
    app.close()


def test_select_three_cards_and_drag_them_onto_the_table_to_meld() -> None:
    g = position(CLASSIC, hands={0: "5h 5d 5c 9c 9s kh kd ks 2h 4c 4d"}, melds={0: ["ah ad ac"]},
                 to_move=0, phase="meld")
    app, table, _ = make_table(g)
    for card in ("5h", "5d", "5c"):
        click(app, hand_pos(table, card))
    assert len(table.selected) == 3
    drag(app, hand_pos(table, "5d"), (table.L.melds[0].centerx, table.L.melds[0].bottom - 12))
    meld = g.meld_of(0, FIVE)
    assert meld is not None and meld.size == 3
    assert len(g.hands[0]) == 8 and not table.selected
    app.close()


def test_drag_a_card_onto_a_meld_adds_it_and_the_meld_is_highlighted_while_dragging() -> None:
    g = position(CLASSIC, hands={0: "7s 5d 5c 9c 9s kh kd ks 2h 4c 4d"}, melds={0: ["7h 7d 7c"], 1: ["9h 9d 2s"]},
                 to_move=0, phase="meld")
    app, table, _ = make_table(g)
    target = meld_pos(table, 0, SEVEN)
    drag(app, hand_pos(table, "7s"), target, release=False)
    assert table.drag is not None
    legal = {(t.kind, t.rank) for t in table.drag.targets if t.legal}
    assert ("meld", SEVEN) in legal  # the own meld of sevens
    assert ("pile", None) in legal  # discarding is legal too
    assert ("meld", NINE) not in legal  # the opponents' nines are not
    assert table.drag.hover is not None and table.drag.hover.rank == SEVEN
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
    app.step(0.016)
    assert _meld(g, 0, SEVEN).size == 4
    app.close()


def test_click_a_card_lays_it_on_its_meld_and_click_a_meld_lays_naturals_before_wilds() -> None:
    """In the setting "A click on a card: plays it where it fits"."""
    g = position(CLASSIC, hands={0: "7s 7c 5c 9c 9s kh kd ks 2h 4c 4d"}, melds={0: ["7h 7d 7c"]},
                 to_move=0, phase="meld")
    app, table, _ = make_table(g)
    app.settings.click_to_meld = True
    click(app, hand_pos(table, "7s"))
    assert _meld(g, 0, SEVEN).size == 4
    click(app, meld_pos(table, 0, SEVEN))  # the other seven first
    last = g.actions[-1]
    assert isinstance(last, Add) and last == Add(last.card) and last.card.rank == SEVEN
    click(app, meld_pos(table, 0, SEVEN))  # then the wild card
    assert _meld(g, 0, SEVEN).wilds == 1
    app.close()


def test_an_illegal_drop_snaps_back_shows_the_reason_and_changes_nothing() -> None:
    g = position(CLASSIC, hands={0: "5h 5d 5c 9c 9s kh kd ks 2h 4c 4d"}, melds={0: ["ah ad ac"]},
                 to_move=0, phase="meld")
    app, table, _ = make_table(g)
    before = snapshot(g)
    start = hand_pos(table, "9c")
    drag(app, start, (table.L.melds[0].centerx, table.L.melds[0].bottom - 12))  # one card is no meld
    assert snapshot(g) == before
    assert table.note is not None
    assert table.note[0] == "A meld needs at least three cards, two of them natural."  # the engine's sentence
    settle(app, 20)
    sprite = table.board.top_at(start, ["hand"])
    assert sprite is not None and sprite.card is not None and str(sprite.card) == "9c"
    # a discard before drawing is refused by the engine as well
    g2 = position(CLASSIC, hands={0: "5h 5d 5c 9c 9s kh kd ks 2h 4c 4d"}, to_move=0)
    app2, table2, _ = make_table(g2)
    before2 = snapshot(g2)
    drag(app2, hand_pos(table2, "9c"), table2.L.pile.center)
    assert snapshot(g2) == before2
    assert table2.note is not None and table2.note[0] == "First draw from the stock or take the discard pile."
    app.close()


def test_undo_button_and_ctrl_z_take_the_melds_back() -> None:
    g = position(CLASSIC, hands={0: "5h 5d 5c 6h 6d 6c kh kd ks 4c 4d"}, melds={0: ["ah ad ac"]},
                 to_move=0, phase="meld")
    app, table, _ = make_table(g)
    for card in ("5h", "5d", "5c"):
        click(app, hand_pos(table, card))
    drag(app, hand_pos(table, "5h"), (table.L.melds[0].centerx, table.L.melds[0].bottom - 12))
    assert g.meld_of(0, FIVE) is not None
    assert table.buttons["undo"].visible
    click(app, table.buttons["undo"].rect.center)
    assert g.meld_of(0, FIVE) is None and len(g.hands[0]) == 11
    for card in ("6h", "6d", "6c"):
        click(app, hand_pos(table, card))
    drag(app, hand_pos(table, "6h"), (table.L.melds[0].centerx, table.L.melds[0].bottom - 12))
    assert g.meld_of(0, 6) is not None
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert g.meld_of(0, 6) is None and isinstance(g.actions[-1], Undo)
    app.close()


def test_drag_a_card_onto_the_pile_discards_and_the_computer_plays_on() -> None:
    g = position(CLASSIC, hands={0: "5h 5d 5c 9c 9s kh kd ks 2h 4c 4d"}, to_move=0, phase="meld")
    west = Scripted("West")
    app, table, _c = make_table(g, [c_human(), west, Scripted("North"), Scripted("East")])
    drag(app, hand_pos(table, "4c"), table.L.pile.center)
    assert isinstance(g.actions[-1], Discard) and str(g.pile[-1]) == "4c"
    assert g.to_move == 1
    settle(app, 3)
    assert west.begun == 1  # West was asked for a decision
    app.close()


def test_a_selected_card_clicked_onto_the_empty_pile_is_discarded() -> None:
    """After the whole pile is taken its place is empty: a card selected, then that
    place clicked, is discarded there as onto a pile with cards. (A Samba deal played
    through a real window showed the click doing nothing but dropping the selection.)"""
    g = position(CLASSIC, hands={0: "5h 5d 5c 9c 9s kh kd ks 2h 4c 4d"}, to_move=0, phase="meld")
    assert not g.pile
    app, table, _c = make_table(g)
    click(app, hand_pos(table, "4c"))
    assert [str(card) for card in table.selected_cards()] == ["4c"]
    click(app, table.L.pile.center)
    assert isinstance(g.actions[-1], Discard) and str(g.pile[-1]) == "4c"
    app.close()


def c_human():  # type: ignore[no-untyped-def]
    from game.match.players import HumanPlayer

    return HumanPlayer("You")


def test_reordering_the_hand_by_dragging_changes_only_the_order() -> None:
    g = position(CLASSIC, hands={0: "5h 5d 5c 9c 9s kh kd ks 2h 4c 4d"}, to_move=0)
    app, table, _ = make_table(g)
    before = snapshot(g)
    assert str(table.order.cards[-1]) == "2h"
    drag(app, hand_pos(table, "2h"), (table.L.hand.left + 5, table.L.hand.centery))
    assert str(table.order.cards[0]) == "2h"
    assert snapshot(g) == before
    click(app, table.buttons["sort"].rect.center)
    assert str(table.order.cards[-1]) == "2h"
    app.close()


def test_escape_cancels_a_drag() -> None:
    g = position(CLASSIC, hands={0: "5h 5d 5c 9c 9s kh kd ks 2h 4c 4d"}, to_move=0, phase="meld")
    app, table, _ = make_table(g)
    before = snapshot(g)
    drag(app, hand_pos(table, "4c"), table.L.pile.center, release=False)
    assert table.drag is not None
    key(app, pygame.K_ESCAPE)
    assert table.drag is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.L.pile.center, button=1))
    app.step(0.016)
    assert snapshot(g) == before
    app.close()


def test_go_out_button_then_the_score_sheet_then_the_next_deal() -> None:
    g = position(CLASSIC, hands={0: "9h 9d 9c 4s"},
                 melds={0: ["kh kd ks kc kh kd ks", "ah ad ac"], 1: ["7h 7d 7c"]},
                 to_move=0, phase="meld", scores=[1000, 800])
    app, table, _c = make_table(g)
    assert table.buttons["goout"].visible
    click(app, table.buttons["goout"].rect.center)
    assert g.phase == "deal_over" and g.went_out == 0
    settle(app, 30)
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheetScene)
    result = g.last_result
    assert result is not None and result.sides[0].going_out == 100
    labels = [row[0] for row in __import__("game.ui.scoresheet", fromlist=["sheet_rows"]).sheet_rows(g.rules, result)]
    for line in ("Melded cards", "Natural canastas", "Mixed canastas", "Red threes", "Going out",
                 "Cards left in hand", "Deal total", "Running total", "Next first meld"):
        assert line in labels
    click(app, sheet.buttons[0].rect.center)  # deal the next hand
    assert g.deal == 1 and g.phase == "draw"
    assert app.scenes.top is table
    app.close()


def test_ask_partner_is_offered_only_when_the_player_could_go_out() -> None:
    g = position(CLASSIC, hands={0: "9h 9d 9c 4s 4d 6c"},
                 melds={0: ["kh kd ks kc kh kd ks", "ah ad ac"]}, to_move=0, phase="meld")
    app, table, _ = make_table(g)
    assert not table.buttons["ask"].visible  # 4s 4d 6c would stay in the hand
    app.close()


def test_ask_partner_shows_the_answer_and_a_yes_binds() -> None:
    g = position(CLASSIC, hands={0: "9h 9d 9c 4s"},
                 melds={0: ["kh kd ks kc kh kd ks", "ah ad ac"]}, to_move=0, phase="meld")
    from game.engine import Answer

    north = Scripted("North", decide=lambda v: Answer(True) if v.phase == "answer" else None)
    app, table, c = make_table(g, [c_human(), Scripted("West"), north, Scripted("East")])
    assert table.buttons["ask"].visible
    click(app, table.buttons["ask"].rect.center)
    settle(app, 5)
    assert g.phase == "meld" and g.to_move == 0 and g.answer is True
    assert any(e.text == "North: yes, go out!" for e in c.events)
    assert 2 in table.bubbles
    assert table.tip_id == "must_go_out" and table.buttons["goout"].visible
    drag(app, hand_pos(table, "4s"), table.L.pile.center)  # a plain discard is refused, with the reason
    assert table.note is not None and "must go out" in table.note[0] and len(g.hands[0]) == 4
    app.close()


def test_the_partners_question_opens_a_dialog_and_enter_answers_yes() -> None:
    g = position(CLASSIC, hands={2: "9h 9d 9c 4s 4d 6c"},
                 melds={0: ["kh kd ks kc kh kd ks", "ah ad ac"]}, to_move=2, phase="meld")
    north = Scripted("North", actions=[Ask()])
    app, _table, _c = make_table(g, [c_human(), Scripted("West"), north, Scripted("East")])
    settle(app, 5)
    assert g.phase == "answer" and g.to_move == 0
    assert isinstance(app.scenes.top, Dialog)
    key(app, pygame.K_RETURN)
    assert g.answer is True and g.to_move == 2
    app.close()


def test_stop_when_the_stock_is_used_up() -> None:
    g = position(CLASSIC, hands={0: "5h 5d 9c 9s kh kd ks 2h jk 4c 4d"}, stock="", pile="6c", to_move=0)
    app, table, _ = make_table(g)
    assert table.buttons["stop"].visible
    click(app, table.L.stock.center if g.stock else table.buttons["stop"].rect.center)
    assert g.phase in ("deal_over", "match_over")
    app.close()


def test_a_click_during_a_computer_turn_says_whose_turn_it_is() -> None:
    g = position(CLASSIC, to_move=1)
    app, table, _ = make_table(g)
    before = snapshot(g)
    click(app, table.L.stock.center)
    assert snapshot(g) == before
    assert table.note is not None and table.note[0] == "Wait for your turn: West is playing."
    app.close()


def test_a_pile_taken_before_the_first_meld_waits_until_the_meld_is_complete() -> None:
    g = position(CLASSIC, hands={0: "8h 8d kh kd kc 9s 4c 4d 6c 6d 7s"}, pile="5c 9d 6s 8s", to_move=0)
    app, table, _ = make_table(g)
    click(app, table.L.pile.center)
    assert g.pending and len(g.hands[0]) == 9  # the pile waits for the first meld
    pending = [s for s in table.board.sprites() if s.kind == "pend"]
    assert len(pending) == 3
    assert any("taken" in b for b in [table.tip_id or ""]) or table._tip() is not None
    for card in ("kh", "kd", "kc"):
        click(app, hand_pos(table, card))
    drag(app, hand_pos(table, "kh"), (table.L.melds[0].centerx, table.L.melds[0].bottom - 12))
    assert not g.pending and len(g.hands[0]) == 9  # 6 left + the 3 cards of the pile
    assert not [s for s in table.board.sprites() if s.kind == "pend"]
    app.close()


def test_the_tip_can_be_dismissed_and_switched_off() -> None:
    g = position(CLASSIC, hands={0: "5h 5d 9c 9s kh kd ks 2h jk 4c 4d"}, to_move=0)
    app, table, _ = make_table(g)
    assert table.tip_id == "draw"
    click(app, table.tip_close.center)
    app.step(0.016)
    assert table.tip_id is None and "draw" in app.settings.dismissed_tips
    click(app, table.buttons["tips"].rect.center)
    assert not app.settings.tips
    click(app, table.buttons["tips"].rect.center)
    assert app.settings.tips and not app.settings.dismissed_tips
    app.close()


def test_sounds_are_played_for_what_happens() -> None:
    played: list[str] = []
    g = position(CLASSIC, hands={0: "5h 5d 5c 9c 9s kh kd ks 2h 4c 4d"}, melds={0: ["ah ad ac"]}, to_move=0)
    app, table, _ = make_table(g)
    app.sound.play = played.append  # type: ignore[method-assign,assignment]
    click(app, table.L.stock.center)
    for card in ("5h", "5d", "5c"):
        click(app, hand_pos(table, card))
    drag(app, hand_pos(table, "5h"), (table.L.melds[0].centerx, table.L.melds[0].bottom - 12))
    drag(app, hand_pos(table, "4c"), table.L.pile.center)
    assert played[:1] == ["draw"] and "meld" in played and played[-1] == "discard"
    app.close()
