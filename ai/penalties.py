"""Melds and hands that cost points until they are finished, for the rule bot.

Where the rules punish an unfinished meld at the end of the deal (Modern American: a
natural meld of aces or a meld of sevens -2,500, a meld of wild cards -2,000) a meld
started with three cards is a bet that the side finds the other four. The first rule bot
started them like any meld and paid about 2,700 points a side per deal for them (10
deals against ``rules-v1``, seed 41, on 487538c) and lost to every opponent there
(``benchmarks/ai/decisions/modern-american_rules-before-variant-plans_vs_rules-v1_seed41.txt``).
Here such a meld is started only from a hand
that holds most of it, a wild card goes into the side's opening meld where that makes it
an ordinary mixed meld, and a hand sheds the cards that cost while held (three aces or
three sevens: -1,500).

Which meld or hand costs, and how much, is asked of the engine's own score sheet
(``unfinished_penalty``, ``held_penalty``), so every rule set is read the same way; under
rules without such penalties every function here answers "no cost" and the bot plays as
before.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.engine import Card, GameState, RuleSet, TableMeld, TakeBack, held_penalty, take_back_cost, unfinished_penalty


def unfinished_cost(rules: RuleSet, rank: int, cards: Iterable[Card], side: int, kind: str = "group") -> int:
    """What a meld of ``cards`` (of ``rank``; ``kind`` ``wild`` for a meld of wild
    cards) would cost the side if the deal ended with it unfinished."""
    meld = TableMeld.of(rank, tuple(cards), side, kind=kind)
    return unfinished_penalty(rules, [meld])


def costly_start(rules: RuleSet, rank: int, cards: Iterable[Card], side: int, held: int, start_min: int,
                 kind: str = "group") -> bool:
    """Whether starting this meld is a bet the bot should not make: it costs while
    unfinished and the hand (``held``: the cards of it the seat can put in now) does
    not make it at least ``start_min`` cards."""
    return held < start_min and unfinished_cost(rules, rank, cards, side, kind) > 0


def held_cost_of_keeping(rules: RuleSet, hand: list[Card], card: Card) -> int:
    """How much less the hand would cost at the end of the deal without ``card`` (the
    penalty for three aces or three sevens held); 0 under rules without it."""
    now = held_penalty(rules, hand)
    if not now:
        return 0
    rest = list(hand)
    rest.remove(card)
    return now - held_penalty(rules, rest)


def cheapest_take_back(g: GameState) -> TakeBack | None:
    """The take-back that costs the side least (``take_back_cost``), when no card in
    the hand may be discarded and the rules take a melded card back instead; so a
    canasta is broken only when no other meld can give a card."""
    best: tuple[int, int, TakeBack] | None = None
    for a in g.legal_actions():
        if isinstance(a, TakeBack):
            meld = g.meld_by_id(a.meld)
            if meld is None:
                continue
            key = (take_back_cost(g.rules, meld, a.card), a.meld)
            if best is None or key < best[:2]:
                best = (key[0], key[1], a)
    return best[2] if best is not None else None
