"""Games made up from a view keep every card accounted for and agree with the view."""

from __future__ import annotations

import random
from collections import Counter

from game.engine import Card, GameState, determinize, make_deck
from tests.ai.helpers_ai import PRESET_NAMES, sample_positions


def _all_cards(g: GameState) -> Counter[Card]:
    c: Counter[Card] = Counter()
    for h in g.hands:
        c.update(h)
    c.update(g.stock)
    c.update(g.pile)
    c.update(g.pending)
    for ms in g.melds:
        for m in ms:
            c.update(m.cards)
    for r in g.red_threes:
        c.update(r)
    return c


def test_determinize_agrees_with_the_view() -> None:
    rng = random.Random(11)
    checked = 0
    for preset in PRESET_NAMES:
        for g in sample_positions(preset, 3, 8, seed=7):
            seat = g.to_move
            view = g.view(seat)
            deck = Counter(make_deck(g.rules.packs, g.rules.jokers_per_pack))
            for _ in range(3):
                h = determinize(view, rng)
                # every card accounted for, exactly once per copy
                assert _all_cards(h) == deck
                # the seat's own hand, the hand sizes, the stock size
                assert sorted(h.hands[seat]) == sorted(view.hand)
                assert [len(x) for x in h.hands] == list(view.hand_sizes)
                assert len(h.stock) == view.stock_size
                # known cards sit in their hands; the rest of the hidden cards are unseen ones
                hidden: Counter = Counter(h.stock)
                for s in range(len(h.hands)):
                    if s == seat:
                        continue
                    hand = Counter(h.hands[s])
                    known = Counter(view.known[s])
                    assert not known - hand
                    hidden.update(hand - known)
                assert hidden == Counter(view.unseen())
                # no public card in a hidden hand beyond the copies that are left
                public: Counter = Counter(view.pile)
                for ms in view.melds:
                    for m in ms:
                        public.update(m.cards)
                for card, n in hidden.items():
                    assert n + public[card] + Counter(view.hand)[card] <= deck[card]
                # the view is the same, and so are the seat's legal actions
                assert h.view(seat).hand == view.hand
                if view.phase in ("draw", "meld"):
                    assert h.legal_actions() == g.legal_actions()
                checked += 1
    assert checked >= 300


def test_determinize_keeps_red_threes_in_the_stock() -> None:
    """Where red threes are laid out at once, the games the search deals never put one
    in a hidden hand (that hand could get stuck on it)."""
    rng = random.Random(3)
    for preset in ("classic", "two", "three"):
        for g in sample_positions(preset, 3, 6, seed=8):
            seat = g.to_move
            view = g.view(seat)
            deck = Counter(make_deck(g.rules.packs, g.rules.jokers_per_pack))
            for _ in range(5):
                h = determinize(view, rng)
                assert _all_cards(h) == deck
                assert [len(x) for x in h.hands] == list(view.hand_sizes)
                for s, hand in enumerate(h.hands):
                    if s != seat:
                        assert not any(c.is_red_three for c in hand)
                        assert not Counter(view.known[s]) - Counter(hand)
