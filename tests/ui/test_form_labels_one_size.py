"""A form's field labels share one type size: a long label wraps under itself rather
than being drawn smaller than its neighbours. At 1920x1080 the new-game dialog drew
"Canastas aus wilden Karten zum Herausgehen", "Offene Wildkarten-Meldung bindet die
Wildkarten" and Dutch "Rode drieën tellen mee voor de eerste melding" smaller (seen in
screenshots) although the screen has room for a second line."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import i18n
from game.engine import PRESETS
from game.ui import widgets as w
from game.ui.newgame import NewGameScene, group_of
from tests.ui.test_newgame_form import open_new_game


def labels_as_drawn(scene: NewGameScene, monkeypatch: pytest.MonkeyPatch) -> dict[str, list[tuple[str, int]]]:
    """Every field's label as drawn (its lines with their sizes), each field drawn at its place."""
    drawn: list[tuple[str, int]] = []
    real = w.text

    def spy(label: str, size: int, *args: object, **kwargs: object) -> object:
        drawn.append((label, size))
        return real(label, size, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(w, "text", spy)
    out: dict[str, list[tuple[str, int]]] = {}
    surface = scene.app.screen if scene.app is not None else None
    assert surface is not None
    for f in scene.fields:
        if f.kind in ("heading", "para"):
            continue
        drawn.clear()
        scene.draw_field(surface, f, f.rect, f.control)
        words = f.label.split()
        lines: list[tuple[str, int]] = []
        for label, size in drawn:  # the label's lines come first, in order
            if label.split() != words[:len(label.split())]:
                break
            lines.append((label, size))
            words = words[len(label.split()):]
            if not words:
                break
        out[f.key] = lines
    monkeypatch.setattr(w, "text", real)
    return out


@pytest.mark.parametrize("size", [(1920, 1080), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_label_of_the_new_game_dialog_is_drawn_at_the_forms_size(
        data_dir: Path, size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(lang)
    try:
        app, scene = open_new_game(data_dir, size)
        for preset in PRESETS:
            scene._set_group(group_of(preset))
            scene._set_preset(preset)
            scene.rebuild()
            for key, lines in labels_as_drawn(scene, monkeypatch).items():
                f = next(f for f in scene.fields if f.key == key)
                assert " ".join(label for label, _ in lines) == f.label, (preset, key)
                assert {s for _, s in lines} == {scene.fs}, (preset, f.label, lines)
                room = f.control.left - f.rect.left - 10
                assert all(w.font(scene.fs, True).size(label)[0] <= room for label, _ in lines), (preset, lines)
                # the explanation starts under the label's last line, and the row holds both
                if len(lines) > 1 and f.about:
                    assert f.rect.height >= scene.fs + 10 + scene.label_step * (len(lines) - 1)
        app.close()
    finally:
        i18n.set_language("en")
