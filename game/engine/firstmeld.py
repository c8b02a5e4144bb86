"""The most a hand could add to a first meld this turn: an upper estimate with which
``legality`` refuses a take or a dig that cannot reach the first-meld minimum (kept
apart so that ``legality`` stays short)."""

from __future__ import annotations

from .base import StateBase, group_by_rank
from .cards import POINTS, Card
from .melds import TableMeld
from .sequences import SequenceChecks


class FirstMeldEstimate(StateBase):
    """``_max_extra_meld_points`` for the legality checks."""

    __slots__ = ()

    def _max_extra_meld_points(self, cards: list[Card], taken_rank: int, taken_meld: TableMeld | None,
                               run_cards: list[Card] | None = None) -> int:
        """The most points the hand could add to a first meld this turn (an upper
        estimate: every natural set of three or a pair with a wild, wild cards where
        the limits allow). Used to refuse a take that cannot reach the minimum."""
        r = self.rules
        groups = group_by_rank(c for c in cards if self._natural(c))
        wilds = sorted((c for c in cards if c.is_wild), key=lambda c: -POINTS[c.rank])
        represented = r.first_meld_wild_value == "represented"
        total = 0
        room: list[tuple[int, int]] = []  # (value of a wild there, free slots)
        pairs: list[tuple[int, int]] = []
        for rank, group in groups.items():
            if rank == taken_rank:
                total += sum(POINTS[c.rank] for c in group)
                if taken_meld is not None:
                    n = taken_meld.naturals + len(group)
                    room.append((POINTS[rank], r.max_wilds_for(n, n + taken_meld.wilds + 3) - taken_meld.wilds))
                continue
            if len(group) >= 3:
                total += sum(POINTS[c.rank] for c in group)
                room.append((POINTS[rank], r.max_wilds_for(len(group), len(group) + 3)))
            elif len(group) == 2:
                pairs.append((sum(POINTS[c.rank] for c in group), rank))
        pairs.sort(reverse=True)
        wi = 0
        for value, rank in pairs:
            if wi >= len(wilds):
                break
            w = wilds[wi]
            wi += 1
            total += value + (POINTS[rank] if represented else POINTS[w.rank])
            room.append((POINTS[rank], r.max_wilds_for(2, 5) - 1))
        left: list[Card] = []
        for w in wilds[wi:]:
            for i, (v, free) in enumerate(room):
                if free > 0:
                    room[i] = (v, free - 1)
                    total += v if represented else POINTS[w.rank]
                    break
            else:
                left.append(w)
        if r.wild_melds and len(left) >= 3:
            # the wild cards left over could form a meld of wild cards of their own
            total += sum(POINTS[w.rank] for w in left[:max(r.wild_meld_max, 3) if r.wild_meld_max else len(left)])
        if r.sequences:  # runs (Samba): of ``run_cards``, for a take the whole hand
            total += SequenceChecks._run_points_bound(cards if run_cards is None else run_cards)
        return total
