"""Melds on the table: immutable values, replaced rather than changed, so that a
cloned game shares them safely."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import POINTS, Card, rank_text

#: The kinds of meld: a group of one rank (today's only kind); sequences of one suit and
#: melds of wild cards only are the variants' (``docs/rules.md``).
GROUP, SEQUENCE, WILD = "group", "sequence", "wild"
#: The rank a sequence carries: none (a run holds several ranks), so that looking a
#: meld up by rank (``meld_of``) never finds a run.
NO_RANK = 0
#: The cards a meld needs to be a canasta: seven in every game the engine plays (no
#: source names another size, so it is no option). The one constant for it; the table
#: and the computer players ask ``RuleSet.canasta_size``.
CANASTA_SIZE = 7
#: The most cards a sequence holds: a run of seven is a closed canasta (Samba, Bolivia).
#: ``RuleSet.meld_cap(SEQUENCE)`` answers it to the table.
SEQUENCE_MAX = CANASTA_SIZE
#: The kinds of canasta the bonus table (``RuleSet.canasta_bonus``) knows; a meld of
#: wild cards makes a canasta of kind ``WILD``.
NATURAL, MIXED = "natural", "mixed"
#: The rank a meld of wild cards is filed under (its cards are twos and jokers): an
#: action names it like a meld of that rank (``add jk to 2``), since twos are always
#: wild and no group of twos exists.
WILD_RANK = 2


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld: its rank, its cards (naturals and wild cards), the side it belongs to,
    its kind and its id. The id (``m3`` in an action's text) is given when the meld
    is started and kept as it grows, so an action can name the meld when its rank
    does not say which one is meant."""

    rank: int
    cards: tuple[Card, ...]
    owner: int  # the side the meld belongs to (scores for it)
    wilds: int
    id: int = 0
    kind: str = GROUP

    @staticmethod
    def of(rank: int, cards: tuple[Card, ...], owner: int, id: int = 0, kind: str = GROUP) -> TableMeld:
        return TableMeld(rank, cards, owner, sum(1 for c in cards if c.is_wild), id, kind)

    @property
    def naturals(self) -> int:
        return len(self.cards) - self.wilds

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def is_canasta(self) -> bool:
        return len(self.cards) >= CANASTA_SIZE

    @property
    def is_natural(self) -> bool:
        """No wild card in it. A canasta that ever held a wild card stays mixed, since
        a wild card is never taken out of a canasta."""
        return self.wilds == 0

    @property
    def canasta_kind(self) -> str | None:
        """The canasta's kind by kind of meld and composition (``None``: not a canasta)."""
        if len(self.cards) < CANASTA_SIZE:
            return None
        if self.kind == GROUP:
            return NATURAL if self.wilds == 0 else MIXED
        return self.kind

    @property
    def value(self) -> int:
        return sum(POINTS[c.rank] for c in self.cards)

    @property
    def label(self) -> str:
        """How an action names this meld: ``m3``."""
        return f"m{self.id}"

    @property
    def is_sequence(self) -> bool:
        return self.kind == SEQUENCE

    @property
    def suit(self) -> int:
        """A run's suit (its cards are all of it)."""
        return self.cards[0].suit

    @property
    def low(self) -> int:
        """A run's lowest rank."""
        return min(c.rank for c in self.cards)

    @property
    def high(self) -> int:
        """A run's highest rank."""
        return max(c.rank for c in self.cards)

    def plus(self, *cards: Card) -> TableMeld:
        if self.kind == SEQUENCE:  # a run keeps its cards in rank order
            return TableMeld(self.rank, tuple(sorted(self.cards + cards, key=lambda c: c.rank)), self.owner,
                             self.wilds, self.id, self.kind)
        return TableMeld(self.rank, self.cards + cards, self.owner,
                         self.wilds + sum(1 for c in cards if c.is_wild), self.id, self.kind)

    def swapped(self, natural: Card, wild: Card) -> TableMeld:
        cards = list(self.cards)
        cards.remove(wild)
        cards.append(natural)
        return TableMeld.of(self.rank, tuple(cards), self.owner, self.id, self.kind)

    def __str__(self) -> str:
        if self.kind == SEQUENCE:
            run = " ".join(str(c) for c in sorted(self.cards, key=lambda c: c.rank))
            return f"{self.label}: {run}" + (" (sequence canasta)" if self.is_canasta else "")
        kind = ""
        if self.is_canasta:
            kind = f" ({self.canasta_kind} canasta)"
        name = "wild" if self.kind == WILD else rank_text(self.rank)
        return f"{name}: " + " ".join(str(c) for c in self.cards) + kind


@dataclass(frozen=True, slots=True)
class TurnMark:
    """Where ``undo`` takes a turn back to: the values of the fields the state declares
    as marked (``parts.MARK``/``MARK_SEAT``), by name. All of it is public information."""

    names: tuple[str, ...]
    values: tuple[Any, ...]

    def __getattr__(self, name: str) -> Any:
        if name in ("names", "values"):
            raise AttributeError(name)
        try:
            return self.values[self.names.index(name)]
        except ValueError:
            raise AttributeError(name) from None


@dataclass(frozen=True, slots=True)
class TurnStep:
    """One step ``undo last`` can take back: the last meld or lay-off of the turn, on
    the meld ``meld`` (its id), made by the deal's actions up to index ``end``; the
    turn as it stood before it (``mark``) and how many cards had left (``out``) and
    entered (``into``) the hand by then. Public, like the mark."""

    meld: int
    end: int
    mark: TurnMark
    out: int
    into: int
