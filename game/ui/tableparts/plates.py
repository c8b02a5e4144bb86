"""The seats' plates and the score panel: names, card counts, the dealer's mark, the
thinking hourglass, the last discard, speech bubbles, the status line and the log's last
lines."""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.i18n import card_name, tr, trn
from game.engine.cards import Card
from game.ui import widgets as w
from game.ui.cardart import suit_colour
from game.ui.layout import plate_name_lines
from game.ui.logview import discards_line, last_discard_cards, opponents, shown_events
from game.ui.meldtiles import (
    draw_key,
    key_of,
)
from game.ui.tableparts.common import (
    HOURGLASS_RATE,
    HOURGLASS_STEPS,
    NOTE_SECONDS,
    PULSE_SECONDS,
    TIP_MIN_WIDTH,
)

if TYPE_CHECKING:
    from game.ui.table import TableScene


def draw_plates(scene: TableScene, surface: pygame.Surface) -> None:
    L = scene.L
    c = scene.c
    view = scene.view
    thinking = c.thinking_seat()
    fs = L.font
    discards = last_discard_cards(c)
    scene.thinking_mark = None
    for seat in range(c.rules.players):
        spot = L.seats[seat]
        plate = spot.plate
        turn = c.outcome is None and view.phase in ("draw", "meld", "answer") and view.to_move == seat
        if turn:
            pulsing = not scene.calm and scene.clock - scene.turn_since < PULSE_SECONDS
            k = 0.6 + 0.4 * math.sin(scene.clock * 4) if pulsing else 0.85
            w.glow(surface, plate.inflate(6, 6), w.GOLD, k, 10)
        w.panel(surface, plate, (8, 24, 16, 200), 8, (*w.GOLD, 255) if turn else (110, 140, 120, 200), 2)
        name = c.name(seat)
        if seat == view.dealer:
            name += " " + tr("table.dealer_mark")
        name_lines = plate_name_lines(name, fs, plate)
        for k, piece in enumerate(name_lines):  # a long name wraps: the layout made the plate tall enough
            surface.blit(w.text(piece, fs, w.GOLD if turn else w.INK, True),
                         (plate.left + 6, plate.top + 4 + k * (fs + 2)))
        below = (len(name_lines) - 1) * (fs + 2)  # the count's line goes under the name's last
        n = view.hand_sizes[seat]
        count = trn("count.cards", n)
        # a computer seat deciding shows an hourglass after its line (the word too where
        # it fits); the hourglass's room is kept on every computer plate, so the
        # discard chip does not jump out of the plate and back as the seat thinks
        glass = scene._hourglass_size(fs - 2) if seat != c.human else (0, 0)
        glass_room = glass[0] + 5 if glass[0] else 0
        # the seat's last discard, as a little card at the plate's right end: with
        # six players at 800x600 the log has no room for the "Last discards" line
        chip = scene._discard_chip(discards.get(seat), fs - 2)
        room = plate.width - 12 - (chip.width + 6 if chip is not None else 0)
        outside = chip is not None and w.font(max(w.MIN_TEXT, fs - 2)).size(count)[0] + glass_room > room
        if outside:  # a narrow side plate: the card hangs under the plate's corner, the count keeps its room
            room = plate.width - 12
        line = count
        away = c.away_of(seat) if seat != c.human else None
        if away is not None:  # the person's connection is away: who plays it, or in how long a computer will
            line = tr("table.away_computer") if away == 0 else tr("table.away") if away < 0 else \
                tr("table.away_countdown", seconds=math.ceil(away))
        if thinking == seat:
            room -= glass_room
            line += " · " + tr("table.thinking")
        elif turn and seat == c.human:
            line += " · " + tr("table.your_turn")
        if w.font(w.fitting_size(line, fs - 2, room), False).size(line)[0] > room:
            # a narrow plate: the count (and the hourglass says the rest); on the
            # player's own plate at their turn, the turn rather than the count: the
            # hand below shows its cards, and the newcomer must see the game waits for them
            line = tr("table.your_turn") if turn and seat == c.human and thinking != seat else count
            if away is not None:  # the countdown (or "away") rather than the count: it is what changes
                line = tr("table.away_short", seconds=math.ceil(away)) if away > 0 else tr("table.away")
        shown = w.fit_text(line, fs - 2, room, w.INK_DIM)
        at = shown.get_rect(topleft=(plate.left + 6, plate.top + 6 + fs + below))
        surface.blit(shown, at)
        if thinking == seat:
            mark = pygame.Rect(0, 0, *glass)
            mark.midleft = (at.right + 5, at.centery)
            mark.bottom = min(mark.bottom, plate.bottom - 3)  # clear of the plate's border
            w.hourglass_icon(surface, mark, w.INK_DIM, w.GOLD,
                             int(scene.clock * HOURGLASS_RATE) % HOURGLASS_STEPS / (HOURGLASS_STEPS - 1))
            scene.thinking_mark = (seat, mark, at, line)
        scene.plate_chips.pop(seat, None)
        if chip is not None:
            chip_rect = chip.get_rect(bottomright=(plate.right - 5, plate.bottom - 4))
            if outside:  # under the plate's corner; the player's own plate is at the window's foot: above it
                if spot.where == "bottom":
                    chip_rect.bottomright = (plate.right - 5, plate.top - 3)
                else:
                    chip_rect.topright = (plate.right - 5, plate.bottom + 3)
            surface.blit(chip, chip_rect)
            scene.plate_chips[seat] = chip_rect


