"""Items of text run together with " · " into as few lines as the width holds: a short
screen's summary of what does not fit as boxes (the piles, another player)."""

from __future__ import annotations

from rich.text import Text
from textual.app import RenderResult
from textual.geometry import Size
from textual.widget import Widget


def packed(items: list[Text], width: int) -> Text:
    """The items joined by " · ", a line holding as many whole items as fit in `width`
    (never a line that starts or ends with the dot)."""
    lines: list[Text] = []
    for item in items:
        if lines and lines[-1].cell_len + 3 + item.cell_len <= width:
            lines[-1].append(" · ", style="dim")
            lines[-1].append_text(item)
        else:
            lines.append(Text.assemble(item))  # (its own style stays its own)
    return Text("\n").join(lines)


class PackedLine(Widget):
    """Items packed into lines at the width it is measured and drawn at (so its first
    frame is already packed for its place)."""

    DEFAULT_CSS = """
    PackedLine { height: auto; }
    """

    items: list[Text] = []

    def show(self, items: list[Text]) -> None:
        """Show these items (each is kept whole on one line where it fits)."""
        if [i.markup for i in items] == [i.markup for i in self.items]:
            return  # as shown: no layout
        self.items = items
        self.refresh(layout=True)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(packed(self.items, width).plain.split("\n")) if self.items else 0

    def render(self) -> RenderResult:
        return packed(self.items, self.content_region.width)
