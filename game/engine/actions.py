"""Actions: small immutable values with a text form that parses back.

``draw``, ``take``, ``take 7h 7d``, ``take to m3``, ``meld 7h 7d 2c``,
``meld 5h 6h 7h`` (a run), ``add 7s``, ``add 2c to 7``,
``add 7s to 7@2``, ``add 9h to m3`` (a meld by its id), ``discard ks``, ``ask``, ``answer yes``, ``undo``, ``stop``,
``next``, ``dig 3``, ``lay 3h``, ``swap 7s for jk in 7@1``, ``special straight ah 2c 3s ...``
(a special hand: its name and the fourteen cards), ``takeback 8h from m3`` (a melded card
taken back and discarded when no card in the hand may be discarded); the match: ``double``,
``accept``, ``give up 1`` (side 1 gives the match up).

A meld is always started with exactly three cards and grown one card at a time with
``add``; ``plan_meld`` in the state turns a larger group into that sequence. This
keeps the list of legal actions small without losing any legal play.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .cards import RANK_TEXT, Card, CardParseError, parse_rank, rank_text
from .errors import ActionParseError

#: The largest number an action holds (a dig depth, a side, a rank, a meld id): the
#: text form allows four digits, and an action built directly may not hold more than
#: its text could say, so a saved game always reads back.
MAX_NUMBER = 9999


def _check_number(verb: str, what: str, value: object) -> None:
    """Numbers in actions are whole numbers 0-9999 (not ``True``, ``3.0`` or ``"3"``):
    an action built by code gets the same limits as one read from text."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ActionParseError(f"{verb} needs {what}, not {value!r}")
    if not 0 <= value <= MAX_NUMBER:
        raise ActionParseError(f"{verb} needs {what} from 0 to {MAX_NUMBER}, not {value}")


def _check_optional(verb: str, what: str, value: object) -> None:
    if value is not None:
        _check_number(verb, what, value)


@dataclass(frozen=True, slots=True)
class Draw:
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Take:
    """Take the discard pile. ``cards`` are the hand cards melded with the top card;
    empty means the top card goes onto the side's meld of its rank."""

    cards: tuple[Card, ...] = ()
    meld: int | None = None  # ``take to m3``: the top card onto that meld (a run, or one of several of a rank)

    def __str__(self) -> str:
        if self.meld is not None:
            return f"take to m{self.meld}"
        return " ".join(["take", *(str(c) for c in self.cards)])


@dataclass(frozen=True, slots=True)
class Dig:
    """Take the top ``depth`` cards of the pile (family rules); the deepest one must be
    played this turn."""

    depth: int

    def __post_init__(self) -> None:
        _check_number("dig", "a whole number of cards", self.depth)

    def __str__(self) -> str:
        return f"dig {self.depth}"


@dataclass(frozen=True, slots=True)
class Meld:
    """Start a new meld with three cards from the hand."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return " ".join(["meld", *(str(c) for c in self.cards)])


@dataclass(frozen=True, slots=True)
class Add:
    """Add one card to a meld: ``rank`` and ``side`` name the meld (``None`` means
    the card's own rank, and the mover's side), or ``meld`` its id (``add 9h to m3``)
    where the rank does not say which meld is meant."""

    card: Card
    rank: int | None = None
    side: int | None = None
    meld: int | None = None

    def __post_init__(self) -> None:
        if self.rank is not None or self.side is not None or self.meld is not None:
            if self.rank is not None and (isinstance(self.rank, bool) or self.rank not in RANK_TEXT):
                raise ActionParseError(f"add needs a rank, not {self.rank!r}")
            _check_optional("add", "a side number", self.side)
            _check_optional("add", "a meld number", self.meld)

    def __str__(self) -> str:
        if self.meld is not None:
            return f"add {self.card} to m{self.meld}"
        text = f"add {self.card}"
        if self.rank is not None or self.side is not None:
            text += " to " + (rank_text(self.rank) if self.rank is not None else rank_text(self.card.rank))
            if self.side is not None:
                text += f"@{self.side}"
        return text


@dataclass(frozen=True, slots=True)
class Swap:
    """Exchange a natural card from the hand for a wild card in a meld (an option)."""

    card: Card
    wild: Card
    side: int | None = None

    def __post_init__(self) -> None:
        if self.side is not None:
            _check_number("swap", "a side number", self.side)

    def __str__(self) -> str:
        text = f"swap {self.card} for {self.wild} in {rank_text(self.card.rank)}"
        if self.side is not None:
            text += f"@{self.side}"
        return text


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class LayRedThree:
    """Lay a red three from the hand (only when red threes are not laid automatically)."""

    card: Card

    def __str__(self) -> str:
        return f"lay {self.card}"


@dataclass(frozen=True, slots=True)
class TakeBack:
    """Take ``card`` back from the side's meld with id ``meld`` and discard it, when the
    discard bans forbid every card in the hand (``no_legal_discard`` = ``take_back``,
    Modern American): the turn's discard, so it ends the turn (``takeback``)."""

    card: Card
    meld: int

    def __post_init__(self) -> None:
        _check_number("takeback", "a meld number", self.meld)

    def __str__(self) -> str:
        return f"takeback {self.card} from m{self.meld}"


