"""bot_move: a bot is handed the match's game, the deciding seat's view, the decision and
the dice it was given, and nothing is asked of a finished game."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop_tui.bots.base import bot_move
from tabletop_tui.core.decision import Decision
from tabletop_tui.core.match import Match, Seat
from tests.core.tiny import Tiny


class Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []

    def choose(
        self, game: Any, view: dict[str, Any], decision: Decision, rng: random.Random
    ) -> str:
        self.calls.append((game, view, decision, rng))
        return decision.options[-1].key


def test_a_bot_is_handed_the_game_its_view_the_decision_and_its_dice() -> None:
    match = Match(Tiny(), [Seat("human", "A"), Seat("random", "B")], 1, {})
    match.choose("pass")
    bot, rng = Recorder(), random.Random(4)
    assert bot_move(match, bot, rng) == "pass"
    ((game, view, decision, dice),) = bot.calls
    assert game is match.game and dice is rng and decision == match.decision()
    assert view == match.view(1) and decision.seat == 1


def test_a_finished_game_asks_no_bot() -> None:
    match = Match(Tiny(), [Seat("random", "A"), Seat("random", "B")], 1, {})
    match.state.end([0], "over")
    bot = Recorder()
    with pytest.raises(AssertionError, match="^no decision is pending$"):
        bot_move(match, bot, random.Random(0))
    assert bot.calls == []
