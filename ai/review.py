"""The deal review: the computer looks at a player's decisions of a deal.

    decisions = decisions_of(record, deal=0)            # the human seats' decisions
    with Reviewer(processes=2) as reviewer:
        findings = reviewer.review(decisions, progress=print, stop=event)
    flagged(findings)                                     # larger than the noise, largest first

    python -m ai.review FILE [--deal N] [--lang de] [--jobs 2]   # game/review_cli.py

Each decision (draw or take the pile, the melds of a turn, the discard, the answer to
"may I go out?", a double) is reviewed from the seat's ``View`` at that moment and
nothing else: the review deals made-up games from it exactly as the search does, so it
cannot use the cards the player could not see (a test changes those cards and gets the
same review). Why two stages:

1. **The search's choice.** The options are the search's own (``ai.search``: the rule
   bot's proposals) with the player's choice added; sequential halving over them, with
   more play-outs than Hard spends at the table, in points of the deal (the evaluation's
   estimate of the deal's score difference, ``deal_difference``) rather than the chance
   of winning, because the review speaks in points.
2. **The price.** If the search's choice is another than the player's, both are played
   once more on fresh made-up deals, the same deals for both, and the paired difference
   gives the cost with its 95% interval. Fresh deals, because the winner of the halving
   is partly the option the noise favoured (the search's confirmation, ``confirm``, is
   built on the same observation).

A decision is flagged when the interval's lower end is above zero and the cost is at
least ``ReviewConfig.min_cost`` points. The meld decision is priced with the rule bot's
discard after each plan, and the discard on its own after the player's melds, so a good
meld followed by a bad discard is not blamed on the melds. Doubles are a match decision
that a deal's points do not price: they are compared with the computer's own match rule
(``ai.match``) and listed after the priced findings.

Reviews run in worker processes (``spawn``, one decision a task, at ``nice`` +5 like the
search's helpers), report progress after each decision and can be stopped between
play-outs.
"""

from __future__ import annotations

import contextlib
import functools
import math
import multiprocessing as mp
import os
import random
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.engine import (
    ANSWER_PHASE,
    DRAW_PHASE,
    MELD_PHASE,
    Accept,
    Action,
    Answer,
    Ask,
    Dig,
    Discard,
    Double,
    Draw,
    GameState,
    GiveUp,
    RuleSet,
    Stop,
    Take,
    View,
    determinize,
)

from . import match
from .agent import SearchAgent, make_agent
from .evaluate import deal_difference
from .reasons import Outcome, Reason, Tally, Watcher, choose_reason
from .rulebot import RuleBot
from .search import Search, SearchConfig, discard_options, draw_options, meld_options

KINDS = ("draw", "meld", "discard", "answer", "double")


@dataclass(frozen=True)
class ReviewConfig:
    """How hard the review looks. Hard spends 200 play-outs on a decision at the table;
    the review spends ``choose`` on finding the search's choice and ``compare`` deals
    (two play-outs each) on pricing it."""

    choose: int = 400
    compare: int = 300
    discards: int = 4  # the rule bot's cheapest discards among the discard options
    min_cost: float = 10.0  # points: a smaller cost is not worth a player's attention
    z: float = 1.96
    level: str = "hard"  # the search whose options, weights and opponent models are used


@dataclass(frozen=True)
class Decision:
    """One decision of a seat: the record's action index where it starts, its kind, the
    seat's view then and the actions the player played for it."""

    index: int
    kind: str
    view: View
    played: tuple[Action, ...]


@dataclass(frozen=True)
class Finding:
    """The review of one decision. ``cost``: points the player's choice is worse than
    the search's (``None``: not priced, a double); ``low``/``high``: its 95% interval."""

    index: int
    kind: str
    seat: int
    turn: int
    played: tuple[Action, ...]
    best: tuple[Action, ...]
    cost: float | None
    low: float
    high: float
    deals: int
    reason: Reason
    flagged: bool
    options: int = 0

    @property
    def agrees(self) -> bool:
        return self.played == self.best


