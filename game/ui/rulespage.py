"""The rules of a table in sentences: the help screen's rules page, the glossary and
strategy pages where a word or a tip depends on the rules, and the table's discard-ban
tip.

Every sentence is chosen and filled from the rule set's options, never from the
preset's name, so that a house rule shows and each variant's page says what its own
options say (Samba's red threes, Hand and Foot's wild cards and pile, the teams of
three of Pennies from Heaven). The engine decides the rules; this module only reads
the fields the engine reads and puts them into words, one function per subject.
"""

from __future__ import annotations

from game.app.i18n import number, tr, trn
from game.engine import RuleSet, hand_value, wins_at_once
from game.engine.actions import SPECIAL_HANDS
from game.ui.meldmarks import canasta_kind_name, says_books
from game.ui.newgame import value_text
from game.ui.queries import special_hand_name

#: Sentences about a side that have a form for a player alone (no partners: two,
#: three, five players, the family table), where "your side" is "you" and "a side" is
#: "a player" - German and Dutch say "Ihre Partei"/"je partij" only of partners. The
#: help's sentences (every one the rules, glossary and strategy pages can show at such
#: a table), and the table's tips and the Hint button's sentence that speak of the
#: player's side. A key also in ``BOOKS`` has a ``_books_alone`` form as well.
ALONE = frozenset({
    "help.glossary.first_meld", "help.glossary.first_meld_flat", "help.glossary.first_meld_deal",
    "help.glossary.going_out", "help.glossary.meld",
    "help.rules.first_meld", "help.rules.first_meld_by_deal", "help.rules.going_out", "help.rules.going_out_plain",
    "help.rules.go_out_kinds", "help.rules.go_out_no_unfinished", "help.rules.target", "help.rules.pile_onto_meld",
    "help.rules.pile_onto_open_meld", "help.rules.pile_onto_run", "help.rules.frozen_first_meld",
    "help.rules.red_three_table", "help.rules.red_threes_need_meld", "help.rules.red_threes_need_canastas",
    "help.rules.red_threes_need_sevens", "help.rules.red_threes_need_going_out", "help.rules.red_threes_need_tristate",
    "help.rules.black_threes_set_aside", "help.rules.melds_many", "help.rules.rule_of_five",
    "help.rules.aces_natural", "help.rules.wild_meld_blocks", "help.rules.clean_triple", "help.rules.splash",
    "help.rules.take_dead_rank", "help.rules.bonus_cards", "help.rules.bonus_cards_dealt", "help.rules.unfinished",
    "help.rules.melds_minus", "help.rules.stock_end_three", "help.rules.special_hands",
    "help.rules.ban.sevens_each_side", "help.rules.ban.sevens_own_side", "help.rules.ban.swad_empty_pile",
    "help.rules.take_back",
    "help.strategy.red_threes", "help.strategy.red_threes_canastas", "help.strategy.red_threes_sevens",
    "help.strategy.red_threes_going_out", "help.strategy.red_threes_tristate",
    "tip.first_canasta", "tip.first_canasta_runs", "tip.first_book", "tip.first_canasta_run", "tip.first_canasta_wild",
    "tip.first_canasta_sevens", "tip.first_meld_minimum", "tip.frozen_until_first_meld",
    "tip.going_out", "tip.take_pile", "hint.first_meld"})
#: Sentences naming canastas that have a form in the words of a variant whose players
#: call a canasta a book (Hand and Foot), as its table's badges and score sheet do.
BOOKS = frozenset({"help.glossary.canasta", "help.glossary.going_out", "help.rules.canasta",
                   "help.rules.go_out_kinds", "help.rules.going_out", "help.rules.going_out_plain",
                   "help.strategy.naturals"})


def said(rules: RuleSet, key: str) -> str:
    """The message of a sentence as this table says it: in the book words of Hand and
    Foot, for a player alone where each plays for themselves, or both at once (Hand and
    Foot by two, three or five, which would otherwise read "your side" in book words)."""
    out = key + "_books" if key in BOOKS and says_books(rules) else key
    if key in ALONE and not rules.partnerships:
        out += "_alone"
    return out


