"""The tables' compositor (issue 11's repaint): a layout after a scroll arranges the screen
once, not twice, and a frame asks only the widgets that overlap a change for their lines,
while writing exactly what a whole redraw would."""

from __future__ import annotations

from typing import Any

import pytest
from rich.segment import Segment
from textual._compositor import ChopsUpdate, Compositor
from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.geometry import Region
from textual.pilot import Pilot
from textual.scrollbar import ScrollBar
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import RichLog, Static

from tabletop_tui.ui.widgets import lean_compositor
from tabletop_tui.ui.widgets.lean_compositor import LeanCompositor, outermost, touches
from tabletop_tui.ui.widgets.settled_layout import SettledLayout
from tests.ui.conftest import screen_text


class RowsScreen(SettledLayout):
    CSS = """
    #status { dock: top; height: 1; }
    #table { width: 1fr; }
    #log { width: 30; }
    .row { height: 3; }
    """

    def compose(self) -> ComposeResult:
        yield Static("turn 1", id="status")
        with Horizontal():
            with VerticalScroll(id="table"):
                for n in range(12):
                    yield Static(f"row {n}", classes="row", id=f"row-{n}")
            yield RichLog(id="log")


class RowsApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(RowsScreen())


async def settle(pilot: Pilot[None]) -> None:
    for _ in range(4):
        await pilot.pause(0.02)


async def test_the_tables_draw_with_the_lean_compositor() -> None:
    async with RowsApp().run_test(size=(80, 20)) as pilot:
        assert isinstance(pilot.app.screen._compositor, LeanCompositor)


async def test_a_layout_after_a_scroll_arranges_the_screen_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A scroll leaves Textual's map of every widget stale; the log's scrollbar, told of the
    new line while the screen is laid out, had the whole screen arranged again for its size."""
    async with RowsApp().run_test(size=(80, 20)) as pilot:
        screen = pilot.app.screen
        log = screen.query_one("#log", RichLog)
        for n in range(40):
            log.write(f"line {n}")
        await settle(pilot)
        screen.query_one("#table", VerticalScroll).scroll_to(y=6, animate=False)
        await settle(pilot)
        arranged: list[bool] = []
        arrange = Compositor._arrange_root

        def counted(self: Compositor, *args: Any, **kwargs: Any) -> Any:
            arranged.append(True)
            return arrange(self, *args, **kwargs)

        monkeypatch.setattr(Compositor, "_arrange_root", counted)
        log.write("the newest line")
        await settle(pilot)
        assert len(arranged) == 1


def written(update: ChopsUpdate, y: int, x1: int, x2: int) -> str:
    """The text a partial update writes on line `y` between `x1` and `x2`."""
    text = ""
    for end, (x, strip) in zip(update.chop_ends[y], update.chops[y].items(), strict=True):
        if end <= x1 or x >= x2:
            continue
        assert strip is not None, f"nothing drawn at line {y}, columns {x}-{end}"
        text += strip.text[max(x1, x) - x : min(x2, end) - x]
    return text


async def test_a_frame_asks_only_the_changed_widgets_and_writes_what_a_whole_redraw_would() -> None:
    async with RowsApp().run_test(size=(80, 20)) as pilot:
        screen = pilot.app.screen
        await settle(pilot)
        asked: list[str] = []
        updates = spy(screen, asked)
        # the top line and a row near the bottom: the box around them is the whole table
        screen.query_one("#status", Static).update("turn 2")
        screen.query_one("#row-5", Static).update("row 5, changed")
        await settle(pilot)
        assert set(asked) == {"status", "row-5"}
        whole = assert_whole(screen, updates)
        assert "turn 2" in whole[0] and "row 5, changed" in "".join(whole)


def test_outermost_keeps_only_regions_not_inside_another() -> None:
    big, inner, apart = Region(0, 0, 10, 10), Region(2, 2, 3, 3), Region(20, 0, 5, 5)
    assert outermost([inner, big, apart]) == [(0, 0, 10, 10), (20, 0, 25, 5)]
    boxes = outermost([big])
    assert touches(Region(9, 9, 5, 5), boxes)
    assert not touches(Region(10, 0, 5, 5), boxes)  # edge to edge is not overlapping
    assert not touches(Region(0, 10, 5, 5), boxes)


class AreaScreen(SettledLayout):
    """A player's area (a bordered box of card lines) beside a status line."""

    CSS = """
    #status { dock: top; height: 1; }
    #area { border: round $foreground 30%; height: auto; }
    #area.-to-move { border: round $success; }
    #area.-lit { background: $primary 40%; }
    #area Static { height: 1; width: 1fr; }
    """

    def compose(self) -> ComposeResult:
        yield Static("turn 1", id="status")
        with Vertical(id="area"):
            for n in range(6):
                yield Static(f"card {n}", id=f"card-{n}")
            yield Counter(id="counter")


class Counter(Widget):
    """A line drawn from a number; a new number repaints its line only (the styles cache
    keeps the old line, marked changed)."""

    DEFAULT_CSS = "Counter { height: 1; }"

    def __init__(self, *, id: str) -> None:
        super().__init__(id=id)
        self.n = 0

    def render_line(self, y: int) -> Strip:
        return Strip([Segment(f"count {self.n}".ljust(self.size.width))])

    def count(self) -> None:
        self.n += 1
        self.refresh(Region(0, 0, self.size.width, 1))


class AreaApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(AreaScreen())


