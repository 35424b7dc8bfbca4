"""What a screenshot scene is made of (shared by every game's `shots` module): a name, a
terminal size and the steps from the menu to the moment shown."""

from __future__ import annotations

import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.screen import Screen

from tabletop_tui.core.match import Match
from tabletop_tui.ui.app import TabletopApp, make_app

WIDE = (120, 40)
NARROW = (80, 24)


async def settle(pilot: Pilot[None]) -> None:
    """Let the screen finish what it is doing (bots included)."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def opening(
    make_match: Callable[[], Match], *keys: str, until: type[Screen[Any]] | None = None
) -> Callable[[Pilot[None]], Awaitable[None]]:
    """A scene step: open a match's table (and wait for screen `until`), then press keys."""

    async def run(pilot: Pilot[None]) -> None:
        app = pilot.app
        assert isinstance(app, TabletopApp)
        app.open_match(make_match())
        await settle(pilot)
        for _ in range(200):
            if until is None or isinstance(app.screen, until) and app.screen.is_mounted:
                break
            await pilot.pause(0.05)
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)

    return run


def pressing(*keys: str) -> Callable[[Pilot[None]], Awaitable[None]]:
    """A scene step: press keys on the menu."""

    async def run(pilot: Pilot[None]) -> None:
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)

    return run


@dataclass(frozen=True)
class Scene:
    """One screenshot: a name, a terminal size, and how to get there from the menu."""

    name: str
    size: tuple[int, int]
    prepare: Callable[[Pilot[None]], Awaitable[None]]

    def app(self) -> TabletopApp:
        """A fresh app (the menu; no save file, so Continue is greyed out)."""
        nowhere = Path(tempfile.gettempdir()) / "tabletop-tui-screenshots" / "no-save.json"
        return make_app(bot_delay=0, save_path=nowhere)
