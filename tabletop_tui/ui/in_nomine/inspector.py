"""The card inspector: a card in full, and for a persona in play its counters and Force."""

from __future__ import annotations

from typing import Any

from tabletop_tui.games.in_nomine.cards import CardSet
from tabletop_tui.ui.in_nomine.cards import PROPHECY_TO_WIN, TIMING_WORDS, TYPE_NAMES
from tabletop_tui.ui.provenance import provenance

NOT_VISIBLE = "That card is not on the table you may see now: click or Tab to a card, then **i**."
TIMINGS = {
    "main": "in your own Recruit or Struggle phase",
    "attack": "right after you declare an attack, before blocks",
    "defend": "when you are attacked, before you choose a blocker",
    "combat": "during a fight, after the block is chosen",
    "prince": "as your opponent plays a Prince card",
}


def visible_cards(view: dict[str, Any]) -> set[str]:
    """Every card the view shows face up: in play, attached, discarded, in hand, looked at."""
    cards: set[str] = set()
    for p in view["personas"]:
        cards.add(p["card"])
        cards.update(p["attachments"])
    for side in view["sides"]:
        cards.update(side["discard"])
        cards.update(side["hand"] or [])
    decision = view["decision"]
    if decision is not None:
        cards.update(decision["context"])
        cards.update(c for option in decision["options"] for c in option["cards"])
    return cards


def in_play_lines(cards: CardSet, view: dict[str, Any], p: dict[str, Any]) -> list[str]:
    """A persona's state in play, as Markdown lines."""
    names = [s["name"] for s in view["sides"]]
    lines = ["", "### In play", ""]
    owner = f" (owner {names[p['owner']]})" if p["owner"] != p["controller"] else ""
    lines.append(f"- Controlled by **{names[p['controller']]}**{owner}")
    celestial = cards.card(p["card"]).type != "human"  # humans neither activate nor pay (R23)
    uses = "attack, block, activate or pay" if celestial else "attack or block"
    essence = f"ready (it may {uses})" if p["essence"] else "spent"
    lines.append(f"- Essence: {essence}")
    if cards.card(p["card"]).type == "human":
        lines.append(f"- Prophecy tokens: {p['prophecy']}/{PROPHECY_TO_WIN}")
    if p["undead"]:
        lines.append("- Undead (Force +1)")
    if p["disabled"]:
        lines.append("- Cannot attack or block until the end of its controller's next turn")
    lines += ["", "| Force from | |", "|---|---|"]
    lines += [f"| {source} | {amount} |" for source, amount in p["breakdown"]]
    lines += [f"| **Force** | **{p['force']}** |", ""]
    for role, key in (("Attacking", "attack"), ("Blocking", "defend")):
        parts = ", ".join(f"{source} {amount:+d}" for source, amount in p[f"breakdown_{key}"][1:])
        lines.append(f"{role}: **{p[key]}**" + (f" ({parts} on the base)" if parts else ""))
    for attached in p["attachments"]:
        card = cards.card(attached)
        lines += ["", f"Attached: **{card.name}** ({TYPE_NAMES[card.type]}): {card.text}"]
    return lines


def describe(cards: CardSet, view: dict[str, Any], card_id: str) -> str:
    """The inspector's Markdown for a card the view shows."""
    if card_id not in visible_cards(view):
        return NOT_VISIBLE
    card = cards.card(card_id)
    title = f"## {card.name}" + (f": {card.subtitle}" if card.subtitle else "")
    deck = "Angel" if card.side == "angel" else "Demon"
    kind = f"**{TYPE_NAMES[card.type]}** from the {deck} deck"
    if card.is_persona:
        kind += f" · base Force {card.base_force}"
    lines = [title, "", kind, "", card.text]
    if card.notes:
        lines += ["", f"Rulebook note: *{card.notes}*"]
    if card.timing:
        what = "Activation power" if card.is_persona else "Played"
        lines += ["", f"{what}: {TIMINGS[card.timing]} ({TIMING_WORDS[card.timing]})."]
    if card.type == "song":
        lines += ["", "A Song costs an Essence counter from one of your Celestials."]
    persona = next((p for p in view["personas"] if p["card"] == card_id), None)
    if persona is not None:
        lines += in_play_lines(cards, view, persona)
    lines += ["", f"*{provenance(card.source)}*"]
    return "\n".join(lines)
