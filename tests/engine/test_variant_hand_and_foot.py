"""Hand and Foot (preset ``hand-and-foot``; variants.md section 4.3, examples H1-H7):
the foot dealt face down and taken up when the hand is played out, books closed at
seven and a new meld of the rank after, the strict wild-card limit, the top seven of
the pile taken with a natural pair, the first meld by deal number, going out with a
clean and a dirty book and a final discard, and the score sheet with unopened feet."""

from __future__ import annotations

import random
from collections import Counter

from game.engine import PRESETS, GameState, RuleSet
from game.engine.invariants import check_invariants
from game.engine.scoring import score_deal
from game.engine.view import determinize
from tests.engine.helpers import MELD_PHASE, cards, legal, meld, play, position, refused, total_cards

HF = PRESETS["hand-and-foot"]
FOOT = "jk 2c ah kh qh 10h 9s 8s 7s 4s 3h"


# ---------------------------------------------------------------- the deal and the foot
def test_the_deal_gives_every_player_a_hand_and_a_foot() -> None:
    g = GameState.new(HF, 7)
    assert HF.deck_size == 270
    assert [len(p) for p in g.packets] == [11] * 4
    assert all(len(h) == 11 for h in g.hands)
    assert total_cards(g) == 270
    assert g.packet_taken == [False] * 4
    check_invariants(g)


def test_a_view_shows_the_size_of_every_foot_and_none_of_its_cards() -> None:
    g = GameState.new(HF, 7)
    for seat in range(4):
        v = g.view(seat)
        assert v.packet_sizes == (11, 11, 11, 11)
        # the owner does not see its own foot: its cards are among the unseen ones
        unseen = Counter(v.unseen())
        assert not Counter(g.packets[seat]) - unseen
    # swapping the cards of a foot with cards of the stock changes no view at all
    other = g.clone()
    other.packets[0], other.stock[:11] = other.stock[:11], other.packets[0]
    assert Counter(other.packets[0]) != Counter(g.packets[0])
    for seat in range(4):
        assert other.view(seat) == g.view(seat)


def test_determinize_deals_feet_of_the_same_sizes_from_unseen_cards() -> None:
    g = GameState.new(HF, 11)
    play(g, "draw")
    made = determinize(g.view(g.to_move), random.Random(3))
    assert [len(p) for p in made.packets] == [len(p) for p in g.packets]
    assert sorted(made.hands[g.to_move]) == sorted(g.hands[g.to_move])
    check_invariants(made, views=False)


def test_hand_played_out_by_melding_takes_up_the_foot_and_the_turn_goes_on() -> None:
    # H4: meld 5h 5s 5d empties the hand: the foot is taken up at once
    g = position(HF, hands={0: "5h 5s 5d"}, melds={0: ["kh kd kc"]}, packets={0: "9c 9d 8c 8d 7c 7d 6c 6d 4c 4d jh"},
                 phase=MELD_PHASE)
    play(g, "meld 5h 5s 5d")
    assert g.packet_taken[0] and g.packets[0] == []
    assert len(g.hands[0]) == 11 and g.phase == "meld" and g.to_move == 0
    refused(g, "undo", "nothing_to_undo")  # the foot is seen: no taking back
    play(g, "discard jh")
    assert len(g.hands[0]) == 10 and g.to_move == 1


def test_hand_played_out_by_discarding_takes_up_the_foot_for_the_next_turn() -> None:
    g = position(HF, hands={0: "5h 5s 5d kc"}, melds={0: ["kh kd ks"]}, phase=MELD_PHASE)
    play(g, "meld 5h 5s 5d", "discard kc")
    assert g.packet_taken[0] and len(g.hands[0]) == 11
    assert g.to_move == 1 and g.phase == "draw"


def test_without_a_foot_a_player_may_not_empty_the_hand_without_going_out() -> None:
    g = position(HF, hands={0: "5h 5s 5d kc"}, melds={0: ["kh kd ks"]}, phase=MELD_PHASE, packet_taken=[True] * 4)
    refused(g, "meld 5h 5s 5d", "keep_two")


