"""The words every Possession card kind is described with, read from the view and card data."""

from __future__ import annotations

import re
from typing import Any

from rich.text import Text

from tabletop_tui.core.words import a_or_an
from tabletop_tui.games.possession.cards import Card, CardSet

LIFE, WILL, STRENGTH = "♥", "◯", "⚔"
SUN, MOON = "☀", "☾"
NARRATOR, FIRST = "✦", "▶"
KIND_NAMES = {
    "possession": "Possession",
    "equipment": "Equipment",
    "nemesis": "Nemesis",
    "event": "Event",
    "victim": "Victim",
    "location": "Location",
    "daemon": "Daemon",
}
SLOT_NAMES = {
    "weapon": "weapon",
    "two_handed": "two-handed weapon",
    "body": "body armour",
    "head": "head armour",
    "hand": "hand armour",
    "trinket": "trinket",
}
SLOT_SHORT = {
    "weapon": "Weapon",
    "two_handed": "Two-handed",
    "body": "Body armour",
    "head": "Head armour",
    "hand": "Hand armour",
    "trinket": "Trinket",
}
KIND_STYLES = {
    "possession": "bold #c4a7ff",
    "equipment": "bold #8fc1ff",
    "nemesis": "bold #ff8f85",
    "event": "bold #f2d98d",
    "victim": "bold",
    "location": "bold #9ad6b0",
    "daemon": "bold #ff9de2",
}
# sentences of a card's text that its type line already shows
REDUNDANT = re.compile(r"(Possession value \d+|((Strength|Life|Willpower) [+-]\d+(, )?)+)")
REFUGE_WORDS = {"sanctuary": "Sanctuary +2", "gloom": "Gloom −1", "none": ""}
DIRECTION_WORDS = {
    "left": "LEFT: hands and the Narrator's Token pass left",
    "right": "RIGHT: hands and the Narrator's Token pass right",
    "opposite": "OPPOSITE: hands and the Token go across the table",
    "stay": "STAY: everyone keeps their hand and the Narrator the Token",
    "reshuffle": "RESHUFFLE: every hand goes back into the Game Deck",
}


def signed(amount: int) -> str:
    """+1, −1."""
    return f"+{amount}" if amount >= 0 else f"−{-amount}"


def _place_words(when: dict[str, Any], day: str, night: str, place: str) -> list[str]:
    """A condition's time and Location: `day`/`night`, and `place` with the symbol or the
    refuge put in (`{}`)."""
    parts = []
    if "time" in when:
        parts.append(day if when["time"] == "day" else night)
    if "symbol" in when:
        parts.append(place.format(when["symbol"]))
    if "refuge" in when:
        parts.append(place.format(when["refuge"].title()))
    return parts


def when_words(when: dict[str, Any] | None) -> str:
    """A TRAP! or rule condition in a few words: "Night", "the Location is Gloom"."""
    if not when:
        return ""
    parts = _place_words(when, "Day", "Night", "{} Location")
    parts = [a_or_an(p) if p.endswith(" Location") else p for p in parts]  # "an entertainment"
    if "victim_type" in when:
        parts.append(f"{when['victim_type']} Victims")
    if "gender" in when:
        parts.append(f"{when['gender']} Victims")
    if "victims_at_least" in when:
        parts.append(f"{when['victims_at_least']}+ Victims held")
    return ", ".join(parts)


def trap_words(when: dict[str, Any]) -> str:
    """When a TRAP! springs, in two or three words: "at Night", "in Gloom", "in wilderness"."""
    return " ".join(_place_words(when, "by Day", "at Night", "in {}")) or when_words(when)


def equipment_bonus(card: Card) -> str:
    """ "♥+1 ⚔+2 ◯+1" (what an Equipment adds)."""
    parts = []
    if card.life:
        parts.append(f"{LIFE}{signed(card.life)}")
    strength = card.strength + sum(m["amount"] for m in card.mods("strength") if not m.get("when"))
    if strength:
        parts.append(f"{STRENGTH}{signed(strength)}")
    if card.willpower:
        parts.append(f"{WILL}{signed(card.willpower)}")
    return " ".join(parts)