# ---------------------------------------------------------------------------- decisions
class SeatLike(Protocol):
    @property
    def kind(self) -> str: ...


class RecordLike(Protocol):
    """What the review reads of a game record (``game.engine.record.GameRecord``, which
    is not the engine's public API): the rules, the seed, the seats and the actions."""

    @property
    def rules(self) -> RuleSet: ...
    @property
    def seed(self) -> int: ...
    @property
    def seats(self) -> Sequence[SeatLike]: ...
    @property
    def actions(self) -> Sequence[Action]: ...


def decisions_of(record: RecordLike, deal: int | None = None, seats: Sequence[int] | None = None) -> list[Decision]:
    """The decisions of ``seats`` (default: the record's human seats) in deal ``deal``
    (0-based; ``None``: every deal), each with the seat's view when it was taken."""
    if seats is None:
        seats = [i for i, s in enumerate(record.seats) if s.kind == "human"]
    chosen = set(seats)
    g = GameState.new(record.rules, record.seed)
    out: list[Decision] = []
    pending: tuple[int, View, list[Action]] | None = None

    def flush() -> None:
        nonlocal pending
        if pending is not None:
            out.append(Decision(pending[0], "meld", pending[1], tuple(pending[2])))
            pending = None

    for i, a in enumerate(record.actions):
        seat, phase = g.to_move, str(g.phase)
        if (deal is None or g.deal == deal) and seat in chosen:
            if isinstance(a, (Double, Accept, GiveUp)):
                out.append(Decision(i, "double", g.view(seat), (a,)))
            elif phase == DRAW_PHASE and isinstance(a, (Draw, Take, Dig)):
                pending = None
                if out and out[-1].kind == "draw" and out[-1].view.turns == g.turns and out[-1].view.deal == g.deal \
                        and out[-1].view.seat == seat:
                    out.pop()  # the take was undone: the draw played after it is the decision
                out.append(Decision(i, "draw", g.view(seat), (a,)))
            elif phase == ANSWER_PHASE and isinstance(a, Answer):
                out.append(Decision(i, "answer", g.view(seat), (a,)))
            elif phase == MELD_PHASE:
                if pending is None:
                    pending = (i, g.view(seat), [])
                if isinstance(a, Discard):
                    flush()
                    out.append(Decision(i, "discard", g.view(seat), (a,)))
                elif isinstance(a, (Ask, Stop)):
                    pending[2].append(a)
                    flush()
                else:
                    pending[2].append(a)
        g.apply(a)
        if pending is not None and str(g.phase) != "double":
            if g.phase == DRAW_PHASE and g.to_move == pending[1].seat:
                pending = None  # undone back to the draw
            elif not (g.phase == MELD_PHASE and g.to_move == pending[1].seat):
                flush()  # the turn ended without a discard: the seat went out
    flush()
    return out


# ---------------------------------------------------------------------------- play-outs
class _Reviewing(Search):
    """The search's play-outs, valued in points and watched for the reasons."""

    def __init__(self, config: SearchConfig, rng: random.Random, stop: Callable[[], bool]) -> None:
        super().__init__(config, rng)
        self.stop = stop
        self.illegal_deals = 0

    def rows(self, view: View, options: list[tuple[str, list[Action]]],
             deals: int) -> list[dict[str, tuple[float, Outcome]]]:
        """Up to ``deals`` made-up deals with every option played on each; a deal on which
        an option is illegal (it named a card hidden from the seat, a packet) is dropped."""
        out: list[dict[str, tuple[float, Outcome]]] = []
        side = view.rules.side_of(view.seat)
        for _ in range(deals):
            if self.stop():
                break
            g0 = self.deal(view)
            opp = self._opponent()
            row: dict[str, tuple[float, Outcome]] = {}
            for key, acts in options:
                g = g0.clone()
                watcher = Watcher(g, view.seat)  # canastas counted from before the choice
                if not self._play(g, acts):
                    break
                self._rollout(g, view.seat, opp, watcher.turn)
                row[key] = (deal_difference(g, side, self.cfg.eval_weights), watcher.finish(g))
            if len(row) == len(options):
                out.append(row)
            else:
                self.illegal_deals += 1
        return out


