"""The rule bot's main habits, on small made-up positions."""

from __future__ import annotations

import dataclasses

from ai.rulebot import RuleBot, Weights
from game.engine import (
    DRAW_PHASE,
    MELD_PHASE,
    PRESETS,
    Card,
    Discard,
    Draw,
    GameState,
    Meld,
    Phase,
    TableMeld,
    Take,
)


def C(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def position(hand: str, pile: str = "", phase: Phase = DRAW_PHASE, melds: dict[int, list[str]] | None = None,
             opened: tuple[bool, bool] = (True, True)) -> GameState:
    g = GameState.new(PRESETS["classic"].with_options(target=1), 1)
    seat = g.to_move
    g.hands[seat] = C(hand)
    g.pile = C(pile)
    g.pile_frozen = False
    g.phase = phase
    g.opened = list(opened)
    g.melds = [[], []]
    for side, texts in (melds or {}).items():
        for t in texts:
            cards = tuple(C(t))
            rank = next(c.rank for c in cards if not c.is_wild)
            g.melds[side].append(TableMeld.of(rank, cards, side))
    if phase == MELD_PHASE:
        g._set_mark()  # the engine does this when the turn's melding starts
    return g


def test_takes_a_big_pile_with_a_natural_pair() -> None:
    g = position("7h 7d 9c kd ks 4h 5s 6d jc qd", pile="8c 9d 10h jd 5c 7s")
    a = RuleBot().act(g)
    assert isinstance(a, Take) and len(a.cards) == 2 and all(c.rank == 7 for c in a.cards)


def test_draws_when_the_pile_cannot_be_taken() -> None:
    g = position("7h 9c kd ks 4h 5s 6d jc qd", pile="8c 9d 10h jd 5c 6s")
    assert RuleBot().act(g) == Draw()


def test_keeps_a_set_for_the_pile_until_the_side_has_a_canasta() -> None:
    """Without a canasta, a natural set stays in a short hand (it takes piles, frozen
    ones too); once the side has a canasta it is melded."""
    g = position("9c 9d 9h kd 4h 5s", phase=MELD_PHASE, melds={0: ["7c 7d 7h"], 1: ["7c 7d 7h"]})
    plan = RuleBot().plan_turn(g, g.to_move)
    assert not any(isinstance(a, Meld) for a in plan)
    assert isinstance(plan[-1], Discard) and plan[-1].card.rank != 9
    g = position("9c 9d 9h kd 4h 5s", phase=MELD_PHASE,
                 melds={0: ["kc kd kh ks kc kd kh"], 1: ["kc kd kh ks kc kd kh"]})
    plan = RuleBot().plan_turn(g, g.to_move)
    assert any(isinstance(a, Meld) for a in plan)
    assert isinstance(plan[-1], Discard)


def test_never_melds_down_to_two_cards_without_a_canasta() -> None:
    g = position("7s 7c 8d jc", phase=MELD_PHASE, melds={0: ["7d 7h 7s 7c"], 1: ["7d 7h 7s 7c"]})
    plan = RuleBot().plan_turn(g, g.to_move)
    c = g.clone()
    for a in plan[:-1]:
        c.apply(a)
    assert len(c.hands[g.to_move]) >= 3


def test_does_not_feed_a_frozen_pile_with_a_wild_card() -> None:
    g = position("2c 5h 9d kd", pile="8c 9s 10h jd 2d 6s 7s 4d", phase=MELD_PHASE)
    g.pile_frozen = True
    plan = RuleBot().plan_turn(g, g.to_move)
    assert plan[-1] != Discard(Card.parse("2c"))


def test_a_black_three_is_kept_for_a_bigger_pile() -> None:
    """A stopper is worth more kept while the pile is empty, and cheaper to throw the
    bigger the pile grows."""
    g = position("3c 5h 5d 9c 9d jh", pile="", phase=MELD_PHASE)
    plan = RuleBot().plan_turn(g, g.to_move)
    assert plan[-1] != Discard(Card.parse("3c"))
    costs = []
    for pile in ("8c", "8c 9s 10h jd", "8c 9s 10h jd 5c 6s 7s 4d"):
        g = position("3c 5h 5d 9c 9d jh", pile=pile, phase=MELD_PHASE)
        costs.append(dict((str(a), v) for a, v in RuleBot().discard_scores(g, g.to_move))["discard 3c"])
    assert costs[0] > costs[1] > costs[2]


def test_spends_spare_wild_cards_late_in_the_deal() -> None:
    g = position("2c 2d jk 5h 9d kd qs", phase=MELD_PHASE, melds={0: ["7c 7d 7h 2s"], 1: ["7c 7d 7h 2s"]})
    g.stock = g.stock[:10]
    plan = RuleBot().plan_turn(g, g.to_move)
    c = g.clone()
    for a in plan:
        c.apply(a)
    assert sum(1 for x in c.hands[g.to_move] if x.is_wild) < 3


def test_does_not_feed_the_next_players_meld() -> None:
    """The next player's side has a meld of kings: a king would give them the pile."""
    g = position("kd 4h 9c 9d 2c jk", pile="8c 9s 10h jd 5c 6s", phase=MELD_PHASE,
                 melds={0: ["7c 7d 7h"], 1: ["kc kh ks"]})
    nxt_side = g.rules.side_of((g.to_move + 1) % 4)
    if nxt_side == 0:  # put the kings with the next player's side
        g.melds = [g.melds[1], g.melds[0]]
    plan = RuleBot().plan_turn(g, g.to_move)
    assert plan[-1] != Discard(Card.parse("kd"))


def test_a_black_three_is_a_safe_discard_on_a_big_pile() -> None:
    g = position("3c 7d 8h 9c 9d", pile="8c 9s 10h jd 5c 6s 7s 4d qd qh", phase=MELD_PHASE)
    plan = RuleBot().plan_turn(g, g.to_move)
    assert plan[-1] == Discard(Card.parse("3c"))


def test_goes_out_when_it_can_and_the_threat_is_high() -> None:
    g = position("8h 8d 8s 5c", phase=MELD_PHASE,
                 melds={0: ["kc kd kh ks kc kd kh"], 1: ["kc kd kh ks kc kd kh"]})
    bot = RuleBot(Weights(ask_partner_cards=99))
    plan = bot.plan_turn(g, g.to_move)
    c = g.clone()
    for a in plan:
        c.apply(a)
    assert c.results and c.results[0].went_out == g.to_move


def test_says_yes_when_going_out_wins_the_match() -> None:
    from ai.rulebot import match_won_by_going_out

    g = GameState.new(PRESETS["classic"], 1)  # a match to 5000
    seat = g.to_move
    side = g.rules.side_of(seat)
    g.melds = [[], []]
    g.melds[side].append(TableMeld.of(13, tuple(C("kc kd kh ks kc kd kh")), side))
    g.scores = [0, 0]
    assert not match_won_by_going_out(g, seat, 0)
    g.scores[side] = 4500
    assert match_won_by_going_out(g, seat, 0)
    g.hands[seat] = C("jk jk 9c 9d 9h 8c 8d")
    assert RuleBot().answer(g, seat).yes


def test_in_bolivia_a_second_black_three_is_thrown_and_costs_its_penalty() -> None:
    """Bolivia charges 100 for each black three left in hand: the rule bot keeps one
    stopper at most and sheds the others first; at a classic table two stoppers are
    kept alike (the same position)."""
    costs = {}
    for preset in ("classic", "bolivia"):
        g = GameState.new(PRESETS[preset].with_options(target=1), 1)
        seat = g.to_move
        g.hands[seat] = C("3c 3s 5h 5d 9c 9d jh")
        g.pile = C("8c")
        g.pile_frozen = False
        g.phase = MELD_PHASE
        g.opened = [True, True]
        g.melds = [[], []]
        g._set_mark()
        scores = dict((str(a), v) for a, v in RuleBot().discard_scores(g, seat))
        costs[preset] = scores["discard 3c"]
        if preset == "bolivia":
            assert scores["discard 3c"] == min(scores.values())
            last = RuleBot().plan_turn(g, seat)[-1]
            assert isinstance(last, Discard) and last.card.is_black_three
    assert costs["bolivia"] < costs["classic"]


def _wilds_added(w: Weights) -> dict[int, int]:
    """Late in a deal, the side holding a finished mixed canasta of sevens and six natural
    kings, the hand two spare wild cards: how many wild cards each meld (by rank) gets."""
    g = position("2c jk 5h 9d qs 8c", phase=MELD_PHASE,
                 melds={1: ["7c 7d 7h 7s 7c 7d 2s", "kc kd kh ks kc kd"], 0: ["4c 4d 4h"]})
    g.stock = g.stock[:10]
    seat = g.to_move
    side = g.rules.side_of(seat)
    assert side == 1  # the seat to move in this deal holds the sevens and kings
    before = {m.rank: m.wilds for m in g.melds[side]}
    c = g.clone()
    for a in RuleBot(weights=w).plan_turn(g, seat):
        c.apply(a)
    return {m.rank: m.wilds - before[m.rank] for m in c.melds[side]}


#: The melding weights before they were fitted by play (``wild_focus`` off).
OLD_MELDING = Weights(wild_focus=False, close_with_wilds_max=2, natural_patience=0.5, dump_threat=0.6,
                      keep_hand=6, wild_spend_stock=24)


def test_with_wild_focus_a_spare_wild_card_closes_the_nearly_finished_meld() -> None:
    """``Weights.wild_focus`` (on by default): a spare wild card goes onto
    the six kings, making a canasta, not onto the finished canasta of sevens, where the old
    order puts mixed melds first."""
    plain = _wilds_added(OLD_MELDING)
    focus = _wilds_added(dataclasses.replace(OLD_MELDING, wild_focus=True))
    assert _wilds_added(Weights())[13] >= 1  # the default weights close the kings too
    assert plain[7] >= 1 and plain[13] == 0  # the plain order: the finished mixed canasta first
    assert focus[13] >= 1  # the kings become a canasta
