"""The controller: owns the game, asks the players for actions and applies them.

The engine decides every rule: the controller only forwards actions, reports the
engine's refusals, paces the computer players so a person can follow them, and
keeps what the engine does not know about: the stake (doubling) and a match given
up. The table reads the game through ``view()`` (the human seat's view) and the
events list; it never changes the game itself.
"""

from __future__ import annotations

import functools
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.app import i18n
from game.engine import (
    Accept,
    Action,
    Add,
    Answer,
    Ask,
    DealResult,
    Dig,
    Discard,
    Double,
    Draw,
    GameState,
    GiveUp,
    IllegalAction,
    LayRedThree,
    Meld,
    NextDeal,
    RuleSet,
    Stop,
    Swap,
    Take,
    TakeBack,
    Undo,
    View,
)
from game.engine.cards import Card
from game.ui.meldmarks import says_books
from game.ui.players import HumanPlayer, Player
from game.ui.queries import added_msgid, meld_added_to, special_hand_name

#: Seconds between two computer actions, by speed setting.
PACES: dict[str, float] = {"slow": 1.4, "normal": 0.75, "fast": 0.3, "instant": 0.0}
SPEEDS = tuple(PACES)

@dataclass(frozen=True)
class Named:
    """A seat's or a side's name inside an event's words. It is looked up each time
    the words are shown, so that a language switched mid-game renames "West" at once
    in the log and the status line too."""

    lookup: Callable[[], str]

    def __str__(self) -> str:
        return self.lookup()


@dataclass(frozen=True)
class Said:
    """One sentence inside an event's words (``match.then`` joins two), read in the
    language in use each time it is shown."""

    msgid: str
    params: Mapping[str, Any]

    def __str__(self) -> str:
        return i18n.tr(self.msgid, **{k: str(v) for k, v in self.params.items()})


@dataclass(frozen=True)
class TableEvent:
    """Something that happened at the table, for the status line, sounds and the
    animations (``seat`` tells where unseen cards came from or went to).

    The words are kept as a message id and its parameters, so that they are shown in
    the language in use and to the player looking: ``you_msgid`` (with ``you_params``
    added) is the form the acting seat reads ("You drew 7♥"), which may name cards
    the others must not see. ``viewer`` is the seat that was looking when it happened."""

    serial: int
    kind: str  # draw take dig meld add swap discard red3 opened ask answer undo stop next out double giveup refused
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
        if viewer is not None and viewer == self.seat and self.you_msgid is not None:
            return i18n.tr(self.you_msgid, **{**self.params, **self.you_params})
        return i18n.tr(self.msgid, **self.params)

    @property
    def text(self) -> str:
        """The words as the seat that was looking then reads them."""
        return self.text_for(self.viewer)


@dataclass(frozen=True)
class Outcome:
    """How the match ended: the winning side, the side that gave up (if any) and the
    stake (doubled by ``double``), kept with the deal results."""

    winner: int | None
    gave_up: int | None
    stake: int
    results: tuple[DealResult, ...]
    scores: tuple[int, ...]


DOUBLE_ACTION = Double()


