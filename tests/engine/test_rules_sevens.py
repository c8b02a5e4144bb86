"""Sevens as Pennies from Heaven plays them (variants.md 4.5): a canasta of sevens is a
kind of its own (1,500), red threes count plus only with one, no seven is discarded until
each side (or the own side) has one and never as the card that goes out; going out can
ask for a canasta of each kind."""

from __future__ import annotations

import pytest

from game.engine import RulesError, RuleSet
from game.engine.record import rules_from_text
from game.engine.scoring import score_deal
from tests.engine.helpers import MELD_PHASE, legal, meld, play, position, refused

SEVENS = RuleSet().with_options(packs=4, sevens_canasta_bonus=1500,
                                discard_bans=["sevens_each_side", "seven_going_out"], red_threes_need="sevens")
SEVEN_CANASTA = "7h 7d 7c 7s 7h 7d 2c"


def test_a_canasta_of_sevens_is_its_own_kind_natural_or_mixed() -> None:
    mixed_sevens = meld(SEVEN_CANASTA, 0)
    natural_sevens = meld("7h 7d 7c 7s 7h 7d 7c", 0)
    assert SEVENS.canasta_kind_of(mixed_sevens) == "sevens" == SEVENS.canasta_kind_of(natural_sevens)
    assert RuleSet().canasta_kind_of(mixed_sevens) == "mixed"
    r = score_deal(SEVENS, 0, [[mixed_sevens], []], [[], [], [], []], [[], [], [], []], None, False, [0, 0], 5000)
    line = r.sides[0]
    assert (line.sevens_canastas, line.mixed_canastas, line.canasta_bonus) == (1, 0, 1500)
    assert line.total == 30 + 20 + 1500


def test_red_threes_count_plus_only_with_a_canasta_of_sevens() -> None:
    assert SEVENS.red_three_points(2, melded=True, canastas=3, sevens=False) == -200
    assert SEVENS.red_three_points(2, melded=True, canastas=1, sevens=True) == 200


def test_no_seven_discarded_until_each_side_has_a_canasta_of_sevens() -> None:
    g = position(SEVENS, hands={0: "7h 5c 6c kd"}, melds={0: [SEVEN_CANASTA]}, phase=MELD_PHASE)
    err = refused(g, "discard 7h", "sevens_banned")
    assert "each side" in err.message
    g = position(SEVENS, hands={0: "7h 5c 6c kd"}, melds={0: [SEVEN_CANASTA], 1: ["7c 7s 7h 7d 7c 7s 2d"]},
                 phase=MELD_PHASE)
    play(g, "discard 7h")


def test_own_side_reading_of_the_ban() -> None:
    rules = SEVENS.with_options(discard_bans=["sevens_own_side", "seven_going_out"])
    g = position(rules, hands={0: "7h 5c 6c kd"}, melds={0: [SEVEN_CANASTA]}, phase=MELD_PHASE)
    assert "discard 7h" in legal(g)
    g = position(rules, hands={0: "7h 5c 6c kd"}, melds={1: [SEVEN_CANASTA]}, phase=MELD_PHASE)
    refused(g, "discard 7h", "sevens_banned_own")


def test_a_hand_of_sevens_only_may_discard_one() -> None:
    g = position(SEVENS, hands={0: "7h 7d"}, melds={0: ["kh kd kc"]}, phase=MELD_PHASE)
    assert legal(g).count("discard 7h") + legal(g).count("discard 7d") == 1


def test_never_a_seven_as_the_going_out_discard() -> None:
    both = {0: [SEVEN_CANASTA, "kh kd kc ks kh kd kc"], 1: ["7c 7s 7h 7d 7c 7s 2d"]}
    g = position(SEVENS, hands={0: "7s"}, melds=both, phase=MELD_PHASE)
    refused(g, "discard 7s", "seven_going_out")
    g = position(SEVENS, hands={0: "7s 9h 9d 9c"}, melds=both, phase=MELD_PHASE)
    refused(g, "meld 9h 9d 9c", "keep_two")  # it would leave a single seven to go out with
    g = position(SEVENS, hands={0: "5s"}, melds=both, phase=MELD_PHASE)
    play(g, "discard 5s")
    assert g.went_out == 0


def test_going_out_needs_a_canasta_of_each_kind_asked_for() -> None:
    rules = SEVENS.with_options(go_out_sevens=1, go_out_natural=1)
    g = position(rules, hands={0: "5s"}, melds={0: ["kh kd kc ks kh kd kc"]}, phase=MELD_PHASE)
    refused(g, "discard 5s", "sevens_canasta_needed")
    g = position(rules, hands={0: "5s"}, melds={0: [SEVEN_CANASTA, "kh kd kc ks kh kd 2c"]}, phase=MELD_PHASE)
    refused(g, "discard 5s", "clean_book_needed")
    g = position(rules, hands={0: "5s"}, melds={0: [SEVEN_CANASTA, "kh kd kc ks kh kd kc"]}, phase=MELD_PHASE)
    play(g, "discard 5s")
    assert g.went_out == 0


def test_the_wild_canasta_requirement_is_counted_by_kind() -> None:
    rules = RuleSet().with_options(go_out_wild=1)  # counted before wild melds exist
    assert rules.going_out_kinds_missing(["natural", "mixed"]) == [("wild", 1, 0)]
    assert rules.going_out_kinds_missing(["wild"]) == []


def test_the_old_sevens_option_still_loads_as_discard_bans() -> None:
    """Records and settings written before the sevens ban became names of
    ``discard_bans`` name ``sevens_discard_ban``: they load as the same bans."""
    assert RuleSet().with_options(sevens_discard_ban="each_side").discard_bans == ("sevens_each_side",
                                                                                  "seven_going_out")
    cuban = rules_from_text("cuban", {"sevens_discard_ban": "own_side"})
    assert cuban.discard_bans == ("black_three_first_turn", "sevens_own_side", "seven_going_out")
    assert rules_from_text("pennies", {"sevens_discard_ban": "none"}).discard_bans == ()
    assert rules_from_text("pennies", {"sevens_discard_ban": "each_side"}) == RuleSet.from_preset("pennies")
    with pytest.raises(RulesError):
        RuleSet().with_options(sevens_discard_ban="sometimes")


def test_without_the_going_out_ban_a_last_seven_may_go_out() -> None:
    rules = SEVENS.with_options(discard_bans=["sevens_each_side"])
    both = {0: [SEVEN_CANASTA, "kh kd kc ks kh kd kc"], 1: ["7c 7s 7h 7d 7c 7s 2d"]}
    g = position(rules, hands={0: "7s"}, melds=both, phase=MELD_PHASE)
    play(g, "discard 7s")
    assert g.went_out == 0
