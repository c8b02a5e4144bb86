"""What players of other Canasta programs expect: the other hands face up when a deal
ends (what was left in them counts against their side), and where the match stands
when it is taken up again with Continue."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.app import saves
from tests.ui.test_around_the_table import make_shell, press
from tests.ui.test_table_harness import make_table, shell_play
from tests.ui.test_text_fits import half_played, played_deal, seats


@pytest.mark.parametrize("preset", ["classic", "six", "two"])
def test_the_other_hands_are_face_up_when_the_deal_is_over_and_hidden_before(preset: str) -> None:
    g = half_played(preset, 5, 30)
    app, table, c = make_table(g)
    for sprite in table.board.sprites():
        if sprite.kind == "back":
            assert sprite.card is None  # during the deal: backs only
    app.close()
    g = played_deal(preset, 3)
    app, table, c = make_table(g, size=(800, 600))
    for seat in range(g.rules.players):
        if seat == c.human:
            continue
        shown = [s for s in table.board.sprites() if s.kind == "back" and s.slot.info == seat]
        assert Counter(s.card for s in shown) == Counter(g.hands[seat])
        for s in shown:
            assert not s.slot.rotated  # upright: the corners read
    app.close()


def test_continue_says_where_the_match_stands(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    g = half_played("classic", 5, 110)  # into the second deal
    g.scores = [1250, 900]
    table = shell_play(shell, g, seats(4))
    shell.show_menu()
    press(app, "continue")
    assert app.scenes.top is table
    message, error = table._status_text()
    assert message == "Classic, deal 2: You and North 1,250, West and East 900" and not error
    app.close()


def test_continue_after_a_restart_says_where_the_match_stands(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    g = half_played("classic", 5, 110)
    shell_play(shell, g, seats(4))  # autosaved
    shell.close_game()
    app.close()
    app, shell = make_shell(data_dir)
    shell.start(saves.load_autosave(data_dir))
    assert shell.resumable is not None
    press(app, "continue")
    table = shell.table
    assert table is not None
    message, _ = table._status_text()
    assert message.startswith("Your last game was restored. Classic, deal 2: You and North ")
    app.close()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_restored_games_note_keeps_off_the_melds_at_800x600(data_dir: Path, lang: str) -> None:
    """Issue 13: at 800x600 "Your last game was restored." with the preset, the deal and
    every side's score took two lines, and the box grew up over the bottom of the
    player's melds. Where the line is short the note drops the scores (they are in the
    score box), then the summary; it stays on the status line."""
    from game.app import i18n
    from game.ui import widgets as w

    i18n.set_language(lang)
    try:
        app, shell = make_shell(data_dir, size=(800, 600))
        g = half_played("modern-american", 5, 110)
        g.scores = [12500, 9850]
        shell_play(shell, g, seats(4))
        shell.close_game()
        app.close()
        app, shell = make_shell(data_dir, size=(800, 600))
        shell.start(saves.load_autosave(data_dir))
        press(app, "continue")
        table = shell.table
        assert table is not None
        app.step(0.016)
        message, error = table._status_text()
        assert message.startswith(i18n.tr("save.restored")) and not error
        L = table.L
        lines = w.fit_lines(message, L.font, L.status.width - 24, w.INK, True)
        assert len(lines) == 1, message
        app.close()
    finally:
        i18n.set_language("en")
