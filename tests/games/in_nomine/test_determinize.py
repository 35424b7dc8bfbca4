"""Determinization from both seats (tests/worlds.py): the sampled world looks the same to
the seat, holds every card once, waits at the same seat's decision, and plays to an end."""

from __future__ import annotations

import random

import pytest

from tabletop_tui.core.match import Match, Seat
from tests.worlds import check_games, check_world


@pytest.mark.parametrize("seeds", [range(0, 25), range(25, 50)])
def test_both_seats_sample_a_sound_world(game, seeds):
    assert check_games(game, 2, seeds, every=3) > 1000


def pending(game, kinds, seeds):
    """(match, deciding seat) at every decision of one of `kinds` in seeded random games."""
    for seed in seeds:
        match = Match(game, [Seat("random", "a"), Seat("random", "b")], seed, {})
        rng = random.Random(seed)
        while not match.over:
            decision = match.decision()
            if decision.kind in kinds:
                yield match, decision.seat
            match.choose(rng.choice(decision.options).key)


def test_the_card_another_seat_attaches_is_dealt(game):
    """Attaching keeps the card private until it lands ("_card"): the other seat's world
    deals one from that hand (asking its options raised KeyError)."""
    checked = 0
    for match, decider in pending(game, ("attach",), range(30)):
        check_world(game, match.state, 1 - decider, random.Random(checked), play_on=True)
        checked += 1
    assert checked >= 10


def test_an_open_window_means_the_other_seat_holds_an_answer(game):
    """A response window is asked only of a seat that can answer it, so the world dealt
    for the other seat gives that hand a card to play there (it was skipped, or crashed)."""
    checked = 0
    kinds = ("attack_window", "defend_window", "combat_window")
    for match, decider in pending(game, kinds, range(40)):
        check_world(game, match.state, 1 - decider, random.Random(checked), play_on=False)
        checked += 1
    assert checked >= 50
