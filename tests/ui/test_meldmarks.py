"""How a meld is marked on the table (``game.ui.meldmarks``): the padlock of a closed
meld comes from the engine's cap, not from a number of the table's own."""

from __future__ import annotations

import pytest

from game.engine import RuleSet, TableMeld
from game.engine.melds import GROUP, SEQUENCE, WILD
from game.ui.meldmarks import is_closed
from tests.engine.helpers import cards


def _meld(text: str, rank: int, kind: str) -> TableMeld:
    return TableMeld.of(rank, tuple(cards(text)), 0, 1, kind)


def test_a_run_is_closed_where_the_engine_closes_it(monkeypatch: pytest.MonkeyPatch) -> None:
    samba = RuleSet.from_preset("samba")
    six, seven = _meld("5h 6h 7h 8h 9h 10h", 0, SEQUENCE), _meld("4h 5h 6h 7h 8h 9h 10h", 0, SEQUENCE)
    assert not is_closed(samba, six) and is_closed(samba, seven)
    # the table keeps no seven of its own: with another cap from the engine it follows it
    monkeypatch.setattr(RuleSet, "meld_cap", lambda self, kind: 8 if kind == SEQUENCE else 0)
    assert not is_closed(samba, seven)


def test_books_and_wild_melds_close_at_their_caps() -> None:
    hand_and_foot = RuleSet.from_preset("hand-and-foot")
    book = _meld("kh kd ks kc kh kd 2c", 13, GROUP)
    assert is_closed(hand_and_foot, book) and not is_closed(RuleSet(), book)
    bolivia = RuleSet.from_preset("bolivia")
    assert is_closed(bolivia, _meld("2c 2d jk jk 2s 2c 2d", 2, WILD))
    assert not is_closed(bolivia, _meld("2c 2d jk", 2, WILD))
