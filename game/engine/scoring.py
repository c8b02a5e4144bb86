"""The score sheet of a deal and the state of the match.

Every line a player expects on a paper score sheet is kept separately, so the table
can show it and tests can check each one against the rule books."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import ACE, SEVEN, Card
from .melds import GROUP, MIXED, NATURAL, SEQUENCE, WILD, TableMeld
from .rules import RuleSet


@dataclass(frozen=True)
class SideScore:
    side: int
    meld_points: int
    natural_canastas: int
    mixed_canastas: int
    canasta_bonus: int
    red_threes: int
    red_three_points: int
    going_out: int
    concealed: bool
    hand_penalty: int
    red_three_hand_penalty: int
    total: int
    score_before: int
    score_after: int
    next_minimum: int
    packet_penalty: int = 0  # the cards of unopened packets (Hand and Foot's feet)
    sevens_canastas: int = 0  # canastas of sevens (Pennies from Heaven), not among the natural and mixed
    wild_canastas: int = 0  # canastas of wild cards only (``meld_kinds``)
    wild_canasta_bonus: int = 0  # their bonuses, by what each holds (``wild_canasta_table``)
    black_threes: int = 0  # black threes set aside from taken piles (``black_threes_from_pile``)
    black_three_points: int = 0
    sequence_canastas: int = 0  # runs of seven (Samba's "samba", Bolivia's "escalera")
    # black threes left in hand at the end, at ``black_three_in_hand_penalty`` each (Bolivia),
    # apart from ``hand_penalty`` (which then leaves them out)
    black_three_hand_penalty: int = 0
    # a special hand the side laid (``special``): its name and value, which replace every
    # other line of the side's deal (they are all 0 then)
    special_hand: str = ""
    special_points: int = 0
    # Modern American: black threes laid out as bonus cards (``threes_mode`` = ``both_bonus``),
    # scored apart from the red ones with the same table and sign
    black_threes_laid: int = 0
    black_three_laid_points: int = 0
    aces_canastas: int = 0  # natural canastas of aces (``aces_canasta_bonus``)
    unfinished_penalty: int = 0  # unfinished natural aces, sevens and wild melds (``unfinished_*_penalty``)
    held_penalty: int = 0  # players holding three aces or three sevens (``held_aces_sevens_penalty``)


@dataclass(frozen=True)
class DealResult:
    deal: int
    went_out: int | None  # seat that went out, or None when the stock ran out
    concealed: bool
    sides: tuple[SideScore, ...]
    match_over: bool
    winner: int | None  # winning side when the match is over
    target: int  # the target in force after this deal (raised on an exact tie)
    instant_win: bool = False  # a special hand that wins the match at once (Dream Hands) ended it


def canasta_kinds(melds: list[TableMeld] | tuple[TableMeld, ...], rules: RuleSet | None = None) -> list[str]:
    """The kind of each canasta among ``melds`` (as ``rules`` count them: a canasta of
    sevens may be a kind of its own)."""
    if rules is not None:
        return [k for k in (rules.canasta_kind_of(m) for m in melds) if k is not None]
    return [k for k in (m.canasta_kind for m in melds) if k is not None]


def table_points(rules: RuleSet, melds: list[TableMeld] | tuple[TableMeld, ...], red_threes: int) -> int:
    """What a side's melds and red threes are worth on the table now, as the score
    sheet would count them (cards, canasta bonuses, red threes with their sign): the
    computer players' estimate uses this, so every option is honoured there too."""
    kinds = canasta_kinds(melds, rules)
    values = sum(m.value for m in melds)
    if rules.melds_minus_without_canasta and not kinds:
        values = -values
    return (values + sum(rules.meld_bonus(m) for m in melds) - unfinished_penalty(rules, melds)
            + rules.red_three_points(red_threes, bool(melds), len(kinds), "sevens" in kinds, kinds))


