"""Tips and hints: the tip of the moment (only where its words hold for the rules in play),
the first-time tips that events bring, the computer's hint and its marks on the table."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.i18n import tr
from game.engine import (
    Add,
    Answer,
    Meld,
    Take,
    View,
)
from game.engine.cards import Card
from game.ui import widgets as w
from game.ui.hints import Hint
from game.ui.meldmarks import tip_name
from game.ui.rulespage import ban_sentences, said, wild_canasta_pays
from game.ui.seats import TableEvent
from game.ui.tableparts.common import (
    FIRST_CANASTA_TIPS,
    MOVE_KINDS,
    SOUNDS,
    TIP_MIN_WIDTH,
)

if TYPE_CHECKING:
    from game.ui.table import TableScene


def show_hint(scene: TableScene) -> None:
    """The computer's suggestion for the player looking, from their view only."""
    if scene.hint_source is None or not scene.c.is_human_turn():
        return
    try:
        hint = scene.hint_source(scene.c.view())
    except Exception as exc:  # a hint must never stop the game
        print(f"canasta: no hint: {exc!r}", file=sys.stderr)
        hint = None
    scene.hint_shown = hint
    scene.hint_text = (hint.text if hint is not None else tr("help.no_hint"), scene.c.version)


def current_hint(scene: TableScene) -> Hint | None:
    """The hint on show: none once anything was played since it was given."""
    if scene.hint_text is None or scene.hint_text[1] != scene.c.version:
        scene.hint_text = scene.hint_shown = None
        return None
    return scene.hint_shown if scene.hint_shown is not None else Hint(scene.hint_text[0])


def first(scene: TableScene, tip: str) -> None:
    """Something happened for the first time: show its tip (once)."""
    if tip in scene.seen_firsts:
        return
    scene.seen_firsts.add(tip)
    if scene.app is not None and scene.app.settings.tips and tip not in scene.app.settings.dismissed_tips:
        scene.event_tip = (tip, time.monotonic() + 25.0)


def first_free(scene: TableScene, tip: str) -> None:
    """A beginner's tip waits while another tip of the moment is on (it comes at
    its next moment instead of being passed over)."""
    if scene.event_tip is not None and time.monotonic() < scene.event_tip[1]:
        return
    scene._first(tip)


def discard_bans(scene: TableScene) -> list[str]:
    """The discard bans of this table in words (Cuban's black three on a first turn,
    Pennies' sevens), for the tip shown the first time the player is to discard."""
    return ban_sentences(scene.c.rules)


def tip_bonus(scene: TableScene, tip: str) -> str:
    """What the canasta of a kind's first tip pays: a run's and a canasta of sevens'
    bonus, a wild canasta's by what it holds (Cuban's table)."""
    rules = scene.c.rules
    if tip == "first_canasta_run":
        return i18n.number(rules.sequence_canasta_bonus)
    if tip == "first_canasta_sevens":
        return i18n.number(rules.sevens_canasta_bonus)
    if tip == "first_canasta_wild" and rules.wild_melds:
        return wild_canasta_pays(rules)
    return ""


#: The first-time tips that speak of what lies on the table now, and whether it still does.
MOMENTS: dict[str, Callable[[View], bool]] = {
    "black_three": lambda view: bool(view.pile) and view.pile[-1].is_black_three,
    "frozen_pile": lambda view: view.pile_frozen,
    "take_pile": lambda view: view.phase == "draw",
}


def still_true(scene: TableScene, tip: str) -> bool:
    """Whether a first-time tip's moment still holds: the black three's tip goes when a
    card covers the three, the frozen pile's when the pile is taken."""
    holds = MOMENTS.get(tip)
    return holds is None or bool(holds(scene.view))


