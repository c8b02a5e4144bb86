"""A three drawn as the stock's last card (``stock_end_three``; Modern American, CLA: "a
three drawn as the last card ends it at once, -5 in hand"): with ``in_hand`` the three
stays in the drawer's hand and the deal ends at once, the three counting 5 against the
side as a card in hand; with ``laid`` (the old way) it is laid out and scored with the
threes, and the player may still meld before the deal ends. Each path that draws from
the stock is tried: the draw, the replacement for a three laid by choice, and the
replacement for a kept three laid when the side's first meld stands."""

from __future__ import annotations

import random

import pytest

from game.engine import PRESETS
from game.engine.invariants import card_locations, check_invariants, deck_counter
from game.engine.parts import Phase
from game.engine.record import parse_record
from game.engine.view import determinize, make_view
from tests.engine.helpers import legal, play, position

MA = PRESETS["modern-american"]
LAID = MA.with_options(stock_end_three="laid")
OVER = (Phase.DEAL_OVER, Phase.MATCH_OVER)


def names(cs: list) -> list[str]:
    return [str(c) for c in cs]


def complete(g):  # type: ignore[no-untyped-def]
    """The cards a position with an exact stock leaves out go under the pile, so that the
    invariants (every card once) can be checked."""
    missing = deck_counter(g.rules) - card_locations(g)
    g.pile[0:0] = sorted(missing.elements())
    return g


def test_only_modern_american_keeps_the_last_three_in_hand() -> None:
    assert [name for name, r in PRESETS.items() if r.stock_end_three == "in_hand"] == ["modern-american"]


def _end_position(rules, three: str):  # type: ignore[no-untyped-def]
    """Side 0 has a natural canasta of kings and three eights; side 1 three nines and a
    laid red three; the stock holds one card, ``three``, and seat 0 is to draw."""
    return complete(position(rules, hands={0: "5s 9c", 1: "4h 4d", 2: "qh qd", 3: "jh jd"},
                    melds={0: ["kh kd kc ks kh kd kc", "8h 8d 8c"], 1: ["9h 9d 9s"]},
                    red_threes={1: "3d"}, pile="6c", stock=three))


@pytest.mark.parametrize("three", ["3s", "3h"])
def test_the_last_three_stays_in_hand_and_ends_the_deal_scored_by_hand(three: str) -> None:
    g = _end_position(MA, three)
    play(g, "draw")
    assert g.phase in OVER and g.went_out is None  # at once: no meld, no discard, no stop
    assert names(g.hands[0]) == ["5s", "9c", three] and g.red_threes[0] == []
    check_invariants(g)
    s0, s1 = g.last_result.sides
    # Side 0, worked from the rule table: melds 7 kings x 10 + 3 eights x 10 = 100 (one
    # canasta: plus); natural canasta 500; no threes laid; in hand seat 0 5s 5 + 9c 10 and
    # the three 5, seat 2 qh qd 20. A black three is a card in hand (5); a red one is the
    # red-three line (``red_three_in_hand_penalty`` 5). Total 100 + 500 - 40 = 560.
    assert (s0.meld_points, s0.canasta_bonus, s0.red_three_points, s0.black_three_laid_points) == (100, 500, 0, 0)
    if three == "3s":
        assert (s0.hand_penalty, s0.red_three_hand_penalty) == (40, 0)
    else:
        assert (s0.hand_penalty, s0.red_three_hand_penalty) == (35, 5)
    assert s0.total == 560
    # Side 1: 3 nines -30 (no canasta: minus); the red three 100, minus without a canasta;
    # in hand 4h 4d 10, jh jd 20. Total -30 - 100 - 30 = -160.
    assert (s1.meld_points, s1.red_three_points, s1.hand_penalty, s1.total) == (-30, -100, 30, -160)


@pytest.mark.parametrize("three", ["3s", "3h"])
def test_laid_the_last_three_is_laid_out_and_the_player_may_still_meld(three: str) -> None:
    g = _end_position(LAID, three)
    play(g, "draw")
    assert g.phase == Phase.MELD and g.no_discard and g.hands[0] == g.hands[0][:2]
    assert names(g.red_threes[0]) == [three] and "stop" in legal(g)
    assert not any(a.startswith("discard") for a in legal(g))
    play(g, "stop")
    s0 = g.last_result.sides[0]
    # the three laid scores with its colour's table: one canasta, so nothing; in hand 15 + 20
    assert (s0.hand_penalty, s0.red_three_hand_penalty, s0.red_three_points, s0.black_three_laid_points) \
        == (35, 0, 0, 0)
    assert s0.total == 565


@pytest.mark.parametrize("end", ["in_hand", "laid"])
def test_a_three_replacing_a_kept_three_laid_by_choice(end: str) -> None:
    rules = MA.with_options(stock_end_three=end)
    g = complete(position(rules, hands={0: "3h 5s 9c 9d", 1: "4h 4d", 2: "qh qd", 3: "jh jd"},
                          pile="6c", stock="3c", phase=Phase.MELD, opened=[False, False]))
    play(g, "lay 3h")
    assert names(g.red_threes[0]) == (["3h"] if end == "in_hand" else ["3h", "3c"])
    if end == "in_hand":
        assert g.phase in OVER and "3c" in names(g.hands[0])
        check_invariants(g)
    else:
        assert g.phase == Phase.MELD and g.no_discard and "3c" not in names(g.hands[0])


