"""The engine's values as plain JSON data, and back, from a closed list of types.

A seat's view, its events and the engine's refusals are frozen dataclasses holding
cards, melds, actions and rule sets. On the wire each becomes plain data with a
one-letter tag saying what it was (a tuple stays a tuple, so a view read back
compares equal to the server's). Reading it back builds only the types named in
``_CLASSES`` and the few tagged kinds below, with the fields those types declare:
nothing received is evaluated, imported or looked up by a name the sender chose
outside that list. Any other shape is a ``ValueError`` (the protocol's error).
"""

from __future__ import annotations

import dataclasses
import enum
import functools
from collections.abc import Mapping
from typing import Any

from game.engine import Card, DealResult, IllegalAction, Phase, RuleSet, SideScore, TableMeld, View, parse_action
from game.engine.actions import Action
from game.engine.melds import TurnMark, TurnStep
from game.engine.record import rules_from_text, rules_to_text
from game.match.events import (
    HandRef,
    MatchEvent,
    Outcome,
    RankRef,
    Said,
    SeatRef,
    SideRef,
    SideSaid,
    SidesRef,
)

#: Deepest nesting read back (a view is about six levels deep): a message nested
#: thousands deep is refused before it can exhaust the stack.
MAX_DEPTH = 24

_CLASSES: dict[str, type[Any]] = {cls.__name__: cls for cls in (
    View, TableMeld, TurnMark, TurnStep, DealResult, SideScore, MatchEvent, Outcome,
    SeatRef, SideRef, SidesRef, RankRef, HandRef, SideSaid, Said,
)}
_ORDER: dict[str, tuple[str, ...]] = {name: tuple(f.name for f in dataclasses.fields(cls))
                                     for name, cls in _CLASSES.items()}
_FIELDS: dict[str, frozenset[str]] = {name: frozenset(fields) for name, fields in _ORDER.items()}


def _is_action(value: object) -> bool:
    return type(value).__module__ == "game.engine.actions" and dataclasses.is_dataclass(value)


def encode(value: Any) -> Any:
    """``value`` as JSON data (see the module's docstring for the tags)."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    quick = _QUICK.get(kind)
    if quick is not None:
        return quick(value)
    return _encode_other(value)


def _encode_other(value: Any) -> Any:
    if value is None or (isinstance(value, (bool, int, float, str)) and not isinstance(value, enum.Enum)):
        return value
    if isinstance(value, Phase):
        return {"p": value.value}
    if isinstance(value, tuple):
        return {"t": [encode(v) for v in value]}
    if isinstance(value, list):
        return {"l": [encode(v) for v in value]}
    if isinstance(value, Mapping):
        return {"m": [[encode(k), encode(v)] for k, v in value.items()]}
    if isinstance(value, RuleSet):
        return _rules(value)
    if isinstance(value, IllegalAction):
        return {"x": [value.code, value.template, value.plural, value.by, encode(value.params)]}
    if _is_action(value):
        return {"a": str(value)}
    name = type(value).__name__
    if name in _CLASSES and type(value) is _CLASSES[name]:
        return _object_of(value)
    raise TypeError(f"no wire form for {type(value).__name__}")


def _object_of(value: Any) -> dict[str, Any]:
    name = type(value).__name__
    return {"o": name, "f": {f: encode(getattr(value, f)) for f in _ORDER[name]}}


@functools.lru_cache(maxsize=256)
def _rules(rules: RuleSet) -> dict[str, Any]:
    """A rule set's wire form, made once per rule set (every view carries it)."""
    name, changes = rules_to_text(rules)
    return {"r": [name, changes]}


_CARDS: dict[Card, dict[str, str]] = {}


def _card(card: Card) -> dict[str, str]:
    """A card's wire form, one shared value per card (a view names dozens)."""
    wire = _CARDS.get(card)
    if wire is None:
        wire = _CARDS[card] = {"c": str(card)}
    return wire


_PLAIN: frozenset[type] = frozenset({type(None), bool, int, float, str})
_QUICK: dict[type, Any] = {
    Card: _card,
    tuple: lambda v: {"t": [encode(x) for x in v]},
    list: lambda v: {"l": [encode(x) for x in v]},
    dict: lambda v: {"m": [[encode(k), encode(x)] for k, x in v.items()]},
    Phase: lambda v: {"p": v.value},
    RuleSet: _rules,
    **{cls: _object_of for cls in _CLASSES.values()},
}


def decode(data: Any, depth: int = 0) -> Any:
    """The value ``encode`` made ``data`` from; ``ValueError`` for anything else."""
    if depth > MAX_DEPTH:
        raise ValueError("nested too deep")
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if not isinstance(data, dict):
        raise ValueError(f"unexpected {type(data).__name__}")
    if len(data) == 2 and "o" in data and "f" in data:
        return _object(data["o"], data["f"], depth)
    if len(data) != 1:
        raise ValueError("a value has one tag")
    ((tag, body),) = data.items()
    if tag == "c":
        return Card.parse(_text(body))
    if tag == "a":
        return parse_action(_text(body))
    if tag == "p":
        return Phase(_text(body))
    if tag in ("t", "l"):
        items = [decode(v, depth + 1) for v in _list(body)]
        return tuple(items) if tag == "t" else items
    if tag == "m":
        out: dict[Any, Any] = {}
        for pair in _list(body):
            if not isinstance(pair, list) or len(pair) != 2:
                raise ValueError("a mapping holds pairs")
            key = decode(pair[0], depth + 1)
            if not isinstance(key, (str, int)):
                raise ValueError("a mapping's key is a word or a number")
            out[key] = decode(pair[1], depth + 1)
        return out
    if tag == "r":
        name, changes = _pair(body)
        if not isinstance(changes, dict):
            raise ValueError("a rule set's changes are a mapping")
        return rules_from_text(_text(name), changes)
    if tag == "x":
        return _refusal(body, depth)
    raise ValueError(f"unknown tag {str(tag)[:20]!r}")


def _object(name: Any, fields: Any, depth: int) -> Any:
    if not isinstance(name, str) or name not in _CLASSES:
        raise ValueError(f"unknown type {str(name)[:40]!r}")
    if not isinstance(fields, dict) or not set(fields) <= _FIELDS[name]:
        raise ValueError(f"fields of {name} expected")
    values = {k: decode(v, depth + 1) for k, v in fields.items()}
    try:
        return _CLASSES[name](**values)
    except TypeError as exc:
        raise ValueError(f"{name}: {exc}") from exc


def _refusal(body: Any, depth: int) -> IllegalAction:
    items = _list(body)
    if len(items) != 5:
        raise ValueError("a refusal has five parts")
    code, template, plural, by, params = items
    params = decode(params, depth + 1)
    if not isinstance(params, dict) or not all(isinstance(k, str) for k in params):
        raise ValueError("a refusal's parameters are a mapping of words")
    refusal = IllegalAction(_text(code), _text(template), **params)
    refusal.plural = None if plural is None else _text(plural)
    refusal.by = None if by is None else _text(by)
    return refusal


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("text expected")
    return value


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError("a list expected")
    return value


def _pair(value: Any) -> tuple[Any, Any]:
    items = _list(value)
    if len(items) != 2:
        raise ValueError("a pair expected")
    return items[0], items[1]


def action_text(action: Action) -> str:
    """An action as a client sends it: its text form (``game.engine.parse_action``)."""
    return str(action)


__all__ = ["MAX_DEPTH", "action_text", "decode", "encode"]
