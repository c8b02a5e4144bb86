"""Random games against the rules engine, checking it after every action.

    python -m game.engine.fuzz --preset classic --deals 1000 --seed 1
    python -m game.engine.fuzz --preset all --deals 20000 --jobs 2
    python -m game.engine.fuzz --preset variants --deals 500   # presets with random house rules
    python -m game.engine.fuzz --preset classic --match 123456789   # replay one match

Players choose a legal action uniformly at random (``undo`` only rarely, so that a
turn is not taken back for ever), often with other suits than ``legal_actions``
lists, since any card of the same kind must do. After every action:

* ``check_invariants`` (every card once, melds valid, a legal action while the game
  goes on, scores that add up, views that hide what they must);
* ``legal_actions`` lists the same actions as ``reference_legal_actions`` (the plain
  filter of the candidates through ``check``; the order may differ);
* the action's text parses back to an equal action;
* a few illegal or random actions (actions of other states, cards not in the hand,
  garbage) are refused and change nothing; one that the engine accepts must be of a
  kind ``legal_actions`` lists, and leads to a sound state;
* now and then a determinized game of a view agrees with that view;
* the seat to move is asked about its move on ``stand_in(view)`` (the made-up game a
  table plays it on, from its view alone): the legal actions and the refusals of the
  legal, random and illegal actions tried are the real game's, word for word.

At the end of every match (and of the last, unfinished one) the record is written,
read back and replayed, and must give the same game. Each match is played from its
own seed, so a failure names the preset, the match seed and the action index (the
number of actions played before the failing one), and ``--match SEED`` plays that
match again (``--save FILE`` writes its record up to the failure).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import multiprocessing
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NoReturn

from .actions import (
    ASK,
    DRAW,
    NEXT,
    NO,
    STOP,
    UNDO,
    UNDO_LAST,
    YES,
    Action,
    Add,
    Dig,
    Discard,
    LayRedThree,
    Meld,
    Swap,
    Take,
    TakeBack,
    Undo,
    parse_action,
)
from .cards import THREE, Card, make_deck
from .errors import ActionParseError, IllegalAction
from .invariants import check_unseen, legal_and_check, stand_in_agrees
from .parts import freeze
from .record import GameRecord, parse_record
from .rules import _CHOICES, PRESETS, RulesError, RuleSet
from .state import DEAL_OVER, FIELDS, MATCH_OVER, GameState
from .view import determinize

CHUNK = 50  # deals per task: the same work whatever --jobs is
MAX_DEAL_ACTIONS = 5000
UNDO_RATE = 0.02
VARIANT_RATE = 0.5
TRIALS = 2  # illegal or random actions tried after each action
DETERMINIZE_RATE = 0.03
DISTINCT_CARDS = tuple(sorted(set(make_deck(1, 2))))
_SINGLETONS: tuple[Action, ...] = (DRAW, ASK, UNDO, UNDO_LAST, STOP, NEXT, YES, NO)


class FuzzFailure(Exception):
    pass


@dataclass
class Failure:
    preset: str
    match_seed: int
    action_index: int
    deal: int
    message: str
    detail: str = ""

    def __str__(self) -> str:
        return (f"{self.preset}: match seed {self.match_seed}, action {self.action_index} (deal {self.deal + 1}):"
                f" {self.message}\n  replay: python -m game.engine.fuzz --preset {self.preset}"
                f" --match {self.match_seed}")


@dataclass
class Stats:
    preset: str
    deals: int = 0
    actions: int = 0
    matches: int = 0
    seconds: float = 0.0  # processor time spent on it
    seat_checks: int = 0  # positions where the seat's stand-in was checked against the game
    failures: list[Failure] = field(default_factory=list)

    def add(self, other: Stats) -> None:
        self.seat_checks += other.seat_checks
        self.deals += other.deals
        self.actions += other.actions
        self.matches += other.matches
        self.seconds += other.seconds
        self.failures.extend(other.failures)


# ---------------------------------------------------------------------- helpers
def snapshot(state: GameState) -> tuple[Any, ...]:
    """Every declared field of the state as a comparable value."""
    return tuple(freeze(getattr(state, f.name), f.copy) for f in FIELDS)


def describe_difference(a: GameState, b: GameState) -> str:
    names = [f.name for f in FIELDS if freeze(getattr(a, f.name), f.copy) != freeze(getattr(b, f.name), f.copy)]
    return "fields differ: " + ", ".join(names)


def card_kind(card: Card, rules: RuleSet) -> tuple[int, int]:
    """Cards of one kind are interchangeable: suits matter only for special threes."""
    if card.rank == THREE and rules.threes_special:
        return (THREE, 1 if card.is_red else 0)
    return (card.rank, 0)


def _plain_take(state: GameState, action: Action) -> Action:
    """``take to m3`` where m3 is the side's only meld of the top card's rank is the
    plain ``take`` that ``legal_actions`` lists for it."""
    if isinstance(action, Take) and action.meld is not None:
        meld = state.meld_by_id(action.meld)
        if meld is not None and not meld.is_sequence and state.melds_of_rank(meld.owner, meld.rank) == 1:
            return Take(())
    return action


def _plain_add(state: GameState, action: Action) -> Action:
    """``add jk to m11`` where m11 is the only meld of its rank on its side (a pool
    action from a state where that side had two, or an undone second one) is the
    ``add jk to 10`` that ``legal_actions`` lists for it: one action, two names, both
    accepted by ``check``; the lists name a meld by its id only where its rank does not
    say which meld is meant (fast and reference alike)."""
    if isinstance(action, Add) and action.meld is not None:
        meld = state.meld_by_id(action.meld)
        if meld is not None and not meld.is_sequence and state.melds_of_rank(meld.owner, meld.rank) == 1:
            return Add(action.card, meld.rank, meld.owner)
    return action


def _is_run(action: Meld, rules: RuleSet) -> bool:
    """A meld of cards of several ranks: a sequence, where every card's suit matters."""
    return rules.sequences and len({c.rank for c in action.cards if not c.is_wild}) > 1


