"""The score sheet: every line of a deal per side, and at the end of a match the
winner, the stake and the whole score history."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app.i18n import number as num
from game.app.i18n import tr, trn
from game.engine import DealResult, RuleSet, settle_chips
from game.ui import widgets as w
from game.ui.keynav import ButtonKeys
from game.ui.meldmarks import sheet_line_name
from game.ui.queries import special_hand_name
from game.ui.scenes import Scene
from game.ui.seats import TableSeats
from game.ui.statsview import chips_text


def _times(count: int, bonus: int) -> str:
    """A line of canastas: "2 × 1,500 = 3,000", the points grouped as the language writes them."""
    return f"{count} × {num(bonus)} = {num(count * bonus)}"


def sheet_rows(rules: RuleSet, result: DealResult) -> list[tuple[str, list[str], bool]]:
    """(label, one cell per side, bold) for every line of the deal's score sheet."""
    sides = result.sides
    concealed = " (" + tr("score.concealed").lower() + ")"
    rows: list[tuple[str, list[str], bool]] = [
        (tr("score.melded_cards"), [num(s.meld_points) for s in sides], False),
        (tr(sheet_line_name(rules, "natural")),
         [_times(s.natural_canastas, rules.natural_canasta_bonus) for s in sides], False),
        (tr(sheet_line_name(rules, "mixed")), [_times(s.mixed_canastas, rules.mixed_canasta_bonus) for s in sides],
         False),
        *([(tr("score.sevens_canastas"), [_times(s.sevens_canastas, rules.sevens_canasta_bonus) for s in sides], False)]
          if any(s.sevens_canastas for s in sides) else []),
        *([(tr(sheet_line_name(rules, "sequence")),
             [_times(s.sequence_canastas, rules.sequence_canasta_bonus) for s in sides], False)]
          if rules.sequences else []),
        (tr("score.red_threes"),
         [f"{s.red_threes} = {num(s.red_three_points)}" if s.red_threes else "0" for s in sides], False),
        *([(tr("score.black_threes_laid"), [f"{s.black_threes_laid} = {num(s.black_three_laid_points)}"
                                            if s.black_threes_laid else "0" for s in sides], False)]
          if rules.threes_mode == "both_bonus" else []),
        (tr("score.going_out"), [num(s.going_out) + (concealed if s.concealed else "") for s in sides], False),
        (tr("score.cards_left_in_hand"), [num(-s.hand_penalty) for s in sides], False),
    ]
    if any(s.aces_canastas for s in sides):
        rows.insert(3, (tr("score.aces_canastas"), [_times(s.aces_canastas, rules.aces_canasta_bonus) for s in sides],
                        False))
    if any(s.wild_canastas for s in sides):
        rows.insert(3, (tr(sheet_line_name(rules, "wild")),
                        [f"{s.wild_canastas} = {num(s.wild_canasta_bonus)}" for s in sides], False))
    if any(s.black_threes for s in sides):
        rows.insert(-2, (tr("score.black_threes_set_aside"),
                         [f"{s.black_threes} = {num(s.black_three_points)}" for s in sides], False))
    if any(s.packet_penalty for s in sides):
        # the packet by its name at this table: Hand and Foot's feet, Pennies' pennies
        packets = "score.unopened_packets" if rules.packet_trigger == "hand_empty" else "score.unopened_pennies"
        rows.append((tr(packets), [num(-s.packet_penalty) for s in sides], False))
    if any(s.red_three_hand_penalty for s in sides):
        rows.append((tr("score.red_threes_in_hand"), [num(-s.red_three_hand_penalty) for s in sides], False))
    if any(s.black_three_hand_penalty for s in sides):
        rows.append((tr("score.black_threes_in_hand"), [num(-s.black_three_hand_penalty) for s in sides], False))
    if any(s.special_hand for s in sides):
        rows.append((tr("score.special_hand"), [f"{special_hand_name(s.special_hand)} = {num(s.special_points)}"
                                                if s.special_hand else "0" for s in sides], True))
    if any(s.unfinished_penalty for s in sides):
        rows.append((tr("score.unfinished_melds"), [num(-s.unfinished_penalty) for s in sides], False))
    if any(s.held_penalty for s in sides):
        rows.append((tr("score.aces_sevens_in_hand"), [num(-s.held_penalty) for s in sides], False))
    rows += [
        (tr("score.deal_total"), [num(s.total) for s in sides], True),
        (tr("score.running_total"), [num(s.score_after) for s in sides], True),
        (tr("score.next_first_meld"), [num(s.next_minimum) for s in sides], False),
    ]
    return rows


