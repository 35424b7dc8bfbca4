"""A screen closed in the tick it was opened (a key typed ahead: Enter then Escape, a
move then the menu) hears it was mounted after its parts are gone: it must not reach for
them. Each screen that does work when mounted, pushed and popped at once."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.screen import Screen

from tabletop_tui.core.game import Result
from tabletop_tui.ui.app import TabletopApp, make_app
from tabletop_tui.ui.believe_in_me import scenes as believe_in_me
from tabletop_tui.ui.believe_in_me.revelation import RevelationScreen
from tabletop_tui.ui.dialogs import ConfirmScreen, HandoffScreen
from tabletop_tui.ui.game_over import GameOverScreen
from tabletop_tui.ui.in_nomine import scenes as in_nomine
from tabletop_tui.ui.possession import scenes as possession
from tabletop_tui.ui.registry import screen_for
from tabletop_tui.ui.screenshots import table_match
from tabletop_tui.ui.setup import SetupScreen
from tests.ui.conftest import WIDE

RESULT = Result(winners=[0], reason="Ann summoned 7.", columns=["Player"], rows=[["Ann"]])


def table(make: Callable[[], object]) -> Callable[[TabletopApp], Screen[object]]:
    def build(app: TabletopApp) -> Screen[object]:
        match = make()
        kind = screen_for(match.game_id)  # type: ignore[attr-defined]
        assert kind is not None
        return kind(match, bot_delay=0, save_path=app.save_path_for(match.game_id))  # type: ignore[attr-defined]

    return build


SCREENS: dict[str, Callable[[TabletopApp], Screen[object]]] = {
    "setup necronomicards": lambda app: SetupScreen("necronomicards"),
    "setup believe-in-me": lambda app: SetupScreen("believe-in-me"),
    "result": lambda app: GameOverScreen(RESULT, ["Ann", "Bob"]),
    "confirm": lambda app: ConfirmScreen("Really?"),
    "hand-off": lambda app: HandoffScreen("Bob"),
    "revelation": lambda app: RevelationScreen("Ann", "I am", close_after=0.01),
    "necronomicards": table(table_match),
    "in-nomine": table(in_nomine.recruit_match),
    "possession": table(possession.round_match),
    "believe-in-me": table(believe_in_me.round_match),
}


@pytest.mark.parametrize("name", list(SCREENS))
async def test_a_screen_closed_as_soon_as_it_opens_ends_nothing(name: str) -> None:
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        app = pilot.app
        assert isinstance(app, TabletopApp)
        app.push_screen(SCREENS[name](app))
        app.pop_screen()
        await pilot.pause()
        await pilot.pause(0.05)
        assert app.is_running and len(app.screen_stack) == 1
