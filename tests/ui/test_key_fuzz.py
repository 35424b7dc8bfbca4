"""A player's keys in any order, with the terminal resized between them, never end the app
with an error, in every game (seeded and bounded: the same keys each run). Believe in Me!'s
table once ended with a traceback when the terminal was made smaller than 80x24 mid-game;
no scripted test had resized that table."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from textual.app import App

from tabletop_tui.core.match import Match
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.believe_in_me import scenes as believe_in_me
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.in_nomine import scenes as in_nomine
from tabletop_tui.ui.possession import scenes as possession
from tabletop_tui.ui.screenshots import table_match
from tests.ui.conftest import WIDE, wait_for_screen

KEYS = (
    *("1", "1", "2", "2", "3", "a", "enter", "enter", "y"),
    *("u", "i", "escape", "question_mark", "escape", "left_square_bracket"),
    *("right_square_bracket", "t", "tab", "shift+tab", "left", "right", "up", "down"),
    *("space", "n", "s", "escape", "pageup", "pagedown", "home", "end"),
)
SIZES = ((80, 24), (60, 20), (40, 12), (120, 40), (100, 30), (90, 28))
PRESSES = 45


@pytest.mark.parametrize(
    "make",
    [table_match, in_nomine.recruit_match, possession.round_match, believe_in_me.round_match],
)
async def test_keys_and_resizes_in_any_order_never_end_the_app(
    make: Callable[[], Match],
) -> None:
    die = random.Random(f"fuzz {make.__module__}")
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        app = pilot.app
        app.open_match(make())
        await wait_for_screen(pilot, GameScreen)
        for _ in range(PRESSES):
            if die.random() < 0.1:
                await pilot.resize_terminal(*die.choice(SIZES))
            else:
                await pilot.press(die.choice(KEYS))
            await pilot.pause()
            assert app.is_running and app.return_code is None
    # run_test raises here whatever ended the app with an error


async def test_keys_and_resizes_on_the_menu_and_setup_never_end_the_app() -> None:
    """From the menu: its keys, a game's setup and back, the terminal resized between (the
    menu's list once ended the app on PageDown while too small to be drawn)."""
    die = random.Random("fuzz menu 5")
    keys = ("down", "up", "enter", "escape", "pagedown", "pageup", "home", "end", "tab", "j")
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        app = pilot.app
        for _ in range(PRESSES):
            if die.random() < 0.2:
                await pilot.resize_terminal(*die.choice(SIZES))
            else:
                key = die.choice(keys)
                if key == "enter" and quit_highlighted(app):
                    key = "home"  # Enter on Quit would end the app plainly, and the fuzz
                await pilot.press(key)
            await pilot.pause()
            assert app.is_running and app.return_code is None
    # run_test raises here whatever ended the app with an error


def quit_highlighted(app: App[None]) -> bool:
    """The menu's Quit row is under the cursor."""
    from tabletop_tui.ui.menu import MenuScreen

    screen = app.screen
    if not isinstance(screen, MenuScreen) or screen.choices.highlighted is None:
        return False
    return screen.choices.get_option_at_index(screen.choices.highlighted).id == "quit"
