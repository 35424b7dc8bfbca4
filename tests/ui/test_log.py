"""The log: a line that wraps goes on under itself (a hanging indent), never under the
turn headings; after a resize the newest line is in sight; a move's lines are in sight in
the frame that draws the move."""

from __future__ import annotations

from textual.pilot import Pilot

from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.screenshots import NARROW, table_match
from tabletop_tui.ui.widgets.log_panel import LogPanel
from tests.ui.conftest import wait_for_screen


async def test_wrapped_log_lines_hang_under_themselves() -> None:
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        pilot.app.open_match(table_match())  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, GameScreen)
        log = table.query_one(LogPanel)
        await pilot.pause()
        strips = [strip.text for strip in log.lines]
        assert len(strips) > len(log._entries[-40:])  # some lines wrapped
        for text in strips:
            assert text.startswith(("Turn ", "  ")) or not text.strip(), text


async def test_after_a_resize_the_newest_line_is_in_sight() -> None:
    async with make_app(bot_delay=0).run_test(size=(120, 40)) as pilot:
        pilot.app.open_match(table_match())  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, GameScreen)
        log = table.query_one(LogPanel)
        await pilot.resize_terminal(80, 24)
        for _ in range(10):
            await pilot.pause()
        assert log.scroll_y == log.max_scroll_y


async def open_log(pilot: Pilot[None]) -> tuple[GameScreen, LogPanel]:
    """A table (after some moves) and its log, settled."""
    pilot.app.open_match(table_match())  # type: ignore[attr-defined]
    table = await wait_for_screen(pilot, GameScreen)
    assert isinstance(table, GameScreen)
    for _ in range(5):
        await pilot.pause()
    return table, table.query_one(LogPanel)


async def test_new_lines_are_in_sight_as_soon_as_they_are_written() -> None:
    """Not a frame later: the log follows its newest line within `show_entries`, so the
    first repaint after a move shows the move's lines with the table."""
    async with make_app(bot_delay=0).run_test(size=(120, 40)) as pilot:
        _, log = await open_log(pilot)
        entries = list(log._entries)
        assert log.max_scroll_y > 0  # more lines than fit
        log.show_entries(entries[:-12], log._reader)  # fewer lines: the log starts over
        for _ in range(5):
            await pilot.pause()
        log.scroll_to(y=0, animate=False, immediate=True)
        log.show_entries(entries, log._reader)  # the next lines come (no frame between)
        assert log.scroll_y == log.max_scroll_y > 0


async def test_a_log_that_gets_shorter_shows_its_newest_line_in_that_same_frame() -> None:
    """The decision above the log grows: the frame that draws the shorter log shows its
    newest line (its scroll was reckoned from the old height, and put right a frame later)."""
    async with make_app(bot_delay=0).run_test(size=(120, 40)) as pilot:
        table, log = await open_log(pilot)
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y
        newest = log.lines[-1].text.strip()
        log.styles.height = log.size.height - 6  # as when the decision above it grows
        drawn: list[list[str]] = []
        refresh = table._compositor_refresh

        def spy() -> None:
            refresh()
            drawn.append([strip.text for strip in table._compositor.render_strips()])

        table._compositor_refresh = spy  # type: ignore[method-assign]
        await pilot.pause()
        assert drawn, "a frame was drawn"
        assert log.scroll_y == log.max_scroll_y
        assert any(newest in line for line in drawn[0])
