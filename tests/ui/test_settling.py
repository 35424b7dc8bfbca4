"""A frame is drawn settled (SettledLayout), and settling always comes to rest: a review
crashed Believe in Me! at 80x24 after resizes (RecursionError), when the summary, drawn
for an older width, was put again and again in place of itself, each time asking for
another layout inside the last."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from tabletop_tui.core.log import LogEntry
from tabletop_tui.ui.news_text import Summary, height_of, since_text
from tabletop_tui.ui.widgets.decision_panel import MORE, DecisionPanel
from tabletop_tui.ui.widgets.settled_layout import MOST_SETTLES, SettledLayout
from tests.ui.test_repaint import PanelApp, options


class Restless(SettledLayout):
    """A screen whose settle_layout never comes to rest (a fault in a screen's fit)."""

    calls = 0

    def compose(self) -> ComposeResult:
        yield Static("the table", id="table")

    def settle_layout(self) -> bool:
        self.calls += 1
        return True


class RestlessApp(App[None]):
    def get_default_screen(self) -> Screen[Any]:
        return Restless()


async def test_a_settle_that_never_rests_still_draws_a_frame_instead_of_crashing() -> None:
    async with RestlessApp().run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, Restless)
        first = screen.calls
        assert first > 0
        screen.query_one("#table", Static).update("a move")  # another frame to draw
        await pilot.pause()
        await pilot.pause()
        assert pilot.app.is_running
        # each frame redoes its layout a bounded number of times, not until the stack ends
        assert screen.calls - first <= 4 * (MOST_SETTLES + 1)


def wide_summary(width: int) -> Summary:
    """A summary drawn for a panel `width` columns wide (one line of news, cut to fit)."""
    line = "• Player 1 illuminates 2 Believers and places a Monk in the Monk Temple."

    def draw(rows: int, _width: int | None) -> Text | None:  # (always for `width`)
        words = line.split(" ")
        while words:
            text = Text("Since your last move:\n" + " ".join(words))
            if height_of(text, width) <= rows:
                return text
            words.pop()
        return None

    return Summary(draw)


async def test_a_summary_drawn_for_a_wider_panel_gives_way_and_the_fit_comes_to_rest() -> None:
    """The summary was drawn for the panel's width before the terminal shrank: at the
    narrow width its rows wrap to more rows than it was drawn for. With the options at
    their floor and a card text under them, it must give way for real, and the panel's
    fit must end (fit() False), not put the same summary again and again."""
    async with PanelApp().run_test(size=(34, 24)) as pilot:
        panel = pilot.app.query_one(DecisionPanel)
        panel.show("Choose one of these two options now.", options(2), [])
        panel.show_detail(Text("\n".join(f"Card text line {n}" for n in range(12))))
        panel.show_news(wide_summary(80), rows=3)
        for _ in range(4):
            await pilot.pause()
        assert pilot.app.is_running
        assert panel.fit() is False  # at rest
        assert panel.query_one("#options").outer_size.height == 2  # both options in sight
        # the summary could not be drawn shorter here: the card text gave way to it
        assert pilot.app.query_one("#news", Static).display
        detail = pilot.app.query_one("#detail", Static)
        assert str(detail.content).endswith(MORE)
        needed = sum(child.outer_size.height for child in panel.children if child.display)
        assert needed <= panel.content_region.height


async def panel_with_news(pilot: Any, line: str) -> DecisionPanel:
    """The test panel with two options, a card text of twelve lines and a summary of one
    line about another player's move, laid out."""
    panel = pilot.app.query_one(DecisionPanel)
    panel.show("Choose one of these two options now.", options(2), [])
    panel.show_detail(Text("\n".join(f"Card text line {n}" for n in range(12))))
    news = [LogEntry(line)]
    width, _ = panel.news_room()
    summary = Summary(
        lambda rows, width: since_text(
            news, 0, "Player 1", width=width, rows=rows, others=["Player 2"]
        ),
        width=width,
    )
    panel.show_news(summary, rows=3)
    for _ in range(4):
        await pilot.pause()
    return panel


async def test_at_80x24_the_summary_keeps_its_newest_line_and_the_card_text_gives_way() -> None:
    """A review: Believe in Me! at 80x24 never showed a summary, since a card's long text
    always took the room. The summary keeps two rows (its heading running on into the
    newest line), and the card text gives way, ending in "… (i: the whole card)"."""
    async with PanelApp().run_test(size=(34, 24)) as pilot:
        panel = await panel_with_news(pilot, "Player 2 places a Monk in the Monk Temple.")
        assert panel.fit() is False
        shown = pilot.app.query_one("#news", Static)
        assert shown.display and str(shown.content).startswith("Since your last move")
        assert "Player 2 places a Monk" in str(shown.content)
        assert str(pilot.app.query_one("#detail", Static).content).endswith(MORE)


async def test_a_summary_that_gave_way_comes_back_when_the_terminal_grows() -> None:
    """A second review: resizing Possession from 80x24 to 100x30 and back left no summary
    until the next move, and growing to 120x40 did not bring it back."""
    async with PanelApp().run_test(size=(34, 12)) as pilot:
        await panel_with_news(pilot, "Player 2 places a Monk in the Monk Temple.")
        shown = pilot.app.query_one("#news", Static)
        assert not shown.display  # no room at 12 rows
        await pilot.resize_terminal(34, 30)
        for _ in range(4):
            await pilot.pause()
        assert shown.display and "Player 2 places a Monk" in str(shown.content)
