"""Render seeded table positions to PNG files and compare two such folders pixel by pixel.

    python build/render_positions.py render OUTDIR [--only NAME ...]
    python build/render_positions.py compare DIR_A DIR_B [--diffs DIR]
    python build/render_positions.py list

Why: a redesign of the table (the controller moving out of the UI, the table talking
to one seat through a connection, the scene split into parts) must change nothing a
player sees. Rendering the same positions before and after the change and comparing
the pictures pixel by pixel shows that, or shows where it does not hold.

How the pictures are kept reproducible:

* every position is reached by playing a seeded match forward with the rule bot
  (``ai.rulebot``), an engine-only walk that knows nothing of the table; the picture is
  taken while the table waits for the person at seat 0 (or, at the end of a deal, after
  the computers played the deal out on the table itself);
* the table runs on fixed time steps, and ``time.monotonic`` - which the table and the
  controller read for notes, bubbles, the marks on new cards and when a computer counts
  as thinking - is replaced by a clock that moves only with those steps, and starts at
  the same value for every position;
* the computer seats play only moves decided beforehand (or none), so no computer is
  ever seen thinking for a real, varying while.

Only :func:`make_scene` builds a table and only its ``places`` closure looks inside one:
after a redesign of the table that function is the one to change. The list of
positions, the walks, the settling, the saving and the comparing use the engine, the
player protocol (``begin``/``poll``/``cancel``) and ``App`` only.

``compare`` prints one line per position - ``identical``, or the number of differing
pixels and their bounding box - writes a picture of each difference (with ``--diffs``),
and exits with 1 when anything differs or a picture is missing on one side.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from anywhere: the game's packages
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from ai.rulebot import RuleBot  # noqa: E402
from game.app import i18n  # noqa: E402
from game.engine import PRESETS, Action, Draw, GameState, Take, View  # noqa: E402

if TYPE_CHECKING:
    from game.ui.app import App

SIZES: tuple[tuple[int, int], ...] = ((800, 600), (1280, 800), (1920, 1080))
DT = 0.05  #: seconds of table time per settling frame
INPUT_DT = 0.016  #: the frame after a posted mouse event, as a real frame at 60 Hz
REST = 4.0  #: seconds a fresh table settles: past the pulse of the plate to move (3 s)
INDEX = "index.txt"


# ---------------------------------------------------------------------------- the clock
class TableClock:
    """Stands in for ``time.monotonic`` while positions are rendered: it moves only
    when a frame is stepped, so a note that lasts six seconds, or a computer that
    "thinks" after a quarter of a second, looks the same in every run."""

    START = 1000.0

    def __init__(self) -> None:
        self.now = self.START

    def __call__(self) -> float:
        return self.now

    def reset(self) -> None:
        self.now = self.START

    def advance(self, dt: float) -> None:
        self.now += dt


CLOCK = TableClock()


def install_clock() -> None:
    """Replace ``time.monotonic`` for the rest of this process (the game reads it as
    ``time.monotonic()``, so the module attribute is what matters)."""
    time.monotonic = CLOCK


# ---------------------------------------------------------------------------- computer seats
class Queued:
    """A computer seat that plays moves decided beforehand, one per turn, through the
    player protocol the table asks every computer through. With no moves left it keeps
    "thinking" - the tables here never wait for it: the person at seat 0 is to move,
    or the deal is over."""

    is_human = False

    def __init__(self, name: str, moves: Sequence[Action] = ()) -> None:
        self.name = name
        self.moves = list(moves)
        self.asked = False

    def begin(self, view: View) -> None:
        self.asked = True

    def poll(self) -> Action | None:
        if not self.asked or not self.moves:
            return None
        self.asked = False
        return self.moves.pop(0)

    def cancel(self) -> None:
        self.asked = False

    @property
    def done(self) -> bool:
        return not self.moves


# ---------------------------------------------------------------------------- building a table
@dataclass(frozen=True)
class Places:
    """Points on the screen the positions press, drag to or click, read from the table
    as it is drawn now."""

    stock: tuple[int, int]
    pile: tuple[int, int]
    hand: tuple[tuple[int, int], ...]  #: a visible corner of each card of the hand, left to right
    own_melds: tuple[int, int]  #: the middle of the area where the player's side melds


@dataclass
class Built:
    """A table on screen: the window it is drawn in, and where its parts are now (a
    function, asked again after the table changed)."""

    app: App  #: the window: stepped, drawn and closed through it alone
    places: Callable[[], Places]


# ====================================================================================
# THE ONLY CODE THAT BUILDS OR LOOKS INSIDE A TABLE. After a redesign of the table,
# change this function and nothing else (the positions and the comparison stay).
# ====================================================================================
def make_scene(game: GameState, computers: Sequence[Queued], size: tuple[int, int], language: str) -> Built:
    """The table for ``game`` as the person at seat 0 sees it, the other seats played by
    ``computers`` (seat 1 first), in a window of ``size``, in ``language``. The cards
    glide at the "instant" pace, no sound, tips on (as a new player has them)."""
    from game.match.players import HumanPlayer, Player
    from game.match.runner import MatchRunner
    from game.ui.app import App, Settings
    from game.ui.seats import TableSeats
    from game.ui.sound import SoundManager
    from game.ui.table import TableScene

    i18n.set_language(language)
    players: list[Player] = [HumanPlayer(i18n.tr("seat.you")), *computers]
    runner = MatchRunner(game, players, speed="instant")
    app = App(size, settings=Settings(speed="instant", sound=False, language=language), sound=SoundManager())
    table = TableScene(TableSeats([runner.connect(0)], speed="instant"))
    app.push(table)

    def places() -> Places:
        L = table.L
        cards = sorted((s for s in table.board.sprites() if s.kind == "hand"), key=lambda s: s.area.left)
        return Places(stock=L.stock.center, pile=L.pile.center,
                      hand=tuple((s.area.left + 8, s.area.top + 12) for s in cards),
                      own_melds=L.melds[L.own_side].center)

    return Built(app, places)
# ====================================================================================


# ---------------------------------------------------------------------------- driving it
def step(built: Built, dt: float) -> None:
    """One frame of ``dt`` seconds: the stand-in clock moves with the table's."""
    CLOCK.advance(dt)
    built.app.step(dt)


