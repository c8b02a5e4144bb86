"""The rules page says what each table's options say: the seats of a side, the
wild-card limit, the red and black threes, going out and the pile, each variant in
its own sentences (issue 13: no Classic sentence left in a variant's rules)."""

from __future__ import annotations

import dataclasses

import pytest

from game.app import i18n
from game.app.i18n import tr, trn
from game.engine import PRESETS, RuleSet
from game.ui.help import rules_paragraphs
from game.ui.rulespage import said


def text(rules: RuleSet) -> str:
    return "\n".join(rules_paragraphs(rules))


def has(rules: RuleSet, sentence: str) -> bool:
    """Whether the page holds the sentence (a paragraph may join several)."""
    return any(sentence in p for p in rules_paragraphs(rules))


# ------------------------------------------------------------------ seats
def test_teams_of_three_sit_alternately_not_opposite() -> None:
    for name in ("six", "pennies"):
        assert has(PRESETS[name], tr("help.rules.partners_teams")), name
        assert not has(PRESETS[name], tr("help.rules.partners")), name
        assert has(PRESETS[name], tr("help.rules.ask_team")), name  # the next partner answers
        assert not has(PRESETS[name], tr("help.rules.ask")), name
    assert has(PRESETS["classic"], tr("help.rules.partners"))
    assert has(PRESETS["classic"], tr("help.rules.ask"))
    assert has(PRESETS["two"], tr("help.rules.alone"))


def test_three_pairs_sit_opposite_with_the_others_between() -> None:
    # no option makes three pairs yet (variants.md K18); the page reads the engine's sides
    rules = dataclasses.replace(PRESETS["six"])
    rules.__dict__["sides"] = ((0, 3), (1, 4), (2, 5))
    assert has(rules, tr("help.rules.partners_pairs"))
    assert has(rules, tr("help.rules.ask"))


def test_the_partnership_option_says_how_both_sizes_sit() -> None:
    about = tr("option.partnerships.about")
    assert "opposite" in about and "three" in about and "alternating" in about


# ------------------------------------------------------------------ wild cards
@pytest.mark.parametrize(("limit", "msgid"), [("strict", "help.rules.wilds_strict"),
                                               ("double", "help.rules.wilds_double"),
                                               ("unlimited", "help.rules.wilds_unlimited"),
                                               ("no_outnumber", "help.rules.wilds_no_outnumber"),
                                               ("by_size", "help.rules.wilds_by_size"),
                                               ("classic", "help.rules.wilds_max")])
def test_each_wild_card_limit_has_its_sentence(limit: str, msgid: str) -> None:
    rules = PRESETS["classic"].with_options(wild_limit=limit, max_wilds=2)
    assert has(rules, tr(msgid, count=2))
    others = [m for m in ("help.rules.wilds_strict", "help.rules.wilds_double", "help.rules.wilds_unlimited",
                          "help.rules.wilds_no_outnumber", "help.rules.wilds_by_size", "help.rules.wilds_max")
              if m != msgid]
    assert not any(has(rules, tr(m, count=2)) for m in others)


def test_hand_and_foot_needs_more_naturals_than_wild_cards() -> None:
    assert has(PRESETS["hand-and-foot"], tr("help.rules.wilds_strict", count=3))
    assert not has(PRESETS["hand-and-foot"], tr("help.rules.wilds_max", count=3))


# ------------------------------------------------------------------ threes
def test_cuban_red_threes_by_their_table_and_a_canasta() -> None:
    cuban = PRESETS["cuban"]
    assert has(cuban, tr("help.rules.red_three_table", table="1: 100, 2: 300, 3: 500, 4: 1,000"))
    assert has(cuban, trn("help.rules.red_threes_need_canastas", 1))
    assert not has(cuban, tr("help.rules.red_threes_need_meld"))
    assert has(cuban, tr("help.rules.black_threes_set_aside", value=5, all=100, count=4))


