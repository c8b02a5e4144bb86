"""Plain-text forms of the score sheet and the table, for the replay command, the
demo and bug reports."""

from __future__ import annotations

from .rules import RuleSet
from .scoring import DealResult


def side_name(rules: RuleSet, side: int) -> str:
    seats = rules.sides[side]
    if len(seats) == 1:
        return f"Seat {seats[0]}"
    return "Seats " + "+".join(str(s) for s in seats)


def kind_line(rules: RuleSet, kind: str) -> str:
    """The sheet's line for the canastas a variant names, as the table's sheet names
    them: runs are Bolivia's "Escaleras" and Samba's "Sambas", Bolivia's wild canastas
    its "Bolivias", Hand and Foot's canastas clean, dirty and wild books (a reader of a
    printed sheet meets the same words as at the table)."""
    bolivia = rules.name == "bolivia"
    books = rules.name == "hand-and-foot"
    if kind == "sequence":
        return "Escaleras" if bolivia else "Sambas"
    if kind == "natural":
        return "Clean books" if books else "Natural canastas"
    if kind == "mixed":
        return "Dirty books" if books else "Mixed canastas"
    return "Bolivias" if bolivia else "Wild books" if books else "Wild canastas"


#: Lines whose name changed after regress recordings were made (old name, new name):
#: ``regress check`` reads a recorded sheet's old name as the new one.
RENAMED_LINES = (("Sequence canastas", "Sambas"), ("Sequence canastas", "Escaleras"),
                 ("Wild canastas", "Bolivias"), ("Natural canastas", "Clean books"),
                 ("Mixed canastas", "Dirty books"), ("Wild canastas", "Wild books"))


def score_sheet(rules: RuleSet, result: DealResult) -> str:
    """Every line of the deal's score sheet, one column per side."""
    names = [side_name(rules, s.side) for s in result.sides]
    width = max(12, *(len(n) for n in names))
    rows: list[tuple[str, list[str]]] = [
        ("Melded cards", [str(s.meld_points) for s in result.sides]),
        (kind_line(rules, "natural"), [f"{s.natural_canastas} = {s.natural_canastas * rules.natural_canasta_bonus}"
                                       for s in result.sides]),
        (kind_line(rules, "mixed"), [f"{s.mixed_canastas} = {s.mixed_canastas * rules.mixed_canasta_bonus}"
                                     for s in result.sides]),
        *([("Sevens canastas", [f"{s.sevens_canastas} = {s.sevens_canastas * rules.sevens_canasta_bonus}"
                                 for s in result.sides])] if any(s.sevens_canastas for s in result.sides) else []),
    ]
    if any(s.aces_canastas for s in result.sides):
        rows.append(("Aces canastas", [f"{s.aces_canastas} = {s.aces_canastas * rules.aces_canasta_bonus}"
                                       for s in result.sides]))
    if any(s.wild_canastas for s in result.sides):
        rows.append((kind_line(rules, "wild"), [f"{s.wild_canastas} = {s.wild_canasta_bonus}" for s in result.sides]))
    if rules.sequences:
        bonus = rules.sequence_canasta_bonus
        rows.append((kind_line(rules, "sequence"), [f"{s.sequence_canastas} = {s.sequence_canastas * bonus}"
                                           for s in result.sides]))
    rows += [
        ("Red threes", [f"{s.red_threes} = {s.red_three_points}" for s in result.sides]),
        *([("Black threes laid", [f"{s.black_threes_laid} = {s.black_three_laid_points}" for s in result.sides])]
          if rules.threes_mode == "both_bonus" else []),
        ("Going out", [str(s.going_out) + (" (concealed)" if s.concealed else "") for s in result.sides]),
        ("Cards in hand", [str(-s.hand_penalty) for s in result.sides]),
    ]
    if any(s.packet_penalty for s in result.sides):
        rows.append(("Unopened packets", [str(-s.packet_penalty) for s in result.sides]))
    if any(s.black_threes for s in result.sides):
        rows.append(("Black threes", [f"{s.black_threes} = {s.black_three_points}" for s in result.sides]))
    if any(s.red_three_hand_penalty for s in result.sides):
        rows.append(("Red threes in hand", [str(-s.red_three_hand_penalty) for s in result.sides]))
    if any(s.black_three_hand_penalty for s in result.sides):
        rows.append(("Black threes held", [str(-s.black_three_hand_penalty) for s in result.sides]))
    special = [s for s in result.sides if s.special_hand]
    if special:
        rows.append(("Special hand", [f"{s.special_hand} = {s.special_points}" if s.special_hand else "-"
                                      for s in result.sides]))
    if any(s.unfinished_penalty for s in result.sides):
        rows.append(("Unfinished melds", [str(-s.unfinished_penalty) for s in result.sides]))
    if any(s.held_penalty for s in result.sides):
        rows.append(("Aces/sevens held", [str(-s.held_penalty) for s in result.sides]))
    rows += [
        ("Deal total", [str(s.total) for s in result.sides]),
        ("Running total", [str(s.score_after) for s in result.sides]),
        ("Next first meld", [str(s.next_minimum) for s in result.sides]),
    ]
    if special and result.went_out is not None:
        head = f"Deal {result.deal + 1}: seat {result.went_out} laid a special hand ({special[0].special_hand})"
    else:
        head = f"Deal {result.deal + 1}: " + (
            f"seat {result.went_out} went out" + (" concealed" if result.concealed else "")
            if result.went_out is not None else "the stock ran out")
    lines = [head, " " * 18 + "".join(n.rjust(width + 2) for n in names)]
    for label, cells in rows:
        lines.append(label.ljust(18) + "".join(c.rjust(width + 2) for c in cells))
    if result.match_over and result.winner is not None:
        won = " at once with a Dream Hand" if result.instant_win else ""
        lines.append(f"Match over: {side_name(rules, result.winner)} won{won}.")
    return "\n".join(lines)
