"""A game in progress with its seats and choice log: what screens, bots and saves work on."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision
from tabletop_tui.core.game import Game
from tabletop_tui.core.log import LogEntry, log_for
from tabletop_tui.core.registry import load_game
from tabletop_tui.core.state import BaseState

SEAT_KINDS = ("human", "random", "greedy")


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a human or a bot kind, and a name."""

    kind: str
    name: str

    @property
    def is_human(self) -> bool:
        """Whether a person answers this seat's decisions."""
        return self.kind == "human"


class Match:
    """One game: rules, state, seats, options, seed and the log of choices that led here."""

    def __init__(
        self,
        game: Game[Any],
        seats: list[Seat],
        seed: int,
        options: dict[str, Any],
        cards_dir: Path | None = None,
    ) -> None:
        if not game.info.min_players <= len(seats) <= game.info.max_players:
            raise ValueError(f"{game.info.name} takes {game.info.seats_text()}, got {len(seats)}")
        self.game = game
        self.seats = seats
        self.seed = seed
        self.options = game.check_options(len(seats), options)
        self.cards_dir = cards_dir
        self.choices: list[str] = []
        self.state: BaseState = game.new_state(
            len(seats), seed, self.options, [s.name for s in seats]
        )
        engine.advance(game, self.state)

    @classmethod
    def start(
        cls,
        game_id: str,
        seats: list[Seat],
        seed: int,
        options: dict[str, Any] | None = None,
        cards_dir: Path | None = None,
    ) -> Match:
        """Load a game's cards and set up a new match."""
        return cls(load_game(game_id, cards_dir), seats, seed, options or {}, cards_dir)

    @property
    def game_id(self) -> str:
        """The registry id of the game."""
        return self.game.info.id

    @property
    def turn(self) -> int:
        """The number of the turn in progress."""
        return self.state.turn

    @property
    def current(self) -> int:
        """The seat whose turn it is."""
        return self.state.current

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.state.over

    def decision(self) -> Decision | None:
        """The pending decision (None once the game is over)."""
        return engine.decision(self.game, self.state)

    def choose(self, key: str) -> None:
        """Answer the pending decision; an illegal key raises IllegalChoice and changes nothing."""
        engine.apply(self.game, self.state, key)
        self.choices.append(key)

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see."""
        return self.game.view(self.state, seat)

    def log(self, seat: int | None) -> list[LogEntry]:
        """The log lines `seat` may read."""
        return log_for(self.state.log, seat)

    def name(self, seat: int) -> str:
        """A seat's name."""
        return self.seats[seat].name

    @property
    def humans(self) -> list[int]:
        """The seats people play."""
        return [i for i, s in enumerate(self.seats) if s.is_human]
