"""The Textual app and the one factory the CLI, the tests and the screenshot command share."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.app import App
from textual.binding import Binding

from tabletop_tui.core.cardfiles import CardDataError
from tabletop_tui.core.slots import SaveInfo, describe, slot_path, when_text
from tabletop_tui.ui import exits
from tabletop_tui.ui.autosave import Autosaver
from tabletop_tui.ui.menu import MenuScreen
from tabletop_tui.ui.widgets import css_cache, page_keys

css_cache.install()  # each CSS source parsed once a process, not once a stylesheet
page_keys.install()  # page keys on a list with no lines laid out do nothing

if TYPE_CHECKING:  # the rules core, bots and screens load when a game starts (issue 11)
    from tabletop_tui.core.match import Match
    from tabletop_tui.ui.session import Session


class TabletopApp(App[None]):
    """The menu at the bottom of the screen stack; setup, games and dialogs above it.

    Games save after every choice into one save per game (core.slots); a factory that
    names a save path (the screenshots) keeps that one file instead, without autosave."""

    CSS_PATH = "app.tcss"
    TITLE = "tabletop-tui"
    ENABLE_COMMAND_PALETTE = False
    MODES = {"menu": MenuScreen}
    DEFAULT_MODE = "menu"
    # Textual's ctrl+q quits at once; here it asks first while a game is on
    BINDINGS = [Binding("ctrl+q", "quit_asking", "Quit", key_display="^q", priority=True)]

    def __init__(
        self,
        start: Session | None = None,
        bot_delay: float = 0.6,
        save_path: Path | None = None,
        cards_dir: Path | None = None,
        loaded: Match | None = None,
        ask_to_load: SaveInfo | None = None,
    ) -> None:
        super().__init__()
        # `--load FILE`: a save already replayed, or one the menu asks about first
        self.loaded = loaded
        self.ask_to_load = ask_to_load
        self.cards_dir = cards_dir
        self.start_session = start
        self.bot_delay = bot_delay
        self._save_path = save_path
        # a loaded save goes on saving into its own file; the screenshots' file is fixed
        self.autosave = save_path is None or loaded is not None or ask_to_load is not None
        self.autosaver = Autosaver()
        self.last_input = 0.0  # when the newest key or click came in (Textual's event clock)
        self._crashed_on: BaseException = RuntimeError("unknown error")

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, (events.Key, events.MouseDown)):
            self.last_input = event.time  # a table refuses a choice typed ahead of its question
        await super().on_event(event)

    def save_path_for(self, game_id: str) -> Path:
        """Where a game of `game_id` saves: its own save, unless the factory chose a file."""
        return self._save_path if self._save_path is not None else slot_path(game_id)

    def save_files(self) -> list[Path] | None:
        """The saves Continue offers: the chosen file, or None for every save there is."""
        return [self._save_path] if self._save_path is not None else None

    def on_mount(self) -> None:
        if not self.is_headless:
            exits.catch_signals(self)
        if self.start_session is not None:
            self.play(self.start_session)
        elif self.loaded is not None:
            self.open_match(self.loaded, save_path=self._save_path)

    def on_unmount(self) -> None:
        self.autosaver.flush()

    def play(self, session: Session) -> None:
        """Start a new match from a session and show its table, after asking first if it
        would replace an unfinished saved game of the same game."""
        path = self.save_path_for(session.game_id)
        people = any(seat.is_human for seat in session.seats)  # a bots' game is not saved
        if not self.autosave or not people or not path.exists():
            self._start(session)
            return
        from tabletop_tui.ui.dialogs import ConfirmScreen

        saved = describe(path)
        question = (
            f"Start a new game? It takes the place of your saved game: {saved.description} "
            f"({when_text(saved.saved_at)})."
        )
        self.push_screen(ConfirmScreen(question), lambda yes: self._start(session) if yes else None)

    def _start(self, session: Session) -> None:
        try:
            match = session.start()
        except (ValueError, KeyError, CardDataError) as exc:
            self.notify(str(exc), title="Cannot start the game", severity="error", markup=False)
            return
        self.open_match(match)

    def open_match(self, match: Match, save_path: Path | None = None) -> None:
        """Show a match's table (over the menu), closing whatever else was open; it saves
        to `save_path` (a continued save's own file) or its game's save."""
        from tabletop_tui.ui.registry import screen_for

        screen_class = screen_for(match.game_id)
        if screen_class is None:
            self.notify(f"{match.game.info.name}: coming soon", severity="warning")
            return
        path = save_path or self.save_path_for(match.game_id)
        self.autosaver.flush()
        self.autosaver.error = ""  # (an old game's failure is not this one's: a review)
        match.track_undo()  # however it was started (setup, the command line, a save)
        try:
            screen = screen_class(match, bot_delay=self.bot_delay, save_path=path)
        except ValueError as exc:  # e.g. a seat kind this version has no bot for
            self.notify(str(exc), title="Cannot open the game", severity="error", markup=False)
            return
        self.show_menu()
        self.push_screen(screen)

    def show_menu(self) -> None:
        """Close every screen above the menu."""
        while len(self.screen_stack) > 1:
            self.pop_screen()

    def action_quit_asking(self) -> None:
        """ctrl+q: quit, after a yes while a game is on."""
        exits.quit_asking(self)

    def _handle_exception(self, error: Exception) -> None:
        self._crashed_on = error  # for `_fatal_error`, which Textual calls from here
        super()._handle_exception(error)

    def _fatal_error(self) -> None:
        # Textual prints the traceback with its locals when the app ends; a player gets a
        # few plain words instead, the details written to a file (tests still see the
        # error: Textual keeps it for Pilot to raise)
        self.bell()
        with contextlib.suppress(Exception):  # the save may be what failed: report that
            self.autosaver.flush()
        try:
            saved = self.autosave and exits.game_on(self)
        except Exception:  # the screens may be what failed
            saved = False
        report = exits.crash_report(self._crashed_on, saved)
        self._exit_renderables.append(Text(report))
        self._close_messages_no_wait()


def make_app(
    game_id: str | None = None,
    seats: list[str] | None = None,
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    cards_dir: Path | None = None,
    bot_delay: float = 0.6,
    save_path: Path | None = None,
) -> TabletopApp:
    """The app: straight into a game when game_id and seats are given, else the menu."""
    start = None
    if game_id is not None and seats:
        from tabletop_tui.ui.session import Session, make_seats

        start = Session(game_id, make_seats(list(seats)), seed, dict(options or {}), cards_dir)
    return TabletopApp(start=start, bot_delay=bot_delay, save_path=save_path, cards_dir=cards_dir)
