"""Where every NecronomiCards card lies and who may see it (core.zones)."""

from __future__ import annotations

from tabletop_tui.core.zones import NOBODY, OWNER, Zone
from tabletop_tui.games.necronomicards.state import NState


def zones(state: NState) -> list[Zone]:
    """Decks face down; hands to their holders; discards, played Summons and revealed
    Curses face up; cards a step shows its decider (a Curse searched for, cards looked at)."""
    out = [
        Zone("spell_deck", state.spell_deck, NOBODY),
        Zone("summon_deck", state.summon_deck, NOBODY),
        Zone("curses_aside", state.curses_aside, NOBODY),
        Zone("discard", state.discard),
        Zone("summon_discard", state.summon_discard),
        Zone("revealed_curses", state.revealed_curses, counted=False),
    ]
    for seat, z in enumerate(state.players):
        out += [
            Zone(f"spells:{seat}", z.spells, OWNER, seat),
            Zone(f"summons:{seat}", z.summons, OWNER, seat),
            Zone(f"played:{seat}", z.played),
        ]
    for step in state.stack:
        if "_curse" in step.data:  # lifted out of the deck while its depth is chosen
            out.append(Zone(f"{step.kind}:curse", [step.data["_curse"]], OWNER, step.seat))
        if "_looked" in step.data:
            out.append(
                Zone(f"{step.kind}:looked", step.data["_looked"], OWNER, step.seat, counted=False)
            )
    return out


def held_unseen(state: NState, seat: int) -> int:
    """How many cards of `zones` `seat` holds unseen by the others (its OWNER zones): its
    Spell cards and Summons, and what a step of its holds or shows it, counted without
    listing the zones."""
    z = state.players[seat]
    count = len(z.spells) + len(z.summons)
    for step in state.stack:
        if step.seat == seat:
            count += ("_curse" in step.data) + len(step.data.get("_looked", ()))
    return count
