"""Information-set Monte Carlo tree search over one seat's decisions.

The tree belongs to one observer, the seat to move; its nodes are that seat's
information sets, and every iteration plays a fresh game dealt from the seat's
``View`` with ``determinize`` (so the search never sees the real hidden cards).

A turn is split into decisions the search can handle:

* draw phase: draw, or each way of taking the pile that lets the turn be finished;
* meld phase: a small set of meld plans (macro-actions: sequences of engine actions):
  the rule bot's own plan, nothing, the minimum first meld, all natural melds, closing
  canastas with wild cards, cutting the points in hand, going out, asking the partner;
* after a plan that does not end the turn: a pruned, ordered set of discards (the rule
  bot's cheapest few);
* answer phase: yes or no.

Below the tree the deal is played on for a bounded number of turns (one round of the
table by default): our side by the rule bot, the other sides by an opponent model drawn
for each made-up deal from ``SearchConfig.opponents`` (the rule bot and the opponent
styles of ``ai.styles``: Hard does not assume that everyone plays as it does), and the
position is then valued by ``ai.evaluate`` (or by the real score sheet if the deal
ended).

Two ways to spend the budget over the tree's options (the root's options, flattened with
their discards):

* ``mode="halving"`` (the levels' default): sequential halving. Each round deals fresh
  games from the view (the engine's ``determinize``) and plays every surviving option on
  each of them, so the options are compared on the same cards (paired differences: far
  less noise than independent samples); the better half survives. The rule bot's option always
  survives, and the final choice must beat it on the shared games by a margin
  (``margin`` + ``margin_se`` standard errors of the paired difference), else the rule
  bot's option is played.
* ``mode="ucb"``: single-observer ISMCTS with UCB1 at the root and at the discard level,
  a fresh game per iteration, a bias toward the rule bot's option that fades with visits,
  and the most visited option, under the same margin rule, as the final choice.

Which decisions are searched: ``SearchConfig.phases`` (Medium: the draw and the answer),
and the meld decisions at the moments of ``variant_moments`` on the variant presets and of
``classic_moments`` on the others (see ``Search.moment``).

A decision with one sensible option costs no search.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from game.engine import (
    ANSWER_PHASE,
    DRAW_PHASE,
    MELD_PHASE,
    Action,
    Answer,
    Ask,
    Discard,
    GameState,
    Stop,
    View,
    determinize,
)

from .evaluate import DEFAULT_EVAL, EvalWeights, evaluate, knows_variant
from .inference import history_of, read_hands, telling_ranks
from .rulebot import DEFAULT_WEIGHTS, RuleBot, Stuck, Weights
from .runs import starts_run
from .styles import STYLES

if TYPE_CHECKING:
    from .parallel import Helpers


@dataclass(frozen=True)
class SearchConfig:
    iterations: int = 200  # play-outs per decision (the budget)
    time_limit: float | None = None  # seconds; stops earlier when reached
    mode: str = "halving"  # "halving": sequential halving, options compared on shared deals; "ucb": UCB1
    rollout_rounds: float = 1.0  # rounds of the table played below the tree before the position is valued
    c_uct: float = 0.35
    prior_bonus: float = 0.06  # UCB bonus of the rule bot's option, fading as 1/(1+n/prior_fade)
    prior_fade: float = 4.0
    max_discards: int = 3
    margin: float = 0.01  # the chosen option must beat the rule bot's mean value by this much
    margin_se: float = 1.0  # ... and by this many standard errors of the difference
    temperature: float = 0.0  # > 0: sample the final option by visits ** (1/temperature)
    phases: tuple[str, ...] = ("draw", "meld", "answer")  # decisions searched (the rest: the rule bot)
    # the meld decisions searched on the variant presets (``evaluate.knows_variant``) where
    # "meld" is not among ``phases``: the moments a variant makes count (``Search.moment``)
    variant_moments: tuple[str, ...] = ()
    # the same on the Classic family (the presets without the variant features), where
    # the moments are the side's first meld, a way out, a big pile the opponents could
    # take, and wild cards in hand once the side is open (``Search.moment``)
    classic_moments: tuple[str, ...] = ()
    moment_discards: int = 1  # discards tried after each meld plan at such a moment
    moment_pile: int = 8  # "pile": a pile this big or bigger, an opponent side open
    pile_discards: int = 3  # "pile": discards tried after the rule bot's own meld plan
    moment_hand: int = 4  # "foot": the hand this short or shorter
    runs_option: bool = False  # a meld plan that starts every run the hand holds (Samba, Bolivia)
    weights: Weights = DEFAULT_WEIGHTS
    eval_weights: EvalWeights = DEFAULT_EVAL
    # opponent models in the play-outs, one drawn per made-up deal: "rules" or a style
    opponents: tuple[str, ...] = ("rules",)
    # "halving": the share of the budget (iterations and time) kept back to play the
    # halving's winner against the rule bot's option once more, on fresh made-up deals,
    # and to decide on those alone. The winner of many options is the one the noise
    # favoured most, so its lead on the deals that chose it overstates it (the winner's
    # curse); on fresh deals the paired difference is unbiased. 0: decide on the
    # halving's own deals (the margin rule above).
    confirm: float = 0.0
    confirm_presets: tuple[str, ...] = ()  # the presets (rule sets' names) where ``confirm`` applies; (): all
    # the chance that a made-up deal's other hand is read toward its player's discards
    # and passed piles (``ai.inference.read_hands``); 0: the uniform deal of ``determinize``
    infer: float = 0.0


@dataclass
class Edge:
    n: int = 0
    total: float = 0.0
    total_sq: float = 0.0
    child: Node | None = None

    @property
    def mean(self) -> float:
        return self.total / self.n if self.n else 0.0


@dataclass
class Node:
    options: list[tuple[str, list[Action], bool]] = field(default_factory=list)  # key, actions, leaf
    prior: str | None = None
    edges: dict[str, Edge] = field(default_factory=dict)
    visits: int = 0


@dataclass
class SearchStats:
    iterations: int = 0
    seconds: float = 0.0
    searched: bool = False
    options: int = 0
    # play-outs whose option was illegal on their made-up deal (scored 0.0, a sure loss): a
    # plan that names hidden cards (the made-up pennies of one deal, issue 13) loses so
    # without a trace in the values; the arena shows the count beside the timings
    illegal: int = 0


# ---------------------------------------------------------------------------- options
def _variant(w: Weights, **changes: object) -> RuleBot:
    return RuleBot(dataclasses.replace(w, **changes), use_history=False)  # type: ignore[arg-type]


def _sig(g: GameState, seat: int) -> tuple[object, ...]:
    return (tuple(sorted(g.hands[seat])), tuple(tuple(m.cards for m in ms) for ms in g.melds), g.phase)


def _can_end(c: GameState, seat: int) -> bool:
    if c.no_discard:
        return c.check(Stop()) is None
    return any(c.check(Discard(x)) is None for x in c.hands[seat])


def reveals_packet_midturn(g: GameState, seat: int) -> bool:
    """Whether a meld of this turn can bring the seat's face-down packet into its hand
    with the turn going on: Pennies' eleven cards come up at the seat's first canasta
    (``packet_trigger`` = ``canasta``), Hand and Foot's foot when the hand is melded
    out (``hand_empty``). The packet is hidden from its owner too, so every made-up
    deal of the search holds other cards there: a meld plan is cut after the action
    that takes it up, and the rest of the turn is played by the rule bot on each
    made-up deal's own cards (in the play-out), then decided afresh on the real cards.
    Played on, a plan's later actions named made-up cards, were illegal on nearly every
    other made-up deal and scored as lost (0), so the rule bot's plan lost to "meld
    nothing" whenever it finished the seat's first canasta (Pennies: Hard - rules -2,878 a
    deal, +3,106.8 better with the cut, benchmarks/ai/decisions/pennies_hard_vs_rules_packet-cut_seed41.txt).
    In Hand and Foot the same showed in the arena's count of illegal play-outs: 1,590 in
    63 of Medium's searched decisions over 100 deals, none with the cut."""
    r = g.rules
    return bool(r.packet_size) and not g.packet_taken[seat]


