"""The rule bot with runs and melds of wild cards (``ai.runs``, ``ai.needs``): the pile
taken with its top card onto one of the side's runs, a new run started only where the
side needs a run canasta to go out (Bolivia, not Samba), a discard that extends the next
opponent's run seen as dangerous, and a meld of wild cards started from three of them
only where the way out is long (Pennies needs a wild canasta; in Cuban one canasta of any
kind ends the deal)."""

from __future__ import annotations

from ai.agent import EASY_WEIGHTS
from ai.rulebot import RuleBot
from game.engine import MELD_PHASE, PRESETS, WILD, Action, GameState, Meld, RuleSet, Take
from tests.engine.helpers import position

SAMBA = PRESETS["samba"].with_options(target=1)
BOLIVIA = PRESETS["bolivia"].with_options(target=1)


def _plan(rules: RuleSet, hand: str, **kw: object) -> tuple[GameState, list[Action]]:
    g = position(rules, hands={0: hand}, phase=MELD_PHASE, **{"pile": "6c 8d", **kw})  # type: ignore[arg-type]
    return g, RuleBot().plan_turn(g, 0)


def _starts_run(plan: list[Action]) -> bool:
    return any(isinstance(a, Meld) and len({c.rank for c in a.cards}) == 3 for a in plan)


def test_the_top_card_goes_onto_our_run() -> None:
    g = position(BOLIVIA, hands={0: "4c 4d 9c 10d kh kd 5s 6h 8s qd jc 7d 2c"}, pile="5d 9h 6s jh",
                 melds={0: ["7h 8h 9h 10h", "kc kd ks"]}, pile_frozen=False)
    options = {str(a): v for a, v in RuleBot().draw_options(g, 0)}
    run = next(m for m in g.melds[0] if m.is_sequence)
    onto_run = str(Take(meld=run.id))
    assert onto_run in options and options[onto_run] == max(options.values())
    assert str(RuleBot().choose_draw(g, 0)) == onto_run


def test_a_run_is_started_where_one_is_needed_to_go_out() -> None:
    hand = "5h 6h 7h kc kd qs 9c 10d 6d jd 8c ac"  # the sixes a pair: in Samba a run would break it
    melds = {0: ["ac ad ah"]}
    assert _starts_run(_plan(BOLIVIA, hand, melds=melds)[1])
    assert not _starts_run(_plan(SAMBA, hand, melds=melds)[1])
    # Samba with an escalera needed to go out (Bolivia's rule) starts it too
    assert _starts_run(_plan(SAMBA.with_options(go_out_sequences=1), hand, melds=melds)[1])


def test_in_samba_a_run_is_started_from_free_cards_or_a_long_stretch() -> None:
    melds = {0: ["ac ad ah"]}
    free = "5h 6h 7h kc kd qs 9c 10d 4s jd 8c ac"  # five, six and seven single, no meld of them
    assert _starts_run(_plan(SAMBA, free, melds=melds)[1])
    long = "5h 6h 7h 8h 6d kc kd qs 9c 10d jd ac"  # four in a row, though the sixes are a pair
    g, plan = _plan(SAMBA, long, melds=melds)
    assert _starts_run(plan)
    for a in plan:
        g.apply(a)
    assert any(m.is_sequence and m.size == 4 for m in g.melds[0])
    # Easy starts none (EASY_WEIGHTS: ``run_start_presets`` empty), nor does Samba's own
    # rule bot in a preset not named there
    g = position(SAMBA, hands={0: free}, phase=MELD_PHASE, pile="6c 8d", melds=melds)
    assert not _starts_run(RuleBot(EASY_WEIGHTS).plan_turn(g, 0))
    assert not _starts_run(_plan(SAMBA.with_options(name="samba-2"), free, melds=melds)[1])


def test_a_card_that_extends_the_next_players_run_is_not_thrown() -> None:
    def nine(rules: RuleSet) -> tuple[float, str]:
        g = position(rules, hands={0: "5d 9s kc qd 4h"}, pile="6c 8d", phase=MELD_PHASE,
                     melds={0: ["ac ad ah"], 1: ["6s 7s 8s"]}, pile_frozen=False)
        scores = {str(a): v for a, v in RuleBot().discard_scores(g, 0)}
        return scores["discard 9s"], str(RuleBot().choose_discard(g, 0))

    danger, chosen = nine(SAMBA)
    assert chosen != "discard 9s"
    # where the pile is never taken onto a run, the nine is no more dangerous than it looks
    # (Samba prices the pile low, ``Weights.danger_presets``: 13.5 for this one)
    safe, _ = nine(SAMBA.with_options(take_onto_sequence=False))
    assert danger > safe + 3


def _wild_meld(plan: list[Action]) -> bool:
    return any(isinstance(a, Meld) and all(c.is_wild for c in a.cards) for a in plan)


def test_a_meld_of_wild_cards_is_started_from_three_only_where_the_way_out_is_long() -> None:
    hand = "2c 2d jk 5h 9c 10d 4s jd 8c kc kh qs"
    cuban = PRESETS["cuban"].with_options(target=1)
    melds = {0: ["ac ad ah"]}
    assert not _wild_meld(_plan(cuban, hand, melds=melds)[1])
    # the same rules with a canasta of wild cards needed to go out (Pennies' rule)
    assert _wild_meld(_plan(cuban.with_options(go_out_wild=1, canastas_to_go_out=2), hand, melds=melds)[1])
    # from five wild cards even where one canasta ends the deal
    g, plan = _plan(cuban, "2c 2d 2h 2s jk 5h 9c 10d 4s jd 8c kc", melds=melds)
    assert _wild_meld(plan)
    for a in plan:
        g.apply(a)
    assert any(m.kind == WILD for m in g.melds[0])


def test_cards_of_a_suit_near_each_other_are_kept() -> None:
    g = position(SAMBA, hands={0: "5h 6h 9c kd 4s"}, pile="6c 8d", phase=MELD_PHASE,
                 melds={0: ["ac ad ah"]}, pile_frozen=True)
    scores = {str(a): v for a, v in RuleBot().discard_scores(g, 0)}
    assert scores["discard 5h"] > scores["discard 9c"] + 5