def test_samba_red_threes_six_together_and_two_canastas() -> None:
    for name in ("samba", "bolivia"):
        rows = tr("help.rules.red_three_row", count=6, total=1000)
        assert has(PRESETS[name], tr("help.rules.red_three_each_rows", value=100, rows=rows)), name
        assert has(PRESETS[name], trn("help.rules.red_threes_need_canastas", 2)), name
    assert has(PRESETS["bolivia"], tr("help.rules.black_threes_in_hand", value=100))
    assert not has(PRESETS["samba"], tr("help.rules.black_threes_in_hand", value=100))


def test_the_sign_of_the_red_threes_follows_red_threes_need() -> None:
    assert has(PRESETS["pennies"], tr("help.rules.red_threes_need_sevens"))
    assert has(PRESETS["classic"], tr("help.rules.red_threes_need_meld"))
    going = PRESETS["bolivia"].with_options(red_threes_need="going_out")
    assert has(going, tr("help.rules.red_threes_need_going_out"))
    rows = tr("help.rules.red_three_row", count=8, total=1000)
    assert has(PRESETS["pennies"], tr("help.rules.red_three_each_rows", value=100, rows=rows))


def test_hand_and_foot_red_threes_always_plus_and_minus_in_an_unopened_foot() -> None:
    hf = PRESETS["hand-and-foot"]
    assert has(hf, tr("help.rules.red_three_each", value=100))
    assert has(hf, tr("help.rules.red_three_unopened_foot", value=100))
    for need in ("meld", "sevens", "going_out"):  # laid red threes always count plus
        assert not has(hf, tr(f"help.rules.red_threes_need_{need}")), need
    assert not has(hf, trn("help.rules.red_threes_need_canastas", 1))
    assert has(hf, tr("help.rules.black_threes_never_melded"))
    lay = hf.with_options(red_threes_auto=False)
    assert has(lay, tr("help.rules.red_three_left", value=100)) and has(lay, tr("help.rules.red_threes_lay"))


# ------------------------------------------------------------------ going out
def test_no_concealed_bonus_where_it_pays_the_same() -> None:
    for name in ("cuban", "samba", "bolivia", "hand-and-foot", "family"):
        rules = PRESETS[name]
        assert has(rules, trn(said(rules, "help.rules.going_out_plain"), rules.canastas_to_go_out,
                              bonus=rules.going_out_bonus)), name
        assert "concealed " + str(rules.concealed_bonus) not in text(rules), name
    classic = PRESETS["classic"]
    assert has(classic, trn("help.rules.going_out", 1, bonus=100, concealed=200))


def test_the_last_card_of_going_out() -> None:
    assert has(PRESETS["hand-and-foot"], tr("help.rules.final_discard.required"))
    assert has(PRESETS["family"], tr("help.rules.final_discard.forbidden"))
    assert has(PRESETS["classic"], tr("help.rules.final_discard.optional"))
    house = PRESETS["hand-and-foot"].with_options(go_out_partner_packet=True, going_out_melded_bonus=200,
                                                  partner_canasta_bonus=100)
    assert has(house, tr("help.rules.go_out_partner_packet"))
    assert has(house, tr("help.rules.going_out_melded", bonus=200))
    assert has(house, tr("help.rules.going_out_partner_canasta", bonus=100))


# ------------------------------------------------------------------ the pile
def test_samba_takes_onto_its_own_open_meld_or_run_never_with_a_wild_card() -> None:
    samba = PRESETS["samba"]
    assert has(samba, tr("help.rules.pile_onto_open_meld"))
    assert has(samba, tr("help.rules.pile_onto_run"))
    assert not has(samba, tr("help.rules.pile_natural_wild"))
    assert not has(samba, tr("help.rules.pile_onto_meld"))
    assert has(PRESETS["classic"], tr("help.rules.pile_natural_wild"))
    assert has(PRESETS["classic"], tr("help.rules.pile_onto_meld"))


def test_hand_and_foot_takes_the_top_seven_with_a_pair_only() -> None:
    hf = PRESETS["hand-and-foot"]
    assert has(hf, tr("help.rules.pile_take_top", count=7))
    assert not has(hf, tr("help.rules.pile_take_whole"))
    assert not has(hf, tr("help.rules.frozen"))  # a pair is needed anyway: freezing changes nothing
    assert has(hf, tr("help.rules.first_meld_by_deal", table="50 / 90 / 120 / 150"))
    assert not has(hf, tr("help.rules.first_meld", table="50 / 90 / 120 / 150"))


