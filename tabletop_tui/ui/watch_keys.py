"""Watch mode's keys (every seat a bot, so no hand is secret from the watcher): space
pauses, n makes one move, v chooses whose hand to show."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop_tui.core.match import Match
    from tabletop_tui.ui.watching import Pace


def next_shown(shown: int | None, players: int) -> int | None:
    """v in watch mode: nobody's hand, then each seat's in turn, then nobody's again."""
    if shown is None:
        return 0
    return shown + 1 if shown + 1 < players else None


class WatchKeys:
    """Watch mode's keys on the table (the GameScreen's): space, n and v."""

    if TYPE_CHECKING:  # what the table provides
        pace: Pace
        match: Match
        shown_seat: int | None

        def advance(self) -> None: ...
        def show_table(self) -> None: ...
        def notify(self, message: str, *, markup: bool = True) -> None: ...

    def action_pause(self) -> None:
        """Watch mode, space: stop before the next bot's move, or go on."""
        self.pace.paused = not self.pace.paused
        self.pace.steps = 0
        if not self.pace.paused and not self.pace.thinking:
            self.advance()
        elif self.pace.paused:
            self.notify("Paused: space goes on, n makes one move.", markup=False)

    def action_step(self) -> None:
        """Watch mode, n: one move, then stay paused."""
        self.pace.paused = True
        if not self.pace.thinking:  # (a bot thinking now makes that move)
            self.pace.steps = 1
            self.advance()

    def action_show_hands(self) -> None:
        """Watch mode, v: nobody's hand, then each bot's in turn."""
        self.shown_seat = next_shown(self.shown_seat, len(self.match.seats))
        self.show_table()
        whose = "nobody's" if self.shown_seat is None else f"{self.match.name(self.shown_seat)}'s"
        self.notify(f"Showing {whose} hand (v: the next)", markup=False)
