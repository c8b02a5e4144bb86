"""A league of opponent styles, written from published Canasta strategy and sharing no
code with the rule bot: an eager melder, a pile hoarder and a defensive freezer.

    from ai.styles import STYLES
    player = STYLES["hoarder"]()       # .act(game) -> Action for the seat to move

Each plays a ``GameState`` made up from a seat's view (see ``common``); the agents
(``ai.agent``) put them behind a view as the levels ``eager``, ``hoarder`` and ``freezer``.
"""

from .common import StylePlayer
from .eager import EagerMelder
from .freezer import DefensiveFreezer
from .hoarder import PileHoarder

STYLES: dict[str, type[StylePlayer]] = {
    "eager": EagerMelder,
    "hoarder": PileHoarder,
    "freezer": DefensiveFreezer,
}

__all__ = ["STYLES", "DefensiveFreezer", "EagerMelder", "PileHoarder", "StylePlayer"]
