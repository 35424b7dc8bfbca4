"""Leaving the app: ctrl+q asks first while a game is on; SIGTERM and SIGHUP (a closed
terminal window) end it the way a quit does: the last save written, the terminal given
back (no alternate screen or mouse tracking left behind); an error in our own code ends it
with a few plain words and the details in a file, not a traceback (`crash_report`)."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import traceback
from datetime import datetime
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
    saved = unsaved(app) or (
        "Your game is saved after every move: Continue on the menu resumes it."
        if app.autosave
        else "Moves since your last save (s) are lost."
    )
    app.push_screen(ConfirmScreen(f"Quit tabletop-tui? {saved}"), lambda yes: _quit_if(app, yes))


def unsaved(app: TabletopApp) -> str:
    """Words for a question about leaving the game when the autosave failed (a read-only
    saves folder): the moves since are not on disk, whatever "saved after every move"
    would promise (a bad-input audit). "" when the last move is saved."""
    if not app.autosave:
        return ""
    app.autosaver.flush(timeout=1.0)
    failed = app.autosaver.error.removeprefix("Could not autosave: ")
    return f"The game could not be saved ({failed}): moves since are lost." if failed else ""


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


def crash_report(error: BaseException, saved: bool = False) -> str:
    """Write what went wrong to crash.log in the app's data folder, and say in a few plain
    words what happened and where the details are: a player is never shown a traceback.
    `saved`: a game was on and saved after every move."""
    from tabletop_tui.core.paths import data_home

    path = data_home() / "crash.log"
    details = "".join(traceback.format_exception(error))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as log:
            log.write(f"--- {datetime.now().isoformat(timespec='seconds')}\n{details}\n")
        where = f"The details are in {path}: please send them with a bug report."
    except OSError:
        where = f"The details could not be written to {path}: {type(error).__name__}: {error}"
    resume = (
        " Your game was saved after your last move: start tabletop-tui again and Continue"
        " resumes it."
        if saved
        else ""
    )
    return f"tabletop-tui stopped on an error of its own.{resume}\n{where}"
