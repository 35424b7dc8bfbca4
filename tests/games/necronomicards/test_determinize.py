"""Determinization from every seat (tests/worlds.py): the sampled world looks the same to
the seat, holds every card once, waits at the same seat's decision, and plays to an end."""

from __future__ import annotations

import random

import pytest

from tabletop_tui.core.match import Match, Seat
from tabletop_tui.games.necronomicards.cards import CURSES_PER_GAME
from tests.worlds import check_games, check_world


@pytest.mark.parametrize(("players", "seeds"), [(2, range(40)), (3, range(20)), (4, range(20))])
def test_every_seat_samples_a_sound_world(game, players, seeds):
    assert check_games(game, players, seeds, every=3) > 500


def decisions_of(game, kind, seeds, players=2):
    """(match, seat) at the first decision of `kind` in each seeded random game with one."""
    for seed in seeds:
        match = Match(game, [Seat("random", str(i)) for i in range(players)], seed, {})
        rng = random.Random(seed)
        while not match.over:
            decision = match.decision()
            if decision.kind == kind:
                yield match, decision.seat
                break
            match.choose(rng.choice(decision.options).key)


def test_a_curse_looked_at_is_counted_once(game):
    """A Curse seen on top of the Spell deck (op:look_take) lies in the deck by name: the
    world does not deal it a second time among the unknown Curses (it dealt 1-2 too many)."""
    found = 0
    for match, seat in decisions_of(game, "op:look_take", range(400)):
        looked = match.state.stack[-1].data["_looked"]
        if not any(game.cards.card(c).deck == "curse" for c in looked):
            continue
        found += 1
        view = match.view(seat)
        for _ in range(20):
            world = game.determinize(view, seat, random.Random(found))
            curses = [c for c in world.spell_deck if game.cards.card(c).deck == "curse"]
            in_discard = [c for c in world.discard if game.cards.card(c).deck == "curse"]
            assert len(curses) + len(in_discard) == CURSES_PER_GAME
    assert found >= 3


@pytest.mark.parametrize("kind", ["op:look_take", "op:seed_curse"])
def test_another_seats_private_step_is_dealt(game, kind):
    """The view of a seat that is not deciding leaves out what the decider holds (the
    cards it looks at, the Curse it lifted); the world deals them, so the decision there
    can be asked and answered (it raised KeyError)."""
    checked = 0
    for match, decider in decisions_of(game, kind, range(600), players=3):
        for seat in range(3):
            if seat != decider:
                check_world(game, match.state, seat, random.Random(seat), play_on=True)
                checked += 1
    assert checked >= 4
