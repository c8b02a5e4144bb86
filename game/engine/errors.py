"""Errors the engine raises, each with a code a program can act on and a sentence a
player can read.

A refusal's sentence is written once, here in the engine, as an English template with
``{name}`` placeholders filled from the refusal's ``params``: ``IllegalAction(code,
template, **params)``, or ``IllegalAction.counted(code, singular, plural, by=name,
...)`` when the words depend on a number. The template is the gettext message id of
the refusal (its ``code`` is the context): ``build/catalogues.py extract`` finds these
calls, and the table translates the template and fills it in the player's language
(``game.app.i18n.explain``). The engine itself translates nothing: ``message`` is the
template filled in English, for logs and tests."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action that the rules refuse. The state it was applied to is unchanged.

    ``params`` hold plain values (numbers, a card's text ``"7h"``, a rank's text ``"K"``),
    or, under ``reason``, the refusal that caused this one."""

    def __init__(self, code: str, template: str, **params: Any) -> None:
        # The sentence is filled only when asked for: move generation makes and drops
        # thousands of refusals a second and never reads one.
        self.code = code
        self.template = template
        self.plural: str | None = None
        self.by: str | None = None
        self.params = params

    @property
    def message(self) -> str:
        """The template filled in English (for logs and tests)."""
        template = self.template
        if self.plural is not None and self.by is not None and self.params.get(self.by) != 1:
            template = self.plural
        return fill(template, self.params)

    def __str__(self) -> str:
        return self.message

    @classmethod
    def counted(cls, code: str, singular: str, plural: str, *, by: str, **params: Any) -> IllegalAction:
        """A refusal whose words depend on the number in ``params[by]`` ("1 card", "3 cards")."""
        refusal = cls(code, singular if params[by] == 1 else plural, **params)
        refusal.template, refusal.plural, refusal.by = singular, plural, by
        return refusal

    def __repr__(self) -> str:
        return f"IllegalAction({self.code!r}, {self.message!r})"


def fill(template: str, params: dict[str, Any]) -> str:
    """The template with its placeholders filled in English: a card as the player sees
    it (``7♥``), a causing refusal by its own sentence."""
    from .cards import Card  # cards imports nothing of ours; kept local all the same

    values: dict[str, str] = {}
    for name, value in params.items():
        if isinstance(value, IllegalAction):
            values[name] = value.message
        elif name == "card":
            try:
                values[name] = Card.parse(str(value)).symbol
            except ValueError:
                values[name] = str(value)
        else:
            values[name] = str(value)
    return template.format_map(_Keep(values))


class _Keep(dict[str, str]):
    """Leaves a placeholder without a value as it is, rather than failing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class ActionParseError(ValueError):
    """An action's text form could not be read."""
