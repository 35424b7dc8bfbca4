"""The plain, cloneable base of every game state: RNG, the stack of open sequences, the log."""

from __future__ import annotations

import pickle
import random
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

from tabletop_tui.core.log import LogEntry

T = TypeVar("T")

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

    def copy(self) -> Step:
        """An independent copy (its data's lists and dicts copied too)."""
        return Step(self.kind, self.seat, copy_data(self.data))


def copy_data(value: Any) -> Any:
    """A copy of plain data: dicts and lists copied all the way down, the rest shared
    (strings, numbers and tuples never change in place)."""
    if isinstance(value, dict):
        return {k: copy_data(v) if isinstance(v, (dict, list)) else v for k, v in value.items()}
    if isinstance(value, list):
        return [copy_data(v) if isinstance(v, (dict, list)) else v for v in value]
    return value


# containers of strings and numbers only: a clone copies them one level deep, in C
FLAT = frozenset({"list[str]", "list[int]", "dict[str, str]", "dict[str, int]"})


def copy_plan(cls: type, skip: frozenset[str] = frozenset()) -> tuple[list[str], list[str]]:
    """A dataclass's fields a hand-written clone must copy, from their annotations: the flat
    containers, and every other list or dict (copied all the way down). A field holding a
    list under another annotation is not found: tests/test_clones.py catches that."""
    flat, deep = [], []
    for f in fields(cls):
        if f.name in skip:
            continue
        kind = str(f.type)  # (annotations are strings under `from __future__ import annotations`)
        if kind in FLAT:
            flat.append(f.name)
        elif kind.startswith(("list[", "dict[")):
            deep.append(f.name)
    return flat, deep


def copy_fields(new: object, old: object, plan: tuple[list[str], list[str]]) -> None:
    """Give `new` (a shallow copy of `old`) its own copy of every container in `plan`."""
    mine, theirs = new.__dict__, old.__dict__
    for name in plan[0]:
        mine[name] = theirs[name].copy()
    for name in plan[1]:
        mine[name] = copy_data(theirs[name])


def shallow(obj: T) -> T:
    """A shallow copy of a plain object (faster than `copy.copy` or `dataclasses.replace`)."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


class Pending:
    """The engine's memo of the pending decision: the top step it belongs to, how many
    choices had been made, its options, and (built on first request) the Decision."""

    __slots__ = ("choices_made", "decision", "options", "step")

    def __init__(self, step: Step, choices_made: int, options: list[Any]) -> None:
        self.step = step
        self.choices_made = choices_made
        self.options = options
        self.decision: Any = None


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
    # Sealed answers of a simultaneous choice (core.sealed): never shown raw in a view.
    sealed: dict[int, str] = field(default_factory=dict)
    # The engine's memo of the pending decision (never pickled, never compared).
    pending: Pending | None = field(default=None, repr=False, compare=False)
    # No log kept (`say` does nothing): set by `simulate` only when no seat reads a view,
    # so nobody could read the log. Rules never read the log, so results do not change.
    quiet: bool = field(default=False, repr=False, compare=False)

    def __getstate__(self) -> dict[str, Any]:
        out = dict(self.__dict__)
        out["pending"] = None  # a memo: a copy or a save finds its decision again
        return out

    def name(self, seat: int) -> str:
        """A seat's player name, for the log."""
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.winners is not None

    def say(self, text: str, seats: tuple[int, ...] | None = None) -> None:
        """Append a line to the log, public or visible to `seats` only (unless quiet)."""
        if not self.quiet:
            self.log.append(LogEntry(text, seats, self.turn))

    def push(self, *steps: Step) -> None:
        """Open sequences so that the first given runs first."""
        if len(steps) == 1:
            self.stack.append(steps[0])
        else:
            self.stack.extend(reversed(steps))

    def end(self, winners: list[int], reason: str) -> None:
        """End the game with these winners (empty: a draw) and why."""
        self.winners = list(winners)
        self.end_reason = reason
        self.stack.clear()

    def clone(self: S) -> S:
        """A deep, independent copy. This default is a pickle round trip; a game's state
        overrides it with a hand-written copy (`copy_base` and its own zones), many times
        faster, because bots clone thousands of times per move."""
        return pickle.loads(pickle.dumps(self, pickle.HIGHEST_PROTOCOL))

    def copy_base(self: S) -> S:
        """A shallow copy with every field of the base copied deeply (RNG, stack, log,
        winners, names); the subclass then copies its own mutable fields."""
        new = shallow(self)
        # seeded with 0, not from the OS (a third of a clone's time), then given the state
        rng = random.Random.__new__(random.Random, 0)
        rng.setstate(self.rng.getstate())
        new.rng = rng
        new.stack = [st.copy() for st in self.stack]
        new.log = list(self.log)
        new.winners = None if self.winners is None else list(self.winners)
        new.names = list(self.names)
        new.sealed = dict(self.sealed)
        new.pending = None
        return new


S = TypeVar("S", bound=BaseState)


def clone(state: S) -> S:
    """A deep, independent copy of a state (RNG included)."""
    return state.clone()
