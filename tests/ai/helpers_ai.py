"""Positions for the AI tests: seeded rule-bot games, sampled along the way."""

from __future__ import annotations

import random

from ai.agent import SearchAgent, make_agent
from ai.rulebot import RuleBot
from ai.search import Search, SearchConfig, meld_options
from game.engine import ANSWER_PHASE, DRAW_PHASE, MELD_PHASE, PRESETS, Action, GameState, determinize

PRESET_NAMES = ("classic", "two", "two-online", "three", "six", "family")


def sample_positions(preset: str, deals: int, per_deal: int, seed: int = 0) -> list[GameState]:
    """Copies of positions (a seat to decide in the draw, meld or answer phase) from
    rule-bot games of ``preset``, ``per_deal`` at random from each deal."""
    rules = PRESETS[preset].with_options(target=1)
    bot = RuleBot(use_history=False)
    out: list[GameState] = []
    rng = random.Random(seed)
    for d in range(deals):
        g = GameState.new(rules, 10_000 * seed + d)
        seen: list[GameState] = []
        while not g.results:
            if g.phase in (DRAW_PHASE, MELD_PHASE, ANSWER_PHASE):
                seen.append(g.clone())
            g.apply(bot.act(g))
        rng.shuffle(seen)
        out.extend(seen[:per_deal])
    return out


def other_hidden_cards(g: GameState, seat: int, rng: random.Random) -> GameState:
    """The same game for ``seat`` with the hidden cards dealt again: every other hand
    keeps its size and its known cards, the stock its size; the seat's view is equal."""
    from game.engine import determinize

    h = determinize(g.view(seat), rng)
    # determinize starts the history at the view's deal; keep the real game's frame
    h.actions = list(g.actions)
    h.deal_start = g.deal_start
    h.seed = g.seed
    return h


# ------------------------------------------------------------------ packets (foot, pennies)
MeldOption = tuple[str, list[Action], bool]


def seat0_meld_options(g: GameState) -> tuple[list[MeldOption], str | None]:
    """Seat 0's meld plans as the search builds them, on one made-up deal of its view."""
    return meld_options(RuleBot(), determinize(g.view(0), random.Random(0)), 0)


def assert_plans_play_on_made_up_deals(g: GameState, deals: int = 12) -> None:
    """Every meld plan of seat 0 is legal on other made-up deals of its view: none names
    a hidden card (the made-up packet of the one deal it was planned on)."""
    opts, prior = seat0_meld_options(g)
    assert prior is not None
    search = Search(SearchConfig(), random.Random(1))
    for i in range(deals):
        made_up = determinize(g.view(0), random.Random(100 + i))
        for key, acts, _ in opts:
            assert search._play(made_up.clone(), acts), key


def play_rule_plan_to_the_packet(g: GameState) -> None:
    """Plays the rule bot's plan for seat 0 on ``g``: it must end as a leaf at the action
    that brings seat 0's packet into the hand, with the turn going on."""
    opts, prior = seat0_meld_options(g)
    _, acts, leaf = next(o for o in opts if o[0] == prior)
    assert leaf  # the rest of the turn is the play-out's, on each made-up deal's cards
    for a in acts:
        assert not g.packet_taken[0]
        g.apply(a)
    assert g.packet_taken[0] and g.phase == MELD_PHASE and g.to_move == 0


def search_agent(level: str, budget: int = 16) -> SearchAgent:
    """A search level's player with a small budget and no clock (its per-preset
    settings are read with ``config_for``)."""
    agent = make_agent(level, 1, budget=budget, time_limit=None)
    assert isinstance(agent, SearchAgent)
    return agent
