"""A face-down pile with its caption under it ("Spell deck", "Summons"): a card back that
shows how many cards it holds, for any game's table."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from tabletop_tui.ui.widgets.card import CardBack


class Pile(Vertical):
    """A face-down pile and its caption; `show_count` says how many cards it holds. A game
    sets its width in its own stylesheet (12 columns unless told)."""

    DEFAULT_CSS = """
    Pile { width: 12; height: auto; margin-right: 1; }
    Pile > CardBack { width: 100%; }
    Pile > Static { width: 100%; content-align: center top; color: $text-muted; }
    """

    def __init__(self, caption: str, *, id: str | None = None, classes: str = "") -> None:
        super().__init__(id=id, classes=classes)
        self.caption = caption

    def compose(self) -> ComposeResult:
        yield CardBack()
        yield Static(self.caption)

    def show_count(self, count: int) -> None:
        """How many cards are in the pile."""
        self.query_one(CardBack).show_count(count)