def draw_link(scene: TableScene, surface: pygame.Surface) -> None:
    """The seat's connection dropped: said across the table (the table is saved and the
    seat comes back by itself when the host's game or the server is back), never a
    table that only seems frozen."""
    link = scene.c.link_state
    if not link:
        return
    L = scene.L
    text = tr("table.link_lost") if link == "lost" else tr("table.link_down")
    width = min(L.width - 40, L.font * 34)
    lines = w.wrap(text, L.font, width - 24, True)
    line_h = w.font(L.font, True).get_linesize()
    box = pygame.Rect(0, 0, width, len(lines) * line_h + 20)
    box.center = (L.width // 2, L.height // 2)
    w.panel(surface, box, (60, 20, 16, 235), 10, (*w.GOLD, 255), 2)
    for k, piece in enumerate(lines):
        image = w.text(piece, L.font, w.INK, True)
        surface.blit(image, image.get_rect(midtop=(box.centerx, box.top + 10 + k * line_h)))
    scene.link_box = box


def discard_chip(scene: TableScene, card: Card | None, size: int) -> pygame.Surface | None:
    """A card's name on a small white card, in its suit's colour."""
    if card is None:
        return None
    four = scene.app is not None and scene.app.settings.four_colour
    colour = (20, 20, 20) if card.is_joker else suit_colour(card.suit, four)
    t = w.text(card_name(card), max(w.MIN_TEXT, size), colour, True)
    chip = pygame.Surface((t.get_width() + 8, t.get_height() + 2), pygame.SRCALPHA)
    w.panel(chip, chip.get_rect(), (250, 250, 245, 250), 4, (120, 110, 80, 255), 1)
    chip.blit(t, (4, 1))
    return chip


def draw_scores(scene: TableScene, surface: pygame.Surface) -> None:
    """Deal, target and stake; each side's name, score and eye. Two sides take a
    line each; more (each player alone) sit side by side, in two lines where one
    line leaves a side too little room for its player's name (the family table's
    four at 800x600)."""
    L = scene.L
    c = scene.c
    view = scene.view
    box = L.scores
    w.panel(surface, box, (8, 24, 16, 190), 8, (110, 140, 120, 200), 1)
    n = len(c.rules.sides)
    if scene.c.rules.match_deals:  # the match ends after a number of deals
        head = tr("table.deal_of", number=view.deal + 1, count=scene.c.rules.match_deals)
    else:
        head = tr("table.deal_to", number=view.deal + 1, target=view.target)
    if c.stake > 1 or c.rules.allow_double:
        head += " · " + tr("score.stake", stake=c.stake)
    rows = n if n <= 2 else 1
    fs = max(w.MIN_TEXT, min(L.font - 1, (box.height - 8) // (rows + 1) - 2))
    if n > 2 and (box.width - 10) // n < scene._score_cell_need(fs):
        rows = 2
        fs = max(w.MIN_TEXT, min(L.font - 1, (box.height - 8) // (rows + 1) - 2))
    key = key_of(c.rules, [s.meld for s in scene.meld_spots if s.tile is not None and not s.tile.label])
    scene.colour_key = key
    scene.colour_key_boxes = draw_key(surface, key, (box.right - 8, box.top + 3), fs, fs + 2) if key else []
    room = (min(r.left for r in scene.colour_key_boxes) - 12 if key else box.right - 4) - box.left - 8
    surface.blit(w.fit_text(head, fs, room, w.INK_DIM), (box.left + 8, box.top + 3))
    y = box.top + 5 + fs + 1
    scene.eye_rects = {}
    scene.score_parts = {}
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
        scene.eye_rects[side] = eye
        w.eye_icon(surface, eye, w.GOLD if eye.collidepoint(scene.mouse) else w.INK_DIM)
        colour = w.GOLD if side == L.own_side else w.INK
        score_t = w.text(i18n.number(view.scores[side]), fs, colour, True)
        score_at = score_t.get_rect(topright=(eye.left - 8, cell.top))
        surface.blit(score_t, score_at)
        name_w = max(20, eye.left - score_t.get_width() - cell.left - 16)
        name = c.side_name(side)
        partners = len(c.rules.sides[side]) > 1  # a player alone keeps their own name
        if w.font(w.fitting_size(name, fs, name_w, True), True).size(name)[0] > name_w:
            if partners:  # three partners' names do not fit a narrow panel: say whose side it is
                name = tr("table.side_ours") if side == L.own_side else tr("table.side_theirs")
            else:  # a player alone with a long name (the plate shows it whole): where they sit
                seat = c.rules.sides[side][0]
                name = i18n.seat_name((seat - c.human) % c.rules.players, c.rules.players)
        name_t = w.fit_text(name, fs, name_w, colour, True)
        scene.score_parts[side] = (name, name_t.get_rect(topleft=cell.topleft), score_at)
        surface.blit(name_t, cell.topleft)


def score_cell_need(scene: TableScene, fs: int) -> int:
    """The width a side's cell in the score panel needs at ``fs``: the longest
    name of a side, its score and the eye, with their gaps."""
    c = scene.c
    bold = w.font(fs, True)
    name = max(bold.size(c.side_name(side))[0] for side in range(len(c.rules.sides)))
    score = max(bold.size(i18n.number(v))[0] for v in scene.view.scores)
    return name + score + fs * 2 + 16 + 8


def status_text(scene: TableScene) -> tuple[str, bool]:
    if scene.hover_note is not None:
        return ("✗ " + scene.hover_note, True)
    now = time.monotonic()
    if scene.note is not None and now - scene.note[2] < NOTE_SECONDS:
        message, error, _, shorter = scene.note
        width = scene.L.status.width - 24
        for form in (message, *shorter):
            if w.font(w.fitting_size(form, scene.L.font, width, True), True).size(form)[0] <= width:
                return (form, error)
        return (shorter[-1] if shorter else message, error)
    hint = scene.current_hint()
    if hint is not None:
        text = tr("help.hint_prefix") + " " + hint.text
        if scene.L.tip.width < TIP_MIN_WIDTH or scene._tip_place(text, scene.L.tip) is None:
            return (text, False)  # no room for its box beside the buttons
    if scene.take_backs and (scene.L.tip.width < TIP_MIN_WIDTH
                            or scene._tip_place(tr("tip.take_back"), scene.L.tip) is None):
        return (tr("status.take_back"), False)  # no room for the tip: why the melds glow
    c = scene.c
    for ev in reversed(c.events):
        if ev.kind == "refused":
            continue
        return (scene.c.event_text(ev), False)
    return ("", False)


def draw_status(scene: TableScene, surface: pygame.Surface) -> None:
    L = scene.L
    message, error = scene._status_text()
    if not message and scene.c.judging:
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


def draw_log(scene: TableScene, surface: pygame.Surface) -> None:
    """The last moves before the one in the status line, newest at the bottom, and
    what each player discarded last; the button above opens the whole log."""
    L = scene.L
    if not scene.buttons["log"].visible:
        return
    fs = max(w.MIN_TEXT, L.font - 3)
    width = L.log.width - 8
    top = scene.buttons["log"].rect.bottom + 3
    double = scene.buttons["double"]
    if double.visible and double.rect.colliderect(L.log):
        top = max(top, double.rect.bottom + 3)
    linesize = w.font(fs).get_linesize()
    for line in scene._discards_lines(fs, width, (L.log.bottom - top) // linesize - 2):
        surface.blit(w.text(line, fs, w.GOLD, True), (L.log.left + 4, top))
        top += linesize
    y = L.log.bottom
    for ev in reversed(shown_events(scene.c.events)[:-1]):
        lines = w.wrap(scene.c.event_text(ev), fs, width)
        if y - len(lines) * linesize < top:
            break
        y -= len(lines) * linesize
        for i, line in enumerate(lines):
            surface.blit(w.text(line, fs, (170, 200, 180)), (L.log.left + 4, y + i * linesize))


def discards_lines(scene: TableScene, fs: int, width: int, room: int) -> tuple[str, ...]:
    """What each player discarded last, for the head of the log, in at most ``room``
    lines (the log keeps two for the moves): every player if that fits, else only
    the opponents - a player's own discard lies on the pile or under what followed,
    the partners play for the same side, and the opponents' discards are what one's
    own are weighed against (a rank the next opponent just threw away is a safe one
    to give them, and the one to take the pile with comes from the opponent before).
    Where not even those fit (five or six at 800x600) nothing: each seat's plate
    carries its player's last discard as a little card."""
    c = scene.c
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


def bubble_place(scene: TableScene, seat: int, box: pygame.Rect) -> pygame.Rect:
    """Where a seat's speech bubble goes: beside its plate on the table's side,
    else below or above the plate - the first place that covers no area label
    (six players: "Ja, ga uit!" hid "Zuidwest, Noord en Zuidoost")."""
    L = scene.L
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
    labels = scene.area_label_rects()
    for place in places:
        place.clamp_ip(screen)
        if place.collidelist(labels) < 0:
            return place
    return places[0]


def draw_bubbles(scene: TableScene, surface: pygame.Surface) -> None:
    now = time.monotonic()
    L = scene.L
    for seat, (message, until) in list(scene.bubbles.items()):
        if now > until:
            del scene.bubbles[seat]
            continue
        t = w.text(message, L.font, w.PAPER_INK, True)
        box = scene.bubble_place(seat, t.get_rect().inflate(18, 10))
        scene.bubble_boxes[seat] = box
        w.panel(surface, box, (*w.PAPER, 245), box.height // 2, (150, 120, 60, 255), 2)
        w.blit_center(surface, t, box.center)
