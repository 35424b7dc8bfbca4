"""How a match is set up from the screens: seat kinds, default names, seed; no Textual here."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from tabletop_tui.bots import BOT_KINDS
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.registry import load_game

SEAT_CHOICES = ("human", *BOT_KINDS)
# How the setup screen names each kind of seat: a bot by how hard it plays (DESIGN: Easy
# is random, Normal greedy, Hard mcts).
LEVELS = {"random": "Easy", "greedy": "Normal", "mcts": "Hard"}
SEAT_LABELS = {"human": "Human", **LEVELS}


def default_name(kind: str, seat: int) -> str:
    """A seat's name when the player gives none: "Player 2", "Hard Bot 2"."""
    if kind == "human":
        return f"Player {seat + 1}"
    level = LEVELS.get(kind.partition(":")[0], kind.capitalize())
    return f"{level} Bot {seat + 1}"


def make_seats(kinds: list[str], names: list[str] | None = None) -> list[Seat]:
    """Seats from kinds, with the given names where not blank and default names elsewhere."""
    names = names or []
    seats = []
    for i, kind in enumerate(kinds):
        given = names[i].strip() if i < len(names) else ""
        seats.append(Seat(kind, given or default_name(kind, i)))
    return seats


def random_seed() -> int:
    """A fresh seed, chosen once per match and then kept in it (so saves replay)."""
    return random.SystemRandom().randrange(1, 10**9)


@dataclass(frozen=True)
class Session:
    """Everything needed to start (or restart) a match."""

    game_id: str
    seats: list[Seat]
    seed: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    cards_dir: Path | None = None

    def start(self) -> Match:
        """A new match; a missing seed is drawn now and fixed in the match."""
        seed = self.seed if self.seed is not None else random_seed()
        game = load_game(self.game_id, self.cards_dir)
        match = Match(game, list(self.seats), seed, dict(self.options), self.cards_dir)
        match.track_undo()
        return match

    def again(self) -> Session:
        """The same seats and options with a new random seed ("Play again")."""
        return replace(self, seed=None)

    @classmethod
    def of(cls, match: Match) -> Session:
        """The session a match was started from."""
        return cls(
            match.game_id, list(match.seats), match.seed, dict(match.options), match.cards_dir
        )
