"""The hand and the board's places: where every card lies (the hand, the other seats'
backs, packets, red threes), where a new card glides in from, and the player's own order
of the hand."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from game.engine import (
    View,
)
from game.engine.cards import Card, make_deck
from game.ui.layout import fan_positions
from game.ui.meldtiles import (
    needs_tiles,
)
from game.ui.queries import hand_sort_key
from game.ui.sprites import Slot, card_image, card_image_cached
from game.ui.tableparts.common import (
    LAYER_BACK,
    LAYER_HAND,
    LAYER_PACKET,
    LAYER_PILE,
    LAYER_RED,
    LAYER_STOCK,
    Drag,
)

if TYPE_CHECKING:
    from game.ui.table import TableScene


def slots(scene: TableScene, view: View) -> list[Slot]:
    L = scene.L
    slots: list[Slot] = []
    if view.stock_size:
        slots.append(Slot(("stock",), None, L.stock.topleft, L.pile_card, LAYER_STOCK, "stock"))
    pile = view.pile
    if pile:
        top = pile[-1]
        frozen_card = None
        if view.pile_frozen and scene.c.rules.pile_freezes:
            frozen_card = next((c for c in reversed(pile) if c.is_wild), None)
        pw, ph = L.pile_card
        # a freezing wild card lies across the pile, its ends showing below the top card
        across = (L.pile.centerx - ph // 2 - round(pw * 0.3), L.pile.centery - pw // 2 + round(ph * 0.1))
        if frozen_card is not None and frozen_card is top:
            slots.append(Slot(("pile", len(pile) - 1), top, across, L.pile_card, LAYER_PILE + 2, "pile",
                              rotated=True))
        else:
            if frozen_card is not None:
                idx = len(pile) - 1 - list(reversed(pile)).index(frozen_card)
                slots.append(Slot(("pile", idx), frozen_card, across, L.pile_card, LAYER_PILE, "pile",
                                  rotated=True, info="frozen"))
            slots.append(Slot(("pile", len(pile) - 1), top, L.pile.topleft, L.pile_card, LAYER_PILE + 2,
                              "pile"))
    for i, card in enumerate(view.pending):  # the pile, taken on condition of the first meld
        d = min(3, len(view.pending) - 1 - i) * 2
        slots.append(Slot(("pend", i), card, (L.pile.left + d, L.pile.top + d), L.pile_card, LAYER_PILE + 3 + i,
                          "pend"))
    n = scene.c.rules.players
    scene.packet_at = {seat: spot.packet for seat, spot in enumerate(L.seats)}
    # when the deal is over the other hands are shown face up (what was left in
    # them counts against their side), upright so that their corners can be read
    over = view.phase in ("deal_over", "match_over")
    for seat in range(n):
        spot = L.seats[seat]
        if seat != scene.c.human:
            faces: list[Card | None] = [None] * view.hand_sizes[seat]
            if over:
                laid = view.special_laid  # a special hand shows where its player sat
                left = scene.c.revealed()  # the hands left, public once the deal is over
                held = laid[2] if laid is not None and laid[0] == seat else (left[seat] if left else ())
                faces = [*sorted(held, key=hand_sort_key)]
            count = len(faces)
            vertical = spot.where in ("left", "right")
            rotated = vertical and not over
            bw, bh = L.back_card
            shown = (bh, bw) if rotated else (bw, bh)
            step = 0.28 if vertical else 0.3
            fan = fan_positions(count, spot.fan, shown, vertical=vertical, max_step=step, start=vertical)
            for i, pos in enumerate(fan):
                if not vertical:
                    pos = (pos[0], spot.fan.top)
                slots.append(Slot(("back", seat, i), faces[i], pos, L.back_card, LAYER_BACK + i, "back",
                                  rotated=rotated, info=seat))
            if vertical and spot.packet.width:  # the packet lies just below the backs
                below = (fan[-1][1] + shown[1] if fan else spot.fan.top) + L.margin
                scene.packet_at[seat] = spot.packet.move(0, min(0, below - spot.packet.top))
        scene._packet_slots(seat, view, slots)
        reds = view.red_threes[seat]
        if reds:
            rw, rh = L.red_card
            column = spot.reds.height > rh * 1.2  # a seat's own column (six players): a cascade down it
            strip = scene._reds_below_label(seat, spot.reds)
            for j, pos in enumerate(fan_positions(len(reds), strip, (rw, rh), vertical=column,
                                                  max_step=0.3 if column else 0.45, start=column)):
                slots.append(Slot(("red3", seat, j), reds[j], pos if column else (pos[0], strip.top),
                                  L.red_card, LAYER_RED + j, "red3", info=seat))
    scene.meld_spots = []
    scene.meld_rects = {}
    scene.meld_at = {}
    scene.tile_sizes = {}
    rooms = L.meld_room or L.melds
    mw = L.meld_card[0]
    tiled = {side for side, area in enumerate(rooms)
             if needs_tiles(len(view.melds[side]), area.width - 2 * L.margin, mw)}
    if tiled - {L.own_side}:  # the other sides alike, to be compared at a glance
        tiled |= set(range(len(rooms))) - {L.own_side}
    for side, area in enumerate(rooms):
        scene._meld_slots(side, area, view.melds[side], slots, side in tiled)
    cards = scene.order.cards
    seen: Counter[Card] = Counter()
    positions = fan_positions(len(cards), L.hand, L.hand_card, max_step=0.7)
    for i, card in enumerate(cards):
        x, y = positions[i]
        if i in scene.selected:
            y -= L.raise_px
        slots.append(Slot(("hand", card, seen[card]), card, (x, y), L.hand_card, LAYER_HAND + i, "hand", info=i))
        seen[card] += 1
    laid = view.special_laid
    if over and laid is not None and laid[0] == scene.c.human and not cards:
        # the player's own special hand, face up where the hand was (as a computer's is
        # where it sat): the fourteen cards are out of the hand, not to be played
        special = sorted(laid[2], key=hand_sort_key)
        fan = fan_positions(len(special), L.hand, L.hand_card, max_step=0.7)
        for i, (face, pos) in enumerate(zip(special, fan, strict=True)):
            slots.append(Slot(("back", scene.c.human, i), face, pos, L.hand_card, LAYER_HAND + i, "back",
                              info=scene.c.human))
    return slots


def reds_below_label(scene: TableScene, seat: int, reds: pygame.Rect) -> pygame.Rect:
    """A seat's red-three strip where it lies in its side's meld area under a label
    of two lines (narrow areas, five players): moved down below the label, so that
    the cards do not cover its second line."""
    side = scene.c.rules.side_of(seat)
    area = scene.L.melds[side] if side < len(scene.L.melds) else pygame.Rect(0, 0, 0, 0)
    if not area.contains(reds):
        return reds
    lines = scene._area_label_lines(side, area)
    if len(lines) < 2:
        return reds
    below = area.top + 4 + sum(t.get_height() for t in lines) + 2
    if below <= reds.top:
        return reds
    if reds.bottom - below >= scene.L.red_card[1]:  # a seat's tall column (six players): it starts lower
        return pygame.Rect(reds.left, below, reds.width, reds.bottom - below)
    return reds.move(0, max(0, min(below - reds.top, area.bottom - reds.bottom)))


def packet_slots(scene: TableScene, seat: int, view: View, slots: list[Slot]) -> None:
    """A seat's face-down packet (the foot, the pennies) as a small stack of backs:
    three cards at most, set off a little, the size written beside it."""
    size = view.packet_sizes[seat] if seat < len(view.packet_sizes) else 0
    rect = scene.packet_at.get(seat, scene.L.seats[seat].packet)
    if not size or not rect.width:
        return
    spot = scene.L.seats[seat]
    rotated = spot.where in ("left", "right")
    bw, bh = scene.L.back_card
    for j in range(min(3, size)):
        d = (min(3, size) - 1 - j) * 2
        slots.append(Slot(("packet", seat, j), None, (rect.left + d, rect.top + d), (bw, bh), LAYER_PACKET + j,
                          "packet", rotated=rotated, info=seat))


def source(scene: TableScene, slot: Slot) -> tuple[float, float]:
    """Where a card that was not on the table before comes from."""
    L = scene.L
    kind, seat = scene.hint
    if kind in ("take", "dig") and slot.kind in ("hand", "back", "meld", "pend"):
        centre = L.pile.center
    elif kind == "packet" and seat is not None and slot.kind in ("hand", "back"):
        centre = scene.packet_at.get(seat, L.seats[seat].packet).center  # the packet taken up: from there
    elif kind in ("meld", "add", "discard", "swap", "undo") and seat is not None:
        centre = L.hand.center if seat == scene.c.human else L.seats[seat].anchor
    else:
        centre = L.stock.center
    w_, h_ = slot.rect.size
    return (centre[0] - w_ / 2, centre[1] - h_ / 2)


def hand_sliding(scene: TableScene) -> bool:
    """Whether the hand is spreading out or closing up (a card rising when selected
    moves only up and down)."""
    return any(s.kind == "hand" and s.moving and s.tx != s.sx for s in scene.board.sprites())


def reorder(scene: TableScene, d: Drag, pos: tuple[int, int]) -> None:
    n = len(scene.order.cards) - len(d.indices)
    lead_x = pos[0] - d.grab[0] + scene.L.hand_card[0] / 2
    positions = fan_positions(n, scene.L.hand, scene.L.hand_card, max_step=0.7)
    at = sum(1 for x, _ in positions if x + scene.L.hand_card[0] / 2 < lead_x)
    scene.order.move_many(d.indices, at)
    if scene.selected:
        scene.selected = set(range(at, at + len(d.indices))) if set(d.indices) == scene.selected else set()
    scene.refresh()


def draw_fresh(scene: TableScene, surface: pygame.Surface) -> None:
    """A gold bar above the cards that just came into the hand."""
    if not scene.fresh:
        return
    now = time.monotonic()
    hand = sorted((s for s in scene.board.sprites() if s.kind == "hand"), key=lambda s: s.area.left)
    for i, sprite in enumerate(hand):
        until = scene.fresh.get(id(sprite))
        if until is None or sprite.moving:
            continue
        if now > until:
            del scene.fresh[id(sprite)]
            continue
        right = hand[i + 1].area.left if i + 1 < len(hand) else sprite.area.right
        bar = pygame.Rect(sprite.area.left + 3, sprite.area.top - 8, max(8, right - sprite.area.left - 6), 5)
        pygame.draw.rect(surface, (255, 214, 70), bar, border_radius=2)


def faces_to_warm(scene: TableScene) -> Iterator[tuple[Card, tuple[int, int]]]:
    """Every face at the sizes of this layout, drawn a few at a time in spare
    frame time so that a card seen for the first time costs nothing then."""
    deck = sorted(set(make_deck(1, 1)))
    for size in (scene.L.hand_card, scene.L.meld_card, scene.L.red_card):
        for card in deck:
            yield card, size


def warm_faces(scene: TableScene) -> None:
    """Draw one face not drawn yet (a face takes a few milliseconds: one a frame
    keeps the frame well within its time)."""
    if scene._warm is None:
        return
    for card, (cw, ch) in scene._warm:
        if not card_image_cached(card, cw, ch):
            card_image(card, cw, ch)
            return
    scene._warm = None


def selected_cards(scene: TableScene) -> list[Card]:
    return [scene.order.cards[i] for i in sorted(scene.selected) if i < len(scene.order.cards)]
