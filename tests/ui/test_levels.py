"""The setup screen names the bots for players: Easy (random), Normal (greedy), Hard
(mcts); a new game seats the default opponent."""

from __future__ import annotations

from textual.widgets import Input, Select

from tabletop_tui.bots import DEFAULT_OPPONENT
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.session import default_name
from tabletop_tui.ui.setup import SetupScreen
from tests.ui.conftest import WIDE, choose_in_menu, wait_for, wait_for_screen


def test_bots_are_named_by_level() -> None:
    assert [default_name(k, 1) for k in ("random", "greedy", "mcts", "mcts:50", "human")] == [
        "Easy Bot 2",
        "Normal Bot 2",
        "Hard Bot 2",
        "Hard Bot 2",
        "Player 2",
    ]


async def test_each_bot_seat_is_offered_as_easy_normal_or_hard() -> None:
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        await choose_in_menu(pilot, "game-necronomicards")
        setup = await wait_for_screen(pilot, SetupScreen)
        kind = setup.query_one("#kind-1", Select)
        assert kind.value == DEFAULT_OPPONENT
        labels = [str(prompt) for prompt, _ in kind._options if prompt]
        assert labels == ["Human", "Easy", "Normal", "Hard"]
        kind.value = "random"
        await pilot.pause()
        assert setup.query_one("#name-1", Input).placeholder == "Easy Bot 2"
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: not isinstance(pilot.app.screen, SetupScreen))
        match = pilot.app.screen.match  # type: ignore[attr-defined]
        assert [s.kind for s in match.seats] == ["human", "random"]
        assert match.seats[1].name == "Easy Bot 2"
