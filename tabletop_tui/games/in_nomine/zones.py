"""Where every In Nomine card lies and who may see it (core.zones)."""

from __future__ import annotations

from tabletop_tui.core.zones import NOBODY, OWNER, Zone
from tabletop_tui.games.in_nomine.state import INState


def zones(state: INState) -> list[Zone]:
    """Decks face down, hands to their holders, discards and everything in play face up;
    the cards a step shows its decider (a search of its own deck) as a glimpse."""
    out: list[Zone] = []
    for seat, side in enumerate(state.sides):
        out += [
            Zone(f"deck:{seat}", side.deck, NOBODY),
            Zone(f"hand:{seat}", side.hand, OWNER, seat),
            Zone(f"discard:{seat}", side.discard),
        ]
    for p in state.personas:
        out.append(Zone(f"persona:{p.card}", [p.card, *p.attachments]))
    for step in state.stack:
        shown = step.data.get("context", [])
        if shown:
            out.append(Zone(f"{step.kind}:shown", shown, OWNER, step.seat, counted=False))
    return out


def held_unseen(state: INState, seat: int) -> int:
    """How many cards of `zones` `seat` holds unseen by the others (its OWNER zones): its
    hand and what a step of its shows it, counted without listing the zones."""
    shown = sum(len(s.data.get("context", ())) for s in state.stack if s.seat == seat)
    return len(state.sides[seat].hand) + shown
