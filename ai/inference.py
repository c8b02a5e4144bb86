"""Made-up deals that agree with what the other players showed by their play.

``determinize`` deals the cards a seat has not seen uniformly to the other hands and the
stock: every made-up opponent is as likely to hold a pair of the rank it has just thrown
as of any other. A player seldom throws a rank it holds a pair of, and once its side is
open it seldom passes a pile topped by a rank it holds a natural pair of (where the pile
is frozen, such a pair is exactly what takes it). ``read_hands`` moves a made-up deal
toward those readings: in each other hand, the cards beyond the ones known to be there
keep at most one card of each rank the player threw or passed; the excess is swapped with
cards of the stock. It reads only the deal's public actions and the table, so a search
that uses it still decides on what its seat knows (``tests/ai/test_ai_invariance.py``).

The reading is a tendency, not a rule (a player may have drawn a second card of the rank
since, or kept a pair for a reason of its own): it is applied to each other hand of a
made-up deal with the chance ``chance``, and the rest keep the uniform deal.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.engine import ACE, FOUR, Card, GameState

from .knowledge import History, read_history

_NATURAL = range(FOUR, ACE + 1)


def telling_ranks(g: GameState, seat: int, hist: History) -> list[frozenset[int]]:
    """Per seat, the natural ranks whose pair its play says it does not hold (empty for
    ``seat`` itself): the ranks it threw this deal, and those of the piles it passed
    once its side had opened (approximated by the side being open now; before its first
    meld a pair may not be enough to take a pile)."""
    r = g.rules
    out: list[frozenset[int]] = []
    for s in range(r.players):
        if s == seat:
            out.append(frozenset())
            continue
        ranks = set(hist.discarded[s])
        if g.opened[r.side_of(s)]:
            ranks |= hist.passed[s]
        out.append(frozenset(x for x in ranks if x in _NATURAL))
    return out


def read_hands(g: GameState, seat: int, ranks: list[frozenset[int]], rng: random.Random, chance: float) -> int:
    """Make each other hand of the made-up deal ``g`` (with the chance ``chance``) hold at
    most one card of each of its ``ranks`` among its cards not known to be there, by
    swapping the excess with stock cards of other ranks. Returns the number of cards
    swapped. The seat's own hand, the cards known in other hands, the hand sizes and the
    stock's size are unchanged, and the cards swapped in are as unseen as those swapped
    out, so the deal still agrees with the seat's view."""
    if chance <= 0 or not g.stock:
        return 0
    r = g.rules
    swapped = 0
    for s, avoid in enumerate(ranks):
        if s == seat or not avoid or rng.random() >= chance:
            continue
        hand = g.hands[s]
        first_hidden = len(g.known[s])
        held: dict[int, list[int]] = {}
        for i in range(first_hidden, len(hand)):
            if hand[i].rank in avoid:
                held.setdefault(hand[i].rank, []).append(i)
        for idxs in held.values():
            for i in idxs[1:]:
                j = _stock_card(g, avoid, rng, r.bonus_three)
                if j is None:
                    return swapped
                hand[i], g.stock[j] = g.stock[j], hand[i]
                swapped += 1
    return swapped


def _stock_card(g: GameState, avoid: frozenset[int], rng: random.Random,
                is_bonus: Callable[[Card], bool]) -> int | None:
    """A random stock position holding a card that may go to the hand: not one of the
    ranks it should not pair, and not a red three where those are laid out at once
    (``determinize`` keeps them in the stock)."""
    stock = g.stock
    for _ in range(12):
        j = rng.randrange(len(stock))
        c = stock[j]
        if c.rank not in avoid and not is_bonus(c):
            return j
    fits = [j for j, c in enumerate(stock) if c.rank not in avoid and not is_bonus(c)]
    return rng.choice(fits) if fits else None


def history_of(g: GameState) -> History:
    """The public reading of the deal so far (``knowledge.read_history``)."""
    return read_history(g.rules, g.dealer, g.actions[g.deal_start:])
