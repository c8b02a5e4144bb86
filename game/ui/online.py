"""Playing online from the window: hosting a table, the waiting room, joining one.

The screens never touch the network themselves: the composition root hands in
:class:`OnlineServices` (host, look, join, browse), and every call of it runs on a
:class:`Task`'s thread, so the window keeps drawing while a server answers (or does
not). What a table is at the screens' level is :class:`OnlineTable`: its code, its
join address, its seats, and the ``SeatConnection`` the table scene plays through.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

import pygame

from game.app.i18n import tr
from game.app.settings import NewGameChoices
from game.engine import PRESETS, RuleSet
from game.engine.record import Seat
from game.match.connection import SeatConnection
from game.ui import widgets as w
from game.ui.cardart import table_background
from game.ui.scenes import Scene

T = TypeVar("T")


@dataclass(frozen=True)
class SeatLine:
    """A seat as the waiting room lists it: ``state`` is you, taken, open or computer."""

    name: str
    state: str


class OnlineTable(Protocol):
    """A table this window sits at, as the screens see it."""

    @property
    def code(self) -> str: ...

    @property
    def address(self) -> str: ...

    @property
    def is_host(self) -> bool: ...

    @property
    def connection(self) -> SeatConnection: ...

    def seats(self) -> list[SeatLine]: ...

    def started(self) -> bool: ...

    def start(self) -> str | None:
        """The host deals (computers take the open seats); the refusal's text, if any. Blocks."""

    def close(self) -> None: ...


@dataclass(frozen=True)
class TableLook:
    """A table seen before sitting down: its rules and its free seats."""

    url: str
    code: str
    rules: RuleSet
    names: tuple[str, ...]
    free: tuple[int, ...]
    started: bool


@dataclass(frozen=True)
class NearbyTable:
    """A table announced on the local network."""

    name: str
    url: str
    code: str
    rules: str
    free: int


class Nearby(Protocol):
    def tables(self) -> list[NearbyTable]: ...

    def close(self) -> None: ...


@dataclass
class OnlineServices:
    """The network as the composition root provides it; each call may block (a Task runs it).

    ``host(rules, seats, choices)`` opens a table (human seats after the first are open
    for people); ``look(url, code)`` reads a table; ``join(url, code, name, seat)`` sits
    down; ``read_address(text)`` turns a join address or ``HOST:PORT`` plus a code into a
    URL and a code (``ValueError`` in words otherwise); ``browse()`` lists tables nearby."""

    host: Callable[[RuleSet, tuple[Seat, ...], NewGameChoices], OnlineTable]
    look: Callable[[str, str], TableLook]
    join: Callable[[str, str, str, int], OnlineTable]
    read_address: Callable[[str, str], tuple[str, str]]
    browse: Callable[[], Nearby] | None = None
    #: back to the seat of the last time (after a restart); ``can_rejoin()`` says whether one is kept
    rejoin: Callable[[], OnlineTable] | None = None
    can_rejoin: Callable[[], bool] = lambda: False


class Task(Generic[T]):
    """A blocking call on a thread of its own: the window polls ``done`` each frame and
    never waits for a server."""

    def __init__(self, work: Callable[[], T]) -> None:
        self.result: T | None = None
        self.error: str | None = None
        self._done = threading.Event()

        def run() -> None:
            try:
                self.result = work()
            except Exception as exc:  # a refusal or an unreachable server: said in the screen
                self.error = str(exc) or type(exc).__name__
            finally:
                self._done.set()

        threading.Thread(target=run, name="canasta-online-task", daemon=True).start()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float) -> bool:
        """For tests only: the window itself never waits."""
        return self._done.wait(timeout)


def copy_text(text: str) -> bool:
    """Put ``text`` on the clipboard; False when there is none to put it on."""
    try:
        pygame.scrap.put_text(text)  # SDL's clipboard (pygame-ce's text functions)
        return pygame.scrap.get_text() == text  # a driver without one keeps nothing
    except (pygame.error, AttributeError):
        return False


def paste_text() -> str:
    """The clipboard's text, "" when there is none."""
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError):
        return ""


def rules_name(rules: RuleSet | str) -> str:
    preset = rules if isinstance(rules, str) else rules.name
    return tr(f"preset.{preset}") if preset in PRESETS else preset


