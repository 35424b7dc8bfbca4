"""Game over: who won and why, the score table, and what next."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, DataTable, Static

from tabletop_tui.core.game import Result
from tabletop_tui.ui.widgets.keys_footer import KeysFooter


def headline(result: Result, names: list[str]) -> str:
    """ "Ann wins", "Ann and Bob win", or "Draw"."""
    winners = [names[i] for i in result.winners]
    if not winners:
        return "Draw"
    if len(winners) == 1:
        return f"{winners[0]} wins"
    return f"{', '.join(winners[:-1])} and {winners[-1]} win"


class GameOverScreen(ModalScreen[str]):
    """Dismissed with "again" (same seats, new seed), "menu", or "table" (the final table
    and its log stay to be read; r brings the result back)."""

    DEFAULT_CSS = """
    GameOverScreen {
        align: center middle;
        #over {
            width: 84; max-width: 100%; height: auto; max-height: 100%;
            border: heavy $warning; padding: 1 2; background: $surface;
        }
        #headline { text-style: bold; color: $warning; width: 100%; content-align: center middle; }
        #reason { width: 100%; content-align: center middle; margin-bottom: 1; }
        DataTable { height: auto; max-height: 12; margin-bottom: 1; width: auto; }
        #buttons { height: auto; align-horizontal: center; }
        #buttons Button { margin: 0 1; }
    }
    """

    BINDINGS = [
        Binding("a", "close('again')", "Play again"),
        Binding("t,escape", "close('table')", "Table and log", key_display="t"),
        Binding("m", "close('menu')", "Menu"),
    ]

    def __init__(self, result: Result, names: list[str]) -> None:
        super().__init__()
        self.result = result
        self.names = names

    def compose(self) -> ComposeResult:
        with Vertical(id="over"):
            yield Static(headline(self.result, self.names), id="headline", markup=False)
            yield Static(self.result.reason, id="reason", markup=False)
            yield DataTable(cursor_type="none", zebra_stripes=True)
            with Horizontal(id="buttons"):
                yield Button("Play again (a)", id="again", variant="primary")
                yield Button("Table and log (t)", id="table")
                yield Button("Menu (m)", id="menu")
        yield KeysFooter()  # its own keys, not the table's

    def on_mount(self) -> None:
        found = self.query(DataTable)
        if not found:  # closed as soon as it was opened (a key that left the table came
            return  # first): its parts are gone by now
        table = found.first()
        table.add_columns(*self.result.columns)
        table.add_rows([[Text(cell) for cell in row] for row in self.result.rows])
        # as wide as the score table needs (a last column is never cut), 84 at least
        self.call_after_refresh(self._fit_table)
        self.query_one("#again", Button).focus()

    def _fit_table(self) -> None:
        found = self.query(DataTable)
        if found:  # (not closed meanwhile)
            table = found.first()
            width = max(table.virtual_size.width, self.table_width(table.cell_padding))
            self.query_one("#over").styles.width = max(84, width + 8)

    def table_width(self, padding: int) -> int:
        """The columns the score table needs, from its cells (the table's own measure may
        not be made yet: a Daemon card's name at the end was cut, "Vashkarre, Thi")."""
        cells = [self.result.columns, *self.result.rows]
        widths = [max(cell_len(str(row[n])) for row in cells) for n in range(len(cells[0]))]
        return sum(w + 2 * padding for w in widths)

    def action_close(self, choice: str) -> None:
        """Close with what the player chose."""
        self.dismiss(choice)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "menu")
