"""Tutorial step 5 (issue 45, point 10): "click the discard pile to take it all" is
all the player has to do - the lesson's deal offers one take (the two sevens), so no
dialog the step never mentions asks which cards to take the pile with."""

from __future__ import annotations

from game.engine import Discard, Draw, Meld, Take
from game.engine.cards import Card
from game.ui.app import App, Settings
from game.ui.dialogs import Dialog
from game.ui.sound import SoundManager
from game.ui.tutorial import TutorialTable
from tests.ui.test_table_harness import click, tutorial_seats


def test_a_click_on_the_pile_takes_it_with_the_sevens_and_asks_nothing() -> None:
    app = App((1280, 800), settings=Settings(speed="instant", sound=False), sound=SoundManager())
    c = tutorial_seats("You", "North")
    table = TutorialTable(c, on_finish=lambda: None)
    app.push(table)
    app.step(0.016)
    g = c.game
    assert c.submit([Draw()]) is None
    assert c.submit([Meld((Card.parse("as"), Card.parse("ah"), Card.parse("ad")))]) is None
    assert c.submit([Discard(Card.parse("4c"))]) is None
    for _ in range(100):
        app.step(0.05)
        if g.to_move == 0:
            break
    app.step(0.016)
    assert table.step == 4 and g.pile[-1].rank == 7
    assert [str(a) for a in g.legal_actions() if isinstance(a, Take)] == ["take 7d 7h"]
    click(app, table.L.pile.center)
    app.step(0.016)
    assert not any(isinstance(s, Dialog) for s in app.scenes)
    assert isinstance(g.actions[-1], Take) and g.actions[-1].cards == (Card.parse("7d"), Card.parse("7h"))
    assert table.step == 5
    app.close()
