"""The parts of the In Nomine table: each side's personas, piles and victory progress."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Container, Vertical
from textual.content import Content
from textual.widgets import Static

from tabletop_tui.games.in_nomine.cards import CardSet
from tabletop_tui.ui.in_nomine.cards import (
    NAME_STYLES,
    PROPHECY_STYLE,
    PROPHECY_TO_WIN,
    DiscardTop,
    HandCard,
    PersonaBox,
)
from tabletop_tui.ui.widgets.card import CardBack
from tabletop_tui.ui.widgets.card_row import CardRow
from tabletop_tui.ui.widgets.repaint import put, set_class, set_title
from tabletop_tui.ui.widgets.titles import seat_title
from tabletop_tui.ui.widgets.whole_frame import track

TYPES_TO_WIN = 7
VICTORY = (
    "Three ways to win: run the other deck out; have a human with 7 Prophecy tokens;\n"
    "have one Celestial of each of the 7 types of your deck in play (lit ones are in play)."
)
CLOSE = 5  # a victory count this high is shown as a threat
LOW_DECK = 10
SHOWN_PERSONAS = 3  # named in a short screen's line for the opponent (the rest counted)


def choir_names(cards: CardSet, side: str) -> list[tuple[str, str]]:
    """A deck's 7 Celestial types, (choir id, name), in the order the rulebook lists them."""
    seen: dict[str, str] = {}
    for card in cards.defs.values():
        if card.side == side and card.choir:
            seen.setdefault(card.choir, card.name)
    return list(seen.items())


def best_prophecy(cards: CardSet, view: dict[str, Any], seat: int) -> int:
    """The most Prophecy tokens on a human the seat controls."""
    humans = [
        p["prophecy"]
        for p in view["personas"]
        if p["controller"] == seat and cards.card(p["card"]).type == "human"
    ]
    return max(humans, default=0)


def progress(cards: CardSet, view: dict[str, Any], seat: int) -> Text:
    """ "Deck 41 · Prophecy 4/7 · Types 5/7", threats in colour."""
    side = view["sides"][seat]
    prophecy, types = best_prophecy(cards, view, seat), len(side["types"])
    deck_style = "bold red" if side["deck"] <= LOW_DECK else "bold"
    return Text.assemble(
        ("Deck ", "dim"),
        (str(side["deck"]), deck_style),
        (" · Prophecy ", "dim"),
        (f"{prophecy}/{PROPHECY_TO_WIN}", PROPHECY_STYLE if prophecy >= CLOSE else "bold"),
        (" · Types ", "dim"),
        (f"{types}/{TYPES_TO_WIN}", "bold yellow" if types >= CLOSE else "bold"),
    )


def side_items(cards: CardSet, view: dict[str, Any], seat: int) -> list[Text]:
    """A side in words, for a short screen's line over the table: "★ Bob · Angels",
    "hand 7", the deck, Prophecy and Types, then each persona and its Force."""
    side = view["sides"][seat]
    deciding = view["deciding"] == seat
    who = Text(
        f"{'★ ' if deciding else ''}{side['name']} · {side['side'].title()}s",
        style=f"bold {NAME_STYLES[side['side']]}",
    )
    items = [who, Text.assemble(("hand ", "dim"), str(side["hand_count"]))]
    items += progress(cards, view, seat).split(" · ")
    personas = [p for p in view["personas"] if p["controller"] == seat]
    for p in personas[:SHOWN_PERSONAS]:
        items.append(Text.assemble(cards.label(p["card"]), (f" Force {p['force']}", "dim")))
    if len(personas) > SHOWN_PERSONAS:
        more = len(personas) - SHOWN_PERSONAS
        items.append(Text(f"{more} more persona{'s' if more != 1 else ''}", style="dim"))
    if not personas:
        items.append(Text("no personas in play", style="dim"))
    return items


def choirs_text(cards: CardSet, view: dict[str, Any], seat: int, short: bool) -> Text:
    """The 7 choir names of a side's deck, those it has in play lit."""
    side = view["sides"][seat]
    owned = set(side["types"])
    parts = []
    for choir, name in choir_names(cards, side["side"]):
        label = name[:3] if short else name
        parts.append((label, NAME_STYLES[side["side"]] if choir in owned else "dim"))
    text = Text()
    for n, part in enumerate(parts):
        text.append(" " if n else "")
        text.append(*part)
    return text


class Tableau(Container):
    """A side's personas in play; boxes are redrawn in place while the same personas stay."""

    def __init__(self, cards: CardSet, *, classes: str = "") -> None:
        super().__init__(classes=classes)
        self.cards = cards
        self.card_ids: tuple[str, ...] = ()

    def show(
        self,
        personas: list[dict[str, Any]],
        names: list[str],
        roles: dict[str, str],
        classes_of: Callable[[str], str],
    ) -> None:
        """Show these personas (in play order)."""
        ids = tuple(p["card"] for p in personas)
        if ids == self.card_ids:
            for box, p in zip(self.query_children(PersonaBox), personas, strict=True):
                box.show(p, names, roles.get(p["card"], ""))
                CardRow.mark(box, classes_of(box.card_id))
            return
        self.card_ids = ids
        track(self.remove_children())
        boxes = [
            PersonaBox(self.cards, p, names, roles.get(p["card"], ""), classes_of(p["card"]))
            for p in personas
        ]
        if boxes:
            track(self.mount_all(boxes))

    def highlight(self, card_ids: list[str], name: str) -> None:
        """Put class `name` on exactly these personas."""
        for box in self.query_children(PersonaBox):
            set_class(box, box.card_id in card_ids, name)


