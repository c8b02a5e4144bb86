"""Melds and hands that cost until finished (``ai.penalties``; Modern American): the rule
bot starts a meld of sevens, natural aces or wild cards only from a hand that holds most
of it, turns its opening aces into a mixed meld with a wild card, and throws a third ace
or seven; with the penalties off (the same rules otherwise) it melds and keeps them as
anywhere else. And an agent whose plan ends in ``undo`` does not play the turn again
and again."""

from __future__ import annotations

from ai.agent import PolicyAgent
from ai.rulebot import RuleBot
from game.engine import (
    ACE,
    MELD_PHASE,
    PRESETS,
    SEVEN,
    Action,
    Add,
    Card,
    Discard,
    GameState,
    Meld,
    RuleSet,
    Take,
    Undo,
)
from tests.engine.helpers import position

MODERN = PRESETS["modern-american"].with_options(target=1)
NO_PENALTIES = MODERN.with_options(unfinished_aces_penalty=0, unfinished_sevens_penalty=0,
                                   unfinished_wild_penalty=0, held_aces_sevens_penalty=0)


def _plan(rules: RuleSet, hand: str, **kw: object) -> tuple[GameState, list[Action]]:
    g = position(rules, hands={0: hand}, phase=MELD_PHASE, **{"pile": "6c 8d", **kw})  # type: ignore[arg-type]
    return g, RuleBot().plan_turn(g, 0)


def _melds_rank(plan: list[Action], rank: int) -> bool:
    return any(isinstance(a, Meld) and any(c.rank == rank for c in a.cards) for a in plan)


def test_a_meld_of_sevens_is_not_started_from_three_and_the_third_seven_is_thrown() -> None:
    hand = "7c 7d 7h 9c 10d jh qs 5h"
    melds = {0: ["kc kd kh ks kc kd kh", "4c 4d 4h"]}
    _, plan = _plan(MODERN, hand, melds=melds)
    assert not _melds_rank(plan, SEVEN)
    assert isinstance(plan[-1], Discard) and plan[-1].card.rank == SEVEN
    _, plan = _plan(NO_PENALTIES, hand, melds=melds)
    assert _melds_rank(plan, SEVEN)


def test_a_meld_of_sevens_is_started_from_a_hand_that_holds_most_of_it() -> None:
    _, plan = _plan(MODERN, "7c 7d 7h 7s 7c 7d 9c 10d jh qs 5h", melds={0: ["kc kd kh ks kc kd kh", "4c 4d 4h"]})
    assert _melds_rank(plan, SEVEN)


def test_opening_aces_get_a_wild_card_where_they_would_cost_unfinished() -> None:
    hand = "ac ad ah kc kd ks kh qc qd qh 2c 5h 6s"
    g, plan = _plan(MODERN, hand, opened=[False, False])
    for a in plan:
        g.apply(a)
    aces = g.meld_of(0, ACE)
    assert g.opened[0] and aces is not None and aces.wilds >= 1
    g, plan = _plan(NO_PENALTIES, hand, opened=[False, False])
    for a in plan:
        g.apply(a)
    aces = g.meld_of(0, ACE)
    assert g.opened[0] and aces is not None and aces.wilds == 0


def test_a_pile_that_starts_a_costly_meld_is_worth_less() -> None:
    def take_value(rules: RuleSet) -> float:
        g = position(rules, hands={0: "7c 7d 9c 10d jh qs 5h 6h 8s"}, pile="4c 5d 9s 10h 7h",
                     melds={0: ["kc kd kh ks", "4c 4d 4h"]})
        opts = {str(a): v for a, v in RuleBot().draw_options(g, 0)}
        return opts[str(Take((Card.parse("7c"), Card.parse("7d"))))]

    assert take_value(MODERN) < take_value(NO_PENALTIES) - 500


class _Replays:
    """A player whose opening falls short: it melds the same cards every time the turn
    starts again, then throws a card the engine refuses (the fallback is ``undo``)."""

    def __init__(self, script: list[Action], last: Action) -> None:
        self.script, self.last = script, last

    def act(self, g: GameState) -> Action:
        for a in self.script:
            if g.check(a) is None:
                return a
        return self.last


def test_a_plan_that_ends_in_undo_is_not_played_again_for_ever() -> None:
    C = Card.parse
    g = position(MODERN, hands={0: "qd qh qh qs 9c 9d 9h 6c 6d 6d 6h 2d 2s 7h"}, pile="5c 8s 4d", phase=MELD_PHASE,
                 opened=[False, False])
    g.asked_in_deal[0] = True  # asked once this deal already: "ask" is no way out either
    script: list[Action] = [Meld((C("qd"), C("qh"), C("qh"))), Meld((C("9c"), C("9d"), C("9h"))),
                            Meld((C("6c"), C("6d"), C("6d"))), Add(C("qs")), Add(C("6h")),
                            Add(C("2d"), 12)]
    agent = PolicyAgent(1, _Replays(script, Discard(C("7h"))))
    undos = 0
    for _ in range(60):
        if g.to_move != 0 or g.phase != MELD_PHASE:
            break
        a = agent.choose(g.view(0))
        undos += isinstance(a, Undo)
        g.apply(a)
    assert undos == 1 and g.to_move != 0 and g.opened[0]
