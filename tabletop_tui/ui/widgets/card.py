"""The card widget every game draws its cards with, and a face-down pile (card back + count)."""

from __future__ import annotations

from textual.binding import Binding
from textual.message import Message
from textual.widgets import OptionList, Static

from tabletop_tui.ui.widgets.repaint import put, set_class


class CardWidget(Static):
    """One face-up card. Clicking it (or Enter when focused) picks it; focusing it inspects it."""

    DEFAULT_CSS = """
    CardWidget {
        border: round $foreground 40%;
        background: $surface;
        height: auto;
        padding: 0 1;
        &:hover { border: round $foreground 80%; }
        &:focus { border: double $accent; }
        &.-choosable { border: round $success; }
        &.-in-option { border: round $accent; background: $accent 25%; }
    }
    """

    BINDINGS = [
        Binding("enter", "pick", "Pick card", show=False),
        Binding("left", "step_focus(-1)", "Previous card", show=False),
        Binding("right", "step_focus(1)", "Next card", show=False),
        Binding("up", "to_options(-1)", "Previous option", show=False),
        Binding("down", "to_options(1)", "Next option", show=False),
    ]

    class Picked(Message):
        """The player clicked a card (or pressed Enter on it)."""

        def __init__(self, card_id: str) -> None:
            super().__init__()
            self.card_id = card_id

    class Inspected(Message):
        """The player focused or clicked a card: show it in the card inspector."""

        def __init__(self, card_id: str) -> None:
            super().__init__()
            self.card_id = card_id

    can_focus = True

    def __init__(self, card_id: str, content: object = "", *, classes: str = "") -> None:
        super().__init__(content, classes=classes)  # type: ignore[arg-type]
        self.card_id = card_id

    def focus_on_click(self) -> bool:
        """Clicks pick the card without moving keyboard focus off the decision panel."""
        return False

    def on_click(self) -> None:
        self.post_message(self.Inspected(self.card_id))
        self.post_message(self.Picked(self.card_id))

    def on_focus(self) -> None:
        self.post_message(self.Inspected(self.card_id))

    def action_pick(self) -> None:
        """Pick the focused card."""
        self.post_message(self.Picked(self.card_id))

    def action_step_focus(self, step: int) -> None:
        """←/→: the previous or next card on the screen (Tab also reaches the options)."""
        cards = [w for w in self.screen.focus_chain if isinstance(w, CardWidget)]
        if self in cards:
            cards[(cards.index(self) + step) % len(cards)].focus()

    def action_to_options(self, step: int) -> None:
        """↑/↓: back to the options, their highlight moved one row (the arrows a player
        reaches for to scroll the options, wherever the focus is)."""
        found = self.screen.query("#options").results(OptionList) if self.is_attached else ()
        rows = next(iter(found), None)
        if rows is None or not rows.option_count:
            return
        rows.focus()
        if step < 0:
            rows.action_cursor_up()
        else:
            rows.action_cursor_down()


class CardBack(Static):
    """A face-down pile or hand: a hatched card back with how many cards it holds."""

    DEFAULT_CSS = """
    CardBack {
        width: 8;
        height: 4;
        border: round $foreground 40%;
        hatch: right $primary 35%;
        content-align: center middle;
        text-style: bold;
        &.-empty { hatch: none; color: $text-muted; border: dashed $foreground 25%; }
    }
    """

    def show_count(self, count: int) -> None:
        """Show how many cards the pile holds."""
        put(self, str(count), layout=False)  # a fixed box: its size never changes
        set_class(self, count == 0, "-empty")

    def set_title(self, title: str) -> None:
        """A title on the card back's top edge ("Hand", "Spell deck"), never cut: the back
        grows to hold it with its corners (a game's own width still applies if wider)."""
        self.border_title = title
        self.styles.min_width = len(title) + 4 if title else None
