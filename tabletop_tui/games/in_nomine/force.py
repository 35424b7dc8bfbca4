"""Force: base 2 for Celestials, 1 for Humans, plus choir, attachments, Undead and this turn's
effects; Atk bonuses count when attacking, Def bonuses when blocking (R9: not for a persona
attacked directly, which fights with its Force alone)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.games.in_nomine.state import INState

if TYPE_CHECKING:
    from tabletop_tui.games.in_nomine.game import InNomine

ATTACK, DEFEND, NEUTRAL = "attack", "defend", "neutral"


def breakdown(
    game: InNomine, state: INState, card: str, role: str = NEUTRAL, effects: bool = True
) -> list[tuple[str, int]]:
    """Each contribution to a persona's Force in a role, as (where it comes from, amount);
    `effects=False` leaves out this turn's effects (what lasts beyond the turn)."""
    persona = state.persona(card)
    info = game.cards.card(card)
    parts = [(f"base ({'Celestial' if info.is_celestial else 'Human'})", info.base_force)]

    def add(source: str, force: int, atk: int, dfn: int) -> None:
        amount = force + (atk if role == ATTACK else 0) + (dfn if role == DEFEND else 0)
        if amount:
            parts.append((source, amount))

    b = info.bonus
    add(info.name, b.force, b.atk, b.defence)
    for attached in persona.attachments:
        a = game.cards.card(attached).bonus
        add(game.cards.card(attached).name, a.force, a.atk, a.defence)
    if persona.undead:
        parts.append(("Undead", 1))
    for effect in state.effects if effects else ():
        target, seat = effect["target"], effect["seat"]
        if target == card or (target is None and seat in (None, persona.controller)):
            stat, amount = effect["stat"], effect["amount"]
            add(
                effect["source"],
                amount if stat == "force" else 0,
                amount if stat == "atk" else 0,
                amount if stat == "def" else 0,
            )
    return parts


def force(
    game: InNomine, state: INState, card: str, role: str = NEUTRAL, effects: bool = True
) -> int:
    """A persona's Force in a role (never below 0): the sum of its `breakdown`, added up
    without naming the parts (bots ask it for every position they judge)."""
    persona = state.persona(card)
    cards = game.cards
    info = cards.card(card)
    b = info.bonus
    total = info.base_force + b.force + _role_bonus(b.atk, b.defence, role)
    for attached in persona.attachments:
        a = cards.card(attached).bonus
        total += a.force + _role_bonus(a.atk, a.defence, role)
    if persona.undead:
        total += 1
    counted = _COUNTED.get(role, ("force",))
    for effect in state.effects if effects else ():
        target, seat = effect["target"], effect["seat"]
        mine = target == card or (target is None and seat in (None, persona.controller))
        if mine and effect["stat"] in counted:
            total += effect["amount"]
    return max(0, total)


# the effect stats that count in each role
_COUNTED = {ATTACK: ("force", "atk"), DEFEND: ("force", "def"), NEUTRAL: ("force",)}


def _role_bonus(atk: int, defence: int, role: str) -> int:
    return atk if role == ATTACK else defence if role == DEFEND else 0


def unblockable(game: InNomine, state: INState, card: str, vs_deck: bool) -> bool:
    """Whether an attacking persona cannot be blocked (Ofanim at the deck, Songs of Motion...)."""
    if vs_deck and game.cards.card(card).bonus.unblockable_vs_deck:
        return True
    return state.combat is not None and state.combat.unblockable


def fight_role(state: INState, card: str) -> str:
    """The role a persona fights the attack in progress in: Atk for the attacker, Def for
    the blocker, and no bonus of either kind for a persona attacked directly (R9)."""
    combat = state.combat
    if combat is not None and card == combat.attacker:
        return ATTACK
    if combat is not None and card == combat.blocker:
        return DEFEND
    return NEUTRAL
