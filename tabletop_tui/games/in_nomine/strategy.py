"""Greedy-bot heuristics for In Nomine: a table's worth, and hints for fights and blocks."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tabletop_tui.core.game import outcome_value
from tabletop_tui.games.in_nomine.cards import TYPES_TO_WIN
from tabletop_tui.games.in_nomine.combat import blockers
from tabletop_tui.games.in_nomine.force import ATTACK, DEFEND, fight_role, force
from tabletop_tui.games.in_nomine.state import INState, Persona
from tabletop_tui.games.in_nomine.targets import defending_persona

if TYPE_CHECKING:
    from tabletop_tui.games.in_nomine.game import InNomine


def deck_worth(cards: int) -> float:
    """What cards left in a deck are worth: little each, much once the deck runs low."""
    worth = 0.6 * min(cards, 40)
    if cards < 8:
        worth -= (8 - cards) ** 2
    return worth


def pending_discards(state: INState, seat: int) -> int:
    """Cards `seat` is about to discard from hand (Discord, Dominic...): it chooses which,
    so one ply ends before they go; counted as gone already."""
    return sum(
        s.data["count"]
        for s in state.stack
        if s.kind == "op:opponent_discards" and s.seat == seat and s.data.get("handed")
    )


ROLE = 1.0  # a lasting Atk or Def point: it counts in one kind of fight, Force (1.5) in all


def role_bonus(game: InNomine, p: Persona) -> int:
    """The lasting Atk and Def points a persona has from its own card and its attachments
    (a Geas, a Relic): they count only in a fight, so Force alone does not see them."""
    cards = game.cards
    total = 0
    for card in (p.card, *p.attachments):
        b = cards.card(card).bonus
        total += b.atk + b.defence
    return total


def persona_worth(game: InNomine, state: INState, p: Persona, fighting: bool) -> float:
    """A persona in play: its presence, Force, lasting Atk and Def, and Essence; less while
    it cannot attack or block (Beleth, Kobal...)."""
    # this turn's Force effects count only while a fight is on (they lapse at the turn's
    # end: a Force + 1 played with no fight to use it on is a card thrown away)
    strength = force(game, state, p.card, effects=fighting)
    worth = 3.0 + 1.5 * strength + ROLE * role_bonus(game, p) + (0.8 if p.essence else 0.0)
    if p.disabled_through >= state.turn:
        worth -= 1.0 + 0.75 * strength
    return worth


def side_worth(game: InNomine, state: INState, seat: int) -> float:
    """One player's position: cards left, personas and their Force, Prophecy, types."""
    side = state.sides[seat]
    hand = max(0, len(side.hand) - pending_discards(state, seat))
    worth = deck_worth(len(side.deck)) + 0.8 * min(hand, 7)
    types = set()
    fighting = state.combat is not None
    for p in state.controlled_by(seat):
        info = game.cards.card(p.card)
        worth += persona_worth(game, state, p, fighting)
        if info.type == "human":
            worth += 0.6 * p.prophecy**2
        if info.choir in game.cards.choirs[side.side]:
            types.add(info.choir)
    worth += 1.2 * len(types) ** 2 / TYPES_TO_WIN * 3
    return worth


def fight_outlook(game: InNomine, state: INState) -> list[float]:
    """How the attack in progress would change each seat's worth if it were fought now.
    One ply ends at the other player's answer, so without this an Atk or Def card, a
    negation or an attack itself looked worth nothing whenever the opponent could still
    answer. A block not yet chosen is taken to be the defender's strongest blocker when
    it would win or trade, else no block."""
    combat = state.combat
    change = [0.0, 0.0]
    if combat is None or combat.negated or not state.in_play(combat.attacker):
        return change
    attacking = state.persona(combat.attacker).controller
    foe = state.opponent(attacking)
    att = force(game, state, combat.attacker, ATTACK)
    defender = defending_persona(state)
    if any(s.kind == "defend_window" for s in state.stack):  # the block is still to come
        able = [(force(game, state, c, DEFEND), c) for c in blockers(game, state, foe)]
        best = max(able, default=None)
        if best is not None and best[0] >= att:
            defender = best[1]
    if defender is None:
        if combat.target is None:
            deck = len(state.sides[foe].deck)
            loss = deck_worth(deck) - deck_worth(deck - att) if att < deck else 200.0
            change[foe] -= loss
        return change
    role = DEFEND if defender != combat.target else fight_role(state, defender)
    dfn = force(game, state, defender, role)
    losers = (
        [combat.attacker, defender] if att == dfn else [combat.attacker if att < dfn else defender]
    )
    for card in losers:
        p = state.persona(card)
        change[p.controller] -= persona_worth(game, state, p, True)
        if game.cards.card(card).type == "human":
            change[p.controller] -= 0.6 * p.prophecy**2
    return change