@pytest.mark.parametrize("end", ["in_hand", "laid"])
def test_a_three_replacing_the_kept_three_laid_at_the_first_meld(end: str) -> None:
    """The side's first meld stands when seat 0 discards: its kept 3h is laid out and
    replaced by the stock's last card, the 3c."""
    rules = MA.with_options(stock_end_three=end)
    g = complete(position(rules, hands={0: "3h ah ad ac kh kd kc qh qd qc jh jd jc 5s", 1: "4h 4d", 2: "qs 10d",
                                        3: "js 10h"}, pile="6c", stock="3c", phase=Phase.MELD, opened=[False, False]))
    play(g, "meld ah ad ac", "meld kh kd kc", "meld qh qd qc", "meld jh jd jc", "discard 5s")
    assert g.opened[0] and names(g.red_threes[0])[0] == "3h"
    if end == "in_hand":
        assert g.phase in OVER and names(g.hands[0]) == ["3c"]
        assert g.last_result.sides[0].hand_penalty == 5 + 20  # the 3c; seat 2's qs 10d
        check_invariants(g)
    else:
        assert names(g.red_threes[0]) == ["3h", "3c"] and g.hands[0] == []


# ---------------------------------------------------------------- old records
def _record_text(version: int, options: str = "{}") -> str:
    return "\n".join([f"canasta-record {version}", f"rules modern-american {options}", "seed 7",
                      *(f"seat {i} ai:easy P{i}" for i in range(4)), "actions", "end 0"])


@pytest.mark.parametrize("version", [1, 2, 3])
def test_a_record_older_than_version_3_replays_with_the_three_laid(version: int) -> None:
    """Modern American records written before this rule were played with the three laid:
    they load with ``stock_end_three`` = ``laid`` (what their rules line did not need
    to say), newer ones with the preset's own."""
    rules = parse_record(_record_text(version)).rules
    assert rules.stock_end_three == ("laid" if version < 3 else "in_hand")
    # an option the old record names wins; a record written again keeps the old value
    assert parse_record(_record_text(2, '{"stock_end_three": "in_hand"}')).rules.stock_end_three == "in_hand"
    assert LAID.changes() == {"stock_end_three": "laid"}


# ---------------------------------------------------------------- what the others may imagine
@pytest.mark.parametrize("keep", [True, False])
def test_determinize_after_the_last_three_leaves_it_in_the_drawers_hand(keep: bool) -> None:
    # Found by the 20,000-deal fuzz (match 1031224368425): after the deal ended on a three
    # kept in the drawer's hand, determinize gave it to nobody (kept threes) or to the stock
    # (threes laid at once) and refused the view. Everyone saw a draw end the deal, so every
    # world they imagine has the three in seat 0's hand, and no other three hidden anywhere.
    rules = MA if keep else MA.with_options(keep_three_for_straight=False)
    g = _end_position(rules, "3s")
    play(g, "draw")
    assert g.phase in OVER and "3s" in names(g.hands[0])
    rng = random.Random(5)
    for seat in (1, 2, 3):
        for _ in range(40):
            d = determinize(make_view(g, seat), rng)
            assert [str(c) for c in d.hands[0] if rules.bonus_three(c)] == ["3s"]
            assert not any(rules.bonus_three(c) for s in (1, 2, 3) for c in d.hands[s])
            check_invariants(d, views=False)


def test_determinize_after_stop_does_not_put_a_kept_three_in_the_movers_hand() -> None:
    # the stock ran out on an ordinary card and seat 1 ended the deal by ``stop``; side 1
    # (seats 1, 3) has not melded, and seat 3 keeps a three: seat 0, looking, cannot tell
    # which of seats 1 and 3 holds it, and no three was drawn as the stock's last card
    g = complete(position(MA, hands={0: "5s 9c", 1: "4h 4d", 2: "qh qd", 3: "jh jd 3h"},
                          melds={0: ["kh kd kc ks kh kd kc", "8h 8d 8c"]}, pile="6c", stock="7d"))
    play(g, "draw", "discard 9c", "stop")
    assert g.phase in OVER and not g.stock and g.to_move == 1
    rng = random.Random(5)
    holders = {1: 0, 2: 0, 3: 0}
    for _ in range(60):
        d = determinize(make_view(g, 0), rng)
        for s in holders:
            holders[s] += sum(1 for c in d.hands[s] if MA.bonus_three(c))
        check_invariants(d, views=False)
    assert holders[2] == 0 and holders[1] > 0 and holders[3] > 0 and holders[1] + holders[3] == 60


def test_determinize_leaves_a_kept_three_and_the_last_three_in_one_hand() -> None:
    # Found by the fuzz (match 1011189550167): the drawer's side had not melded, so the
    # drawer kept one three, and the stock's last card was a second one. A three that fell
    # to a hand that may hold none could not go back to the drawer, who already held one.
    # Seat 1 looks; side 1 has melded (no three there) and seat 2's cards are all known
    # (taken with the pile), so both threes are seat 0's in every world.
    g = complete(position(MA, hands={0: "3h 5s 9c", 1: "4h 4d", 2: "qh qd", 3: "jh jd 10c"},
                          melds={1: ["kh kd kc ks kh kd kc", "8h 8d 8c"]}, pile="6c", stock="3s"))
    g.known[2] = list(g.hands[2])
    play(g, "draw")
    assert g.phase in OVER and sorted(names(g.hands[0])) == ["3h", "3s", "5s", "9c"]
    rng = random.Random(5)
    for _ in range(40):
        d = determinize(make_view(g, 1), rng)
        assert sorted(str(c) for c in d.hands[0] if MA.bonus_three(c)) == ["3h", "3s"]
        check_invariants(d, views=False)
