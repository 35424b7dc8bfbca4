"""Why clicking a card chose nothing, in the rulebook's words (read from the view alone)."""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.decision import Decision
from tabletop_tui.games.in_nomine.cards import ATTACHMENTS, CardSet
from tabletop_tui.ui.in_nomine.inspector import TIMINGS

ANY = "That card is not one of the choices: pick an option from the list"
# the decisions where cards in hand may be played, and the timing each one opens (R12)
WINDOWS = {
    "main": "main",
    "attack_window": "attack",
    "defend_window": "defend",
    "combat_window": "combat",
    "respond": "respond",
}


def persona_reason(cards: CardSet, view: dict[str, Any], decision: Decision, p: dict) -> str:
    """Why a persona in play is not a choice now."""
    name = cards.label(p["card"])
    mine = p["controller"] == decision.seat
    if decision.kind == "main" and view["phase"] == "recruit" and mine:
        return "Personas attack in the Struggle phase: end the Recruit phase first"
    if decision.kind == "main" and mine:
        if p["disabled"]:
            return f"{name} cannot attack or block this turn"
        if not p["essence"]:
            return f"{name} has no Essence counter: it cannot attack until your next Essence phase"
        if view["attacks_negated"]:
            return "All attacks are negated this turn"
    if decision.kind == "main" and not mine:
        return "Attack with one of your personas first, then choose what it attacks"
    if decision.kind == "defend_window" and mine:
        combat = view["combat"]
        if combat and combat["target"] == p["card"]:
            return f"{name} is the target: it defends itself; another persona may block"
        if not p["essence"]:
            return f"{name} has no Essence counter: it cannot block"
        return f"{name} cannot block this attack"
    return ANY


def hand_reason(cards: CardSet, view: dict[str, Any], decision: Decision, card_id: str) -> str:
    """Why a card in hand cannot be played now."""
    card = cards.card(card_id)
    own_turn = view["current"] == decision.seat
    if card.is_persona:
        if not own_turn or decision.kind != "main":
            return "Personas are recruited in your own Recruit phase"
        return "You have no recruit left this turn (one per Recruit phase)"
    if card.type in ATTACHMENTS:
        if not own_turn or decision.kind != "main" or view["phase"] != "recruit":
            return f"{card.name} is attached in your own Recruit phase"
        return f"{card.name} has no persona it may go on"
    open_window = view.get("open_events") and card.timing != "prince"
    if card.timing and card.timing != WINDOWS.get(decision.kind) and not open_window:
        return f"{card.name} is played {TIMINGS[card.timing]}"
    if card.type == "song":
        return f"{card.name} needs a Celestial with Essence to pay for it, and something to do"
    return f"{card.name} has nothing to do now (no target, or no fight it helps)"


def why_not(cards: CardSet, view: dict[str, Any], decision: Decision, card_id: str) -> str:
    """The reason a clicked card chose nothing."""
    if not card_id:
        return "That pile is empty"
    persona = next((p for p in view["personas"] if p["card"] == card_id), None)
    if persona is not None:
        return persona_reason(cards, view, decision, persona)
    hand = view["sides"][decision.seat]["hand"] or []
    if card_id in hand and decision.kind in WINDOWS:
        return hand_reason(cards, view, decision, card_id)
    if any(card_id in side["discard"] for side in view["sides"]):
        return "That card is in a discard pile; pick an option from the list"
    return ANY
