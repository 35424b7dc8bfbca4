"""The plain, cloneable base of every game state: RNG, the stack of open sequences, the log."""

from __future__ import annotations

import pickle
import random
from dataclasses import dataclass, field
from typing import Any, TypeVar

from tabletop_tui.core.log import LogEntry

CONTEXT = "context"
PRIVATE = "private"


@dataclass
class Step:
    """One open sequence on the stack (TAG's IExtendedSequence, as plain data).

    `kind` names the game's handler that owns it: who decides, what may be chosen,
    and what happens after. `data` holds its parameters and progress (plain data: it is
    cloned and shown, masked, in views). Two keys of `data` are read by the engine:
    `CONTEXT` (card ids shown beside the decision) and `PRIVATE` (False: answering shows
    none of the decider's hidden cards, so no hot-seat curtain; default True).
    """

    kind: str
    seat: int = -1
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class BaseState:
    """Fields every game state has. Games subclass it with their own zones."""

    num_players: int
    seed: int
    rng: random.Random
    stack: list[Step] = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)
    turn: int = 0
    current: int = 0
    winners: list[int] | None = None
    end_reason: str = ""
    choices_made: int = 0
    names: list[str] = field(default_factory=list)
    # The engine's memo of the pending decision's options: (top step, choices made, options).
    pending: Any = field(default=None, repr=False, compare=False)

    def name(self, seat: int) -> str:
        """A seat's player name, for the log."""
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.winners is not None

    def say(self, text: str, seats: tuple[int, ...] | None = None) -> None:
        """Append a line to the log, public or visible to `seats` only."""
        self.log.append(LogEntry(text, seats, self.turn))

    def push(self, *steps: Step) -> None:
        """Open sequences so that the first given runs first."""
        self.stack.extend(reversed(steps))

    def end(self, winners: list[int], reason: str) -> None:
        """End the game with these winners (empty: a draw) and why."""
        self.winners = list(winners)
        self.end_reason = reason
        self.stack.clear()


S = TypeVar("S", bound=BaseState)


def clone(state: S) -> S:
    """A deep, independent copy of a state (RNG included); pickle is the fastest deep copy."""
    return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))
