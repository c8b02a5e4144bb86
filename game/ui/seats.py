"""The seats this screen plays, each through its connection, and the words of what happens.

One person at the table holds one connection; two people sharing the screen (the hot
seat) hold one each, on the same match, and the table shows the one whose turn it is
(``set_viewer``). Everything the table knows of the match comes from the connection
it looks through: the view, the events, the seats' names, the outcome, the questions
about a move. It never sees a game.

The events' parameters name seats, sides and ranks by reference; here they become
words in the language in use, from the point of view of the person looking ("You
drew 7♥" for them, "West drew a card" for the others).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.app import i18n
from game.engine import Action, Card, IllegalAction, RuleSet, View
from game.match.asks import SeatAsks
from game.match.connection import SeatConnection
from game.match.events import HandRef, MatchEvent, Outcome, RankRef, Said, SeatRef, SideRef, SideSaid, SidesRef
from game.ui.queries import special_hand_name


@dataclass(frozen=True)
class Named:
    """A name inside an event's words, looked up each time the words are shown, so that
    a language switched mid-game renames "West" at once in the log and the status line."""

    lookup: Callable[[], str]

    def __str__(self) -> str:
        return self.lookup()


@dataclass(frozen=True)
class Words:
    """One sentence inside another one's words, read in the language in use."""

    msgid: str
    params: Mapping[str, Any]

    def __str__(self) -> str:
        return i18n.tr(self.msgid, **{k: str(v) for k, v in self.params.items()})


@dataclass(frozen=True)
class TableEvent:
    """An event as this table tells it: the match's event (or a refusal of this table's
    own move), its words resolved for the seats here. ``viewer`` is the seat that was
    looking when it arrived."""

    serial: int
    kind: str
    seat: int | None
    msgid: str
    params: Mapping[str, Any] = field(default_factory=dict)
    action: Action | None = None
    canasta: bool = False
    you_msgid: str | None = None
    you_params: Mapping[str, Any] = field(default_factory=dict)
    viewer: int | None = None

    def text_for(self, viewer: int | None) -> str:
        if self.msgid == "@refusal":
            refusal = self.params.get("refusal")
            alone = bool(self.params.get("alone"))
            return i18n.explain(refusal, alone=alone) if isinstance(refusal, IllegalAction) else ""
        if self.msgid == "@side":
            return str(self.params.get("said", ""))
        if viewer is not None and viewer == self.seat and self.you_msgid is not None:
            return i18n.tr(self.you_msgid, **{**self.params, **self.you_params})
        return i18n.tr(self.msgid, **self.params)

    @property
    def text(self) -> str:
        """The words as the seat that was looking then reads them."""
        return self.text_for(self.viewer)


