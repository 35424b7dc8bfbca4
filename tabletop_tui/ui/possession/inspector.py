"""The card inspector: any card the view shows, in full, with its numbers now if it is in play."""

from __future__ import annotations

from typing import Any

from tabletop_tui.games.possession.cards import Card, CardSet
from tabletop_tui.ui.possession.words import (
    KIND_NAMES,
    REFUGE_WORDS,
    SLOT_NAMES,
    attack_forecast,
    attackers_words,
    signed,
    when_words,
)
from tabletop_tui.ui.provenance import provenance

NOT_VISIBLE = "That card is not on the table you may see now: click or Tab to a card, then **i**."
NEMESIS_KINDS = {
    "soldier": "Soldier",
    "priest": "Priest (wins without wounding, as its rule says)",
    "exorcist": "Exorcist",
    "animal": "Animal",
    "hero": "Hero (+2 Strength by Day instead of +1)",
    "monster": "Monster",
    "undead": "Undead",
}
DIRECTIONS = {
    "left": "hands pass to the left, and the Narrator's Token with them",
    "right": "hands pass to the right, and the Narrator's Token with them",
    "opposite": "hands go to the player opposite, and the Token too (with three players the "
    "Narrator chooses whom to exchange with; the third player takes the Token)",
    "stay": "everyone keeps their hand; the Narrator keeps the Token",
    "reshuffle": "every hand is shuffled back into the Game Deck; the Narrator keeps the Token",
}


def visible_cards(view: dict[str, Any]) -> set[str]:
    """Every card the view shows face up."""
    cards: set[str] = set()
    for v in view["victims"]:
        cards.add(v["id"])
        cards.update(v["equipment"])
    cards.update(a["card"] for a in view["attacks"] if a["card"])
    for p in view["players"]:
        cards.update(p["hand"] or [])
        cards.update(p["possession_cards"])
        if p["daemon"]:
            cards.add(p["daemon"])
    for key in ("discard", "victim_discard", "location_discard", "nemesis_discard"):
        cards.update(view[key])
    if view["location"]:
        cards.add(view["location"])
    decision = view["decision"]
    if decision is not None:
        cards.update(decision["context"])
        cards.update(c for option in decision["options"] for c in option["cards"])
    return cards


def kind_lines(card: Card) -> list[str]:
    """What kind of card it is and its printed numbers, as Markdown lines."""
    kind = card.kind
    if kind == "victim":
        what = f" · {card.victim_type}" if card.victim_type else ""
        return [
            f"**Victim**{what} · {card.gender}",
            "",
            f"Life ♥ **{card.life}** · Willpower ◯ **{card.willpower}** · "
            f"Strength ⚔ **{card.strength}**",
        ]
    if kind == "equipment":
        lines = [f"**Equipment** · {SLOT_NAMES[card.slot]}"]
        bonus = [
            f"{label} {signed(amount)}"
            for label, amount in (
                ("Life", card.life),
                ("Strength", card.strength),
                ("Willpower", card.willpower),
            )
            if amount
        ]
        if bonus:
            lines += ["", "Bonuses: " + ", ".join(bonus)]
        if card.trap is not None:
            lines += [
                "",
                f"**TRAP!** when {when_words(card.trap)}: it must be played on one of "
                "your own Victims (or hidden, at a risk).",
            ]
        return lines
    if kind == "nemesis":
        squad = {
            "man": " · Man-at-Arms: several may go down together",
            "serjeant": " · Serjeant-at-Arms: goes with Men-at-Arms",
        }.get(card.squad, "")
        return [
            f"**{'Hero' if card.hero else 'Nemesis'}** · {NEMESIS_KINDS[card.nemesis]}{squad}",
            "",
            f"Strength ⚔ **{card.strength}** (Life {card.life}, Willpower {card.willpower})",
            "",
            "By Day a Nemesis has +1 Strength (a Hero +2). It wins a fight with a total Strength "
            "equal to or above the Victim's, and deals 2 wounds unless its rule says otherwise.",
        ]
    if kind == "event":
        lines = ["**Event** · resolved at once when played"]
        if card.time:
            lines += ["", f"Playable only by {'Day' if card.time == 'day' else 'Night'}."]
        if card.needs_symbol:
            lines += ["", f"Playable only in a Location with the {card.needs_symbol} symbol."]
        if card.trap is not None:
            lines += [
                "",
                f"**TRAP!** when {when_words(card.trap)}: it must be played, "
                "to your own cost (or hidden, at a risk).",
            ]
        return lines
    if kind == "possession":
        return [
            f"**Possession** · {card.ptype} · value **{card.value}**",
            "",
            "Played in front of you, it raises your possession value.",
        ]
    if kind == "location":
        refuge = REFUGE_WORDS[card.refuge] or "no refuge"
        symbols = ", ".join(card.symbols) or "none"
        lines = [f"**Location** · {refuge} · symbols: {symbols}"]
        if card.refuge == "sanctuary":
            lines += ["", "Sanctuary: every player's Willpower is 2 higher this turn."]
        elif card.refuge == "gloom":
            lines += ["", "Gloom: every player's Willpower is 1 lower this turn (not below 0)."]
        lines += [
            "",
            f"Direction **{card.direction.upper()}**: at the turn's end "
            f"{DIRECTIONS[card.direction]}. The First Player is the one that way from the "
            "Narrator (STAY and RESHUFFLE: the Narrator).",
        ]
        return lines
    return [
        f"**Daemon** · starting possession {card.value}",
        "",
        "Secret until revealed; its rule works once it is face up.",
    ]


