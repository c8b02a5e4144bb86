"""The current strength table of the computer players, built from the kept arena summaries.

    python -m ai.ladder            # writes benchmarks/ai/README.md
    python -m ai.ladder --check    # exit 1 when benchmarks/ai/README.md is not what the summaries give

Every ``*.txt`` directly in ``benchmarks/ai/`` is one row: the newest arena summary of one
pairing on one preset (``python -m ai.arena ... > benchmarks/ai/<preset>_<a>_vs_<b>_seed<n>.txt``).
A new run of a pairing replaces the old file, so the folder holds one figure per row and the
table cannot drift from it: ``tests/ai/test_ai_ladder.py`` fails when a summary no longer
parses or the written table differs from the one built here.

A row reads level first (Hard, Medium, Easy, then the rule bot, the first rule bot, the
styles): a run played the other way round is shown turned round. A level text that is what
a level now plays on that preset (``Level.preset_changes``, e.g. Samba's Hard) is shown as
that level, with the text it was measured as.
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass, replace
from pathlib import Path

from game.engine import PRESETS

from .agent import LEVELS
from .league import parse

ROOT = Path(__file__).resolve().parent.parent
SUMMARIES = ROOT / "benchmarks" / "ai"
TABLE = SUMMARIES / "README.md"

#: the order a row reads in: the three levels a player picks, then the yardsticks
RANK = {"hard": 0, "medium": 1, "easy": 2, "rules": 3, "rules-v1": 4, "eager": 5, "hoarder": 6, "freezer": 7}
NAMES = {"hard": "Hard", "medium": "Medium", "easy": "Easy", "rules": "rules", "rules-v1": "rules-v1",
         "eager": "eager", "hoarder": "hoarder", "freezer": "freezer"}

_HEAD = re.compile(r"^== (\S+) vs (\S+) on (\S+)\s+\(seeds \[([\d, ]+)\], budget (\S+), time limit (\S+),")
_SEED = re.compile(r"^seed (\d+): (\d+) deals, commit ([0-9a-f]{7})")
_COMMIT = re.compile(r"^commit: ([0-9a-f]{7,40})", re.M)


@dataclass(frozen=True)
class Row:
    preset: str
    a: str  # level names as the table shows them
    b: str
    deals: int
    won: int  # deals A won (paired difference > 0) and lost
    lost: int
    diff: float  # A - B per deal and its 95% interval
    low: float
    high: float
    commit: str
    commands: tuple[str, ...]
    file: str
    measured_as: tuple[str, ...] = ()  # level texts shown as the level they now are

    def turned(self) -> Row:
        return replace(self, a=self.b, b=self.a, won=self.lost, lost=self.won, diff=-self.diff,
                       low=-self.high, high=-self.low)


def level_name(text: str, preset: str) -> str:
    """The level ``text`` is on ``preset``: its own name, or the level whose changes on that
    preset make exactly this text; ``ValueError`` for an experiment's text."""
    if text in LEVELS:
        return text
    for name, level in LEVELS.items():
        for where, changes in level.preset_changes:
            if where == preset and text == "+".join((name, *changes)):
                return name
    raise ValueError(f"{text!r} is no level on {preset} (an experiment belongs in tried.md)")


def read(path: Path) -> Row:
    """One summary as a table row; ``ValueError`` names the file and what is missing."""
    text = path.read_text()
    try:
        p = parse(text)
        head = next((m for m in map(_HEAD.match, text.splitlines()) if m), None)
        if head is None:
            raise ValueError("no pairing line with its seeds")
        seed_lines = [m for m in map(_SEED.match, text.splitlines()) if m]
        # a merged summary: the commits its runs played, not the one that merged them
        commits = list(dict.fromkeys(m[3] for m in seed_lines))
        if not commits:
            commit = _COMMIT.search(text)
            if commit is None:
                raise ValueError("no commit line")
            commits = [commit[1][:7]]
        if "--human" in text.split("\n== ", 1)[0]:
            raise ValueError("a run of the human's partner is no row of the ladder")
        a, b = level_name(p.a, p.preset), level_name(p.b, p.preset)
        seeds = [int(s) for s in head[4].split(",")]
        per_seed = {int(m[1]): int(m[2]) for m in seed_lines}
        if len(seeds) == 1:
            per_seed = {seeds[0]: p.deals}
        if sorted(per_seed) != sorted(seeds) or sum(per_seed.values()) != p.deals:
            raise ValueError(f"the merged runs' deals ({per_seed}) do not add up to seeds {seeds}, {p.deals} deals")
    except ValueError as e:
        raise ValueError(f"{path.name}: {e}") from None
    options = ""
    if head[5] != "None":
        options += f" --budget {head[5]}"
    if head[6] == "None":
        options += " --no-time-limit"
    players = f"{a},{b}"
    if len(seeds) == 1:
        commands: tuple[str, ...] = (f"python -m ai.arena --players {players} --preset {p.preset} "
                                     f"--deals {p.deals} --seed {seeds[0]}{options}",)
    else:
        raw = [f"benchmarks/raw/{p.preset}_{a}_vs_{b}_seed{s}.json" for s in seeds]
        commands = tuple(f"python -m ai.arena --players {players} --preset {p.preset} --deals {per_seed[s]} "
                         f"--seed {s}{options} --out {out}" for s, out in zip(seeds, raw, strict=True))
        commands += ("python -m ai.arena --merge " + " ".join(raw),)
    measured = tuple(t for t, n in ((p.a, a), (p.b, b)) if t != n)
    row = Row(p.preset, a, b, p.deals, p.won, p.lost, p.diff, p.low, p.high, ", ".join(commits), commands,
              path.name, measured)
    return row.turned() if RANK[a] > RANK[b] else row


