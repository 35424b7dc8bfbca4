"""An option's row: its key in a column of its own, the label wrapped beside it."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.style import Style
from rich.text import Text

KEY_WIDTH = 2  # the key and a space


class KeyedLabel:
    """Draws as a two-column `Table.grid` would (the key bold in KEY_WIDTH columns, the
    label folded into the rest, so a long label wraps under itself, not under the key),
    segment for segment, at a third of the cost: an option list draws every row again
    each time the options change."""

    def __init__(self, key: str, label: str) -> None:
        self.key = Segment(key.ljust(KEY_WIDTH)[:KEY_WIDTH], Style(bold=True))
        self.label = Text(label)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        inner = options.update(
            width=max(1, options.max_width - KEY_WIDTH), overflow="fold", height=None
        )
        under_key = Segment(" " * KEY_WIDTH, Style())
        for n, line in enumerate(console.render_lines(self.label, inner, pad=True)):
            yield under_key if n else self.key
            yield from line
            yield Segment.line()

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        inner = options.update_width(max(1, options.max_width - KEY_WIDTH))
        label = Measurement.get(console, inner, self.label)
        return Measurement(label.minimum + KEY_WIDTH, label.maximum + KEY_WIDTH).clamp(
            None, options.max_width
        )