@dataclass(frozen=True, slots=True)
class Ask:
    """Ask the partner: may I go out?"""

    def __str__(self) -> str:
        return "ask"


@dataclass(frozen=True, slots=True)
class Answer:
    yes: bool

    def __str__(self) -> str:
        return "answer yes" if self.yes else "answer no"


@dataclass(frozen=True, slots=True)
class Undo:
    """Take back this turn's melds (and a pile taken on condition) before the discard;
    with ``last`` (``undo last``) only the turn's last meld or lay-off, the one step a
    player at the table means by the button (``steps``)."""

    last: bool = False

    def __str__(self) -> str:
        return "undo last" if self.last else "undo"


@dataclass(frozen=True, slots=True)
class Stop:
    """End the deal: the stock is exhausted and the player does not take the pile, or
    the last card of the stock was a red three."""

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True, slots=True)
class NextDeal:
    def __str__(self) -> str:
        return "next"


@dataclass(frozen=True, slots=True)
class Double:
    """The mover's side offers to double the match's stake (``allow_double``); every
    other side answers ``accept`` or gives the match up."""

    def __str__(self) -> str:
        return "double"


@dataclass(frozen=True, slots=True)
class Accept:
    """Accept the double offered: the stake doubles once every other side accepts."""

    def __str__(self) -> str:
        return "accept"


@dataclass(frozen=True, slots=True)
class GiveUp:
    """``side`` gives the match up (``allow_give_up``), at any moment of it: the other
    side, or the best of the others, wins at the stake in force."""

    side: int

    def __post_init__(self) -> None:
        _check_number("give up", "a side number", self.side)

    def __str__(self) -> str:
        return f"give up {self.side}"


#: The names of the special hands (Modern American, ``special``), as the text form writes them.
SPECIAL_HANDS = ("pairs", "wild-pairs", "miami-pairs", "zip-code", "straight", "garbage", "blast-off", "triples",
                 "quads", "dream-plus-4", "dream-plus-5")


@dataclass(frozen=True, slots=True)
class SpecialHand:
    """Lay the whole hand as a special hand (``special_hands``): its name and the cards."""

    name: str
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if self.name not in SPECIAL_HANDS:
            raise ActionParseError(f"not a special hand: {self.name!r}; one of {', '.join(SPECIAL_HANDS)}")

    def __str__(self) -> str:
        return " ".join(["special", self.name, *(str(c) for c in self.cards)])


Action = (Draw | Take | Dig | Meld | Add | Swap | Discard | LayRedThree | Ask | Answer | Undo | Stop | NextDeal
          | Double | Accept | GiveUp | SpecialHand | TakeBack)

DRAW = Draw()
DOUBLE = Double()
ACCEPT = Accept()
ASK = Ask()
UNDO = Undo()
UNDO_LAST = Undo(True)
STOP = Stop()
NEXT = NextDeal()
YES = Answer(True)
NO = Answer(False)


_MELD_ID = re.compile(r"[mM][0-9]{1,4}")


def _cards(words: list[str]) -> tuple[Card, ...]:
    return tuple(Card.parse(w) for w in words)


#: A number in an action: ASCII digits only (``str.isdigit`` also accepts ``²`` and
#: other digits ``int`` refuses), and short enough that no record can make ``int``
#: work on thousands of digits.
_SMALL_NUMBER = re.compile(r"[0-9]{1,4}")