def rules_paragraphs(rules: RuleSet) -> list[str]:
    """The rules of this table in sentences (catalogue texts filled from the rule set)."""
    out = [tr("help.rules.deal", players=rules.players, cards=rules.hand_size, packs=rules.packs,
              jokers=rules.packs * rules.jokers_per_pack)]
    out.append(seating(rules))
    out.append(trn("help.rules.turn", rules.draw_count))
    out.append(tr("help.rules.melds") + " " + wild_limit(rules))
    out.append(first_meld(rules))
    out.append(" ".join([tr("help.rules.points")] + ([tr("help.rules.hand_face")] if rules.hand_values == "face"
                                                    else [])))
    out += pile_sentences(rules)
    out += threes_sentences(rules)
    out.append(tr(said(rules, "help.rules.canasta"), natural=rules.natural_canasta_bonus,
                  mixed=rules.mixed_canasta_bonus))
    out += going_out_sentences(rules)
    out += variant_paragraphs(rules)
    out += special_sentences(rules)
    if rules.match_deals:
        out.append(tr("help.rules.match_deals", count=rules.match_deals))
    else:
        out.append(tr("help.rules.single_deal") if rules.single_deal
                   else tr(said(rules, "help.rules.target"), target=rules.target))
    return out


def seating(rules: RuleSet) -> str:
    """How the seats of a side sit: partners opposite at four, two teams of three in
    alternating seats at six (the engine's ``sides``), or three pairs."""
    if not rules.partnerships:
        return tr("help.rules.alone")
    sides = rules.sides
    if len(sides[0]) == 2:
        return tr("help.rules.partners") if len(sides) == 2 else tr("help.rules.partners_pairs")
    return tr("help.rules.partners_teams")


#: The sentence of each wild-card limit (``RuleSet.wild_limit``); ``{count}`` is ``max_wilds``.
WILD_LIMITS = {"classic": "help.rules.wilds_max", "no_outnumber": "help.rules.wilds_no_outnumber",
               "by_size": "help.rules.wilds_by_size", "strict": "help.rules.wilds_strict",
               "double": "help.rules.wilds_double", "unlimited": "help.rules.wilds_unlimited"}


def wild_limit(rules: RuleSet) -> str:
    """How many wild cards a meld may hold, as ``RuleSet.max_wilds_for`` decides it."""
    return tr(WILD_LIMITS[rules.wild_limit], count=rules.max_wilds)


def first_meld(rules: RuleSet) -> str:
    """The first-meld minimum: by the side's score, or by the deal's number (Hand and Foot)."""
    table = value_text("first_meld_table", rules.first_meld_table)
    text = (tr(said(rules, "help.rules.first_meld_by_deal"), table=table) if rules.first_meld_by == "deal"
            else tr(said(rules, "help.rules.first_meld"), table=table))
    if counts_red_threes(rules):  # seed 000, first meld rule 6
        text += " " + tr("help.rules.first_meld_red_threes", bonus=rules.red_three_value)
    return text


def counts_red_threes(rules: RuleSet) -> bool:
    """Whether red threes laid out count toward the first-meld minimum at this table."""
    return rules.threes_special and rules.red_threes_count_for_first_meld


def pile_sentences(rules: RuleSet) -> list[str]:
    """Taking the discard pile: how much of it (the whole pile, Hand and Foot's top
    seven, digging), with what, and when it is frozen - only the ways the options
    open, so that no sentence contradicts another (Samba's top card onto its own meld
    or run, the always-frozen pile of Cuban and Uruguay)."""
    if rules.pile_mode == "dig":  # digging does not ask whether the pile is frozen
        return [tr("help.rules.pile_dig")]
    out = [tr("help.rules.pile_take_top", count=rules.pile_take_count) if rules.pile_take_count
           else tr("help.rules.pile_take_whole")]
    if rules.pile_always_frozen:
        out.append(tr("help.rules.always_frozen"))
    else:
        ways = []
        if rules.take_with_natural_and_wild:
            ways.append(tr("help.rules.pile_natural_wild"))
        if rules.take_onto_meld:
            ways.append(tr(said(rules, "help.rules.pile_onto_meld")) if rules.take_onto_canasta
                        else tr(said(rules, "help.rules.pile_onto_open_meld")))
        if rules.sequences and rules.take_onto_sequence:
            ways.append(tr(said(rules, "help.rules.pile_onto_run")))
        if ways:  # freezing only shuts these ways: without them it changes nothing
            out += ways
            out.append(tr("help.rules.frozen"))
            if rules.frozen_until_first_meld:
                out.append(tr(said(rules, "help.rules.frozen_first_meld")))
    out.append(tr("help.rules.pile_top_wild"))
    if rules.one_card_rule:
        out.append(tr("help.rules.one_card"))
    return out


