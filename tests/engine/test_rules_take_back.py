"""Taking a melded card back when no card in the hand may be discarded
(``no_legal_discard``; Modern American, CLA via ``variants.md`` 4.6 and K11: "if nothing
is legal, take melded cards back (even break a canasta)"). With ``take_back`` the player
takes one natural card back from a meld of four or more of the side's and discards it
(``takeback 8h from m2``); with ``lift_bans`` (the old way) the bans are lifted for the
turn. Which cards, a canasta broken, the fallback when no meld can give a card, the
refusals, both move lists, the record form and the scores."""

from __future__ import annotations

import pytest

from game.engine import PRESETS, TakeBack, parse_action, take_back_cost
from game.engine.invariants import check_invariants
from game.engine.parts import Phase
from game.engine.record import parse_record
from tests.engine.helpers import legal, play, position, refused

MA = PRESETS["modern-american"]
LIFT = MA.with_options(no_legal_discard="lift_bans")
# side 0: m1 a natural canasta of kings, m2 four eights, m3 three nines
MELDS = {0: ["kh kd kc ks kh kd kc", "8h 8d 8c 8s", "9h 9d 9c"], 1: ["qh qd qc"]}


def names(cs: list) -> list[str]:
    return [str(c) for c in cs]


def stuck(rules, hand: str = "7s as 2c", melds=None, pile: str = ""):  # type: ignore[no-untyped-def]
    """Seat 0 has drawn; on an empty pile its sevens, aces and wild cards are all banned."""
    return position(rules, hands={0: hand, 1: "4h 4d", 2: "5h 5d", 3: "6h 6d"},
                    melds=MELDS if melds is None else melds, pile=pile, phase=Phase.MELD, draws="")


def test_only_modern_american_takes_cards_back() -> None:
    assert [name for name, r in PRESETS.items() if r.no_legal_discard == "take_back"] == ["modern-american"]


def test_the_text_form_reads_back() -> None:
    action = parse_action("takeback 8h from m2")
    assert action == TakeBack(parse_action("discard 8h").card, 2)  # type: ignore[union-attr]
    assert str(action) == "takeback 8h from m2"


@pytest.mark.parametrize("take_back", [True, False])
def test_a_stuck_hand_takes_a_card_back_or_has_the_bans_lifted(take_back: bool) -> None:
    g = stuck(MA if take_back else LIFT)
    ids = [m.id for m in g.melds[0]]
    acts = legal(g)
    reference = [str(a) for a in g.reference_legal_actions()]
    assert acts == reference
    if take_back:
        # one per meld that can give a card: the kings (a canasta, broken) and the eights;
        # not the nines (three cards), no discard from the hand
        assert [a for a in acts if a.startswith(("takeback", "discard"))] == [
            f"takeback kh from m{ids[0]}", f"takeback 8h from m{ids[1]}"]
        assert refused(g, "discard 7s", "take_back_instead")
    else:
        assert {"discard 7s", "discard as", "discard 2c"} <= set(acts)
        assert not any(a.startswith("takeback") for a in acts)
        refused(g, f"takeback 8h from m{ids[1]}", "no_take_back")
    check_invariants(g)


def test_the_card_taken_back_is_discarded_and_the_turn_ends() -> None:
    g = stuck(MA)
    eights = g.melds[0][1]
    play(g, f"takeback 8s from m{eights.id}")  # any eight of the meld, not only the one listed
    assert names(g.melds[0][1].cards) == ["8h", "8d", "8c"] and g.melds[0][1].id == eights.id
    assert names(g.pile) == ["8s"] and names(g.hands[0]) == ["7s", "as", "2c"]
    assert g.phase == Phase.DRAW and g.to_move == 1
    check_invariants(g)


def test_a_canasta_broken_is_an_ordinary_meld_of_six_again() -> None:
    g = stuck(MA)
    kings = g.melds[0][0]
    assert kings.is_canasta and g.canastas(0) == 1
    play(g, f"takeback kc from m{kings.id}")
    after = g.melds[0][0]
    assert after.size == 6 and not after.is_canasta and g.canastas(0) == 0
    assert not g._dead_rank(0, kings.rank)  # its rank is no longer dead
    check_invariants(g)


def test_what_may_be_taken_back() -> None:
    g = stuck(MA)
    ids = [m.id for m in g.melds[0]]
    refused(g, f"takeback 9h from m{ids[2]}", "take_back_card")  # three nines: three must stay
    refused(g, f"takeback 7h from m{ids[1]}", "take_back_card")  # not in that meld
    refused(g, f"takeback qh from m{g.melds[1][0].id}", "take_back_card")  # the other side's
    # a meld with a wild card: the wild card may never be discarded; a natural may
    g = stuck(MA, melds={0: ["kh kd kc ks kh 2d"]})
    kid = g.melds[0][0].id
    refused(g, f"takeback 2d from m{kid}", "take_back_card")
    assert f"takeback kh from m{kid}" in legal(g)
    # aces and sevens may not be discarded on an empty pile: not taken back either
    g = stuck(MA, melds={0: ["ah ad ac as", "7h 7d 7c 7s"]})
    assert not any(a.startswith("takeback") for a in legal(g))


def test_no_meld_to_take_from_lifts_the_bans() -> None:
    """Only melds of three: nothing can be taken back, so the bans are lifted (documented)."""
    g = stuck(MA, melds={0: ["9h 9d 9c", "8h 8d 8c"]})
    acts = legal(g)
    assert {"discard 7s", "discard as", "discard 2c"} <= set(acts)
    assert not any(a.startswith("takeback") for a in acts)
    check_invariants(g)


def test_a_hand_of_wild_cards_may_discard_one_on_a_pile() -> None:
    """CLA: a wild card may be discarded "when the hand is all wild": not stuck then."""
    g = stuck(MA, hand="2c 2d jk", pile="6c")
    assert "discard 2c" in legal(g) and not any(a.startswith("takeback") for a in legal(g))
    g = stuck(MA, hand="2c 2d jk")  # on an empty pile SWAD forbids them all: take back
    assert any(a.startswith("takeback") for a in legal(g))


def test_not_needed_when_a_card_may_be_discarded() -> None:
    g = stuck(MA, hand="7s 6h 2c")
    refused(g, f"takeback 8h from m{g.melds[0][1].id}", "take_back_not_needed")
    assert "discard 6h" in legal(g)


def test_a_record_with_a_take_back_needs_version_3() -> None:
    text = "\n".join(["canasta-record 2", "rules modern-american {}", "seed 7",
                      *(f"seat {i} ai:easy P{i}" for i in range(4)), "actions", "takeback 8h from m2", "end 1"])
    with pytest.raises(Exception, match="version 2 does not have"):
        parse_record(text)
    assert parse_record(text.replace("canasta-record 2", "canasta-record 3")).actions == (
        parse_action("takeback 8h from m2"),)
    assert parse_record(text.replace("takeback 8h from m2", "draw")).rules.no_legal_discard == "lift_bans"


def test_what_a_take_back_costs_the_side() -> None:
    # the card's points; a broken canasta loses its bonus too (kings: natural, 500)
    g = stuck(MA)
    kings, eights = g.melds[0][0], g.melds[0][1]
    assert take_back_cost(MA, eights, eights.cards[0]) == 10
    assert take_back_cost(MA, kings, kings.cards[0]) == 10 + 500
