"""People sharing one keyboard: when the table shows nobody's hand, and how the status line
names the person asked."""

from __future__ import annotations

from tabletop_tui.core.match import Match


def hide_while_bots_move(match: Match, shown: int | None) -> bool:
    """Whether the shown hand goes as a bot begins to move: with two people or more, the
    next may be at the screen already (a play-test saw a hand stay up for the 20 s a Hard
    bot thought, the next person waiting at the keyboard)."""
    return shown is not None and len(match.humans) > 1


def who_is_asked(match: Match, seat: int) -> str:
    """The status line's name for the person asked: "Your turn, Ann" on their turn, else
    their name (every change of person at a shared keyboard comes behind a curtain)."""
    name = match.name(seat)
    return f"Your turn, {name}" if seat == match.state.current else name
