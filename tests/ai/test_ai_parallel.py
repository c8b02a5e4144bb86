"""Root-parallel search: the helpers' deals are the ones the same seed deals in-process,
the merged search stays legal, reproducible and blind to hidden cards, and the table's
worker can run with a helper."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from ai import parallel
from ai.search import Search, SearchConfig
from ai.worker import Worker
from game.engine import GameState, determinize
from tests.ai.helpers_ai import other_hidden_cards, sample_positions

FIXED = SearchConfig(iterations=24, time_limit=None)


@pytest.fixture(scope="module")
def helpers() -> Iterator[parallel.Helpers]:
    h = parallel.use_helpers(1)
    assert h is not None
    yield h
    parallel.use_helpers(0)
    assert parallel.current() is None


@pytest.fixture(scope="module")
def searched() -> list[GameState]:
    """Positions where the search really compares options."""
    out = []
    for g in sample_positions("classic", 4, 8, seed=11):
        view = g.view(g.to_move)
        _, st = Search(FIXED, random.Random(0)).choose(view)
        if st.searched and st.options >= 2:
            out.append(g)
    assert len(out) >= 4
    return out[:6]


def _options(g: GameState) -> list[tuple[str, list]]:
    s = Search(FIXED, random.Random(0))
    view = g.view(g.to_move)
    base = determinize(view, random.Random(0))
    leaves, _ = s.leaves(base, s.root(view, base), view.seat)
    return leaves


def test_helper_plays_the_same_deals_as_this_process(helpers: parallel.Helpers, searched: list[GameState]) -> None:
    for g in searched[:3]:
        view = g.view(g.to_move)
        opts = _options(g)
        here, illegal = parallel.play_deals(FIXED, view, opts, 3, seed=99, seconds=None)
        there = helpers.submit(FIXED, view, opts, 3, seed=99, seconds=None).result(timeout=120)
        assert len(here) == 3
        assert (here, illegal) == there
        assert set(here[0]) == {k for k, _ in opts}


def test_parallel_search_is_legal_reproducible_and_blind(helpers: parallel.Helpers, searched: list[GameState]) -> None:
    rng = random.Random(3)
    for i, g in enumerate(searched):
        seat = g.to_move
        other = other_hidden_cards(g, seat, rng)
        a, st = Search(FIXED, random.Random(i), helpers=helpers).choose(g.view(seat))
        b, _ = Search(FIXED, random.Random(i), helpers=helpers).choose(g.view(seat))
        c, _ = Search(FIXED, random.Random(i), helpers=helpers).choose(other.view(seat))
        assert a == b == c
        assert st.iterations > 0
        probe = g.clone()
        for x in a:  # the chosen macro is playable in the real game
            assert probe.check(x) is None, (str(x), probe.check(x))
            probe.apply(x)


def test_time_cap_still_holds_with_helpers(helpers: parallel.Helpers, searched: list[GameState]) -> None:
    capped = SearchConfig(iterations=100_000, time_limit=0.3)
    for i, g in enumerate(searched[:3]):
        _, st = Search(capped, random.Random(i), helpers=helpers).choose(g.view(g.to_move))
        assert 0 < st.iterations < 100_000  # stopped by the clock, not by the budget


def test_worker_with_a_helper() -> None:
    positions = sample_positions("classic", 1, 2, seed=6)
    with Worker(helpers=1) as w:
        for i, g in enumerate(positions):
            a = w.submit("hard", g.view(g.to_move), seed=i).result(timeout=120)
            assert g.check(a) is None
