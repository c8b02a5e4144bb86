"""The match runner: owns the game, asks the seats' players for actions and applies them.

The engine decides every rule: the runner only forwards actions, answers with the
engine's refusals, paces the computer players so a person can follow them, and keeps
what the engine does not know about: the events told so far, which seat is thinking,
the first melds that only red threes made legal, and how the match ended. No table
reads the game: each seat is played through its connection (``connect``), which sees
that seat's view and the events it may see, and nothing else.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.engine import (
    Accept,
    Action,
    Add,
    Answer,
    Ask,
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
from game.match.events import (
    HandRef,
    MatchEvent,
    Outcome,
    RankRef,
    SeatRef,
    SideRef,
    SideSaid,
    SidesRef,
    added_msgid,
    meld_added_to,
)
from game.match.players import HumanPlayer, Player

if TYPE_CHECKING:
    from game.match.connection import LocalSeat

#: Seconds between two computer actions, by speed setting.
PACES: dict[str, float] = {"slow": 1.4, "normal": 0.75, "fast": 0.3, "instant": 0.0}
SPEEDS = tuple(PACES)

DOUBLE_ACTION = Double()

Listener = Callable[["MatchRunner"], None]


def says_books(rules: RuleSet) -> bool:
    """Whether the variant's players call a canasta a book (Hand and Foot): its events
    say "book" as its badges do."""
    return rules.name == "hand-and-foot"


class MatchRunner:
    """Runs a match between the players of its seats; people play theirs through
    connections (``connect``)."""

    def __init__(self, game: GameState, players: Sequence[Player], *, speed: str = "normal") -> None:
        if len(players) != game.rules.players:
            raise ValueError("one player per seat is needed")
        self.game = game
        self.players = list(players)
        self.speed = speed
        self.version = 0
        self.events: list[MatchEvent] = []
        self.outcome: Outcome | None = None
        self._cooldown = 0.0
        self._asked: tuple[int, int] | None = None  # (version, seat) a decision was asked for
        self._asked_at = 0.0
        #: Called after every action applied to the game (the autosave).
        self.action_listeners: list[Listener] = []
        #: Called when a deal ends (statistics); the match may be over then too.
        self.deal_listeners: list[Listener] = []
        #: Called when a side gives up the match.
        self.give_up_listeners: list[Listener] = []
        #: Called when a new match starts at this table.
        self.match_listeners: list[Listener] = []
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

    def connect(self, seat: int) -> LocalSeat:
        """The connection that plays ``seat``: its view, its events, its moves."""
        from game.match.connection import LocalSeat

        if not 0 <= seat < self.rules.players:
            raise ValueError(f"no seat {seat} at a table of {self.rules.players}")
        return LocalSeat(self, seat)

    def view(self, seat: int) -> View:
        return self.game.view(seat)

    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)

    def people(self) -> tuple[bool, ...]:
        """Which seats a person plays (the others are computers)."""
        return tuple(p.is_human for p in self.players)

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def revealed(self) -> tuple[tuple[Card, ...], ...] | None:
        """The hands as they were left when the deal ended: public then (they count
        against their sides, and the table shows them face up). ``None`` during a deal."""
        g = self.game
        if g.phase not in ("deal_over", "match_over"):
            return None
        return tuple(tuple(h) for h in g.hands)

    def is_seat_turn(self, seat: int) -> bool:
        """The game waits for the person at ``seat`` to draw, meld or answer."""
        g = self.game
        return (self.outcome is None and g.phase in ("draw", "meld", "answer") and g.to_move == seat
                and self.players[seat].is_human)

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

    def legal(self, seat: int) -> list[Action]:
        if self.outcome is not None or not self.is_seat_turn(seat):
            return []
        return self.game.legal_actions()

    def _trial(self, actions: Sequence[Action]) -> IllegalAction | None:
        """Why these actions, played one after the other now, would be refused (the
        engine's answer on a copy), or ``None``."""
        g = self.game.clone()
        for a in actions:
            refusal = g.check(a)
            if refusal is not None:
                return refusal
            g.apply(a)
        return None

    def wait_refusal(self, seat: int) -> IllegalAction:
        """Why ``seat`` may not move now."""
        if self.outcome is not None:
            return IllegalAction("match_over", "The match is over.")
        if self.game.phase == "deal_over":
            return IllegalAction("deal_over", "The deal is over: deal the next hand.")
        return IllegalAction("not_your_turn", "Wait for your turn: {who} is playing.", who=SeatRef(self.game.to_move))

    # ------------------------------------------------------------------ a person's moves
    def submit(self, seat: int, actions: Sequence[Action]) -> IllegalAction | None:
        """A move of the person at ``seat``: all of ``actions`` or nothing. Returns the
        engine's refusal, and then nothing changed."""
        if not actions:
            return None
        if not 0 <= seat < len(self.players):
            return IllegalAction("not_your_seat", "This seat is not yours to play.")
        if not self.players[seat].is_human:
            # A table of computers only (a match watched) has nobody else to deal the
            # next hand: whoever looks may press Next, or it stops at its first deal's end.
            if self.outcome is None and self._watched() and isinstance(actions[0], NextDeal) and len(actions) == 1:
                return self._apply_next()
            return IllegalAction("not_your_seat", "This seat is not yours to play.")
        if not self.is_seat_turn(seat):
            if self.outcome is not None:
                return IllegalAction("match_over", "The match is over.")
            if isinstance(actions[0], NextDeal) and len(actions) == 1:
                return self._apply_next()
            return self.wait_refusal(seat)
        refusal = self._trial(actions)
        if refusal is not None:
            return refusal
        player = self.players[seat]
        if isinstance(player, HumanPlayer):
            player.push(actions)
            self._pump_human()
        else:  # a person's player of another kind: apply directly
            for a in actions:
                self._apply(seat, a)
        return None

    def _watched(self) -> bool:
        """No seat is a person's: the table is only watched."""
        return not any(p.is_human for p in self.players)

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
            except IllegalAction:  # cannot happen after the trial; the game is unchanged
                player.cancel()
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
        if self.outcome is not None or g.phase in ("match_over", "deal_over"):
            return
        if g.phase == "double" and self.double_answerer() is not None:
            return  # a person answers the double (their table asks them), never a computer for them
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
        self._emit("opened", None, "status.opened_with_reds", {"side": SideRef(side), "points": points,
                                                                "credit": credit})

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
                    params = {"name": SeatRef(s), "count": len(g.hands[s])}
                    self._emit("packet", s, f"status.took_{which}", params, you=f"status.you_took_{which}")
        for s, n in enumerate(before_reds):
            if len(g.red_threes[s]) > n and not isinstance(action, NextDeal):
                k = len(g.red_threes[s]) - n
                self._emit("red3", s, "status.red_threes_laid", {"name": SeatRef(s), "count": k},
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
                    self._emit("canasta", seat, key, {"side": SideRef(side), "kind": kind}, canasta=True)
        if isinstance(action, GiveUp):
            self._gave_up()
        elif g.phase in ("deal_over", "match_over") and before_phase not in ("deal_over", "match_over"):
            self._deal_ended()

    def _describe(self, seat: int, action: Action, pile_before: int, hand_before: list[Card],
                  phase_before: str) -> None:
        g = self.game
        who = {"name": SeatRef(seat)}
        if isinstance(action, Draw):
            got = _new_cards(hand_before, g.hands[seat])
            n = len(got)
            msgid = "status.drew" if n <= 1 else "status.drew_cards"
            self._emit("draw", seat, msgid, {**who, "count": n}, action,
                       you="status.you_drew" if got else None, you_params={"cards": list(got)})
        elif isinstance(action, Take):
            taken = pile_before - len(g.pile)  # the top cards only, where the rules say so (Hand and Foot)
            top = g.turn_top
            # the meld the take made: the top card with the hand's cards, or onto a meld on the table
            made = ({"cards": [top, *action.cards]} if action.cards or top is None
                    else {"rank": RankRef(top.rank)})
            how = "meld" if "cards" in made else "onto"
            if g.pile and taken > 1:
                params = {**who, "count": taken, "left": len(g.pile), **made}
                self._emit("take", seat, f"status.took_top_{how}", params, action, you=f"status.you_took_top_{how}")
            else:
                self._emit("take", seat, f"status.took_pile_{how}", {**who, "count": pile_before, **made}, action,
                           you=f"status.you_took_pile_{how}")
        elif isinstance(action, Dig):
            self._emit("dig", seat, "status.dug", {**who, "count": action.depth}, action, you="status.you_dug")
        elif isinstance(action, Meld):
            self._emit("meld", seat, "status.melded", {**who, "cards": list(action.cards)}, action,
                       you="status.you_melded")
        elif isinstance(action, Add):
            rank = action.rank if action.rank is not None else action.card.rank
            params = {**who, "card": action.card, "rank": RankRef(rank)}
            onto = meld_added_to(g.melds, action, g.rules.side_of(seat))
            special = added_msgid(onto, "added")
            if special != "added" and onto is not None:  # a run, or the meld of wild cards
                self._emit("add", seat, "status." + special, {**params, "cards": list(onto.cards)}, action,
                           you="status.you_" + special)
            elif action.side is None or action.side == g.rules.side_of(seat):
                self._emit("add", seat, "status.added", params, action, you="status.you_added")
            else:
                self._emit("add", seat, "status.added_to_other", {**params, "side": SideRef(action.side)},
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
            self._emit("ask", seat, "status.asked_partner", {**who, "partner": SeatRef(g.to_move)}, action,
                       you="status.you_asked")
        elif isinstance(action, Answer):
            msgid = "status.answered_yes" if action.yes else "status.answered_no"
            self._emit("answer", seat, msgid, who, action)
        elif isinstance(action, Undo) and action.last:  # one step: the cards named
            back = _new_cards(hand_before, g.hands[seat])
            self._emit("undo", seat, "status.took_back_last", {**who, "cards": back}, action,
                       you="status.you_took_back_last")
        elif isinstance(action, Undo):
            self._emit("undo", seat, "status.undone", who, action, you="status.you_undid")
        elif isinstance(action, Stop):
            self._emit("stop", seat, "status.stopped", who, action, you="status.you_stopped")
        elif isinstance(action, Double):
            self._emit("double", seat, "status.double_offered", {"name": SeatRef(seat), "stake": g.stake * 2})
        elif isinstance(action, Accept) and phase_before == "double" and g.phase != "double":
            others = tuple(s for s in range(len(g.rules.sides)) if s != g.side_to_move)
            self._emit("double", None, "status.double_accepted", {"names": SidesRef(others), "stake": g.stake})
        elif isinstance(action, NextDeal):
            self.openings = {}
            self._emit("next", g.dealer, "status.new_deal", {"number": g.deal + 1, "dealer": SeatRef(g.dealer),
                                                             "first": SeatRef(g.to_move)}, action)

    def _deal_ended(self) -> None:
        g = self.game
        result = g.last_result
        if result is None:
            return
        if result.went_out is not None and g.special_laid is not None:
            hand = HandRef(g.special_laid[1])
            self._emit("out", result.went_out, "status.special_laid", {"name": SeatRef(result.went_out),
                                                                       "hand": hand},
                       you="status.you_special_laid", you_params={"hand": hand})
            if result.instant_win:
                self._emit("over", None, "status.dream_hand_wins")
        elif result.went_out is not None:
            msgid = "status.went_out_concealed" if result.concealed else "status.went_out"
            self._emit("out", result.went_out, msgid, {"name": SeatRef(result.went_out)},
                       you="status.you_went_out_concealed" if result.concealed else "status.you_went_out")
        else:
            self._emit("out", None, "status.stock_out")
        if result.match_over:
            self.outcome = Outcome(result.winner, None, self.stake, tuple(g.results), tuple(g.scores))
            if result.winner is not None:
                self._emit("over", None, "@side", {"said": SideSaid("match.over_won", result.winner, "side")})
        for listener in list(self.deal_listeners):
            listener(self)

    def _emit(self, kind: str, seat: int | None, msgid: str, params: Mapping[str, Any] | None = None,
              action: Action | None = None, canasta: bool = False, *, you: str | None = None,
              you_params: Mapping[str, Any] | None = None) -> None:
        self.events.append(MatchEvent(len(self.events), kind, seat, msgid, dict(params or {}), action, canasta,
                                      you, dict(you_params or {})))

    # ------------------------------------------------------------------ give up, double
    # Both are engine actions (``give up N``, ``double``, ``accept``): checked against the
    # rules, recorded, autosaved and replayed like every move. The other sides answer a
    # double through their players (a computer decides in ``ai/match.py``).
    @property
    def stake(self) -> int:
        return self.game.stake

    def can_give_up(self, seat: int) -> bool:
        return (self.outcome is None and self.players[seat].is_human
                and self.game.check(GiveUp(self.rules.side_of(seat))) is None)

    def give_up(self, seat: int) -> IllegalAction | None:
        """The person at ``seat`` concedes the match for their side: it ends now with the
        other side (or the best of the others) as the winner, at the current stake."""
        side = self.rules.side_of(seat)
        if self.outcome is not None:
            return IllegalAction("match_over", "The match is over.")
        if not self.players[seat].is_human:
            return IllegalAction("not_your_seat", "This seat is not yours to play.")
        refusal = self.game.check(GiveUp(side))
        if refusal is not None:
            return refusal
        self._cancel_all()
        self._apply(self.game.to_move, GiveUp(side))
        return None

    def _gave_up(self) -> None:
        g = self.game
        side = g.gave_up
        assert side is not None
        winner = g.match_winner
        self.outcome = Outcome(winner, side, g.stake, tuple(g.results), tuple(g.scores))
        gave_up = SideSaid("match.gave_up", side, "side")
        if winner is None:
            self._emit("giveup", None, "@side", {"said": gave_up})
        else:
            won = SideSaid("match.side_won_stake" if g.stake > 1 else "match.side_won", winner, "winner",
                           {"stake": g.stake})
            self._emit("giveup", None, "match.then", {"first": gave_up, "second": won})
        for listener in list(self.give_up_listeners):
            listener(self)

    def can_double(self, seat: int) -> bool:
        """The person to move may offer a double on their turn; each other side answers
        (a person through their table's question, a computer itself)."""
        g = self.game
        return (self.outcome is None and g.phase in ("draw", "meld") and g.to_move == seat
                and self.players[seat].is_human and g.check(DOUBLE_ACTION) is None)

    def double_answerer(self, prefer: int | None = None) -> int | None:
        """The person who answers the double being offered: the seat asked if a person
        sits there, else a person of that seat's side (``prefer``, if it is one of them):
        people are asked, a computer partner never decides for them. None when no
        double waits or only computers answer it."""
        g = self.game
        if self.outcome is not None or g.phase != "double":
            return None
        if self.players[g.to_move].is_human:
            return g.to_move
        people = [s for s in g.rules.sides[g.rules.side_of(g.to_move)] if self.players[s].is_human]
        if not people:
            return None
        return prefer if prefer in people else people[0]

    def answer_double(self, seat: int, accept: bool) -> IllegalAction | None:
        """The person asked answers the double: accept (the stake doubles once every
        side has accepted) or give the match up for their side. Returns the engine's
        refusal, and then nothing changed."""
        g = self.game
        if self.double_answerer(seat) != seat:
            return IllegalAction("no_double_offered", "Nobody offered a double.")
        action: Action = Accept() if accept else GiveUp(g.rules.side_of(g.to_move))
        refusal = g.check(action)
        if refusal is not None:
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

    def offer_double(self, seat: int) -> IllegalAction | None:
        """The person to move offers to double the stake; each other side answers in turn."""
        if not self.can_double(seat):
            return self.game.check(DOUBLE_ACTION) or self.wait_refusal(seat)
        self._apply(self.game.to_move, DOUBLE_ACTION)
        return None

    def seat_player(self, seat: int, player: Player) -> Player:
        """Put ``player`` at ``seat`` and return the one it replaces: a computer stands
        in for a person whose connection dropped, and the person comes back. The seat's
        decision in progress is dropped and asked again of the new player."""
        old = self.players[seat]
        old.cancel()
        self.players[seat] = player
        if self._asked is not None and self._asked[1] == seat:
            self._asked = None
        self.version += 1
        return old

    # ------------------------------------------------------------------ lifecycle
    def new_match(self, game: GameState) -> None:
        self._cancel_all()
        self.game = game
        self.outcome = None
        self.openings = {}
        self._asked = None
        self._cooldown = 0.5
        self.version += 1
        self._emit("next", game.dealer, "status.new_match", {"dealer": SeatRef(game.dealer),
                                                             "first": SeatRef(game.to_move)})
        for listener in list(self.match_listeners):
            listener(self)
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


__all__ = ["PACES", "SPEEDS", "MatchRunner"]