def type_line(card: Card) -> str:
    """One line saying what a card is: "Possession +2 · temptation", "Hero ⚔5", ..."""
    kind = card.kind
    if kind == "possession":
        return f"Possession {signed(card.value)}"
    if kind == "equipment":
        bonus = equipment_bonus(card)
        return SLOT_SHORT[card.slot] + (f" {bonus}" if bonus else "")
    if kind == "nemesis":
        return f"{'Hero' if card.hero else 'Nemesis'} {STRENGTH}{card.strength}"
    if kind == "event":
        only = []
        if card.time:
            only.append("Day only" if card.time == "day" else "Night only")
        if card.needs_symbol:
            only.append(f"{card.needs_symbol} only")
        return "Event" + (f" · {', '.join(only)}" if only else "")
    if kind == "victim":
        return stats_line(card.life, card.willpower, card.strength)
    if kind == "location":
        return location_line(card)
    return "Daemon"


def stats_line(life: int, willpower: int, strength: int) -> str:
    """ "♥3 ◯2 ⚔4"."""
    return f"{LIFE}{life} {WILL}{willpower} {STRENGTH}{strength}"


def location_line(card: Card) -> str:
    """ "Sanctuary +2 · sacred · STAY"."""
    parts = [REFUGE_WORDS[card.refuge], ", ".join(card.symbols), card.direction.upper()]
    return " · ".join(p for p in parts if p)


def sub_kind(card: Card) -> str | None:
    """ "nightmare", "soldier", "head armour": what kind of its kind a card is."""
    if card.kind == "possession":
        return card.ptype
    if card.kind == "nemesis":
        return "" if card.hero else card.nemesis
    return None


def rules_left(card: Card) -> str:
    """A card's text without what its type line already says ("Weapon. Strength +1.")."""
    text = card.text
    if card.trap is not None and text.startswith("TRAP!") and "): " in text:
        text = text.split("): ", 1)[1]
    kept = []
    for n, sentence in enumerate(s.strip().rstrip(".") for s in text.split(". ")):
        if n == 0 and len(sentence.split()) <= 3 and not any(c.isdigit() for c in sentence):
            continue  # "Weapon", "Soldier", "Shield (hand)": the type line says it
        if sentence.startswith("Play only") or REDUNDANT.fullmatch(sentence):
            continue
        sentence = re.sub(r"^Possession value \d+; ", "", sentence)
        if sentence:
            kept.append(sentence[0].upper() + sentence[1:] + ".")
    return " ".join(kept)


def hand_text(card: Card) -> Text:
    """A card in hand: name, what it is (TRAP! in red), then the rest of its rules."""
    text = Text()
    text.append(card.name, style=KIND_STYLES[card.kind])
    sub = sub_kind(card)
    text.append(f"\n{type_line(card)}" + (f" · {sub}" if sub else ""), style="dim")
    if card.trap is not None:
        text.append(f"\nTRAP! {trap_words(card.trap)}", style="bold red")
    rest = rules_left(card)
    if rest:
        text.append(f"\n{rest}")
    return text


def full_text(card: Card) -> Text:
    """A card in full, for the detail under the options: name, what it is, its whole text."""
    text = Text()
    text.append(card.name, style=KIND_STYLES[card.kind])
    sub = sub_kind(card)
    what = type_line(card) if card.kind != "location" else "Location"
    text.append(f" · {what}" + (f" ({sub})" if sub else ""), style="dim")
    text.append(f": {card.text}")
    return text


# ---- Victims in play ------------------------------------------------------------------------


def attack_forecast(cards: CardSet, view: dict[str, Any], victim: dict[str, Any]) -> dict[str, Any]:
    """The Nemeses waiting for a Victim, their total Strength against the Victim's, and what
    would happen if the fight were now (cards may still change it)."""
    attacks = [a for a in view["attacks"] if a["victim"] == victim["id"]]
    turned = [a for a in attacks if a.get("turned_by")]  # sent away before the fight
    fights = [a for a in attacks if not a.get("turned_by")]
    total = sum(a["strength"] for a in fights)
    strength = victim.get("fight_strength", victim["strength"])
    wins = bool(fights) and total >= strength
    wounds, freed = 0, False
    for a in fights:
        card = cards.card(a["card"]) if a["card"] else None
        if card is not None and (card.mods("banish") or card.mods("exorcise")):
            freed = True
            continue
        mods = card.mods("wounds") if card is not None else []
        wounds += mods[0]["amount"] if mods else a["wounds"]
    if not attacks:
        outcome = ""
    elif not fights:
        outcome = "no fight"
    elif not wins:
        outcome = "holds"
    elif wounds >= victim["life"]:
        outcome = "dies"
    elif wounds:
        outcome = f"{LIFE}−{wounds}" + (", freed" if freed else "")
    else:
        outcome = "freed" if freed else "no wound"
    return {
        "attacks": attacks,
        "fights": fights,
        "turned": [(a, cards.card(a["turned_by"]).name) for a in turned],
        "total": total,
        "strength": strength,
        "wins": wins,
        "wounds": wounds,
        "freed": freed,
        "outcome": outcome,
    }


