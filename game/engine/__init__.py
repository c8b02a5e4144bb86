"""The rules of Canasta as a pure, deterministic library (standard library only).

The public API: ``RuleSet`` and ``PRESETS``; ``GameState`` (``new``, ``legal_actions``,
``apply``, ``check``, ``clone``, ``view``); actions and ``parse_action``; ``View`` and
``determinize``; game records.
"""

from .actions import (
    Action,
    Add,
    Answer,
    Ask,
    Dig,
    Discard,
    Draw,
    LayRedThree,
    Meld,
    NextDeal,
    Stop,
    Swap,
    Take,
    Undo,
    parse_action,
)
from .cards import Card, make_deck
from .errors import ActionParseError, IllegalAction
from .melds import TableMeld
from .parts import Phase
from .rules import PRESETS, RulesError, RuleSet
from .scoring import DealResult, SideScore
from .state import ANSWER_PHASE, DEAL_OVER, DRAW_PHASE, MATCH_OVER, MELD_PHASE, GameState
from .view import View, determinize

__all__ = [
    "ANSWER_PHASE",
    "DEAL_OVER",
    "DRAW_PHASE",
    "MATCH_OVER",
    "MELD_PHASE",
    "PRESETS",
    "Action",
    "ActionParseError",
    "Add",
    "Answer",
    "Ask",
    "Card",
    "DealResult",
    "Dig",
    "Discard",
    "Draw",
    "GameState",
    "IllegalAction",
    "LayRedThree",
    "Meld",
    "NextDeal",
    "Phase",
    "RuleSet",
    "RulesError",
    "SideScore",
    "Stop",
    "Swap",
    "TableMeld",
    "Take",
    "Undo",
    "View",
    "determinize",
    "make_deck",
    "parse_action",
]
