"""Watch mode: every seat a bot; the table plays itself to the end, showing no hand."""

from __future__ import annotations

from textual.widgets import Static

from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.dialogs import HandoffScreen
from tabletop_tui.ui.game_over import GameOverScreen
from tabletop_tui.ui.necronomicards.home import HomeArea
from tabletop_tui.ui.necronomicards.screen import NecronomiCardsScreen
from tabletop_tui.ui.widgets.log_panel import LogPanel
from tests.ui.conftest import WIDE, wait_for, wait_for_screen


async def test_bots_play_to_game_over_then_play_again_keeps_the_seats() -> None:
    app = make_app("necronomicards", ["greedy", "random"], seed=32, bot_delay=0)
    curtains = []
    async with app.run_test(size=WIDE) as pilot:
        game = await wait_for_screen(pilot, NecronomiCardsScreen)
        assert isinstance(game, NecronomiCardsScreen)
        assert game.shown_seat is None and game.query_one(HomeArea).has_class("-hidden")
        note = str(game.query_one("#hidden-note", Static).content)
        assert "Watching" in note

        def over() -> bool:
            curtains.append(isinstance(app.screen, HandoffScreen))
            return isinstance(app.screen, GameOverScreen)

        await wait_for(pilot, over, seconds=40)
        await wait_for_screen(pilot, GameOverScreen)
        assert not any(curtains)
        match = game.match
        assert match.over and len(match.choices) > 0
        assert len(game.query_one(LogPanel).lines) > 10  # every move was announced
        headline = str(app.screen.query_one("#headline", Static).content)
        assert headline.endswith("wins") or headline == "Draw"

        await pilot.press("a")  # the new game starts (and, bots being quick, may end) at once

        def new_game() -> NecronomiCardsScreen | None:
            tables = [s for s in app.screen_stack if isinstance(s, NecronomiCardsScreen)]
            return tables[0] if tables and tables[0] is not game else None

        await wait_for(pilot, lambda: new_game() is not None)
        again = new_game()
        assert again is not None and len(app.screen_stack) <= 3
        assert again.match.seats == match.seats and again.match.options == match.options
