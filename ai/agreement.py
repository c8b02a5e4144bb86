"""How often two search levels choose the same plan on the same positions.

    python -m ai.agreement --levels hard,hard+scale=2000+margin=0.0025 \
        --preset modern-american --deals 3 --seed 100

An arena run that can show a change of a search level costs hours where a deal's score
swings by thousands (Modern American: ~900 duplicate deals for a lead of 150 a deal).
Before one, this shows in minutes how much the change alters the level's play at all: a
change that picks another plan in 3% of the searched decisions can hardly move the arena
by much, whichever way it goes.

The positions come from deals played by a driver level (the rule bot unless told), so
they do not depend on the two levels compared. At each position of the compared seats
(every seat, or the first side's) both levels' searches are run on that seat's view,
each with the same generator and without a time cap, so a figure can be made again; the
two plans (every action of the searched option) are compared. A position counts where
either level searched.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass, field

from game.engine import PRESETS, GameState, View

from .agent import SearchAgent, make_agent
from .arena import deal_seed, provenance
from .search import Search, SearchConfig


@dataclass
class Agreement:
    """Searched decisions and how many of them got the same plan, by phase."""

    by_phase: dict[str, list[int]] = field(default_factory=dict)  # phase: [decisions, same]

    @property
    def decisions(self) -> int:
        return sum(n for n, _ in self.by_phase.values())

    @property
    def same(self) -> int:
        return sum(same for _, same in self.by_phase.values())

    def add(self, phase: str, same: bool) -> None:
        row = self.by_phase.setdefault(phase, [0, 0])
        row[0] += 1
        row[1] += same

    def report(self, a: str, b: str) -> str:
        lines = [f"{a} against {b}: searched decisions {self.decisions}, same plan {self.same}"
                 f" ({self.same / max(1, self.decisions):.1%})"]
        for phase, (n, same) in sorted(self.by_phase.items()):
            lines.append(f"  {phase}: {n} searched, same plan {same} ({same / max(1, n):.1%})")
        return "\n".join(lines)


def _config(level: str, preset: str, budget: int | None) -> SearchConfig:
    agent = make_agent(level, 0, budget=budget, time_limit=None)
    if not isinstance(agent, SearchAgent):
        raise ValueError(f"{level!r} does not search: compare search levels (medium, hard and their changes)")
    return agent.config_for(PRESETS[preset].name)


def _plan(cfg: SearchConfig, view: View, salt: int) -> tuple[list[str], bool]:
    # a fresh search per decision, as ``SearchAgent`` runs it; the same generator for both levels
    acts, st = Search(cfg, random.Random(salt)).choose(view)
    return [str(a) for a in acts], st.searched


def compare(a: str, b: str, preset: str, deals: int, seed: int, *, budget: int | None = None,
            driver: str = "rules", first_side_only: bool = False) -> Agreement:
    """Both levels' plans at every searched position of ``deals`` deals from ``seed``."""
    rules = PRESETS[preset].with_options(target=1)
    cfg_a, cfg_b = _config(a, preset, budget), _config(b, preset, budget)
    result = Agreement()
    for d in range(deals):
        g = GameState.new(rules, deal_seed(seed, d))
        drivers = {s: make_agent(driver, seed=deal_seed(seed, d) * 31 + s) for s in range(rules.players)}
        while not g.results:
            seat = g.to_move
            view = g.view(seat)
            if not first_side_only or rules.side_of(seat) == 0:
                salt = hash((seed, d, len(view.history), seat))
                plan_a, searched_a = _plan(cfg_a, view, salt)
                plan_b, searched_b = _plan(cfg_b, view, salt)
                if searched_a or searched_b:
                    result.add(str(g.phase), plan_a == plan_b)
            g.apply(drivers[seat].choose(view))
    return result


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    p = argparse.ArgumentParser(prog="python -m ai.agreement", description=__doc__.split("\n\n")[0])
    p.add_argument("--levels", required=True, help="two search levels: A,B (level texts such as hard+scale=2000)")
    p.add_argument("--preset", default="classic", choices=sorted(PRESETS))
    p.add_argument("--deals", type=int, default=3)
    p.add_argument("--seed", type=int, default=100)
    p.add_argument("--budget", type=int, default=None, help="play-outs per decision (default: each level's)")
    p.add_argument("--driver", default="rules", help="the level that plays the deals (default: the rule bot)")
    p.add_argument("--first-side", action="store_true", help="compare at the first side's seats only")
    args = p.parse_args(argv)
    levels = args.levels.split(",")
    if len(levels) != 2:
        p.error(f"--levels takes two levels, A,B (got {args.levels!r})")
    a, b = levels
    print(provenance(argv, "ai.agreement"))
    try:
        result = compare(a, b, args.preset, args.deals, args.seed, budget=args.budget, driver=args.driver,
                         first_side_only=args.first_side)
    except ValueError as e:  # an unknown level or setting, a level without search
        p.error(str(e))
    print(f"{args.preset}, {args.deals} deals from seed {args.seed}, driven by {args.driver}")
    print(result.report(a, b))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
