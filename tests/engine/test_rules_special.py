"""Special hands (``special_hands``, Modern American; docs/rules.md "Special hands"):
every hand of both lists recognised and its near misses refused, the option both
ways, the refusals, a deal ended by a special hand scored by hand, the Dream Hand's
instant win, the record round trip, and the fast legal-action list equal to the
reference one on positions holding special hands."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.engine import PRESETS, GameState, RuleSet, SpecialHand, hands_made, parse_action
from game.engine.actions import SPECIAL_HANDS
from game.engine.cards import Card, make_deck
from game.engine.errors import ActionParseError
from game.engine.fuzz import MatchFuzzer, snapshot
from game.engine.invariants import check_cards, check_invariants
from game.engine.record import GameRecord, parse_record
from game.engine.special import VALUES
from game.engine.state import DEAL_OVER, MATCH_OVER, MELD_PHASE
from game.engine.text import score_sheet
from tests.engine.helpers import cards, legal, play, position, refused

CLA = PRESETS["cuban"].with_options(special_hands="cla")  # 13 cards dealt: 14 after the draw
PAGAT = PRESETS["cuban"].with_options(special_hands="pagat")

#: One example of each hand of the CLA list (the examples of docs/rules.md).
EXAMPLES = {
    "pairs": "6h 6d 7h 7d 8h 8d 9h 9d jh jd qh qd kh kd",
    "wild-pairs": "6h 6d 9h 9d jh jd qh qd 7h 7d ah ad 2h 2d",
    "miami-pairs": "6h 6d 9h 9d qh qd 7h 7d ah ad 2h 2d jk jk",
    "zip-code": "8h 8d jk jk qh qd qs kh kd ks 4h 4d 4s 4c",
    "straight": "ah 2c 3s 4h 5h 6h 7h 8h 9h 10h jh qh kh jk",
    "garbage": "8h 8d 8s 8c qh qd qs qc 5h 5d 5s kh kd ks",
    "blast-off": "kh kd ks kc kh qh qd qs qc 8h 8d 8s 2h 2d",
    "triples": "8h 8d 8s qh qd qs kh kd ks 4h 4d 4s jk jk",
    "quads": "8h 8d 8s 8c qh qd qs qc kh kd ks kc 2h 2d",
    "dream-plus-4": "4h 4d 4s 4c 4h kh kd ks kc kh jk jk jk jk",
    "dream-plus-5": "4h 4d 4s 4c 4h kh kd ks kc 2h 2d 2s jk jk",
}

#: Fourteen cards that just miss a hand, each with the hand it misses.
NEAR_MISSES = [
    ("pairs", "6h 6d 7h 7d 8h 8d 9h 9d jh jd qh qd kh ah"),  # six pairs
    ("pairs", "6h 6d 6s 6c 8h 8d 9h 9d jh jd qh qd kh kd"),  # two pairs of one rank
    ("pairs", "6h 6d 7h 7d 8h 8d 9h 9d jh jd qh qd 3s 3c"),  # a pair of threes
    ("wild-pairs", "6h 6d 9h 9d jh jd qh qd 8h 8d ah ad 2h 2d"),  # no sevens
    ("wild-pairs", "6h 6d 9h 9d jh jd qh qd 7h 7d kh kd 2h 2d"),  # no aces
    ("wild-pairs", "6h 6d 9h 9d jh jd qh qd 7h 7d ah ad 2h jk"),  # the wild pair is not matching
    ("miami-pairs", "6h 6d 9h 9d qh qd 8h 8d ah ad 2h 2d jk jk"),  # no sevens
    ("zip-code", "8h 8d 2s jk qh qd qs kh kd ks 4h 4d 4s 4c"),  # a wild pair of two kinds
    ("zip-code", "8h 8d 9h 9d qh qd qs kh kd ks 4h 4d 4s 3c"),  # a three
    ("straight", "ah 2c 2s 4h 5h 6h 7h 8h 9h 10h jh qh kh jk"),  # no three
    ("straight", "ah 2c 3s 4h 5h 6h 7h 8h 9h 10h jh qh kh kd"),  # no joker
    ("garbage", "8h 8d 8s 8c qh qd qs qc 5h 5d 2s kh kd ks"),  # a wild card
    ("garbage", "8h 8d 8s 8c 8h 8d 8s 8c 5h 5d 5s kh kd ks"),  # two fours of one rank
    ("blast-off", "kh kd ks kc kh qh qd qs qc 8h 8d 8s 2h jk"),  # the wild pair is not matching
    ("triples", "8h 8d 8s qh qd qs kh kd ks 4h 4d 4s 5h 5d"),  # no wild pair
    ("triples", "8h 8d 8s qh qd qs kh kd ks 4h 4d 4s 2h jk"),  # a mixed wild pair
    ("quads", "8h 8d 8s 8c qh qd qs qc kh kd ks kc 2h jk"),  # a mixed wild pair
    ("dream-plus-4", "4h 4d 4s 4c 4h kh kd ks kc kh jk jk 2h 2d"),  # four wild cards of two kinds
    ("dream-plus-5", "4h 4d 4s 4c 4h kh kd ks kc kh 2d 2s jk jk"),  # a five and a five, four wild cards
]


def hand(text: str) -> list[Card]:
    return cards(text)


# ---------------------------------------------------------------- the classifier
@pytest.mark.parametrize("name", list(EXAMPLES))
def test_each_hand_of_the_cla_list_is_recognised_with_its_value(name: str) -> None:
    made = hands_made(CLA, hand(EXAMPLES[name]))
    assert made[0] == name
    assert VALUES["cla"][name] == {"pairs": 2500, "wild-pairs": 2000, "miami-pairs": 2500, "zip-code": 2500,
                                   "straight": 3000, "garbage": 3000, "blast-off": 3000, "triples": 3500,
                                   "quads": 3500, "dream-plus-4": 8500, "dream-plus-5": 8500}[name]


@pytest.mark.parametrize(("name", "text"), NEAR_MISSES)
def test_each_near_miss_is_not_that_hand(name: str, text: str) -> None:
    assert name not in hands_made(CLA, hand(text))


def test_a_hand_that_makes_two_hands_offers_the_better_first() -> None:
    # a five, a four and five wild cards as a three and a pair: a Blast Off and a Dream Hand
    assert hands_made(CLA, hand(EXAMPLES["dream-plus-5"])) == ["dream-plus-5", "blast-off"]


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_pagats_list_knows_four_hands_and_values_garbage_at_2000(name: str) -> None:
    made = hands_made(PAGAT, hand(EXAMPLES[name]))
    if name in ("straight", "pairs", "wild-pairs", "garbage"):
        assert made == [name]
        assert VALUES["pagat"][name] == {"straight": 3000, "pairs": 2500, "wild-pairs": 2000, "garbage": 2000}[name]
    else:
        assert made == []


def test_fewer_or_more_than_fourteen_cards_make_no_hand() -> None:
    assert hands_made(CLA, hand(EXAMPLES["pairs"])[:-2]) == []
    assert hands_made(CLA, hand(EXAMPLES["pairs"] + " ah ad")) == []
    assert hands_made(RuleSet(), hand(EXAMPLES["pairs"])) == []  # the option off: no list


# ---------------------------------------------------------------- the action
def test_the_action_reads_back_from_its_text() -> None:
    action = SpecialHand("straight", tuple(hand(EXAMPLES["straight"])))
    assert str(action).startswith("special straight ah 2c 3s")
    assert parse_action(str(action)) == action
    assert parse_action("Special Zip-Code 8h 8d") == SpecialHand("zip-code", tuple(hand("8h 8d")))
    with pytest.raises(ActionParseError):
        parse_action("special flush ah kh")
    with pytest.raises(ActionParseError):
        parse_action("special straight")
    assert set(SPECIAL_HANDS) == set(VALUES["cla"])


def after_draw(rules: RuleSet, text: str, **kw: object) -> GameState:
    """Seat 0 holds the first thirteen cards of ``text`` and draws the fourteenth."""
    cs = text.split()
    g = position(rules, hands={0: " ".join(cs[:13])}, draws=cs[13], **kw)  # type: ignore[arg-type]
    play(g, "draw")
    return g


def special_text(name: str) -> str:
    return str(SpecialHand(name, tuple(sorted(hand(EXAMPLES[name])))))


# ---------------------------------------------------------------- the option both ways
@pytest.mark.parametrize("on", [False, True])
def test_the_special_hand_is_offered_and_laid_only_where_the_option_is_on(on: bool) -> None:
    rules = CLA if on else PRESETS["cuban"]
    g = after_draw(rules, EXAMPLES["straight"])
    text = special_text("straight")
    if on:
        assert legal(g)[0] == text
        play(g, text)
        assert g.phase == DEAL_OVER and g.special_laid is not None and g.special_laid[:2] == (0, "straight")
        assert g.hands[0] == []
        check_invariants(g)
    else:
        assert not any(a.startswith("special") for a in legal(g))
        err = refused(g, text, "special_off")
        assert err.message == "Special hands are not played at this table."


# ---------------------------------------------------------------- refusals
def test_a_side_that_has_melded_may_not_lay_a_special_hand() -> None:
    g = after_draw(CLA, EXAMPLES["garbage"], melds={0: ["9h 9d 9s"]})
    assert not any(a.startswith("special") for a in legal(g))
    refused(g, special_text("garbage"), "special_after_meld")


def test_a_special_hand_comes_before_any_meld_of_the_turn() -> None:
    g = after_draw(CLA, EXAMPLES["garbage"], scores=[-100, 0])  # a first meld of 15
    play(g, "meld 8h 8d 8s")
    refused(g, "special garbage 8c qh qd qs qc 5h 5d 5s kh kd ks", "special_after_meld")
    play(g, "undo")
    assert legal(g)[0] == special_text("garbage")


def test_the_special_hand_is_the_whole_hand_and_the_named_one() -> None:
    g = after_draw(CLA, EXAMPLES["garbage"])
    refused(g, "special garbage 8h 8d 8s 8c qh qd qs qc 5h 5d 5s kh kd", "special_whole_hand")
    refused(g, "special garbage 8h 8d 8s 8c qh qd qs qc 5h 5d 5s kh kd kc", "special_whole_hand")
    err = refused(g, "special quads 8h 8d 8s 8c qh qd qs qc 5h 5d 5s kh kd ks", "not_special")
    assert err.message == "Those cards do not make that special hand."


def test_a_special_hand_has_fourteen_cards() -> None:
    rules = RuleSet(special_hands="cla")  # eleven cards dealt: twelve after the draw
    g = position(rules, hands={0: "6h 6d 7h 7d 8h 8d 9h 9d jh jd qh"}, draws="qd")
    play(g, "draw")
    err = refused(g, "special pairs 6h 6d 7h 7d 8h 8d 9h 9d jh jd qh qd", "special_size")
    assert err.message == "A special hand has fourteen cards: you hold 12."


def test_a_special_hand_is_laid_after_the_draw() -> None:
    g = position(CLA, hands={0: EXAMPLES["straight"]})  # fourteen cards before the draw
    refused(g, special_text("straight"), "draw_first")


# ---------------------------------------------------------------- scoring
def test_a_deal_ended_by_a_special_hand_scored_by_hand() -> None:
    # Side 0 (seats 0 and 2) lays a Straight: 3,000 and nothing else - seat 2's cards in
    # hand do not count. Side 1 scores as usual with nobody of theirs going out: the
    # kings (30) and a mixed canasta of fives (5 x 5 + 2 x 20 = 65, + 300) = 395, minus
    # seat 1's and seat 3's cards left in hand.
    g = after_draw(CLA, EXAMPLES["straight"], melds={1: ["kh kd ks", "5d 5d 5s 5s 5c 2d 2s"]},
                   scores=[1000, 2000])
    left = sum(c.points for s in (1, 3) for c in g.hands[s])
    play(g, special_text("straight"))
    result = g.last_result
    assert result is not None and result.went_out == 0 and not result.match_over
    us, them = result.sides
    assert (us.special_hand, us.special_points, us.total, us.score_after) == ("straight", 3000, 3000, 4000)
    assert us.hand_penalty == 0 and us.meld_points == 0 and us.going_out == 0
    assert them.special_hand == "" and them.going_out == 0
    assert them.total == 30 + 65 + 300 - left and them.score_after == 2000 + them.total
    assert g.scores == [4000, 2000 + them.total]
    sheet = score_sheet(CLA, result)
    assert "seat 0 laid a special hand (straight)" in sheet
    assert "straight = 3000" in sheet
    check_cards(g)  # (a position with scores has no earlier results: the score checks would refuse it)
    play(g, "next")
    assert g.special_laid is None and g.deal == 1


def test_a_special_hand_that_reaches_the_target_ends_the_match_as_usual() -> None:
    g = after_draw(CLA, EXAMPLES["triples"], scores=[4500, 100])  # Cuban plays to 7,500
    play(g, special_text("triples"))
    result = g.last_result
    assert result is not None and result.match_over and result.winner == 0 and not result.instant_win
    assert g.phase == MATCH_OVER and g.scores[0] == 8000


@pytest.mark.parametrize("name", ["dream-plus-4", "dream-plus-5"])
def test_a_dream_hand_wins_the_match_at_once_whatever_the_totals(name: str) -> None:
    # the other side is far ahead and stays ahead (a target of 50,000): the Dream Hand wins
    rules = CLA.with_options(target=50000)
    g = after_draw(rules, EXAMPLES[name], scores=[-3000, 40000])
    play(g, special_text(name))
    result = g.last_result
    assert result is not None and result.instant_win and result.match_over and result.winner == 0
    assert g.phase == MATCH_OVER and g.match_winner == 0
    assert g.scores[0] == 5500 and g.scores[1] < 45000
    assert "won at once with a Dream Hand" in score_sheet(rules, result)
    check_cards(g)


def test_pagat_scores_garbage_2000() -> None:
    g = after_draw(PAGAT, EXAMPLES["garbage"])
    play(g, special_text("garbage"))
    assert g.last_result is not None and g.last_result.sides[0].total == 2000


# ---------------------------------------------------------------- fast list = reference list
@pytest.mark.parametrize("preset", ["cuban", "three", "six", "pennies", "samba", "classic", "modern-american"])
@pytest.mark.parametrize("name", list(EXAMPLES))
def test_the_fast_list_equals_the_reference_on_special_hands(preset: str, name: str) -> None:
    rules = PRESETS[preset].with_options(special_hands="cla")
    if rules.hand_size + rules.draw_count != 14:
        rules = rules.with_options(hand_size=14 - rules.draw_count)
    cs = EXAMPLES[name].split()
    cut = 14 - rules.draw_count
    g = position(rules, hands={0: " ".join(cs[:cut])}, draws=" ".join(cs[cut:]))
    play(g, "draw")
    assert g.phase == MELD_PHASE
    fast = g.legal_actions()
    assert fast == g.reference_legal_actions()
    assert str(fast[0]) == special_text(name)


# ---------------------------------------------------------------- records and a small fuzz
def _rigged_deck(rules: RuleSet, seed: int, special: str, deal: int) -> list[Card]:
    """A deck whose first player gets the first thirteen cards of ``special`` and draws
    the fourteenth; the rest shuffled by ``seed`` and ``deal``, red threes at the bottom
    (so nobody draws a replacement before the first draw)."""
    dealer = random.Random(f"{seed}/dealer").randrange(rules.players)
    dealer = (dealer + deal) % rules.players
    mine = cards(special)
    rest = make_deck(rules.packs, rules.jokers_per_pack)
    for c in mine:
        rest.remove(c)
    random.Random(f"{seed}/{deal}/rig").shuffle(rest)
    reds = [c for c in rest if c.is_red_three]
    rest = [c for c in rest if not c.is_red_three]
    first = (dealer + 1) % rules.players
    order: list[Card] = []  # in the order the cards are popped
    for k in range(rules.hand_size):
        for i in range(rules.players):
            order.append(mine[k] if (dealer + 1 + i) % rules.players == first else rest.pop())
    upcard = next(c for c in rest if not c.is_wild and c.rank != 3)
    rest.remove(upcard)
    order += [upcard, mine[13]]
    return reds + rest + list(reversed(order))


@pytest.fixture
def rigged(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every deal of a match starts with a special hand for its first player."""
    import game.engine.state as state_module

    names = list(EXAMPLES)

    def deck(packs: int, jokers: int, seed: str) -> list[Card]:
        match_seed, deal = (int(x) for x in seed.split("/"))
        return _rigged_deck(CLA, match_seed, EXAMPLES[names[deal % len(names)]], deal)

    monkeypatch.setattr(state_module, "shuffled_deck", deck)
    yield