def tip(scene: TableScene) -> tuple[str, str] | None:
    rules = scene.c.rules
    if scene.event_tip is not None:
        tip, until = scene.event_tip
        if tip == "discard_ban" and time.monotonic() < until:
            return (tip, tr("tip.discard_ban", bans=" ".join(scene._discard_bans())))
        if time.monotonic() < until and not still_true(scene, tip):
            until = 0.0  # its moment is over (a card on the black three): the tip goes
        if time.monotonic() < until:
            return (tip, tr(said(rules, tip_name(rules, tip)), natural=rules.natural_canasta_bonus,
                            mixed=rules.mixed_canasta_bonus, bonus=scene._tip_bonus(tip),
                            count=rules.canastas_to_go_out))
        scene.event_tip = None
    c = scene.c
    g = c.view()
    asks = c.asks()
    if not c.is_human_turn():
        return None
    side = scene.L.own_side
    if g.phase == "draw":
        if g.pile and g.rules.pile_freezes and asks.is_frozen_for(side):
            if g.rules.pile_always_frozen:
                return ("always_frozen", tr("tip.always_frozen"))
            if g.pile_frozen:
                return ("frozen_pile", tr("tip.frozen_pile"))
            return ("frozen_until_first_meld", tr(said(rules, "tip.frozen_until_first_meld")))
        if g.rules.draw_count > 1:
            return ("draw", tr("tip.draw_more", count=g.rules.draw_count))
        return ("draw", tr("tip.draw"))
    if g.phase == "meld":
        if g.pending:
            need = asks.first_meld_need(side) - g.turn_points
            return ("pending", tr("tip.pending", need=need))
        if g.must_play is not None:
            return ("must_play", tr("tip.must_play", card=g.must_play))
        if scene.take_backs:
            return ("take_back", tr("tip.take_back"))
        if scene.go_out and g.answer is True:
            return ("must_go_out", tr("tip.must_go_out"))
        if scene.go_out:
            return ("goout", tr("tip.goout"))
        if not g.opened[side] and not g.turn_melded:  # not again once the player has melded
            need = asks.first_meld_need(side)
            credit = asks.first_meld_credit(side)
            if need == 0 and credit > 0:  # not "at least 0 points"
                return ("first_meld_minimum", tr("tip.first_meld_covered", credit=credit,
                                                 minimum=asks.first_meld_minimum(side)))
            return ("first_meld_minimum", tr(said(rules, "tip.first_meld_minimum"), need=need))
        return ("meld", tr("tip.meld"))
    return None


def draw_tip(scene: TableScene, surface: pygame.Surface) -> None:
    scene.tip_box, scene.tip_text_bottom = pygame.Rect(0, 0, 0, 0), 0
    scene.tip_close = pygame.Rect(0, 0, 0, 0)
    scene.tip_id = None
    if scene.app is None:
        return
    tip = scene._tip() if scene.app.settings.tips else None
    if tip is None or tip[0] in scene.app.settings.dismissed_tips:
        tip = None
    hint = scene.current_hint()
    if hint is not None:
        tip = ("hint", tr("help.hint_prefix") + " " + hint.text)
    if tip is None:
        return
    L = scene.L
    area = L.tip
    if area.width < TIP_MIN_WIDTH:
        return  # no room beside the buttons: a hint shows in the status line instead
    key, message = tip
    placed = scene._tip_place(message, area)
    if placed is None:
        return
    fs, lines, box = placed
    w.panel(surface, box, (250, 246, 225, 235), 8, (150, 120, 60, 255), 1)
    y = box.top + 7
    for line in lines:
        surface.blit(w.text(line, fs, w.PAPER_INK), (box.left + 8, y))
        y += fs + 4
    scene.tip_box, scene.tip_text_bottom = box, y - 4
    scene.tip_close = pygame.Rect(box.right - 20, box.top + 4, 16, 16)
    pygame.draw.line(surface, (40, 140, 60), scene.tip_close.topleft, scene.tip_close.bottomright, 3)
    pygame.draw.line(surface, (40, 140, 60), scene.tip_close.topright, scene.tip_close.bottomleft, 3)
    scene.tip_id = key


#: The most lines a tip has in its column beside the buttons before it looks for a
#: wider place (a column of fifteen short lines is hard to read).
COLUMN_LINES = 6
#: The widths a tip tries, as a multiple of the type size (about 40 to 60 characters a line).
WIDE_TIPS = (34, 28, 22)


