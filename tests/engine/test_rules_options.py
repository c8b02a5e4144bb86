"""Options not covered elsewhere, each tried both ways: the deck, seating, the tie
raise, threes as ordinary cards, and the options only the table uses."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine import GameState, RuleSet, make_deck
from game.engine.cards import JOKER
from game.engine.scoring import score_deal
from tests.engine.helpers import cards, meld, play, position, total_cards

CLASSIC = RuleSet()


@pytest.mark.parametrize(("jokers", "deck"), [(2, 108), (1, 106), (0, 104)])
def test_jokers_per_pack(jokers: int, deck: int) -> None:
    rules = CLASSIC.with_options(jokers_per_pack=jokers)
    assert rules.deck_size == deck == len(make_deck(2, jokers))
    g = GameState.new(rules, 4)
    assert total_cards(g) == deck
    assert Counter(make_deck(2, jokers))[make_deck(1, 1)[-1]] == 2 * jokers


@pytest.mark.parametrize("packs", [2, 3])
def test_packs(packs: int) -> None:
    rules = CLASSIC.with_options(packs=packs)
    deck = make_deck(packs, 2)
    assert rules.deck_size == len(deck) == packs * 54
    assert sum(1 for c in deck if c.rank == JOKER) == 2 * packs


@pytest.mark.parametrize("partnerships", [True, False])
def test_four_players_with_or_without_partners(partnerships: bool) -> None:
    rules = CLASSIC.with_options(partnerships=partnerships, ask_partner=partnerships)
    g = GameState.new(rules, 2)
    assert len(g.scores) == (2 if partnerships else 4)
    assert rules.side_of(2) == (0 if partnerships else 2)
    assert rules.partners_of(0) == ((2,) if partnerships else ())


@pytest.mark.parametrize("raise_by", [500, 1000])
def test_tie_raise(raise_by: int) -> None:
    rules = CLASSIC.with_options(tie_raise=raise_by)
    k = [meld("kh kd kc ks kh kd kc", 0)]
    q = [meld("qh qd qc qs qh qd qc", 1)]
    r = score_deal(rules, 0, [k, q], [[], [], [], []], [[], [], [], []], None, False, [4500, 4500], 5000)
    assert not r.match_over and r.target == 5000 + raise_by


@pytest.mark.parametrize("special", [True, False])
def test_three_as_upcard(special: bool) -> None:
    """Threes are special cards only when ``threes_special`` is on; otherwise a three
    turned up stays there like any natural card."""
    from game.engine.cards import shuffled_deck

    rules = CLASSIC.with_options(threes_special=special)
    for seed in range(5000):
        deck = shuffled_deck(2, 2, f"{seed}/0")
        if deck[-45].rank == 3:
            break
    g = GameState.new(rules, seed)
    assert (g.pile[0].rank == 3) is (not special)


@pytest.mark.parametrize("special", [True, False])
def test_threes_in_hand_score(special: bool) -> None:
    rules = CLASSIC.with_options(threes_special=special, red_threes_auto=False, red_three_in_hand_penalty=500)
    r = score_deal(rules, 0, [[], []], [[], [], [], []], [[], cards("3h"), [], []], None, False, [0, 0], 5000)
    assert r.sides[1].hand_penalty == (0 if special else 5)
    assert r.sides[1].red_three_hand_penalty == (500 if special else 0)


@pytest.mark.parametrize("name", ["allow_double", "allow_give_up", "pile_peek"])
def test_table_options_change_no_rule(name: str) -> None:
    """Doubling, giving up (seed 003) and peeking at the pile are the table's business:
    the engine lists the same actions either way."""
    on = CLASSIC.with_options(**{name: True})
    off = CLASSIC.with_options(**{name: False})
    assert on != off
    a, b = GameState.new(on, 9), GameState.new(off, 9)
    assert [str(x) for x in a.legal_actions()] == [str(x) for x in b.legal_actions()]
    play(a, "draw")
    play(b, "draw")
    assert [str(x) for x in a.legal_actions()] == [str(x) for x in b.legal_actions()]


def test_the_whole_pile_is_public_in_a_view() -> None:
    g = position(CLASSIC, hands={0: "5h 6h"}, pile="4c 8s 9d")
    assert [str(c) for c in g.view(1).pile] == ["4c", "8s", "9d"]
    assert g.view(1).hand_sizes[0] == 2 and g.view(1).hand != g.view(0).hand
