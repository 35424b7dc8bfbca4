"""One line at the top of a table: whose turn it is and what to do."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from tabletop_tui.ui.widgets.repaint import put, set_classes


class StatusBar(Static):
    """Says whose turn it is; highlighted when the displayed player must act."""

    DEFAULT_CSS = """
    StatusBar {
        dock: top;
        height: 1;
        padding: 0 1;
        text-wrap: nowrap;
        text-overflow: ellipsis;  /* cut short with "…": the decision panel has it in full */
        background: $panel;
        color: $foreground;
        &.-your-turn { background: $success 40%; text-style: bold; }
        &.-waiting { color: $text-muted; }
        &.-over { background: $warning 40%; text-style: bold; }
    }
    """

    def say(self, text: str, state: str = "") -> None:
        """Show `text`; `state` is "your-turn", "waiting", "over" or "" (a class)."""
        put(self, Text(text), layout=False)  # one line, always: its size never changes
        set_classes((self, state == name, f"-{name}") for name in ("your-turn", "waiting", "over"))
