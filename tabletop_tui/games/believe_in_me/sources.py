"""Where a god's modifiers come from, for the log: the card that makes a Contest bonus
("Modesty -2") or shields a god from conversion (The Stone of Stanislaus the Stubborn).

Kept apart from `rules.modifiers`, which the bots call all the time: a modifier is traced
back to its card only when a line is written."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_tui.games.believe_in_me.rules import modifiers, monument_complete, pure_is
from tabletop_tui.games.believe_in_me.state import BState

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe


def modifier_sources(
    game: BelieveInMe, state: BState, seat: int
) -> list[tuple[str, dict[str, Any]]]:
    """The modifiers of god `seat`, each with a card it comes from (for the log). A card's
    modifiers are its own objects, so each is traced back by identity: `modifiers`, which
    the bots call all the time, stays as lean as it was."""
    mods = modifiers(game, state, seat)
    if not mods:
        return []
    origin: dict[int, str] = {}
    for cid in _carriers(state):
        for m in game.cards.card(cid).static:
            origin.setdefault(id(m), cid)
    return [(origin[id(m)], m) for m in mods]


def disabled_by(game: BelieveInMe, state: BState, seat: int, what: str) -> str:
    """The card that switches off god `seat`'s `what` (a `disable` modifier), "" if none."""
    for cid, m in modifier_sources(game, state, seat):
        if m["op"] == "disable" and m["what"] == what:
            return game.cards.card(cid).name
    return ""


def _carriers(state: BState) -> list[str]:
    """Every card on the table whose modifiers may hold: the Commandments, and each god's
    Enlighteners, Relics and completed Monument."""
    found = [c for c in state.mountain if c]
    for god in state.gods:
        found += god.enlighteners
        found += [r for r in god.relics if r]
        if monument_complete(god):
            found.append(god.monument[0])
    return found


def immune_by(game: BelieveInMe, state: BState, seat: int, to: str) -> str:
    """What makes god `seat` immune (`to` as in `is_immune`): "Pure Gentleness" or the
    card's name; "" if nothing does."""
    if to == "convert" and pure_is(game, state.gods[seat], "gentle"):
        return "Pure Gentleness"
    for cid, m in modifier_sources(game, state, seat):
        if m["op"] == "immune" and m["to"] == to:
            return game.cards.card(cid).name
    return ""
