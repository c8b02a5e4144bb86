"""Rules read again from the seeds (issue #10, item 4): each point an option with its
source in docs/rules.md, tried both ways."""

from __future__ import annotations

import pytest

from game.engine import PRESETS, Card, DealResult, RulesError, RuleSet
from game.engine.rules import CLASSIC
from game.engine.scoring import score_deal
from tests.engine.helpers import cards, meld

HAND = "9h kd ah jk 2c 4s"


def _sheet(rules: RuleSet, concealed: bool) -> DealResult:
    n = rules.players
    sides = len(rules.sides)
    melds = [[meld("9c 9s 9d 9c 9s 9d 9h", 0, 1)]] + [[] for _ in range(sides - 1)]
    hands: list[list[Card]] = [[] for _ in range(n)]
    hands[1] = cards(HAND)
    return score_deal(rules, 0, melds, [[] for _ in range(n)], hands, 0, concealed, [0] * sides, rules.target)


@pytest.mark.parametrize(("preset", "concealed", "bonus"), [
    ("family", True, 100), ("family", False, 100), ("classic", True, 200), ("classic", False, 100)])
def test_family_pays_100_for_going_out_concealed_or_not(preset: str, concealed: bool, bonus: int) -> None:
    """Seed 004: "Du gehst raus, indem du alles loswirst. Das bringt dir 100." """
    assert _sheet(PRESETS[preset], concealed).sides[0].going_out == bonus


@pytest.mark.parametrize(("values", "penalty"), [("face", 9 + 10 + 20 + 50 + 2 + 4),
                                                 ("classic", 10 + 10 + 20 + 50 + 20 + 5)])
def test_cards_left_in_hand_cost_their_face_value_as_an_option(values: str, penalty: int) -> None:
    """Seed 004: "Zahlenkarten ihren Wert, Bilder 10, das Ass 20, der Joker 50"."""
    rules = CLASSIC.with_options(hand_values=values, partnerships=False)
    assert _sheet(rules, False).sides[1].hand_penalty == penalty


def test_the_family_preset_counts_the_hand_at_face_value() -> None:
    assert PRESETS["family"].hand_values == "face"
    assert all(p.hand_values == "classic" for name, p in PRESETS.items() if name != "family")


@pytest.mark.parametrize(("packs", "ok"), [(3, True), (4, True), (2, False)])
def test_a_red_three_table_that_contradicts_the_packs_is_refused(packs: int, ok: bool) -> None:
    """Six players: five red threes 1,000, six 1,200; with two packs only four exist, and
    four would score 400 under that table - a rule set refused with a message."""
    if ok:
        assert PRESETS["six"].with_options(packs=packs).packs == packs
    else:
        with pytest.raises(RulesError, match="red_three_totals"):
            PRESETS["six"].with_options(packs=packs)


def test_the_six_table_with_two_packs_is_fine_once_the_table_fits() -> None:
    rules = PRESETS["six"].with_options(packs=2, red_three_totals=((4, 800),), hand_size=11)
    assert rules.red_three_score(4) == 800
