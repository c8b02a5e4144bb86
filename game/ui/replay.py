"""The replay viewer: a finished deal (from the statistics or a game record) played
again move by move, forwards and backwards, with every hand shown face up."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.app import i18n
from game.app.i18n import tr, trn
from game.engine import (
    Action,
    Add,
    Answer,
    Ask,
    Dig,
    Discard,
    Draw,
    LayRedThree,
    Meld,
    NextDeal,
    SpecialHand,
    Stop,
    Swap,
    Take,
    TakeBack,
    Undo,
)
from game.engine.cards import Card
from game.engine.record import GameRecord
from game.match.replay import RecordReplay, ReplayFrame
from game.ui import widgets as w
from game.ui.cardart import card_size, table_background
from game.ui.queries import added_msgid, hand_sort_key, meld_added_to, special_hand_name
from game.ui.scenes import Scene
from game.ui.sprites import card_image


def describe(action: Action, name: str, before: ReplayFrame, after: ReplayFrame, seat: int,
             partner: str = "") -> str:
    """One move in words, every card named (the replay shows all hands). The player's
    own moves are told in the second person, as the table tells them ("Sie haben 7♦
    abgelegt", "Jij hebt ..."): a name put into a third-person sentence would not agree."""
    you = name == tr("seat.you")
    p: dict[str, object] = {"name": name}

    def say(msgid: str, **params: object) -> str:
        return tr(msgid.replace("status.", "status.you_", 1) if you else msgid, **p, **params)

    def say_n(msgid: str, count: int) -> str:
        return trn(msgid.replace("status.", "status.you_", 1) if you else msgid, count, **p)

    if isinstance(action, Draw):
        got = [c for c in after.hands[seat] if c not in before.hands[seat]]
        if not got:
            return tr("status.drew", **p)
        return tr("status.you_drew", cards=got) if you else tr("replay.drew", name=name, cards=got)
    if isinstance(action, Take):
        top = before.pile[-1] if before.pile else None
        if top is not None and action.cards:  # the meld the take made, as the table's log says it
            msgid = "status.you_took_pile_meld" if you else "status.took_pile_meld"
            return trn(msgid, len(before.pile), **p, cards=[top, *action.cards])
        if top is not None:
            msgid = "status.you_took_pile_onto" if you else "status.took_pile_onto"
            return trn(msgid, len(before.pile), **p, rank=i18n.rank_name(top.rank))
        return say_n("status.took_pile", len(before.pile))
    if isinstance(action, Dig):
        return say_n("status.dug", action.depth)
    if isinstance(action, Meld):
        return say("status.melded", cards=list(action.cards))
    if isinstance(action, Add):
        rank = action.rank if action.rank is not None else action.card.rank
        onto = meld_added_to(after.melds, action, after.rules.side_of(seat))
        special = added_msgid(onto, "status.added")
        if special != "status.added" and onto is not None:
            return say(special, card=action.card, cards=list(onto.cards))
        return say("status.added", card=action.card, rank=i18n.rank_name(rank))
    if isinstance(action, Swap):
        return say("status.swapped", card=action.card, wild=action.wild)
    if isinstance(action, Discard):
        return say("status.discarded", card=action.card)
    if isinstance(action, LayRedThree):
        return say("status.laid_out", card=action.card)
    if isinstance(action, TakeBack):
        return say("status.took_back", card=action.card)
    if isinstance(action, Ask):
        return tr("status.you_asked", partner=partner) if you and partner else tr("status.asked", **p)
    if isinstance(action, Answer):
        return tr("status.answered_yes" if action.yes else "status.answered_no", **p)
    if isinstance(action, Undo) and action.last:
        back = list((Counter(after.hands[seat]) - Counter(before.hands[seat])).elements())
        return say("status.took_back_last", cards=back)
    if isinstance(action, Undo):
        return tr("status.you_undid") if you else tr("status.undone", **p)
    if isinstance(action, Stop):
        return say("status.stopped")
    if isinstance(action, SpecialHand):
        return say("status.special_laid", hand=special_hand_name(action.name))
    if isinstance(action, NextDeal):
        return tr("status.deal_starts", number=after.deal + 1, name=name)
    return str(action)


#: The frames of the reviewed decision's two choices.
PLAYED = (230, 70, 60)
BEST = (90, 220, 120)


@dataclass(frozen=True)
class ReplayMarks:
    """A reviewed decision shown in the replay: at the move ``index`` (of the record),
    ``seat``'s choice and the computer's, framed in the hand, and the review's sentence."""

    index: int
    seat: int
    played: tuple[Action, ...]
    best: tuple[Action, ...]
    text: str


def cards_of(actions: Sequence[Action]) -> list[Card]:
    """The cards a choice plays from the hand (melded, laid on, thrown)."""
    out: list[Card] = []
    for a in actions:
        if isinstance(a, Meld):
            out += list(a.cards)
        elif isinstance(a, (Add, Discard, LayRedThree, Swap)):
            out.append(a.card)
    return out


class ReplayScene(Scene):
    opaque = True
    holds_game = True

    def __init__(self, record: GameRecord, first_action: int = 0, last_action: int | None = None,
                 on_close: Callable[[], None] | None = None, *, at: int = 0, marks: ReplayMarks | None = None,
                 on_review: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.record = record
        #: a reviewed decision drawn at its move: the seat, both choices and their sentence
        self.marks = marks
        self.on_review = on_review  #: "Review this deal" (the statistics' replay)
        self.review_button = w.Button("review", tr("review.button"))
        self.review_button.visible = on_review is not None
        self.first = max(0, first_action)
        self.last = len(record.actions) if last_action is None else min(last_action, len(record.actions))
        self.on_close = on_close
        self.replay = RecordReplay(record, self.first)
        start = self.replay.frame(0)
        self.texts: list[str] = [tr("replay.start", number=start.deal + 1)]
        self.index = 0  #: moves shown, counted from ``first``
        self.start_at = max(0, at - self.first)  #: where the replay opens (a reviewed decision's move)
        self.playing = False
        self.timer = 0.0
        self.fs = 16
        self.card = (40, 56)
        self.buttons: list[w.Button] = []
        self.rows: list[pygame.Rect] = []
        self.centre = pygame.Rect(0, 0, 0, 0)

    @property
    def total(self) -> int:
        return self.last - self.first

    def state(self, k: int) -> ReplayFrame:
        """The table after ``k`` moves of the deal (computed once, kept)."""
        while len(self.texts) <= k:
            i = len(self.texts) - 1
            before, after = self.replay.frame(i), self.replay.frame(i + 1)
            action, seat = self.replay.moves[i]
            partners = [self.name(s) for s in before.rules.sides[before.rules.side_of(seat)] if s != seat]
            self.texts.append(describe(action, self.name(seat), before, after, seat, partners[0] if partners else ""))
        return self.replay.frame(k)

    def go(self, k: int) -> None:
        self.index = max(0, min(self.total, k))
        self.state(self.index)
        self._enable()

    def _enable(self) -> None:
        """Stepping buttons work only where there is somewhere to go: at the last move
        "Step forward" is off (and no longer the highlighted one), at the first "Back"."""
        at_end, at_start = self.index >= self.total, self.index <= 0
        for b in self.buttons:
            if b.key in ("next", "last"):
                b.enabled = not at_end
            elif b.key in ("first", "prev"):
                b.enabled = not at_start
            if b.key == "next":
                b.style = "normal" if at_end else "primary"
            elif b.key == "close":
                b.style = "primary" if at_end else "normal"

    def name(self, seat: int) -> str:
        """A seat's name in the language in use (a default name follows a switch)."""
        return i18n.shown_name(self.record.seats[seat].name, seat, self.record.rules.players)

    def side_name(self, side: int) -> str:
        """A side by its players' names, as the score sheet names it."""
        names = [self.name(s) for s in self.record.rules.sides[side]]
        if len(names) == 2:
            return tr("score.side_two", first=names[0], second=names[1])
        if len(names) == 3:
            return tr("score.side_three", first=names[0], second=names[1], third=names[2])
        return names[0]

    # ------------------------------------------------------------------ layout and input
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        W, H = size
        self.fs = fs = w.scaled(max(11, min(18, round(H * 0.02))))
        n = self.record.rules.players
        m = 12
        btn_h = round(fs * 2.1)
        top = m + fs * 3 + 6
        bottom = H - m - btn_h - 10
        avail = bottom - top
        # The centre holds one line (stock, pile) over the pile's cards, and each side's
        # score on at most two lines; the players' rows get the rest, so that six rows at
        # 800x600 still show cards large enough to read (a fixed third left them 32 px).
        scores_h = 2 * len(self.record.rules.sides) * (fs + 4) + 16
        centre_h = min(round(avail * 0.34), max(scores_h, round((avail + 10 * n) / (n + 1))))
        row_h = (avail - centre_h) // n
        ch = max(30, min(round(row_h - fs - 10), 110))
        self.card = card_size(ch)
        self.rows = [pygame.Rect(m, top + i * row_h, W - 2 * m, row_h) for i in range(n)]
        self.centre = pygame.Rect(m, top + n * row_h, W - 2 * m, centre_h)
        keys = [("first", "replay.first"), ("prev", "replay.previous"), ("play", "replay.play"),
                ("next", "replay.next"), ("last", "replay.last"), ("close", "button.close")]
        self.buttons = [w.Button(k, tr(msgid), style="primary" if k == "next" else "normal") for k, msgid in keys]
        w.layout_buttons(self.buttons, pygame.Rect(m, H - m - btn_h, W - 2 * m, btn_h), btn_h, 10, vertical=False)
        label = tr("review.button")
        rw = min(W // 3, w.font(fs, True).size(label)[0] + 30)
        self.review_button.label = label
        self.review_button.rect = pygame.Rect(W - m - rw, 8, rw, round(fs * 2.1) if rw < W // 3 else round(fs * 3.2))
        if self.start_at and self.index == 0:
            self.go(self.start_at)
            self.start_at = 0
        self._enable()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_RIGHT: "next", pygame.K_LEFT: "prev", pygame.K_HOME: "first", pygame.K_END: "last",
                    pygame.K_SPACE: "play", pygame.K_ESCAPE: "close"}
            if event.key in keys:
                self.press(keys[event.key])
            return True
        if event.type == pygame.MOUSEMOTION:
            w.hover_buttons([*self.buttons, self.review_button], event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = w.button_at([*self.buttons, self.review_button], event.pos)
            if hit is not None:
                self.press(hit.key)
        return True

    def press(self, key: str) -> None:
        if key == "next":
            self.go(self.index + 1)
        elif key == "prev":
            self.go(self.index - 1)
        elif key == "first":
            self.go(0)
        elif key == "last":
            self.go(self.total)
        elif key == "play":
            self.playing = not self.playing
            if self.playing and self.index >= self.total:
                self.go(0)
        elif key == "review" and self.on_review is not None:
            self.on_review()
        elif key == "close":
            self.close()
            if self.on_close is not None:
                self.on_close()

    def update(self, dt: float) -> None:
        if not self.playing:
            return
        self.timer += dt
        if self.timer >= 0.7:
            self.timer = 0.0
            if self.index >= self.total:
                self.playing = False
            else:
                self.go(self.index + 1)
            self.invalidate()

    def redraw_at(self, now: float) -> float | None:
        """Playing, the next move shows when its time comes."""
        return now + max(0.0, 0.7 - self.timer) if self.playing else None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        surface.blit(table_background(W, H), (0, 0))
        fs = self.fs
        g = self.state(self.index)
        head = tr("replay.title") + " · " + tr("score.deal", number=g.deal + 1) + " · " + \
            tr("replay.step", number=self.index, total=self.total)
        room = W - 24 - (self.review_button.rect.width + 12 if self.review_button.visible else 0)
        surface.blit(w.fit_text(head, round(fs * 1.4), room, w.GOLD, True), (12, 10))
        marked = self.marked()
        text = self.marks.text if marked is not None and self.marks is not None else self.texts[self.index]
        lines = w.fit_lines(text, fs, room, w.INK, True, max_lines=2)
        y = 14 + round(fs * 1.6)
        for line in lines:
            surface.blit(line, (12, y))
            y += line.get_height() - (2 if len(lines) > 1 else 0)
        self.review_button.draw(surface)
        for b in self.buttons:
            b.label = tr("replay.pause") if (b.key == "play" and self.playing) else b.label
            if b.key == "play" and not self.playing:
                b.label = tr("replay.play")
            b.draw(surface)
        ch = self.card[1]
        for seat, row in enumerate(self.rows):
            turn = g.to_move == seat and g.phase in ("draw", "meld", "answer")
            w.panel(surface, row.inflate(0, -4), (0, 0, 0, 60), 8, (*w.GOLD, 255) if turn else None, 2)
            name = self.name(seat)
            label = f"{name} · {trn('count.cards', len(g.hands[seat]))}"
            surface.blit(w.fit_text(label, fs - 1, row.width // 3, w.GOLD if turn else w.INK, True),
                         (row.left + 8, row.top + 4))
            hand = sorted(g.hands[seat], key=hand_sort_key)
            hand_area, red_area = self.hand_areas(g, seat)
            self._fan(surface, g.red_threes[seat], red_area)
            frames = marked if marked is not None and self.marks is not None and self.marks.seat == seat else None
            self._fan(surface, hand, hand_area, frames)
            if frames is not None:
                name_w = w.fit_text(label, fs - 1, row.width // 3, w.INK, True).get_width()
                self._legend(surface, pygame.Rect(row.left + 8 + name_w + 16, row.top + 4,
                                                  row.centerx - 8 - (row.left + 8 + name_w + 16), fs))
            side = g.rules.side_of(seat)
            if g.rules.sides[side][0] == seat:
                self._melds(surface, g, side, self.meld_area(side))
        c = self.centre
        w.panel(surface, c.inflate(0, -4), (0, 0, 0, 40), 8)
        x = c.left + 12
        y = c.top + 8
        surface.blit(w.text(tr("status.stock", count=g.stock_size), fs, w.INK, True), (x, y))
        pile_x = x + fs * 9
        surface.blit(w.text(tr("status.pile", count=len(g.pile)), fs, w.INK, True), (pile_x, y))
        if g.pile_frozen and g.rules.pile_freezes:
            surface.blit(w.text(tr("badge.frozen"), fs, (150, 210, 255), True), (x + fs * 16, y))
        # the pile's cards lie under its own label, not under the stock's
        self._fan(surface, list(g.pile[-12:]), pygame.Rect(pile_x, y + fs + 8, c.width // 2 - fs * 9, ch))
        # each side's score under its players' names, one line a side
        for side, score in enumerate(g.scores):
            for line in w.fit_lines(f"{self.side_name(side)}: {i18n.number(score)}", fs, c.width // 3, w.INK_DIM):
                surface.blit(line, (c.right - line.get_width() - 12, y))
                y += line.get_height()

    def marked(self) -> list[tuple[Card, tuple[int, int, int]]] | None:
        """At the reviewed decision's move: the cards of each choice with their frame's
        colour (the player's red, the computer's green), else None."""
        m = self.marks
        if m is None or self.first + self.index != m.index:
            return None
        return [(c, PLAYED) for c in cards_of(m.played)] + [(c, BEST) for c in cards_of(m.best)]

    def _legend(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """What the two frames mean, on the name line after the player's name (the
        melds take the row's right half): each entry a frame and its words, the words
        made smaller to fit (never below the smallest type)."""
        fs = self.fs - 1
        share = (area.width - 2 * (fs + 6) - 12) // 2
        x = area.left
        for colour, msgid in ((PLAYED, "review.mark_played"), (BEST, "review.mark_best")):
            label = w.fit_text(tr(msgid), fs, share, w.INK, True)
            pygame.draw.rect(surface, colour, pygame.Rect(x, area.top + 2, fs, fs - 2), 3, 3)
            surface.blit(label, (x + fs + 6, area.top))
            x += fs + 6 + label.get_width() + 12

    def _fan(self, surface: pygame.Surface, cards: Sequence[Card], area: pygame.Rect,
             frames: list[tuple[Card, tuple[int, int, int]]] | None = None) -> None:
        cw, ch = self.card
        if not cards:
            return
        step = min(cw * 0.62, (area.width - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        places = []
        for i, card in enumerate(cards):
            at = (round(area.left + i * step), area.top)
            surface.blit(card_image(card, cw, ch), at)
            places.append((card, pygame.Rect(at, (cw, ch))))
        for card, colour in frames or []:
            # the player's frame outside, the computer's inside: a card in both shows both
            inset = 0 if colour == PLAYED else 4
            for c, rect in places:
                if c == card:
                    pygame.draw.rect(surface, colour, rect.inflate(-inset * 2, -inset * 2), 3, 5)
                    break

    def hand_areas(self, g: ReplayFrame, seat: int) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a player's hand and red threes go: the threes in the player's own row,
        after the hand, so that whose they are is plain."""
        row = self.rows[seat]
        ch = self.card[1]
        hand = pygame.Rect(row.left + 8, row.top + self.fs + 6, row.width // 2 - 16, ch)
        count = len(g.red_threes[seat])
        rw = round(self.card[0] * (1 + 0.4 * (count - 1))) if count else 0
        reds = pygame.Rect(hand.right - rw, hand.top, rw, ch)
        if count:
            hand.width -= rw + 12
        return hand, reds

    def meld_area(self, side: int) -> pygame.Rect:
        """A side's melds lie in the right half of its first player's row."""
        row = self.rows[self.record.rules.sides[side][0]]
        return pygame.Rect(row.centerx, row.top + 4, row.width // 2 - 8, row.height - 10)

    def _melds(self, surface: pygame.Surface, g: ReplayFrame, side: int, area: pygame.Rect) -> None:
        for card, rect in self.meld_places(g, side, area):
            surface.blit(card_image(card, rect.width, rect.height), rect.topleft)

    def meld_places(self, g: ReplayFrame, side: int, area: pygame.Rect) -> list[tuple[Card, pygame.Rect]]:
        """Where a side's meld cards go in ``area``: a column a meld, naturals first.
        A column's cards overlap as much as it takes to end inside the area: the wild
        cards at the bottom of a long meld are never cut off, nor drawn over the next
        player's row."""
        melds = sorted(g.melds[side], key=lambda m: -m.rank)
        if not melds:
            return []
        cw, ch = card_size(max(24, min(round(self.card[1] * 0.75), area.height - 12)))
        col = cw + 6
        step_x = min(col, (area.width - cw) / max(1, len(melds) - 1)) if len(melds) > 1 else col
        out: list[tuple[Card, pygame.Rect]] = []
        for k, m in enumerate(melds):
            cards = sorted((c for c in m.cards if not c.is_wild), key=lambda c: c.suit) + \
                [c for c in m.cards if c.is_wild]
            dy = min(ch * 0.16, (area.height - ch) / (len(cards) - 1)) if len(cards) > 1 else 0.0
            for j, card in enumerate(cards):
                out.append((card, pygame.Rect(round(area.left + k * step_x), round(area.top + j * dy), cw, ch)))
        return out
