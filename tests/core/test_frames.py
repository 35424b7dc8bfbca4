"""core.frames: the turn-by-turn frames a choice passes through never change the game."""

from __future__ import annotations

import pickle
import random

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.frames import frames
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.registry import games, load_game

GAME_IDS = [entry.info.id for entry in games() if entry.info.id != "sealed-bids"]


def same(a: object, b: object) -> bool:
    return pickle.dumps(a) == pickle.dumps(b)


@pytest.mark.parametrize("ending", [False, True])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_choice_run_in_frames_ends_where_the_match_does(game_id: str, ending: bool) -> None:
    """At every decision of seeded random games: answering on a copy through `frames` ends
    in exactly the state the match reaches (same steps, same order, same dice), and each
    frame is a turn just begun (or, `ending`, just ended), in order, whose view every seat
    can read."""
    game = load_game(game_id)
    players = max(2, game.info.min_players)
    framed = 0
    for seed in range(3):
        match = Match(game, [Seat("random", f"R{i}") for i in range(players)], seed, {})
        rng = random.Random(seed)
        while not match.over:
            decision = match.decision()
            assert decision is not None
            key = rng.choice(decision.options).key
            copy = match.state.clone()
            turns = []
            for frame in frames(game, copy, key, ending):
                turns.append(frame.turn)
                for seat in (*range(players), None):
                    game.view(frame, seat)  # readable mid-way, from any seat
            match.choose(key)
            copy.pending = match.state.pending  # the memo is rebuilt on demand either way
            assert same(copy, match.state), f"{game_id} seed {seed}: frames changed the game"
            assert turns == sorted(turns)
            framed += len(turns)
    assert framed > 0


def test_frames_stop_at_each_turn_begun_and_nowhere_else() -> None:
    game = load_game("necronomicards")
    match = Match(game, [Seat("random", "A"), Seat("random", "B")], 4, {})
    rng = random.Random(4)
    for _ in range(200):
        decision = match.decision()
        assert decision is not None
        key = rng.choice(decision.options).key
        before = match.state.clone()
        seen = []
        for frame in frames(game, before, key):
            # a turn has just begun: its header is the newest line but for what it ran
            assert any(e.text.startswith(f"Turn {frame.turn}:") for e in frame.log)
            seen.append(frame.turn)
        match.choose(key)
        assert len(seen) == len(set(seen))  # one frame a turn
        if match.over:
            break
        # the match is at a decision in the last turn a frame showed (or no turn began)
        assert not seen or seen[-1] == match.state.turn
    assert engine.decision(game, match.state) is not None or match.over


def test_frames_ending_stop_before_each_turn_begins() -> None:
    """With `ending`, a frame is the table once a turn is over and before the next one
    begins: nothing is left to run in it, and the next turn's header is not yet told."""
    game = load_game("necronomicards")
    match = Match(game, [Seat("random", "A"), Seat("random", "B")], 4, {})
    rng = random.Random(4)
    ended = 0
    for _ in range(200):
        decision = match.decision()
        assert decision is not None
        key = rng.choice(decision.options).key
        before = match.state.clone()
        for frame in frames(game, before, key, ending=True):
            assert not frame.stack
            assert not any(e.text.startswith(f"Turn {frame.turn + 1}:") for e in frame.log)
            ended += 1
        match.choose(key)
        if match.over:
            break
    assert ended > 10
