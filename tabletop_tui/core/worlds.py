"""What every game's `determinize` shares: a sampled world must be waiting at the decision
the view shows.

A view carries more than its cards: that a window is open for a seat says it holds a
card it may play there (windows nobody can answer are skipped), and the deciding seat's
own options say what its hidden zones allow. A world dealt at random may contradict
that, so it is dealt again (rejection sampling: the worlds kept are those consistent with
everything the seat knows) a bounded number of times; if none fits, the last one is
advanced to its own next decision, so search can always go on from it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from tabletop_tui.core import engine
from tabletop_tui.core.game import Game
from tabletop_tui.core.state import BaseState

TRIES = 30


def pending_of(stack: Sequence[dict[str, Any]], decision: dict[str, Any] | None) -> Any:
    """What a world must match, read from a view: the top step's kind and seat (None when
    the game is over) and, for the deciding seat's own view, its option keys."""
    if not stack:
        return None
    keys = [o["key"] for o in decision["options"]] if decision else None
    return stack[-1]["kind"], stack[-1]["seat"], keys


def fits(game: Game[Any], world: BaseState, expect: Any) -> bool:
    """Whether `world` waits at the decision `expect` (from `pending_of`) describes."""
    if expect is None:
        return world.over
    kind, seat, keys = expect
    if world.over or not world.stack:
        return False
    top = world.stack[-1]
    if top.kind != kind or top.seat != seat:
        return False
    options = engine.options(game, world)
    if not options:
        return False
    return keys is None or [o.key for o in options] == keys


def settle(
    game: Game[Any],
    deal: Callable[[random.Random], BaseState],
    expect: Any,
    rng: random.Random,
    tries: int = TRIES,
    repair: Callable[[BaseState, Callable[[BaseState], bool]], bool] | None = None,
) -> BaseState:
    """A world from `deal` that waits at the view's decision: dealt again while it does not
    (up to `tries` times); then `repair` may mend the last one (say, swap one hidden card
    for another until the deciding seat holds what its open window needs); else that
    world is advanced to a decision of its own."""
    world = deal(rng)
    for _ in range(tries - 1):
        if fits(game, world, expect):
            return world
        world = deal(rng)
    if fits(game, world, expect):
        return world
    if repair is not None and repair(world, lambda w: fits(game, w, expect)):
        return world
    engine.advance(game, world)
    return world


def swap_in(
    hand: list[str], pool: list[str], rng: random.Random, ok: Callable[[], bool], limit: int = 400
) -> bool:
    """Exchange one card of a hidden `hand` with one of the hidden `pool` (both lists
    changed in place) until `ok()`; undo each miss. Whether one fitted."""
    pairs = [(i, j) for i in range(len(hand)) for j in range(len(pool))]
    rng.shuffle(pairs)
    for i, j in pairs[:limit]:
        hand[i], pool[j] = pool[j], hand[i]
        if ok():
            return True
        hand[i], pool[j] = pool[j], hand[i]
    return False