def spy(screen: Any, asked: list[str]) -> list[ChopsUpdate]:
    """Record which Statics are asked for their lines, and keep every partial update."""
    for widget in screen.query(Static):
        render_lines = widget.render_lines

        def spied(crop: Any, _w: Static = widget, _r: Any = render_lines) -> Any:
            asked.append(_w.id or "")
            return _r(crop)

        widget.render_lines = spied  # type: ignore[method-assign]
    updates: list[ChopsUpdate] = []
    compositor = screen._compositor
    partial = compositor.render_partial_update

    def kept() -> ChopsUpdate | None:
        update = partial()
        if update is not None:
            updates.append(update)
        return update

    compositor.render_partial_update = kept
    return updates


async def warm(pilot: Pilot[None]) -> None:
    """Frames that ask every line of the area once (its border changed before any was
    given), so that each has lines to give again."""
    area = pilot.app.screen.query_one("#area")
    for _ in range(2):
        area.toggle_class("-to-move")
        await settle(pilot)


async def ready(pilot: Pilot[None]) -> tuple[Any, list[str], list[ChopsUpdate]]:
    """The area's screen settled and warmed, with its askings and partial updates spied."""
    screen = pilot.app.screen
    await settle(pilot)
    await warm(pilot)
    asked: list[str] = []
    return screen, asked, spy(screen, asked)


def assert_whole(screen: Any, updates: list[ChopsUpdate]) -> list[str]:
    """Every partial update wrote what a whole redraw of the screen shows now."""
    assert updates, "a partial update was drawn"
    whole = screen_text(screen)
    for update in updates:
        for y, x1, x2 in update.spans:
            assert written(update, y, x1, x2) == whole[y][x1:x2]
    return whole


async def test_a_border_that_changes_draws_none_of_the_unchanged_lines_inside() -> None:
    """The area turns green when it is to move: its card lines are given as last time,
    not drawn again, and the frame writes what a whole redraw would."""
    async with AreaApp().run_test(size=(60, 12)) as pilot:
        screen, asked, updates = await ready(pilot)
        screen.query_one("#area").add_class("-to-move")
        screen.query_one("#status", Static).update("turn 2")
        screen.query_one("#card-3", Static).update("card 3, played")
        await settle(pilot)
        assert set(asked) == {"status", "card-3"}
        whole = assert_whole(screen, updates)
        assert "card 3, played" in "".join(whole) and "card 5" in "".join(whole)


async def test_lines_inside_are_drawn_again_when_their_background_changes() -> None:
    """A background change on the area reaches every line inside (Textual marks them
    changed): none is given stale."""
    async with AreaApp().run_test(size=(60, 12)) as pilot:
        screen, asked, updates = await ready(pilot)
        screen.query_one("#area").add_class("-lit")
        await settle(pilot)
        assert set(asked) >= {f"card-{n}" for n in range(6)}
        assert_whole(screen, updates)


async def test_a_line_marked_changed_is_drawn_again() -> None:
    """The counter's new number marks its line changed and keeps the old one in its cache:
    it is drawn again, not given as last time."""
    async with AreaApp().run_test(size=(60, 12)) as pilot:
        screen, _, updates = await ready(pilot)
        screen.query_one(Counter).count()
        screen.query_one("#area").toggle_class("-to-move")
        await settle(pilot)
        whole = assert_whole(screen, updates)
        assert "count 1" in "".join(whole)


async def test_lines_drawn_by_a_whole_redraw_in_between_are_not_given_stale() -> None:
    """A whole redraw (a screen shown again) draws the counter's new line between two
    frames and leaves nothing marked: the next frame gives the new line, not the old."""
    async with AreaApp().run_test(size=(60, 12)) as pilot:
        screen, _, updates = await ready(pilot)
        screen.query_one(Counter).count()
        screen._compositor.render_update(full=True)
        screen.query_one("#area").toggle_class("-to-move")
        await settle(pilot)
        whole = assert_whole(screen, updates)
        assert "count 1" in "".join(whole)


async def test_a_moving_scrollbar_gives_the_lines_textual_would_draw(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The log grows a line at a time and its bar's thumb moves down: every line the bar
    gives is the line Textual draws afresh (hovered or not), and once its pieces have been
    met most frames draw none of it."""
    checked: list[bool] = []  # per asking: whether it was drawn Textual's way
    real = lean_compositor.bar_lines

    def bar_lines(bar: ScrollBar, region: Region, crop: Region, filters: list[Any]) -> list[Strip]:
        drew: list[Region] = []
        render_lines = bar.render_lines

        def draw(crop: Region) -> list[Strip]:
            drew.append(crop)
            return render_lines(crop)

        bar.render_lines = draw  # type: ignore[method-assign]
        try:
            given = real(bar, region, crop, filters)
        finally:
            del bar.render_lines
        bar._styles_cache.clear()
        assert given == Widget.render_lines(bar, crop)
        checked.append(bool(drew))
        return given

    monkeypatch.setattr(lean_compositor, "bar_lines", bar_lines)
    async with RowsApp().run_test(size=(80, 20)) as pilot:
        log = pilot.app.screen.query_one(RichLog)
        for n in range(80):
            log.write(f"line {n}")
            if n % 9 == 8:
                log.vertical_scrollbar.mouse_over = not log.vertical_scrollbar.mouse_over
            await settle(pilot)
    assert len(checked) > 40
    assert checked.count(True) < len(checked) / 3
