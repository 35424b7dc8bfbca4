"""The game log: what happened, each line visible to everyone or to some seats only."""

from __future__ import annotations

import re
from typing import NamedTuple


class LogEntry(NamedTuple):
    """One line of the log. `seats` is None for a public line, else the seats that may read it.
    (A named tuple: every step writes lines, and a tuple is built three times faster than a
    frozen dataclass.)"""

    text: str
    seats: tuple[int, ...] | None = None
    turn: int = 0

    def visible_to(self, seat: int | None) -> bool:
        """Whether `seat` may read this line (seat None: an observer, public lines only)."""
        return self.seats is None or (seat is not None and seat in self.seats)


def log_for(entries: list[LogEntry], seat: int | None) -> list[LogEntry]:
    """The lines of the log that `seat` may read."""
    return [e for e in entries if e.visible_to(seat)]


# a player's plain draw ("Bob draws a Spell card.", "Bob draws 3 Heavenly Realm cards."):
# not a drawn Curse, which strikes, nor a draw that ends a line of more ("Bob casts three
# pairs (Eye, Flame, Skull) and draws 1 Summon.": a summary left those casts out)
ROUTINE_DRAW = re.compile(r"^(?:(?! and )[^:(])+ draws (?:a|an|\d+) (?![^:]*Curse)[^:]*\.$")


def is_routine_draw(text: str) -> bool:
    """Whether a line tells a plain draw: the games' default `Game.is_routine`."""
    return ROUTINE_DRAW.match(text) is not None


def is_turn_header(text: str) -> bool:
    """Whether a line opens a turn ("Turn 5: Ann."): the games' default `Game.is_header`."""
    return text.startswith("Turn ")
