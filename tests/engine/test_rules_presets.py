"""The named presets (players, teams, cards, draw, target, canastas) and the checks a
rule set makes on its options."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from game.engine import PRESETS, GameState, RulesError, RuleSet
from game.engine.rules import option_names
from tests.engine.helpers import legal, play, position, refused, total_cards

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


@pytest.mark.parametrize(("name", "players", "sides", "deck", "hand", "draw", "target", "canastas"), [
    ("classic", 4, ((0, 2), (1, 3)), 108, 11, 1, 5000, 1),
    ("two", 2, ((0,), (1,)), 108, 15, 2, 5000, 2),
    ("two-online", 2, ((0,), (1,)), 108, 15, 1, 5000, 1),
    ("three", 3, ((0,), (1,), (2,)), 108, 13, 1, 7500, 2),
    ("five", 5, ((0,), (1,), (2,), (3,), (4,)), 108, 11, 1, 5000, 1),
    ("six", 6, ((0, 2, 4), (1, 3, 5)), 162, 13, 1, 10000, 2),
    ("family", 4, ((0,), (1,), (2,), (3,)), 108, 11, 1, 5000, 1),
])
def test_preset_table(name: str, players: int, sides: tuple[tuple[int, ...], ...], deck: int, hand: int,
                      draw: int, target: int, canastas: int) -> None:
    r = PRESETS[name]
    assert r.name == name
    assert (r.players, r.sides, r.deck_size, r.hand_size, r.draw_count, r.target, r.canastas_to_go_out) == (
        players, sides, deck, hand, draw, target, canastas)
    g = GameState.new(r, 3)
    assert len(g.hands) == players and all(len(h) == hand for h in g.hands)
    assert len(g.scores) == len(sides) and len(g.melds) == len(sides)
    assert total_cards(g) == deck
    assert g.to_move == (g.dealer + 1) % players


def test_classic_is_the_default() -> None:
    assert RuleSet() == PRESETS["classic"]
    c = PRESETS["classic"]
    assert c.partnerships and c.jokers_per_pack == 2 and c.packs == 2
    bonuses = (c.natural_canasta_bonus, c.mixed_canasta_bonus, c.going_out_bonus, c.concealed_bonus)
    assert bonuses == (500, 300, 100, 200)
    assert (c.wild_limit, c.max_wilds, c.add_to, c.upcard_rule, c.pile_mode) == ("classic", 3, "own", "return", "whole")
    assert c.threes_special and c.red_threes_auto and c.black_three_meld_going_out
    assert c.red_three_unmelded == "mirror" and c.red_threes_need == "meld" and c.red_threes_count_for_first_meld


def test_two_player_draws_two() -> None:
    """Published two-hand rules: take two cards from the stock, discard one."""
    g = position(PRESETS["two"], hands={0: "5h 6h 9s"}, pile="4c", stock="8c 8d 7h")
    play(g, "draw")
    assert sorted(map(str, g.hands[0])) == sorted(["5h", "6h", "9s", "8c", "8d"])
    assert [str(c) for c in g.stock] == ["7h"]


def test_two_player_two_canastas() -> None:
    k = "kh kd kc ks kh kd kc"
    g = position(PRESETS["two"], hands={0: "9s 9d 9c"}, melds={0: [k]}, phase="meld")
    refused(g, "meld 9s 9d 9c", "canasta_needed")


def test_two_online_seed_003() -> None:
    """Seed 003: 15 cards, wild cards never outnumber naturals (at most three), the pile
    is as if frozen until one has melded, the one-card rule, targets 1, 2500 or 5000."""
    r = PRESETS["two-online"]
    assert r.wild_limit == "no_outnumber" and r.max_wilds == 3
    assert r.frozen_until_first_meld and r.one_card_rule and r.pile_peek
    assert not r.partnerships and not r.ask_partner
    assert r.concealed_bonus == 200 and r.going_out_bonus == 100
    for target in (1, 2500, 5000):
        assert r.with_options(target=target).target == target
    assert r.with_options(target=1).single_deal and not r.single_deal
    g = position(r, hands={0: "qd 2c ah ad ac 9s"}, pile="4c 8s qh")
    refused(g, "take qd 2c", "pile_frozen")


def test_three_player_each_alone() -> None:
    r = PRESETS["three"]
    assert not r.partnerships and r.sides == ((0,), (1,), (2,))
    assert [r.side_of(s) for s in range(3)] == [0, 1, 2]
    assert r.partners_of(1) == ()


def test_five_players_each_alone() -> None:
    """Seed 000 names five players without figures: each alone, otherwise classic
    (docs/rules.md); partnerships need four or six."""
    r = PRESETS["five"]
    assert not r.partnerships and not r.ask_partner and r.first_meld_minimum(0) == 50
    assert r.red_three_score(4) == 800
    with pytest.raises(RulesError, match="partnerships"):
        r.with_options(partnerships=True)


def test_six_player_teams_alternate() -> None:
    r = PRESETS["six"]
    assert r.packs == 3 and r.jokers_per_pack == 2
    assert [r.side_of(s) for s in range(6)] == [0, 1, 0, 1, 0, 1]
    assert r.partners_of(2) == (0, 4)
    assert r.first_meld_minimum(7500) == 150 and r.red_three_score(6) == 1200


def test_family_seed_004() -> None:
    r = PRESETS["family"]
    assert not r.partnerships and r.players == 4 and r.hand_size == 11
    assert r.pile_mode == "dig" and not r.threes_special and r.add_to == "any"
    assert r.final_discard == "forbidden" and r.first_meld_wild_value == "represented"
    assert not r.frozen_until_first_meld and not r.wild_exchange and r.max_wilds == 3
    assert r.first_meld_minimum(-100) == 50 and r.first_meld_minimum(4000) == 50


# ---------------------------------------------------------------- rule sets
def test_from_preset_and_changes_round_trip() -> None:
    r = RuleSet.from_preset("two", target=2500, wild_limit="by_size")
    assert r.name == "two" and r.target == 2500 and r.draw_count == 2
    assert r.changes() == {"target": 2500, "wild_limit": "by_size"}
    assert RuleSet.from_preset(r.name, **r.changes()) == r
    assert PRESETS["six"].changes() == {}
    six_as_classic = dataclasses.replace(PRESETS["six"], name="classic")
    assert set(six_as_classic.changes()) >= {"players", "packs", "hand_size", "target", "red_three_totals"}
    assert RuleSet.from_preset("classic", **six_as_classic.changes()) == six_as_classic


@pytest.mark.parametrize(("changes", "message"), [
    ({"wild_limit": "some"}, "wild_limit"),
    ({"upcard_rule": "x"}, "upcard_rule"),
    ({"players": 5}, "partnerships need 4 or 6"),
    ({"players": 7}, "players"),
    ({"players": 3}, "partnerships"),
    ({"packs": 0}, "pack"),
    ({"hand_size": 0}, "hand_size"),
    ({"draw_count": 0}, "draw_count"),
    ({"hand_size": 20, "packs": 1}, "not enough cards"),
    ({"max_wilds": 0}, "max_wilds"),
    ({"max_wilds": 9}, "max_wilds"),
    ({"canastas_to_go_out": -1}, "canastas_to_go_out"),
    ({"first_meld_table": []}, "first_meld_table"),
    ({"colour": "red"}, "unknown rule option"),
    ({"options": ()}, "unknown rule option"),
    ({"target": "5000"}, "whole number"),
    ({"target": True}, "whole number"),
    ({"one_card_rule": 1}, "true or false"),
    ({"add_to": 1}, "word"),
    ({"red_three_totals": 5}, "list"),
])
def test_bad_options_are_refused(changes: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError, match=message):
        RuleSet().with_options(**changes)


def test_unknown_preset() -> None:
    with pytest.raises(RulesError, match="unknown preset"):
        RuleSet.from_preset("tango")


def test_every_option_is_documented() -> None:
    text = DOCS.read_text(encoding="utf-8")
    missing = [name for name in option_names() if f"`{name}`" not in text]
    assert missing == []
    for name in PRESETS:
        assert f"`{name}`" in text


def test_option_names_are_the_fields() -> None:
    names = option_names()
    assert "name" not in names and "options" not in names
    assert len(names) == len(dataclasses.fields(RuleSet)) - 2


def test_the_first_turn_of_every_preset() -> None:
    for name, r in PRESETS.items():
        g = GameState.new(r, 5)
        actions = legal(g)
        assert "draw" in actions, name
        if r.pile_mode == "dig":
            assert not any(a.startswith("take") for a in actions)
