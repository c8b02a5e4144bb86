"""The in-game rules of each variant: a paragraph for every rule the variant adds,
written from its options (so a house rule shows), in English, German and Dutch."""

from __future__ import annotations

import pytest

from game.app import i18n
from game.app.i18n import tr
from game.engine import PRESETS
from game.ui.rulespage import rules_paragraphs, variant_paragraphs

WANTED = {
    "samba": ["help.rules.runs", "help.rules.melds_many"],
    "cuban": ["help.rules.wild_melds", "help.rules.meld_cap", "help.rules.ban.black_three_first_turn"],
    "uruguay": ["help.rules.wild_melds"],
    "hand-and-foot": ["help.rules.meld_cap", "help.rules.melds_after_closed", "help.rules.packet_foot",
                      "help.rules.go_out_kinds"],
    "pennies": ["help.rules.wild_melds", "help.rules.meld_cap", "help.rules.packet_pennies", "help.rules.sevens",
                "help.rules.ban.sevens_each_side", "help.rules.ban.seven_going_out", "help.rules.go_out_kinds"],
}


def test_classic_presets_bring_no_variant_paragraph() -> None:
    for name in ("classic", "two", "three", "six", "family"):
        assert variant_paragraphs(PRESETS[name]) == []


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_each_variant_explains_what_it_adds(lang: str) -> None:
    english = {m: tr(m, bonus=0, count=0) for ms in WANTED.values() for m in ms}
    i18n.set_language(lang)
    try:
        for name, msgids in WANTED.items():
            if name not in PRESETS:
                continue
            rules = PRESETS[name]
            paragraphs = variant_paragraphs(rules)
            for msgid in msgids:
                text = tr(msgid, bonus=0, count=0)
                head = text.split("0")[0][:20]  # the words before the first number
                assert any(p.startswith(head) for p in paragraphs), (name, msgid)
                assert (text == english[msgid]) == (lang == "en"), (lang, msgid)  # translated
            assert all(p in rules_paragraphs(rules) for p in paragraphs)
    finally:
        i18n.set_language("en")


def test_the_paragraphs_follow_the_options_not_the_preset_name() -> None:
    import dataclasses

    rules = dataclasses.replace(PRESETS["hand-and-foot"], pile_take_count=5)
    assert tr("help.rules.pile_take_top", count=5) in rules_paragraphs(rules)
    runs = tr("help.rules.runs", bonus=PRESETS["samba"].sequence_canasta_bonus)
    assert any(p.startswith(runs) for p in variant_paragraphs(PRESETS["samba"]))


def test_the_canastas_needed_to_go_out_are_named_by_kind() -> None:
    assert tr("help.rules.go_out_kinds", kinds="Natural 1, Mixed 1, Sevens 1, Wild 1") in \
        variant_paragraphs(PRESETS["pennies"])
