"""Runs (sequences of one suit: Samba's "samba", Bolivia's "escalera"), for the rule bot.

A run of seven is worth 1,500 and in Bolivia one is needed to go out; the first rule bot
started runs but rarely finished one (0.1-0.25 run canastas a side per deal), and never
took the pile by putting its top card onto a run (``Take(meld=...)``): a single take
without hand cards puts the top card onto the group of its rank, so an ace that would
have grown the side's run went onto its aces instead. Here: the engine's own list of
takes onto a run, suited cards kept together in hand (a "run draw"), and the danger of a
discard that extends a run of the next opponent's side (who may then take the pile with
it). All of it only where the rules have runs (``RuleSet.sequences``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeGuard

from game.engine import SEQUENCE, THREE, Action, Card, GameState, Meld, RuleSet, TableMeld, Take


def run_takes(g: GameState) -> list[Take]:
    """The ways to take the pile with its top card onto one of the side's runs, as the
    engine lists them (empty where the rules have no runs)."""
    if not g.rules.sequences:
        return []
    runs = {m.id for ms in g.melds for m in ms if m.is_sequence}
    return [a for a in g.legal_actions() if isinstance(a, Take) and a.meld is not None and a.meld in runs]


def starts_run(a: Action) -> TypeGuard[Meld]:
    """Whether ``a`` starts a run: a meld whose cards are all of different ranks (the
    engine's melds of one rank or of wild cards repeat one)."""
    return isinstance(a, Meld) and len({x.rank for x in a.cards}) == len(a.cards)


def extends(r: RuleSet, m: TableMeld, card: Card) -> bool:
    """Whether ``card`` is the next card at either end of the run ``m`` (a run at the
    rules' cap, ``meld_cap(SEQUENCE)``, is closed; a three is never in a run)."""
    if not m.is_sequence or m.size >= r.meld_cap(SEQUENCE) or card.is_wild or card.rank == THREE or card.suit != m.suit:
        return False
    return card.rank in (m.low - 1, m.high + 1)


def extends_any(r: RuleSet, melds: Iterable[TableMeld], card: Card) -> bool:
    return any(extends(r, m, card) for m in melds)


def run_draw(hand: Iterable[Card], card: Card) -> bool:
    """Whether ``card`` has a natural card of its suit in ``hand`` within two ranks of
    it (together they may grow into a run)."""
    if card.is_wild or card.rank == THREE:
        return False
    return any(x.suit == card.suit and not x.is_wild and x.rank != THREE and 0 < abs(x.rank - card.rank) <= 2
               for x in hand)


def stretch(hand: Iterable[Card], cards: Iterable[Card]) -> int:
    """How many cards of the hand the run of ``cards`` (natural, one suit) grows to:
    the run's own and the hand's cards of its suit that follow on at either end."""
    cs = list(cards)
    suit = cs[0].suit
    have = {x.rank for x in hand if x.suit == suit and not x.is_wild and x.rank != THREE}
    low, high = min(c.rank for c in cs), max(c.rank for c in cs)
    while low - 1 in have:
        low -= 1
    while high + 1 in have:
        high += 1
    return high - low + 1


def free_start(hand: Iterable[Card], cards: Iterable[Card], meld_ranks: set[int]) -> bool:
    """Whether a run could start from ``cards`` without taking a card a meld of a rank
    wants: each is the hand's only card of its rank and the side has no meld of it."""
    counts: dict[int, int] = {}
    for x in hand:
        counts[x.rank] = counts.get(x.rank, 0) + 1
    return all(counts.get(c.rank, 0) == 1 and c.rank not in meld_ranks for c in cards)
