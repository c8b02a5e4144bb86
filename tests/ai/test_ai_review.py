"""The deal review (``ai.review``): it reads only the reviewed seat's view, finds a clear
blunder and ranks it first, and reads a recorded deal's decisions as they were taken.
Play-outs are kept small so the tests are quick; the findings are deterministic for a
seed, so the small budgets decide nothing by luck of the clock."""

from __future__ import annotations

import random
import threading
from collections import Counter

import pytest

from ai.agent import make_agent
from ai.review import Decision, Finding, ReviewConfig, Reviewer, decisions_of, flagged, review_decision
from ai.rulebot import RuleBot, Stuck
from game.engine import ANSWER_PHASE, DRAW_PHASE, MELD_PHASE, PRESETS, Discard, GameState, Meld
from game.engine.cards import Card, make_deck
from game.engine.record import GameRecord
from tests.ai.helpers_ai import other_hidden_cards, sample_positions
from tests.engine.helpers import cards, position

SMALL = ReviewConfig(choose=16, compare=16)
#: Enough deals for an interval that a blunder of about 150 points clears at every seed tried.
BLUNDER = ReviewConfig(choose=32, compare=48)


def easy_decision(g: GameState) -> Decision:
    """The decision of the seat to move, played as Easy would (a careless player, so the
    review has something to disagree with)."""
    seat = g.to_move
    view = g.view(seat)
    if g.phase == DRAW_PHASE:
        return Decision(0, "draw", view, (make_agent("easy", 3).choose(view),))
    if g.phase == ANSWER_PHASE:
        return Decision(0, "answer", view, (make_agent("easy", 3).choose(view),))
    try:
        plan = RuleBot().plan_turn(g, seat)
    except Stuck:
        plan = []
    if plan and isinstance(plan[-1], Discard) and len(plan) == 1:
        return Decision(0, "discard", view, (plan[-1],))
    return Decision(0, "meld", view, tuple(a for a in plan if not isinstance(a, Discard)))


# ------------------------------------------------------------------ no peeking
@pytest.fixture(scope="module")
def pairs() -> list[tuple[GameState, GameState]]:
    rng = random.Random(46)
    out = []
    for preset, deals, per in (("classic", 3, 4), ("two", 2, 4), ("samba", 1, 4), ("hand-and-foot", 1, 4)):
        for g in sample_positions(preset, deals, per, seed=46):
            out.append((g, other_hidden_cards(g, g.to_move, rng)))
    return out


def test_hidden_cards_really_differ(pairs: list[tuple[GameState, GameState]]) -> None:
    differ = sum(1 for g, h in pairs if g.stock != h.stock or any(
        sorted(g.hands[s]) != sorted(h.hands[s]) for s in range(len(g.hands)) if s != g.to_move))
    assert differ >= 0.9 * len(pairs)


def test_the_review_is_the_same_whatever_the_hidden_cards(pairs: list[tuple[GameState, GameState]]) -> None:
    """Two games that look the same to the seat but hide other cards: the same review."""
    disagreed = 0
    for i, (g, h) in enumerate(pairs):
        a, b = easy_decision(g), easy_decision(h)
        assert a == b  # the decision itself is the seat's: its view and its actions
        fa = review_decision(a, SMALL, seed=i)
        fb = review_decision(b, SMALL, seed=i)
        assert fa == fb
        disagreed += not fa.agrees
    assert disagreed > 0  # the review did compare something, not only agree


def test_every_preset_the_search_plays_is_reviewed() -> None:
    for preset in PRESETS:
        for g in sample_positions(preset, 1, 3, seed=7):
            d = easy_decision(g)
            f = review_decision(d, ReviewConfig(choose=6, compare=6), seed=1)
            assert isinstance(f, Finding) and f.kind == d.kind
            c = g.clone()
            for action in f.best:  # the computer's choice is legal on the real game
                assert c.check(action) is None, (preset, f)
                c.apply(action)


# ------------------------------------------------------------------ blunders
def ordinary_decisions(n: int) -> list[Decision]:
    """Decisions as the rule bot played them in Classic (no blunder among them)."""
    out = []
    for g in sample_positions("classic", 2, n, seed=9)[:n]:
        d = easy_decision(g)
        out.append(d)
    return out


def feeding_the_pile() -> tuple[GameState, Decision]:
    """A big unfrozen pile; West's side has six kings: a king thrown gives West the pile
    and the canasta."""
    rules = PRESETS["classic"].with_options(target=1)
    g = position(rules, hands={0: "kh 4c 5d 6s 8d 9h jc qd 7s"},
                 pile="5s 6h 7c 8s 9c 10d jh qs 4h 6d 9s 10c 7h 8c", pile_frozen=False, phase=MELD_PHASE,
                 melds={0: ["ac ad ah"], 1: ["ks kc kd ks kc 2s"]})
    return g, Decision(1000, "discard", g.view(0), (Discard(Card.parse("kh")),))


