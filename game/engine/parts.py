"""The parts of a game state, declared once.

``StateBase`` (``base.py``) annotates every field of a game with its type and the part
it belongs to: ``MATCH`` (the match so far, public), ``TABLE`` (this deal's table,
public), ``HIDDEN`` (the hands and the stock, and the seed that would give the shuffle
away) and ``TURN`` (the turn in progress, public). Flags say which fields the undo
mark keeps (``MARK`` the whole field, ``MARK_SEAT`` only the mover's entry) and which
a ``View`` does not carry as they are (``NO_VIEW``). ``clone``, the undo mark, ``View``,
``determinize`` and the fuzz snapshot are derived from that one declaration, so a new
field is declared in one place and every copy knows it.
"""

from __future__ import annotations

import enum
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


class Phase(enum.StrEnum):
    """Where a deal stands. A ``StrEnum``, so ``phase == "meld"`` still holds."""

    DRAW = "draw"
    MELD = "meld"
    ANSWER = "answer"
    DOUBLE = "double"  # the other sides answer a double: accept, or give the match up
    DEAL_OVER = "deal_over"
    MATCH_OVER = "match_over"


class Part(enum.Enum):
    MATCH = "match"
    TABLE = "table"
    HIDDEN = "hidden"
    TURN = "turn"


class Flag(enum.Enum):
    MARK = "mark"  # kept whole by the undo mark
    MARK_SEAT = "mark_seat"  # the mover's entry kept by the undo mark
    NO_VIEW = "no_view"  # a View carries it in another form (or not at all)


MATCH, TABLE, HIDDEN, TURN = Part.MATCH, Part.TABLE, Part.HIDDEN, Part.TURN
MARK, MARK_SEAT, NO_VIEW = Flag.MARK, Flag.MARK_SEAT, Flag.NO_VIEW

VALUE, LIST, LISTS = "value", "list", "lists"


@dataclass(frozen=True)
class Field:
    """One declared field: its name, part, flags and how it is copied (a value is
    shared: it is immutable; a list is copied; a list of lists is copied twice deep)."""

    name: str
    part: Part
    flags: frozenset[Flag]
    copy: str

    @property
    def public(self) -> bool:
        return self.part is not Part.HIDDEN

    @property
    def in_view(self) -> bool:
        return self.public and Flag.NO_VIEW not in self.flags


def _copy_kind(tp: Any) -> str:
    if typing.get_origin(tp) is list:
        (inner,) = typing.get_args(tp)
        return LISTS if typing.get_origin(inner) is list else LIST
    return VALUE


def declared_fields(cls: type) -> tuple[Field, ...]:
    """The fields annotated on ``cls`` with ``Annotated[type, Part, *flags]``."""
    hints = typing.get_type_hints(cls, include_extras=True)
    out: list[Field] = []
    for name, hint in hints.items():
        if typing.get_origin(hint) is not typing.Annotated:
            continue
        tp, *meta = typing.get_args(hint)
        parts = [m for m in meta if isinstance(m, Part)]
        if len(parts) != 1:
            raise TypeError(f"field {name} needs exactly one part")
        out.append(Field(name, parts[0], frozenset(m for m in meta if isinstance(m, Flag)), _copy_kind(tp)))
    return tuple(out)


def freeze(value: Any, copy: str) -> Any:
    """The field's value as an immutable, comparable one (lists become tuples)."""
    if copy == LIST:
        return tuple(value)
    if copy == LISTS:
        return tuple(tuple(v) for v in value)
    return value


def thaw(value: Any, copy: str) -> Any:
    """A frozen value back as the state keeps it."""
    if copy == LIST:
        return list(value)
    if copy == LISTS:
        return [list(v) for v in value]
    return value


def _copy_expr(source: str, copy: str) -> str:
    if copy == LIST:
        return f"{source}[:]"
    if copy == LISTS:
        return f"[x[:] for x in {source}]"
    return source


def _compile(name: str, source: str, namespace: dict[str, Any]) -> Callable[..., Any]:
    code = compile(source, f"<derived {name}>", "exec")
    exec(code, namespace)  # the source is built from the declaration only
    function: Callable[..., Any] = namespace[name]
    return function


def make_clone(cls: type, fields: tuple[Field, ...], caches: tuple[str, ...] = ()) -> Callable[[Any], Any]:
    """A ``clone`` with one straight assignment per declared field (no loop: the
    search clones a state for every play-out); ``caches`` start empty in the copy."""
    lines = ["def clone(self):", "    other = new(cls)"]
    lines += [f"    other.{f.name} = {_copy_expr('self.' + f.name, f.copy)}" for f in fields]
    lines += [f"    other.{name} = None" for name in caches]
    lines.append("    return other")
    return _compile("clone", "\n".join(lines), {"new": object.__new__, "cls": cls})


def mark_fields(fields: tuple[Field, ...]) -> tuple[Field, ...]:
    return tuple(f for f in fields if f.flags & {MARK, MARK_SEAT})


def make_mark_functions(fields: tuple[Field, ...]) -> tuple[Callable[[Any], tuple[Any, ...]],
                                                            Callable[[Any, tuple[Any, ...]], None]]:
    """``take(state)`` freezes the marked fields (the mover's entry of per-seat ones);
    ``put(state, values)`` sets them back."""
    marked = mark_fields(fields)
    take = ["def take(self):", "    seat = self.to_move", "    return ("]
    put = ["def put(self, values):", "    seat = self.to_move"]
    for i, f in enumerate(marked):
        if MARK_SEAT in f.flags:
            take.append(f"        tuple(self.{f.name}[seat]),")
            put.append(f"    self.{f.name}[seat] = list(values[{i}])")
        else:
            frozen = {LIST: f"tuple(self.{f.name})", LISTS: f"tuple(tuple(x) for x in self.{f.name})"}
            take.append(f"        {frozen.get(f.copy, 'self.' + f.name)},")
            thawed = {LIST: f"list(values[{i}])", LISTS: f"[list(x) for x in values[{i}]]"}
            put.append(f"    self.{f.name} = {thawed.get(f.copy, f'values[{i}]')}")
    take.append("    )")
    return (_compile("take", "\n".join(take), {}), _compile("put", "\n".join(put), {}))
