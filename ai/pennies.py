"""The rule bot's plan for the canastas a side must make of one kind (Pennies from
Heaven: a canasta of sevens and one of wild cards among the four kinds to go out).

Why: with four packs and six players the stock ends the deal after five or six turns a
player, so a side has little time and many canastas to make. Looking at 20 deals of the
rule bot on ``pennies`` (seeds 1-20, main 5540214) every side made a natural canasta and
nearly every one a mixed canasta, but 7 of 40 sides ended without a canasta of sevens
(1,500, and its red threes counting minus) and 11 without the wild canasta (1,000), which
also barred them from going out. Sevens may not be discarded until every side has such a
canasta, so they stay scattered over three hands in ones and twos: the general plan waits
for three of a rank and keeps pairs for the pile, and a seven that never reaches a triple
never makes a meld. Strong players start the sevens with a pair and a wild card and spend
their wild cards there first (a mixed canasta of sevens pays as much as a natural one);
the rest of the wild cards go to the meld of wild cards.

Which kinds the side still lacks is the engine's going-out predicate
(``RuleSet.going_out_kinds_missing`` over ``canasta_kind_of``); only the kinds ``sevens``
and ``wild`` are planned here, which no rule set but Pennies from Heaven asks for, so every
other preset plays as before.
"""

from __future__ import annotations

from game.engine import SEVEN, Action, Add, Card, GameState, Meld

from .needs import canasta_kinds
from .trial import try_action

#: the kinds of canasta this plan makes where the going-out predicate asks for them
PLANNED_KINDS = ("sevens", "wild")


def kinds_missing(g: GameState, side: int) -> set[str]:
    """The planned kinds the side still needs to go out (empty under rules that ask for
    neither)."""
    missing = g.rules.going_out_kinds_missing(canasta_kinds(g, side))
    return {kind for kind, _, _ in missing if kind in PLANNED_KINDS}


def _wild_cards(hand: list[Card]) -> list[Card]:
    return sorted(x for x in hand if x.is_wild)


def meld_sevens(c: GameState, seat: int, acts: list[Action], floor: int) -> bool:
    """While the side lacks its canasta of sevens: start the sevens from a pair and a
    wild card, put the hand's sevens on, and finish the canasta with wild cards as soon
    as the hand holds enough of them. Keeps at least ``floor`` cards in hand."""
    side = c.rules.side_of(seat)
    if "sevens" not in kinds_missing(c, side):
        return False
    progress = False
    hand = c.hands[seat]
    meld = c.open_meld_of(side, SEVEN)
    if meld is None:
        sevens = sorted(x for x in hand if x.rank == SEVEN)
        wilds = _wild_cards(hand)
        if len(sevens) >= 2 and wilds:
            start = Meld((sevens[0], sevens[1], wilds[0]))
            if len(hand) - len(start.cards) >= floor:
                progress = try_action(c, start, acts)
        meld = c.open_meld_of(side, SEVEN)
        if meld is None:
            return progress
    for x in sorted(x for x in c.hands[seat] if x.rank == SEVEN):
        if len(c.hands[seat]) <= floor:
            break
        progress |= try_action(c, Add(x), acts)
    meld = c.open_meld_of(side, SEVEN)
    if meld is None or meld.is_canasta:
        return progress
    wilds = _wild_cards(c.hands[seat])
    short = c.rules.canasta_size - meld.size
    if (short <= len(wilds) and c.rules.wilds_ok(meld.naturals, meld.wilds + short)
            and len(c.hands[seat]) - short >= floor):
        for wc in wilds[:short]:
            progress |= try_action(c, Add(wc, SEVEN), acts)
    return progress


def packet_waits(g: GameState, seat: int) -> bool:
    """Whether the seat's packet comes up only with a canasta of its own (Pennies: the
    eleven pennies) and is still down."""
    r = g.rules
    return bool(r.packet_size) and r.packet_trigger == "canasta" and not g.packet_taken[seat]


def wilds_reserved(g: GameState, seat: int) -> bool:
    """Whether the seat keeps its wild cards for the side's meld of wild cards rather
    than spending them on other melds: while the side lacks the wild canasta it needs to
    go out, once it has the mixed canasta it needs (the sevens take theirs first,
    ``meld_sevens``), and not while the seat's own pennies wait for its first canasta.
    Seven wild cards make that canasta; the general plan spread them over mixed melds
    (4 a side per deal onto ranks other than sevens, 20 deals) and 17 of 40 sides ended
    without it."""
    side = g.rules.side_of(seat)
    if "wild" not in kinds_missing(g, side) or packet_waits(g, seat):
        return False
    return not any(kind == "mixed" for kind, _, _ in g.rules.going_out_kinds_missing(canasta_kinds(g, side)))


def earn_packet(c: GameState, seat: int, acts: list[Action], floor: int) -> bool:
    """While the seat's pennies wait for its first canasta: finish the side's longest
    meld it can with the wild cards in hand (up to the rules' wild limit), so that the
    eleven cards come into play while there are turns left to meld them (unopened they
    count against the side)."""
    if not packet_waits(c, seat):
        return False
    side = c.rules.side_of(seat)
    wilds = _wild_cards(c.hands[seat])
    for m in sorted(c.melds[side], key=lambda m: -m.size):
        if m.is_canasta or m.kind != "group" or m.is_sequence:
            continue
        short = c.rules.canasta_size - m.size
        if short > len(wilds) or not c.rules.wilds_ok(m.naturals, m.wilds + short):
            continue
        if len(c.hands[seat]) - short < floor:
            continue
        done = True
        for wc in wilds[:short]:
            done = try_action(c, Add(wc, m.rank), acts) and done
        return done
    return False


def plan(c: GameState, seat: int, acts: list[Action], floor: int) -> bool:
    """The Pennies plan in the meld phase: the sevens, then the seat's own pennies."""
    progress = meld_sevens(c, seat, acts, floor)
    return earn_packet(c, seat, acts, floor) or progress
