"""Frames drawn settled (issue 11): a layout that shows or hides a scrollbar, or cuts a
scroll back to a shorter end, is laid out again before its frame is drawn. Textual put
both right a frame later, 50-90 ms after the move (Believe in Me!'s options and table in 4
moves of 30, In Nomine's table in 1): the first frame drew text a column too wide, or rows
where they no longer were."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.pilot import Pilot
from textual.widgets import Static

from tabletop_tui.ui.widgets.lean_compositor import LeanCompositor
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


async def show(pilot: Pilot[None], text: str) -> VerticalScroll:
    """Put `text` in the box and let the frames after it be drawn; the box."""
    pilot.app.screen.query_one("#words", Static).update(text)
    for _ in range(4):
        await pilot.pause(0.02)
    return pilot.app.screen.query_one("#box", VerticalScroll)


def lines(count: int) -> str:
    return "\n".join(LONG.splitlines()[:count])


async def test_text_that_comes_to_overflow_is_drawn_with_its_scrollbar_in_the_first_frame(
    frames: list[list[str]],
) -> None:
    async with BoxApp().run_test(size=(40, 10)) as pilot:
        assert not (await show(pilot, "short")).show_vertical_scrollbar
        frames.clear()
        assert (await show(pilot, LONG)).show_vertical_scrollbar
        assert frames, "a frame was drawn"
        assert frames[0] == frames[-1]  # no frame without the scrollbar came first


async def test_text_that_no_longer_overflows_is_drawn_without_its_scrollbar_at_once(
    frames: list[list[str]],
) -> None:
    async with BoxApp().run_test(size=(40, 10)) as pilot:
        assert (await show(pilot, LONG)).show_vertical_scrollbar
        frames.clear()
        assert not (await show(pilot, lines(3))).show_vertical_scrollbar  # fits unwrapped
        assert frames and frames[0] == frames[-1]


async def test_a_scroll_past_a_shorter_end_is_drawn_cut_back_in_the_first_frame(
    frames: list[list[str]],
) -> None:
    """Scrolled to the end of a tall text that then gets shorter: Textual cuts the scroll back
    to the new end while laying out, after placing the text at the old scroll."""
    async with BoxApp().run_test(size=(40, 10)) as pilot:
        box = await show(pilot, LONG)
        box.scroll_end(animate=False, immediate=True)
        await pilot.pause(0.05)
        assert box.scroll_y > 20
        frames.clear()
        await show(pilot, lines(8))  # still overflows, ends higher
        assert box.scroll_y == box.max_scroll_y
        assert frames and frames[0] == frames[-1]


def test_no_stylesheet_animates_a_rule() -> None:
    """The batched restyle (`repaint._restyle`) applies rules without animating them, which
    spares comparing each restyled widget's whole look before and after: right only while no
    rule, ours or a Textual widget's, declares a transition."""
    import textual

    import tabletop_tui

    roots = [Path(tabletop_tui.__file__).parent, Path(textual.__file__).parent]
    animating = [
        path
        for root in roots
        for path in root.rglob("*")
        if path.suffix in (".py", ".tcss") and "transition:" in path.read_text(encoding="utf-8")
    ]
    assert animating == []


class CardScreen(SettledLayout):
    CSS = "#card { height: auto; width: 20; } #lines { height: auto; } #box { height: 6; }"

    def compose(self) -> ComposeResult:
        with Vertical(id="card"):
            yield Static("short", id="lines")
        with VerticalScroll(id="box"):
            yield Static("short", id="words")


class CardApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(CardScreen())


async def test_a_widget_that_cannot_scroll_takes_a_new_size_in_one_layout(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A text that grows in a box that cannot scroll: one layout places it whole. Textual
    told the text and the box their new sizes as changes of their virtual sizes, which asked
    for a second layout that found nothing to move (this fails with Textual's way)."""
    reflows: list[bool] = []
    real = LeanCompositor.reflow

    def reflow(self: LeanCompositor, *args: Any) -> Any:
        reflows.append(True)
        return real(self, *args)

    monkeypatch.setattr(LeanCompositor, "reflow", reflow)
    async with CardApp().run_test(size=(40, 20)) as pilot:
        for _ in range(3):
            await pilot.pause(0.02)
        reflows.clear()
        pilot.app.screen.query_one("#lines", Static).update(lines(5))
        for _ in range(4):
            await pilot.pause(0.02)
        card = pilot.app.screen.query_one("#card")
        assert card.region.height == card.query_one("#lines").region.height == 10
        assert len(reflows) == 1
        # a box that scrolls still shows its scrollbar when its text comes to overflow
        assert (await show(pilot, LONG)).show_vertical_scrollbar
