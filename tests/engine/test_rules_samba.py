"""Samba (issue 11): sequences, several melds of a rank, the Samba pile rules, two
canastas to go out, six red threes, and a whole deal scored by hand from the rule table
(``docs/rules.md``, "Samba"). Every new rule is tried both ways; every refusal is checked
for its code, its sentence and an unchanged game (``helpers.refused``)."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Card, GameState, RuleSet, parse_action
from game.engine.melds import SEQUENCE
from game.engine.state import MELD_PHASE
from tests.engine.helpers import legal, play, position, refused

SAMBA = RuleSet.from_preset("samba")
# runs without the rest of Samba, to try a rule both ways on classic
RUNS = RuleSet().with_options(sequences=True)


def meld_phase(rules: RuleSet = SAMBA, **kw: Any) -> GameState:
    return position(rules, phase=MELD_PHASE, **kw)


# ---------------------------------------------------------------------- the preset
def test_samba_preset_is_the_rule_table() -> None:
    r = SAMBA
    assert (r.players, r.partnerships, r.packs, r.deck_size, r.hand_size, r.draw_count) == (4, True, 3, 162, 15, 2)
    assert r.target == 10000 and r.canastas_to_go_out == 2 and r.sequences and r.melds_per_rank == "many"
    assert r.canasta_bonus("sequence") == 1500 and r.canasta_bonus("natural") == 500
    assert r.first_meld_minimum(6999) == 120 and r.first_meld_minimum(7000) == 150
    assert r.red_three_score(6) == 1000 and r.red_three_score(5) == 500
    assert r.wilds_ok(2, 2) and not r.wilds_ok(5, 3)  # at most two wild cards
    assert not r.take_with_natural_and_wild and not r.take_onto_canasta and r.take_onto_sequence
    assert (r.going_out_bonus, r.concealed_bonus) == (200, 200)


def test_a_sequence_canasta_has_no_bonus_without_sequences() -> None:
    with pytest.raises(ValueError):
        RuleSet().canasta_bonus("sequence")


# ---------------------------------------------------------------------- starting a run
def test_a_run_of_three_of_one_suit_is_a_meld_and_listed() -> None:
    g = meld_phase(hands=["5h 6h 7h 9s 9d ks kd qc"], melds={0: ["kh kc kd"]})
    assert "meld 5h 6h 7h" in legal(g)
    play(g, "meld 7h 5h 6h")  # any order
    run = g.melds[0][-1]
    assert run.kind == SEQUENCE and [str(c) for c in run.cards] == ["5h", "6h", "7h"]
    assert (run.low, run.high, run.suit) == (5, 7, Card.parse("5h").suit)
    assert str(run) == f"m{run.id}: 5h 6h 7h"


def test_without_sequences_the_same_cards_are_refused() -> None:
    g = meld_phase(RuleSet(), hands=["5h 6h 7h 9s 9d ks kd qc"], melds={0: ["kh kc kd"]})
    err = refused(g, "meld 5h 6h 7h", "meld_rank")
    assert "one rank" in err.message


@pytest.mark.parametrize(("cards", "code", "words"), [
    ("5h 6s 7h", "sequence_suit", "one suit"),
    ("5h 6h 8h", "sequence_order", "unbroken"),
    ("5h 6h 2c", "sequence_wild", "no wild"),
    ("5h 6h jk", "sequence_wild", "no wild"),
    ("qh kh ah", None, None),  # the ace is high
    ("3s 4s 5s", "sequence_three", "Threes"),
])
def test_what_a_run_may_hold(cards: str, code: str | None, words: str | None) -> None:
    g = meld_phase(hands=[cards + " 9s 9d 9c kd qc 10s"], melds={0: ["kc kc kd"]})
    if code is None:
        play(g, "meld " + cards)
        assert g.melds[0][-1].kind == SEQUENCE
    else:
        err = refused(g, "meld " + cards, code)
        assert words is not None and words in err.message


def test_ace_is_never_low() -> None:
    g = meld_phase(hands=["ah 4h 5h 9s 9d ks kd qc"], melds={0: ["kh kc kd"]})
    refused(g, "meld ah 4h 5h", "sequence_order")
    assert not any(a.startswith("meld ah") for a in legal(g))


# ---------------------------------------------------------------------- growing a run
def test_a_run_grows_at_either_end_by_id_and_stops_at_seven() -> None:
    g = meld_phase(hands=["4h 8h 9h 10h 5s 9d ks qc jc"], melds={0: ["5h 6h 7h", "kh kc kd"]})
    acts = legal(g)
    assert "add 4h to m1" in acts and "add 8h to m1" in acts and "add 9h to m1" not in acts
    refused(g, "add 9h to m1", "sequence_order")
    refused(g, "add 5s to m1", "sequence_suit")
    refused(g, "add 8h", "no_such_meld")  # a run has no rank: named by its id only
    play(g, "add 4h to m1", "add 8h to m1", "add 9h to m1", "add 10h to m1")
    run = g.melds[0][0]
    assert run.size == 7 and run.canasta_kind == "sequence" and str(run.cards[0]) == "4h"
    g2 = meld_phase(hands=["jh 9d 9c ks qc jc"], melds={0: ["5h 6h 7h 8h 9h 10h 4h", "kh kc kd"]})
    err = refused(g2, "add jh to m1", "sequence_closed")
    assert "closed" in err.message
    assert "add jh to m1" not in legal(g2)


def test_the_rules_say_a_run_is_closed_at_seven_as_the_moves_do() -> None:
    """``meld_cap(SEQUENCE)`` is the run's limit the moves keep (the table asks it to
    draw the padlock), for every rule set with runs and only for runs."""
    for rules in (SAMBA, RUNS, RuleSet.from_preset("bolivia")):
        assert rules.meld_cap(SEQUENCE) == 7
    assert RuleSet().meld_cap("group") == 0  # a group of classic canasta grows without end
    six = meld_phase(hands=["jh 9d 9c ks qc jc"], melds={0: ["5h 6h 7h 8h 9h 10h", "kh kc kd"]})
    assert not six._full(six.melds[0][0]) and "add jh to m1" in legal(six)
    seven = meld_phase(hands=["jh 9d 9c ks qc jc"], melds={0: ["5h 6h 7h 8h 9h 10h 4h", "kh kc kd"]})
    assert seven._full(seven.melds[0][0])


def test_a_wild_card_never_goes_onto_a_run() -> None:
    g = meld_phase(hands=["2c jk 9d 9c ks qc jc"], melds={0: ["5h 6h 7h", "kh kc kd"]})
    refused(g, "add 2c to m1", "sequence_wild")
    refused(g, "add jk to m1", "sequence_wild")
    assert not any(a.endswith("to m1") for a in legal(g))


# ---------------------------------------------------------------------- several melds of a rank
def test_several_melds_of_a_rank_are_named_by_id() -> None:
    g = meld_phase(hands=["7s 7d 7c 7h 9d 9c ks qc jc"], melds={0: ["7h 7d 7c", "kh kc kd"]})
    play(g, "meld 7s 7d 7c")
    assert len([m for m in g.melds[0] if m.rank == 7]) == 2
    err = refused(g, "add 7h", "several_melds")
    assert "m1" in err.message
    assert "add 7h to m1" in legal(g) and "add 7h to m3" in legal(g)
    play(g, "add 7h to m3")
    assert g.melds[0][-1].size == 4
    g1 = meld_phase(RuleSet().with_options(), hands=["7s 7d 7c 9d 9c ks qc jc"], melds={0: ["7h 7d 7c"]})
    refused(g1, "meld 7s 7d 7c", "meld_exists")  # one meld a rank, both ways


# ---------------------------------------------------------------------- the pile
def test_top_card_onto_a_run_when_unfrozen_both_ways() -> None:
    kw: dict[str, Any] = dict(hands=["9d 9c ks qc jc 10s 4c 4d"], pile="kd 8h", melds={0: ["5h 6h 7h", "kh kc kd"]})
    g = position(SAMBA, **kw)
    assert "take to m1" in legal(g)
    play(g, "take to m1")
    assert g.melds[0][0].size == 4 and "kd" in [str(c) for c in g.hands[0]]
    off = position(SAMBA.with_options(take_onto_sequence=False), **kw)
    err = refused(off, "take to m1", "no_take_onto_sequence")
    assert "sequence" in err.message
    frozen = position(SAMBA, pile_frozen=True, **kw)
    refused(frozen, "take to m1", "pile_frozen")
    wrong = position(SAMBA, hands=["9d 9c ks qc jc 10s 4c 4d"], pile="kd 9h", melds={0: ["5h 6h 7h", "kh kc kd"]})
    refused(wrong, "take to m1", "sequence_order")
    refused(wrong, "take", "no_meld_for_top")  # the top card never starts a run


def test_samba_takes_only_with_a_natural_pair_and_never_onto_a_canasta() -> None:
    g = position(SAMBA, hands=["9d 2c ks qc jc 10s 4c 4d"], pile="5s 9h",
                 melds={0: ["kh kc kd ks kd kc kh"]})
    refused(g, "take 9d 2c", "natural_pair_needed")
    classic_way = position(RuleSet(), hands=["9d 2c ks qc jc 10s 4c 4d"], pile="5s 9h",
                           melds={0: ["kh kc kd ks kd kc kh"]})
    play(classic_way, "take 9d 2c")
    g2 = position(SAMBA, hands=["9d 2c qc jc 10s 4c 4d"], pile="5s ks", melds={0: ["kh kc kd ks kd kc kh"]})
    refused(g2, "take", "no_take_onto_canasta")


# ---------------------------------------------------------------------- going out
def test_two_canastas_of_any_kind_to_go_out() -> None:
    one = meld_phase(hands=["9d"], melds={0: ["5h 6h 7h 8h 9h 10h jh", "kh kc kd"]})
    err = refused(one, "discard 9d", "canasta_needed")
    assert "2 canastas" in err.message and "has 1" in err.message
    two = meld_phase(hands=["9d"], melds={0: ["5h 6h 7h 8h 9h 10h jh", "kh kc kd ks kd kc 2c"]})
    play(two, "discard 9d")
    assert two.phase != MELD_PHASE and two.went_out == 0


# ---------------------------------------------------------------------- a whole deal by hand
def test_a_samba_deal_scored_by_hand() -> None:
    """Side 0 goes out: a samba (4h-10h), a natural canasta of kings, a mixed canasta of
    sevens (two wild cards), a group of aces; five red threes. Side 1 has one canasta and
    three red threes, and holds cards.

    Side 0: cards 4h..10h = 5+5+5+5+10+10+10 = 50; kings 7 x 10 = 70; sevens 5 x 5 + 2 x 20
    = 65; aces 3 x 20 = 60: melded 245. Bonuses 1,500 + 500 + 300 = 2,300. Red threes: five,
    no row for five, 5 x 100 = 500, plus (three canastas). Going out 200. Total 3,245.
    Side 1: queens 7 x 10 = 70 + natural canasta 500; red threes 1 (only one canasta:
    minus 100); hand 9d jk 4c = 10 + 50 + 5 = 65. Total 570 - 100 - 65 = 405."""
    g = meld_phase(
        hands={0: "9d", 1: "jk 4c", 2: "", 3: "9d"},
        melds={0: ["4h 5h 6h 7h 8h 9h 10h", "kh kc kd ks kd kc kh", "7s 7d 7c 7h 7s 2c 2d", "ah ad ac"],
               1: ["qh qc qd qs qd qc qh"]},
        red_threes={0: "3h 3d 3h", 2: "3d 3h", 1: "3d"},
    )
    play(g, "discard 9d")
    r = g.results[-1]
    s0, s1 = r.sides
    assert (s0.meld_points, s0.sequence_canastas, s0.natural_canastas, s0.mixed_canastas) == (245, 1, 1, 1)
    assert (s0.canasta_bonus, s0.red_three_points, s0.going_out, s0.hand_penalty) == (2300, 500, 200, 0)
    assert s0.total == 3245
    assert (s1.meld_points, s1.canasta_bonus, s1.red_three_points, s1.hand_penalty) == (70, 500, -100, 65)
    assert s1.total == 405


def test_six_red_threes_and_the_two_canasta_sign() -> None:
    assert SAMBA.red_three_points(6, True, 2) == 1000
    assert SAMBA.red_three_points(6, True, 1) == -1000  # one canasta is not enough in Samba
    assert SAMBA.with_options(red_threes_canastas=1).red_three_points(6, True, 1) == 1000
    assert RUNS.red_three_points(2, True, 0) == 200  # classic: any meld


def test_the_text_of_run_actions_reads_back() -> None:
    for text in ("meld 5h 6h 7h", "add 8h to m3", "take to m3"):
        assert str(parse_action(text)) == text


# ---------------------------------------------------------------------- suits in records and views
def test_a_samba_deal_with_runs_survives_its_record_and_its_views() -> None:
    """Random legal play until runs are on the table: the record's text (suits in every
    action) replays to the same table, and a determinized view keeps the runs and the
    seat's own cards, suits included."""
    import random

    from game.engine.record import GameRecord, parse_record
    from game.engine.view import determinize

    g = GameState.new(SAMBA.with_options(target=1), 3)
    rng = random.Random(3)
    while not g.is_over and not any(m.is_sequence for ms in g.melds for m in ms):
        acts = legal(g)
        runs = [a for a in acts if a.startswith("meld") and len({w[:-1] for w in a.split()[1:]}) == 3]
        play(g, rng.choice(runs or acts))
    assert any(m.is_sequence for ms in g.melds for m in ms)
    again = parse_record(GameRecord.from_game(g).to_text()).replay()
    assert again.melds == g.melds and again.hands == g.hands
    seat = g.to_move
    d = determinize(g.view(seat), random.Random(1))
    assert d.melds == g.melds and sorted(d.hands[seat]) == sorted(g.hands[seat])


