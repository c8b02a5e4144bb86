"""The Dutch catalogue names each thing with one word (players' report): a side is a
"partij" (some texts said "kant"), the whole match is a "wedstrijd" (it was a "partij"
too, so that "De partij die als eerste 5000 punten haalt, wint de partij." said the
side twice), and a deal is a "ronde" (some said "spel")."""

from __future__ import annotations

import re

from tests.app.test_i18n import _forms, po

#: "kant" for a side; the ends of a sequence ("aan geen van beide kanten") are no side.
SIDE_KANT = re.compile(r"\bkant(en)?\b", re.IGNORECASE)
SEQUENCE_ENDS = {"sequence_order"}


def dutch() -> list[tuple[str, str, str]]:
    """(context, English, Dutch) of every form of every message."""
    return [(m.context or "", english, text) for m in po("nl") if m.id
            for english, text in zip(_forms(m.id), _forms(m.string), strict=False) if text]


def test_dutch_calls_a_side_partij() -> None:
    stray = [(ctx, text) for ctx, _en, text in dutch() if SIDE_KANT.search(text) and ctx not in SEQUENCE_ENDS]
    assert not stray, "\n".join(f"{ctx}: {text}" for ctx, text in stray)


def test_dutch_calls_the_match_wedstrijd() -> None:
    """Where the English speaks of the match (and not of a side), Dutch says "wedstrijd",
    never "partij"."""
    wrong = [(ctx, text) for ctx, en, text in dutch()
             if re.search(r"\bmatch(es)?\b", en, re.IGNORECASE) and "side" not in en
             and (re.search(r"partij", text, re.IGNORECASE) or "wedstrijd" not in text.lower())]
    assert not wrong, "\n".join(f"{ctx}: {text}" for ctx, text in wrong)


def test_dutch_calls_a_deal_ronde() -> None:
    """Where the English speaks of a deal (and not of a game too), Dutch says "ronde",
    not "spel" (a "spel" is the card game, or a pack: "kaartspel")."""
    wrong = [(ctx, text) for ctx, en, text in dutch()
             if re.search(r"\bdeals?\b", en) and "game" not in en and re.search(r"\bspel(len)?\b", text)]
    assert not wrong, "\n".join(f"{ctx}: {text}" for ctx, text in wrong)


#: A meld was a "combinatie" in some texts and the first meld an "eerste uitleg" (which
#: reads "first explanation"); the stock was a "voorraad" beside the table's "stok".
OTHER_WORDS = re.compile(r"\bcombinaties?\b|\beerste uitleg\b|\bvoorraad\b|afleg-verbod", re.IGNORECASE)


def test_dutch_names_a_meld_and_the_stock_one_way() -> None:
    """A meld is a "melding" and the first meld the "eerste melding" everywhere, the
    stock is the "stok", and the discard bans are "aflegverboden" in one word."""
    stray = [(ctx, text) for ctx, _en, text in dutch() if OTHER_WORDS.search(text)]
    assert not stray, "\n".join(f"{ctx}: {text}" for ctx, text in stray)
