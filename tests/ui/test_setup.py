"""Setup refuses what the game refuses, inline, with the game's own words."""

from __future__ import annotations

import pytest
from textual.widgets import Select, Static

from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.setup import SEED_ERROR, SetupScreen
from tests.ui.conftest import WIDE, choose_in_menu, wait_for_screen


async def test_bad_seed_and_bad_target_are_refused_inline() -> None:
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        await choose_in_menu(pilot, "game-necronomicards")
        setup = await wait_for_screen(pilot, SetupScreen)
        error = setup.query_one("#error", Static)
        assert not error.has_class("-shown")
        assert setup.query_one("#seat-3").has_class("-unused")

        setup.query_one("#players", Select).value = 4
        setup.query_one("#opt-target", Select).value = 11
        await pilot.pause()
        assert not setup.query_one("#seat-3").has_class("-unused")
        assert str(error.content) == "Option target can be at most 10 with 4 players"
        await pilot.press("ctrl+s")
        assert isinstance(pilot.app.screen, SetupScreen)  # refused

        setup.query_one("#opt-target", Select).value = 10
        await pilot.pause()  # the error line goes: the form moves up
        assert not error.has_class("-shown")
        await pilot.click("#seed")
        await pilot.press(*"12a")
        assert str(error.content) == SEED_ERROR
        await pilot.press("backspace")
        assert not error.has_class("-shown")


async def test_two_people_at_in_nomine_get_windows_always_unless_they_choose() -> None:
    """R40: the Windows option follows the seats (always for two people, playable against
    a bot) until the player sets it by hand; then it stays as set."""
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        await choose_in_menu(pilot, "game-in-nomine")
        setup = await wait_for_screen(pilot, SetupScreen)
        windows = setup.query_one("#opt-windows", Select)
        assert windows.value == "playable"
        setup.query_one("#kind-1", Select).value = "human"
        await pilot.pause()
        assert windows.value == "always"
        setup.query_one("#kind-1", Select).value = "greedy"
        await pilot.pause()
        assert windows.value == "playable"
        windows.value = "always"  # by hand
        await pilot.pause()
        setup.query_one("#kind-1", Select).value = "random"
        await pilot.pause()
        assert windows.value == "always"


async def test_coded_option_values_are_shown_in_words() -> None:
    """A newcomer play-test read "all_or_nothing" and "0" on the setup screen: they read
    "all or nothing" and "drawn", and the game still gets its codes."""
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        await choose_in_menu(pilot, "game-believe-in-me")
        setup = await wait_for_screen(pilot, SetupScreen)
        sacrifice = setup.query_one("#opt-fellow_sacrifice", Select)
        squirrel = setup.query_one("#opt-starting_god", Select)
        shown = {str(label) for label, _ in sacrifice._options}
        assert {"all or nothing", "paid in part"} <= shown and "all_or_nothing" not in shown
        assert ("drawn", 0) in [(str(label), value) for label, value in squirrel._options]
        assert sacrifice.value == "all_or_nothing" and squirrel.value == 0


@pytest.mark.parametrize("game", ["in-nomine", "necronomicards", "possession", "believe-in-me"])
async def test_every_options_help_is_whole_at_80x24(game: str) -> None:
    """Each option's help fits its three rows at 80 columns (a hot-seat play-tester read In
    Nomine's Events and Windows cut off mid-sentence: "'always': for any")."""
    from rich.text import Text

    from tabletop_tui.ui.news_text import height_of

    async with make_app(bot_delay=0).run_test(size=(80, 24)) as pilot:
        await choose_in_menu(pilot, f"game-{game}")
        setup = await wait_for_screen(pilot, SetupScreen)
        await pilot.pause()
        helps = list(setup.query(".help").results(Static))
        assert helps
        for help_line in helps:
            width = help_line.content_region.width
            said = str(help_line.content)
            assert height_of(Text(said), width) <= help_line.content_region.height, said
