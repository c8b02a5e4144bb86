"""Does a seat asking from its view alone get the real game's answers? Checked on
positions of rule-bot games (the fuzz checks random games the same way).

    python -m ai.seatcheck --preset all --deals 40

A table plays its seat through a connection that answers every question about the
seat's move on ``stand_in(view)``, a made-up game that agrees with the view. At every
position of every deal, the seat to move gets from it the same legal actions as from
the real game, and the same refusal, code and words, for each legal action and for a
set of moves it might try with its cards (each card discarded, added, a take, a meld
of its first cards). A difference is printed with the preset, seed and action.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass

from game.engine import PRESETS, Action, Add, Discard, GameState, IllegalAction, Meld, RuleSet, Take, stand_in

from .rulebot import RuleBot


@dataclass
class Tally:
    positions: int = 0
    questions: int = 0
    differences: list[str] | None = None


def tries(g: GameState, legal: list[Action]) -> list[Action]:
    """The legal actions and moves the seat to move might try with its own cards."""
    hand = sorted(set(g.hands[g.to_move]))
    out: list[Action] = list(legal)
    out += [Discard(c) for c in hand]
    out += [Add(c) for c in hand]
    out.append(Take(()))
    if len(hand) >= 3:
        out.append(Meld(tuple(hand[:3])))
    return out


def _said(r: IllegalAction | None) -> tuple[str, str] | None:
    return None if r is None else (r.code, r.message)


def check_position(g: GameState, tally: Tally, where: str) -> None:
    seat = g.to_move
    stand = stand_in(g.view(seat))
    legal = g.legal_actions()
    there = stand.legal_actions()
    differences = tally.differences if tally.differences is not None else []
    if Counter(there) != Counter(legal):
        differences.append(f"{where}: legal actions differ: game {sorted(map(str, legal))},"
                           f" stand-in {sorted(map(str, there))}")
    for a in tries(g, legal):
        tally.questions += 1
        if _said(g.check(a)) != _said(stand.check(a)):
            differences.append(f"{where}: {a}: game {_said(g.check(a))}, stand-in {_said(stand.check(a))}")
    tally.differences = differences
    tally.positions += 1


def check_deals(rules: RuleSet, preset: str, deals: int, seed: int) -> Tally:
    """Rule-bot deals of ``rules``, one match a deal, every position checked."""
    tally = Tally(differences=[])
    bot = RuleBot()
    for k in range(deals):
        match_seed = seed * 1000 + k
        g = GameState.new(rules, match_seed)
        steps = 0
        while g.phase not in ("deal_over", "match_over") and steps < 5000:
            if g.phase in ("draw", "meld", "answer"):
                check_position(g, tally, f"{preset} seed {match_seed} action {len(g.actions)}")
            g.apply(bot.act(g))
            steps += 1
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ai.seatcheck", description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="all")
    parser.add_argument("--deals", type=int, default=20, help="deals per preset")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    presets = list(PRESETS) if args.preset == "all" else [args.preset]
    total = Tally(differences=[])
    start = time.perf_counter()
    for preset in presets:
        t = check_deals(PRESETS[preset], preset, args.deals, args.seed)
        print(f"{preset:16} deals {args.deals:5}  positions {t.positions:7}  questions {t.questions:8}"
              f"  differences {len(t.differences or [])}", flush=True)
        total.positions += t.positions
        total.questions += t.questions
        (total.differences or []).extend(t.differences or [])
    print(f"all: positions {total.positions}, questions {total.questions},"
          f" differences {len(total.differences or [])}, {time.perf_counter() - start:.0f} s")
    for d in (total.differences or [])[:10]:
        print("  " + d)
    return 1 if total.differences else 0


if __name__ == "__main__":
    sys.exit(main())
