"""What happened at the table, as data every reader turns into words of their own.

An event's words are a message id and its parameters. The parameters are plain data:
numbers, cards, and the references below, which name a seat, a side or a rank
without choosing a language or a point of view. The table (or a remote client) looks
them up when it shows the event, so each reader sees "West" or "Sie" in their own
language, and a language switched mid-game renames everything at once.

The cards only the acting seat may know (the card drawn) sit apart in ``you_params``:
a seat's connection hands them to that seat alone (``for_seat``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from game.engine import Action, Add, DealResult, TableMeld


@dataclass(frozen=True)
class SeatRef:
    """A seat's name, looked up by the reader."""

    seat: int


@dataclass(frozen=True)
class SideRef:
    """A side's name ("West and East"), looked up by the reader."""

    side: int


@dataclass(frozen=True)
class SidesRef:
    """Several sides' names in a list ("West, North"), looked up by the reader."""

    sides: tuple[int, ...]


@dataclass(frozen=True)
class RankRef:
    """A rank's name ("Jacks"), in the reader's language."""

    rank: int


@dataclass(frozen=True)
class HandRef:
    """A special hand's name (Modern American), in the reader's language."""

    name: str


@dataclass(frozen=True)
class SideSaid:
    """A sentence about a side, in the form its name needs for the reader: a
    partnership takes a plural verb, the reader's own side when it plays alone the
    "you" form (``msgid`` is the stem; the reader adds ``_many``, ``_you`` or nothing)."""

    msgid: str
    side: int
    key: str
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Said:
    """A whole sentence inside another one's parameters (``match.then`` joins two)."""

    msgid: str
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class MatchEvent:
    """One thing that happened, numbered in the order of the match (``serial``).

    ``kind`` is one of: draw take dig meld add swap discard red3 packet opened ask
    answer undo stop next out over double giveup canasta. ``seat`` is the acting seat
    (where unseen cards came from or went to), ``action`` the engine action (always
    public). ``you_msgid`` with ``you_params`` is the form the acting seat reads ("You
    drew 7♥"); only that seat's connection carries it."""

    serial: int
    kind: str
    seat: int | None
    msgid: str
    params: Mapping[str, Any] = field(default_factory=dict)
    action: Action | None = None
    canasta: bool = False
    you_msgid: str | None = None
    you_params: Mapping[str, Any] = field(default_factory=dict)

    def for_seat(self, seat: int | None) -> MatchEvent:
        """The event as ``seat`` may see it: another seat's private words left out."""
        if seat is not None and seat == self.seat:
            return self
        if self.you_msgid is None and not self.you_params:
            return self
        return replace(self, you_msgid=None, you_params={})


@dataclass(frozen=True)
class Outcome:
    """How the match ended: the winning side, the side that gave up (if any) and the
    stake (doubled by ``double``), kept with the deal results."""

    winner: int | None
    gave_up: int | None
    stake: int
    results: tuple[DealResult, ...]
    scores: tuple[int, ...]


def meld_added_to(melds: Sequence[Sequence[TableMeld]], action: Add, own: int) -> TableMeld | None:
    """The meld an ``add`` went to (or goes to), among each side's ``melds``: by its id,
    else the side's meld of the rank it names (the first one)."""
    if action.meld is not None:
        return next((m for ms in melds for m in ms if m.id == action.meld), None)
    rank = action.rank if action.rank is not None else action.card.rank
    side = own if action.side is None else action.side
    if not 0 <= side < len(melds):
        return None
    return next((m for m in melds[side] if m.rank == rank), None)


def added_msgid(meld: TableMeld | None, base: str) -> str:
    """The sentence for adding a card to ``meld``: a run and a meld of wild cards have
    their own (``status.added_to_run``); a group keeps ``base`` (its rank names it)."""
    if meld is not None and meld.is_sequence:
        return base + "_to_run"
    if meld is not None and meld.kind == "wild":
        return base + "_to_wild"
    return base
