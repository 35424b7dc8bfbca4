"""Runs any game: finds the pending decision on the stack, applies choices, advances."""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.decision import Decision, GameOver, IllegalChoice, Option
from tabletop_tui.core.game import Game
from tabletop_tui.core.state import CONTEXT, PRIVATE, BaseState, Pending

# A guard against a handler that loops without ever asking anyone anything.
MAX_AUTOMATIC_STEPS = 100_000


def advance(game: Game[Any], state: BaseState) -> None:
    """Run automatic steps (and skip windows nobody can answer) until a real decision or the end."""
    handlers = game.handlers
    stack = state.stack
    check_end = _end_check(game)
    for _ in range(MAX_AUTOMATIC_STEPS):
        if state.winners is not None:
            return
        if not stack:
            game.begin_turn(state)
            continue
        step = stack[-1]
        handler = handlers[step.kind]
        options = handler.options(game, state, step)
        if options:
            state.pending = Pending(step, state.choices_made, options)
            return
        stack.pop()
        handler.run(game, state, step)
        if check_end is not None:
            check_end(state)
    raise RuntimeError("the game ran 100000 automatic steps without a decision")


def _end_check(game: Game[Any]) -> Any:
    """The game's `check_end`, or None when it is the default one, which checks nothing
    (the loop above is the engine's hottest: most steps run by themselves)."""
    check = game.check_end
    return None if getattr(check, "__func__", None) is Game.check_end else check


def _memo(game: Game[Any], state: BaseState) -> Pending:
    """The pending decision's memo, found again if anything moved since `advance` made it."""
    memo = state.pending
    step = state.stack[-1]
    if memo is not None and memo.step is step and memo.choices_made == state.choices_made:
        return memo  # nothing has moved since `advance` found this decision
    options = game.handlers[step.kind].options(game, state, step) or []
    memo = Pending(step, state.choices_made, options)
    state.pending = memo
    return memo


def decision(game: Game[Any], state: BaseState) -> Decision | None:
    """The pending decision, or None if the game is over (or between two turns, in a
    frame). Built once per decision: asking again (the screen, a bot, `apply`) returns the
    same object."""
    if state.winners is not None or not state.stack:  # over, or between turns (frames)
        return None
    memo = _memo(game, state)
    if memo.decision is None:
        step = memo.step
        memo.decision = Decision(
            seat=step.seat,
            prompt=game.handlers[step.kind].describe(game, state, step),
            options=tuple(memo.options),
            kind=step.kind,
            context=tuple(step.data.get(CONTEXT, ())),
            private=bool(step.data.get(PRIVATE, True)),
        )
    return memo.decision


def bare_decision(game: Game[Any], state: BaseState) -> Decision | None:
    """The pending decision with its seat, kind and options only (no prompt, no context):
    for a bot that reads nothing else (random play), spared the prompt's wording. It is
    not kept: `decision` still builds the whole one (or returns it, if already built)."""
    if state.winners is not None or not state.stack:  # over, or between turns (frames)
        return None
    memo = _memo(game, state)
    if memo.decision is not None:
        return memo.decision
    step = memo.step
    return Decision(step.seat, "", tuple(memo.options), step.kind)


def options(game: Game[Any], state: BaseState) -> list[Option]:
    """The pending decision's options without building the Decision (its prompt): what
    search and random play need. Empty once the game is over."""
    if state.winners is not None or not state.stack:
        return []
    return _memo(game, state).options


def deciding_seat(game: Game[Any], state: BaseState) -> int | None:
    """Who must choose now (None once the game is over)."""
    if state.winners is not None:
        return None
    return state.stack[-1].seat


def apply(game: Game[Any], state: BaseState, key: str) -> None:
    """Answer the pending decision with the option `key`; refuse anything else untouched."""
    if state.winners is not None:
        raise GameOver("the game is over; no more choices can be made")
    for option in _memo(game, state).options:
        if option.key == key:
            break
    else:
        raise IllegalChoice(game.why_illegal(state, key))
    step = state.stack.pop()
    game.handlers[step.kind].resolve(game, state, step, option)
    game.check_end(state)
    state.choices_made += 1
    advance(game, state)
