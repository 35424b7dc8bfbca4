"""The menu: every registered game (players, pitch), Continue the last save, Quit.

One list of choices (Textual's OptionList) rather than a button per row: the menu is what
every start waits for, and a screen of one list builds, styles and lays out in a fraction
of the time of thirty widgets (issue 11: start to menu within 1.5 times a bare Textual
app)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from tabletop_tui.core.registry import games
from tabletop_tui.core.slots import SaveInfo, list_saves, when_text
from tabletop_tui.ui.registry import has_screen
from tabletop_tui.ui.widgets.too_small import TooSmall, guard_size

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


LABEL_WIDTH = 24  # the column of names ("Continue (c)", a game's name) in the list
KEYS = "↑↓ choose · Enter open · c Continue · q Quit"
NO_SAVE = "No saved game yet: a game is saved after every move."
MENU_LEAST = (50, 14)  # smaller, the games' descriptions are cut to a word a line


def row(label: str, note: str, label_style: str = "bold") -> RenderableType:
    """One choice: its name in a column of its own, what it is beside it (wrapped)."""
    grid = Table.grid(padding=(0, 2), expand=True)
    grid.add_column(width=LABEL_WIDTH, no_wrap=False)
    grid.add_column(ratio=1)
    grid.add_row(Text(label, style=label_style), Text(note))
    return grid


class MenuScreen(Screen[None]):
    """Pick a game to set up, continue the last saved game, or quit."""

    CSS_PATH = "menu.tcss"
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]

    BINDINGS = [
        Binding("c", "continue_game", "Continue"),
        Binding("q", "app.quit", "Quit", show=False),
        Binding("j", "cursor('down')", "Next", show=False),
        Binding("k", "cursor('up')", "Previous", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.saves: list[SaveInfo] = []
        self.continue_note = ""  # what the Continue row says (the newest save, or why not)
        self.notes: dict[str, str] = {}  # what each row says beside its name, by option id

    @property
    def tabletop(self) -> TabletopApp:
        """The app, with its match-opening methods."""
        return cast("TabletopApp", self.app)

    @property
    def choices(self) -> OptionList:
        """The list of games, saves and Quit."""
        return self.query_one("#choices", OptionList)

    def compose(self) -> ComposeResult:
        yield TooSmall()
        yield Static(Text.assemble(("tabletop-tui", "bold"), "\n", (TAGLINE, "dim")), id="title")
        yield OptionList(id="choices")
        yield Static(KEYS, id="keys")

    def _option(self, option_id: str, label: str, note: str, **kw: Any) -> Option:
        self.notes[option_id] = note
        return Option(row(label, note, kw.pop("style", "bold")), id=option_id, **kw)

    def _options(self) -> list[Option | None]:
        """The rows: each game, then Continue and one row per older save, then Quit."""
        self.notes = {}
        rows: list[Option | None] = []
        for item in games():
            info = item.info
            ready = has_screen(info.id)
            note = f"{info.players_text}. {info.pitch if ready else 'Coming soon.'}"
            rows.append(self._option(f"game-{info.id}", info.name, note, disabled=not ready))
            rows.append(None)
        rows.append(self._option("continue", "Continue (c)", self.continue_note))
        rows += [
            self._option(f"save-{n}", "Resume", save_note(info), style="")
            for n, info in enumerate(self.saves[1:], start=1)
        ]
        rows.append(None)
        rows.append(self._option("quit", "Quit (q)", ""))
        return rows

    def on_mount(self) -> None:
        self._show_save_state()
        asked, self.tabletop.ask_to_load = self.tabletop.ask_to_load, None
        if asked is not None:  # `--load FILE` of a save made with other rules or cards
            self.continue_save(asked)

    def on_screen_resume(self) -> None:
        self._show_save_state()

    def on_resize(self) -> None:
        guard_size(self, MENU_LEAST)

    def _show_save_state(self, note: str | None = None) -> None:
        """The saves, newest first: the newest on the Continue row, one row each after
        (`note` says instead why the newest could not be continued)."""
        self.saves = list_saves(self.tabletop.save_files())
        if note is None:
            note = save_note(self.saves[0]) if self.saves else NO_SAVE
        self.continue_note = note
        choices = self.choices
        was = choices.highlighted_option
        choices.set_options(self._options())
        if not self.saves:
            choices.disable_option("continue")
        keep = was.id if was is not None else None
        ids = [o.id for o in choices.options]
        first = next(o.id for o in choices.options if not o.disabled)
        choices.highlighted = ids.index(keep if keep in ids else first)
        choices.focus()

    def action_cursor(self, way: str) -> None:
        """j and k move like the arrows."""
        choices = self.choices
        choices.action_cursor_down() if way == "down" else choices.action_cursor_up()

    @on(OptionList.OptionSelected, "#choices")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        chosen = event.option_id or ""
        if chosen == "quit":
            self.app.exit()
        elif chosen == "continue":
            self.action_continue_game()
        elif chosen.startswith("save-"):
            self.continue_save(self.saves[int(chosen.removeprefix("save-"))])
        elif chosen.startswith("game-"):
            self.open_game(chosen.removeprefix("game-"))

    def open_game(self, game_id: str) -> None:
        """Set up a game of `game_id`."""
        if not has_screen(game_id):
            self.notify("That game is coming soon.", severity="warning")
            return
        from tabletop_tui.ui.setup import SetupScreen

        self.app.push_screen(SetupScreen(game_id))

    def action_continue_game(self) -> None:
        """Continue the newest save."""
        if not self.saves:
            self.notify("There is no saved game to continue.", severity="warning")
            return
        self.continue_save(self.saves[0])

    def continue_save(self, info: SaveInfo) -> None:
        """Load a save; one made with other rules or cards only after a yes."""
        if not info.changed:
            self._load(info, changed_ok=False)
            return
        from tabletop_tui.ui.dialogs import ConfirmScreen

        question = (
            f"{' and '.join(info.changed).capitalize()} changed since this save was made "
            f"({info.description}). Replaying it may fail or lead to a different game. "
            "Try it anyway? If the replay fails, the file is left as it is; if it works, the "
            "game goes on, saved as of today's version from then on."
        )
        self.app.push_screen(
            ConfirmScreen(question), lambda yes: self._load(info, changed_ok=True) if yes else None
        )

    def _load(self, info: SaveInfo, changed_ok: bool) -> None:
        """Replay a save and open it; one that fails is reported and left as it is."""
        from tabletop_tui.core.saves import SaveError, read_save  # the rules core, on demand

        try:
            match = read_save(info.path, changed_ok=changed_ok)
        except SaveError as exc:
            self._show_save_state(f"Cannot continue: {exc}")
            self.notify(str(exc), title="Cannot continue", severity="error", markup=False)
            return
        self.tabletop.open_match(match, save_path=info.path)
