"""The rules of Canasta as a pure, deterministic library (standard library only).

The public API: ``RuleSet`` and ``PRESETS``; ``GameState`` (``new``, ``legal_actions``,
``apply``, ``check``, ``clone``, ``view``); actions and ``parse_action``; ``View`` and
``determinize``; cards, their ranks (``TWO`` ... ``ACE``, ``JOKER``) and ``POINTS``;
``score_deal``, ``table_points``, ``unfinished_penalty``, ``held_penalty`` and
``take_back_cost`` (the scoring the computer players use); ``go_out_plan`` (the one going-out planner, on the state);
game records. The AI imports only these names
(``tests/test_architecture.py``).
"""

from .actions import (
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
    NextDeal,
    SpecialHand,
    Stop,
    Swap,
    Take,
    TakeBack,
    Undo,
    parse_action,
)
from .cards import (
    ACE,
    EIGHT,
    FIVE,
    FOUR,
    JACK,
    JOKER,
    KING,
    NINE,
    POINTS,
    QUEEN,
    SEVEN,
    SIX,
    TEN,
    THREE,
    TWO,
    Card,
    make_deck,
)
from .errors import ActionParseError, IllegalAction
from .melds import SEQUENCE, WILD, WILD_RANK, TableMeld
from .parts import Phase
from .rules import PRESETS, RulesError, RuleSet
from .scoring import (
    DealResult,
    SideScore,
    held_penalty,
    score_deal,
    settle_chips,
    table_points,
    unfinished_penalty,
)
from .special import hand_value, hands_made, wins_at_once
from .state import ANSWER_PHASE, DEAL_OVER, DRAW_PHASE, MATCH_OVER, MELD_PHASE, GameState
from .takeback import take_back_cost
from .view import View, determinize

__all__ = [
    "ACE",
    "ANSWER_PHASE",
    "DEAL_OVER",
    "DRAW_PHASE",
    "EIGHT",
    "FIVE",
    "FOUR",
    "JACK",
    "JOKER",
    "KING",
    "MATCH_OVER",
    "MELD_PHASE",
    "NINE",
    "POINTS",
    "PRESETS",
    "QUEEN",
    "SEQUENCE",
    "SEVEN",
    "SIX",
    "TEN",
    "THREE",
    "TWO",
    "WILD",
    "WILD_RANK",
    "Accept",
    "Action",
    "ActionParseError",
    "Add",
    "Answer",
    "Ask",
    "Card",
    "DealResult",
    "Dig",
    "Discard",
    "Double",
    "Draw",
    "GameState",
    "GiveUp",
    "IllegalAction",
    "LayRedThree",
    "Meld",
    "NextDeal",
    "Phase",
    "RuleSet",
    "RulesError",
    "SideScore",
    "SpecialHand",
    "Stop",
    "Swap",
    "TableMeld",
    "Take",
    "TakeBack",
    "Undo",
    "View",
    "determinize",
    "hand_value",
    "hands_made",
    "held_penalty",
    "make_deck",
    "parse_action",
    "score_deal",
    "settle_chips",
    "table_points",
    "take_back_cost",
    "unfinished_penalty",
    "wins_at_once",
]
