"""The Textual app and the one factory the CLI, the tests and the screenshot command share."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App

from tabletop_tui.core.cards import CardDataError
from tabletop_tui.core.match import Match
from tabletop_tui.core.paths import last_save_path
from tabletop_tui.ui.menu import MenuScreen
from tabletop_tui.ui.registry import screen_for
from tabletop_tui.ui.session import Session, make_seats


class TabletopApp(App[None]):
    """The menu at the bottom of the screen stack; setup, games and dialogs above it."""

    CSS_PATH = "app.tcss"
    TITLE = "tabletop-tui"
    ENABLE_COMMAND_PALETTE = False
    MODES = {"menu": MenuScreen}
    DEFAULT_MODE = "menu"

    def __init__(
        self,
        start: Session | None = None,
        bot_delay: float = 0.6,
        save_path: Path | None = None,
        cards_dir: Path | None = None,
    ) -> None:
        super().__init__()
        self.cards_dir = cards_dir
        self.start_session = start
        self.bot_delay = bot_delay
        self._save_path = save_path

    @property
    def save_path(self) -> Path:
        """Where `s` saves and Continue loads (the last save, unless the factory chose a path)."""
        return self._save_path if self._save_path is not None else last_save_path()

    def on_mount(self) -> None:
        if self.start_session is not None:
            self.play(self.start_session)

    def play(self, session: Session) -> None:
        """Start a new match from a session and show its table."""
        try:
            match = session.start()
        except (ValueError, KeyError, CardDataError) as exc:
            self.notify(str(exc), title="Cannot start the game", severity="error", markup=False)
            return
        self.open_match(match)

    def open_match(self, match: Match) -> None:
        """Show a match's table (over the menu), closing whatever else was open."""
        screen_class = screen_for(match.game_id)
        if screen_class is None:
            self.notify(f"{match.game.info.name}: coming soon", severity="warning")
            return
        try:
            screen = screen_class(match, bot_delay=self.bot_delay, save_path=self.save_path)
        except ValueError as exc:  # e.g. a seat kind this version has no bot for
            self.notify(str(exc), title="Cannot open the game", severity="error", markup=False)
            return
        self.show_menu()
        self.push_screen(screen)

    def show_menu(self) -> None:
        """Close every screen above the menu."""
        while len(self.screen_stack) > 1:
            self.pop_screen()


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
        start = Session(game_id, make_seats(list(seats)), seed, dict(options or {}), cards_dir)
    return TabletopApp(start=start, bot_delay=bot_delay, save_path=save_path, cards_dir=cards_dir)
