"""A suggested move in one sentence: what to play and why, from the player's view
only (the composition root asks the computer for the move; the words are ours)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.app.i18n import rank_name, tr
from game.engine import (
    Action,
    Add,
    Answer,
    Ask,
    Dig,
    Discard,
    Draw,
    LayRedThree,
    Meld,
    SpecialHand,
    Stop,
    Swap,
    Take,
    TakeBack,
    Undo,
    View,
    hand_value,
)
from game.engine.cards import Card
from game.ui.queries import added_msgid, meld_added_to, special_hand_name
from game.ui.rulespage import said


@dataclass(frozen=True)
class Hint:
    """A suggestion at the table: the sentence, and what it points at - the cards of
    the hand it plays, or the stock or the pile - so the table can show them, not
    only name them."""

    text: str
    cards: tuple[Card, ...] = ()
    place: str | None = None  # "stock", "pile" or None


def hint_for(view: View, action: Action) -> Hint:
    """``action`` suggested for ``view``: its sentence and what it points at."""
    text = hint_sentence(view, action)
    if isinstance(action, Draw):
        return Hint(text, place="stock")
    if isinstance(action, (Take, Dig, TakeBack)):  # a card taken back goes onto the pile
        return Hint(text, place="pile")
    if isinstance(action, (Meld, SpecialHand)):
        return Hint(text, tuple(action.cards))
    if isinstance(action, (Add, Discard, Swap, LayRedThree)):
        return Hint(text, (action.card,))
    return Hint(text)


def hint_sentence(view: View, action: Action) -> str:
    """``action`` suggested for ``view`` as advice with a reason."""
    hand = Counter(c.rank for c in view.hand)
    side = view.side
    if isinstance(action, Draw):
        if view.pile_frozen:
            return tr("hint.draw_frozen")
        if view.pile and view.pile[-1].is_black_three:
            return tr("hint.draw_stopped")
        return tr("hint.draw", count=len(view.pile))
    if isinstance(action, Take):
        top = view.pile[-1] if view.pile else None
        return tr("hint.take", card=top if top is not None else "", count=len(view.pile))
    if isinstance(action, Dig):
        return tr("hint.dig", count=action.depth)
    if isinstance(action, Meld):
        if not view.opened[side]:
            return tr(said(view.rules, "hint.first_meld"), cards=list(action.cards))
        return tr("hint.meld", cards=list(action.cards))
    if isinstance(action, Add):
        rank = action.rank if action.rank is not None else action.card.rank
        meld = meld_added_to(view.melds, action, side)
        special = added_msgid(meld, "hint.add")
        if special != "hint.add":  # a run, or the meld of wild cards
            return tr(special, card=action.card)
        if meld is not None and not meld.is_canasta and meld.plus(action.card).is_canasta:
            return tr("hint.add_canasta", card=action.card, rank=rank_name(rank))
        return tr("hint.add", card=action.card, rank=rank_name(rank))
    if isinstance(action, Discard):
        card = action.card
        if card.is_black_three and view.rules.threes_special:
            return tr("hint.discard_black_three", card=card)
        if card.is_wild and view.rules.pile_freezes:
            return tr("hint.discard_wild", card=card)
        if hand[card.rank] == 1:
            return tr("hint.discard_single", card=card)
        return tr("hint.discard", card=card)
    if isinstance(action, Answer):
        return tr("hint.answer_yes") if action.yes else tr("hint.answer_no")
    if isinstance(action, Ask):
        return tr("hint.ask")
    if isinstance(action, Swap):
        return tr("hint.swap", card=action.card, wild=action.wild)
    if isinstance(action, LayRedThree):  # threes laid at once: the one kept for a Straight
        return tr("hint.kept_three" if view.rules.red_threes_auto else "hint.red_three", card=action.card)
    if isinstance(action, TakeBack):
        return tr("hint.take_back", card=action.card)
    if isinstance(action, Stop):
        return tr("hint.stop")
    if isinstance(action, SpecialHand):
        return tr("hint.special_hand", hand=special_hand_name(action.name),
                  points=hand_value(view.rules, action.name))
    if isinstance(action, Undo):
        return tr("hint.undo")
    return tr("help.no_hint")
