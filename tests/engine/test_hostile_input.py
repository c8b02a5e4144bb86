"""Hostile input to the engine (issue 15, points 4, 9, 15, 16): rule sets beyond what a
table holds, odd digits and huge numbers in actions and records, deep JSON, names with
control characters. Each is refused with a reason (and a line), never a traceback."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from game.engine import GameState, RuleSet
from game.engine.actions import Add, Dig, GiveUp, Swap, parse_action
from game.engine.cards import CARD, HEARTS, JOKER_CARD
from game.engine.errors import ActionParseError
from game.engine.record import VERSION, GameRecord, RecordError, parse_record
from game.engine.replay import main as replay_main
from game.engine.rulecheck import LIMITS
from game.engine.rules import CLASSIC, RulesError

SEATS = [("Anna", "human"), ("West", "ai:medium"), ("Bob", "ai:easy"), ("East", "ai:hard")]


def refused(text: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        parse_record(text)
    return info.value


def record_lines(actions: int = 3) -> list[str]:
    state = GameState.new(CLASSIC, 7)
    for _ in range(actions):
        state.apply(state.legal_actions()[0])
    return GameRecord.from_game(state, SEATS).to_text().splitlines()


def with_line(index: int, text: str) -> str:
    lines = record_lines()
    lines[index] = text
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- rule sets (points 4, 15)
@pytest.mark.parametrize(("changes", "word"), [
    ({"players": 4.0}, "players"),
    ({"packs": True}, "packs"),
    ({"name": None}, "name"),
    ({"name": "a\x00b"}, "name"),
    ({"first_meld_table": "abc"}, "first_meld_table"),
    ({"first_meld_table": ((0,),)}, "first_meld_table"),
    ({"red_three_totals": ((1, 2, 3),)}, "red_three_totals"),
    ({"packs": 1_000_000}, "packs"),
    ({"packs": 10**8}, "packs"),
    ({"jokers_per_pack": 10**6}, "jokers_per_pack"),
    ({"hand_size": 10**6, "packs": 6}, "hand_size"),
    ({"draw_count": 10**9}, "draw_count"),
    ({"target": 10**30}, "target"),
    ({"going_out_bonus": 1.5}, "going_out_bonus"),
    ({"ask_partner": 1}, "ask_partner"),
])
def test_direct_construction_is_checked(changes: dict[str, object], word: str) -> None:
    with pytest.raises(RulesError, match=word):
        RuleSet(**changes)  # type: ignore[arg-type]


@pytest.mark.parametrize("changes", [
    {"first_meld_table": [[0]]},
    {"red_three_totals": [[1, 2, 3]]},
    {"first_meld_table": [[0, [50]]]},
    {"packs": 1_000_000},
    {"hand_size": 10**6},
    {"draw_count": 10**9},
])
def test_with_options_is_checked(changes: dict[str, object]) -> None:
    with pytest.raises(RulesError, match=next(iter(changes))):
        CLASSIC.with_options(**changes)


def test_every_limit_is_allowed_at_its_ends_and_refused_beyond() -> None:
    for name, (low, high) in LIMITS.items():
        if name == "players":
            continue
        for ok in (low, high):
            base: dict[str, int] = {"packs": 6} if name != "packs" else {}
            if name.startswith("chip_"):  # the limit is never below the stake
                base = {"chip_stake": 1} if name == "chip_limit" else {"chip_limit": high}
            try:
                CLASSIC.with_options(**base, **{name: ok})
            except RulesError as exc:
                assert "not enough cards" in str(exc), (name, ok)
        for bad in (low - 1, high + 1):
            with pytest.raises(RulesError, match=name):
                CLASSIC.with_options(**{name: bad})


def test_a_huge_pack_count_in_a_record_is_refused_at_its_line() -> None:
    err = refused(with_line(1, 'rules classic {"packs": 1000000}'))
    assert err.line == 2 and "packs" in err.reason


# ---------------------------------------------------------------- actions (points 9, 15)
@pytest.mark.parametrize("text", ["dig \u00b2", "dig \u0663", "add 7h to k@\u00b2", "swap 7h for jk in 7@\u00b9",
                                  "dig " + "9" * 5000, "add 7h to k@" + "1" * 5000], ids=lambda v: v[:20])
def test_odd_digits_and_huge_numbers_are_parse_errors(text: str) -> None:
    with pytest.raises(ActionParseError):
        parse_action(text)


def test_dig_needs_a_whole_number() -> None:
    with pytest.raises(ActionParseError, match="whole number"):
        Dig("3")  # type: ignore[arg-type]
    with pytest.raises(ActionParseError):
        Dig(True)
    assert str(Dig(3)) == "dig 3"


# ---------------------------------------------------------------- records (points 3, 9, 16)
DEEP = "[" * 3000  # under the line limit, over the parser's nesting limit
HUGE = "9" * 5000


@pytest.mark.parametrize(("index", "text", "line", "reason"), [
    (1, "rules classic " + DEEP, 2, "nested too deeply"),
    (1, '{"target": 5}', 2, "expected 'rules"),
    (1, "rules classic {\"target\": " + HUGE + "}", 2, "too long"),
    (1, "rules classic {\"target\": " + "9" * 3900 + "}", 2, "target needs a whole number"),
    (1, "rules classic {\"target\": 1e999}", 2, "target needs a whole number"),
    (1, "rules classic {\"first_meld_table\": " + "[" * 500 + "]" * 500 + "}", 2, "first_meld_table"),
    (2, "seed " + HUGE, 3, "too long"),
    (2, "seed 1" + "0" * 40, 3, "at most 30 digits"),
    (3, "seat 0 human A\x00B", 4, "printable"),
    (3, "seat 0 human " + "A" * 20_000, 4, "too long"),
    (3, "seat 0 human " + "A" * 500, 4, "40 printable"),
    (4, "seat 1 ai:\x07 West", 5, "seat kind"),
    (8, "dig \u00b2", 9, "unreadable action"),
    (8, "add 7h to k@\u00b2", 9, "not a side number"),
    (0, f"canasta-record {VERSION + 1}", 1, "made by a newer version"),
    (0, "canasta-record " + HUGE, 1, "too long"),
    (0, "canasta-record 1" + "0" * 20, 1, "version must be a number"),
    (1, "rules classic " + "[" * 100_000, 2, "too long"),
], ids=lambda v: str(v)[:20])
def test_damaged_records_name_the_line(index: int, text: str, line: int, reason: str) -> None:
    err = refused(with_line(index, text))
    assert err.line == line and reason in err.reason, err
    assert len(str(err)) < 300  # the message quotes at most a short piece of the line


def test_text_after_end_is_not_called_cut_short() -> None:
    text = "\n".join([*record_lines(), "draw"]) + "\n"
    err = refused(text)
    assert "after the 'end' line" in err.reason and "cut short" not in err.reason


@pytest.mark.parametrize(("index", "text"), [(8, "dig \u00b2"), (8, "add 7h to k@\u00b2"),
                                             (1, "rules classic " + DEEP), (2, "seed " + "9" * 4400),
                                             (1, 'rules classic {"packs": ' + "9" * 4400 + "}")],
                         ids=lambda v: str(v)[:20])
def test_replay_command_prints_line_and_reason(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               index: int, text: str) -> None:
    path = tmp_path / "hostile.canasta"
    path.write_text(with_line(index, text), encoding="utf-8")
    assert replay_main([str(path)]) == 2
    err = capsys.readouterr().err
    assert f"line {index + 1}: " in err and "Traceback" not in err


@pytest.mark.parametrize("make", [
    lambda: Add(CARD[7][HEARTS], 7, "1"),  # type: ignore[arg-type]
    lambda: Add(CARD[7][HEARTS], 7, 1.0),  # type: ignore[arg-type]
    lambda: Add(CARD[7][HEARTS], 7, True),
    lambda: Add(CARD[7][HEARTS], 7, -1),
    lambda: Add(CARD[7][HEARTS], 7, 10_000),
    lambda: Add(CARD[7][HEARTS], 99),
    lambda: Add(CARD[7][HEARTS], "7"),  # type: ignore[arg-type]
    lambda: Add(CARD[7][HEARTS], meld="3"),  # type: ignore[arg-type]
    lambda: Add(CARD[7][HEARTS], meld=10**9),
    lambda: Swap(CARD[7][HEARTS], JOKER_CARD, "0"),  # type: ignore[arg-type]
    lambda: Swap(CARD[7][HEARTS], JOKER_CARD, 2.5),  # type: ignore[arg-type]
    lambda: Swap(CARD[7][HEARTS], JOKER_CARD, 10**6),
    lambda: Dig(10**9),
    lambda: Dig(-1),
    lambda: GiveUp("1"),  # type: ignore[arg-type]
    lambda: GiveUp(10**5),
])
def test_actions_built_directly_get_the_limits_of_their_text_form(make: Callable[[], object]) -> None:
    """Add/Swap sides, ranks and meld ids, dig depths and give-up sides are whole numbers
    0-9999, as the text form can say them; anything else is an ``ActionParseError``."""
    with pytest.raises(ActionParseError):
        make()


def test_actions_at_the_limits_are_built_and_read_back() -> None:
    for action in (Add(CARD[7][HEARTS], 7, 9999), Add(CARD[7][HEARTS], meld=9999),
                   Swap(CARD[7][HEARTS], JOKER_CARD, 0), Dig(9999), Dig(0), GiveUp(1)):
        assert parse_action(str(action)) == action