class TableSeats:
    """The seats this screen plays: what the table reads of the match, and its moves."""

    def __init__(self, connections: Sequence[SeatConnection], *, speed: str = "normal") -> None:
        if not connections:
            raise ValueError("a table plays at least one seat")
        self.connections: dict[int, SeatConnection] = {c.seat: c for c in connections}
        self._active = connections[0]
        self._speed = speed
        self._active.set_speed(speed)
        self.events: list[TableEvent] = []
        self._told = 0  #: serials below this are in ``events``
        self._switches = 0
        self._pull()

    # ------------------------------------------------------------------ who looks
    @property
    def link(self) -> SeatConnection:
        """The connection of the seat the screen shows now."""
        return self._active

    @property
    def human(self) -> int:
        return self._active.seat

    @property
    def humans(self) -> list[int]:
        """The seats people play here (the other people of a remote table are not ours)."""
        return sorted(self.connections)

    @property
    def hot_seat(self) -> bool:
        """More than one person plays at this screen."""
        return len(self.connections) > 1

    def set_viewer(self, seat: int) -> None:
        """The person at ``seat`` is looking at the screen now (hot seat)."""
        if seat != self.human and seat in self.connections:
            self._active = self.connections[seat]
            self._active.set_speed(self._speed)
            self._switches += 1

    @property
    def version(self) -> int:
        return self._active.version + self._switches

    @property
    def speed(self) -> str:
        return self._speed

    @speed.setter
    def speed(self, speed: str) -> None:
        self._speed = speed
        self._active.set_speed(speed)

    # ------------------------------------------------------------------ reading
    @property
    def rules(self) -> RuleSet:
        return self._active.rules

    def view(self) -> View:
        return self._active.view()

    def asks(self) -> SeatAsks:
        return self._active.asks()

    @property
    def outcome(self) -> Outcome | None:
        return self._active.outcome()

    @property
    def openings(self) -> Mapping[int, tuple[int, int]]:
        return self._active.openings()

    def revealed(self) -> tuple[tuple[Card, ...], ...] | None:
        return self._active.revealed()

    def is_person(self, seat: int) -> bool:
        people = self._active.people()
        return 0 <= seat < len(people) and people[seat]

    def thinking_seat(self) -> int | None:
        return self._active.thinking()

    def away_of(self, seat: int) -> float | None:
        """None while the seat's person is here; else the seconds until a computer takes
        it over (0: one plays it; -1: none will), from the connection."""
        away = self._active.away()
        return away[seat] if 0 <= seat < len(away) else None

    @property
    def link_state(self) -> str:
        """"" while the seat reaches its match; "down" (coming back) or "lost"."""
        return self._active.link()

    def is_human_turn(self) -> bool:
        return self._active.my_turn()

    def legal(self) -> list[Action]:
        if self.outcome is not None or not self.is_human_turn():
            return []
        return self._active.asks().legal()

    def trial(self, actions: Sequence[Action]) -> IllegalAction | None:
        """Why these actions, played one after the other now, would be refused, or ``None``."""
        if self.outcome is not None:
            return IllegalAction("match_over", "The match is over.")
        return self._active.asks().trial(actions)

    def wait_refusal(self) -> IllegalAction:
        return self._active.wait_refusal()

    @property
    def stake(self) -> int:
        return self.view().stake

    @property
    def judging(self) -> bool:
        """A double is being answered."""
        return self.outcome is None and self.view().phase == "double"

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def human_side(self) -> int:
        return self.rules.side_of(self.human)

    def next_human(self) -> int | None:
        """The seat here that acts next: the one to move, else the first of ours after it
        in the order of play (None when the game waits for none of ours)."""
        view = self.view()
        if self.outcome is None and view.phase == "double":
            return self.double_answerer()
        if self.outcome is not None or view.phase not in ("draw", "meld", "answer"):
            return None
        n = self.rules.players
        for k in range(n):
            seat = (view.to_move + k) % n
            if seat in self.connections:
                return seat
        return None

    def double_answerer(self) -> int | None:
        """The person here who answers the double on offer (the one looking, where they may)."""
        seat = self._active.double_answerer()
        if seat is None or seat in self.connections:
            return seat
        return None

    def can_double(self) -> bool:
        return self._active.can_double()

    def can_give_up(self) -> bool:
        return self._active.can_give_up()

    # ------------------------------------------------------------------ names
    def name(self, seat: int) -> str:
        """A seat's name in the language in use (a default name follows a switch)."""
        names = self._active.names()
        raw = names[seat] if 0 <= seat < len(names) else ""
        return i18n.shown_name(raw, seat, self.rules.players)

    def side_name(self, side: int) -> str:
        seats = self.rules.sides[side]
        ordered = sorted(seats, key=lambda s: (s != self.human, s))
        names = [self.name(s) for s in ordered]
        if len(names) == 2:
            return i18n.tr("score.side_two", first=names[0], second=names[1])
        if len(names) == 3:
            return i18n.tr("score.side_three", first=names[0], second=names[1], third=names[2])
        return names[0]

    def side_form(self, side: int) -> str:
        """Which form of a sentence about a side fits its name: "_many" for a
        partnership (a plural verb: "West und Ost haben"), "_you" for the player
        looking when they play alone ("Sie haben", not "Sie hat"), "" for one other
        player. The sentences come in those three forms (``match.over_won_many``)."""
        seats = self.rules.sides[side]
        if len(seats) > 1:
            return "_many"
        return "_you" if self.name(seats[0]) == i18n.tr("seat.you") else ""

    def side_sentence(self, msgid: str, side: int, key: str = "side", **params: Any) -> str:
        """A sentence about a side in the form its name needs (see ``side_form``)."""
        return i18n.tr(msgid + self.side_form(side), **{key: self.side_name(side), **params})

    # ------------------------------------------------------------------ words
    def words(self, value: Any) -> Any:
        """An event's parameter as words are made of it: references become names that
        are looked up when shown, sentences become sentences."""
        if isinstance(value, SeatRef):
            seat = value.seat
            return Named(lambda: self.name(seat))
        if isinstance(value, SideRef):
            side = value.side
            return Named(lambda: self.side_name(side))
        if isinstance(value, SidesRef):
            sides = value.sides
            return Named(lambda: i18n.tr("card.list_separator").join(self.side_name(s) for s in sides))
        if isinstance(value, RankRef):
            rank = value.rank
            return Named(lambda: i18n.rank_name(rank))
        if isinstance(value, HandRef):
            hand = value.name
            return Named(lambda: special_hand_name(hand))
        if isinstance(value, SideSaid):
            return _SideWords(self, value)
        if isinstance(value, Said):
            return Words(value.msgid, {k: self.words(v) for k, v in value.params.items()})
        return value

    def _event(self, ev: MatchEvent) -> TableEvent:
        params = {k: self.words(v) for k, v in ev.params.items()}
        you = {k: self.words(v) for k, v in ev.you_params.items()}
        return TableEvent(ev.serial, ev.kind, ev.seat, ev.msgid, params, ev.action, ev.canasta, ev.you_msgid, you,
                          self.human)

    def _pull(self) -> None:
        """Take the events that arrived since the last look, as the seat looking sees them."""
        for ev in self._active.events()[self._told:]:
            self.events.append(self._event(ev))
            self._told = ev.serial + 1

    def event_text(self, ev: TableEvent) -> str:
        """An event in the words of the player looking now."""
        return ev.text_for(self.human)

    def explain(self, refusal: IllegalAction) -> str:
        """A refusal in the words of this table: where each plays alone, "you" for the
        engine's "your side" (``i18n.explain``); a seat it names by its name."""
        return i18n.explain(self._named_refusal(refusal), alone=not self.rules.partnerships)

    def _named_refusal(self, refusal: IllegalAction) -> IllegalAction:
        if not any(isinstance(v, (SeatRef, IllegalAction)) for v in refusal.params.values()):
            return refusal
        named = copy.copy(refusal)
        named.params = {k: (self.name(v.seat) if isinstance(v, SeatRef)
                            else self._named_refusal(v) if isinstance(v, IllegalAction) else v)
                        for k, v in refusal.params.items()}
        return named

    def _refused(self, refusal: IllegalAction) -> None:
        """A refused move goes into this table's log (no other seat hears of it)."""
        params = {"refusal": self._named_refusal(refusal), "alone": not self.rules.partnerships}
        self.events.append(TableEvent(self._told, "refused", self.human, "@refusal", params, viewer=self.human))

    # ------------------------------------------------------------------ moves
    def update(self, dt: float, hold: bool = False) -> None:
        self._active.tick(dt, hold=hold)
        self._pull()

    def _answered(self, refusal: IllegalAction | None) -> IllegalAction | None:
        self._pull()
        return refusal

    def submit(self, actions: Sequence[Action]) -> IllegalAction | None:
        """A move of the seat looking: all of ``actions`` or nothing. Returns the
        engine's refusal, and then nothing changed."""
        if not actions:
            return None
        refusal = self._active.submit(list(actions))
        if refusal is not None and self.is_human_turn():
            self._refused(refusal)
        return self._answered(refusal)

    def give_up(self) -> None:
        """The side looking concedes the match."""
        self._answered(self._active.give_up())

    def offer_double(self) -> None:
        self._answered(self._active.offer_double())

    def answer_double(self, accept: bool) -> IllegalAction | None:
        seat = self.double_answerer()
        link = self.connections.get(seat, self._active) if seat is not None else self._active
        refusal = link.answer_double(accept)
        if refusal is not None:
            self._refused(refusal)
        return self._answered(refusal)

    def can_start_new_match(self) -> bool:
        return self._active.can_start_new_match()

    def new_match(self) -> bool:
        """Deal a new match at this table, where its connection may (a local table)."""
        started = self._active.start_new_match()
        self._pull()
        return started

    def close(self) -> None:
        for link in self.connections.values():
            link.close()


@dataclass(frozen=True)
class _SideWords:
    """A sentence about a side, in the form its name needs for the person looking."""

    seats: TableSeats
    said: SideSaid

    def __str__(self) -> str:
        s = self.said
        params = {k: str(self.seats.words(v)) for k, v in s.params.items()}
        return self.seats.side_sentence(s.msgid, s.side, s.key, **params)
