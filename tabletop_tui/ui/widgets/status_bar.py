"""One line at the top of a table: whose turn it is and what to do."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from tabletop_tui.ui.widgets.repaint import put, set_classes


class StatusBar(Static):
    """Says whose turn it is; highlighted when the displayed player must act.

    A line too long for the terminal is never cut mid-prompt: it gives way to its short form
    (who is to move, without what to do: the decision panel beside has the prompt whole)."""

    DEFAULT_CSS = """
    StatusBar {
        dock: top;
        height: 1;
        padding: 0 1;
        text-wrap: nowrap;
        text-overflow: ellipsis;  /* only if even the short form is too long */
        background: $panel;
        color: $foreground;
        &.-your-turn { background: $success 40%; text-style: bold; }
        &.-waiting { color: $text-muted; }
        &.-over { background: $warning 40%; text-style: bold; }
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.said: tuple[str, str] = ("", "")  # the whole line and its short form

    def say(self, text: str, state: str = "", short: str | None = None) -> None:
        """Show `text` (or `short` when the whole line does not fit); `state` is
        "your-turn", "waiting", "over" or "" (a class)."""
        self.said = (text, text if short is None else short)
        self._fit()
        set_classes((self, state == name, f"-{name}") for name in ("your-turn", "waiting", "over"))

    def asks(self, who: str, what: str) -> None:
        """ "Turn 3 · Your turn, Ann: play a card", or where that is too long, "Turn 3 · Your
        turn, Ann: the choices are on the right"."""
        self.say(f"{who}: {what}", "your-turn", short=f"{who}: the choices are on the right")

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        text, short = self.said
        room = self.content_region.width
        line = short if room and Text(text).cell_len > room else text
        put(self, Text(line), layout=False)  # one line, always: its size never changes
