"""The menu: every registered game (players, pitch), Continue the last save, Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from tabletop_tui.core.registry import GameEntry, games
from tabletop_tui.core.saves import SaveError, read_save
from tabletop_tui.ui.registry import screen_for

if TYPE_CHECKING:
    from tabletop_tui.ui.app import TabletopApp

TAGLINE = "Card games from their rulebooks: hot-seat with friends, or against bots."


class MenuScreen(Screen[None]):
    """Pick a game to set up, continue the last saved game, or quit."""

    CSS_PATH = "menu.tcss"
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]

    BINDINGS = [
        Binding("c", "continue_game", "Continue"),
        Binding("q", "app.quit", "Quit"),
        Binding("down,j", "app.focus_next", "Next", show=False),
        Binding("up,k", "app.focus_previous", "Previous", show=False),
    ]

    @property
    def tabletop(self) -> TabletopApp:
        """The app, with its match-opening methods."""
        return cast("TabletopApp", self.app)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="menu-box"):
            yield Static("tabletop-tui", id="title")
            yield Static(TAGLINE, id="tagline")
            yield Static("Games", classes="heading")
            for item in games():
                yield self._game_row(item)
            yield Static("Saved game", classes="heading")
            with Horizontal(classes="row"):
                yield Button("Continue (c)", id="continue")
                yield Static(id="continue-note", classes="note")
            with Horizontal(classes="row"):
                yield Button("Quit (q)", id="quit", variant="error")
        yield Footer()

    @staticmethod
    def _game_row(item: GameEntry) -> Horizontal:
        info = item.info
        ready = screen_for(info.id) is not None
        players = info.players_text
        note = f"{players}. {info.pitch}" if ready else f"{players}. Coming soon."
        return Horizontal(
            Button(info.name, id=f"game-{info.id}", variant="primary" if ready else "default"),
            Static(note, classes="note"),
            classes="row game" + ("" if ready else " -soon"),
        )

    def on_mount(self) -> None:
        self._show_save_state()
        ready = [b for b in self.query(".game Button").results(Button) if not b.disabled]
        playable = [b for b in ready if screen_for((b.id or "").removeprefix("game-"))]
        (playable or ready or list(self.query(Button).results(Button)))[0].focus()

    def on_screen_resume(self) -> None:
        self._show_save_state()

    def _show_save_state(self) -> None:
        path = self.tabletop.save_path
        button = self.query_one("#continue", Button)
        button.disabled = not path.exists()
        note = f"Resume the game saved in {path}" if path.exists() else "No saved game yet"
        self.query_one("#continue-note", Static).update(
            Text(note + ("" if path.exists() else " (press s during a game to save it)"))
        )

    @on(Button.Pressed, "#quit")
    def _quit(self) -> None:
        self.app.exit()

    @on(Button.Pressed, "#continue")
    def action_continue_game(self) -> None:
        """Load the last save; a save that fails to load is reported and left as it is."""
        path = self.tabletop.save_path
        if not path.exists():
            self.notify("There is no saved game to continue.", severity="warning")
            return
        try:
            match = read_save(path)
        except SaveError as exc:
            self.query_one("#continue-note", Static).update(Text(f"Cannot continue: {exc}"))
            self.notify(str(exc), title="Cannot continue", severity="error", markup=False)
            return
        self.tabletop.open_match(match)

    @on(Button.Pressed, ".game Button")
    def _game_chosen(self, event: Button.Pressed) -> None:
        game_id = (event.button.id or "").removeprefix("game-")
        if screen_for(game_id) is None:
            self.notify("That game is coming soon.", severity="warning")
            return
        from tabletop_tui.ui.setup import SetupScreen

        self.app.push_screen(SetupScreen(game_id))
