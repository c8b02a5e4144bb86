"""Where everything goes on the table, for any window size and 2 to 6 players.

Pure geometry: from the window size and the rules, the card sizes and the areas of
the hand, the melds of each side, the stock and pile, each seat's hand of backs,
name plate and red threes, the buttons, the status line and the score panel. The
human sits at the bottom; seats follow clockwise (the next player sits to the left).
Nothing here draws; the table redraws from a new layout whenever the window changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.engine import RuleSet
from game.ui import widgets
from game.ui.cardart import card_size
from game.ui.widgets import MIN_TEXT, font, wrap_breaking

Where = str  # "bottom", "top", "left", "right"


@dataclass
class SeatSpot:
    seat: int
    where: Where
    fan: pygame.Rect  # where the seat's hand (card backs) is fanned
    plate: pygame.Rect  # name plate: name, card count, turn marker
    reds: pygame.Rect  # the seat's red threes
    #: The seat's face-down packet (Hand and Foot's foot, the pennies): a small stack
    #: of backs next to the hand; empty where the rules deal none.
    packet: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    @property
    def anchor(self) -> tuple[int, int]:
        """Where the seat's cards come from and go to."""
        return self.fan.center


@dataclass
class TableLayout:
    width: int
    height: int
    margin: int
    font: int
    hand_card: tuple[int, int]
    meld_card: tuple[int, int]
    pile_card: tuple[int, int]
    back_card: tuple[int, int]
    red_card: tuple[int, int]
    hand: pygame.Rect
    raise_px: int
    stock: pygame.Rect
    pile: pygame.Rect
    melds: list[pygame.Rect]
    seats: list[SeatSpot]
    scores: pygame.Rect
    status: pygame.Rect
    log: pygame.Rect
    left_buttons: pygame.Rect
    right_buttons: pygame.Rect
    toolbar: pygame.Rect
    tip: pygame.Rect
    own_side: int = 0
    #: Where each side's melds go: its meld area less the red threes' place.
    meld_room: list[pygame.Rect] = field(default_factory=list)
    extra: dict[str, pygame.Rect] = field(default_factory=dict)

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)

    @property
    def cascade(self) -> int:
        """Vertical step between the cards of a meld."""
        return max(10, round(self.meld_card[1] * 0.22))

    def seat(self, seat: int) -> SeatSpot:
        return self.seats[seat]


def _clamp(v: float, lo: float, hi: float) -> int:
    return round(max(lo, min(hi, v)))


def seat_positions(players: int) -> list[Where]:
    """Where each seat sits, seat 0 (the human) at the bottom, then clockwise."""
    if players == 2:
        return ["bottom", "top"]
    if players == 3:
        return ["bottom", "left", "right"]
    if players == 4:
        return ["bottom", "left", "top", "right"]
    if players == 5:  # each alone: two seats in each side column, none across
        return ["bottom", "left", "left", "right", "right"]
    if players == 6:
        return ["bottom", "left", "left", "top", "right", "right"]
    raise ValueError(f"no table for {players} players")


#: Narrower than this, the log beside the stock could not be read (a move's line wraps
#: three times): the table makes room for it.
LOG_MIN_WIDTH = 180


