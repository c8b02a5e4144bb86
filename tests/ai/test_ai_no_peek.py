"""The AI is given a View, never the game: it cannot peek by construction."""

from __future__ import annotations

import dataclasses
import inspect
import typing

from ai.agent import LEVELS, Agent, make_agent
from game.engine import GameState, View
from tests.ai.helpers_ai import sample_positions


class Poison(list):
    """A hidden part of the real game that fails on any use."""

    def _boom(self, *args: object, **kwargs: object) -> typing.NoReturn:
        raise AssertionError("the AI touched a hidden part of the real game")

    __getitem__ = __iter__ = __len__ = __contains__ = _boom


def test_choose_takes_a_view() -> None:
    hints = typing.get_type_hints(Agent.choose)
    assert hints["view"] is View
    for level in LEVELS:
        agent = make_agent(level, seed=1)
        sig = inspect.signature(agent.choose)
        assert list(sig.parameters) == ["view"]


def test_view_holds_no_game() -> None:
    hints = typing.get_type_hints(View)
    for f in dataclasses.fields(View):
        assert "GameState" not in str(hints[f.name])
    g = sample_positions("classic", 1, 1)[0]
    view = g.view(g.to_move)
    for f in dataclasses.fields(View):
        assert not isinstance(getattr(view, f.name), GameState)


def test_agents_never_touch_the_real_games_hidden_cards() -> None:
    for i, g in enumerate(sample_positions("classic", 4, 6, seed=2)):
        seat = g.to_move
        view = g.view(seat)
        clean = g.clone()
        # poison the real game's hidden cards: other hands and the stock
        for s in range(len(g.hands)):
            if s != seat:
                g.hands[s] = Poison()
        g.stock = Poison()
        for level in LEVELS:
            agent = make_agent(level, seed=i, budget=3, time_limit=None)
            action = agent.choose(view)
            assert clean.check(action) is None, (level, str(action))