def unfinished_penalty(rules: RuleSet, melds: list[TableMeld] | tuple[TableMeld, ...]) -> int:
    """What a side's melds that are not canastas cost at the end of a deal (Modern
    American): a natural meld of aces, a meld of sevens, a meld of wild cards (with all
    four jokers ``unfinished_wild_jokers_penalty`` where it is set)."""
    total = 0
    for m in melds:
        if m.is_canasta:
            continue
        if m.kind == WILD:
            jokers = sum(1 for c in m.cards if c.is_joker)
            special = rules.unfinished_wild_jokers_penalty if jokers >= 4 else 0
            total += special or rules.unfinished_wild_penalty
        elif m.kind == GROUP and m.rank == ACE and m.wilds == 0:
            total += rules.unfinished_aces_penalty
        elif m.kind == GROUP and m.rank == SEVEN:
            total += rules.unfinished_sevens_penalty
    return total


def held_penalty(rules: RuleSet, hand: list[Card]) -> int:
    """What a player's hand costs besides its cards (Modern American): three or more
    aces, and three or more sevens, each ``held_aces_sevens_penalty``."""
    if not rules.held_aces_sevens_penalty:
        return 0
    return rules.held_aces_sevens_penalty * sum(
        1 for rank in (ACE, SEVEN) if sum(1 for c in hand if c.rank == rank) >= 3)


def score_deal(
    rules: RuleSet,
    deal: int,
    melds: list[list[TableMeld]],
    red_threes: list[list[Card]],
    hands: list[list[Card]],
    went_out: int | None,
    concealed: bool,
    scores: list[int],
    target: int,
    packets: list[list[Card]] | None = None,
    black_threes: list[list[Card]] | None = None,
    *,
    melded_out: bool = False,
    had_canasta: bool = False,
) -> DealResult:
    """Score one deal. ``scores`` are the running totals before it; ``packets`` the
    packets nobody took up (their cards count against the side, a red three in one as
    a red three left in hand); ``black_threes`` the black threes each seat set aside
    from taken piles (an option)."""
    sides = rules.sides
    lines: list[SideScore] = []
    for side, seats in enumerate(sides):
        side_melds = melds[side]
        meld_points = sum(m.value for m in side_melds)
        kinds = canasta_kinds(side_melds, rules)
        natural = kinds.count(NATURAL)
        mixed = kinds.count(MIXED)
        canasta_bonus = sum(rules.meld_bonus(m) for m in side_melds)
        wild = kinds.count(WILD)
        wild_bonus = sum(rules.meld_bonus(m) for m in side_melds if m.canasta_kind == WILD)
        laid = [c for s in seats for c in red_threes[s]]
        threes = sum(1 for c in laid if c.is_red)
        red_points = rules.red_three_points(threes, bool(side_melds), len(kinds), "sevens" in kinds, kinds)
        laid_black = len(laid) - threes  # black threes laid out (``threes_mode`` both_bonus)
        laid_black_points = rules.red_three_points(laid_black, bool(side_melds), len(kinds), "sevens" in kinds,
                                                   kinds)
        without_canasta = rules.melds_minus_without_canasta and not kinds
        if without_canasta:  # Modern American: a side without a canasta loses its melded cards
            meld_points = -meld_points
        blacks = sum(len(black_threes[s]) for s in seats) if black_threes else 0
        black_points = rules.black_three_points(blacks)
        going_out = 0
        side_concealed = False
        if went_out is not None and rules.side_of(went_out) == side:
            side_concealed = concealed
            going_out = rules.concealed_bonus if concealed else rules.going_out_bonus
            if not concealed and melded_out and rules.going_out_melded_bonus:
                going_out = rules.going_out_melded_bonus  # seed 001: no card left
            if had_canasta and rules.partnerships:
                going_out += rules.partner_canasta_bonus  # seed 001: the partner had a canasta
            if without_canasta:
                going_out = 0  # no bonuses for a side without a canasta
        black_each = rules.black_three_penalty(went_out is None)
        held = [c for s in seats for c in hands[s]]
        black_hand = black_each * sum(1 for c in held if c.is_black_three) if black_each else 0
        if black_each:
            held = [c for c in held if not c.is_black_three]
        hand_penalty, red_hand = _held_against(rules, held)
        packet_penalty = 0
        if packets is not None and rules.packet_counts_against:
            packet_penalty, red_packet = _held_against(rules, [c for s in seats for c in packets[s]])
            red_hand += red_packet
        unfinished = unfinished_penalty(rules, side_melds)
        held_extra = sum(held_penalty(rules, hands[s]) for s in seats)
        total = (meld_points + canasta_bonus + red_points + black_points + going_out - hand_penalty - red_hand
                 - packet_penalty - black_hand + laid_black_points - unfinished - held_extra)
        after = scores[side] + total
        lines.append(SideScore(
            side=side, meld_points=meld_points, natural_canastas=natural, mixed_canastas=mixed,
            canasta_bonus=canasta_bonus, red_threes=threes, red_three_points=red_points,
            going_out=going_out, concealed=side_concealed, hand_penalty=hand_penalty,
            red_three_hand_penalty=red_hand, total=total, score_before=scores[side],
            score_after=after, next_minimum=rules.first_meld_minimum(after, deal + 1),
            packet_penalty=packet_penalty, sevens_canastas=kinds.count("sevens"),
            wild_canastas=wild, wild_canasta_bonus=wild_bonus, black_threes=blacks, black_three_points=black_points,
            sequence_canastas=kinds.count(SEQUENCE), black_three_hand_penalty=black_hand,
            black_threes_laid=laid_black, black_three_laid_points=laid_black_points,
            aces_canastas=kinds.count("aces"), unfinished_penalty=unfinished, held_penalty=held_extra,
        ))
    match_over, winner, new_target = match_end(rules, deal, [line.score_after for line in lines], target)
    return DealResult(deal, went_out, concealed if went_out is not None else False,
                      tuple(lines), match_over, winner, new_target)


