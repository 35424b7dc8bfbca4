"""Derived values: possession and Willpower scores, Strength in a fight, conditions, scores.

Nothing here changes the state; every number a screen or a bot shows comes from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_tui.games.possession.cards import Card
from tabletop_tui.games.possession.state import FREE, HAND_CAP, Attack, PState

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession

REFUGE_WILLPOWER = {"sanctuary": 2, "gloom": -1, "none": 0}
DAY_BONUS = 1
HERO_DAY_BONUS = 2
DEFAULT_WOUNDS = 2


def location(game: Possession, state: PState) -> Card | None:
    return game.cards.card(state.location) if state.location else None


def holds(
    game: Possession,
    state: PState,
    when: dict[str, Any] | None,
    victim: str | None = None,
    seat: int | None = None,
) -> bool:
    """Whether a condition holds now, for a Victim and/or a player (RULINGS.md: conditions)."""
    if not when:
        return True
    loc = location(game, state)
    if "time" in when and state.time != when["time"]:
        return False
    if "symbol" in when and (loc is None or when["symbol"] not in loc.symbols):
        return False
    if "refuge" in when and (loc is None or loc.refuge != when["refuge"]):
        return False
    if "victim_type" in when or "gender" in when:
        if victim is None:
            return False
        card = game.cards.card(victim)
        if "victim_type" in when and card.victim_type != when["victim_type"]:
            return False
        if "gender" in when and card.gender != when["gender"]:
            return False
    return "victims_at_least" not in when or (
        seat is not None and len(state.controlled(seat)) >= when["victims_at_least"]
    )


def daemon_mods(game: Possession, state: PState, seat: int, name: str) -> list[dict[str, Any]]:
    """A revealed Daemon's passive modifiers called `name`."""
    p = state.players[seat]
    if not p.revealed or not p.daemon:
        return []
    return game.cards.card(p.daemon).mods(name)


def victim_mods(game: Possession, state: PState, victim: str, name: str) -> list[dict[str, Any]]:
    """Modifiers of a Victim's own rule and of its Equipment."""
    having = game.cards.with_mod.get(name)
    equipment = state.victims[victim].equipment
    if not having or (victim not in having and having.isdisjoint(equipment)):
        return []
    out = list(game.cards.card(victim).mods(name))
    for eq in equipment:
        out.extend(game.cards.card(eq).mods(name))
    return out


def location_mods(game: Possession, state: PState, name: str) -> list[dict[str, Any]]:
    loc = location(game, state)
    return list(loc.mods(name)) if loc else []


# --- players' scores ---------------------------------------------------------------


def possession_card_value(game: Possession, state: PState, card: str, seat: int) -> int:
    c = game.cards.card(card)
    mods = c.mods("possession")
    if not mods:
        return c.value
    return c.value + sum(m["amount"] for m in mods if holds(game, state, m.get("when"), seat=seat))


def possession(game: Possession, state: PState, seat: int, ctrl: list[str] | None = None) -> int:
    """The possession value: the Daemon's start, played Possession cards, tokens, rules."""
    p = state.players[seat]
    value = game.cards.card(p.daemon).value if p.daemon else 3
    for c in p.possession_cards:
        value += possession_card_value(game, state, c, seat)
    value += p.tokens
    for v in state.controlled(seat) if ctrl is None else ctrl:
        for m in victim_mods(game, state, v, "possession"):
            if holds(game, state, m.get("when"), v, seat):
                value += m["amount"]
    for m in daemon_mods(game, state, seat, "possession"):
        if holds(game, state, m.get("when"), seat=seat):
            value += m["amount"]
    return value


def victim_willpower(game: Possession, state: PState, victim: str) -> int:
    """A Victim's Willpower with its Equipment."""
    cards = game.cards.instances
    total = cards[victim].willpower
    for e in state.victims[victim].equipment:
        total += cards[e].willpower
    return total


def willpower(game: Possession, state: PState, seat: int, ctrl: list[str] | None = None) -> int:
    """The Willpower score: controlled Victims, the Location, Events this turn; at least 0."""
    return max(0, willpower_sum(game, state, seat, ctrl))


def willpower_sum(game: Possession, state: PState, seat: int, ctrl: list[str] | None = None) -> int:
    """What the Willpower score adds up to before it is held at 0. A Gloom that once found
    the score at 0 takes nothing more that turn (RULINGS R3: `gloom_spared`)."""
    p = state.players[seat]
    total = 0
    for v in state.controlled(seat) if ctrl is None else ctrl:
        total += victim_willpower(game, state, v)
        for m in victim_mods(game, state, v, "willpower"):
            if holds(game, state, m.get("when"), v, seat):
                total += m["amount"]
    loc = location(game, state)
    if loc is not None and not (p.gloom_spared and loc.refuge == "gloom"):
        total += REFUGE_WILLPOWER[loc.refuge]
    for m in location_mods(game, state, "willpower"):
        if holds(game, state, m.get("when"), seat=seat):
            total += m["amount"]
    for m in daemon_mods(game, state, seat, "willpower"):
        if holds(game, state, m.get("when"), seat=seat):
            total += m["amount"]
    return total + p.willpower_turn


def spare(game: Possession, state: PState, seat: int, ctrl: list[str] | None = None) -> int:
    """Possession value minus Willpower: what a claim may spend."""
    if ctrl is None:
        ctrl = state.controlled(seat)
    return possession(game, state, seat, ctrl) - willpower(game, state, seat, ctrl)


def can_claim(game: Possession, state: PState, seat: int, victim: str) -> bool:
    return state.victims[victim].owner == FREE and spare(game, state, seat) >= victim_willpower(
        game, state, victim
    )


