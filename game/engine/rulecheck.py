"""What each option of a ``RuleSet`` may hold, and the check that refuses a rule set
the table cannot play.

Every rule set passes ``check`` when it is made, whichever way (built directly,
``with_options``, a saved record, the settings, a program), so the engine never deals
from rules it cannot play: each option of the right type and within ``LIMITS``, each
choice one of ``_CHOICES``, and the options that depend on one another consistent. A
refusal is a ``RulesError`` whose message names the option. Kept apart from
``rules`` (the options and what they mean) so that each stays short.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from .melds import CANASTA_SIZE

if TYPE_CHECKING:
    from .rules import RuleSet


class RulesError(ValueError):
    """A rule set that cannot be played, or an unknown option."""


#: The kinds of meld a rule set may allow (``meld_kinds``): groups of one rank (every
#: rule set), sequences of one suit (Samba, Bolivia) and melds of wild cards only
#: (Cuban, Uruguay, Bolivia and others, ``variants.md`` K6).
MELD_KINDS = ("group", "sequence", "wild")

_CHOICES: dict[str, tuple[str, ...]] = {
    "wild_limit": ("classic", "no_outnumber", "by_size", "strict", "double", "unlimited"),
    "upcard_rule": ("return", "cover", "none"),
    "pile_mode": ("whole", "dig"),
    "final_discard": ("optional", "forbidden", "required"),
    "add_to": ("own", "any"),
    "red_three_unmelded": ("mirror", "per_card"),
    "red_threes_need": ("meld", "canasta", "none", "sevens", "going_out", "tristate"),
    "threes_mode": ("classic", "both_bonus"),
    "stock_end_three": ("laid", "in_hand"),
    "no_legal_discard": ("lift_bans", "take_back"),
    "dead_ranks": ("own", "both"),
    "first_meld_wild_value": ("face", "represented"),
    "melds_per_rank": ("one", "many", "after_closed"),
    "packet_trigger": ("hand_empty", "canasta"),
    "first_meld_by": ("score", "deal"),
    "hand_values": ("classic", "face"),
    "black_threes_from_pile": ("hand", "set_aside"),
    "special_hands": ("none", "cla", "pagat"),
}

#: The discard bans a rule set may name (``discard_bans``), each decided in ``bans``
#: with its own refusal: ``black_three_first_turn`` (Cuban Canasta: no black three on a
#: player's first turn); ``sevens_each_side`` / ``sevens_own_side`` (Pennies from Heaven:
#: no seven until each side / the discarding side has a canasta of sevens);
#: ``seven_going_out`` (Pennies: never a seven as the card that goes out);
#: ``threes_never``, ``wild_until_last`` and ``swad_empty_pile`` (Modern American: never
#: a three; a wild card only as the going-out card or from a hand of wild cards only; on
#: an empty pile no seven, wild card, ace or dead rank).
DISCARD_BANS = ("black_three_first_turn", "sevens_each_side", "sevens_own_side", "seven_going_out",
                "threes_never", "wild_until_last", "swad_empty_pile")


#: The largest value each whole-number option may take: what a table can hold (six
#: packs is 324 cards; the presets use at most three) and what a score sheet can show.
#: Anything larger is refused with a message, so that a record, the settings or a
#: program cannot make the engine deal millions of cards.
LIMITS: dict[str, tuple[int, int]] = {
    "players": (2, 6),
    "packs": (1, 6),
    "jokers_per_pack": (0, 4),
    "hand_size": (1, 20),
    "packet_size": (0, 20),
    "match_deals": (0, 100),
    "pile_take_count": (0, 1000),
    "go_out_natural": (0, 10),
    "go_out_mixed": (0, 10),
    "go_out_sevens": (0, 10),
    "go_out_wild": (0, 10),
    "draw_count": (1, 4),
    # 20 times the usual 5,000: a match to a million made a record of 8 MB that took 19 s
    # to continue; no player plays that far (a record's limits, ``record.MAX_ACTIONS``)
    "target": (-1_000_000, 100_000),
    "tie_raise": (0, 100_000),
    "max_wilds": (1, 8),
    "red_three_value": (-100_000, 100_000),
    "red_three_in_hand_penalty": (-100_000, 100_000),
    "canastas_to_go_out": (0, 10),
    "going_out_bonus": (-100_000, 100_000),
    "going_out_melded_bonus": (-100_000, 100_000),
    "partner_canasta_bonus": (-100_000, 100_000),
    "concealed_bonus": (-100_000, 100_000),
    "natural_canasta_bonus": (-100_000, 100_000),
    "mixed_canasta_bonus": (-100_000, 100_000),
    "group_meld_max": (0, 100),
    "chip_stake": (1, 1_000_000),
    "chip_limit": (1, 1_000_000),
    "wild_meld_max": (0, 100),
    "sequence_canasta_bonus": (-100_000, 100_000),
    "red_threes_canastas": (1, 10),
    "go_out_sequences": (0, 10),
    "black_three_in_hand_penalty": (0, 100_000),
    "wild_needs_naturals": (0, 7),
    "take_meld_max": (0, 100),
    "bonus_cards_first": (0, 10),
    "bonus_cards_second": (0, 10),
    "bonus_cards_min_stock": (0, 100),
    "unfinished_aces_penalty": (0, 100_000),
    "unfinished_sevens_penalty": (0, 100_000),
    "unfinished_wild_penalty": (0, 100_000),
    "unfinished_wild_jokers_penalty": (0, 100_000),
    "held_aces_sevens_penalty": (0, 100_000),
    "aces_canasta_bonus": (-100_000, 100_000),
}
#: Rows of the two tables: (least, most rows) and the range of each number in a row.
TABLE_LIMITS: dict[str, tuple[int, int, tuple[int, int], tuple[int, int]]] = {
    "first_meld_table": (1, 12, (-(10**9), 10**9), (0, 100_000)),
    "red_three_totals": (0, 12, (0, 24), (-100_000, 100_000)),
}
MAX_NAME = 40


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check(rules: RuleSet) -> None:
    """Refuse a rule set the table cannot play, whichever way it was made (built
    directly, ``with_options``, a record, the settings): every option of the right
    type and within ``LIMITS``, with a message naming the option."""
    name = rules.name
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME or not name.isprintable():
        raise RulesError(f"the rule set's name must be 1 to {MAX_NAME} printable characters")
    for f in dataclasses.fields(rules):
        value = getattr(rules, f.name)
        default = f.default
        if f.name in ("name", "options") or isinstance(default, str):
            continue
        if isinstance(default, bool):
            if not isinstance(value, bool):
                raise RulesError(f"option {f.name} needs true or false")
        elif isinstance(default, int):
            low, high = LIMITS.get(f.name, (-100_000, 100_000))
            if not _whole(value) or not low <= value <= high:
                raise RulesError(f"option {f.name} needs a whole number from {low} to {high}")
        elif f.name in TABLE_LIMITS:
            _check_table(f.name, value)
    if not isinstance(rules.options, tuple) or not all(isinstance(o, str) for o in rules.options):
        raise RulesError("options must be a tuple of words")
    for name, choices in _CHOICES.items():
        if getattr(rules, name) not in choices:
            raise RulesError(f"{name} must be one of {', '.join(choices)}")
    if rules.players not in (2, 3, 4, 5, 6):
        raise RulesError("players must be 2, 3, 4, 5 or 6")
    if rules.partnerships and rules.players not in (4, 6):
        raise RulesError("partnerships need 4 or 6 players")
    deck = rules.packs * (52 + rules.jokers_per_pack)
    if rules.players * (rules.hand_size + rules.packet_size) + 10 > deck:
        raise RulesError("not enough cards for that many players and cards dealt")
    reds = 2 * rules.packs  # two red threes a pack
    # a table written for more packs: its rows for more red threes than exist are dead and
    # the full set would score by the card (six's table with two packs: four red threes 400)
    if (rules.threes_special and reds >= 4 and any(n > reds for n, _ in rules.red_three_totals)
            and all(n != reds for n, _ in rules.red_three_totals)):
        raise RulesError(f"red_three_totals has a row for more red threes than the {rules.packs} pack(s) hold"
                         f" ({reds}): with fewer packs, choose the red-three table that fits them")
    if rules.chip_limit < rules.chip_stake:
        raise RulesError("chip_limit must be at least chip_stake: a match always pays its stake")
    if rules.group_meld_max != 0 and rules.group_meld_max < CANASTA_SIZE:
        raise RulesError(f"group_meld_max must be 0 (no cap) or at least {CANASTA_SIZE}, the size of a canasta")
    if rules.melds_per_rank == "after_closed" and not rules.group_meld_max:
        raise RulesError("melds_per_rank after_closed needs group_meld_max: a meld closes when it is full")
    if rules.threes_mode == "both_bonus" and not (rules.threes_special and rules.red_threes_auto):
        raise RulesError("threes_mode both_bonus needs threes_special and red_threes_auto: the threes are laid at once")
    if rules.no_legal_discard == "take_back" and rules.melds_per_rank == "after_closed":
        raise RulesError("no_legal_discard take_back needs melds_per_rank one or many: a book taken from"
                         " would open beside the open meld of its rank")
    if rules.wild_meld_max != 0 and rules.wild_meld_max < CANASTA_SIZE:
        raise RulesError(f"wild_meld_max must be 0 (no cap) or at least {CANASTA_SIZE}, the size of a canasta")
    bans = rules.discard_bans
    if (not isinstance(bans, tuple) or not all(isinstance(b, str) for b in bans) or len(set(bans)) != len(bans)
            or any(b not in DISCARD_BANS for b in bans)):
        raise RulesError(f"discard_bans may list {', '.join(DISCARD_BANS)}, each once")
    kinds = rules.meld_kinds
    if (not isinstance(kinds, tuple) or not all(isinstance(k, str) for k in kinds) or "group" not in kinds
            or len(set(kinds)) != len(kinds)
            or any(k not in MELD_KINDS for k in kinds)):
        raise RulesError(f"meld_kinds must list group and any of {', '.join(MELD_KINDS[1:])}, each once")
    table = rules.wild_canasta_table
    if (not isinstance(table, tuple) or not 1 <= len(table) <= 8
            or any(not isinstance(row, tuple) or len(row) != 3 or not all(_whole(v) for v in row)
                   or not 0 <= row[0] <= 24 or not 0 <= row[1] <= 24 or not -100_000 <= row[2] <= 100_000
                   for row in table)):
        raise RulesError("option wild_canasta_table needs 1 to 8 rows of three whole numbers"
                         " (jokers 0 to 24, twos 0 to 24, bonus -100000 to 100000)")


def _check_table(name: str, value: object) -> None:
    least, most, first, second = TABLE_LIMITS[name]
    message = (f"option {name} needs {least} to {most} rows of two whole numbers"
               f" ({first[0]} to {first[1]}, then {second[0]} to {second[1]})")
    if not isinstance(value, tuple) or not least <= len(value) <= most:
        raise RulesError(message)
    for row in value:
        if (not isinstance(row, tuple) or len(row) != 2 or not all(_whole(v) for v in row)
                or not first[0] <= row[0] <= first[1] or not second[0] <= row[1] <= second[1]):
            raise RulesError(message)