def threes_sentences(rules: RuleSet) -> list[str]:
    """The red threes (laying, their table, when they count plus, what one left over
    costs) and the black threes (stopping the pile, melding, Cuban's set-aside threes,
    Bolivia's penalty), each paragraph from the options that decide it."""
    if not rules.threes_special:
        return [tr("help.rules.threes_plain")]
    red = [tr("help.rules.red_threes_auto") if rules.red_threes_auto else tr("help.rules.red_threes_lay")]
    red.append(red_three_scores(rules))
    need = rules.red_threes_need
    if need == "canasta":
        red.append(trn(said(rules, "help.rules.red_threes_need_canastas"), rules.red_threes_canastas))
    elif need != "none":
        red.append(tr(said(rules, f"help.rules.red_threes_need_{need}")))
    if need != "none" and rules.red_three_unmelded == "per_card":
        red.append(tr("help.rules.red_threes_minus_each", value=rules.red_three_value))
    penalty = rules.red_three_in_hand_penalty
    if penalty and not rules.red_threes_auto:
        red.append(tr("help.rules.red_three_left", value=penalty))
    if penalty and rules.packet_size and rules.packet_counts_against:
        which = "foot" if rules.packet_trigger == "hand_empty" else "pennies"
        red.append(tr(f"help.rules.red_three_unopened_{which}", value=penalty))
    if rules.threes_mode == "both_bonus":  # Modern American: black threes are bonus cards too
        return [" ".join(red), tr("help.rules.black_threes_bonus")]
    black = [tr("help.rules.black_three_stops")]
    black.append(tr("help.rules.black_threes_meld") if rules.black_three_meld_going_out
                 else tr("help.rules.black_threes_never_melded"))
    if rules.black_threes_from_pile == "set_aside":
        black.append(tr(said(rules, "help.rules.black_threes_set_aside"), value=rules.black_three_set_aside_value,
                        all=rules.black_three_set_aside_all, count=2 * rules.packs))
    if rules.black_three_in_hand_penalty:
        black.append(tr("help.rules.black_threes_in_hand" if rules.black_three_penalty_on_exhaustion
                        else "help.rules.black_threes_in_hand_out", value=rules.black_three_in_hand_penalty))
    return [" ".join(red), " ".join(black)]


def red_three_scores(rules: RuleSet) -> str:
    """What red threes score (``RuleSet.red_three_score``): a table by count where it
    gives every count (Cuban 1: 100, 2: 300, ...), else each card's value and the rows
    for whole sets (all six 1,000)."""
    totals = dict(rules.red_three_totals)
    reds = 2 * rules.packs
    if all(n in totals for n in range(1, reds + 1)):
        table = ", ".join(f"{n}: {number(totals[n])}" for n in range(1, reds + 1))
        return tr(said(rules, "help.rules.red_three_table"), table=table)
    rows = [(n, total) for n, total in sorted(totals.items()) if 1 <= n <= reds]
    if not rows:
        return tr("help.rules.red_three_each", value=rules.red_three_value)
    return tr("help.rules.red_three_each_rows", value=rules.red_three_value,
              rows=", ".join(tr("help.rules.red_three_row", count=n, total=total) for n, total in rows))


