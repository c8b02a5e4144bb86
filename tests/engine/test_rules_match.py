"""A whole match: deals follow each other with the dealer moving on, the running totals
add up the score sheets, the first-meld minimum follows the totals, and the match ends
when a side reaches the target ahead of the others (seed 000 "Spielende", "Gewinnen")."""

from __future__ import annotations

import itertools
import random

import pytest

from game.engine import DEAL_OVER, MATCH_OVER, PRESETS, GameState, RuleSet, Undo


def _random_match(rules: RuleSet, seed: int, limit: int = 20000) -> GameState:
    rng = random.Random(seed)
    g = GameState.new(rules, seed)
    dealers = [g.dealer]
    for _ in range(limit):
        if g.phase == MATCH_OVER:
            break
        if g.phase == DEAL_OVER:
            g.apply(g.legal_actions()[0])
            dealers.append(g.dealer)
            # a new deal: the minimum follows the running total
            for side in range(len(rules.sides)):
                assert g.first_meld_minimum(side) == rules.first_meld_minimum(g.scores[side])
            continue
        legal = g.legal_actions()
        assert legal, f"no legal action in phase {g.phase}"
        # undo only when nothing else is left (a first meld that cannot be completed)
        actions = [a for a in legal if not isinstance(a, Undo)] or legal
        melds = [a for a in actions if str(a).split()[0] in ("meld", "add", "take", "dig")]
        g.apply(rng.choice(melds) if melds and rng.random() < 0.8 else rng.choice(actions))
    assert g.phase == MATCH_OVER
    assert all(b == (a + 1) % rules.players for a, b in itertools.pairwise(dealers))
    return g


@pytest.mark.parametrize(("name", "target"), [("classic", 3000), ("two", 2500), ("three", 3000), ("six", 3000)])
def test_a_match_to_the_target(name: str, target: int) -> None:
    rules = PRESETS[name].with_options(target=target)
    g = _random_match(rules, 5)
    results = g.results
    assert len(results) >= 2
    # the running totals are the sums of the deal totals
    for side in range(len(rules.sides)):
        assert g.scores[side] == sum(r.sides[side].total for r in results)
    for before, after in itertools.pairwise(results):
        for side in range(len(rules.sides)):
            assert after.sides[side].score_before == before.sides[side].score_after
    last = results[-1]
    assert last.match_over and last.winner is not None
    best = max(g.scores)
    assert g.scores[last.winner] == best and g.scores.count(best) == 1
    assert best >= g.target
    # no deal before the last ended the match
    assert not any(r.match_over for r in results[:-1])
    for r in results[:-1]:
        leaders = [s.score_after for s in r.sides]
        top = max(leaders)
        assert top < r.target or leaders.count(top) > 1
