"""The whole path a pair of players takes: menu, setup, hot-seat game, save, continue, game over."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select, Static

from tabletop_tui.core.match import Match
from tabletop_tui.core.saves import read_save
from tabletop_tui.core.slots import slot_path
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.dialogs import ConfirmScreen, HandoffScreen
from tabletop_tui.ui.game_over import GameOverScreen
from tabletop_tui.ui.menu import MenuScreen
from tabletop_tui.ui.necronomicards.home import HomeArea
from tabletop_tui.ui.necronomicards.screen import NecronomiCardsScreen
from tabletop_tui.ui.setup import SetupScreen
from tests.ui.conftest import WIDE, choose_in_menu, wait_for_screen

SEED = "121"  # a short game: the screen changes hands only a few times


async def test_menu_setup_hot_seat_save_continue_to_game_over(save_file: Path) -> None:
    app = make_app(bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        menu = await wait_for_screen(pilot, MenuScreen)
        assert menu.choices.get_option("continue").disabled  # type: ignore[attr-defined]
        await choose_in_menu(pilot, "game-necronomicards")
        setup = await wait_for_screen(pilot, SetupScreen)

        # Seat 2 becomes a person: open its Select and pick "human" with the keys.
        setup.query_one("#kind-1", Select).focus()
        await pilot.press("enter", "home", "enter")
        await pilot.pause()
        assert setup.query_one("#kind-1", Select).value == "human"
        await pilot.click("#name-0")
        await pilot.press(*"Ann")
        await pilot.click("#name-1")
        await pilot.press(*"Bob")
        await pilot.click("#seed")
        await pilot.press(*SEED)
        await pilot.press("ctrl+s")

        # Two people: the curtain comes down before the first private decision.
        curtain = await wait_for_screen(pilot, HandoffScreen)
        await pilot.press("enter")
        game = await wait_for_screen(pilot, NecronomiCardsScreen)
        assert isinstance(game, NecronomiCardsScreen)
        match = game.match
        assert [s.name for s in match.seats] == ["Ann", "Bob"] and match.seed == int(SEED)
        first = game.shown_seat
        assert first is not None and curtain_name(curtain) == match.name(first)

        # The first player uses the keys until the screen must change hands.
        keys = iter(["enter", "1"] * 50)  # Enter on the highlighted (first) option, or its number
        while not isinstance(app.screen, HandoffScreen):
            assert match.decision().seat == first  # type: ignore[union-attr]
            await pilot.press(next(keys))
            await pilot.pause()
        other = 1 - first
        assert curtain_name(app.screen) == match.name(other)
        assert game.shown_seat is None  # no hand on the table under the curtain
        assert game.query_one(HomeArea).has_class("-hidden")
        await pilot.press("enter")
        await wait_for_screen(pilot, NecronomiCardsScreen)
        assert game.shown_seat == other and game.asking is not None

        # Save, leave for the menu (confirming), continue: the same game comes back.
        await pilot.press("s")
        await pilot.pause()
        assert read_save(slot_path("necronomicards")).choices == match.choices
        choices = list(match.choices)
        await pilot.press("q")
        await wait_for_screen(pilot, ConfirmScreen)
        await pilot.press("y")
        await wait_for_screen(pilot, MenuScreen)
        assert not app.screen.choices.get_option("continue").disabled  # type: ignore[attr-defined]
        await pilot.press("c")
        await wait_for_screen(pilot, HandoffScreen)
        await pilot.press("enter")
        resumed = await wait_for_screen(pilot, NecronomiCardsScreen)
        assert isinstance(resumed, NecronomiCardsScreen) and resumed is not game
        assert resumed.match.choices == choices
        assert resumed.match.view(other) == match.view(other)

        await play_to_the_end(pilot, resumed.match)
        over = await wait_for_screen(pilot, GameOverScreen)
        headline = str(over.query_one("#headline", Static).content)
        result = resumed.match.game.result(resumed.match.state)
        expected = [f"{resumed.match.name(w)} wins" for w in result.winners] or ["Draw"]
        assert headline in expected
        await pilot.press("m")
        await wait_for_screen(pilot, MenuScreen)


def curtain_name(curtain: object) -> str:
    """The player a hot-seat curtain passes the screen to."""
    assert isinstance(curtain, HandoffScreen)
    return curtain.player


async def play_to_the_end(pilot, match: Match) -> None:  # type: ignore[no-untyped-def]
    """Take the first option of every decision, lifting the curtain whenever it comes down."""
    app = pilot.app
    for _ in range(5000):
        if match.over:
            return
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
            continue
        screen = app.screen
        if isinstance(screen, NecronomiCardsScreen) and screen.asking is not None:
            screen.commit(screen.asking.options[0].key)
        else:
            await pilot.pause()
    raise AssertionError("the game did not end")