def going_out_sentences(rules: RuleSet) -> list[str]:
    """Going out: the canastas, the bonus (and whether concealed pays more), the last
    card (melded, discarded, either), and asking the partner (the next partner of a
    team of three)."""
    count = rules.canastas_to_go_out
    if rules.concealed_bonus == rules.going_out_bonus:
        out = [trn(said(rules, "help.rules.going_out_plain"), count, bonus=rules.going_out_bonus)]
    else:
        out = [trn(said(rules, "help.rules.going_out"), count, bonus=rules.going_out_bonus,
                   concealed=rules.concealed_bonus)]
    if rules.going_out_melded_bonus:
        out.append(tr("help.rules.going_out_melded", bonus=rules.going_out_melded_bonus))
    if rules.partner_canasta_bonus and rules.partnerships:
        out.append(tr("help.rules.going_out_partner_canasta", bonus=rules.partner_canasta_bonus))
    out.append(tr(f"help.rules.final_discard.{rules.final_discard}"))
    if rules.go_out_partner_packet and rules.packet_size and rules.partnerships:
        out.append(tr("help.rules.go_out_partner_packet"))
    if rules.ask_partner and rules.partnerships:
        out.append(tr("help.rules.ask") if len(rules.sides[0]) == 2 else tr("help.rules.ask_team"))
        if rules.ask_once_per_deal:
            out.append(tr("help.rules.ask_once"))
    return out


def variant_paragraphs(rules: RuleSet) -> list[str]:
    """What a variant adds to the rules, each from its option (so house rules show):
    runs, melds of wild cards, capped melds, the packet, the sevens. Classic's rule set
    brings none of them."""
    out: list[str] = []
    if rules.sequences:  # Samba's samba, Bolivia's escalera: the name on the badge
        name = "escalera" if canasta_kind_name(rules, "sequence") == "badge.escalera" else "samba"
        out.append(tr("help.rules.runs", bonus=rules.sequence_canasta_bonus) + " " + tr(f"help.rules.run_name_{name}"))
    if rules.wild_melds:
        out.append(" ".join([tr("help.rules.wild_melds", bonus=wild_canasta_pays(rules))]
                            + ([tr("help.rules.wild_name_bolivia")]
                               if canasta_kind_name(rules, "wild") == "badge.bolivia" else [])))
    if rules.group_meld_max:
        out.append(tr("help.rules.meld_cap", count=rules.group_meld_max))
    if rules.melds_per_rank == "many":
        out.append(tr(said(rules, "help.rules.melds_many")))
    elif rules.melds_per_rank == "after_closed":
        out.append(tr("help.rules.melds_after_closed"))
    if rules.packet_size:
        which = "foot" if rules.packet_trigger == "hand_empty" else "pennies"
        out.append(tr(f"help.rules.packet_{which}", count=rules.packet_size))
    if rules.sevens_canasta_bonus:
        out.append(tr("help.rules.sevens", bonus=rules.sevens_canasta_bonus))
    kinds = [(kind, need) for kind, need in (("natural", rules.go_out_natural), ("mixed", rules.go_out_mixed),
                                             ("sevens", rules.go_out_sevens), ("wild", rules.go_out_wild),
                                             ("sequence", rules.go_out_sequences)) if need]
    if kinds:  # Hand and Foot's clean and dirty books, Pennies' four kinds, Bolivia's escalera
        out.append(tr(said(rules, "help.rules.go_out_kinds"),
                      kinds=", ".join(tr(canasta_kind_name(rules, kind), count=need) for kind, need in kinds)))
    out += ban_sentences(rules)
    out += modern_sentences(rules)
    return out