#: The red threes' condition for counting plus, by ``red_threes_need``: the note under
#: the sheet when a side's red threes counted minus or nothing.
RED_THREE_NOTES = {"meld": "score.note.red_threes_meld", "sevens": "score.note.red_threes_sevens",
                   "going_out": "score.note.red_threes_going_out", "tristate": "score.note.red_threes_tristate"}


def sheet_notes(rules: RuleSet, result: DealResult, side_name: Callable[[int], str]) -> list[str]:
    """The notes under a deal's sheet: every line that counted minus (or nothing) only
    because a condition was not met says the condition (Samba's red threes count plus
    only with two canastas), or a −100 would look like a mistake."""
    out: list[str] = []
    for s in result.sides:
        name = side_name(s.side)
        if s.red_threes and s.red_three_points <= 0 and rules.red_threes_need != "none":
            points = num(s.red_three_points)
            if rules.red_threes_need == "canasta":
                out.append(trn("score.note.red_threes_canastas", rules.red_threes_canastas, side=name, points=points))
            else:
                out.append(tr(RED_THREE_NOTES[rules.red_threes_need], side=name, points=points))
        if rules.melds_minus_without_canasta and s.meld_points < 0:
            out.append(tr("score.note.melds_minus", side=name, points=num(s.meld_points)))
    return out


