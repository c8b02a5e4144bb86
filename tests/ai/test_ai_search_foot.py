"""The search's meld plans where melding the hand out brings the seat's foot into it
with the turn going on (Hand and Foot, ``packet_trigger`` = ``hand_empty``).

The foot is hidden from its owner too, so each made-up deal holds other cards there. A
plan that went on after the foot came up named made-up cards and was illegal on the other
made-up deals (session 13: 1,590 illegal play-outs in 63 of Medium's searched decisions
over 100 deals). As with the pennies, the plan is cut where the foot comes up."""

from __future__ import annotations

import random

from ai.rulebot import RuleBot
from ai.search import Search, SearchConfig, meld_options
from game.engine import MELD_PHASE, PRESETS, Action, GameState, determinize
from tests.engine.helpers import position

HF = PRESETS["hand-and-foot"].with_options(target=1)
MELDS = {0: ["9c 9d 9h", "kc kd kh ks kc kd kh"]}


def _game(hand: str) -> GameState:
    return position(HF, hands={0: hand}, phase=MELD_PHASE, pile="6c 8d", melds=MELDS)


def _options(g: GameState) -> tuple[list[tuple[str, list[Action], bool]], str | None]:
    return meld_options(RuleBot(), determinize(g.view(0), random.Random(0)), 0)


def test_every_meld_plan_plays_on_every_made_up_deal() -> None:
    search = Search(SearchConfig(), random.Random(1))
    for hand in ("7c 7d 7h 8c 8d 8h", "7c 7d 7h 8c 8d 8h 2c"):
        g = _game(hand)
        opts, prior = _options(g)
        assert prior is not None
        for i in range(12):
            made_up = determinize(g.view(0), random.Random(100 + i))
            for key, acts, _ in opts:
                assert search._play(made_up.clone(), acts), (hand, key)


def test_the_rule_plan_ends_where_the_foot_comes_up() -> None:
    g = _game("7c 7d 7h 8c 8d 8h")
    opts, prior = _options(g)
    _, acts, leaf = next(o for o in opts if o[0] == prior)
    assert leaf  # the rest of the turn is the play-out's, on each made-up deal's foot
    for a in acts:
        assert not g.packet_taken[0]
        g.apply(a)
    assert g.packet_taken[0] and g.phase == MELD_PHASE and g.to_move == 0


def test_with_the_foot_up_the_plan_is_whole() -> None:
    g = position(HF, hands={0: "7c 7d 7h 8c 8d 8h 4s"}, phase=MELD_PHASE, pile="6c 8d", melds=MELDS,
                 packet_taken=[True] * HF.players)
    opts, prior = _options(g)
    assert not next(leaf for key, _, leaf in opts if key == prior)  # a discard follows, searched as before
