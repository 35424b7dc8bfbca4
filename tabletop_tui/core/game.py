"""The API every game implements (OpenSpiel's Game/State split, with TAG's sequence stack)."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from tabletop_tui.core.decision import Option
from tabletop_tui.core.info import GameInfo, OptionSpec  # noqa: F401  (the menu's part)
from tabletop_tui.core.log import is_routine_draw, is_turn_header
from tabletop_tui.core.state import BaseState, Step
from tabletop_tui.core.zones import OWNER, Zone

S = TypeVar("S", bound=BaseState)


@dataclass
class Result:
    """How a finished game ended: winners (empty for a draw), why, and a score table."""

    winners: list[int]
    reason: str
    columns: list[str] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)


WIN, LOSS = 1000.0, -1000.0


def outcome_value(state: BaseState, seat: int) -> float | None:
    """For a finished game, what it is worth to `seat` (win, loss, or 0 for a draw); None
    while it goes on. Every game's evaluation starts here."""
    if state.winners is None:
        return None
    if seat in state.winners:
        return WIN
    return LOSS if state.winners else 0.0


class StepHandler(Generic[S]):
    """Owns one kind of open sequence: its options (None: automatic) and what a choice does.

    The engine pops the step before calling `resolve`/`run`; a handler that needs
    more choices pushes a follow-up step (possibly itself with updated data).
    """

    prompt: str = ""

    def options(self, game: Any, state: S, step: Step) -> list[Option] | None:
        """The legal options, or None when the step runs by itself."""
        return None

    def resolve(self, game: Any, state: S, step: Step, option: Option) -> None:
        """Carry out the chosen option."""

    def run(self, game: Any, state: S, step: Step) -> None:
        """Carry out an automatic step (or one whose chooser has no legal option)."""

    def describe(self, game: Any, state: S, step: Step) -> str:
        """The prompt shown with the decision."""
        return self.prompt


class OnlyAnswer(StepHandler[S]):
    """A step whose question is not put when it has only one answer: that answer is given
    by itself, as if chosen (where a game does this, its rulings say so). A handler
    defines `asked` (the question, None or empty when there is none) and `alone` (what
    the step does with no question at all)."""

    def asked(self, game: Any, state: S, step: Step) -> list[Option] | None:
        """The options the step would put to its seat."""
        return None

    def alone(self, game: Any, state: S, step: Step) -> None:
        """Carry out the step when there is nothing to ask."""

    def options(self, game: Any, state: S, step: Step) -> list[Option] | None:
        asked = self.asked(game, state, step)
        return None if asked is not None and len(asked) == 1 else asked

    def run(self, game: Any, state: S, step: Step) -> None:
        asked = self.asked(game, state, step)
        if asked is not None and len(asked) == 1:
            self.resolve(game, state, step, asked[0])
        else:
            self.alone(game, state, step)


class CardCollection(Protocol):
    """What the core needs of a game's loaded cards: one entry per physical card."""

    instances: Mapping[str, Any]


