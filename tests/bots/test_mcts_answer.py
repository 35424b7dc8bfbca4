"""What the mcts seat answers once it has searched (mutation survivors of issue 14): the
hint is asked with the bot's own dice, and with fewer iterations than options the answer
is an option the search visited, never one it did not try."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop_tui.bots import MctsBot
from tabletop_tui.core import engine
from tests.bots.test_bots import dealt
from tests.core.tiny import Tiny


def test_the_hint_is_asked_with_the_bots_dice(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[Any] = []

    def hint(self: Tiny, view: Any, decision: Any, rng: Any) -> str:
        asked.append(rng)
        return "pass"

    monkeypatch.setattr(Tiny, "hint", hint)
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    pending = engine.decision(game, state)
    dice = random.Random(3)
    assert MctsBot().choose(game, game.view(state, 0), pending, dice) == "pass"
    assert asked == [dice]


@pytest.mark.parametrize("seed", range(6))
def test_with_one_iteration_it_answers_the_option_it_tried(seed: int) -> None:
    game = Tiny()
    state = dealt(game, ["a1", "a5", "a3"])
    pending = engine.decision(game, state)
    assert pending is not None and len(pending.options) > 2
    bot = MctsBot(iterations=1, time_cap=60.0)
    answer = bot.choose(game, game.view(state, 0), pending, random.Random(seed))
    assert list(bot.last_visits) == [answer]  # the one option expanded, and it is taken


def test_among_equal_means_the_walk_tries_the_least_visited_choice() -> None:
    """UCB's exploration term: three choices worth the same on average, one tried once and
    two tried ten times: the next walk goes down the one tried once."""
    from tabletop_tui.bots.mcts import Edge

    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    keys = [o.key for o in engine.options(game, state)]
    assert len(keys) >= 3
    root = Edge()
    for n, key in enumerate(keys):
        edge = root.children[(0, key)] = Edge()
        edge.visits = 1 if n == 1 else 10
        edge.total = 0.5 * edge.visits
        edge.avail = 12
    MctsBot._iterate(game, state.clone(), root, 0, random.Random(0))
    visits = {key: root.children[(0, key)].visits for key in keys}
    assert visits == {key: (2 if n == 1 else 10) for n, key in enumerate(keys)}


def test_each_walk_draws_its_chance_from_the_bots_dice(monkeypatch: pytest.MonkeyPatch) -> None:
    """A walk's own chance (the world's dice, reseeded per walk) comes from the bot's dice,
    so one seed gives one answer: here a leaf is worth a roll of the world's dice, which
    decides the answer, and the same seed still answers the same way every time."""

    def roll(self: Tiny, state: Any, seat: int) -> float:
        return state.rng.random()

    monkeypatch.setattr(Tiny, "evaluate", roll)
    monkeypatch.setattr("tabletop_tui.bots.mcts.PRIOR", 0)
    game = Tiny()
    state = dealt(game, ["a1", "a5", "a3"])
    pending = engine.decision(game, state)
    assert pending is not None

    def answer(seed: int) -> str:
        bot = MctsBot(iterations=24, time_cap=60.0)
        return bot.choose(game, game.view(state, 0), pending, random.Random(seed))

    assert len({answer(seed) for seed in range(12)}) > 1  # the rolls do decide it
    assert {answer(5) for _ in range(12)} == {answer(5)}
