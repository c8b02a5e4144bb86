"""Where players dig into the pile (the family table, seed 004) nothing freezes it: the
rule bot must not price a wild discard as freezing or feeding a frozen pile there, nor
count a frozen pile's bonus when it takes, though the engine still marks a wild discard."""

from __future__ import annotations

from ai.rulebot import DEFAULT_WEIGHTS, RuleBot
from game.engine import JOKER, MELD_PHASE, Discard, GameState
from tests.ai.helpers_ai import sample_positions


def _wild_discards(preset: str) -> list[tuple[GameState, float, float]]:
    """(position, the wild discard's score, its keep value) wherever a seat to meld holds
    a wild card."""
    w = DEFAULT_WEIGHTS
    out = []
    for g in sample_positions(preset, deals=12, per_deal=40, seed=3):
        if g.phase != MELD_PHASE:
            continue
        seat = g.to_move
        for a, v in RuleBot().discard_scores(g, seat):
            if isinstance(a, Discard) and a.card.is_wild:
                out.append((g, v, w.keep_joker if a.card.rank == JOKER else w.keep_two))
    return out


def test_family_wild_discard_is_priced_as_a_card_kept_nothing_more() -> None:
    found = _wild_discards("family")
    assert len(found) >= 5
    assert any(g.pile_frozen for g, _, _ in found)  # the engine's mark is there ...
    assert all(v == keep for _, v, keep in found)  # ... and the bot ignores it


def test_classic_wild_discard_still_freezes_or_feeds() -> None:
    found = _wild_discards("classic")
    assert len(found) >= 5
    assert any(v != keep for _, v, keep in found)


def test_family_frozen_mark_adds_no_bonus_to_a_take() -> None:
    bot = RuleBot()
    checked = 0
    for g in sample_positions("family", deals=20, per_deal=40, seed=3):
        if not g.pile_frozen or not g.pile:
            continue
        seat = g.to_move
        thawed = g.clone()
        thawed.pile_frozen = False
        cards = list(g.pile)
        assert bot._pile_value(g, seat, cards, ()) == bot._pile_value(thawed, seat, cards, ())
        checked += 1
    assert checked >= 5
