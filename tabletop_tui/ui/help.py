"""Help: the game's rules summary, its RULINGS.md, the card inspector, the legend, the
whole log and the keys."""

from __future__ import annotations

from dataclasses import dataclass

from rich.markdown import Markdown as RichMarkdown
from rich.text import Text
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
    log: str = ""  # the log as the shown seat may read it: a line each, "## " a turn's header


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


class LogText(HelpText):
    """The whole log on one page (a short terminal's log panel shows three lines, and [
    paged it two at a time: a play-test pressed it dozens of times to read a turn back):
    plain lines, not Markdown (a long game's thousand lines are drawn at once), a turn's
    header in bold."""

    def show(self, source: str) -> None:
        self.source = source or "Nothing has happened yet."
        text = Text()
        for n, line in enumerate(self.source.splitlines()):
            if n:
                text.append("\n")
            if line.startswith(HEADER):
                text.append(line.removeprefix(HEADER), style="bold")
            else:
                text.append("  " + line)
        self.update(text)


HEADER = "## "  # a log line that opens a turn (LogText)

TABS = (
    ("rules", "Rules"),
    ("rulings", "Rulings"),
    ("card", "Card"),
    ("legend", "Legend"),
    ("log", "Log"),
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
        Binding("g", "tab('log')", "Log"),
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
                        yield LogText() if pane_id == "log" else HelpText()
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
        self._newest_in_sight()

    @on(TabbedContent.TabActivated)
    def _show_tab(self, event: TabbedContent.TabActivated) -> None:
        # Markdown is drawn when its tab is first shown: opening help stays quick.
        pane_id = event.pane.id or "rules"
        text = event.pane.query_one(HelpText)
        if not text.source:
            text.show(getattr(self.pages, pane_id))
        event.pane.query_one(VerticalScroll).focus()  # arrows and Page Up/Down scroll the text
        self._newest_in_sight()

    def _newest_in_sight(self) -> None:
        """The log opens on its newest lines."""
        if self.query_one(TabbedContent).active == "log":
            scroll = self.query_one("#log VerticalScroll", VerticalScroll)
            scroll.scroll_end(animate=False)  # (after the next refresh: the text laid out)

    def action_tab(self, pane_id: str) -> None:
        """Show one tab."""
        self.query_one(TabbedContent).active = pane_id

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)
