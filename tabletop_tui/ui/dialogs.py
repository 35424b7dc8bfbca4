"""Small typed modal screens: the hot-seat curtain, yes/no confirmation, the news whole."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Static

if TYPE_CHECKING:
    from tabletop_tui.ui.news_text import Whole


class HandoffScreen(ModalScreen[None]):
    """The hot-seat curtain: hides the table until the next player says only they are looking."""

    DEFAULT_CSS = """
    HandoffScreen {
        align: center middle;
        background: $background;
        #curtain {
            width: 60; max-width: 100%; height: auto;
            border: heavy $accent; padding: 1 2; background: $surface;
        }
        #curtain Static { width: 100%; content-align: center middle; margin-bottom: 1; }
        #pass-to { text-style: bold; color: $accent; }
        #curtain #leave-hint { color: $text-muted; margin: 1 0 0 0; }
        #curtain Button { width: 100%; }
    }
    """

    BINDINGS = [Binding("enter", "ready", "I am ready"), Binding("q", "leave", "Menu")]

    def __init__(self, name: str, leave: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.player = name
        self.leave = leave  # the table's way back to the menu (it asks first)

    def compose(self) -> ComposeResult:
        with Vertical(id="curtain"):
            yield Static(f"Pass to {self.player}", id="pass-to", markup=False)
            yield Static(
                f"Press Enter when only {self.player} is looking at the screen.", markup=False
            )
            yield Button(Text(f"I am {self.player}: show my cards"), id="ready", variant="primary")
            if self.leave is not None:
                yield Static("q: leave for the menu", id="leave-hint", markup=False)

    @on(Button.Pressed, "#ready")
    def action_ready(self) -> None:
        """Lift the curtain."""
        self.dismiss(None)

    def action_leave(self) -> None:
        """q: the table's question whether to leave for the menu, asked over the curtain (the
        table stays hidden: a no comes back here)."""
        if self.leave is not None:
            self.leave()


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question: y/Enter says yes, n/Escape says no."""

    DEFAULT_CSS = """
    ConfirmScreen {
        align: center middle;
        #dialog {
            width: 56; max-width: 100%; height: auto;
            border: heavy $warning; padding: 1 2; background: $surface;
        }
        #question { width: 100%; margin-bottom: 1; }
        #buttons { height: auto; align-horizontal: center; }
        #buttons Button { margin: 0 1; }
    }
    """

    BINDINGS = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(self.question, id="question", markup=False)
            with Horizontal(id="buttons"):
                yield Button("Yes (y)", id="yes", variant="warning")
                yield Button("No (n)", id="no")
        yield Footer()  # its own keys over the table's, which do nothing while it is open

    def action_answer(self, yes: bool) -> None:
        """Close with the answer."""
        self.dismiss(yes)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")


class NewsScreen(ModalScreen[None]):
    """What happened since the person's last move, every line of it whole (n): at 80x24
    the summary over the options has room for a line or two."""

    DEFAULT_CSS = """
    NewsScreen {
        align: center middle;
        #news-box {
            width: 90; max-width: 100%; height: auto; max-height: 100%;
            border: heavy $accent; padding: 0 1; background: $surface;
        }
        #news-lines { width: 100%; height: auto; }
    }
    """

    BINDINGS = [Binding("escape,n,enter,q", "close", "Close")]

    def __init__(self, whole: Whole) -> None:
        super().__init__()
        self.whole = whole

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="news-box"):
            yield Static(self.whole.render(), id="news-lines")
        yield Footer()

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)
