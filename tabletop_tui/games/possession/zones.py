"""Where every Possession card lies and who may see it (core.zones)."""

from __future__ import annotations

from tabletop_tui.core.zones import NOBODY, OWNER, PUBLIC, Zone
from tabletop_tui.games.possession.state import PState

FACE_DOWN = ("deck", "out_of_game", "daemons_aside", "victim_deck", "location_deck", "nemesis_deck")
FACE_UP = ("discard", "set_aside", "victim_discard", "location_discard", "nemesis_discard")


def zones(state: PState) -> list[Zone]:
    """Decks and the cards removed unseen face down; hands to their holders; a Daemon to
    its player until revealed; everything on the table face up."""
    out = [Zone(name, getattr(state, name), NOBODY) for name in FACE_DOWN]
    out += [Zone(name, getattr(state, name)) for name in FACE_UP]
    out.append(Zone("victims", list(state.victims)))
    out.append(Zone("location", [state.location] if state.location else []))
    out.append(Zone("troll", [state.troll] if state.troll else []))
    out.append(Zone("attacks", [a.card for a in state.attacks if a.card]))
    for vic_id, vic in state.victims.items():
        out.append(Zone(f"equipment:{vic_id}", vic.equipment))
    for seat, p in enumerate(state.players):
        out.append(Zone(f"hand:{seat}", p.hand, OWNER, seat))
        out.append(Zone(f"possession:{seat}", p.possession_cards))
        out.append(Zone(f"daemon:{seat}", [p.daemon], PUBLIC if p.revealed else OWNER, seat))
        for knower, cards in known_cards(state, seat).items():
            out.append(Zone(f"known:{seat}:{knower}", cards, NOBODY, also=(knower,), counted=False))
    for step in state.stack:  # solitaire: a Nemesis drawn and announced, not yet placed
        if step.kind == "place_nemesis":
            out.append(Zone("place_nemesis", [step.data["card"]]))
    return out


def known_cards(state: PState, holder: int) -> dict[int, list[str]]:
    """For each other seat, the cards of `holder`'s hand it knows are there, having passed
    them on itself or seen them passed on (R34): a glimpse of part of a hidden hand."""
    p = state.players[holder]
    out: dict[int, list[str]] = {}
    for c in p.hand:
        for knower in p.seen_by.get(c, ()):
            out.setdefault(knower, []).append(c)
    return out


def held_unseen(state: PState, seat: int) -> int:
    """How many cards of `zones` `seat` holds unseen by the others (its OWNER zones): its
    hand, and its Daemon until revealed, counted without listing the zones."""
    p = state.players[seat]
    return len(p.hand) + (0 if p.revealed else 1)
