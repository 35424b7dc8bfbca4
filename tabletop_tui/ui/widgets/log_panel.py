"""The game log, as the displayed seat may read it; it follows the newest line."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from functools import partial
from typing import Self

from rich.cells import cell_len
from rich.padding import Padding
from rich.style import Style
from rich.text import Text
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widgets import RichLog

from tabletop_tui.core.log import LogEntry, is_turn_header
from tabletop_tui.ui.widgets.whole_frame import after_frame

# When the log starts over (a new reader, a new width) only the latest lines are written again.
REWRITE = 150
LEGEND_EDGES = 6  # the corners and the rule and space each side of the legend


class LogPanel(RichLog):
    """Appends new log lines; starts over when the reader (seat) changes. It takes no focus
    (Tab goes from the options to the cards; [ and ] page it, and the mouse wheel)."""

    can_focus = False

    _appending = False  # while new lines are written (they mark only their rows)

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
        # where each entry written begins (a line of the log), from entry `_first` on: a
        # resize keeps the entry at the top in sight
        self._first = 0
        self._starts: list[int] = []
        self._following = True  # showing the newest line (as of the last size change)
        self.legends: tuple[str, ...] = ()  # the table's signs, longest first (see show_legend)

    def render_lines(self, crop: Region) -> list[Strip]:
        # RichLog works out the log's style and width again for every line it draws (a
        # walk up the whole screen each): once per repaint is enough.
        self._painting = (self.rich_style, self.scrollable_content_region.width)
        try:
            return super().render_lines(crop)
        finally:
            self._painting = None

    def refresh(
        self, *regions: Region, repaint: bool = True, layout: bool = False, recompose: bool = False
    ) -> Self:
        # A line written makes the log longer, and Textual marks the whole log to be drawn
        # again for that; only the rows that show new lines need it (`show_entries`).
        if self._appending and not regions and layout and not recompose:
            return super().refresh(layout=True, repaint=False)
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        # A scroll marks every line of the log to be drawn again, though all but the new
        # lines at the bottom are only moved up: the lines drawn before are moved with it.
        cache = self._styles_cache
        unmarked = {y: strip for y, strip in cache._cache.items() if y not in cache._dirty_lines}
        super().watch_scroll_y(old_value, new_value)
        shift = round(new_value) - round(old_value)
        if shift:
            self._move_drawn(unmarked, shift)

    def _move_drawn(self, unmarked: dict[int, Strip], shift: int) -> None:
        """Keep the rows inside the border that a scroll by `shift` only moves: `unmarked`
        were drawn and still right when the scroll began (the rows of lines written since
        are marked: `show_entries`). The rest are drawn again."""
        cache = self._styles_cache
        first = self.styles.gutter.top
        end = first + self.size.height  # (size: the rows inside the border)
        for row in range(first, end):
            source = row + shift
            strip = unmarked.get(source)
            if first <= source < end and strip is not None:
                cache._cache[row] = strip
                cache._dirty_lines.discard(row)
                continue
            cache._cache.pop(row, None)
            cache._dirty_lines.add(row)

    def render_line(self, y: int) -> Strip:
        if self._painting is None:
            return super().render_line(y)
        style, width = self._painting
        scroll_x, scroll_y = self.scroll_offset
        return self._render_line(scroll_y + y, scroll_x, width).apply_style(style)

    @property
    def entries(self) -> list[LogEntry]:
        """The lines the panel shows now (the help's Log tab shows the same: a frame of a
        move being followed is drawn for nobody while the last person is still the table's
        shown seat, and the tab built for that seat listed their draws)."""
        return self._entries

    def show_entries(self, entries: Sequence[LogEntry], reader: int | None) -> None:
        """Show `entries` (the log `reader` may read), appending only what is new."""
        if reader != self._reader or len(entries) < self._shown:
            self.clear()
            self._reader, self._shown = reader, max(0, len(entries) - REWRITE)
            self._first, self._starts = self._shown, []
        held = len(self.lines)
        self._appending = True
        try:
            for entry in entries[self._shown :]:
                self._starts.append(len(self.lines))
                self.write(self._line(entry), scroll_end=False)
        finally:
            self._appending = False
        # the rows that show the new lines, if any is in sight (a log not yet full)
        top, bottom = held - round(self.scroll_y), len(self.lines) - round(self.scroll_y)
        bottom = min(bottom, self.scrollable_content_region.height)
        if bottom > top:
            self.refresh(Region(0, top, self.size.width, bottom - top))
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
        if size.width != self._width:
            self._following = at_end
        changed = super()._size_updated(size, virtual_size, container_size, layout)
        if changed and at_end and self.scroll_y < self.max_scroll_y:
            self.scroll_end(animate=False, immediate=True, x_axis=False)
        return changed

    def show_legend(self, *legends: str) -> None:
        """The table's signs on the bottom edge: the longest of `legends` that fits whole."""
        self.legends = tuple(legend for legend in legends if legend)
        self._fit_legend()

    def _fit_legend(self) -> None:
        room = self.outer_size.width - LEGEND_EDGES
        fits = [legend for legend in self.legends if cell_len(legend) <= room]
        legend = fits[0] if fits else (self.legends[-1] if self.legends else None)
        if self.border_subtitle != legend:
            self.border_subtitle = legend

    def on_resize(self) -> None:
        self._fit_legend()
        # RichLog wraps lines when they are written: wrap them again at the new width.
        # A reader paged back keeps the entry at the top of the log there; else the newest.
        if self.size.width == self._width:
            return
        self._width = self.size.width
        # (RichLog's own handler runs after this one and would write the lines put off
        # until the log had a size: they are all written here, at the size now known)
        self._size_known = self._size_known or self._width > 0
        top = self._top_entry() if not self._following else None
        self.clear()
        self._first = max(0, len(self._entries) - REWRITE)
        self._starts = []
        for entry in self._entries[self._first :]:
            self._starts.append(len(self.lines))
            self.write(self._line(entry), scroll_end=False)
        if top is None or top < self._first or not self.lines:
            self.call_after_refresh(self.scroll_end, animate=False)  # the newest in sight
            return
        line = self._starts[top - self._first]
        self.call_after_refresh(self.scroll_to, y=line, animate=False)

    def _top_entry(self) -> int | None:
        """The entry whose line is at the top of the log's view (None: not known)."""
        starts = self._starts
        known = all(a < b for a, b in zip(starts, starts[1:], strict=False))
        if not starts or starts[-1] >= len(self.lines) or not known:
            return None  # written before the log had a size: no lines to go by
        return self._first + max(0, bisect_right(self._starts, round(self.scroll_y)) - 1)

    @staticmethod
    def _line(entry: LogEntry) -> Text | Padding:
        if is_turn_header(entry.text):
            return Text(entry.text, style="bold")
        style = "italic" if entry.seats is not None else ""
        # indented as a whole, so a line that wraps goes on under itself, not under "Turn"
        return Padding(Text(entry.text, style=style), (0, 0, 0, 2))
