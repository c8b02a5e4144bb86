"""Playing a planned action on a made-up game only if the engine allows it.

The rule bot and its variant plans (``pennies``) build a turn by trying actions on a copy
of the game: the engine is the judge, and a refused action leaves the copy unchanged, so
the plan goes on with the next idea. One helper for all of them."""

from __future__ import annotations

from game.engine import Action, GameState, IllegalAction


def try_action(c: GameState, a: Action, out: list[Action]) -> bool:
    """Play ``a`` on ``c`` if the engine allows it and record it in ``out`` (a refused
    action changes nothing)."""
    try:
        c.apply(a)
    except IllegalAction:
        return False
    out.append(a)
    return True