class Game(ABC, Generic[S]):
    """One card game's rules. Instances hold the loaded card data; states hold everything else.

    The contract beyond the abstract methods: `handlers` maps every step kind the game
    pushes to its handler; a step's data may carry two keys the engine reads itself,
    `"context"` (card ids the screen shows beside the decision) and `"private"` (False when
    answering shows no hidden card of the decider, so no hot-seat curtain is needed;
    default True). See `core.state.Step`.
    """

    info: GameInfo
    handlers: dict[str, StepHandler[S]]

    def __init__(self, cards: CardCollection) -> None:
        self.cards = cards

    def card_count(self) -> int:
        """How many physical cards the loaded data holds (`validate` reports it)."""
        return len(self.cards.instances)

    def record_extra(self, state: S, extra: dict[str, list[float]], order: list[int]) -> None:
        """Add game-specific figures of a finished game to `simulate --json`'s `extra`
        (each key a list of one number per game; `order[i]` is the listed seat of table
        seat i). Nothing by default."""

    @abstractmethod
    def new_state(
        self, players: int, seed: int, options: dict[str, Any], names: list[str] | None = None
    ) -> S:
        """A fresh game, set up as the rulebook says, ready at its first decision."""

    @abstractmethod
    def begin_turn(self, state: S) -> None:
        """Push the steps of the next turn (called when the stack is empty)."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """What `seat` may know (None: a spectator): plain, JSON-ready data."""

    @abstractmethod
    def determinize(self, view: dict[str, Any], seat: int, rng: random.Random) -> S:
        """A full state consistent with `view`, its hidden cards sampled with `rng`."""

    @abstractmethod
    def evaluate(self, state: S, seat: int) -> float:
        """How good the state is for `seat` (higher is better), for bots."""

    @abstractmethod
    def result(self, state: S) -> Result:
        """The outcome of a finished game."""

    def zones(self, state: S) -> list[Zone]:
        """Every zone of the table with who may see it (core.zones): the one declaration
        that views, determinization and the property tests derive from. Games that have
        not declared theirs yet raise NotImplementedError."""
        raise NotImplementedError(f"{self.info.id} declares no zones")

    def held(self, state: S, seat: int) -> int:
        """How many cards `seat` holds in its own hidden zones (0 if the game declares no
        zones). A game may count them without listing its zones (bots ask this for every
        position they judge); the result must be the same."""
        try:
            zones = self.zones(state)
        except NotImplementedError:
            return 0
        return sum(len(z.cards) for z in zones if z.seen_by == OWNER and z.owner == seat)

    def check_end(self, state: S) -> None:
        """Called after every step: end the game if a victory condition now holds."""

    def is_loss(self, state: S) -> bool:
        """A finished game lost by every seat (a solitaire), not a draw."""
        return False

    def hint(self, view: dict[str, Any], decision: Any, rng: random.Random) -> str | None:
        """A greedy bot's choice where one ply of lookahead says nothing (None: look ahead)."""
        return None

    def may_hint(self, decision: Any) -> bool:
        """Whether `hint` can answer this decision at all (False: it returns None for it).
        A search's play-outs build a view for `hint` only where this is True."""
        return True

    def names_of(self, state: S, seat: int) -> list[str]:
        """The names the log gives to what `seat` controls in the open (Possession's Victims,
        In Nomine's personas): a line naming one of them touches that seat."""
        return []

    def moment(self, state: S) -> str:
        """Where a match stands, in the game's own words, for the menu's Continue ("turn
        3"; "" during the set-up before the first)."""
        return f"turn {state.turn}" if state.turn else ""

    def is_header(self, text: str) -> bool:
        """Whether a log line only marks where a turn (or round) begins: it names whose turn
        it is, but tells nobody that anything happened to them."""
        return is_turn_header(text)

    def is_routine(self, text: str) -> bool:
        """Whether a public log line tells another player's routine (a plain draw, a phase
        ended), which a "since your last move" summary leaves to the log."""
        return is_routine_draw(text)

    def seat_names_default(self, players: int) -> list[str]:
        """Default seat names."""
        return [f"Player {i + 1}" for i in range(players)]

    def card_label(self, card_id: str) -> str:
        """A short name for a card instance."""
        return card_id

    def why_illegal(self, state: S, key: str) -> str:
        """Why `key` is not a legal choice now (games refine this)."""
        return f"'{key}' is not one of the choices open now"

    def check_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """Fill defaults and validate option values; raise ValueError with one clear line."""
        out: dict[str, Any] = {}
        known = {spec.key: spec for spec in self.info.options}
        for key in options:
            if key not in known:
                names = ", ".join(known) or "none"
                raise ValueError(f"unknown option '{key}' for {self.info.id} (options: {names})")
        for spec in self.info.options:
            value = options.get(spec.key, spec.default)
            wanted = spec.value_type
            if isinstance(value, str) and wanted is not str:
                try:
                    value = wanted(value)
                except ValueError:
                    raise ValueError(
                        f"option {spec.key} must be {wanted.__name__}, got '{value}'"
                    ) from None
            if spec.choices and value not in spec.choices:
                allowed = ", ".join(str(c) for c in spec.choices)
                raise ValueError(f"option {spec.key} must be one of {allowed}, got '{value}'")
            out[spec.key] = value
        return out