def action_key(action: Action, rules: RuleSet, own_side: int, runs: frozenset[int] = frozenset()) -> object:
    """What an action does, whatever suits it names (``runs``: the ids of the runs on
    the table, where a card's suit is what it does)."""
    if isinstance(action, Meld) and _is_run(action, rules):
        return ("Run", tuple(sorted((c.rank, c.suit) for c in action.cards)))
    if isinstance(action, (Take, Meld)):
        return (type(action).__name__, tuple(sorted(card_kind(c, rules) for c in action.cards)),
                getattr(action, "meld", None))
    if isinstance(action, Add) and action.meld is not None and action.meld in runs:
        return ("AddRun", (action.card.rank, action.card.suit), action.meld)
    if isinstance(action, Add):
        rank = action.card.rank if action.rank is None else action.rank
        side = None if action.side == own_side else action.side
        return ("Add", card_kind(action.card, rules), rank, side)
    if isinstance(action, (Discard, LayRedThree)):
        return (type(action).__name__, card_kind(action.card, rules))
    if isinstance(action, TakeBack):  # listed once per meld, any natural card of it accepted
        return ("TakeBack", card_kind(action.card, rules), action.meld)
    if isinstance(action, Swap):
        side = None if action.side == own_side else action.side
        return ("Swap", card_kind(action.card, rules), card_kind(action.wild, rules), side)
    return action


def suit_variant(state: GameState, action: Action, rng: random.Random) -> Action:
    """The same action with other cards of the same kinds from the hand."""
    rules = state.rules
    hand = state.hands[state.to_move]
    pools: dict[tuple[int, int], list[Card]] = {}
    for c in hand:
        pools.setdefault(card_kind(c, rules), []).append(c)
    for cards in pools.values():
        rng.shuffle(cards)

    def pick(card: Card) -> Card:
        pool = pools.get(card_kind(card, rules))
        return pool.pop() if pool else card

    if isinstance(action, Take) and action.meld is not None:
        return action
    if isinstance(action, Meld) and _is_run(action, rules):  # a run's suit is its own
        cards = list(action.cards)
        rng.shuffle(cards)
        return Meld(tuple(cards))
    if isinstance(action, Add) and action.meld is not None:
        target = state.meld_by_id(action.meld)
        if target is not None and target.is_sequence:
            return action
        return Add(pick(action.card), meld=action.meld)
    if isinstance(action, Take):
        cards = [pick(c) for c in action.cards]
        rng.shuffle(cards)
        return Take(tuple(cards))
    if isinstance(action, Meld):
        cards = [pick(c) for c in action.cards]
        rng.shuffle(cards)
        return Meld(tuple(cards))
    if isinstance(action, Add):
        return Add(pick(action.card), action.rank, action.side, action.meld)
    if isinstance(action, Discard):
        return Discard(pick(action.card))
    if isinstance(action, LayRedThree):
        return LayRedThree(pick(action.card))
    if isinstance(action, Swap):
        own = rules.side_of(state.to_move)
        meld = state.meld_of(own if action.side is None else action.side, action.card.rank)
        wild = action.wild
        if meld is not None:
            same = [c for c in meld.cards if card_kind(c, rules) == card_kind(wild, rules)]
            if same:
                wild = rng.choice(same)
        return Swap(pick(action.card), wild, action.side)
    return action


