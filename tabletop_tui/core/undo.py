"""Undo by policy (DESIGN §8, Board Game Arena's rule): a player may take back their own
choices since the last point where chance was used, hidden information was shown, or
another seat decided.

The engine marks every choice of the log as it is made (`apply_marked`): who made it and
whether it was *final*, that is whether, while it and the automatic steps after it ran,

- the state's RNG was used (a shuffle, a coin, a random discard): undoing would re-roll it;
- some seat came to see a card that the chooser could not see before (a draw, a Victim or
  Location turned up, a card looked at): undoing would let the chooser try again knowing it.
  Cards the chooser already saw (its own hand, played face up) are not news to anyone
  who could act on them: no other seat decides before an undo (that is a mark too);
- a log line was written for another seat's eyes only (something told in private);
- other seats' sealed answers (core.sealed) were opened.

Which cards a seat sees comes from the game's one declaration of its zones (core.zones).
`takeback` reads the marks: the pending seat may take back its own trailing choices, each
not final, back to the first choice of another seat. Undoing replays the log without them
(`Match.undo`), so a save made after an undo replays to the same state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop_tui.core import engine
from tabletop_tui.core.game import Game
from tabletop_tui.core.state import BaseState
from tabletop_tui.core.zones import visible_to

CHANCE = "chance was used"
SHOWN = "a hidden card was shown"
TOLD = "something was told in private"
UNSEALED = "sealed choices were revealed"


@dataclass(frozen=True)
class Mark:
    """What the engine writes beside one choice of the log: who made it, and why (if at
    all) undo may not take it back."""

    seat: int
    why: str = ""

    @property
    def final(self) -> bool:
        """Whether undo stops here: this choice used chance or showed hidden information."""
        return bool(self.why)


UNKNOWN = "this game does not declare who sees which card"

Seen = list[frozenset[str]]


def sightings(game: Game[Any], state: BaseState) -> Seen | None:
    """The cards each seat sees now, by the game's declared zones (None: it declares none)."""
    try:
        zones = game.zones(state)
    except NotImplementedError:
        return None
    return [frozenset(c for c in visible_to(zones, s) if c) for s in range(state.num_players)]


def shown(before: Seen | None, after: Seen | None, seat: int) -> str:
    """Why the move from `before` to `after` showed hidden cards ("" if it showed none): a
    seat now sees a card that neither it nor the chooser `seat` saw before."""
    if before is None or after is None:
        return UNKNOWN
    known = before[seat]
    return SHOWN if any(now - was - known for now, was in zip(after, before, strict=True)) else ""


def apply_marked(
    game: Game[Any], state: BaseState, key: str, seen: Seen | None = None
) -> tuple[Mark, Seen | None]:
    """Apply the choice `key` (engine.apply: an illegal one raises, untouched) and mark it.

    `seen` is what each seat saw before (the second value of the previous call, or None to
    work it out now); the second value returned is what each seat sees after."""
    seat = engine.deciding_seat(game, state)
    if seat is None:
        engine.apply(game, state, key)  # raises GameOver
        raise AssertionError("unreachable")
    before = seen if seen is not None else sightings(game, state)
    rng, told = state.rng.getstate(), len(state.log)
    sealed = {s for s in state.sealed if s != seat}
    engine.apply(game, state, key)
    after = sightings(game, state)
    if state.rng.getstate() != rng:
        why = CHANCE
    elif sealed - set(state.sealed):
        why = UNSEALED
    else:
        why = shown(before, after, seat)
    if not why and any(e.seats is not None and set(e.seats) - {seat} for e in state.log[told:]):
        why = TOLD
    return Mark(seat, why), after


def takeback(marks: Sequence[Mark], seat: int | None) -> int:
    """How many of the last choices `seat` (the one deciding now) may take back: its own,
    newest first, stopping at another seat's choice or at a final one."""
    count = 0
    for mark in reversed(marks):
        if seat is None or mark.seat != seat or mark.final:
            break
        count += 1
    return count


def why_not(marks: Sequence[Mark], seat: int | None) -> str:
    """Why `seat` can take nothing back now, in a few words for the player."""
    if seat is None:
        return "The game is over."
    if not marks:
        return "Nothing to undo yet."
    last = marks[-1]
    if last.seat != seat:
        return "Nothing to undo: another player has chosen since your last choice."
    return f"Your last choice cannot be undone: {last.why}."
