"""The one-step undo: ``undo last`` takes back the turn's last meld or lay-off.

``undo`` takes the whole turn back to its mark; a player at the table who laid the
kings and then a seven on the sevens, and wants the seven back, means one step. Each
``meld``, ``add`` or ``swap`` of the melding part of a turn opens a step, remembering
the turn as it stood before (a ``TurnStep``); further cards on the same meld straight
after belong to it (the table lays a meld of five as ``meld`` of three and two ``add``,
one gesture). ``undo last`` puts the last step's cards back into the hand.

Where the rules allow, and no further (seed 003 lets laid cards be dragged back, it
does not say how far; settled here and in docs/rules.md):

- not below the meld that took the pile: the take opens no step, so its meld stays
  (the whole-turn ``undo`` still returns a pile taken for a first meld);
- not below the first-meld minimum once cards stay down: when the melds of a first
  meld bring a taken pile into the hand, or the foot is taken up, every step so far
  stands (the cards since seen cannot be unseen); ``_set_mark`` forgets the steps.

Kept apart from ``state`` (which calls ``_open_step`` before each such action) because
it is one rule with one reason, and from ``legality``, which asks ``_check_undo_last``.
"""

from __future__ import annotations

from .actions import Action, Add, Meld, Swap
from .base import StateBase
from .cards import Card
from .errors import IllegalAction
from .melds import TurnStep
from .parts import Phase

#: The actions a step is made of.
STEP_KINDS = (Meld, Add, Swap)


class Steps(StateBase):
    """Opening, checking and taking back the turn's steps."""

    __slots__ = ()

    def _step_meld(self, action: Action) -> int:
        """The id of the meld ``action`` makes or grows (0 when it names none)."""
        side = self.side_to_move
        if isinstance(action, Meld):
            return self.next_meld_id()
        if isinstance(action, Add):
            if action.meld is not None:
                return action.meld
            target = side if action.side is None else action.side
            rank = action.card.rank if action.rank is None else action.rank
            meld = self.meld_of(target, rank)
            return 0 if meld is None else meld.id
        if isinstance(action, Swap):
            meld = self.meld_of(side if action.side is None else action.side, action.card.rank)
            return 0 if meld is None else meld.id
        return 0

    def _open_step(self, action: Action) -> None:
        """Before ``action`` (a meld, lay-off or swap of the melding part) is done: it
        continues the last step when it goes onto that step's meld straight after it,
        else it opens a new step."""
        if self.phase != Phase.MELD:
            return
        meld = self._step_meld(action)
        n = len(self.actions)
        steps = self.steps
        if steps and steps[-1].meld == meld and steps[-1].end == n:
            last = steps[-1]
            steps[-1] = TurnStep(meld, n + 1, last.mark, last.out, last.into)
        else:
            steps.append(TurnStep(meld, n + 1, self._turn_mark(), len(self.turn_out), len(self.turn_in)))

    def _check_undo_last(self) -> IllegalAction | None:
        if self.steps:
            return None
        if self.turn_melded or self.turn_took or self.conditional:
            return IllegalAction("undo_last_stays",
                                 "These cards stay on the table: the meld that took the pile, and a first meld once it"
                                 " has brought the pile or the foot into your hand, cannot be taken back.")
        return IllegalAction("nothing_to_undo", "There is nothing to take back this turn.")

    def _do_undo_last(self) -> None:
        """The last step's cards go back into the hand, the cards it brought in (a
        wild card swapped out) leave it, and the turn stands as before the step."""
        step = self.steps.pop()
        hand = self.hands[self.to_move]
        hand.extend(self.turn_out[step.out:])
        for c in self.turn_in[step.into:]:
            hand.remove(c)
        del self.turn_out[step.out:]
        del self.turn_in[step.into:]
        self._put_turn_mark(step.mark)

    def last_step_cards(self) -> tuple[int, list[Card]]:
        """The meld of the step ``undo last`` would take back and the cards it would
        return to the hand (the table's button names them); (0, []) when none."""
        if not self.steps:
            return (0, [])
        step = self.steps[-1]
        return (step.meld, list(self.turn_out[step.out:]))