def random_action(state: GameState, rng: random.Random, pool: list[Action]) -> Action:
    """An action that is most likely illegal now: one of another state, or garbage."""
    roll = rng.random()
    if roll < 0.35 and pool:
        return rng.choice(pool)
    hand = state.hands[state.to_move]
    n_sides = len(state.rules.sides)

    def card() -> Card:
        return rng.choice(hand) if hand and rng.random() < 0.6 else rng.choice(DISTINCT_CARDS)

    def side() -> int | None:
        return None if rng.random() < 0.5 else rng.randrange(n_sides + 1)

    kind = rng.randrange(10)
    if kind == 0:
        return rng.choice(_SINGLETONS)
    if kind == 1:
        return Take(tuple(card() for _ in range(rng.choice((0, 1, 2, 2, 3)))))
    if kind == 2:
        return Meld(tuple(card() for _ in range(rng.choice((2, 3, 3, 3, 4)))))
    if kind == 3:
        return Add(card(), rng.choice((None, rng.randrange(2, 16))), side())
    if kind == 4:
        c = card()
        return Swap(c, card(), side())
    if kind == 5:
        return LayRedThree(card())
    if kind == 6:
        return Dig(rng.randrange(len(state.pile) + 2))
    return Discard(card())


VARIANTS = "variants"


def random_rules(rng: random.Random) -> RuleSet:
    """A preset with some house rules changed at random (the ``variants`` pseudo-preset),
    to reach options that no preset uses."""
    ints: dict[str, tuple[int, ...]] = {
        "target": (1, 1000, 2500, 5000), "draw_count": (1, 2), "max_wilds": (1, 2, 3, 4),
        "canastas_to_go_out": (0, 1, 2), "red_three_in_hand_penalty": (0, 100, 500),
        "jokers_per_pack": (0, 1, 2, 2), "hand_size": (7, 11, 13, 15),
        "packet_size": (0, 0, 5, 11), "pile_take_count": (0, 0, 3, 7), "match_deals": (0, 0, 2),
        "go_out_natural": (0, 0, 1), "go_out_mixed": (0, 0, 1),
        "go_out_sequences": (0, 1), "red_threes_canastas": (1, 2), "black_three_in_hand_penalty": (0, 100),
        # Modern American's (the ``modern-american`` preset is among the bases too)
        "wild_needs_naturals": (0, 0, 4, 5), "take_meld_max": (0, 0, 4), "bonus_cards_first": (0, 0, 4),
        "bonus_cards_second": (0, 0, 3), "unfinished_wild_penalty": (0, 2000), "held_aces_sevens_penalty": (0, 1500),
    }
    while True:
        base = rng.choice(list(PRESETS.values()))
        changes: dict[str, Any] = {}
        for f in dataclasses.fields(RuleSet):
            value = getattr(base, f.name)
            if f.name in _CHOICES:
                if rng.random() < 0.3:
                    changes[f.name] = rng.choice(_CHOICES[f.name])
            elif f.name in ints:
                if rng.random() < 0.25:
                    changes[f.name] = rng.choice(ints[f.name])
            elif isinstance(value, bool) and f.name != "partnerships" and rng.random() < 0.25:
                changes[f.name] = not value
        try:
            return base.with_options(**changes)
        except RulesError:
            continue


