"""The God tableaus: the shown god's large (body, Believers, temples, grenade, and the eight
places that resolve at the start of its turn, in order), every other god's compact."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.events import Click
from textual.message import Message

from tabletop_tui.games.believe_in_me.cards import CardSet
from tabletop_tui.ui.believe_in_me.compact import compact_lines, compact_subtitles
from tabletop_tui.ui.believe_in_me.tableau_lines import (
    card_tip,
    god_subtitle,
    god_title,
    grenade_line,
    monument_line,
    part_line,
    phenomena_line,
    resolution_note,
    stage_alignment,
    stage_enlightener,
    stage_missionaries,
    stage_monks,
    stage_prophet,
    stage_relic,
    temples_line,
)
from tabletop_tui.ui.believe_in_me.words import PARTS, is_card, put, titles
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.repaint import set_class, set_tooltip

Classes = Callable[[str], str]


class SlotLine(CardWidget):
    """One line of a tableau; a line holding a card can be focused (inspected) and clicked
    (chosen, when an option names that card)."""

    def __init__(self, classes: str = "") -> None:
        super().__init__("", classes=f"slot {classes}")
        self.can_focus = False

    def show(self, text: Text, card_id: str = "", tooltip: str | None = None) -> None:
        """Draw the line; `card_id` is the card it stands for ('' for none)."""
        self.card_id = card_id
        self.can_focus = bool(card_id)
        put(self, text)
        set_tooltip(self, tooltip)

    def on_click(self, event: Click) -> None:
        if not self.card_id:
            event.prevent_default()  # no card here: the click is the god's tableau's
            return
        event.stop()  # a card: it is picked, not the god


class GodTableau(Vertical):
    """The shown god's tableau, large: on the left the body and the pieces, on the right the
    eight places that resolve, in order, at the start of its God turn."""

    def __init__(self, cards: CardSet, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards = cards
        self.seat = -1

    def compose(self) -> ComposeResult:
        with Horizontal(classes="columns"):
            with Vertical(classes="body"):
                for _ in range(8):
                    yield SlotLine()
            with Vertical(classes="stages"):
                for _ in range(8):
                    yield SlotLine()

    def show(
        self, view: dict[str, Any], seat: int, deciding: int | None, classes_of: Classes
    ) -> None:
        """Draw god `seat`'s tableau."""
        self.seat = seat
        cards = self.cards
        g = view["state"]["gods"][seat]
        titles(self, god_title(view, seat, deciding), god_subtitle(view, seat))
        set_class(self, deciding == seat, "-to-move")
        set_class(self, view["seat"] == seat, "-you")
        body = [
            *((part_line(cards, g, p), g["parts"][p]) for p in PARTS),
            (temples_line(view, seat), ""),
            (grenade_line(cards, g), g["grenade"]),
            (phenomena_line(cards, view, seat), (g["phenomena"] or [""])[0]),
            (monument_line(cards, g), (g["monument"] or [""])[-1]),
            (resolution_note(view, seat), ""),
        ]
        stages = [
            (stage_prophet(view, seat), ""),
            *(
                (stage_enlightener(cards, view, seat, k), (g["enlighteners"] + ["", ""])[k])
                for k in (0, 1)
            ),
            (stage_alignment(view, seat), ""),
            (stage_monks(view, seat), ""),
            (stage_missionaries(view, seat), ""),
            *((stage_relic(cards, view, seat, h), g["relics"][h]) for h in (0, 1)),
        ]
        lines = self.walk_children(SlotLine)
        for line, (text, iid) in zip(lines, body + stages, strict=True):
            card = iid if is_card(cards, iid) else ""
            line.show(text, card, card_tip(cards, card))
            mark(line, classes_of(card) if card else "")

    def highlight(self, card_ids: list[str], name: str) -> None:
        """Mark the lines of the cards of the option under the cursor."""
        for line in self.walk_children(SlotLine):
            set_class(line, bool(line.card_id) and line.card_id in card_ids, name)


class GodPicked(Message):
    """The player clicked a god's tableau (outside its cards): choose that god."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat


class GodCompact(Vertical):
    """A fellow god's tableau in a few lines; a click on it names that god."""

    def __init__(self, cards: CardSet, *, classes: str = "") -> None:
        super().__init__(classes=classes)
        self.cards = cards
        self.seat = -1

    def on_click(self) -> None:
        if self.seat >= 0:
            self.post_message(GodPicked(self.seat))

    def compose(self) -> ComposeResult:
        for _ in range(5):
            yield SlotLine()

    def show(
        self, view: dict[str, Any], seat: int, deciding: int | None, classes_of: Classes
    ) -> None:
        """Draw god `seat` compactly: each line in words where they fit, else in short."""
        self.seat = seat
        self._drawn = (view, seat, deciding, classes_of)
        room = self.content_region.width  # a line's (they have no padding)
        title = god_title(view, seat, deciding, short=True)
        edge = room - 2  # the bottom edge: less its corners and rules
        titles(self, title, longest_fitting(compact_subtitles(view, seat), edge))
        set_class(self, deciding == seat, "-to-move")
        set_class(self, view["seat"] == seat, "-you")
        lines = self.walk_children(SlotLine)
        for line, (forms, iid) in zip(lines, compact_lines(self.cards, view, seat), strict=True):
            text = longest_fitting(forms, room)
            line.show(text, iid, card_tip(self.cards, iid))
            mark(line, classes_of(iid) if iid else "")
        self._drawn_for = room

    _drawn: tuple[dict[str, Any], int, int | None, Classes] | None = None
    _drawn_for = 0  # the room the lines were chosen for

    def on_resize(self) -> None:
        drawn = self._drawn
        if drawn is not None and self.content_region.width != self._drawn_for:
            self.show(*drawn)

    def highlight(self, card_ids: list[str], name: str) -> None:
        """Mark the lines of the cards of the option under the cursor."""
        for line in self.walk_children(SlotLine):
            set_class(line, bool(line.card_id) and line.card_id in card_ids, name)


def longest_fitting(forms: tuple[Text, ...], room: int) -> Text:
    """The first of `forms` (longest first) whose every line fits in `room` columns; the
    last if none does (before the box is laid out, room is 0: the shortest)."""
    for text in forms:
        if all(cell_len(line) <= room for line in text.plain.split("\n")):
            return text
    return forms[-1]


def mark(widget: CardWidget, classes: str) -> None:
    """The state classes a line carries (choosable, in the option under the cursor)."""
    wanted = set(classes.split())
    set_class(widget, "-choosable" in wanted, "-choosable")


class Others(Horizontal):
    """Every fellow god of the shown one, side by side."""

    def __init__(self, cards: CardSet, count: int, *, id: str | None = None) -> None:
        super().__init__(id=id, classes=f"-count-{count}")
        self.cards = cards
        self.count = count

    def compose(self) -> ComposeResult:
        for _ in range(self.count):
            yield GodCompact(self.cards, classes="god")

    def show(
        self, view: dict[str, Any], seats: list[int], deciding: int | None, classes_of: Classes
    ) -> None:
        """Draw these gods, in turn order."""
        boxes = self.walk_children(GodCompact)
        for box, seat in zip(boxes, seats, strict=True):
            box.show(view, seat, deciding, classes_of)

    def highlight(self, card_ids: list[str], name: str) -> None:
        """Mark the cards of the option under the cursor."""
        for box in self.walk_children(GodCompact):
            box.highlight(card_ids, name)
