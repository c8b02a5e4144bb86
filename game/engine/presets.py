"""The named rule sets: each preset is a few changes from the classic rules, with the
source of every figure in a comment (``docs/rules.md`` has the full table). Kept apart
from ``rules``, which declares the options and checks them; ``rules.PRESETS`` is made
from ``named`` once, when ``rules`` is imported."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import RuleSet


def named(CLASSIC: RuleSet) -> dict[str, RuleSet]:
    """Every preset by name, built from ``CLASSIC``."""
    presets: dict[str, RuleSet] = {
        "classic": CLASSIC,
        # Seed 000 "Canasta für zwei Spieler": 15 cards, two canastas to go out.
        # Drawing two cards and discarding one is the published two-hand rule (pagat).
        "two": dataclasses.replace(
            CLASSIC, name="two", players=2, partnerships=False, hand_size=15, draw_count=2,
            canastas_to_go_out=2, ask_partner=False,
        ),
        # Seed 003: the online two-player game.
        "two-online": dataclasses.replace(
            CLASSIC, name="two-online", players=2, partnerships=False, hand_size=15,
            wild_limit="no_outnumber", one_card_rule=True, ask_partner=False, pile_peek=True,
            red_threes_count_for_first_meld=False,
            # "Hebt ein Spieler einen roten Dreier vom Ablagestapel ab, so wird sie sofort
            # ausgelegt und eine Ersatzkarte gehoben."
            red_three_pile_replaced=True,
        ),
        # Seed 000 "Canasta für drei Spieler": each alone, 13 cards, two canastas, 7,500.
        "three": dataclasses.replace(
            CLASSIC, name="three", players=3, partnerships=False, hand_size=13,
            canastas_to_go_out=2, target=7500, ask_partner=False,
        ),
        # Seed 000 counts five players ("Bei 2, 3, 5 oder 6 Spielern") but gives them no
        # figures; each plays alone, with the classic deck, hand, target and one canasta
        # (docs/rules.md says why).
        "five": dataclasses.replace(
            CLASSIC, name="five", players=5, partnerships=False, ask_partner=False,
        ),
        # Seed 000: two teams of three, seats alternating; the deck, hand size, target,
        # extra minimum and red-three table are the published six-hand rules.
        "six": dataclasses.replace(
            CLASSIC, name="six", players=6, partnerships=True, packs=3, hand_size=13,
            canastas_to_go_out=2, target=10000,
            first_meld_table=((-(10**9), 15), (0, 50), (1500, 90), (3000, 120), (7500, 150)),
            red_three_totals=((5, 1000), (6, 1200)),
        ),
        # Seed 000 "Hand and Foot" (hand and an 11-card foot, 5 or 6 packs, 10,000 or 20,000);
        # the rest as the Bicycle-family sheets give it (docs/rules.md, "Hand and Foot").
        "hand-and-foot": dataclasses.replace(
            CLASSIC, name="hand-and-foot", players=4, partnerships=True, packs=5, hand_size=11,
            packet_size=11, packet_trigger="hand_empty", draw_count=2, target=10000,
            first_meld_by="deal", first_meld_table=((0, 50), (1, 90), (2, 120), (3, 150)),
            red_threes_count_for_first_meld=False, wild_limit="strict", max_wilds=3,
            melds_per_rank="after_closed", group_meld_max=7, take_with_natural_and_wild=False,
            take_onto_meld=False, pile_take_count=7, black_three_meld_going_out=False,
            red_three_totals=(), red_threes_need="none", red_three_in_hand_penalty=100,
            canastas_to_go_out=2, go_out_natural=1, go_out_mixed=1, final_discard="required",
            ask_partner=False, concealed_bonus=100,
        ),
        # Seed 004: the family table, everyone plays alone.
        "family": dataclasses.replace(
            CLASSIC, name="family", players=4, partnerships=False, hand_size=11,
            pile_mode="dig", threes_special=False, add_to="any", final_discard="forbidden",
            first_meld_table=((-(10**9), 50),), red_threes_count_for_first_meld=False,
            first_meld_wild_value="represented", ask_partner=False, frozen_until_first_meld=False,
            allow_double=False,
            # "Du gehst raus, indem du alles loswirst. Das bringt dir 100." - no more when concealed;
            # "Zahlenkarten ihren Wert, Bilder 10, das Ass 20, der Joker 50" for the cards left in hand
            concealed_bonus=100, hand_values="face",
        ),
        # Cuban Canasta (published rules, rummy-games "Cuban Canasta"; seed 000 names it):
        # 13 cards, 7,500; melds and canastas closed at seven, melds of wild cards with their
        # bonus by composition, the pile always frozen, no black three discarded on a first
        # turn, black threes from a taken pile set aside, red threes 100/300/500/1,000 plus
        # with a canasta, 150 from 5,000, no concealed bonus.
        "cuban": dataclasses.replace(
            CLASSIC, name="cuban", hand_size=13, target=7500,
            first_meld_table=((-(10**9), 15), (0, 50), (1500, 90), (3000, 120), (5000, 150)),
            meld_kinds=("group", "wild"), group_meld_max=7, wild_meld_max=7,
            wild_canasta_table=((0, 7, 4000), (4, 3, 3000), (0, 0, 2000)),
            pile_always_frozen=True, discard_bans=("black_three_first_turn",), black_threes_from_pile="set_aside",
            red_three_totals=((1, 100), (2, 300), (3, 500), (4, 1000)), red_threes_need="canasta",
            concealed_bonus=100,
        ),
        # Pennies from Heaven (seed 000 names it with Cuban; the rules are pagat's, rummy-games'
        # and Bicycle's, docs/rules.md "Pennies from Heaven"): six players in two teams of three,
        # four packs, 13 cards and 11 face-down pennies taken up at the player's first canasta,
        # draw two, melds capped at seven, wild melds, four kinds of canasta to go out.
        "pennies": dataclasses.replace(
            CLASSIC, name="pennies", players=6, partnerships=True, packs=4, hand_size=13, packet_size=11,
            packet_trigger="canasta", draw_count=2, target=20000,
            first_meld_table=((-(10**9), 15), (0, 50), (500, 90), (1000, 120), (1500, 150)),
            meld_kinds=("group", "wild"), group_meld_max=7, wild_meld_max=7, wild_canasta_table=((0, 0, 1000),),
            sevens_canasta_bonus=1500, red_three_totals=((8, 1000),), red_threes_need="sevens",
            canastas_to_go_out=4, go_out_natural=1, go_out_mixed=1, go_out_sevens=1, go_out_wild=1,
            discard_bans=("sevens_each_side", "seven_going_out"),
        ),
        # Uruguay (published rules: rummy-games "Uruguay", a Scarne-style text): classic with
        # melds of three to seven wild cards (a wild canasta 2,000) and the pile always frozen.
        "uruguay": dataclasses.replace(
            CLASSIC, name="uruguay", meld_kinds=("group", "wild"), wild_meld_max=7, pile_always_frozen=True,
        ),
    }
    # Samba (variants.md 4.1; seeds 000/002 "Samba Canasta"): three packs, runs of one suit,
    # a run of seven ("samba") 1,500; the rest from Bicycle's and Britannica's Samba rules.
    presets["samba"] = dataclasses.replace(
        CLASSIC, name="samba", packs=3, hand_size=15, draw_count=2, target=10000,
        max_wilds=2, melds_per_rank="many", meld_kinds=("group", "sequence"), sequence_canasta_bonus=1500,
        take_with_natural_and_wild=False, take_onto_canasta=False, take_onto_sequence=True,
        first_meld_table=((-(10**9), 15), (0, 50), (1500, 90), (3000, 120), (7000, 150)),
        red_three_totals=((6, 1000),), red_threes_need="canasta", red_threes_canastas=2,
        canastas_to_go_out=2, going_out_bonus=200, concealed_bonus=200,
    )
    # Bolivia (variants.md 4.2; seeds 000/002 "Bolivien": a canasta of wild cards 2,500):
    # Samba with melds of wild cards (seven = a "bolivia" 2,500, closed), a canasta and an
    # escalera (a run of seven, 1,500) among the two canastas to go out, black threes left
    # in hand -100 each, 15,000 (Bicycle "Bolivia", bright.net "Bolivian Canasta").
    presets["bolivia"] = dataclasses.replace(
        presets["samba"], name="bolivia", target=15000, meld_kinds=("group", "sequence", "wild"), wild_meld_max=7,
        wild_canasta_table=((0, 0, 2500),), go_out_sequences=1, black_three_in_hand_penalty=100,
    )
    # Modern American Canasta (variants.md 4.6; seeds 000/002 name "Modernes Canasta"; the
    # rules of the Canasta League of America, pagat's readings as options): 13 cards, no
    # upcard, bonus cards for the opening, both colours of threes laid and scored
    # 100/300/500/1,000 with the sign by canastas, at most two wild cards and the rule of
    # five, sevens natural, aces natural but in the opening, wild melds, the pile always
    # frozen, penalties for unfinished melds, 8,500. docs/rules.md "Modern American".
    presets["modern-american"] = dataclasses.replace(
        CLASSIC, name="modern-american", hand_size=13, upcard_rule="none", target=8500,
        first_meld_table=((-(10**9), 125), (3000, 155), (5000, 180)), red_threes_count_for_first_meld=False,
        first_meld_clean_triple=True, first_meld_counts_top_card=False,
        bonus_cards_first=4, bonus_cards_second=3, bonus_cards_min_stock=9,
        max_wilds=2, wild_needs_naturals=5, sevens_natural=True, aces_natural=True, wild_meld_blocks_wilds=True,
        group_meld_max=7, meld_kinds=("group", "wild"), wild_meld_max=7,
        wild_canasta_table=((0, 7, 3000), (4, 0, 2500), (0, 0, 2000)),
        pile_always_frozen=True, take_meld_max=4, take_dead_rank=False,
        discard_bans=("threes_never", "wild_until_last", "swad_empty_pile"), no_legal_discard="take_back",
        threes_mode="both_bonus", black_three_meld_going_out=False,
        # one three may stay in hand for a Straight while the side has not melded; one still
        # held at the end costs 5 (CLA: a three left in hand, 5 points), a red one too
        keep_three_for_straight=True, red_three_in_hand_penalty=5,
        # a three drawn as the stock's last card stays in the hand (5 against) and ends the deal
        stock_end_three="in_hand",
        red_three_totals=((1, 100), (2, 300), (3, 500), (4, 1000)), red_threes_need="tristate",
        canastas_to_go_out=2, go_out_no_unfinished=True, final_discard="required", ask_once_per_deal=True,
        going_out_bonus=100, concealed_bonus=100, sevens_canasta_bonus=2500, aces_canasta_bonus=2500,
        unfinished_aces_penalty=2500, unfinished_sevens_penalty=2500, unfinished_wild_penalty=2000,
        held_aces_sevens_penalty=1500, melds_minus_without_canasta=True,
        special_hands="cla",  # the CLA's eleven special hands (docs/rules.md "Special hands")
    )
    return presets
