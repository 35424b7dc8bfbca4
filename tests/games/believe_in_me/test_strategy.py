"""The greedy bot's sense of Believe in Me!: plain positions it must get right, and seeded
matches against the random bot it must win."""

from __future__ import annotations

import random

from tabletop_tui.bots import GreedyBot
from tabletop_tui.core import engine
from tabletop_tui.core.simulate import simulate
from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me.game import BelieveInMe
from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.conftest import build, give, keys, manifest_part, settle, trinity


def greedy(game: BelieveInMe, state: BState, seed: int = 0) -> str:
    """What the greedy bot answers to the pending decision, seeing only its seat's view."""
    pending = engine.decision(game, state)
    assert pending is not None
    return GreedyBot().choose(game, game.view(state, pending.seat), pending, random.Random(seed))


def test_greedy_uses_a_free_action_rather_than_ending_its_actions(game):
    state = build(game)
    give(state, 0, "bl-manna-from-heaven#1")  # cost 0: illuminate 2
    state.gods[0].supply = 0  # no temple, no grenade: the Blessing, a Monument or nothing
    state.actions_left = 1
    d = settle(game, state, Step("actions", 0, {"private": True}))
    assert keys(d) == ["bless:bl-manna-from-heaven#1", "build", "end"]
    for seed in range(3):
        assert greedy(game, state, seed) != "end"
    state.box.extend(state.monument_pile)  # no Monument left to build: the Blessing or nothing
    state.monument_pile = []
    d = settle(game, state)
    assert keys(d) == ["bless:bl-manna-from-heaven#1", "end"]
    for seed in range(3):
        assert greedy(game, state, seed) == "bless:bl-manna-from-heaven#1"


def test_greedy_manifests_a_part_when_it_claims(game):
    state = build(game)
    manifest_part(game, state, 0, trinity(game, "gentle", "head")[0])
    d = settle(game, state, Step("manifest", 0, {"alignment": "wrathful", "private": False}))
    assert "manifest:none" in keys(d)
    assert greedy(game, state) in {"manifest:torso", "manifest:legs"}


def test_greedy_picks_its_highest_truth_card(game):
    state = build(game)
    d = settle(game, state, Step("take_truth", 0, {"n": 1, "optional": True}))
    assert d is not None and d.kind == "take_truth"
    assert greedy(game, state) == "truth:g1-truth-7-1"


def test_an_obliged_opener_who_wants_the_prize_bids_its_strongest_card(game):
    state = build(game)
    give(state, 0, "g1-truth-2-1", "g1-truth-6-1", "bl-smite#1")
    give(state, 1, "g2-truth-3-1")
    state.phen_deck.append(state.phen_deck.pop(0))
    d = settle(game, state, Step("contest"))
    assert d is not None and d.kind == "bid" and d.seat == 0 and "pass" not in keys(d)
    assert greedy(game, state) == "amen:g1-truth-6-1"


def test_greedy_beats_random_in_seeded_games():
    stats = simulate("believe-in-me", 16, ["greedy", "random"], seed=11)
    assert stats.errors == 0
    assert stats.wins[0] >= 12, stats.wins  # measured 350 of 400 (87.5%)
