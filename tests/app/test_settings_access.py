"""The larger-text and calmer-motion settings in the settings file: kept, read back,
a wrong value replaced by its default, and a newer version's keys kept beside them."""

from __future__ import annotations

from game.app.settings import TEXT_SIZES, Settings, settings_from_dict


def test_text_size_and_calm_motion_are_written_and_read_back() -> None:
    s = Settings(text_size="largest", calm_motion=True)
    data = s.to_dict()
    assert data["text_size"] == "largest" and data["calm_motion"] is True
    back = settings_from_dict(data)
    assert back.text_size == "largest" and back.calm_motion is True


def test_wrong_values_give_the_defaults_and_unknown_keys_stay() -> None:
    back = settings_from_dict({"text_size": "huge", "calm_motion": "yes", "from_the_future": [1]})
    assert back.text_size == "normal" and back.calm_motion is False
    assert back.to_dict()["from_the_future"] == [1]
    assert "text_size" not in back.extra
    assert TEXT_SIZES[0] == Settings().text_size