def test_the_going_out_planner_never_puts_a_wild_card_on_a_run() -> None:
    """A run has no rank: the planner's spare wild cards go to groups only. With a
    third wild card and no group left to take it, it once built an ``add`` to rank 0,
    which raised inside ``check`` (a discard after the partner's "yes")."""
    g = meld_phase(hands=["2c jk 2d 9d"], melds={0: ["5h 6h 7h 8h 9h 10h jh", "4s 5s 6s", "kh kc kd ks kh kc"]})
    # no way out: the third wild card has no group left (runs take none), and the 9d
    # must go too; before the fix this raised ActionParseError instead of answering
    assert g.go_out_plan() is None
    g.answer = True  # the partner said yes: listing the discards asks the planner
    assert "discard 9d" in legal(g)  # no way out was found, so the "yes" binds nothing


# ---------------------------------------------------------------------- one switch for runs
def test_runs_are_the_meld_kind_sequence_and_the_old_option_still_reads() -> None:
    from game.engine.record import rules_from_text
    from game.engine.rules import RulesError, option_names

    assert SAMBA.meld_kinds == ("group", "sequence") and SAMBA.sequences
    assert "sequences" not in option_names()  # one switch: meld_kinds
    assert RUNS.meld_kinds == ("group", "sequence") and RUNS.sequences and not RuleSet().sequences
    off = SAMBA.with_options(sequences=False)
    assert off.meld_kinds == ("group",) and not off.sequences and off.changes() == {"meld_kinds": ["group"]}
    bolivia = RuleSet.from_preset("bolivia")
    assert bolivia.with_options(sequences=False).meld_kinds == ("group", "wild")
    assert RuleSet.from_preset("cuban").with_options(sequences=True).meld_kinds == ("group", "sequence", "wild")
    # a record of an older version names the option: it loads to the same rules
    assert rules_from_text("classic", {"sequences": True}) == RUNS
    assert rules_from_text("samba", {"sequences": False}) == off
    with pytest.raises(RulesError, match="sequences"):
        RuleSet().with_options(sequences="yes")
    g = meld_phase(off, hands=["5h 6h 7h 9s 9d ks kd qc"], melds={0: ["kh kc kd"]})
    refused(g, "meld 5h 6h 7h", "meld_rank")
