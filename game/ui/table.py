"""The table: the human's hand at the bottom, the other players around, the melds of
each side, the stock and the discard pile, buttons, scores and the status line.

It reads the match through the seat's connection (``TableSeats``): the seat's
``View``, the events it may see, and the hands the end of a deal makes public. Every
move the mouse makes is turned into engine actions and submitted through the
connection, and every refusal shown is the engine's own message. Drop targets are
highlighted by asking the connection (``SeatAsks``: the engine's planners and checks,
answered from the seat's view) what a drop would do.

The scene holds the table's state (the board of card sprites, the selection, the drag,
the notes and tips on show) and is composed of parts, one module of
``game.ui.tableparts`` for each thing it shows: the hand, the melds, the piles, the
seats' plates, the buttons, the mouse and keys, tips and hints, and its time. Each part
is a set of functions of the scene, bound here as its methods, so that a subclass (the
tutorial's table) overrides any of them as before.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.i18n import tr, trn
from game.engine import (
    Action,
    IllegalAction,
    LayRedThree,
    SpecialHand,
    TableMeld,
    TakeBack,
    Undo,
    View,
)
from game.engine.cards import Card
from game.ui import widgets as w
from game.ui.cardart import table_background
from game.ui.hints import Hint
from game.ui.layout import TableLayout, compute_layout
from game.ui.logview import LogScene
from game.ui.queries import HandOrder
from game.ui.scenes import Scene
from game.ui.seats import TableSeats
from game.ui.sprites import Board
from game.ui.tableparts import buttons, dragdrop, focus, hand, melds, piles, plates, tips, turns
from game.ui.tableparts.common import (
    GLIDE,
    HAND_SETTLE,
    PULSE_SECONDS,
    Drag,
    MeldSpot,
    Press,
)

if TYPE_CHECKING:
    from game.ui.app import App

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
        self.undo: Undo | None = None  # what the undo button does now (``buttons.undo_action``)
        self.legal: list[Action] = []
        self.sheet_marker: tuple[int, bool] = (len(self.view.results), seats.outcome is not None)
        self.sheet_wait = 0.0
        self.clock = 0.0
        self.hand_moved_at = -HAND_SETTLE  #: the clock when the hand's cards last slid sideways
        #: the hand card last clicked and the clock then (a second click soon after plays it)
        self.last_hand_click: tuple[Card, float] | None = None
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
        #: where the dropped connection was said last (None: it was not)
        self.link_box: pygame.Rect | None = None
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
        #: "Review this deal" on the score sheet (the deal's number); None: no reviewer
        self.on_review: Callable[[int], None] | None = None
        #: Tips shown once when something happens for the first time (id, until when).
        self.event_tip: tuple[str, float] | None = None
        self.seen_firsts: set[str] = set()
        #: The hint asked for, and the seats' version it was given at: it
        #: holds only while the game stays as it was (it ends with the move).
        self.hint_text: tuple[str, int] | None = None
        self.hint_shown: Hint | None = None
        self.passing = False
        #: the deal whose first handover (hot seat) is done; None before the first
        self.handed_over: int | None = None
        #: What the picture showed when last checked, beyond the cards (see ``_look``).
        self._look_key: object = None
        #: Table clock when the seat to move last changed (its plate pulses a while).
        self.turn_since = 0.0
        self._turn_key: tuple[int, int] | None = None
        #: Where the keyboard is (``tableparts.focus``); drawn once a key used it.
        self.focus = focus.Focus()

    # ------------------------------------------------------------------ the parts, by what they show
    # hand
    _slots = hand.slots
    _reds_below_label = hand.reds_below_label
    _packet_slots = hand.packet_slots
    _source = hand.source
    _hand_sliding = hand.hand_sliding
    _reorder = hand.reorder
    _draw_fresh = hand.draw_fresh
    _faces_to_warm = hand.faces_to_warm
    _warm_faces = hand.warm_faces
    selected_cards = hand.selected_cards
    # melds
    _meld_slots = melds.meld_slots
    _column_lefts = melds.column_lefts
    _crowded = melds.crowded
    _line_slots = melds.line_slots
    _badge_width = melds.badge_width
    _tile_slots = melds.tile_slots
    _hide_under = melds.hide_under
    _draw_meld_marks = melds.draw_meld_marks
    _badge_place = melds.badge_place
    _area_label_lines = melds.area_label_lines
    area_label = melds.area_label
    _draw_areas = melds.draw_areas
    open_eye = melds.open_eye
    area_label_rects = melds.area_label_rects
    # piles
    _draw_piles = piles.draw_piles
    pile_badges = piles.pile_badges
    _draw_pile_marks = piles.draw_pile_marks
    _draw_glows = piles.draw_glows
    _draw_packet_marks = piles.draw_packet_marks
    open_peek = piles.open_peek
    ask_take = piles.ask_take
    _taking = piles.taking
    _submit_take = piles.submit_take
    _pile_top_sprite = piles.pile_top_sprite
    # plates
    _draw_plates = plates.draw_plates
    _discard_chip = plates.discard_chip
    _draw_scores = plates.draw_scores
    _score_cell_need = plates.score_cell_need
    _status_text = plates.status_text
    _draw_status = plates.draw_status
    _draw_log = plates.draw_log
    _discards_lines = plates.discards_lines
    bubble_place = plates.bubble_place
    _draw_bubbles = plates.draw_bubbles
    _draw_link = plates.draw_link
    # buttons
    _update_buttons = buttons.update_buttons
    on_button = buttons.on_button
    _place_log_button = buttons.place_log_button
    _draw_tooltip = buttons.draw_tooltip
    ask_give_up = buttons.ask_give_up
    _one_other = buttons.one_other
    ask_double = buttons.ask_double
    show_sheet = buttons.show_sheet
    _quit = buttons.quit
    next_deal = buttons.next_deal
    new_match = buttons.new_match
    # dragdrop
    handle_event = dragdrop.handle_event
    _key = dragdrop.key
    _hit = dragdrop.hit
    _motion = dragdrop.motion
    _start_drag = dragdrop.start_drag
    _take_back_at = dragdrop.take_back_at
    _refusal_for = dragdrop.refusal_for
    _card_targets = dragdrop.card_targets
    _take_targets = dragdrop.take_targets
    _target_at = dragdrop.target_at
    _place_drag = dragdrop.place_drag
    cancel_drag = dragdrop.cancel_drag
    _drop = dragdrop.drop
    _swap_at = dragdrop.swap_at
    _click = dragdrop.click
    # focus (the keyboard)
    _draw_focus = focus.draw_focus
    # tips
    show_hint = tips.show_hint
    current_hint = tips.current_hint
    _first = tips.first
    _first_free = tips.first_free
    _discard_bans = tips.discard_bans
    _tip_bonus = tips.tip_bonus
    _tip = tips.tip
    _draw_tip = tips.draw_tip
    _tip_place = tips.tip_place
    _draw_hint_marks = tips.draw_hint_marks
    _on_event = tips.on_event
    _beginner_tips = tips.beginner_tips
    _take_pile_tip = tips.take_pile_tip
    # turns
    consume_events = turns.consume_events
    update = turns.update
    _look = turns.look
    redraw_at = turns.redraw_at
    _hot_seat = turns.hot_seat
    _take_over = turns.take_over
    _dialogs = turns.dialogs
    double_question = turns.double_question
    _answer_double = turns.answer_double
    _answer = turns.answer
    _asker = turns.asker

    # ------------------------------------------------------------------ lifecycle
    def enter(self, app: App) -> None:
        super().enter(app)
        self.c.speed = app.settings.speed
        # shown again from the main menu (Continue): whoever sits at the screen now sees
        # the "pass to" screen of a hot seat first, as at the start of a deal
        self.handed_over = None
        self.refresh(0.0)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        names = [f"{self.c.name(s)} {tr('table.dealer_mark')}" for s in range(self.c.rules.players)]
        names.append(trn("count.cards", 88))  # a plate's second line, in its smaller type
        marks = [tr("badge.frozen"), tr("badge.stopped"), tr("badge.frozen_for_you"), trn("badge.taken", 88),
                 tr("badge.take_top", count=88)]
        labels = [tr("status.stock", count=188), tr("status.pile", count=188)]
        self.L = compute_layout(size, self.c.rules, self.c.human, names, marks, labels)
        self.cancel_drag()
        self.refresh(0.0)
        self._warm = self._faces_to_warm()

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
        if self.calm:  # calmer motion: every card is at its new place at once
            glide = 0.0
        created = self.board.sync(slots, self._source, glide)
        now = time.monotonic()
        for sprite in created:
            if sprite.kind == "hand" and self.hint[0] in ("draw", "take", "dig", "undo"):
                self.fresh[id(sprite)] = now + 2.5
        self.seen_version = c.version
        self._update_buttons()
        self._take_pile_tip()
        self.invalidate()

    # ------------------------------------------------------------------ buttons
    def offers_go_out(self) -> bool:
        """Whether the "Go out" button is offered when going out is possible (the
        tutorial holds it back until the step that teaches it)."""
        return True

    # ------------------------------------------------------------------ moves
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

    def open_log(self) -> None:
        """The whole log of the match, scrollable (the table shows its last lines)."""
        self._push(LogScene(self.c))

    def open_keys(self) -> None:
        """The cheat sheet of the table's keys ("?" or F1)."""
        from game.ui.keysheet import KeySheet

        self._push(KeySheet())

    def _push(self, scene: Scene) -> None:
        self.cancel_drag()
        if self.app is not None:
            self.app.push(scene)

    # ------------------------------------------------------------------ input
    @property
    def calm(self) -> bool:
        """The calmer-motion setting: no gliding cards, no pulsing highlights."""
        return self.app is not None and self.app.settings.calm

    def _my_turn(self) -> bool:
        return self.c.is_human_turn()

    def _wait(self) -> IllegalAction:
        return self.c.wait_refusal()

    # ------------------------------------------------------------------ time
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
        steady = self.calm or self.clock - self.turn_since >= PULSE_SECONDS
        for b in self.buttons.values():
            b.draw(surface, None if steady else self.clock)
        self._draw_focus(surface)
        self._draw_status(surface)
        self._draw_log(surface)
        self._draw_tip(surface)
        self._draw_bubbles(surface)
        self._draw_link(surface)
        if self.drag is None:
            self._draw_tooltip(surface)
        if self.drag is not None:
            for s in self.drag.sprites:
                surface.blit(s.face, s.area)

    @staticmethod
    def _hourglass_size(size: int) -> tuple[int, int]:
        """The hourglass beside a plate's line of type ``size``: a little taller than its
        capitals (at 11 px type 9 by 12 pixels, about the smallest at which its bulbs and
        sand still show)."""
        height = w.font(max(w.MIN_TEXT, size)).get_ascent() + 1
        return (round(height * 0.75) | 1, height)