def meld_options(bot: RuleBot, g: GameState, seat: int,
                 runs: bool = False) -> tuple[list[tuple[str, list[Action], bool]], str | None]:
    """Meld plans for the seat to move in the meld phase, as (key, actions, ends_turn),
    without duplicates, and the key of the rule bot's own plan. ``runs``: also a plan
    that starts every run the hand holds, where the rules have runs."""
    w = bot.w
    r = g.rules
    side = r.side_of(seat)
    out: list[tuple[str, list[Action], bool]] = []
    seen: set[tuple[object, ...]] = set()
    prior: str | None = None
    packet_hidden = reveals_packet_midturn(g, seat)

    def add(key: str, acts: list[Action], ends: bool) -> str | None:
        c = g.clone()
        for i, a in enumerate(acts):
            if c.check(a) is not None:
                return None
            c.apply(a)
            if packet_hidden and c.packet_taken[seat]:
                # the pennies came up: what follows in the plan was planned on made-up
                # pennies (``determinize`` deals them, as the seat does not know them)
                acts, ends = acts[:i + 1], True
                break
        if not ends:
            if not (c.phase == MELD_PHASE and c.to_move == seat):
                ends = True
            elif c.pending or c.must_play is not None or not _can_end(c, seat):
                return None
        s = (*_sig(c, seat), ends, acts[-1] if acts and isinstance(acts[-1], Ask) else None)
        if s in seen:
            for k, other, _ in out:
                if other == acts:
                    return k
            return None
        seen.add(s)
        out.append((key, acts, ends))
        return key

    # the rule bot's plan
    try:
        plan = bot.plan_turn(g, seat)
    except Stuck:
        plan = []
    if plan:
        last = plan[-1]
        if isinstance(last, (Discard, Stop)):
            prior = add("rule", plan[:-1], False)
        else:
            prior = add("rule", plan, True)
    opened = g.opened[side]
    opening: list[Action] = []
    if not opened:
        o = bot.plan_opening(g, seat)
        if o is not None:
            opening = o
            add("open", o, False)
    add("none", [], False)
    base = g.clone()
    for a in opening:
        base.apply(a)
    if base.phase == MELD_PHASE and base.to_move == seat and (opened or opening):
        variants = [
            ("naturals", _variant(w, close_with_wilds_max=0, dump_threat=9.0)),
            ("close", _variant(w, close_with_wilds_max=3, natural_patience=0.0, dump_threat=9.0)),
            ("dump", _variant(w, dump_threat=0.0, natural_patience=0.0)),
        ]
        if runs and r.sequences:
            variants.append(("runs", _variant(w, run_start_unneeded=True, run_start_spare=0)))
        for key, variant in variants:
            c = base.clone()
            acts: list[Action] = []
            variant._meld_more(c, seat, acts)
            add(key, opening + acts, False)
        out_plan = bot.plan_going_out(base, seat)
        if out_plan is not None:
            if base.answer is not False:
                add("out", opening + out_plan, True)
            if r.partnerships and r.ask_partner and base.check(Ask()) is None:
                add("ask", [*opening, Ask()], True)
    if not out:
        return [], None
    if prior is None:
        prior = out[0][0]
    return out, prior


