"""In Nomine cards on screen: hand cards, personas in play, and what their text says."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import RenderResult
from textual.content import Content
from textual.events import Click

from tabletop_tui.games.in_nomine.cards import CardDef, CardSet
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.repaint import put, set_class, set_title
from tabletop_tui.ui.widgets.whole_name import cut_at_words

TYPE_NAMES = {
    "human": "Human",
    "angel": "Angel",
    "demon": "Demon",
    "event": "Event",
    "song": "Song",
    "archangel": "Archangel",
    "prince": "Prince",
    "modifier": "Modifier",
    "artifact": "Artifact",
}
# When an event (or an Activation power) may be used (RULINGS.md R12), in a few words.
TIMING_WORDS = {
    "main": "your turn",
    "attack": "on attack",
    "defend": "if attacked",
    "combat": "in a fight",
    "prince": "vs a Prince",
}
NAME_STYLES = {"angel": "bold #f2d98d", "demon": "bold #ff8f85"}
PROPHECY_STYLE = "bold #d7a6ff"
PROPHECY_TO_WIN = 7


def name_style(card: CardDef) -> str:
    """Angels' names in gold, Demons' in red, Humans' plain."""
    return NAME_STYLES[card.side] if card.is_celestial else "bold"


def type_line(card: CardDef) -> str:
    """ "Angel · Force 2", "Song", "Artifact"."""
    kind = TYPE_NAMES[card.type]
    return f"{kind} · Force {card.base_force}" if card.is_persona else kind


def hand_text(card: CardDef) -> Text:
    """A card in hand: name, subtitle, then type (and Force) with the rulebook's note."""
    text = Text()
    text.append(card.name, style=name_style(card))
    if card.subtitle:
        text.append(f"\n{card.subtitle}", style="italic dim")
    if card.is_persona:
        # a plain Human is named after its type: its Force is enough
        kind = f"Force {card.base_force}" if card.name == TYPE_NAMES[card.type] else type_line(card)
        text.append(f"\n{kind}", style="dim")
        if card.notes:
            text.append(f"\n{card.notes}")
    else:
        text.append(f"\n{TYPE_NAMES[card.type]}", style="bold")
        text.append(f": {card.notes}" if card.notes else "")
    return text


class HandCard(CardWidget):
    """A card in the shown player's hand, face up; events say when they may be played."""

    def __init__(self, cards: CardSet, card_id: str, classes: str = "") -> None:
        card = cards.card(card_id)
        super().__init__(
            card_id, hand_text(card), classes=f"{classes} -{card.type} -side-{card.side}"
        )
        if card.timing and not card.is_persona:
            self.border_subtitle = Content(TIMING_WORDS[card.timing])
        self.tooltip = card.text


class SmallCard(CardWidget):
    """A card in a narrow spot (the cards looked at, beside the options): name and type."""

    def __init__(self, cards: CardSet, card_id: str, classes: str = "") -> None:
        card = cards.card(card_id)
        body = Text.assemble((card.name, name_style(card)), "\n", (TYPE_NAMES[card.type], "dim"))
        super().__init__(card_id, body, classes=f"{classes} -{card.type} -side-{card.side}")
        self.tooltip = f"{card.name}: {card.text}"


def signed(amount: int) -> str:
    """+1, -1."""
    return f"+{amount}" if amount >= 0 else str(amount)


def breakdown_text(p: dict[str, Any]) -> str:
    """ "Force 3 = base (Celestial) 2, Fiery Sword +1 · attacking 3 · blocking 4"."""
    parts = [
        f"{source} {amount}" if n == 0 else f"{source} {signed(amount)}"
        for n, (source, amount) in enumerate(p["breakdown"])
    ]
    text = f"Force {p['force']} = " + ", ".join(parts)
    if p["attack"] != p["force"] or p["defend"] != p["force"]:
        text += f" · attacking {p['attack']} · blocking {p['defend']}"
    return text


