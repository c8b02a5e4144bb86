"""What one seat knows, read from a game without looking at anything hidden.

Every function here takes a ``GameState`` and a ``seat`` and reads only what that seat
may know: its own hand, the sizes of the other hands, the table (melds, red threes,
the pile), the cards known to be in other hands (taken from the pile), the size of the
stock and this deal's actions. The computer players build such a game from their
``View`` with ``determinize`` (the hidden cards there are made up), so reading only
these fields is what makes a decision independent of the hidden cards; the test
``tests/ai/test_ai_invariance.py`` checks it on many positions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from game.engine import (
    JOKER,
    THREE,
    TWO,
    Action,
    Answer,
    Ask,
    Discard,
    Draw,
    GameState,
    RuleSet,
    Take,
    TakeBack,
    make_deck,
)

#: Length of the per-kind count arrays, indexed by rank (2 ... ace, joker = 15).
NKINDS = 16


@lru_cache(maxsize=64)
def deck_counts(rules: RuleSet) -> tuple[int, ...]:
    """How many cards of each rank the deck holds (threes all together), counted from
    the engine's own deck for the rules' packs and jokers."""
    counts = [0] * NKINDS
    for c in make_deck(rules.packs, rules.jokers_per_pack):
        counts[c.rank] += 1
    return tuple(counts)


def unseen_counts(g: GameState, seat: int) -> list[int]:
    """Per rank, the cards ``seat`` has not seen (in other hands or in the stock),
    apart from the cards known to be in other hands and the black threes set aside. Threes count black and red
    together, so at classic tables the number is an over-estimate for threes (red
    ones are laid out at once) -- threes are never a pile rank there anyway."""
    counts = list(deck_counts(g.rules))
    for c in g.hands[seat]:
        counts[c.rank] -= 1
    for ms in g.melds:
        for m in ms:
            for c in m.cards:
                counts[c.rank] -= 1
    for reds in g.red_threes:
        counts[THREE] -= len(reds)
    for blacks in g.black_threes:  # set aside from taken piles (Cuban), in sight of all
        counts[THREE] -= len(blacks)
    for c in g.pile:
        counts[c.rank] -= 1
    for c in g.pending:
        counts[c.rank] -= 1
    for s, known in enumerate(g.known):
        if s != seat:
            for c in known:
                counts[c.rank] -= 1
    return counts


@dataclass
class History:
    """What the deal's actions tell about the other players (public knowledge).

    ``discarded[s]`` holds the ranks seat ``s`` discarded this deal; ``passed[s]`` the
    ranks that lay on top of a pile of two or more cards that ``s`` could have taken
    but drew instead. A player seldom throws or passes a rank they hold a pair of."""

    discarded: list[set[int]] = field(default_factory=list)
    passed: list[set[int]] = field(default_factory=list)


def read_history(rules: RuleSet, dealer: int, actions: list[Action] | tuple[Action, ...]) -> History:
    """Replay the seat order of a deal's actions (public) and collect what each
    player discarded and passed."""
    n = rules.players
    h = History([set() for _ in range(n)], [set() for _ in range(n)])
    seat = (dealer + 1) % n
    pile_top: int | None = None
    pile_len = 0
    asker = seat
    for a in actions:
        if isinstance(a, (Discard, TakeBack)):
            if isinstance(a, Discard):  # a card taken back from a meld says nothing of the hand
                h.discarded[seat].add(a.card.rank)
            pile_top = a.card.rank
            pile_len += 1
            seat = (seat + 1) % n
        elif isinstance(a, Draw):
            if pile_top is not None and pile_len >= 2 and pile_top not in (TWO, JOKER, THREE):
                h.passed[seat].add(pile_top)
        elif isinstance(a, Take):
            pile_top = None
            pile_len = 0
        elif isinstance(a, Ask):
            asker = seat
            side = rules.sides[rules.side_of(seat)]
            seat = side[(side.index(seat) + 1) % len(side)]
        elif isinstance(a, Answer):
            seat = asker
    return h
