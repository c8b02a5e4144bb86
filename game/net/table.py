"""One table of the server: the match, its seats, and what each seat is sent.

The table holds a ``MatchRunner`` and, per seat, who may play it (a secret token), the
connection playing it now (a ``Link``), the numbers of the messages sent to it and how
much of the match it has been told. Each connection is sent its own seat's view and
the events as that seat may see them (``MatchEvent.for_seat``), never the game: the
other hands, the stock, the feet and the seed stay here.

Nothing here touches a socket or a clock of its own: the server calls ``handle`` with
each decoded request and ``tick`` with the time, and the table hands encoded messages
to its links, so the rules of a table are tested without a network too.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import msgspec

from game.engine import GameState, IllegalAction, RuleSet, parse_action
from game.engine.actions import Action
from game.engine.record import rules_from_text, rules_to_text
from game.match.events import Outcome
from game.match.players import HumanPlayer, Player
from game.match.runner import MatchRunner
from game.net import protocol as p
from game.net.codes import new_token, same_token
from game.net.values import encode

log = logging.getLogger("game.server")

#: Makes the computer player of a seat: (seat, name, level, rules) -> Player. The entry
#: point passes one that builds the AI's players; game.net never imports the AI.
PlayerFactory = Callable[[int, str, str, RuleSet], Player]

#: The computer level that plays a person's seat while its connection is away.
STAND_IN_LEVEL = "rules"


class Link(Protocol):
    """A connection as a table sees it: a message handed on without waiting."""

    def send(self, data: bytes) -> None: ...

    def close(self, reason: str) -> None: ...


@dataclass
class SeatState:
    """A seat: who plays it and what its connection has been told."""

    level: str  # "" for a person's seat, else the computer's level
    name: str = ""
    token: str = ""
    taken: bool = False  # a person sat down here (for a person's seat)
    link: Link | None = None
    seq: int = 0
    away_since: float | None = None
    standing_in: Player | None = None  # the person's player while a computer plays for them
    sent_key: tuple[Any, ...] | None = None
    sent_events: int = 0
    last_ref: int = -1
    last_reply: bytes | None = None

    @property
    def person(self) -> bool:
        return not self.level


class Table:
    """A table hosted by the server (see the module's docstring)."""

    def __init__(self, code: str, rules: RuleSet, seats: list[p.SeatSpec], factory: PlayerFactory, *,
                 host: int = 0, seed: int | None = None, away_after: float | None = 60.0,
                 speed: str = "normal", game: GameState | None = None) -> None:
        if len(seats) != rules.players:
            raise ValueError(f"{rules.players} seats are needed, not {len(seats)}")
        if not 0 <= host < rules.players or seats[host].level:
            raise ValueError("the host sits at a person's seat")
        self.code = code
        self.factory = factory
        self.host = host
        self.seed = seed if seed is not None else secrets.randbits(62)
        self.away_after = away_after
        self.started = False
        self.lobby = 0  # counts changes of who sits where
        self.seats = [SeatState(level=s.level, name=s.name or (f"Computer {i + 1}" if s.level else ""))
                      for i, s in enumerate(seats)]
        players: list[Player] = []
        for i, s in enumerate(self.seats):
            players.append(HumanPlayer(s.name or f"Seat {i + 1}") if s.person else factory(i, s.name, s.level, rules))
        self.runner = MatchRunner(game if game is not None else GameState.new(rules, self.seed), players, speed=speed)
        #: Called after every change worth saving (an action, a seat taken): the store.
        self.on_change: Callable[[Table], None] | None = None
        #: Called with each message handed to a seat's connection (the leak test compares
        #: what each client received with what the game held back at that moment).
        self.on_send: Callable[[Table, int, bytes], None] | None = None
        self.runner.action_listeners.append(lambda _runner: self._changed())
        self.runner.deal_listeners.append(lambda _runner: self._deal_ended())

    def _deal_ended(self) -> None:
        r = self.runner
        log.info("table %s: deal %d over, scores %s%s", self.code, r.game.deal + 1, list(r.game.scores),
                 ", match over" if r.outcome is not None else "")

    # ------------------------------------------------------------------ seats
    @property
    def rules(self) -> RuleSet:
        return self.runner.rules

    def free_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.person and not s.taken]

    def sit(self, name: str, seat: int = -1) -> tuple[int, str] | p.ProtocolError:
        """A person sits down: the seat and its new token, or why not."""
        free = self.free_seats()
        if self.started and not free:
            return p.ProtocolError("table_full", "every seat of this table is taken")
        if seat == -1:
            if not free:
                return p.ProtocolError("table_full", "every seat of this table is taken")
            seat = free[0]
        if seat not in free:
            return p.ProtocolError("seat_taken", "that seat is not free")
        s = self.seats[seat]
        s.name, s.taken, s.token = name, True, new_token()
        player = self.runner.players[seat]
        player.name = name
        self.lobby += 1
        self._changed()
        return seat, s.token

    def seat_of(self, token: str) -> int | None:
        for i, s in enumerate(self.seats):
            if s.taken and s.token and same_token(s.token, token):
                return i
        return None

    def attach(self, seat: int, link: Link, now: float) -> None:
        """``link`` plays ``seat`` now (a join or a rejoin): the old connection of the
        seat is closed, a computer standing in hands the seat back, and the numbering
        starts again with ``Joined`` followed by the whole state."""
        s = self.seats[seat]
        if s.link is not None and s.link is not link:
            old = s.link
            s.link = None
            old.close("another connection took this seat")
        s.link = link
        s.away_since = None
        self._hand_back(seat)
        s.seq = 0
        s.sent_key, s.sent_events = None, 0
        self.lobby += 1
        self.send(seat, p.Joined(seq=0, code=self.code, seat=seat, token=s.token, host=seat == self.host,
                                ref=max(0, s.last_ref)))
        self.broadcast(now)

    def detach(self, seat: int, link: Link, now: float) -> None:
        s = self.seats[seat]
        if s.link is link:
            s.link = None
            s.away_since = now
            self.lobby += 1
            self.broadcast(now)

    def reissue(self, seat: int, now: float) -> str:
        """A new token for ``seat`` (the host hands a stuck seat to another person);
        the old token stops working and its connection is closed."""
        s = self.seats[seat]
        s.token = new_token()
        s.taken = True
        if s.link is not None:
            old = s.link
            s.link = None
            s.away_since = now
            old.close("the host handed this seat to another person")
        self.lobby += 1
        self._changed()
        return s.token

    # ------------------------------------------------------------------ requests
    def handle(self, seat: int, message: p.ClientMessage, now: float) -> None:
        """A request of the connection playing ``seat`` (its token checked at join).
        A number already answered is a duplicate or a late copy: ignored, the last
        answer sent again."""
        s = self.seats[seat]
        if isinstance(message, p.Resync):
            # the last answer again (it may be the message that went missing), then everything
            if s.last_reply is not None:
                self._send_again(seat, s.last_reply)
            s.sent_key, s.sent_events = None, 0
            self.broadcast(now, only=seat)
            return
        if isinstance(message, p.Ping):
            self.send(seat, p.Pong(seq=0, n=message.n))
            return
        ref = getattr(message, "ref", None)
        if not isinstance(ref, int):
            self.send(seat, p.Error(seq=0, code="unexpected", message="this request is not for a seated connection"))
            return
        if ref <= s.last_ref:
            if ref == s.last_ref and s.last_reply is not None:
                self._send_again(seat, s.last_reply)
            return
        s.last_ref = ref
        refusal, token = self._request(seat, message, now)
        s.last_reply = self.send(seat, p.Reply(seq=0, ref=ref, refusal=None if refusal is None else encode(refusal),
                                               token=token))
        self.broadcast(now)

    def _request(self, seat: int, message: p.ClientMessage, now: float) -> tuple[IllegalAction | None, str]:
        r = self.runner
        if isinstance(message, p.Start):
            return self._start(seat, message.fill), ""
        if isinstance(message, p.Reissue):
            if seat != self.host:
                return IllegalAction("not_host", "Only the host may do that."), ""
            if not 0 <= message.seat < len(self.seats) or not self.seats[message.seat].person \
                    or message.seat == self.host:
                return IllegalAction("no_such_seat", "There is no such seat."), ""
            return None, self.reissue(message.seat, now)
        if not self.started:
            return IllegalAction("not_started", "The host has not dealt yet."), ""
        if isinstance(message, p.Move):
            try:
                actions: list[Action] = [parse_action(t) for t in message.actions]
            except ValueError as exc:
                return IllegalAction("unreadable", "That move cannot be read: {why}", why=str(exc)[:p.MAX_TEXT]), ""
            return r.submit(seat, actions), ""
        if isinstance(message, p.NextDeal):
            return r.submit(seat, [parse_action("next")]), ""
        if isinstance(message, p.OfferDouble):
            return r.offer_double(seat), ""
        if isinstance(message, p.AnswerDouble):
            return r.answer_double(seat, message.accept), ""
        if isinstance(message, p.GiveUp):
            return r.give_up(seat), ""
        return IllegalAction("unexpected", "That request is not for a seated player."), ""

    def _start(self, seat: int, fill: str) -> IllegalAction | None:
        if seat != self.host:
            return IllegalAction("not_host", "Only the host may do that.")
        if self.started:
            return IllegalAction("started", "The match has started.")
        free = self.free_seats()
        if free and not fill:
            return IllegalAction("seats_free", "Some seats are still free.")
        for i in free:
            s = self.seats[i]
            s.level, s.name = fill, f"Computer {i + 1}"
            try:
                self.runner.seat_player(i, self.factory(i, s.name, fill, self.rules))
            except ValueError as exc:
                return IllegalAction("bad_level", "No computer plays at that level: {why}", why=str(exc)[:80])
        self.started = True
        self.lobby += 1
        self._changed()
        log.info("table %s: dealt", self.code)
        return None

    # ------------------------------------------------------------------ time
    def tick(self, dt: float, now: float) -> None:
        """Let the computers play, a computer take an away seat after the delay, and
        tell every connection what changed."""
        if self.started:
            for i, s in enumerate(self.seats):
                if (s.person and s.link is None and s.away_since is not None and s.standing_in is None
                        and self.away_after is not None and now - s.away_since >= self.away_after):
                    self._stand_in(i)
            self.runner.update(dt)
        self.broadcast(now)

    def waiting_on_computer(self) -> bool:
        """A computer (or a computer standing in) is to move: the server ticks this table often."""
        g = self.runner.game
        if not self.started or self.runner.outcome is not None or g.phase in ("deal_over", "match_over"):
            return False
        return not self.runner.players[g.to_move].is_human or g.phase == "double"

    def next_takeover(self, now: float) -> float | None:
        """When a computer next takes over an away seat (None: none is due)."""
        if not self.started or self.away_after is None:
            return None
        due = [s.away_since + self.away_after for s in self.seats
               if s.person and s.link is None and s.away_since is not None and s.standing_in is None]
        return min(due) if due else None

    def _stand_in(self, seat: int) -> None:
        s = self.seats[seat]
        computer = self.factory(seat, s.name, STAND_IN_LEVEL, self.rules)
        s.standing_in = self.runner.seat_player(seat, computer)
        self.lobby += 1
        log.info("table %s: seat %d away too long, a computer plays it", self.code, seat)

    def _hand_back(self, seat: int) -> None:
        s = self.seats[seat]
        if s.standing_in is not None:
            computer = self.runner.seat_player(seat, s.standing_in)
            close = getattr(computer, "close", None)
            if callable(close):
                close()
            s.standing_in = None
            log.info("table %s: seat %d handed back by the computer", self.code, seat)

    # ------------------------------------------------------------------ sending
    def send(self, seat: int, message: Any) -> bytes | None:
        """Number ``message`` for ``seat`` and hand it to the seat's connection."""
        s = self.seats[seat]
        if s.link is None:
            return None
        s.seq += 1
        data = p.encode(msgspec.structs.replace(message, seq=s.seq))
        if self.on_send is not None:
            self.on_send(self, seat, data)
        s.link.send(data)
        return data

    def _send_again(self, seat: int, data: bytes) -> None:
        """A message sent before, numbered anew (a repeated answer keeps the order)."""
        self.send(seat, p.decode_server(data))

    def away(self, now: float) -> list[float | None]:
        """Per seat: None while its person is here (or a computer's seat); else the
        seconds until a computer plays it (0: one does now; -1: none ever will)."""
        out: list[float | None] = []
        for s in self.seats:
            if not s.person or not s.taken or s.link is not None:
                out.append(None)
            elif s.standing_in is not None:
                out.append(0.0)
            elif self.away_after is None or s.away_since is None:
                out.append(-1.0)
            else:
                out.append(round(max(0.0, s.away_since + self.away_after - now), 1))
        return out

    def broadcast(self, now: float, only: int | None = None) -> None:
        r = self.runner
        key_base = (r.version, self.lobby, r.thinking_seat(), self.started)
        for seat, s in enumerate(self.seats):
            if s.link is None or (only is not None and seat != only) or s.sent_key == key_base:
                continue
            self.send(seat, self.state(seat, now, s.sent_events))
            s.sent_key = key_base
            s.sent_events = len(r.events)

    def state(self, seat: int, now: float, first: int = 0) -> p.State:
        """What ``seat`` may know now, with the events from ``first`` on."""
        r = self.runner
        told = r.events
        first = first if first <= len(told) else 0
        started = self.started
        return p.State(
            seq=0, full=first == 0, version=r.version, started=started, rules=encode(r.rules),
            view=encode(r.view(seat)), first_event=first, events=[encode(ev.for_seat(seat)) for ev in told[first:]],
            names=[s.name for s in self.seats], people=list(r.people()), free=self.free_seats(),
            away=self.away(now), outcome=encode(r.outcome), openings=encode(dict(r.openings)),
            revealed=encode(r.revealed()), thinking=r.thinking_seat(), my_turn=started and r.is_seat_turn(seat),
            wait_refusal=encode(r.wait_refusal(seat)), can_double=started and r.can_double(seat),
            double_answerer=r.double_answerer(seat) if started else None,
            can_give_up=started and r.can_give_up(seat))

    def info(self) -> p.TableInfo:
        return p.TableInfo(seq=0, code=self.code, rules=encode(self.rules), names=[s.name for s in self.seats],
                           free=self.free_seats(), started=self.started)

    def close(self, reason: str) -> None:
        for s in self.seats:
            if s.link is not None:
                link, s.link = s.link, None
                link.close(reason)
        self.runner.close()

    # ------------------------------------------------------------------ saving
    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    def to_saved(self) -> dict[str, Any]:
        """The table as plain data: enough to deal it again and replay every action."""
        name, changes = rules_to_text(self.rules)
        g = self.runner.game
        return {"code": self.code, "rules": [name, changes], "seed": g.seed, "actions": [str(a) for a in g.actions],
                "host": self.host, "away_after": self.away_after, "started": self.started,
                "seats": [{"level": s.level, "name": s.name, "token": s.token, "taken": s.taken} for s in self.seats]}

    @classmethod
    def from_saved(cls, data: dict[str, Any], factory: PlayerFactory, now: float, *, speed: str = "normal") -> Table:
        """A saved table back, its match replayed action by action; every person away."""
        rules = rules_from_text(data["rules"][0], data["rules"][1])
        game = GameState.new(rules, int(data["seed"]))
        for text in data["actions"]:
            game.apply(parse_action(text))
        specs = [p.SeatSpec(level=s["level"], name=s["name"]) for s in data["seats"]]
        table = cls(data["code"], rules, specs, factory, host=int(data["host"]), seed=game.seed,
                    away_after=data["away_after"], speed=speed, game=game)
        table.started = bool(data["started"])
        g = table.runner.game
        if g.phase == "match_over" and table.runner.outcome is None:  # the runner retells a deal, not the end
            winner = g.match_winner if g.gave_up is not None else (g.last_result.winner if g.last_result else None)
            table.runner.outcome = Outcome(winner, g.gave_up, g.stake, tuple(g.results), tuple(g.scores))
        for s, saved in zip(table.seats, data["seats"], strict=True):
            s.token, s.taken = str(saved["token"]), bool(saved["taken"])
            if s.person and s.taken:
                table.runner.players[table.seats.index(s)].name = s.name
                s.away_since = now
        return table
