"""German and Dutch as a native speaker writes them (issue 45, point 11), and the
cards' corner letters in the language of the text: German B/D/K (Bube, Dame, König),
Dutch B/V/H (boer, vrouw, heer), English J/Q/K."""

from __future__ import annotations

import pygame
import pytest

from game.app import i18n
from game.engine.cards import Card
from game.ui.sprites import card_image, face_letters

#: (message id, what the German says now, what it said before)
GERMAN = [
    ("settings.tips.about", "schaltet sie ein und aus", None),
    ("tutorial.draw", "Jeder Zug beginnt damit, dass Sie eine Karte ziehen", "beginnt mit einer Karte."),
    ("dialog.double_detail", "Bieten Sie {others} an", None),
    ("hint.meld", "zählen sie gegen Sie", "erwischt"),
    ("help.rules.frozen", "können Sie ihn nur noch mit zwei natürlichen Karten", "nehmen ihn nur"),
    ("help.rules.always_frozen", "Sie können ihn nur mit zwei natürlichen Karten", "nehmen ihn."),
    # "Sie nehmen an" at a sentence's start reads "you accept": the opponents are meant
    ("button.double.tooltip", "Die Gegner nehmen an", "Sie nehmen an,"),
    ("help.controls.double", "Die Gegner nehmen an", "Sie nehmen an,"),
]


@pytest.mark.parametrize(("msgid", "now", "before"), GERMAN)
def test_the_german_sentences_have_their_verbs_and_subjects(msgid: str, now: str, before: str | None) -> None:
    i18n.set_language("de")
    try:
        text = i18n.tr(msgid, others="West und Ost", stake=2, cards="7♥ 7♦ 7♣")
        assert now.replace("{others}", "West und Ost") in text
        if before is not None:
            assert before not in text
    finally:
        i18n.set_language("en")


def test_discarding_is_one_verb_for_you_and_for_others() -> None:
    i18n.set_language("de")
    try:
        mine = i18n.tr("status.you_discarded", card=Card.parse("7h"))
        theirs = i18n.tr("status.discarded", name="West", card=Card.parse("7h"))
        assert mine.endswith("abgeworfen.") and theirs.endswith("abgeworfen.")
        # and the rules page's turn (it said "legen dann eine Karte ab")
        assert i18n.trn("help.rules.turn", 1).endswith("werfen dann eine Karte ab.")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "letters"), [("en", "JQK"), ("de", "BDK"), ("nl", "BVH")])
def test_the_corner_letters_follow_the_language(lang: str, letters: str) -> None:
    i18n.set_language(lang)
    try:
        assert face_letters() == letters
    finally:
        i18n.set_language("en")


def test_a_german_queen_is_drawn_with_its_own_letter() -> None:
    pygame.init()
    queen = Card.parse("qh")
    english = pygame.image.tobytes(card_image(queen, 80, 112), "RGBA")
    i18n.set_language("de")
    try:
        german = pygame.image.tobytes(card_image(queen, 80, 112), "RGBA")
        ace = pygame.image.tobytes(card_image(Card.parse("ah"), 80, 112), "RGBA")
    finally:
        i18n.set_language("en")
    assert german != english  # D, not Q
    assert ace == pygame.image.tobytes(card_image(Card.parse("ah"), 80, 112), "RGBA")  # A stays A
