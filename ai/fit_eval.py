"""Fit the learned evaluation: ``python -m ai.fit_eval --deals 1500 --jobs 2``.

Plays rule-bot games of every preset (one deal each), records the features of the
positions at the start of turns (``ai.features``) and the deal's final score difference
(the side's deal score minus the mean of the other sides') and fits, per preset, a ridge
regression of it on the feature differences (the side's minus the others' mean); writes
``ai/eval_params.py``. The variant presets (``VARIANTS``) are fitted with the variant
features too (``ai.variant_features``). ``--presets`` refits only the presets named and
keeps the weights of the others as they are. Standard library only.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import random
from pathlib import Path

from game.engine import DRAW_PHASE, PRESETS, GameState

from .eval_params import PARAMS
from .features import EXTENDED_NAMES, NAMES, position_features
from .rulebot import RuleBot
from .styles import STYLES, StylePlayer
from .variant_features import VARIANT_NAMES

Sample = tuple[list[float], float]

#: The presets fitted with the variant features (issue 13).
VARIANTS: tuple[str, ...] = ("samba", "bolivia", "cuban", "uruguay", "hand-and-foot", "pennies", "modern-american")


#: The kinds of play positions are recorded from (``--play``).
PLAYS: tuple[str, ...] = ("rules", "mixed")


def samples_of_deal(args: tuple[str, int] | tuple[str, int, str]) -> list[Sample]:
    """One deal's sampled positions (half the turns' starts, a random side each) with the
    deal's final score difference. ``play`` "mixed": one side drawn for the deal is the
    rule bot, every other side one style drawn for the deal."""
    preset, seed = args[0], args[1]
    play = args[2] if len(args) > 2 else "rules"
    extended = preset in VARIANTS
    rules = PRESETS[preset].with_options(target=1)
    g = GameState.new(rules, seed)
    bot = RuleBot(use_history=False)
    rng = random.Random(seed)
    n_sides = len(rules.sides)
    players: list[RuleBot | StylePlayer] = [bot] * n_sides
    if play == "mixed":
        ours = rng.randrange(n_sides)
        style = STYLES[rng.choice(sorted(STYLES))]()
        players = [bot if i == ours else style for i in range(n_sides)]
    side_of = {seat: i for i, side in enumerate(rules.sides) for seat in side}
    positions: list[tuple[int, list[float]]] = []
    while not g.results:
        if g.phase == DRAW_PHASE and rng.random() < 0.5:
            side = rng.randrange(n_sides)
            positions.append((side, position_features(g, side, extended)))
        players[side_of[g.to_move]].play_turn(g)
    res = g.results[0]
    totals = [s.total for s in res.sides]
    out: list[Sample] = []
    for side, f in positions:
        others = [t for i, t in enumerate(totals) if i != side]
        out.append((f, totals[side] - sum(others) / len(others)))
    return out


def ridge(xs: list[list[float]], ys: list[float], lam: float) -> list[float]:
    """Least squares with a small ridge penalty, by Gauss-Jordan elimination."""
    d = len(xs[0])
    a = [[0.0] * d for _ in range(d)]
    b = [0.0] * d
    for x, y in zip(xs, ys, strict=True):
        for i in range(d):
            xi = x[i]
            if xi == 0.0:
                continue
            b[i] += xi * y
            row = a[i]
            for j in range(d):
                row[j] += xi * x[j]
    for i in range(d):
        a[i][i] += lam
    # solve
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(d):
        piv = max(range(col, d), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        p = m[col][col]
        if abs(p) < 1e-12:
            continue
        for j in range(col, d + 1):
            m[col][j] /= p
        for r in range(d):
            if r != col and m[r][col] != 0.0:
                f = m[r][col]
                for j in range(col, d + 1):
                    m[r][j] -= f * m[col][j]
    return [m[i][d] for i in range(d)]


#: The first deal seed of each kind of play (different deals for each).
SEED_BASE = {"rules": 900_000, "mixed": 700_000}


def held_out(preset: str, deals: int, play: str, jobs: int) -> tuple[list[Sample], list[Sample]]:
    """Train and test positions (4:1, shuffled) of ``deals`` deals of ``play``."""
    tasks = [(preset, SEED_BASE[play] + i, play) for i in range(deals)]
    with mp.get_context("fork").Pool(jobs) as pool:
        chunks = pool.map(samples_of_deal, tasks, chunksize=20)
    data = [s for c in chunks for s in c]
    random.Random(1).shuffle(data)
    cut = len(data) * 4 // 5
    return data[:cut], data[cut:]


def r_squared(w: list[float] | tuple[float, ...], test: list[Sample]) -> tuple[float, float]:
    """Held-out R^2 and residual sd of the linear estimate ``w`` on ``test``."""
    ys = [y for _, y in test]
    mean = sum(ys) / len(ys)
    sst = sum((y - mean) ** 2 for y in ys)
    sse = sum((y - sum(a * b for a, b in zip(w, x, strict=True))) ** 2 for x, y in test)
    return 1 - sse / sst, (sse / len(ys)) ** 0.5


def compare(preset: str, deals: int, lam: float, jobs: int) -> None:
    """Print the held-out R^2 of the stored weights and of refits on each kind of play."""
    sets = {play: held_out(preset, deals, play, jobs) for play in PLAYS}
    for play, (train, test) in sets.items():
        print(f"{preset}: {play} play, {deals} deals: {len(train)} train / {len(test)} test positions")
    fits: dict[str, list[float] | tuple[float, ...]] = {"stored": PARAMS[preset][0]}
    for play in (*PLAYS, "both"):
        train = [s for p, (tr, _) in sets.items() if play in (p, "both") for s in tr]
        fits[f"refit on {play}"] = ridge([x for x, _ in train], [y for _, y in train], lam)
    print(f"  {'weights':18s}" + "".join(f"  R^2 on {p:6s}" for p in PLAYS))
    for name, w in fits.items():
        print(f"  {name:18s}" + "".join(f"  {r_squared(w, sets[p][1])[0]:11.3f}" for p in PLAYS))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m ai.fit_eval")
    p.add_argument("--deals", type=int, default=1500)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--presets", default=",".join(PRESETS))
    p.add_argument("--lam", type=float, default=5.0)
    p.add_argument("--play", choices=(*PLAYS, "both"), default="rules",
                   help="positions from rule-bot games, from the rule bot against a style, or both")
    p.add_argument("--compare", action="store_true",
                   help="write nothing; print the stored weights' held-out R^2 next to refits'")
    p.add_argument("--out", default=str(Path(__file__).with_name("eval_params.py")))
    args = p.parse_args(argv)
    if args.compare:
        for preset in args.presets.split(","):
            compare(preset, args.deals, args.lam, args.jobs)
        return 0
    params: dict[str, tuple[tuple[float, ...], float, float, int]] = dict(PARAMS)
    for preset in args.presets.split(","):
        train, test = [], []
        for play in PLAYS if args.play == "both" else (args.play,):
            tr, te = held_out(preset, args.deals, play, args.jobs)
            train += tr
            test += te
        w = ridge([x for x, _ in train], [y for _, y in train], args.lam)
        r2, sd = r_squared(w, test)
        names = EXTENDED_NAMES if preset in VARIANTS else NAMES
        print("  " + ", ".join(f"{n} {v:+.0f}" for n, v in zip(names, w, strict=True)))
        n = len(train) + len(test)
        params[preset] = (tuple(round(v, 3) for v in w), round(r2, 3), round(sd, 1), n)
        print(f"{preset}: {n} positions, test R^2 {r2:.3f}, residual sd {sd:.0f}")
    lines = [
        '"""Learned evaluation weights, written by ``python -m ai.fit_eval`` (do not edit by hand).',
        "",
        "Per preset: (weights in the order of ``FEATURES``, then ``VARIANT_FEATURES`` for the",
        "variant presets, test R^2, residual sd, positions).",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "FEATURES: tuple[str, ...] = (",
        *(f"    {n!r}," for n in NAMES),
        ")",
        "",
        "VARIANT_FEATURES: tuple[str, ...] = (",
        *(f"    {n!r}," for n in VARIANT_NAMES),
        ")",
        "",
        "PARAMS: dict[str, tuple[tuple[float, ...], float, float, int]] = {",
    ]
    for k, (coef, r2_, sd_, n_) in params.items():
        lines.append(f"    {k!r}: (")
        lines.append("        (")
        for i in range(0, len(coef), 8):
            lines.append("            " + " ".join(f"{x!r}," for x in coef[i:i + 8]))
        lines.append(f"        ), {r2_!r}, {sd_!r}, {n_!r},")
        lines.append("    ),")
    lines.append("}")
    Path(args.out).write_text("\n".join(lines) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