def rows(folder: Path = SUMMARIES) -> list[Row]:
    """Every row of the folder, one per preset and pairing, in the table's order."""
    found: dict[tuple[str, str, str], Row] = {}
    for path in sorted(folder.glob("*.txt")):
        row = read(path)
        key = (row.preset, row.a, row.b)
        if key in found:
            raise ValueError(f"{path.name}: {found[key].file} holds the same pairing; keep the newer only")
        found[key] = row
    order = list(PRESETS)
    return sorted(found.values(), key=lambda r: (order.index(r.preset) if r.preset in order else len(order),
                                                 RANK[r.a], RANK[r.b]))


def _cell(r: Row) -> str:
    figure = f"{r.diff:+.1f} [{r.low:+.1f}, {r.high:+.1f}]"
    return f"**{figure}**" if r.low > 0 or r.high < 0 else figure


INTRO = """\
# The strength of the computer players

Written by `python -m ai.ladder` from the arena summaries beside this file; do not edit it by
hand (`tests/ai/test_ai_ladder.py` fails when it differs from the summaries). Each row is one
pairing on one preset, on duplicate deals (every deal played once per seating, so the luck of
the cards cancels): the paired score difference per deal, the first player's minus the
second's, with its 95% interval (bold: the interval excludes zero); the deals the first won
and lost by that difference; the number of deals; the commit the run played; the summary;
and the command that plays it again (the search levels stop at a time cap, so a run on
another machine gives other deals a little). A row's commit is the tree the run played:
where a level's play on that preset changed after it, the row is the newest measurement, not
a measurement of the newest code.

The levels a player picks are Easy, Medium and Hard; the yardsticks are the rule bot
(`rules`), the first rule bot (`rules-v1`, kept frozen for these rows) and the three styles
written from published strategy (`eager`, `hoarder`, `freezer`). How the players work and why:
[`ai/README.md`](../../ai/README.md). Summaries behind design choices that are no row here:
[`decisions/`](decisions/); changes tried and not adopted: [`tried.md`](tried.md).

To add or renew a row: run the arena into `benchmarks/ai/<preset>_<a>_vs_<b>_seed<n>.txt`,
remove the file of the row it replaces, run `python -m ai.ladder`.
"""


def render(table_rows: list[Row]) -> str:
    presets = list(dict.fromkeys(r.preset for r in table_rows))
    out = [INTRO, "Presets: " + " · ".join(f"[{p}](#{p})" for p in presets) + "\n"]
    shown = []
    for preset in presets:
        shown.append(preset)
        out += [f"## {preset}", "",
                "| pairing | per deal, 95% CI | deals won / lost | deals | commit | summary | reproduce |",
                "| --- | --- | --- | --- | --- | --- | --- |"]
        for r in (r for r in table_rows if r.preset == preset):
            pairing = f"{NAMES[r.a]} - {NAMES[r.b]}"
            if r.measured_as:
                pairing += " (measured as " + ", ".join(f"`{t}`" for t in r.measured_as) + ")"
            won = f"{r.won} / {r.lost} ({100 * r.won / r.deals:.0f}% / {100 * r.lost / r.deals:.0f}%)"
            cmd = "<br>".join(f"`{c}`" for c in r.commands)
            out.append(f"| {pairing} | {_cell(r)} | {won} | {r.deals} | {r.commit} | [{r.file}]({r.file}) | {cmd} |")
        out.append("")
    missing = [p for p in PRESETS if p not in shown]
    if missing:
        out += ["## Presets without a row", "", ", ".join(missing) + ".", ""]
    return "\n".join(out)


def build(folder: Path = SUMMARIES) -> str:
    return render(rows(folder))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m ai.ladder", description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with benchmarks/ai/README.md, write nothing")
    args = ap.parse_args(argv)
    try:
        text = build()
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    if args.check:
        if TABLE.read_text() != text:
            print(f"{TABLE} is out of date with the summaries: run python -m ai.ladder", file=sys.stderr)
            return 1
        return 0
    TABLE.write_text(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