def rules_for(preset: str, match_seed: int, options: str = "") -> RuleSet:
    """The rules a match is fuzzed under: the preset (or random house rules), with
    ``options`` (a JSON object, ``--set``) changed on top."""
    rules = random_rules(random.Random(f"rules/{match_seed}")) if preset == VARIANTS else PRESETS[preset]
    return rules.with_options(**json.loads(options)) if options else rules


def random_step(state: GameState, rng: random.Random, undo_rate: float = UNDO_RATE) -> Action:
    """A uniformly random legal action (``undo`` or ``undo last`` only at ``undo_rate``)."""
    legal = state.legal_actions()
    choices = [a for a in legal if not isinstance(a, Undo)]
    if not choices or (len(choices) < len(legal) and rng.random() < undo_rate):
        return rng.choice([a for a in legal if isinstance(a, Undo)] or [UNDO])
    return rng.choice(choices)


def random_game(rules: RuleSet, seed: int, steps: int, rng: random.Random | None = None) -> GameState:
    """A game after ``steps`` random legal actions (fewer if the match ends)."""
    rng = rng or random.Random(seed)
    state = GameState.new(rules, seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(random_step(state, rng))
    return state


# ---------------------------------------------------------------------- one match
class MatchFuzzer:
    """Plays one match from ``match_seed`` and checks everything; stops at the first
    failure (raised as ``FuzzFailure``) or when ``max_deals`` deals are done."""

    def __init__(self, rules: RuleSet, match_seed: int, *, trials: int = TRIALS, sample: float = 1.0) -> None:
        self.rules = rules
        self.sample = sample  # share of actions after which the slow checks run
        self.sample_rng = random.Random(match_seed ^ 0x5A5A)
        self.match_seed = match_seed
        self.rng = random.Random(match_seed)
        self.state = GameState.new(rules, match_seed)
        self.pool: list[Action] = []
        self.legal: list[Action] = []
        self.trials = trials
        self.deals = 0
        self.at = 0  # actions played when the current step began: the index of its action
        self.actions = 0
        self.seat_rng = random.Random(match_seed ^ 0x3C3C)  # its own stream: the games stay as they were
        self.seat_checks = 0

    def fail(self, message: str) -> NoReturn:
        raise FuzzFailure(message)

    def run(self, max_deals: int) -> None:
        state = self.state
        self.legal = self.check_state(state, "the new game")
        deal_actions = 0
        while self.deals < max_deals and not state.is_over:
            self.step()
            deal_actions += 1
            if state.phase in (DEAL_OVER, MATCH_OVER):
                self.deals += 1
                deal_actions = 0
            elif deal_actions > MAX_DEAL_ACTIONS:
                self.fail(f"the deal did not end after {MAX_DEAL_ACTIONS} actions")
        self.check_record()

    def check_state(self, state: GameState, what: str) -> list[Action]:
        """Check the invariants; returns the legal actions they listed."""
        try:
            return legal_and_check(state, views=self.sample >= 1.0 or self.sample_rng.random() < self.sample)
        except AssertionError as exc:
            self.fail(f"after {what}: {exc}")

    def step(self) -> None:
        state = self.state
        rng = self.rng
        self.at = len(state.actions)
        legal = self.legal
        if not legal:
            self.fail("no legal action")
        if self.sample >= 1.0 or self.sample_rng.random() < self.sample:
            self.compare_reference(legal)
        if rng.random() < 0.05:
            self.pool.extend(rng.sample(legal, min(3, len(legal))))
            if len(self.pool) > 64:
                del self.pool[:-64]
        if self.trials:
            self.try_illegal(legal)
        if self.sample >= 1.0 or self.sample_rng.random() < self.sample:
            self.check_stand_in(legal)
        if rng.random() < DETERMINIZE_RATE:
            self.check_determinize()
        choices = [a for a in legal if not isinstance(a, Undo)]
        action: Action
        if not choices or (len(choices) < len(legal) and rng.random() < UNDO_RATE):
            action = rng.choice([a for a in legal if isinstance(a, Undo)] or [UNDO])
        else:
            action = rng.choice(choices)
        if rng.random() < VARIANT_RATE:
            variant = suit_variant(state, action, rng)
            if variant != action:
                refusal = state.check(variant)
                if refusal is not None:
                    self.fail(f"{action} is legal but {variant} is refused: {refusal.message}")
                action = variant
        text = str(action)
        try:
            parsed = parse_action(text)
        except ActionParseError as exc:
            self.fail(f"the text {text!r} of a legal action does not parse: {exc}")
        if parsed != action:
            self.fail(f"the text {text!r} parses to {parsed!r}, not {action!r}")
        try:
            state.apply(action)
        except IllegalAction as exc:
            self.fail(f"the legal action {text!r} was refused: {exc.message}")
        except Exception as exc:
            self.fail(f"{text!r} raised {type(exc).__name__}: {exc}\n{traceback.format_exc()}")
        self.actions += 1
        self.legal = self.check_state(state, repr(text))

    def compare_reference(self, legal: list[Action]) -> None:
        """The fast ``legal_actions`` lists what the plain filter over the candidates does."""
        slow = self.state.reference_legal_actions()
        if slow != legal and Counter(slow) != Counter(legal):
            fast_only = [str(a) for a in (Counter(legal) - Counter(slow)).elements()]
            slow_only = [str(a) for a in (Counter(slow) - Counter(legal)).elements()]
            self.fail(f"legal_actions lists {fast_only} that reference_legal_actions does not,"
                      f" and misses {slow_only}")

    def try_illegal(self, legal: list[Action]) -> None:
        state = self.state
        before = snapshot(state)
        own = state.rules.side_of(state.to_move)
        keys: set[object] | None = None
        runs: frozenset[int] = frozenset()
        for _ in range(self.trials):
            action = random_action(state, self.rng, self.pool)
            text = str(action)
            try:
                again = str(parse_action(text))
            except ActionParseError as exc:
                self.fail(f"the text {text!r} of {action!r} does not parse: {exc}")
            if again != text:
                self.fail(f"the text {text!r} reads back as {again!r}")
            try:
                refusal = state.check(action)
            except Exception as exc:
                self.fail(f"check({text!r}) raised {type(exc).__name__}: {exc}\n{traceback.format_exc()}")
            if refusal is None:
                if keys is None:
                    runs = frozenset(m.id for ms in state.melds for m in ms if m.is_sequence)
                    keys = {action_key(a, state.rules, own, runs) for a in legal}
                if action_key(_plain_add(state, _plain_take(state, action)), state.rules, own, runs) not in keys:
                    self.fail(f"{text!r} is accepted but legal_actions lists nothing like it:"
                              f" {', '.join(map(str, legal))}")
                trial = state.clone()
                try:
                    trial.apply(action)
                except Exception as exc:
                    self.fail(f"{text!r} (accepted) raised {type(exc).__name__}: {exc}\n{traceback.format_exc()}")
                self.check_state(trial, f"the accepted random action {text!r}")
                continue
            try:
                state.apply(action)
            except IllegalAction:
                pass
            except Exception as exc:
                self.fail(f"the illegal {text!r} raised {type(exc).__name__}: {exc}\n{traceback.format_exc()}")
            else:
                self.fail(f"{text!r} was applied though check refused it ({refusal.message})")
        if snapshot(state) != before:
            self.fail("a refused action changed the state")

    def check_stand_in(self, legal: list[Action]) -> None:
        """The seat to move gets the real game's answers from its ``stand_in``."""
        tries = [random_action(self.state, self.seat_rng, self.pool) for _ in range(4)]
        try:
            stand_in_agrees(self.state, legal, tries)
        except AssertionError as exc:
            self.fail(str(exc))
        self.seat_checks += 1

    def check_determinize(self) -> None:
        state = self.state
        seat = self.rng.randrange(state.rules.players)
        view = state.view(seat)
        try:
            det = determinize(view, random.Random(self.rng.random()))
        except Exception as exc:
            self.fail(f"determinize for seat {seat} raised {type(exc).__name__}: {exc}")
        if det.view(seat) != view:
            self.fail(f"a determinized game does not agree with the view of seat {seat}")
        try:
            check_unseen(state, seat)
        except AssertionError as exc:
            self.fail(str(exc))
        self.check_state(det, f"determinizing for seat {seat}")

    def check_record(self) -> None:
        state = self.state
        record = GameRecord.from_game(state, [(f"Player {i}", "ai:random") for i in range(state.rules.players)])
        try:
            again = parse_record(record.to_text())
        except Exception as exc:
            self.fail(f"the record does not read back: {exc}")
        if again != record:
            self.fail("the record reads back as another record")
        try:
            replayed = again.replay()
        except Exception as exc:
            self.fail(f"the record does not replay: {exc}")
        for seat in range(state.rules.players):
            if replayed.view(seat) != state.view(seat):
                self.fail(f"the replayed game looks different to seat {seat}")
        if replayed.scores != state.scores or snapshot(replayed) != snapshot(state):
            self.fail("the replayed game differs: " + describe_difference(replayed, state))


def fuzz_match(rules: RuleSet, preset: str, match_seed: int, max_deals: int,
               trials: int = TRIALS, sample: float = 1.0,
               stats: Stats | None = None) -> tuple[int, int, Failure | None]:
    """Play one match; returns (deals, actions, failure or None); ``stats`` counts the
    seat checks made."""
    fuzzer = MatchFuzzer(rules, match_seed, trials=trials, sample=sample)
    try:
        fuzzer.run(max_deals)
    except FuzzFailure as exc:
        state = fuzzer.state
        return fuzzer.deals, fuzzer.actions, Failure(preset, match_seed, fuzzer.at, state.deal, str(exc))
    except Exception as exc:  # a bug in the fuzz itself is a failure too
        state = fuzzer.state
        return fuzzer.deals, fuzzer.actions, Failure(
            preset, match_seed, fuzzer.at, state.deal,
            f"{type(exc).__name__}: {exc}", traceback.format_exc())
    finally:
        if stats is not None:
            stats.seat_checks += fuzzer.seat_checks
    return fuzzer.deals, fuzzer.actions, None


def match_seeds(seed: int, preset: str, chunk: int) -> random.Random:
    return random.Random(f"{seed}/{preset}/{chunk}")


def fuzz_chunk(task: tuple[str, int, int, int, int, float, str]) -> Stats:
    """Play ``deals`` deals of one preset, match after match (a worker's task)."""
    preset, seed, chunk, deals, trials, sample, options = task
    seeds = match_seeds(seed, preset, chunk)
    stats = Stats(preset)
    start = time.process_time()
    while stats.deals < deals:
        match_seed = seeds.randrange(2**40)
        rules = rules_for(preset, match_seed, options)
        played, actions, failure = fuzz_match(rules, preset, match_seed, deals - stats.deals, trials, sample, stats)
        stats.matches += 1
        stats.actions += actions
        stats.deals += played
        if failure is not None:
            stats.failures.append(failure)
            stats.deals += 1  # the deal that failed counts
    stats.seconds = time.process_time() - start
    return stats


def run(presets: list[str], deals: int, seed: int, jobs: int = 1, trials: int = TRIALS,
        progress: Callable[[Stats], None] | None = None, sample: float = 1.0, options: str = "") -> dict[str, Stats]:
    """Fuzz ``deals`` deals of each preset; the work is split into chunks of
    ``CHUNK`` deals, so the result does not depend on ``jobs``."""
    tasks: list[tuple[str, int, int, int, int, float, str]] = []
    for preset in presets:
        for chunk, start in enumerate(range(0, deals, CHUNK)):
            tasks.append((preset, seed, chunk, min(CHUNK, deals - start), trials, sample, options))
    totals = {p: Stats(p) for p in presets}
    if jobs <= 1 or len(tasks) == 1:
        for task in tasks:
            stats = fuzz_chunk(task)
            totals[stats.preset].add(stats)
            if progress:
                progress(stats)
    else:
        with multiprocessing.Pool(jobs) as pool:
            for stats in pool.imap_unordered(fuzz_chunk, tasks):
                totals[stats.preset].add(stats)
                if progress:
                    progress(stats)
    for stats in totals.values():
        stats.failures.sort(key=lambda f: (f.match_seed, f.action_index))
    return totals


def replay_match(preset: str, match_seed: int, deals: int, save: str | None, trials: int, options: str = "") -> int:
    rules = rules_for(preset, match_seed, options)
    print(f"rules: {rules.name} {rules.changes()}")
    fuzzer = MatchFuzzer(rules, match_seed, trials=trials)
    code = 0
    try:
        fuzzer.run(deals)
        print(f"{preset}: match seed {match_seed}: {fuzzer.deals} deal(s), {fuzzer.actions} actions, no failure")
    except FuzzFailure as exc:
        state = fuzzer.state
        print(f"{preset}: match seed {match_seed}, action {fuzzer.at} (deal {state.deal + 1}): {exc}")
        code = 1
    except Exception:
        traceback.print_exc()
        code = 1
    if save:
        from .record import save_record

        save_record(save, GameRecord.from_game(fuzzer.state))
        print(f"record of the actions played so far written to {save}")
    return code


def _short(text: str, limit: int = 300) -> str:
    line = text.splitlines()[0] if text else ""
    return line if len(line) <= limit else line[:limit] + "..."


def _options(parser: argparse.ArgumentParser, pairs: list[str]) -> str:
    """``--set`` pairs as one JSON object, checked here rather than in a worker: a
    value that is not JSON is taken as a word."""
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep:
            parser.error(f"--set needs OPTION=VALUE, not {pair!r}")
        try:
            out[key] = json.loads(text)
        except json.JSONDecodeError:
            out[key] = text
    try:
        RuleSet().with_options(**out)
    except RulesError as exc:
        parser.error(f"--set: {exc}")
    return json.dumps(out) if out else ""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.engine.fuzz", description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="classic",
                        help=f"a preset name, 'all' presets, or '{VARIANTS}' (presets with random house rules)")
    parser.add_argument("--deals", type=int, default=1000, help="deals per preset")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--trials", type=int, default=TRIALS, help="illegal actions tried after each action")
    parser.add_argument("--match", type=int, help="play only the match with this seed, verbosely")
    parser.add_argument("--save", help="with --match: write the match's record to this file")
    parser.add_argument("--progress", action="store_true", help="report every finished chunk on stderr")
    parser.add_argument("--set", action="append", default=[], metavar="OPTION=VALUE",
                        help="change a rule option in every match, e.g. --set special_hands=cla (the value is"
                             " read as JSON, else as a word)")
    parser.add_argument("--quick", action="store_true",
                        help="the cheap invariants (cards, melds, scores, a legal action) after every action; the"
                             " view-leak check and the comparison with reference_legal_actions after 5%% of them;"
                             " no illegal-action trials")
    args = parser.parse_args(argv)
    sample = 1.0
    if args.quick:
        sample, args.trials = 0.05, 0
    if args.preset == "all":
        presets = list(PRESETS)
    elif args.preset in PRESETS or args.preset == VARIANTS:
        presets = [args.preset]
    else:
        parser.error(f"unknown preset {args.preset!r}; choose from all, {VARIANTS}, {', '.join(PRESETS)}")
    options = _options(parser, args.set)
    if args.match is not None:
        return max(replay_match(p, args.match, args.deals, args.save, args.trials, options) for p in presets)
    start = time.perf_counter()
    done: dict[str, Stats] = {p: Stats(p) for p in presets}

    def progress(chunk: Stats) -> None:
        total = done[chunk.preset]
        total.add(chunk)
        for f in chunk.failures:
            print(f"FAILURE {f}", file=sys.stderr, flush=True)
        if args.progress:
            print(f"[{time.perf_counter() - start:7.0f} s] {chunk.preset}: {total.deals}/{args.deals} deals,"
                  f" {len(total.failures)} failure(s)", file=sys.stderr, flush=True)

    if args.quick:
        print("quick mode: views and reference list checked after 5% of the actions, no illegal trials")
    totals = run(presets, args.deals, args.seed, max(1, args.jobs), args.trials, progress, sample, options)
    wall = time.perf_counter() - start
    failed = False
    for preset in presets:
        s = totals[preset]
        rate = s.deals / s.seconds if s.seconds else 0.0
        print(f"{preset:12} deals {s.deals:6}  matches {s.matches:5}  actions {s.actions:9}  seat checks"
              f" {s.seat_checks:8}  failures {len(s.failures):3}  cpu {s.seconds:8.1f} s ({rate:.1f} deals/s)")
    for preset in presets:
        s = totals[preset]
        if s.failures:
            failed = True
            print(f"\nFIRST FAILURE {s.failures[0]}")
            if s.failures[0].detail:
                print(s.failures[0].detail)
            for f in s.failures[1:5]:
                print(f"  also: match seed {f.match_seed}, action {f.action_index}: {_short(f.message)}")
    print(f"wall time {wall:.1f} s with {args.jobs} job(s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
