"""The log pages back and on from the keyboard ([ and ]), not only with a mouse wheel
(two newcomer play-tests could not read back the fights of a turn)."""

from __future__ import annotations

from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.widgets.log_panel import LogPanel
from tests.ui.conftest import WIDE, wait_for, wait_for_screen


async def log_of_pages(pilot, table: GameScreen, pages: int) -> LogPanel:  # type: ignore[no-untyped-def]
    """The table's log, once play has made it longer than `pages` panels."""
    log = table.query_one(LogPanel)
    for _ in range(60):
        if log.max_scroll_y > pages * log.size.height:
            break
        await wait_for(pilot, lambda: table.asking is not None or table.match.over)
        assert table.asking is not None
        table.commit(table.asking.options[-1].key)
        await pilot.pause()
    await pilot.pause()
    return log


async def test_brackets_page_the_log_back_and_on() -> None:
    app = make_app("necronomicards", ["human", "random"], seed=3, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        log = await log_of_pages(pilot, table, 1)
        assert log.max_scroll_y > log.size.height
        newest = log.scroll_y
        assert newest == log.max_scroll_y  # it follows the newest line
        await pilot.press("left_square_bracket")
        back = log.scroll_y
        assert back < newest
        await pilot.press("left_square_bracket")
        assert log.scroll_y < back
        await pilot.press("right_square_bracket", "right_square_bracket")
        assert log.scroll_y == newest
        keys = {b.binding.key for b in table.active_bindings.values() if b.binding.show}
        assert "left_square_bracket" in keys  # the footer offers it


async def test_a_log_paged_back_keeps_its_place_through_a_resize() -> None:
    """The log is wrapped afresh at a new width; a reader who had paged back still sees the
    entry they were reading at the top (it jumped to the newest lines), and a reader at
    the newest line still sees the newest."""
    app = make_app("necronomicards", ["human", "random"], seed=3, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        log = await log_of_pages(pilot, table, 3)
        await pilot.press("left_square_bracket", "left_square_bracket")
        await pilot.pause()
        top = log._top_entry()
        assert top is not None and log.scroll_y < log.max_scroll_y
        reading = log._entries[top].text
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        await pilot.pause()
        assert log._top_entry() == top, reading
        assert 0 < log.scroll_y < log.max_scroll_y
        await pilot.press(*["right_square_bracket"] * 12)
        assert log.scroll_y == log.max_scroll_y
        await pilot.resize_terminal(*WIDE)
        await pilot.pause()
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y  # following the newest, it still does


async def test_braces_scroll_the_table_where_it_does_not_fit() -> None:
    """At 80x24 the opponents sat above the fold and no key reached them (a review as a new
    player): { and } scroll the table, as [ and ] page the log."""
    from tabletop_tui.ui.screenshots import NARROW
    from tabletop_tui.ui.table_help import KEYS

    app = make_app("in-nomine", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=NARROW) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        await pilot.pause()
        scroller = table.query_one("#table")
        assert scroller.max_scroll_y > 5
        scroller.scroll_to(y=scroller.max_scroll_y, animate=False, immediate=True)
        await pilot.press("left_curly_bracket")
        await pilot.pause()
        assert scroller.scroll_y < scroller.max_scroll_y
        await pilot.press(*["left_curly_bracket"] * 5)
        await pilot.pause()
        assert scroller.scroll_y == 0
        await pilot.press(*["right_curly_bracket"] * 5)
        await pilot.pause()
        assert scroller.scroll_y == scroller.max_scroll_y
        assert "**{** **}**" in KEYS