def _sig(g: GameState, seat: int) -> tuple[object, ...]:
    return (tuple(sorted(g.hands[seat])), tuple(tuple(sorted(tuple(sorted(m.cards)) for m in ms)) for ms in g.melds),
            str(g.phase),
            g.to_move, tuple(g.pile))


def _played_on(g: GameState, acts: Sequence[Action], seat: int) -> tuple[GameState, list[Action]] | None:
    """``acts`` played on a copy of ``g``, cut after an action that brings the seat's
    hidden packet up (the rest named cards the made-up deals hold elsewhere)."""
    c = g.clone()
    done: list[Action] = []
    hidden = bool(g.rules.packet_size) and not g.packet_taken[seat]
    for a in acts:
        if c.check(a) is not None:
            return None
        c.apply(a)
        done.append(a)
        if hidden and c.packet_taken[seat]:
            break
    return c, done


def _then_discard(bot: RuleBot, g: GameState, acts: list[Action], seat: int) -> list[Action] | None:
    """``acts``, then the rule bot's discard if the turn goes on after them."""
    played = _played_on(g, acts, seat)
    if played is None:
        return None
    c, done = played
    if c.phase == MELD_PHASE and c.to_move == seat and len(done) == len(acts):
        opts, _ = discard_options(bot, c, seat, 1)
        if not opts:
            return None
        return done + opts[0][1]
    return done


def options_for(decision: Decision, cfg: SearchConfig, discards: int) -> tuple[list[tuple[str, list[Action]]], str]:
    """The options compared for a decision (the search's, and the player's if it is
    none of them; options leading to the same position count once) and the key of the
    player's."""
    view = decision.view
    seat = view.seat
    g = determinize(view, random.Random(0))  # legality and the rule bot read the seat's view only
    bot = RuleBot(cfg.weights, use_history=True)
    raw: list[tuple[str, list[Action]]] = []
    human: list[Action] | None
    if decision.kind == "draw":
        opts, _ = draw_options(bot, g, seat)
        raw = [(k, list(a)) for k, a, _ in opts]
        human = list(decision.played)
    elif decision.kind == "answer":
        raw = [("yes", [Answer(True)]), ("no", [Answer(False)])]
        human = list(decision.played)
    elif decision.kind == "discard":
        opts, _ = discard_options(bot, g, seat, discards)
        raw = [(k, list(a)) for k, a, _ in opts]
        human = list(decision.played)
    else:  # meld: each plan with the rule bot's discard after it
        plans, _ = meld_options(bot, g, seat, runs=cfg.runs_option)
        for key, acts, ends in plans:
            full = list(acts) if ends else _then_discard(bot, g, list(acts), seat)
            if full is not None:
                raw.append((key, full))
        human = _then_discard(bot, g, list(decision.played), seat)
    out: list[tuple[str, list[Action]]] = []
    seen: dict[tuple[object, ...], str] = {}
    human_key = "played"
    if human is not None:
        played = _played_on(g, human, seat)
        if played is not None:
            seen[_sig(played[0], seat)] = human_key
            out.append((human_key, played[1]))
    for key, acts in raw:
        played = _played_on(g, acts, seat)
        if played is None or _sig(played[0], seat) in seen:
            continue
        seen[_sig(played[0], seat)] = key
        out.append((key, played[1]))
    return out, human_key


def search_config(level: str, preset: str) -> SearchConfig:
    """The search a level plays at the preset: its weights, evaluation and opponents."""
    agent = make_agent(level, 0, time_limit=None)
    if not isinstance(agent, SearchAgent):
        raise ValueError(f"the review needs a search level, not {level!r}")
    return agent.config_for(preset)


def _mean_se(xs: list[float]) -> tuple[float, float]:
    if not xs:
        return 0.0, 0.0
    m = sum(xs) / len(xs)
    if len(xs) < 2:
        return m, abs(m) + 1.0
    var = sum((x - m) ** 2 for x in xs) / (len(xs) - 1)
    return m, math.sqrt(var / len(xs))