def settle(built: Built, seconds: float) -> None:
    """Let the table run for ``seconds`` of table time in equal steps (cards land,
    the computers' queued moves are played, notes and tips keep their time)."""
    for _ in range(round(seconds / DT)):
        step(built, DT)


def post(kind: int, **attrs: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def click(built: Built, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    step(built, INPUT_DT)


def drag(built: Built, start: tuple[int, int], end: tuple[int, int], *, release: bool, steps: int = 8) -> None:
    """Press at ``start``, move to ``end`` in ``steps`` frames, and let go there or not."""
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(built, INPUT_DT)
    for i in range(1, steps + 1):
        x = round(start[0] + (end[0] - start[0]) * i / steps)
        y = round(start[1] + (end[1] - start[1]) * i / steps)
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        step(built, INPUT_DT)
    if release:
        post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        step(built, INPUT_DT)


def save(built: Built, path: Path) -> None:
    """Draw the frame as it stands (without moving the clock) and write it."""
    app = built.app
    app.invalidate()
    app.step(0.0)
    pygame.image.save(app.screen, str(path))


# ---------------------------------------------------------------------------- walking a match
BOT = RuleBot()


def waits_for_person(g: GameState) -> bool:
    """The table waits for the person at seat 0 to draw."""
    return g.to_move == 0 and g.phase == "draw"


def walk_to_turn(rules_name: str, seed: int, turn: int) -> GameState:
    """The match at the person's ``turn``-th draw of the first deal (counted from 1), or
    at their last one when the deal ends sooner."""
    g = GameState.new(PRESETS[rules_name], seed)
    last: GameState | None = None
    seen = 0
    while g.phase in ("draw", "meld", "answer", "double"):
        if waits_for_person(g):
            seen += 1
            last = g.clone()
            if seen == turn:
                return g
        g.apply(BOT.act(g))
    if last is None:
        raise RuntimeError(f"{rules_name} seed {seed}: seat 0 never drew in the first deal")
    return last


def walk_to_deal_end(rules_name: str, seed: int) -> tuple[GameState, list[list[Action]]]:
    """The match just after the person's last action of the first deal, and the moves
    the other seats make from there to the deal's end (each seat's, in order). A deal
    the person ends themselves does not do: the next seed is tried."""
    rules = PRESETS[rules_name]
    for s in range(seed, seed + 50):
        g = GameState.new(rules, s)
        acted: list[tuple[int, Action]] = []
        while g.phase in ("draw", "meld", "answer", "double"):
            action = BOT.act(g)
            acted.append((g.to_move, action))
            g.apply(action)
        persons = [i for i, (seat, _) in enumerate(acted) if seat == 0]
        if not persons or persons[-1] == len(acted) - 1:
            continue
        start = GameState.new(rules, s)
        for _, action in acted[: persons[-1] + 1]:
            start.apply(action)
        moves: list[list[Action]] = [[] for _ in range(rules.players)]
        for seat, action in acted[persons[-1] + 1:]:
            moves[seat].append(action)
        return start, moves
    raise RuntimeError(f"{rules_name}: the person ended every deal from seed {seed}")


def take_kinds(g: GameState) -> set[int]:
    """The kinds of taking the engine allows now: onto a meld (0), with a natural pair
    (1), with a card and a wild card (2). Two equal cards do not make another kind, so
    only more than one kind is a real choice for the person."""
    kinds: set[int] = set()
    for a in g.legal_actions():
        if isinstance(a, Take):
            kinds.add(0 if not a.cards else 2 if any(c.is_wild for c in a.cards) else 1)
    return kinds


def walk_to_take_choice(rules_name: str, seed: int) -> GameState:
    """A person's draw where the engine lets the pile be taken more than one way."""
    for s in range(seed, seed + 200):
        g = GameState.new(PRESETS[rules_name], s)
        while g.phase in ("draw", "meld", "answer", "double"):
            if waits_for_person(g) and len(take_kinds(g)) > 1:
                return g
            g.apply(BOT.act(g))
    raise RuntimeError(f"{rules_name}: no choice of takes from seed {seed}")


# ---------------------------------------------------------------------------- the positions
#: What each stage shows:
#: early    the person's first draw of the match
#: mid      the person's sixth draw (melds on the table, a log)
#: meld     the same after the person drew (the meld phase)
#: drag     the meld phase, a card of the hand held over the pile, not let go
#: dragmeld the meld phase, a card held over the side's melds, not let go
#: refusal  the sixth draw: a card dropped on the pile before drawing, the engine refuses
#: end      the computers play the deal out: the other hands face up, before the score sheet
#: sheet    the same a few seconds later, the score sheet over the table
#: take     the pile can be taken more than one way: the player clicked it and is asked how
STAGES = ("early", "mid", "meld", "drag", "dragmeld", "refusal", "end", "sheet", "take")
MID_TURN = 6


@dataclass(frozen=True)
class Position:
    preset: str
    stage: str
    language: str = "en"
    size: tuple[int, int] = (1280, 800)
    seed: int = 1

    @property
    def name(self) -> str:
        rules = PRESETS[self.preset]
        slug = self.preset.replace("-", "") + str(rules.players)
        return f"{slug}_{self.stage}_{self.language}_{self.size[0]}x{self.size[1]}"


def positions() -> list[Position]:
    """Every preset early and mid-deal; the end of a deal where the sides differ most;
    the interactions (refusal, drags, the take question); German and Dutch; the three
    window sizes, the small and the large one with the crowded six-player table too."""
    out: list[Position] = []
    for preset in PRESETS:
        out.append(Position(preset, "early"))
        out.append(Position(preset, "mid"))
    for preset in ("classic", "two", "three", "five", "six", "hand-and-foot", "samba", "modern-american"):
        out.append(Position(preset, "sheet"))
    out.append(Position("classic", "end"))
    out.append(Position("six", "end"))
    for stage in ("meld", "drag", "dragmeld", "refusal", "take"):
        out.append(Position("classic", stage))
    for language in ("de", "nl"):
        out.append(Position("classic", "mid", language))
        out.append(Position("classic", "refusal", language))
        out.append(Position("classic", "sheet", language))
        out.append(Position("classic", "drag", language))
        out.append(Position("six", "mid", language, (800, 600)))
        out.append(Position("hand-and-foot", "mid", language, (1920, 1080)))
    out.append(Position("classic", "take", "de"))
    for size in ((800, 600), (1920, 1080)):
        for preset in ("classic", "two", "six"):
            out.append(Position(preset, "mid", "en", size))
        out.append(Position("classic", "refusal", "en", size))
        out.append(Position("classic", "drag", "en", size))
        out.append(Position("classic", "sheet", "en", size))
    out.append(Position("modern-american", "mid", "nl", (800, 600)))
    out.append(Position("pennies", "sheet", "de", (1920, 1080)))
    return out


def seat_names(players: int) -> list[str]:
    """The default seat names, in the language in use (the table renames defaults)."""
    return [i18n.seat_name(seat, players) for seat in range(players)]


def render_one(pos: Position, path: Path) -> None:
    """Reach the position, build its table, play the stage's input, save the picture."""
    CLOCK.reset()
    if pygame.display.get_init():
        pygame.event.clear()
    i18n.set_language(pos.language)
    n = PRESETS[pos.preset].players
    names = seat_names(n)
    moves: list[list[Action]] = [[] for _ in range(n)]
    if pos.stage in ("end", "sheet"):
        game, moves = walk_to_deal_end(pos.preset, pos.seed)
    elif pos.stage == "take":
        game = walk_to_take_choice(pos.preset, pos.seed)
    else:
        game = walk_to_turn(pos.preset, pos.seed, 1 if pos.stage == "early" else MID_TURN)
        if pos.stage in ("meld", "drag", "dragmeld"):
            game.apply(Draw())
    computers = [Queued(names[seat], moves[seat]) for seat in range(1, n)]
    built = make_scene(game, computers, pos.size, pos.language)
    try:
        if pos.stage in ("end", "sheet"):
            for _ in range(4000):  # the computers' moves, one a turn, cards gliding between
                if all(c.done for c in computers):
                    break
                step(built, DT)
            else:
                raise RuntimeError(f"{pos.name}: the computers did not play the deal out")
            settle(built, 0.3 if pos.stage == "end" else 3.0)
        else:
            settle(built, REST)
        if pos.stage in ("drag", "dragmeld", "refusal"):
            where = built.places()
            card = where.hand[len(where.hand) // 2]
            aim = where.own_melds if pos.stage == "dragmeld" else where.pile
            drag(built, card, aim, release=pos.stage == "refusal")
            settle(built, 0.5)
        elif pos.stage == "take":
            click(built, built.places().pile)
            settle(built, 0.5)
        save(built, path)
    finally:
        built.app.close()


def render(outdir: Path, only: Sequence[str] = ()) -> int:
    missing = sorted({p.language for p in positions()} - set(i18n.LANGUAGES))
    if missing:  # the table would fall back to English and every German picture would differ
        print(f"no compiled catalogue for {', '.join(missing)}: run build/catalogues.py compile first",
              file=sys.stderr)
        return 2
    install_clock()
    chosen = positions()
    names = [p.name for p in chosen]
    if len(set(names)) != len(names):
        raise RuntimeError("two positions have the same name")
    if only:
        unknown = sorted(set(only) - set(names))
        if unknown:
            print("unknown positions: " + ", ".join(unknown), file=sys.stderr)
            return 2
        chosen = [p for p in chosen if p.name in only]
    outdir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    written: list[str] = []
    for pos in chosen:
        file = f"{pos.name}.png"
        render_one(pos, outdir / file)
        written.append(file)
        print(file, flush=True)
    (outdir / INDEX).write_text("".join(f + "\n" for f in written), encoding="utf-8")
    print(f"{len(written)} positions in {time.perf_counter() - start:.1f} s -> {outdir}")
    i18n.set_language("en")
    return 0


# ---------------------------------------------------------------------------- comparing
@dataclass
class Difference:
    """How two pictures of one position differ: the count of differing pixels and the
    box round them (the whole picture when the sizes differ)."""

    pixels: int
    box: pygame.Rect
    marked: pygame.Surface | None = field(default=None, repr=False)


def pictures(folder: Path) -> list[str]:
    """The pictures a folder holds: its index, and any PNG the index does not list."""
    listed: list[str] = []
    index = folder / INDEX
    if index.is_file():
        listed = [line.strip() for line in index.read_text(encoding="utf-8").splitlines() if line.strip()]
    extra = sorted(p.name for p in folder.glob("*.png") if p.name not in listed)
    return listed + extra


def differ(a: pygame.Surface, b: pygame.Surface) -> Difference | None:
    """None when the two are the same pixel for pixel; else what differs, and ``b``
    with the differing pixels painted magenta and a box drawn round them."""
    if a.get_size() != b.get_size():
        w, h = max(a.get_width(), b.get_width()), max(a.get_height(), b.get_height())
        return Difference(w * h, pygame.Rect(0, 0, w, h), b.copy())
    raw_a, raw_b = pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA")
    if raw_a == raw_b:
        return None
    width, height = a.get_size()
    row = width * 4
    marked = b.copy()
    count = 0
    left, top, right, bottom = width, height, -1, -1
    for y in range(height):
        ra, rb = raw_a[y * row:(y + 1) * row], raw_b[y * row:(y + 1) * row]
        if ra == rb:
            continue
        for x in range(width):
            i = x * 4
            if ra[i:i + 4] != rb[i:i + 4]:
                count += 1
                marked.set_at((x, y), (255, 0, 255))
                left, right = min(left, x), max(right, x)
                top, bottom = min(top, y), max(bottom, y)
    box = pygame.Rect(left, top, right - left + 1, bottom - top + 1)
    pygame.draw.rect(marked, (0, 255, 255), box.inflate(6, 6), 2)
    return Difference(count, box, marked)


def compare(dir_a: Path, dir_b: Path, diffs: Path | None = None) -> int:
    """One line per position; 1 when any picture differs or is missing on one side."""
    in_a, in_b = pictures(dir_a), pictures(dir_b)
    names = in_a + [n for n in in_b if n not in in_a]
    if not names:
        print(f"no pictures in {dir_a} or {dir_b}")
        return 1
    if diffs is not None:
        diffs.mkdir(parents=True, exist_ok=True)
    bad = 0
    for name in names:
        pa, pb = dir_a / name, dir_b / name
        if not pa.is_file() or not pb.is_file():
            print(f"{name}: missing in {dir_a if not pa.is_file() else dir_b}")
            bad += 1
            continue
        d = differ(pygame.image.load(str(pa)), pygame.image.load(str(pb)))
        if d is None:
            print(f"{name}: identical")
            continue
        bad += 1
        box = d.box
        print(f"{name}: {d.pixels} pixels differ, in x {box.left}..{box.right - 1}, y {box.top}..{box.bottom - 1}")
        if diffs is not None and d.marked is not None:
            pygame.image.save(d.marked, str(diffs / name))
    print(f"{len(names) - bad} of {len(names)} identical")
    return 1 if bad else 0


# ---------------------------------------------------------------------------- command line
def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("render", help="render the positions to OUTDIR")
    r.add_argument("outdir", type=Path)
    r.add_argument("--only", nargs="+", default=[], metavar="NAME", help="only these positions (by name)")
    c = sub.add_parser("compare", help="compare two folders of renderings")
    c.add_argument("dir_a", type=Path)
    c.add_argument("dir_b", type=Path)
    c.add_argument("--diffs", type=Path, help="write a picture of each difference here")
    sub.add_parser("list", help="print the positions' names")
    args = parser.parse_args(argv)
    if args.command == "render":
        return render(args.outdir, args.only)
    if args.command == "compare":
        return compare(args.dir_a, args.dir_b, args.diffs)
    for name in iter_names():
        print(name)
    return 0


def iter_names() -> Iterator[str]:
    for p in positions():
        yield p.name


if __name__ == "__main__":
    sys.exit(main())
