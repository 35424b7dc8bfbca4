"""The menu: every registered game (players, pitch), Continue the last save, Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from tabletop_tui.core.registry import GameEntry, games
from tabletop_tui.core.saves import SaveError, read_save
from tabletop_tui.core.slots import SaveInfo, list_saves, when_text
from tabletop_tui.ui.dialogs import ConfirmScreen
from tabletop_tui.ui.registry import has_screen

if TYPE_CHECKING:
    from tabletop_tui.ui.app import TabletopApp


def save_note(info: SaveInfo) -> str:
    """ "Possession, turn 2, you vs Greedy Bot 2 · saved 5 min ago" (and what is wrong)."""
    if info.problem:
        return f"{info.description}: Continue says why"
    note = f"{info.description} · {when_text(info.saved_at)}"
    if info.changed:
        note += f" · ⚠ {' and '.join(info.changed)} changed since: it may not replay"
    return note


TAGLINE = "Card games from their rulebooks: hot-seat with friends, or against bots."


class MenuScreen(Screen[None]):
    """Pick a game to set up, continue the last saved game, or quit."""

    CSS_PATH = "menu.tcss"
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]

    BINDINGS = [
        Binding("c", "continue_game", "Continue"),
        Binding("q", "app.quit", "Quit", show=False),  # the footer shows ^q, the button q
        Binding("down,j", "app.focus_next", "Next", show=False),
        Binding("up,k", "app.focus_previous", "Previous", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.saves: list[SaveInfo] = []

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
            yield Static("Saved games", classes="heading")
            with Vertical(id="saves"), Horizontal(classes="row"):
                yield Button("Continue (c)", id="continue")
                yield Static(id="continue-note", classes="note")
            with Horizontal(classes="row"):
                yield Button("Quit (q)", id="quit", variant="error")
        yield Footer()

    @staticmethod
    def _game_row(item: GameEntry) -> Horizontal:
        info = item.info
        ready = has_screen(info.id)
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
        playable = [b for b in ready if has_screen((b.id or "").removeprefix("game-"))]
        (playable or ready or list(self.query(Button).results(Button)))[0].focus()
        asked, self.tabletop.ask_to_load = self.tabletop.ask_to_load, None
        if asked is not None:  # `--load FILE` of a save made with other rules or cards
            self.continue_save(asked)

    def on_screen_resume(self) -> None:
        self._show_save_state()

    def _show_save_state(self) -> None:
        """The saves, newest first: the newest on the Continue button, one row each after."""
        self.saves = list_saves(self.tabletop.save_files())
        button = self.query_one("#continue", Button)
        button.disabled = not self.saves
        note = (
            save_note(self.saves[0])
            if self.saves
            else "No saved game yet: a game is saved after every move."
        )
        self.query_one("#continue-note", Static).update(Text(note))
        box = self.query_one("#saves", Vertical)
        box.remove_children(".more")
        box.mount_all(
            Horizontal(
                Button("Resume", id=f"save-{n}"),
                Static(Text(save_note(info)), classes="note"),
                classes="row more",
            )
            for n, info in enumerate(self.saves[1:], start=1)
        )

    @on(Button.Pressed, "#quit")
    def _quit(self) -> None:
        self.app.exit()

    @on(Button.Pressed, "#continue")
    def action_continue_game(self) -> None:
        """Continue the newest save."""
        if not self.saves:
            self.notify("There is no saved game to continue.", severity="warning")
            return
        self.continue_save(self.saves[0])

    @on(Button.Pressed, ".more Button")
    def _resume(self, event: Button.Pressed) -> None:
        self.continue_save(self.saves[int((event.button.id or "save-0").split("-")[1])])

    def continue_save(self, info: SaveInfo) -> None:
        """Load a save; one made with other rules or cards only after a yes."""
        if not info.changed:
            self._load(info, changed_ok=False)
            return
        question = (
            f"{' and '.join(info.changed).capitalize()} changed since this save was made "
            f"({info.description}). Replaying it may fail or lead to a different game. "
            "Try it anyway? The file is kept either way."
        )
        self.app.push_screen(
            ConfirmScreen(question), lambda yes: self._load(info, changed_ok=True) if yes else None
        )

    def _load(self, info: SaveInfo, changed_ok: bool) -> None:
        """Replay a save and open it; one that fails is reported and left as it is."""
        try:
            match = read_save(info.path, changed_ok=changed_ok)
        except SaveError as exc:
            self.query_one("#continue-note", Static).update(Text(f"Cannot continue: {exc}"))
            self.notify(str(exc), title="Cannot continue", severity="error", markup=False)
            return
        self.tabletop.open_match(match, save_path=info.path)

    @on(Button.Pressed, ".game Button")
    def _game_chosen(self, event: Button.Pressed) -> None:
        game_id = (event.button.id or "").removeprefix("game-")
        if not has_screen(game_id):
            self.notify("That game is coming soon.", severity="warning")
            return
        from tabletop_tui.ui.setup import SetupScreen

        self.app.push_screen(SetupScreen(game_id))