def modern_sentences(rules: RuleSet) -> list[str]:
    """Modern American Canasta's rules, each from its option: the wild cards' places,
    the first meld's clean triple and top card, the pile's limits, the bonus cards, the
    canasta of aces, going out and the penalties at the end."""
    out: list[str] = []
    if rules.wild_needs_naturals:
        out.append(tr(said(rules, "help.rules.rule_of_five"), count=rules.wild_needs_naturals))
    if rules.sevens_natural:
        out.append(tr("help.rules.sevens_natural"))
    if rules.aces_natural:
        out.append(tr(said(rules, "help.rules.aces_natural")))
    if rules.wild_meld_blocks_wilds and rules.wild_melds:
        out.append(tr(said(rules, "help.rules.wild_meld_blocks")))
    if rules.first_meld_clean_triple:
        out.append(tr(said(rules, "help.rules.clean_triple")))
    if rules.first_meld_splash:
        out.append(tr(said(rules, "help.rules.splash")))
    if not rules.first_meld_counts_top_card:
        out.append(tr("help.rules.top_card_not_counted"))
    if rules.take_meld_max:
        out.append(tr("help.rules.take_meld_max", count=rules.take_meld_max))
    if not rules.take_dead_rank:
        out.append(tr(said(rules, "help.rules.take_dead_rank")))
    if rules.bonus_cards_dealt and (rules.bonus_cards_first or rules.bonus_cards_second):
        out.append(tr(said(rules, "help.rules.bonus_cards_dealt"), first=rules.bonus_cards_first,
                      second=rules.bonus_cards_second))
    elif rules.bonus_cards_first or rules.bonus_cards_second:
        out.append(tr(said(rules, "help.rules.bonus_cards"), first=rules.bonus_cards_first,
                      second=rules.bonus_cards_second, stock=rules.bonus_cards_min_stock))
    if rules.aces_canasta_bonus:
        out.append(tr("help.rules.aces_canasta", bonus=rules.aces_canasta_bonus))
    if rules.go_out_no_unfinished:
        out.append(tr(said(rules, "help.rules.go_out_no_unfinished")))
    if rules.unfinished_aces_penalty or rules.unfinished_sevens_penalty or rules.unfinished_wild_penalty:
        out.append(tr(said(rules, "help.rules.unfinished"), aces=rules.unfinished_aces_penalty,
                      sevens=rules.unfinished_sevens_penalty,
                      wild=rules.unfinished_wild_penalty))
    if rules.held_aces_sevens_penalty:
        out.append(tr("help.rules.held_aces_sevens", value=rules.held_aces_sevens_penalty))
    if rules.melds_minus_without_canasta:
        out.append(tr(said(rules, "help.rules.melds_minus")))
    if rules.stock_end_three == "in_hand" and rules.threes_special and rules.red_threes_auto:
        out.append(tr(said(rules, "help.rules.stock_end_three")))
    return out


def wild_canasta_pays(rules: RuleSet) -> str:
    """What a canasta of wild cards pays, row by row of ``wild_canasta_table`` (Cuban:
    seven twos 4,000, four jokers and three twos 3,000, any other 2,000)."""
    rows = rules.wild_canasta_table
    if len(rows) == 1 and rows[0][:2] == (0, 0):
        return number(rows[0][2])
    parts = []
    for jokers, twos, bonus in rows:
        if jokers and twos:
            parts.append(tr("help.rules.wild_row_both", jokers=jokers, twos=twos, bonus=bonus))
        elif twos:
            parts.append(tr("help.rules.wild_row_twos", twos=twos, bonus=bonus))
        elif jokers:
            parts.append(tr("help.rules.wild_row_jokers", jokers=jokers, bonus=bonus))
        else:
            parts.append(tr("help.rules.wild_row_other", bonus=bonus))
    return ", ".join(parts)


#: The discard bans (``RuleSet.discard_bans``) the rules page explains in a sentence of
#: their own; another ban is named by its option label.
BAN_SENTENCES = ("black_three_first_turn", "sevens_each_side", "sevens_own_side", "seven_going_out",
                 "threes_never", "wild_until_last", "swad_empty_pile")


def ban_sentences(rules: RuleSet) -> list[str]:
    """Each discard ban of the table in a sentence (Cuban's black three, Pennies' sevens,
    Modern American's bans)."""
    out = [tr(said(rules, f"help.rules.ban.{ban}")) if ban in BAN_SENTENCES else tr(f"option.discard_bans.{ban}") + "."
           for ban in rules.discard_bans]
    if out and rules.no_legal_discard == "take_back":
        out.append(tr(said(rules, "help.rules.take_back")))
    return out