class Controller:
    """Runs a match between the human at ``human`` and the other players."""

    def __init__(
        self,
        game: GameState,
        players: Sequence[Player],
        *,
        human: int = 0,
        speed: str = "normal",
    ) -> None:
        if len(players) != game.rules.players:
            raise ValueError("one player per seat is needed")
        self.game = game
        self.players = list(players)
        self.human = human
        self.speed = speed
        self.version = 0
        self.events: list[TableEvent] = []
        self.outcome: Outcome | None = None
        self._cooldown = 0.0
        self._asked: tuple[int, int] | None = None  # (version, seat) a decision was asked for
        self._asked_at = 0.0
        #: Called after every action applied to the game (the autosave).
        self.action_listeners: list[Callable[[Controller], None]] = []
        #: Called when a deal ends (statistics); the match may be over then too.
        self.deal_listeners: list[Callable[[Controller], None]] = []
        #: Called when a side gives up the match.
        self.give_up_listeners: list[Callable[[Controller], None]] = []
        #: Sides whose first meld of this deal was short of the minimum and counted
        #: only with their red threes: side -> (the meld's points, the threes' credit).
        self.openings: dict[int, tuple[int, int]] = {}
        self._retell()

    def _retell(self) -> None:
        """A match taken up again (Continue) gets its log back: the moves of the deal
        in play are told again by replaying the match's moves from its start. A game
        whose moves do not lead to its position (a set-up position) starts with an
        empty log. Runs before anyone listens, so nothing is saved or counted twice."""
        real = self.game
        start = real.deal_start
        if not real.actions[start:]:
            return
        try:
            replay = GameState.new(real.rules, real.seed)
            for a in real.actions[:start]:
                replay.apply(a)
            self.game = replay
            for a in real.actions[start:]:
                self._apply(replay.to_move, a)
            same = (replay.hands, replay.pile, replay.melds, replay.red_threes) == (
                real.hands, real.pile, real.melds, real.red_threes)
        except Exception:
            same = False
        finally:
            self.game = real
            self.outcome = None
            self.version = 0
        if not same:
            self.events = []
            self.openings = {}

    # ------------------------------------------------------------------ reading
    @property
    def rules(self) -> RuleSet:
        return self.game.rules

    @property
    def pace(self) -> float:
        return PACES.get(self.speed, PACES["normal"])

    def name(self, seat: int) -> str:
        """A seat's name in the language in use (a default name follows a switch)."""
        return i18n.shown_name(self.players[seat].name, seat, self.game.rules.players)

    def side_name(self, side: int) -> str:
        seats = self.game.rules.sides[side]
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
        seats = self.game.rules.sides[side]
        if len(seats) > 1:
            return "_many"
        return "_you" if self.name(seats[0]) == i18n.tr("seat.you") else ""

    def side_sentence(self, msgid: str, side: int, key: str = "side", **params: Any) -> str:
        """A sentence about a side in the form its name needs (see ``side_form``)."""
        return i18n.tr(msgid + self.side_form(side), **{key: self.side_name(side), **params})

    def _side_said(self, msgid: str, side: int, key: str, **params: Any) -> Said:
        return Said(msgid + self.side_form(side), {key: self._side_named(side), **params})

    def view(self, seat: int | None = None) -> View:
        return self.game.view(self.human if seat is None else seat)

    @property
    def human_side(self) -> int:
        return self.game.rules.side_of(self.human)

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def humans(self) -> list[int]:
        return [s for s, p in enumerate(self.players) if p.is_human]

    @property
    def hot_seat(self) -> bool:
        """More than one person plays at this screen."""
        return len(self.humans) > 1

    def next_human(self) -> int | None:
        """The human seat that acts next: the one to move, else the first human after
        it in the order of play (None when the game waits for no human)."""
        g = self.game
        if self.outcome is None and g.phase == "double":
            return self.double_answerer()
        if self.outcome is not None or g.phase not in ("draw", "meld", "answer"):
            return None
        n = g.rules.players
        for k in range(n):
            seat = (g.to_move + k) % n
            if self.players[seat].is_human:
                return seat
        return None

    def set_viewer(self, seat: int) -> None:
        """The human at ``seat`` is looking at the screen now (hot seat)."""
        if seat != self.human:
            self.human = seat
            self.version += 1

    def is_human_turn(self) -> bool:
        g = self.game
        return (self.outcome is None and g.phase in ("draw", "meld", "answer")
                and self.players[g.to_move].is_human)

    def thinking_seat(self) -> int | None:
        """The computer seat that is deciding right now (after a short moment)."""
        if self._asked is None or self.outcome is not None:
            return None
        version, seat = self._asked
        if version != self.version or self.players[seat].is_human:
            return None
        if time.monotonic() - self._asked_at < 0.25:
            return None
        return seat

    def legal(self) -> list[Action]:
        if self.outcome is not None:
            return []
        return self.game.legal_actions()

    def trial(self, actions: Sequence[Action]) -> IllegalAction | None:
        """Why these actions, played one after the other now, would be refused (the
        engine's answer on a copy), or ``None``."""
        if self.outcome is not None:
            return IllegalAction("match_over", "The match is over.")
        g = self.game.clone()
        for a in actions:
            refusal = g.check(a)
            if refusal is not None:
                return refusal
            g.apply(a)
        return None

    # ------------------------------------------------------------------ the human's moves
    def submit(self, actions: Sequence[Action]) -> IllegalAction | None:
        """A move of the human player: all of ``actions`` or nothing. Returns the
        engine's refusal, and then nothing changed."""
        if not actions:
            return None
        if not self.is_human_turn():
            if self.outcome is not None:
                return IllegalAction("match_over", "The match is over.")
            if isinstance(actions[0], NextDeal):
                return self._apply_next()
            who = self.name(self.game.to_move)
            return IllegalAction("not_your_turn", "Wait for your turn: {who} is playing.", who=who)
        refusal = self.trial(actions)
        if refusal is not None:
            self._emit("refused", self.human, "@refusal", self._refused(refusal))
            return refusal
        player = self.players[self.game.to_move]
        if isinstance(player, HumanPlayer):
            player.push(actions)
            self._pump_human()
        else:  # a human player of another kind: apply directly
            for a in actions:
                self._apply(self.game.to_move, a)
        return None

    def _apply_next(self) -> IllegalAction | None:
        refusal = self.game.check(NextDeal())
        if refusal is not None:
            return refusal
        self._apply(self.game.to_move, NextDeal())
        self._cooldown = max(self._cooldown, self.pace + 0.6)
        return None

    def _pump_human(self) -> None:
        player = self.players[self.game.to_move]
        while player.is_human and self.game.phase in ("draw", "meld", "answer"):
            move: list[Action] | None
            if isinstance(player, HumanPlayer):
                move = player.poll_move()
            else:
                action = player.poll()
                move = [action] if action is not None else None
            if not move:
                break
            try:
                self._apply_move(self.game.to_move, move)
            except IllegalAction as refusal:  # cannot happen after trial(); the game is unchanged
                player.cancel()
                self._emit("refused", self.game.to_move, "@refusal", self._refused(refusal))
                break
            player = self.players[self.game.to_move]
        self._cooldown = max(self._cooldown, self.pace * 0.6)

    def _apply_move(self, seat: int, actions: list[Action]) -> None:
        """Several actions as one move: the engine applies all of them or none."""
        if len(actions) == 1:
            self._apply(seat, actions[0])
            return
        g = self.game
        before_pile = len(g.pile)
        before_hand = list(g.hands[seat])
        before_phase = g.phase
        before_canastas = self._canasta_ids()
        before_reds = [len(r) for r in g.red_threes]
        before_packets = list(g.packet_taken)
        g.apply_all(actions)
        self.version += 1
        for a in actions:
            self._describe(seat, a, before_pile, before_hand, before_phase)
        self._after(seat, actions[-1], before_reds, before_canastas, before_phase, before_packets)
        self._changed()

    def _changed(self) -> None:
        for listener in list(self.action_listeners):
            listener(self)

    # ------------------------------------------------------------------ driving the computers
    def update(self, dt: float, hold: bool = False) -> None:
        """Advance the match by ``dt`` seconds of table time. ``hold`` keeps computer
        players from acting (animations running, a dialog open); they still think."""
        self._cooldown = max(0.0, self._cooldown - dt)
        g = self.game
        if self.outcome is not None:
            return
        if g.phase == "match_over":
            return
        if g.phase == "deal_over":
            return
        if g.phase == "double" and self.double_answerer() is not None:
            return  # a person answers the double (the table asks them), never a computer for them
        seat = g.to_move
        player = self.players[seat]
        key = (self.version, seat)
        if self._asked != key:
            self._asked = key
            self._asked_at = time.monotonic()
            player.begin(g.view(seat))
        if player.is_human:
            self._pump_human()
            return
        if hold or self._cooldown > 0.0:
            return
        try:
            action = player.poll()
        except Exception as exc:  # a failing computer player must not stop the game
            print(f"canasta: {player.name} failed: {exc!r}; playing a legal action instead", file=sys.stderr)
            action = self._stand_in()
        if action is None:
            return
        refusal = g.check(action)
        if refusal is not None:
            print(f"canasta: {player.name} chose an illegal action {action} ({refusal.message});"
                  " playing a legal action instead", file=sys.stderr)
            action = self._stand_in()
        self._apply(seat, action)
        self._cooldown = self.pace

    def _stand_in(self) -> Action:
        legal = self.game.legal_actions()
        for kind in (Draw, Discard, Stop, Answer, Take):
            for a in legal:
                if isinstance(a, kind):
                    return a
        others = [a for a in legal if not isinstance(a, (Undo, Ask))]
        return (others or legal)[0]

    # ------------------------------------------------------------------ applying
    def _apply(self, seat: int, action: Action) -> None:
        g = self.game
        before_pile = len(g.pile)
        before_reds = [len(r) for r in g.red_threes]
        before_hand = list(g.hands[seat])
        before_canastas = self._canasta_ids()
        before_phase = g.phase
        side = g.side_to_move
        before_opened = g.opened[side] if 0 <= side < len(g.opened) else True
        before_points = g.turn_points
        before_packets = list(g.packet_taken)
        g.apply(action)
        self.version += 1
        self._describe(seat, action, before_pile, before_hand, before_phase)
        if not before_opened and g.opened[side]:
            self._opened(side, max(before_points, g.turn_points))
        self._after(seat, action, before_reds, before_canastas, before_phase, before_packets)
        self._changed()

    def _opened(self, side: int, points: int) -> None:
        """A side laid its first meld: when it was short of the minimum and only its red
        threes made it legal, say so - or it looks like cheating."""
        g = self.game
        credit = g.first_meld_credit(side)
        if not credit or points >= g.first_meld_minimum(side):
            return
        self.openings[side] = (points, credit)
        self._emit("opened", None, "status.opened_with_reds",
                   {"side": self._side_named(side), "points": points, "credit": credit})

    def _canasta_ids(self) -> list[list[int]]:
        """The ids of each side's canastas, to tell which one a move made."""
        return [[m.id for m in melds if m.is_canasta] for melds in self.game.melds]

    def _after(self, seat: int, action: Action, before_reds: list[int], before_canastas: list[list[int]],
               before_phase: str, before_packets: list[bool] | None = None) -> None:
        """Red threes laid out, packets taken up, canastas closed and the deal ended by a move."""
        g = self.game
        if before_packets is not None and not isinstance(action, NextDeal):
            for s, taken in enumerate(before_packets):
                if not taken and g.packet_taken[s]:  # the foot (or the pennies) taken up
                    which = "foot" if g.rules.packet_trigger == "hand_empty" else "pennies"
                    params = {"name": self._named(s), "count": len(g.hands[s])}
                    self._emit("packet", s, f"status.took_{which}", params, you=f"status.you_took_{which}")
        for s, n in enumerate(before_reds):
            if len(g.red_threes[s]) > n and not isinstance(action, NextDeal):
                k = len(g.red_threes[s]) - n
                self._emit("red3", s, "status.red_threes_laid", {"name": self._named(s), "count": k},
                           you="status.you_laid_red_threes")
        if not isinstance(action, NextDeal):
            for side, ids in enumerate(before_canastas):
                canastas = [m for m in g.melds[side] if m.is_canasta]
                if len(canastas) > len(ids):
                    # the kind of the canasta made (a run, wild cards, sevens), for its first tip
                    made = [m for m in canastas if m.id not in ids] or canastas
                    kind = g.rules.canasta_kind_of(made[-1])
                    # Hand and Foot's players call it a book, as its badges do ("Vuil 7")
                    key = "status.book" if says_books(g.rules) else "status.canasta"
                    self._emit("canasta", seat, key, {"side": self._side_named(side), "kind": kind}, canasta=True)
        if isinstance(action, GiveUp):
            self._gave_up()
        elif g.phase in ("deal_over", "match_over") and before_phase not in ("deal_over", "match_over"):
            self._deal_ended()

    def _subject(self, seat: int) -> Named:
        return self._named(seat)

    def _named(self, seat: int) -> Named:
        """A seat's name in an event's words, written when the words are read."""
        return Named(lambda: self.name(seat))

    def _side_named(self, side: int) -> Named:
        return Named(lambda: self.side_name(side))

    def _describe(self, seat: int, action: Action, pile_before: int, hand_before: list[Card],
                  phase_before: str) -> None:
        g = self.game
        who = {"name": self._subject(seat)}
        if isinstance(action, Draw):
            got = _new_cards(hand_before, g.hands[seat])
            n = len(got)
            msgid = "status.drew" if n <= 1 else "status.drew_cards"
            self._emit("draw", seat, msgid, {**who, "count": n}, action,
                       you="status.you_drew" if got else None, you_params={"cards": list(got)})
        elif isinstance(action, Take):
            taken = pile_before - len(g.pile)  # the top cards only, where the rules say so (Hand and Foot)
            if g.pile and taken > 1:
                self._emit("take", seat, "status.took_top", {**who, "count": taken, "left": len(g.pile)}, action,
                           you="status.you_took_top")
            else:
                self._emit("take", seat, "status.took_pile", {**who, "count": pile_before}, action,
                           you="status.you_took_pile")
        elif isinstance(action, Dig):
            self._emit("dig", seat, "status.dug", {**who, "count": action.depth}, action,
                       you="status.you_dug")
        elif isinstance(action, Meld):
            self._emit("meld", seat, "status.melded", {**who, "cards": list(action.cards)}, action,
                       you="status.you_melded")
        elif isinstance(action, Add):
            rank = action.rank if action.rank is not None else action.card.rank
            params = {**who, "card": action.card, "rank": i18n.rank_name(rank)}
            onto = meld_added_to(g.melds, action, g.rules.side_of(seat))
            special = added_msgid(onto, "added")
            if special != "added" and onto is not None:  # a run, or the meld of wild cards
                self._emit("add", seat, "status." + special, {**params, "cards": list(onto.cards)}, action,
                           you="status.you_" + special)
            elif action.side is None or action.side == self.game.rules.side_of(seat):
                self._emit("add", seat, "status.added", params, action, you="status.you_added")
            else:
                self._emit("add", seat, "status.added_to_other", {**params, "side": self._side_named(action.side)},
                           action, you="status.you_added_to_other")
        elif isinstance(action, Swap):
            self._emit("swap", seat, "status.swapped", {**who, "card": action.card, "wild": action.wild}, action,
                       you="status.you_swapped")
        elif isinstance(action, Discard):
            msgid, you = "status.discarded", "status.you_discarded"
            if action.card.is_wild and g.rules.pile_freezes:
                msgid, you = "status.discarded_frozen", "status.you_discarded_frozen"
            elif action.card.is_black_three and g.rules.threes_special:
                msgid, you = "status.discarded_stopped", "status.you_discarded_stopped"
            self._emit("discard", seat, msgid, {**who, "card": action.card}, action, you=you)
        elif isinstance(action, TakeBack):  # a melded card taken back and discarded (Modern American)
            self._emit("discard", seat, "status.took_back", {**who, "card": action.card}, action,
                       you="status.you_took_back")
        elif isinstance(action, LayRedThree):
            self._emit("red3", seat, "status.laid_out", {**who, "card": action.card}, action, you="status.you_laid_out")
        elif isinstance(action, Ask):
            self._emit("ask", seat, "status.asked_partner", {**who, "partner": self._named(g.to_move)}, action,
                       you="status.you_asked")
        elif isinstance(action, Answer):
            msgid = "status.answered_yes" if action.yes else "status.answered_no"
            self._emit("answer", seat, msgid, who, action)
        elif isinstance(action, Undo):
            self._emit("undo", seat, "status.undone", who, action, you="status.you_undid")
        elif isinstance(action, Stop):
            self._emit("stop", seat, "status.stopped", who, action, you="status.you_stopped")
        elif isinstance(action, Double):
            self._emit("double", seat, "status.double_offered", {"name": self._named(seat), "stake": g.stake * 2})
        elif isinstance(action, Accept) and phase_before == "double" and g.phase != "double":
            others = [s for s in range(len(g.rules.sides)) if s != g.side_to_move]
            names = Named(lambda: i18n.tr("card.list_separator").join(self.side_name(s) for s in others))
            self._emit("double", None, "status.double_accepted", {"names": names, "stake": g.stake})
        elif isinstance(action, NextDeal):
            self.openings = {}
            self._emit("next", g.dealer, "status.new_deal", {"number": g.deal + 1, "dealer": self._named(g.dealer),
                                                             "first": self._named(g.to_move)}, action)

    def _deal_ended(self) -> None:
        g = self.game
        result = g.last_result
        if result is None:
            return
        if result.went_out is not None and g.special_laid is not None:
            hand = Named(functools.partial(special_hand_name, g.special_laid[1]))
            self._emit("out", result.went_out, "status.special_laid", {"name": self._named(result.went_out),
                                                                       "hand": hand},
                       you="status.you_special_laid", you_params={"hand": hand})
            if result.instant_win:
                self._emit("over", None, "status.dream_hand_wins")
        elif result.went_out is not None:
            msgid = "status.went_out_concealed" if result.concealed else "status.went_out"
            self._emit("out", result.went_out, msgid, {"name": self._named(result.went_out)},
                       you="status.you_went_out_concealed" if result.concealed else "status.you_went_out")
        else:
            self._emit("out", None, "status.stock_out")
        if result.match_over:
            self.outcome = Outcome(result.winner, None, self.stake, tuple(g.results), tuple(g.scores))
            if result.winner is not None:
                said = self._side_said("match.over_won", result.winner, "side")
                self._emit("over", None, said.msgid, said.params)
        for listener in list(self.deal_listeners):
            listener(self)

    def _emit(self, kind: str, seat: int | None, msgid: str, params: Mapping[str, Any] | None = None,
              action: Action | None = None, canasta: bool = False, *, you: str | None = None,
              you_params: Mapping[str, Any] | None = None) -> None:
        self.events.append(TableEvent(len(self.events), kind, seat, msgid, dict(params or {}), action, canasta,
                                      you, dict(you_params or {}), self.human))

    def explain(self, refusal: IllegalAction) -> str:
        """A refusal in the words of this table: where each plays alone, "you" for the
        engine's "your side" (``i18n.explain``)."""
        return i18n.explain(refusal, alone=not self.rules.partnerships)

    def _refused(self, refusal: IllegalAction) -> dict[str, Any]:
        """A refusal event's parameters: the refusal, and whether the table has no
        partnerships, so that the log says it as ``explain`` does."""
        return {"refusal": refusal, "alone": not self.rules.partnerships}

    def event_text(self, ev: TableEvent) -> str:
        """An event in the words of the player looking now."""
        return ev.text_for(self.human)

    # ------------------------------------------------------------------ give up, double
    # Both are engine actions (``give up N``, ``double``, ``accept``): checked against the
    # rules, recorded, autosaved and replayed like every move. The other sides answer a
    # double through their players (a computer decides in ``ai/match.py``).
    @property
    def stake(self) -> int:
        return self.game.stake

    def can_give_up(self) -> bool:
        return self.outcome is None and self.game.check(GiveUp(self.human_side)) is None

    def give_up(self, side: int | None = None) -> None:
        """The side concedes the match: it ends now with the other side (or the best
        of the others) as the winner, at the current stake."""
        side = self.human_side if side is None else side
        if self.outcome is not None or self.game.check(GiveUp(side)) is not None:
            return
        self._cancel_all()
        self._apply(self.game.to_move, GiveUp(side))

    def _gave_up(self) -> None:
        g = self.game
        side = g.gave_up
        assert side is not None
        winner = g.match_winner
        self.outcome = Outcome(winner, side, g.stake, tuple(g.results), tuple(g.scores))
        gave_up = self._side_said("match.gave_up", side, "side")
        if winner is None:
            self._emit("giveup", None, gave_up.msgid, gave_up.params)
        else:
            won = self._side_said("match.side_won_stake" if g.stake > 1 else "match.side_won", winner, "winner",
                                  stake=g.stake)
            self._emit("giveup", None, "match.then", {"first": gave_up, "second": won})
        for listener in list(self.give_up_listeners):
            listener(self)

    def can_double(self) -> bool:
        """The person to move may offer a double on their turn; each other side answers
        (a person at this screen through the table's question, a computer itself)."""
        g = self.game
        return (self.outcome is None and g.phase in ("draw", "meld")
                and self.players[g.to_move].is_human and g.check(DOUBLE_ACTION) is None)

    def double_answerer(self) -> int | None:
        """The person who answers the double being offered: the seat asked if a person
        sits there, else a person of that seat's side (the one looking, if they are on
        it): the table asks people, a computer partner never decides for them. None
        when no double waits or only computers answer it."""
        g = self.game
        if self.outcome is not None or g.phase != "double":
            return None
        if self.players[g.to_move].is_human:
            return g.to_move
        people = [s for s in g.rules.sides[g.rules.side_of(g.to_move)] if self.players[s].is_human]
        if not people:
            return None
        return self.human if self.human in people else people[0]

    def answer_double(self, accept: bool) -> IllegalAction | None:
        """The person asked answers the double: accept (the stake doubles once every
        side has accepted) or give the match up for their side. Returns the engine's
        refusal, and then nothing changed."""
        g = self.game
        if self.double_answerer() is None:
            return IllegalAction("no_double_offered", "Nobody offered a double.")
        action: Action = Accept() if accept else GiveUp(g.rules.side_of(g.to_move))
        refusal = g.check(action)
        if refusal is not None:
            self._emit("refused", self.human, "@refusal", self._refused(refusal))
            return refusal
        if not accept:
            self._cancel_all()
        self._apply(g.to_move, action)
        self._cooldown = max(self._cooldown, self.pace * 0.6)
        return None

    @property
    def judging(self) -> bool:
        """A double is being answered."""
        return self.outcome is None and self.game.phase == "double"

    def offer_double(self) -> None:
        """The human side offers to double the stake; each other side answers in turn."""
        if not self.can_double():
            return
        self._apply(self.game.to_move, DOUBLE_ACTION)

    # ------------------------------------------------------------------ lifecycle
    def new_match(self, game: GameState) -> None:
        self._cancel_all()
        self.game = game
        self.outcome = None
        self.openings = {}
        self._asked = None
        self._cooldown = 0.5
        self.version += 1
        self._emit("next", game.dealer, "status.new_match", {"dealer": self._named(game.dealer),
                                                             "first": self._named(game.to_move)})
        self._changed()

    def _cancel_all(self) -> None:
        for p in self.players:
            p.cancel()
        self._asked = None

    def close(self) -> None:
        self._cancel_all()
        for p in self.players:
            close = getattr(p, "close", None)
            if callable(close):
                close()


def _new_cards(before: list[Card], after: list[Card]) -> list[Card]:
    pool = list(before)
    out: list[Card] = []
    for c in after:
        if c in pool:
            pool.remove(c)
        else:
            out.append(c)
    return out
