"""Following the pace: what happened to a person since their last move (a few lines at the
top of their next decision), and watch mode's pause, one move at a time, and whose hand to
show (every seat is a bot, so no hand is secret from the watcher)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rich.text import Text

from tabletop_tui.core.log import LogEntry
from tabletop_tui.core.match import Match

SHOWN_LINES = 3  # the newest lines about you, in the summary


def about(entry: LogEntry, seat: int, name: str) -> bool:
    """Whether a log line touches `seat`: told to it alone, or naming it."""
    if entry.text.startswith("Turn "):
        return False
    if entry.seats is not None:
        return seat in entry.seats
    return name in entry.text


def since_text(news: Sequence[LogEntry], seat: int, name: str) -> Text | None:
    """ "Since your last move (9 lines in the log):" and the newest lines about you."""
    lines = [e for e in news if not e.text.startswith("Turn ")]
    if not lines:
        return None
    mine = [e for e in lines if about(e, seat, name)]
    head = f"Since your last move ({len(lines)} line{'s' if len(lines) != 1 else ''} in the log)"
    text = Text(head + (":" if mine else "; none about you."), style="bold")
    if len(mine) > SHOWN_LINES:
        text.append(f"\n… {len(mine) - SHOWN_LINES} more about you", style="dim")
    for entry in mine[-SHOWN_LINES:]:
        text.append(f"\n• {entry.text}", style="italic" if entry.seats else "")
    return text


@dataclass
class Pace:
    """Where each person stopped reading, and watch mode's controls."""

    read_upto: dict[int, int] = field(default_factory=dict)  # log length at their last move
    paused: bool = False
    steps: int = 0  # moves to make while paused (n)
    thinking: bool = False  # a bot is choosing now

    kept: dict[int, Text] = field(default_factory=dict)  # the summary a person last saw

    def news(self, log: Sequence[LogEntry], seat: int) -> Sequence[LogEntry]:
        """The log lines `seat` has not had a decision since (none before its first move)."""
        start = self.read_upto.get(seat)
        return [] if start is None else log[start:]

    def since(self, match: Match, seat: int) -> Text | None:
        """The summary for `seat`'s decision now: fresh after others moved; while the same
        person goes on choosing (nobody else in between), the one they saw first."""
        fresh = since_text(self.news(match.log(seat), seat), seat, match.name(seat))
        marks = match.marks or []
        if marks and marks[-1].seat == seat and match.choices:
            return self.kept.get(seat)  # their own last move: keep the summary in view
        if fresh is None:
            self.kept.pop(seat, None)
        else:
            self.kept[seat] = fresh
        return fresh

    def may_move(self) -> bool:
        """Whether a bot may take its move now (not paused, or a step asked for)."""
        if not self.paused:
            return True
        if self.steps:
            self.steps -= 1
            return True
        return False


def next_shown(shown: int | None, players: int) -> int | None:
    """v in watch mode: nobody's hand, then each seat's in turn, then nobody's again."""
    if shown is None:
        return 0
    return shown + 1 if shown + 1 < players else None
