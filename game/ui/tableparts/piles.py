"""The stock and the discard pile: their cards, their badges (frozen, stopped, taken), the
glow of a drop target, the packets' marks, a look at the pile and the choice of how to
take it."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.app.i18n import tr, trn
from game.engine import (
    Dig,
    Meld,
    Take,
)
from game.ui import widgets as w
from game.ui.dialogs import Dialog, PilePeek
from game.ui.queries import take_text
from game.ui.sprites import CardSprite

if TYPE_CHECKING:
    from game.ui.table import TableScene


def draw_piles(scene: TableScene, surface: pygame.Surface) -> None:
    L = scene.L
    view = scene.view
    fs = L.font - 1
    for rect, count in ((L.stock, view.stock_size), (L.pile, len(view.pile))):
        layers = min(4, (count + 9) // 10)
        for k in range(layers, 0, -1):
            r = rect.move(k * 2, k * 2)
            pygame.draw.rect(surface, (18, 40, 28), r, border_radius=6)
            pygame.draw.rect(surface, (200, 200, 190), r, 1, border_radius=6)
        if count == 0:
            w.panel(surface, rect, (0, 0, 0, 50), 8, (160, 190, 170, 160), 2)
    stock_label = w.text(tr("status.stock", count=view.stock_size), fs, w.INK, True)
    w.blit_center(surface, stock_label, (L.stock.centerx, L.stock.bottom + 6 + fs // 2 + 2))


def pile_badges(scene: TableScene) -> list[tuple[str, tuple[int, int, int]]]:
    """The marks beside the pile, each its words and colour: frozen, stopped,
    frozen for the player's side, cards taken, how many cards a take gets."""
    L = scene.L
    view = scene.view
    top = view.pile_top
    badges: list[tuple[str, tuple[int, int, int]]] = []
    freezes = scene.c.rules.pile_freezes  # digging asks no freezing: nothing to show
    if view.pile_frozen and freezes:
        badges.append((tr("badge.frozen"), (40, 110, 200)))
    if top is not None and top.is_black_three and scene.c.rules.threes_special:
        badges.append((tr("badge.stopped"), (180, 40, 40)))
    if (not badges and freezes and view.pile and scene.c.asks().is_frozen_for(L.own_side)
            and not view.opened[L.own_side]):
        badges.append((tr("badge.frozen_for_you"), (60, 90, 70)))
    if view.pending:
        badges.append((trn("badge.taken", len(view.pending)), (150, 105, 20)))
    take_top = scene.c.rules.pile_take_count
    if take_top and len(view.pile) > take_top and not view.pending:
        badges.append((tr("badge.take_top", count=take_top), (70, 90, 80)))
    return badges


