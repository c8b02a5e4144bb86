"""Games made up from a view: ``determinize`` from the engine, with one correction.

At tables where red threes are laid out at once (``red_threes_auto``), a red three is
never in a hand: every unseen red three is in the stock. The engine's ``determinize``
deals the unseen cards without that rule, so a hidden hand may get a red three, which
then can be neither melded nor discarded (a player left with only a red three has no
legal action). ``deal`` moves such red threes into the stock, swapping them with
stock cards, before anything is played.
"""

from __future__ import annotations

import random

from game.engine import GameState, View, determinize


def deal(view: View, rng: random.Random) -> GameState:
    """A full game that agrees with ``view`` (see ``determinize``), red threes only in
    the stock where the rules lay them out at once."""
    g = determinize(view, rng)
    r = g.rules
    if not (r.threes_special and r.red_threes_auto):
        return g
    stock = g.stock
    for s, hand in enumerate(g.hands):
        if s == view.seat:
            continue
        for i, c in enumerate(hand):
            if not c.is_red_three:
                continue
            swaps = [j for j, x in enumerate(stock) if not x.is_red_three]
            if not swaps:
                return g
            j = swaps[rng.randrange(len(swaps))]
            hand[i], stock[j] = stock[j], c
    return g
