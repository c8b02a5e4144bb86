"""The fuzz itself: a few hundred random deals of every preset with every check, and
proof that it does catch a broken engine."""

from __future__ import annotations

import pytest

from game.engine import PRESETS, fuzz
from game.engine.actions import parse_action
from game.engine.state import GameState
from tests.engine.helpers import legal, position

DEALS_PER_PRESET = 35


def test_fuzz_every_preset_finds_nothing() -> None:
    totals = fuzz.run(sorted(PRESETS), DEALS_PER_PRESET, seed=20240601)
    for preset, stats in totals.items():
        assert stats.deals >= DEALS_PER_PRESET, preset
        assert stats.actions > 0
        assert not stats.failures, "\n".join(str(f) for f in stats.failures[:3])


def test_fuzz_house_rule_variants_finds_nothing() -> None:
    stats = fuzz.run([fuzz.VARIANTS], 20, seed=7)[fuzz.VARIANTS]
    assert stats.deals >= 20
    assert not stats.failures, "\n".join(str(f) for f in stats.failures[:3])


def test_the_work_does_not_depend_on_jobs() -> None:
    """Two chunks, played in one process and in two: the same deals, actions and matches."""
    deals = fuzz.CHUNK + 3
    one = fuzz.run(["two"], deals, seed=3, jobs=1, trials=0, sample=0.05)["two"]
    two = fuzz.run(["two"], deals, seed=3, jobs=2, trials=0, sample=0.05)["two"]
    assert one.deals == deals
    assert (one.deals, one.actions, one.matches) == (two.deals, two.actions, two.matches)


def test_the_fuzz_catches_a_lost_card(monkeypatch: pytest.MonkeyPatch) -> None:
    real = GameState._do_discard

    def losing_discard(self: GameState, action: fuzz.Discard) -> None:
        real(self, action)
        if self.pile and len(self.pile) > 3:
            self.pile.pop(0)  # a card falls off the table

    monkeypatch.setattr(GameState, "_do_discard", losing_discard)
    _, _, failure = fuzz.fuzz_match(PRESETS["classic"], "classic", 12345, 1)
    assert failure is not None
    assert "cards not accounted for" in failure.message
    assert failure.match_seed == 12345 and failure.action_index > 0
    assert "--match 12345" in str(failure)


def test_the_fuzz_catches_a_refusal_that_changes_the_state(monkeypatch: pytest.MonkeyPatch) -> None:
    real = GameState.check

    def sloppy_check(self: GameState, action: fuzz.Action) -> fuzz.IllegalAction | None:
        refusal = real(self, action)
        if refusal is not None and isinstance(action, fuzz.Discard):
            self.deal_start += 1  # a refused action that leaves a trace
        return refusal

    monkeypatch.setattr(GameState, "check", sloppy_check)
    _, _, failure = fuzz.fuzz_match(PRESETS["two"], "two", 99, 1)
    assert failure is not None
    assert "changed the state" in failure.message


def test_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert fuzz.main(["--preset", "two", "--deals", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("two ") and "failures   0" in out
    with pytest.raises(SystemExit):
        fuzz.main(["--preset", "seven"])


def test_the_command_line_changes_an_option_in_every_match(capsys: pytest.CaptureFixture[str]) -> None:
    assert fuzz.main(["--preset", "cuban", "--deals", "1", "--seed", "5", "--match", "3",
                      "--set", "special_hands=cla", "--set", "target=2500"]) == 0
    out = capsys.readouterr().out
    assert "'special_hands': 'cla'" in out and "'target': 2500" in out
    assert fuzz.rules_for("cuban", 1, '{"special_hands": "pagat"}').special_hands == "pagat"
    for bad in (["--set", "special_hands=poker"], ["--set", "special_hands"], ["--set", "no_such_option=1"]):
        with pytest.raises(SystemExit):
            fuzz.main(["--preset", "cuban", "--deals", "1", *bad])


def test_an_add_naming_the_only_meld_of_its_rank_by_id_is_the_listed_add_by_rank() -> None:
    """Fuzz finding 303889670038 (variants: Bolivia with wild_meld_blocks_wilds and
    sevens_natural): 'add jk to m1', taken from an earlier state's list where the side had
    two melds of tens, is accepted where m1 is its only meld of tens again, and the list
    names that meld by its rank ('add jk to 10'): the same action, which the fuzz must
    not report as accepted but not listed."""
    rules = PRESETS["bolivia"].with_options(wild_meld_blocks_wilds=True, sevens_natural=True)
    g = position(rules, phase="meld", hands={0: "jk 5h 6h 9c kd qs"}, melds={0: ["10h 10d 10c"]})
    assert "add jk to 10" in legal(g) and g.check(parse_action("add jk to m1")) is None
    fuzzer = fuzz.MatchFuzzer(rules, 1, trials=40)
    fuzzer.state = g
    fuzzer.pool = [parse_action("add jk to m1")]
    fuzzer.try_illegal(g.legal_actions())  # raised FuzzFailure before the fix