def in_play_lines(cards: CardSet, view: dict[str, Any], card_id: str) -> list[str]:
    """Where the card is and its numbers now (a Victim, an Equipment, a Nemesis in play)."""
    names = [p["name"] for p in view["players"]]
    victim = next((v for v in view["victims"] if v["id"] == card_id), None)
    if victim is not None:
        owner = "free, in the playing area" if victim["owner"] < 0 else names[victim["owner"]]
        lines = [
            "",
            "### In play",
            "",
            f"- Controlled by: {owner}",
            f"- Life **{victim['life']}**, Willpower **{victim['willpower']}**, "
            f"Strength **{victim['strength']}** (with its Equipment and this turn's bonuses)",
        ]
        for e in victim["equipment"]:
            lines.append(f"- Equipment: **{cards.card(e).name}**: {cards.card(e).text}")
        fc = attack_forecast(cards, view, victim)
        if fc["fights"]:
            lines.append(
                f"- Waiting to fight: {attackers_words(fc['fights'])}, Strength "
                f"{fc['total']} against {fc['strength']}: likely **{fc['outcome']}**"
            )
        for a, ward in fc["turned"]:
            lines.append(f"- The {ward} will turn {a['name']} away before the fight")
        if victim["can_escape"]:
            lines.append("- It may escape its fight")
        return lines
    holder = next((v for v in view["victims"] if card_id in v["equipment"]), None)
    if holder is not None:
        return ["", f"Equipped on the **{cards.card(holder['id']).name}**."]
    attack = next((a for a in view["attacks"] if a["card"] == card_id), None)
    if attack is not None:
        by = names[attack["by"]] if attack["by"] >= 0 else "Fate"
        return [
            "",
            f"Waiting to fight the **{cards.card(attack['victim']).name}**, sent by {by}: "
            f"Strength **{attack['strength']}** now.",
        ]
    return []


def describe(cards: CardSet, view: dict[str, Any], card_id: str) -> str:
    """The inspector's Markdown for a card the view shows."""
    if card_id not in visible_cards(view):
        return NOT_VISIBLE
    card = cards.card(card_id)
    lines = [f"## {card.name}", "", *kind_lines(card), "", card.text]
    lines += in_play_lines(cards, view, card_id)
    if card.flavour:
        lines += ["", f"*{card.flavour}*"]
    lines += ["", f"*{KIND_NAMES[card.kind]} card · {provenance(card.source)}*"]
    return "\n".join(lines)
