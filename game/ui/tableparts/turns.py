"""The table's time: events taken in, the match driven on, what to redraw when, the hot
seat's handover, and the questions the match puts to the person (may I go out, a
double)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.app.i18n import tr
from game.engine import (
    Answer,
)
from game.ui.dialogs import Dialog
from game.ui.queries import HandOrder
from game.ui.screens import PassScreen
from game.ui.sprites import Board
from game.ui.tableparts.common import (
    HOURGLASS_RATE,
    NOTE_SECONDS,
    PULSE_SECONDS,
)

if TYPE_CHECKING:
    from game.ui.table import TableScene


def consume_events(scene: TableScene) -> None:
    events = scene.c.events
    while scene.seen_events < len(events):
        ev = events[scene.seen_events]
        scene.seen_events += 1
        scene._on_event(ev)


def update(scene: TableScene, dt: float) -> None:
    scene.clock += dt
    moving = scene.board.busy
    busy = scene.board.step(dt)
    if scene._hand_sliding():
        scene.hand_moved_at = scene.clock
    if moving and not busy:
        # the last cards landed: they go back from above everything to their places
        # in the fan, so this frame is drawn too - else the window keeps a raised card
        # over its neighbour's corner while a click there picks the neighbour
        scene.invalidate()
    holding = scene.app is not None and scene.app.scenes.holding
    scene.c.update(dt, hold=busy or holding or scene.drag is not None)
    scene.consume_events()
    if scene.c.version != scene.seen_version and scene.drag is None:
        scene.refresh()
    if scene._hot_seat():
        return
    scene._dialogs(dt, busy)
    if not busy:
        scene._warm_faces()
    scene._look()


def look(scene: TableScene) -> None:
    """Redraw when something the picture shows changed without input: the game, a
    computer starting to think, a message, a bubble, a tip."""
    c = scene.c
    g = c.view()
    turn = (g.to_move, g.deal)
    if turn != scene._turn_key:
        scene.turn_since = scene.clock
    scene._turn_key = turn
    # the away seats' countdowns in whole seconds, and the connection's state
    away = tuple(None if a is None else math.ceil(a) for a in (c.away_of(s) for s in range(c.rules.players)))
    key = (c.version, len(c.events), c.thinking_seat(), c.judging, c.stake, c.outcome is not None, away, c.link_state,
           scene.note, scene.hint_text, scene.event_tip, tuple(scene.bubbles), len(scene.fresh), scene.passing)
    if key != scene._look_key:
        scene._look_key = key
        scene.invalidate()


def redraw_at(scene: TableScene, now: float) -> float | None:
    """Gliding cards and a drag move every frame; a pulse for its first seconds;
    a thinking seat's hourglass four times a second; messages, bubbles, tips and the marks on
    new cards when they time out."""
    if scene.board.busy or scene.drag is not None:
        return now
    pulse_left = PULSE_SECONDS - (scene.clock - scene.turn_since)
    if pulse_left > 0 and not scene.calm and scene.c.outcome is None and scene.view.phase in ("draw", "meld", "answer"):
        return now
    times: list[float] = []
    if any(a is not None and a > 0 for a in (scene.c.away_of(s) for s in range(scene.c.rules.players))):
        times.append(now + 0.5)  # an away seat's countdown
    if scene.c.link_state:
        times.append(now + 0.5)  # the connection coming back
    if scene.c.thinking_seat() is not None:
        times.append(now + (int(scene.clock * HOURGLASS_RATE) + 1) / HOURGLASS_RATE - scene.clock)
    if scene.note is not None:
        times.append(scene.note[2] + NOTE_SECONDS)
    if scene.event_tip is not None:
        times.append(scene.event_tip[1])
    times.extend(until for _, until in scene.bubbles.values())
    times.extend(scene.fresh.values())
    return min(times) if times else None


def hot_seat(scene: TableScene) -> bool:
    """Two people at one screen: when the next person to act is not the one looking,
    hide the table behind a "pass to" screen until they click. The screen also comes
    first in every deal (a new table, a table continued, the deal after a score sheet),
    even for the person looking last: whoever sits at the screen then must not see a
    hand before the person it belongs to has sat down."""
    c = scene.c
    if not c.hot_seat or scene.app is None or scene.passing:
        return False
    nxt = c.next_human()
    if nxt is None or (nxt == c.human and scene.handed_over == c.view().deal):
        return False
    scene.passing = True
    scene.cancel_drag()
    scene.selected.clear()
    scene._push(PassScreen(c.name(nxt), lambda: scene._take_over(nxt)))
    return True


def take_over(scene: TableScene, seat: int) -> None:
    """The person at ``seat`` sits at the screen now: the table turns to them."""
    scene.passing = False
    scene.handed_over = scene.c.view().deal
    scene.c.set_viewer(seat)
    scene.board = Board()
    scene.order = HandOrder([])
    scene.hand_key = ()
    scene.fresh.clear()
    scene.hint_text = None
    scene.layout(scene.size)


def dialogs(scene: TableScene, dt: float, busy: bool) -> None:
    if scene.app is None or scene.app.scenes.top is not scene:
        return
    c = scene.c
    g = c.view()
    if c.double_answerer() is not None and c.double_answerer() == c.human:
        scene._push(scene.double_question())
        return
    # not while the answer is on its way to a server (the view still asks until it is back):
    # the question was asked again and stayed on the screen after the deal ended
    if c.outcome is None and g.phase == "answer" and c.is_person(g.to_move) and g.to_move == c.human \
            and c.is_human_turn():
        asker = scene._asker()
        name = c.name(asker)
        scene._push(Dialog(tr("dialog.asks_title", name=name), tr("dialog.may_i_go_out", name=name),
                          [(tr("button.yes"), lambda: scene._answer(True)),
                           (tr("button.no"), lambda: scene._answer(False))],
                          key="answer", holds_game=False))
        return
    marker = (len(g.results), c.outcome is not None)
    ended = c.outcome is not None or g.phase in ("deal_over", "match_over")
    if ended and marker != scene.sheet_marker:
        if busy:
            return
        scene.sheet_wait += dt
        if scene.sheet_wait < 0.9:
            return
        scene.sheet_wait = 0.0
        scene.sheet_marker = marker
        scene.show_sheet(final=c.outcome is not None)


def double_question(scene: TableScene) -> Dialog:
    """Another side offers a double: the person asked accepts, or gives the match up
    at the stake in force (where the rules let them). Enter and Escape both accept:
    giving up ends the match, so it is never what a stray key does."""
    c = scene.c
    g = c.view()
    offer = g.double_resume[1] if g.double_resume is not None else g.to_move
    name = c.name(offer)
    doubled = c.stake * 2
    accept = (tr("button.accept_double", stake=doubled), lambda: scene._answer_double(True))
    if not g.rules.allow_give_up:
        return Dialog(tr("dialog.double_offer_title", name=name),
                      tr("dialog.double_offer_must", name=name, stake=c.stake, doubled=doubled),
                      [accept], key="double", holds_game=False)
    return Dialog(tr("dialog.double_offer_title", name=name),
                  tr("dialog.double_offer", name=name, stake=c.stake, doubled=doubled),
                  [(tr("button.give_up"), lambda: scene._answer_double(False)), accept],
                  key="double", holds_game=False, default=1)


def answer_double(scene: TableScene, accept: bool) -> None:
    scene.c.answer_double(accept)
    scene.refresh()


def answer(scene: TableScene, yes: bool) -> None:
    scene.submit([Answer(yes)])


def asker(scene: TableScene) -> int:
    g = scene.c.view()
    seats = g.rules.sides[g.rules.side_of(g.to_move)]
    i = seats.index(g.to_move)
    return seats[i - 1]
