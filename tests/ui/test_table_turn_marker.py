"""The player's own plate says that the game waits for them ("your turn"), also at
800x600 where the plate is too narrow for "15 cards · your turn": there the turn
takes the count's place (the hand below shows its cards). A newcomer at 800x600 in
German saw only "15 Karten" and could not tell the game waited for them."""

from __future__ import annotations

import pytest

from game.app import i18n
from game.engine import PRESETS
from tests.engine.helpers import position
from tests.ui.test_table_harness import drawn_labels, make_table, settle

PRESET_NAMES = ["classic", "two", "three", "five", "six", "family", "samba", "hand-and-foot", "pennies"]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_the_players_plate_says_it_is_their_turn(preset: str, lang: str, size: tuple[int, int],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(lang)
    try:
        g = position(PRESETS[preset], to_move=0)
        app, _table, _c = make_table(g, size=size)
        settle(app, 3)
        drawn = drawn_labels(monkeypatch)
        app.dirty = True
        app.step(0.016)
        word = i18n.tr("table.your_turn")
        assert any(label == word or label.endswith(" · " + word) for label in drawn), drawn
        app.close()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_turn_word_is_not_shown_while_another_seat_moves(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(lang)
    try:
        g = position(PRESETS["two"], to_move=1)
        app, _table, _c = make_table(g, size=(800, 600))
        settle(app, 3)
        drawn = drawn_labels(monkeypatch)
        app.dirty = True
        app.step(0.016)
        word = i18n.tr("table.your_turn")
        assert drawn and not any(label == word or label.endswith(" · " + word) for label in drawn)
        app.close()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_at_800x600_the_doubling_button_is_no_larger_type_than_the_others(lang: str,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The two-player "Verdoppeln ×2" sat in a button made taller for two lines, and
    the taller button had drawn its label in a larger type than its neighbours'."""
    from game.ui import widgets as w

    i18n.set_language(lang)
    try:
        g = position(PRESETS["two"], to_move=0)
        app, table, c = make_table(g, size=(800, 600))
        settle(app, 3)
        sizes: dict[str, int] = {}
        real = w.text

        def spy(label: str, size: int, *args: object, **kwargs: object) -> object:
            sizes[label] = size
            return real(label, size, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(w, "text", spy)
        app.dirty = True
        app.step(0.016)
        double = i18n.tr("button.double_to", stake=c.stake * 2)
        give_up = i18n.tr("button.give_up")
        assert table.buttons["double"].visible and give_up in sizes
        parts = [size for label, size in sizes.items() if label and label in double]
        assert parts and max(parts) <= sizes[give_up]
        app.close()
    finally:
        i18n.set_language("en")
