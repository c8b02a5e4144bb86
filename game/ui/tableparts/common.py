"""What the table's parts share: layers, timings, and the small records of a press, a
drag and its drop targets."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.engine import (
    Action,
    IllegalAction,
    TableMeld,
)
from game.engine.cards import Card
from game.ui.meldtiles import (
    Tile,
)
from game.ui.sprites import CardSprite

LAYER_STOCK = 10


LAYER_PILE = 20


LAYER_RED = 40


LAYER_BACK = 100


LAYER_PACKET = 90


LAYER_MELD = 400


LAYER_HAND = 1000


#: Seconds a card takes to glide to its place, by speed setting.
GLIDE = {"slow": 0.45, "normal": 0.32, "fast": 0.2, "instant": 0.06}


DRAG_THRESHOLD = 6


#: seconds the hand must have lain still after closing up or spreading out before a
#: click on it plays a card: a click aimed at a card before the hand moved would
#: otherwise land on the card that slid under the pointer
HAND_SETTLE = 0.25

#: seconds of table clock between two clicks on the same hand card that make them a
#: double click (which plays the card where it fits, when a click only selects)
DOUBLE_CLICK = 0.4


#: The first tip of a canasta by its kind (``RuleSet.canasta_kind_of``): a run's, a wild
#: canasta's and a canasta of sevens' differ from "seven cards of one rank"; natural and
#: mixed canastas share ``first_canasta``.
FIRST_CANASTA_TIPS = {"sequence": "first_canasta_run", "wild": "first_canasta_wild", "sevens": "first_canasta_sevens"}


MOVE_KINDS = {"draw", "take", "dig", "meld", "add", "swap", "discard", "next", "undo", "red3", "packet"}


SOUNDS = {"draw": "draw", "take": "draw", "dig": "draw", "meld": "meld", "add": "meld", "swap": "meld",
          "discard": "discard", "canasta": "canasta", "out": "go_out", "next": "deal", "red3": "draw",
          "packet": "deal"}


def index_strip(column: pygame.Rect, card: tuple[int, int]) -> pygame.Rect:
    """The part of an open meld's column where its ranks are read: the left of each
    card's top (its index, rank over suit) down to the index of the last card."""
    mw, mh = card
    return pygame.Rect(column.left, column.top, round(mw * 0.4), column.height - mh + round(mh * 0.4))


def visible_face(spot: MeldSpot, spots: Sequence[MeldSpot], card: tuple[int, int]) -> pygame.Rect:
    """The cards of a meld's column as far as they are in sight: an open column's
    cascade, a canasta's squared pile (not the badge's place below it), up to where
    the next column of its side begins (the next lies over it)."""
    mw, mh = card
    face = spot.rect.copy() if not spot.canasta else pygame.Rect(spot.rect.left, spot.rect.top, mw + 6, mh + 6)
    following = [o.rect.left for o in spots if o.side == spot.side and o.tile is None and o.rect.left > spot.rect.left]
    face.width = max(1, min(face.right, *following) - face.left) if following else face.width
    return face


@dataclass
class Target:
    """A place a drag can end, and what the engine says a drop there would do."""

    kind: str  # meld, area, pile, take, hand
    rect: pygame.Rect
    actions: list[Action]
    refusal: IllegalAction | None
    side: int | None = None
    rank: int | None = None
    meld: int | None = None  # the meld's id (several melds of a rank, runs)

    @property
    def legal(self) -> bool:
        return self.refusal is None and (bool(self.actions) or self.kind == "hand")


@dataclass
class Press:
    pos: tuple[int, int]
    what: str  # hand, stock, pile, meld, area, button, eye, tipclose, none
    index: int = -1
    side: int | None = None
    rank: int | None = None
    key: str = ""
    sprite: CardSprite | None = None
    meld: int | None = None
    settled: bool = True  #: a hand card pressed when the hand had lain still (HAND_SETTLE)


@dataclass
class Drag:
    what: str  # cards, stock, pile, meld
    indices: list[int]
    sprites: list[CardSprite]
    grab: tuple[float, float]
    targets: list[Target]
    pos: tuple[int, int]
    hover: Target | None = None


@dataclass
class MeldSpot:
    side: int
    meld: TableMeld
    rect: pygame.Rect
    canasta: bool
    #: drawn as a tile of one line (``meldtiles``): its side's area is too narrow for columns
    tile: Tile | None = None


#: Seconds a new turn's plate and the "Go out" button pulse before they glow steadily
#: (a table at rest draws nothing).
PULSE_SECONDS = 3.0


#: The sand of a thinking seat's hourglass moves this many times a second and runs
#: out in this many steps (0 to 1), then starts again: a few frames, not every frame.
HOURGLASS_RATE = 4


HOURGLASS_STEPS = 6


#: The narrowest the tip box beside the buttons may be (else hints use the status line).
TIP_MIN_WIDTH = 120


#: Seconds a message (a refusal, a notice) stays in the status line.
NOTE_SECONDS = 6.0


def _index(sprite: CardSprite) -> int:
    """The position in the hand of a hand card's sprite."""
    info = sprite.slot.info
    return info if isinstance(info, int) else -1


def _canasta_order(m: TableMeld) -> list[Card]:
    """The cards of a canasta squared up: the card on top is red for a natural
    canasta, black for a mixed one (seed 000)."""
    cards = list(m.cards)
    top: Card | None
    if m.is_natural:
        top = next((c for c in cards if c.is_red), cards[-1])
    else:
        top = next((c for c in cards if not c.is_wild and not c.is_red), None)
        if top is None:
            top = next((c for c in cards if c.is_wild and not c.is_red and not c.is_joker), None)
        if top is None:
            top = next((c for c in cards if c.is_wild), cards[-1])
    assert top is not None
    cards.remove(top)
    return [*cards, top]

