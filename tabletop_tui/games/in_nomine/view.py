"""What a seat may know of an In Nomine table, and a full state sampled consistently with it."""

from __future__ import annotations

import random
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step
from tabletop_tui.core.view import decision_view, stack_view
from tabletop_tui.games.in_nomine.force import ATTACK, DEFEND, NEUTRAL, breakdown, force
from tabletop_tui.games.in_nomine.state import Combat, INState, Persona, Side

if TYPE_CHECKING:
    from tabletop_tui.games.in_nomine.game import InNomine


def private_key(key: str) -> bool:
    """Step data only the deciding seat may see: what it looks at, a card still in its hand."""
    return key == "context" or key.startswith("_")


def persona_view(game: InNomine, state: INState, p: Persona) -> dict[str, Any]:
    """A persona in play as everyone sees it, with its Force in each role."""
    data = asdict(p)
    data["force"] = force(game, state, p.card, NEUTRAL)
    data["attack"] = force(game, state, p.card, ATTACK)
    data["defend"] = force(game, state, p.card, DEFEND)
    data["breakdown"] = breakdown(game, state, p.card, NEUTRAL)
    data["breakdown_attack"] = breakdown(game, state, p.card, ATTACK)
    data["breakdown_defend"] = breakdown(game, state, p.card, DEFEND)
    data["disabled"] = p.disabled_through >= state.turn
    return data


def view(game: InNomine, state: INState, seat: int | None) -> dict[str, Any]:
    """Own hand, everything in play, discard piles, counts of decks and the other hand."""
    sides = []
    for i, s in enumerate(state.sides):
        types = sorted(
            {
                game.cards.card(p.card).choir
                for p in state.controlled_by(i)
                if game.cards.card(p.card).choir in game.cards.choirs[s.side]
            }
        )
        sides.append(
            {
                "name": state.name(i),
                "side": s.side,
                "deck": len(s.deck),
                "hand": list(s.hand) if seat == i else None,
                "hand_count": len(s.hand),
                "discard": list(s.discard),
                "types": types,
            }
        )
    pending = engine.decision(game, state)
    decision = decision_view(pending, seat)
    stack = stack_view(state.stack, seat, private_key)
    return {
        "game": game.info.id,
        "seat": seat,
        "turn": state.turn,
        "current": state.current,
        "phase": state.phase,
        "over": state.over,
        "winners": state.winners,
        "sides": sides,
        "personas": [persona_view(game, state, p) for p in state.personas],
        "combat": asdict(state.combat) if state.combat else None,
        "effects": [dict(e) for e in state.effects],
        "recruits_left": state.recruits_left,
        "bonus_recruits": state.bonus_recruits,
        "attacks_negated": state.attacks_negated,
        "stack": stack,
        "deciding": pending.seat if pending is not None else None,
        "decision": decision,
    }


def determinize(game: InNomine, v: dict[str, Any], seat: int, rng: random.Random) -> INState:
    """Deal the unseen cards (decks, the other hand) at random, consistent with the view."""
    state = INState(num_players=2, seed=0, rng=random.Random(rng.random()))
    state.names = [s["name"] for s in v["sides"]]
    state.turn, state.current, state.phase = v["turn"], v["current"], v["phase"]
    state.recruits_left, state.attacks_negated = v["recruits_left"], v["attacks_negated"]
    state.bonus_recruits = v["bonus_recruits"]
    state.effects = [dict(e) for e in v["effects"]]
    state.combat = Combat(**v["combat"]) if v["combat"] else None
    fields = (
        "card",
        "owner",
        "controller",
        "essence",
        "prophecy",
        "attachments",
        "undead",
        "disabled_through",
        "returns_to",
    )
    state.personas = [Persona(**{k: p[k] for k in fields}) for p in v["personas"]]
    for p in state.personas:
        p.attachments = list(p.attachments)
    state.stack = [Step(s["kind"], s["seat"], dict(s["data"])) for s in v["stack"]]
    in_play = {p.card for p in state.personas} | {a for p in state.personas for a in p.attachments}
    for s in v["sides"]:
        side = Side(s["side"], discard=list(s["discard"]))
        known = set(s["hand"] or []) | set(side.discard) | in_play
        unseen = [c for c in game.cards.decks[s["side"]] if c not in known]
        rng.shuffle(unseen)
        side.hand = list(s["hand"]) if s["hand"] is not None else unseen[: s["hand_count"]]
        if s["hand"] is None:
            unseen = unseen[s["hand_count"] :]
        side.deck = unseen
        state.sides.append(side)
    return state