def tip_place(scene: TableScene, message: str, area: pygame.Rect) -> tuple[int, Sequence[str], pygame.Rect] | None:
    """The tip's type size, lines and box: in its column beside the buttons where a few
    lines hold it; else a wider box of readable lines, its right edge at the column's,
    just above or below the centre row where no card, badge or label lies (the opponents'
    or the own meld area's free end); else the column grown up and down as far as no
    card lies there, the type smaller but never below the readable size. ``None`` where
    nothing fits (six players' full meld areas at 1280x800, a long tip): the tip waits,
    as where the buttons leave no room for a box at all."""
    L = scene.L
    cards = [s.slot.rect for s in scene.board.sprites() if s.kind in ("meld", "hand", "red3")]
    cards += scene.badge_boxes + [s.rect for s in scene.meld_spots if s.tile is not None]
    largest = max(w.MIN_TEXT, L.font - 3)  # never smaller than readable
    fits = words_fit(message, largest, area.width - 34)
    lines = w.wrap(message, largest, area.width - 34) if fits else ()
    h = len(lines) * (largest + 4) + 14
    if fits and len(lines) <= COLUMN_LINES and h <= area.height:
        return largest, lines, pygame.Rect(area.left, area.top, area.width, h)
    taken = cards + scene.area_label_rects() + [b.rect for b in scene.buttons.values() if b.visible]
    own = L.melds[L.own_side]
    if not scene.view.melds[L.own_side] and own.width > 0:  # the "drag here" words in the empty area
        taken.append(w.fit_text(tr("table.drag_here"), L.font, own.width - 20).get_rect(center=own.center))
    wide = wide_place(scene, message, area, largest, taken)
    if wide is not None:
        return wide
    beside = [r for r in cards if r.right > area.left and r.left < area.right]
    ceiling = max([L.scores.bottom + L.margin, *(r.bottom + 4 for r in beside if r.bottom <= area.top)])
    floor = min([L.status.top - 2, *(r.top - 4 for r in beside if r.top >= area.bottom)])
    for fs in range(largest, w.MIN_TEXT - 1, -1):
        if not words_fit(message, fs, area.width - 34):
            continue  # a word wider than the column at this size (the larger text): smaller
        lines = w.wrap(message, fs, area.width - 34)
        h = len(lines) * (fs + 4) + 14
        top = max(ceiling, min(area.top, floor - h))
        if top >= ceiling and top + h <= floor:
            return fs, lines, pygame.Rect(area.left, top, area.width, h)
    return None


def words_fit(message: str, fs: int, width: int) -> bool:
    """Whether every word of ``message`` fits ``width`` at ``fs`` (measured, not drawn:
    a size tried and passed over is no overflow)."""
    f = w.font(fs)
    return all(f.size(word)[0] <= width for word in message.split())


def wide_place(scene: TableScene, message: str, area: pygame.Rect, fs: int,
               taken: Sequence[pygame.Rect]) -> tuple[int, Sequence[str], pygame.Rect] | None:
    """A wide tip box right-aligned with the column, just above the centre row or just
    below it, touching no card, badge or area label and inside the table (between the
    plates and the status line)."""
    L = scene.L
    for chars in WIDE_TIPS:
        width = min(fs * chars, area.right - L.margin)
        if width <= area.width:
            continue
        lines = w.wrap(message, fs, width - 34)
        h = len(lines) * (fs + 4) + 14
        for top in (area.top - L.margin - h, area.bottom + L.margin):
            box = pygame.Rect(area.right - width, top, width, h)
            if box.top < L.scores.bottom + L.margin or box.bottom > L.status.top - 2:
                continue
            if box.collidelist(list(taken)) < 0:
                return fs, lines, box
    return None


def draw_hint_marks(scene: TableScene, surface: pygame.Surface) -> None:
    """The hint points at what it plays: a gold ring round the cards of the hand
    (or the stock, or the pile), so it is seen, not only read."""
    hint = scene.current_hint()
    if hint is None:
        return
    rects: list[pygame.Rect] = []
    if hint.place == "stock":
        rects.append(scene.L.stock)
    elif hint.place == "pile":
        rects.append(scene.L.pile)
    wanted = list(hint.cards)
    for sprite in sorted((s for s in scene.board.sprites() if s.kind == "hand"), key=lambda s: s.area.left):
        if sprite.card in wanted:
            wanted.remove(sprite.card)
            rects.append(sprite.area)
    for rect in rects:
        pygame.draw.rect(surface, w.GOLD, rect.inflate(6, 6), 3, border_radius=8)
        tip = (rect.centerx, rect.top - 6)
        pygame.draw.polygon(surface, w.GOLD, [tip, (tip[0] - 7, tip[1] - 10), (tip[0] + 7, tip[1] - 10)])


