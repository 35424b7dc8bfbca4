"""Determinization from every seat (tests/worlds.py): the sampled world looks the same to
the seat, holds every card once, waits at the same seat's decision, and plays to an end."""

from __future__ import annotations

import pytest

from tests.worlds import check_games


@pytest.mark.parametrize(("players", "seeds"), [(2, range(10)), (3, range(6)), (4, range(5))])
def test_every_seat_samples_a_sound_world(game, players, seeds):
    assert check_games(game, players, seeds, every=4) > 300
