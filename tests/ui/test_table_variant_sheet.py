"""The variants at the score sheet and the score panel: a line for every bonus and
penalty a variant brings (SideScore's fields beyond Classic's), and the match told in
deals where it ends after a number of deals."""

from __future__ import annotations

import dataclasses

import pytest

from game.app import i18n
from game.app.i18n import tr
from game.engine import PRESETS
from game.engine.scoring import DealResult, SideScore
from game.ui.scoresheet import sheet_rows
from tests.engine.helpers import position
from tests.ui.test_table_harness import make_table, settle

#: The variant fields of SideScore (as a deal fills them) and the line that shows them.
LINES: dict[str, tuple[dict[str, int], str]] = {
    "packet": ({"packet_penalty": 120}, "score.unopened_packets"),
    "sevens": ({"sevens_canastas": 1}, "score.sevens_canastas"),
    "wild": ({"wild_canastas": 1, "wild_canasta_bonus": 2000}, "score.wild_canastas"),
    "black threes": ({"black_threes": 2, "black_three_points": 10}, "score.black_threes_set_aside"),
    "sequences": ({"sequence_canastas": 1}, "score.sambas"),
}


def _side(side: int, **fields: int) -> SideScore:
    base = dict(side=side, meld_points=100, natural_canastas=0, mixed_canastas=0, canasta_bonus=0, red_threes=0,
                red_three_points=0, going_out=0, concealed=False, hand_penalty=0, red_three_hand_penalty=0,
                total=0, score_before=0, score_after=0, next_minimum=50)
    return SideScore(**{**base, **fields})  # type: ignore[arg-type]


def test_every_variant_bonus_and_penalty_has_its_line() -> None:
    rules = PRESETS["samba"]
    for name, (fields, msgid) in LINES.items():
        result = DealResult(0, 0, False, (_side(0, **fields), _side(1)), False, None, 5000)
        rows = {label: cells for label, cells, _ in sheet_rows(rules, result)}
        assert tr(msgid) in rows, name
        assert any(str(v) in rows[tr(msgid)][0] for v in fields.values()), (name, rows[tr(msgid)])
    plain = DealResult(0, 0, False, (_side(0), _side(1)), False, None, 5000)
    classic_labels = [label for label, _, _ in sheet_rows(PRESETS["classic"], plain)]
    for _, msgid in LINES.values():
        assert tr(msgid) not in classic_labels  # none of them on a Classic sheet
    known = {f.name for f in dataclasses.fields(SideScore)}
    assert {name for fields, _ in LINES.values() for name in fields} <= known


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_sheet_names_runs_and_wild_canastas_as_the_variant_does(lang: str) -> None:
    """Samba's runs of seven are "Sambas", Bolivia's "Escaleras" and its wild canastas
    "Bolivias", as the badges on the table call them; elsewhere "Wild canastas"."""
    fields = {"sequence_canastas": 1, "wild_canastas": 1, "wild_canasta_bonus": 2500}
    result = DealResult(0, 0, False, (_side(0, **fields), _side(1)), False, None, 5000)
    i18n.set_language(lang)
    try:
        labels = {name: [label for label, _, _ in sheet_rows(PRESETS[name], result)]
                  for name in ("samba", "bolivia", "uruguay")}
        assert tr("score.escaleras") in labels["bolivia"] and tr("score.bolivias") in labels["bolivia"]
        assert tr("score.wild_canastas") not in labels["bolivia"]
        assert tr("score.sambas") in labels["samba"] and tr("score.escaleras") not in labels["samba"]
        assert tr("score.wild_canastas") in labels["uruguay"] and tr("score.bolivias") not in labels["uruguay"]
        assert tr("score.sambas") != tr("score.escaleras")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_hand_and_foot_says_clean_and_dirty_books(lang: str) -> None:
    """Hand and Foot's players call canastas books, natural ones clean and mixed ones
    dirty: its score sheet, its badges and its side's overview say so (German
    "Saubere/Schmutzige Bücher", Dutch "Schone/Vuile boeken", the words the options'
    explanations already gave in brackets); Pennies and Classic keep "canastas"."""
    from game.ui.dialogs import MeldOverview
    from game.ui.meldmarks import badge

    fields = {"natural_canastas": 1, "mixed_canastas": 2, "wild_canastas": 1, "wild_canasta_bonus": 1500}
    result = DealResult(0, 0, False, (_side(0, **fields), _side(1)), False, None, 5000)
    i18n.set_language(lang)
    try:
        labels = {name: [label for label, _, _ in sheet_rows(PRESETS[name], result)]
                  for name in ("hand-and-foot", "pennies", "classic")}
        books = [tr("score.clean_books"), tr("score.dirty_books"), tr("score.wild_books")]
        canastas = [tr("score.natural_canastas"), tr("score.mixed_canastas"), tr("score.wild_canastas")]
        assert all(b in labels["hand-and-foot"] for b in books)
        assert not any(c in labels["hand-and-foot"] for c in canastas)
        for other in ("pennies", "classic"):
            assert canastas[0] in labels[other] and canastas[1] in labels[other]
            assert not any(b in labels[other] for b in books)
        assert len(set(books + canastas)) == 6
        g = position(PRESETS["hand-and-foot"], melds={0: ["kh kd ks kc kh kd ks", "qh qd qs qc 2c qh qd"]})
        marks = [badge(g.rules, m) for m in g.melds[0]]
        assert [m[0] for m in marks if m] == [tr("badge.clean", count=7), tr("badge.dirty", count=7)]
        overview = MeldOverview("", g.melds[0], [], g.rules)
        overview.layout((1280, 800))
        kinds = {row[3] for row in overview.rows}
        assert {tr("melds.clean_book"), tr("melds.dirty_book")} <= kinds
    finally:
        i18n.set_language("en")