def attackers_words(attacks: list[dict[str, Any]]) -> str:
    """ "Man-at-Arms ×2 + Serjeant-at-Arms"."""
    counts: dict[str, int] = {}
    for a in attacks:
        counts[a["name"]] = counts.get(a["name"], 0) + 1
    return " + ".join(name + (f" ×{n}" if n > 1 else "") for name, n in counts.items())


def stats_text(v: dict[str, Any]) -> Text:
    """A Victim's Life, Willpower and Strength now: "♥3 ◯2 ⚔4", each in its colour."""
    return Text.assemble(
        (f"{LIFE}{v['life']}", "bold #ff8f85"),
        " ",
        (f"{WILL}{v['willpower']}", "bold #c4a7ff"),
        " ",
        (f"{STRENGTH}{v['strength']}", "bold #f2d98d"),
    )


def forecast_text(fc: dict[str, Any]) -> Text:
    """The likely result: "7≥5 dies" (the Nemeses win ties), "3<5 holds"."""
    sign = "≥" if fc["wins"] else "<"
    return Text.assemble(
        (f"{fc['total']}{sign}{fc['strength']} ", "bold"),
        (fc["outcome"], "bold red" if fc["wins"] else "bold green"),
    )


def victim_text(
    cards: CardSet,
    view: dict[str, Any],
    v: dict[str, Any],
    reach: Text | None = None,
    fighting: bool = False,
) -> Text:
    """A Victim in play in two lines: name and Life, Willpower, Strength now; then its
    equipment and the Nemeses waiting for it with the likely result (or, free, who may claim
    it). The full text is in the detail under the options."""
    card = cards.card(v["id"])
    first = Text()
    if fighting:
        first.append(f"{STRENGTH} FIGHT ", style="bold reverse #ff8f85")
    first.append_text(stats_text(v))  # the numbers first: a long name is the one cut short
    first.append(" ")
    first.append(card.name, style="bold")
    second: list[Text] = []
    if v["equipment"]:
        second.append(Text(", ".join(cards.card(e).name for e in v["equipment"]), "#8fc1ff"))
    fc = attack_forecast(cards, view, v)
    if fc["attacks"]:
        fight = forecast_text(fc) if fc["fights"] else Text("")
        if fc["fights"]:
            fight.append(f" vs {attackers_words(fc['fights'])}", style="#ff8f85")
        for a, ward in fc["turned"]:
            fight.append(" · " if fight.plain else "")
            fight.append(f"the {ward} turns {a['name']} away", style="italic green")
        if v["can_escape"]:
            fight.append(" · may escape", style="italic cyan")
        second.insert(0, fight)  # the likely result before the equipment
    elif reach is not None:
        second.append(reach)
    if not second:
        return first
    return Text("\n").join([first, Text(" · ").join(second)])


def victim_tooltip(cards: CardSet, view: dict[str, Any], v: dict[str, Any]) -> str:
    """Hovering a Victim: its rule, its equipment and its fight in full."""
    card = cards.card(v["id"])
    lines = [
        f"{card.name} ({stats_line(card.life, card.willpower, card.strength)} printed): {card.text}"
    ]
    lines += [f"{cards.card(e).name}: {cards.card(e).text}" for e in v["equipment"]]
    fc = attack_forecast(cards, view, v)
    for a in fc["fights"]:
        lines.append(f"Nemesis {a['name']}: Strength {a['strength']}")
    for a, ward in fc["turned"]:
        lines.append(f"Nemesis {a['name']}: the {ward} turns it away before the fight")
    if fc["attacks"]:
        lines.append(f"Likely result: {fc['total']} against {fc['strength']}: {fc['outcome']}")
    return "\n".join(lines)


def location_rules(card: Card) -> str:
    """A Location's text without its last words on the direction (shown beside it)."""
    return re.sub(r"\s*Direction: \w+\.?$", "", card.text)
