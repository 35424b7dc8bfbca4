"""Frames: the states a choice passes through, turn by turn, for a screen to show in pace.

One choice can run many automatic steps before anyone decides again: a Curse passes a
hand on and costs a turn, and the next players' turns, with nothing to decide, run by
themselves. A screen that drew only the table after the choice would jump over all of
it. `frames` answers the choice on a copy of the table and yields that copy each time a
turn has just begun on the way to the next decision, so the screen can show each one
for a moment. It never touches the real table: the match answers the choice as always,
and the copy ends in the very same state (the tests check it for every game), because it
runs the same steps in the same order with the same random numbers.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

from tabletop_tui.core import engine
from tabletop_tui.core.game import Game
from tabletop_tui.core.state import BaseState


class _TurnBegun(Exception):
    """A turn has just begun: the engine stops here so the frame can be shown."""


def frames(
    game: Game[Any], state: BaseState, key: str, ending: bool = False
) -> Iterator[BaseState]:
    """Answer `key` on `state` (a copy the caller owns; it is changed) and yield it each
    time a new turn has begun before the next decision or the end (with `ending`: each
    time a turn has ended, before the next begins). A yielded state may wait on a step
    that runs by itself: read its view, nothing else."""
    paced = copy.copy(game)  # the same rules and cards; only its turn start pauses
    ended = [False]  # (`ending`) the pause before this turn's beginning has been made

    def begin_then_pause(table: BaseState) -> None:
        if ending:
            ended[0] = not ended[0]
            if ended[0]:
                raise _TurnBegun  # the turn before has ended; the next begins on advance
            game.begin_turn(table)
            return
        game.begin_turn(table)
        if table.stack or table.winners is not None:  # a turn that ran whole (a lost one)
            raise _TurnBegun  # is told by the next frame's log

    paced.begin_turn = begin_then_pause  # type: ignore[method-assign]
    try:
        engine.apply(paced, state, key)
        return
    except _TurnBegun:
        pass
    while True:
        yield state
        try:
            engine.advance(paced, state)
            return
        except _TurnBegun:
            continue
