"""The decision API: one pending decision, illegal choices refused untouched, determinism."""

from __future__ import annotations

import pickle

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.decision import GameOver, IllegalChoice
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.state import clone
from tests.core.conftest import random_match


def test_a_game_in_progress_has_exactly_one_pending_decision():
    match = random_match(seed=4, moves=10)
    decision = match.decision()
    assert decision is not None
    assert decision.options, "a pending decision always has options"
    assert len({o.key for o in decision.options}) == len(decision.options)


def test_illegal_choice_is_refused_with_a_reason_and_state_untouched():
    match = random_match(seed=4, moves=3)
    before = pickle.dumps(match.state)
    with pytest.raises(IllegalChoice, match="not"):
        match.choose("play:no-such-card")
    assert pickle.dumps(match.state) == before
    assert len(match.choices) == 3


def test_a_finished_game_refuses_choices():
    match = random_match(seed=2, moves=100_000)
    assert match.over and match.decision() is None
    with pytest.raises(GameOver):
        match.choose("anything")


def test_same_seed_and_choices_give_the_same_state():
    a = random_match(seed=11, moves=60)
    b = Match.start("necronomicards", a.seats, 11)
    for key in a.choices:
        b.choose(key)
    assert pickle.dumps(a.state) == pickle.dumps(b.state)


def test_different_seeds_deal_differently():
    a = random_match(seed=1, moves=0)
    b = random_match(seed=2, moves=0)
    assert a.state.spell_deck != b.state.spell_deck


def test_clone_is_independent_including_the_rng():
    match = random_match(seed=5, moves=5)
    copy = clone(match.state)
    assert copy.rng.random() == match.state.rng.random()
    copy.players[0].spells.append("x")
    assert "x" not in match.state.players[0].spells


def test_windows_with_no_legal_option_are_skipped():
    """A player with no spell hand is never asked to cast (DESIGN: skip empty windows)."""
    match = random_match(seed=3, moves=0)
    for _ in range(200):
        decision = match.decision()
        if decision is None:
            break
        if decision.kind == "cast":
            assert any(o.key.startswith("cast:") for o in decision.options)
        match.choose(decision.options[-1].key)


def test_seat_count_is_checked():
    with pytest.raises(ValueError, match="2 to 4 seats"):
        Match.start("necronomicards", [Seat("human", "Solo")], 1)


def test_advance_stops_at_a_decision_or_the_end():
    match = random_match(seed=8, moves=20)
    engine.advance(match.game, match.state)
    assert match.over or match.decision() is not None
