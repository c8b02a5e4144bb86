"""Settings written by a newer version (issue 47, point 9): what this version does not
understand - house rules with an unknown option or preset, new-game choices of one,
the file's version - is kept and written back unchanged at the next save. And a file of
30,000 house rules (point 14) reads the first few hundred and loses none."""

from __future__ import annotations

import json
from pathlib import Path

from game.app.settings import MAX_HOUSE_RULES, load_settings, save_settings

NEWER = {
    "version": 7,
    "language": "de",
    "house_rules": {
        "Ours": {"preset": "classic", "changes": {"target": 3000}},
        "Future option": {"preset": "classic", "changes": {"laser_melds": True}},
        "Future preset": {"preset": "martian", "changes": {}},
    },
    "new_game": {"preset": "martian", "changes": {"laser_melds": True}, "house_rules": "Future preset",
                 "seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai:oracle", "name": "Bot"}]},
    "hologram": {"depth": 3},
}


def test_a_newer_versions_settings_come_back_unchanged_after_a_save(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps(NEWER))
    loaded = load_settings(tmp_path)
    assert loaded.message is None
    assert list(loaded.settings.house_rules) == ["Ours"]  # only what this version can play is offered
    save_settings(loaded.settings.replace(volume=0.3), tmp_path)  # the first save (it dropped them before)
    written = json.loads((tmp_path / "settings.json").read_text())
    assert written["version"] == 7
    assert written["house_rules"] == NEWER["house_rules"]
    assert written["new_game"] == NEWER["new_game"]
    assert written["hologram"] == {"depth": 3} and written["volume"] == 0.3


def test_new_game_choices_the_player_changed_are_written_as_chosen(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps(NEWER))
    settings = load_settings(tmp_path).settings
    chosen = settings.new_game.__class__(preset="two")
    save_settings(settings.replace(new_game=chosen), tmp_path)
    assert json.loads((tmp_path / "settings.json").read_text())["new_game"]["preset"] == "two"


def test_thirty_thousand_house_rules_read_a_few_hundred_and_lose_none(tmp_path: Path) -> None:
    many = {f"Rules {i}": {"preset": "classic", "changes": {"target": 1000 + i}} for i in range(30_000)}
    (tmp_path / "settings.json").write_text(json.dumps({"version": 1, "house_rules": many}))
    settings = load_settings(tmp_path).settings
    assert len(settings.house_rules) == MAX_HOUSE_RULES
    save_settings(settings, tmp_path)
    assert json.loads((tmp_path / "settings.json").read_text())["house_rules"] == many
