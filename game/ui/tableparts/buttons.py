"""The buttons: which show and what they say (from what the seat may do now), where they
sit, and what a press does, with the questions some ask first (give up, double)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app.i18n import tr, trn
from game.engine import (
    Ask,
    Card,
    Dig,
    LayRedThree,
    NextDeal,
    SpecialHand,
    Stop,
    TakeBack,
    Undo,
    View,
    hand_value,
)
from game.ui import widgets as w
from game.ui.dialogs import Dialog
from game.ui.layout import LOG_MIN_WIDTH
from game.ui.queries import HandOrder, special_hand_name
from game.ui.scoresheet import ScoreSheetScene

if TYPE_CHECKING:
    from game.ui.table import TableScene


def undo_action(scene: TableScene) -> Undo | None:
    """What the undo button (and Ctrl+Z) does: the one step back (``undo last``) where
    the engine offers it, else the whole turn (a pile taken for a first meld given back)."""
    undos = [a for a in scene.legal if isinstance(a, Undo)]
    return next((a for a in undos if a.last), undos[0] if undos else None)


def undo_label(scene: TableScene) -> str:
    """The undo button names what it takes back: the cards of the last step (up to
    three, else their number), or the pile for the whole turn."""
    if scene.undo is None:
        return tr("button.undo")
    if not scene.undo.last:
        return tr("button.undo_turn")
    cards = last_step_cards(scene.view)
    if len(cards) > 3:
        return trn("button.undo_last_count", len(cards))
    return tr("button.undo_last", cards=cards)


def last_step_cards(view: View) -> list[Card]:
    """The cards the turn's last step took out of the hand (``undo last`` returns them)."""
    return list(view.turn_out[view.steps[-1].out:]) if view.steps else []


