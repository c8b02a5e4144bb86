"""The computer players' public face: ``Agent.choose(view) -> Action`` and ``make_agent``.

An agent is given a ``View`` (one seat's knowledge), never the game: it cannot peek by
construction. It returns one engine action per call; the table calls again for the next
step of the same turn. A plan of several actions (a meld plan, then a discard) is kept
between calls, keyed by the length of the deal's history, and checked again against the
new view before its next action is played.

Levels: ``random``, ``rules`` (the rule bot), ``easy`` (the rule bot, forgetful and
now and then careless when little is at stake), ``medium`` (the search for drawing or
taking the pile and for answers, the rule bot's melds and discards except at the moments
that make them count) and ``hard`` (the search for every decision).
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.engine import (
    ANSWER_PHASE,
    DEAL_OVER,
    DRAW_PHASE,
    MATCH_OVER,
    MELD_PHASE,
    Accept,
    Action,
    Discard,
    Double,
    Draw,
    GameState,
    GiveUp,
    NextDeal,
    Take,
    Undo,
    View,
    determinize,
)

from . import match, parallel, rulebot_v1
from .rulebot import DEFAULT_WEIGHTS, RuleBot, Stuck, Weights, any_legal_action
from .search import Search, SearchConfig
from .styles import STYLES


class Agent(Protocol):
    """A computer player."""

    def choose(self, view: View) -> Action:
        """One legal action for ``view.seat``, which is to move."""
        ...


@dataclass
class AgentStats:
    """What an agent spent, for the arena."""

    decisions: int = 0
    searched: int = 0
    iterations: int = 0
    search_seconds: float = 0.0
    times: list[float] = field(default_factory=list)
    search_times: list[float] = field(default_factory=list)
    fallbacks: int = 0
    illegal: int = 0  # the search's play-outs of an option illegal on their made-up deal
    illegal_searches: int = 0  # searched decisions with at least one such play-out


def shadow_game(view: View) -> GameState:
    """A game that agrees with ``view``; its hidden cards are made up with a fixed
    generator. The rule bot reads only what the seat knows from it, and legality of the
    seat's own actions does not depend on the hidden cards."""
    return determinize(view, random.Random(0))


def _decision_rng(seed: int, view: View, salt: int = 0) -> random.Random:
    """A generator for one decision, from the agent's seed and public facts only."""
    return random.Random(hash((seed, salt, view.deal, len(view.history), view.seat, tuple(view.scores))))


