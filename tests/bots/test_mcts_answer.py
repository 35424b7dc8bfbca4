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
