"""The rule set: every option a table can choose, and the named presets.

A ``RuleSet`` is a frozen value so that a game, a saved record and the AI all agree on
the rules by construction. Every field is documented in ``docs/rules.md`` with its
source (seed document or published rules). What each option may hold, and the check
that refuses a rule set the table cannot play, are in ``rulecheck``.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from . import presets
from .cards import ACE, FACE_VALUES, POINTS, THREE, Card
from .melds import CANASTA_SIZE, SEQUENCE, SEQUENCE_MAX
from .rulecheck import _CHOICES as _CHOICES
from .rulecheck import DISCARD_BANS as DISCARD_BANS
from .rulecheck import MELD_KINDS as MELD_KINDS
from .rulecheck import RulesError as RulesError
from .rulecheck import check

if TYPE_CHECKING:
    from .melds import TableMeld

WildLimit = Literal["classic", "no_outnumber", "by_size", "strict", "double", "unlimited"]
UpcardRule = Literal["return", "cover", "none"]
PileMode = Literal["whole", "dig"]
FinalDiscard = Literal["optional", "forbidden", "required"]
AddTo = Literal["own", "any"]
RedThreePenalty = Literal["mirror", "per_card"]
RedThreesNeed = Literal["meld", "canasta", "none", "sevens", "going_out", "tristate"]
ThreesMode = Literal["classic", "both_bonus"]
StockEndThree = Literal["laid", "in_hand"]
NoLegalDiscard = Literal["lift_bans", "take_back"]
DeadRanks = Literal["own", "both"]
WildValue = Literal["face", "represented"]
MeldsPerRank = Literal["one", "many", "after_closed"]
PacketTrigger = Literal["hand_empty", "canasta"]
FirstMeldBy = Literal["score", "deal"]
HandValues = Literal["classic", "face"]
BlackThreesFromPile = Literal["hand", "set_aside"]
SpecialHandList = Literal["none", "cla", "pagat"]

#: The old option ``sevens_discard_ban`` (before the bans were one mechanism): what each
#: of its values names in ``discard_bans``, so that old records and settings still load.
_SEVENS_BANS = {"none": (), "each_side": ("sevens_each_side", "seven_going_out"),
                "own_side": ("sevens_own_side", "seven_going_out")}


@dataclass(frozen=True)
class RuleSet:
    """All the rules of one table. Defaults are Classic (seeds 000 and 002)."""

    name: str = "classic"
    # Players and cards
    players: int = 4
    partnerships: bool = True
    packs: int = 2
    jokers_per_pack: int = 2
    hand_size: int = 11
    # A second packet dealt face down to each player (Hand and Foot's foot, the pennies of
    # Pennies from Heaven): 0 for none. Nobody sees it, its owner neither, until it is
    # taken up into the hand: when the hand is played out, or at the player's first canasta.
    packet_size: int = 0
    packet_trigger: PacketTrigger = "hand_empty"
    packet_counts_against: bool = True  # an unopened packet's cards count against the side
    draw_count: int = 1
    # Match
    target: int = 5000  # 1 or less: a single deal
    tie_raise: int = 500
    match_deals: int = 0  # the match ends after this many deals, highest total wins; 0: at the target
    first_meld_table: tuple[tuple[int, int], ...] = ((-(10**9), 15), (0, 50), (1500, 90), (3000, 120))
    red_threes_count_for_first_meld: bool = True
    first_meld_wild_value: WildValue = "face"
    first_meld_by: FirstMeldBy = "score"  # "deal": the table's rows are read by deal number (0 = first)
    first_meld_clean_triple: bool = False  # the opening holds 3+ naturals of a rank without wilds, not dead
    first_meld_wild_meld_ok: bool = False  # with the clean triple: a meld of 3+ wild cards also qualifies (pagat)
    first_meld_counts_top_card: bool = True  # the pile's top card counts toward the first-meld minimum
    # bonus cards (Modern American): the player who makes a side's opening meld draws this many
    # extra cards at their next turn, the first side to open and the second, while the stock
    # holds at least ``bonus_cards_min_stock`` cards and not when the opening took the pile
    bonus_cards_first: int = 0
    bonus_cards_second: int = 0
    bonus_cards_min_stock: int = 9
    # the older rules: the bonus cards are two piles set aside face down at the deal, the
    # first side to open takes the first, the second side the other (no stock minimum)
    bonus_cards_dealt: bool = False
    first_meld_splash: bool = False  # pagat's "Splash": a canasta melded from the hand opens without a minimum
    # Melds
    wild_limit: WildLimit = "classic"
    max_wilds: int = 3
    add_to: AddTo = "own"
    wild_exchange: bool = False
    melds_per_rank: MeldsPerRank = "one"  # "many": a side may start a second meld of a rank
    group_meld_max: int = 0  # the most cards a meld of one rank may hold; 0: no cap
    meld_kinds: tuple[str, ...] = ("group",)  # "wild": three or more wild cards form a meld
    wild_meld_max: int = 7  # the most cards a meld of wild cards may hold (closed at 7); 0: no cap
    # Modern American (``modern``): after the side's opening, a wild card joins only a meld
    # with this many naturals ("rule of five"); 0: no such rule
    wild_needs_naturals: int = 0
    sevens_natural: bool = False  # sevens never take wild cards
    aces_natural: bool = False  # aces take wild cards only in the side's opening meld
    wild_meld_blocks_wilds: bool = False  # while a side's wild meld is open, no wild card goes elsewhere
    dead_ranks: DeadRanks = "own"  # a rank is dead once the own side ("own") or any side ("both") completed it
    # rows (jokers at least, twos at least, bonus): the first row a wild canasta matches
    wild_canasta_table: tuple[tuple[int, int, int], ...] = ((0, 0, 2000),)
    # Sequences (Samba, Bolivia) are the meld kind "sequence" (``sequences``): runs of 3 to 7
    # natural cards of one suit, four low, ace high, no threes and no wild cards; a run of
    # seven is a canasta, closed, and earns this bonus
    sequence_canasta_bonus: int = 1500
    # The discard pile
    pile_mode: PileMode = "whole"
    take_with_natural_and_wild: bool = True
    take_onto_meld: bool = True
    take_onto_canasta: bool = True
    pile_take_count: int = 0  # the most cards taken from the top of the pile; 0: the whole pile
    take_onto_sequence: bool = True  # an unfrozen pile's top card onto the side's own run (Bicycle)
    frozen_until_first_meld: bool = True
    take_needs_own_meld: bool = False  # seed 001: a player who has not melded personally needs a natural pair
    upcard_rule: UpcardRule = "return"
    upcard_red_three_freezes: bool = False
    one_card_rule: bool = False
    exhaustion_must_take: bool = True
    pile_peek: bool = False
    pile_always_frozen: bool = False  # only a natural pair of the top card's rank ever takes the pile
    take_meld_max: int = 0  # the pair and top card join the side's meld only if it holds at most this many; 0: any
    take_dead_rank: bool = True  # the pile may be taken with a top card of a rank that is dead for the side
    discard_bans: tuple[str, ...] = ()  # names from DISCARD_BANS
    # when the bans forbid every card in the hand: they are lifted for the turn ("lift_bans"),
    # or (Modern American, CLA) the player takes a melded card back and discards it ("take_back")
    no_legal_discard: NoLegalDiscard = "lift_bans"
    # Threes
    threes_special: bool = True
    black_three_meld_going_out: bool = True
    red_threes_auto: bool = True
    red_three_value: int = 100
    red_three_totals: tuple[tuple[int, int], ...] = ((4, 800),)
    red_three_unmelded: RedThreePenalty = "mirror"
    red_threes_need: RedThreesNeed = "meld"
    red_three_in_hand_penalty: int = 0
    black_threes_from_pile: BlackThreesFromPile = "hand"  # "set_aside": black threes in a taken pile score apart
    black_three_set_aside_value: int = 5  # each black three set aside
    black_three_set_aside_all: int = 100  # instead, when a side set aside every black three of the deck
    red_three_pile_replaced: bool = False  # seed 003: a red three taken with the pile is replaced from the stock
    red_threes_canastas: int = 1  # with red_threes_need "canasta": how many canastas make them count plus
    # "both_bonus" (Modern American): black threes too are laid out at once and replaced, and
    # score apart from the red ones with the same table and sign
    threes_mode: ThreesMode = "classic"
    # Modern American (CLA): one three may stay in the hand for a Straight while the side has not melded
    keep_three_for_straight: bool = False
    # a bonus three drawn as the stock's last card: laid out and scored, the player may still
    # meld ("laid"); or (Modern American, CLA) it stays in the hand and the deal ends at once
    stock_end_three: StockEndThree = "laid"
    # Bolivia: each black three left in a hand at the end of the deal costs this instead of
    # its card value (100); 0: its card value like any card
    black_three_in_hand_penalty: int = 0
    # with black_three_in_hand_penalty: also when the deal ends because the stock ran out
    # (the sources speak only of going out; variants.md 6.6); False: then its card value
    black_three_penalty_on_exhaustion: bool = True
    # Going out and scoring
    canastas_to_go_out: int = 1
    go_out_natural: int = 0  # natural canastas (clean books) a side needs to go out
    go_out_mixed: int = 0  # mixed canastas (dirty books) a side needs to go out
    go_out_sevens: int = 0  # canastas of sevens a side needs to go out (with sevens_canasta_bonus)
    go_out_wild: int = 0  # canastas of wild cards a side needs to go out
    go_out_partner_packet: bool = False  # every partner must have taken up their packet first
    go_out_sequences: int = 0  # of those, how many must be sequence canastas (Bolivia's escalera: 1)
    final_discard: FinalDiscard = "optional"
    ask_partner: bool = True
    ask_once_per_deal: bool = False  # Modern American (CLA): each player asks at most once a deal
    going_out_bonus: int = 100
    going_out_melded_bonus: int = 0  # seed 001: 200 for going out with no card left; 0: going_out_bonus
    partner_canasta_bonus: int = 0  # seed 001: a further 100 when the side already had a canasta
    concealed_bonus: int = 200
    natural_canasta_bonus: int = 500
    mixed_canasta_bonus: int = 300
    # a canasta of sevens, natural or mixed, is a kind of its own with this bonus (Pennies
    # from Heaven 1,500); 0: sevens make ordinary natural and mixed canastas
    sevens_canasta_bonus: int = 0
    aces_canasta_bonus: int = 0  # a natural canasta of aces is a kind of its own ("aces"); 0: an ordinary one
    # Modern American's penalties at the end of a deal, per side: a natural meld of aces, a
    # meld of sevens, a meld of wild cards that is not a canasta (with all four jokers:
    # the last, 0 = as any wild meld); each player holding 3+ aces or 3+ sevens
    unfinished_aces_penalty: int = 0
    unfinished_sevens_penalty: int = 0
    unfinished_wild_penalty: int = 0
    unfinished_wild_jokers_penalty: int = 0
    held_aces_sevens_penalty: int = 0
    melds_minus_without_canasta: bool = False  # a side without a canasta loses its melded cards' values
    go_out_no_unfinished: bool = False  # no going out with an unfinished natural aces, sevens or wild meld
    hand_values: HandValues = "classic"  # what cards left in hand cost: "face" (seed 004) or the meld values
    special_hands: SpecialHandList = "none"  # Modern American's fourteen-card hands (``special``)
    # Around the table (used by the table, recorded with the result)
    allow_double: bool = True
    allow_give_up: bool = True
    # The chips a match is played for (seed 003: "die Höhe des Einsatzes und des Limits"):
    # the loser pays the stake times the doubling, at most the limit (``settle_chips``)
    chip_stake: int = 10
    chip_limit: int = 80
    options: tuple[str, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        check(self)

    # Derived facts -------------------------------------------------------------
    @property
    def deck_size(self) -> int:
        return self.packs * (52 + self.jokers_per_pack)

    @property
    def single_deal(self) -> bool:
        return self.target <= 1

    @functools.cached_property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Seats of each side: partners sit alternately (across in a 4-player game).
        Cached: the engine asks it at every step (the rule set is immutable)."""
        if self.partnerships:
            return (tuple(range(0, self.players, 2)), tuple(range(1, self.players, 2)))
        return tuple((s,) for s in range(self.players))

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    def partners_of(self, seat: int) -> tuple[int, ...]:
        return tuple(s for s in self.sides[self.side_of(seat)] if s != seat)

    @property
    def match_by_deals(self) -> bool:
        return self.match_deals > 0

    def first_meld_minimum(self, score: int, deal: int = 0) -> int:
        """The first-meld minimum: by the side's score, or with ``first_meld_by`` =
        ``deal`` by the deal's number (Hand and Foot: 50, 90, 120, 150, then 150)."""
        key = deal if self.first_meld_by == "deal" else score
        need = self.first_meld_table[0][1]
        for threshold, minimum in self.first_meld_table:
            if key >= threshold:
                need = minimum
        return need

    def red_three_score(self, count: int) -> int:
        for n, total in self.red_three_totals:
            if n == count:
                return total
        return count * self.red_three_value

    def max_wilds_for(self, naturals: int, size: int) -> int:
        """How many wild cards a meld may hold (the wild-card limit option)."""
        if self.wild_limit == "classic":
            return self.max_wilds
        if self.wild_limit == "no_outnumber":
            return min(self.max_wilds, naturals)
        if self.wild_limit == "strict":  # Hand and Foot sheets: more naturals than wilds
            return min(self.max_wilds, naturals - 1)
        if self.wild_limit == "unlimited":  # whiteknuckle's Bolivia: as many wild cards as you like
            return size
        if self.wild_limit == "double":
            # pagat's Samba: at least twice as many naturals as wild cards
            return min(self.max_wilds, naturals // 2)
        # by_size (seed 001): 3 cards: 1 wild, 4-5 cards: 2, 6 or more: 3
        if size <= 3:
            return 1
        if size <= 5:
            return min(2, self.max_wilds)
        return self.max_wilds

    def canasta_bonus(self, kind: str) -> int:
        """The bonus of a canasta of ``kind`` (``TableMeld.canasta_kind``): the table
        has a row for the natural and the mixed canasta; sequence canastas get theirs
        with the variants that have them. A wild canasta's bonus depends on what it
        holds (``meld_bonus``); asked by kind alone, it is the table's last row."""
        if kind == "natural":
            return self.natural_canasta_bonus
        if kind == "mixed":
            return self.mixed_canasta_bonus
        if kind == "sevens" and self.sevens_canasta_bonus:
            return self.sevens_canasta_bonus
        if kind == "aces" and self.aces_canasta_bonus:
            return self.aces_canasta_bonus
        if kind == "wild" and self.wild_melds:
            return self.wild_canasta_table[-1][2]
        if kind == "sequence" and self.sequences:
            return self.sequence_canasta_bonus
        raise RulesError(f"these rules have no bonus for a {kind} canasta")

    def wild_canasta_bonus(self, jokers: int, twos: int) -> int:
        """The bonus of a wild canasta holding ``jokers`` jokers and ``twos`` twos: the
        first row of ``wild_canasta_table`` it reaches (Cuban: seven twos 4,000, four
        jokers and three twos 3,000, any other 2,000)."""
        for least_jokers, least_twos, bonus in self.wild_canasta_table:
            if jokers >= least_jokers and twos >= least_twos:
                return bonus
        return 0

    def meld_bonus(self, meld: TableMeld) -> int:
        """The canasta bonus ``meld`` earns (0 when it is not a canasta)."""
        kind = self.canasta_kind_of(meld)
        if kind is None:
            return 0
        if kind == "wild":
            jokers = sum(1 for c in meld.cards if c.is_joker)
            return self.wild_canasta_bonus(jokers, len(meld.cards) - jokers)
        return self.canasta_bonus(kind)

    @functools.cached_property
    def sequences(self) -> bool:
        """Whether runs of one suit are melds (``meld_kinds`` lists ``sequence``). The one
        switch for runs: records of older versions that name a separate ``sequences``
        option are read into ``meld_kinds`` (``with_options``). Cached: move generation
        asks it at every step."""
        return "sequence" in self.meld_kinds

    @functools.cached_property
    def wild_placement(self) -> bool:
        """Whether a wild card's place is ruled beyond the wild-card limit (``wildrules``:
        the rule of five, sevens and aces without wild cards, an open wild meld)."""
        return bool(self.wild_needs_naturals or self.sevens_natural or self.aces_natural
                    or self.wild_meld_blocks_wilds)

    @functools.cached_property
    def modern_rules(self) -> bool:
        """Whether any of Modern American's meld, pile or opening rules is on: then the
        move lists take their reference form (every candidate through ``check``)."""
        return bool(self.wild_placement or self.take_meld_max or not self.take_dead_rank
                    or self.first_meld_clean_triple or not self.first_meld_counts_top_card
                    or self.bonus_cards_first or self.bonus_cards_second or self.go_out_no_unfinished
                    or self.first_meld_splash)

    @property
    def digs(self) -> bool:
        """Whether players dig into the pile (``pile_mode`` dig, seed 004): a take gives
        the top few cards down to one the player melds, never the whole pile, so the
        pile is no prize worth a long hand (the computer players plan by it)."""
        return self.pile_mode == "dig"

    @property
    def pile_freezes(self) -> bool:
        """Whether a frozen pile means anything at this table: where the whole pile is
        taken, a wild card discarded (or the rules) freeze it. Where players dig into
        the pile (``pile_mode`` dig, seed 004 has no freezing) digging asks no freezing,
        so the table shows and says nothing of it, whatever ``pile_frozen`` holds."""
        return self.pile_mode == "whole"

    @property
    def wild_melds(self) -> bool:
        """Whether wild cards may form a meld of their own (``meld_kinds``)."""
        return "wild" in self.meld_kinds

    @property
    def canasta_size(self) -> int:
        """The cards a meld needs to be a canasta (``melds.CANASTA_SIZE``), asked by the
        computer players rather than keeping a seven of their own."""
        return CANASTA_SIZE

    def meld_cap(self, kind: str) -> int:
        """The most cards a meld of ``kind`` may hold; 0 for no cap. A run is closed at
        seven wherever runs are played (``melds.SEQUENCE_MAX``), so the table asks here
        rather than keeping a seven of its own."""
        if kind == "wild":
            return self.wild_meld_max
        if kind == "group":
            return self.group_meld_max
        if kind == SEQUENCE:
            return SEQUENCE_MAX
        return 0

    def going_out_shortfall(self, canasta_kinds: list[str]) -> tuple[int, int] | None:
        """The going-out predicate over the side's canastas by kind: ``None`` when the
        side may go out, else (canastas needed, canastas it has)."""
        if len(canasta_kinds) < self.canastas_to_go_out:
            return (self.canastas_to_go_out, len(canasta_kinds))
        return None

    def canasta_kind_of(self, meld: TableMeld) -> str | None:
        """The canasta's kind as these rules count it (``None``: not a canasta): the
        meld's own kind, except that with ``sevens_canasta_bonus`` a canasta of sevens,
        natural or mixed, is a ``sevens`` canasta (Pennies from Heaven)."""
        kind = meld.canasta_kind
        if self.sevens_canasta_bonus and meld.rank == 7 and kind in ("natural", "mixed"):
            return "sevens"
        if self.aces_canasta_bonus and meld.rank == ACE and kind == "natural":
            return "aces"  # Modern American: a natural canasta of aces 2,500
        return kind

    def going_out_kinds_missing(self, canasta_kinds: list[str]) -> list[tuple[str, int, int]]:
        """The kinds of canasta the side still lacks to go out: (kind, needed, has)
        for each of ``go_out_natural``, ``go_out_mixed``, ``go_out_sevens`` and
        ``go_out_wild`` not met."""
        out: list[tuple[str, int, int]] = []
        for kind, need in (("natural", self.go_out_natural), ("mixed", self.go_out_mixed),
                           ("sevens", self.go_out_sevens), ("wild", self.go_out_wild)):
            have = canasta_kinds.count(kind)
            if have < need:
                out.append((kind, need, have))
        return out

    def sequence_shortfall(self, canasta_kinds: list[str]) -> tuple[int, int] | None:
        """The rest of the going-out predicate: ``None`` when the side has the sequence
        canastas it needs (``go_out_sequences``, only with ``sequences``), else (needed, has)."""
        have = canasta_kinds.count("sequence")
        if self.sequences and have < self.go_out_sequences:  # without runs the option has no say
            return (self.go_out_sequences, have)
        return None

    def going_out_met(self, canasta_kinds: list[str]) -> bool:
        """Whether a side with canastas of these kinds meets the going-out predicate's
        canasta conditions (how many, which kinds, how many sequences)."""
        return (self.going_out_shortfall(canasta_kinds) is None and not self.going_out_kinds_missing(canasta_kinds)
                and self.sequence_shortfall(canasta_kinds) is None)

    def red_three_points(self, threes: int, melded: bool, canastas: int, sevens: bool = False,
                         kinds: list[str] | None = None) -> int:
        """What ``threes`` red threes of a side score: the table (``red_three_value`` a
        card, ``red_three_totals`` for whole sets), with the sign condition
        ``red_threes_need``: plus once the side has a meld (or a canasta), else minus.
        ``kinds`` (the side's canastas by kind) decides ``going_out``: plus once the side
        has the canastas it needs to go out (pagat's Bolivia: the escalera too)."""
        if not threes:
            return 0
        points = self.red_three_score(threes)
        if self.red_threes_need == "none":
            return points
        if self.red_threes_need == "sevens":  # Pennies: plus once the side has a sevens canasta
            positive = sevens
        elif self.red_threes_need == "going_out":
            positive = kinds is not None and self.going_out_met(kinds)
        elif self.red_threes_need == "tristate":  # Modern American: 0 canastas minus, 1 nothing, 2+ plus
            if canastas == 1:
                return 0
            positive = canastas >= 2
        else:
            positive = melded if self.red_threes_need == "meld" else canastas >= self.red_threes_canastas
        if positive:
            return points
        return -points if self.red_three_unmelded == "mirror" else -threes * self.red_three_value

    def bonus_three(self, card: Card) -> bool:
        """Whether ``card`` is a three laid out as a bonus card (and replaced) when it
        comes into a hand: a red three, and with ``threes_mode`` = ``both_bonus``
        (Modern American) a black three too."""
        return self.threes_special and card.rank == THREE and (card.is_red or self.threes_mode == "both_bonus")

    def black_three_points(self, threes: int) -> int:
        """What the black threes a side set aside from taken piles score
        (``black_threes_from_pile`` = ``set_aside``): each its value, or the bonus for
        all of them when the side has every black three of the deck (two a pack)."""
        if not threes:
            return 0
        if threes >= 2 * self.packs:
            return self.black_three_set_aside_all
        return threes * self.black_three_set_aside_value

    def black_three_penalty(self, stock_ran_out: bool) -> int:
        """What each black three left in a hand costs at the end of the deal instead of
        its card value (Bolivia: 100); 0 when it costs its card value."""
        if stock_ran_out and not self.black_three_penalty_on_exhaustion:
            return 0
        return self.black_three_in_hand_penalty if self.threes_special else 0

    def hand_value(self, rank: int) -> int:
        """What a card of ``rank`` left in hand costs at the end of a deal: its meld
        value, or with ``hand_values`` = ``face`` (seed 004) number cards their number,
        pictures 10, the ace 20, the joker 50."""
        if self.hand_values == "face":
            return FACE_VALUES[rank]
        return POINTS[rank]

    def wilds_ok(self, naturals: int, wilds: int) -> bool:
        """Whether a meld of this many natural and wild cards is allowed."""
        if naturals < 2:
            return False
        return wilds <= self.max_wilds_for(naturals, naturals + wilds)

    # Serialisation -------------------------------------------------------------
    def changes(self) -> dict[str, Any]:
        """The options that differ from the preset this rule set is named after."""
        base = PRESETS.get(self.name, CLASSIC)
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            if f.name in ("name", "options"):
                continue
            value = getattr(self, f.name)
            if value != getattr(base, f.name):
                out[f.name] = _to_json(value)
        return out

    def with_options(self, **changes: Any) -> RuleSet:
        """A copy with some options changed, checked like a new rule set. Old options
        are still read (records and settings of older versions): ``sevens_discard_ban``
        into names of ``discard_bans``, and ``sequences`` (true or false) adds
        ``sequence`` to ``meld_kinds`` or takes it away."""
        if "sevens_discard_ban" in changes:
            changes = dict(changes)
            old = changes.pop("sevens_discard_ban")
            if not isinstance(old, str) or old not in _SEVENS_BANS:
                raise RulesError(f"sevens_discard_ban must be one of {', '.join(_SEVENS_BANS)}")
            bans = changes.get("discard_bans", self.discard_bans)
            if not isinstance(bans, (list, tuple)):
                raise RulesError("option discard_bans needs a list")
            sevens = {b for ms in _SEVENS_BANS.values() for b in ms}
            changes["discard_bans"] = [b for b in bans if b not in sevens] + list(_SEVENS_BANS[old])
        if "sequences" in changes:
            changes = dict(changes)
            runs = changes.pop("sequences")
            if not isinstance(runs, bool):
                raise RulesError("option sequences needs true or false")
            kinds = [k for k in changes.get("meld_kinds", self.meld_kinds) if k != "sequence"]
            if runs:
                kinds.insert(1 if kinds[:1] == ["group"] else 0, "sequence")
            changes["meld_kinds"] = list(kinds) if isinstance(changes.get("meld_kinds"), list) else tuple(kinds)
        return dataclasses.replace(self, **_from_json(changes))

    @staticmethod
    def from_preset(name: str, **changes: Any) -> RuleSet:
        if not isinstance(name, str) or name not in PRESETS:
            raise RulesError(f"unknown preset {name!r}; choose from {', '.join(PRESETS)}")
        return PRESETS[name].with_options(**changes)


def option_names() -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(RuleSet) if f.name not in ("name", "options"))


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


def _from_json(changes: dict[str, Any]) -> dict[str, Any]:
    known = {f.name: f for f in dataclasses.fields(RuleSet)}
    out: dict[str, Any] = {}
    for key, value in changes.items():
        if key not in known or key == "options":
            raise RulesError(f"unknown rule option {key!r}")
        default = getattr(CLASSIC, key)
        if isinstance(default, tuple):
            if not isinstance(value, (list, tuple)):
                raise RulesError(f"option {key} needs a list")
            value = tuple(tuple(v) if isinstance(v, list) else v for v in value)
        elif isinstance(default, bool):
            if not isinstance(value, bool):
                raise RulesError(f"option {key} needs true or false")
        elif isinstance(default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise RulesError(f"option {key} needs a whole number")
        elif isinstance(default, str) and not isinstance(value, str):
            raise RulesError(f"option {key} needs a word")
        out[key] = value
    return out


CLASSIC = RuleSet()
#: The named rule sets (``presets``): each a few changes from ``CLASSIC``.
PRESETS: dict[str, RuleSet] = presets.named(CLASSIC)
