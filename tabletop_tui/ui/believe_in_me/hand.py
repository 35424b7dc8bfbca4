"""The shown god's hand: Truth cards as chips by value, Heavenly Realm cards with their type,
cost, Contest worth and rules; while Truth cards are drawn, the personal draw pile too."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from tabletop_tui.games.believe_in_me.cards import CardSet
from tabletop_tui.ui.believe_in_me.words import (
    TYPE_STYLES,
    is_card,
    put,
    rules_text,
    seg,
    titles,
    type_line,
)
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.card_row import CardRow
from tabletop_tui.ui.widgets.repaint import one, set_class
from tabletop_tui.ui.widgets.whole_name import WholeNameCard

Classes = Callable[[str], str]


class TruthChip(CardWidget):
    """A Truth card, small: its value."""

    def __init__(self, cards: CardSet, card_id: str, classes: str = "") -> None:
        card = cards.card(card_id)
        label = f" {card.value} " if card.marked else f" {card.value}* "
        super().__init__(card_id, seg(label, TYPE_STYLES["truth"]), classes=classes)
        self.add_class("chip")
        self.tooltip = f"{card.name}: {card.text}"


class HandCard(WholeNameCard):
    """A Heavenly Realm card in hand: its name (whole, on two lines if need be), then what it
    is (cost, Truth) and its rules on one line."""

    def __init__(
        self, cards: CardSet, card_id: str, legs: bool, classes: str = "", cost: int | None = None
    ) -> None:
        card = cards.card(card_id)
        what = type_line(card, legs, cost)
        text = seg(card.name, TYPE_STYLES[card.type])
        text.append(f"\n{what}", style="dim")
        text.append(f" · {rules_text(card)}")
        super().__init__(card_id, text, classes=f"{classes} -{card.type.replace('_', '-')}")
        self.tooltip = f"{card.name} ({what}): {card.text}"


def truth_sorted(cards: CardSet, ids: list[str]) -> list[str]:
    """Truth cards by value (then id: stable)."""
    return sorted(ids, key=lambda c: (cards.card(c).value, c))


class HandArea(Vertical):
    """The shown seat's hand face up; hidden while the screen changes hands or bots play."""

    def __init__(self, cards: CardSet, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards = cards
        self.hidden_note = "Hands are hidden while the screen changes hands."

    def compose(self) -> ComposeResult:
        with Horizontal(classes="truth-row"):
            yield Static("Truth", classes="label")
            yield CardRow(classes="truths")
        with Horizontal(classes="draw-row"):
            yield Static("Draw pile", classes="label")
            yield CardRow(classes="pile")
        yield CardRow(classes="heavenly")
        yield Static(classes="hidden-note")

    def show(self, view: dict[str, Any], classes_of: Classes, drawing: bool) -> None:
        """Draw the shown seat's hand; `drawing`: its Truth draw pile is being chosen from."""
        seat = view["seat"]
        note = one(self, ".hidden-note", Static)
        hidden = seat is None
        set_class(note, not hidden, "-hidden")
        if hidden:  # the last person's cards leave the table, not only the view
            for row in (".truth-row", ".draw-row", ".heavenly"):
                set_class(one(self, row), True, "-hidden")
            titles(self, "Hand", None)
            put(note, self.hidden_note)
            for row in self.walk_children(CardRow):
                row.show_cards([], lambda c, cls: TruthChip(self.cards, c, cls))
            return
        g, s = view["state"]["gods"][seat], view["gods"][seat]
        hand = [c for c in g["hand"] if is_card(self.cards, c)]
        truths = truth_sorted(self.cards, [c for c in hand if self.cards.card(c).type == "truth"])
        heavenly = [c for c in hand if self.cards.card(c).type != "truth"]
        watching = bool(view.get("watching"))  # a spectator shown a bot's cards
        whose = f"{view['state']['names'][seat]}'s hand " if watching else "Your hand "
        title = Text.assemble(
            (whose, "bold"),
            (f"{len(hand)}/{s['hand_limit']}", "bold"),
            (f" · {len(truths)} Truth · {len(heavenly)} Heavenly Realm", "dim"),
        )
        hint = "Tab + i reads a card in full"
        titles(self, title, hint if watching else f"click a card to play or bid it · {hint}")
        legs = bool(g["parts"]["legs"])
        set_class(one(self, ".heavenly"), False, "-hidden")
        set_class(one(self, ".truth-row"), not truths, "-hidden")
        one(self, ".truths", CardRow).show_cards(
            truths, lambda c, cls: TruthChip(self.cards, c, cls), classes_of
        )
        pile = truth_sorted(self.cards, [c for c in g["truth_draw"] if is_card(self.cards, c)])
        set_class(one(self, ".draw-row"), not drawing, "-hidden")
        one(self, ".pile", CardRow).show_cards(
            pile if drawing else [], lambda c, cls: TruthChip(self.cards, c, cls), classes_of
        )
        costs = view.get("costs", {})  # (what each costs now: the legs, the Commandments)
        one(self, ".heavenly", CardRow).show_cards(
            heavenly,
            lambda c, cls: HandCard(self.cards, c, legs, cls, costs.get(c)),
            classes_of,
            look=(legs, tuple(sorted(costs.items()))),
        )

    def highlight(self, card_ids: list[str], name: str) -> None:
        """Mark the cards of the option under the cursor."""
        for row in self.walk_children(CardRow):
            row.highlight(card_ids, name)
