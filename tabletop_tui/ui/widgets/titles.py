"""The title on a player's area, the same in every game: "★ Ann (you) · Demons · to move"
for the seat deciding now, "Bob · their turn" for the seat whose turn it is."""

from __future__ import annotations

from collections.abc import Sequence

from textual.content import Content


def seat_title(
    name: str,
    *,
    you: bool = False,
    deciding: bool = False,
    their_turn: bool = False,
    details: Sequence[str] = (),
) -> Content:
    """A player's area title: the name (plain text, never markup), "(you)" for the seat at
    the keyboard, any details ("Demons"), and who is to move (★)."""
    label = " · ".join([name + (" (you)" if you else ""), *details])
    if deciding:
        return Content(f"★ {label} · to move")
    if their_turn:  # (yours, not "their", at the keyboard's own seat)
        return Content(f"{label} · {'your' if you else 'their'} turn")
    return Content(label)
