"""A game in progress with its seats and choice log: what screens, bots and saves work on."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop_tui.core import engine, undo
from tabletop_tui.core.decision import Decision
from tabletop_tui.core.game import Game
from tabletop_tui.core.log import LogEntry, log_for
from tabletop_tui.core.registry import load_game
from tabletop_tui.core.saveformat import SEAT_KINDS, is_seat_kind  # noqa: F401 (re-exported)
from tabletop_tui.core.state import BaseState


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
        *,
        quiet: bool = False,
    ) -> None:
        """`quiet`: keep no log (BaseState.quiet), from the first turn on; for bots' games
        where no seat reads a view (simulate)."""
        if not game.info.min_players <= len(seats) <= game.info.max_players:
            raise ValueError(f"{game.info.name} takes {game.info.seats_text()}, got {len(seats)}")
        self.game = game
        self.seats = seats
        self.seed = seed
        self.options = game.check_options(len(seats), options)
        self.cards_dir = cards_dir
        self.choices: list[str] = []
        self.made_with: dict[str, str] | None = None  # its fingerprint, from its first save
        # The engine's undo marks, one per choice, once `track_undo` is called (bots' games
        # and simulations skip the cost); `_seen` is what each seat sees now.
        self.marks: list[undo.Mark] | None = None
        self._seen: list[frozenset[str]] | None = None
        self.state: BaseState = game.new_state(
            len(seats), seed, self.options, [s.name for s in seats]
        )
        self.state.quiet = quiet
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
        if self.marks is None:
            engine.apply(self.game, self.state, key)
        else:
            mark, self._seen = undo.apply_marked(self.game, self.state, key, self._seen)
            self.marks.append(mark)
        self.choices.append(key)

    def track_undo(self) -> None:
        """Mark every choice from now on for undo (the choices before it stay final)."""
        if self.marks is None:
            self.marks = [undo.Mark(-1, "made before undo was kept")] * len(self.choices)

    def undoable(self) -> int:
        """How many of its last choices the deciding seat may take back now (engine policy)."""
        return undo.takeback(self.marks or [], engine.deciding_seat(self.game, self.state))

    def why_no_undo(self) -> str:
        """Why the deciding seat can take nothing back now."""
        return undo.why_not(self.marks or [], engine.deciding_seat(self.game, self.state))

    def undo(self, count: int = 1) -> int:
        """Take back up to `count` of the deciding seat's last choices, as far as the policy
        allows, by replaying the log without them; returns how many were taken back."""
        count = min(count, self.undoable())
        if count <= 0 or self.marks is None:
            return 0
        keep = self.choices[:-count]
        self.state, self.choices = self.replayed(len(keep)), keep
        self.marks = self.marks[: len(keep)]
        self._seen = None
        return count

    def replayed(self, count: int) -> BaseState:
        """The table as it stood after the first `count` choices (replayed afresh)."""
        state = self.game.new_state(
            len(self.seats), self.seed, self.options, [s.name for s in self.seats]
        )
        engine.advance(self.game, state)
        for key in self.choices[:count]:
            engine.apply(self.game, state, key)
        return state

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
