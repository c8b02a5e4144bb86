"""Each player's last discard heads the log beside the stock in every language at
800x600: the Dutch "Verdubbelen ×2" once pushed the doubling button under the log's
button there, and the line of last discards no longer had room (seen in screenshots)."""

from __future__ import annotations

import pytest

from game.app import i18n
from game.ui.logview import discards_line
from tests.ui.test_table_harness import drawn_labels, make_table, settle
from tests.ui.test_table_log import two_discards


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_last_discards_are_drawn_at_800x600_in_every_language(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(lang)
    try:
        players, g = two_discards()
        app, table, c = make_table(g, players, size=(800, 600))
        settle(app, 40)
        assert table.buttons["double"].visible
        log_button, double = table.buttons["log"], table.buttons["double"]
        assert double.rect.top == log_button.rect.top and not double.rect.colliderect(log_button.rect)
        assert table.L.log.contains(double.rect)
        drawn = drawn_labels(monkeypatch)
        table.draw(app.screen)
        head = i18n.tr("log.last_discards", discards=discards_line(c)).split()[0]
        assert any(label.startswith(head) for label in drawn), drawn
        app.close()
    finally:
        i18n.set_language("en")
