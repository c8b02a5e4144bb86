"""The table says an engine refusal to a player alone in the words of one player: the
status line's note, the hover note and the log read "Sie haben schon eine Meldung aus
Neunen" where each plays alone, where they said "Ihre Partei hat schon ..." (see
``tests/app/test_alone_refusals.py``); partners still read of their side."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.app import i18n
from game.engine import PRESETS, parse_action
from tests.engine.helpers import position
from tests.ui.test_table_harness import make_table, settle


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def refused_at(preset: str, lang: str) -> tuple[str, str, str]:
    """A meld of nines beside the human's own, refused at ``preset``'s table in
    ``lang``: (the status line's note, the log's line, the controller's sentence)."""
    g = position(PRESETS[preset], hands={0: "9h 9d 9c 9s 5h 6h kd kc"}, melds={0: ["9c 9s 9d"]}, phase="meld")
    app, table, c = make_table(g)
    settle(app, 3)
    i18n.set_language(lang)
    assert not table.submit([parse_action("meld 9h 9d 9c")])
    assert table.note is not None
    note = table.note[0]
    ev = c.events[-1]
    assert ev.kind == "refused"
    refusal = ev.params["refusal"]
    assert refusal.code == "meld_exists"
    words = (note, c.event_text(ev), c.explain(refusal))
    app.close()
    return words


@pytest.mark.parametrize(("preset", "lang", "sentence"), [
    ("two", "en", "You already have a meld of nines: add to it instead."),
    ("two", "de", "Sie haben schon eine Meldung aus Neunen: Legen Sie stattdessen dort an."),
    ("three", "nl", "Je hebt al een melding van negens: leg daar liever bij aan."),
])
def test_a_player_alone_reads_a_refusal_without_a_side(preset: str, lang: str, sentence: str) -> None:
    assert not PRESETS[preset].partnerships
    assert refused_at(preset, lang) == (sentence, sentence, sentence)


def test_partners_read_the_refusal_of_their_side() -> None:
    sentence = "Ihre Partei hat schon eine Meldung aus Neunen: Legen Sie stattdessen dort an."
    assert refused_at("classic", "de") == (sentence, sentence, sentence)
