"""Setup: how many seats, who sits there (person or bot, and a name), seed, the game's variants."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from tabletop_tui.bots import DEFAULT_OPPONENT
from tabletop_tui.core.cards import CardDataError
from tabletop_tui.core.game import Game, OptionSpec
from tabletop_tui.core.match import Match
from tabletop_tui.core.registry import entry, load_game
from tabletop_tui.ui.session import (
    SEAT_CHOICES,
    SEAT_LABELS,
    default_name,
    make_seats,
    random_seed,
)
from tabletop_tui.ui.widgets.keys_footer import KeysFooter
from tabletop_tui.ui.widgets.too_small import TooSmall, guard_size

if TYPE_CHECKING:
    from tabletop_tui.ui.app import TabletopApp

SEED_ERROR = "The seed must be digits only (leave it empty for a random game)."


# Who plays what, where the seats are not alike (the rulebook's roles).
SEAT_NOTES = {
    "in-nomine": "Seat 1 leads the Demons and moves first; seat 2 leads the Angels.",
}


OPTION_WIDTH = 14  # the narrowest option box (setup.tcss)


def option_width(specs: Sequence[OptionSpec]) -> int:
    """One width for a game's option boxes (their help lines start in one column): room
    for the longest value, never under OPTION_WIDTH. A Select's frame, padding and arrow
    take 8 columns, an Input's frame and padding 4."""
    widths = [
        max(len(spec.word(v)) for v in (spec.choices or [spec.default]))
        + (8 if spec.choices else 4)
        for spec in specs
    ]
    return max([OPTION_WIDTH, *widths])


SETUP_LEAST = (60, 16)  # smaller, the seats' name fields are cut to three letters


