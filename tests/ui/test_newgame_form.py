"""The new-game dialog: one control for the score that wins ("Play to", typed), and
the preset chosen without the form moving under the mouse (the rules come first, the
seats - whose number the preset changes - after them)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import i18n
from game.ui.app import App
from game.ui.forms import Field
from game.ui.newgame import NewGameScene
from tests.ui.test_around_the_table import make_shell
from tests.ui.test_table_harness import click, key


def open_new_game(data_dir: Path, size: tuple[int, int] = (1280, 800)) -> tuple[App, NewGameScene]:
    """The new-game screen from the menu, drawn once (the fields have their places)."""
    app, shell = make_shell(data_dir, size=size)
    shell.show_new_game()
    scene = app.scenes.top
    assert isinstance(scene, NewGameScene)
    app.step(0.016)
    return app, scene


def field(scene: NewGameScene, key: str) -> Field:
    return next(f for f in scene.fields if f.key == key)


def test_the_score_that_wins_is_one_control(data_dir: Path) -> None:
    app, shell = make_shell(data_dir)
    shell.show_new_game()
    scene = app.scenes.top
    assert isinstance(scene, NewGameScene)
    keys = [f.key for f in scene.fields]
    assert "target" in keys
    assert not {"opt_target", "target_quick", "target_other"} & set(keys)
    labels = [f.label for f in scene.fields]
    assert labels.count("Play to") == 1 and "Target score" not in labels
    scene._set_target("3000")
    assert scene.rules.target == 3000
    scene._set_target("")  # emptied while typing: the last number stays
    assert scene.rules.target == 3000
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_changing_the_preset_leaves_the_control_under_the_mouse(data_dir: Path, size: tuple[int, int],
                                                                 lang: str) -> None:
    i18n.set_language(lang)
    try:
        app, scene = open_new_game(data_dir, size)
        preset = field(scene, "preset")
        place = preset.control.move(0, -scene.scroll)
        seen = {scene.preset}
        for _ in range(len(preset.options) + 1):  # click through every preset of the group
            click(app, (place.right - 5, place.centery))
            preset = field(scene, "preset")
            assert preset.control.move(0, -scene.scroll) == place, scene.preset
            seen.add(scene.preset)
        assert {"classic", "six", "two"} <= seen
        app.close()
    finally:
        i18n.set_language("en")


def test_the_presets_come_in_two_groups_read_from_the_engine(data_dir: Path) -> None:
    from game.engine import PRESETS
    from game.ui.newgame import CANASTA_PRESETS, preset_groups

    groups = preset_groups()
    assert groups["canasta"] == [p for p in CANASTA_PRESETS if p in PRESETS]
    assert sorted(groups["canasta"] + groups["variants"]) == sorted(PRESETS)  # every preset, once
    assert {"samba", "cuban", "uruguay", "hand-and-foot", "pennies"} <= set(groups["variants"])
    app, scene = open_new_game(data_dir)
    kind = field(scene, "game_kind")
    preset = field(scene, "preset")
    assert kind.value == "canasta" and [v for v, _ in preset.options] == groups["canasta"]
    assert kind.about == "Canasta as most people play it, for two to six players."
    place = kind.control.move(0, -scene.scroll)
    click(app, (place.right - 5, place.centery))  # the next kind: the variants
    kind = field(scene, "game_kind")
    preset = field(scene, "preset")
    assert kind.value == "variants" and scene.preset == groups["variants"][0]
    assert [v for v, _ in preset.options] == groups["variants"]
    assert preset.about == i18n.tr(f"preset.{scene.preset}.about") and preset.about != f"preset.{scene.preset}.about"
    assert scene.rules == PRESETS[scene.preset]
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_usual_targets_are_quick_values_under_the_typed_one(data_dir: Path, size: tuple[int, int],
                                                                lang: str) -> None:
    """Point 5: the quick list (a single deal, 2500 ... 10000) is back, inside the one
    "Play to" control: a click on a value fills the box; the arrow keys step through
    them while the box has the focus."""
    i18n.set_language(lang)
    try:
        app, scene = open_new_game(data_dir, size)
        target = field(scene, "target")
        assert [v for v, _ in target.chips] == [1, 2500, 5000, 7500, 10000]
        rects = [r for _, r in target.chips]
        for k, r in enumerate(rects):
            assert target.rect.contains(r) and r.left >= target.control.left and r.top >= target.control.bottom
            assert all(not r.colliderect(o) for o in rects[k + 1:])
        chip = dict(target.chips)[7500].move(0, -scene.scroll)
        click(app, chip.center)
        assert scene.rules.target == 7500
        target = field(scene, "target")
        assert target.value == "7500"
        click(app, target.control.move(0, -scene.scroll).center)  # focus the box, then the arrows
        assert scene.focus is not None and scene.focus.key == "target"
        for k, expected in ((pygame.K_DOWN, 10000), (pygame.K_UP, 7500), (pygame.K_UP, 5000)):
            key(app, k)
            assert scene.rules.target == expected
        click(app, dict(target.chips)[1].move(0, -scene.scroll).center)
        assert scene.rules.target == 1  # a single deal
        app.close()
    finally:
        i18n.set_language("en")


def test_seat_choices_survive_every_change_of_preset(data_dir: Path) -> None:
    """Two hard computers and a name stay what they were while the presets are clicked
    through (two, three, six players and back): each seat the rules still have keeps
    its choice, and a seat that comes back has it again."""
    app, scene = open_new_game(data_dir)
    field(scene, "seat1").set("ai:hard")
    field(scene, "seat3").set("ai:hard")
    field(scene, "name2").set("Carl")
    app.step(0.016)
    chosen = list(scene.seats)
    assert [s.kind for s in chosen] == ["human", "ai:hard", "ai:medium", "ai:hard"]
    place = field(scene, "preset").control.move(0, -scene.scroll)
    players_seen = set()
    for _ in range(len(field(scene, "preset").options)):  # the whole group, back to where it began
        click(app, (place.right - 5, place.centery))
        n = scene.rules.players
        players_seen.add(n)
        assert scene.seats[:min(n, 4)] == chosen[:min(n, 4)], scene.preset
        assert [f.value for f in scene.fields if f.key.startswith("seat")][:min(n, 4)] == \
            [s.kind for s in chosen[:min(n, 4)]]  # the form shows them too
    assert {2, 4} <= players_seen and scene.preset == "classic"
    assert scene.seats == chosen
    assert scene.choices().seats == tuple(chosen)  # and the game starts with them
    app.close()
