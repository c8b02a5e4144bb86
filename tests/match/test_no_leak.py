"""A seat's connection never carries a card that seat may not know: another seat's
hand, the stock, or a packet (a foot, the pennies) before it is taken up.

Everything a connection hands over is read after every action of 200 seeded deals of
several presets, the rule bot playing every seat through its own connection: the
events (their words' parameters), the hands it says the end of the deal made public,
and the actions its questions offer. A card in them must be one the seat may know at
that moment: its own hand, the melds, the pile, the laid-out threes, the cards known
to be in a hand because they came from the pile, or the cards of the public action the
event tells. The checker is shown to catch a leak put in on purpose."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest

from game.engine import Action, Card, View
from game.match import events as match_events
from game.match.connection import SeatConnection
from game.match.events import MatchEvent
from tests.match.helpers_match import all_cards, cards_in, one_deal, open_table, play

#: Presets and the number of one-deal matches of each: 200 in all.
MATCHES = {"classic": 40, "two": 30, "three": 15, "six": 15, "samba": 20, "hand-and-foot": 25, "pennies": 20,
           "modern-american": 20, "bolivia": 15}


class Leak(AssertionError):
    pass


def may_know(view: View) -> Counter[Card]:
    """Every card the seat may know now, with its copies."""
    known = Counter(view.hand)
    known.update(all_cards(m.cards for ms in view.melds for m in ms))
    known.update(view.pile)
    known.update(view.pending)
    known.update(all_cards(view.red_threes))
    known.update(all_cards(view.black_threes))
    for seat, cards in enumerate(view.known):
        if seat != view.seat:
            known.update(cards)
    if view.special_laid is not None:
        known.update(view.special_laid[2])
    return known


def action_cards(action: Action | None) -> list[Card]:
    if action is None:
        return []
    return list(cards_in(vars(action) if hasattr(action, "__dict__") else
                         {f: getattr(action, f) for f in getattr(action, "__dataclass_fields__", {})}))


def check_event(ev: MatchEvent, seat: int, view: View, seen: Counter[Card]) -> None:
    """One event as ``seat``'s connection carried it."""
    if ev.seat != seat and (ev.you_msgid is not None or ev.you_params):
        raise Leak(f"seat {seat} got seat {ev.seat}'s private words: {ev.you_msgid} {dict(ev.you_params)}")
    allowed = may_know(view) + seen + Counter(action_cards(ev.action))
    named = Counter(cards_in(ev.params)) + (Counter(cards_in(ev.you_params)) if ev.seat == seat else Counter())
    extra = named - allowed
    if extra:
        raise Leak(f"seat {seat} was told of {sorted(map(str, extra.elements()))} in {ev.kind} ({ev.msgid})")


class Watch:
    """What each connection has handed over so far, checked as it comes."""

    def __init__(self, conns: list[SeatConnection]) -> None:
        self.conns = conns
        self.told = [0] * len(conns)
        #: cards each seat saw since the deal began: discards taken into hands stay known
        self.seen: list[Counter[Card]] = [Counter() for _ in conns]
        self.checked = 0

    def __call__(self, mover: SeatConnection, action: Action) -> None:
        for c in self.conns:
            view = c.view()
            if len(view.history) <= 1:
                self.seen[c.seat] = Counter()
            events = c.events()
            for ev in events[self.told[c.seat]:]:
                check_event(ev, c.seat, view, self.seen[c.seat])
                self.checked += 1
            self.told[c.seat] = len(events)
            self.seen[c.seat].update(may_know(view) - Counter(view.hand))
            self.seen[c.seat].update(view.hand)
            shown = c.revealed()
            over = view.phase in ("deal_over", "match_over")
            if shown is not None and not over:
                raise Leak(f"seat {c.seat} was shown the hands during the deal")
            if c.my_turn():
                offered = {card for a in c.asks().legal() for card in action_cards(a)}
                extra = offered - set(may_know(view))
                if extra:
                    raise Leak(f"seat {c.seat} was offered moves with {sorted(map(str, extra))}")


def matches() -> Iterator[tuple[str, int]]:
    for preset, count in MATCHES.items():
        for k in range(count):
            yield preset, 1000 + k


def run_watched(preset: str, seed: int) -> Watch:
    conns = open_table(one_deal(preset), seed)
    watch = Watch(conns)
    play(conns, seed, after=watch)
    watch(conns[0], conns[0].view().history[-1])  # the deal's end, as every seat got it
    return watch


def test_200_matches_carry_no_card_a_seat_may_not_know() -> None:
    assert sum(MATCHES.values()) >= 200
    events = 0
    for preset, seed in matches():
        events += run_watched(preset, seed).checked
    assert events > 20000  # every connection's every event was read


def test_the_checker_catches_a_drawn_card_sent_to_everyone(monkeypatch: pytest.MonkeyPatch) -> None:
    """A leak put in on purpose: every seat gets the drawing seat's own words."""
    monkeypatch.setattr(match_events.MatchEvent, "for_seat", lambda self, seat: self)
    with pytest.raises(Leak, match="private words"):
        run_watched("classic", 1000)


def test_the_checker_catches_a_hidden_card_in_public_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """A leak put in on purpose: the drawn cards in the words everyone reads."""
    real = match_events.MatchEvent.for_seat

    def leaky(self: MatchEvent, seat: int | None) -> MatchEvent:
        shown = real(self, seat)
        if self.kind == "draw" and self.you_params:
            return MatchEvent(shown.serial, shown.kind, shown.seat, shown.msgid,
                              {**shown.params, "cards": self.you_params["cards"]}, shown.action)
        return shown

    monkeypatch.setattr(match_events.MatchEvent, "for_seat", leaky)
    with pytest.raises(Leak, match="was told of"):
        run_watched("two", 1001)


def test_the_checker_catches_the_hands_shown_during_the_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.match.runner import MatchRunner

    monkeypatch.setattr(MatchRunner, "revealed", lambda self: tuple(tuple(h) for h in self.game.hands))
    with pytest.raises(Leak, match="shown the hands"):
        run_watched("classic", 1002)
