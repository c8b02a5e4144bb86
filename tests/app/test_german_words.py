"""The German catalogue speaks to the player one way: "Sie" everywhere (a few refusals
of the Modern American rules said "du", the log's "Ja, geh raus!" stood under the
bubble's "Ja, gehen Sie heraus!", seen in screenshots), and names
the threes ("Dreien") and going out ("herausgehen") with one word each, so that the
score sheet does not put "Rote Dreien" over "Schwarze Dreier"."""

from __future__ import annotations

import re

from tests.app.test_i18n import _forms, po

#: The familiar forms of address, and the familiar imperatives the catalogue had ("geh
#: raus", "nimm", "gib ... auf"); the catalogue uses the polite "Sie".
FAMILIAR = re.compile(r"\b(du|dich|dir|dein|deine|deinem|deinen|deiner|deines)\b", re.IGNORECASE)
IMPERATIVES = re.compile(r"\b(geh|Geh|nimm|Nimm|gib|Gib|spiel|wirf|Wirf|zieh|Zieh)\b")
#: Words for which the catalogue has another, used everywhere else.
OTHER_WORDS = re.compile(r"\b(Dreier|ausmachen|Ausmachen)\b")


def german() -> list[tuple[str, str]]:
    return [(m.context or "", text) for m in po("de") if m.id for text in _forms(m.string) if text]


def test_german_says_sie_to_the_player() -> None:
    familiar = [(ctx, text) for ctx, text in german() if FAMILIAR.search(text) or IMPERATIVES.search(text)]
    assert not familiar, "\n".join(f"{ctx}: {text}" for ctx, text in familiar)


def test_german_names_threes_and_going_out_one_way() -> None:
    other = [(ctx, text) for ctx, text in german() if OTHER_WORDS.search(text)]
    assert not other, "\n".join(f"{ctx}: {text}" for ctx, text in other)


def test_german_calls_a_side_partei() -> None:
    """A side (partners, or one player alone) is a "Partei" in every sentence; some said
    "Seite" (seen in screenshots). "Seite" stays only as the help screen's page."""
    stray = [(ctx, text) for ctx, text in german() if re.search(r"\bSeiten?\b", text) and ctx != "help.page"]
    assert not stray, "\n".join(f"{ctx}: {text}" for ctx, text in stray)


#: The meld with a neuter article or ending ("ein Canasta", "kein Canasta", "einem
#: Canasta", "ein natürliches Canasta", "ein Wild-Canasta"); the rule book calls the meld
#: "eine/keine/die Canasta". Only the game's name is neuter ("Kubanisches Canasta").
NEUTER_MELD = re.compile(r"\b(ein|kein|einem|keinem|eines|keines|ihr|ihrem|seinem|beim\s+ersten)\s+([a-zäöü]+es\s+)*"
                         r"([A-Za-z]+-)?Canastas?\b", re.IGNORECASE)


def test_german_canasta_the_meld_is_feminine() -> None:
    """A canasta (the meld) is "eine Canasta" in every sentence, as in the rule book;
    some said "ein Canasta" or "kein Canasta" (players' report)."""
    neuter = [(ctx, text) for ctx, text in german() if NEUTER_MELD.search(text)]
    assert not neuter, "\n".join(f"{ctx}: {text}" for ctx, text in neuter)


#: "Sie" after a colon or a question, where it stands for a thing or a side and not for
#: the reader: the verb in the singular ("Ihre Partei braucht 2 Canastas zum
#: Herausgehen: Sie hat 1.", "Legen Sie 7♥ ab: Sie ist eine einzelne Karte") or a
#: thing that does something ("Bonuskarten: Sie werden sofort ausgelegt").
NOT_THE_READER = re.compile(r"[:?] Sie (hat|ist|darf|wird|liegt|nützt|zählt|kann|muss|bleibt)\b"
                            r"|Bonuskarten: Sie werden|Wildkarten: Sie ersetzen|Partei: Sie teilen")


def test_german_sie_after_a_colon_is_the_reader() -> None:
    """The polite "Sie" is the reader; a sentence after a colon that began with "Sie"
    for the side, the card or the meld read as if it spoke of the reader ("Ihre Partei
    braucht 2 Canastas zum Herausgehen: Sie hat 1.")."""
    stray = [(ctx, text) for ctx, text in german() if NOT_THE_READER.search(text)]
    assert not stray, "\n".join(f"{ctx}: {text}" for ctx, text in stray)


#: Words for which the catalogue has another: the hints said "Legen Sie 7♥ ab" where
#: everything else says "abwerfen", some options "das erste Auslegen" for "die erste
#: Meldung", "wilde Karten" for "Wildkarten", "Prämie" for "Bonus", "Ablageverbote" for
#: "Abwurfverbote", "ein Doppeln" for "eine Verdopplung".
STRAY_TERMS = re.compile(r"\bLegen Sie [^:.;]* ab\b|\bAuslegen|\bwilde[nr]? Karten?\b|Prämie|Ablageverbot|\bDoppeln\b")


def test_german_keeps_one_term_for_each_thing() -> None:
    stray = [(ctx, text) for ctx, text in german() if STRAY_TERMS.search(text)]
    assert not stray, "\n".join(f"{ctx}: {text}" for ctx, text in stray)
