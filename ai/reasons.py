"""What the review's play-outs saw, and the reason a player understands drawn from it.

The review (``ai.review``) plays the player's choice and the search's choice on the
same made-up deals. Besides the value of each position it notes, per play-out, the
things a player can see happen at a table in the round that follows: an opponent takes
the pile (how big, which seat), the own side takes it, a side goes out, a side makes a
canasta, the points left in the hand. The reason shown is the fact whose frequency
differs most between the two choices, so it names what the search actually found, not
a rule of thumb: "feeds a pile of 14 to West" is said only when West took a big pile
more often after the player's discard than after the computer's.

Reasons are message ids with parameters (``game/app/messages.py``, context
``review.reason.*``); the words are the catalogues'.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import DEAL_OVER, DRAW_PHASE, MATCH_OVER, GameState

#: A fact counts as the reason when its frequency differs by this much between the choices.
MIN_GAP = 0.15


@dataclass
class Outcome:
    """What one play-out of one option saw in the round after it (``Watcher``)."""

    opp_took: int = 0  # the biggest pile an opponent took (cards), 0: none
    opp_taker: int = -1  # the seat that took it
    own_took: int = 0  # the biggest pile the own side took later in the round
    opp_out: bool = False
    own_out: bool = False
    own_canastas: int = 0  # canastas the own side made in the round
    opp_canastas: int = 0
    hand_points: int = 0  # the points left in the reviewed seat's hand at the end


def _canastas(g: GameState, sides: list[int]) -> int:
    return sum(1 for s in sides for m in g.melds[s] if m.is_canasta)


class Watcher:
    """Watches one play-out: made before the option is played (the canastas are counted
    from the decision on, so a canasta the choice itself closes counts for it), then
    shown each turn of the round after it."""

    def __init__(self, g: GameState, seat: int) -> None:
        self.seat = seat
        self.side = g.rules.side_of(seat)
        self.opp_sides = [s for s in range(len(g.rules.sides)) if s != self.side]
        self.out = Outcome()
        self._own0 = _canastas(g, [self.side])
        self._opp0 = _canastas(g, self.opp_sides)

    def turn(self, g: GameState, mover: int, pile_before: int, phase_before: str) -> None:
        """After ``mover``'s turn: a pile that did not grow by the discard was taken."""
        if phase_before != DRAW_PHASE or pile_before < 2:
            return
        if len(g.pile) <= pile_before:
            taken = pile_before - max(0, len(g.pile) - 1)
            if g.rules.side_of(mover) == self.side:
                self.out.own_took = max(self.out.own_took, taken)
            elif taken > self.out.opp_took:
                self.out.opp_took, self.out.opp_taker = taken, mover

    def _deal_over(self, g: GameState) -> bool:
        return g.phase in (DEAL_OVER, MATCH_OVER)

    def finish(self, g: GameState) -> Outcome:
        out = self.out
        out.own_canastas = _canastas(g, [self.side]) - self._own0
        out.opp_canastas = _canastas(g, self.opp_sides) - self._opp0
        went = g.last_result.went_out if g.last_result is not None else None
        if went is not None and self._deal_over(g):
            if g.rules.side_of(went) == self.side:
                out.own_out = True
            else:
                out.opp_out = True
        out.hand_points = sum(c.points for c in g.hands[self.seat])
        return out


@dataclass(frozen=True)
class Reason:
    """A reason as a message id and its parameters (``seat``: a seat number the text
    names by the seat's name)."""

    msgid: str
    params: dict[str, int] = field(default_factory=dict)


@dataclass
class Tally:
    """The outcomes of one option over the review's deals."""

    n: int = 0
    opp_took: int = 0
    opp_took_cards: int = 0
    takers: dict[int, int] = field(default_factory=dict)
    own_took: int = 0
    own_took_cards: int = 0
    opp_out: int = 0
    own_out: int = 0
    own_canastas: int = 0
    opp_canastas: int = 0
    hand_points: int = 0

    def add(self, o: Outcome) -> None:
        self.n += 1
        if o.opp_took:
            self.opp_took += 1
            self.opp_took_cards += o.opp_took
            self.takers[o.opp_taker] = self.takers.get(o.opp_taker, 0) + 1
        if o.own_took:
            self.own_took += 1
            self.own_took_cards += o.own_took
        self.opp_out += o.opp_out
        self.own_out += o.own_out
        self.own_canastas += o.own_canastas
        self.opp_canastas += o.opp_canastas
        self.hand_points += o.hand_points

    def rate(self, count: int) -> float:
        return count / self.n if self.n else 0.0


def _pct(x: float) -> int:
    return round(100 * x)


def choose_reason(kind: str, played: Tally, best: Tally, pile: int, took_played: bool,
                  took_best: bool) -> Reason:
    """The reason the player's choice (``played``) lost to the search's (``best``):
    the outcome whose frequency differs most (a pile changing hands first: it is what
    the player sees, and the canastas usually follow from it), else what the decision
    itself was."""
    candidates: list[tuple[float, Reason]] = []
    gap = played.rate(played.opp_took) - best.rate(best.opp_took)
    if gap >= MIN_GAP:
        seat = max(played.takers, key=lambda s: played.takers[s]) if played.takers else -1
        size = round(played.opp_took_cards / max(1, played.opp_took))
        candidates.append((gap + 0.05, Reason("review.reason.feeds_pile", {
            "count": size, "seat": seat, "pct": _pct(played.rate(played.opp_took)),
            "pct_best": _pct(best.rate(best.opp_took))})))
    gap = best.rate(best.own_took) - played.rate(played.own_took)
    if gap >= MIN_GAP:
        size = round(best.own_took_cards / max(1, best.own_took))
        msgid = "review.reason.melds_pile_pair" if kind == "meld" else "review.reason.misses_pile"
        candidates.append((gap + 0.05, Reason(msgid, {"count": size, "pct": _pct(best.rate(best.own_took)),
                                               "pct_played": _pct(played.rate(played.own_took))})))
    gap = played.rate(played.opp_out) - best.rate(best.opp_out)
    if gap >= MIN_GAP:
        candidates.append((gap, Reason("review.reason.opponents_out", {
            "pct": _pct(played.rate(played.opp_out)), "pct_best": _pct(best.rate(best.opp_out))})))
    gap = best.rate(best.own_out) - played.rate(played.own_out)
    if gap >= MIN_GAP:
        candidates.append((gap, Reason("review.reason.goes_out", {
            "pct": _pct(best.rate(best.own_out)), "pct_played": _pct(played.rate(played.own_out))})))
    gap = best.rate(best.own_canastas) - played.rate(played.own_canastas)
    if gap >= MIN_GAP:
        candidates.append((min(gap, 1.0) * 0.9, Reason("review.reason.canasta", {"pct": _pct(gap)})))
    gap = played.rate(played.opp_canastas) - best.rate(best.opp_canastas)
    if gap >= MIN_GAP:
        candidates.append((min(gap, 1.0) * 0.9, Reason("review.reason.opp_canasta", {"pct": _pct(gap)})))
    if candidates:
        return max(candidates, key=lambda c: c[0])[1]
    hand = (played.hand_points - best.hand_points) / max(1, played.n)
    if hand >= 20:
        return Reason("review.reason.hand_points", {"points": round(hand)})
    if kind == "draw" and took_best and not took_played:
        return Reason("review.reason.take_pile", {"count": pile})
    if kind == "draw" and took_played and not took_best:
        return Reason("review.reason.leave_pile", {"count": pile})
    return Reason("review.reason.position")
