"""The one decision API: every move in every game is a choice among enumerated options."""

from __future__ import annotations

from typing import NamedTuple


class Option(NamedTuple):
    """One legal choice: a stable key (what the choice log records), a label, the cards it names.

    A named tuple rather than a frozen dataclass: games build thousands of options per
    second of search, and a tuple is built three times faster."""

    key: str
    label: str
    cards: tuple[str, ...] = ()
    detail: str = ""


class Decision(NamedTuple):
    """The single pending decision of a game: who chooses, what is asked, and the legal options."""

    seat: int
    prompt: str
    options: tuple[Option, ...]
    kind: str = ""
    # Cards the screen should show as the context of the decision (e.g. the cards looked at).
    context: tuple[str, ...] = ()
    # Whether answering would show this seat's hidden cards (drives the hot-seat curtain).
    private: bool = True

    def option(self, key: str) -> Option | None:
        """The option with this key, if it is legal."""
        for opt in self.options:
            if opt.key == key:
                return opt
        return None


class IllegalChoice(ValueError):
    """A choice that is not among the pending decision's options; the state is untouched."""


class GameOver(RuntimeError):
    """A choice was made for a game that has already ended."""