def _double_finding(d: Decision) -> Finding:
    """A double compared with the computer's match rule (``ai.match``); not priced."""
    a = d.played[0]
    view = d.view
    if isinstance(a, Double):
        would: Action | None = Double() if match.wants_double(view) else None
        reason = Reason("review.reason.double_offer")
    else:
        would = Accept() if match.accepts_double(view) else GiveUp(view.side)
        reason = Reason("review.reason.double_accept" if isinstance(would, Accept) else "review.reason.double_give_up")
    best = (would,) if would is not None else ()
    agrees = best == d.played
    return Finding(d.index, d.kind, view.seat, view.turns + 1, d.played, best, None, 0.0, 0.0, 0, reason,
                   flagged=not agrees)


def review_decision(d: Decision, config: ReviewConfig = ReviewConfig(), seed: int = 0,
                    stop: Callable[[], bool] | None = None) -> Finding:
    """Review one decision from its view alone (see the module's docstring)."""
    view = d.view
    if d.kind == "double":
        return _double_finding(d)
    stopped = stop or (lambda: False)
    cfg = search_config(config.level, view.rules.name)
    options, human = options_for(d, cfg, config.discards)
    turn = view.turns + 1
    if len(options) < 2 or human not in dict(options):
        played = tuple(dict(options).get(human, d.played)) if options else d.played
        return Finding(d.index, d.kind, view.seat, turn, d.played, played, 0.0, 0.0, 0.0, 0,
                       Reason("review.reason.position"), flagged=False, options=len(options))
    # from numbers only: a string's hash differs between processes
    rng = random.Random(hash((seed, view.deal, len(view.history), view.seat, KINDS.index(d.kind))))
    search = _Reviewing(cfg, rng, stopped)
    acts = dict(options)
    best = _halving(search, view, options, config.choose)
    if best == human:
        return Finding(d.index, d.kind, view.seat, turn, d.played, d.played, 0.0, 0.0, 0.0, 0,
                       Reason("review.reason.position"), flagged=False, options=len(options))
    rows = search.rows(view, [(human, acts[human]), (best, acts[best])], config.compare)
    diffs = [row[best][0] - row[human][0] for row in rows]
    cost, se = _mean_se(diffs)
    low, high = cost - config.z * se, cost + config.z * se
    mine, theirs = Tally(), Tally()
    for row in rows:
        mine.add(row[human][1])
        theirs.add(row[best][1])
    pile = len(view.pile)
    reason = choose_reason(d.kind, mine, theirs, pile, _takes(acts[human]), _takes(acts[best]))
    shown_best = tuple(acts[best])
    if d.kind == "meld" and shown_best and isinstance(shown_best[-1], Discard):
        shown_best = shown_best[:-1]  # the meld decision is the melds; the discard is its own
    return Finding(d.index, d.kind, view.seat, turn, d.played, shown_best, cost, low, high, len(rows), reason,
                   flagged=bool(rows) and low > 0 and cost >= config.min_cost and not stopped(),
                   options=len(options))


def _takes(acts: list[Action]) -> bool:
    return bool(acts) and isinstance(acts[0], (Take, Dig))


