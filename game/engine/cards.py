"""Cards, ranks, suits and the deck.

Canasta only cares about suits for threes (red threes are bonus cards, black threes
stop the pile), so the rules work on *kinds*; the suit is kept for the table and for
the record, where a player expects to see the very card they played.
"""

from __future__ import annotations

import random
from typing import ClassVar

# Ranks. 2 is a wild card; JOKER is the joker; 3 is special in classic rules.
TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN = 2, 3, 4, 5, 6, 7, 8, 9, 10
JACK, QUEEN, KING, ACE, JOKER = 11, 12, 13, 14, 15

CLUBS, DIAMONDS, HEARTS, SPADES, NO_SUIT = 0, 1, 2, 3, 4

RANK_TEXT = {
    2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
    11: "j", 12: "q", 13: "k", 14: "a", 15: "jk",
}
SUIT_TEXT = {CLUBS: "c", DIAMONDS: "d", HEARTS: "h", SPADES: "s", NO_SUIT: ""}
SUIT_SYMBOL = {CLUBS: "\u2663", DIAMONDS: "\u2666", HEARTS: "\u2665", SPADES: "\u2660", NO_SUIT: ""}
_RANK_PARSE = {v: k for k, v in RANK_TEXT.items()} | {"t": 10, "joker": 15, "*": 15}
_SUIT_PARSE = {
    "c": CLUBS, "d": DIAMONDS, "h": HEARTS, "s": SPADES,
    "\u2663": CLUBS, "\u2666": DIAMONDS, "\u2665": HEARTS, "\u2660": SPADES,
}

#: Card values for melds and for cards left in hand (seed 000, "Kartenpunktwerte").
POINTS = {
    JOKER: 50, TWO: 20, ACE: 20, KING: 10, QUEEN: 10, JACK: 10, TEN: 10, NINE: 10,
    EIGHT: 10, SEVEN: 5, SIX: 5, FIVE: 5, FOUR: 5, THREE: 5,
}

#: Card values at face (seed 004: "Zahlenkarten ihren Wert, Bilder 10, das Ass 20, der
#: Joker 50"), for cards left in hand where ``hand_values`` is ``face``.
FACE_VALUES = {rank: rank for rank in range(2, 11)} | {JACK: 10, QUEEN: 10, KING: 10, ACE: 20, JOKER: 50}

#: Ranks that can form a meld of their own (threes only when they are not special).
NATURAL_RANKS = (FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE)


class CardParseError(ValueError):
    """Raised when a card's text form cannot be read."""


class Card:
    """One playing card. Cards are interned: ``Card(7, HEARTS)`` always returns the
    same object, so equal cards from different packs are one value, compared by
    identity (fast) and ordered by rank, then suit."""

    __slots__ = (
        "_key",
        "is_black_three",
        "is_joker",
        "is_red",
        "is_red_three",
        "is_wild",
        "points",
        "rank",
        "suit",
    )
    _interned: ClassVar[dict[tuple[int, int], Card]] = {}

    rank: int
    suit: int
    is_wild: bool
    is_joker: bool
    is_red: bool
    is_red_three: bool
    is_black_three: bool
    points: int
    _key: int

    def __new__(cls, rank: int, suit: int) -> Card:
        card = cls._interned.get((rank, suit))
        if card is not None:
            return card
        if rank == JOKER:
            if suit != NO_SUIT:
                raise CardParseError("a joker has no suit")
        elif not (2 <= rank <= 14 and suit in (CLUBS, DIAMONDS, HEARTS, SPADES)):
            raise CardParseError(f"no such card: rank {rank}, suit {suit}")
        card = object.__new__(cls)
        red = suit in (HEARTS, DIAMONDS)
        for name, value in (
            ("rank", rank), ("suit", suit), ("is_wild", rank in (TWO, JOKER)),
            ("is_joker", rank == JOKER), ("is_red", red), ("is_red_three", rank == THREE and red),
            ("is_black_three", rank == THREE and not red), ("points", POINTS[rank]),
            ("_key", rank * 8 + suit),
        ):
            object.__setattr__(card, name, value)
        cls._interned[(rank, suit)] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int, int]]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __lt__(self, other: Card) -> bool:
        return self._key < other._key

    def __le__(self, other: Card) -> bool:
        return self._key <= other._key

    def __gt__(self, other: Card) -> bool:
        return self._key > other._key

    def __ge__(self, other: Card) -> bool:
        return self._key >= other._key

    @property
    def symbol(self) -> str:
        """The card as a player reads it, e.g. ``7♥``; the joker is ``Joker``."""
        if self.rank == JOKER:
            return "Joker"
        return RANK_TEXT[self.rank].upper() + SUIT_SYMBOL[self.suit]

    def __str__(self) -> str:
        return RANK_TEXT[self.rank] + SUIT_TEXT[self.suit]

    def __repr__(self) -> str:
        return f"Card({self})"

    @staticmethod
    def parse(text: str) -> Card:
        """Read ``7h``, ``10s``, ``ts``, ``KD``, ``jk`` or ``7♥``."""
        t = text.strip().lower()
        if t in ("jk", "joker", "*"):
            return JOKER_CARD
        if len(t) < 2:
            raise CardParseError(f"not a card: {text!r}")
        rank_text, suit_text = t[:-1], t[-1]
        if rank_text not in _RANK_PARSE or suit_text not in _SUIT_PARSE:
            raise CardParseError(f"not a card: {text!r}")
        rank = _RANK_PARSE[rank_text]
        if rank == JOKER:
            raise CardParseError(f"not a card: {text!r}")
        return CARD[rank][_SUIT_PARSE[suit_text]]


def _make_cards() -> dict[int, dict[int, Card]]:
    table: dict[int, dict[int, Card]] = {}
    for rank in range(2, 15):
        table[rank] = {suit: Card(rank, suit) for suit in (CLUBS, DIAMONDS, HEARTS, SPADES)}
    table[JOKER] = {NO_SUIT: Card(JOKER, NO_SUIT)}
    return table


#: Interned cards: ``CARD[rank][suit]``.
CARD = _make_cards()
JOKER_CARD = CARD[JOKER][NO_SUIT]


def parse_rank(text: str) -> int:
    """Read a rank as used in actions (``7``, ``k``, ``10``, ``jk``)."""
    t = text.strip().lower()
    if t not in _RANK_PARSE:
        raise CardParseError(f"not a rank: {text!r}")
    return _RANK_PARSE[t]


def rank_text(rank: int) -> str:
    return RANK_TEXT[rank]


def make_deck(packs: int, jokers_per_pack: int = 2) -> list[Card]:
    """All cards of ``packs`` French packs with their jokers, in a fixed order."""
    deck: list[Card] = []
    for _ in range(packs):
        for rank in range(2, 15):
            for suit in (CLUBS, DIAMONDS, HEARTS, SPADES):
                deck.append(CARD[rank][suit])
        deck.extend([JOKER_CARD] * jokers_per_pack)
    return deck


def shuffled_deck(packs: int, jokers_per_pack: int, seed: str) -> list[Card]:
    """A deck shuffled by a generator seeded from text, the same on every machine."""
    deck = make_deck(packs, jokers_per_pack)
    random.Random(seed).shuffle(deck)
    return deck


def sort_key(card: Card) -> tuple[int, int]:
    """Order for a fanned hand: threes, naturals low to high, then twos and jokers."""
    if card.rank == JOKER:
        return (17, card.suit)
    if card.rank == TWO:
        return (16, card.suit)
    return (card.rank, card.suit)


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(str(c) for c in cards)
