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
from .variant_features import VARIANT_NAMES

Sample = tuple[list[float], float]

#: The presets fitted with the variant features (issue 13).
VARIANTS: tuple[str, ...] = ("samba", "bolivia", "cuban", "uruguay", "hand-and-foot", "pennies", "modern-american")


def samples_of_deal(args: tuple[str, int]) -> list[Sample]:
    preset, seed = args
    extended = preset in VARIANTS
    rules = PRESETS[preset].with_options(target=1)
    g = GameState.new(rules, seed)
    bot = RuleBot(use_history=False)
    rng = random.Random(seed)
    positions: list[tuple[int, list[float]]] = []
    turn = -1
    while not g.results:
        if g.phase == DRAW_PHASE:
            turn += 1
            if rng.random() < 0.5:
                side = rng.randrange(len(rules.sides))
                positions.append((side, position_features(g, side, extended)))
        bot.play_turn(g)
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


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m ai.fit_eval")
    p.add_argument("--deals", type=int, default=1500)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--presets", default=",".join(PRESETS))
    p.add_argument("--lam", type=float, default=5.0)
    p.add_argument("--out", default=str(Path(__file__).with_name("eval_params.py")))
    args = p.parse_args(argv)
    params: dict[str, tuple[tuple[float, ...], float, float, int]] = dict(PARAMS)
    ctx = mp.get_context("fork")
    for preset in args.presets.split(","):
        tasks = [(preset, 900_000 + i) for i in range(args.deals)]
        with ctx.Pool(args.jobs) as pool:
            chunks = pool.map(samples_of_deal, tasks, chunksize=20)
        data = [s for c in chunks for s in c]
        rng = random.Random(1)
        rng.shuffle(data)
        cut = len(data) * 4 // 5
        train, test = data[:cut], data[cut:]
        w = ridge([x for x, _ in train], [y for _, y in train], args.lam)

        def pred(x: list[float], w: list[float] = w) -> float:
            return sum(a * b for a, b in zip(w, x, strict=True))

        ys = [y for _, y in test]
        mean = sum(ys) / len(ys)
        sst = sum((y - mean) ** 2 for y in ys)
        sse = sum((y - pred(x)) ** 2 for x, y in test)
        r2 = 1 - sse / sst
        names = EXTENDED_NAMES if preset in VARIANTS else NAMES
        print("  " + ", ".join(f"{n} {v:+.0f}" for n, v in zip(names, w, strict=True)))
        sd = (sse / len(ys)) ** 0.5
        params[preset] = (tuple(round(v, 3) for v in w), round(r2, 3), round(sd, 1), len(data))
        print(f"{preset}: {len(data)} positions, test R^2 {r2:.3f}, residual sd {sd:.0f}")
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
