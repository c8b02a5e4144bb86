"""A choice's value keeps the choice's type size (issue 45, point 13): "Eine Drei als
letzte Karte des Talons" showed "Ausgelegt, der Spieler darf noch melden" squeezed into
two lines of a tiny font; a choice whose longest value needs two lines now has a box of
two lines. Every value of every choice of the new-game dialog, every preset, English,
German and Dutch, at 800x600 and full HD."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import i18n
from game.engine import PRESETS
from game.ui import widgets as w
from game.ui.newgame import group_of
from tests.ui.test_newgame_form import open_new_game


@pytest.mark.parametrize("size", [(1920, 1080), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_choice_value_is_drawn_at_the_choices_size(data_dir: Path, size: tuple[int, int], lang: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[str, int]] = []
    real = w.text

    def spy(label: str, size: int, *args: object, **kwargs: object) -> object:
        drawn.append((label, size))
        return real(label, size, *args, **kwargs)  # type: ignore[arg-type]

    i18n.set_language(lang)
    try:
        app, scene = open_new_game(data_dir, size)
        seen = 0
        for preset in PRESETS:
            scene._set_group(group_of(preset))
            scene._set_preset(preset)
            scene.rebuild()
            wanted = max(w.MIN_TEXT, scene.fs - 2)
            surface = app.screen
            for f in scene.fields:
                if f.kind != "choice":
                    continue
                assert f.rect.contains(f.control), (preset, f.label)
                kept = f.value
                for value, label in f.options:
                    f.value = value
                    drawn.clear()
                    monkeypatch.setattr(w, "text", spy)
                    scene.draw_field(surface, f, f.rect, f.control)
                    monkeypatch.setattr(w, "text", real)
                    arrow = max(i for i, (t, _) in enumerate(drawn) if t == "›")
                    parts = drawn[arrow + 1:]  # the value's lines come after the box's arrows
                    assert " ".join(t for t, _ in parts).split() == label.split(), (preset, label, drawn)
                    assert len(parts) <= 2 and all(s == wanted for _, s in parts), (preset, f.label, label, parts)
                    seen += 1
                f.value = kept
        assert seen > 50
        app.close()
    finally:
        i18n.set_language("en")
