"""Modern American Canasta's discard bans (variants.md K11, 4.6), names of
``discard_bans``: never a three (``threes_never``); a wild card only as the card that
goes out or from a hand of wild cards (``wild_until_last``); on an empty pile no seven,
wild card, ace or rank the side has a canasta of (``swad_empty_pile``). Each rule both
ways, refusals with code, sentence and unchanged state, and the lifting that keeps a
legal discard in every state."""

from __future__ import annotations

import pytest

from game.engine import RulesError, RuleSet
from tests.engine.helpers import MELD_PHASE, legal, play, position, refused

ALL = RuleSet().with_options(discard_bans=["threes_never", "wild_until_last", "swad_empty_pile"])
KINGS = "kh kd kc ks kh kd kc"


def test_a_three_is_never_discarded() -> None:
    rules = RuleSet().with_options(discard_bans=["threes_never"])
    g = position(rules, hands={0: "3s 5c 6c kd"}, pile="9h", phase=MELD_PHASE)
    err = refused(g, "discard 3s", "three_discard_banned")
    assert "three" in err.message
    play(g, "discard 5c")
    g = position(RuleSet(), hands={0: "3s 5c 6c kd"}, pile="9h", phase=MELD_PHASE)
    play(g, "discard 3s")  # without the ban a black three goes as in classic


def test_a_wild_card_only_as_the_last_card() -> None:
    rules = RuleSet().with_options(discard_bans=["wild_until_last"])
    g = position(rules, hands={0: "2c 5c 6c kd"}, pile="9h", phase=MELD_PHASE)
    refused(g, "discard 2c", "wild_discard_banned")
    refused(g, "discard jk", "not_in_hand")
    g = position(rules, hands={0: "jk"}, pile="9h", melds={0: [KINGS]}, phase=MELD_PHASE)
    play(g, "discard jk")  # going out: the wild card may be the last card
    assert g.went_out == 0
    g = position(RuleSet(), hands={0: "2c 5c 6c kd"}, pile="9h", phase=MELD_PHASE)
    play(g, "discard 2c")


def test_a_hand_of_wild_cards_only_may_discard_one() -> None:
    rules = RuleSet().with_options(discard_bans=["wild_until_last"])
    g = position(rules, hands={0: "2c jk"}, pile="9h", melds={0: ["kh kd kc"]}, phase=MELD_PHASE)
    assert {"discard 2c", "discard jk"} & set(legal(g))
    play(g, "discard 2c")


@pytest.mark.parametrize("card", ["7h", "ah", "2c", "ks"])
def test_swad_cards_are_not_discarded_on_an_empty_pile(card: str) -> None:
    rules = RuleSet().with_options(discard_bans=["swad_empty_pile"])
    hand = f"{card} 5c 6c 9d"
    g = position(rules, hands={0: hand}, pile="", melds={0: [KINGS]}, phase=MELD_PHASE)
    err = refused(g, f"discard {card}", "swad_banned")
    assert "empty" in err.message
    play(g, "discard 5c")
    # the same card on a pile that holds a card
    g = position(rules, hands={0: hand}, pile="9h", melds={0: [KINGS]}, phase=MELD_PHASE)
    play(g, f"discard {card}")


def test_a_dead_rank_is_the_sides_own_canasta_only() -> None:
    rules = RuleSet().with_options(discard_bans=["swad_empty_pile"])
    g = position(rules, hands={0: "ks 5c 6c 9d"}, pile="", melds={1: [KINGS]}, phase=MELD_PHASE)
    play(g, "discard ks")  # the opponents' canasta of kings does not make kings dead for this side
    g = position(rules, hands={0: "qd 5c 6c 9d"}, pile="", melds={0: ["qh qd qc qs"]}, phase=MELD_PHASE)
    play(g, "discard qd")  # an open meld, not a canasta: not dead


def test_when_every_card_is_banned_the_bans_are_lifted() -> None:
    g = position(ALL, hands={0: "7h ah 2c 3s"}, pile="", melds={0: [KINGS]}, phase=MELD_PHASE)
    choices = [a for a in legal(g) if a.startswith("discard")]
    assert choices == ["discard 3s", "discard 7h", "discard ah", "discard 2c"] or set(choices) == {
        "discard 3s", "discard 7h", "discard ah", "discard 2c"}
    g = position(ALL, hands={0: "7h ah 2c 3s 5c"}, pile="", melds={0: [KINGS]}, phase=MELD_PHASE)
    assert [a for a in legal(g) if a.startswith("discard")] == ["discard 5c"]
    refused(g, "discard 3s", "three_discard_banned")
    refused(g, "discard 7h", "swad_banned")


def test_unknown_ban_names_are_refused() -> None:
    with pytest.raises(RulesError):
        RuleSet().with_options(discard_bans=["swad"])
