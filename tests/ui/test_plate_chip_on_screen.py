"""Each plate's last-discard chip stays on the screen: where the count leaves it no
room on the plate, the chip hangs under the plate's corner - and the player's own plate
sits at the window's bottom edge, so there it went below the window (Dutch "11 kaarten" beside 10♦
at 800x600, seen in a play-through). There it hangs above the plate."""

from __future__ import annotations

import pytest

from game.app import i18n
from game.engine import Discard, Draw, RuleSet
from game.engine.cards import Card
from tests.engine.helpers import position
from tests.ui.test_table_harness import make_table, settle


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_players_own_discard_chip_is_inside_the_window(lang: str, size: tuple[int, int]) -> None:
    i18n.set_language(lang)
    try:
        g = position(RuleSet(), hands={0: "5h 5d 9c 9s kh kd ks 4h 4c 6d 6s tc td"}, draws="8d 9d", to_move=0)
        app, table, c = make_table(g, size=size)
        settle(app, 3)
        assert c.submit([Draw()]) is None and c.submit([Discard(Card.parse("td"))]) is None
        settle(app, 10)
        table.draw(app.screen)
        chip = table.plate_chips[0]
        plate = table.L.seats[0].plate
        assert app.screen.get_rect().contains(chip), (chip, plate)
        assert not chip.colliderect(table.L.hand)  # nor over the hand's cards
        app.close()
    finally:
        i18n.set_language("en")