class SetupScreen(Screen[None]):
    """A form; Start checks it with the game's own rules and opens the table."""

    CSS_PATH = "setup.tcss"
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]

    BINDINGS = [
        Binding("ctrl+s", "start", "Start"),
        Binding("escape", "app.pop_screen", "Back"),
    ]

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self.info = entry(game_id).info
        self.game: Game[Any] | None = None
        self._proposed: dict[str, Any] = {}  # option values set by the seats (`_propose`)
        self._chosen: set[str] = set()  # options the player set by hand

    def compose(self) -> ComposeResult:
        info = self.info
        yield TooSmall()
        with VerticalScroll(id="setup-box"):
            yield Static(f"{info.name}: new game", id="title", markup=False)
            yield Static(info.pitch, id="pitch", markup=False)
            with Horizontal(classes="field"):
                yield Label("Players", classes="label")
                counts = range(info.min_players, info.max_players + 1)
                yield Select(
                    [(str(n), n) for n in counts],
                    value=info.usual_players,
                    allow_blank=False,
                    id="players",
                )
            for seat in range(info.max_players):
                yield self._seat_row(seat)
            if info.id in SEAT_NOTES:
                yield Static(SEAT_NOTES[info.id], id="seat-note", markup=False)
            with Horizontal(classes="field"):
                yield Label("Seed", classes="label")
                yield Input(placeholder="random", id="seed")
            width = option_width(info.options)
            for spec in info.options:
                yield self._option_row(spec, width)
            yield Static(id="error")
            with Horizontal(id="buttons"):
                yield Button("Start (Ctrl+S)", id="start", variant="success")
                yield Button("Back (Esc)", id="back")
        yield KeysFooter()

    @staticmethod
    def _seat_row(seat: int) -> Horizontal:
        kind = "human" if seat == 0 else DEFAULT_OPPONENT
        return Horizontal(
            Label(f"Seat {seat + 1}", classes="label"),
            Select(
                [(SEAT_LABELS[k], k) for k in SEAT_CHOICES],
                value=kind,
                allow_blank=False,
                id=f"kind-{seat}",
                classes="kind",
            ),
            Input(placeholder=default_name(kind, seat), id=f"name-{seat}", classes="name"),
            classes="field seat",
            id=f"seat-{seat}",
        )

    @staticmethod
    def _option_row(spec: OptionSpec, width: int) -> Horizontal:
        if spec.choices:
            widget: Select[Any] | Input = Select(
                [(spec.word(c), c) for c in spec.choices],
                value=spec.default,
                allow_blank=False,
                id=f"opt-{spec.key}",
                classes="option",
            )
        else:
            widget = Input(value=str(spec.default), id=f"opt-{spec.key}", classes="option")
        widget.styles.width = width
        return Horizontal(
            Label(spec.title, classes="label"),
            widget,
            Static(spec.help, classes="help"),
            classes="field",
        )

    def on_resize(self) -> None:
        guard_size(self, SETUP_LEAST)

    def on_mount(self) -> None:
        if not self.query("#players"):  # closed as soon as it was opened: its parts are gone
            return
        if self.app.is_headless:
            for field in self.query(Input):
                field.cursor_blink = False
        try:
            self.game = load_game(self.info.id, cast("TabletopApp", self.app).cards_dir)
        except CardDataError as exc:
            self._show_error(f"The card data does not load: {exc}")
        self._show_seats()
        self.query_one("#players", Select).focus()

    @property
    def players(self) -> int:
        """How many seats are chosen."""
        return int(self.query_one("#players", Select).value)  # type: ignore[arg-type]

    def _show_seats(self) -> None:
        for seat in range(self.info.max_players):
            self.query_one(f"#seat-{seat}").set_class(seat >= self.players, "-unused")

    def _kinds(self) -> list[str]:
        return [str(self.query_one(f"#kind-{i}", Select).value) for i in range(self.players)]

    def _options(self) -> dict[str, Any]:
        return {
            spec.key: self.query_one(f"#opt-{spec.key}", Select | Input).value  # type: ignore[arg-type]
            for spec in self.info.options
        }

    def problem(self) -> str | None:
        """What is wrong with the form (None: ready to start)."""
        if self.game is None:
            return "The game's cards could not be loaded."
        seed = self._seed_text()
        if seed and not seed.isdigit():
            return SEED_ERROR
        try:
            self.game.check_options(self.players, self._options())
        except ValueError as exc:
            return str(exc).capitalize()
        return None

    def _seed_text(self) -> str:
        return self.query_one("#seed", Input).value.strip()

    def _show_error(self, text: str | None) -> None:
        error = self.query_one("#error", Static)
        error.update(Text(text or ""))
        error.set_class(bool(text), "-shown")

    @on(Select.Changed)
    @on(Input.Changed)
    def _changed(self, event: Select.Changed | Input.Changed) -> None:
        control = event.control.id or ""
        if control.startswith("kind-"):
            seat = int(control.split("-")[1])
            name = self.query_one(f"#name-{seat}", Input)
            name.placeholder = default_name(str(event.value), seat)
        if control.startswith("opt-"):
            key = control.removeprefix("opt-")
            if event.value != self._proposed.get(key, event.value):
                self._chosen.add(key)  # the player's own choice: left as it is from now on
        if control.startswith("kind-") or control == "players":
            self._propose()
        self._show_seats()
        self._show_error(self.problem())

    def _propose(self) -> None:
        """Options with a value for people sharing a screen (In Nomine's Windows: always)
        follow the seats: two people or more get it, unless the player chose otherwise."""
        people = self._kinds().count("human")
        for spec in self.info.options:
            if spec.hot_seat is None or spec.key in self._chosen:
                continue
            value = spec.proposed(people)
            self._proposed[spec.key] = value
            select = self.query_one(f"#opt-{spec.key}", Select)
            if select.value != value:
                select.value = value

    @on(Input.Submitted)
    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        """Start the game if the form is right; otherwise say what is wrong, inline."""
        problem = self.problem()
        self._show_error(problem)
        if problem is not None or self.game is None:
            return
        kinds = self._kinds()
        names = [self.query_one(f"#name-{i}", Input).value for i in range(self.players)]
        seed = int(self._seed_text()) if self._seed_text() else random_seed()
        app = cast("TabletopApp", self.app)
        try:
            match = Match(self.game, make_seats(kinds, names), seed, self._options(), app.cards_dir)
        except ValueError as exc:
            self._show_error(str(exc))
            return
        app.open_match(match)

    @on(Button.Pressed, "#back")
    def _back(self) -> None:
        self.app.pop_screen()
