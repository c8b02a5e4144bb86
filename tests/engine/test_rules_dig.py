"""Digging into the pile (seed 004, the family table): take the pile as deep as you like
if you play the card you reached for in the same turn."""

from __future__ import annotations

from game.engine import PRESETS, Dig, Take
from tests.engine.helpers import legal, play, position, refused

FAMILY = PRESETS["family"]


def test_family_takes_by_digging() -> None:
    g = position(FAMILY, hands={0: "9h 9d 5c 6c 7c"}, melds={0: ["ah ad ac"]}, pile="4c 9s kh 8d")
    actions = g.legal_actions()
    assert not any(isinstance(a, Take) for a in actions)
    # only the 9s can be played with the hand (8d, kh and 4c cannot)
    assert [a.depth for a in actions if isinstance(a, Dig)] == [3]
    refused(g, "take", "dig_instead")


def test_the_card_reached_must_be_played_before_discarding() -> None:
    g = position(FAMILY, hands={0: "9h 9d 5c 6c 7c"}, melds={0: ["ah ad ac"]}, pile="4c 9s kh 8d")
    play(g, "dig 3")
    assert g.must_play is not None and str(g.must_play) == "9s"
    assert sorted(map(str, g.hands[0])) == sorted(["9h", "9d", "5c", "6c", "7c", "9s", "kh", "8d"])
    assert [str(c) for c in g.pile] == ["4c"]
    err = refused(g, "discard 5c", "must_play")
    assert "9" in err.message
    play(g, "meld 9h 9d 9s")
    assert g.must_play is None
    play(g, "discard 5c")
    assert g.to_move == 1


def test_dig_one_takes_the_top_card() -> None:
    g = position(FAMILY, hands={0: "8h 8c 5c 6c 7c"}, melds={0: ["ah ad ac"]}, pile="4c 9s kh 8d")
    play(g, "dig 1", "meld 8h 8c 8d", "discard 5c")
    assert [str(c) for c in g.pile] == ["4c", "9s", "kh", "5c"]


def test_dig_onto_an_existing_meld() -> None:
    g = position(FAMILY, hands={0: "5c 6c 7c"}, melds={0: ["ah ad ac"]}, pile="4c as 8d")
    play(g, "dig 2", "add as", "discard 5c")
    a = g.meld_of(0, 14)
    assert a is not None and a.size == 4


def test_dig_refused_when_the_card_cannot_be_played() -> None:
    g = position(FAMILY, hands={0: "9h 9d 5c 6c 7c"}, melds={0: ["ah ad ac"]}, pile="4c 9s kh 8d")
    err = refused(g, "dig 2", "dig_unplayable")
    assert "K" in err.message
    refused(g, "dig 5", "dig_depth")
    refused(g, "dig 0", "dig_depth")


def test_dig_can_be_undone() -> None:
    g = position(FAMILY, hands={0: "9h 9d 5c 6c 7c"}, melds={0: ["ah ad ac"]}, pile="4c 9s kh 8d")
    before = g.clone()
    play(g, "dig 3", "undo")
    assert g.pile == before.pile and sorted(g.hands[0]) == sorted(before.hands[0])
    assert g.must_play is None and g.phase == "draw"


def test_dig_for_a_first_meld_needs_the_minimum() -> None:
    """Seed 004: the first meld is worth 50, a joker counting as the card it stands for."""
    g = position(FAMILY, hands={0: "9h 9d 5c 6c 7c"}, pile="4c 9s")
    err = refused(g, "dig 1", "first_meld_minimum")
    assert "50" in err.message
    g = position(FAMILY, hands={0: "9h 9d kh kd kc 7c 6c"}, pile="4c 9s")
    play(g, "dig 1", "meld 9h 9d 9s", "meld kh kd kc", "discard 7c")
    assert g.opened[0]


def test_family_first_meld_is_always_50() -> None:
    assert [FAMILY.first_meld_minimum(s) for s in (-500, 0, 2000, 4000)] == [50, 50, 50, 50]


def test_family_threes_are_ordinary() -> None:
    g = position(FAMILY, hands={0: "3h 3d 5c 6c 7c"}, melds={0: ["ah ad ac"]}, pile="4c 3c")
    assert "dig 1" in legal(g)
    play(g, "dig 1", "meld 3h 3d 3c", "discard 5c")
    assert g.meld_of(0, 3) is not None


def test_a_frozen_pile_counts_only_where_the_whole_pile_is_taken() -> None:
    """``pile_freezes``: the table asks it before it shows or tells of a frozen pile.
    Digging asks no freezing (seed 004 has none), so a dug pile never counts as frozen."""
    assert PRESETS["classic"].pile_freezes
    assert not FAMILY.pile_freezes
    assert not PRESETS["classic"].with_options(pile_mode="dig").pile_freezes
    assert FAMILY.with_options(pile_mode="whole").pile_freezes
    # and digging indeed ignores it: a frozen pile is dug as deep as an unfrozen one
    hands, melds, pile = {0: "9h 9d 5c 6c 7c"}, {0: ["ah ad ac"]}, "4c 9s kh 2d"
    depths = [[a.depth for a in position(FAMILY, hands=hands, melds=melds, pile=pile, pile_frozen=frozen)
               .legal_actions() if isinstance(a, Dig)] for frozen in (False, True)]
    assert depths[0] == depths[1] and depths[0]