def update_buttons(scene: TableScene) -> None:
    c = scene.c
    g = scene.view
    asks = c.asks()
    human_turn = c.is_human_turn()
    scene.legal = c.legal() if human_turn else []
    kinds = {type(a) for a in scene.legal}
    scene.take_backs = [a for a in scene.legal if isinstance(a, TakeBack)]
    b = scene.buttons
    scene.go_out = asks.go_out_plan() if human_turn and g.phase == "meld" and scene.offers_go_out() else None
    b["goout"].visible = scene.go_out is not None
    b["goout"].pulse = True
    b["undo"].visible = Undo in kinds
    scene.undo = undo_action(scene)
    # a special hand (Modern American): the best one the hand makes, as the engine lists it first
    scene.special = next((a for a in scene.legal if isinstance(a, SpecialHand)), None)
    b["special"].visible = scene.special is not None
    b["special"].pulse = True
    if scene.special is not None:
        b["special"].label = tr("button.special_hand", hand=special_hand_name(scene.special.name),
                                points=hand_value(g.rules, scene.special.name))
    # the three kept for a Straight (Modern American): keeping is the default, the button lays it
    scene.lay_three = next((a for a in scene.legal if isinstance(a, LayRedThree)
                           and asks.kept_three() == a.card), None)
    b["laythree"].visible = scene.lay_three is not None
    if scene.lay_three is not None:
        b["laythree"].label = tr("button.lay_three", card=scene.lay_three.card)
    # asking makes sense only when the player could go out; after a "yes" they must
    b["ask"].visible = Ask in kinds and scene.go_out is not None
    if b["ask"].visible:
        scene._first_free("ask_partner")
    b["stop"].visible = Stop in kinds
    b["look"].visible = g.rules.pile_peek and bool(g.pile) and g.rules.pile_mode == "whole"
    b["dig"].visible = Dig in kinds
    over = c.outcome is not None
    b["next"].visible = g.phase == "deal_over" and not over
    b["newmatch"].visible = over and c.can_start_new_match()
    b["giveup"].visible = c.can_give_up() and g.phase in ("draw", "meld", "answer")
    b["double"].visible = g.rules.allow_double and not over
    b["double"].enabled = c.can_double()
    settings = scene.app.settings if scene.app is not None else None
    for key, msgid in (("giveup", "button.give_up"), ("goout", "button.go_out"), ("stop", "button.stop"),
                       ("ask", "button.ask_partner"), ("undo", "button.undo"), ("look", "button.look_at_pile"),
                       ("dig", "button.dig"), ("next", "button.next_deal"), ("newmatch", "button.new_match"),
                       ("sort", "button.sort_hand"), ("hint", "button.hint"), ("scores", "button.score_sheet"),
                       ("menu", "button.menu"), ("log", "button.log")):
        b[key].label = tr(msgid)
    b["undo"].label = undo_label(scene)
    b["double"].label = tr("button.deciding") if c.judging else tr("button.double_to", stake=c.stake * 2)
    b["double"].tooltip = tr("button.double.tooltip", stake=c.stake)
    tips_on = settings is None or settings.tips
    b["tips"].label = "?"
    b["tips"].style = "primary" if not tips_on else "quiet"
    b["tips"].tooltip = tr("button.tips_off") if tips_on else tr("button.tips_on")
    b["hint"].visible = scene.hint_source is not None and human_turn
    b["menu"].visible = scene.on_menu is not None
    b["scores"].visible = bool(g.results)
    L = scene.L
    btn_h = max(22, min(round(L.font * 2.1), (L.pile.height - 8) // 3))
    two_lines = 2 * w.font(w.MIN_TEXT, True).get_linesize() + 6
    # a narrow window: the log has the place left of the stock, and the doubling
    # button sits in the log's head (see _place_log_button)
    left_keys = scene.left_keys if L.left_buttons.width else []
    for x in b.values():
        x.text_size = None  # set again below for the buttons beside the pile
    for keys, area in ((left_keys, L.left_buttons), (scene.right_keys, L.right_buttons)):
        shown = [b[k] for k in keys if b[k].visible]
        if not shown:
            continue
        size = max(w.MIN_TEXT, round(btn_h * 0.44))
        half_w = (area.width - 6) // 2
        one_col = len(shown) <= 3
        width = area.width if one_col else half_w
        h = btn_h
        for x in shown:  # one type size for the buttons beside the pile, also in a taller button
            x.text_size = size
        if any(w.needs_two_lines(x.label, size, width - 10) for x in shown):
            # a label that needs two lines gets a button tall enough for them: one
            # column while they fit beside the pile, else two
            h = max(btn_h, two_lines)
            if one_col and len(shown) * (h + 6) > area.height + L.font and len(shown) > 1:
                one_col = False
        if one_col:
            w.layout_buttons(shown, area, h, 6 if h > btn_h else 8)
            continue
        half = area.copy()
        half.width = half_w
        w.layout_buttons(shown[: (len(shown) + 1) // 2], half, h, 6)
        half.left += half.width + 6
        w.layout_buttons(shown[(len(shown) + 1) // 2:], half, h, 6)
    scene._place_log_button()
    n = len(scene.tool_keys)
    gap = 5 if L.toolbar.height >= n * 22 + (n - 1) * 5 else 3
    tool_h = min(round(L.font * 1.8), (L.toolbar.height - gap * (n - 1)) // n)
    # every tool keeps its place whether its neighbours show or not
    w.layout_buttons([b[k] for k in scene.tool_keys], L.toolbar.inflate(-8, 0), tool_h, gap, align="center",
                     keep_places=True)


def on_button(scene: TableScene, key: str) -> None:
    c = scene.c
    scene.play("click")
    if key == "special" and scene.special is not None:
        scene.submit([scene.special])
    elif key == "laythree" and scene.lay_three is not None:
        scene.submit([scene.lay_three])
    elif key == "goout" and scene.go_out:
        scene.submit(scene.go_out)
    elif key == "undo" and scene.undo is not None:
        scene.submit([scene.undo])
    elif key == "ask":
        scene.submit([Ask()])
    elif key == "stop":
        scene.submit([Stop()])
    elif key == "look":
        scene.open_peek()
    elif key == "dig":
        scene.open_peek(dig=True)
    elif key == "next":
        scene.next_deal()
    elif key == "newmatch":
        scene.new_match()
    elif key == "giveup":
        scene.ask_give_up()
    elif key == "double":
        scene.ask_double()
    elif key == "sort":
        scene.order.sort()
        scene.selected.clear()
        scene.refresh()
    elif key == "tips" and scene.app is not None:
        s = scene.app.settings
        s.tips = not s.tips
        if s.tips:
            s.dismissed_tips.clear()
        scene.app.settings_changed()
        scene._update_buttons()
    elif key == "hint":
        scene.show_hint()
    elif key == "menu" and scene.on_menu is not None:
        scene.on_menu()
    elif key == "scores":
        scene.show_sheet(final=c.outcome is not None)
    elif key == "log":
        scene.open_log()


def place_log_button(scene: TableScene) -> None:
    """The button that opens the whole log heads the log's lines beside the stock."""
    L = scene.L
    b = scene.buttons["log"]
    b.visible = L.log.width >= LOG_MIN_WIDTH // 2
    size = max(w.MIN_TEXT, L.font - 3)
    h = max(20, round(size * 1.9))
    # both buttons padded alike and no more than their labels need: at 800x600 the
    # Dutch "Verdubbelen ×64" then still fits beside "Verloop", and the line of last
    # discards keeps its room under them (stacked, it had none)
    pad = round(size * 1.5)
    width = min(L.log.width - 8, w.font(size, True).size(tr("button.log"))[0] + pad)
    b.rect = pygame.Rect(L.log.left + 4, L.log.top, max(0, width), h)
    double = scene.buttons["double"]
    if not L.left_buttons.width and double.visible:
        label_w = max(w.font(size, True).size(label)[0]
                      for label in (double.label, tr("button.deciding"), tr("button.double_to", stake=64)))
        room = L.log.right - 4 - (b.rect.right + 6)
        if label_w + pad <= room:  # beside the log's button
            double.rect = pygame.Rect(0, L.log.top, label_w + pad, h)
            double.rect.right = L.log.right - 4
        else:  # under it
            double.rect = pygame.Rect(b.rect.left, b.rect.bottom + 4, min(label_w + pad, L.log.width - 8), h)


def ask_give_up(scene: TableScene) -> None:
    c = scene.c
    others = tr("card.list_separator").join(c.side_name(s) for s in range(len(c.rules.sides))
                                            if s != c.human_side)
    msg = tr("dialog.give_up_detail" + scene._one_other(), others=others, stake=c.stake)
    scene._push(Dialog(tr("dialog.give_up_title"), msg, [(tr("button.give_up"), c.give_up),
                                                        (tr("button.keep_playing"), lambda: None)],
                      default=1))  # the safe answer is the highlighted one


def one_other(scene: TableScene) -> str:
    """"_one" when the other side is one player: "West gewinnt", not "West gewinnen"."""
    c = scene.c
    others = [s for s in range(len(c.rules.sides)) if s != c.human_side]
    return "_one" if len(others) == 1 and len(c.rules.sides[others[0]]) == 1 else ""


def ask_double(scene: TableScene) -> None:
    c = scene.c
    if not c.can_double():
        return
    others = tr("card.list_separator").join(c.side_name(s) for s in range(len(c.rules.sides))
                                            if s != c.human_side)
    msg = tr("dialog.double_detail" + scene._one_other(), others=others, stake=c.stake * 2)
    scene._push(Dialog(tr("dialog.double"), msg, [(tr("button.offer_double"), c.offer_double),
                                                 (tr("button.cancel"), lambda: None)]))


def show_sheet(scene: TableScene, final: bool) -> None:
    g = scene.view
    result = g.results[-1] if g.results else None
    if final and scene.c.outcome is not None and scene.c.outcome.gave_up is not None:
        result = g.results[-1] if g.results and g.phase in ("deal_over", "match_over") else None
    scene._push(ScoreSheetScene(scene.c, result, final=final, on_next=scene.next_deal,
                               on_new=scene.new_match, on_quit=scene._quit, on_review=scene.on_review))


def quit(scene: TableScene) -> None:
    if scene.app is not None:
        scene.app.quit()


def next_deal(scene: TableScene) -> None:
    scene.submit([NextDeal()])


def new_match(scene: TableScene) -> None:
    if not scene.c.new_match():
        return
    scene.order = HandOrder([])
    scene.selected.clear()
    scene.sheet_marker = (0, False)
    scene.consume_events()
    scene.refresh()


def draw_tooltip(scene: TableScene, surface: pygame.Surface) -> None:
    """The explanation of the button under the mouse, where it has one: in a box above
    the button (below it when there is no room above), inside the window."""
    b = next((b for b in scene.buttons.values() if b.visible and b.hover and b.tooltip), None)
    if b is None or b.rect.width <= 0:
        return
    W = surface.get_width()
    size = max(w.MIN_TEXT, scene.L.font - 2)
    pad = max(4, size // 2)
    lines = [w.text(x, size) for x in w.wrap(b.tooltip, size, min(W - 4 * pad, max(220, W // 3)))]
    width = max(x.get_width() for x in lines) + 2 * pad
    height = sum(x.get_height() for x in lines) + 2 * pad
    box = pygame.Rect(0, 0, width, height)
    box.centerx = b.rect.centerx
    box.bottom = b.rect.top - 4
    if box.top < 2:
        box.top = b.rect.bottom + 4
    box.clamp_ip(surface.get_rect())
    w.panel(surface, box, (12, 30, 20, 235), 6, (200, 180, 110, 255), 1)
    y = box.top + pad
    for x in lines:
        surface.blit(x, (box.left + pad, y))
        y += x.get_height()
