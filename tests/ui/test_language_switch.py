"""Switching the language mid-game: everything on the table follows at once - the
header, the side names, the seat names, and the words of moves already made (the
log and the status line)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.app import i18n
from game.engine import Discard, Draw, RuleSet
from game.engine.cards import Card
from game.match.players import HumanPlayer, Player
from game.ui import widgets as w
from tests.ui.test_table_harness import Scripted, make_table, position, settle


@pytest.fixture
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def drawn_labels(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every label the table draws through the text helpers, from now on."""
    seen: list[str] = []
    for name in ("fit_text", "fit_lines", "text"):
        real = getattr(w, name)

        def spy(label: str, *args: object, _real: object = real, **kw: object) -> object:
            seen.append(label)
            return _real(label, *args, **kw)  # type: ignore[operator]

        monkeypatch.setattr(w, name, spy)
    return seen


def test_a_language_switched_mid_game_renames_seats_sides_and_past_moves(
        english: None, monkeypatch: pytest.MonkeyPatch) -> None:
    g = position(RuleSet(), hands={1: "5h 5d 9c 9s kh kd ks 4h 4c 6d 6s"}, draws="7c", to_move=1)
    west = Scripted("West", actions=[Draw(), Discard(Card.parse("6d"))])
    players: list[Player] = [HumanPlayer("You"), west, Scripted("North"), Scripted("East")]
    app, _table, c = make_table(g, players, speed="instant")
    settle(app, 20)
    assert c.event_text(c.events[-1]) == "West discarded 6♦."
    assert c.side_name(1) == "West and East"

    i18n.set_language("nl")
    app.scenes.layout(app.size)  # what the settings screen does after a change
    labels = drawn_labels(monkeypatch)
    app.invalidate()
    app.step(0.016)

    assert c.name(0) == "Jij" and c.name(3) == "Oost"
    assert c.side_name(0) == "Jij en Noord" and c.side_name(1) == "West en Oost"
    assert [c.event_text(e) for e in c.events[-2:]] == ["West heeft een kaart getrokken.",
                                                       "West heeft 6♦ afgelegd."]
    shown = " | ".join(labels)
    for dutch in ("Jij en Noord", "West en Oost", "Oost", "Jij", "Stok", "Ronde 1"):
        assert dutch in shown
    for english_word in ("You and North", "West and East", "East", "Stock", "Deal 1"):
        assert english_word not in shown, english_word
    app.close()


def test_a_name_the_player_typed_stays_as_typed(english: None) -> None:
    assert i18n.shown_name("Oma", 1, 4) == "Oma"
    i18n.set_language("de")
    assert i18n.shown_name("West", 3, 4) == "West"  # a name, not seat 3's default
    assert i18n.shown_name("East", 3, 4) == "Ost"
    assert i18n.shown_name("Jij", 0, 4) == "Sie"