class _Base:
    #: Whether this player offers doubles (``ai/match.py``): on at the table, off in
    #: the arena, whose duplicate deals compare card play, not match decisions.
    offers_doubles = False

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.stats = AgentStats()
        self._plan: list[Action] = []
        self._plan_key: tuple[int, int, int] | None = None
        self._rescue: tuple[int, int, int] | None = None  # the turn a plan of this player ended in ``undo``
        self._rescue_acts: list[Action] = []  # the rest of the rule bot's plan for that turn

    def _cached(self, view: View, g: GameState) -> Action | None:
        """The next action of the plan chosen earlier this turn, if it still fits."""
        if not self._plan or self._plan_key is None:
            return None
        deal, length, seat = self._plan_key
        if (view.deal, len(view.history), view.seat) != (deal, length, seat):
            self._plan = []
            return None
        a = self._plan.pop(0)
        if g.check(a) is not None:
            self._plan = []
            return None
        # the next call is the one after this action: without this the plan was dropped
        # after its second action and the turn planned (Hard: searched) again
        self._plan_key = (deal, length + 1, seat)
        return a

    def _keep(self, view: View, rest: list[Action]) -> None:
        self._plan = rest
        self._plan_key = (view.deal, len(view.history) + 1, view.seat)

    def choose(self, view: View) -> Action:
        t0 = time.perf_counter()
        if view.phase == MATCH_OVER:
            raise ValueError("the match is over")
        if view.phase == DEAL_OVER:
            a: Action = NextDeal()
        elif view.phase == "double":  # answer a double: an agent decision (ai/match.py)
            a = Accept() if match.accepts_double(view) else GiveUp(view.side)
        elif self.offers_doubles and match.wants_double(view):
            a = Double()
        else:
            g = shadow_game(view)
            turn = (view.deal, view.turns, view.seat)
            if self._rescue == turn:
                # this turn's plan was refused down to ``undo``: played again it would
                # lead there again (the deal would never end), so the rule bot plans it
                a = self._rescue_plan(view, g)
            else:
                cached = self._cached(view, g)
                a = cached if cached is not None else self._decide(view, g)
            if isinstance(a, Undo) or g.check(a) is not None:
                self.stats.fallbacks += 1
                a = any_legal_action(g)
                if isinstance(a, Undo):
                    self._rescue, self._plan, self._rescue_acts = turn, [], []
        self.stats.decisions += 1
        self.stats.times.append(time.perf_counter() - t0)
        return a

    def _decide(self, view: View, g: GameState) -> Action:
        raise NotImplementedError

    def _rescue_plan(self, view: View, g: GameState) -> Action:
        """The rule bot's plan for the rest of the turn, kept for the following calls."""
        if self._rescue_acts and g.check(self._rescue_acts[0]) is None:
            return self._rescue_acts.pop(0)
        self._rescue_acts = []
        if g.phase != MELD_PHASE:
            return _RESCUE.act(g)
        try:
            plan = _RESCUE.plan_turn(g, view.seat)
        except Stuck:
            return any_legal_action(g)
        if not plan:
            return any_legal_action(g)
        self._rescue_acts = plan[1:]
        return plan[0]


_RESCUE = RuleBot()


