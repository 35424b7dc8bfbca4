"""Greedy-bot heuristics: how good a table is for a seat; hints where lookahead is blind."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tabletop_tui.core.game import outcome_value
from tabletop_tui.games.necronomicards.spellhands import best_summons
from tabletop_tui.games.necronomicards.state import NState, Zones

if TYPE_CHECKING:
    from tabletop_tui.games.necronomicards.game import NecronomiCards


def symbol_potential(game: NecronomiCards, spells: list[str]) -> float:
    """How close a hand is to a spell hand: repeated symbols count, a ready hand counts most."""
    counts: dict[str, int] = {}
    for iid in spells:
        for sym in game.symbols_of[iid]:
            counts[sym] = counts.get(sym, 0) + 1
    closeness = sum(min(c, 6) ** 1.5 for c in counts.values()) / 10.0
    ready = best_summons(spells, game.symbols_of) if len(spells) >= 6 else 0
    return closeness + 2.5 * ready + 0.3 * min(len(spells), 7)


def strength(game: NecronomiCards, state: NState, z: Zones) -> float:
    """One player's position: Summons played most, then Summons in hand, then Spell prospects."""
    horsemen = sum(game.cards.card(c).horseman for c in z.played)
    score = 10.0 * len(z.played) + 5.0 * len(z.summons) + symbol_potential(game, z.spells)
    score += 3.0 * horsemen**2 / 4
    score -= 4.0 * z.lost_turns
    score += 1.5 * z.wards
    return score


def evaluate(game: NecronomiCards, state: NState, seat: int) -> float:
    """Own strength minus the strongest opponent's (a win or loss dominates)."""
    decided = outcome_value(state, seat)
    if decided is not None:
        return decided
    mine = strength(game, state, state.players[seat])
    others = [strength(game, state, z) for i, z in enumerate(state.players) if i != seat]
    return mine - max(others)


def hint(game: NecronomiCards, v: dict[str, Any], decision: Any, rng: random.Random) -> str | None:
    """Greedy shortcut where one ply says little: hit the player closest to winning.

    (Casting and playing Summons are left to the lookahead: measured with `simulate`, a
    fixed "cast the biggest spell hand" rule did no better.)"""
    keys = [o["key"] for o in v["decision"]["options"]] if v.get("decision") else []
    player_keys = [k for k in keys if k.startswith("player:")]
    top = v["stack"][-1]["data"] if v.get("stack") else {}
    if player_keys and len(player_keys) == len(keys) and top.get("who") == "chosen":

        def lead(key: str) -> tuple[int, int, int]:
            p = v["players"][int(key.split(":")[1])]
            return (len(p["played"]), p["summon_count"], p["spell_count"])

        return max(player_keys, key=lead)
    return None
