"""Errors the engine raises, each with a code a program can act on and a sentence a
player can read. The table translates by ``code`` and ``params``; the English
``message`` is the fallback and what logs and tests see."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action that the rules refuse. The state it was applied to is unchanged."""

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params

    def __repr__(self) -> str:
        return f"IllegalAction({self.code!r}, {self.message!r})"


class ActionParseError(ValueError):
    """An action's text form could not be read."""