class RandomAgent(_Base):
    """Any legal action but ``undo``; the pile is taken on condition only when the turn
    can then be finished (else the only way out would be ``undo``)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._check = RuleBot()

    def _decide(self, view: View, g: GameState) -> Action:
        rng = _decision_rng(self.seed, view)
        side = g.rules.side_of(view.seat)
        if g.phase == MELD_PHASE and (g.must_play is not None or g.pending):
            # a card dug from the pile must be melded: a random meld could strand it
            return self._check.act(g)
        if g.phase == MELD_PHASE and not g.opened[side] and (
                g.pending or g.must_play is not None or g.conditional or g.turn_melded
                or rng.random() < 0.5):
            # before the first meld, meld as the rule bot would (a random meld that
            # cannot reach the minimum would leave only ``undo``)
            return self._check.act(g)
        if g.phase == MELD_PHASE and not g.opened[side]:
            throws = [a for a in g.legal_actions() if isinstance(a, Discard)]
            if throws:
                return rng.choice(throws)
        legal = [a for a in g.legal_actions() if not isinstance(a, Undo)]
        if g.phase == DRAW_PHASE:
            safe = {str(a) for a, _ in self._check.draw_options(g, view.seat)}
            legal = [a for a in legal if str(a) in safe] or legal
        if not legal:
            return any_legal_action(g)
        # a random player that melds whatever it can would rarely discard; discard half the time
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards and rng.random() < 0.5:
            return rng.choice(discards)
        return rng.choice(legal)


class RuleAgent(_Base):
    """The rule bot behind a view. ``forget`` (easy): it ignores the discard history and
    the cards known in other hands; ``mistakes``: the chance of playing the second-best
    discard or passing a small pile when little is at stake."""

    def __init__(self, seed: int, weights: Weights = DEFAULT_WEIGHTS, forget: bool = False,
                 mistakes: float = 0.0) -> None:
        super().__init__(seed)
        self.bot = RuleBot(weights, use_history=not forget)
        self.forget = forget
        self.mistakes = mistakes

    def _decide(self, view: View, g: GameState) -> Action:
        seat = view.seat
        if self.forget:
            g.known = [list(k) if s == seat else [] for s, k in enumerate(g.known)]
        rng = _decision_rng(self.seed, view, 1)
        if g.phase == ANSWER_PHASE:
            return self.bot.answer(g, seat)
        if g.phase == DRAW_PHASE:
            a = self.bot.choose_draw(g, seat)
            if (self.mistakes and isinstance(a, Take) and len(g.pile) <= 4 and g.stock
                    and rng.random() < self.mistakes):
                return Draw()  # passes a small pile
            return a
        try:
            plan = self.bot.plan_turn(g, seat)
        except Stuck:
            return any_legal_action(g)
        if not plan:
            return any_legal_action(g)
        if self.mistakes and isinstance(plan[-1], Discard) and len(g.pile) <= 5 and rng.random() < self.mistakes:
            c = g.clone()
            for x in plan[:-1]:
                c.apply(x)
            scores = sorted(((d, s) for d, s in self.bot.discard_scores(c, seat) if c.check(d) is None),
                            key=lambda x: x[1])
            second = scores[rng.choice((1, 2))][0] if len(scores) >= 3 else None
            if isinstance(second, Discard) and not second.card.is_wild:
                plan = [*plan[:-1], second]
        # No plan is kept: the rule bot plans the rest of the turn again before each action,
        # which costs it a few milliseconds and sees the cards as they now lie. Measured
        # against an agent that decided the turn afresh after two actions (200 duplicate
        # deals, seed 21): level in Classic, +2.0 [+0.4, +3.6] a deal at the family table,
        # where a meld onto any side's melds changes what the next one is worth; playing the
        # first plan whole lost there, -2.8 [-5.1, -0.5] (benchmarks/ai/tried.md).
        return plan[0]


class PolicyAgent(_Base):
    """Any player with ``act(game) -> Action`` behind a view: the opponent styles
    (``ai.styles``) and the frozen first rule bot (``rules-v1``). They are handed a game
    made up from the view and read only what the seat knows."""

    def __init__(self, seed: int, player: Policy) -> None:
        super().__init__(seed)
        self.player = player

    def _decide(self, view: View, g: GameState) -> Action:
        return self.player.act(g)


class Policy(Protocol):
    def act(self, g: GameState) -> Action: ...


class SearchAgent(_Base):
    """The information-set search (``ai.search``) behind a view."""

    def __init__(self, seed: int, config: SearchConfig, by_preset: Mapping[str, SearchConfig] | None = None) -> None:
        super().__init__(seed)
        self.config = config
        self.by_preset = dict(by_preset or {})  # a preset's own search (``Level.preset_changes``)

    def config_for(self, rules_name: str) -> SearchConfig:
        """The search this player runs at a table of the named preset."""
        return self.by_preset.get(rules_name, self.config)

    def _decide(self, view: View, g: GameState) -> Action:
        search = Search(self.config_for(view.rules.name), _decision_rng(self.seed, view, 2),
                        helpers=parallel.current())
        acts, st = search.choose(view)
        if st.searched:
            self.stats.searched += 1
            self.stats.iterations += st.iterations
            self.stats.search_seconds += st.seconds
            self.stats.search_times.append(st.seconds)
            self.stats.illegal += st.illegal
            self.stats.illegal_searches += 1 if st.illegal else 0
        if not acts:
            return any_legal_action(g)
        if st.searched:  # a searched plan is played whole; the rule bot's is planned again (RuleAgent)
            self._keep(view, acts[1:])
        return acts[0]


# ---------------------------------------------------------------------------- levels
@dataclass(frozen=True)
class Level:
    """A difficulty level: the search budget, how greedily the final option is chosen,
    easy's forgetfulness and mistakes, and the table's pacing delay (seconds the table
    waits before showing a move; not part of the computing time)."""

    name: str
    kind: str  # "random", "rules", "rules-v1", "style" or "search"
    think_delay: float
    search: SearchConfig | None = None
    forget: bool = False
    mistakes: float = 0.0
    weights: Weights = DEFAULT_WEIGHTS
    # a search level's changes on some presets, in a level text's terms ("phases=draw/answer"):
    # applied to ``search`` before an experiment's own changes
    preset_changes: tuple[tuple[str, tuple[str, ...]], ...] = ()


#: Easy plays by careless weights, as a beginner does: it hardly minds what it feeds the
#: next player, throws its black threes at once, spends wild cards on small piles and on
#: mixed canastas, melds everything it can and goes out at the first chance.
EASY_WEIGHTS = dataclasses.replace(
    DEFAULT_WEIGHTS, danger_base=6.0, danger_per_card=2.5, danger_wild_in_pile=8.0, history_discount=1.0,
    keep_black_three=1.0, black_three_per_card=0.0, take_wild_cost=12.0, natural_patience=0.0,
    close_with_wilds_max=3,
    # a beginner's wild-card economy (the rule bot's before its melding weights were fitted):
    # spare wild cards kept longer and laid on mixed melds first, melding all out only under a
    # high threat
    wild_focus=False, wild_spend_stock=24, dump_threat=0.6,
    # a beginner melds what it can (no long hand for the pile fight), does not freeze
    # the pile on purpose, does not value a frozen pile, goes out at the first chance
    keep_hand=0, floor_no_canasta=2, freeze_per_card=0.0, take_frozen_bonus=0.0, go_out_threat_free=0.0,
    run_start_presets=(),  # Samba's chosen runs are the rule bot's; Easy starts none there
    dig_weights=(),  # the family table's plan is the rule bot's; Easy plays there as anywhere
    foot_weights=(),  # Hand and Foot's plan keeps the rule bot's old melding weights; Easy has its own
)

#: Medium's choice of the meld decisions worth a search, as a level text's changes. In
#: Samba Hard keeps to it (with its own budget and opponent models): searching every
#: meld decision there tied Medium (+47.5 [-46.5, +141.5] a deal over 200 deals, seed 41),
#: keeping to Medium's moments beat it, +171.2 [+73.8, +268.7] over 100 of those deals
#: (benchmarks/ai/decisions/samba_hard-at-moments_vs_medium_seed41.txt), and on the
#: confirmation seed 43 +119.9 [+44.7, +195.1] over 200 deals. In Uruguay the same change
#: did not help (-10.9 [-39.7, +17.8]), nor in Modern American (-269.2 [-608.0, +69.7],
#: 61 deals), so it is Samba's alone (benchmarks/ai/tried.md).
MEDIUM_MOMENTS = ("phases=draw/answer", "variant_moments=first/runs/foot/out/wild", "runs_option=1",
                  "classic_moments=first/out/pile/wild")

#: Medium's change in Cuban: no meld decision searched, the rule bot melds and discards
#: (measured as the level text ``medium+variant_moments=``:
#: benchmarks/ai/cuban_hard_vs_medium_merged_seeds79_83.txt and
#: cuban_medium_vs_easy_seed79.txt).
MEDIUM_CUBAN = ("variant_moments=",)

LEVELS: dict[str, Level] = {
    "random": Level("random", "random", think_delay=0.4),
    "rules": Level("rules", "rules", think_delay=0.6),
    # the first rule bot, frozen as a yardstick (ai/rulebot_v1.py)
    "rules-v1": Level("rules-v1", "rules-v1", think_delay=0.6),
    # opponent styles written from published strategy (ai/styles/), for the arena's league
    "eager": Level("eager", "style", think_delay=0.6),
    "hoarder": Level("hoarder", "style", think_delay=0.6),
    "freezer": Level("freezer", "style", think_delay=0.6),
    "easy": Level("easy", "rules", think_delay=0.9, forget=True, mistakes=0.3, weights=EASY_WEIGHTS),
    # Medium searches whether to draw or take the pile (and the answer to "may I go
    # out?"); it melds and discards by the rule bot but at the moments below. A Medium that searched every decision
    # with 50 play-outs played level with Hard: over 116 duplicate Classic deals Hard won
    # 45.7% of them, paired difference +1.5 [-93, +96]
    # (benchmarks/ai/decisions/classic_hard_vs_medium-searching-everything_merged_seeds1-2.txt).
    # On the variant presets it also searches the meld decisions the variant makes count
    # (``SearchConfig.variant_moments``: the side's first meld, a run to start, the foot
    # in reach, a way out), the rule bot's discard after each plan, a plan that starts
    # runs among the options (benchmarks/ai/decisions/variants_medium_moments.txt).
    # Also ``wild`` there (wild cards in hand once the side is open): in
    # Pennies, whose way out needs a wild, a mixed, a natural and a sevens canasta, the
    # rule bot's spending of wild cards was what Medium lacked (+340.1 [+174.1, +506.1]
    # over 120 deals against Medium without it; Hand and Foot +265.5 [+74.3, +456.6]; the
    # other variants' intervals hold zero: benchmarks/ai/decisions/variants_medium_wild.txt).
    # On the Classic family it searches the meld decisions at its own moments
    # (``classic_moments``: the side's first meld, a way out, wild cards in hand once the
    # side is open, a big pile at stake with three discards tried;
    # benchmarks/ai/decisions/classic_medium_moments.txt): without them Medium tied the rule
    # bot in most deals. Its searches stay under the cap of 0.4 s on every preset.
    # In Cuban Medium searches the draw and the answer only (``MEDIUM_CUBAN``): with the
    # variant's moments it played level with Hard there (+11.4 [-5.2, +28.0] a deal over
    # 1,800 deals of nine seeds), so it was no middle step. Without them Hard beats it by
    # +60.6 [+38.9, +82.3] over 800 deals and it beats Easy by +85.5 [+30.6, +140.5] over
    # 200 (benchmarks/ai/README.md).
    "medium": Level("medium", "search", think_delay=0.6,
                    search=SearchConfig(iterations=50, time_limit=0.4, phases=("draw", "answer"),
                                        variant_moments=("first", "runs", "foot", "out", "wild"), runs_option=True,
                                        classic_moments=("first", "out", "pile", "wild")),
                    preset_changes=(("cuban", MEDIUM_CUBAN),)),
    # In Cuban Hard keeps back 30 % of its budget to play the halving's winner against
    # the rule bot's option once more on fresh deals (``SearchConfig.confirm``): there,
    # where one canasta ends a short deal, Hard's departures from the rule bot chosen on
    # the halving's own deals lost (Hard - rules -12.8 [-73.2, +47.5] over 100 deals,
    # seed 41); with the confirmation +72.7 [+12.8, +132.6], the same deals compared
    # +85.5 [+13.1, +158.0] (benchmarks/ai/decisions/cuban_hard_confirm.txt).
    "hard": Level("hard", "search", think_delay=0.4,
                  search=SearchConfig(iterations=200, time_limit=0.9,
                                      opponents=("rules", "eager", "hoarder", "freezer"),
                                      confirm=0.3, confirm_presets=("cuban",)),
                  preset_changes=(("samba", MEDIUM_MOMENTS),)),
}


def think_delay(level: str) -> float:
    """The table's pacing delay for a level, in seconds."""
    return LEVELS[level].think_delay