def on_event(scene: TableScene, ev: TableEvent) -> None:
    if ev.kind in MOVE_KINDS:
        scene.hint = (ev.kind, ev.seat)
    sound = SOUNDS.get(ev.kind)
    if sound is not None:
        scene.play(sound)
    if ev.kind == "answer" and ev.seat is not None:
        yes = isinstance(ev.action, Answer) and ev.action.yes
        scene.bubbles[ev.seat] = (tr("bubble.yes") if yes else tr("bubble.no"), time.monotonic() + 5.0)
    if ev.kind == "ask" and ev.seat is not None:
        scene.bubbles[ev.seat] = (tr("bubble.may_i"), time.monotonic() + 4.0)
    if ev.kind == "canasta":  # the first canasta of each kind has its own tip
        scene._first(FIRST_CANASTA_TIPS.get(str(ev.params.get("kind")), "first_canasta"))
    if ev.kind in ("draw", "take") and ev.seat == scene.c.human and scene._discard_bans():
        scene._first("discard_ban")
    if ev.kind == "packet" and ev.seat == scene.c.human:
        scene._first("packet_foot" if scene.c.rules.packet_trigger == "hand_empty" else "packet_pennies")
    if ev.kind == "meld" and isinstance(ev.action, Meld) and not any(c.is_wild for c in ev.action.cards) \
            and len({c.rank for c in ev.action.cards}) > 1:
        scene._first("first_run")
    if ev.kind == "discard" and scene.c.view().pile_frozen and scene.c.rules.pile_freezes:
        # where the pile is always frozen (Cuban, Uruguay) no wild card need lie in it
        scene._first("always_frozen" if scene.c.rules.pile_always_frozen else "frozen_pile")
    scene._beginner_tips(ev)


def beginner_tips(scene: TableScene, ev: TableEvent) -> None:
    """The beginner's tips, each at its moment and only where its words hold for
    these rules: the first red three laid at once, the first black three that stops
    the pile, the first meld with a wild card (where every meld needs two natural
    cards), the side's first meld (how many canastas going out takes, where no kind
    is asked for) and the first turn the human could take the whole pile."""
    rules, human = scene.c.rules, scene.c.human
    passed = {"ask": "ask_partner", "draw": "take_pile", "take": "take_pile", "dig": "take_pile"}.get(ev.kind)
    if ev.seat == human and scene.event_tip is not None and scene.event_tip[0] == passed:
        scene.event_tip = None  # its moment has passed: the tip of the new moment shows
    if ev.kind == "red3" and ev.seat == human and rules.red_threes_auto:
        scene._first_free("red_three")
    if ev.kind == "discard" and ev.msgid == "status.discarded_stopped":
        scene._first_free("black_three")
    melded: tuple[Card, ...] = ()
    if isinstance(ev.action, Meld):
        melded = tuple(ev.action.cards)
    elif isinstance(ev.action, Add):
        melded = (ev.action.card,)
    if any(c.is_wild for c in melded) and not rules.wild_melds and rules.wild_limit == "classic":
        scene._first_free("wild_cards")
    if (ev.kind == "meld" and ev.seat is not None and rules.side_of(ev.seat) == rules.side_of(human)
            and not (rules.go_out_natural or rules.go_out_mixed or rules.go_out_sevens or rules.go_out_wild
                     or rules.go_out_sequences)):
        scene._first_free("going_out")


def take_pile_tip(scene: TableScene) -> None:
    """The whole pile's tip, the first turn the human could take it (from the
    engine's list), where the pile is not always frozen (Cuban, Uruguay)."""
    rules, g = scene.c.rules, scene.view
    if (g.phase == "draw" and rules.pile_mode == "whole" and not rules.pile_always_frozen
            and any(isinstance(a, Take) for a in scene.legal)):
        scene._first_free("take_pile")
