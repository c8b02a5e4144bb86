"""Six players: the whole line of last discards (six names) took three or four lines
and was never drawn, at any size, in any language. Where it has no room its short form
names only the opponents' discards (the player's own lies on the pile, the partners
play for the same side; the opponents' are what one's own discards are weighed
against); where not even that fits (five or six at 800x600) the seats' plates carry
every player's last discard as a little card, and the log keeps its lines for moves."""

from __future__ import annotations

import pytest

from ai.agent import make_agent
from game.app import i18n
from game.engine import PRESETS, GameState
from game.match.players import HumanPlayer, Player
from game.ui.logview import discards_line, last_discard_cards, opponents
from tests.ui.test_table_harness import drawn_labels, idle, make_table, settle


def everyone_discarded(preset: str) -> GameState:
    """The rule bot plays every seat until each has discarded and the human is to draw."""
    rules = PRESETS[preset]
    g = GameState.new(rules, 5)
    agents = [make_agent("rules", s) for s in range(rules.players)]
    while not (g.to_move == 0 and g.phase == "draw" and len(g.actions) > 4 * rules.players):
        g.apply(agents[g.to_move].choose(g.view(g.to_move)))
    return g


def seated(n: int) -> list[Player]:
    """The names the game gives the seats in the current language (their length matters)."""
    return [HumanPlayer(i18n.tr("seat.you")), *(idle(i18n.seat_name(s, n)) for s in range(1, n))]


def heads() -> tuple[str, str]:
    return (i18n.tr("log.last_discards", discards="").strip(), i18n.tr("log.last_discards_theirs", discards="").strip())


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_six_players_at_1920_see_the_opponents_last_discards(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(lang)
    try:
        g = everyone_discarded("six")
        app, table, c = make_table(g, seated(6), size=(1920, 1080))
        settle(app, 5)
        assert set(last_discard_cards(c)) == set(range(6))
        drawn = drawn_labels(monkeypatch)
        table.draw(app.screen)
        whole, theirs = heads()
        lines = [label for label in drawn if label.startswith(theirs)]
        assert lines and not any(label.startswith(whole) for label in drawn), drawn
        assert opponents(c) == [1, 3, 5]
        i = drawn.index(lines[0])
        whole_line = i18n.tr("log.last_discards_theirs", discards=discards_line(c, [1, 3, 5]))
        assert " ".join(drawn[i:i + 2]) == whole_line or drawn[i] == whole_line  # in at most two lines
        app.close()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("preset", ["five", "six"])
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_where_no_line_fits_every_plate_shows_its_last_discard(preset: str, lang: str,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(lang)
    try:
        g = everyone_discarded(preset)
        for size in ((800, 600), (1280, 800), (1920, 1080)):
            app, table, c = make_table(g.clone(), seated(g.rules.players), size=size)
            settle(app, 5)
            drawn = drawn_labels(monkeypatch)
            table.draw(app.screen)
            if not any(label.startswith(heads()) for label in drawn):
                assert set(table.plate_chips) == set(last_discard_cards(c)) == set(range(g.rules.players))
            app.close()
    finally:
        i18n.set_language("en")
