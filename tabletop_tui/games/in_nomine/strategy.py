"""Greedy-bot heuristics for In Nomine: a table's worth, and hints for fights and blocks."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tabletop_tui.core.game import outcome_value
from tabletop_tui.games.in_nomine.cards import TYPES_TO_WIN
from tabletop_tui.games.in_nomine.force import force
from tabletop_tui.games.in_nomine.state import INState

if TYPE_CHECKING:
    from tabletop_tui.games.in_nomine.game import InNomine


def side_worth(game: InNomine, state: INState, seat: int) -> float:
    """One player's position: cards left, personas and their Force, Prophecy, types."""
    side = state.sides[seat]
    worth = 0.6 * min(len(side.deck), 40) + 0.8 * min(len(side.hand), 7)
    if len(side.deck) < 8:
        worth -= (8 - len(side.deck)) ** 2
    types = set()
    # this turn's Force effects count only while a fight is on (they lapse at the turn's
    # end: a Force + 1 played with no fight to use it on is a card thrown away)
    fighting = state.combat is not None
    for p in state.controlled_by(seat):
        info = game.cards.card(p.card)
        strength = force(game, state, p.card, effects=fighting)
        worth += 3.0 + 1.5 * strength + (0.8 if p.essence else 0.0)
        if info.type == "human":
            worth += 0.6 * p.prophecy**2
        if info.choir in game.cards.choirs[side.side]:
            types.add(info.choir)
    worth += 1.2 * len(types) ** 2 / TYPES_TO_WIN * 3
    return worth


def evaluate(game: InNomine, state: INState, seat: int) -> float:
    """Own worth minus the opponent's; a decided game dominates."""
    decided = outcome_value(state, seat)
    if decided is not None:
        return decided
    return side_worth(game, state, seat) - side_worth(game, state, state.opponent(seat))


def lethal(v: dict[str, Any], seat: int, attack: int) -> bool:
    """Whether an attack of this Force at the opponent's deck runs it out (a win) with
    nobody there to block it."""
    opponent = 1 - seat
    blockers = [
        p
        for p in v["personas"]
        if p["controller"] == opponent and p["essence"] and not p["disabled"]
    ]
    return not blockers and v["sides"][opponent]["deck"] <= attack


def hint(game: InNomine, v: dict[str, Any], decision: Any, rng: random.Random) -> str | None:
    """Blocks and attack targets, where one ply of lookahead cannot see the fight's end, and
    an attack that wins the game (one ply sees only the Essence it spends)."""
    keys = [o.key for o in decision.options]
    personas = {p["card"]: p for p in v["personas"]}
    if decision.kind == "main":
        attacks = [k for k in keys if k.startswith("attack:")]
        winning = [k for k in attacks if lethal(v, decision.seat, personas[k[7:]]["attack"])]
        return winning[0] if winning else None
    if decision.kind == "defend_window":
        combat = v["combat"]
        attack = personas[combat["attacker"]]["attack"]
        blocks = [k for k in keys if k.startswith("block:")]
        winning = [k for k in blocks if personas[k[6:]]["defend"] > attack]
        if winning:
            return min(winning, key=lambda k: personas[k[6:]]["defend"])
        my_deck = v["sides"][decision.seat]["deck"]
        if combat["target"] is not None:
            target = personas[combat["target"]]
            if target["defend"] < attack:
                even = [k for k in blocks if personas[k[6:]]["defend"] == attack]
                if even:
                    return even[0]
        elif blocks and my_deck <= attack + 2:
            return min(blocks, key=lambda k: personas[k[6:]]["defend"])
        if any(k.startswith("play:") for k in keys):
            return None  # let the lookahead weigh a negation
        return "no-block" if "no-block" in keys else None
    if decision.kind == "declare":
        attacker = personas[v["stack"][-1]["data"]["attacker"]]
        att = attacker["attack"]
        if "deck" in keys and lethal(v, decision.seat, att):
            return "deck"
        kills = [k for k in keys if k.startswith("target:") and personas[k[7:]]["defend"] < att]
        if kills:
            return max(kills, key=lambda k: personas[k[7:]]["force"] + personas[k[7:]]["prophecy"])
        return "deck"
    return None
