"""A meld's covered cards show their suit beside the rank (issue 45, point 13): only
their top strip shows, and the suit under the rank was hidden there, though the suits
matter for threes and runs. The card on top keeps its plain face."""

from __future__ import annotations

import pygame

from game.engine import RuleSet
from game.ui.sprites import card_image
from tests.ui.test_table_harness import make_table, position


def test_the_covered_cards_of_a_meld_show_their_suits_in_the_strip() -> None:
    g = position(RuleSet(), to_move=1, melds={0: ["8d 8h 8s"]})
    app, table, _ = make_table(g)
    meld = g.melds[0][0]
    sprites = [s for s in table.board.sprites() if s.kind == "meld" and s.slot.info == (0, meld.id)]
    sprites.sort(key=lambda s: s.slot.layer)
    assert [s.slot.strip for s in sprites] == [True, True, False]
    for s in sprites:
        plain = card_image(s.card, *s.slot.size)
        w, h = s.slot.size
        strip = pygame.Rect(0, 0, w, round(h * 0.15))  # what shows of a covered card
        changed = any(s.face.get_at((x, y)) != plain.get_at((x, y))
                      for x in range(strip.width) for y in range(strip.height))
        assert changed == s.slot.strip, (s.card, s.slot.strip)
    app.close()