def make_agent(level: str, seed: int, budget: int | None = None, time_limit: float | None = -1.0, *,
               offers_doubles: bool = False) -> Agent:
    """A computer player of ``level``. ``budget`` overrides the search's iterations per
    decision and ``time_limit`` its time cap (``None``: no cap; the default keeps the
    level's). For experiments a search level may carry changes to its ``SearchConfig``:
    ``"hard+rollout_rounds=2+phases=draw/meld"``. ``offers_doubles``: the player offers
    doubles where the rules have doubling (``ai/match.py``); on at the table, off in
    the arena, whose duplicate deals compare card play. Every player answers doubles."""
    agent = _build(level, seed, budget, time_limit)
    agent.offers_doubles = offers_doubles
    return agent


def _build(level: str, seed: int, budget: int | None, time_limit: float | None) -> _Base:
    name, *changes = level.split("+")
    if name not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
    lv = LEVELS[name]
    if lv.kind == "random":
        return RandomAgent(seed)
    if lv.kind == "rules-v1":
        return PolicyAgent(seed, rulebot_v1.RuleBot())
    if lv.kind == "style":
        return PolicyAgent(seed, STYLES[name]())
    if lv.kind == "rules":
        weights = with_changes(lv.weights, changes)  # experiments and the tuner: "rules+keep_hand=10"
        return RuleAgent(seed, weights=weights, forget=lv.forget, mistakes=lv.mistakes)
    assert lv.search is not None
    search = lv.search

    def config(preset: list[str]) -> SearchConfig:
        cfg = with_search_changes(search, [*preset, *changes])
        if budget is not None:
            cfg = dataclasses.replace(cfg, iterations=budget)
        if time_limit is None or time_limit >= 0:
            cfg = dataclasses.replace(cfg, time_limit=time_limit)
        return cfg

    return SearchAgent(seed, config([]), {name: config(list(more)) for name, more in lv.preset_changes})


