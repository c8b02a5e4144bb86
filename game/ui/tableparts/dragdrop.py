"""The mouse and the keys: what a press hits, a drag with its drop targets (each asked of
the seat's connection), a drop, a click."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine import (
    UNDO_LAST,
    Action,
    Draw,
    IllegalAction,
    Stop,
    Swap,
    TakeBack,
    Undo,
)
from game.engine.cards import Card
from game.ui.sprites import CardSprite
from game.ui.tableparts import focus
from game.ui.tableparts.common import (
    DOUBLE_CLICK,
    DRAG_THRESHOLD,
    HAND_SETTLE,
    Drag,
    Press,
    Target,
    _index,
)

if TYPE_CHECKING:
    from game.ui.table import TableScene


def handle_event(scene: TableScene, event: pygame.event.Event) -> bool:
    if event.type == pygame.MOUSEMOTION:
        scene.mouse = event.pos
        for b in scene.buttons.values():
            b.hover = b.visible and b.rect.collidepoint(event.pos)
        scene._motion(event.pos)
        return True
    if event.type == pygame.MOUSEBUTTONDOWN:
        scene.mouse = event.pos
        scene.focus.shown = False  # the mouse plays: the keyboard's outline steps aside
        if event.button == 1:
            scene.press = scene._hit(event.pos)
            return True
        if event.button == 3:
            if scene.L.pile.collidepoint(event.pos) and scene.c.rules.pile_peek and scene.view.pile:
                scene.open_peek()
            else:
                scene.selected.clear()
                scene.refresh()
            return True
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        scene.mouse = event.pos
        if scene.drag is not None:
            scene._drop(event.pos)
        elif scene.press is not None:
            press, scene.press = scene.press, None
            scene._click(press)
        return True
    if event.type == pygame.KEYDOWN:
        return scene._key(event)
    return False


def key(scene: TableScene, event: pygame.event.Event) -> bool:
    ctrl = bool(event.mod & pygame.KMOD_CTRL)
    if event.key == pygame.K_ESCAPE:
        if scene.drag is not None:
            scene.cancel_drag()
        elif scene.selected:
            scene.selected.clear()
            scene.refresh()
        return True
    if (ctrl and event.key == pygame.K_z) or event.key == pygame.K_BACKSPACE:
        scene.submit([scene.undo if scene.undo is not None else Undo()])
        return True
    if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not (scene.focus.shown and scene.focus.zone != "hand"):
        if scene.buttons["goout"].visible and scene.go_out:
            scene.submit(scene.go_out)
        elif scene.buttons["next"].visible:
            scene.next_deal()
        elif scene.view.phase == "draw" and scene.c.is_human_turn() and scene.view.stock_size:
            scene.submit([Draw()])
        return True
    return focus.key(scene, event)


def hit(scene: TableScene, pos: tuple[int, int]) -> Press:
    for key, b in scene.buttons.items():
        if b.hit(pos):
            return Press(pos, "button", key=key)
    if scene.tip_close.collidepoint(pos):
        return Press(pos, "tipclose")
    for side, rect in scene.eye_rects.items():
        if rect.collidepoint(pos):
            return Press(pos, "eye", side=side)
    sprite = scene.board.top_at(pos)
    if sprite is not None:
        if sprite.kind == "hand":
            settled = not scene._hand_sliding() and scene.clock - scene.hand_moved_at >= HAND_SETTLE
            return Press(pos, "hand", index=_index(sprite), sprite=sprite, settled=settled)
        if sprite.kind == "stock":
            return Press(pos, "stock", sprite=sprite)
        if sprite.kind == "pile":
            return Press(pos, "pile", sprite=scene._pile_top_sprite())
        if sprite.kind == "meld":
            info = sprite.slot.info
            assert isinstance(info, tuple)
            m = scene.meld_at.get(int(info[1]))
            if m is not None:
                return Press(pos, "meld", side=int(info[0]), rank=m.rank, sprite=sprite, meld=m.id)
    if scene.L.stock.collidepoint(pos) and scene.view.stock_size:
        return Press(pos, "stock", sprite=scene.board.by_key.get(("stock",)))
    if scene.L.pile.collidepoint(pos) and (scene.view.pile or scene.selected):
        # the empty pile's place too, with a card selected: it is discarded there
        return Press(pos, "pile", sprite=scene._pile_top_sprite())
    for meld_id, rect in scene.meld_rects.items():
        if rect.collidepoint(pos):
            m = scene.meld_at[meld_id]
            return Press(pos, "meld", side=m.owner, rank=m.rank, meld=meld_id)
    own = scene.L.melds[scene.L.own_side]
    if own.collidepoint(pos):
        return Press(pos, "area", side=scene.L.own_side)
    return Press(pos, "none")


def motion(scene: TableScene, pos: tuple[int, int]) -> None:
    if scene.drag is not None:
        d = scene.drag
        d.pos = pos
        scene._place_drag(pos)
        d.hover = scene._target_at(pos)
        scene.hover_note = None
        if d.hover is not None and d.hover.refusal is not None and d.hover.kind != "hand":
            scene.hover_note = scene.c.explain(d.hover.refusal)
        return
    p = scene.press
    if p is None or p.what not in ("hand", "stock", "pile", "meld"):
        return
    if math.hypot(pos[0] - p.pos[0], pos[1] - p.pos[1]) < DRAG_THRESHOLD:
        return
    scene._start_drag(p, pos)


def start_drag(scene: TableScene, p: Press, pos: tuple[int, int]) -> None:
    g = scene.view
    sprites: list[CardSprite] = []
    indices: list[int] = []
    targets: list[Target] = []
    if p.what == "hand":
        indices = sorted(scene.selected) if p.index in scene.selected else [p.index]
        cards = [scene.order.cards[i] for i in indices]
        by_index = {_index(s): s for s in scene.board.sprites() if s.kind == "hand"}
        sprites = [by_index[i] for i in indices if i in by_index]
        targets = scene._card_targets(cards)
        what = "cards"
    elif p.what in ("stock", "pile"):
        if p.sprite is None:
            scene.press = None
            return
        sprites = [p.sprite]
        if p.what == "stock":
            action: Action = Draw() if g.stock_size or Stop() not in scene.legal else Stop()
            refusal = scene._refusal_for([action])
            plan = [action]
        else:
            take, refusal = (scene.c.asks().choose_take(scene.selected_cards()) if scene._my_turn()
                             else (None, scene._wait()))
            plan = [take] if take is not None else []
            if g.rules.pile_mode == "dig":
                plan, refusal = [], IllegalAction("dig", "Click the pile to choose how deep to dig.")
        own = scene.L.melds[scene.L.own_side]
        for rect in (scene.L.hand, own):
            targets.append(Target("take", rect, plan, refusal))
        if p.what == "pile" and plan:
            targets[:0] = scene._take_targets(plan, refusal)
        what = p.what
    else:  # dragging a card laid this turn back to the hand: the one step back
        if p.sprite is None:
            scene.press = None
            return
        sprites = [p.sprite]
        back_plan, refusal = drag_back(scene, p)
        targets = [Target("take", scene.L.hand, back_plan, refusal)]
        back = scene._take_back_at(p)
        if back is not None:  # onto the pile: the card is taken back and discarded
            targets.insert(0, Target("pile", scene.L.pile.inflate(12, 12), [back], None))
        what = "meld"
    if not sprites:
        scene.press = None
        return
    lead = sprites[0]
    grab = (p.pos[0] - lead.x, p.pos[1] - lead.y)
    for k, s in enumerate(sprites):
        scene.board.raise_to_drag(s, k)
    scene.drag = Drag(what, indices, sprites, grab, targets, pos)
    scene.press = None
    scene._place_drag(pos)
    scene.drag.hover = scene._target_at(pos)


def drag_back(scene: TableScene, p: Press) -> tuple[list[Action], IllegalAction | None]:
    """What dropping a meld's card on the hand does: ``undo last`` when the card is one
    of the turn's last step (the button's cards); the whole turn's undo when no step can
    be taken back but the pile can be given back; else why not."""
    g = scene.view
    card = p.sprite.slot.card if p.sprite is not None else None
    if g.steps:
        step = g.steps[-1]
        cards = list(g.turn_out[step.out:])
        if p.meld == step.meld and card in cards:
            return [UNDO_LAST], scene._refusal_for([UNDO_LAST])
        return [], IllegalAction(
            "undo_not_last", "Only the last cards laid this turn go back to your hand, one step at a time: {cards}.",
            cards=cards)
    if scene._refusal_for([Undo()]) is None:
        return [Undo()], None
    return [], scene._refusal_for([UNDO_LAST])


def take_back_at(scene: TableScene, p: Press) -> TakeBack | None:
    """The take-back a press on a meld asks for, when cards may be taken back from
    that meld: the very card pressed where the engine allows it, else the one listed."""
    listed = [a for a in scene.take_backs if a.meld == p.meld]
    if not listed or p.meld is None:
        return None
    card = p.sprite.slot.card if p.sprite is not None else None
    if card is not None and not card.is_wild:
        exact = TakeBack(card, p.meld)
        if scene.c.asks().check(exact) is None:
            return exact
    return listed[0]


def refusal_for(scene: TableScene, actions: Sequence[Action]) -> IllegalAction | None:
    if not scene._my_turn():
        return scene._wait()
    return scene.c.trial(actions)


def card_targets(scene: TableScene, cards: list[Card]) -> list[Target]:
    g = scene.c.asks()
    mine = scene._my_turn()
    targets: list[Target] = []
    for meld_id, rect in scene.meld_rects.items():
        m = scene.meld_at[meld_id]
        if mine:
            plan, refusal = g.meld_plan_onto(cards, m)
        else:
            plan, refusal = [], scene._wait()
        targets.append(Target("meld", rect, plan, refusal, m.owner, m.rank, m.id))
    if mine:
        plan, refusal = g.discard_plan(cards)
    else:
        plan, refusal = [], scene._wait()
    targets.append(Target("pile", scene.L.pile.inflate(scene.L.pile.width // 2, scene.L.pile.height // 4),
                          plan, refusal))
    own = scene.L.melds[scene.L.own_side]
    if mine:
        plan, refusal = g.new_meld_plan(cards)
    else:
        plan, refusal = [], scene._wait()
    targets.append(Target("area", own, plan, refusal))
    targets.append(Target("hand", scene.L.hand.inflate(0, scene.L.raise_px), [], None))
    return targets


def take_targets(scene: TableScene, plan: list[Action], refusal: IllegalAction | None) -> list[Target]:
    """Where dropping the pile takes it onto a meld: the side's meld of the top card's
    rank (the take chosen for a click), or a meld the engine lets the top card go to
    by name (``take to m3``: a run, one of several melds of a rank)."""
    asks = scene.c.asks()
    top = scene.view.pile_top
    out: list[Target] = []
    for meld_id, rect in scene.meld_rects.items():
        m = scene.meld_at[meld_id]
        if m.owner != scene.L.own_side or top is None:
            continue
        if asks.addressed_by_rank(m) and m.rank == top.rank:
            out.append(Target("take", rect, plan, refusal, m.owner, m.rank, m.id))
            continue
        named = asks.take_onto(m) if refusal is None else None
        if named is not None and named.meld is not None:
            out.append(Target("take", rect, [named], None, m.owner, m.rank, m.id))
    return out


def target_at(scene: TableScene, pos: tuple[int, int]) -> Target | None:
    d = scene.drag
    if d is None:
        return None
    for kind in ("meld", "pile", "take", "area", "hand"):
        for t in d.targets:
            if t.kind == kind and t.rect.collidepoint(pos):
                return t
    return None


def place_drag(scene: TableScene, pos: tuple[int, int]) -> None:
    d = scene.drag
    if d is None:
        return
    x0, y0 = pos[0] - d.grab[0], pos[1] - d.grab[1]
    spread = scene.L.hand_card[0] * 0.28
    for k, s in enumerate(d.sprites):
        s.place((x0 + k * spread, y0))


def cancel_drag(scene: TableScene) -> None:
    d = scene.drag
    scene.press = None
    if d is None:
        return
    scene.drag = None
    scene.hover_note = None
    for s in d.sprites:
        scene.board.drop(s)
    scene.refresh()


def drop(scene: TableScene, pos: tuple[int, int]) -> None:
    d = scene.drag
    assert d is not None
    target = scene._target_at(pos)
    scene.drag = None
    scene.hover_note = None
    for s in d.sprites:
        scene.board.drop(s)
    if target is None:
        scene.refresh()
        return
    if target.kind == "hand" and d.what == "cards":
        scene._reorder(d, pos)
        return
    swap = scene._swap_at(d, target, pos)
    if swap is not None:
        refusal = scene.c.trial([swap])
        if refusal is not None:
            scene.flash(scene.c.explain(refusal))
            scene.refresh()
        else:
            scene.submit([swap])
        return
    if target.refusal is not None:
        scene.flash(scene.c.explain(target.refusal))
        scene.play("click")
        scene.refresh()
        return
    if not target.actions:
        scene.refresh()
        return
    scene.submit(target.actions)


def swap_at(scene: TableScene, d: Drag, target: Target, pos: tuple[int, int]) -> Swap | None:
    """A natural card dropped right onto a wild card of its meld exchanges them,
    where the rules allow it (the engine decides)."""
    if not scene.c.rules.wild_exchange or target.kind != "meld" or d.what != "cards" or len(d.indices) != 1:
        return None
    under = scene.board.top_at(pos, ["meld"])
    card = scene.order.cards[d.indices[0]]
    if under is None or under.card is None or not under.card.is_wild or card.is_wild:
        return None
    side = target.side
    own = scene.c.rules.side_of(scene.c.human)
    return Swap(card, under.card, None if side in (None, own) else side)


def click(scene: TableScene, p: Press) -> None:
    g = scene.view
    asks = scene.c.asks()
    mine = scene._my_turn()
    if p.what == "button":
        scene.on_button(p.key)
        return
    if p.what == "tipclose":
        if scene.tip_id == "hint":
            scene.hint_text = scene.hint_shown = None
        elif scene.tip_id is not None and scene.app is not None:
            scene.app.settings.dismissed_tips.add(scene.tip_id)
            if scene.event_tip is not None and scene.event_tip[0] == scene.tip_id:
                scene.event_tip = None
            scene.app.settings_changed()
        return
    if p.what == "eye" and p.side is not None:
        scene.open_eye(p.side)
        return
    if p.what == "hand":
        i = p.index
        if not (0 <= i < len(scene.order.cards)):
            return
        card = scene.order.cards[i]
        if p.sprite is not None and p.sprite.card is not card:
            return  # the hand changed under the pointer between press and release
        click_meld = scene.app is not None and scene.app.settings.click_to_meld
        last, scene.last_hand_click = scene.last_hand_click, (card, scene.clock)
        # the second click of a double click on a card the first click selected alone
        double = (last is not None and last[0] is card and scene.clock - last[1] <= DOUBLE_CLICK
                  and scene.selected == {i})
        # a click on a hand that had just moved selects the card (visible, undone by
        # another click) instead of playing whatever card slid under the pointer
        if mine and p.settled and ((click_meld and not scene.selected) or (double and not click_meld)):
            action = asks.click_card_action(card)
            if action is not None:
                scene.last_hand_click = None
                scene.selected.clear()
                scene.submit([action])
                return
        scene.selected ^= {i}
        scene.refresh(0.12)
        return
    if p.what == "stock":
        if not mine:
            scene.flash(scene.c.explain(scene._wait()))
            return
        action = Stop() if (not g.stock_size and Stop() in scene.legal) else Draw()
        scene.submit([action])
        return
    if p.what == "pile":
        if not mine:
            scene.flash(scene.c.explain(scene._wait()))
            return
        if g.phase == "meld" and len(scene.selected) == 1:
            plan, refusal = asks.discard_plan(scene.selected_cards())
            if refusal is not None:
                scene.flash(scene.c.explain(refusal))
            else:
                scene.submit(plan)
            return
        if g.rules.pile_mode == "dig" and g.phase == "draw":
            scene.open_peek(dig=True)
            return
        if g.phase == "meld" and g.rules.pile_peek:
            scene.open_peek()
            return
        take, refusal = asks.choose_take(scene.selected_cards())
        if take is None:
            scene.flash(scene.c.explain(refusal or IllegalAction("no_take", "The pile cannot be taken now.")))
            return
        ways = asks.take_ways() if len(scene.selected) != 2 else []
        if len(ways) > 1:
            scene.ask_take(ways)
            return
        scene.submit([take])
        return
    if p.what == "meld" and p.meld is not None and p.meld in scene.meld_at:
        if not mine:
            scene.flash(scene.c.explain(scene._wait()))
            return
        m = scene.meld_at[p.meld]
        back = None if scene.selected else scene._take_back_at(p)
        if back is not None:  # no card in the hand may be discarded: one is taken back from here
            scene.submit([back])
            return
        if not scene.selected and not (scene.app is not None and scene.app.settings.click_to_meld):
            return  # by default a click on a meld plays only the cards selected for it
        if scene.selected:
            plan, refusal = asks.meld_plan_onto(scene.selected_cards(), m)
        else:
            plan, refusal = asks.lay_on_meld_id(m)
        if refusal is not None:
            scene.flash(scene.c.explain(refusal))
        else:
            scene.submit(plan)
        return
    if p.what == "area":
        if scene.selected:
            if not mine:
                scene.flash(scene.c.explain(scene._wait()))
                return
            plan, refusal = asks.new_meld_plan(scene.selected_cards())
            if refusal is not None:
                scene.flash(scene.c.explain(refusal))
            else:
                scene.submit(plan)
        return
    if p.what == "none" and scene.selected:
        scene.selected.clear()
        scene.refresh(0.12)
