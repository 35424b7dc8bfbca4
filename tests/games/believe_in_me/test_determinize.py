"""Determinization from every seat (tests/worlds.py): the sampled world looks the same to
the seat, holds every card once, waits at the same seat's decision, and plays to an end."""

from __future__ import annotations

import pytest

from tests.worlds import check_games


# more gods: a longer game and more seats a decision, so a wider spacing still checks
# hundreds of worlds (one in `every` of them played on to the end)
@pytest.mark.parametrize(
    ("players", "seeds", "every"), [(2, range(10), 4), (3, range(6), 6), (4, range(5), 8)]
)
def test_every_seat_samples_a_sound_world(game, players, seeds, every):
    assert check_games(game, players, seeds, every=every, playouts=every) > 600
