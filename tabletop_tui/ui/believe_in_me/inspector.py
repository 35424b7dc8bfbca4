"""The card inspector: any card the view shows, in full, with where it is now."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from tabletop_tui.games.believe_in_me.cards import Card, CardSet
from tabletop_tui.ui.believe_in_me.words import (
    ALIGN_ICON,
    ROMAN,
    TYPE_NAMES,
    contest_value,
)
from tabletop_tui.ui.provenance import provenance

NOT_VISIBLE = "That card is not on the table you may see now: click or Tab to a card, then **i**."


def visible_cards(cards: CardSet, view: dict[str, Any]) -> set[str]:
    """Every card id the view shows face up (hidden cards are placeholders, never ids)."""
    found: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, str):
            if value in cards.instances:
                found.add(value)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(view["state"])
    walk(view["decision"])
    return found


def kind_lines(card: Card) -> list[str]:
    """What kind of card it is and its printed numbers, as Markdown lines."""
    kind = card.type
    if kind == "truth":
        mark = "eye-marked (personal)" if card.marked else "unmarked (a completed Monument's)"
        return [f"**Truth {card.value}** · {mark} · counts {card.value} Truth in a Contest"]
    if card.heavenly:
        what = f"**{TYPE_NAMES[kind]}** · Sacrifice cost **{card.cost}**"
        if kind == "enlightener":
            what += f" · kind: {card.kind.capitalize()}"
        if kind == "holy_host":
            what += f" · costs nothing against a {card.favoured.capitalize()}"
        worth = (
            f"In a Contest: **{contest_value(card)} Truth** (1 once your legs are manifested)"
            if kind == "holy_host"
            else "In a Contest: **1 Truth**"
        )
        return [what, "", worth]
    if kind in ("phenomenon", "trinity"):
        icon = ALIGN_ICON[card.alignment]
        what = f"**{TYPE_NAMES[kind]}** · {icon} {card.alignment.capitalize()}"
        if kind == "trinity":
            what += (
                f" · {card.part} · Attribute: {card.attribute.replace('_', ' ')} · "
                f"in the Revelation: *{card.title}*"
            )
        return [what]
    if kind == "monument":
        return [f"**Monument** · part of *{card.monument}* (three cards complete it)"]
    if kind == "grenade":
        return [f"**Holy Hand Grenade** #{card.number} · detonates by itself at 3 Believers"]
    if kind == "commandment":
        return [f"**Commandment** · “{card.quote}”"]
    return [f"**{TYPE_NAMES.get(kind, kind)}**"]


def where_lines(cards: CardSet, view: dict[str, Any], card_id: str) -> list[str]:
    """Where the card is now, in a line."""
    t = view["state"]
    names = t["names"]
    if card_id in t["mountain"]:
        place = t["mountain"].index(card_id)
        targets = [names[g] for g, s in enumerate(view["gods"]) if place in s["commandments"]]
        applies = ", ".join(targets) if targets else "nobody now"
        return [f"Engraved in place **{ROMAN[place]}**; it applies to: {applies}."]
    if card_id == t["contest_phen"]:
        return ["In contest now."]
    for seat, g in enumerate(t["gods"]):
        who = names[seat]
        if card_id in g["hand"]:
            return [f"In {who}'s hand."]
        if card_id in g["enlighteners"]:
            k = g["enlighteners"].index(card_id)
            return [f"On {who}'s tableau, placed by {names[g['placers'][k]]}."]
        if card_id in g["relics"]:
            hand = ("left", "right")[g["relics"].index(card_id)]
            return [f"{who}'s Relic, in the {hand} hand."]
        if card_id in g["parts"].values():
            return [f"Manifested by {who}."]
        if card_id in g["phenomena"]:
            return [f"Stored on {who}'s tableau: an Action triggers it."]
        if card_id in g["monument"]:
            return [f"Part {g['monument'].index(card_id) + 1} of {who}'s Monument."]
        if card_id == g["grenade"]:
            state = "detonated" if g["detonated"] else f"charged {g['grenade_charge']} of 3"
            return [f"{who}'s Holy Hand Grenade, {state}."]
        if card_id in g["truth_draw"]:
            return [f"In {who}'s personal Truth draw pile."]
    return []


def tiers_lines(card: Card) -> list[str]:
    """A grenade's text split by its charge."""
    if card.type != "grenade":
        return [card.text]
    return [card.text.replace(". ", ".\n\n")]


def describe(
    cards: CardSet, view: dict[str, Any], card_id: str, offered: Collection[str] = ()
) -> str:
    """The inspector's Markdown for a card the view shows, or that the reader's decision
    names (`offered`: the Commandments drawn to engrave)."""
    if card_id not in offered and card_id not in visible_cards(cards, view):
        return NOT_VISIBLE
    card = cards.card(card_id)
    lines = [f"## {card.name}", "", *kind_lines(card), "", *tiers_lines(card)]
    where = where_lines(cards, view, card_id)
    if where:
        lines += ["", *where]
    if card.flavour:
        lines += ["", f"*{card.flavour}*"]
    lines += ["", f"*{TYPE_NAMES.get(card.type, card.type)} · {provenance(card.source)}*"]
    return "\n".join(lines)
