"""``undo last``: the one-step undo takes back the turn's last meld or lay-off (seed
003's undo button and its dragging of laid cards back into the hand), never below the
meld that took the pile, nor below a first meld that has brought the pile in."""

from __future__ import annotations

from game.engine import RuleSet, parse_action
from game.engine.actions import UNDO_LAST, Undo
from tests.engine.helpers import legal, play, position, refused

CLASSIC = RuleSet()


def test_undo_last_has_a_text_form_that_parses_back() -> None:
    assert str(UNDO_LAST) == "undo last"
    assert parse_action("undo last") == UNDO_LAST == Undo(last=True)
    assert parse_action("undo") == Undo() != UNDO_LAST


def test_one_step_takes_back_only_the_last_meld() -> None:
    g = position(CLASSIC, hands={0: "kh kd kc 6h 6d 6c 9s 10s"}, stock="4h 5c 5d")
    play(g, "draw", "meld kh kd kc")
    after_kings = g.clone()
    play(g, "meld 6h 6d 6c")
    assert "undo last" in legal(g)
    assert g.last_step_cards()[1] == [c for c in g.melds[0][1].cards]
    play(g, "undo last")
    assert sorted(g.hands[0]) == sorted(after_kings.hands[0])
    assert g.melds == after_kings.melds and g.turn_points == 30
    play(g, "undo last")
    assert g.melds == [[], []] and g.turn_points == 0 and not g.turn_melded
    refused(g, "undo last", "nothing_to_undo")


def test_a_meld_and_its_cards_laid_straight_after_are_one_step() -> None:
    """The table lays a meld of five as a meld of three and two lay-offs."""
    g = position(CLASSIC, hands={0: "kh kd kc ks 6h 6d 6c 6s 9s"}, stock="4h 5c 5d")
    play(g, "draw", "meld 6h 6d 6c")
    after_sixes = g.clone()
    play(g, "meld kh kd kc", "add ks to k")
    play(g, "undo last")
    assert g.melds == after_sixes.melds and sorted(g.hands[0]) == sorted(after_sixes.hands[0])


def test_a_lay_off_on_an_old_meld_is_its_own_step() -> None:
    g = position(CLASSIC, hands={0: "7h 7d 7c 9s 9d 9c 10s"}, melds={0: ["kh kd kc"]}, stock="kc 5c 5d")
    play(g, "draw", "meld 9s 9d 9c", "add kc to k")
    assert len(g.melds[0][0].cards) == 4
    play(g, "undo last")
    assert len(g.melds[0][0].cards) == 3 and len(g.melds[0]) == 2
    assert "kc" in map(str, g.hands[0])
    play(g, "undo last")
    assert len(g.melds[0]) == 1
    play(g, "discard 10s")  # an opened side ends its turn as usual


def test_not_below_the_meld_that_took_the_pile() -> None:
    g = position(CLASSIC, hands={0: "qd qc 5h 5d 5c 6h"}, melds={0: ["ah ad ac"]}, pile="4c qh")
    play(g, "take qd qc")
    err = refused(g, "undo last", "undo_last_stays")
    assert "pile" in err.message
    play(g, "meld 5h 5d 5c", "undo last")
    assert len(g.melds[0]) == 2  # the aces and the queens that took the pile
    refused(g, "undo last", "undo_last_stays")


def test_not_below_a_first_meld_that_brought_the_pile_in() -> None:
    """Once the minimum is reached the pile joins the hand: those melds stay down; the
    whole-turn undo still gives the pile back."""
    g = position(CLASSIC, hands={0: "kd kc 9s 9d 9c 5h 5d 5c 6h"}, pile="8s 4c kh")
    play(g, "take kd kc", "meld 9s 9d 9c")
    assert g.pending == []
    refused(g, "undo last", "undo_last_stays")
    play(g, "meld 5h 5d 5c", "undo last")
    assert len(g.melds[0]) == 2
    play(g, "undo")
    assert g.phase == "draw" and g.pile[-1].rank == 13


def test_the_views_carry_the_steps() -> None:
    g = position(CLASSIC, hands={0: "kh kd kc 9s 10s"}, stock="4h 5c 5d")
    play(g, "draw", "meld kh kd kc")
    for seat in range(4):
        assert len(g.view(seat).steps) == 1
