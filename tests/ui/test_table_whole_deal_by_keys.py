"""A whole deal of Classic, Samba and Hand and Foot played at the real table by posted
key events alone (no mouse event at all): the person's seat draws with its letter,
selects three naturals of a rank with Home, the arrows and Space and melds them with M,
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
from game.ui.table import TableScene
from tests.ui.test_table_harness import NAMES, Scripted, make_table

MOUSE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)


def press(app: object, k: int, char: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=char, scancode=0))
    app.step(0.05)  # type: ignore[attr-defined]


def meld_by_keys(app: object, table: TableScene) -> int:
    """Select three natural cards of one rank with Home, Right and Space, then M (a new
    meld); a refusal (the first meld's minimum, say) is cleared with Escape. The keys
    pressed."""
    cards = table.order.cards
    by_rank: dict[int, list[int]] = {}
    for i, card in enumerate(cards):
        if not card.is_wild and card.rank != 3:
            by_rank.setdefault(card.rank, []).append(i)
    group = next((ix[:3] for ix in by_rank.values() if len(ix) >= 3), None)
    if group is None:
        return 0
    pressed = 1
    press(app, pygame.K_HOME)
    at = 0
    for i in group:
        for _ in range(i - at):
            press(app, pygame.K_RIGHT)
            pressed += 1
        at = i
        press(app, pygame.K_SPACE)
        pressed += 1
    press(app, pygame.K_m, "m")
    press(app, pygame.K_ESCAPE)  # a refused meld leaves the selection: cleared
    return pressed + 2


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
    keys_pressed = discards = melds = 0
    melded_at = -1
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
            if melded_at != len(g.actions):  # once a turn: a meld of three naturals of a rank, by keys
                melded_at = len(g.actions)
                keys_pressed += meld_by_keys(app, table)
                melds += len(g.actions) > melded_at
                melded_at = len(g.actions)
                if app.scenes.top is not table or not seats.is_human_turn() or g.phase != "meld":
                    continue
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
    assert melds >= 1  # and melded by its keys
    app.close()
