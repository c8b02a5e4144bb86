"""The computer players' match decisions (ai/match.py), from their view: offering a
double, accepting one or giving the match up."""

from __future__ import annotations

from ai import match
from ai.agent import make_agent
from game.engine import Accept, GameState, GiveUp, Phase
from game.engine.rules import CLASSIC


def _doubled(scores: list[int]) -> GameState:
    g = GameState.new(CLASSIC, 5)
    g.scores = scores
    g.apply(g.match_actions()[0])  # the mover offers a double
    assert g.phase == Phase.DOUBLE
    return g


def test_a_side_close_behind_accepts_and_a_hopeless_one_gives_up() -> None:
    g = _doubled([0, 0])
    assert match.accepts_double(g.view(g.to_move))
    mover_side = 1 - g.side_to_move
    scores = [0, 0]
    scores[mover_side] = 4600  # the offering side is near the 5,000 target, far ahead
    g = _doubled(scores)
    assert not match.accepts_double(g.view(g.to_move))


def test_a_side_that_may_not_give_up_always_accepts() -> None:
    g = GameState.new(CLASSIC.with_options(allow_give_up=False), 5)
    g.scores = [4600, 4600]
    g.scores[1 - g.side_to_move] = 0
    g.apply(g.match_actions()[0])
    assert match.accepts_double(g.view(g.to_move))


def test_an_agent_answers_a_double_with_an_engine_action() -> None:
    agent = make_agent("rules", 1)
    g = _doubled([0, 0])
    assert agent.choose(g.view(g.to_move)) == Accept()
    scores = [0, 0]
    scores[1 - g.side_to_move] = 4600
    g = _doubled(scores)
    assert agent.choose(g.view(g.to_move)) == GiveUp(g.side_to_move)


def test_a_double_is_offered_only_far_ahead_near_the_end() -> None:
    g = GameState.new(CLASSIC, 5)
    side = g.side_to_move
    assert not match.wants_double(g.view(g.to_move))
    g.scores = [0, 0]
    g.scores[side] = 3500
    assert match.wants_double(g.view(g.to_move))
    g.doubled_deal = g.deal  # once a deal
    assert not match.wants_double(g.view(g.to_move))
    assert not match.wants_double(GameState.new(CLASSIC.with_options(allow_double=False), 5).view(0))
