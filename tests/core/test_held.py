"""`Game.held`: the cards a seat holds unseen by the others. Each game counts them without
listing its zones (bots ask it for every position they judge); the count must be the one
its zones give (the generic `Game.held`), at every decision, from every seat."""

from __future__ import annotations

import pytest

from tabletop_tui.core.game import Game
from tabletop_tui.core.registry import load_game
from tabletop_tui.core.state import BaseState
from tests.kit import random_decisions

GAMES = ["in-nomine", "necronomicards", "possession", "believe-in-me"]


def step_holds(state: BaseState) -> bool:
    """Whether a step holds cards for its decider alone (drawn, dealt, looked at, lifted)."""
    private = ("context", "_looked", "_curse", "drawn", "dealt")
    return any(key in step.data for step in state.stack for key in private)


@pytest.mark.parametrize(
    ("game_id", "players"),
    [(g, 2) for g in GAMES] + [("necronomicards", 3), ("possession", 3), ("believe-in-me", 3)],
)
def test_a_games_own_count_is_the_count_of_its_zones(game_id: str, players: int) -> None:
    game = load_game(game_id)
    checked = stepped = 0
    for seed, match, _ in random_decisions(game, range(6), players, most=300):
        state = match.state
        for seat in range(players):
            assert game.held(state, seat) == Game.held(game, state, seat), (seed, seat)
        checked += 1
        stepped += step_holds(state)
    assert checked > 300
    if game_id != "possession":  # its steps hold nothing private
        assert stepped > 0, "no decision had a step holding cards: the test saw too little"
