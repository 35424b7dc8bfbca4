"""Below the smallest terminal a screen is drawn for, one line says how big it must be, in
place of a screen whose rows would be cut (the tables have their own: table_screen.py)."""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Static

from tabletop_tui.ui.widgets.repaint import set_class


class TooSmall(Static):
    """'Make the terminal at least W x H (it is w x h now).' The screen's CSS shows it, and
    hides the rest, while the screen has the class `-too-small`."""

    SCOPED_CSS = False  # its rule below looks at the screen's class
    DEFAULT_CSS = """
    TooSmall {
        display: none;
        width: 100%;
        height: 1fr;
        content-align: center middle;
        text-align: center;
        text-style: bold;
    }
    .-too-small TooSmall { display: block; }
    """

    def __init__(self) -> None:
        super().__init__(id="too-small", markup=False)


def guard_size(screen: Screen[object], least: tuple[int, int]) -> bool:
    """Give `screen` the class `-too-small` while the terminal is smaller than `least`, with
    its TooSmall saying so; True while it is."""
    width, height = screen.app.size
    small = width < least[0] or height < least[1]
    set_class(screen, small, "-too-small")
    if small:
        screen.query_one(TooSmall).update(
            f"Make the terminal at least {least[0]} x {least[1]} (it is {width} x {height} now)."
        )
    return small
