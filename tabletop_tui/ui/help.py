"""Help: the game's rules summary, its RULINGS.md, the card inspector and the keys."""

from __future__ import annotations

from dataclasses import dataclass

from rich.markdown import Markdown as RichMarkdown
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static, TabbedContent, TabPane

from tabletop_tui.ui.widgets.keys_footer import KeysFooter


@dataclass(frozen=True)
class HelpPages:
    """The Markdown shown on each tab of the help screen."""

    title: str
    rules: str
    rulings: str
    card: str
    keys: str
    legend: str = "# Legend\n\nThis table has no legend yet."


class HelpText(Static):
    """A tab's Markdown drawn by Rich as one widget: the rules run to a few hundred lines,
    and Textual's Markdown widget, a widget per block, took most of a second to lay out."""

    DEFAULT_CSS = "HelpText { width: 100%; height: auto; }"

    def __init__(self) -> None:
        super().__init__()
        self.source = ""

    def show(self, source: str) -> None:
        """Draw this Markdown."""
        self.source = source
        self.update(RichMarkdown(source, hyperlinks=False))


TABS = (
    ("rules", "Rules"),
    ("rulings", "Rulings"),
    ("card", "Card"),
    ("legend", "Legend"),
    ("keys", "Keys"),
)


class HelpScreen(ModalScreen[None]):
    """Tabs of Markdown; Escape (or ?) closes it."""

    DEFAULT_CSS = """
    HelpScreen {
        align: center middle;
        #help {
            width: 100; max-width: 100%; height: 90%;
            border: heavy $accent; background: $surface;
        }
        #help-title { text-style: bold; padding: 0 1; background: $accent 30%; width: 100%; }
        TabbedContent { height: 1fr; }
        TabPane { padding: 0; height: 1fr; }
        VerticalScroll { height: 1fr; padding: 0 1; }
    }
    """

    BINDINGS = [
        Binding("escape,q,question_mark,f1", "close", "Close"),
        Binding("r", "tab('rules')", "Rules"),
        Binding("u", "tab('rulings')", "Rulings"),
        Binding("c", "tab('card')", "Card"),
        Binding("l", "tab('legend')", "Legend"),
        Binding("k", "tab('keys')", "Keys"),
    ]

    def __init__(self, pages: HelpPages, tab: str = "rules") -> None:
        super().__init__()
        self.pages = pages
        self.initial = tab

    def compose(self) -> ComposeResult:
        with Vertical(id="help"):
            yield Static(self.pages.title, id="help-title")
            with TabbedContent(initial=self.initial):
                for pane_id, label in TABS:
                    with TabPane(label, id=pane_id), VerticalScroll():
                        yield HelpText()
        yield KeysFooter()

    def reopen(self, pages: HelpPages, tab: str) -> None:
        """Show new pages (the inspected card may have changed) before being shown again.

        A table keeps one help screen for its life: building the tabs and laying out the
        rules' Markdown is most of the cost of opening help, so it is paid once."""
        changed = [p for p, _ in TABS if getattr(pages, p) != getattr(self.pages, p)]
        self.pages = pages
        self.initial = tab
        if not self.is_mounted:
            return
        for pane_id in changed:
            text = self.query_one(f"#{pane_id} HelpText", HelpText)
            if text.source:  # drawn already: draw again; else drawn when first shown
                text.show(getattr(pages, pane_id))
        self.query_one("#help-title", Static).update(pages.title)
        self.action_tab(tab)

    @on(TabbedContent.TabActivated)
    def _show_tab(self, event: TabbedContent.TabActivated) -> None:
        # Markdown is drawn when its tab is first shown: opening help stays quick.
        pane_id = event.pane.id or "rules"
        text = event.pane.query_one(HelpText)
        if not text.source:
            text.show(getattr(self.pages, pane_id))
        event.pane.query_one(VerticalScroll).focus()  # arrows and Page Up/Down scroll the text

    def action_tab(self, pane_id: str) -> None:
        """Show one tab."""
        self.query_one(TabbedContent).active = pane_id

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)