def test_red_threes_in_the_foot_are_laid_out_and_replaced() -> None:
    g = position(HF, hands={0: "5h 5s 5d"}, melds={0: ["kh kd kc"]}, packets={0: "3h 3d 8c 8d 7c 7d 6c 6d 4c 4d jh"},
                 draws="9h 9d", phase=MELD_PHASE)
    play(g, "meld 5h 5s 5d")
    assert [str(c) for c in g.red_threes[0]] == ["3h", "3d"]
    assert len(g.hands[0]) == 11 and not any(c.is_red_three for c in g.hands[0])
    assert {"9h", "9d"} <= set(map(str, g.hands[0]))


def test_emptying_the_hand_still_needs_the_first_meld_minimum() -> None:
    g = position(HF, hands={0: "5h 5s 5d"}, phase=MELD_PHASE)  # deal 1: 50 needed, fives make 15
    refused(g, "meld 5h 5s 5d", "first_meld_minimum")


# ---------------------------------------------------------------- melds and books
def test_strict_wild_limit_more_naturals_than_wilds() -> None:
    # H2: 8 8 2 legal, 8 8 2 2 refused, 8 8 8 8 2 2 2 legal and a dirty book
    g = position(HF, hands={0: "8h 8d 8c 8s 2c 2d 2h 2s 9h 9d kc"}, melds={0: ["kh kd ks"]}, phase=MELD_PHASE)
    play(g, "meld 8h 8d 2c")
    refused(g, "add 2d to 8", "too_many_wilds")
    play(g, "add 8c", "add 8s", "add 2d to 8", "add 2h to 8")
    eights = g.meld_of(0, 8)
    assert eights is not None and eights.size == 7 and eights.canasta_kind == "mixed"
    refused(g, "add 2s to 8", "meld_full")


def test_classic_wild_limit_allows_two_wilds_with_two_naturals() -> None:
    rules = HF.with_options(wild_limit="classic")
    g = position(rules, hands={0: "8h 8d 2c 2d 9h 9d kc"}, melds={0: ["kh kd ks"]}, phase=MELD_PHASE)
    play(g, "meld 8h 8d 2c", "add 2d to 8")
    assert g.meld_of(0, 8) is not None


def test_a_book_is_closed_at_seven_and_a_new_meld_of_its_rank_may_start() -> None:
    book = "8h 8d 8c 8s 8h 8d 8c"
    g = position(HF, hands={0: "8s 8s 8h 9c 9d 9h kc"}, melds={0: [book]}, phase=MELD_PHASE)
    refused(g, "add 8s", "meld_full")
    assert "meld 8h 8s 8s" in legal(g)
    play(g, "meld 8h 8s 8s")
    assert [m.size for m in g.melds[0] if m.rank == 8] == [7, 3]
    check_invariants(g)


def test_a_second_open_meld_of_a_rank_is_refused() -> None:
    g = position(HF, hands={0: "8s 8s 8h 9c 9d 9h kc"}, melds={0: ["8h 8d 8c"]}, phase=MELD_PHASE)
    refused(g, "meld 8h 8s 8s", "meld_exists")


def test_one_meld_per_rank_keeps_a_closed_book_the_only_meld() -> None:
    rules = HF.with_options(melds_per_rank="one")
    g = position(rules, hands={0: "8s 8s 8h 9c 9d 9h kc"}, melds={0: ["8h 8d 8c 8s 8h 8d 8c"]}, phase=MELD_PHASE)
    refused(g, "meld 8h 8s 8s", "meld_exists")


def test_books_score_clean_500_and_dirty_300() -> None:
    # H1: clean kings 70 + 500; dirty q q q q q 2 jk 120 + 300; clean fours 35 + 500
    melds = [[meld("kh kd kc ks kh kd kc", 0, 1), meld("qh qd qc qs qh 2c jk", 0, 2),
              meld("4h 4d 4c 4s 4h 4d 4c", 0, 3)], []]
    r = score_deal(HF, 0, melds, [[], [], [], []], [[], [], [], []], None, False, [0, 0], HF.target)
    line = r.sides[0]
    assert (line.meld_points, line.canasta_bonus) == (70 + 120 + 35, 500 + 300 + 500)
    assert line.total == 570 + 420 + 535