def discard_options(bot: RuleBot, g: GameState, seat: int, k: int) -> tuple[list[tuple[str, list[Action], bool]], str]:
    if g.no_discard:
        return [("stop", [Stop()], True)], "stop"
    scored = sorted(((a, s) for a, s in bot.discard_scores(g, seat) if g.check(a) is None), key=lambda x: x[1])
    opts = [(str(a), [a], True) for a, _ in scored[:k]]
    return opts, opts[0][0] if opts else ""


def draw_options(bot: RuleBot, g: GameState, seat: int) -> tuple[list[tuple[str, list[Action], bool]], str | None]:
    opts = bot.draw_options(g, seat)
    if not opts:
        return [], None
    best = max(opts, key=lambda o: o[1])[0]
    return [(str(a), [a], True) for a, _ in opts], str(best)


# ---------------------------------------------------------------------------- the search
class Search:
    """ISMCTS for one decision of the seat to move in ``view``."""

    def __init__(self, config: SearchConfig, rng: random.Random, helpers: Helpers | None = None) -> None:
        self.cfg = config
        self.rng = rng
        self.helpers = helpers  # root-parallel: helper processes play a share of each round's deals
        self.bot = RuleBot(config.weights, use_history=True)
        self.policy = RuleBot(config.weights, use_history=False)
        self.models: list[Policy] = [self.policy if name == "rules" else STYLES[name]()
                                     for name in config.opponents] or [self.policy]
        self.stats = SearchStats()
        self._reading: tuple[int, list[frozenset[int]]] | None = None  # (history length, ``telling_ranks``)

    def deal(self, view: View) -> GameState:
        """A made-up deal from the view: ``determinize``'s, read toward what the other
        players showed by their play with ``SearchConfig.infer`` (``ai.inference``)."""
        g = determinize(view, self.rng)
        if self.cfg.infer > 0:
            if self._reading is None or self._reading[0] != len(view.history):
                self._reading = (len(view.history), telling_ranks(g, view.seat, history_of(g)))
            read_hands(g, view.seat, self._reading[1], self.rng, self.cfg.infer)
        return g

    def root(self, view: View, g: GameState) -> Node:
        seat = view.seat
        if g.phase == DRAW_PHASE:
            opts, prior = draw_options(self.bot, g, seat)
        elif g.phase == ANSWER_PHASE:
            yes, no = Answer(True), Answer(False)
            opts = [("yes", [yes], True), ("no", [no], True)]
            prior = "yes" if self.bot.answer(g, seat).yes else "no"
        else:
            opts, prior = meld_options(self.bot, g, seat, runs=self.cfg.runs_option)
        return Node(options=opts, prior=prior)

    def moment(self, g: GameState, seat: int) -> bool:
        """Whether this meld decision is one of ``variant_moments`` on a variant preset,
        or of ``classic_moments`` on the others: ``first``, the side's first meld
        (Modern American's 50 to 150 points, Samba's 150 and more); ``runs``, a run can
        be started (Samba, Bolivia: a run of seven is 1,500, and the rule bot starts none
        in Samba); ``foot``, the packet waits and the hand is short (Hand and Foot:
        emptying it leads into the foot); ``out``, the seat could go out (two canastas or
        more, of given kinds, are needed in the variants); ``pile``, the discard may hand
        a big pile to an opponent side that has opened (``moment_pile`` cards or more);
        ``wild``, the side has opened and the hand holds a wild card (spend it on a
        canasta now or keep it: the rule bot's choice is the one Hard overrules most
        often)."""
        if g.phase != MELD_PHASE:
            return False
        moments = self.cfg.variant_moments if knows_variant(g.rules) else self.cfg.classic_moments
        if not moments:
            return False
        side = g.rules.side_of(seat)
        if "first" in moments and not g.opened[side]:
            return True
        if "pile" in moments and self.pile_at_stake(g, seat):
            return True
        if "wild" in moments and g.opened[side] and any(c.is_wild for c in g.hands[seat]):
            return True
        if "runs" in moments and g.rules.sequences and any(starts_run(a) for a in g.legal_actions()):
            return True
        if "foot" in moments and g.packet_waiting(seat) and len(g.hands[seat]) <= self.cfg.moment_hand:
            return True
        return "out" in moments and self.bot.plan_going_out(g, seat) is not None

    def pile_at_stake(self, g: GameState, seat: int) -> bool:
        """A pile of ``moment_pile`` cards or more that an opponent side, having opened,
        could take after our discard."""
        side = g.rules.side_of(seat)
        return len(g.pile) >= self.cfg.moment_pile and any(
            g.opened[o] for o in range(len(g.rules.sides)) if o != side)

    def pile_moment(self, g: GameState, seat: int) -> bool:
        """The ``pile`` moment of the Classic family: the rule bot's meld plan is tried
        with its ``pile_discards`` cheapest discards, even where it is the only plan."""
        return ("pile" in self.cfg.classic_moments and g.phase == MELD_PHASE and not knows_variant(g.rules)
                and self.pile_at_stake(g, seat))

    def choose(self, view: View) -> tuple[list[Action], SearchStats]:
        """The chosen option's actions (a macro: play them one by one while they stay
        legal) and what the search cost."""
        start = time.perf_counter()
        base = determinize(view, random.Random(0))
        moment = base.phase not in self.cfg.phases and self.moment(base, view.seat)
        if base.phase not in self.cfg.phases and not moment:
            self.stats.seconds = time.perf_counter() - start
            return [self.bot.act(base)], self.stats
        root = self.root(view, base)
        self.stats = SearchStats(options=len(root.options))
        if not root.options or (moment and len(root.options) < 2 and not self.pile_moment(base, view.seat)):
            self.stats.seconds = time.perf_counter() - start
            return [self.bot.act(base)], self.stats
        leaf_only = all(leaf for _, _, leaf in root.options)
        if len(root.options) == 1 and leaf_only:
            self.stats.seconds = time.perf_counter() - start
            return list(root.options[0][1]), self.stats
        self.stats.searched = True
        if self.cfg.mode == "halving":
            acts = self._halving(view, base, root, start)
        else:
            acts = self._ucb(view, base, root, start)
        self.stats.seconds = time.perf_counter() - start
        return acts, self.stats

    def _ucb(self, view: View, base: GameState, root: Node, start: float) -> list[Action]:
        cfg = self.cfg
        seat = view.seat
        deadline = start + cfg.time_limit if cfg.time_limit else None
        for it in range(cfg.iterations):
            if deadline is not None and it > 0 and time.perf_counter() > deadline:
                break
            g = self.deal(view)
            self._iterate(root, g, seat)
            self.stats.iterations += 1
        key = self._final(root)
        acts: list[Action] = []
        for k, a, leaf in root.options:
            if k == key:
                acts = list(a)
                e = root.edges.get(k)
                if not leaf and e is not None and e.child is not None and e.child.options:
                    sub = self._final(e.child)
                    for k2, a2, _ in e.child.options:
                        if k2 == sub:
                            acts += a2
                elif not leaf:
                    # never expanded: finish with the rule bot's discard
                    c = base.clone()
                    ok = True
                    for x in acts:
                        if c.check(x) is not None:
                            ok = False
                            break
                        c.apply(x)
                    end = self.bot.choose_discard(c, seat) if ok else None
                    if end is not None:
                        acts.append(end)
                break
        return acts

    def leaves(self, base: GameState, root: Node, seat: int) -> tuple[list[tuple[str, list[Action]]], str]:
        """The root's options with their discards flattened: (key, actions), and the
        key of the rule bot's own choice."""
        out: list[tuple[str, list[Action]]] = []
        prior: str | None = None
        for key, acts, leaf in root.options:
            if leaf:
                out.append((key, list(acts)))
                if key == root.prior:
                    prior = key
                continue
            c = base.clone()
            for a in acts:
                c.apply(a)
            if c.phase == MELD_PHASE and c.to_move == seat:
                k = self.cfg.max_discards if base.phase in self.cfg.phases else self.cfg.moment_discards
                if key == root.prior and base.phase not in self.cfg.phases and self.pile_moment(base, seat):
                    k = max(k, self.cfg.pile_discards)  # the discard is what is at stake
                opts, dprior = discard_options(self.bot, c, seat, k)
            else:
                opts, dprior = [], ""
            if not opts:
                out.append((key, list(acts)))
                if key == root.prior:
                    prior = key
            for k2, a2, _ in opts:
                lk = key + " | " + k2
                out.append((lk, list(acts) + a2))
                if key == root.prior and k2 == dprior:
                    prior = lk
        return out, prior if prior is not None else out[0][0]

    def _halving(self, view: View, base: GameState, root: Node, start: float) -> list[Action]:
        """Sequential halving over the flattened options. Each round deals fresh games
        from the view and plays every surviving option on each of them (the same
        games for all, so options are compared on the same cards); the better half
        survives. The rule bot's option always survives, and is kept unless the best
        one beats it on the shared games by a margin."""
        cfg = self.cfg
        seat = view.seat
        leaves, prior = self.leaves(base, root, seat)
        self.stats.options = len(leaves)
        if len(leaves) == 1:
            return leaves[0][1]
        acts_of = dict(leaves)
        values: dict[str, dict[int, float]] = {k: {} for k, _ in leaves}
        survivors = [k for k, _ in leaves]
        rounds = max(1, math.ceil(math.log2(len(leaves))))
        share = cfg.confirm if not cfg.confirm_presets or base.rules.name in cfg.confirm_presets else 0.0
        reserve = round(cfg.iterations * share)
        left = cfg.iterations - reserve
        end = start + cfg.time_limit if cfg.time_limit else None
        deadline = start + cfg.time_limit * (1.0 - share) if cfg.time_limit else None
        det = 0
        out_of_time = False
        for rnd in range(rounds):
            per = max(1, left // ((rounds - rnd) * len(survivors)))
            rows = self._round(view, [(k, acts_of[k]) for k in survivors], per, deadline, det == 0)
            for row in rows:
                det += 1
                for k, v in row.items():
                    values[k][det] = v
                    self.stats.iterations += 1
                left -= len(survivors)
            out_of_time = len(rows) < per
            if out_of_time or len(survivors) <= 2:
                break
            ranked = sorted((k for k in survivors if k != prior),
                            key=lambda k: -sum(values[k].values()) / max(1, len(values[k])))
            keep = max(1, (len(survivors) + 1) // 2 - 1)
            survivors = [prior, *ranked[:keep]]
        others = [k for k in survivors if k != prior and values[k]]
        if not others:
            return acts_of[prior]
        best = max(others, key=lambda k: sum(values[k].values()) / len(values[k]))
        if reserve:
            rows = self._round(view, [(best, acts_of[best]), (prior, acts_of[prior])], max(2, reserve // 2), end,
                               True)
            self.stats.iterations += 2 * len(rows)
            diffs = [row[best] - row[prior] for row in rows]
        else:
            diffs = [values[best][d] - values[prior][d] for d in values[best] if d in values[prior]]
        if not diffs:
            return acts_of[prior]
        mean = sum(diffs) / len(diffs)
        if len(diffs) > 1:
            var = sum((x - mean) ** 2 for x in diffs) / (len(diffs) - 1)
            se = math.sqrt(var / len(diffs))
        else:
            se = 0.5
        if mean > cfg.margin + cfg.margin_se * se:
            return acts_of[best]
        return acts_of[prior]

    def _round(self, view: View, options: list[tuple[str, list[Action]]], deals: int, deadline: float | None,
               first: bool) -> list[dict[str, float]]:
        """One halving round: ``deals`` fresh games, every option played on each. With
        helpers, their share is sent off first and played while this process plays its
        own; the rows are merged in a fixed order (this process's, then each helper's)."""
        helpers = self.helpers
        futures = []
        local = deals
        if helpers is not None and deals >= 2:
            share = deals * helpers.processes // (helpers.processes + 1)
            seconds = None if deadline is None else max(0.0, deadline - time.perf_counter())
            for i in range(helpers.processes):
                n = share // helpers.processes + (1 if i < share % helpers.processes else 0)
                if n:
                    futures.append(helpers.submit(self.cfg, view, options, n, self.rng.getrandbits(63), seconds))
            local = deals - share
        seconds = None if deadline is None else deadline - time.perf_counter()
        rows = self.play_deals(view, options, local, seconds, at_least_one=first)
        for f in futures:
            more, illegal = f.result()
            rows.extend(more)
            self.stats.illegal += illegal
        return rows

    def play_deals(self, view: View, options: list[tuple[str, list[Action]]], deals: int, seconds: float | None,
                   at_least_one: bool) -> list[dict[str, float]]:
        """Deal up to ``deals`` games from the view and play every option on each (the
        same game for all of them); stop when ``seconds`` have passed, after one game
        at least if ``at_least_one``."""
        start = time.perf_counter()
        rows: list[dict[str, float]] = []
        for _ in range(deals):
            if seconds is not None and (rows or not at_least_one) and time.perf_counter() - start > seconds:
                break
            g0 = self.deal(view)
            opp = self._opponent()
            rows.append({k: self._leaf_value(g0.clone(), acts, view.seat, opp) for k, acts in options})
        return rows

    def _opponent(self) -> Policy:
        """The opponent model of one made-up deal (the same for every option on it)."""
        if len(self.models) == 1:
            return self.models[0]
        return self.models[self.rng.randrange(len(self.models))]

    def _leaf_value(self, g: GameState, acts: list[Action], seat: int, opp: Policy | None = None) -> float:
        if not self._play(g, acts):
            self.stats.illegal += 1  # counted: scored as lost, it would bias the choice silently
            return 0.0
        self._rollout(g, seat, opp)
        return evaluate(g, seat, self.cfg.eval_weights)

    # ------------------------------------------------------------------ internals
    def _select(self, node: Node) -> tuple[str, list[Action], bool]:
        cfg = self.cfg
        best = None
        best_u = -1e18
        logn = math.log(node.visits + 1)
        for opt in node.options:
            key = opt[0]
            e = node.edges.get(key)
            if e is None or e.n == 0:
                u = 1e9 + (1.0 if key == node.prior else self.rng.random())
            else:
                u = e.mean + cfg.c_uct * math.sqrt(logn / e.n)
                if key == node.prior:
                    u += cfg.prior_bonus / (1.0 + e.n / cfg.prior_fade)
            if u > best_u:
                best_u, best = u, opt
        assert best is not None
        return best

    def _iterate(self, root: Node, g: GameState, seat: int) -> None:
        path: list[tuple[Node, str]] = []
        node = root
        opt = self._select(node)
        path.append((node, opt[0]))
        ok = self._play(g, opt[1])
        if ok and not opt[2] and g.phase == MELD_PHASE and g.to_move == seat:
            e = node.edges.setdefault(opt[0], Edge())
            if e.child is None:
                opts, prior = discard_options(self.bot, g, seat, self.cfg.max_discards)
                e.child = Node(options=opts, prior=prior)
            child = e.child
            if child.options:
                opt2 = self._select(child)
                path.append((child, opt2[0]))
                ok = self._play(g, opt2[1])
        if ok:
            self._rollout(g, seat, self._opponent())
            v = evaluate(g, seat, self.cfg.eval_weights)
        else:
            self.stats.illegal += 1
            v = 0.0
        for n, k in path:
            n.visits += 1
            e = n.edges.setdefault(k, Edge())
            e.n += 1
            e.total += v
            e.total_sq += v * v

    def _play(self, g: GameState, acts: list[Action]) -> bool:
        for a in acts:
            if g.check(a) is not None:
                return False
            g.apply(a)
        return True

    def _rollout(self, g: GameState, seat: int, opp: Policy | None = None,
                 on_turn: Callable[[GameState, int, int, str], None] | None = None) -> None:
        """Play ``g`` on with the policies for ``rollout_rounds`` rounds; ``on_turn(g, mover,
        pile_before, phase_before)`` after each turn lets the deal review watch the play-out."""
        own = self.policy
        other = opp if opp is not None else own
        side = g.rules.side_of(seat)
        turns = 0
        limit = round(self.cfg.rollout_rounds * g.rules.players)
        last = (g.to_move, g.phase)
        guard = 0
        while g.phase in (DRAW_PHASE, MELD_PHASE, ANSWER_PHASE):
            guard += 1
            if guard > 400:
                break
            if g.phase == DRAW_PHASE:
                if turns >= limit:
                    break
                turns += 1
            if on_turn is None:  # the search's own play-outs: nothing more per turn
                (own if g.rules.side_of(g.to_move) == side else other).play_turn(g)
            else:
                mover, pile, phase = g.to_move, len(g.pile), str(g.phase)
                (own if g.rules.side_of(mover) == side else other).play_turn(g)
                on_turn(g, mover, pile, phase)
            if (g.to_move, g.phase) == last and g.phase != DRAW_PHASE:
                break
            last = (g.to_move, g.phase)

    def _final(self, node: Node) -> str:
        cfg = self.cfg
        edges = [(k, node.edges.get(k)) for k, _, _ in node.options]
        visited = [(k, e) for k, e in edges if e is not None and e.n > 0]
        if not visited:
            return node.prior or node.options[0][0]
        if cfg.temperature > 0:
            weights = [e.n ** (1.0 / cfg.temperature) for _, e in visited]
            return self.rng.choices([k for k, _ in visited], weights=weights)[0]
        best_k, best_e = max(visited, key=lambda ke: (ke[1].n, ke[1].mean))
        prior = node.prior
        pe = node.edges.get(prior) if prior is not None else None
        if prior is None or pe is None or pe.n == 0 or best_k == prior:
            return best_k
        diff = best_e.mean - pe.mean
        se = math.sqrt(_var(best_e) / best_e.n + _var(pe) / pe.n)
        if diff > cfg.margin + cfg.margin_se * se:
            return best_k
        return prior


class Policy(Protocol):
    def play_turn(self, g: GameState) -> None: ...


def _var(e: Edge) -> float:
    if e.n < 2:
        return 0.25
    m = e.total / e.n
    return max(1e-6, e.total_sq / e.n - m * m)