def test_an_always_frozen_pile_has_no_other_way_in() -> None:
    for name in ("cuban", "uruguay"):
        rules = PRESETS[name]
        assert has(rules, tr("help.rules.always_frozen")), name
        for msgid in ("help.rules.frozen", "help.rules.pile_natural_wild", "help.rules.pile_onto_meld",
                      "help.rules.frozen_first_meld"):
            assert not has(rules, tr(msgid)), (name, msgid)


def test_digging_says_nothing_of_a_frozen_pile() -> None:
    family = PRESETS["family"]
    assert has(family, tr("help.rules.pile_dig"))
    assert not has(family, tr("help.rules.frozen"))
    assert has(family, tr("help.rules.hand_face"))
    assert not has(PRESETS["classic"], tr("help.rules.hand_face"))


def test_cuban_wild_canastas_by_what_they_hold() -> None:
    rows = ", ".join([tr("help.rules.wild_row_twos", twos=7, bonus=4000),
                      tr("help.rules.wild_row_both", jokers=4, twos=3, bonus=3000),
                      tr("help.rules.wild_row_other", bonus=2000)])
    assert has(PRESETS["cuban"], tr("help.rules.wild_melds", bonus=rows))
    assert has(PRESETS["uruguay"], tr("help.rules.wild_melds", bonus=2000))


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_every_preset_page_is_in_the_language(lang: str) -> None:
    english = {name: rules_paragraphs(rules) for name, rules in PRESETS.items()}
    i18n.set_language(lang)
    try:
        for name, rules in PRESETS.items():
            paragraphs = rules_paragraphs(rules)
            assert len(paragraphs) == len(english[name])
            assert not set(paragraphs) & set(english[name]) - {p for p in english[name] if not any(
                ch.isalpha() for ch in p)}, name
            assert not any("help.rules" in p for p in paragraphs), name
    finally:
        i18n.set_language("en")


def test_modern_american_says_its_own_rules() -> None:
    modern = PRESETS["modern-american"]
    for msgid, params in (("help.rules.rule_of_five", {"count": 5}), ("help.rules.sevens_natural", {}),
                          ("help.rules.clean_triple", {}), ("help.rules.black_threes_bonus", {}),
                          ("help.rules.red_threes_need_tristate", {}),
                          ("help.rules.bonus_cards", {"first": 4, "second": 3, "stock": 9}),
                          ("help.rules.unfinished", {"aces": 2500, "sevens": 2500, "wild": 2000}),
                          ("help.rules.held_aces_sevens", {"value": 1500}), ("help.rules.melds_minus", {})):
        assert has(modern, tr(msgid, **params)), msgid
        assert not has(PRESETS["classic"], tr(msgid, **params)), msgid
    assert not has(modern, tr("help.rules.black_three_stops"))


# ------------------------------------------------------------------ special hands
def test_the_special_hands_are_listed_with_their_values_only_where_the_option_is_on() -> None:
    cuban = PRESETS["cuban"]
    assert "special hand" not in text(cuban).lower()
    cla = text(cuban.with_options(special_hands="cla"))
    assert "Pairs 2,500, Wild Pairs 2,000, Miami Pairs 2,500" in cla and "Dream Hand Plus 5 8,500" in cla
    assert tr("help.rules.dream_hands") in cla
    pagat = text(cuban.with_options(special_hands="pagat"))
    assert "Pairs 2,500, Wild Pairs 2,000, Straight 3,000, Garbage 2,000." in pagat
    assert tr("help.rules.dream_hands") not in pagat


