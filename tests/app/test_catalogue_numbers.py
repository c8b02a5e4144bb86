"""A number the English sentence groups by its thousands ("play to 5,000") is grouped
in German and Dutch too, with their point ("5.000"): the Dutch preset descriptions said
"spelen tot 5000" and "telt 1500" beside the "10.000" of the same line."""

from __future__ import annotations

import re

import pytest

from tests.app.test_i18n import _forms, po

GROUPED = re.compile(r"\b\d{1,3}(?:,\d{3})+\b")


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_numbers_grouped_in_english_are_grouped_in_the_translation(lang: str) -> None:
    stray = []
    for m in po(lang):
        if not m.id:
            continue
        for english, text in zip(_forms(m.id), _forms(m.string), strict=False):
            for number in GROUPED.findall(english):
                if number.replace(",", ".") not in text:
                    stray.append((m.context, number, text))
    assert not stray, "\n".join(f"{ctx}: {number}: {text}" for ctx, number, text in stray)
