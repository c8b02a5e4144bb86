"""How a meld looks on the table beyond its cards: the order of a side's melds, the
order of a meld's cards, the badge that names a canasta's kind, the padlock of a
closed meld and the suit chip of a run.

The kinds come from the engine (``RuleSet.canasta_kind_of``, ``RuleSet.meld_cap``);
this module only decides how they are shown. A run's canasta is called by the name
its variant gives it (Samba's "samba", Bolivia's "escalera"), and so is a canasta of
wild cards (Bolivia's "bolivia", elsewhere a "wild canasta").
"""

from __future__ import annotations

import pygame

from game.app.i18n import tr
from game.engine import RuleSet, TableMeld
from game.engine.cards import SUIT_SYMBOL, Card
from game.ui import widgets as w

#: Badge colours by canasta kind: red for natural, black for mixed (seed 000's
#: squared-up canastas), and colours of their own for the variants' kinds.
BADGE_COLOURS: dict[str, tuple[int, int, int]] = {
    "natural": (196, 24, 40),
    "mixed": (24, 24, 28),
    "sequence": (28, 84, 170),
    "wild": (110, 40, 150),
    "sevens": (170, 110, 10),
}


def meld_order_key(meld: TableMeld) -> tuple[int, int, int, int, int]:
    """Groups from the highest rank down (the meld of wild cards, filed under the rank
    of twos, after them), several melds of a rank side by side in the order they were
    started, then the runs by suit and from the lowest."""
    if meld.is_sequence:
        return (1, 0, meld.suit, meld.low, meld.id)
    return (0, -meld.rank, 0, 0, meld.id)


def cascade_order(meld: TableMeld) -> list[Card]:
    """The cards of a meld that is not squared up, from the top of its column down: a
    run in rank order with the ace high (as the engine keeps it), a group's natural
    cards by suit and its wild cards below them."""
    if meld.is_sequence:
        return sorted(meld.cards, key=lambda c: c.rank)
    naturals = sorted((c for c in meld.cards if not c.is_wild), key=lambda c: (c.suit,))
    return naturals + [c for c in meld.cards if c.is_wild]


def says_books(rules: RuleSet) -> bool:
    """Whether the variant's players call a canasta a book, natural ones clean and
    mixed ones dirty (Hand and Foot): the table and its score sheet use their words."""
    return rules.name == "hand-and-foot"


def canasta_kind_name(rules: RuleSet, kind: str) -> str:
    """The message id of a canasta kind's badge at this table."""
    if kind == "sequence":
        return "badge.escalera" if rules.name == "bolivia" else "badge.samba"
    if kind == "wild":
        return "badge.bolivia" if rules.name == "bolivia" else "badge.wild"
    if kind == "sevens":
        return "badge.sevens"
    if says_books(rules):
        return "badge.clean" if kind == "natural" else "badge.dirty"
    return "badge.natural" if kind == "natural" else "badge.mixed"


def sheet_line_name(rules: RuleSet, kind: str) -> str:
    """The message id of the score sheet's line for the canastas of a kind the variant
    names (runs: Samba's "Sambas", Bolivia's "Escaleras"; wild cards: Bolivia's
    "Bolivias"; Hand and Foot's clean, dirty and wild books), the same names as the
    badges on the table (``canasta_kind_name``)."""
    if kind == "sequence":
        return "score.escaleras" if canasta_kind_name(rules, kind) == "badge.escalera" else "score.sambas"
    if kind == "wild":
        if says_books(rules):
            return "score.wild_books"
        return "score.bolivias" if canasta_kind_name(rules, kind) == "badge.bolivia" else "score.wild_canastas"
    if says_books(rules) and kind in ("natural", "mixed"):
        return "score.clean_books" if kind == "natural" else "score.dirty_books"
    return f"score.{kind}_canastas"


def tip_name(rules: RuleSet, tip: str) -> str:
    """The message id of a tip's words at this table: Hand and Foot's first canasta is
    its first book, told in the words of its badges and its score sheet; where runs are
    canastas too, the first canasta's tip says so (not "seven cards of one rank" alone)."""
    if tip == "first_canasta" and says_books(rules):
        return "tip.first_book"
    if tip == "first_canasta" and rules.sequences:  # Samba: a run of seven is a canasta too
        return "tip.first_canasta_runs"
    return f"tip.{tip}"


def overview_kind_name(rules: RuleSet | None, natural: bool) -> str:
    """The message id of a natural or mixed canasta in a side's overview (the eye):
    "natural canasta", or Hand and Foot's "clean book"."""
    if rules is not None and says_books(rules):
        return "melds.clean_book" if natural else "melds.dirty_book"
    return "melds.natural_canasta" if natural else "melds.mixed_canasta"


def badge(rules: RuleSet, meld: TableMeld) -> tuple[str, tuple[int, int, int]] | None:
    """A canasta's badge text and colour ("Samba 7", "Wild 7", "Natural 8"); ``None``
    for a meld that is not a canasta."""
    kind = rules.canasta_kind_of(meld)
    if kind is None:
        return None
    return tr(canasta_kind_name(rules, kind), count=meld.size), BADGE_COLOURS.get(kind, BADGE_COLOURS["mixed"])


def is_closed(rules: RuleSet, meld: TableMeld) -> bool:
    """Whether the meld has reached the cap of its kind: nothing more goes in (the
    engine's cap: a run's seven, a book's, a meld of wild cards')."""
    cap = rules.meld_cap(meld.kind)
    return bool(cap) and meld.size >= cap


def padlock(surface: pygame.Surface, centre: tuple[int, int], size: int, colour: tuple[int, int, int]) -> None:
    """A small padlock: a closed meld takes no more cards (no words needed)."""
    s = max(8, size)
    body = pygame.Rect(0, 0, s, round(s * 0.7))
    body.midbottom = (centre[0], centre[1] + s // 2)
    shackle = pygame.Rect(0, 0, round(s * 0.64), round(s * 0.8))
    shackle.midbottom = (body.centerx, body.top + round(s * 0.35))
    pygame.draw.ellipse(surface, colour, shackle, max(2, s // 6))
    pygame.draw.rect(surface, colour, body, border_radius=2)
    pygame.draw.circle(surface, (30, 30, 30), (body.centerx, body.centery), max(1, s // 8))


def suit_chip(surface: pygame.Surface, meld: TableMeld, centre: tuple[int, int], size: int) -> pygame.Rect:
    """A white disc with the run's suit in its colour, so the suit of a run is seen at
    a glance however the column is squeezed."""
    r = max(7, size // 2 + 2)
    pygame.draw.circle(surface, (250, 248, 240), centre, r)
    pygame.draw.circle(surface, (60, 60, 60), centre, r, 1)
    red = meld.cards[0].is_red
    symbol = w.text(SUIT_SYMBOL[meld.suit], size, (200, 20, 30) if red else (20, 20, 24), True)
    w.blit_center(surface, symbol, centre)
    return pygame.Rect(centre[0] - r, centre[1] - r, 2 * r + 1, 2 * r + 1)  # the disc
