"""The state declared once: slots, clone, undo mark, View and snapshot follow it."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

from game.engine import PRESETS, GameState, View, determinize
from game.engine.base import StateBase
from game.engine.fuzz import snapshot
from game.engine.parts import HIDDEN, MARK, MARK_SEAT, Phase, declared_fields
from game.engine.state import FIELDS
from game.engine.view import VIEW_ONLY

ENGINE = Path(__file__).resolve().parents[2] / "game" / "engine"


def _played(seed: int, steps: int) -> GameState:
    g = GameState.new(PRESETS["classic"], seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over or g.phase == Phase.DEAL_OVER:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


def test_every_declared_field_is_a_slot_and_the_view_carries_every_public_one() -> None:
    names = [f.name for f in FIELDS]
    assert sorted(GameState.__slots__) == sorted(names)
    assert declared_fields(StateBase) == FIELDS
    view_names = {f.name for f in dataclasses.fields(View)}
    public = {f.name for f in FIELDS if f.in_view}
    assert view_names == public | set(VIEW_ONLY)
    assert not {f.name for f in FIELDS if f.part is HIDDEN} & view_names
    assert {"hands", "packets", "bonus_piles", "stock", "seed"} == {f.name for f in FIELDS if f.part is HIDDEN}


def test_clone_copies_every_field_and_shares_no_list() -> None:
    g = _played(5, 40)
    c = g.clone()
    assert snapshot(c) == snapshot(g)
    for f in FIELDS:
        value = getattr(g, f.name)
        if isinstance(value, list):
            assert getattr(c, f.name) is not value, f.name
            if value and isinstance(value[0], list):
                assert getattr(c, f.name)[0] is not value[0], f.name
    c.hands[c.to_move].clear()
    assert g.hands[g.to_move]


def test_undo_restores_every_marked_field() -> None:
    undone = 0
    for seed in range(30):
        g = _played(seed, 60)
        if g.phase != Phase.MELD or g.turn_melded or g.conditional:
            continue  # undo goes back to the start of the turn: start from there
        before = snapshot(g)
        melds = [a for a in g.legal_actions() if str(a).startswith(("meld", "add"))]
        if not melds or g.mark is None:
            continue
        hands = [sorted(h) for h in g.hands]
        g.apply(melds[0])
        undo = [a for a in g.legal_actions() if str(a) == "undo"]
        assert undo
        g.apply(undo[0])
        undone += 1
        marked = {f.name for f in FIELDS if f.flags & {MARK, MARK_SEAT}}
        after = snapshot(g)
        for f, x, y in zip(FIELDS, before, after, strict=True):
            if f.name in marked or f.name == "stock":
                assert x == y, f.name
        assert [sorted(h) for h in g.hands] == hands  # the order within a hand may change
    assert undone >= 5


def test_determinize_keeps_every_public_field() -> None:
    g = _played(11, 50)
    view = g.view(g.to_move)
    d = determinize(view, random.Random(1))
    for f in FIELDS:
        if f.name == "known":  # a view sorts them (their order would tell when they came)
            assert [sorted(k) for k in d.known] == [sorted(k) for k in g.known]
        elif f.in_view:
            assert getattr(d, f.name) == getattr(g, f.name), f.name
    assert d.view(g.to_move) == view


def test_phase_is_an_enum_that_still_reads_as_its_word() -> None:
    g = GameState.new(PRESETS["classic"], 1)
    assert g.phase is Phase.DRAW
    assert g.phase == "draw" and f"{g.phase}" == "draw"


def test_no_engine_module_is_over_about_700_lines() -> None:
    sizes = {p.name: len(p.read_text().splitlines()) for p in ENGINE.glob("*.py")}
    assert max(sizes.values()) <= 720, sizes
