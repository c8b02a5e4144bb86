"""Settings: defaults, round trip, damaged files kept aside, wrong values replaced."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.app import paths
from game.app.settings import (
    HouseRules,
    NewGameChoices,
    SeatChoice,
    Settings,
    SettingsError,
    default_settings,
    load_settings,
    save_settings,
    settings_from_dict,
)
from game.engine import RulesError, RuleSet

GERMAN = {"LANG": "de_DE.UTF-8"}


def write(data: Any) -> Path:
    path = paths.settings_path()
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def test_first_start_takes_the_system_language() -> None:
    loaded = load_settings(environ=GERMAN)
    assert loaded.message is None
    assert loaded.settings == Settings(language="de")
    assert load_settings(environ={"LANG": "nl_BE.UTF-8"}).settings.language == "nl"
    assert load_settings(environ={"LANG": "ja_JP.UTF-8"}).settings.language == "en"


def test_round_trip(data_dir: Path) -> None:
    rules = RuleSet.from_preset("classic", target=2500, pile_peek=True,
                                first_meld_table=[[-(10**9), 15], [0, 50], [1000, 70]])
    settings = (default_settings(GERMAN)
                .replace(animation_speed="fast", sound=False, volume=0.25, four_colour_deck=True,
                         fullscreen=True, window_size=(1280, 800),
                         new_game=NewGameChoices("two", {"target": 1}, (SeatChoice("human", "Anna"),
                                                                        SeatChoice("ai:hard", "")), "Family rules"))
                .dismiss_tip("frozen_pile").dismiss_tip("first_canasta").dismiss_tip("frozen_pile")
                .with_house_rules("Family rules", rules))
    path = save_settings(settings)
    assert path.parent == data_dir
    assert sorted(p.name for p in data_dir.iterdir()) == ["settings.json"]
    again = load_settings(environ={}).settings
    assert again == settings
    assert again.dismissed_tips == ("frozen_pile", "first_canasta")
    assert not again.show_tip("frozen_pile") and again.show_tip("black_three")
    assert again.house_rules["Family rules"].rules() == rules
    assert again.new_game.rules() == RuleSet.from_preset("two", target=1)
    assert again.reset_tips().dismissed_tips == ()
    assert again.animation_factor == 0.5


def test_house_rules_keep_a_renamed_rule_set() -> None:
    named = RuleSet.from_preset("family", target=3000).with_options(name="Oma")
    house = HouseRules.from_rules(named)
    assert house.rules() == named and house.rules().name == "Oma"
    settings = Settings().with_house_rules("  Bei Oma \n", named)
    assert list(settings.house_rules) == ["Bei Oma"]
    assert settings.without_house_rules("Bei Oma").house_rules == {}
    with pytest.raises(ValueError):
        Settings().with_house_rules("   ", named)
    with pytest.raises(RulesError):
        Settings().with_house_rules("broken", HouseRules("classic", {"players": 5}))


@pytest.mark.parametrize("content", ["", "{", "[1, 2, 3]", "\x00\x01 binary", '"just a string"', "{'single': 1}"])
def test_damaged_file_gives_defaults_and_is_kept(data_dir: Path, content: str) -> None:
    path = write(content)
    loaded = load_settings(environ=GERMAN)
    assert loaded.settings == default_settings(GERMAN)
    assert loaded.kept_as is not None and loaded.kept_as.read_text(encoding="utf-8") == content
    assert loaded.kept_as.name.startswith("settings.damaged-") and loaded.kept_as.suffix == ".json"
    assert not path.exists()
    assert loaded.message is not None and loaded.kept_as.name in str(loaded.message)
    assert str(loaded.message).startswith("The settings could not be read")


def test_unknown_keys_are_ignored_and_wrong_types_replaced() -> None:
    write({
        "version": 7, "from_the_future": {"x": 1}, "language": 42, "animation_speed": "warp", "sound": "yes",
        "volume": 3.5, "four_colour_deck": 1, "tips": None, "dismissed_tips": ["a", 5, "a", "b"],
        "fullscreen": True, "window_size": [10, 10],
        "new_game": {"preset": "six", "changes": {"no_such_option": 1}, "seats": [{"kind": "robot", "name": 7}]},
        "house_rules": {"ok": {"preset": "three", "changes": {"target": 2000}}, "bad": {"preset": "nope"},
                        "worse": [1, 2], "": {"preset": "classic"}},
    })
    loaded = load_settings(environ=GERMAN)
    assert loaded.message is None  # readable: quietly repaired
    s = loaded.settings
    assert s.language == "de"  # wrong type: the default (the system's)
    assert s.animation_speed == "normal" and s.sound is True and s.four_colour_deck is False and s.tips is True
    assert s.volume == 1.0  # clamped
    assert s.dismissed_tips == ("a", "b")
    assert s.fullscreen is True and s.window_size is None
    assert s.new_game.preset == "six" and dict(s.new_game.changes) == {}
    assert s.new_game.seats == (SeatChoice("ai:medium", ""),)
    assert list(s.house_rules) == ["ok"]
    assert s.house_rules["ok"].rules() == RuleSet.from_preset("three", target=2000)


def test_bad_language_value_falls_back() -> None:
    assert settings_from_dict({"language": "fr"}, Settings(language="nl")).language == "nl"
    assert settings_from_dict({"language": "de_CH"}, Settings()).language == "de"


def test_seats_for_a_table_and_record_names() -> None:
    choices = NewGameChoices(seats=(SeatChoice("human", "  Anna\tMaria  "), SeatChoice("ai:easy")))
    seats = choices.record_seats(4)
    assert [s.name for s in seats] == ["Anna Maria", "West", "North", "East"]
    assert [s.kind for s in seats] == ["human", "ai:easy", "ai:medium", "ai:medium"]
    assert len(choices.seats_for(2)) == 2
    assert SeatChoice("ai:hard").level == "hard" and SeatChoice("human").level is None


def test_save_failure_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SettingsError) as info:
        save_settings(Settings(), folder=blocker)
    assert str(info.value.message).startswith("The settings could not be saved")


def test_settings_file_is_readable_json(data_dir: Path) -> None:
    save_settings(Settings(language="nl"))
    data = json.loads((data_dir / "settings.json").read_text(encoding="utf-8"))
    assert data["language"] == "nl" and data["version"] == 1
    assert data["new_game"]["seats"][0] == {"kind": "human", "name": ""}
