"""A layout that shows or hides a scrollbar is drawn once, already settled (issue 11): Textual
shows the scrollbar with a second layout, and the frame between drew the text a column too
wide (Believe in Me!'s options and table, in 4 moves of 30, 50-90 ms late)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from tabletop_tui.ui.widgets.settled_layout import SettledLayout

# 29 columns: one line in the 30-column box, two beside a scrollbar
LONG = "\n".join(f"{n:02d} " + "word " * 5 + "z" for n in range(20))


class BoxScreen(SettledLayout):
    CSS = "#box { height: 6; width: 30; }"

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="box"):
            yield Static("short", id="words")


class BoxApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(BoxScreen())


async def test_text_that_comes_to_overflow_is_drawn_with_its_scrollbar_in_the_first_frame(
    frames: list[list[str]],
) -> None:
    async with BoxApp().run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        box = pilot.app.screen.query_one("#box", VerticalScroll)
        assert not box.show_vertical_scrollbar
        frames.clear()
        pilot.app.screen.query_one("#words", Static).update(LONG)
        for _ in range(4):
            await pilot.pause(0.02)
        assert box.show_vertical_scrollbar
        assert frames, "a frame was drawn"
        assert frames[0] == frames[-1]  # no frame without the scrollbar came first


async def test_text_that_no_longer_overflows_is_drawn_without_its_scrollbar_at_once(
    frames: list[list[str]],
) -> None:
    async with BoxApp().run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        words = pilot.app.screen.query_one("#words", Static)
        words.update(LONG)
        await pilot.pause(0.05)
        box = pilot.app.screen.query_one("#box", VerticalScroll)
        assert box.show_vertical_scrollbar
        frames.clear()
        words.update("\n".join(LONG.splitlines()[:3]))  # fits the box unwrapped
        for _ in range(4):
            await pilot.pause(0.02)
        assert not box.show_vertical_scrollbar
        assert frames and frames[0] == frames[-1]
