"""Leaving the app: ctrl+q asks first while a game is on; SIGTERM and SIGHUP (a closed
terminal window) end it the way a quit does: the last save written, the terminal given
back (no alternate screen or mouse tracking left behind)."""

from __future__ import annotations

import asyncio
import contextlib
import signal
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop_tui.ui.app import TabletopApp

SIGNALS = (signal.SIGTERM, signal.SIGHUP)


def game_on(app: TabletopApp) -> bool:
    """Whether a game that has not ended is open."""
    from tabletop_tui.ui.game_screen import GameScreen  # not before a game is opened

    return any(isinstance(s, GameScreen) and not s.match.over for s in app.screen_stack)


def quit_asking(app: TabletopApp) -> None:
    """Quit; while a game is on, only after a yes."""
    from tabletop_tui.ui.dialogs import ConfirmScreen  # loaded when first needed

    if isinstance(app.screen, ConfirmScreen):
        return  # already asking something
    if not game_on(app):
        app.exit()
        return
    saved = (
        "Your game is saved after every move: Continue on the menu resumes it."
        if app.autosave
        else "Moves since your last save (s) are lost."
    )
    app.push_screen(ConfirmScreen(f"Quit tabletop-tui? {saved}"), lambda yes: _quit_if(app, yes))


def _quit_if(app: TabletopApp, yes: bool | None) -> None:
    if yes:
        app.exit()


def catch_signals(app: TabletopApp) -> None:
    """End the app cleanly on SIGTERM and SIGHUP (where the platform has them)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return
    for sig in SIGNALS:
        # not the main thread, or a platform without this signal: nothing to catch
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(sig, _ended, app, sig)


def _ended(app: TabletopApp, sig: int) -> None:
    app.autosaver.flush()
    app.exit(return_code=128 + sig)
