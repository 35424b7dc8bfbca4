"""Determinization properties every game's tests share (DESIGN: determinization must be
sound from any seat at any decision).

At many decisions of seeded random games, every seat's view is determinized, and the
sampled world must: look exactly like the view to that seat (its pending decision
included), hold every card exactly once (the game's zones, core.zones), be waiting at a
decision of the same seat, and play on to a clean end.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop_tui.core import engine
from tabletop_tui.core.game import Game
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.state import BaseState
from tabletop_tui.core.zones import all_cards

PLAYOUT_LIMIT = 20_000


def playout(game: Game[Any], state: BaseState, rng: random.Random) -> int:
    """Random choices to the end; how many were made (fails if the game does not end)."""
    for made in range(PLAYOUT_LIMIT):
        options = engine.options(game, state)
        if not options:
            assert state.over, "a state that is not over has no options"
            return made
        engine.apply(game, state, rng.choice(options).key)
    raise AssertionError(f"no end after {PLAYOUT_LIMIT} random choices")


def check_world(
    game: Game[Any], state: BaseState, seat: int, rng: random.Random, play_on: bool
) -> None:
    """Determinize `seat`'s view of `state` and check the world it samples."""
    view = game.view(state, seat)
    world = game.determinize(view, seat, rng)
    assert world is not state
    again = game.view(world, seat)
    different = sorted(k for k in view if again.get(k) != view[k])
    assert not different, f"seat {seat}: the sampled world shows other {different}"
    assert all_cards(game.zones(world)) == all_cards(game.zones(state)), "cards not conserved"
    assert engine.deciding_seat(game, world) == engine.deciding_seat(game, state)
    assert world.over or engine.options(game, world), f"no option at {world.stack[-1].kind}"
    if play_on:
        playout(game, world, rng)


def check_games(
    game: Game[Any],
    players: int,
    seeds: range,
    every: int,
    options: dict[str, Any] | None = None,
    playouts: int = 4,
) -> int:
    """Random games with these seeds; at every `every`-th decision, every seat's view is
    determinized and checked (one in `playouts` of them played on to the end). Returns how
    many worlds were checked."""
    checked = 0
    for seed in seeds:
        match = Match(game, [Seat("random", f"R{i}") for i in range(players)], seed, options or {})
        rng = random.Random(seed)
        made = 0
        while not match.over:
            if made % every == 0:
                for seat in range(players):
                    check_world(game, match.state, seat, rng, checked % playouts == 0)
                    checked += 1
            decision = match.decision()
            assert decision is not None
            match.choose(rng.choice(decision.options).key)
            made += 1
    return checked