def match_end(rules: RuleSet, deal: int, totals: list[int], target: int) -> tuple[bool, int | None, int]:
    """Whether the match ends after a deal with these running totals: (over, the
    winning side, the target in force after it). One place for it, because a deal
    ended by a special hand (``special``) is scored apart and ends the same way."""
    best = max(totals)
    leaders = [i for i, t in enumerate(totals) if t == best]
    if rules.match_by_deals:
        # a match of a number of deals (Hand and Foot, published): the highest total
        # after the last one wins; a tie plays one more deal
        if deal + 1 >= rules.match_deals and len(leaders) == 1:
            return True, leaders[0], target
    elif rules.single_deal or best >= target:
        if len(leaders) == 1:
            return True, leaders[0], target
        # An exact tie at the top: play on with the target raised by 500 (seed 000:
        # the threshold goes up by 500, whatever the tied totals are).
        return False, None, target + rules.tie_raise
    return False, None, target


def settle_chips(rules: RuleSet, winner: int | None, doubling: int) -> tuple[int, ...]:
    """Chips each side wins (+) or pays (-) for a finished match (seed 003): every side
    that did not win pays the winner ``chip_stake`` times the doubling (the state's
    ``stake``), at most ``chip_limit``. The limit caps what one side can lose, so a
    match doubled many times cannot cost more than the player agreed to. A match
    without a winner settles nothing."""
    sides = len(rules.sides)
    if winner is None:
        return (0,) * sides
    pay = min(rules.chip_stake * max(1, doubling), rules.chip_limit)
    return tuple(pay * (sides - 1) if side == winner else -pay for side in range(sides))


def _held_against(rules: RuleSet, cards: list[Card]) -> tuple[int, int]:
    """What cards still held count against a side: their card values, and apart the red
    threes' penalty, because the score sheet shows the two on separate lines (the hand and
    the unopened foot share this rule)."""
    points = red = 0
    for c in cards:
        if c.is_red_three and rules.threes_special:
            red += rules.red_three_in_hand_penalty
        else:
            points += rules.hand_value(c.rank)
    return points, red
