"""Determinization from every seat (tests/worlds.py): the sampled world looks the same to
the seat, holds every card once, waits at the same seat's decision, and plays to an end."""

from __future__ import annotations

import random

import pytest

from tabletop_tui.core.match import Match, Seat
from tabletop_tui.games.possession import actions
from tests.worlds import check_games


@pytest.mark.parametrize(
    ("players", "seeds"), [(1, range(22)), (2, range(30)), (3, range(12)), (4, range(12))]
)
def test_every_seat_samples_a_sound_world(game, players, seeds):
    assert check_games(game, players, seeds, every=3) > 300


def test_another_players_cheated_traps_are_dealt(game):
    """A TRAP! left unplayed when it had to be played is a secret of its holder (it costs
    two Possession cards if found at the hand pass). The world dealt for another seat marks
    the TRAP!s it deals into that hand whose condition holds while that player has played
    this turn (it marked none, so search never feared the penalty): some worlds dealt
    while the true player hides a TRAP! carry marks, and only on triggered TRAP!s in hand."""
    marked = 0
    for seed in range(60):
        match = Match(game, [Seat("random", "a"), Seat("random", "b")], seed, {})
        rng = random.Random(seed)
        while not match.over:
            state = match.state
            if state.players[0].cheats:
                world = game.determinize(match.view(1), 1, rng)
                p = world.players[0]
                assert set(p.cheats) <= set(p.hand)
                for c in p.cheats:
                    assert actions.trap_triggered(game, world, game.cards.card(c), 0)
                marked += bool(p.cheats)
            match.choose(rng.choice(match.decision().options).key)
    assert marked >= 5
