"""Taking the discard pile (seed 000 "Regeln zum Aufnehmen des Ablagestapels", seed 001
"Sperren des Paketes", seed 003 two-player rules), freezing, the upcard at the start of
a deal and the pile taken for a first meld."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.engine import Card, GameState, RuleSet, Take
from game.engine.cards import shuffled_deck
from tests.engine.helpers import cards, legal, play, position, refused, total_cards

CLASSIC = RuleSet()
K_CANASTA = "kh kd kc ks kh kd kc"


# ---------------------------------------------------------------- with two naturals
def test_natural_pair_takes_the_whole_pile() -> None:
    g = position(CLASSIC, hands={0: "qd qc 5h 6h 9s"}, melds={0: ["ah ad ac"]}, pile="4c 8s 7d qh")
    play(g, "take qd qc")
    assert sorted(map(str, g.hands[0])) == sorted(["5h", "6h", "9s", "4c", "8s", "7d"])
    assert g.pile == [] and not g.pile_frozen
    q = g.meld_of(0, 12)
    assert q is not None and q.size == 3 and q.wilds == 0
    assert g.phase == "meld"


def test_taken_cards_are_known_to_everyone() -> None:
    g = position(CLASSIC, hands={0: "qd qc 5h 6h 9s"}, melds={0: ["ah ad ac"]}, pile="4c 8s qh")
    play(g, "take qd qc")
    assert sorted(map(str, g.view(1).known[0])) == ["4c", "8s"]


@pytest.mark.parametrize("allowed", [True, False])
def test_take_with_natural_and_wild(allowed: bool) -> None:
    rules = CLASSIC.with_options(take_with_natural_and_wild=allowed)
    g = position(rules, hands={0: "qd 2c 5h 6h 9s"}, melds={0: ["ah ad ac"]}, pile="4c 8s qh")
    if allowed:
        assert "take qd 2c" in legal(g)
        play(g, "take qd 2c")
        q = g.meld_of(0, 12)
        assert q is not None and q.wilds == 1
    else:
        refused(g, "take qd 2c", "natural_pair_needed")


def test_two_wild_cards_never_take_the_pile() -> None:
    g = position(CLASSIC, hands={0: "2d 2c 5h 6h 9s"}, melds={0: ["ah ad ac"]}, pile="4c 8s qh")
    refused(g, "take 2d 2c", "take_cards")
    refused(g, "take 5h 6h", "take_cards")
    refused(g, "take 5h", "take_cards")
    refused(g, "take qd qc", "not_in_hand")


@pytest.mark.parametrize("allowed", [True, False])
def test_take_onto_own_meld(allowed: bool) -> None:
    rules = CLASSIC.with_options(take_onto_meld=allowed)
    g = position(rules, hands={0: "5h 6h 9s"}, melds={0: ["kh kd kc"]}, pile="4c 8s ks")
    if allowed:
        play(g, "take")
        k = g.meld_of(0, 13)
        assert k is not None and k.size == 4
        assert sorted(map(str, g.hands[0])) == sorted(["5h", "6h", "9s", "4c", "8s"])
    else:
        refused(g, "take", "no_take_onto_meld")


def test_take_with_no_meld_for_the_top_card() -> None:
    g = position(CLASSIC, hands={0: "5h 6h 9s"}, melds={0: ["kh kd kc"]}, pile="4c 8s qs")
    refused(g, "take", "no_meld_for_top")


def test_natural_pair_adds_to_an_existing_meld() -> None:
    g = position(CLASSIC, hands={0: "kd kc 6h 9s"}, melds={0: ["kh kd kc"]}, pile="4c ks")
    play(g, "take kd kc")
    k = g.meld_of(0, 13)
    assert k is not None and k.size == 6


@pytest.mark.parametrize("allowed", [True, False])
def test_take_onto_a_canasta(allowed: bool) -> None:
    rules = CLASSIC.with_options(take_onto_canasta=allowed)
    g = position(rules, hands={0: "qd qc 6h 9s"}, melds={0: ["qh qd qc qs 2c 2d jk"]}, pile="4c qh")
    if allowed:
        play(g, "take")
        q = g.meld_of(0, 12)
        assert q is not None and q.size == 8
    else:
        refused(g, "take", "no_take_onto_canasta")
        refused(g, "take qd qc", "no_take_onto_canasta")


def test_seed_001_block_by_discarding_a_rank_held_as_a_canasta() -> None:
    """Seed 001: discarding a card of a rank the opponents hold as a canasta stops them."""
    rules = CLASSIC.with_options(take_onto_canasta=False)
    g = position(rules, hands={0: "ks 9s 9c 9d", 1: "5h 6h 7h 8h"}, melds={0: ["ah ad ac"], 1: [K_CANASTA]},
                 pile="4c", stock="jh jd jc js")
    play(g, "draw", "discard ks")
    assert g.to_move == 1
    assert not any(isinstance(a, Take) for a in g.legal_actions())
    refused(g, "take", "no_take_onto_canasta")


# ---------------------------------------------------------------- freezing
def test_wild_card_in_the_pile_freezes_it() -> None:
    g = position(CLASSIC, hands={0: "kd kc qd 2c 9s 6h"}, melds={0: ["kh kd kc"]}, pile="4c 2s 9c ks")
    assert g.pile_frozen and g.is_frozen_for(0)
    refused(g, "take", "pile_frozen")
    refused(g, "take kd 2c", "pile_frozen")
    play(g, "take kd kc")
    assert not g.pile_frozen


def test_discarding_a_wild_card_freezes_the_pile() -> None:
    g = position(CLASSIC, hands={0: "2c 9s 9d 9c", 1: "4d 5d 6d 7d"}, melds={0: ["ah ad ac"]},
                 pile="4c", stock="jh jd jc js")
    play(g, "draw", "discard 2c")
    assert g.pile_frozen and g.is_frozen_for(1)


@pytest.mark.parametrize("frozen_until_first_meld", [True, False])
def test_pile_frozen_for_a_side_that_has_not_melded(frozen_until_first_meld: bool) -> None:
    """Seed 003 (and seed 001): until a side has melded, the pile is as if frozen."""
    rules = CLASSIC.with_options(frozen_until_first_meld=frozen_until_first_meld)
    g = position(rules, hands={0: "qd 2c ah ad ac 9s"}, pile="4c 8s qh")
    assert g.is_frozen_for(0) == frozen_until_first_meld
    if frozen_until_first_meld:
        refused(g, "take qd 2c", "pile_frozen")
    else:
        play(g, "take qd 2c")
        assert g.meld_of(0, 12) is not None


def test_top_card_wild_cannot_be_taken() -> None:
    g = position(CLASSIC, hands={0: "2d 2h 9s 9d"}, melds={0: ["ah ad ac"]}, pile="4c 2s")
    refused(g, "take 2d 2h", "pile_top_wild")
    refused(g, "take", "pile_top_wild")
    assert legal(g) == ["draw"]


def test_black_three_on_top_stops_the_pile() -> None:
    g = position(CLASSIC, hands={0: "3c 3s 9s 9d"}, melds={0: ["ah ad ac"]}, pile="4c 3c")
    refused(g, "take 3c 3s", "pile_stopped")
    assert legal(g) == ["draw"]


def test_black_three_stops_only_the_next_player() -> None:
    """Seed 000: a discarded black three stops the next player only; once covered the
    pile can be taken again."""
    g = position(CLASSIC, hands={0: "3c 8h 8d 8c", 1: "9d jh jd jc", 2: "9h 9c 5s 6s"},
                 melds={0: ["ah ad ac"], 1: ["kh kd kc"]}, pile="4c", stock="qh qd qc qs")
    play(g, "draw", "discard 3c")
    assert g.to_move == 1
    refused(g, "take", "pile_stopped")
    play(g, "draw", "discard 9d")
    assert g.to_move == 2
    play(g, "take 9h 9c")
    assert sorted(map(str, g.hands[2])) == sorted(["5s", "6s", "4c", "3c"])


def test_pile_empty() -> None:
    g = position(CLASSIC, hands={0: "9s 9d 5h"}, melds={0: ["ah ad ac"]}, pile="")
    refused(g, "take 9s 9d", "pile_empty")


def test_too_many_wilds_when_taking_onto_a_meld() -> None:
    g = position(CLASSIC, hands={0: "kd 2h 9s 9d"}, melds={0: ["kh kc 2c 2s jk"]}, pile="4c ks")
    refused(g, "take kd 2h", "too_many_wilds")


def test_taking_must_leave_a_card_or_go_out() -> None:
    g = position(CLASSIC, hands={0: "kd kc"}, melds={0: ["ah ad ac"]}, pile="ks")
    err = refused(g, "take kd kc", "canasta_needed")
    assert "canasta" in err.message


# ---------------------------------------------------------------- one-card rule
@pytest.mark.parametrize("one_card_rule", [True, False])
def test_one_card_rule(one_card_rule: bool) -> None:
    """Seed 003: with one card in hand a pile of one card may not be taken."""
    rules = CLASSIC.with_options(one_card_rule=one_card_rule)
    g = position(rules, hands={0: "5h"}, melds={0: ["kh kd kc", K_CANASTA.replace("k", "q")]}, pile="ks")
    if one_card_rule:
        refused(g, "take", "one_card")
    else:
        play(g, "take", "discard 5h")
        assert g.went_out == 0


def test_one_card_rule_allows_a_bigger_pile() -> None:
    rules = CLASSIC.with_options(one_card_rule=True)
    g = position(rules, hands={0: "5h"}, melds={0: ["kh kd kc", K_CANASTA.replace("k", "q")]}, pile="4c ks")
    play(g, "take")
    assert len(g.hands[0]) == 2


# ---------------------------------------------------------------- red threes in the pile
def test_red_three_in_the_pile_is_laid_without_replacement() -> None:
    """Seed 001: a red three found in the pile is laid out, and no card is drawn for it."""
    g = position(CLASSIC, hands={0: "qd qc 5h 6h"}, melds={0: ["ah ad ac"]}, pile="3h 4c qh")
    stock = len(g.stock)
    play(g, "take qd qc")
    assert [str(c) for c in g.red_threes[0]] == ["3h"]
    assert sorted(map(str, g.hands[0])) == ["4c", "5h", "6h"]
    assert len(g.stock) == stock


# ---------------------------------------------------------------- the first meld with the pile
def test_first_meld_from_the_pile_counts_only_top_and_hand() -> None:
    """Kings lower in the pile do not help: KKK from the top card and the hand is 30."""
    g = position(CLASSIC, hands={0: "kd kc 5h 6h 7h"}, pile="ks ks 4c kh")
    err = refused(g, "take kd kc", "first_meld_minimum")
    assert "50" in err.message and "30" in err.message


def test_first_meld_from_the_pile_waits_in_pending() -> None:
    g = position(CLASSIC, hands={0: "kd kc 9s 9d 9c 5h 6h"}, pile="8s 4c kh")
    play(g, "take kd kc")
    assert g.turn_points == 30
    assert sorted(map(str, g.pending)) == ["4c", "8s"]
    assert "4c" not in map(str, g.hands[0])
    # the pile cards wait until the minimum is met: no discard yet
    err = refused(g, "discard 5h", "first_meld_minimum")
    assert "30" in err.message
    play(g, "meld 9s 9d 9c")
    assert g.turn_points == 60 and g.pending == []
    assert sorted(map(str, g.hands[0])) == sorted(["5h", "6h", "4c", "8s"])
    play(g, "discard 5h")
    assert g.opened[0]


def test_undo_after_taking_for_a_first_meld_restores_the_pile() -> None:
    g = position(CLASSIC, hands={0: "kd kc 9s 9d 9c 5h 6h"}, pile="8s 4c kh")
    before = g.clone()
    total = total_cards(g)
    play(g, "take kd kc")
    assert total_cards(g) == total
    play(g, "undo")
    assert g.phase == "draw"
    assert g.pile == before.pile and sorted(g.hands[0]) == sorted(before.hands[0])
    assert g.melds == before.melds and g.pending == []
    play(g, "draw")


def test_an_opened_side_keeps_the_pile() -> None:
    """Taking the pile is final for a side that has melded: no undo of the take."""
    g = position(CLASSIC, hands={0: "qd qc 5h 6h"}, melds={0: ["ah ad ac"]}, pile="4c qh")
    play(g, "take qd qc")
    refused(g, "undo", "nothing_to_undo")


def test_drawing_after_the_take_is_refused() -> None:
    g = position(CLASSIC, hands={0: "qd qc 5h 6h"}, melds={0: ["ah ad ac"]}, pile="4c qh")
    play(g, "take qd qc")
    refused(g, "draw", "already_drew")
    refused(g, "take", "already_drew")


def test_whole_pile_mode_refuses_dig() -> None:
    g = position(CLASSIC, hands={0: "qd qc 5h 6h"}, melds={0: ["ah ad ac"]}, pile="4c qh")
    refused(g, "dig 1", "take_instead")


# ---------------------------------------------------------------- the upcard
def _kind(card: Card) -> str:
    if card.is_wild:
        return "wild"
    if card.is_red_three:
        return "red3"
    if card.is_black_three:
        return "black3"
    return "natural"


def _seed_with_upcard(rules: RuleSet, kind: str, second: Callable[[Card], bool] = lambda c: True) -> int:
    """A seed whose first turned card is of ``kind`` (and whose next card passes ``second``)."""
    for seed in range(5000):
        deck = shuffled_deck(rules.packs, rules.jokers_per_pack, f"{seed}/0")
        del deck[len(deck) - rules.hand_size * rules.players:]
        if _kind(deck[-1]) == kind and second(deck[-2]):
            return seed
    raise AssertionError("no such seed")


def test_upcard_return_sends_specials_to_the_bottom() -> None:
    """Seed 000: wild cards and threes turned up go to the bottom of the stock."""
    for kind in ("wild", "red3", "black3"):
        seed = _seed_with_upcard(CLASSIC, kind)
        deck = shuffled_deck(CLASSIC.packs, CLASSIC.jokers_per_pack, f"{seed}/0")
        del deck[len(deck) - CLASSIC.hand_size * CLASSIC.players:]
        specials = []
        while _kind(deck[-1]) != "natural":
            specials.append(deck.pop())
        g = GameState.new(CLASSIC, seed)
        assert g.pile == [deck[-1]]
        assert g.stock[:len(specials)] == specials[::-1]
        assert not g.pile_frozen
        assert total_cards(g) == 108


def test_upcard_cover_wild_freezes() -> None:
    rules = CLASSIC.with_options(upcard_rule="cover")
    seed = _seed_with_upcard(rules, "wild", lambda c: _kind(c) == "natural")
    g = GameState.new(rules, seed)
    assert len(g.pile) == 2 and g.pile[0].is_wild and _kind(g.pile[1]) == "natural"
    assert g.pile_frozen
    assert total_cards(g) == 108


@pytest.mark.parametrize("freezes", [True, False])
def test_upcard_cover_red_three(freezes: bool) -> None:
    rules = CLASSIC.with_options(upcard_rule="cover", upcard_red_three_freezes=freezes)
    seed = _seed_with_upcard(rules, "red3", lambda c: _kind(c) == "natural")
    g = GameState.new(rules, seed)
    assert g.pile[0].is_red_three and len(g.pile) == 2
    assert g.pile_frozen == freezes


def test_upcard_cover_leaves_a_black_three() -> None:
    rules = CLASSIC.with_options(upcard_rule="cover")
    seed = _seed_with_upcard(rules, "black3")
    g = GameState.new(rules, seed)
    assert len(g.pile) == 1 and g.pile[0].is_black_three
    assert not any(isinstance(a, Take) for a in g.legal_actions())


def test_dealt_red_threes_are_laid_and_replaced() -> None:
    """Seed 000: red threes dealt are laid out and replaced from the stock."""
    for seed in range(40):
        g = GameState.new(CLASSIC, seed)
        assert not any(c.is_red_three for h in g.hands for c in h)
        assert all(len(h) == 11 for h in g.hands)
        assert all(c.is_red_three for r in g.red_threes for c in r)
        assert total_cards(g) == 108
    assert any(g.red_threes[s] for seed in range(40) for g in [GameState.new(CLASSIC, seed)] for s in range(4))


def test_red_three_drawn_is_laid_and_replaced() -> None:
    g = position(CLASSIC, hands={0: "5h 6h 9s"}, pile="4c", stock="3d 8c 8d")
    play(g, "draw")
    assert [str(c) for c in g.red_threes[0]] == ["3d"]
    assert "8c" in map(str, g.hands[0]) and len(g.hands[0]) == 4
    assert [str(c) for c in g.stock] == ["8d"]


def test_take_needs_cards_named_for_a_new_meld() -> None:
    g = position(CLASSIC, hands={0: "qd qc 5h"}, melds={0: ["ah ad ac"]}, pile="4c qh")
    assert cards("qd")[0] in g.hands[0]
    assert {"take qc qd", "draw"} <= set(legal(g))


def test_no_upcard_the_pile_starts_empty() -> None:
    """Modern American Canasta (variants.md K19): no card is turned up."""
    g = GameState.new(RuleSet().with_options(upcard_rule="none"), 3)
    assert g.pile == [] and len(g.stock) == 108 - 44 - sum(len(r) for r in g.red_threes)
    assert [str(a) for a in g.legal_actions()] == ["draw"]
    refused(g, "take", "pile_empty")
    classic = GameState.new(RuleSet(), 3)
    assert len(classic.pile) == 1
