"""Every game's hand-written `clone` against seeded random play: the copy equals the state
(its pending-decision memo aside) and shares no list, dict or other changeable object with
it, so a bot trying a move on the copy can never change the table. A game whose state
gains a field its clone forgets to copy fails here."""

from __future__ import annotations

import io
import pickle
import random
from typing import Any

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.registry import games, load_game

GAMES = 4
CHECK_EVERY = 7
MAX_CHOICES = 6000
SHARED_FREELY = (str, int, float, bool, bytes, tuple, frozenset, type(None))
# fields a clone shares on purpose: replaced whole when they change, never changed in place
SHARED_BY_DESIGN = {"balanced_at"}  # Possession's memo of the last balance check
NOT_COMPARED = {"rng", "pending"}  # the RNG is a fresh object with the same state; no memo


def shared(a: Any, b: Any, path: str = "state") -> list[str]:
    """Where the two structures hold the very same changeable object."""
    if isinstance(a, SHARED_FREELY):
        return []  # never changed in place (a log line is a tuple)
    if a is b:
        return [path]
    found: list[str] = []
    if isinstance(a, dict):
        for key in a:
            found += shared(a[key], b[key], f"{path}[{key!r}]")
    elif isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            found += shared(x, y, f"{path}[{i}]")
    elif hasattr(a, "__dict__"):
        for key, value in vars(a).items():
            if key not in NOT_COMPARED | SHARED_BY_DESIGN:
                found += shared(value, vars(b)[key], f"{path}.{key}")
    return found


def pickled(state: Any) -> bytes:
    """The state's contents as bytes, whichever objects are shared: without the pickler's
    memo, a dict two steps share (the fanned-out steps of one card's op) reads as two equal
    dicts, as the clone holds them."""
    state.pending = None
    out = io.BytesIO()
    pickler = pickle.Pickler(out, pickle.HIGHEST_PROTOCOL)
    pickler.fast = True  # no memo: equal contents, equal bytes
    pickler.dump(state)
    return out.getvalue()


@pytest.mark.parametrize("game_id", [e.info.id for e in games()])
def test_a_clone_equals_the_state_and_shares_nothing_that_changes(game_id: str) -> None:
    game = load_game(game_id)
    counts = range(max(2, game.info.min_players), game.info.max_players + 1)
    checked = 0
    for seed in range(GAMES):
        players = counts[seed % len(counts)]
        state = game.new_state(players, seed, game.check_options(players, {}))
        engine.advance(game, state)
        rng = random.Random(seed)
        for n in range(MAX_CHOICES):
            options = engine.options(game, state)
            if not options:
                break
            if n % CHECK_EVERY == 0:
                twin = state.clone()
                assert twin.rng is not state.rng
                assert twin.rng.getstate() == state.rng.getstate()
                assert not shared(state, twin)
                assert pickled(twin) == pickled(state)
                checked += 1
            engine.apply(game, state, rng.choice(options).key)
        assert state.over
    assert checked > 50
