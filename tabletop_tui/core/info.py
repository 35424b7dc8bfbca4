"""What the menu, setup and `list` know of a game before loading it: its name, player
counts, pitch and variants (no rules, no cards: the menu imports only this)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class OptionSpec:
    """A game variant a player may set: `--option key=value`."""

    key: str
    help: str
    default: Any
    choices: tuple[Any, ...] = ()
    kind: type | None = None  # the value's type; None: the default's type (int, str, ...)
    label: str = ""  # how the setup screen names it (default: the key, capitalised)
    hot_seat: Any = None  # the value proposed when two or more seats are people (None: default)
    # how the setup screen words a value, where the value itself is a code ("all_or_nothing")
    words: tuple[tuple[Any, str], ...] = ()

    def proposed(self, people: int) -> Any:
        """The value set up unless the player says otherwise, for `people` human seats."""
        return self.hot_seat if self.hot_seat is not None and people >= 2 else self.default

    @property
    def value_type(self) -> type:
        """What a value typed on the command line is converted to."""
        return self.kind if self.kind is not None else type(self.default)

    def word(self, value: Any) -> str:
        """A value as the setup screen shows it."""
        return dict(self.words).get(value, str(value))

    @property
    def title(self) -> str:
        return self.label or self.key.replace("_", " ").capitalize()


@dataclass(frozen=True)
class GameInfo:
    """What the menu and `list` show of a game."""

    id: str
    name: str
    min_players: int
    max_players: int
    pitch: str
    options: tuple[OptionSpec, ...] = ()

    @property
    def players_text(self) -> str:
        """ "2 players" or "2-4 players"."""
        if self.min_players == self.max_players:
            return f"{self.min_players} players"
        return f"{self.min_players}-{self.max_players} players"

    def seats_text(self) -> str:
        """ "2 seats" or "2 to 4 seats"."""
        if self.min_players == self.max_players:
            return f"{self.min_players} seats"
        return f"{self.min_players} to {self.max_players} seats"

    @property
    def usual_players(self) -> int:
        """The player count a new game starts with: two where two are allowed (Possession's
        one-player solitaire is a choice, not the default)."""
        return max(self.min_players, min(2, self.max_players))
