"""Where every Believe in Me! card lies and who may see it: the one declaration the view,
determinization and the property tests derive from (core.zones)."""

from __future__ import annotations

from tabletop_tui.core.zones import NOBODY, OWNER, PUBLIC, Zone
from tabletop_tui.games.believe_in_me.state import BState

DISCARDS = ("general_discard", "commandment_discard", "phen_discard")
FACE_DOWN = (
    "phen_deck",
    "twilight_phen",
    "general_deck",
    "monument_pile",
    "commandment_deck",
    "box_hidden",
)


def zones(state: BState) -> list[Zone]:
    """Every zone of the table (RULINGS B33 for the discard piles)."""
    out: list[Zone] = []
    for g, god in enumerate(state.gods):
        for name in ("hand", "truth_draw", "truth_discard", "contest"):
            out.append(Zone(f"{name}:{g}", getattr(god, name), OWNER, g))
        grenade = [god.grenade] if god.grenade else []
        out.append(Zone(f"grenade:{g}", grenade, PUBLIC if god.detonated else OWNER, g))
        out.append(Zone(f"enlighteners:{g}", god.enlighteners))
        out.append(Zone(f"relics:{g}", [c for c in god.relics if c]))
        out.append(Zone(f"parts:{g}", [c for c in god.parts.values() if c]))
        out.append(Zone(f"monument:{g}", god.monument))
        out.append(Zone(f"phenomena:{g}", god.phenomena))
    for name in FACE_DOWN:
        out.append(Zone(name, getattr(state, name), NOBODY))
    for alignment, pile in state.trinity.items():
        out.append(Zone(f"trinity:{alignment}", pile, NOBODY))
    out.append(Zone("mountain", [c for c in state.mountain if c]))
    out.append(Zone("truth_spares", state.truth_spares))
    out.append(Zone("box", state.box))
    out.append(Zone("contest_phen", [state.contest_phen] if state.contest_phen else []))
    face_down = {str(card): int(knower) for card, knower in state.secret}  # type: ignore[call-overload]
    for name in DISCARDS:
        pile = getattr(state, name)
        out.append(Zone(name, [c for c in pile if c not in face_down]))
        for c in pile:
            if c in face_down:
                knower = face_down[c]
                out.append(Zone(f"{name}:face-down", [c], NOBODY, also=(knower,)))
    for step in state.stack:  # cards drawn to choose from, in the decider's hand for now
        for key in ("drawn", "dealt"):
            if key in step.data:
                out.append(Zone(f"{step.kind}:{key}", step.data[key], OWNER, step.seat))
    return out


def held_unseen(state: BState, seat: int) -> int:
    """How many cards of `zones` `seat` holds unseen by the others (its OWNER zones): hand,
    Truth draw and discard, Contest cards, an undetonated Grenade, the cards a step of its
    has drawn or dealt it, counted without listing the zones."""
    god = state.gods[seat]
    count = len(god.hand) + len(god.truth_draw) + len(god.truth_discard) + len(god.contest)
    count += bool(god.grenade) and not god.detonated
    for step in state.stack:
        if step.seat == seat:
            count += sum(len(step.data[key]) for key in ("drawn", "dealt") if key in step.data)
    return count
