"""How Believe in Me! reads on screen: the symbols and Alignments of the legend, card types,
costs and Truth values, and the words for each tableau slot (from the view and card data)."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widget import Widget
from textual.widgets import Static

from tabletop_tui.games.believe_in_me.cards import Card, CardSet
from tabletop_tui.ui.widgets import repaint

ROMAN = ("I", "II", "III", "IV", "V")
PARTS = ("head", "torso", "legs")
STAGE_MARKS = ("①", "②", "③", "④", "⑤", "⑥", "⑦", "⑧")

# Believers come in three colours (rulebook, The Believers)
BELIEVER = "●"
ILLUMINATE_STYLE, SACRIFICE_STYLE, CONVERT_STYLE = "bold #f2d98d", "bold #ff8f85", "bold #9ad6b0"
SQUIRREL, PROPHET, TO_MOVE = "◆", "⚑", "★"
FACE_DOWN, CHARGE, EMPTY_SLOT = "▮", "▮", "▯"

# The four Alignments: the rulebook's icons are a flame, a flower, a swirl and a hook.
ALIGN_ICON = {"wrathful": "▲", "gentle": "❀", "chaotic": "@", "unfathomable": "?"}
ALIGN_STYLE = {
    "wrathful": "bold #ff8f85",
    "gentle": "bold #f4f4f4",
    "chaotic": "bold #8fc1ff",
    "unfathomable": "bold #c4a7ff",
}
TOKEN_EFFECT = {
    "wrathful": "a fellow god you choose sacrifices 1",
    "gentle": "illuminate 1",
    "chaotic": "roll the Cube of Chaos",
    "unfathomable": "nothing",
}
PURE_EFFECT = {
    "wrathful": "after the bids, each fellow god with 2+ Contest cards discards 1 face down",
    "gentle": "immune to conversion and to negative Commandments",
    "chaotic": "+1 Action each turn",
    "unfathomable": "a claimed Phenomenon illuminates 10",
}
TYPE_NAMES = {
    "truth": "Truth",
    "blessing": "Blessing",
    "relic": "Relic",
    "holy_host": "Holy Host",
    "enlightener": "Enlightener",
    "phenomenon": "Phenomenon",
    "monument": "Monument",
    "grenade": "Holy Hand Grenade",
    "trinity": "Trinity",
    "commandment": "Commandment",
}
TYPE_STYLES = {
    "truth": "bold #f2d98d",
    "blessing": "bold #9ad6b0",
    "relic": "bold #ffb86b",
    "holy_host": "bold #8fc1ff",
    "enlightener": "bold #ff9de2",
    "phenomenon": "bold",
    "monument": "bold #d7c49e",
    "grenade": "bold #ff8f85",
    "trinity": "bold",
    "commandment": "bold #c4a7ff",
}
# What an empty body-part slot gives, and what a manifested one changes (rulebook, Bonus of
# Body Part Slots).
SLOT_DEFAULT = {
    "head": "keeps its Truth 7 card (in its Truth deck)",
    "torso": "+3 Truth in Contests",
    "legs": "Holy Host count 3 Truth",
}
SLOT_MANIFESTED = {
    "head": "hand limit 7, Truth 7 gone",
    "torso": "right Relic hand open",
    "legs": "Holy Host 1 Truth, costs 2 less",
}
PLACEHOLDER_TRUTH = "?truth"
LEGEND = (
    ("illuminate", ILLUMINATE_STYLE, "Pagan pile → a god"),
    ("sacrifice", SACRIFICE_STYLE, "a god → Pagan pile"),
    ("convert", CONVERT_STYLE, "god → god"),
)


def put(widget: Static, content: Text | str) -> None:
    """Show `content` in a widget, touching it only if it changed (a redraw costs a layout)."""
    repaint.put(widget, content)


def titles(widget: Widget, title: Text | str | None, subtitle: Text | str | None) -> None:
    """Set a widget's border title and subtitle (plain strings are not markup), if changed."""
    key = (_plain(title), _plain(subtitle))
    if getattr(widget, "_titles", None) != key:
        widget._titles = key  # type: ignore[attr-defined]
        widget.border_title = Text(title) if isinstance(title, str) else title  # type: ignore[assignment]
        widget.border_subtitle = (  # type: ignore[assignment]
            Text(subtitle) if isinstance(subtitle, str) else subtitle
        )


