"""Which sentence a player alone reads for an engine refusal that speaks of a side.

The engine writes each refusal once, in English, for every table: "Your side needs 2
canastas to go out: it has 1." Where each player plays alone (no partnerships: two,
three, five players, the family table) there is no side, and German and Dutch read
"Ihre Partei" / "je partij", words for partners. Such a refusal has a sentence for one
player in ``messages.py`` (``refusal.<code>_alone``), chosen here by the refusal's code
and, where one code has several sentences, by its English template. The engine stays
free of it: it only says what is refused; the table, which knows whether it has
partners, asks ``i18n.explain(err, alone=True)``.

``tests/app/test_alone_refusals.py`` holds every engine template that says "your side"
to this list, so that a new one cannot be forgotten.
"""

from __future__ import annotations

from game.engine import IllegalAction

#: Codes whose every sentence speaks of the player's side: the message for one player.
BY_CODE: dict[str, str] = {code: f"refusal.{code}_alone" for code in (
    "aces_natural", "canasta_needed", "clean_book_needed", "clean_triple_needed", "dirty_book_needed",
    "no_meld_for_top", "pile_dead_rank", "rule_of_five", "sequence_needed", "sevens_banned", "sevens_banned_own",
    "sevens_canasta_needed", "several_melds_take", "special_after_meld", "swad_banned", "take_back_card",
    "take_back_instead", "unfinished_meld", "unfinished_wild_meld", "wild_canasta_needed", "wild_meld_exists",
    "wild_meld_open",
)}

#: Codes with several sentences (some of which name no side): the message by the English
#: template (for a counted refusal, its singular).
BY_TEMPLATE: dict[tuple[str, str], str] = {
    ("first_meld_minimum", "Your side needs {need} points for its first meld: you have {have}."):
        "refusal.first_meld_minimum_alone",
    ("first_meld_minimum", "Your side needs {need} points for its first meld: you can make at most {have}."):
        "refusal.first_meld_minimum_at_most_alone",
    ("first_meld_minimum",
     "Your side needs {need} points for its first meld: with the top card you can make at most {have}."):
        "refusal.first_meld_minimum_top_card_alone",
    ("meld_exists", "Your side already has a meld of {rank}: add to it instead."): "refusal.meld_exists_alone",
    ("meld_exists", "Your side already has that meld: add to it instead."): "refusal.meld_exists_that_alone",
    ("no_such_meld", "Your side has no such meld."): "refusal.no_such_meld_alone",
    ("own_melds_only", "You may only add to your own side's melds."): "refusal.own_melds_only_add_alone",
    ("own_melds_only", "You may only change your own side's melds."): "refusal.own_melds_only_change_alone",
}


def alone_msgid(err: IllegalAction) -> str | None:
    """The message id of ``err`` as a player alone reads it, or ``None`` where its
    sentence names no side and fits every table."""
    return BY_TEMPLATE.get((err.code, err.template)) or BY_CODE.get(err.code)
