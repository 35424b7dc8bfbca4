"""The bot interface: pick one option of a decision, from a seat's view only."""

from __future__ import annotations

import random
from typing import Any, Protocol

from tabletop_tui.core.decision import Decision
from tabletop_tui.core.game import Game
from tabletop_tui.core.match import Match


class Bot(Protocol):
    """Anything that answers a decision for a seat."""

    def choose(
        self, game: Game[Any], view: dict[str, Any], decision: Decision, rng: random.Random
    ) -> str:
        """The key of the chosen option."""
        ...


def bot_move(match: Match, bot: Bot, rng: random.Random) -> str:
    """Ask `bot` for the pending decision's answer, showing it only its own seat's view."""
    decision = match.decision()
    assert decision is not None, "no decision is pending"
    view = match.view(decision.seat)
    return bot.choose(match.game, view, decision, rng)
