"""The game log, as the displayed seat may read it; it follows the newest line."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from rich.padding import Padding
from rich.style import Style
from rich.text import Text
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widgets import RichLog

from tabletop_tui.core.log import LogEntry
from tabletop_tui.ui.widgets.whole_frame import after_frame

# When the log starts over (a new reader, a new width) only the latest lines are written again.
REWRITE = 150


class LogPanel(RichLog):
    """Appends new log lines; starts over when the reader (seat) changes."""

    DEFAULT_CSS = """
    LogPanel {
        border: round $foreground 30%;
        border-title-color: $text-muted;
        background: $background;
        padding: 0 1;
        scrollbar-size-vertical: 1;
        overflow-x: hidden;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, auto_scroll=True, min_width=20)
        self.border_title = "Log"
        self._reader: object = object()
        self._entries: list[LogEntry] = []
        self._shown = 0
        self._width = 0
        self._painting: tuple[Style, int] | None = None

    def render_lines(self, crop: Region) -> list[Strip]:
        # RichLog works out the log's style and width again for every line it draws (a
        # walk up the whole screen each): once per repaint is enough.
        self._painting = (self.rich_style, self.scrollable_content_region.width)
        try:
            return super().render_lines(crop)
        finally:
            self._painting = None

    def render_line(self, y: int) -> Strip:
        if self._painting is None:
            return super().render_line(y)
        style, width = self._painting
        scroll_x, scroll_y = self.scroll_offset
        return self._render_line(scroll_y + y, scroll_x, width).apply_style(style)

    def show_entries(self, entries: Sequence[LogEntry], reader: int | None) -> None:
        """Show `entries` (the log `reader` may read), appending only what is new."""
        if reader != self._reader or len(entries) < self._shown:
            self.clear()
            self._reader, self._shown = reader, max(0, len(entries) - REWRITE)
        for entry in entries[self._shown :]:
            self.write(self._line(entry), scroll_end=False)
        self._entries = list(entries)
        self._shown = len(entries)
        # At once, so the new lines show in the frame that draws the move (RichLog scrolls
        # after that frame: the log was drawn twice, the first time a line short); and
        # again after it, in case the move changed the log's height.
        if self.is_mounted and self.size:
            self.scroll_end(animate=False, immediate=True, x_axis=False)
        after_frame(self, partial(self.scroll_end, animate=False))

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        # Textual sets a widget's new size after laying the screen out and before drawing the
        # frame. A log that showed its newest line and changes height (the decision above it
        # grew) scrolls to its end here, so that frame shows the newest lines; its scroll was
        # reckoned from the old height, and corrected only a frame later.
        at_end = self.scroll_y >= self.max_scroll_y
        changed = super()._size_updated(size, virtual_size, container_size, layout)
        if changed and at_end and self.scroll_y < self.max_scroll_y:
            self.scroll_end(animate=False, immediate=True, x_axis=False)
        return changed

    def on_resize(self) -> None:
        # RichLog wraps lines when they are written: wrap them again at the new width.
        if self.size.width != self._width:
            self._width = self.size.width
            self.clear()
            for entry in self._entries[-REWRITE:]:
                self.write(self._line(entry))
            self.call_after_refresh(self.scroll_end, animate=False)  # the newest in sight

    @staticmethod
    def _line(entry: LogEntry) -> Text | Padding:
        if entry.text.startswith("Turn "):
            return Text(entry.text, style="bold")
        style = "italic" if entry.seats is not None else ""
        # indented as a whole, so a line that wraps goes on under itself, not under "Turn"
        return Padding(Text(entry.text, style=style), (0, 0, 0, 2))
