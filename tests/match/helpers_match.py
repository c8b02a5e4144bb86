"""Tables of people played through their seat connections alone: the runner is made
here and never handed to the test, which holds only ``SeatConnection``s."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

from ai import make_agent
from game.engine import PRESETS, Action, Card, RuleSet
from game.match.connection import SeatConnection


def open_table(rules: RuleSet, seed: int, names: Sequence[str] | None = None) -> list[SeatConnection]:
    """A match of ``rules`` dealt from ``seed`` with a person at every seat, and a
    connection for each (the runner stays inside: nothing here returns it)."""
    from game.engine import GameState
    from game.match.players import HumanPlayer
    from game.match.runner import MatchRunner

    names = names or [f"P{s}" for s in range(rules.players)]
    runner = MatchRunner(GameState.new(rules, seed), [HumanPlayer(n) for n in names], speed="instant")
    return [runner.connect(s) for s in range(rules.players)]


def one_deal(preset: str) -> RuleSet:
    """The preset, its match over after one deal (a target any deal reaches)."""
    rules = PRESETS[preset]
    return rules.with_options(target=1) if not rules.match_deals else rules


def play(conns: Sequence[SeatConnection], seed: int, *, deals: int = 1, max_actions: int = 5000,
         after: Callable[[SeatConnection, Action], None] | None = None) -> int:
    """Play ``deals`` deals (or to the match's end) with the rule bot at every seat, each
    deciding from its own connection's view. Returns the actions played."""
    agents = [make_agent("rules", seed * 10 + s) for s in range(len(conns))]
    played = 0
    ended = 0
    while played < max_actions:
        first = conns[0]
        if first.outcome() is not None:
            return played
        view = first.view()
        if view.phase == "deal_over":
            ended += 1
            if ended >= deals:
                return played
            assert first.next_deal() is None
            continue
        mover = next((c for c in conns if c.my_turn()), None)
        assert mover is not None, f"nobody may move in phase {view.phase}"
        action = agents[mover.seat].choose(mover.view())
        refusal = mover.submit([action])
        assert refusal is None, f"{action}: {refusal.message}"
        played += 1
        if after is not None:
            after(mover, action)
    raise AssertionError(f"the deal did not end within {max_actions} actions")


def cards_in(value: Any) -> Iterator[Card]:
    """Every card inside an event's parameters (lists, mappings, nested sentences)."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, Mapping):
        for v in value.values():
            yield from cards_in(v)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            yield from cards_in(v)
    elif hasattr(value, "params"):  # a sentence inside a sentence
        yield from cards_in(value.params)


def all_cards(groups: Iterable[Iterable[Card]]) -> list[Card]:
    return [c for g in groups for c in g]
