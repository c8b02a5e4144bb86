"""The controller: owns the game, asks the players for actions and applies them.

The engine decides every rule: the controller only forwards actions, reports the
engine's refusals, paces the computer players so a person can follow them, and
keeps what the engine does not know about: the stake (doubling) and a match given
up. The table reads the game through ``view()`` (the human seat's view) and the
events list; it never changes the game itself.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from game.engine import (
    Action,
    Add,
    Answer,
    Ask,
    DealResult,
    Dig,
    Discard,
    Draw,
    GameState,
    IllegalAction,
    LayRedThree,
    Meld,
    NextDeal,
    RuleSet,
    Stop,
    Swap,
    Take,
    Undo,
    View,
)
from game.engine.cards import Card
from game.ui.players import HumanPlayer, Player

#: Seconds between two computer actions, by speed setting.
PACES: dict[str, float] = {"slow": 1.4, "normal": 0.75, "fast": 0.3, "instant": 0.0}
SPEEDS = tuple(PACES)

_RANK_PLURAL = {
    3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens", 8: "eights", 9: "nines",
    10: "tens", 11: "jacks", 12: "queens", 13: "kings", 14: "aces", 2: "twos", 15: "jokers",
}


def rank_plural(rank: int) -> str:
    return _RANK_PLURAL.get(rank, str(rank))


def cards_symbols(cards: Sequence[Card]) -> str:
    return " ".join(c.symbol for c in cards)


@dataclass(frozen=True)
class TableEvent:
    """Something that happened at the table, for the status line, sounds and the
    animations (``seat`` tells where unseen cards came from or went to)."""

    serial: int
    kind: str  # draw take dig meld add swap discard red3 ask answer undo stop next out double giveup refused
    seat: int | None
    text: str
    action: Action | None = None
    canasta: bool = False


@dataclass(frozen=True)
class Outcome:
    """How the match ended: the winning side, the side that gave up (if any) and the
    stake (doubled by ``double``), kept with the deal results."""

    winner: int | None
    gave_up: int | None
    stake: int
    results: tuple[DealResult, ...]
    scores: tuple[int, ...]


DoubleJudge = Callable[[View], bool]


class Controller:
    """Runs a match between the human at ``human`` and the other players."""

    def __init__(
        self,
        game: GameState,
        players: Sequence[Player],
        *,
        human: int = 0,
        speed: str = "normal",
        judge_double: DoubleJudge | None = None,
    ) -> None:
        if len(players) != game.rules.players:
            raise ValueError("one player per seat is needed")
        self.game = game
        self.players = list(players)
        self.human = human
        self.speed = speed
        self.judge_double = judge_double
        self.version = 0
        self.events: list[TableEvent] = []
        self.stake = 1
        self.doubled_in_deal: int | None = None
        self.outcome: Outcome | None = None
        self._cooldown = 0.0
        self._asked: tuple[int, int] | None = None  # (version, seat) a decision was asked for
        self._asked_at = 0.0
        self._judging: list[tuple[int, Future[bool]]] | None = None
        self._judge_pool: ThreadPoolExecutor | None = None

    # ------------------------------------------------------------------ reading
    @property
    def rules(self) -> RuleSet:
        return self.game.rules

    @property
    def pace(self) -> float:
        return PACES.get(self.speed, PACES["normal"])

    @property
    def human_player(self) -> Player:
        return self.players[self.human]

    def name(self, seat: int) -> str:
        return self.players[seat].name

    def side_name(self, side: int) -> str:
        seats = self.game.rules.sides[side]
        ordered = sorted(seats, key=lambda s: (s != self.human, s))
        return " & ".join(self.name(s) for s in ordered)

    def view(self, seat: int | None = None) -> View:
        return self.game.view(self.human if seat is None else seat)

    @property
    def human_side(self) -> int:
        return self.game.rules.side_of(self.human)

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

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
            return IllegalAction("not_your_turn", f"Wait for your turn: {who} is playing.")
        refusal = self.trial(actions)
        if refusal is not None:
            self._emit("refused", self.human, refusal.message)
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
                self._emit("refused", self.game.to_move, refusal.message)
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
        before_canastas = [g.canastas(s) for s in range(len(g.melds))]
        before_reds = [len(r) for r in g.red_threes]
        g.apply_all(actions)
        self.version += 1
        for a in actions:
            self._describe(seat, a, before_pile, before_hand, before_phase)
        self._after(seat, actions[-1], before_reds, before_canastas, before_phase)

    # ------------------------------------------------------------------ driving the computers
    def update(self, dt: float, hold: bool = False) -> None:
        """Advance the match by ``dt`` seconds of table time. ``hold`` keeps computer
        players from acting (animations running, a dialog open); they still think."""
        self._cooldown = max(0.0, self._cooldown - dt)
        self._update_judges()
        g = self.game
        if self.outcome is not None:
            return
        if g.phase == "match_over":
            return
        if g.phase == "deal_over":
            return
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
        before_canastas = [g.canastas(s) for s in range(len(g.melds))]
        before_phase = g.phase
        g.apply(action)
        self.version += 1
        self._describe(seat, action, before_pile, before_hand, before_phase)
        self._after(seat, action, before_reds, before_canastas, before_phase)

    def _after(self, seat: int, action: Action, before_reds: list[int], before_canastas: list[int],
               before_phase: str) -> None:
        """Red threes laid out, canastas closed and the deal ended by a move."""
        g = self.game
        for s, n in enumerate(before_reds):
            if len(g.red_threes[s]) > n and not isinstance(action, NextDeal):
                k = len(g.red_threes[s]) - n
                what = "a red three" if k == 1 else f"{k} red threes"
                self._emit("red3", s, f"{self._subject(s)} laid out {what}.")
        if not isinstance(action, NextDeal):
            for side, n in enumerate(before_canastas):
                if g.canastas(side) > n:
                    self._emit("canasta", seat, f"{self.side_name(side)}: a canasta!", canasta=True)
        if g.phase in ("deal_over", "match_over") and before_phase not in ("deal_over", "match_over"):
            self._deal_ended()

    def _subject(self, seat: int) -> str:
        return self.name(seat)

    def _describe(self, seat: int, action: Action, pile_before: int, hand_before: list[Card],
                  phase_before: str) -> None:
        g = self.game
        who = self._subject(seat)
        human = seat == self.human
        if isinstance(action, Draw):
            got = _new_cards(hand_before, g.hands[seat])
            if human and got:
                self._emit("draw", seat, f"You drew {cards_symbols(got)}.", action)
            else:
                n = len(got)
                self._emit("draw", seat, f"{who} drew {'a card' if n <= 1 else f'{n} cards'}.", action)
        elif isinstance(action, Take):
            self._emit("take", seat, f"{who} took the pile: {pile_before} card{'s' if pile_before != 1 else ''}.",
                       action)
        elif isinstance(action, Dig):
            self._emit("dig", seat, f"{who} took {action.depth} card{'s' if action.depth != 1 else ''}"
                       " from the pile.", action)
        elif isinstance(action, Meld):
            self._emit("meld", seat, f"{who} melded {cards_symbols(action.cards)}.", action)
        elif isinstance(action, Add):
            rank = action.rank if action.rank is not None else action.card.rank
            owner = "" if action.side is None or action.side == self.game.rules.side_of(seat) else \
                f" of {self.side_name(action.side)}"
            self._emit("add", seat, f"{who} added {action.card.symbol} to the {rank_plural(rank)}{owner}.", action)
        elif isinstance(action, Swap):
            self._emit("swap", seat, f"{who} exchanged {action.card.symbol} for {action.wild.symbol}.", action)
        elif isinstance(action, Discard):
            extra = ""
            if action.card.is_wild:
                extra = " The pile is frozen."
            elif action.card.is_black_three and g.rules.threes_special:
                extra = " The pile is stopped for the next player."
            self._emit("discard", seat, f"{who} discarded {action.card.symbol}.{extra}", action)
        elif isinstance(action, LayRedThree):
            self._emit("red3", seat, f"{who} laid out {action.card.symbol}.", action)
        elif isinstance(action, Ask):
            partner = "you" if g.to_move == self.human else self.name(g.to_move)
            self._emit("ask", seat, f"{who} asked {partner}: may I go out?", action)
        elif isinstance(action, Answer):
            text = "Yes, go out!" if action.yes else "No, not yet."
            self._emit("answer", seat, f"{who}: {text}", action)
        elif isinstance(action, Undo):
            self._emit("undo", seat, f"{who} took back this turn's melds.", action)
        elif isinstance(action, Stop):
            self._emit("stop", seat, f"{who} stopped: the stock is used up.", action)
        elif isinstance(action, NextDeal):
            self._emit("next", g.dealer, f"Deal {g.deal + 1}: {self.name(g.dealer)} dealt."
                       f" {self.name(g.to_move)} plays first.", action)

    def _deal_ended(self) -> None:
        g = self.game
        result = g.last_result
        if result is None:
            return
        if result.went_out is not None:
            who = self.name(result.went_out)
            how = " concealed" if result.concealed else ""
            text = f"{who} went out{how}."
        else:
            text = "The stock is used up: the deal is over."
        self._emit("out", result.went_out, text)
        if result.match_over:
            self.outcome = Outcome(result.winner, None, self.stake, tuple(g.results), tuple(g.scores))
            if result.winner is not None:
                self._emit("over", None, f"Match over: {self.side_name(result.winner)} won.")

    def _emit(self, kind: str, seat: int | None, text: str, action: Action | None = None,
              canasta: bool = False) -> None:
        self.events.append(TableEvent(len(self.events), kind, seat, text, action, canasta))

    # ------------------------------------------------------------------ give up, double
    def can_give_up(self) -> bool:
        return self.game.rules.allow_give_up and self.outcome is None

    def give_up(self, side: int | None = None) -> None:
        """The side concedes the match: it ends now with the other side (or the best
        of the others) as the winner, at the current stake."""
        if self.outcome is not None:
            return
        side = self.human_side if side is None else side
        scores = self.game.scores
        others = [s for s in range(len(scores)) if s != side]
        winner = max(others, key=lambda s: scores[s]) if others else None
        self._cancel_all()
        self.outcome = Outcome(winner, side, self.stake, tuple(self.game.results), tuple(scores))
        self.version += 1
        self._emit("giveup", None, f"{self.side_name(side)} gave up."
                   + (f" {self.side_name(winner)} won" if winner is not None else "")
                   + (f" at stake ×{self.stake}." if self.stake > 1 else "."))

    def can_double(self) -> bool:
        g = self.game
        return (g.rules.allow_double and self.outcome is None and self._judging is None
                and g.phase in ("draw", "meld") and self.doubled_in_deal != g.deal)

    @property
    def judging(self) -> bool:
        return self._judging is not None

    def offer_double(self) -> None:
        """The human side offers to double the stake. Each other side decides from its
        own view (in the background): accept, or give up the match."""
        if not self.can_double():
            return
        g = self.game
        self.doubled_in_deal = g.deal
        self._emit("double", self.human, f"{self.name(self.human)} offered to double the stake"
                   f" to ×{self.stake * 2}.")
        judge = self.judge_double or _default_judge
        if self._judge_pool is None:
            self._judge_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="double")
        futures: list[tuple[int, Future[bool]]] = []
        for side, seats in enumerate(g.rules.sides):
            if side == self.human_side:
                continue
            seat = seats[0]
            futures.append((side, self._judge_pool.submit(judge, g.view(seat))))
        self._judging = futures

    def _update_judges(self) -> None:
        if self._judging is None or not all(f.done() for _, f in self._judging):
            return
        futures, self._judging = self._judging, None
        refusing: list[int] = []
        for side, f in futures:
            try:
                ok = bool(f.result())
            except Exception as exc:
                print(f"canasta: judging the double failed: {exc!r}", file=sys.stderr)
                ok = True
            if not ok:
                refusing.append(side)
        if self.outcome is not None:
            return
        if refusing:
            self.give_up(refusing[0])
            return
        self.stake *= 2
        self.version += 1
        names = " and ".join(self.side_name(s) for s, _ in futures)
        self._emit("double", None, f"{names} accepted: the stake is now ×{self.stake}.")

    # ------------------------------------------------------------------ lifecycle
    def new_match(self, game: GameState) -> None:
        self._cancel_all()
        self.game = game
        self.stake = 1
        self.doubled_in_deal = None
        self.outcome = None
        self._asked = None
        self._cooldown = 0.5
        self.version += 1
        self._emit("next", game.dealer, f"A new match: {self.name(game.dealer)} dealt."
                   f" {self.name(game.to_move)} plays first.")

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
        if self._judge_pool is not None:
            self._judge_pool.shutdown(wait=False, cancel_futures=True)


def _default_judge(view: View) -> bool:
    """Accept a double when the own side is not behind."""
    mine = view.scores[view.side]
    return all(mine >= s for i, s in enumerate(view.scores) if i != view.side)


def _new_cards(before: list[Card], after: list[Card]) -> list[Card]:
    pool = list(before)
    out: list[Card] = []
    for c in after:
        if c in pool:
            pool.remove(c)
        else:
            out.append(c)
    return out
