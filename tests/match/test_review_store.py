"""The review jobs the table starts (``game.match.review``): kept with their deal, so a
second look finds the finished review; a stopped or failed one is started again; the
deal's first action and a move's deal are read from the record."""

from __future__ import annotations

import threading
from collections.abc import Callable

from game.engine import PRESETS, GameState, NextDeal
from game.engine.record import GameRecord
from game.match.review import ReviewNote, ReviewStore, deal_of, deal_start


def _record(deals: int = 2) -> GameRecord:
    from ai import make_agent

    g = GameState.new(PRESETS["two"], 3)
    agents = [make_agent("rules", s) for s in range(2)]
    played = 0
    while played < deals:
        if g.phase in ("deal_over", "match_over"):
            played += 1
            if played < deals:
                g.apply(NextDeal())
            continue
        g.apply(agents[g.to_move].choose(g.view(g.to_move)))
    return GameRecord.from_game(g)


def _counting(calls: list[int], fail: bool = False) -> Callable[..., tuple[list[ReviewNote], int]]:
    def review(record: GameRecord, deal: int, progress: Callable[[int, int], None],
               stop: threading.Event) -> tuple[list[ReviewNote], int]:
        calls.append(deal)
        progress(1, 1)
        if fail:
            raise RuntimeError("no worker")
        return [ReviewNote(0, 0, (), (), lambda names: ["a line"])], 1

    return review


def test_a_second_look_finds_the_finished_review() -> None:
    record = _record(1)
    calls: list[int] = []
    store = ReviewStore(_counting(calls))
    job = store.job(record, 0)
    assert job.wait(10) and job.complete and job.notes[0].texts([]) == ["a line"]
    assert store.job(record, 0) is job and calls == [0]


def test_a_failed_review_is_shown_and_started_again() -> None:
    record = _record(1)
    calls: list[int] = []
    store = ReviewStore(_counting(calls, fail=True))
    job = store.job(record, 0)
    assert job.wait(10) and job.error.startswith("RuntimeError") and not job.complete
    again = store.job(record, 0)
    assert again is not job
    assert again.wait(10) and calls == [0, 0]


def test_deal_start_and_deal_of() -> None:
    record = _record(2)
    second = deal_start(record, 1)
    assert 0 < second < len(record.actions)
    assert isinstance(record.actions[second - 1], NextDeal)
    assert deal_start(record, 0) == 0
    assert deal_of(record, second) == 1 and deal_of(record, second - 1) == 0
