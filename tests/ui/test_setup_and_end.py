"""Setup says who plays what where the seats differ; the result shows its own keys and
every column of its score table."""

from __future__ import annotations

from textual.widgets import DataTable, Static

from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.game_over import GameOverScreen
from tabletop_tui.ui.screenshots import finished_match
from tabletop_tui.ui.setup import SetupScreen
from tests.ui.conftest import WIDE, wait_for_screen


async def test_in_nomine_setup_says_who_leads_the_demons_and_who_the_angels() -> None:
    async with make_app().run_test(size=WIDE) as pilot:
        pilot.app.push_screen(SetupScreen("in-nomine"))
        setup = await wait_for_screen(pilot, SetupScreen)
        note = str(setup.query_one("#seat-note", Static).content)
        assert "Seat 1 leads the Demons and moves first" in note and "Angels" in note


async def test_the_result_shows_its_own_keys_and_its_whole_table() -> None:
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        pilot.app.open_match(finished_match())  # type: ignore[attr-defined]
        over = await wait_for_screen(pilot, GameOverScreen)
        keys = {key for key, b in over.active_bindings.items() if b.binding.show}
        assert {"a", "m"} <= keys and "u" not in keys and "1" not in keys
        table = over.query_one(DataTable)
        assert table.region.right <= over.query_one("#over").region.right
        assert table.virtual_size.width <= table.size.width  # no column cut off


async def test_the_result_gives_way_to_the_final_table_and_log_and_comes_back() -> None:
    """Play-testers could not read the final log: the result's only ways out were a new
    game and the menu. t (or escape) leaves the final table and its log to read, with no
    choice nor undo on offer; r shows the result again; m from there goes to the menu."""
    from tabletop_tui.ui.game_screen import GameScreen
    from tabletop_tui.ui.menu import MenuScreen
    from tabletop_tui.ui.widgets.log_panel import LogPanel

    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        pilot.app.open_match(finished_match())  # type: ignore[attr-defined]
        over = await wait_for_screen(pilot, GameOverScreen)
        assert "t" in {key for key, b in over.active_bindings.items() if b.binding.show}
        await pilot.press("t")
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen) and table.match.over
        keys = {key for key, b in table.active_bindings.items() if b.binding.show}
        assert "r" in keys and "1" not in keys and "u" not in keys
        assert table.query_one(LogPanel).lines  # the log is there to be read
        await pilot.press("left_square_bracket")  # and pages back
        await pilot.press("r")
        again = await wait_for_screen(pilot, GameOverScreen)
        assert again is not over
        await pilot.press("escape")
        await wait_for_screen(pilot, GameScreen)
        await pilot.press("q")  # a finished game leaves without a question
        await wait_for_screen(pilot, MenuScreen)


async def test_a_wide_score_table_is_whole_at_120_columns() -> None:
    """Four daemons with long card names: the last column read "Vashkarre, Thi" (the box was
    sized before the table had measured itself)."""
    from tabletop_tui.core.game import Result

    names = ["Player 1", "Normal Bot 2", "Normal Bot 3", "Normal Bot 4"]
    result = Result(
        winners=[1],
        reason="the turns are over",
        columns=["Player", "Life + Strength", "Victims", "Possession", "Willpower", "Daemon card"],
        rows=[
            [n, "21", "4", "19", "5", d]
            for n, d in zip(
                names,
                ["Vashkarre, Thief of Sleep", "Sethrin of the Seven Doors", "Grizzlemaw", "x"],
                strict=True,
            )
        ],
    )
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        pilot.app.push_screen(GameOverScreen(result, names))
        over = await wait_for_screen(pilot, GameOverScreen)
        await pilot.pause()
        table = over.query_one(DataTable)
        assert table.virtual_size.width <= table.size.width
        assert over.query_one("#over").region.right <= WIDE[0]
