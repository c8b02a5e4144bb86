"""The translation catalogues are complete and consistent, every refusal of the
engine can be explained in every language, and a gap falls back to English."""

from __future__ import annotations

import gettext
import importlib.util
import io
import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game.app import i18n
from game.app.messages import MESSAGES
from game.engine import Card, IllegalAction, RuleSet
from game.engine.rules import _CHOICES, PRESETS, option_names

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
PO_LANGS = sorted(p.parent.parent.name for p in LOCALE.glob("*/LC_MESSAGES/canasta.po"))


def po(lang: str) -> Catalog:
    with (LOCALE / lang / "LC_MESSAGES" / "canasta.po").open("rb") as f:
        return read_po(f)


def english() -> dict[str, tuple[str, ...]]:
    """Every message id with its English form(s), from the source."""
    return {k: (s.singular,) if s.plural is None else (s.singular, s.plural) for k, s in MESSAGES.items()}


def translated(lang: str) -> dict[str, tuple[str, ...]]:
    """Every translated message of a catalogue: id (msgctxt) -> its form(s)."""
    found: dict[str, tuple[str, ...]] = {}
    for m in po(lang):
        if m.id and m.context:
            forms = tuple(m.string) if isinstance(m.string, (tuple, list)) else (m.string,)
            if all(forms) and not m.fuzzy:
                found[m.context] = forms
    return found


