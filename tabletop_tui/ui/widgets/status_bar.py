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
        self.said: tuple[str, ...] = ("",)  # the whole line, then shorter forms

    def say(self, text: str, state: str = "", *shorter: str) -> None:
        """Show `text` (or the first of its `shorter` forms that fits, else the last) ;
        `state` is "your-turn", "waiting", "over" or "" (a class)."""
        self.said = (text, *shorter)
        self._fit()
        set_classes((self, state == name, f"-{name}") for name in ("your-turn", "waiting", "over"))

    def asks(self, who: str, what: str, brief: str = "") -> None:
        """ "Turn 3 · Your turn, Ann: recruit a persona, attach modifiers, …", or where that
        is too long its `brief` ("Turn 3 · Your turn, Ann: your Recruit phase"), or at last
        "Turn 3 · Your turn, Ann: the choices are on the right"."""
        briefly = (f"{who}: {brief}",) if brief else ()
        self.say(f"{who}: {what}", "your-turn", *briefly, f"{who}: the choices are on the right")

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        room = self.content_region.width
        fits = [form for form in self.said if not room or Text(form).cell_len <= room]
        line = fits[0] if fits else self.said[-1]
        put(self, Text(line), layout=False)  # one line, always: its size never changes
