"""A whole deal of Classic, Samba and Hand and Foot played at the real table by posted
key events alone (no mouse event at all): the person's seat draws with its letter,
walks the hand with the arrows and discards with X, goes out with its letter when the
table offers it, and answers every question (a partner's "may I go out?") with Enter.
The computers are the rule bot. Every move goes through the table and its seat's
connection; a refused discard (a card the rules keep in the hand) is answered by the
next card along, as a person would do."""

from __future__ import annotations

import pygame
import pytest

from ai import make_agent
from game.engine import PRESETS, GameState
from game.match.players import HumanPlayer, Player
from tests.ui.test_table_harness import NAMES, Scripted, make_table

MOUSE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)


def press(app: object, k: int, char: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=char, scancode=0))
    app.step(0.05)  # type: ignore[attr-defined]


@pytest.mark.parametrize("preset", ["classic", "samba", "hand-and-foot"])
def test_a_whole_deal_is_played_by_keys_alone(preset: str, monkeypatch: pytest.MonkeyPatch) -> None:
    rules = PRESETS[preset]
    game = GameState.new(rules, seed=11)
    n = rules.players
    players: list[Player] = [HumanPlayer("You")]
    players += [Scripted(NAMES[n][s], make_agent("rules", seed=s).choose) for s in range(1, n)]
    app, table, seats = make_table(game, players)
    seen: list[int] = []
    real_get = pygame.event.get

    def watched_get(*args: object, **kwargs: object) -> list[pygame.event.Event]:
        events = real_get(*args, **kwargs)  # type: ignore[arg-type]
        seen.extend(e.type for e in events)
        return events

    monkeypatch.setattr(pygame.event, "get", watched_get)
    keys_pressed = discards = 0
    for _ in range(6000):
        g = seats.game
        if g.phase in ("deal_over", "match_over"):
            break
        if app.scenes.top is not table:  # a question over the table: answered by Enter
            press(app, pygame.K_RETURN)
            keys_pressed += 1
            continue
        if not seats.is_human_turn():
            app.step(0.05)
            continue
        if g.phase == "draw":
            press(app, pygame.K_d, "d")
        elif table.buttons["goout"].visible:
            press(app, pygame.K_g, "g")
        else:
            before = len(g.actions)
            press(app, pygame.K_RIGHT)
            press(app, pygame.K_x, "x")
            keys_pressed += 1
            discards += len(g.actions) > before
        keys_pressed += 1
    assert seats.game.phase in ("deal_over", "match_over"), seats.game.phase
    assert keys_pressed > 10
    assert pygame.KEYDOWN in seen and not any(t in MOUSE for t in seen)
    assert discards >= 1  # the person's seat played by its keys, not only waited
    app.close()
