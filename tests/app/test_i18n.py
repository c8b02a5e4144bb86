"""The translation catalogues are complete and consistent, every refusal of the
engine can be explained in every language, and a gap falls back to English."""

from __future__ import annotations

import gettext
import importlib.util
import io
import re
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game.app import i18n
from game.app.messages import MESSAGES
from game.engine import Card, IllegalAction
from game.engine.rules import _CHOICES, PRESETS, option_names

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
PO_LANGS = sorted(p.parent.parent.name for p in LOCALE.glob("*/LC_MESSAGES/canasta.po"))


def po(lang: str) -> Catalog:
    with (LOCALE / lang / "LC_MESSAGES" / "canasta.po").open("rb") as f:
        return read_po(f)


def _forms(value: object) -> tuple[str, ...]:
    return tuple(value) if isinstance(value, (tuple, list)) else (str(value),)


def english() -> dict[tuple[str, str], tuple[str, ...]]:
    """Every message of the template (what extract finds: game/app/messages.py and the
    refusals' templates), keyed by (context, English singular), with its English form(s)."""
    with (LOCALE / "canasta.pot").open("rb") as f:
        pot = read_po(f)
    return {(m.context or "", _forms(m.id)[0]): _forms(m.id) for m in pot if m.id}


def translated(lang: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """Every translated message of a catalogue, keyed like ``english()``."""
    found: dict[tuple[str, str], tuple[str, ...]] = {}
    for m in po(lang):
        if m.id and m.context:
            forms = _forms(m.string)
            if all(forms) and not m.fuzzy:
                found[(m.context, _forms(m.id)[0])] = forms
    return found


def catalogues_script() -> ModuleType:  # build/catalogues.py, the project's Babel script
    spec = importlib.util.spec_from_file_location("catalogues", ROOT / "build" / "catalogues.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def codes_in(folder: Path) -> set[str]:
    """Every IllegalAction code raised in the Python files of ``folder``."""
    codes: set[str] = set()
    for path in sorted(folder.glob("*.py")):
        codes.update(re.findall(r'IllegalAction(?:\.counted)?\(\s*"(\w+)"', path.read_text(encoding="utf-8")))
    return codes


def engine_codes() -> set[str]:
    return codes_in(ROOT / "game" / "engine")


def missing_ids(source: dict[tuple[str, str], tuple[str, ...]],
                other: dict[tuple[str, str], tuple[str, ...]]) -> list[str]:
    return sorted(f"{ctx}: {text}" for ctx, text in set(source) - set(other))


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
    assert not missing, f"{lang}/LC_MESSAGES/canasta.po lacks (or leaves empty or fuzzy): {missing}"
    extra = missing_ids(other, source)
    assert not extra, f"{lang}: messages the source does not have (run update): {extra}"
    assert {ctx for ctx, _ in source} >= set(MESSAGES)
    plural_wrong = [key for key, forms in source.items() if len(forms) == 2 and len(other[key]) != 2]
    assert not plural_wrong, plural_wrong


@pytest.mark.parametrize("lang", PO_LANGS)
def test_every_message_has_a_translator_comment(lang: str) -> None:
    bare = [m.context for m in po(lang) if m.id and not any(c.startswith("Translators:") for c in m.auto_comments)]
    assert len(list(po(lang))) > 600
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
    source = english()
    stale = []
    for key, forms in translated(lang).items():
        ctx, text = key
        english_forms = source[key]
        got = ((mo.pgettext(ctx, text),) if len(english_forms) == 1
               else (mo.npgettext(ctx, text, english_forms[1], 1), mo.npgettext(ctx, text, english_forms[1], 2)))
        if got != forms:
            stale.append(key)
    assert not stale, f"{lang}: the .mo is out of date, run python build/catalogues.py compile: {stale[:5]}"


def _refusal_calls(folder: Path) -> tuple[int, int]:
    """(all IllegalAction calls, those whose template is a plain literal Babel can read)."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.py")))
    calls = len(re.findall(r'IllegalAction(?:\.counted)?\(\s*"\w+"', text))
    literal = len(re.findall(r'IllegalAction(?:\.counted)?\(\s*"\w+",\s*"', text))
    return calls, literal


def test_every_refusal_sentence_is_a_literal_template_the_catalogue_has() -> None:
    """Each refusal the engine or the table makes is written as a literal template (no
    f-string, no sum), so that extract finds it, and every code has one."""
    game = ROOT / "game"
    folders = [game / "engine", game / "match", game / "ui", game / "ui" / "tableparts"]
    for folder in folders:
        calls, literal = _refusal_calls(folder)
        assert calls == literal, f"{folder}: {calls - literal} refusal(s) without a literal template"
    contexts = {ctx for ctx, _ in english()}
    codes = engine_codes()
    for folder in folders[1:]:
        codes |= codes_in(folder)
    assert not sorted(codes - contexts)


def test_a_missing_message_is_found() -> None:
    source = english()
    partial = dict(source)
    del partial[("button.draw", "Draw")]
    assert missing_ids(source, partial) == ["button.draw: Draw"]


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


def test_a_gap_shows_english_then_the_id_and_a_broken_catalogue_english(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
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


def test_explain_translates_the_engines_template_and_fills_it() -> None:
    err = IllegalAction("pile_frozen", "The pile is frozen: you need two natural {rank} in your hand to take it.",
                        rank="K")
    assert err.message == "The pile is frozen: you need two natural K in your hand to take it."  # the engine's
    assert i18n.explain(err) == "The pile is frozen: you need two natural kings in your hand to take it."
    i18n.set_language("de")
    assert i18n.explain(err) == ("Der Stapel ist eingefroren: Sie brauchen zwei natürliche Könige auf der Hand,"
                                 " um ihn aufzunehmen.")
    i18n.set_language("nl")
    err = IllegalAction("first_meld_minimum", "Your side needs {need} points for its first meld: you have {have}.",
                        need=90, have=55)
    assert i18n.explain(err) == "Je partij heeft 90 punten nodig voor de eerste melding: je hebt er 55."
    err = IllegalAction("not_in_hand", "You do not hold the {card}.", card="qs")
    assert i18n.explain(err) == "Je hebt de Q♠ niet in je hand."


def test_explain_counts_by_the_plural_rule_and_explains_a_nested_reason() -> None:
    one = IllegalAction.counted("dig_depth", "The pile holds {size} card.", "The pile holds {size} cards.",
                                by="size", size=1)
    three = IllegalAction.counted("dig_depth", "The pile holds {size} card.", "The pile holds {size} cards.",
                                  by="size", size=3)
    assert (one.message, three.message) == ("The pile holds 1 card.", "The pile holds 3 cards.")
    i18n.set_language("de")
    assert (i18n.explain(one), i18n.explain(three)) == ("Der Stapel hat 1 Karte.", "Der Stapel hat 3 Karten.")
    i18n.set_language("en")
    nested = IllegalAction("keep_two", "You may not leave yourself with one card unless you can go out: {reason}",
                           reason=IllegalAction("partner_said_no",
                                                "Your partner said no: you may not go out this turn."))
    assert nested.message == i18n.explain(nested) == (
        "You may not leave yourself with one card unless you can go out: Your partner said no: you may not go out"
        " this turn.")
    i18n.set_language("nl")
    assert i18n.explain(nested).endswith(": " + i18n.explain(nested.params["reason"]))
    assert "{" not in i18n.explain(nested) and i18n.explain(nested) != nested.message


def test_explain_shows_an_unknown_template_in_english() -> None:
    i18n.set_language("de")
    assert i18n.explain(IllegalAction("brand_new_rule", "A brand new rule says no to {card}.", card="7h")) == \
        "A brand new rule says no to 7♥."


def _refusals_met_in_play() -> list[IllegalAction]:
    """Refusals the engine really gives, met by trying moves at every turn of seeded
    random games on several presets: a move of each kind with the cards in hand."""
    import random

    from game.engine import PRESETS, GameState, parse_action

    found: dict[tuple[str, str, tuple[str, ...]], IllegalAction] = {}
    for preset in ("classic", "two", "three", "family"):
        for seed in (1, 2):
            game = GameState.new(PRESETS[preset], seed)
            rng = random.Random(seed)
            for _ in range(400):
                if game.is_over:
                    break
                hand = [str(c) for c in game.hands[game.to_move]]
                tries = ["draw", "take", "ask", "answer yes", "next", "undo", "stop", "dig 1", "dig 99"]
                if hand:
                    tries += [f"discard {hand[0]}", f"meld {' '.join(hand[:3])}", f"add {hand[-1]}",
                              f"take {' '.join(hand[:2])}", f"add {hand[0]} k", f"lay {hand[0]}"]
                for text in tries:
                    try:
                        action = parse_action(text)
                    except ValueError:
                        continue
                    refusal = game.check(action)
                    if refusal is not None:
                        found.setdefault((refusal.code, refusal.template, tuple(sorted(refusal.params))), refusal)
                game.apply(rng.choice(game.legal_actions()))
    return list(found.values())


def test_every_refusal_met_in_play_is_explained_in_every_language() -> None:
    refusals = _refusals_met_in_play()
    assert len({r.code for r in refusals}) >= 15, sorted({r.code for r in refusals})
    templates = {key[1] for key in english()}
    for refusal in refusals:
        assert refusal.template in templates, refusal.template  # the catalogue has the engine's sentence
        sentences = {}
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            sentences[lang] = i18n.explain(refusal)
            assert sentences[lang] and "{" not in sentences[lang], (lang, refusal)
        assert sentences["de"] != sentences["en"] and sentences["nl"] != sentences["en"], refusal.template


def test_option_helpers() -> None:
    i18n.set_language("de")
    assert i18n.option_value("pile_peek", True) == "Ein"
    assert i18n.option_value("pile_mode", "dig") == "Hineingreifen und Karten von oben nehmen"
    assert i18n.option_value("target", 5000) == "5.000"  # grouped as the score sheet groups
    assert i18n.preset_name("family") == "Familie"
    assert i18n.level_name("hard") == "Schwer"
    assert i18n.rank_name(14) == "Asse"
    assert i18n.card_name("jk") == "Joker"


@pytest.mark.parametrize(("lang", "word", "other"), [("nl", "stok", "pot"), ("de", "Talon", "Stock")])
def test_the_stock_has_one_name_in_every_sentence(lang: str, word: str, other: str) -> None:
    """The table labels the stock "Stok" (Dutch) and "Talon" (German): tips, hints and
    the tutorial must use the same word, not a synonym a newcomer cannot match."""
    i18n.set_language(lang)
    try:
        assert word.lower() in i18n.tr("status.stock", count=1).lower()
    finally:
        i18n.set_language("en")
    texts = [s for forms in translated(lang).values() for s in forms]
    stray = [t for t in texts if re.search(rf"\b{other}\b", t)]
    assert not stray, stray


def test_german_says_abwerfen_for_every_discard() -> None:
    """The log said "West hat 7♥ abgeworfen" for another player but "Sie haben 7♥
    abgelegt" for the player, the same act in two words. German uses "abwerfen" for a
    discard throughout ("ablegen" also means laying melds down in rummy games); the pile
    keeps its name, "Ablagestapel"."""
    texts = [s for forms in translated("de").values() for s in forms]
    stray = [t for t in texts if re.search(r"abgelegt|ablegen|Ablegen", t)]
    assert not stray, stray
    i18n.set_language("de")
    try:
        assert i18n.tr("status.discarded", name="West", card="7h").endswith("abgeworfen.")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "grouped"), [("en", "12,500"), ("de", "12.500"), ("nl", "12.500")])
def test_numbers_in_messages_group_their_thousands(lang: str, grouped: str) -> None:
    i18n.set_language(lang)
    try:
        mark = grouped[2]
        assert i18n.number(12500) == grouped and i18n.number(-1000) == f"-1{mark}000"
        assert i18n.number(950) == "950"
        assert grouped in i18n.tr("table.deal_to", number=1, target=12500)  # every integer a message is given
    finally:
        i18n.set_language("en")