def test_a_match_with_special_hands_round_trips_through_its_record(rigged: None) -> None:
    g = GameState.new(CLA, 7)
    for _ in range(3):  # three deals, each ended by its special hand
        play(g, "draw")
        action = g.legal_actions()[0]
        assert isinstance(action, SpecialHand)
        g.apply(action)
        if g.phase == DEAL_OVER:
            play(g, "next")
    record = GameRecord.from_game(g)
    assert "special pairs" in record.to_text() and "special wild-pairs" in record.to_text()
    again = parse_record(record.to_text()).replay()
    assert snapshot(again) == snapshot(g)
    assert [r.sides for r in again.results] == [r.sides for r in g.results]


@pytest.mark.parametrize("seed", range(6))
def test_random_matches_with_special_hands_keep_every_invariant(rigged: None, seed: int) -> None:
    # the fuzz's own checks (invariants, fast = reference list, illegal trials, the
    # record) over matches whose every deal offers a special hand at the first turn
    fuzzer = MatchFuzzer(CLA, 1000 + seed, trials=4)
    fuzzer.run(3)


# ---------------------------------------------------------------- Modern American
MODERN = PRESETS["modern-american"]


def test_modern_american_plays_the_cla_list() -> None:
    assert MODERN.special_hands == "cla"
    assert MODERN.with_options(special_hands="none").special_hands == "none"