def _halving(search: _Reviewing, view: View, options: list[tuple[str, list[Action]]], budget: int) -> str:
    """The option with the most points after sequential halving on shared deals."""
    values: dict[str, list[float]] = {k: [] for k, _ in options}
    acts = dict(options)
    survivors = [k for k, _ in options]
    rounds = max(1, math.ceil(math.log2(len(survivors))))
    left = budget
    for rnd in range(rounds):
        per = max(1, left // ((rounds - rnd) * len(survivors)))
        for row in search.rows(view, [(k, acts[k]) for k in survivors], per):
            for k, (v, _) in row.items():
                values[k].append(v)
        left -= per * len(survivors)
        if len(survivors) <= 2:
            break
        survivors.sort(key=lambda k: -_mean_se(values[k])[0])
        survivors = survivors[:max(2, (len(survivors) + 1) // 2)]
    return max(survivors, key=lambda k: _mean_se(values[k])[0] if values[k] else -math.inf)


def flagged(findings: Sequence[Finding]) -> list[Finding]:
    """The findings worth showing: priced ones larger than the noise, largest first,
    then the doubles that differ from the computer's."""
    priced = sorted((f for f in findings if f.flagged and f.cost is not None), key=lambda f: -(f.cost or 0.0))
    return priced + [f for f in findings if f.flagged and f.cost is None]


# ---------------------------------------------------------------------------- processes
_STOP: Any = None  # the stop event shared with the worker processes


def _warm(event: Any) -> None:
    global _STOP
    _STOP = event
    with contextlib.suppress(AttributeError, OSError):  # Windows has no nice()
        os.nice(5)
    from . import search  # noqa: F401


def _task(d: Decision, config: ReviewConfig, seed: int) -> Finding:
    return review_decision(d, config, seed, stop=lambda: bool(_STOP is not None and _STOP.is_set()))


@dataclass
class Reviewer:
    """Reviews decisions in ``processes`` worker processes (1: in this process)."""

    processes: int = 1
    config: ReviewConfig = field(default_factory=ReviewConfig)

    def __post_init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._event: Any = None
        if self.processes > 1:
            ctx = mp.get_context("spawn")
            self._event = ctx.Event()
            self._pool = ProcessPoolExecutor(max_workers=self.processes, mp_context=ctx, initializer=_warm,
                                             initargs=(self._event,))

    def review(self, decisions: Sequence[Decision], seed: int = 0,
               progress: Callable[[int, int], None] | None = None,
               stop: threading.Event | None = None) -> list[Finding]:
        """Every decision's finding, in the order of the decisions; after a stop, the
        ones finished before it. ``progress(done, total)`` after each decision."""
        total = len(decisions)
        out: list[Finding] = []
        if self._pool is None:
            for i, d in enumerate(decisions):
                if stop is not None and stop.is_set():
                    break
                found = review_decision(d, self.config, seed, stop=stop.is_set if stop is not None else None)
                if stop is None or not stop.is_set():
                    out.append(found)
                if progress is not None:
                    progress(i + 1, total)
            return out
        self._event.clear()
        futures: list[Future[Finding]] = [self._pool.submit(_task, d, self.config, seed) for d in decisions]
        done = 0
        results: dict[int, Finding] = {}
        lock = threading.Lock()
        finished = threading.Event()

        failures: list[BaseException] = []

        def landed(i: int, f: Future[Finding]) -> None:
            nonlocal done
            with lock:
                if not f.cancelled():
                    error = f.exception()
                    if error is None:
                        results[i] = f.result()
                    else:
                        failures.append(error)
                done += 1
                if progress is not None:
                    progress(done, total)
                if done == total:
                    finished.set()

        for i, fut in enumerate(futures):
            fut.add_done_callback(functools.partial(landed, i))
        if not futures:
            return []
        while not finished.wait(0.1):
            if stop is not None and stop.is_set():
                with lock:
                    before = dict(results)  # the ones finished before the stop, whole
                self._event.set()
                for f in futures:
                    f.cancel()
                finished.wait()
                return [before[i] for i in sorted(before)]
        if failures:  # a worker failed (or the pool broke): not an empty review
            raise failures[0]
        return [results[i] for i in sorted(results)]

    def shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def __enter__(self) -> Reviewer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()


def review_record(record: RecordLike, deal: int | None = None, seats: Sequence[int] | None = None,
                  reviewer: Reviewer | None = None, seed: int = 0) -> list[Finding]:
    """Every decision of the record's human seats (or ``seats``) in ``deal`` reviewed."""
    decisions = decisions_of(record, deal, seats)
    own = reviewer is None
    r = reviewer or Reviewer()
    try:
        return r.review(decisions, seed)
    finally:
        if own:
            r.shutdown()


if __name__ == "__main__":
    # the command line needs the game's words and record reader, which the AI does not
    # import: it lives with the composition roots (game/review_cli.py)
    from game.review_cli import main

    raise SystemExit(main())
