"""What a seat may know of an In Nomine table, and a full state sampled consistently with it."""

from __future__ import annotations

import random
from dataclasses import asdict, fields
from typing import TYPE_CHECKING, Any

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step, copy_data
from tabletop_tui.core.view import decision_view, stack_view
from tabletop_tui.core.worlds import pending_of, settle, swap_in
from tabletop_tui.core.zones import Sight, deal_holes, holes
from tabletop_tui.games.in_nomine.cards import ATTACHMENTS
from tabletop_tui.games.in_nomine.force import ATTACK, DEFEND, NEUTRAL, breakdown
from tabletop_tui.games.in_nomine.state import Combat, INState, Persona, Side
from tabletop_tui.games.in_nomine.zones import zones as table_zones

if TYPE_CHECKING:
    from tabletop_tui.games.in_nomine.game import InNomine


def private_key(key: str) -> bool:
    """Step data only the deciding seat may see: what it looks at, a card still in its hand."""
    return key == "context" or key.startswith("_")


PERSONA_FIELDS = tuple(f.name for f in fields(Persona))


def persona_view(game: InNomine, state: INState, p: Persona) -> dict[str, Any]:
    """A persona in play as everyone sees it, with its Force in each role (each role's
    breakdown worked out once, its Force the breakdown's sum: `force.force`)."""
    data = {name: getattr(p, name) for name in PERSONA_FIELDS}
    data["attachments"] = list(p.attachments)
    for role, force_key, parts_key in (
        (NEUTRAL, "force", "breakdown"),
        (ATTACK, "attack", "breakdown_attack"),
        (DEFEND, "defend", "breakdown_defend"),
    ):
        parts = breakdown(game, state, p.card, role)
        data[force_key] = max(0, sum(amount for _, amount in parts))
        data[parts_key] = parts
    data["disabled"] = p.disabled_through >= state.turn
    return data


def view(game: InNomine, state: INState, seat: int | None) -> dict[str, Any]:
    """Own hand, everything in play, discard piles, counts of decks and the other hand
    (which of them a seat sees: the zones, in_nomine.zones)."""
    sight = Sight(table_zones(state), seat)
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
                "deck": sight.count(f"deck:{i}"),
                "hand": sight.cards(f"hand:{i}"),
                "hand_count": sight.count(f"hand:{i}"),
                "discard": sight.cards(f"discard:{i}"),
                "types": types,
            }
        )
    # before the first `advance` nothing is pending yet (an empty stack)
    pending = engine.decision(game, state) if state.stack or state.over else None
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
        "open_events": state.open_events,
        "every_window": state.every_window,
        "stack": stack,
        "deciding": pending.seat if pending is not None else None,
        "decision": decision,
    }


def determinize(game: InNomine, v: dict[str, Any], seat: int, rng: random.Random) -> INState:
    """Deal the unseen cards (decks, the other hand) at random, consistent with the view
    (dealt again until the world waits at the decision the view shows: core.worlds)."""
    expect = pending_of(v["stack"], v["decision"])

    def repair(world: Any, ok: Any) -> bool:
        """Another seat's window is open, so it holds a card it may play there: swap one
        of its dealt cards with one of its deck until it does."""
        if not world.stack or world.stack[-1].seat in (seat, -1):
            return False
        side = world.sides[world.stack[-1].seat]
        return swap_in(side.hand, side.deck, rng, lambda: ok(_fresh(world)))

    return settle(game, lambda r: deal(game, v, seat, r), expect, rng, repair=repair)  # type: ignore[return-value]


def _fresh(world: INState) -> INState:
    """The same world with the engine's memo of its decision dropped (its hand changed)."""
    world.pending = None
    return world


def deal(game: InNomine, v: dict[str, Any], seat: int, rng: random.Random) -> INState:
    """One world consistent with the view: every card the view does not show (a hole)
    dealt from the unseen cards of the same deck (core.zones.deal_holes). What another
    seat's pending step holds privately is dealt too: the Modifier or Artifact it is
    attaching (from its hand), the cards it looks at (op:look_hand, op:look_deck)."""
    state = INState(num_players=2, seed=0, rng=random.Random(rng.random()))
    state.names = [s["name"] for s in v["sides"]]
    state.turn, state.current, state.phase = v["turn"], v["current"], v["phase"]
    state.recruits_left, state.attacks_negated = v["recruits_left"], v["attacks_negated"]
    state.bonus_recruits, state.open_events = v["bonus_recruits"], v["open_events"]
    state.every_window = v["every_window"]
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
    state.stack = [Step(s["kind"], s["seat"], copy_data(s["data"])) for s in v["stack"]]
    for s in v["sides"]:
        hand = s["hand"] if s["hand"] is not None else holes(s["hand_count"], s["side"])
        deck = holes(s["deck"], s["side"])
        state.sides.append(Side(s["side"], deck, list(hand), list(s["discard"])))
    decks = game.cards.decks
    back = {c: side for side in decks for c in decks[side]}
    every = [c for s in v["sides"] for c in decks[s["side"]]]
    deal_holes(table_zones(state), seat, every, rng, back.__getitem__)
    top = state.stack[-1] if state.stack else None
    if top is not None and top.seat != seat:
        if top.kind == "attach":
            _deal_attachment(game, state.sides[top.seat], top, rng)
        _deal_glimpse(state, top)
    elif top is not None and top.kind == "op:tutor" and v["decision"]:
        _search_order(game, state, top.seat, v["decision"]["options"])
    return state


def _deal_attachment(game: InNomine, side: Side, top: Step, rng: random.Random) -> None:
    """Another seat attaches a card from its hand: which one (`_card`) is dealt too, a
    Modifier or Artifact of its unseen cards, brought into its hand if dealt to its deck."""
    fitting = [c for c in side.hand + side.deck if game.cards.card(c).type in ATTACHMENTS]
    if not fitting or not side.hand:
        return
    card = rng.choice(fitting)
    if card in side.deck:
        i, j = side.deck.index(card), rng.randrange(len(side.hand))
        side.deck[i], side.hand[j] = side.hand[j], card
    top.data["_card"] = card


def _deal_glimpse(state: INState, top: Step) -> None:
    """The cards another seat's pending Look shows it (its `context`), from the world."""
    if top.kind not in ("op:look_hand", "op:look_deck") or "context" in top.data:
        return
    foe = state.opponent(top.seat)
    if top.kind == "op:look_hand":
        top.data["context"] = list(state.sides[foe].hand)
        return
    which = {"own": [top.seat], "opponent": [foe], "both": [top.seat, foe]}
    seats = which.get(top.data["deck"], [foe])
    count = top.data["count"]
    top.data["context"] = [c for s in seats for c in state.sides[s].deck[:count]]


def _search_order(game: InNomine, state: INState, seat: int, options: list[Any]) -> None:
    """A search of one's own deck lists, in deck order, the first copy of each design:
    deal the deck so that the same copies come first in the same order (the deck is
    shuffled once the search ends, so its order tells nothing more)."""
    side = state.sides[seat]
    named = [c for o in options for c in o["cards"] if c in side.deck]
    side.deck = named + [c for c in side.deck if c not in named]  # shuffled when it ends
