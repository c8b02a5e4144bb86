"""The card art draws every card at any size, in the right colours, and tells cards apart."""

from __future__ import annotations

import pygame
import pytest

from game.engine.cards import CARD, CLUBS, DIAMONDS, HEARTS, JOKER_CARD, SPADES, Card, make_deck
from game.ui import cardart

SIZES = [(40, 56), (90, 126), (200, 280)]
DECK: list[Card] = sorted(set(make_deck(1)))
RED = (*cardart.RED, 255)
BLUE = (*cardart.BLUE, 255)
GREEN = (*cardart.GREEN, 255)
BLACK = (*cardart.BLACK, 255)


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def count(surface: pygame.Surface, colour: tuple[int, int, int, int], tolerance: int = 30) -> int:
    """How many pixels are within ``tolerance`` of ``colour`` (the suit ink)."""
    return pygame.mask.from_threshold(surface, colour, (tolerance, tolerance, tolerance, 255)).count()


def test_the_deck_has_53_distinct_faces() -> None:
    assert len(DECK) == 53
    assert JOKER_CARD in DECK


@pytest.mark.parametrize("size", SIZES)
def test_every_card_renders_at_the_size_asked_for(size: tuple[int, int]) -> None:
    width, height = size
    for card in DECK:
        face = cardart.card_face(card, width, height)
        assert face.get_size() == size, card
        assert face.get_flags() & pygame.SRCALPHA
        assert face.get_at((0, 0)).a == 0, f"{card}: corner should be cut round"
        assert face.get_at((width // 2, height // 2)).a == 255, card
        assert face.get_at((width // 2, 0)).a == 255, card


@pytest.mark.parametrize("size", [(57, 83), (123, 171), (33, 47)])
def test_odd_sizes_render_too(size: tuple[int, int]) -> None:
    for card in (CARD[10][HEARTS], CARD[12][SPADES], JOKER_CARD):
        assert cardart.card_face(card, *size).get_size() == size
    assert cardart.card_back(*size).get_size() == size


@pytest.mark.parametrize("size", SIZES)
def test_faces_differ_from_the_back_and_from_each_other(size: tuple[int, int]) -> None:
    back = pixels(cardart.card_back(*size))
    faces = {card: pixels(cardart.card_face(card, *size)) for card in DECK}
    assert all(face != back for face in faces.values())
    assert len(set(faces.values())) == len(DECK), "two cards look exactly alike"


@pytest.mark.parametrize("size", SIZES)
def test_the_joker_differs_from_every_other_card(size: tuple[int, int]) -> None:
    joker = cardart.card_face(JOKER_CARD, *size)
    for card in DECK:
        if card != JOKER_CARD:
            assert pixels(cardart.card_face(card, *size)) != pixels(joker), card
    # multicolour: it has red, blue and green ink where a suited card has one colour
    assert count(joker, RED) > 0 and count(joker, BLUE) > 0 and count(joker, GREEN) > 0


@pytest.mark.parametrize("size", SIZES)
def test_red_suits_are_red_and_black_suits_black(size: tuple[int, int]) -> None:
    for rank in (2, 7, 10, 14):
        for suit in (HEARTS, DIAMONDS):
            face = cardart.card_face(CARD[rank][suit], *size)
            assert count(face, RED) > 10 and count(face, BLACK) == 0, (rank, suit)
        for suit in (SPADES, CLUBS):
            face = cardart.card_face(CARD[rank][suit], *size)
            assert count(face, BLACK) > 10 and count(face, RED) == 0, (rank, suit)


@pytest.mark.parametrize("size", SIZES)
def test_four_colour_deck_recolours_diamonds_and_clubs_only(size: tuple[int, int]) -> None:
    for rank in (3, 9, 14):
        diamonds = CARD[rank][DIAMONDS]
        normal = cardart.card_face(diamonds, *size)
        four = cardart.card_face(diamonds, *size, four_colour=True)
        assert pixels(normal) != pixels(four)
        assert count(normal, RED) > 10 and count(normal, BLUE) == 0
        assert count(four, BLUE) > 10 and count(four, RED) == 0
        clubs = cardart.card_face(CARD[rank][CLUBS], *size, four_colour=True)
        assert count(clubs, GREEN) > 10 and count(clubs, BLACK) == 0
        for suit in (HEARTS, SPADES):
            card = CARD[rank][suit]
            assert pixels(cardart.card_face(card, *size)) == pixels(
                cardart.card_face(card, *size, four_colour=True)
            )


def test_suit_colours() -> None:
    assert cardart.suit_colour(HEARTS) == cardart.suit_colour(DIAMONDS) == cardart.RED
    assert cardart.suit_colour(SPADES) == cardart.suit_colour(CLUBS) == cardart.BLACK
    four = [cardart.suit_colour(s, four_colour=True) for s in (SPADES, HEARTS, DIAMONDS, CLUBS)]
    assert four == [cardart.BLACK, cardart.RED, cardart.BLUE, cardart.GREEN]


def test_surfaces_are_cached_by_card_size_and_colour_mode() -> None:
    card = CARD[8][DIAMONDS]
    first = cardart.card_face(card, 90, 126)
    assert cardart.card_face(card, 90, 126) is first
    assert cardart.card_face(card, 90, 126, four_colour=True) is not first
    assert cardart.card_face(card, 91, 126) is not first
    cardart.clear_caches()
    again = cardart.card_face(card, 90, 126)
    assert again is not first and pixels(again) == pixels(first)


def test_backs_come_in_two_styles() -> None:
    blue, red = cardart.card_back(90, 126), cardart.card_back(90, 126, "red")
    assert blue.get_size() == red.get_size() == (90, 126)
    assert pixels(blue) != pixels(red)
    centre_left = (20, 63)
    assert blue.get_at(centre_left).b > blue.get_at(centre_left).r
    assert red.get_at(centre_left).r > red.get_at(centre_left).b


def test_too_small_a_card_is_refused() -> None:
    with pytest.raises(ValueError):
        cardart.card_face(CARD[5][HEARTS], 4, 6)
    with pytest.raises(ValueError):
        cardart.card_back(0, 10)


def test_highlight_outline_rings_the_card() -> None:
    ring = cardart.highlight_outline(90, 126, thickness=4)
    assert ring.get_size() == (98, 134)
    assert ring.get_at((49, 67)).a == 0, "the card itself must stay visible"
    assert ring.get_at((49, 2)).a > 0 and ring.get_at((1, 67)).a > 0


def test_table_background_is_deterministic_felt() -> None:
    felt = cardart.table_background(320, 200)
    assert felt.get_size() == (320, 200)
    cardart.clear_caches()
    again = cardart.table_background(320, 200)
    assert pixels(again) == pixels(felt)
    assert pixels(cardart.table_background(320, 200, seed=8)) != pixels(felt)
    centre, corner = felt.get_at((160, 100)), felt.get_at((2, 2))
    assert centre.g > centre.r and centre.g > centre.b, "felt is green"
    assert centre.g > corner.g, "lighter in the middle"
    row = {tuple(felt.get_at((x, 100))) for x in range(150, 170)}
    assert len(row) > 3, "noise, not a flat colour"
