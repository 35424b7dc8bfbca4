"""Items of text run together with " · " into as few lines as the width holds: a short
screen's summary of what does not fit as boxes (the piles, another player)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from tabletop_tui.ui.widgets.repaint import put


class PackedLine(Static):
    """Items joined by " · ", a line holding as many whole items as fit (never a line that
    starts or ends with the dot), packed again at each new width."""

    DEFAULT_CSS = """
    PackedLine { height: auto; }
    """

    items: list[Text] = []

    def show(self, items: list[Text]) -> None:
        """Show these items (each is kept whole on one line where it fits)."""
        self.items = items
        self._pack()

    def on_resize(self) -> None:
        self._pack()

    def _pack(self) -> None:
        width = self.content_region.width or 44  # (before it is laid out: a guess)
        lines: list[Text] = []
        for item in self.items:
            if lines and lines[-1].cell_len + 3 + item.cell_len <= width:
                lines[-1].append(" · ", style="dim")
                lines[-1].append_text(item)
            else:
                lines.append(Text.assemble(item))  # (its own style stays its own)
        put(self, Text("\n").join(lines))
