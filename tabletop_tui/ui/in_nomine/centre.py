"""The centre of the In Nomine table: the phase track and the line about the focused card."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from tabletop_tui.games.in_nomine.cards import CardSet
from tabletop_tui.ui.in_nomine.cards import NAME_STYLES, TYPE_NAMES, breakdown_text, type_line
from tabletop_tui.ui.widgets.repaint import put

PHASES = (
    ("essence", "Essence"),
    ("fates", "Fates"),
    ("recruit", "Recruit"),
    ("struggle", "Struggle"),
    ("end", "End"),
)
ANY_NUMBER = 99  # Eli and Song of Charm grant this many recruits: "any number"
FOCUS_HINT = "Tab or hover a card to see its Force and text here; i reads it in full."


def phase_text(view: dict[str, Any]) -> Text:
    """ "Ann · Essence › Fates › Recruit › Struggle › End" with the current phase lit."""
    current = view["sides"][view["current"]]
    names = [key for key, _ in PHASES]
    now = names.index(view["phase"]) if view["phase"] in names else -1
    text = Text.assemble((current["name"], NAME_STYLES[current["side"]]), (" ·", "dim"))
    for n, (_, label) in enumerate(PHASES):
        text.append(" › " if n else " ", style="dim")
        if n == now:
            text.append(f" {label} ", style="bold reverse")
        else:
            text.append(label, style="dim" if n < now else "")
    notes = []
    recruits = view["bonus_recruits"] + (view["recruits_left"] if view["phase"] == "recruit" else 0)
    if recruits >= ANY_NUMBER // 2:  # "any number", less the few recruited since
        notes.append("recruits: any")
    elif recruits and view["phase"] in ("recruit", "struggle"):
        notes.append(f"recruits: {recruits}")
    if view["attacks_negated"]:
        notes.append("attacks negated")
    if notes:
        text.append("  " + " · ".join(notes), style="italic")
    return text


class PhaseTrack(Static):
    """Essence › Fates › Recruit › Struggle › End, the current phase lit."""

    def show(self, view: dict[str, Any]) -> None:
        """Draw the track for the turn in progress."""
        put(self, phase_text(view))


def focus_text(
    cards: CardSet, view: dict[str, Any], card_id: str | None, power: bool = False
) -> Text:
    """One line about a card: a persona's Force breakdown, or a card's type and text;
    `power`: a persona's own text too, on a line of its own (its Activation power: a
    review read "Activate Balseraph 1" explained by its Force alone)."""
    if not card_id:
        return Text(FOCUS_HINT, style="dim")
    card = cards.card(card_id)
    persona = next((p for p in view["personas"] if p["card"] == card_id), None)
    head = Text(card.name, style=NAME_STYLES[card.side] if card.is_celestial else "bold")
    if persona is not None:
        owner = view["sides"][persona["controller"]]["name"]
        line = Text.assemble(head, f" ({owner}): ", breakdown_text(persona))
        if power and card.text:
            line.append_text(Text.assemble(("\nCard text: ", "dim"), card.text))
        return line
    what = type_line(card) if card.is_persona else TYPE_NAMES[card.type]
    return Text.assemble(head, (f" ({what}): ", "dim"), card.text)


class FocusLine(Static):
    """What the focused (or last clicked, or highlighted) card is."""

    def show(self, cards: CardSet, view: dict[str, Any], card_id: str | None) -> None:
        """Describe `card_id` (None: a hint on how to look at cards)."""
        put(self, focus_text(cards, view, card_id))
