"""Which screen class draws which game's table: named in each game's one declaration
(`GameEntry.screen`, "module:Class"), imported here so the core never imports the UI.
A game without a screen is listed as "coming soon"."""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING

from tabletop_tui.core.registry import entry

if TYPE_CHECKING:
    from tabletop_tui.ui.game_screen import GameScreen


def has_screen(game_id: str) -> bool:
    """Whether a game declares a table screen, without importing it (the menu lists every
    game this way: a game's screen, rules and cards load only when it is chosen)."""
    try:
        return bool(entry(game_id).screen)
    except KeyError:
        return False


@cache
def screen_for(game_id: str) -> type[GameScreen] | None:
    """The table screen of a game, or None if the game has none (or is unknown)."""
    try:
        path = entry(game_id).screen
    except KeyError:
        return None
    if not path:
        return None
    from tabletop_tui.ui.game_screen import GameScreen

    module, _, name = path.partition(":")
    found = getattr(importlib.import_module(module), name)
    if not (isinstance(found, type) and issubclass(found, GameScreen)):
        raise TypeError(f"{game_id}'s screen {path} is not a GameScreen")
    return found
