"""The translation catalogues, with Babel: extract, update, compile.

    python build/catalogues.py extract   # game/app/messages.py -> assets/locale/canasta.pot
    python build/catalogues.py update    # merge the .pot into every <lang>/LC_MESSAGES/canasta.po
    python build/catalogues.py compile   # every canasta.po -> canasta.mo (skipped when up to date)
    python build/catalogues.py check     # exit 1 if the .pot is not what extract would write

English is the source language: its sentences are written in ``game/app/messages.py``,
each marked ``P_(id, text)`` or ``NP_(id, singular, plural)`` with a ``Translators:``
comment above it; the refusals' sentences are the templates of the engine's (and the
table's) ``IllegalAction(code, template, ...)`` and ``IllegalAction.counted(code,
singular, plural, ...)``, the code being the context. Those get a translator comment
made here from their code and placeholders. A translator edits ``assets/locale/<lang>/LC_MESSAGES/canasta.po``;
a new language is a new folder with such a file (``pybabel init`` or a copy of another
language's, see the README). The game reads the compiled ``.mo`` files with the standard
library's ``gettext``; ``./check.sh``, ``./play.sh`` and ``build/build.py`` compile them
(they are not kept in git: they are made from the ``.po`` files, which are).
Needs Babel (the ``i18n`` extra, also in ``test`` and ``build``).
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "canasta"
POT = LOCALE / f"{DOMAIN}.pot"
#: Where the marks are: the messages of the game, then every module that refuses moves.
SOURCES = [ROOT / "game" / "app" / "messages.py",
           *(path for folder in ("engine", "match", "net", "ui", "ui/tableparts")
             for path in sorted((ROOT / "game" / folder).glob("*.py")))]
KEYWORDS = ["P_:1c,2", "NP_:1c,2,3", "IllegalAction:1c,2", "counted:1c,2,3"]
#: What a refusal's placeholders hold, for the translator comment.
REFUSAL_PLACEHOLDERS = {
    "card": "a card, e.g. 7♥",
    "rank": "a rank in the plural, e.g. kings (from the ranks.* messages)",
    "need": "a number the rules ask for",
    "have": "the number the player has",
    "size": "a number of cards",
    "reason": "another refusal's sentence, saying why",
    "who": "a player's name",
    "action": "the action in its text form, e.g. meld 7h 7d 7c",
    "limit": "the most the rules allow here, a number",
    "naturals": "a number of natural cards",
    "cards": "cards, e.g. K♥ K♦ K♣",
}


def _pybabel(*args: str) -> None:
    try:
        from babel.messages.frontend import CommandLineInterface
    except ImportError:
        raise SystemExit("build/catalogues.py needs Babel: pip install -e '.[i18n]'") from None
    CommandLineInterface().run(["pybabel", "-q", *args])


def po_files() -> list[Path]:
    return sorted(LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def refusal_comment(code: str, texts: list[str]) -> str:
    names = sorted({n for t in texts for n in re.findall(r"\{(\w+)\}", t)})
    comment = (f"Translators: Why a move is refused (refusal {code}), shown at the table when the player tries a"
               " move the rules do not allow.")
    if names:
        comment += " " + "; ".join(f"{{{n}}}: {REFUSAL_PLACEHOLDERS.get(n, 'a value')}" for n in names) + "."
    return comment


def extract(pot: Path = POT) -> None:
    from babel.messages.pofile import read_po, write_po

    keywords = [arg for k in KEYWORDS for arg in ("-k", k)]
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "raw.pot"
        _pybabel("extract", "--no-default-keywords", *keywords, "--add-comments", "Translators:",
                 "--no-location", "--omit-header", "--no-wrap", "--project", "Canasta",
                 "-o", str(raw), *(str(s.relative_to(ROOT)) for s in SOURCES))
        with raw.open("rb") as f:
            catalog = read_po(f)
    for message in catalog:
        if message.id and not any(c.startswith("Translators:") for c in message.auto_comments):
            texts = list(message.id) if isinstance(message.id, (tuple, list)) else [message.id]
            message.auto_comments.append(refusal_comment(message.context or "", texts))
    with pot.open("wb") as f:
        write_po(f, catalog, width=0, omit_header=True, no_location=True)


def update() -> None:
    _pybabel("update", "--no-wrap", "--ignore-obsolete", "-D", DOMAIN, "-i", str(POT), "-d", str(LOCALE))


def compile_all(force: bool = False) -> int:
    """Compile every ``.po`` whose ``.mo`` is missing or older; returns how many."""
    made = 0
    for po in po_files():
        mo = po.with_suffix(".mo")
        if not force and mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        _pybabel("compile", "--statistics", "-D", DOMAIN, "-i", str(po), "-o", str(mo))
        made += 1
    return made


def check() -> bool:
    """True if the committed ``.pot`` holds exactly what ``extract`` writes now."""
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "fresh.pot"
        extract(fresh)
        return POT.exists() and fresh.read_text(encoding="utf-8") == POT.read_text(encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Translation catalogues: extract, update, compile (Babel).")
    parser.add_argument("step", choices=["extract", "update", "compile", "check"])
    parser.add_argument("--force", action="store_true", help="compile: also the .mo files that are up to date")
    args = parser.parse_args(argv)
    if args.step == "extract":
        extract()
    elif args.step == "update":
        update()
    elif args.step == "compile":
        compile_all(args.force)
    elif not check():
        print(f"{POT.relative_to(ROOT)} is out of date: run python build/catalogues.py extract, then update",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
