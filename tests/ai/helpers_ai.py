"""Positions for the AI tests: seeded rule-bot games, sampled along the way."""

from __future__ import annotations

import random

from ai.rulebot import RuleBot
from game.engine import ANSWER_PHASE, DRAW_PHASE, MELD_PHASE, PRESETS, GameState

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
