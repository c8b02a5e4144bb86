"""The table: the human's hand at the bottom, the other players around, the melds of
each side, the stock and the discard pile, buttons, scores and the status line.

It reads the match through the seat's connection (``TableSeats``): the seat's
``View``, the events it may see, and the hands the end of a deal makes public. Every
move the mouse makes is turned into engine actions and submitted through the
connection, and every refusal shown is the engine's own message. Drop targets are
highlighted by asking the connection (``SeatAsks``: the engine's planners and checks,
answered from the seat's view) what a drop would do.
"""

from __future__ import annotations

import dataclasses
import math
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.i18n import card_name, tr, trn
from game.engine import (
    Action,
    Add,
    Answer,
    Ask,
    Dig,
    Draw,
    IllegalAction,
    LayRedThree,
    Meld,
    NextDeal,
    SpecialHand,
    Stop,
    Swap,
    TableMeld,
    Take,
    TakeBack,
    Undo,
    View,
    hand_value,
)
from game.engine.cards import Card, make_deck
from game.ui import widgets as w
from game.ui.canastalines import block_of, layout_lines, listed
from game.ui.cardart import card_size, suit_colour, table_background
from game.ui.dialogs import Dialog, MeldOverview, PilePeek
from game.ui.hints import Hint
from game.ui.layout import LOG_MIN_WIDTH, TableLayout, compute_layout, fan_positions
from game.ui.logview import LogScene, discards_line, last_discard_cards, opponents, shown_events
from game.ui.meldmarks import badge, cascade_order, is_closed, meld_order_key, padlock, suit_chip, tip_name
from game.ui.meldtiles import (
    TILE_STEP,
    Tile,
    draw_key,
    draw_tile,
    key_of,
    layout_tiles,
    layout_worded,
    needs_tiles,
)
from game.ui.queries import HandOrder, hand_sort_key, special_hand_name, take_text
from game.ui.rulespage import ban_sentences, said, wild_canasta_pays
from game.ui.scenes import Scene
from game.ui.scoresheet import ScoreSheetScene
from game.ui.screens import PassScreen
from game.ui.seats import TableEvent, TableSeats
from game.ui.sprites import Board, CardSprite, Slot, card_image, card_image_cached

if TYPE_CHECKING:
    from game.ui.app import App

LAYER_STOCK = 10
LAYER_PILE = 20
LAYER_RED = 40
LAYER_BACK = 100
LAYER_PACKET = 90
LAYER_MELD = 400
LAYER_HAND = 1000

#: Seconds a card takes to glide to its place, by speed setting.
GLIDE = {"slow": 0.45, "normal": 0.32, "fast": 0.2, "instant": 0.06}
DRAG_THRESHOLD = 6
#: seconds the hand must have lain still after closing up or spreading out before a
#: click on it plays a card: a click aimed at a card before the hand moved would
#: otherwise land on the card that slid under the pointer
HAND_SETTLE = 0.25
#: The first tip of a canasta by its kind (``RuleSet.canasta_kind_of``): a run's, a wild
#: canasta's and a canasta of sevens' differ from "seven cards of one rank"; natural and
#: mixed canastas share ``first_canasta``.
FIRST_CANASTA_TIPS = {"sequence": "first_canasta_run", "wild": "first_canasta_wild", "sevens": "first_canasta_sevens"}
MOVE_KINDS = {"draw", "take", "dig", "meld", "add", "swap", "discard", "next", "undo", "red3", "packet"}
SOUNDS = {"draw": "draw", "take": "draw", "dig": "draw", "meld": "meld", "add": "meld", "swap": "meld",
          "discard": "discard", "canasta": "canasta", "out": "go_out", "next": "deal", "red3": "draw",
          "packet": "deal"}


def index_strip(column: pygame.Rect, card: tuple[int, int]) -> pygame.Rect:
    """The part of an open meld's column where its ranks are read: the left of each
    card's top (its index, rank over suit) down to the index of the last card."""
    mw, mh = card
    return pygame.Rect(column.left, column.top, round(mw * 0.4), column.height - mh + round(mh * 0.4))


def visible_face(spot: MeldSpot, spots: Sequence[MeldSpot], card: tuple[int, int]) -> pygame.Rect:
    """The cards of a meld's column as far as they are in sight: an open column's
    cascade, a canasta's squared pile (not the badge's place below it), up to where
    the next column of its side begins (the next lies over it)."""
    mw, mh = card
    face = spot.rect.copy() if not spot.canasta else pygame.Rect(spot.rect.left, spot.rect.top, mw + 6, mh + 6)
    following = [o.rect.left for o in spots if o.side == spot.side and o.tile is None and o.rect.left > spot.rect.left]
    face.width = max(1, min(face.right, *following) - face.left) if following else face.width
    return face


@dataclass
class Target:
    """A place a drag can end, and what the engine says a drop there would do."""

    kind: str  # meld, area, pile, take, hand
    rect: pygame.Rect
    actions: list[Action]
    refusal: IllegalAction | None
    side: int | None = None
    rank: int | None = None
    meld: int | None = None  # the meld's id (several melds of a rank, runs)

    @property
    def legal(self) -> bool:
        return self.refusal is None and (bool(self.actions) or self.kind == "hand")


@dataclass
class Press:
    pos: tuple[int, int]
    what: str  # hand, stock, pile, meld, area, button, eye, tipclose, none
    index: int = -1
    side: int | None = None
    rank: int | None = None
    key: str = ""
    sprite: CardSprite | None = None
    meld: int | None = None
    settled: bool = True  #: a hand card pressed when the hand had lain still (HAND_SETTLE)


@dataclass
class Drag:
    what: str  # cards, stock, pile, meld
    indices: list[int]
    sprites: list[CardSprite]
    grab: tuple[float, float]
    targets: list[Target]
    pos: tuple[int, int]
    hover: Target | None = None


@dataclass
class MeldSpot:
    side: int
    meld: TableMeld
    rect: pygame.Rect
    canasta: bool
    #: drawn as a tile of one line (``meldtiles``): its side's area is too narrow for columns
    tile: Tile | None = None


#: Seconds a new turn's plate and the "Go out" button pulse before they glow steadily
#: (a table at rest draws nothing).
PULSE_SECONDS = 3.0
#: The sand of a thinking seat's hourglass moves this many times a second and runs
#: out in this many steps (0 to 1), then starts again: a few frames, not every frame.
HOURGLASS_RATE = 4
HOURGLASS_STEPS = 6
#: The narrowest the tip box beside the buttons may be (else hints use the status line).
TIP_MIN_WIDTH = 120
#: Seconds a message (a refusal, a notice) stays in the status line.
NOTE_SECONDS = 6.0


