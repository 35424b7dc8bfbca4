"""What a Possession card folder must hold: above all, as many Game Deck cards as five turns
of four players can draw (RULINGS.md R32).

The glossary says a discarded card is removed from the game, so the Game Deck is sized
never to run dry; the reshuffle of its discard pile (R16) is only a safety.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop_tui.core.cards import CardDataError, display_path
from tabletop_tui.games.possession.cards import POSSESSION_TYPES, Card, CardSet
from tabletop_tui.games.possession.state import CARDS_PER_TURN, HAND_CAP, TURNS

MOST_PLAYERS = 4


def _amounts(ops: tuple[dict[str, Any], ...], name: str, key: str) -> int:
    return sum(op.get(key, 0) for op in ops if op["op"] == name)


def deck_need(cards: CardSet) -> int:
    """The most Game Deck cards a four-player game can draw.

    Hands are topped up to the Hand Cap each turn, so what is drawn by the fifth deal is
    every card that left a hand in turns 1-4 (four a turn each, plus discards forced by
    cards) and the fifth turn's hands (the Hand Cap, plus every rise cards can give).
    Cards drawn during the fifth turn come on top. A card drawn earlier is counted when
    it leaves the hand, or in the hand the fifth deal fills."""
    players = MOST_PLAYERS
    need = players * (HAND_CAP + CARDS_PER_TURN * (TURNS - 1))
    designs = list(cards.defs.values())

    def each(kind: str) -> list[Card]:
        return [c for c in designs if c.kind == kind and not c.adventure]

    # the fifth deal: the best Location rise for every player, and every lasting rise
    need += players * max(
        (_amounts(c.effect, "hand_cap", "amount") for c in each("location")), default=0
    )
    need += sum(m["amount"] for c in each("victim") for m in c.mods("hand_cap"))
    need += sum(m["amount"] for c in each("daemon") for m in c.mods("hand_cap"))
    for c in each("event") + each("daemon"):
        copies = c.count if c.kind == "event" else 1
        # a rise at the next deal, cards discarded from a hand (to every other player),
        # and cards drawn: at most once each per copy
        rise = _amounts(c.effect, "hand_cap", "amount")
        discards = sum(
            op.get("count", 0) * (players - 1 if op.get("who") == "each_opponent" else 1)
            for op in c.effect
            if op["op"] == "discard_cards"
        )
        need += copies * (rise + discards + _amounts(c.effect, "draw", "count"))
    return need


def check_totals(cards: CardSet, directory: Path) -> None:
    """What five turns of four players need, and what the rulebook names."""

    def at(name: str) -> str:
        return f"{display_path(directory / name)}:1"

    need = [
        ("daemons.yaml", len(cards.daemons), 4, "Daemons (one per player)"),
        ("victims.yaml", len(cards.victims), 20, "Victims (five Night turns of four players)"),
        (
            "locations.yaml",
            sum(not cards.card(c).adventure for c in cards.locations),
            5,
            "Locations (one per turn)",
        ),
        (  # R32: five turns of four players never run the Game Deck dry
            "game_deck.yaml",
            len(cards.game_deck),
            deck_need(cards),
            "Game Deck cards (the most five turns of four players can draw)",
        ),
    ]
    for name, have, least, what in need:
        if have < least:
            raise CardDataError(f"{at(name)}: {have} {what}; at least {least} are needed")
    if not cards.troll:
        raise CardDataError(
            f"{at('game_deck.yaml')}: The Troll (a Nemesis with aside: true) is missing"
        )
    types = {cards.card(c).ptype for c in cards.game_deck if cards.card(c).kind == "possession"}
    if types != set(POSSESSION_TYPES):
        raise CardDataError(
            f"{at('game_deck.yaml')}: Possession cards of all five types are needed "
            f"({', '.join(POSSESSION_TYPES)}); found {', '.join(sorted(types)) or 'none'}"
        )