def persona_text(cards: CardSet, p: dict[str, Any], names: list[str], role: str) -> Text:
    """A persona in play: Essence, name, Force (Atk/Def when they differ), Prophecy,
    what is attached, and what holds it back."""
    card = cards.card(p["card"])
    marker = ("● ", "bold") if p["essence"] else ("○ ", "dim")
    # its side left out in its own side's area, but not when taken to the other side: two
    # "Human 9" stood in one row (a play-test), the Demons' taken one and the Angels' own
    sided = p["owner"] != p["controller"]
    lines = [Text.assemble(marker, (cards.label(p["card"], sided=sided), name_style(card)))]
    if role:
        lines.append(Text(role, style="bold reverse"))
    force = Text.assemble(("Force ", "dim"), (str(p["force"]), "bold"))
    if card.type == "human":
        force.append(f"  ✦{p['prophecy']}/{PROPHECY_TO_WIN}", style=PROPHECY_STYLE)
    lines.append(force)
    roles = []
    if p["attack"] != p["force"]:
        roles.append(f"Atk {p['attack']}")
    if p["defend"] != p["force"]:
        roles.append(f"Def {p['defend']}")
    if roles:
        lines.append(Text(" ".join(roles)))
    lines += [Text(f"+{cards.card(a).name}", style="dim") for a in p["attachments"]]
    if p["undead"]:
        lines.append(Text("Undead", style="bold green"))
    if p["disabled"]:
        lines.append(Text("can't fight", style="yellow"))
    if p["controller"] != p["owner"]:
        lines.append(Text("controlled", style="italic cyan"))
        if p["returns_to"] is not None:
            lines.append(Text("for 1 turn", style="italic cyan"))
        lines.append(Text(f"(owner {names[p['owner']]})", style="italic cyan"))
    # one fact a line: the .tcss cuts long names short (hover or i shows them in full)
    return Text("\n").join(lines)


def persona_tooltip(cards: CardSet, p: dict[str, Any]) -> str:
    """What hovering a persona tells: its Force breakdown and what its cards do."""
    card = cards.card(p["card"])
    lines = [f"{card.name}: {breakdown_text(p)}", card.text]
    lines += [f"{cards.card(a).name}: {cards.card(a).text}" for a in p["attachments"]]
    return "\n".join(lines)


class PersonaBox(CardWidget):
    """A persona in play; redrawn in place as its counters and Force change."""

    def __init__(
        self, cards: CardSet, p: dict[str, Any], names: list[str], role: str, classes: str = ""
    ) -> None:
        card = cards.card(p["card"])
        super().__init__(p["card"], classes=f"{classes} -{card.type} -side-{card.side}")
        self.cards = cards
        self.show(p, names, role)

    def render(self) -> RenderResult:
        content = self.content  # its lines end at a word ("+Unholy Shot…" split one)
        if not isinstance(content, Text):
            return super().render()
        return cut_at_words(content, self.content_region.width)

    def show(self, p: dict[str, Any], names: list[str], role: str) -> None:
        """Draw the persona's current state."""
        put(self, persona_text(self.cards, p, names, role))
        self.tooltip = persona_tooltip(self.cards, p)
        set_class(self, not p["essence"], "-spent")
        set_class(self, bool(role), "-fighting")


class DiscardTop(CardWidget):
    """A discard pile: its top card face up, and how many cards it holds."""

    def __init__(self, cards: CardSet, *, classes: str = "") -> None:
        super().__init__("", classes=classes)
        self.cards = cards

    def show(self, discard: list[str]) -> None:
        """Show the top of the pile."""
        self.card_id = discard[-1] if discard else ""
        set_title(self, Content(f"Discard {len(discard)}" if discard else "Discard"))
        set_class(self, not discard, "-empty")
        if not discard:
            put(self, Text("empty", style="dim"))
            self.tooltip = None
            return
        card = self.cards.card(self.card_id)
        put(self, Text(card.name, style=name_style(card)))
        self.tooltip = f"{card.name} ({TYPE_NAMES[card.type]}): {card.text}"

    def on_click(self, event: Click) -> None:
        if not self.card_id:
            event.prevent_default()  # an empty pile: nothing to pick or read