def melding_the_pair() -> tuple[GameState, Decision]:
    """Two players, a frozen pile of 64 cards. North's hand is known (taken from the
    pile): pairs and a single eight, which it throws. South holds the natural pair of
    eights that takes the pile then, and melds it away with a wild card."""
    rules = PRESETS["two"].with_options(target=1)
    mine = "8h 8d 2c 3c 3s"
    north = "8c 4h 4d 9c 9d 10c 10d 6h 6d 5c 5d 7h 7c"
    stock = "4c 4s 9h 9s 10h 10s 6c 6s 5h 5s 7d 7s"
    melds = {0: ["ac ad ah", "ks kc kh"], 1: ["js jd jh", "qs qh qd"]}
    threes = "3h 3d 3h 3d"
    used = Counter(cards(" ".join([mine, north, stock, threes, *melds[0], *melds[1]])))
    rest = sorted((Counter(make_deck(rules.packs, rules.jokers_per_pack)) - used).elements(),
                  key=lambda c: (not c.is_wild, str(c)))  # wild cards at the bottom
    g = position(rules, hands={0: mine, 1: north}, pile=" ".join(str(c) for c in rest), pile_frozen=True,
                 phase=MELD_PHASE, melds=melds, stock=stock, scores=[0, 3000], red_threes={0: "3h 3d", 1: "3h 3d"})
    g.known[1] = list(g.hands[1])
    return g, Decision(1000, "meld", g.view(0), (Meld(tuple(cards("8h 8d 2c"))),))


@pytest.mark.parametrize("blunder", [feeding_the_pile, melding_the_pair])
def test_the_blunder_is_found_and_ranked_first(blunder) -> None:  # type: ignore[no-untyped-def]
    _, d = blunder()
    decisions = [*ordinary_decisions(6), d]
    findings = Reviewer(1, BLUNDER).review(decisions, seed=3)
    assert len(findings) == len(decisions)
    shown = flagged(findings)
    assert shown and shown[0].index == d.index
    assert shown[0].low > 0 and shown[0].cost is not None and shown[0].cost >= BLUNDER.min_cost


def test_the_reasons_name_what_happened() -> None:
    _, d = feeding_the_pile()
    f = review_decision(d, BLUNDER, seed=1)
    assert f.reason.msgid == "review.reason.feeds_pile"
    assert f.reason.params["seat"] == 1 and f.reason.params["count"] == 15
    assert f.best and f.best[0] != d.played[0]
    _, d = melding_the_pair()
    f = review_decision(d, BLUNDER, seed=1)
    assert f.reason.msgid == "review.reason.melds_pile_pair"
    assert not any(isinstance(a, Meld) and Card.parse("8h") in a.cards for a in f.best)


# ------------------------------------------------------------------ a recorded deal
@pytest.fixture(scope="module")
def record() -> GameRecord:
    rules = PRESETS["classic"].with_options(target=1)
    g = GameState.new(rules, 5)
    agents = [make_agent("easy", s) for s in range(rules.players)]
    while not g.results:
        g.apply(agents[g.to_move].choose(g.view(g.to_move)))
    return GameRecord.from_game(g, [("You", "human"), ("West", "easy"), ("North", "easy"), ("East", "easy")])


def test_the_decisions_of_a_record_are_the_human_seats_with_their_views(record: GameRecord) -> None:
    decisions = decisions_of(record, 0)
    assert decisions and {d.view.seat for d in decisions} == {0}
    assert {"draw", "meld", "discard"} <= {d.kind for d in decisions}
    g = GameState.new(record.rules, record.seed)
    views = {}
    for i, a in enumerate(record.actions):
        views[i] = g.view(g.to_move)
        g.apply(a)
    for d in decisions:
        assert d.view == views[d.index]  # the view the seat had when it decided
        if d.played:
            assert d.played[0] == record.actions[d.index]
        else:  # melded nothing: the decision is the discard's moment, as the seat saw it then
            assert d.kind == "meld" and isinstance(record.actions[d.index], Discard)
    draws = [d for d in decisions if d.kind == "draw"]
    discards = [d for d in decisions if d.kind == "discard"]
    assert len(draws) >= len(discards) >= len(draws) - 1
    assert decisions_of(record, 0, seats=[1]) and all(d.view.seat == 1 for d in decisions_of(record, 0, seats=[1]))


def test_progress_and_stop(record: GameRecord) -> None:
    decisions = decisions_of(record, 0)[:6]
    seen: list[tuple[int, int]] = []
    stop = threading.Event()

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        if done == 2:
            stop.set()

    found = Reviewer(1, SMALL).review(decisions, progress=progress, stop=stop)
    assert seen == [(1, 6), (2, 6)] and len(found) == 2  # the two finished before the stop


def test_worker_processes_give_the_same_findings(record: GameRecord) -> None:
    decisions = decisions_of(record, 0)[:5]
    alone = Reviewer(1, SMALL).review(decisions, seed=2)
    with Reviewer(2, SMALL) as reviewer:
        shared = reviewer.review(decisions, seed=2)
    assert shared == alone
