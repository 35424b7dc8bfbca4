"""The game log, as the displayed seat may read it; it follows the newest line."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import RichLog

from tabletop_tui.core.log import LogEntry


class LogPanel(RichLog):
    """Appends new log lines; starts over when the reader (seat) changes."""

    DEFAULT_CSS = """
    LogPanel {
        border: round $foreground 30%;
        border-title-color: $text-muted;
        background: $background;
        padding: 0 1;
        scrollbar-size-vertical: 1;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, auto_scroll=True)
        self.border_title = "Log"
        self._reader: object = object()
        self._shown = 0

    def show_entries(self, entries: Sequence[LogEntry], reader: int | None) -> None:
        """Show `entries` (the log `reader` may read), appending only what is new."""
        if reader != self._reader or len(entries) < self._shown:
            self.clear()
            self._reader, self._shown = reader, 0
        for entry in entries[self._shown :]:
            self.write(self._line(entry))
        self._shown = len(entries)

    @staticmethod
    def _line(entry: LogEntry) -> Text:
        if entry.text.startswith("Turn "):
            return Text(entry.text, style="bold")
        style = "italic" if entry.seats is not None else ""
        return Text("  " + entry.text, style=style)
