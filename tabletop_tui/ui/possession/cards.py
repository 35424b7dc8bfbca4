"""Possession cards on screen: hand cards, Victims in play, the Location, a Daemon."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import RenderResult
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Static

from tabletop_tui.games.possession.cards import CardSet
from tabletop_tui.ui.possession.words import (
    DIRECTION_WORDS,
    KIND_NAMES,
    KIND_STYLES,
    REFUGE_WORDS,
    attack_forecast,
    hand_text,
    location_rules,
    victim_text,
    victim_tooltip,
)
from tabletop_tui.ui.widgets import repaint
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.repaint import set_class
from tabletop_tui.ui.widgets.whole_name import MeasuredWhole, WholeNameCard, cut_to_rows


def put(widget: Static, content: Text | Content | str) -> None:
    """Show `content` in a widget, touching it only if it changed (a redraw costs a layout)."""
    repaint.put(widget, content)


def titles(widget: Widget, title: Content | str | None, subtitle: Content | str | None) -> None:
    """Set a widget's border title and subtitle, only if they changed."""
    repaint.set_title(widget, title)
    repaint.set_subtitle(widget, subtitle)


class HandCard(WholeNameCard):
    """A card in the shown player's hand, face up (its name whole, on two lines if need be)."""

    def __init__(self, cards: CardSet, card_id: str, classes: str = "") -> None:
        card = cards.card(card_id)
        trap = " -trap" if card.trap is not None else ""
        super().__init__(card_id, hand_text(card), classes=f"{classes} -{card.kind}{trap}")
        self.tooltip = f"{card.name}: {card.text}"


class SmallCard(CardWidget):
    """A card in a narrow spot (beside the options): name and kind."""

    def __init__(self, cards: CardSet, card_id: str, classes: str = "") -> None:
        card = cards.card(card_id)
        body = Text.assemble(
            (card.name, KIND_STYLES[card.kind]), "\n", (KIND_NAMES[card.kind], "dim")
        )
        super().__init__(card_id, body, classes=f"{classes} -{card.kind}")
        self.tooltip = f"{card.name}: {card.text}"


class VictimBox(WholeNameCard):
    """A Victim in play, compact; redrawn in place as its Life, Strength and fight change (its
    name whole, going on to a line of its own where there is room for one)."""

    def name_may_wrap(self) -> bool:
        """Not on a short screen nor a crowded table: it must fit without scrolling (a name
        there ends in "…"; the detail and the tooltip have it whole)."""
        if not self.is_attached:
            return False
        return not (self.screen.has_class("-short") or self.screen.has_class("-crowded"))

    def __init__(self, cards: CardSet, v: dict[str, Any], classes: str = "") -> None:
        super().__init__(v["id"], classes=f"{classes} -victim")
        self.cards = cards

    def show(
        self, view: dict[str, Any], v: dict[str, Any], reach: Text | None, fighting: bool
    ) -> None:
        """Draw the Victim's current state; `reach` (a free Victim): who may claim it."""
        put(self, victim_text(self.cards, view, v, reach, fighting))
        self.tooltip = victim_tooltip(self.cards, view, v)
        fc = attack_forecast(self.cards, view, v)
        set_class(self, bool(fc["attacks"]), "-attacked")
        set_class(self, fighting, "-fighting")


class LocationCard(MeasuredWhole, CardWidget):
    """The Location of the turn: name, refuge, symbols, direction and its rules."""

    def __init__(self, cards: CardSet, *, id: str | None = None) -> None:
        super().__init__("", classes="-location")
        if id:
            self.id = id
        self.cards = cards

    def render(self) -> RenderResult:
        content, region = self.content, self.content_region
        if self._measuring or not isinstance(content, Text):
            return super().render()
        return cut_to_rows(content, region.width, region.height)  # its rules end in " …"

    def show(self, location: str) -> None:
        """Draw the Location (empty between turns)."""
        self.card_id = location
        if not location:
            put(self, Text("No Location yet: the Narrator draws one.", style="dim"))
            self.tooltip = None
            return
        card = self.cards.card(location)
        # the name and where the hands go first: a short screen keeps one or two lines of
        # this, and there the direction comes first (a long name would push it off)
        going = Text.assemble(("hands go ", "dim"), (card.direction.upper(), "bold reverse"))
        named = Text.assemble(("Location ", "dim"), (card.name, KIND_STYLES["location"]))
        first, then = (
            (going, named)
            if self.is_attached and self.screen.has_class("-short")
            else (
                named,
                going,
            )
        )
        text = first + Text(" · ", style="dim") + then
        refuge = REFUGE_WORDS[card.refuge]
        if refuge:
            style = "bold green" if card.refuge == "sanctuary" else "bold red"
            text.append(f" · {refuge}", style=style)
        if card.symbols:
            text.append(f" · {', '.join(card.symbols)}", style="italic")
        rules = location_rules(card)
        if rules:
            text.append(f"\n{rules}")
        put(self, text)
        self.tooltip = f"{card.name}: {DIRECTION_WORDS[card.direction]}. {card.text}"


class DaemonCard(CardWidget):
    """A player's Daemon: revealed (name and rule), secret (your own), or face down."""

    def __init__(self, cards: CardSet, classes: str = "") -> None:
        super().__init__("", classes=f"{classes} -daemon")
        self.cards = cards

    def show(self, player: dict[str, Any]) -> None:
        """Draw the Daemon as the view shows it."""
        self.card_id = player["daemon"] or ""
        set_class(self, not player["revealed"], "-face-down")
        if not player["daemon"]:
            put(self, Text("▒ hidden Daemon", style="dim"))
            self.tooltip = "A Daemon card, face down: its rule works once it is revealed."
            return
        card = self.cards.card(player["daemon"])
        text = Text(card.name, style=KIND_STYLES["daemon"])
        if player["revealed"]:
            text.append(f": {card.text}")
        else:
            text.append(" (secret)", style="italic")
            text.append(f": {card.text}", style="dim")
        put(self, text)
        self.tooltip = f"{card.name}: {card.text}"