def with_search_changes(cfg: SearchConfig, changes: list[str]) -> SearchConfig:
    """``cfg`` with the changes a level text names ("phases=draw/answer", "iterations=100",
    or the evaluation's "scale=2000")."""
    for change in changes:
        key, _, value = change.partition("=")
        if not hasattr(cfg, key) and hasattr(cfg.eval_weights, key):
            # the evaluation's own settings ("scale=2000"): they live in ``eval_weights``
            setting: dict[str, Any] = {key: _config_value(cfg.eval_weights, key, value)}
            ew = dataclasses.replace(cfg.eval_weights, **setting)
            cfg = dataclasses.replace(cfg, eval_weights=ew)
            continue
        changed: dict[str, Any] = {key: _config_value(cfg, key, value)}
        cfg = dataclasses.replace(cfg, **changed)
    return cfg


def with_changes(w: Weights, changes: list[str]) -> Weights:
    """``w`` with the changes a level text names ("keep_hand=10", "wild_focus=1")."""
    for change in changes:
        key, _, value = change.partition("=")
        changed: dict[str, Any] = {key: weight_value(w, key, value)}
        w = dataclasses.replace(w, **changed)
    return w


def weight_value(w: Weights, key: str, text: str) -> object:
    """A weight's value from its text in a level ("rules+keep_hand=10"), typed as the default."""
    if not hasattr(w, key):
        raise ValueError(f"no rule-bot weight {key!r}")
    current = getattr(w, key)
    if key in ("dig_weights", "foot_weights"):  # "keep_hand:0/floor_no_canasta:2" ("" for none)
        return tuple((k, float(v)) for k, _, v in (item.partition(":") for item in text.split("/") if item))
    if isinstance(current, tuple):  # "uruguay/family", "6/2.5/8"
        kind = type(current[0]) if current else str
        return tuple(kind(item) for item in text.split("/") if item)
    if isinstance(current, bool):
        return text.lower() in ("1", "true", "yes")
    if isinstance(current, int):
        return int(float(text))
    return float(text)


def _config_value(cfg: object, key: str, text: str) -> object:
    """A setting's value from its text, typed as the current value of ``cfg``'s field."""
    if not hasattr(cfg, key):
        raise ValueError(f"no search setting {key!r}")
    current = getattr(cfg, key)
    if isinstance(current, tuple):  # "draw/answer"; "" for none ("variant_moments=")
        return tuple(item for item in text.split("/") if item)
    if isinstance(current, bool):
        return text.lower() in ("1", "true", "yes")
    if isinstance(current, int):
        return int(text)
    if isinstance(current, float) or current is None:
        return None if text == "none" else float(text)
    return text

