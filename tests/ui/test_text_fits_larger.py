"""The larger-text setting holds the text rule: every screen of ``test_text_fits``, at
the largest text and cards, in English, German and Dutch at 800x600 and full HD,
draws no label smaller than the minimum and none wider than its place; and the type
and the hand's cards are larger than at the normal setting."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app import i18n
from game.engine import PRESETS
from game.ui import widgets as w
from game.ui.layout import compute_layout
from tests.ui.test_around_the_table import make_shell
from tests.ui.test_text_fits import overflows


@pytest.fixture
def largest() -> Iterator[None]:
    w.set_text_scale(w.TEXT_SCALES["largest"])
    yield
    w.set_text_scale(1.0)


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_screen_fits_its_text_at_the_largest_setting(data_dir: Path, lang: str, size: tuple[int, int],
                                                            largest: None) -> None:
    i18n.set_language(lang)
    app, shell = make_shell(data_dir, size=size)
    app.settings.language = lang
    app.settings.text_size = "largest"
    w.set_text_scale(w.TEXT_SCALES["largest"])  # the window applies it as the setting changes
    assert w.scaled(20) == 26
    try:
        report = overflows(shell, app)
    finally:
        app.close()
        i18n.set_language("en")
    assert not report, f"{len(report)} labels do not fit ({lang}, {size}):\n" + "\n".join(report)


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_largest_setting_makes_the_type_and_the_hand_larger(size: tuple[int, int]) -> None:
    normal = compute_layout(size, PRESETS["classic"])
    w.set_text_scale(w.TEXT_SCALES["largest"])
    try:
        large = compute_layout(size, PRESETS["classic"])
    finally:
        w.set_text_scale(1.0)
    assert large.font > normal.font
    assert large.hand_card[1] > normal.hand_card[1]
    assert w.scaled(16) == 16  # back at the normal setting


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_stock_and_pile_counts_stay_apart_at_the_largest_setting(lang: str) -> None:
    """Seen in a screenshot at 800x600: "Talon: 59" ran under "Stapel: 2" until the gap
    between the stock and the pile was made for their labels."""
    from game.engine import RuleSet
    from tests.ui.test_table_harness import make_table, position

    i18n.set_language(lang)
    try:
        app, table, _ = make_table(position(RuleSet(), to_move=0), size=(800, 600))
        w.set_text_scale(w.TEXT_SCALES["largest"])
        table.layout((800, 600))
        L = table.L
        bold = w.font(L.font - 1, True)
        stock_right = L.stock.centerx + bold.size(i18n.tr("status.stock", count=108))[0] / 2
        pile_left = L.pile.centerx - (bold.size(i18n.tr("status.pile", count=108))[0] + 10) / 2
        assert stock_right < pile_left
        app.close()
    finally:
        w.set_text_scale(1.0)
        i18n.set_language("en")