# ------------------------------------------------------------------ glossary and strategy
def test_the_strategy_tips_hold_at_the_table() -> None:
    from game.ui.rulespage import strategy

    assert tr("help.strategy.red_threes") in strategy(PRESETS["classic"])
    assert trn("help.strategy.red_threes_canastas", 2) in strategy(PRESETS["samba"])
    assert tr("help.strategy.red_threes") not in strategy(PRESETS["samba"])
    assert trn("help.strategy.red_threes_canastas", 1) in strategy(PRESETS["cuban"])
    assert tr("help.strategy.red_threes_sevens") in strategy(PRESETS["pennies"])
    assert not any("Red threes" in t for t in strategy(PRESETS["hand-and-foot"]))  # always plus there
    for name in ("cuban", "uruguay", "hand-and-foot", "family"):  # freezing shuts no way in
        assert tr("help.strategy.freeze") not in strategy(PRESETS[name]), name
    assert tr("help.strategy.freeze") in strategy(PRESETS["classic"])
    for name in ("two", "three", "five", "family"):  # no partner to signal to
        assert tr("help.strategy.signals") not in strategy(PRESETS[name]), name
    for name in ("cuban", "samba", "hand-and-foot", "family"):  # concealed pays no more
        assert tr("help.strategy.concealed") not in strategy(PRESETS[name]), name
    assert tr("help.strategy.first_meld_deal") in strategy(PRESETS["hand-and-foot"])
    assert tr("help.strategy.naturals", more=200) in strategy(PRESETS["classic"])
    assert tr("help.strategy.black_threes") not in strategy(PRESETS["family"])


def test_the_glossary_has_the_tables_words() -> None:
    from game.ui.rulespage import glossary

    assert tr("help.glossary.run") in glossary(PRESETS["samba"])
    assert tr("help.glossary.run") not in glossary(PRESETS["classic"])
    assert tr("help.glossary.wild_meld") in glossary(PRESETS["cuban"])
    assert tr("help.glossary.frozen_always") in glossary(PRESETS["uruguay"])
    assert tr("help.glossary.frozen") not in glossary(PRESETS["uruguay"])
    assert tr("help.glossary.foot") in glossary(PRESETS["hand-and-foot"])
    assert tr("help.glossary.pennies") in glossary(PRESETS["pennies"])
    assert tr("help.glossary.red_three") not in glossary(PRESETS["family"])
    assert tr("help.glossary.concealed") not in glossary(PRESETS["samba"])
    assert tr("help.glossary.concealed") in glossary(PRESETS["classic"])
    assert tr("help.glossary.first_meld_deal") in glossary(PRESETS["hand-and-foot"])
    assert tr("help.glossary.first_meld_flat_alone") in glossary(PRESETS["family"])  # each plays alone
    assert tr("help.glossary.first_meld") in glossary(PRESETS["classic"])


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_preset_has_a_glossary_and_tips_in_words(lang: str) -> None:
    from game.ui.rulespage import glossary, strategy

    i18n.set_language(lang)
    try:
        for name, rules in PRESETS.items():
            for text in glossary(rules) + strategy(rules):
                assert "help." not in text, (name, text)  # a message id: no sentence for an option's value
    finally:
        i18n.set_language("en")


def test_modern_american_words_and_tips() -> None:
    from game.ui.rulespage import glossary, strategy

    modern = PRESETS["modern-american"]
    assert tr("help.strategy.red_threes_tristate") in strategy(modern)
    assert tr("help.glossary.black_three_bonus") in glossary(modern)
    assert tr("help.glossary.black_three") not in glossary(modern)
    assert tr("help.strategy.black_threes") not in strategy(modern)


def test_the_help_screen_shows_the_tables_glossary_and_strategy() -> None:
    from game.ui.help import HelpScene
    from game.ui.rulespage import glossary, strategy

    for page, texts in (("glossary", glossary), ("strategy", strategy)):
        scene = HelpScene(PRESETS["samba"], page=page)
        scene.build()
        paras = [f.label for f in scene.fields if f.kind == "para"]
        assert paras == ["• " + t for t in texts(PRESETS["samba"])], page


def test_the_canastas_are_called_as_the_variant_calls_them() -> None:
    assert has(PRESETS["samba"], tr("help.rules.run_name_samba"))
    assert has(PRESETS["bolivia"], tr("help.rules.run_name_escalera"))
    assert not has(PRESETS["bolivia"], tr("help.rules.run_name_samba"))
    assert has(PRESETS["bolivia"], tr("help.rules.wild_name_bolivia"))
    assert not has(PRESETS["cuban"], tr("help.rules.wild_name_bolivia"))
