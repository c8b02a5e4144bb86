"""``ai.inference``: made-up deals read toward what the other players showed. The
reading must keep every made-up deal a deal the seat's view allows (else the search
would peek or play impossible cards), and it must do what it says: no other hand keeps
a pair, among its unknown cards, of a rank its player threw."""

from __future__ import annotations

import random
from collections import Counter

from ai.inference import history_of, read_hands, telling_ranks
from ai.search import Search, SearchConfig
from game.engine import GameState, determinize
from tests.ai.helpers_ai import other_hidden_cards, sample_positions


def _positions() -> list[GameState]:
    return [g for g in sample_positions("cuban", deals=3, per_deal=12, seed=4) if len(g.actions) > 12]


def _pairs_against_reading(g: GameState, ranks: list[frozenset[int]]) -> int:
    n = 0
    for s, avoid in enumerate(ranks):
        hidden = Counter(c.rank for c in g.hands[s][len(g.known[s]):])
        n += sum(1 for r in avoid if hidden[r] > 1)
    return n


def test_the_read_deal_agrees_with_the_view_and_keeps_no_pair_of_a_thrown_rank() -> None:
    positions = _positions()
    assert positions
    read_somewhere = 0
    for k, g in enumerate(positions):
        seat = g.to_move
        view = g.view(seat)
        for salt in range(4):
            m = determinize(view, random.Random(salt * 1000 + k))
            ranks = telling_ranks(m, seat, history_of(m))
            assert ranks[seat] == frozenset()
            cards = sorted(str(c) for c in [*(c for h in m.hands for c in h), *m.stock])
            had = _pairs_against_reading(m, ranks)
            swapped = read_hands(m, seat, ranks, random.Random(salt), 1.0)
            read_somewhere += swapped
            assert _pairs_against_reading(m, ranks) == 0
            assert swapped >= had
            # the same cards, the seat's view unchanged
            assert sorted(str(c) for c in [*(c for h in m.hands for c in h), *m.stock]) == cards
            after = m.view(seat)
            assert after.hand == view.hand and after.known == view.known
            assert after.hand_sizes == view.hand_sizes and after.stock_size == view.stock_size
    # the positions hold readings to act on (else the test above would prove nothing)
    assert read_somewhere > 0


def test_no_reading_leaves_the_uniform_deal() -> None:
    for k, g in enumerate(_positions()[:8]):
        view = g.view(g.to_move)
        m = determinize(view, random.Random(k))
        plain = [list(h) for h in m.hands], list(m.stock)
        assert read_hands(m, view.seat, telling_ranks(m, view.seat, history_of(m)), random.Random(k), 0.0) == 0
        assert ([list(h) for h in m.hands], list(m.stock)) == plain


def test_a_thrown_rank_counts_and_a_pile_passed_before_opening_does_not() -> None:
    for g in _positions():
        seat = g.to_move
        hist = history_of(g)
        ranks = telling_ranks(g, seat, hist)
        for s in range(g.rules.players):
            if s == seat:
                continue
            thrown = {r for r in hist.discarded[s] if 4 <= r <= 14}
            assert thrown <= ranks[s]
            if not g.opened[g.rules.side_of(s)]:
                assert ranks[s] == thrown


def test_a_search_that_reads_the_table_plays_legal_plans() -> None:
    cfg = SearchConfig(iterations=12, infer=1.0)
    for k, g in enumerate(_positions()[:10]):
        view = g.view(g.to_move)
        acts, stats = Search(cfg, random.Random(k)).choose(view)
        assert acts
        c = g.clone()
        assert c.check(acts[0]) is None
        assert stats.illegal == 0


def test_reading_the_table_does_not_peek() -> None:
    """Two games that look the same to the seat but hide other cards: the same plan
    from a search that reads the table (no margin, so its choice can move at all)."""
    cfg = SearchConfig(iterations=6, infer=1.0, margin=0.0, margin_se=0.0)
    rng = random.Random(3)
    searched = moved = 0
    for k, g in enumerate(_positions()):
        seat = g.to_move
        h = other_hidden_cards(g, seat, rng)
        assert g.view(seat) == h.view(seat)
        a, stats = Search(cfg, random.Random(k)).choose(g.view(seat))
        b, _ = Search(cfg, random.Random(k)).choose(h.view(seat))
        assert a == b
        searched += stats.searched
        moved += Search(cfg, random.Random(k + 1000)).choose(g.view(seat))[0] != a
    assert searched >= 10
    assert moved >= 1  # another generator changes some plans: equal plans above say something
