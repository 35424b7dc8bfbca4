"""NecronomiCards cards on screen: Spell cards show their symbols, Summons their name and text."""

from __future__ import annotations

from rich.text import Text

from tabletop_tui.games.necronomicards.cards import CardDef, CardSet
from tabletop_tui.ui.provenance import provenance
from tabletop_tui.ui.widgets.card import CardWidget

HORSEMAN = "♞"


def symbols_text(cards: CardSet, card: CardDef) -> Text:
    """Each symbol on its own line: glyph and name, in the symbol's colour."""
    lines = []
    for sym_id in card.symbols:
        sym = cards.symbols[sym_id]
        lines.append(Text.assemble((f"{sym.glyph} ", f"bold {sym.color}"), (sym.name, sym.color)))
    return Text("\n").join(lines)


def summon_name(card: CardDef) -> Text:
    """A Summon's name, the Four Horsemen marked."""
    if card.horseman:
        return Text.assemble((f"{HORSEMAN} ", "bold red"), (card.name, "bold"))
    return Text(card.name, style="bold")


class SpellCard(CardWidget):
    """A Spell card: its symbols, glyph and name, each in its colour."""

    DEFAULT_CSS = """
    SpellCard { width: 12; padding: 0 0 0 1; }
    """

    def __init__(self, cards: CardSet, card_id: str, classes: str = "") -> None:
        super().__init__(card_id, symbols_text(cards, cards.card(card_id)), classes=classes)


class CurseCard(CardWidget):
    """A Curse, face up (in the discard pile or being looked at)."""

    DEFAULT_CSS = """
    CurseCard { width: 12; padding: 0 0 0 1; border: round $error; color: $error; }
    """

    def __init__(self, cards: CardSet, card_id: str, classes: str = "") -> None:
        # "Curse" on the border, so the box's lines are the name's ("The Grasping Hand"
        # showed as "The" on the discard pile, its other words below the box's edge)
        super().__init__(card_id, cards.card(card_id).name, classes=classes)
        self.border_title = "Curse"


class SummonCard(CardWidget):
    """An unplayed Summon in the hand: name and what it does."""

    DEFAULT_CSS = """
    SummonCard { width: 1fr; max-width: 46; border: round $secondary; }
    SummonCard.-horseman { border: round $error; }
    """

    def __init__(self, cards: CardSet, card_id: str, classes: str = "") -> None:
        card = cards.card(card_id)
        body = Text.assemble(summon_name(card), "\n", (card.text, "dim"))
        horseman = " -horseman" if card.horseman else ""
        super().__init__(card_id, body, classes=classes + horseman)


SUMMONING = " (being summoned)"  # after the name of a Summon still performing its action


class PlayedChip(CardWidget):
    """A played Summon: one line, face up in front of its player."""

    DEFAULT_CSS = """
    PlayedChip {
        width: auto; height: 1; border: none; padding: 0 1; margin: 0 1 0 0;
        text-wrap: nowrap; text-overflow: ellipsis;
        background: $secondary 30%;
        &:hover { border: none; background: $secondary 60%; }
        &:focus { border: none; background: $accent 50%; }
        &.-horseman { background: $error 35%; }
    }
    """

    def __init__(self, cards: CardSet, card_id: str, classes: str = "") -> None:
        card = cards.card(card_id)
        horseman = " -horseman" if card.horseman else ""
        super().__init__(card_id, summon_name(card), classes=classes + horseman)


def card_widget(cards: CardSet, card_id: str, classes: str = "") -> CardWidget:
    """The face-up widget for any card instance."""
    deck = cards.card(card_id).deck
    if deck == "spell":
        return SpellCard(cards, card_id, classes)
    if deck == "curse":
        return CurseCard(cards, card_id, classes)
    return SummonCard(cards, card_id, classes)


def full_text(cards: CardSet, card_id: str) -> Text:
    """A card in full, for the detail under the options: a Spell card's symbols, or a
    Summon's or Curse's name and whole text."""
    card = cards.card(card_id)
    if card.deck == "spell":
        text = Text("Spell card: ", style="dim")
        for n, sym_id in enumerate(card.symbols):
            sym = cards.symbols[sym_id]
            text.append(", " if n else "")
            text.append(f"{sym.glyph} {sym.name}", style=sym.color)
        return text
    kind = "Curse" if card.deck == "curse" else "Summon"
    return Text.assemble(summon_name(card), (f" · {kind}: ", "dim"), card.text)


def describe(cards: CardSet, card_id: str) -> str:
    """The card inspector's Markdown: name, deck, symbols, text, source."""
    card = cards.card(card_id)
    lines = [f"## {card.name}", ""]
    kind = {"spell": "Spell card", "summon": "Summon", "curse": "Curse"}[card.deck]
    if card.horseman:
        kind += " (one of the Four Horsemen: play all four to win at once)"
    lines.append(f"**{kind}**")
    if card.symbols:
        names = ", ".join(f"{cards.symbols[s].glyph} {cards.symbols[s].name}" for s in card.symbols)
        lines += ["", f"Symbols: {names}"]
    if card.text:
        lines += ["", card.text]
    lines += ["", f"*{provenance(card.source)}*"]
    return "\n".join(lines)
