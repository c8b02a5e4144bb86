"""The computer players ask the engine how long a canasta is (``RuleSet.canasta_size``)
and where a run ends (``RuleSet.meld_cap(SEQUENCE)``) rather than counting from a seven
of their own. Seven is the size in every game the engine plays, so these tests make the
rules answer eight and check that the players' counts follow: a seven kept in the AI
would leave its answer where it was."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ai.features import NAMES, side_features
from ai.pennies import meld_sevens
from ai.rulebot import RuleBot, threat
from ai.runs import extends
from ai.styles.common import close_canastas
from ai.variant_features import VARIANT_NAMES, variant_features
from game.engine import MELD_PHASE, PRESETS, SEQUENCE, SEVEN, Action, RuleSet
from tests.engine.helpers import meld, position

PENNIES = PRESETS["pennies"].with_options(target=1)
SAMBA = PRESETS["samba"].with_options(target=1)


@pytest.fixture
def eight(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rules whose canasta, and run, holds eight cards."""
    cap = RuleSet.meld_cap
    monkeypatch.setattr(RuleSet, "canasta_size", property(lambda self: 8))
    monkeypatch.setattr(RuleSet, "meld_cap", lambda self, kind: 8 if kind == SEQUENCE else cap(self, kind))


def test_the_engine_answers_seven() -> None:
    assert all(r.canasta_size == 7 and (not r.sequences or r.meld_cap(SEQUENCE) == 7) for r in PRESETS.values())


def test_a_run_of_seven_is_closed_only_where_the_rules_close_it(request: pytest.FixtureRequest) -> None:
    run = meld("5h 6h 7h 8h 9h 10h jh", 0, 1)
    queen = meld("qh qd qs", 0, 2).cards[0]
    assert not extends(SAMBA, run, queen)
    request.getfixturevalue("eight")
    assert extends(SAMBA, run, queen)


def _sevens_wilds(hand: str) -> int:
    g = position(PENNIES, hands={0: hand}, phase=MELD_PHASE, pile="6c 8d",
                 melds={0: ["kc kd kh ks kc", "7c 7d 7h 7s"]})
    acts: list[Action] = []
    meld_sevens(g, 0, acts, 1)
    sevens = g.meld_of(0, SEVEN)
    assert sevens is not None
    return sevens.wilds


def test_the_sevens_are_finished_with_as_many_wild_cards_as_the_canasta_lacks(
        request: pytest.FixtureRequest) -> None:
    hand = "2c 2d jk 4c 5d 6h jc qd"
    assert _sevens_wilds(hand) == 3  # four sevens and three wild cards make seven
    request.getfixturevalue("eight")
    assert _sevens_wilds(hand) == 0  # four short with three wild cards: they stay in hand


def test_an_opponents_meld_two_short_makes_the_threat(request: pytest.FixtureRequest) -> None:
    g = position(SAMBA, hands={1: "4c 5d"}, melds={1: ["kc kd kh ks kc", "9c 9d 9h 9s 9c"]})
    seven = threat(g, 0)
    request.getfixturevalue("eight")
    assert threat(g, 0) < seven  # two melds of five: two short of seven, three of eight


def test_wild_cards_close_a_meld_by_what_it_lacks(request: pytest.FixtureRequest) -> None:
    def wilds_to_kings() -> int:
        g = position(SAMBA, hands={0: "2c 2d 4c 5d 6h 8s 9d jc qd"}, phase=MELD_PHASE, pile="6c 8d",
                     melds={0: ["kc kd kh ks kc", "9c 9d 9h 9s 9c 9d 9h"]}, opened=[True, True])
        cards = (getattr(a, "card", None) for a in RuleBot().plan_turn(g, 0))  # Add and Discard carry one
        return sum(1 for card in cards if card is not None and card.is_wild)

    assert wilds_to_kings() == 2
    request.getfixturevalue("eight")
    assert wilds_to_kings() == 0


def test_the_evaluation_counts_melds_short_of_the_canasta_the_rules_ask(request: pytest.FixtureRequest) -> None:
    """The features named after a canasta of seven ("natural6": one card short, "meld5":
    two short) count by what a meld lacks, and a run's cards as parts of a canasta."""
    g = position(SAMBA, melds={0: ["kc kd kh ks kc kd", "9c 9d 9h 2s 9c", "4h 5h 6h 7h"]})

    def counts() -> tuple[float, ...]:
        f = dict(zip(NAMES, side_features(g, 0), strict=True))
        runs = variant_features(g)[0][VARIANT_NAMES.index("run_cards")]
        return f["natural6"], f["meld5"], f["meld4"], runs

    assert counts() == (1.0, 1.0, 1.0, 4 / 7)
    request.getfixturevalue("eight")
    assert counts() == (0.0, 1.0, 1.0, 4 / 8)  # the kings two short, the nines three


def test_the_opponent_styles_close_a_meld_by_what_it_lacks(request: pytest.FixtureRequest) -> None:
    def wilds_added() -> int:
        g = position(SAMBA, hands={0: "2c jk 4c 5d 6h 8s 9d jc qd"}, phase=MELD_PHASE, pile="6c 8d",
                     melds={0: ["kc kd kh ks kc"]}, opened=[True, True])
        acts: list[Action] = []
        close_canastas(g, 0, acts, max_wilds=3, keep=1)
        return len(acts)

    assert wilds_added() == 2
    request.getfixturevalue("eight")
    assert wilds_added() == 0  # three short with two wild cards


def test_no_seven_of_their_own_in_the_players_counts() -> None:
    """A complement to the behaviour tests above: no size compared with a bare 7."""
    root = Path(__file__).resolve().parents[2] / "ai"
    pattern = re.compile(r"(size|short|missing)\W{1,4}[4-7]\b|\b7\s*-\s*\w+\.size|(wilds|grp\))\s*>=?\s*7\b|/\s*7\.0")
    for name in ("rulebot.py", "runs.py", "pennies.py", "features.py", "variant_features.py", "styles/common.py",
                 "styles/eager.py", "styles/hoarder.py", "styles/freezer.py"):
        hits = [line for line in (root / name).read_text().splitlines() if pattern.search(line.split("#")[0])]
        assert hits == [], (name, hits)
