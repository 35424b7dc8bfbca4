"""Runs any game: finds the pending decision on the stack, applies choices, advances."""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.decision import Decision, GameOver, IllegalChoice
from tabletop_tui.core.game import Game
from tabletop_tui.core.state import CONTEXT, PRIVATE, BaseState

# A guard against a handler that loops without ever asking anyone anything.
MAX_AUTOMATIC_STEPS = 100_000


def advance(game: Game[Any], state: BaseState) -> None:
    """Run automatic steps (and skip windows nobody can answer) until a real decision or the end."""
    for _ in range(MAX_AUTOMATIC_STEPS):
        if state.over:
            return
        if not state.stack:
            game.begin_turn(state)
            continue
        step = state.stack[-1]
        handler = game.handlers[step.kind]
        options = handler.options(game, state, step)
        if options:
            state.pending = (step, state.choices_made, options)
            return
        state.stack.pop()
        handler.run(game, state, step)
        game.check_end(state)
    raise RuntimeError("the game ran 100000 automatic steps without a decision")


def decision(game: Game[Any], state: BaseState) -> Decision | None:
    """The pending decision, or None if the game is over."""
    if state.over:
        return None
    step = state.stack[-1]
    handler = game.handlers[step.kind]
    memo = state.pending
    if memo is not None and memo[0] is step and memo[1] == state.choices_made:
        options = memo[2]  # nothing has moved since `advance` found this decision
    else:
        options = handler.options(game, state, step) or []
    return Decision(
        seat=step.seat,
        prompt=handler.describe(game, state, step),
        options=tuple(options),
        kind=step.kind,
        context=tuple(step.data.get(CONTEXT, ())),
        private=bool(step.data.get(PRIVATE, True)),
    )


def apply(game: Game[Any], state: BaseState, key: str) -> None:
    """Answer the pending decision with the option `key`; refuse anything else untouched."""
    pending = decision(game, state)
    if pending is None:
        raise GameOver("the game is over; no more choices can be made")
    option = pending.option(key)
    if option is None:
        raise IllegalChoice(game.why_illegal(state, key))
    step = state.stack.pop()
    game.handlers[step.kind].resolve(game, state, step, option)
    game.check_end(state)
    state.choices_made += 1
    advance(game, state)
