"""Scripted matches for the screenshots and snapshot tests: every choice comes from a
policy seeded by the game's seed and move number, never from a bot, so the scenes do not
change when the bots get smarter."""

from __future__ import annotations

import random
import weakref
from collections.abc import Callable

from tabletop_tui.core.decision import Decision
from tabletop_tui.core.match import Match

Stop = Callable[[Match], bool]
Policy = Callable[[Match, Decision], str]


# Questions with one answer each match has been through (`only_answer`): they take no move
# number, so a question added with a single answer (asked so that the table cannot tell
# what a hidden hand holds) leaves every scene where it was.
_singles: weakref.WeakKeyDictionary[Match, int] = weakref.WeakKeyDictionary()


def only_answer(match: Match, decision: Decision) -> str | None:
    """The one option's key when there is only one (counted, so it takes no move number)."""
    if len(decision.options) != 1:
        return None
    _singles[match] = _singles.get(match, 0) + 1
    return decision.options[0].key


def move_number(match: Match) -> int:
    """The seeded draws' move number: the choices made, less those with one answer."""
    return len(match.choices) - _singles.get(match, 0)


def seeded_choice(match: Match, decision: Decision) -> str:
    """Any option, drawn from an RNG seeded by the game's seed and the move number."""
    only = only_answer(match, decision)
    if only is not None:
        return only
    keys = [option.key for option in decision.options]
    return random.Random(f"{match.seed}:{move_number(match)}").choice(keys)


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
_found: dict[tuple[object, ...], tuple[int, list[str], int]] = {}


def first_seed(
    make: Callable[[int], Match], stop: Stop, policy: Policy = seeded_choice, start: int = 1
) -> Match:
    """The first seed (from `start`) whose scripted game reaches `stop`, stopped there."""
    first = make(start)
    game = (first.game_id, tuple(first.seats), repr(first.options), first.cards_dir)
    key = (stop, policy, start, *game)
    known = _found.get(key)
    if known is not None:
        seed, choices, singles = known
        match = first if seed == start else make(seed)
        for choice in choices:
            match.choose(choice)
        _singles[match] = singles
        return match
    for seed in range(start, 500):
        match = play_until(first if seed == start else make(seed), stop, policy)
        if not match.over:
            _found[key] = (seed, list(match.choices), _singles.get(match, 0))
            return match
    raise RuntimeError("no scripted game reaches the scene")
