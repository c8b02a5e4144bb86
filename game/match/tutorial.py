"""The first-game tutorial's match: a prepared deal for two players, and the computer
across the table that plays the moves the lesson needs. The lesson itself (its text
box and steps) is the table's (``game.ui.tutorial``)."""

from __future__ import annotations

from game.engine import Action, Discard, Draw, GameState, Phase, RuleSet, View
from game.engine.cards import Card, make_deck
from game.match.connection import LocalSeat
from game.match.players import HumanPlayer
from game.match.runner import MatchRunner

#: The lesson's rules: Classic for two, one deal. The pile is taken with a natural pair
#: only (``take_with_natural_and_wild`` off), so the step that says "click the discard
#: pile" has one take to make (the two sevens) and no dialog asking which cards to use,
#: which the step does not explain (issue 45).
RULES = RuleSet(name="classic", players=2, partnerships=False, hand_size=11, draw_count=1, canastas_to_go_out=1,
                ask_partner=False, target=1, allow_double=False, allow_give_up=False,
                take_with_natural_and_wild=False)

HAND = "as ah ad kd kc ks 7d 2c jk 8h 4c"
COMPUTER = "7c 9s 9h 10c jd qs 5h 5s 6d 6h 10d"
PILE = "8c 8d kh kd"  # bottom first
DRAWS = "7h 9c"  # the human's first draw, then the computer's


def _cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def tutorial_game() -> GameState:
    """The prepared deal: South to play, the stock holding the cards the lesson needs
    on top and no red three."""
    g = GameState.new(RULES, 1)
    pool = list(make_deck(RULES.packs, RULES.jokers_per_pack))
    used = _cards(HAND) + _cards(COMPUTER) + _cards(PILE) + _cards(DRAWS)
    for c in used:
        pool.remove(c)
    rest = [c for c in pool if not c.is_red_three]
    g.hands = [_cards(HAND), _cards(COMPUTER)]
    g.pile = _cards(PILE)
    g.pile_frozen = False
    g.stock = rest + list(reversed(_cards(DRAWS)))
    g.red_threes = [[], []]
    g.melds = [[], []]
    g.opened = [False, False]
    g.seat_melded = [False, False]
    g.known = [[], []]
    g.to_move = 0
    g.phase = Phase.DRAW
    return g


class TutorialComputer:
    """North in the tutorial: draws, then throws the seven the player needs."""

    is_human = False

    def __init__(self, name: str) -> None:
        self.name = name
        self.view: View | None = None

    def begin(self, view: View) -> None:
        self.view = view

    def poll(self) -> Action | None:
        v = self.view
        if v is None:
            return None
        self.view = None
        if v.phase == "draw":
            return Draw()
        seven = next((c for c in v.hand if c.rank == 7), None)
        return Discard(seven if seven is not None else v.hand[0])

    def cancel(self) -> None:
        self.view = None


def tutorial_seat(name: str, computer_name: str) -> LocalSeat:
    """The player's connection to the tutorial's match."""
    runner = MatchRunner(tutorial_game(), [HumanPlayer(name), TutorialComputer(computer_name)], speed="normal")
    return runner.connect(0)