def _plain(value: Text | str | None) -> object:
    return value.markup if isinstance(value, Text) else value


def is_card(cards: CardSet, iid: str) -> bool:
    """A real card id (not empty, not a hidden card's placeholder)."""
    return bool(iid) and iid in cards.instances


def alignment_text(summary: dict[str, Any], *, short: bool = False) -> Text:
    """ "▲ Wrathful" (or "▲ Pure Wrath"), in the Alignment's colour."""
    a = summary["alignment"]
    name = summary["alignment_name"]
    if short:
        name = name.replace("the pure ", "Pure ").replace("Unfathomable", "Unfath.")
    return seg(f"{ALIGN_ICON[a]} {name[0].upper()}{name[1:]}", ALIGN_STYLE[a])


def token_effect(summary: dict[str, Any]) -> str:
    """What the Alignment token does when the tableau resolves (and the Pure effect)."""
    a = summary["alignment"]
    words = TOKEN_EFFECT[a]
    if summary["pure"]:
        words = f"{words}; Pure: {PURE_EFFECT[a]}"
    return words


def type_line(card: Card, legs: bool = False, cost: int | None = None) -> str:
    """One line saying what a card is: "Blessing · cost 1 · 1 Truth", "Truth 5"; `cost`:
    what it costs its holder now, where that is not the printed cost ("cost 1 (printed 3)")."""
    kind = card.type
    if kind == "truth":
        return f"Truth {card.value}" + ("" if card.marked else " (unmarked)")
    parts = [TYPE_NAMES[kind]]
    if kind == "enlightener":
        parts[0] += f" ({card.kind.capitalize()})"
    if kind == "holy_host":
        parts[0] += f" ♥{card.favoured.capitalize()}"
    if card.heavenly:
        now = "" if cost is None or cost == card.cost else f"{cost} (printed {card.cost})"
        parts.append(f"cost {now or card.cost}")
        parts.append(f"{contest_value(card, legs)} Truth")
    if kind in ("phenomenon", "trinity"):
        parts.append(card.alignment.capitalize())
    if kind == "trinity":
        parts.append(f"{card.part} · {card.attribute.replace('_', ' ')}")
    if kind == "monument":
        parts.append(card.monument)
    return " · ".join(parts)


def contest_value(card: Card, legs: bool = False) -> int:
    """A card's printed worth in a Contest (before Commandments, Relics and Enlighteners)."""
    if card.type == "truth":
        return card.value
    if card.type == "holy_host":
        return 1 if legs else 3
    return 1


def rules_text(card: Card) -> str:
    """A card's rules without the words the type line already says."""
    text = card.text
    for prefix in ("Lo, it is writ upon the stone: ", "Trigger: "):
        if text.startswith(prefix):
            text = text[len(prefix) :]
            text = text[0].upper() + text[1:]
    return text


def card_label(cards: CardSet, iid: str) -> str:
    """A card's name; a hidden card by its back."""
    if is_card(cards, iid):
        return cards.card(iid).name
    if iid.startswith(PLACEHOLDER_TRUTH):
        return "a Truth card"
    return "a face-down card"


def slots(filled: int, cap: int) -> str:
    """ "●●○" for 2 of 3."""
    return "●" * min(filled, cap) + "○" * max(0, cap - filled) + "●" * max(0, filled - cap)


def legend_text(colours: bool = True) -> Text:
    """The legend on the board's edge: the Believers' colours and the four Alignments
    (without `colours`, NO_COLOR, only the Alignments: the three ● would look alike)."""
    text = Text()
    if colours:
        for word, style, _ in LEGEND:
            text.append(BELIEVER, style=style)
            text.append(f"{word} ")
        text.append("· ", style="dim")
    for a in ("wrathful", "gentle", "chaotic", "unfathomable"):
        text.append(f"{ALIGN_ICON[a]}{a.capitalize()} ", style=ALIGN_STYLE[a])
    text.rstrip()
    return text


def seg(text: str, style: str = "") -> Text:
    """A piece of styled text whose style stays its own when more is appended to it."""
    out = Text()
    out.append(text, style=style)
    return out
