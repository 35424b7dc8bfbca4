"""Cards drawn as one-line chips, as many to a row as fit whole (names are never cut)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text

from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.card_row import CardRow

CHIP_EDGES = 3  # a chip's padding (one each side) and the gap after it


class ChipGrid(CardRow):
    """A grid of chips whose columns are as wide as the widest chip: fewer columns on a
    narrow table, more rows, and every name whole (a name wider than the row itself ends
    in "…")."""

    DEFAULT_CSS = """
    ChipGrid { layout: grid; grid-size: 1; grid-rows: 1; height: auto; }
    """

    def show_cards(
        self,
        card_ids: Sequence[str],
        make: Callable[[str, str], CardWidget],
        classes_of: Callable[[str], str] = lambda _: "",
        look: object = None,
    ) -> None:
        super().show_cards(card_ids, make, classes_of, look)
        self.fit()

    _widest = 0  # the column width last set

    def on_resize(self) -> None:
        self.fit()

    def widest(self) -> int:
        """The width a column needs for the widest chip shown."""
        widths = [
            c.content.cell_len if isinstance(c.content, Text) else len(str(c.content))
            for c in self.cards
        ]
        return max(widths, default=0) + CHIP_EDGES

    def fit(self) -> None:
        """As many columns as chips of the widest's width fit across."""
        room = self.content_region.width
        if not room or not self.cards:
            return
        widest = self.widest()
        columns = max(1, min(len(self.cards), room // widest))
        if (self.styles.grid_size_columns, self._widest) != (columns, widest):
            self._widest = widest
            self.styles.grid_size_columns = columns
            self.styles.grid_columns = str(min(widest, room))  # left to right, not spread