# ---------------------------------------------------------------- the pile
def test_a_natural_pair_takes_the_top_seven_cards() -> None:
    # H3: a pile of 10, top 9c, the pair 9h 9s: meld 9 9 9, six cards to the hand, three stay
    g = position(HF, hands={0: "9h 9s 5c 5d 6c"}, melds={0: ["kh kd kc"]}, pile="4h 4d 4c 6h 6d 7c 7d 8c 8d 9c")
    play(g, "take 9h 9s")
    assert [str(c) for c in g.pile] == ["4h", "4d", "4c"]
    assert sorted(map(str, g.hands[0])) == sorted(["5c", "5d", "6c", "6h", "6d", "7c", "7d", "8c", "8d"])
    nines = g.meld_of(0, 9)
    assert nines is not None and nines.size == 3
    check_invariants(g)


def test_a_short_pile_is_taken_whole() -> None:
    g = position(HF, hands={0: "9h 9s 5c 5d 6c"}, melds={0: ["kh kd kc"]}, pile="4h 6h 7c 9c")
    play(g, "take 9h 9s")
    assert g.pile == [] and len(g.hands[0]) == 3 + 3


def test_the_whole_pile_is_taken_with_pile_take_count_zero() -> None:
    rules = HF.with_options(pile_take_count=0)
    g = position(rules, hands={0: "9h 9s 5c 5d 6c"}, melds={0: ["kh kd kc"]}, pile="4h 4d 4c 6h 6d 7c 7d 8c 8d 9c")
    play(g, "take 9h 9s")
    assert g.pile == [] and len(g.hands[0]) == 3 + 9


def test_the_pile_needs_a_natural_pair() -> None:
    g = position(HF, hands={0: "9h 2c 5c 5d 6c"}, melds={0: ["kh kd kc", "9d 9c 9s"]}, pile="4h 6h 7c 9c")
    refused(g, "take 9h 2c", "natural_pair_needed")
    refused(g, "take", "no_take_onto_meld")


def test_a_black_three_or_wild_on_top_is_never_taken() -> None:
    g = position(HF, hands={0: "3c 3s 5c 5d 6c"}, melds={0: ["kh kd kc"]}, pile="4h 6h 7c 3s")
    refused(g, "take", "pile_stopped")
    g = position(HF, hands={0: "2c 2d 5c 5d 6c"}, melds={0: ["kh kd kc"]}, pile="4h 6h 7c 2s")
    refused(g, "take", "pile_top_wild")


def test_the_pair_and_top_card_may_not_overfill_a_book() -> None:
    g = position(HF, hands={0: "9h 9s 5c 5d 6c"}, melds={0: ["9d 9c 9s 9d 9c"]}, pile="4h 6h 7c 9c")
    refused(g, "take 9h 9s", "meld_full")


# ---------------------------------------------------------------- first meld by deal
def _deal(g: GameState, n: int) -> GameState:
    g.deal = n
    return g


def test_first_meld_minimum_by_deal_number() -> None:
    assert [HF.first_meld_minimum(0, d) for d in range(6)] == [50, 90, 120, 150, 150, 150]
    assert HF.first_meld_minimum(9000, 0) == 50  # the score does not matter
    by_score = HF.with_options(first_meld_by="score")
    assert by_score.first_meld_minimum(0, 3) == 50


def test_first_meld_counts_the_top_card_and_the_hand_not_the_pile() -> None:
    # H6: deal 2 needs 90: q q + top q (30) and a a a (60) = 90
    g = _deal(position(HF, hands={0: "qh qd ah ad ac 5c"}, pile="kh kd kc ks jh jd qs"), 1)
    assert g.first_meld_need(0) == 90
    play(g, "take qh qd")
    assert g.pending  # the six other pile cards wait for the minimum
    play(g, "meld ah ad ac")
    assert not g.pending and g.turn_points == 90
    short = _deal(position(HF, hands={0: "qh qd ah ad 5c 6c"}, pile="kh kd kc ks jh jd qs"), 1)
    refused(short, "take qh qd", "first_meld_minimum")