def test_a_modern_american_deal_ended_by_garbage_scored_by_hand() -> None:
    # Seat 0 draws the king to Garbage: side 0 scores 3,000 alone (seat 2's cards do not
    # count). Side 1 scores by Modern American's table as usual: three kings on the
    # table without a canasta count minus (-30), and seats 1 and 3 lose what they hold:
    # 9 9 8 8 6 6 5 5 4 4 J (80) and Q Q J J 10 10 6 5 4 9 9 4 (100).
    g = position(MODERN, melds={1: ["kc kc ks"]}, draws="ks",
                 hands={0: "8h 8d 8s 8c qh qd qs qc 5h 5d 5s kh kd", 1: "9c 9d 8h 8d 6c 6d 5c 5d 4c 4d jh",
                        2: "ac ad 7c 7d jc jd 10c 10d 9s 9h 6s 6h 4s", 3: "qc qd jc jd 10s 10h 6h 5h 4h 9s 9h 4s"})
    play(g, "draw")
    assert g.legal_actions() == g.reference_legal_actions()
    assert str(g.legal_actions()[0]) == special_text("garbage")
    play(g, special_text("garbage"))
    result = g.last_result
    assert result is not None
    us, them = result.sides
    assert (us.special_hand, us.total) == ("garbage", 3000)
    assert them.total == -30 - 80 - 100
    check_cards(g)
