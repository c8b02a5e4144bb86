"""The deal review's findings in the player's language, for the command line and the
table.

Every sentence is a message of the catalogues (``game/app/messages.py``, ids
``review.*``); a reason's parameters come from the review (``ai.reasons``), with a seat
number turned into the seat's name here. The back office does not import the AI: a
finding is read by its fields (``Finding`` below describes them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from game.engine import (
    Accept,
    Action,
    Add,
    Answer,
    Ask,
    Dig,
    Discard,
    Double,
    Draw,
    GiveUp,
    LayRedThree,
    Meld,
    Stop,
    Take,
)

from .i18n import rank_name, tr, trn


class Reason(Protocol):
    @property
    def msgid(self) -> str: ...
    @property
    def params(self) -> Mapping[str, int]: ...


class Finding(Protocol):
    """What the text needs of a review's finding (``ai.review.Finding``)."""

    @property
    def kind(self) -> str: ...
    @property
    def turn(self) -> int: ...
    @property
    def played(self) -> tuple[Action, ...]: ...
    @property
    def best(self) -> tuple[Action, ...]: ...
    @property
    def cost(self) -> float | None: ...
    @property
    def low(self) -> float: ...
    @property
    def high(self) -> float: ...
    @property
    def deals(self) -> int: ...
    @property
    def reason(self) -> Reason: ...


def action_text(a: Action) -> str:
    """One action as a short phrase ("discard 7♦")."""
    if isinstance(a, Draw):
        return tr("review.act.draw")
    if isinstance(a, Take):
        return tr("review.act.take")
    if isinstance(a, Dig):
        return trn("review.act.dig", a.depth)
    if isinstance(a, Meld):
        return tr("review.act.meld", cards=list(a.cards))
    if isinstance(a, Add):
        if a.rank is not None:  # onto a meld of another rank than the card's (a wild card)
            return tr("review.act.add_to", card=a.card, rank=rank_name(a.rank))
        return tr("review.act.add", card=a.card)
    if isinstance(a, Discard):
        return tr("review.act.discard", card=a.card)
    if isinstance(a, Answer):
        return tr("review.act.yes" if a.yes else "review.act.no")
    if isinstance(a, Ask):
        return tr("review.act.ask")
    if isinstance(a, Stop):
        return tr("review.act.stop")
    if isinstance(a, LayRedThree):
        return tr("review.act.red_three", card=a.card)
    if isinstance(a, Double):
        return tr("review.act.double")
    if isinstance(a, Accept):
        return tr("review.act.accept")
    if isinstance(a, GiveUp):
        return tr("review.act.give_up")
    return str(a)


def choice_text(kind: str, actions: Sequence[Action]) -> str:
    """A whole choice: the actions in order, or "meld nothing" / "no double"."""
    shown = [a for a in actions if not (kind == "meld" and isinstance(a, Discard))]
    if not shown:
        return tr("review.act.no_double" if kind == "double" else "review.act.nothing")
    return tr("review.act.separator").join(action_text(a) for a in shown)


def reason_text(f: Finding, names: Sequence[str]) -> str:
    params: dict[str, object] = dict(f.reason.params)
    seat = params.pop("seat", None)
    if isinstance(seat, int):
        params["player"] = names[seat] if 0 <= seat < len(names) else tr("review.an_opponent")
    return tr(f.reason.msgid, **params)


def finding_lines(f: Finding, names: Sequence[str]) -> list[str]:
    """The finding as the review shows it: what was played and what the computer would
    play, the cost with its interval, and the reason."""
    head = tr("review.line", turn=f.turn, kind=tr(f"review.kind.{f.kind}"), played=choice_text(f.kind, f.played),
              best=choice_text(f.kind, f.best))
    if f.cost is None:
        cost = tr("review.unpriced")
    else:
        cost = tr("review.cost", cost=round(f.cost), low=round(f.low), high=round(f.high), deals=f.deals)
    return [head, cost, reason_text(f, names)]


def summary_line(reviewed: int, shown: int) -> str:
    return trn("review.summary", reviewed, flagged=shown)