def _target(text: str) -> tuple[int, int | None]:
    if "@" in text:
        rank_part, side_part = text.split("@", 1)
        if not _SMALL_NUMBER.fullmatch(side_part):
            raise ActionParseError(f"not a side number: {side_part!r}")
        return parse_rank(rank_part), int(side_part)
    return parse_rank(text), None


def parse_action(text: str) -> Action:
    """Read an action's text form; raises ``ActionParseError`` with the reason."""
    words = text.strip().split()
    if not words:
        raise ActionParseError("empty action")
    verb, rest = words[0].lower(), words[1:]
    try:
        if verb == "draw" and not rest:
            return DRAW
        if verb == "take" and len(rest) == 2 and rest[0].lower() == "to" and _MELD_ID.fullmatch(rest[1]):
            return Take((), int(rest[1][1:]))
        if verb == "take":
            return Take(_cards(rest))
        if verb == "dig" and len(rest) == 1 and _SMALL_NUMBER.fullmatch(rest[0]):
            return Dig(int(rest[0]))
        if verb == "meld" and rest:
            return Meld(_cards(rest))
        if verb == "add" and len(rest) == 1:
            return Add(Card.parse(rest[0]))
        if verb == "add" and len(rest) == 3 and rest[1].lower() == "to" and _MELD_ID.fullmatch(rest[2]):
            return Add(Card.parse(rest[0]), meld=int(rest[2][1:]))
        if verb == "add" and len(rest) == 3 and rest[1].lower() == "to":
            rank, side = _target(rest[2])
            return Add(Card.parse(rest[0]), rank, side)
        if verb == "swap" and len(rest) == 5 and rest[1].lower() == "for" and rest[3].lower() == "in":
            rank, side = _target(rest[4])
            card = Card.parse(rest[0])
            if rank != card.rank:
                raise ActionParseError("a swap puts the card into the meld of its own rank")
            return Swap(card, Card.parse(rest[2]), side)
        if verb == "discard" and len(rest) == 1:
            return Discard(Card.parse(rest[0]))
        if verb == "special" and len(rest) >= 2:
            return SpecialHand(rest[0].lower(), _cards(rest[1:]))
        if verb == "takeback" and len(rest) == 3 and rest[1].lower() == "from" and _MELD_ID.fullmatch(rest[2]):
            return TakeBack(Card.parse(rest[0]), int(rest[2][1:]))
        if verb == "lay" and len(rest) == 1:
            return LayRedThree(Card.parse(rest[0]))
        if verb == "ask" and not rest:
            return ASK
        if verb == "answer" and len(rest) == 1 and rest[0].lower() in ("yes", "no"):
            return YES if rest[0].lower() == "yes" else NO
        if verb == "undo" and len(rest) <= 1 and all(w.lower() == "last" for w in rest):
            return UNDO_LAST if rest else UNDO
        if verb == "stop" and not rest:
            return STOP
        if verb == "next" and not rest:
            return NEXT
        if verb == "double" and not rest:
            return DOUBLE
        if verb == "accept" and not rest:
            return ACCEPT
        if verb == "give" and len(rest) == 2 and rest[0].lower() == "up" and _SMALL_NUMBER.fullmatch(rest[1]):
            return GiveUp(int(rest[1]))
    except CardParseError as exc:
        raise ActionParseError(str(exc)) from exc
    raise ActionParseError(f"not an action: {text.strip()!r}")


# Interned actions: the legal-action lists are rebuilt at every step, and building a
# frozen dataclass costs more than a dictionary look-up.
_DISCARDS: dict[Card, Discard] = {}
_ADDS: dict[tuple[Card, int | None, int | None, int | None], Add] = {}
_MELDS: dict[tuple[Card, ...], Meld] = {}


def discard(card: Card) -> Discard:
    a = _DISCARDS.get(card)
    if a is None:
        a = _DISCARDS[card] = Discard(card)
    return a


def add(card: Card, rank: int | None = None, side: int | None = None, meld: int | None = None) -> Add:
    key = (card, rank, side, meld)
    a = _ADDS.get(key)
    if a is None:
        a = _ADDS[key] = Add(card, rank, side, meld)
    return a


def meld(cards: tuple[Card, ...]) -> Meld:
    a = _MELDS.get(cards)
    if a is None:
        a = _MELDS[cards] = Meld(cards)
    return a