def hand_cap(game: Possession, state: PState, seat: int) -> int:
    """8, plus the Location's, the controlled Victims' and a revealed Daemon's bonuses."""
    p = state.players[seat]
    cap = HAND_CAP + p.next_cap
    for v in state.controlled(seat):
        cap += sum(m["amount"] for m in victim_mods(game, state, v, "hand_cap"))
    cap += sum(m["amount"] for m in daemon_mods(game, state, seat, "hand_cap"))
    return max(0, cap)


# --- Victims and Nemeses in a fight -------------------------------------------------


def victim_strength(game: Possession, state: PState, victim: str) -> int:
    """Strength with Equipment, rules, the Location, a revealed Daemon and this turn's Events."""
    vic = state.victims[victim]
    total = game.cards.card(victim).strength + vic.temp_strength
    for e in vic.equipment:
        total += game.cards.card(e).strength
    for m in victim_mods(game, state, victim, "strength"):
        if holds(game, state, m.get("when"), victim, vic.owner if vic.owner != FREE else None):
            total += m["amount"]
    for m in location_mods(game, state, "strength"):
        if not m.get("kind") and holds(game, state, m.get("when"), victim):
            total += m["amount"]
    if vic.owner != FREE:
        for m in daemon_mods(game, state, vic.owner, "strength"):
            if holds(game, state, m.get("when"), victim, vic.owner):
                total += m["amount"]
    return max(0, total)


def equipment_strength(game: Possession, state: PState, victim: str, e: str) -> int:
    """What one piece of Equipment adds to its Victim's Strength now (its number, and its
    rule's Strength where the rule holds)."""
    owner = state.victims[victim].owner
    card = game.cards.card(e)
    return card.strength + sum(
        m["amount"]
        for m in card.mods("strength")
        if holds(game, state, m.get("when"), victim, owner if owner != FREE else None)
    )


def score(game: Possession, state: PState, seat: int) -> int:
    """Life + Strength of every controlled Victim (the end-of-game score)."""
    return sum(
        state.victims[v].life + victim_strength(game, state, v) for v in state.controlled(seat)
    )


def attack_kind(game: Possession, attack: Attack) -> str:
    return game.cards.card(attack.card).nemesis if attack.card else attack.kind


def attack_mods(game: Possession, attack: Attack, name: str) -> list[dict[str, Any]]:
    return list(game.cards.card(attack.card).mods(name)) if attack.card else []


def nemesis_strength(game: Possession, state: PState, attack: Attack) -> int:
    """A Nemesis's Strength: its card, the Day bonus (+2 Heroes), its rule, Location, Events."""
    kind = attack_kind(game, attack)
    total = (
        game.cards.card(attack.card).strength if attack.card else attack.strength
    ) + attack.bonus
    if state.time == "day":
        total += HERO_DAY_BONUS if kind == "hero" else DAY_BONUS
    for m in attack_mods(game, attack, "strength"):
        if holds(game, state, m.get("when"), attack.victim):
            total += m["amount"]
    for m in location_mods(game, state, "strength"):
        if m.get("kind") == kind and holds(game, state, m.get("when"), attack.victim):
            total += m["amount"]
    total += state.nemesis_bonus.get(kind, 0) + state.nemesis_bonus.get("", 0)
    return max(0, total)


def attack_wounds(game: Possession, attack: Attack) -> int:
    mods = attack_mods(game, attack, "wounds")
    return mods[0]["amount"] if mods else attack.wounds


def escape_sources(game: Possession, state: PState, victim: str) -> tuple[bool, list[str]]:
    """What lets the Victim escape now: (a lasting means, the one-time Equipment that would
    be spent). RULINGS.md R24: one-time escape Equipment is discarded once used."""
    vic = state.victims[victim]
    owner = vic.owner if vic.owner != FREE else None
    sources = list(game.cards.card(victim).mods("escape")) + location_mods(game, state, "escape")
    if owner is not None:
        sources += daemon_mods(game, state, owner, "escape")
    lasting = vic.may_escape or any(
        holds(game, state, m.get("when"), victim, owner) for m in sources
    )
    once: list[str] = []
    for e in vic.equipment:
        for m in game.cards.card(e).mods("escape"):
            if holds(game, state, m.get("when"), victim, owner):
                if m.get("once"):
                    once.append(e)
                else:
                    lasting = True
    return lasting, once


def can_escape(game: Possession, state: PState, victim: str) -> bool:
    """Whether the Victim may escape its fight; anything stopping escape wins (rulebook).
    A Nemesis a one-time ward sends away before the fight (a Boar Spear) stops nothing:
    it is not in the fight (R26)."""
    from tabletop_tui.games.possession.fights import fighting  # (fights builds on rules)

    if escape_barred(game, state, victim) or any(
        holds(game, state, m.get("when"), victim)
        for a in fighting(game, state, victim)
        for m in attack_mods(game, a, "no_escape")
    ):
        return False
    lasting, once = escape_sources(game, state, victim)
    return lasting or bool(once)


def escape_barred(game: Possession, state: PState, victim: str) -> bool:
    """Whether the Victim may not escape whatever attacks it: Hunted by Torchlight on it,
    or the Location (Gallows Hill; Blackthorn Wood at Night)."""
    return state.victims[victim].no_escape or any(
        holds(game, state, m.get("when"), victim) for m in location_mods(game, state, "no_escape")
    )


def ranking(game: Possession, state: PState) -> list[int]:
    """Seats best first: score, then higher possession, then lower Willpower."""
    return sorted(
        range(state.num_players),
        key=lambda s: (
            -score(game, state, s),
            -possession(game, state, s),
            willpower(game, state, s),
            s,
        ),
    )


def tie_key(game: Possession, state: PState, seat: int) -> tuple[int, int, int]:
    return (score(game, state, seat), possession(game, state, seat), -willpower(game, state, seat))
