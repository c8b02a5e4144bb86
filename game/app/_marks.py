"""The marks Babel's extractor looks for in ``game/app/messages.py`` (keywords
``P_:1c,2`` and ``NP_:1c,2,3``, see ``build/catalogues.py``). They translate nothing: they
only pair a message id (the gettext context) with its English text, so that the
English sentences are written once, in the code, and the catalogues are made from it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Source:
    """One message in English: ``plural`` is set when the text depends on a number."""

    msgid: str
    singular: str
    plural: str | None = None


def P_(msgid: str, text: str) -> Source:
    return Source(msgid, text)


def NP_(msgid: str, singular: str, plural: str) -> Source:
    return Source(msgid, singular, plural)


def messages(*sources: Source) -> dict[str, Source]:
    """The messages by id; an id marked twice is a mistake, found at import."""
    found: dict[str, Source] = {}
    for source in sources:
        if source.msgid in found:
            raise ValueError(f"message id marked twice: {source.msgid}")
        found[source.msgid] = source
    return found
