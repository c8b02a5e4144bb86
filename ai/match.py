"""The computer players' match decisions: whether to offer a double, and whether to
accept one or give the match up. Decided from the seat's view only, like every other
decision; the table and the arena never decide for a computer side.

Why these thresholds: a double raises what the match is worth, not what a deal is
worth, so it is judged on the match score plus what lies on the table now (the
engine's ``table_points``, so red threes and canasta bonuses count as the rules say).
A side offers when it leads by a wide margin near the end of the match; a side gives
up only when it is hopelessly behind and the leader is close to the target: in every
other case playing on at twice the stake is worth more than losing for sure.
"""

from __future__ import annotations

from game.engine import View, table_points

#: Offer a double when the own side leads every other by this share of the target...
OFFER_LEAD = 0.3
#: ...and has reached this share of the target.
OFFER_PROGRESS = 0.6
#: Give up rather than accept when the leader is ahead by this share of the target...
GIVE_UP_BEHIND = 0.5
#: ...and has this share of the target or more.
GIVE_UP_LEADER_PROGRESS = 0.8


def standing(view: View) -> list[int]:
    """Each side's match score plus what its melds and red threes are worth now."""
    rules = view.rules
    out = []
    for side, seats in enumerate(rules.sides):
        threes = sum(len(view.red_threes[s]) for s in seats)
        out.append(view.scores[side] + table_points(rules, view.melds[side], threes))
    return out


def may_double(view: View) -> bool:
    """Whether the rules let this seat offer a double now."""
    return (view.rules.allow_double and view.to_move == view.seat and view.phase in ("draw", "meld")
            and view.doubled_deal != view.deal)


def wants_double(view: View) -> bool:
    """Offer a double: far ahead and near the end of the match."""
    if not may_double(view) or view.rules.single_deal:
        return False
    target = max(1, view.target)
    points = standing(view)
    mine = points[view.side]
    best_other = max(p for s, p in enumerate(points) if s != view.side)
    return mine - best_other >= OFFER_LEAD * target and mine >= OFFER_PROGRESS * target


def accepts_double(view: View) -> bool:
    """Accept a double unless the match is as good as lost (then giving up at the old
    stake costs less); a side that may not give up always accepts."""
    if not view.rules.allow_give_up:
        return True
    target = max(1, view.target)
    points = standing(view)
    mine = points[view.side]
    leader = max(p for s, p in enumerate(points) if s != view.side)
    return not (leader - mine >= GIVE_UP_BEHIND * target and leader >= GIVE_UP_LEADER_PROGRESS * target)