def next_dawn(game: InNomine, state: INState, seat: int) -> float:
    """The Prophecy tokens `seat`'s humans gain at its next Dawn or Dusk (one more a turn
    for each attachment that brings one: the Child of the Grigori)."""
    cards = game.cards
    total = 0.0
    for p in state.controlled_by(seat):
        if cards.card(p.card).type == "human":
            gain = 1 + sum(cards.card(a).bonus.prophecy for a in p.attachments)
            total += 0.6 * ((p.prophecy + gain) ** 2 - p.prophecy**2)
    return total


def coming_turn(game: InNomine, state: INState, seat: int) -> float:
    """What else `seat` gains as its next turn begins: Essence on each persona without it,
    and the card it draws (the rulebook's Essence and Fates phases)."""
    side = state.sides[seat]
    gain = 0.8 * sum(1 for p in state.controlled_by(seat) if not p.essence)
    if side.deck:
        gain += deck_worth(len(side.deck) - 1) - deck_worth(len(side.deck))
        if len(side.hand) - pending_discards(state, seat) < 7:
            gain += 0.8
    return gain


def evaluate(game: InNomine, state: INState, seat: int) -> float:
    """Own worth minus the opponent's (with the fight in progress as it stands); a decided
    game dominates. Each side is counted with what its coming turn is sure to bring it
    before it acts again: its humans' next Prophecy tokens, and in the seat's own turn the
    opponent's Essence and draw too. So the end of a turn is no drop in worth, and a card
    that changes nothing is not played to put it off: greedy's chain of decisions stops at
    the opponent's first one, and a chain that ended the turn, scored after the opponent's
    Dawn or Dusk, looked worse than one that spent a card on nothing in mid-turn."""
    decided = outcome_value(state, seat)
    if decided is not None:
        return decided
    foe = state.opponent(seat)
    change = fight_outlook(game, state)
    mine = side_worth(game, state, seat) + change[seat] + next_dawn(game, state, seat)
    theirs = side_worth(game, state, foe) + change[foe]
    if state.current == seat:
        theirs += next_dawn(game, state, foe) + coming_turn(game, state, foe)
    return mine - theirs


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


def unblockable_hint(
    game: InNomine, v: dict[str, Any], keys: list[str], personas: dict[str, Any]
) -> str | None:
    """Make the attack unblockable (Song of Motion, Janus...) when a blocker could stop it:
    one ply ends at the block, so the lookahead cannot tell what the card is for."""
    combat = v["combat"]
    attacker = personas[combat["attacker"]]
    foe = 1 - attacker["controller"]
    stoppers = [
        p
        for p in v["personas"]
        if p["controller"] == foe
        and p["essence"]
        and not p["disabled"]
        and p["card"] != combat["target"]
        and p["defend"] >= attacker["attack"]
    ]
    if not stoppers:
        return None
    for key in keys:
        _, _, card = key.partition(":")
        if key.startswith("play:") and any(
            op["op"] == "unblockable" for op in game.cards.card(card).effect
        ):
            return key
    return None


def may_hint(decision: Any) -> bool:
    """Whether `hint` can answer this decision: an attack to choose, a combat card that
    could make one unblockable, a block, a target (checked without a view, which costs a
    play-out more than the rest of its step)."""
    keys = [o.key for o in decision.options]
    if decision.kind == "main":
        return any(k.startswith("attack:") for k in keys)
    if decision.kind == "attack_window":
        return any(k.startswith("play:") for k in keys)
    return decision.kind in ("defend_window", "declare")


def hint(game: InNomine, v: dict[str, Any], decision: Any, rng: random.Random) -> str | None:
    """Blocks and attack targets, where one ply of lookahead cannot see the fight's end, and
    an attack that wins the game (one ply sees only the Essence it spends)."""
    keys = [o.key for o in decision.options]
    personas = {p["card"]: p for p in v["personas"]}
    if decision.kind == "main":
        attacks = [k for k in keys if k.startswith("attack:")]
        winning = [k for k in attacks if lethal(v, decision.seat, personas[k[7:]]["attack"])]
        return winning[0] if winning else None
    if decision.kind == "attack_window":
        return unblockable_hint(game, v, keys, personas)
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
            if target["force"] < attack:  # attacked directly: no Def (R9)
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
        # a persona attacked directly fights with its Force alone (R9)
        kills = [k for k in keys if k.startswith("target:") and personas[k[7:]]["force"] < att]
        if kills:
            return max(kills, key=lambda k: personas[k[7:]]["force"] + personas[k[7:]]["prophecy"])
        return "deck"
    return None
