"""Scripted matches for the screenshots and snapshot tests: every choice comes from a
policy seeded by the game's seed and move number, never from a bot, so the scenes do not
change when the bots get smarter."""

from __future__ import annotations

import random
from collections.abc import Callable

from tabletop_tui.core.decision import Decision
from tabletop_tui.core.match import Match

Stop = Callable[[Match], bool]
Policy = Callable[[Match, Decision], str]


def seeded_choice(match: Match, decision: Decision) -> str:
    """Any option, drawn from an RNG seeded by the game's seed and the move number."""
    keys = [option.key for option in decision.options]
    return random.Random(f"{match.seed}:{len(match.choices)}").choice(keys)


def play_until(
    match: Match, stop: Stop, policy: Policy = seeded_choice, limit: int = 3000
) -> Match:
    """Make the policy's choices until `stop` holds or the game ends."""
    for _ in range(limit):
        if match.over or stop(match):
            return match
        decision = match.decision()
        assert decision is not None
        match.choose(policy(match, decision))
    return match


# Where each scene was found: (stop, policy, start, the game and seats) -> (seed, choices).
# A scene asked for again (each screenshot, snapshot and screen test that shows it) is
# replayed from its choices, not searched for again seed by seed with a look at every step.
_found: dict[tuple[object, ...], tuple[int, list[str]]] = {}


def first_seed(
    make: Callable[[int], Match], stop: Stop, policy: Policy = seeded_choice, start: int = 1
) -> Match:
    """The first seed (from `start`) whose scripted game reaches `stop`, stopped there."""
    first = make(start)
    game = (first.game_id, tuple(first.seats), repr(first.options), first.cards_dir)
    key = (stop, policy, start, *game)
    known = _found.get(key)
    if known is not None:
        seed, choices = known
        match = first if seed == start else make(seed)
        for choice in choices:
            match.choose(choice)
        return match
    for seed in range(start, 500):
        match = play_until(first if seed == start else make(seed), stop, policy)
        if not match.over:
            _found[key] = (seed, list(match.choices))
            return match
    raise RuntimeError("no scripted game reaches the scene")
