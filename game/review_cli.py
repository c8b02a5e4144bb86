"""``python -m ai.review FILE [--deal N] [--lang xx]``: a saved game's deal reviewed.

Prints, per deal, the decisions of the record's human seats that the review flags,
largest cost first, in the language asked for (the game's catalogues). It joins the AI
(the review) and the back office (the record reader, the words), which neither imports
the other, so it lives beside the other composition root, ``game/__main__.py``;
``ai/review.py`` hands its ``python -m`` over to it.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time

from ai.review import ReviewConfig, Reviewer, decisions_of, flagged
from game.app import i18n
from game.app.reviewtext import finding_lines, summary_line
from game.engine.record import RecordError, read_record


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m ai.review", description=__doc__)
    p.add_argument("file", help="a saved game or exported record (.canasta)")
    p.add_argument("--deal", type=int, default=None, help="the deal to review, from 1 (default: every deal)")
    p.add_argument("--lang", default=None, help="en, de or nl (default: the system's language)")
    p.add_argument("--seat", type=int, action="append", default=None,
                   help="review this seat (from 0) instead of the record's human seats; repeatable")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    p.add_argument("--choose", type=int, default=ReviewConfig.choose, help="play-outs for the search's choice")
    p.add_argument("--compare", type=int, default=ReviewConfig.compare, help="deals for the price")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    i18n.set_language(args.lang or i18n.system_language())
    try:
        record = read_record(args.file)
    except RecordError as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return 2
    players = record.rules.players
    names = [i18n.shown_name(s.name, i, players) for i, s in enumerate(record.seats)]
    state = record.replay()
    if args.deal is not None and not 1 <= args.deal <= state.deal + 1:
        print(f"{args.file}: no deal {args.deal}; the record holds {state.deal + 1}", file=sys.stderr)
        return 2
    deals = [args.deal - 1] if args.deal is not None else list(range(state.deal + 1))
    config = ReviewConfig(choose=args.choose, compare=args.compare)
    with Reviewer(processes=max(1, args.jobs), config=config) as reviewer:
        for deal in deals:
            decisions = decisions_of(record, deal, args.seat)
            if not decisions:
                continue
            start = time.perf_counter()

            def progress(done: int, total: int) -> None:
                print(f"\r{done}/{total}", end="", file=sys.stderr, flush=True)

            findings = reviewer.review(decisions, args.seed, progress=progress, stop=threading.Event())
            print(file=sys.stderr)
            shown = flagged(findings)
            print(i18n.tr("review.deal_title", number=deal + 1))
            print(summary_line(len(findings), len(shown)))
            if not shown:
                print(i18n.tr("review.nothing"))
            for f in shown:
                print()
                for line in finding_lines(f, names):
                    print("  " + line)
            print(f"({time.perf_counter() - start:.1f} s)", file=sys.stderr)
            print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
