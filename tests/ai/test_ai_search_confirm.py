"""The halving's winner played once more against the rule bot's option on fresh
made-up deals (``SearchConfig.confirm``): the decision rests on those deals alone, so
an option that only looked better on the deals that chose it is not played."""

from __future__ import annotations

import random

from ai.agent import LEVELS
from ai.search import Node, Search, SearchConfig
from game.engine import MELD_PHASE, PRESETS, Action, Discard, View
from tests.engine.helpers import cards, position


class Scripted(Search):
    """A search whose rounds return set values: the first round ``first``, every later
    one ``later`` (per option key), one row per deal asked for."""

    def __init__(self, cfg: SearchConfig, first: dict[str, float], later: dict[str, float]) -> None:
        super().__init__(cfg, random.Random(1))
        self.first, self.later = first, later
        self.calls: list[tuple[list[str], int]] = []

    def _round(self, view: View, options: list[tuple[str, list[Action]]], deals: int, deadline: float | None,
               first: bool) -> list[dict[str, float]]:
        values = self.first if not self.calls else self.later
        self.calls.append(([k for k, _ in options], deals))
        # a little noise so that the standard error is not zero
        return [{k: values[k] + (0.01 if i % 2 else -0.01) for k, _ in options} for i in range(deals)]


def choose(confirm: float, first: dict[str, float], later: dict[str, float], preset: str = "classic",
           presets: tuple[str, ...] = ()) -> tuple[str, Scripted]:
    g = position(PRESETS[preset].with_options(target=1), hands={0: "kc kd 9s 9h 5d 6h 7c"}, phase=MELD_PHASE,
                 pile="4c 8d", melds={0: ["qc qd qh"]})
    rule, lucky = Discard(cards("5d")[0]), Discard(cards("7c")[0])
    root = Node(options=[("rule", [rule], True), ("lucky", [lucky], True)], prior="rule")
    cfg = SearchConfig(iterations=40, time_limit=None, confirm=confirm, confirm_presets=presets)
    search = Scripted(cfg, first, later)
    acts = search._halving(g.view(0), g, root, 0.0)
    return ("rule" if acts == [rule] else "lucky"), search


def test_without_confirmation_the_lead_on_the_choosing_deals_decides() -> None:
    picked, search = choose(0.0, {"rule": 0.5, "lucky": 0.9}, {"rule": 0.5, "lucky": 0.5})
    assert picked == "lucky"
    assert len(search.calls) == 1


def test_a_lead_that_does_not_hold_on_fresh_deals_keeps_the_rule_bots_option() -> None:
    picked, search = choose(0.5, {"rule": 0.5, "lucky": 0.9}, {"rule": 0.5, "lucky": 0.5})
    assert picked == "rule"
    # the budget's half went to the halving, the other half to the two options again
    assert search.calls == [(["rule", "lucky"], 10), (["lucky", "rule"], 10)]
    assert search.stats.iterations == 40


def test_a_lead_that_holds_on_fresh_deals_is_played() -> None:
    picked, _ = choose(0.5, {"rule": 0.5, "lucky": 0.9}, {"rule": 0.5, "lucky": 0.8})
    assert picked == "lucky"


def test_the_confirmation_only_on_its_presets() -> None:
    lead, gone = {"rule": 0.5, "lucky": 0.9}, {"rule": 0.5, "lucky": 0.5}
    assert choose(0.5, lead, gone, "cuban", ("cuban",))[0] == "rule"
    picked, search = choose(0.5, lead, gone, "classic", ("cuban",))
    assert picked == "lucky"
    assert search.calls == [(["rule", "lucky"], 20)]


def test_hard_confirms_in_cuban_only() -> None:
    cfg = LEVELS["hard"].search
    assert cfg is not None and cfg.confirm > 0
    assert cfg.confirm_presets == ("cuban",)
    assert PRESETS["cuban"].with_options(target=1, players=4).name == "cuban"
    assert (LEVELS["medium"].search or cfg).confirm == 0
