"""The replay tells the player's own moves in the second person, as the table does:
"Sie haben 7♦ abgelegt" and "Jij hebt ... afgelegd", not a third-person sentence with
"Sie"/"Jij" put in as a name ("Sie hat", "Jij heeft")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.app import i18n
from game.app.i18n import tr
from game.engine import PRESETS, Discard, GameState
from game.engine.actions import Action
from game.match.replay import ReplayFrame
from game.ui.replay import describe


@pytest.fixture
def language() -> Iterator[None]:
    before = i18n.language()
    yield
    i18n.set_language(before)


def _first_moves() -> list[tuple[Action, GameState, GameState, int]]:
    """Seat 0's moves of a seeded deal until its first discard (random-free: the first legal move,
    a discard when one is offered)."""
    g = GameState.new(PRESETS["classic"], 11)
    moves = []
    while True:
        seat = g.to_move
        legal = g.legal_actions()
        action = next((a for a in legal if isinstance(a, Discard)), legal[0])
        before = g.clone()
        g.apply(action)
        if seat == 0:
            moves.append((action, before, g.clone(), seat))
            if isinstance(action, Discard):
                return moves


@pytest.mark.parametrize(("lang", "you_word", "other_word"), [("de", "Sie haben", "hat"), ("nl", "Je hebt", "heeft")])
def test_the_players_own_moves_are_second_person(language: None, lang: str, you_word: str, other_word: str) -> None:
    i18n.set_language(lang)
    moves = _first_moves()
    action, before, after, seat = moves[-1]
    assert isinstance(action, Discard)
    mine = describe(action, tr("seat.you"), ReplayFrame.of(before), ReplayFrame.of(after), seat)
    assert mine == tr("status.you_discarded", card=action.card)
    assert mine.startswith(you_word), mine
    theirs = describe(action, "West", ReplayFrame.of(before), ReplayFrame.of(after), seat)
    assert theirs == tr("status.discarded", name="West", card=action.card)
    assert f"West {other_word}" in theirs, theirs


def test_every_kind_of_own_move_has_its_you_sentence(language: None) -> None:
    i18n.set_language("en")
    for action, before, after, seat in _first_moves():
        frames = (ReplayFrame.of(before), ReplayFrame.of(after))
        text = describe(action, tr("seat.you"), *frames, seat)
        assert text.startswith("You "), text
        assert "West" not in text and describe(action, "West", *frames, seat).startswith("West ")