class TableScene(Scene):
    opaque = True

    def __init__(self, seats: TableSeats) -> None:
        super().__init__()
        self.c = seats
        self.board = Board()
        self.order = HandOrder([])
        self.selected: set[int] = set()
        self.press: Press | None = None
        self.drag: Drag | None = None
        self.view: View = seats.view()
        self.L: TableLayout = compute_layout((1280, 800), seats.rules, seats.human)
        self.meld_spots: list[MeldSpot] = []
        #: Each meld's place on the table and the meld itself, by the meld's id.
        self.meld_rects: dict[int, pygame.Rect] = {}
        self.meld_at: dict[int, TableMeld] = {}
        #: Where each seat's packet lies now (a side seat's moves up under a short hand).
        self.packet_at: dict[int, pygame.Rect] = {}
        self.seen_version = -1
        self.seen_events = 0
        self.hint: tuple[str, int | None] = ("next", None)
        self.note: tuple[str, bool, float, tuple[str, ...]] | None = None
        self.hover_note: str | None = None
        self.bubbles: dict[int, tuple[str, float]] = {}
        self.fresh: dict[int, float] = {}  # hand sprites just received, by id: until when
        self.go_out: list[Action] | None = None
        self.special: SpecialHand | None = None  #: the special hand the button lays (Modern American)
        self.lay_three: LayRedThree | None = None  #: the kept three the button lays out (Modern American)
        #: the melded cards the player may take back and discard, one per meld (Modern American,
        #: when the discard bans forbid every card in the hand): those melds glow, a click takes one
        self.take_backs: list[TakeBack] = []
        self.legal: list[Action] = []
        self.sheet_marker: tuple[int, bool] = (len(self.view.results), seats.outcome is not None)
        self.sheet_wait = 0.0
        self.clock = 0.0
        self.hand_moved_at = -HAND_SETTLE  #: the clock when the hand's cards last slid sideways
        self.mouse = (0, 0)
        self.hand_key: tuple[Card, ...] = ()
        self.eye_rects: dict[int, pygame.Rect] = {}
        #: each side's name as shown in the score panel, where it and the score were drawn
        self.score_parts: dict[int, tuple[str, pygame.Rect, pygame.Rect]] = {}
        self.tip_close = pygame.Rect(0, 0, 0, 0)
        self.tip_box = pygame.Rect(0, 0, 0, 0)  #: the tip drawn last (its words end at tip_text_bottom)
        self.tip_text_bottom = 0
        self.badge_boxes: list[pygame.Rect] = []  #: the canasta badges drawn last
        self.badge_words: list[str] = []  #: and what each said (a size alone where no room was left)
        #: the colours' key in the score panel: the kinds of the canastas whose tiles tell
        #: theirs by colour alone (``meldtiles.key_of``: name, colour), and where each was drawn
        self.colour_key: list[tuple[str, tuple[int, int, int]]] = []
        self.colour_key_boxes: list[pygame.Rect] = []
        #: the indexes (rank and suit) of the open columns' cards when the badges were placed
        self.badge_indexes: list[pygame.Rect] = []
        self.chip_boxes: list[pygame.Rect] = []  #: the runs' suit chips drawn last
        self.tile_words: list[pygame.Rect] = []  #: the words of the meld tiles drawn last
        self.tile_sizes: dict[int, int] = {}  #: the size of the tiles' type, by side
        self.bubble_boxes: dict[int, pygame.Rect] = {}  #: each seat's speech bubble drawn last
        self.plate_chips: dict[int, pygame.Rect] = {}  #: each seat's last discard on its plate
        #: the thinking seat's hourglass as drawn: (seat, its rect, the rect and text of the line before it)
        self.thinking_mark: tuple[int, pygame.Rect, pygame.Rect, str] | None = None
        self.tip_id: str | None = None
        self.frames = 0
        self._static: pygame.Surface | None = None
        self._warm: Iterator[tuple[Card, tuple[int, int]]] | None = None
        self._static_key: object = None
        self.buttons: dict[str, w.Button] = {
            b.key: b for b in (
                w.Button("giveup", "", style="danger"),
                w.Button("double", ""),
                w.Button("special", "", style="primary"),
                w.Button("laythree", ""),
                w.Button("goout", "", style="primary"),
                w.Button("stop", "", style="primary"),
                w.Button("ask", ""),
                w.Button("undo", ""),
                w.Button("look", "", style="quiet"),
                w.Button("dig", "", style="quiet"),
                w.Button("next", "", style="primary"),
                w.Button("newmatch", "", style="primary"),
                w.Button("sort", "", style="quiet"),
                w.Button("hint", "", style="quiet"),
                w.Button("tips", "?", style="quiet"),
                w.Button("scores", "", style="quiet"),
                w.Button("menu", "", style="quiet"),
                w.Button("log", "", style="quiet"),
            )
        }
        #: Doubling sits by the stock; giving up - rare, and final - in the corner
        #: with the tools, away from where the cards are played.
        self.left_keys = ["double"]
        self.right_keys = ["special", "laythree", "goout", "stop", "ask", "undo", "look", "dig", "next", "newmatch"]
        self.tool_keys = ["giveup", "sort", "hint", "tips", "scores", "menu"]
        #: Set by the program around the table: the hint for a view, the in-game menu.
        self.hint_source: Callable[[View], Hint | None] | None = None
        self.on_menu: Callable[[], None] | None = None
        #: Tips shown once when something happens for the first time (id, until when).
        self.event_tip: tuple[str, float] | None = None
        self.seen_firsts: set[str] = set()
        #: The hint asked for, and the controller's version it was given at: it
        #: holds only while the game stays as it was (it ends with the move).
        self.hint_text: tuple[str, int] | None = None
        self.hint_shown: Hint | None = None
        self.passing = False
        #: What the picture showed when last checked, beyond the cards (see ``_look``).
        self._look_key: object = None
        #: Table clock when the seat to move last changed (its plate pulses a while).
        self.turn_since = 0.0
        self._turn_key: tuple[int, int] | None = None

    # ------------------------------------------------------------------ lifecycle
    def enter(self, app: App) -> None:
        super().enter(app)
        self.c.speed = app.settings.speed
        self.refresh(0.0)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        names = [f"{self.c.name(s)} {tr('table.dealer_mark')}" for s in range(self.c.rules.players)]
        names.append(trn("count.cards", 88))  # a plate's second line, in its smaller type
        marks = [tr("badge.frozen"), tr("badge.stopped"), tr("badge.frozen_for_you"), trn("badge.taken", 88),
                 tr("badge.take_top", count=88)]
        self.L = compute_layout(size, self.c.rules, self.c.human, names, marks)
        self.cancel_drag()
        self.refresh(0.0)
        self._warm = self._faces_to_warm()

    def _faces_to_warm(self) -> Iterator[tuple[Card, tuple[int, int]]]:
        """Every face at the sizes of this layout, drawn a few at a time in spare
        frame time so that a card seen for the first time costs nothing then."""
        deck = sorted(set(make_deck(1, 1)))
        for size in (self.L.hand_card, self.L.meld_card, self.L.red_card):
            for card in deck:
                yield card, size

    def _warm_faces(self) -> None:
        """Draw one face not drawn yet (a face takes a few milliseconds: one a frame
        keeps the frame well within its time)."""
        if self._warm is None:
            return
        for card, (cw, ch) in self._warm:
            if not card_image_cached(card, cw, ch):
                card_image(card, cw, ch)
                return
        self._warm = None

    def play(self, name: str) -> None:
        if self.app is not None:
            self.app.sound.play(name)

    # ------------------------------------------------------------------ reading the match
    def refresh(self, duration: float | None = None) -> None:
        """Lay the cards out for the game as it is now; cards glide to new places."""
        c = self.c
        view = c.view()
        self.view = view
        hand_key = tuple(sorted(view.hand))
        if hand_key != self.hand_key:
            self.selected.clear()
            self.hand_key = hand_key
        self.order.sync(view.hand)
        self.selected = {i for i in self.selected if i < len(self.order.cards)}
        slots = self._slots(view)
        glide = GLIDE.get(c.speed, 0.3) if duration is None else duration
        created = self.board.sync(slots, self._source, glide)
        now = time.monotonic()
        for sprite in created:
            if sprite.kind == "hand" and self.hint[0] in ("draw", "take", "dig", "undo"):
                self.fresh[id(sprite)] = now + 2.5
        self.seen_version = c.version
        self._update_buttons()
        self._take_pile_tip()
        self.invalidate()

    def _slots(self, view: View) -> list[Slot]:
        L = self.L
        slots: list[Slot] = []
        if view.stock_size:
            slots.append(Slot(("stock",), None, L.stock.topleft, L.pile_card, LAYER_STOCK, "stock"))
        pile = view.pile
        if pile:
            top = pile[-1]
            frozen_card = None
            if view.pile_frozen and self.c.rules.pile_freezes:
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
        n = self.c.rules.players
        self.packet_at = {seat: spot.packet for seat, spot in enumerate(L.seats)}
        # when the deal is over the other hands are shown face up (what was left in
        # them counts against their side), upright so that their corners can be read
        over = view.phase in ("deal_over", "match_over")
        for seat in range(n):
            spot = L.seats[seat]
            if seat != self.c.human:
                faces: list[Card | None] = [None] * view.hand_sizes[seat]
                if over:
                    laid = view.special_laid  # a special hand shows where its player sat
                    left = self.c.revealed()  # the hands left, public once the deal is over
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
                    self.packet_at[seat] = spot.packet.move(0, min(0, below - spot.packet.top))
            self._packet_slots(seat, view, slots)
            reds = view.red_threes[seat]
            if reds:
                rw, rh = L.red_card
                column = spot.reds.height > rh * 1.2  # a seat's own column (six players): a cascade down it
                strip = self._reds_below_label(seat, spot.reds)
                for j, pos in enumerate(fan_positions(len(reds), strip, (rw, rh), vertical=column,
                                                      max_step=0.3 if column else 0.45, start=column)):
                    slots.append(Slot(("red3", seat, j), reds[j], pos if column else (pos[0], strip.top),
                                      L.red_card, LAYER_RED + j, "red3", info=seat))
        self.meld_spots = []
        self.meld_rects = {}
        self.meld_at = {}
        self.tile_sizes = {}
        rooms = L.meld_room or L.melds
        mw = L.meld_card[0]
        tiled = {side for side, area in enumerate(rooms)
                 if needs_tiles(len(view.melds[side]), area.width - 2 * L.margin, mw)}
        if tiled - {L.own_side}:  # the other sides alike, to be compared at a glance
            tiled |= set(range(len(rooms))) - {L.own_side}
        for side, area in enumerate(rooms):
            self._meld_slots(side, area, view.melds[side], slots, side in tiled)
        cards = self.order.cards
        seen: Counter[Card] = Counter()
        positions = fan_positions(len(cards), L.hand, L.hand_card, max_step=0.7)
        for i, card in enumerate(cards):
            x, y = positions[i]
            if i in self.selected:
                y -= L.raise_px
            slots.append(Slot(("hand", card, seen[card]), card, (x, y), L.hand_card, LAYER_HAND + i, "hand", info=i))
            seen[card] += 1
        laid = view.special_laid
        if over and laid is not None and laid[0] == self.c.human and not cards:
            # the player's own special hand, face up where the hand was (as a computer's is
            # where it sat): the fourteen cards are out of the hand, not to be played
            special = sorted(laid[2], key=hand_sort_key)
            fan = fan_positions(len(special), L.hand, L.hand_card, max_step=0.7)
            for i, (face, pos) in enumerate(zip(special, fan, strict=True)):
                slots.append(Slot(("back", self.c.human, i), face, pos, L.hand_card, LAYER_HAND + i, "back",
                                  info=self.c.human))
        return slots

    def _reds_below_label(self, seat: int, reds: pygame.Rect) -> pygame.Rect:
        """A seat's red-three strip where it lies in its side's meld area under a label
        of two lines (narrow areas, five players): moved down below the label, so that
        the cards do not cover its second line."""
        side = self.c.rules.side_of(seat)
        area = self.L.melds[side] if side < len(self.L.melds) else pygame.Rect(0, 0, 0, 0)
        if not area.contains(reds):
            return reds
        lines = self._area_label_lines(side, area)
        if len(lines) < 2:
            return reds
        below = area.top + 4 + sum(t.get_height() for t in lines) + 2
        return reds.move(0, max(0, min(below - reds.top, area.bottom - reds.bottom)))

    def _packet_slots(self, seat: int, view: View, slots: list[Slot]) -> None:
        """A seat's face-down packet (the foot, the pennies) as a small stack of backs:
        three cards at most, set off a little, the size written beside it."""
        size = view.packet_sizes[seat] if seat < len(view.packet_sizes) else 0
        rect = self.packet_at.get(seat, self.L.seats[seat].packet)
        if not size or not rect.width:
            return
        spot = self.L.seats[seat]
        rotated = spot.where in ("left", "right")
        bw, bh = self.L.back_card
        for j in range(min(3, size)):
            d = (min(3, size) - 1 - j) * 2
            slots.append(Slot(("packet", seat, j), None, (rect.left + d, rect.top + d), (bw, bh), LAYER_PACKET + j,
                              "packet", rotated=rotated, info=seat))

    def _meld_slots(self, side: int, area: pygame.Rect, melds: Sequence[TableMeld], slots: list[Slot],
                    tiles: bool = False) -> None:
        L = self.L
        mw, mh = L.meld_card
        label_h = sum(t.get_height() for t in self._area_label_lines(side, area)) + 6
        top = area.top + max(L.font + 8, label_h)
        ms = sorted(melds, key=meld_order_key)
        n = len(ms)
        if not n:
            return
        inner = area.inflate(-2 * L.margin, 0)
        if tiles:
            self._tile_slots(side, pygame.Rect(area.left, top, area.width - 4, area.bottom - 4 - top), ms, slots)
            return
        layer = {m.id: k for k, m in enumerate(ms)}
        if self._crowded(ms, inner):
            inner, ms, top = self._line_slots(side, pygame.Rect(inner.left, top, inner.width, area.bottom - 4 - top),
                                              inner, ms, layer, slots)
            if not ms:
                return
        lefts = self._column_lefts(ms, inner)
        badge_h = L.font + 4
        for x, m in zip(lefts, ms, strict=True):
            k = layer[m.id]
            order = cascade_order(m)
            if m.is_canasta:
                order = order if m.is_sequence else _canasta_order(m)  # a run: its highest card on top
                depth_max = 3
                for j, card in enumerate(order):
                    d = min(depth_max, len(order) - 1 - j) * 2
                    slots.append(Slot(("meld", side, m.id, j), card, (x + d, top + d), L.meld_card,
                                      LAYER_MELD + k * 40 + j, "meld", info=(side, m.id)))
                rect = pygame.Rect(x, top, mw + 6, mh + 6 + badge_h)
            else:
                dy = float(L.cascade)
                avail = area.bottom - top - mh - 2
                if len(order) > 1:
                    dy = max(4.0, min(dy, avail / (len(order) - 1)))
                for j, card in enumerate(order):
                    slots.append(Slot(("meld", side, m.id, j), card, (x, round(top + j * dy)), L.meld_card,
                                      LAYER_MELD + k * 40 + j, "meld", info=(side, m.id)))
                rect = pygame.Rect(x, top, mw, round(mh + dy * (len(order) - 1)))
            self.meld_spots.append(MeldSpot(side, m, rect, m.is_canasta))
            self.meld_rects[m.id] = rect.inflate(8, 8)
            self.meld_at[m.id] = m

    def _column_lefts(self, melds: Sequence[TableMeld], inner: pygame.Rect) -> list[int]:
        """Where each meld's column starts. A canasta's column is as wide as its badge
        where the area has room, its pile in the middle: a badge wider than a card
        ("Gemischt 7" with its padlock) lay over the next column's last card and could
        be taken for its badge. With less room the extra width shrinks alike for all;
        with none, the columns step evenly and may overlap (their indexes in sight)."""
        L = self.L
        mw = L.meld_card[0]
        n = len(melds)
        gap = max(4, round(mw * 0.16))
        base = [mw + 6 if m.is_canasta else mw for m in melds]
        room = inner.width - 6
        fixed = sum(base) + gap * (n - 1)
        if fixed > room:
            step = (inner.width - mw - 6) / (n - 1)
            x0 = inner.centerx - (mw + step * (n - 1)) / 2
            return [round(x0 + k * step) for k in range(n)]
        want = [max(b, self._badge_width(m) + 2) if m.is_canasta else b for b, m in zip(base, melds, strict=True)]
        extra = sum(want) - sum(base)
        share = 1.0 if extra <= room - fixed else (room - fixed) / extra
        widths = [b + (wd - b) * share for b, wd in zip(base, want, strict=True)]
        x = inner.centerx - (sum(widths) + gap * (n - 1)) / 2
        lefts: list[int] = []
        for b, wd in zip(base, widths, strict=True):
            lefts.append(round(x + (wd - b) / 2))
            x += wd + gap
        return lefts

    def _crowded(self, melds: Sequence[TableMeld], inner: pygame.Rect) -> bool:
        """Whether a row of melds is too narrow for every canasta's badge to stand under
        its own pile with its words (``_column_lefts``' widths): there badges took a
        second row or showed their size alone (Pennies for six at 800x600)."""
        mw = self.L.meld_card[0]
        gap = max(4, round(mw * 0.16))
        want = [max(mw + 6, self._badge_width(m) + 2) if m.is_canasta else mw for m in melds]
        return any(m.is_canasta for m in melds) and sum(want) + gap * (len(melds) - 1) > inner.width - 6

    def _line_slots(self, side: int, room: pygame.Rect, inner: pygame.Rect, melds: Sequence[TableMeld],
                    layer: dict[int, int], slots: list[Slot]) -> tuple[pygame.Rect, list[TableMeld], int]:
        """A crowded row's closed canastas as lines (``canastalines``), their cards
        squared up under them: at the left of the side's area where the other melds'
        columns keep room beside them (their full width, else as close as their ranks
        can be read), else above those columns (narrow areas, five players at
        1920x1080). Where the row is still crowded the open canastas join the lines.
        Returns the room left for the other melds' columns, those melds and their top."""
        L = self.L
        rules = self.c.rules
        mw, mh = L.meld_card
        gap = max(4, round(mw * 0.16))
        readable = max(w.MIN_TEXT, L.font - 4)  # the badges' type: lines no smaller where they fit beside
        best: tuple[list[TableMeld], list[Tile], int, pygame.Rect, int] | None = None
        for closed_only in (True, False):
            closed = listed(rules, melds, closed_only)
            rest = [m for m in melds if all(m is not c for c in closed)]
            if not closed or (best is not None and len(closed) == len(best[0])):
                continue
            roomy = sum(mw + 6 if m.is_canasta else mw for m in rest) + gap * len(rest)
            tight = (mw + 6 + math.ceil(mw * TILE_STEP) * (len(rest) - 1) + gap) if rest else 0
            placed = None
            for need in dict.fromkeys((roomy, tight)):
                placed = layout_lines(rules, closed, room, room.width - need, L.font - 2, least=readable)
                if placed is not None:
                    left = block_of(placed[0]).right + gap
                    spot = (pygame.Rect(left, inner.top, inner.right - left, inner.height), room.top)
                    break
            if placed is None:  # above the columns, as few lines as the width allows
                above = room.copy()
                above.height -= mh + mh // 3 + gap
                placed = layout_lines(rules, closed, above, room.width, L.font - 2, flat=True)
                if placed is not None:
                    spot = (inner, block_of(placed[0]).bottom + gap)
            if placed is None:
                continue
            best = (closed, placed[0], placed[1], *spot)
            if not rest or not self._crowded(rest, spot[0]):
                break
        if best is None:
            return inner, list(melds), room.top
        closed, tiles, size, inner_left, top = best
        if len(closed) == len(melds):  # nothing but lines: in the middle of the area, as columns stand
            dx = room.centerx - block_of(tiles).centerx
            tiles = [dataclasses.replace(t, rect=t.rect.move(dx, 0)) for t in tiles]
        self.tile_sizes[side] = size
        self._hide_under(side, closed, tiles, layer, slots)
        return inner_left, [m for m in melds if all(m is not c for c in closed)], top

    def _badge_width(self, m: TableMeld) -> int:
        """The width of a canasta's badge with its kind's word (0: no badge)."""
        shown = badge(self.c.rules, m)
        if shown is None or not m.is_canasta:
            return 0
        fs = max(w.MIN_TEXT, self.L.font - 4)
        lock = max(9, fs - 1) if is_closed(self.c.rules, m) else 0
        return w.text(shown[0], fs, (255, 255, 255), True).get_width() + 8 + (lock + 4 if lock else 0)

    def _tile_slots(self, side: int, room: pygame.Rect, melds: Sequence[TableMeld], slots: list[Slot]) -> None:
        """A side's melds as tiles (five players each alone, narrow areas): the cards of
        each lie squared up under its tile, small enough to hide there, so that a card
        melded still glides to its meld; the tile is drawn over them."""
        rules = self.c.rules
        worded = None
        if any(m.is_canasta for m in melds):
            worded = layout_worded(rules, melds, room, self.L.font - 2, least=max(w.MIN_TEXT, self.L.font - 4))
        tiles, size = worded or layout_tiles(rules, melds, room, self.L.font - 2)
        self.tile_sizes[side] = size
        self._hide_under(side, melds, tiles, {m.id: k for k, m in enumerate(melds)}, slots)

    def _hide_under(self, side: int, melds: Sequence[TableMeld], tiles: Sequence[Tile], layer: dict[int, int],
                    slots: list[Slot]) -> None:
        """Each meld's cards squared up under its tile or line, small enough to hide
        there (a card melded still glides to its meld), and the meld's spot."""
        for m, tile in zip(melds, tiles, strict=True):
            k = layer[m.id]
            rect = tile.rect
            card = card_size(max(8, rect.height))
            card = (min(card[0], rect.width), card[1])
            pos = (rect.centerx - card[0] // 2, rect.top)
            for j, c in enumerate(cascade_order(m)):
                slots.append(Slot(("meld", side, m.id, j), c, pos, card, LAYER_MELD + k * 40 + j, "meld",
                                  info=(side, m.id)))
            self.meld_spots.append(MeldSpot(side, m, rect, m.is_canasta, tile=tile))
            self.meld_rects[m.id] = rect.inflate(2, 2)
            self.meld_at[m.id] = m

    def _source(self, slot: Slot) -> tuple[float, float]:
        """Where a card that was not on the table before comes from."""
        L = self.L
        kind, seat = self.hint
        if kind in ("take", "dig") and slot.kind in ("hand", "back", "meld", "pend"):
            centre = L.pile.center
        elif kind == "packet" and seat is not None and slot.kind in ("hand", "back"):
            centre = self.packet_at.get(seat, L.seats[seat].packet).center  # the packet taken up: from there
        elif kind in ("meld", "add", "discard", "swap", "undo") and seat is not None:
            centre = L.hand.center if seat == self.c.human else L.seats[seat].anchor
        else:
            centre = L.stock.center
        w_, h_ = slot.rect.size
        return (centre[0] - w_ / 2, centre[1] - h_ / 2)

    # ------------------------------------------------------------------ buttons
    def offers_go_out(self) -> bool:
        """Whether the "Go out" button is offered when going out is possible (the
        tutorial holds it back until the step that teaches it)."""
        return True

    def _update_buttons(self) -> None:
        c = self.c
        g = self.view
        asks = c.asks()
        human_turn = c.is_human_turn()
        self.legal = c.legal() if human_turn else []
        kinds = {type(a) for a in self.legal}
        self.take_backs = [a for a in self.legal if isinstance(a, TakeBack)]
        b = self.buttons
        self.go_out = asks.go_out_plan() if human_turn and g.phase == "meld" and self.offers_go_out() else None
        b["goout"].visible = self.go_out is not None
        b["goout"].pulse = True
        b["undo"].visible = Undo in kinds
        # a special hand (Modern American): the best one the hand makes, as the engine lists it first
        self.special = next((a for a in self.legal if isinstance(a, SpecialHand)), None)
        b["special"].visible = self.special is not None
        b["special"].pulse = True
        if self.special is not None:
            b["special"].label = tr("button.special_hand", hand=special_hand_name(self.special.name),
                                    points=hand_value(g.rules, self.special.name))
        # the three kept for a Straight (Modern American): keeping is the default, the button lays it
        self.lay_three = next((a for a in self.legal if isinstance(a, LayRedThree)
                               and asks.kept_three() == a.card), None)
        b["laythree"].visible = self.lay_three is not None
        if self.lay_three is not None:
            b["laythree"].label = tr("button.lay_three", card=self.lay_three.card)
        # asking makes sense only when the player could go out; after a "yes" they must
        b["ask"].visible = Ask in kinds and self.go_out is not None
        if b["ask"].visible:
            self._first_free("ask_partner")
        b["stop"].visible = Stop in kinds
        b["look"].visible = g.rules.pile_peek and bool(g.pile) and g.rules.pile_mode == "whole"
        b["dig"].visible = Dig in kinds
        over = c.outcome is not None
        b["next"].visible = g.phase == "deal_over" and not over
        b["newmatch"].visible = over and c.can_start_new_match()
        b["giveup"].visible = c.can_give_up() and g.phase in ("draw", "meld", "answer")
        b["double"].visible = g.rules.allow_double and not over
        b["double"].enabled = c.can_double()
        settings = self.app.settings if self.app is not None else None
        for key, msgid in (("giveup", "button.give_up"), ("goout", "button.go_out"), ("stop", "button.stop"),
                           ("ask", "button.ask_partner"), ("undo", "button.undo"), ("look", "button.look_at_pile"),
                           ("dig", "button.dig"), ("next", "button.next_deal"), ("newmatch", "button.new_match"),
                           ("sort", "button.sort_hand"), ("hint", "button.hint"), ("scores", "button.score_sheet"),
                           ("menu", "button.menu"), ("log", "button.log")):
            b[key].label = tr(msgid)
        b["double"].label = tr("button.deciding") if c.judging else tr("button.double_to", stake=c.stake * 2)
        tips_on = settings is None or settings.tips
        b["tips"].label = "?"
        b["tips"].style = "primary" if not tips_on else "quiet"
        b["tips"].tooltip = tr("button.tips_off") if tips_on else tr("button.tips_on")
        b["hint"].visible = self.hint_source is not None and human_turn
        b["menu"].visible = self.on_menu is not None
        b["scores"].visible = bool(g.results)
        L = self.L
        btn_h = max(22, min(round(L.font * 2.1), (L.pile.height - 8) // 3))
        two_lines = 2 * w.font(w.MIN_TEXT, True).get_linesize() + 6
        # a narrow window: the log has the place left of the stock, and the doubling
        # button sits in the log's head (see _place_log_button)
        left_keys = self.left_keys if L.left_buttons.width else []
        for keys, area in ((left_keys, L.left_buttons), (self.right_keys, L.right_buttons)):
            shown = [b[k] for k in keys if b[k].visible]
            if not shown:
                continue
            size = max(w.MIN_TEXT, round(btn_h * 0.44))
            half_w = (area.width - 6) // 2
            one_col = len(shown) <= 3
            width = area.width if one_col else half_w
            h = btn_h
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
        self._place_log_button()
        n = len(self.tool_keys)
        gap = 5 if L.toolbar.height >= n * 22 + (n - 1) * 5 else 3
        tool_h = min(round(L.font * 1.8), (L.toolbar.height - gap * (n - 1)) // n)
        # every tool keeps its place whether its neighbours show or not
        w.layout_buttons([b[k] for k in self.tool_keys], L.toolbar.inflate(-8, 0), tool_h, gap, align="center",
                         keep_places=True)

    def on_button(self, key: str) -> None:
        c = self.c
        self.play("click")
        if key == "special" and self.special is not None:
            self.submit([self.special])
        elif key == "laythree" and self.lay_three is not None:
            self.submit([self.lay_three])
        elif key == "goout" and self.go_out:
            self.submit(self.go_out)
        elif key == "undo":
            self.submit([Undo()])
        elif key == "ask":
            self.submit([Ask()])
        elif key == "stop":
            self.submit([Stop()])
        elif key == "look":
            self.open_peek()
        elif key == "dig":
            self.open_peek(dig=True)
        elif key == "next":
            self.next_deal()
        elif key == "newmatch":
            self.new_match()
        elif key == "giveup":
            self.ask_give_up()
        elif key == "double":
            self.ask_double()
        elif key == "sort":
            self.order.sort()
            self.selected.clear()
            self.refresh()
        elif key == "tips" and self.app is not None:
            s = self.app.settings
            s.tips = not s.tips
            if s.tips:
                s.dismissed_tips.clear()
            self.app.settings_changed()
            self._update_buttons()
        elif key == "hint":
            self.show_hint()
        elif key == "menu" and self.on_menu is not None:
            self.on_menu()
        elif key == "scores":
            self.show_sheet(final=c.outcome is not None)
        elif key == "log":
            self.open_log()

    # ------------------------------------------------------------------ moves
    def show_hint(self) -> None:
        """The computer's suggestion for the player looking, from their view only."""
        if self.hint_source is None or not self.c.is_human_turn():
            return
        try:
            hint = self.hint_source(self.c.view())
        except Exception as exc:  # a hint must never stop the game
            print(f"canasta: no hint: {exc!r}", file=sys.stderr)
            hint = None
        self.hint_shown = hint
        self.hint_text = (hint.text if hint is not None else tr("help.no_hint"), self.c.version)

    def current_hint(self) -> Hint | None:
        """The hint on show: none once anything was played since it was given."""
        if self.hint_text is None or self.hint_text[1] != self.c.version:
            self.hint_text = self.hint_shown = None
            return None
        return self.hint_shown if self.hint_shown is not None else Hint(self.hint_text[0])

    def submit(self, actions: Sequence[Action]) -> bool:
        refusal = self.c.submit(list(actions))
        if refusal is not None:
            self.flash(self.c.explain(refusal))
            self.refresh()
            return False
        self.selected.clear()
        self.consume_events()
        self.refresh()
        return True

    def flash(self, message: str, error: bool = True, shorter: Sequence[str] = ()) -> None:
        """A note in the status line for a few seconds. ``shorter``: the same news in
        fewer words, shortest last; the first that fits on the status line's one line
        is shown, so that a long note (the restored game's summary at 800x600) does not
        grow up over the melds."""
        self.note = (message, error, time.monotonic(), tuple(shorter))

    def selected_cards(self) -> list[Card]:
        return [self.order.cards[i] for i in sorted(self.selected) if i < len(self.order.cards)]

    def next_deal(self) -> None:
        self.submit([NextDeal()])

    def new_match(self) -> None:
        if not self.c.new_match():
            return
        self.order = HandOrder([])
        self.selected.clear()
        self.sheet_marker = (0, False)
        self.consume_events()
        self.refresh()

    def ask_give_up(self) -> None:
        c = self.c
        others = tr("card.list_separator").join(c.side_name(s) for s in range(len(c.rules.sides))
                                                if s != c.human_side)
        msg = tr("dialog.give_up_detail" + self._one_other(), others=others, stake=c.stake)
        self._push(Dialog(tr("dialog.give_up_title"), msg, [(tr("button.give_up"), c.give_up),
                                                            (tr("button.keep_playing"), lambda: None)],
                          default=1))  # the safe answer is the highlighted one

    def _one_other(self) -> str:
        """"_one" when the other side is one player: "West gewinnt", not "West gewinnen"."""
        c = self.c
        others = [s for s in range(len(c.rules.sides)) if s != c.human_side]
        return "_one" if len(others) == 1 and len(c.rules.sides[others[0]]) == 1 else ""

    def ask_double(self) -> None:
        c = self.c
        if not c.can_double():
            return
        others = tr("card.list_separator").join(c.side_name(s) for s in range(len(c.rules.sides))
                                                if s != c.human_side)
        msg = tr("dialog.double_detail" + self._one_other(), others=others, stake=c.stake * 2)
        self._push(Dialog(tr("dialog.double"), msg, [(tr("button.offer_double"), c.offer_double),
                                                     (tr("button.cancel"), lambda: None)]))

    def open_peek(self, dig: bool = False) -> None:
        g = self.view
        pick: Callable[[int], None] | None = None
        if dig:
            def pick(depth: int) -> None:
                self.submit([Dig(depth)])
        self._push(PilePeek(tuple(g.pile), g.pile_frozen, pick,
                            title=tr("pile.dig_title") if dig else tr("pile.title")))

    def ask_take(self, ways: Sequence[Take]) -> None:
        """The pile can be taken more than one way (onto a meld, with a natural pair,
        with a wild card): the player chooses; Escape keeps the pile where it is."""
        answers: list[tuple[str, Callable[[], None]]] = [
            (take_text(way, self.view), self._taking(way)) for way in ways]
        answers.append((tr("button.cancel"), lambda: None))
        self._push(Dialog(tr("dialog.take_how_title"), tr("dialog.take_how"), answers))

    def _taking(self, way: Take) -> Callable[[], None]:
        return lambda: self._submit_take(way)

    def _submit_take(self, way: Take) -> None:
        self.submit([way])

    def open_log(self) -> None:
        """The whole log of the match, scrollable (the table shows its last lines)."""
        self._push(LogScene(self.c))

    def _place_log_button(self) -> None:
        """The button that opens the whole log heads the log's lines beside the stock."""
        L = self.L
        b = self.buttons["log"]
        b.visible = L.log.width >= LOG_MIN_WIDTH // 2
        size = max(w.MIN_TEXT, L.font - 3)
        h = max(20, round(size * 1.9))
        # both buttons padded alike and no more than their labels need: at 800x600 the
        # Dutch "Verdubbelen ×64" then still fits beside "Verloop", and the line of last
        # discards keeps its room under them (stacked, it had none)
        pad = round(size * 1.5)
        width = min(L.log.width - 8, w.font(size, True).size(tr("button.log"))[0] + pad)
        b.rect = pygame.Rect(L.log.left + 4, L.log.top, max(0, width), h)
        double = self.buttons["double"]
        if not L.left_buttons.width and double.visible:
            label_w = max(w.font(size, True).size(label)[0]
                          for label in (double.label, tr("button.deciding"), tr("button.double_to", stake=64)))
            room = L.log.right - 4 - (b.rect.right + 6)
            if label_w + pad <= room:  # beside the log's button
                double.rect = pygame.Rect(0, L.log.top, label_w + pad, h)
                double.rect.right = L.log.right - 4
            else:  # under it
                double.rect = pygame.Rect(b.rect.left, b.rect.bottom + 4, min(label_w + pad, L.log.width - 8), h)

    def open_eye(self, side: int) -> None:
        view = self.view
        reds = [c for s in self.c.rules.sides[side] for c in view.red_threes[s]]
        self._push(MeldOverview(tr("melds.of", side=self.c.side_name(side)), view.melds[side], reds, self.c.rules))

    def show_sheet(self, final: bool) -> None:
        g = self.view
        result = g.results[-1] if g.results else None
        if final and self.c.outcome is not None and self.c.outcome.gave_up is not None:
            result = g.results[-1] if g.results and g.phase in ("deal_over", "match_over") else None
        self._push(ScoreSheetScene(self.c, result, final=final, on_next=self.next_deal,
                                   on_new=self.new_match, on_quit=self._quit))

    def _quit(self) -> None:
        if self.app is not None:
            self.app.quit()

    def _push(self, scene: Scene) -> None:
        self.cancel_drag()
        if self.app is not None:
            self.app.push(scene)

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for b in self.buttons.values():
                b.hover = b.visible and b.rect.collidepoint(event.pos)
            self._motion(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 1:
                self.press = self._hit(event.pos)
                return True
            if event.button == 3:
                if self.L.pile.collidepoint(event.pos) and self.c.rules.pile_peek and self.view.pile:
                    self.open_peek()
                else:
                    self.selected.clear()
                    self.refresh()
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            if self.drag is not None:
                self._drop(event.pos)
            elif self.press is not None:
                press, self.press = self.press, None
                self._click(press)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if event.key == pygame.K_ESCAPE:
            if self.drag is not None:
                self.cancel_drag()
            elif self.selected:
                self.selected.clear()
                self.refresh()
            return True
        if ctrl and event.key == pygame.K_z:
            self.submit([Undo()])
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.buttons["goout"].visible and self.go_out:
                self.submit(self.go_out)
            elif self.buttons["next"].visible:
                self.next_deal()
            elif self.view.phase == "draw" and self.c.is_human_turn() and self.view.stock_size:
                self.submit([Draw()])
            return True
        return False

    def _hit(self, pos: tuple[int, int]) -> Press:
        for key, b in self.buttons.items():
            if b.hit(pos):
                return Press(pos, "button", key=key)
        if self.tip_close.collidepoint(pos):
            return Press(pos, "tipclose")
        for side, rect in self.eye_rects.items():
            if rect.collidepoint(pos):
                return Press(pos, "eye", side=side)
        sprite = self.board.top_at(pos)
        if sprite is not None:
            if sprite.kind == "hand":
                settled = not self._hand_sliding() and self.clock - self.hand_moved_at >= HAND_SETTLE
                return Press(pos, "hand", index=_index(sprite), sprite=sprite, settled=settled)
            if sprite.kind == "stock":
                return Press(pos, "stock", sprite=sprite)
            if sprite.kind == "pile":
                return Press(pos, "pile", sprite=self._pile_top_sprite())
            if sprite.kind == "meld":
                info = sprite.slot.info
                assert isinstance(info, tuple)
                m = self.meld_at.get(int(info[1]))
                if m is not None:
                    return Press(pos, "meld", side=int(info[0]), rank=m.rank, sprite=sprite, meld=m.id)
        if self.L.stock.collidepoint(pos) and self.view.stock_size:
            return Press(pos, "stock", sprite=self.board.by_key.get(("stock",)))
        if self.L.pile.collidepoint(pos) and (self.view.pile or self.selected):
            # the empty pile's place too, with a card selected: it is discarded there
            return Press(pos, "pile", sprite=self._pile_top_sprite())
        for meld_id, rect in self.meld_rects.items():
            if rect.collidepoint(pos):
                m = self.meld_at[meld_id]
                return Press(pos, "meld", side=m.owner, rank=m.rank, meld=meld_id)
        own = self.L.melds[self.L.own_side]
        if own.collidepoint(pos):
            return Press(pos, "area", side=self.L.own_side)
        return Press(pos, "none")

    def _hand_sliding(self) -> bool:
        """Whether the hand is spreading out or closing up (a card rising when selected
        moves only up and down)."""
        return any(s.kind == "hand" and s.moving and s.tx != s.sx for s in self.board.sprites())

    def _pile_top_sprite(self) -> CardSprite | None:
        return self.board.by_key.get(("pile", len(self.view.pile) - 1))

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            d = self.drag
            d.pos = pos
            self._place_drag(pos)
            d.hover = self._target_at(pos)
            self.hover_note = None
            if d.hover is not None and d.hover.refusal is not None and d.hover.kind != "hand":
                self.hover_note = self.c.explain(d.hover.refusal)
            return
        p = self.press
        if p is None or p.what not in ("hand", "stock", "pile", "meld"):
            return
        if math.hypot(pos[0] - p.pos[0], pos[1] - p.pos[1]) < DRAG_THRESHOLD:
            return
        self._start_drag(p, pos)

    def _start_drag(self, p: Press, pos: tuple[int, int]) -> None:
        g = self.view
        sprites: list[CardSprite] = []
        indices: list[int] = []
        targets: list[Target] = []
        if p.what == "hand":
            indices = sorted(self.selected) if p.index in self.selected else [p.index]
            cards = [self.order.cards[i] for i in indices]
            by_index = {_index(s): s for s in self.board.sprites() if s.kind == "hand"}
            sprites = [by_index[i] for i in indices if i in by_index]
            targets = self._card_targets(cards)
            what = "cards"
        elif p.what in ("stock", "pile"):
            if p.sprite is None:
                self.press = None
                return
            sprites = [p.sprite]
            if p.what == "stock":
                action: Action = Draw() if g.stock_size or Stop() not in self.legal else Stop()
                refusal = self._refusal_for([action])
                plan = [action]
            else:
                take, refusal = (self.c.asks().choose_take(self.selected_cards()) if self._my_turn()
                                 else (None, self._wait()))
                plan = [take] if take is not None else []
                if g.rules.pile_mode == "dig":
                    plan, refusal = [], IllegalAction("dig", "Click the pile to choose how deep to dig.")
            own = self.L.melds[self.L.own_side]
            for rect in (self.L.hand, own):
                targets.append(Target("take", rect, plan, refusal))
            if p.what == "pile" and plan:
                targets[:0] = self._take_targets(plan, refusal)
            what = p.what
        else:  # dragging a card of a meld back to the hand takes the turn's melds back
            if p.sprite is None:
                self.press = None
                return
            sprites = [p.sprite]
            refusal = self._refusal_for([Undo()])
            targets = [Target("take", self.L.hand, [Undo()], refusal)]
            back = self._take_back_at(p)
            if back is not None:  # onto the pile: the card is taken back and discarded
                targets.insert(0, Target("pile", self.L.pile.inflate(12, 12), [back], None))
            what = "meld"
        if not sprites:
            self.press = None
            return
        lead = sprites[0]
        grab = (p.pos[0] - lead.x, p.pos[1] - lead.y)
        for k, s in enumerate(sprites):
            self.board.raise_to_drag(s, k)
        self.drag = Drag(what, indices, sprites, grab, targets, pos)
        self.press = None
        self._place_drag(pos)
        self.drag.hover = self._target_at(pos)

    def _my_turn(self) -> bool:
        return self.c.is_human_turn()

    def _take_back_at(self, p: Press) -> TakeBack | None:
        """The take-back a press on a meld asks for, when cards may be taken back from
        that meld: the very card pressed where the engine allows it, else the one listed."""
        listed = [a for a in self.take_backs if a.meld == p.meld]
        if not listed or p.meld is None:
            return None
        card = p.sprite.slot.card if p.sprite is not None else None
        if card is not None and not card.is_wild:
            exact = TakeBack(card, p.meld)
            if self.c.asks().check(exact) is None:
                return exact
        return listed[0]

    def _wait(self) -> IllegalAction:
        return self.c.wait_refusal()

    def _refusal_for(self, actions: Sequence[Action]) -> IllegalAction | None:
        if not self._my_turn():
            return self._wait()
        return self.c.trial(actions)

    def _card_targets(self, cards: list[Card]) -> list[Target]:
        g = self.c.asks()
        mine = self._my_turn()
        targets: list[Target] = []
        for meld_id, rect in self.meld_rects.items():
            m = self.meld_at[meld_id]
            if mine:
                plan, refusal = g.meld_plan_onto(cards, m)
            else:
                plan, refusal = [], self._wait()
            targets.append(Target("meld", rect, plan, refusal, m.owner, m.rank, m.id))
        if mine:
            plan, refusal = g.discard_plan(cards)
        else:
            plan, refusal = [], self._wait()
        targets.append(Target("pile", self.L.pile.inflate(self.L.pile.width // 2, self.L.pile.height // 4),
                              plan, refusal))
        own = self.L.melds[self.L.own_side]
        if mine:
            plan, refusal = g.new_meld_plan(cards)
        else:
            plan, refusal = [], self._wait()
        targets.append(Target("area", own, plan, refusal))
        targets.append(Target("hand", self.L.hand.inflate(0, self.L.raise_px), [], None))
        return targets

    def _take_targets(self, plan: list[Action], refusal: IllegalAction | None) -> list[Target]:
        """Where dropping the pile takes it onto a meld: the side's meld of the top card's
        rank (the take chosen for a click), or a meld the engine lets the top card go to
        by name (``take to m3``: a run, one of several melds of a rank)."""
        asks = self.c.asks()
        top = self.view.pile_top
        out: list[Target] = []
        for meld_id, rect in self.meld_rects.items():
            m = self.meld_at[meld_id]
            if m.owner != self.L.own_side or top is None:
                continue
            if asks.addressed_by_rank(m) and m.rank == top.rank:
                out.append(Target("take", rect, plan, refusal, m.owner, m.rank, m.id))
                continue
            named = asks.take_onto(m) if refusal is None else None
            if named is not None and named.meld is not None:
                out.append(Target("take", rect, [named], None, m.owner, m.rank, m.id))
        return out

    def _target_at(self, pos: tuple[int, int]) -> Target | None:
        d = self.drag
        if d is None:
            return None
        for kind in ("meld", "pile", "take", "area", "hand"):
            for t in d.targets:
                if t.kind == kind and t.rect.collidepoint(pos):
                    return t
        return None

    def _place_drag(self, pos: tuple[int, int]) -> None:
        d = self.drag
        if d is None:
            return
        x0, y0 = pos[0] - d.grab[0], pos[1] - d.grab[1]
        spread = self.L.hand_card[0] * 0.28
        for k, s in enumerate(d.sprites):
            s.place((x0 + k * spread, y0))

    def cancel_drag(self) -> None:
        d = self.drag
        self.press = None
        if d is None:
            return
        self.drag = None
        self.hover_note = None
        for s in d.sprites:
            self.board.drop(s)
        self.refresh()

    def _drop(self, pos: tuple[int, int]) -> None:
        d = self.drag
        assert d is not None
        target = self._target_at(pos)
        self.drag = None
        self.hover_note = None
        for s in d.sprites:
            self.board.drop(s)
        if target is None:
            self.refresh()
            return
        if target.kind == "hand" and d.what == "cards":
            self._reorder(d, pos)
            return
        swap = self._swap_at(d, target, pos)
        if swap is not None:
            refusal = self.c.trial([swap])
            if refusal is not None:
                self.flash(self.c.explain(refusal))
                self.refresh()
            else:
                self.submit([swap])
            return
        if target.refusal is not None:
            self.flash(self.c.explain(target.refusal))
            self.play("click")
            self.refresh()
            return
        if not target.actions:
            self.refresh()
            return
        self.submit(target.actions)

    def _swap_at(self, d: Drag, target: Target, pos: tuple[int, int]) -> Swap | None:
        """A natural card dropped right onto a wild card of its meld exchanges them,
        where the rules allow it (the engine decides)."""
        if not self.c.rules.wild_exchange or target.kind != "meld" or d.what != "cards" or len(d.indices) != 1:
            return None
        under = self.board.top_at(pos, ["meld"])
        card = self.order.cards[d.indices[0]]
        if under is None or under.card is None or not under.card.is_wild or card.is_wild:
            return None
        side = target.side
        own = self.c.rules.side_of(self.c.human)
        return Swap(card, under.card, None if side in (None, own) else side)

    def _reorder(self, d: Drag, pos: tuple[int, int]) -> None:
        n = len(self.order.cards) - len(d.indices)
        lead_x = pos[0] - d.grab[0] + self.L.hand_card[0] / 2
        positions = fan_positions(n, self.L.hand, self.L.hand_card, max_step=0.7)
        at = sum(1 for x, _ in positions if x + self.L.hand_card[0] / 2 < lead_x)
        self.order.move_many(d.indices, at)
        if self.selected:
            self.selected = set(range(at, at + len(d.indices))) if set(d.indices) == self.selected else set()
        self.refresh()

    def _click(self, p: Press) -> None:
        g = self.view
        asks = self.c.asks()
        mine = self._my_turn()
        if p.what == "button":
            self.on_button(p.key)
            return
        if p.what == "tipclose":
            if self.tip_id == "hint":
                self.hint_text = self.hint_shown = None
            elif self.tip_id is not None and self.app is not None:
                self.app.settings.dismissed_tips.add(self.tip_id)
                if self.event_tip is not None and self.event_tip[0] == self.tip_id:
                    self.event_tip = None
                self.app.settings_changed()
            return
        if p.what == "eye" and p.side is not None:
            self.open_eye(p.side)
            return
        if p.what == "hand":
            i = p.index
            if not (0 <= i < len(self.order.cards)):
                return
            card = self.order.cards[i]
            if p.sprite is not None and p.sprite.card is not card:
                return  # the hand changed under the pointer between press and release
            click_meld = self.app is None or self.app.settings.click_to_meld
            # a click on a hand that had just moved selects the card (visible, undone by
            # another click) instead of playing whatever card slid under the pointer
            if mine and not self.selected and click_meld and p.settled:
                action = asks.click_card_action(card)
                if action is not None:
                    self.submit([action])
                    return
            self.selected ^= {i}
            self.refresh(0.12)
            return
        if p.what == "stock":
            if not mine:
                self.flash(self.c.explain(self._wait()))
                return
            action = Stop() if (not g.stock_size and Stop() in self.legal) else Draw()
            self.submit([action])
            return
        if p.what == "pile":
            if not mine:
                self.flash(self.c.explain(self._wait()))
                return
            if g.phase == "meld" and len(self.selected) == 1:
                plan, refusal = asks.discard_plan(self.selected_cards())
                if refusal is not None:
                    self.flash(self.c.explain(refusal))
                else:
                    self.submit(plan)
                return
            if g.rules.pile_mode == "dig" and g.phase == "draw":
                self.open_peek(dig=True)
                return
            if g.phase == "meld" and g.rules.pile_peek:
                self.open_peek()
                return
            take, refusal = asks.choose_take(self.selected_cards())
            if take is None:
                self.flash(self.c.explain(refusal or IllegalAction("no_take", "The pile cannot be taken now.")))
                return
            ways = asks.take_ways() if len(self.selected) != 2 else []
            if len(ways) > 1:
                self.ask_take(ways)
                return
            self.submit([take])
            return
        if p.what == "meld" and p.meld is not None and p.meld in self.meld_at:
            if not mine:
                self.flash(self.c.explain(self._wait()))
                return
            m = self.meld_at[p.meld]
            back = None if self.selected else self._take_back_at(p)
            if back is not None:  # no card in the hand may be discarded: one is taken back from here
                self.submit([back])
                return
            if self.selected:
                plan, refusal = asks.meld_plan_onto(self.selected_cards(), m)
            else:
                plan, refusal = asks.lay_on_meld_id(m)
            if refusal is not None:
                self.flash(self.c.explain(refusal))
            else:
                self.submit(plan)
            return
        if p.what == "area":
            if self.selected:
                if not mine:
                    self.flash(self.c.explain(self._wait()))
                    return
                plan, refusal = asks.new_meld_plan(self.selected_cards())
                if refusal is not None:
                    self.flash(self.c.explain(refusal))
                else:
                    self.submit(plan)
            return
        if p.what == "none" and self.selected:
            self.selected.clear()
            self.refresh(0.12)

    # ------------------------------------------------------------------ time
    def consume_events(self) -> None:
        events = self.c.events
        while self.seen_events < len(events):
            ev = events[self.seen_events]
            self.seen_events += 1
            self._on_event(ev)

    def _on_event(self, ev: TableEvent) -> None:
        if ev.kind in MOVE_KINDS:
            self.hint = (ev.kind, ev.seat)
        sound = SOUNDS.get(ev.kind)
        if sound is not None:
            self.play(sound)
        if ev.kind == "answer" and ev.seat is not None:
            yes = isinstance(ev.action, Answer) and ev.action.yes
            self.bubbles[ev.seat] = (tr("bubble.yes") if yes else tr("bubble.no"), time.monotonic() + 5.0)
        if ev.kind == "ask" and ev.seat is not None:
            self.bubbles[ev.seat] = (tr("bubble.may_i"), time.monotonic() + 4.0)
        if ev.kind == "canasta":  # the first canasta of each kind has its own tip
            self._first(FIRST_CANASTA_TIPS.get(str(ev.params.get("kind")), "first_canasta"))
        if ev.kind in ("draw", "take") and ev.seat == self.c.human and self._discard_bans():
            self._first("discard_ban")
        if ev.kind == "packet" and ev.seat == self.c.human:
            self._first("packet_foot" if self.c.rules.packet_trigger == "hand_empty" else "packet_pennies")
        if ev.kind == "meld" and isinstance(ev.action, Meld) and not any(c.is_wild for c in ev.action.cards) \
                and len({c.rank for c in ev.action.cards}) > 1:
            self._first("first_run")
        if ev.kind == "discard" and self.c.view().pile_frozen and self.c.rules.pile_freezes:
            # where the pile is always frozen (Cuban, Uruguay) no wild card need lie in it
            self._first("always_frozen" if self.c.rules.pile_always_frozen else "frozen_pile")
        self._beginner_tips(ev)

    def _beginner_tips(self, ev: TableEvent) -> None:
        """The beginner's tips, each at its moment and only where its words hold for
        these rules: the first red three laid at once, the first black three that stops
        the pile, the first meld with a wild card (where every meld needs two natural
        cards), the side's first meld (how many canastas going out takes, where no kind
        is asked for) and the first turn the human could take the whole pile."""
        rules, human = self.c.rules, self.c.human
        passed = {"ask": "ask_partner", "draw": "take_pile", "take": "take_pile", "dig": "take_pile"}.get(ev.kind)
        if ev.seat == human and self.event_tip is not None and self.event_tip[0] == passed:
            self.event_tip = None  # its moment has passed: the tip of the new moment shows
        if ev.kind == "red3" and ev.seat == human and rules.red_threes_auto:
            self._first_free("red_three")
        if ev.kind == "discard" and ev.msgid == "status.discarded_stopped":
            self._first_free("black_three")
        melded: tuple[Card, ...] = ()
        if isinstance(ev.action, Meld):
            melded = tuple(ev.action.cards)
        elif isinstance(ev.action, Add):
            melded = (ev.action.card,)
        if any(c.is_wild for c in melded) and not rules.wild_melds and rules.wild_limit == "classic":
            self._first_free("wild_cards")
        if (ev.kind == "meld" and ev.seat is not None and rules.side_of(ev.seat) == rules.side_of(human)
                and not (rules.go_out_natural or rules.go_out_mixed or rules.go_out_sevens or rules.go_out_wild
                         or rules.go_out_sequences)):
            self._first_free("going_out")

    def _take_pile_tip(self) -> None:
        """The whole pile's tip, the first turn the human could take it (from the
        engine's list), where the pile is not always frozen (Cuban, Uruguay)."""
        rules, g = self.c.rules, self.view
        if (g.phase == "draw" and rules.pile_mode == "whole" and not rules.pile_always_frozen
                and any(isinstance(a, Take) for a in self.legal)):
            self._first_free("take_pile")

    def update(self, dt: float) -> None:
        self.clock += dt
        moving = self.board.busy
        busy = self.board.step(dt)
        if self._hand_sliding():
            self.hand_moved_at = self.clock
        if moving and not busy:
            # the last cards landed: they go back from above everything to their places
            # in the fan, so this frame is drawn too - else the window keeps a raised card
            # over its neighbour's corner while a click there picks the neighbour
            self.invalidate()
        holding = self.app is not None and self.app.scenes.holding
        self.c.update(dt, hold=busy or holding or self.drag is not None)
        self.consume_events()
        if self.c.version != self.seen_version and self.drag is None:
            self.refresh()
        if self._hot_seat():
            return
        self._dialogs(dt, busy)
        if not busy:
            self._warm_faces()
        self._look()

    def _look(self) -> None:
        """Redraw when something the picture shows changed without input: the game, a
        computer starting to think, a message, a bubble, a tip."""
        c = self.c
        g = c.view()
        turn = (g.to_move, g.deal)
        if turn != self._turn_key:
            self.turn_since = self.clock
        self._turn_key = turn
        key = (c.version, len(c.events), c.thinking_seat(), c.judging, c.stake, c.outcome is not None,
               self.note, self.hint_text, self.event_tip, tuple(self.bubbles), len(self.fresh), self.passing)
        if key != self._look_key:
            self._look_key = key
            self.invalidate()

    def redraw_at(self, now: float) -> float | None:
        """Gliding cards and a drag move every frame; a pulse for its first seconds;
        a thinking seat's hourglass four times a second; messages, bubbles, tips and the marks on
        new cards when they time out."""
        if self.board.busy or self.drag is not None:
            return now
        pulse_left = PULSE_SECONDS - (self.clock - self.turn_since)
        if pulse_left > 0 and self.c.outcome is None and self.view.phase in ("draw", "meld", "answer"):
            return now
        times: list[float] = []
        if self.c.thinking_seat() is not None:
            times.append(now + (int(self.clock * HOURGLASS_RATE) + 1) / HOURGLASS_RATE - self.clock)
        if self.note is not None:
            times.append(self.note[2] + NOTE_SECONDS)
        if self.event_tip is not None:
            times.append(self.event_tip[1])
        times.extend(until for _, until in self.bubbles.values())
        times.extend(self.fresh.values())
        return min(times) if times else None

    def _hot_seat(self) -> bool:
        """Two people at one screen: when the next person to act is not the one looking,
        hide the table behind a "pass to" screen until they click."""
        c = self.c
        if not c.hot_seat or self.app is None or self.passing:
            return False
        nxt = c.next_human()
        if nxt is None or nxt == c.human:
            return False
        self.passing = True
        self.cancel_drag()
        self.selected.clear()
        self._push(PassScreen(c.name(nxt), lambda: self._take_over(nxt)))
        return True

    def _take_over(self, seat: int) -> None:
        """The person at ``seat`` sits at the screen now: the table turns to them."""
        self.passing = False
        self.c.set_viewer(seat)
        self.board = Board()
        self.order = HandOrder([])
        self.hand_key = ()
        self.fresh.clear()
        self.hint_text = None
        self.layout(self.size)

    def _dialogs(self, dt: float, busy: bool) -> None:
        if self.app is None or self.app.scenes.top is not self:
            return
        c = self.c
        g = c.view()
        if c.double_answerer() is not None and c.double_answerer() == c.human:
            self._push(self.double_question())
            return
        if c.outcome is None and g.phase == "answer" and c.is_person(g.to_move) and g.to_move == c.human:
            asker = self._asker()
            name = c.name(asker)
            self._push(Dialog(tr("dialog.asks_title", name=name), tr("dialog.may_i_go_out", name=name),
                              [(tr("button.yes"), lambda: self._answer(True)),
                               (tr("button.no"), lambda: self._answer(False))],
                              key="answer", holds_game=False))
            return
        marker = (len(g.results), c.outcome is not None)
        ended = c.outcome is not None or g.phase in ("deal_over", "match_over")
        if ended and marker != self.sheet_marker:
            if busy:
                return
            self.sheet_wait += dt
            if self.sheet_wait < 0.9:
                return
            self.sheet_wait = 0.0
            self.sheet_marker = marker
            self.show_sheet(final=c.outcome is not None)

    def double_question(self) -> Dialog:
        """Another side offers a double: the person asked accepts, or gives the match up
        at the stake in force (where the rules let them). Enter and Escape both accept:
        giving up ends the match, so it is never what a stray key does."""
        c = self.c
        g = c.view()
        offer = g.double_resume[1] if g.double_resume is not None else g.to_move
        name = c.name(offer)
        doubled = c.stake * 2
        accept = (tr("button.accept_double", stake=doubled), lambda: self._answer_double(True))
        if not g.rules.allow_give_up:
            return Dialog(tr("dialog.double_offer_title", name=name),
                          tr("dialog.double_offer_must", name=name, stake=c.stake, doubled=doubled),
                          [accept], key="double", holds_game=False)
        return Dialog(tr("dialog.double_offer_title", name=name),
                      tr("dialog.double_offer", name=name, stake=c.stake, doubled=doubled),
                      [(tr("button.give_up"), lambda: self._answer_double(False)), accept],
                      key="double", holds_game=False, default=1)

    def _answer_double(self, accept: bool) -> None:
        self.c.answer_double(accept)
        self.refresh()

    def _answer(self, yes: bool) -> None:
        self.submit([Answer(yes)])

    def _asker(self) -> int:
        g = self.c.view()
        seats = g.rules.sides[g.rules.side_of(g.to_move)]
        i = seats.index(g.to_move)
        return seats[i - 1]

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:

        self.frames += 1
        L = self.L
        hover_eye = next((side for side, r in self.eye_rects.items() if r.collidepoint(self.mouse)), None)
        key = (self.seen_version, L.size, hover_eye, self.c.stake, self.c.speed, i18n.language())
        if self._static is None or self._static_key != key or self._static.get_size() != surface.get_size():
            if self._static is None or self._static.get_size() != surface.get_size():
                self._static = pygame.Surface(surface.get_size()).convert()
            self._static.blit(table_background(L.width, L.height), (0, 0))
            self._draw_areas(self._static)
            self._draw_piles(self._static)
            self._draw_scores(self._static)
            self._static_key = key
        surface.blit(self._static, (0, 0))
        self._draw_glows(surface)
        self.board.draw(surface)
        self._draw_fresh(surface)
        self._draw_hint_marks(surface)
        self._draw_meld_marks(surface)
        self._draw_packet_marks(surface)
        self._draw_pile_marks(surface)
        self._draw_plates(surface)
        steady = self.clock - self.turn_since >= PULSE_SECONDS
        for b in self.buttons.values():
            b.draw(surface, None if steady else self.clock)
        self._draw_status(surface)
        self._draw_log(surface)
        self._draw_tip(surface)
        self._draw_bubbles(surface)
        if self.drag is not None:
            for s in self.drag.sprites:
                surface.blit(s.face, s.area)

    def _area_label_lines(self, side: int, area: pygame.Rect) -> list[pygame.Surface]:
        """The area's label in one line, or two where the area is narrow (five players
        each alone share the row above the centre); the melds start below it. Where
        even two lines do not hold it (Samba for five at 800x600: the first meld with
        the red threes' credit), the side's name alone: a label of many lines pushed
        the melds out of their area."""
        size = self.L.font - 1
        lines = w.fit_lines(self.area_label(side), size, area.width - 16, w.INK_DIM, True)
        if len(lines) > 2:
            lines = w.fit_lines(self.c.side_name(side), size, area.width - 16, w.INK_DIM, True)
        return lines

    def area_label(self, side: int) -> str:
        """The label of a side's meld area: its name and, before it has melded, what its
        first meld needs - with the red threes' credit spelled out, or a small first
        meld would look like cheating."""
        c, view = self.c, self.view
        label = c.side_name(side)
        if not view.opened[side]:
            asks = c.asks()  # public: scores and red threes
            need = asks.first_meld_need(side)
            minimum = asks.first_meld_minimum(side)
            credit = asks.first_meld_credit(side)
            if credit > 0 and need < minimum:
                label += " · " + tr("table.first_meld_credit", minimum=minimum, credit=credit, need=need)
            else:
                label += " · " + tr("table.first_meld", need=need)
            if side == self.L.own_side and view.turn_points and view.to_move == c.human:
                label += " " + tr("table.this_turn", points=view.turn_points)
        elif side in c.openings:  # opened short of the minimum: the red threes made it
            points, credit = c.openings[side]
            label += " · " + tr("table.opened_with_reds", points=points, credit=credit)
        return label

    def _draw_areas(self, surface: pygame.Surface) -> None:
        L = self.L
        view = self.view
        for side, area in enumerate(L.melds):
            if area.width <= 0:
                continue
            w.panel(surface, area, (0, 0, 0, 38), 12)
            y = area.top + 4
            for line in self._area_label_lines(side, area):
                surface.blit(line, (area.left + 10, y))
                y += line.get_height()
            if not view.melds[side] and side == L.own_side:
                hint = w.fit_text(tr("table.drag_here"), L.font, area.width - 20, (150, 190, 160))
                w.blit_center(surface, hint, area.center)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        L = self.L
        view = self.view
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

    def pile_badges(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The marks beside the pile, each its words and colour: frozen, stopped,
        frozen for the player's side, cards taken, how many cards a take gets."""
        L = self.L
        view = self.view
        top = view.pile_top
        badges: list[tuple[str, tuple[int, int, int]]] = []
        freezes = self.c.rules.pile_freezes  # digging asks no freezing: nothing to show
        if view.pile_frozen and freezes:
            badges.append((tr("badge.frozen"), (40, 110, 200)))
        if top is not None and top.is_black_three and self.c.rules.threes_special:
            badges.append((tr("badge.stopped"), (180, 40, 40)))
        if (not badges and freezes and view.pile and self.c.asks().is_frozen_for(L.own_side)
                and not view.opened[L.own_side]):
            badges.append((tr("badge.frozen_for_you"), (60, 90, 70)))
        if view.pending:
            badges.append((trn("badge.taken", len(view.pending)), (150, 105, 20)))
        take_top = self.c.rules.pile_take_count
        if take_top and len(view.pile) > take_top and not view.pending:
            badges.append((tr("badge.take_top", count=take_top), (70, 90, 80)))
        return badges

    def _draw_pile_marks(self, surface: pygame.Surface) -> None:
        L = self.L
        view = self.view
        fs = max(w.MIN_TEXT, L.font - 3)
        badges = self.pile_badges()
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

    def _draw_glows(self, surface: pygame.Surface) -> None:
        d = self.drag
        if d is None:
            for a in self.take_backs:  # the melds a card may be taken back from (Modern American)
                rect = self.meld_rects.get(a.meld)
                if rect is not None:
                    w.glow(surface, rect.inflate(-2, -2), w.GOLD, 0.9, 10)
            return
        pulse = 0.75 + 0.25 * math.sin(self.clock * 6)
        for t in d.targets:
            if not t.legal or t.kind == "hand":
                continue
            if t.kind == "area" and not isinstance(t.actions[0], Meld):
                continue  # it would add to a meld, which glows itself
            strong = d.hover is t
            w.glow(surface, t.rect.inflate(6, 6), w.GOLD, (1.2 if strong else 0.7) * pulse, 10)
            if t.kind == "area":
                label = w.text(tr("table.new_meld"), self.L.font, w.GOLD, True)
                surface.blit(label, label.get_rect(bottomright=(t.rect.right - 10, t.rect.bottom - 6)))
        if d.hover is not None and not d.hover.legal and d.hover.kind != "hand":
            w.panel(surface, d.hover.rect.inflate(6, 6), (220, 60, 50, 40), 10, (220, 60, 50, 200), 2)

    def _draw_fresh(self, surface: pygame.Surface) -> None:
        """A gold bar above the cards that just came into the hand."""
        if not self.fresh:
            return
        now = time.monotonic()
        hand = sorted((s for s in self.board.sprites() if s.kind == "hand"), key=lambda s: s.area.left)
        for i, sprite in enumerate(hand):
            until = self.fresh.get(id(sprite))
            if until is None or sprite.moving:
                continue
            if now > until:
                del self.fresh[id(sprite)]
                continue
            right = hand[i + 1].area.left if i + 1 < len(hand) else sprite.area.right
            bar = pygame.Rect(sprite.area.left + 3, sprite.area.top - 8, max(8, right - sprite.area.left - 6), 5)
            pygame.draw.rect(surface, (255, 214, 70), bar, border_radius=2)

    def _draw_hint_marks(self, surface: pygame.Surface) -> None:
        """The hint points at what it plays: a gold ring round the cards of the hand
        (or the stock, or the pile), so it is seen, not only read."""
        hint = self.current_hint()
        if hint is None:
            return
        rects: list[pygame.Rect] = []
        if hint.place == "stock":
            rects.append(self.L.stock)
        elif hint.place == "pile":
            rects.append(self.L.pile)
        wanted = list(hint.cards)
        for sprite in sorted((s for s in self.board.sprites() if s.kind == "hand"), key=lambda s: s.area.left):
            if sprite.card in wanted:
                wanted.remove(sprite.card)
                rects.append(sprite.area)
        for rect in rects:
            pygame.draw.rect(surface, w.GOLD, rect.inflate(6, 6), 3, border_radius=8)
            tip = (rect.centerx, rect.top - 6)
            pygame.draw.polygon(surface, w.GOLD, [tip, (tip[0] - 7, tip[1] - 10), (tip[0] + 7, tip[1] - 10)])

    def _draw_meld_marks(self, surface: pygame.Surface) -> None:
        """A canasta's badge names its kind ("Natural 7", "Samba 7", "Wild 7"); a closed
        meld carries a padlock; a run a chip with its suit at its top right. Where
        columns stand closer than a badge is wide (six players at 800x600, "Escalera"),
        a badge moves sideways under its column, takes a second row below, or goes up
        over its own pile (``_badge_place``): every word stays whole, readable and inside
        its area, and no badge lies over another or over another column's cards."""
        L = self.L
        rules = self.c.rules
        fs = max(w.MIN_TEXT, L.font - 4)
        mw, mh = L.meld_card
        #: the cards a badge must leave in sight: the columns that are not squared up
        #: (a canasta's pile may lie under a badge: its top card is read at its top)
        columns = [s.rect for s in self.meld_spots if not s.canasta and s.tile is None]
        self.badge_indexes = [index_strip(r, (mw, mh)) for r in columns]
        faces = [(s, visible_face(s, self.meld_spots, (mw, mh))) for s in self.meld_spots if s.tile is None]
        self.badge_boxes = []
        self.badge_words = []
        self.chip_boxes = []
        self.tile_words = []
        for spot in sorted(self.meld_spots, key=lambda s: (s.side, s.rect.left)):
            m = spot.meld
            if spot.tile is not None:  # its kind in its colour, its lock and its suit in its words
                self.tile_words.append(draw_tile(surface, rules, m, spot.tile, self.tile_sizes[spot.side]))
                continue
            # the part of the column in sight: the next column may overlap it (Bolivia's
            # runs side by side, narrow areas)
            following = [o.rect.left for o in self.meld_spots if o.side == spot.side and o.rect.left > spot.rect.left]
            seen_right = min([spot.rect.right, *following])
            if m.is_sequence:
                # at the top right of the part in sight, never over the next column's rank
                size = max(w.MIN_TEXT, L.font - 2)
                x = max(spot.rect.left + size // 2 + 2, min(spot.rect.left + mw - 2, seen_right - (size // 2 + 3)))
                self.chip_boxes.append(suit_chip(surface, m, (x, spot.rect.top + 2), size))
            shown = badge(rules, m)
            if shown is None or not spot.canasta:
                continue
            label, colour = shown
            lock = max(9, fs - 1) if is_closed(rules, m) else 0
            centre = (spot.rect.left + seen_right) // 2  # the middle of the part of the pile in sight
            # no card of another column under it, open or squared up: it would be taken
            # for that column's badge ("Gemischt 7" over the nines' last card)
            others = [face for other, face in faces if other is not spot and other.side == spot.side]
            pile = pygame.Rect(spot.rect.left, spot.rect.top, mw + 6, mh + 6)
            # the kind's word and the size; where that covers another column wherever it
            # goes, the size alone (the badge's colour still tells the kind); where even
            # that does, the size alone over the middle of its own pile
            placed: pygame.Rect | None = None
            for text in (label, str(m.size)):
                image = w.text(text, fs, (255, 255, 255), True)
                least = mw if text == label else 0  # the size alone: as narrow as it is
                box = pygame.Rect(0, 0, max(image.get_width() + 8 + (lock + 4 if lock else 0), least),
                                  image.get_height() + 4)
                box.midtop = (min(spot.rect.left + mw // 2 + 3, centre), spot.rect.top + mh + 8)
                placed = self._badge_place(box, centre, L.melds[spot.side], others)
                if placed is not None:
                    break
            if placed is None:  # over the part of its own pile in sight
                pile.width = max(box.width, seen_right - pile.left)
                placed = box.move(centre - box.centerx, pile.centery - box.centery).clamp(pile)
            box = placed
            self.badge_boxes.append(box)
            self.badge_words.append(text)
            w.panel(surface, box, (*colour, 240), 5, (255, 255, 255, 210), 1)
            if lock:
                w.blit_center(surface, image, (box.centerx - (lock + 4) // 2, box.centery))
                padlock(surface, (box.right - 4 - lock // 2, box.centery), lock, (255, 255, 255))
            else:
                w.blit_center(surface, image, box.center)

    def _badge_place(self, box: pygame.Rect, centre: int, area: pygame.Rect,
                     keep_free: list[pygame.Rect]) -> pygame.Rect | None:
        """Where a canasta's badge goes: under its pile, else a second row below, else
        up over its own pile; in each row as little to the side as needed to leave the
        other badges and the other columns' cards (``keep_free``) free, always inside
        the meld area and across the middle of its own column (``centre``). ``None``
        where no such place is left."""
        rows = (0, box.height + 2, -(box.height + 4))
        shifts = [0] + [d * sign for d in range(3, box.width // 2 + 1, 3) for sign in (-1, 1)]
        for dy in rows:
            for dx in shifts:
                b = box.move(dx, dy)
                if b.left < area.left:
                    b.left = area.left
                elif b.right > area.right:
                    b.right = area.right
                if dy == 0:
                    b = b.clamp(area)  # the first row may move up into the area, as before
                if not (area.contains(b) and b.left <= centre <= b.right) or b.collidelist(self.badge_boxes) >= 0:
                    continue
                if b.collidelist(keep_free) < 0:
                    return b
        return None

    def _draw_packet_marks(self, surface: pygame.Surface) -> None:
        """The size of each face-down packet, on a small plate by its stack: "Foot: 11"
        where there is room beside it, else the number on the stack."""
        L = self.L
        view = self.view
        fs = max(w.MIN_TEXT, L.font - 3)
        word = "table.packet_foot" if self.c.rules.packet_trigger == "hand_empty" else "table.packet_pennies"
        for seat, spot in enumerate(L.seats):
            size = view.packet_sizes[seat] if seat < len(view.packet_sizes) else 0
            rect = self.packet_at.get(seat, spot.packet)
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

    def _draw_plates(self, surface: pygame.Surface) -> None:
        L = self.L
        c = self.c
        view = self.view
        thinking = c.thinking_seat()
        fs = L.font
        discards = last_discard_cards(c)
        self.thinking_mark = None
        for seat in range(c.rules.players):
            spot = L.seats[seat]
            plate = spot.plate
            turn = c.outcome is None and view.phase in ("draw", "meld", "answer") and view.to_move == seat
            if turn:
                pulsing = self.clock - self.turn_since < PULSE_SECONDS
                k = 0.6 + 0.4 * math.sin(self.clock * 4) if pulsing else 0.85
                w.glow(surface, plate.inflate(6, 6), w.GOLD, k, 10)
            w.panel(surface, plate, (8, 24, 16, 200), 8, (*w.GOLD, 255) if turn else (110, 140, 120, 200), 2)
            name = c.name(seat)
            if seat == view.dealer:
                name += " " + tr("table.dealer_mark")
            surface.blit(w.fit_text(name, fs, plate.width - 12, w.GOLD if turn else w.INK, True),
                         (plate.left + 6, plate.top + 4))
            n = view.hand_sizes[seat]
            count = trn("count.cards", n)
            # a computer seat deciding shows an hourglass after its line (the word too where
            # it fits); the hourglass's room is kept on every computer plate, so the
            # discard chip does not jump out of the plate and back as the seat thinks
            glass = self._hourglass_size(fs - 2) if seat != c.human else (0, 0)
            glass_room = glass[0] + 5 if glass[0] else 0
            # the seat's last discard, as a little card at the plate's right end: with
            # six players at 800x600 the log has no room for the "Last discards" line
            chip = self._discard_chip(discards.get(seat), fs - 2)
            room = plate.width - 12 - (chip.width + 6 if chip is not None else 0)
            outside = chip is not None and w.font(max(w.MIN_TEXT, fs - 2)).size(count)[0] + glass_room > room
            if outside:  # a narrow side plate: the card hangs under the plate's corner, the count keeps its room
                room = plate.width - 12
            line = count
            if thinking == seat:
                room -= glass_room
                line += " · " + tr("table.thinking")
            elif turn and seat == c.human:
                line += " · " + tr("table.your_turn")
            if w.font(w.fitting_size(line, fs - 2, room), False).size(line)[0] > room:
                line = count  # a narrow plate: the count (and the hourglass says the rest)
            shown = w.fit_text(line, fs - 2, room, w.INK_DIM)
            at = shown.get_rect(topleft=(plate.left + 6, plate.top + 6 + fs))
            surface.blit(shown, at)
            if thinking == seat:
                mark = pygame.Rect(0, 0, *glass)
                mark.midleft = (at.right + 5, at.centery)
                mark.bottom = min(mark.bottom, plate.bottom - 3)  # clear of the plate's border
                w.hourglass_icon(surface, mark, w.INK_DIM, w.GOLD,
                                 int(self.clock * HOURGLASS_RATE) % HOURGLASS_STEPS / (HOURGLASS_STEPS - 1))
                self.thinking_mark = (seat, mark, at, line)
            self.plate_chips.pop(seat, None)
            if chip is not None:
                chip_rect = chip.get_rect(bottomright=(plate.right - 5, plate.bottom - 4))
                if outside:  # under the plate's corner; the player's own plate is at the window's foot: above it
                    if spot.where == "bottom":
                        chip_rect.bottomright = (plate.right - 5, plate.top - 3)
                    else:
                        chip_rect.topright = (plate.right - 5, plate.bottom + 3)
                surface.blit(chip, chip_rect)
                self.plate_chips[seat] = chip_rect

    @staticmethod
    def _hourglass_size(size: int) -> tuple[int, int]:
        """The hourglass beside a plate's line of type ``size``: a little taller than its
        capitals (at 11 px type 9 by 12 pixels, about the smallest at which its bulbs and
        sand still show)."""
        height = w.font(max(w.MIN_TEXT, size)).get_ascent() + 1
        return (round(height * 0.75) | 1, height)

    def _discard_chip(self, card: Card | None, size: int) -> pygame.Surface | None:
        """A card's name on a small white card, in its suit's colour."""
        if card is None:
            return None
        four = self.app is not None and self.app.settings.four_colour
        colour = (20, 20, 20) if card.is_joker else suit_colour(card.suit, four)
        t = w.text(card_name(card), max(w.MIN_TEXT, size), colour, True)
        chip = pygame.Surface((t.get_width() + 8, t.get_height() + 2), pygame.SRCALPHA)
        w.panel(chip, chip.get_rect(), (250, 250, 245, 250), 4, (120, 110, 80, 255), 1)
        chip.blit(t, (4, 1))
        return chip

    def _draw_scores(self, surface: pygame.Surface) -> None:
        """Deal, target and stake; each side's name, score and eye. Two sides take a
        line each; more (each player alone) sit side by side, in two lines where one
        line leaves a side too little room for its player's name (the family table's
        four at 800x600)."""
        L = self.L
        c = self.c
        view = self.view
        box = L.scores
        w.panel(surface, box, (8, 24, 16, 190), 8, (110, 140, 120, 200), 1)
        n = len(c.rules.sides)
        if self.c.rules.match_deals:  # the match ends after a number of deals
            head = tr("table.deal_of", number=view.deal + 1, count=self.c.rules.match_deals)
        else:
            head = tr("table.deal_to", number=view.deal + 1, target=view.target)
        if c.stake > 1 or c.rules.allow_double:
            head += " · " + tr("score.stake", stake=c.stake)
        rows = n if n <= 2 else 1
        fs = max(w.MIN_TEXT, min(L.font - 1, (box.height - 8) // (rows + 1) - 2))
        if n > 2 and (box.width - 10) // n < self._score_cell_need(fs):
            rows = 2
            fs = max(w.MIN_TEXT, min(L.font - 1, (box.height - 8) // (rows + 1) - 2))
        key = key_of(c.rules, [s.meld for s in self.meld_spots if s.tile is not None and not s.tile.label])
        self.colour_key = key
        self.colour_key_boxes = draw_key(surface, key, (box.right - 8, box.top + 3), fs, fs + 2) if key else []
        room = (min(r.left for r in self.colour_key_boxes) - 12 if key else box.right - 4) - box.left - 8
        surface.blit(w.fit_text(head, fs, room, w.INK_DIM), (box.left + 8, box.top + 3))
        y = box.top + 5 + fs + 1
        self.eye_rects = {}
        self.score_parts = {}
        if n <= 2:
            row_h = (box.bottom - y - 2) // max(1, n)
            cells = [pygame.Rect(box.left + 8, y + side * row_h, box.width - 14, row_h) for side in range(n)]
        else:
            per_row = -(-n // rows)
            cell_w = (box.width - 10) // per_row
            row_h = (box.bottom - y - 2) // rows
            cells = [pygame.Rect(box.left + 8 + (side % per_row) * cell_w, y + (side // per_row) * row_h, cell_w - 8,
                                 row_h) for side in range(n)]
        for side, cell in enumerate(cells):
            eye = pygame.Rect(cell.right - fs * 2, cell.top, fs * 2, max(8, min(cell.height - 1, fs + 4)))
            self.eye_rects[side] = eye
            w.eye_icon(surface, eye, w.GOLD if eye.collidepoint(self.mouse) else w.INK_DIM)
            colour = w.GOLD if side == L.own_side else w.INK
            score_t = w.text(i18n.number(view.scores[side]), fs, colour, True)
            score_at = score_t.get_rect(topright=(eye.left - 8, cell.top))
            surface.blit(score_t, score_at)
            name_w = max(20, eye.left - score_t.get_width() - cell.left - 16)
            name = c.side_name(side)
            partners = len(c.rules.sides[side]) > 1  # a player alone keeps their own name
            if partners and w.font(w.fitting_size(name, fs, name_w, True), True).size(name)[0] > name_w:
                # three partners' names do not fit a narrow panel: say whose side it is
                name = tr("table.side_ours") if side == L.own_side else tr("table.side_theirs")
            name_t = w.fit_text(name, fs, name_w, colour, True)
            self.score_parts[side] = (name, name_t.get_rect(topleft=cell.topleft), score_at)
            surface.blit(name_t, cell.topleft)

    def _score_cell_need(self, fs: int) -> int:
        """The width a side's cell in the score panel needs at ``fs``: the longest
        name of a side, its score and the eye, with their gaps."""
        c = self.c
        bold = w.font(fs, True)
        name = max(bold.size(c.side_name(side))[0] for side in range(len(c.rules.sides)))
        score = max(bold.size(i18n.number(v))[0] for v in self.view.scores)
        return name + score + fs * 2 + 16 + 8

    def _status_text(self) -> tuple[str, bool]:
        if self.hover_note is not None:
            return ("✗ " + self.hover_note, True)
        now = time.monotonic()
        if self.note is not None and now - self.note[2] < NOTE_SECONDS:
            message, error, _, shorter = self.note
            width = self.L.status.width - 24
            for form in (message, *shorter):
                if w.font(w.fitting_size(form, self.L.font, width, True), True).size(form)[0] <= width:
                    return (form, error)
            return (shorter[-1] if shorter else message, error)
        hint = self.current_hint()
        if hint is not None:
            text = tr("help.hint_prefix") + " " + hint.text
            if self.L.tip.width < TIP_MIN_WIDTH or self._tip_place(text, self.L.tip) is None:
                return (text, False)  # no room for its box beside the buttons
        if self.take_backs and (self.L.tip.width < TIP_MIN_WIDTH
                                or self._tip_place(tr("tip.take_back"), self.L.tip) is None):
            return (tr("status.take_back"), False)  # no room for the tip: why the melds glow
        c = self.c
        for ev in reversed(c.events):
            if ev.kind == "refused":
                continue
            return (self.c.event_text(ev), False)
        return ("", False)

    def _draw_status(self, surface: pygame.Surface) -> None:
        L = self.L
        message, error = self._status_text()
        if not message and self.c.judging:
            message = tr("status.waiting_double")
        if not message:
            return
        fs = L.font
        # a long message (a refusal with its reason, a hint) takes a second line, the
        # box growing upwards from the status line, rather than being cut
        lines = w.fit_lines(message, fs, L.status.width - 24, (255, 235, 230) if error else w.INK, True)
        box = pygame.Rect(0, 0, max(t.get_width() for t in lines) + 24, sum(t.get_height() for t in lines) + 8)
        box.midbottom = (L.status.centerx, L.status.centery + (lines[0].get_height() + 8) // 2)
        w.panel(surface, box, (150, 30, 30, 220) if error else (6, 20, 12, 190), min(box.height // 2, 14),
                (255, 160, 150, 230) if error else (120, 150, 130, 200), 1)
        w.blit_lines(surface, lines, box.center)

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The last moves before the one in the status line, newest at the bottom, and
        what each player discarded last; the button above opens the whole log."""
        L = self.L
        if not self.buttons["log"].visible:
            return
        fs = max(w.MIN_TEXT, L.font - 3)
        width = L.log.width - 8
        top = self.buttons["log"].rect.bottom + 3
        double = self.buttons["double"]
        if double.visible and double.rect.colliderect(L.log):
            top = max(top, double.rect.bottom + 3)
        linesize = w.font(fs).get_linesize()
        for line in self._discards_lines(fs, width, (L.log.bottom - top) // linesize - 2):
            surface.blit(w.text(line, fs, w.GOLD, True), (L.log.left + 4, top))
            top += linesize
        y = L.log.bottom
        for ev in reversed(shown_events(self.c.events)[:-1]):
            lines = w.wrap(self.c.event_text(ev), fs, width)
            if y - len(lines) * linesize < top:
                break
            y -= len(lines) * linesize
            for i, line in enumerate(lines):
                surface.blit(w.text(line, fs, (170, 200, 180)), (L.log.left + 4, y + i * linesize))

    def _discards_lines(self, fs: int, width: int, room: int) -> tuple[str, ...]:
        """What each player discarded last, for the head of the log, in at most ``room``
        lines (the log keeps two for the moves): every player if that fits, else only
        the opponents - a player's own discard lies on the pile or under what followed,
        the partners play for the same side, and the opponents' discards are what one's
        own are weighed against (a rank the next opponent just threw away is a safe one
        to give them, and the one to take the pile with comes from the opponent before).
        Where not even those fit (five or six at 800x600) nothing: each seat's plate
        carries its player's last discard as a little card."""
        c = self.c
        forms = [("log.last_discards", discards_line(c))]
        theirs = discards_line(c, opponents(c))
        if theirs != forms[0][1]:
            forms.append(("log.last_discards_theirs", theirs))
        for key, discards in forms:
            if not discards:
                continue
            wrapped = w.wrap(tr(key, discards=discards), fs, width, True)
            if len(wrapped) <= room:
                return wrapped
        return ()

    def _first(self, tip: str) -> None:
        """Something happened for the first time: show its tip (once)."""
        if tip in self.seen_firsts:
            return
        self.seen_firsts.add(tip)
        if self.app is not None and self.app.settings.tips and tip not in self.app.settings.dismissed_tips:
            self.event_tip = (tip, time.monotonic() + 25.0)

    def _first_free(self, tip: str) -> None:
        """A beginner's tip waits while another tip of the moment is on (it comes at
        its next moment instead of being passed over)."""
        if self.event_tip is not None and time.monotonic() < self.event_tip[1]:
            return
        self._first(tip)

    def _discard_bans(self) -> list[str]:
        """The discard bans of this table in words (Cuban's black three on a first turn,
        Pennies' sevens), for the tip shown the first time the player is to discard."""
        return ban_sentences(self.c.rules)

    def _tip_bonus(self, tip: str) -> str:
        """What the canasta of a kind's first tip pays: a run's and a canasta of sevens'
        bonus, a wild canasta's by what it holds (Cuban's table)."""
        rules = self.c.rules
        if tip == "first_canasta_run":
            return i18n.number(rules.sequence_canasta_bonus)
        if tip == "first_canasta_sevens":
            return i18n.number(rules.sevens_canasta_bonus)
        if tip == "first_canasta_wild" and rules.wild_melds:
            return wild_canasta_pays(rules)
        return ""

    def _tip(self) -> tuple[str, str] | None:
        rules = self.c.rules
        if self.event_tip is not None:
            tip, until = self.event_tip
            if tip == "discard_ban" and time.monotonic() < until:
                return (tip, tr("tip.discard_ban", bans=" ".join(self._discard_bans())))
            if time.monotonic() < until:
                return (tip, tr(said(rules, tip_name(rules, tip)), natural=rules.natural_canasta_bonus,
                                mixed=rules.mixed_canasta_bonus, bonus=self._tip_bonus(tip),
                                count=rules.canastas_to_go_out))
            self.event_tip = None
        c = self.c
        g = c.view()
        asks = c.asks()
        if not c.is_human_turn():
            return None
        side = self.L.own_side
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
            if self.take_backs:
                return ("take_back", tr("tip.take_back"))
            if self.go_out and g.answer is True:
                return ("must_go_out", tr("tip.must_go_out"))
            if self.go_out:
                return ("goout", tr("tip.goout"))
            if not g.opened[side]:
                need = asks.first_meld_need(side)
                return ("first_meld_minimum", tr(said(rules, "tip.first_meld_minimum"), need=need))
            return ("meld", tr("tip.meld"))
        return None

    def _draw_tip(self, surface: pygame.Surface) -> None:
        self.tip_box, self.tip_text_bottom = pygame.Rect(0, 0, 0, 0), 0
        self.tip_close = pygame.Rect(0, 0, 0, 0)
        self.tip_id = None
        if self.app is None:
            return
        tip = self._tip() if self.app.settings.tips else None
        if tip is None or tip[0] in self.app.settings.dismissed_tips:
            tip = None
        hint = self.current_hint()
        if hint is not None:
            tip = ("hint", tr("help.hint_prefix") + " " + hint.text)
        if tip is None:
            return
        L = self.L
        area = L.tip
        if area.width < TIP_MIN_WIDTH:
            return  # no room beside the buttons: a hint shows in the status line instead
        key, message = tip
        placed = self._tip_place(message, area)
        if placed is None:
            return
        fs, lines, box = placed
        w.panel(surface, box, (250, 246, 225, 235), 8, (150, 120, 60, 255), 1)
        y = box.top + 7
        for line in lines:
            surface.blit(w.text(line, fs, w.PAPER_INK), (box.left + 8, y))
            y += fs + 4
        self.tip_box, self.tip_text_bottom = box, y - 4
        self.tip_close = pygame.Rect(box.right - 20, box.top + 4, 16, 16)
        pygame.draw.line(surface, (40, 140, 60), self.tip_close.topleft, self.tip_close.bottomright, 3)
        pygame.draw.line(surface, (40, 140, 60), self.tip_close.topright, self.tip_close.bottomleft, 3)
        self.tip_id = key

    def _tip_place(self, message: str, area: pygame.Rect) -> tuple[int, Sequence[str], pygame.Rect] | None:
        """The tip's type size, lines and box. A long text (Dutch, German) makes the
        box taller than its place beside the buttons: it grows up over the end of the
        meld area above, then down, as far as no card of the melds or of the hand and
        no badge lies there (Pennies at 1920x1080: the tip about sevens lay over a
        joker); where that is too short, the type gets smaller, never below the
        readable size. ``None`` where even that does not fit (six players' full
        meld areas at 1280x800, a long tip): the tip waits, as where the buttons
        leave no room for a box at all."""
        L = self.L
        cards = [s.slot.rect for s in self.board.sprites() if s.kind in ("meld", "hand", "red3")]
        cards += self.badge_boxes + [s.rect for s in self.meld_spots if s.tile is not None]
        beside = [r for r in cards if r.right > area.left and r.left < area.right]
        ceiling = max([L.scores.bottom + L.margin, *(r.bottom + 4 for r in beside if r.bottom <= area.top)])
        floor = min([L.status.top - 2, *(r.top - 4 for r in beside if r.top >= area.bottom)])
        largest = max(w.MIN_TEXT, L.font - 3)  # never smaller than readable
        for fs in range(largest, w.MIN_TEXT - 1, -1):
            lines = w.wrap(message, fs, area.width - 34)
            h = len(lines) * (fs + 4) + 14
            top = max(ceiling, min(area.top, floor - h))
            if top >= ceiling and top + h <= floor:
                return fs, lines, pygame.Rect(area.left, top, area.width, h)
        return None

    def area_label_rects(self) -> list[pygame.Rect]:
        """Where the meld areas' labels are written (what a bubble must not cover)."""
        rects = []
        for side, area in enumerate(self.L.melds):
            if area.width <= 0:
                continue
            lines = self._area_label_lines(side, area)
            rects.append(pygame.Rect(area.left + 10, area.top + 4, max(x.get_width() for x in lines),
                                     sum(x.get_height() for x in lines)))
        return rects

    def bubble_place(self, seat: int, box: pygame.Rect) -> pygame.Rect:
        """Where a seat's speech bubble goes: beside its plate on the table's side,
        else below or above the plate - the first place that covers no area label
        (six players: "Ja, ga uit!" hid "Zuidwest, Noord en Zuidoost")."""
        L = self.L
        plate = L.seats[seat].plate
        where = L.seats[seat].where
        screen = pygame.Rect(0, 0, L.width, L.height)
        places = []
        first = box.copy()
        if where == "bottom":
            first.bottomleft = (plate.left, plate.top - 6 - L.red_card[1])
        elif where == "top":
            first.midtop = (plate.centerx, plate.bottom + 6)
        elif where == "left":
            first.topleft = (plate.right + 6, plate.top)
        else:
            first.topright = (plate.left - 6, plate.top)
        places.append(first)
        below, above = box.copy(), box.copy()
        below.midtop = (plate.centerx, plate.bottom + 4)
        above.midbottom = (plate.centerx, plate.top - 4)
        places += [below, above]
        labels = self.area_label_rects()
        for place in places:
            place.clamp_ip(screen)
            if place.collidelist(labels) < 0:
                return place
        return places[0]

    def _draw_bubbles(self, surface: pygame.Surface) -> None:
        now = time.monotonic()
        L = self.L
        for seat, (message, until) in list(self.bubbles.items()):
            if now > until:
                del self.bubbles[seat]
                continue
            t = w.text(message, L.font, w.PAPER_INK, True)
            box = self.bubble_place(seat, t.get_rect().inflate(18, 10))
            self.bubble_boxes[seat] = box
            w.panel(surface, box, (*w.PAPER, 245), box.height // 2, (150, 120, 60, 255), 2)
            w.blit_center(surface, t, box.center)


def _index(sprite: CardSprite) -> int:
    """The position in the hand of a hand card's sprite."""
    info = sprite.slot.info
    return info if isinstance(info, int) else -1


def _canasta_order(m: TableMeld) -> list[Card]:
    """The cards of a canasta squared up: the card on top is red for a natural
    canasta, black for a mixed one (seed 000)."""
    cards = list(m.cards)
    top: Card | None
    if m.is_natural:
        top = next((c for c in cards if c.is_red), cards[-1])
    else:
        top = next((c for c in cards if not c.is_wild and not c.is_red), None)
        if top is None:
            top = next((c for c in cards if c.is_wild and not c.is_red and not c.is_joker), None)
        if top is None:
            top = next((c for c in cards if c.is_wild), cards[-1])
    assert top is not None
    cards.remove(top)
    return [*cards, top]
