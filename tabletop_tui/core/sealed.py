"""Sealed choices: several seats choose "at the same time" (a Relic Rumble sign, a sealed
bid) although the engine asks one seat at a time.

Each answer goes into `state.sealed` and the log says only that the seat has chosen; a
view shows a seat its own sealed answer and nothing of the others' (`sealed_view`), until
the game unseals them all at once. The secrecy is the core's, so a game cannot leak a
sealed answer through its view as long as it shows `sealed_view` (never the raw dict).
"""

from __future__ import annotations

from tabletop_tui.core.state import BaseState

HIDDEN = "?"


def seal(state: BaseState, seat: int, answer: str) -> None:
    """Record a seat's sealed answer; everyone learns only that it has chosen."""
    state.sealed[seat] = answer
    state.say(f"{state.name(seat)} has chosen (sealed).")


def waiting(state: BaseState, seats: list[int]) -> list[int]:
    """The seats of `seats` that have not sealed an answer yet."""
    return [s for s in seats if s not in state.sealed]


def unseal(state: BaseState) -> dict[int, str]:
    """Every sealed answer, revealed at once; the envelope is emptied."""
    answers = dict(state.sealed)
    state.sealed.clear()
    return answers


def sealed_view(state: BaseState, seat: int | None) -> dict[str, str]:
    """What `seat` may know of the sealed answers: its own, and who else has chosen."""
    return {str(s): (a if s == seat else HIDDEN) for s, a in sorted(state.sealed.items())}