def test_red_threes_do_not_lower_the_first_meld() -> None:
    g = position(HF, hands={0: "5h 5s 5d 6c 6d 6h kc"}, red_threes={0: "3h 3d"}, phase=MELD_PHASE)
    assert g.first_meld_need(0) == 50


# ---------------------------------------------------------------- going out
BOOKS = ["kh kd kc ks kh kd kc", "qh qd qc qs qh 2c jk"]


def test_going_out_with_a_clean_and_a_dirty_book_by_discarding() -> None:
    # H5: in the foot, one card left, a clean and a dirty book: discard it and go out
    g = position(HF, hands={0: "5c"}, melds={0: BOOKS}, phase=MELD_PHASE, packet_taken=[True, False, True, False])
    play(g, "discard 5c")
    assert g.went_out == 0 and g.phase in ("deal_over", "match_over")
    assert g.last_result is not None and g.last_result.sides[0].going_out == 100


def test_going_out_by_melding_the_last_card_is_refused() -> None:
    g = position(HF, hands={0: "kh 5c"}, melds={0: ["kh kd kc ks kh kd", "qh qd qc qs qh 2c jk",
                                                      "4h 4d 4c 4s 4h 4d 4c", "5d 5h 5s"]},
                 phase=MELD_PHASE, packet_taken=[True] * 4)
    play(g, "add 5c")  # one card left: the king, discarded to go out
    refused(g, "add kh", "final_discard_required")


def test_without_a_dirty_book_the_player_in_the_foot_keeps_a_card() -> None:
    clean = ["kh kd kc ks kh kd kc", "4h 4d 4c 4s 4h 4d 4c"]
    g = position(HF, hands={0: "5c"}, melds={0: clean}, phase=MELD_PHASE, packet_taken=[True] * 4)
    err = refused(g, "discard 5c", "dirty_book_needed")
    assert "mixed canasta" in err.message
    g = position(HF, hands={0: "5c 6c"}, melds={0: [*clean, "6h 6d 6s"]}, phase=MELD_PHASE, packet_taken=[True] * 4)
    refused(g, "add 6c", "keep_two")


def test_without_a_clean_book_going_out_is_refused() -> None:
    dirty = ["qh qd qc qs qh 2c jk", "9h 9d 9c 9s 2d 2h 2s"]
    g = position(HF, hands={0: "5c"}, melds={0: dirty}, phase=MELD_PHASE, packet_taken=[True] * 4)
    refused(g, "discard 5c", "clean_book_needed")


def test_in_the_hand_the_last_card_discarded_leads_into_the_foot() -> None:
    g = position(HF, hands={0: "5c"}, melds={0: ["kh kd kc"]}, phase=MELD_PHASE)
    play(g, "discard 5c")
    assert g.went_out is None and g.packet_taken[0] and len(g.hands[0]) == 11


def test_partner_in_the_foot_option() -> None:
    rules = HF.with_options(go_out_partner_packet=True)
    g = position(rules, hands={0: "5c"}, melds={0: BOOKS}, phase=MELD_PHASE, packet_taken=[True, True, False, True])
    refused(g, "discard 5c", "partner_in_packet")
    g = position(rules, hands={0: "5c"}, melds={0: BOOKS}, phase=MELD_PHASE, packet_taken=[True] * 4)
    play(g, "discard 5c")
    assert g.went_out == 0