class OnlineScreen(Scene):
    """What the online screens share: a background, a title, lines of text that wrap,
    buttons, and the tasks they poll."""

    opaque = True
    holds_game = True

    def __init__(self, title: str) -> None:
        super().__init__()
        self.title = title
        self.buttons: list[w.Button] = []
        self.actions: dict[str, Callable[[], object]] = {}
        self.fs = 18
        self.size = (800, 600)
        self._note = ""
        self.column = pygame.Rect(0, 0, 0, 0)
        #: where the last frame's lines of text went (the text-fit tests check them)
        self.drawn: list[pygame.Rect] = []

    @property
    def note(self) -> str:
        """What went wrong or what happened, under the title (the screen makes room for it)."""
        return self._note

    @note.setter
    def note(self, text: str) -> None:
        if text != self._note:
            self._note = text
            if self.column.width:
                self.layout(self.size)
            self.invalidate()

    def head_height(self) -> int:
        """The title's and the note's lines: where a screen's own content may start."""
        height = self.text_height(self.title, round(self.fs * 1.4), True)
        if self.note:
            height += self.fs // 2 + self.text_height(self.note)
        return height + self.fs // 2

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.size = size
        W, H = size
        self.fs = max(14, min(24, round(H * 0.026)))
        width = min(W - 40, self.fs * 40)
        self.column = pygame.Rect((W - width) // 2, round(self.fs * 1.2), width, H - round(self.fs * 2.4))

    def button(self, key: str, label: str, action: Callable[[], object], style: str = "normal") -> w.Button:
        b = w.Button(key, label, style=style)
        self.buttons.append(b)
        self.actions[key] = action
        return b

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            w.hover_buttons(self.buttons, event.pos)
            self.invalidate()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            b = w.button_at(self.buttons, event.pos)
            if b is not None:
                self.actions[b.key]()
                self.invalidate()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.TEXTINPUT, pygame.MOUSEWHEEL)

    def back(self) -> None:
        self.close()

    def redraw_at(self, now: float) -> float | None:
        return now + 0.25  # the tasks and the seats are polled a few times a second

    def lines(self, surface: pygame.Surface, label: str, y: int, size: int | None = None,
              colour: w.Colour = w.INK, bold: bool = False, centre: bool = False) -> int:
        """``label`` wrapped to the column from ``y``; the y under it."""
        s = size or self.fs
        f = w.font(s, bold)
        for line in w.wrap(label, s, self.column.width, bold):
            image = w.text(line, s, colour, bold)
            x = self.column.centerx - image.get_width() // 2 if centre else self.column.left
            self.drawn.append(surface.blit(image, (x, y)))
            y += f.get_linesize()
        return y

    def text_height(self, label: str, size: int | None = None, bold: bool = False) -> int:
        s = size or self.fs
        return len(w.wrap(label, s, self.column.width, bold)) * w.font(s, bold).get_linesize()

    def draw_frame(self, surface: pygame.Surface) -> int:
        self.drawn = []
        surface.blit(table_background(*surface.get_size()), (0, 0))
        y = self.lines(surface, self.title, self.column.top, round(self.fs * 1.4), w.GOLD, True)
        if self.note:
            y = self.lines(surface, self.note, y + self.fs // 2, colour=w.INK)
        return y + self.fs // 2

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for b in self.buttons:
            b.draw(surface)


def seat_text(line: SeatLine, index: int) -> str:
    state = tr(f"online.seat_{line.state}")
    return tr("online.seat_line", seat=index + 1, name=line.name, state=state) if line.name else \
        tr("online.seat_line_nameless", seat=index + 1, state=state)


class WaitingRoom(OnlineScreen):
    """The table's code in large, its join address with a copy button, the seats, and
    for the host a Start button (computers take the seats still open)."""

    def __init__(self, table: OnlineTable, on_started: Callable[[OnlineTable], None],
                 on_leave: Callable[[], None]) -> None:
        super().__init__(tr("online.waiting_title"))
        self.table = table
        self.on_started = on_started
        self.on_leave = on_leave
        self.starting: Task[str | None] | None = None
        self.seen: list[SeatLine] = []
        self.left = False

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.buttons, self.actions = [], {}
        self.button("copy", tr("online.copy_address"), self.copy)
        if self.table.is_host:
            self.button("start", tr("online.start"), self.start, "primary")
        self.button("leave", tr("online.leave"), self.back)
        h = round(self.fs * 2.2)
        area = pygame.Rect(self.column.left, self.column.bottom - h, self.column.width, h)
        w.layout_buttons(self.buttons, area, h, self.fs, vertical=False)

    def copy(self) -> None:
        self.note = tr("online.copied") if copy_text(self.table.address) else tr("online.no_clipboard")

    def start(self) -> None:
        if self.starting is None:
            self.note = tr("online.starting")
            self.starting = Task(self.table.start)

    def back(self) -> None:
        self.left = True
        self.table.close()
        self.close()
        self.on_leave()

    def update(self, dt: float) -> None:
        if self.left:
            return
        if self.starting is not None and self.starting.done:
            refusal = self.starting.error or self.starting.result
            self.starting = None
            if refusal:
                self.note = refusal
        if self.table.started():
            self.left = True
            self.close()
            self.on_started(self.table)
            return
        seats = self.table.seats()
        if seats != self.seen:
            self.seen = seats
            self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        y = self.draw_frame(surface)
        y = self.lines(surface, tr("online.table_code"), y)
        code = " ".join(self.table.code)
        size = min(round(self.fs * 3.2), w.fitting_size(code, round(self.fs * 3.2), self.column.width, True))
        y = self.lines(surface, code, y, size, w.GOLD, True, centre=True)
        y = self.lines(surface, tr("online.join_address"), y + self.fs // 2)
        y = self.lines(surface, self.table.address, y, colour=w.GOLD, bold=True)
        y += self.fs // 2
        for i, line in enumerate(self.seen):
            y = self.lines(surface, seat_text(line, i), y)
        if not self.table.is_host:
            self.lines(surface, tr("online.host_starts"), y + self.fs // 2)
        self.draw_buttons(surface)


class TextBox:
    """One line of typed (or pasted) text."""

    def __init__(self, label: str, text: str = "") -> None:
        self.label = label
        self.text = text
        self.rect = pygame.Rect(0, 0, 0, 0)

    def key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.text = (self.text + event.text)[:200]
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                return True
            if event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.text = (self.text + paste_text().strip())[:200]
                return True
        return False


class JoinScene(OnlineScreen):
    """Join a table: paste its join address (or type the server and the code), or pick
    one found on the local network; the table's rules and free seats are shown before
    sitting down."""

    def __init__(self, services: OnlineServices, name: str, on_joined: Callable[[OnlineTable], None],
                 on_rules: Callable[[RuleSet], object], on_leave: Callable[[], None]) -> None:
        super().__init__(tr("online.join_title"))
        self.services = services
        self.name = name
        self.on_joined = on_joined
        self.on_rules = on_rules
        self.on_leave = on_leave
        self.address = TextBox(tr("online.address_field"))
        self.server = TextBox(tr("online.server_field"))
        self.focus = self.address
        self.looking: Task[TableLook] | None = None
        self.joining: Task[OnlineTable] | None = None
        self.look: TableLook | None = None
        self.nearby = services.browse() if services.browse is not None else None
        self.found: list[NearbyTable] = []

    def exit(self) -> None:
        super().exit()
        if self.nearby is not None:
            self.nearby.close()
            self.nearby = None

    def back(self) -> None:
        self.close()
        self.on_leave()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.buttons, self.actions = [], {}
        h = round(self.fs * 2.1)
        field_h = round(self.fs * 1.8)
        y = self.column.top + self.head_height() + self.fs
        for box in (self.address, self.server):
            y += self.text_height(box.label)
            box.rect = pygame.Rect(self.column.left, y, self.column.width, field_h)
            y += field_h + self.fs // 2
        look = self.button("look", tr("online.look"), self.start_look, "primary")
        look.rect = pygame.Rect(self.column.left, y, self.column.width // 2, h)
        self.content_top = y + h + self.fs
        row: list[w.Button] = []
        if self.look is not None:
            row.append(self.button("rules", tr("online.show_rules"), lambda: self.on_rules(self.look_rules())))
            for seat in self.look.free:
                row.append(self.button(f"sit{seat}", tr("online.sit", seat=seat + 1), self.sitter(seat), "primary"))
        else:
            for i, table in enumerate(self.found[:4]):
                label = tr("online.nearby_table", name=table.name, rules=rules_name(table.rules), free=table.free)
                b = self.button(f"near{i}", label, self.picker(table))
                row.append(b)
        self.button("leave", tr("online.back"), self.back)
        bottom = pygame.Rect(self.column.left, self.column.bottom - h, self.column.width, h)
        self.buttons[-1].rect = bottom
        # many free seats go in two columns: one column of six ran into the fields at 800x600
        cols = 1 if len(row) <= 3 else 2
        rows = -(-len(row) // cols)
        top = bottom.top - self.fs - rows * (h + 6)
        width = (self.column.width - (cols - 1) * self.fs) // cols
        for i, b in enumerate(row):
            b.rect = pygame.Rect(self.column.left + (i % cols) * (width + self.fs), top + (i // cols) * (h + 6),
                                 width, h)
        self.list_top = top

    def look_rules(self) -> RuleSet:
        assert self.look is not None
        return self.look.rules

    def sitter(self, seat: int) -> Callable[[], None]:
        def sit() -> None:
            look = self.look
            if look is None or self.joining is not None:
                return
            self.note = tr("online.joining")
            self.joining = Task(lambda: self.services.join(look.url, look.code, self.name, seat))
        return sit

    def picker(self, table: NearbyTable) -> Callable[[], None]:
        def pick() -> None:
            self.address.text = ""
            self.server.text = table.url
            self.looking = Task(lambda: self.services.look(table.url, table.code))
            self.note = tr("online.looking")
        return pick

    def start_look(self) -> None:
        try:
            url, code = self.services.read_address(self.address.text, self.server.text)
        except ValueError as exc:
            self.note = tr("online.bad_address", why=str(exc))
            return
        self.note = tr("online.looking")
        self.look = None
        self.looking = Task(lambda: self.services.look(url, code))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for box in (self.address, self.server):
                if box.rect.collidepoint(event.pos):
                    self.focus = box
                    self.invalidate()
                    return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.focus = self.server if self.focus is self.address else self.address
            self.invalidate()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start_look()
            self.invalidate()
            return True
        if self.focus.key(event):
            self.invalidate()
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        if self.looking is not None and self.looking.done:
            task, self.looking = self.looking, None
            if task.error is not None or task.result is None:
                self.note = tr("online.not_found", why=task.error or "")
            else:
                self.look = task.result
                self.note = ""
            self.layout(self.size)
            self.invalidate()
        if self.joining is not None and self.joining.done:
            joined, self.joining = self.joining, None
            if joined.error is not None or joined.result is None:
                self.note = tr("online.not_joined", why=joined.error or "")
                self.invalidate()
            else:
                self.close()
                self.on_joined(joined.result)
                return
        if self.nearby is not None and self.look is None:
            found = self.nearby.tables()
            if found != self.found:
                self.found = found
                self.layout(self.size)
                self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        for box in (self.address, self.server):
            self.lines(surface, box.label, box.rect.top - self.text_height(box.label))
            w.panel(surface, box.rect, (250, 246, 230, 240), 6,
                    (*w.GOLD, 255) if box is self.focus else (120, 110, 80, 255), 2)
            shown = box.text + ("|" if box is self.focus else "")
            image = w.text(shown, self.fs, w.PAPER_INK)
            room = box.rect.inflate(-12, 0)
            clip = pygame.Rect(max(0, image.get_width() - room.width), 0, room.width, image.get_height())
            surface.blit(image, (room.left, box.rect.centery - image.get_height() // 2), clip)
        y = self.content_top
        if self.look is not None:
            y = self.lines(surface, tr("online.table_rules", code=self.look.code, rules=rules_name(self.look.rules)), y)
            taken = [n for i, n in enumerate(self.look.names) if i not in self.look.free and n]
            if taken:
                y = self.lines(surface, tr("online.table_taken", names=", ".join(taken)), y)
            if not self.look.free:
                self.lines(surface, tr("online.no_free_seat"), y)
        elif self.nearby is not None:
            self.lines(surface, tr("online.nearby") if self.found else tr("online.nearby_none"), y)
        self.draw_buttons(surface)


def seat_lines(names: Sequence[str], people: Sequence[bool], free: Sequence[int], me: int) -> list[SeatLine]:
    """The waiting room's seats from what a connection knows."""
    out = []
    for i, name in enumerate(names):
        state = "you" if i == me else "open" if i in free else "taken" if i < len(people) and people[i] else "computer"
        out.append(SeatLine("" if state == "open" else name, state))
    return out


class Pending(OnlineScreen):
    """A table being opened (or a seat taken): said while the server answers, and what
    went wrong if it does not, with a way back."""

    def __init__(self, title: str, work: Callable[[], OnlineTable], on_done: Callable[[OnlineTable], None],
                 on_leave: Callable[[], None]) -> None:
        super().__init__(title)
        self.task: Task[OnlineTable] = Task(work)
        self.on_done = on_done
        self.on_leave = on_leave
        self.note = tr("online.connecting")
        self.failed = False

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.buttons, self.actions = [], {}
        h = round(self.fs * 2.2)
        self.button("leave", tr("online.back"), self.back).rect = pygame.Rect(
            self.column.left, self.column.bottom - h, self.column.width, h)

    def back(self) -> None:
        self.close()
        self.on_leave()

    def update(self, dt: float) -> None:
        if not self.task.done or self.failed:
            return
        table = self.task.result
        if self.task.error is not None or table is None:
            self.failed = True
            self.note = tr("online.not_opened", why=self.task.error or "")
            self.invalidate()
            return
        self.failed = True  # handed on once
        self.close()
        self.on_done(table)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        self.draw_buttons(surface)
