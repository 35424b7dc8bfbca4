"""Which screen class draws which game's table (games without one are "coming soon")."""

from __future__ import annotations

from tabletop_tui.ui.believe_in_me.screen import BelieveInMeScreen
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.in_nomine.screen import InNomineScreen
from tabletop_tui.ui.necronomicards.screen import NecronomiCardsScreen
from tabletop_tui.ui.possession.screen import PossessionScreen

SCREENS: dict[str, type[GameScreen]] = {
    "necronomicards": NecronomiCardsScreen,
    "in-nomine": InNomineScreen,
    "possession": PossessionScreen,
    "believe-in-me": BelieveInMeScreen,
}


def screen_for(game_id: str) -> type[GameScreen] | None:
    """The table screen of a game, or None if the game has none yet."""
    return SCREENS.get(game_id)