def test_a_match_of_a_number_of_deals_is_told_in_deals() -> None:
    rules = dataclasses.replace(PRESETS["hand-and-foot"], match_deals=4)
    g = position(rules, hands={0: "7h 7d 7c 9s kd"}, melds={0: ["8h 8d 8c"]}, to_move=0, phase="meld")
    app, table, _ = make_table(g)
    settle(app, 3)
    assert table.c.rules.match_deals == 4
    from game.ui import widgets as w

    seen: list[str] = []
    original = w.text

    def spy(label: str, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        seen.append(label)
        return original(label, *args, **kwargs)  # type: ignore[arg-type]

    w.text = spy
    try:
        table._static = None
        table.draw(app.screen)
    finally:
        w.text = original
    assert any("Deal 1 of 4" in s for s in seen), seen[:20]
    app.close()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_packets_line_names_the_feet_or_the_pennies(lang: str) -> None:
    """A screenshot of Pennies' score sheet said "Unopened feet": the line names the
    packet as the table does (Hand and Foot's foot, Pennies' pennies)."""
    result = DealResult(0, 0, False, (_side(0, packet_penalty=90), _side(1)), False, None, 5000)
    i18n.set_language(lang)
    try:
        pennies = [label for label, _, _ in sheet_rows(PRESETS["pennies"], result)]
        feet = [label for label, _, _ in sheet_rows(PRESETS["hand-and-foot"], result)]
        assert tr("score.unopened_pennies") in pennies and tr("score.unopened_packets") not in pennies
        assert tr("score.unopened_packets") in feet and tr("score.unopened_pennies") not in feet
        assert "ennies" in tr("score.unopened_pennies")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "words"), [("en", "Deal 1: You went out"), ("de", "Runde 1: Sie sind herausgegangen"),
                                            ("nl", "Ronde 1: Je bent uitgegaan")])
def test_the_sheet_speaks_to_the_player_who_went_out(lang: str, words: str) -> None:
    """A German screenshot read "Sie ist herausgegangen" ("she went out"): the name of
    the player's seat, "Sie", in the sentence for others. The sheet now speaks to the
    player as the log does; another player who went out is named."""
    from game.ui.scoresheet import ScoreSheetScene

    i18n.set_language(lang)
    try:
        g = position(PRESETS["samba"], to_move=0)
        app, _table, c = make_table(g)
        c.players[0].name = tr("seat.you")
        for seat, wanted in ((0, words), (1, None)):
            result = DealResult(0, seat, False, (_side(0), _side(1)), False, None, 5000)
            sheet = ScoreSheetScene(c, result, final=False, on_next=lambda: None, on_new=lambda: None,
                                    on_quit=lambda: None)
            if wanted is not None:
                assert sheet.title() == wanted
            else:
                assert sheet.title() == f"{tr('score.deal', number=1)}: {tr('score.went_out', name=c.name(1))}"
        app.close()
    finally:
        i18n.set_language("en")