def catalogues_script():  # build/catalogues.py, the project's Babel script
    spec = importlib.util.spec_from_file_location("catalogues", ROOT / "build" / "catalogues.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def codes_in(folder: Path) -> set[str]:
    """Every IllegalAction code raised in the Python files of ``folder``."""
    codes: set[str] = set()
    for path in sorted(folder.glob("*.py")):
        codes.update(re.findall(r'IllegalAction\(\s*"(\w+)"', path.read_text(encoding="utf-8")))
    return codes


def engine_codes() -> set[str]:
    return codes_in(ROOT / "game" / "engine")


def missing_ids(source: dict[str, tuple[str, ...]], other: dict[str, tuple[str, ...]]) -> list[str]:
    return sorted(set(source) - set(other))


def test_the_scan_finds_the_engine_codes() -> None:
    codes = engine_codes()
    assert {"pile_frozen", "first_meld_minimum", "not_in_hand", "keep_two"} <= codes
    assert len(codes) > 40


def test_german_and_dutch_are_there_as_po_and_compiled() -> None:
    assert {"de", "nl"} <= set(PO_LANGS)
    assert set(i18n.LANGUAGES) == {"en", *PO_LANGS}, "compile the catalogues: python build/catalogues.py compile"
    assert i18n.LANGUAGE_NAMES == {"en": "English", "de": "Deutsch", "nl": "Nederlands"}


def test_the_template_is_what_the_source_says() -> None:
    """assets/locale/canasta.pot is what Babel extracts from game/app/messages.py now."""
    assert catalogues_script().check(), "run python build/catalogues.py extract, then update"


@pytest.mark.parametrize("lang", PO_LANGS)
def test_the_catalogue_header_names_its_language_and_plural_rule(lang: str) -> None:
    catalog = po(lang)
    assert str(catalog.locale) == lang
    assert catalog.plural_forms.startswith("nplurals=")
    assert catalog.num_plurals == 2  # German and Dutch: one, other


@pytest.mark.parametrize("lang", PO_LANGS)
def test_every_message_is_translated(lang: str) -> None:
    source, other = english(), translated(lang)
    missing = missing_ids(source, other)
    assert not missing, f"{lang}/LC_MESSAGES/canasta.po lacks (or leaves empty or fuzzy): {', '.join(missing)}"
    extra = sorted(set(other) - set(source))
    assert not extra, f"{lang}: ids the source does not have: {', '.join(extra)}"
    wrong = [m.context for m in po(lang) if m.id and m.context in source
             and (m.id if isinstance(m.id, str) else tuple(m.id)) != (
                 source[m.context][0] if len(source[m.context]) == 1 else source[m.context])]
    assert not wrong, f"{lang}: English text changed, run update: {', '.join(wrong)}"


@pytest.mark.parametrize("lang", PO_LANGS)
def test_every_message_has_a_translator_comment(lang: str) -> None:
    bare = [m.context for m in po(lang) if m.id and not any(c.startswith("Translators:") for c in m.auto_comments)]
    assert not bare, bare


@pytest.mark.parametrize("lang", PO_LANGS)
def test_placeholders_match_english(lang: str) -> None:
    """The same placeholders as English: the last (most general) plural form has them
    all; another form may leave out {count} ("a card"), as English does, but no form
    may bring in one English does not fill."""
    source = english()
    wrong = []
    for key, forms in translated(lang).items():
        theirs = [i18n.placeholders(form) for form in forms]
        ours = set().union(*(i18n.placeholders(t) for t in source[key]))
        if theirs[-1] != ours or any(not p <= ours for p in theirs):
            wrong.append(f"{key}: {forms}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", PO_LANGS)
def test_translations_are_not_left_in_english(lang: str) -> None:
    source, other = english(), translated(lang)
    same = [k for k in source if other.get(k) == source[k]]
    # Some words are the same in all three (Canasta, OK, Joker, West, Partner...).
    assert len(same) < len(source) * 0.06, same


@pytest.mark.parametrize("lang", PO_LANGS)
def test_the_compiled_catalogue_says_what_the_po_says(lang: str) -> None:
    """The .mo the game reads is compiled from the .po as it is now (./check.sh compiles)."""
    mo = gettext.translation("canasta", str(LOCALE), languages=[lang])
    stale = []
    for key, forms in translated(lang).items():
        s = MESSAGES[key]
        got = ((mo.pgettext(key, s.singular),) if s.plural is None
               else (mo.npgettext(key, s.singular, s.plural, 1), mo.npgettext(key, s.singular, s.plural, 2)))
        if got != forms:
            stale.append(key)
    assert not stale, f"{lang}: the .mo is out of date, run python build/catalogues.py compile: {stale[:5]}"


def test_every_engine_refusal_is_explained() -> None:
    missing = sorted(code for code in engine_codes() if f"refusal.{code}" not in MESSAGES)
    assert not missing, f"game/app/messages.py has no refusal.<code> for: {', '.join(missing)}"


def test_a_missing_message_is_found() -> None:
    source = english()
    partial = dict(source)
    del partial["button.draw"]
    assert missing_ids(source, partial) == ["button.draw"]


def test_refusals_of_the_table_are_explained() -> None:
    """The table refuses a few things itself (not your turn...): the player reads those too."""
    codes = codes_in(ROOT / "game" / "ui") | codes_in(ROOT / "game")
    missing = sorted(code for code in codes if f"refusal.{code}" not in MESSAGES)
    assert not missing, f"add refusal.<code> to game/app/messages.py for: {', '.join(missing)}"


def test_refusal_messages_use_only_the_parameters_their_id_names() -> None:
    for key, forms in english().items():
        if key.startswith("refusal."):
            named = set(key.split("+")[1:])
            assert all(i18n.placeholders(text) == named for text in forms), key


def test_every_rule_option_preset_and_choice_is_explained() -> None:
    data = MESSAGES
    missing = [f"option.{n}" for n in option_names() if f"option.{n}" not in data]
    missing += [f"option.{n}.about" for n in option_names() if f"option.{n}.about" not in data]
    missing += [f"option.{n}.{c}" for n, choices in _CHOICES.items() for c in choices
                if f"option.{n}.{c}" not in data]
    missing += [f"preset.{p}{s}" for p in PRESETS for s in ("", ".about") if f"preset.{p}{s}" not in data]
    assert not missing, ", ".join(missing)


def test_foreseen_ui_strings_exist() -> None:
    for key in ("button.draw", "button.take_pile", "button.go_out", "button.ask_partner", "button.undo",
                "button.discard", "button.next_deal", "button.give_up", "button.double", "button.new_game",
                "button.settings", "button.help", "button.hint", "button.statistics", "button.replay",
                "button.continue", "button.quit", "score.melded_cards", "score.natural_canastas",
                "score.mixed_canastas", "score.red_threes", "score.going_out", "score.concealed",
                "score.cards_in_hand", "score.deal_total", "score.running_total", "score.next_first_meld",
                "seat.north", "seat.east", "seat.south", "seat.west", "status.pass_to", "status.took_pile",
                "status.drew", "status.discarded", "status.melded", "tip.frozen_pile", "tip.first_canasta",
                "tip.first_meld_minimum", "level.easy", "level.medium", "level.hard"):
        assert key in MESSAGES, key
    assert MESSAGES["status.took_pile"].plural is not None


def _compile(folder: Path, lang: str, plural_forms: str, messages: dict[str, str | tuple[str, ...]]) -> None:
    """A catalogue for a test, written as a .po and compiled with Babel: ``messages``
    maps an id to its translation (a tuple of forms for a plural message)."""
    lines = ['msgid ""', 'msgstr ""', f'"Language: {lang}\\n"', f'"Plural-Forms: {plural_forms}\\n"',
             '"Content-Type: text/plain; charset=utf-8\\n"', ""]
    for key, text in messages.items():
        s = MESSAGES[key]
        lines += [f'msgctxt "{key}"', f'msgid "{s.singular}"']
        if s.plural is None:
            lines.append(f'msgstr "{text}"')
        else:
            lines.append(f'msgid_plural "{s.plural}"')
            lines += [f'msgstr[{i}] "{form}"' for i, form in enumerate(text)]
        lines.append("")
    catalog = read_po(io.StringIO("\n".join(lines)))
    out = folder / lang / "LC_MESSAGES"
    out.mkdir(parents=True)
    with (out / "canasta.mo").open("wb") as f:
        write_mo(f, catalog)


def test_plurals_follow_the_catalogues_plural_forms(tmp_path: Path) -> None:
    """Three forms for Polish, 0 in the singular for French: the header decides, not count == 1."""
    polish = "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
    _compile(tmp_path, "pl", polish, {"count.cards": ("{count} karta", "{count} karty", "{count} kart")})
    _compile(tmp_path, "fr", "nplurals=2; plural=(n > 1);", {"count.cards": ("{count} carte", "{count} cartes")})
    i18n.use_folder(tmp_path)
    assert i18n.LANGUAGES == ("en", "fr", "pl")
    assert i18n.set_language("pl") == "pl"
    assert [i18n.trn("count.cards", n) for n in (1, 3, 5, 22, 25)] == [
        "1 karta", "3 karty", "5 kart", "22 karty", "25 kart"]
    i18n.set_language("fr")
    assert [i18n.trn("count.cards", n) for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
    i18n.set_language("en")
    assert [i18n.trn("count.cards", n) for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]


def test_a_gap_shows_english_then_the_id_and_a_broken_catalogue_english(tmp_path: Path, capsys) -> None:
    _compile(tmp_path, "de", "nplurals=2; plural=(n != 1);", {"status.pass_to": "Weiter an {name}"})
    (tmp_path / "nl" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "nl" / "LC_MESSAGES" / "canasta.mo").write_bytes(b"not a catalogue")
    i18n.use_folder(tmp_path)
    i18n.set_language("de")
    assert i18n.tr("status.pass_to", name="Anna") == "Weiter an Anna"
    assert i18n.tr("button.draw") == "Draw"  # missing in German: English
    assert i18n.tr("no.such.id") == "no.such.id"  # missing everywhere: the id
    i18n.set_language("nl")  # a broken catalogue: everything in English, and said so
    assert i18n.tr("status.pass_to", name="Bo") == "Pass to Bo"
    assert "no usable catalogue for 'nl'" in capsys.readouterr().err


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