class ScoreSheetScene(Scene):
    holds_game = True

    def __init__(self, seats: TableSeats, result: DealResult | None, *, final: bool,
                 on_next: Callable[[], None], on_new: Callable[[], None], on_quit: Callable[[], None],
                 on_review: Callable[[int], None] | None = None) -> None:
        super().__init__()
        self.on_review = on_review  #: "Review this deal": the deal's number (0-based)
        self.c = seats
        self.result = result
        self.final = final
        self.on_next = on_next
        self.on_new = on_new
        self.on_quit = on_quit
        self.box = pygame.Rect(0, 0, 0, 0)
        self.fs = 16
        self.notes: list[str] = []  # the lines of the notes under the sheet (``sheet_notes``), wrapped
        self.buttons: list[w.Button] = []
        if final:
            self.buttons = [w.Button("new", tr("button.new_match"), style="primary", hotkey="Enter"),
                            w.Button("quit", tr("button.quit")),
                            w.Button("close", tr("button.look_at_table"), style="quiet")]
        else:
            self.buttons = [w.Button("next", tr("button.deal_next"), style="primary", hotkey="Enter"),
                            w.Button("close", tr("button.look_at_table"), style="quiet")]
        if on_review is not None and result is not None:
            self.buttons.insert(1, w.Button("review", tr("review.button")))
        self.keys = ButtonKeys()  #: the keyboard's focus over the buttons (Enter: the first)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        self.fs = w.scaled(max(11, min(20, round(H * 0.021))))
        fs = self.fs
        rows = len(sheet_rows(self.c.rules, self.result)) + 1 if self.result is not None else 0
        results = self.c.outcome.results if (self.final and self.c.outcome is not None) else self.c.view().results
        history = (len(results) + 1) if (self.final or len(results) > 1) else 0
        if self.final:
            history += 3
        label_need, col_need = self._column_needs(fs)
        need = 48 + label_need + len(self.c.rules.sides) * col_need  # five players alone: five columns
        width = min(W - 24, max(560, round(W * 0.6), need))
        self.notes = [line for note in (sheet_notes(self.c.rules, self.result, self.c.side_name)
                                        if self.result is not None else [])
                      for line in w.wrap(note, self.note_size, width - 48)]
        want = (round(fs * 1.45) + 6 + fs + 14 + rows * (fs + 7) + 8 + history * (fs + 3) + (fs + 8 if history else 0)
                + len(self.notes) * (self.note_size + 3) + round(fs * 2.2) + 16 + 40)
        self.box = pygame.Rect(0, 0, width, max(240, min(H - 24, want)))
        self.box.center = (W // 2, H // 2)
        btn_h = round(self.fs * 2.2)
        row = pygame.Rect(self.box.left + 24, self.box.bottom - btn_h - 16, self.box.width - 48, btn_h)
        w.layout_buttons(self.buttons, row, btn_h, 12, vertical=False)

    @property
    def note_size(self) -> int:
        """The notes' type: a step below the sheet's, never below the readable size."""
        return max(w.MIN_TEXT, self.fs - 2)

    def _column_needs(self, fs: int) -> tuple[int, int]:
        """The widths the label column and each side's column need at ``fs``: the
        widest line label; the widest cell, or word of a side's name (a name wraps at
        its spaces). Many sides (four or five players alone) widen the sheet by them,
        and the label column is no wider than its labels."""
        rules = self.c.rules
        rows = sheet_rows(rules, self.result) if self.result is not None else []
        bold, plain = w.font(fs, True), w.font(fs, False)
        labels = [(bold if b else plain).size(label)[0] for label, _cells, b in rows]
        labels += [plain.size(tr("score.deal", number=len(self.c.view().results) + 1))[0],
                   bold.size(tr("score.final"))[0], plain.size(tr("score.chips"))[0]]
        cells = [(bold if b else plain).size(text)[0] for _label, texts, b in rows for text in texts]
        words = [bold.size(word)[0] for side in range(len(rules.sides)) for word in self.c.side_name(side).split()]
        return max(labels) + 16, max(cells + words) + 12

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            used, pressed = self.keys.handle(event, self.buttons)
            if pressed is not None:
                self.press(pressed)
            elif used:
                self.invalidate()
            elif event.key == pygame.K_ESCAPE:
                self.press("close")
            return True
        if event.type == pygame.MOUSEMOTION:
            w.hover_buttons(self.buttons, event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = w.button_at(self.buttons, event.pos)
            if hit is not None:
                self.press(hit.key)
                return True
            return True
        return event.type == pygame.MOUSEBUTTONDOWN

    def press(self, key: str) -> None:
        if key == "review":  # the sheet stays: the review opens over it and closes back to it
            if self.on_review is not None and self.result is not None:
                self.on_review(self.result.deal)
            return
        self.close()
        if key == "next":
            self.on_next()
        elif key == "new":
            self.on_new()
        elif key == "quit":
            self.on_quit()

    # ------------------------------------------------------------------ drawing
    def title(self) -> str:
        c = self.c
        outcome = c.outcome
        if self.final and outcome is not None:
            if outcome.gave_up is not None:
                gave_up = c.side_sentence("match.gave_up", outcome.gave_up)
                if outcome.winner is not None:
                    return tr("match.then", first=gave_up,
                              second=c.side_sentence("match.side_won", outcome.winner, "winner"))
                return gave_up
            if outcome.winner is not None:
                return c.side_sentence("match.over_won", outcome.winner)
            return tr("match.over")
        r = self.result
        if r is None:
            return tr("score.title")
        deal = tr("score.deal", number=r.deal + 1)
        laid = [s.special_hand for s in r.sides if s.special_hand]
        # the player who reads the sheet is spoken to ("Sie sind herausgegangen", not
        # "Sie ist herausgegangen" from the name "Sie"), as in the log
        you = "you_" if r.went_out is not None and r.went_out == c.human and c.is_person(c.human) else ""
        if r.went_out is not None and laid:
            hand = special_hand_name(laid[0])
            return f"{deal}: {tr(f'score.{you}special_laid', name=c.name(r.went_out), hand=hand)}"
        if r.went_out is not None:
            how = f"score.{you}went_out_concealed" if r.concealed else f"score.{you}went_out"
            return f"{deal}: {tr(how, name=c.name(r.went_out))}"
        return f"{deal}: {tr('score.stock_ran_out')}"

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        box = self.box
        w.panel(surface, box.inflate(10, 10), (0, 0, 0, 60), 18)
        w.panel(surface, box, (*w.PAPER, 255), 14, (150, 120, 60, 255), 2)
        fs = self.fs
        x0 = box.left + 24
        y = box.top + 16
        title = w.fit_text(self.title(), round(fs * 1.45), box.width - 48, w.PAPER_INK, True)
        surface.blit(title, (x0, y))
        y += title.get_height() + 6
        c = self.c
        stake = c.outcome.stake if c.outcome is not None else c.stake
        if c.rules.match_deals:  # the match ends after a number of deals, not at a score
            sub = tr("table.deal_of", number=min(c.view().deal + 1, c.rules.match_deals),
                     count=c.rules.match_deals)
        else:
            sub = tr("score.target", points=c.view().target)
        if stake > 1 or c.rules.allow_double:  # as the table's head: no stake where it cannot change
            sub += " · " + tr("score.stake", stake=stake)
        surface.blit(w.text(sub, fs, (90, 80, 60)), (x0, y))
        y += fs + 14
        rules = c.rules
        n = len(rules.sides)
        label_w = min(round(box.width * 0.3), self._column_needs(fs)[0])
        col_w = (box.width - 48 - label_w) // n
        names = [c.side_name(s) for s in range(n)]
        if self.result is not None:
            y = _names_row(surface, names, fs, x0 + label_w, col_w, y, w.PAPER_INK) + 8
            pygame.draw.line(surface, (180, 170, 150), (x0, y - 3), (box.right - 24, y - 3), 1)
            for label, cells, bold in sheet_rows(rules, self.result):
                if bold:
                    pygame.draw.line(surface, (180, 170, 150), (x0, y - 2), (box.right - 24, y - 2), 1)
                surface.blit(w.text(label, fs, w.PAPER_INK, bold), (x0, y))
                for i, cell_text in enumerate(cells):
                    cell = w.fit_text(cell_text, fs, col_w - 8, w.PAPER_INK, bold)
                    surface.blit(cell, cell.get_rect(topright=(x0 + label_w + (i + 1) * col_w - 4, y)))
                y += fs + 7
            for line in self.notes:  # why a line counted minus: the condition it depends on
                surface.blit(w.text(line, self.note_size, (90, 80, 60)), (x0, y))
                y += self.note_size + 3
            y += 8
        results = c.outcome.results if (self.final and c.outcome is not None) else tuple(c.view().results)
        if self.final or len(results) > 1:
            y = self._history(surface, results, names, x0, y, label_w, col_w)
        for b in self.buttons:
            b.draw(surface)
        self.keys.draw(surface, self.buttons)

    def _history(self, surface: pygame.Surface, results: tuple[DealResult, ...], names: list[str],
                 x0: int, y: int, label_w: int, col_w: int) -> int:
        fs = max(w.MIN_TEXT, self.fs - 2)
        ink, dim = w.PAPER_INK, (120, 110, 90)
        bottom = self.buttons[0].rect.top - 10
        surface.blit(w.text(tr("score.history_head"), fs, (90, 80, 60), True), (x0, y))
        y += fs + 6
        if self.result is None:  # no deal table above: name the columns here
            y = _names_row(surface, names, fs, x0 + label_w, col_w, y, ink) + 5
        room = max(0, (bottom - y) // (fs + 3) - (4 if self.final else 0))
        shown = results[-room:] if room else ()
        if len(shown) < len(results) and room:
            shown = results[-(room - 1):] if room > 1 else ()
            surface.blit(w.text(tr("score.earlier_deals", count=len(results) - len(shown)), fs, dim), (x0, y))
            y += fs + 3
        for r in shown:
            surface.blit(w.text(tr("score.deal", number=r.deal + 1), fs, ink), (x0, y))
            for i, side in enumerate(r.sides):
                sign = "+" if side.total >= 0 else ""
                cell = w.fit_text(f"{sign}{num(side.total)} / {num(side.score_after)}", fs, col_w - 8, ink)
                surface.blit(cell, cell.get_rect(topright=(x0 + label_w + (i + 1) * col_w - 4, y)))
            y += fs + 3
        if not results:
            surface.blit(w.text(tr("score.no_deal"), fs, dim), (x0, y))
            y += fs + 3
        if self.final and self.c.outcome is not None:
            pygame.draw.line(surface, (180, 170, 150), (x0, y + 1), (x0 + label_w + len(names) * col_w, y + 1), 1)
            y += 4
            outcome = self.c.outcome
            label = tr("score.final") + (f" ({tr('score.stake', stake=outcome.stake)})" if outcome.stake > 1 else "")
            surface.blit(w.text(label, self.fs, ink, True), (x0, y))
            for i, score in enumerate(outcome.scores):
                mark = " ✓" if outcome.winner == i else ""
                cell = w.fit_text(f"{num(score)}{mark}", self.fs, col_w - 8, ink, True)
                surface.blit(cell, cell.get_rect(topright=(x0 + label_w + (i + 1) * col_w - 4, y)))
            y += self.fs + 6
            # what the match settled (seed 003): the stake times the doubling, capped at the limit
            surface.blit(w.fit_text(tr("score.chips"), fs, label_w - 8, ink), (x0, y))
            for i, chips in enumerate(settle_chips(self.c.rules, outcome.winner, outcome.stake)):
                cell = w.fit_text(chips_text(chips), fs, col_w - 8, ink)
                surface.blit(cell, cell.get_rect(topright=(x0 + label_w + (i + 1) * col_w - 4, y)))
            y += fs + 3
        return y


def _names_row(surface: pygame.Surface, names: list[str], fs: int, left: int, col_w: int, y: int,
               ink: w.Colour) -> int:
    """The sides' names over their columns, right-aligned; a long name (three
    partners) takes two lines rather than being cut. Returns the y below the row."""
    bottom = y + fs
    for i, name in enumerate(names):
        right = left + (i + 1) * col_w - 4
        yy = y
        for line in w.fit_lines(name, fs, col_w - 8, ink, True):
            surface.blit(line, line.get_rect(topright=(right, yy)))
            yy += line.get_height()
        bottom = max(bottom, yy)
    return bottom