# ---------------------------------------------------------------- scoring
def test_h7_a_whole_deal_scored_by_hand() -> None:
    """variants.md H7, played: seat 0 goes out by discarding its last card."""
    side_a = ["kh kd kc ks kh kd kc", "qh qd qc qs qh 2c jk", "4h 4d 4c 4s 4h 4d 4c", "9h 9d 9c 9s 2d 2h 2s",
              "6h 6d 6c"]
    side_b = ["jh jd jc js jh jd 2c", "ah ad ac"]
    g = position(HF, hands={0: "5c", 1: "7h 7d", 2: "jk 8h 8d", 3: "5h 9h"},
                 melds={0: side_a, 1: side_b}, red_threes={0: "3h", 2: "3d", 1: "3h"},
                 packets={3: FOOT.replace("3h", "3d")}, packet_taken=[True, True, True, False],
                 phase=MELD_PHASE)
    play(g, "discard 5c")
    result = g.last_result
    assert result is not None and result.went_out == 0
    a, b = result.sides
    # side A: cards 70 + 120 + 35 + 100 + 15 = 340; books 500 + 300 + 500 + 300; red threes 2 x 100;
    # going out 100; the partner's jk 8 8 = 70 left in hand
    assert (a.meld_points, a.canasta_bonus, a.red_three_points) == (340, 1600, 200)
    assert (a.going_out, a.hand_penalty) == (100, 70)
    assert a.total == 2170
    # side B: cards 80 + 60 = 140; one dirty book 300; one red three laid +100; the unopened foot
    # jk 2 a k q 10 9 8 7 4 = 150 and its red three -100; hands 7 7 = 10 and 5 9 = 15
    assert (b.meld_points, b.canasta_bonus, b.red_three_points) == (140, 300, 100)
    assert (b.hand_penalty, b.red_three_hand_penalty, b.packet_penalty) == (25, 100, 150)
    assert b.total == 265


def test_unopened_packets_count_only_with_the_option() -> None:
    packets = [[], [], [], cards("jk 2c ah")]
    melds: list[list] = [[], []]
    on = score_deal(HF, 0, melds, [[]] * 4, [[]] * 4, None, False, [0, 0], HF.target, packets)
    off = score_deal(HF.with_options(packet_counts_against=False), 0, melds, [[]] * 4, [[]] * 4, None, False,
                     [0, 0], HF.target, packets)
    assert on.sides[1].packet_penalty == 90 and on.sides[1].total == -90
    assert off.sides[1].packet_penalty == 0 and off.sides[1].total == 0


def test_red_threes_score_plus_without_a_meld_and_minus_with_the_meld_condition() -> None:
    assert HF.red_three_points(2, melded=False, canastas=0) == 200
    assert HF.with_options(red_threes_need="meld").red_three_points(2, melded=False, canastas=0) == -200


def test_the_match_ends_at_the_target_or_after_a_number_of_deals() -> None:
    melds = [[meld("kh kd kc ks kh kd kc", 0, 1)], []]
    empty: list[list] = [[]] * 4
    by_target = score_deal(HF, 0, melds, empty, empty, None, False, [9500, 0], HF.target)
    assert by_target.match_over and by_target.winner == 0
    four = HF.with_options(match_deals=4)
    early = score_deal(four, 2, melds, empty, empty, None, False, [9500, 0], four.target)
    assert not early.match_over
    last = score_deal(four, 3, melds, empty, empty, None, False, [0, 0], four.target)
    assert last.match_over and last.winner == 0


def test_the_stock_running_out_ends_the_deal_with_feet_counted() -> None:
    g = position(HF, hands={0: "5c 6c", 1: "7c 8c", 2: "9c 10c", 3: "jc qc"}, stock="", pile="4h",
                 packets={0: "kh", 1: "", 2: "", 3: ""}, packet_taken=[False, True, True, True])
    assert "stop" in legal(g)
    play(g, "stop")
    assert g.last_result is not None and g.last_result.went_out is None
    assert g.last_result.sides[0].packet_penalty == 10


def test_a_random_deal_keeps_every_invariant() -> None:
    from game.engine.fuzz import fuzz_match

    _, _, failure = fuzz_match(HF, "hand-and-foot", 5, 1, 2, 0.2)
    assert failure is None, str(failure)


def test_rule_checks() -> None:
    import pytest

    from game.engine import RulesError

    with pytest.raises(RulesError, match="after_closed"):
        RuleSet(melds_per_rank="after_closed")
    with pytest.raises(RulesError, match="not enough cards"):
        HF.with_options(packs=1)


def test_the_going_out_planner_starts_a_new_meld_beside_a_closed_book() -> None:
    g = position(HF, hands={0: "8c 8s 8h 5c"}, melds={0: [*BOOKS, "8h 8d 8c 8s 8h 8d 8c"]}, phase=MELD_PHASE,
                 packet_taken=[True] * 4)
    plan = g.go_out_plan()
    assert plan is not None and [str(a) for a in plan] == ["meld 8c 8h 8s", "discard 5c"]
