"""The translation catalogues are complete and consistent, every refusal of the
engine can be explained in every language, and a gap falls back to English."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.app import i18n
from game.engine import Card, IllegalAction, RuleSet
from game.engine.rules import _CHOICES, PRESETS, option_names

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
OTHERS = [lang for lang in i18n.LANGUAGES if lang != "en"]


def catalogue(lang: str) -> dict[str, str]:
    return i18n.load_catalogue(lang, LOCALE)


def codes_in(folder: Path) -> set[str]:
    """Every IllegalAction code raised in the Python files of ``folder``."""
    codes: set[str] = set()
    for path in sorted(folder.glob("*.py")):
        codes.update(re.findall(r'IllegalAction\(\s*"(\w+)"', path.read_text(encoding="utf-8")))
    return codes


def engine_codes() -> set[str]:
    return codes_in(ROOT / "game" / "engine")


def missing_ids(english: dict[str, str], other: dict[str, str]) -> list[str]:
    return sorted(set(english) - set(other))


def test_the_scan_finds_the_engine_codes() -> None:
    codes = engine_codes()
    assert {"pile_frozen", "first_meld_minimum", "not_in_hand", "keep_two"} <= codes
    assert len(codes) > 40


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_catalogue_is_a_flat_json_object_of_non_empty_text(lang: str) -> None:
    data = json.loads((LOCALE / f"{lang}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    assert all(isinstance(v, str) and v.strip() for v in data.values())
    assert all(v == v.strip() or k == "card.list_separator" for k, v in data.items())


@pytest.mark.parametrize("lang", OTHERS)
def test_every_english_message_is_translated(lang: str) -> None:
    english, other = catalogue("en"), catalogue(lang)
    missing = missing_ids(english, other)
    assert not missing, f"{lang}.json lacks: {', '.join(missing)}"
    extra = sorted(set(other) - set(english))
    assert not extra, f"{lang}.json has ids English does not: {', '.join(extra)}"


@pytest.mark.parametrize("lang", OTHERS)
def test_placeholders_match_english(lang: str) -> None:
    english, other = catalogue("en"), catalogue(lang)
    wrong = [f"{k}: {sorted(i18n.placeholders(english[k]))} != {sorted(i18n.placeholders(v))}"
             for k, v in other.items() if k in english and i18n.placeholders(english[k]) != i18n.placeholders(v)]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", OTHERS)
def test_translations_are_not_left_in_english(lang: str) -> None:
    english, other = catalogue("en"), catalogue(lang)
    same = [k for k in english if other.get(k) == english[k]]
    # Some words are the same in all three (Canasta, OK, Joker, West, Partner...).
    assert len(same) < len(english) * 0.06, same


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_engine_refusal_has_a_translation(lang: str) -> None:
    data = catalogue(lang)
    missing = sorted(code for code in engine_codes() if f"refusal.{code}" not in data)
    assert not missing, f"{lang}.json has no refusal.<code> for: {', '.join(missing)}"


def test_a_missing_message_is_found() -> None:
    english = catalogue("en")
    partial = dict(english)
    del partial["button.draw"]
    assert missing_ids(english, partial) == ["button.draw"]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_refusals_of_the_table_have_a_translation(lang: str) -> None:
    """The table refuses a few things itself (not your turn...): the player reads those too."""
    data = catalogue(lang)
    codes = codes_in(ROOT / "game" / "ui") | codes_in(ROOT / "game")
    missing = sorted(code for code in codes if f"refusal.{code}" not in data)
    assert not missing, f"add refusal.<code> to assets/locale/{lang}.json for: {', '.join(missing)}"


def test_refusal_messages_use_only_the_parameters_their_id_names() -> None:
    for key, text in catalogue("en").items():
        if key.startswith("refusal."):
            named = set(key.split("+")[1:])
            assert i18n.placeholders(text) == named, key


def test_every_rule_option_preset_and_choice_is_explained() -> None:
    data = catalogue("en")
    missing = [f"option.{n}" for n in option_names() if f"option.{n}" not in data]
    missing += [f"option.{n}.about" for n in option_names() if f"option.{n}.about" not in data]
    missing += [f"option.{n}.{c}" for n, choices in _CHOICES.items() for c in choices
                if f"option.{n}.{c}" not in data]
    missing += [f"preset.{p}{s}" for p in PRESETS for s in ("", ".about") if f"preset.{p}{s}" not in data]
    assert not missing, ", ".join(missing)


def test_foreseen_ui_strings_exist() -> None:
    data = catalogue("en")
    for key in ("button.draw", "button.take_pile", "button.go_out", "button.ask_partner", "button.undo",
                "button.discard", "button.next_deal", "button.give_up", "button.double", "button.new_game",
                "button.settings", "button.help", "button.hint", "button.statistics", "button.replay",
                "button.continue", "button.quit", "score.melded_cards", "score.natural_canastas",
                "score.mixed_canastas", "score.red_threes", "score.going_out", "score.concealed",
                "score.cards_in_hand", "score.deal_total", "score.running_total", "score.next_first_meld",
                "seat.north", "seat.east", "seat.south", "seat.west", "status.pass_to", "status.took_pile.other",
                "status.drew", "status.discarded", "status.melded", "tip.frozen_pile", "tip.first_canasta",
                "tip.first_meld_minimum", "level.easy", "level.medium", "level.hard"):
        assert key in data, key


def test_seat_names_in_german_and_dutch() -> None:
    i18n.set_language("de")
    assert [i18n.tr(f"seat.{s}") for s in ("north", "east", "south", "west")] == ["Nord", "Ost", "Süd", "West"]
    i18n.set_language("nl")
    assert [i18n.tr(f"seat.{s}") for s in ("north", "east", "south", "west")] == ["Noord", "Oost", "Zuid", "West"]
    assert i18n.seat_name(0, 4) == "Zuid"
    assert i18n.seat_name(2, 4) == "Noord"


def test_tr_fills_placeholders_and_writes_cards() -> None:
    i18n.set_language("de")
    assert i18n.tr("status.pass_to", name="Anna") == "Weitergeben an Anna"
    cards = [Card.parse("7h"), Card.parse("7d"), Card.parse("jk")]
    assert i18n.tr("status.melded", name="Bob", cards=cards) == "Bob hat 7♥, 7♦, Joker gemeldet."
    assert i18n.trn("status.took_pile", 1, name="Ida") == "Ida hat den Stapel aufgenommen: 1 Karte."
    assert i18n.trn("status.took_pile", 9, name="Ida") == "Ida hat den Stapel aufgenommen: 9 Karten."
    # a placeholder without a value stays visible instead of failing
    assert i18n.tr("status.pass_to") == "Weitergeben an {name}"


def test_tr_falls_back_to_english_then_to_the_id(tmp_path: Path) -> None:
    (tmp_path / "en.json").write_text(json.dumps({"a.one": "One {x}", "a.two": "Two"}), encoding="utf-8")
    (tmp_path / "de.json").write_text(json.dumps({"a.one": "Eins {x}"}), encoding="utf-8")
    (tmp_path / "nl.json").write_text("{ not json", encoding="utf-8")
    i18n.use_folder(tmp_path)
    i18n.set_language("de")
    assert i18n.tr("a.one", x=1) == "Eins 1"
    assert i18n.tr("a.two") == "Two"  # missing in German: English
    assert i18n.tr("a.three") == "a.three"  # missing everywhere: the id
    i18n.set_language("nl")  # a broken catalogue: everything in English
    assert i18n.tr("a.one", x=2) == "One 2"


def test_set_language_accepts_system_forms_and_refuses_others() -> None:
    assert i18n.set_language("de_DE.UTF-8") == "de"
    assert i18n.language() == "de"
    assert i18n.set_language("nl-BE") == "nl"
    assert i18n.set_language("fr") == "en"


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "nl_NL.UTF-8"}, "nl"),
    ({"LANGUAGE": "fr:nl", "LANG": "de_DE"}, "nl"),
    ({"LC_ALL": "C", "LANG": "de_AT.UTF-8"}, "de"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({}, "en"),
])
def test_system_language(env: dict[str, str], expected: str) -> None:
    assert i18n.system_language(env) == expected


def test_explain_uses_the_parameters() -> None:
    err = IllegalAction("pile_frozen", "The pile is frozen: ...", rank="K")
    assert i18n.explain(err) == "The pile is frozen: you need two natural kings in your hand to take it."
    i18n.set_language("de")
    assert i18n.explain(err) == ("Der Stapel ist eingefroren: Sie brauchen zwei natürliche Könige auf der Hand,"
                                 " um ihn aufzunehmen.")
    i18n.set_language("nl")
    err = IllegalAction("first_meld_minimum", "...", need=90, have=55)
    assert i18n.explain(err) == "Je partij heeft 90 punten nodig voor de eerste melding: je komt maar tot 55."
    err = IllegalAction("not_in_hand", "...", card="qs")
    assert i18n.explain(err) == "Je hebt de Q♠ niet in je hand."


def test_explain_without_parameters_and_with_a_nested_reason() -> None:
    assert i18n.explain(IllegalAction("not_in_hand", "You hold no such red three.")) == \
        "You do not hold those cards."
    nested = IllegalAction("keep_two", "...", reason="partner_said_no")
    assert i18n.explain(nested) == ("You may not keep just one card unless you can go out."
                                    " Your partner said no: you may not go out this turn.")
    unknown_reason = IllegalAction("keep_two", "...", reason="not_a_code")
    assert i18n.explain(unknown_reason) == "You may not keep just one card unless you can go out."


def test_explain_falls_back_to_the_engine_message_for_an_unknown_code() -> None:
    i18n.set_language("de")
    assert i18n.explain(IllegalAction("brand_new_rule", "A brand new rule says no.")) == "A brand new rule says no."


def test_every_real_refusal_is_explained_in_every_language() -> None:
    """Refusals the engine really raises (its codes and parameters), in all languages."""
    from game.engine import GameState, parse_action

    state = GameState.new(RuleSet(), 3)
    seen: set[str] = set()
    for text in ("discard 7h", "meld 7h 7d 7c", "answer yes", "next", "undo", "add 2c", "dig 1", "ask"):
        refusal = state.check(parse_action(text))
        if refusal is not None:
            seen.add(refusal.code)
            for lang in i18n.LANGUAGES:
                i18n.set_language(lang)
                sentence = i18n.explain(refusal)
                assert sentence and "{" not in sentence, (lang, refusal)
    assert seen


def test_option_helpers() -> None:
    i18n.set_language("de")
    assert i18n.option_value("pile_peek", True) == "Ein"
    assert i18n.option_value("pile_mode", "dig") == "Hineingreifen und Karten von oben nehmen"
    assert i18n.option_value("target", 5000) == "5000"
    assert i18n.preset_name("family") == "Familie"
    assert i18n.level_name("hard") == "Schwer"
    assert i18n.rank_name(14) == "Asse"
    assert i18n.card_name("jk") == "Joker"