def compute_layout(size: tuple[int, int], rules: RuleSet, human: int = 0, names: Sequence[str] = (),
                   pile_marks: Sequence[str] = (), pile_labels: Sequence[str] = ()) -> TableLayout:
    """Where everything on the table goes at this window size. ``names`` are the
    seats' names as their plates show them and ``pile_marks`` the labels that may
    sit beside the pile: the side columns and the marks' room are made wide enough
    for them at full size (a mark may wrap between words)."""
    W, H = max(320, size[0]), max(240, size[1])
    n = rules.players
    wheres = seat_positions(n)
    m = _clamp(min(W, H) * 0.012, 4, 16)
    S = widgets.TEXT_SCALE  # the larger-text setting: the type and the hand's cards grow
    fs = _clamp(H * 0.02 * S, 11, 22 * S)
    hand_h = _clamp(min(H * 0.165 * S, W * 0.13 * S), 56, 220 * S)
    raise_px = round(hand_h * 0.16)
    back_h = _clamp(H * 0.068, 26, 84)
    back_card = card_size(back_h)
    has_side_columns = any(w in ("left", "right") for w in wheres)
    col_w = back_h + 2 * m if has_side_columns else 0
    if has_side_columns:
        col_w = max(col_w, _clamp(fs * 5.2, 60, 120 * S))
        # a side seat's plate holds its name (with the dealer's mark) at full size
        longest = max((font(fs, True).size(n)[0] for n in names), default=0)
        col_w = max(col_w, min(round(W * 0.17), longest + 14 + m))

    # Bottom: the hand between the human's plate (left) and the toolbar (right).
    corner_w = _clamp(W * 0.13, 110, 230)
    hand = pygame.Rect(corner_w + 2 * m, H - m - hand_h - raise_px, W - 2 * corner_w - 4 * m, hand_h + raise_px)
    status_h = fs + 12
    status = pygame.Rect(hand.left, hand.top - status_h - m // 2, hand.width, status_h)

    # Top row: the seat across (or nothing), the score panel left, tools right.
    top_row_h = back_h + m
    top_row = pygame.Rect(0, m, W, top_row_h)

    middle = pygame.Rect(col_w + m, top_row.bottom + m, W - 2 * col_w - 2 * m, status.top - top_row.bottom - 2 * m)

    # Card size for melds and piles: a six-card cascade fits in a meld area, and a
    # dozen meld columns fit across it.
    label_h = fs + 6
    # middle = opp area + centre row (pile_h + label) + own area + 2 gaps
    # area = meld_h * (1 + 5 * 0.22) + label_h
    budget = middle.height - label_h - 2 * m
    meld_h = (budget - 2 * label_h) / (1.0 + 2 * 2.1)
    # (three players' half-width areas overlap their columns instead: the index shows)
    meld_h = min(meld_h, (middle.width / 12 - 5) / 0.714)
    meld_h = _clamp(meld_h, 36, 170)
    meld_card = card_size(meld_h)
    pile_card = card_size(meld_h)
    red_card = card_size(_clamp(min(meld_h * 0.8, back_h * 1.3), 30, 110))

    area_h = round(meld_h * 2.1) + label_h
    centre_h = pile_card[1] + label_h
    spare = middle.height - (2 * area_h + centre_h + 2 * m)
    area_h += max(0, spare) // 2
    opp_area = pygame.Rect(middle.left, middle.top, middle.width, area_h)
    centre = pygame.Rect(middle.left, opp_area.bottom + m, middle.width, centre_h)
    own_area = pygame.Rect(middle.left, centre.bottom + m, middle.width, status.top - m - centre.bottom - m)

    # Stock and pile in the middle of the centre row.
    pw, ph = pile_card
    gap = max(m * 3, round(pw * 0.8))
    if len(pile_labels) == 2:  # "Stock: 88" and "Pile: 88" under the cards never touch (larger text)
        a, b = (font(fs - 1, True).size(label)[0] + 10 for label in pile_labels)
        gap = max(gap, (a + b) // 2 + 8 - pw)
    stock = pygame.Rect(0, 0, pw, ph)
    pile = pygame.Rect(0, 0, pw, ph)
    stock.topright = (W // 2 - gap // 2, centre.top)
    pile.topleft = (W // 2 + gap // 2, centre.top)
    btn_w = _clamp(fs * 7.5, 96, 170)  # a long label wraps to two lines
    left_buttons = pygame.Rect(stock.left - m * 2 - btn_w - round(pw * 0.3), centre.top, btn_w, ph)
    badge_w = max(round(pw * 0.5), fs * 6)  # FROZEN / STOPPED marks beside the pile
    mark_fs = max(MIN_TEXT, fs - 3)
    longest_word = max((font(mark_fs, True).size(word)[0] for mark in pile_marks for word in mark.split()), default=0)
    badge_w = max(badge_w, longest_word + 24 + m)
    right_buttons = pygame.Rect(pile.right + m * 2 + badge_w, centre.top, btn_w, ph)
    log = pygame.Rect(centre.left, centre.top, max(0, left_buttons.left - m - centre.left), centre.height)
    if log.width < LOG_MIN_WIDTH:
        # a narrow window: the doubling button joins the ones right of the pile, so
        # that the log has room to be read
        left_buttons = pygame.Rect(stock.left - m * 2, centre.top, 0, ph)
        log.width = max(0, stock.left - m * 2 - round(pw * 0.3) - centre.left)
    tip = pygame.Rect(right_buttons.right + m, centre.top, max(0, centre.right - right_buttons.right - m),
                      centre.height)

    # Meld areas per side: own side below the centre, the others above it.
    sides = rules.sides
    own_side = rules.side_of(human)
    melds: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0) for _ in sides]
    melds[own_side] = own_area
    # the other sides clockwise from the human's left (as their seats sit)
    others = sorted((s for s in range(len(sides)) if s != own_side), key=lambda s: (s - own_side) % len(sides))
    if len(others) == 1:
        melds[others[0]] = opp_area
    else:  # players each alone: the others' sides side by side, clockwise from the left
        part = (opp_area.width - (len(others) - 1) * m) // len(others)
        for i, s in enumerate(others):
            melds[s] = pygame.Rect(opp_area.left + i * (part + m), opp_area.top, part, opp_area.height)

    # Each side's red threes lie at the left end of its own meld area, under its
    # label (a seat's own row where partners share it): they count for that side, and
    # an opponent's three must never seem to lie in the player's band.
    red_w = round(red_card[0] * 2.35)  # four threes, overlapping
    # partners' threes in rows overlapped (three rows with six players, two at
    # 800x600) so that only the top edge of each read: each seat has its own column
    # instead, side by side, its threes cascading down it
    most = max(len(s) for s in sides)
    column_gap = max(2, m // 2)
    if most >= 2:
        red_w = most * red_card[0] + (most - 1) * column_gap
    # players each alone beside two or more others (three, five players): the areas
    # share the top row, and a strip of four threes side by side took most of a narrow
    # one (Samba for five: 46 of 128 pixels left for its melds); the threes cascade
    # down one card's width instead
    narrow = len(others) >= 2
    red_ws = [red_card[0] if narrow and side != own_side else red_w for side in range(len(sides))]
    red_spots: dict[int, pygame.Rect] = {}
    for side, seats_of_side in enumerate(sides):
        area = melds[side]
        strip = pygame.Rect(area.left + m, area.top + label_h, red_ws[side], area.height - label_h - m)
        k = len(seats_of_side)
        ordered = sorted(seats_of_side, key=lambda s: (s != human, s))
        if k >= 2:
            for i, seat_ in enumerate(ordered):
                red_spots[seat_] = pygame.Rect(strip.left + i * (red_card[0] + column_gap), strip.top,
                                               red_card[0], strip.height)
            continue
        if narrow and side != own_side:  # one seat, its own column: the threes cascade down it
            red_spots[ordered[0]] = strip.copy()
            continue
        step = (strip.height - red_card[1]) / (k - 1) if k > 1 else 0
        for i, seat_ in enumerate(ordered):
            red_spots[seat_] = pygame.Rect(strip.left, strip.top + round(i * max(0, step)), red_w, red_card[1])
    meld_room = [area.copy() for area in melds]
    for side, r in enumerate(meld_room):
        r.left += red_ws[side] + m
        r.width -= red_ws[side] + m

    # Seats.
    packets = rules.packet_size > 0
    seats: list[SeatSpot] = []
    plate_h = fs * 2 + 10
    lefts = [i for i, w in enumerate(wheres) if w == "left"]
    rights = [i for i, w in enumerate(wheres) if w == "right"]
    side_h = status.top - top_row.bottom - m
    for seat in range(n):
        where = wheres[(seat - human) % n]
        if where == "bottom":
            plate = pygame.Rect(m, H - m - plate_h, corner_w, plate_h)
            fan = hand.copy()
        elif where == "top":
            fan_w = min(round(W * 0.3), back_card[0] * 6)
            fan = pygame.Rect(W // 2 - fan_w // 2, top_row.top, fan_w, back_card[1])
            plate = pygame.Rect(fan.right + m, top_row.top, _clamp(fs * 9, 110, 220), min(plate_h, top_row_h))
        else:
            column = lefts if where == "left" else rights
            k = column.index((seat - human) % n)
            count = len(column)
            # in a column of two, the later seat (clockwise) sits higher on the left
            # and lower on the right
            slot = (count - 1 - k) if where == "left" else k
            cell_h = side_h // count
            cell = pygame.Rect(m if where == "left" else W - col_w + 0, top_row.bottom + m + slot * cell_h,
                               col_w - m, cell_h)
            room = cell.height - plate_h - 2 * m
            if packets:  # the packet lies below the hand, rotated like it
                room -= back_card[0] + PACKET_DEPTH + m
            fan_h = max(back_card[0], min(room, round(back_card[0] * (1 + 0.28 * 18))))
            group_h = plate_h + m + fan_h
            top_y = cell.top + max(0, (cell.height - group_h) // 2)
            plate = pygame.Rect(cell.left, top_y, cell.width, plate_h)
            fan = pygame.Rect(cell.centerx - back_card[1] // 2, plate.bottom + m, back_card[1], fan_h)
        if seat < len(names):
            plate, fan = _room_for_name(names[seat], where, plate, fan, fs, W - m, top_row_h, back_card[0])
        spot = SeatSpot(seat, where, fan, plate, red_spots[seat])
        if packets:
            spot.packet = _packet_rect(spot, back_card, m)
        seats.append(spot)

    top = next((s for s in seats if s.where == "top"), None)
    # five players each alone: nothing across, five sides to score: the whole top row
    score_right = top.fan.left - 2 * m if top is not None else round(W * 0.45) if len(sides) < 5 else W - m
    scores = pygame.Rect(m, top_row.top, max(120, score_right - m), top_row_h - m // 2)
    toolbar = pygame.Rect(W - m - corner_w, H - m - hand_h - raise_px, corner_w, hand_h + raise_px)
    return TableLayout(
        width=W, height=H, margin=m, font=fs,
        hand_card=card_size(hand_h), meld_card=meld_card, pile_card=pile_card, back_card=back_card,
        red_card=red_card, hand=hand, raise_px=raise_px, stock=stock, pile=pile, melds=melds, seats=seats,
        scores=scores, status=status, log=log, left_buttons=left_buttons, right_buttons=right_buttons,
        toolbar=toolbar, tip=tip, own_side=own_side, meld_room=meld_room,
    )


def plate_name_lines(name: str, fs: int, plate: pygame.Rect) -> tuple[str, ...]:
    """A seat's name on its plate: over as many lines as it needs at the plate's size,
    never shrunk below it and never cut (a name of 40 letters ran across the cards)."""
    return wrap_breaking(name, fs, plate.width - 12, True)


def _room_for_name(name: str, where: str, plate: pygame.Rect, fan: pygame.Rect, fs: int, right: int, row_h: int,
                   least_fan: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The plate made big enough for the name's lines (the dealer's mark included): the
    seat across grows to the right first, within the top row; the player's own grows
    upwards; a side seat's grows down and its fan of backs gets shorter."""
    if where == "top":
        wanted = font(fs, True).size(name)[0] + 12
        plate = pygame.Rect(plate.left, plate.top, max(plate.width, min(wanted, right - plate.left)), plate.height)
    extra = (len(plate_name_lines(name, fs, plate)) - 1) * (fs + 2)
    if extra <= 0:
        return plate, fan
    if where == "bottom":
        return pygame.Rect(plate.left, plate.top - extra, plate.width, plate.height + extra), fan
    if where == "top":
        return pygame.Rect(plate.left, plate.top, plate.width, max(plate.height, min(plate.height + extra, row_h))), fan
    grown = pygame.Rect(plate.left, plate.top, plate.width, plate.height + extra)
    fan = pygame.Rect(fan.left, fan.top + extra, fan.width, max(least_fan, fan.height - extra))
    return grown, fan


#: How far the backs of a packet's stack are set off from each other, in all.
PACKET_DEPTH = 6


def _packet_rect(spot: SeatSpot, back: tuple[int, int], m: int) -> pygame.Rect:
    """Where a seat's packet lies: above the human's plate (left of the hand), right
    of the name plate across the table, below the hand in a side column (rotated)."""
    bw, bh = back
    if spot.where == "bottom":
        r = pygame.Rect(0, 0, bw + PACKET_DEPTH, bh + PACKET_DEPTH)
        r.bottomleft = (spot.plate.left + m, spot.plate.top - m)
        return r
    if spot.where == "top":
        return pygame.Rect(spot.plate.right + m, spot.plate.top, bw + PACKET_DEPTH, bh + PACKET_DEPTH)
    r = pygame.Rect(0, 0, bh + PACKET_DEPTH, bw + PACKET_DEPTH)
    r.midtop = (spot.fan.centerx, spot.fan.bottom + m)
    return r


def fan_positions(count: int, area: pygame.Rect, card: tuple[int, int], *, vertical: bool = False,
                  max_step: float = 0.72, start: bool = False) -> list[tuple[int, int]]:
    """Top-left corners of ``count`` cards fanned across ``area`` (centred, or from
    its start), the step no more than ``max_step`` of a card and shrinking to fit."""
    if count <= 0:
        return []
    w, h = card
    length = area.height if vertical else area.width
    size = h if vertical else w
    step = size * max_step
    if count > 1:
        step = min(step, (length - size) / (count - 1))
    step = max(1.0, step)
    total = size + step * (count - 1)
    if start:
        first = float(area.top if vertical else area.left)
    else:
        first = (area.centery if vertical else area.centerx) - total / 2
    out: list[tuple[int, int]] = []
    for i in range(count):
        if vertical:
            out.append((area.centerx - w // 2, round(first + i * step)))
        else:
            out.append((round(first + i * step), area.bottom - h))
    return out
