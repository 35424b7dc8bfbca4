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

from tabletop_tui.ui.watching import Summary, height_of
from tabletop_tui.ui.widgets.decision_panel import DecisionPanel
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

    def draw(rows: int) -> Text | None:
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
        # the card text takes all the room the two options leave: the summary gave way
        assert panel.query_one("#options").outer_size.height == 2
        assert not pilot.app.query_one("#news", Static).display