def draw_pile_marks(scene: TableScene, surface: pygame.Surface) -> None:
    L = scene.L
    view = scene.view
    fs = max(w.MIN_TEXT, L.font - 3)
    badges = scene.pile_badges()
    pile_label = w.text(tr("status.pile", count=len(view.pile) if not view.pending else 0), L.font - 1, w.INK,
                        True)
    box = pile_label.get_rect(center=(L.pile.centerx, L.pile.bottom + 6 + L.font // 2 + 1)).inflate(10, 2)
    w.panel(surface, box, (6, 24, 14, 200), box.height // 2)
    w.blit_center(surface, pile_label, box.center)
    y = L.pile.top + 2
    left = L.pile.right + L.margin + 6
    room = L.right_buttons.left - left - 16  # the marks never run under the buttons
    for label, colour in badges:
        lines = w.fit_lines(label, fs, room, (255, 255, 255), True)
        box = pygame.Rect(left - 6, y - 2, max(t.get_width() for t in lines) + 12,
                          sum(t.get_height() for t in lines) + 4)
        w.panel(surface, box, (*colour, 235), min(box.height // 2, 10), (255, 255, 255, 200), 1)
        w.blit_lines(surface, lines, box.center)
        y = box.bottom + 4


def draw_glows(scene: TableScene, surface: pygame.Surface) -> None:
    d = scene.drag
    if d is None:
        for a in scene.take_backs:  # the melds a card may be taken back from (Modern American)
            rect = scene.meld_rects.get(a.meld)
            if rect is not None:
                w.glow(surface, rect.inflate(-2, -2), w.GOLD, 0.9, 10)
        return
    pulse = 0.9 if scene.calm else 0.75 + 0.25 * math.sin(scene.clock * 6)
    for t in d.targets:
        if not t.legal or t.kind == "hand":
            continue
        if t.kind == "area" and not isinstance(t.actions[0], Meld):
            continue  # it would add to a meld, which glows itself
        strong = d.hover is t
        w.glow(surface, t.rect.inflate(6, 6), w.GOLD, (1.2 if strong else 0.7) * pulse, 10)
        if t.kind == "area":
            label = w.text(tr("table.new_meld"), scene.L.font, w.GOLD, True)
            surface.blit(label, label.get_rect(bottomright=(t.rect.right - 10, t.rect.bottom - 6)))
    if d.hover is not None and not d.hover.legal and d.hover.kind != "hand":
        w.panel(surface, d.hover.rect.inflate(6, 6), (220, 60, 50, 40), 10, (220, 60, 50, 200), 2)


def draw_packet_marks(scene: TableScene, surface: pygame.Surface) -> None:
    """The size of each face-down packet, on a small plate by its stack: "Foot: 11"
    where there is room beside it, else the number on the stack."""
    L = scene.L
    view = scene.view
    fs = max(w.MIN_TEXT, L.font - 3)
    word = "table.packet_foot" if scene.c.rules.packet_trigger == "hand_empty" else "table.packet_pennies"
    for seat, spot in enumerate(L.seats):
        size = view.packet_sizes[seat] if seat < len(view.packet_sizes) else 0
        rect = scene.packet_at.get(seat, spot.packet)
        if not size or not rect.width:
            continue
        label = tr(word, count=size)
        image = w.text(label, fs, w.INK, True)
        if spot.where == "bottom":
            room = L.hand.left - rect.right - 2 * L.margin
        elif spot.where == "top":
            room = L.width - rect.right - 2 * L.margin
        else:
            room = 0
        if image.get_width() + 10 <= room:
            box = image.get_rect(midleft=(rect.right + L.margin + 5, rect.centery)).inflate(10, 4)
        else:
            image = w.text(str(size), fs, w.INK, True)
            box = image.get_rect(center=rect.center).inflate(10, 4)
        w.panel(surface, box, (8, 24, 16, 220), box.height // 2, (110, 140, 120, 220), 1)
        w.blit_center(surface, image, box.center)


def open_peek(scene: TableScene, dig: bool = False) -> None:
    g = scene.view
    pick: Callable[[int], None] | None = None
    if dig:
        def pick(depth: int) -> None:
            scene.submit([Dig(depth)])
    scene._push(PilePeek(tuple(g.pile), g.pile_frozen, pick,
                        title=tr("pile.dig_title") if dig else tr("pile.title")))


def ask_take(scene: TableScene, ways: Sequence[Take]) -> None:
    """The pile can be taken more than one way (onto a meld, with a natural pair,
    with a wild card): the player chooses; Escape keeps the pile where it is."""
    answers: list[tuple[str, Callable[[], None]]] = [
        (take_text(way, scene.view), scene._taking(way)) for way in ways]
    answers.append((tr("button.cancel"), lambda: None))
    scene._push(Dialog(tr("dialog.take_how_title"), tr("dialog.take_how"), answers))


def taking(scene: TableScene, way: Take) -> Callable[[], None]:
    return lambda: scene._submit_take(way)


def submit_take(scene: TableScene, way: Take) -> None:
    scene.submit([way])


def pile_top_sprite(scene: TableScene) -> CardSprite | None:
    return scene.board.by_key.get(("pile", len(scene.view.pile) - 1))
