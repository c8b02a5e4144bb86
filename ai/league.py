"""A league table from arena summaries (the ``benchmarks/ai/*.txt`` files that
``python -m ai.arena`` prints), as Markdown:

    python -m ai.league benchmarks/ai/classic_*_seed61.txt

One row per pairing: deals, deals won and lost by A, the paired score difference per
deal (A - B) with its 95% interval, and a mark when the interval lies above or below
zero; then each player's mean paired difference over all its pairings.
"""

from __future__ import annotations

import argparse
import re
import statistics
from dataclasses import dataclass
from pathlib import Path

_HEAD = re.compile(r"^== (\S+) vs (\S+) on (\S+)")
_DEALS = re.compile(r"^deals won by \S+ \(paired difference > 0\): (\d+)/(\d+) = [\d.]+%\s+\(lost (\d+)\)")
_DIFF = re.compile(r"^paired score difference per deal \(.*\): ([+-][\d.]+)\s+95% CI \[([+-][\d.]+), ([+-][\d.]+)\]")


@dataclass(frozen=True)
class Pairing:
    a: str
    b: str
    preset: str
    deals: int
    won: int
    lost: int
    diff: float
    low: float
    high: float


def parse(text: str) -> Pairing:
    """The figures of one arena summary; ``ValueError`` names what is missing."""
    head = deals = diff = None
    for line in text.splitlines():
        head = head or _HEAD.match(line)
        deals = deals or _DEALS.match(line)
        diff = diff or _DIFF.match(line)
    if head is None or deals is None or diff is None:
        raise ValueError("not an arena summary (no pairing, deals won or paired difference line)")
    return Pairing(head[1], head[2], head[3], int(deals[2]), int(deals[1]), int(deals[3]),
                   float(diff[1]), float(diff[2]), float(diff[3]))


def table(pairings: list[Pairing]) -> str:
    lines = ["| A vs B | deals | A won / lost (won %) | paired diff per deal, A - B (95% CI) | |",
             "| --- | --- | --- | --- | --- |"]
    for p in pairings:
        mark = "A better" if p.low > 0 else "B better" if p.high < 0 else "not significant"
        lines.append(f"| {p.a} vs {p.b} | {p.deals} | {p.won} / {p.lost} ({100 * p.won / p.deals:.1f}%) | "
                     f"{p.diff:+.0f} [{p.low:+.0f}, {p.high:+.0f}] | {mark} |")
    scores: dict[str, list[float]] = {}
    for p in pairings:
        scores.setdefault(p.a, []).append(p.diff)
        scores.setdefault(p.b, []).append(-p.diff)
    lines += ["", "| player | pairings | mean paired difference per deal |", "| --- | --- | --- |"]
    for name, xs in sorted(scores.items(), key=lambda kv: -statistics.fmean(kv[1])):
        lines.append(f"| {name} | {len(xs)} | {statistics.fmean(xs):+.0f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m ai.league", description=__doc__.split("\n\n")[0])
    p.add_argument("files", nargs="+")
    args = p.parse_args(argv)
    pairings = []
    for f in args.files:
        try:
            pairings.append(parse(Path(f).read_text()))
        except ValueError as e:
            print(f"{f}: {e}")
            return 2
    print(table(pairings))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
