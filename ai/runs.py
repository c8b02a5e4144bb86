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
    if not g.rules.sequences or not g.pile:
        return []
    runs = [m for ms in g.melds for m in ms if m.is_sequence]
    if not any(extends(g.rules, m, g.pile[-1]) for m in runs):
        return []  # the top card continues no run: no such take (the engine's list spared)
    ids = {m.id for m in runs}
    return [a for a in g.legal_actions() if isinstance(a, Take) and a.meld is not None and a.meld in ids]


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


def may_extend_any(r: RuleSet, runs: Iterable[TableMeld], hand: Iterable[Card]) -> bool:
    """Whether some card of the hand may be the next card at an end of one of ``runs``:
    ``extends_any`` for a whole hand at once (a quick test before asking the engine
    for its list; it may say yes where the engine then says no, never the reverse)."""
    cap = r.meld_cap(SEQUENCE)
    ends = {(m.suit, rank) for m in runs if m.size < cap for rank in (m.low - 1, m.high + 1)}
    return any((x.suit, x.rank) in ends for x in hand if not x.is_wild)


def may_start(hand: Iterable[Card]) -> bool:
    """Whether the hand holds three natural cards of one suit in a row (no three): what
    every run start needs (a quick test before asking the engine for its list)."""
    have = {(x.suit, x.rank) for x in hand if not x.is_wild and x.rank != THREE}
    return any((suit, rank + 1) in have and (suit, rank + 2) in have for suit, rank in have)


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