def special_sentences(rules: RuleSet) -> list[str]:
    """The special hands of the rules' list with their values (``special_hands``,
    Modern American), and the Dream Hands' instant win where the list has them."""
    hands = [name for name in SPECIAL_HANDS if hand_value(rules, name)]
    if not hands:
        return []
    listed = tr("card.list_separator").join(
        tr("help.rules.special_hand_value", hand=special_hand_name(name), points=hand_value(rules, name))
        for name in hands)
    out = [tr(said(rules, "help.rules.special_hands"), hands=listed)]
    if any(wins_at_once(rules, name) for name in hands):
        out.append(tr("help.rules.dream_hands"))
    return out


def freezing_matters(rules: RuleSet) -> bool:
    """Whether a frozen pile shuts a way of taking it that an unfrozen one opens (not
    where the pile is always frozen, dug into, or taken only with a natural pair)."""
    if rules.pile_mode == "dig" or rules.pile_always_frozen:
        return False
    return rules.take_with_natural_and_wild or rules.take_onto_meld or (rules.sequences and rules.take_onto_sequence)


def glossary(rules: RuleSet) -> list[str]:
    """The words of this table: a word the rules do not use is left out (black and red
    threes where threes are plain cards, "concealed" where it pays nothing more), the
    frozen pile as this table freezes it, and the variants' words (a run, a meld of
    wild cards, the foot or the pennies)."""
    out = [tr(said(rules, "help.glossary.meld")), tr(said(rules, "help.glossary.canasta"))]
    if rules.sequences:
        out.append(tr("help.glossary.run"))
    out.append(tr("help.glossary.wild"))
    if rules.wild_melds:
        out.append(tr("help.glossary.wild_meld"))
    if rules.threes_special:
        out += [tr("help.glossary.red_three"), tr("help.glossary.black_three_bonus")
                if rules.threes_mode == "both_bonus" else tr("help.glossary.black_three")]
    if rules.pile_always_frozen:
        out.append(tr("help.glossary.frozen_always"))
    elif freezing_matters(rules):
        out.append(tr("help.glossary.frozen"))
    if rules.first_meld_by == "deal":
        out.append(tr(said(rules, "help.glossary.first_meld_deal")))
    else:
        out.append(tr(said(rules, "help.glossary.first_meld")) if len(rules.first_meld_table) > 1
                   else tr(said(rules, "help.glossary.first_meld_flat")))
    if counts_red_threes(rules):
        out.append(tr("help.glossary.first_meld_red_threes"))
    if rules.packet_size:
        out.append(tr("help.glossary.foot" if rules.packet_trigger == "hand_empty" else "help.glossary.pennies"))
    out.append(tr(said(rules, "help.glossary.going_out")))
    if rules.concealed_bonus != rules.going_out_bonus:
        out.append(tr("help.glossary.concealed"))
    return out


def strategy(rules: RuleSet) -> list[str]:
    """Strategy tips that hold at this table: the red threes by what makes them count
    plus, freezing only where it shuts a way in, the partner's signals only with a
    partner, the concealed going out only where it pays more."""
    out: list[str] = []
    need = rules.red_threes_need
    if rules.threes_special and need != "none":
        if need == "canasta":
            out.append(trn(said(rules, "help.strategy.red_threes_canastas"), rules.red_threes_canastas))
        elif need == "meld":
            out.append(tr(said(rules, "help.strategy.red_threes")))
        else:
            out.append(tr(said(rules, f"help.strategy.red_threes_{need}")))
    if freezing_matters(rules):
        out.append(tr("help.strategy.freeze"))
    if rules.partnerships:
        out.append(tr("help.strategy.signals"))
    if rules.first_meld_by == "deal":
        out.append(tr("help.strategy.first_meld_deal"))
    elif len(rules.first_meld_table) > 1:
        out.append(tr("help.strategy.first_meld"))
    more = rules.natural_canasta_bonus - rules.mixed_canasta_bonus
    if more > 0:
        out.append(tr(said(rules, "help.strategy.naturals"), more=more))
    if rules.concealed_bonus > rules.going_out_bonus:
        out.append(tr("help.strategy.concealed"))
    if freezing_matters(rules):
        out.append(tr("help.strategy.count_wilds"))
    if rules.threes_special and rules.threes_mode != "both_bonus":  # a black three that stops the pile
        out.append(tr("help.strategy.black_threes"))
    return out