class PileRow(Container):
    """A side's hand (face down, a count), deck, discard pile, and victory progress."""

    def __init__(self, cards: CardSet, *, classes: str = "") -> None:
        super().__init__(classes=classes)
        self.cards = cards

    def compose(self) -> ComposeResult:
        yield CardBack(classes="hand-back")
        yield CardBack(classes="deck-back")
        yield DiscardTop(self.cards)
        with Vertical(classes="victory"):
            yield Static(classes="numbers")
            yield Static(classes="choirs choirs-full")
            yield Static(classes="choirs choirs-short")

    def on_mount(self) -> None:
        self.query_one(".hand-back", CardBack).set_title("Hand")
        self.query_one(".deck-back", CardBack).set_title("Deck")
        self.query_one(".victory").tooltip = VICTORY

    def show(self, view: dict[str, Any], seat: int) -> None:
        """Draw one side's piles and progress."""
        side = view["sides"][seat]
        self.query_one(".hand-back", CardBack).show_count(side["hand_count"])
        self.query_one(".deck-back", CardBack).show_count(side["deck"])
        self.query_one(DiscardTop).show(side["discard"])
        put(self.query_one(".numbers", Static), progress(self.cards, view, seat))
        full = choirs_text(self.cards, view, seat, short=False)
        put(self.query_one(".choirs-full", Static), full)
        put(self.query_one(".choirs-short", Static), choirs_text(self.cards, view, seat, True))


def area_title(view: dict[str, Any], seat: int, you: bool) -> Content:
    """ "★ Ann (you) · Demons · to move"."""
    side = view["sides"][seat]
    return seat_title(
        side["name"],
        you=you,
        deciding=view["deciding"] == seat,
        their_turn=view["current"] == seat,
        details=[f"{side['side'].title()}s"],
    )


class SideArea(Vertical):
    """One player's side of the table: personas and piles; at the bottom, the hand too."""

    def __init__(self, cards: CardSet, *, home: bool, id: str | None = None) -> None:
        super().__init__(id=id, classes="-home" if home else "-away")
        self.cards = cards
        self.home = home
        self.hidden_note = "Hands are hidden while the screen changes hands."

    def compose(self) -> ComposeResult:
        if self.home:
            yield PileRow(self.cards)
        yield Tableau(self.cards)
        yield Static("No personas in play.", classes="no-personas")
        if not self.home:
            yield PileRow(self.cards)
            return
        yield Static(classes="hand-caption")
        yield CardRow(classes="hand")
        yield Static(classes="hidden-note")

    def show(
        self,
        view: dict[str, Any],
        seat: int,
        roles: dict[str, str],
        classes_of: Callable[[str], str],
    ) -> None:
        """Draw the side of `seat` from the view (its hand only if the view holds it)."""
        side = view["sides"][seat]
        you = self.home and view["seat"] == seat and not view.get("watching")
        set_title(self, area_title(view, seat, you))
        set_class(self, view["deciding"] == seat, "-to-move")
        for kind in ("angel", "demon"):
            set_class(self, side["side"] == kind, f"-{kind}")
        names = [s["name"] for s in view["sides"]]
        personas = [p for p in view["personas"] if p["controller"] == seat]
        self.query_one(Tableau).show(personas, names, roles, classes_of)
        set_class(self.query_one(".no-personas"), bool(personas), "-hidden")
        self.query_one(PileRow).show(view, seat)
        if self.home:
            self._show_hand(view, seat, classes_of)

    def _show_hand(self, view: dict[str, Any], seat: int, classes_of: Callable[[str], str]) -> None:
        hand = view["sides"][seat]["hand"]
        caption = self.query_one(".hand-caption", Static)
        set_class(caption, hand is None, "-hidden")
        note = self.query_one(".hidden-note", Static)
        set_class(note, hand is not None, "-hidden")
        if hand is None:
            put(note, self.hidden_note)
        else:
            over = " · over the limit of 7: discard at your End" if len(hand) > 7 else ""
            whose = f"{view['sides'][seat]['name']}'s" if view.get("watching") else "Your"
            put(caption, f"{whose} hand ({len(hand)}){over}")
        self.query_one(".hand", CardRow).show_cards(
            hand or [], lambda iid, cls: HandCard(self.cards, iid, cls), classes_of
        )

    def highlight(self, card_ids: list[str], name: str) -> None:
        """Mark the cards of the option under the cursor."""
        self.query_one(Tableau).highlight(card_ids, name)
        if self.home:
            self.query_one(".hand", CardRow).highlight(card_ids, name)
        discard = self.query_one(DiscardTop)
        set_class(discard, bool(discard.card_id) and discard.card_id in card_ids, name)
