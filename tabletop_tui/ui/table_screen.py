"""What every game's table screen has: the match, its layout, and the hooks a game fills in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget

from tabletop_tui.bots import make_bot
from tabletop_tui.core.decision import Decision, Option
from tabletop_tui.core.log import LogEntry
from tabletop_tui.core.match import Match
from tabletop_tui.ui import table_help
from tabletop_tui.ui.bot_driver import BotDriver
from tabletop_tui.ui.watching import Pace
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.decision_panel import DecisionPanel
from tabletop_tui.ui.widgets.log_panel import LogPanel
from tabletop_tui.ui.widgets.option_rows import OPTION_KEYS
from tabletop_tui.ui.widgets.repaint import one
from tabletop_tui.ui.widgets.settled_layout import SettledLayout
from tabletop_tui.ui.widgets.status_bar import StatusBar
from tabletop_tui.ui.widgets.too_small import TooSmall, guard_size

MIN_SIZE = (80, 24)  # the smallest terminal every table is drawn for
WATCH_ACTIONS = ("pause", "step", "show_hands")
PLAYER_ACTIONS = ("pick", "undo", "news")


def binds(key: str) -> str:
    """The keys that pick the option of `key`: a capital is also "shift+" its letter (what a
    terminal with the kitty keyboard protocol reports)."""
    return f"{key},shift+{key.lower()}" if key.isupper() else key


class TableScreen(SettledLayout, BotDriver):
    """The match, the layout (status, table, decision panel, log), and the game's hooks."""

    # An absolute path: a game's screen in another package inherits the shared layout.
    CSS_PATH = Path(__file__).parent / "game_screen.tcss"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    RULES_SUMMARY: Path | None = None
    LEGEND: str = ""  # the table's signs in one line, on the log's bottom edge
    LEGEND_SHORT: str = ""  # the same, for a narrow log (26 columns at most)
    LEGEND_HELP: Path | None = None  # all of them explained: the help's Legend tab
    SIGHT_WHOLE: tuple[type[Widget], ...] = ()  # boxes a named card brings into sight whole

    BINDINGS = [
        Binding("1", "pick('1')", "Choose", key_display="1-9 a-z"),
        *[Binding(binds(key), f"pick('{key}')", show=False) for key in OPTION_KEYS[1:]],
        Binding("u", "undo", "Undo"),
        Binding("s", "save", "Save"),
        Binding("question_mark,f1", "help", "Help", key_display="?"),
        Binding("i", "help('card')", "Card"),
        Binding("q", "leave", "Menu"),
        Binding("r", "result", "Result"),  # once the game is over: see check_action
        # the log pages back and forth from the keys too (the mouse wheel is not everyone's)
        Binding("left_square_bracket", "scroll_log(-1)", "Log", key_display="[ ]"),
        Binding("right_square_bracket", "scroll_log(1)", show=False),
        # and the table itself, on a screen too small to show it whole ({ and }: shift+[ ])
        Binding("left_curly_bracket", "scroll_table(-1)", show=False),
        Binding("right_curly_bracket", "scroll_table(1)", show=False),
        # watch mode only (every seat a bot): see check_action
        Binding("space", "pause", "Pause"),  # (short: the whole footer fits 80 columns)
        Binding("n", "step", "Step"),
        Binding("n", "news", "News", show=False),  # a player's: the summary whole
        Binding("v", "show_hands", "Hands"),
    ]

    def __init__(self, match: Match, *, bot_delay: float = 0.6, save_path: Path | None = None):
        super().__init__()
        self.match = match
        self.bot_delay = bot_delay
        self.save_path = save_path
        self.bots = {i: make_bot(s.kind) for i, s in enumerate(match.seats) if not s.is_human}
        humans = match.humans
        # The seat whose view the table shows: the only human, or (hot-seat) the last to decide.
        self.shown_seat: int | None = humans[0] if len(humans) == 1 else None
        self.asking: Decision | None = None
        self.inspected: str | None = None
        self.pace = Pace()
        self._collecting = False  # whether it holds the garbage collector (ui/collector.py)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Watch mode shows its own keys (pause, one move, whose hand), and hides a
        player's (choose, undo); a game with people hides watch mode's. A finished game
        shows neither, and offers its result again (r)."""
        watching = not self.match.humans
        over = self.match.over
        if action == "result":
            return over
        if action in WATCH_ACTIONS:
            return watching and not over
        if action in PLAYER_ACTIONS:  # not while the table is too small to be seen
            return not watching and not over and not self.has_class("-too-small")
        return True

    # ---- what a game's screen provides -------------------------------------------------------
    def compose_table(self) -> ComposeResult:
        """The widgets of the table (drawn by render_view)."""
        yield from ()

    def draw_view(self, view: dict[str, Any]) -> None:
        """Draw a view; watching bots, it is marked as a spectator's (no "you", no "your
        hand": a hand shown with v is the bot's)."""
        self.render_view({**view, "watching": True} if not self.match.humans else view)

    def log_lines(self, entries: list[LogEntry], reader: int | None) -> list[LogEntry]:
        """The log as the table shows it; watching bots with a bot's hand shown (v), a line
        told to that bot alone names it ("Told to Normal Bot 2: You draw Lone Eye."), for
        the "You" is not the watcher (a review read it as itself)."""
        if self.match.humans or reader is None:
            return entries
        told = f"Told to {self.match.name(reader)}: "
        return [e._replace(text=told + e.text) if e.seats == (reader,) else e for e in entries]

    def render_view(self, view: dict[str, Any]) -> None:
        """Draw the table from a view (only what the shown seat may see)."""

    def show_own_cards(self) -> None:
        """Scroll the table so the deciding player's own cards are in sight."""

    def design(self, card_id: str) -> str:
        """The design a card is a copy of (its own id if the game's cards do not say)."""
        card = self.match.game.cards.instances.get(card_id)
        return str(getattr(card, "id", card_id))

    def card_widget(self, card_id: str) -> CardWidget:
        """A face-up card, for the decision panel's context row."""
        return CardWidget(card_id, self.match.game.card_label(card_id))

    def card_text(self, card_id: str) -> Text | None:
        """A card's full text in a few lines, for the detail under the options (None: none)."""
        return None

    def option_highlighted(self, option: Option | None) -> None:
        """The player is looking at an option: highlight its cards."""

    def why_not(self, decision: Decision, card_id: str) -> str | None:
        """Why clicking this card chooses nothing (None: the click was handled otherwise)."""
        return "That card is not one of the choices: pick an option from the list"

    def confirm_question(self, option: Option) -> str | None:
        """A question to ask before a person's choice they may regret for the rest of the
        game (a once-a-game action); None: choose at once."""
        return None

    def what_to_do(self, decision: Decision) -> str:
        """A few words for the status bar: what the deciding player should do."""
        return decision.prompt

    def what_to_do_briefly(self, decision: Decision) -> str:
        """Fewer words, for a status bar too narrow for what_to_do ("your Recruit phase");
        "": none (the bar then points to the choices)."""
        return ""

    def offered(self) -> set[str]:
        """The cards the pending person's options name (shown to them, on the table or not:
        a Commandment drawn to engrave)."""
        decision = self.asking
        return {c for o in decision.options for c in o.cards} if decision is not None else set()

    def choosable_class(self, card_id: str) -> str:
        """ "-choosable" for a card that a pending option names alone (a click chooses it)."""
        decision = self.asking
        if decision is None:
            return ""
        named = {o.cards[0] for o in decision.options if len(o.cards) == 1}
        return "-choosable" if card_id in named else ""

    def describe_card(self, card_id: str) -> str:
        """The card inspector's Markdown for a card."""
        return f"## {self.match.game.card_label(card_id)}"

    # ---- the layout ---------------------------------------------------------------------------
    def on_resize(self) -> None:
        """Below the smallest size the tables are drawn for, say so instead of drawing a
        table whose rows run off the screen."""
        was = self.has_class("-too-small")
        if guard_size(self, MIN_SIZE) != was:
            self.refresh_bindings()  # the footer hides Choose and Undo while it is too small
        found = self.query(DecisionPanel)
        if found:
            found.first().screen_resized()

    def compose(self) -> ComposeResult:
        yield TooSmall()
        yield StatusBar(id="status")
        with Horizontal(id="main"):
            # Tab goes from the options to the cards: the table and the log take no focus
            # on the way (the log pages with [ ], the table with { }; a review pressed Tab
            # twice, seeing nothing happen, before a card was focused)
            with VerticalScroll(id="table", can_focus=False):
                yield from self.compose_table()
            with Vertical(id="side"):
                yield DecisionPanel(id="decision")
                yield self.make_log()
        yield table_help.footer()

    def make_log(self) -> LogPanel:
        """The log panel (a game's screen may give its own kind)."""
        return LogPanel(id="log")

    def settle_layout(self) -> bool:
        """Laid out, not yet drawn: the decision panel's options, card text and summary
        share its room (DecisionPanel.fit); settled, it keeps its height."""
        found = self.query(DecisionPanel)  # (none on a screen being closed)
        return bool(found) and found.first().settle()

    @property
    def panel(self) -> DecisionPanel:
        """The decision panel."""
        return one(self, DecisionPanel)

    @property
    def status(self) -> StatusBar:
        """The status bar."""
        return one(self, StatusBar)
