"""Bots think in a worker thread; the answer comes back as a message to the main thread."""

from __future__ import annotations

import random
import time
from typing import Any

from textual import work
from textual.message import Message
from textual.screen import Screen
from textual.worker import get_current_worker

from tabletop_tui.bots import Bot
from tabletop_tui.core.decision import Decision
from tabletop_tui.core.game import Game


class BotChose(Message):
    """A bot picked `key` for the decision that was pending after `ply` choices."""

    def __init__(self, key: str, ply: int, error: str = "") -> None:
        super().__init__()
        self.key = key
        self.ply = ply
        self.error = error


class BotDriver(Screen[None]):
    """A screen whose bot seats answer in a worker; it never touches widgets off the main thread."""

    bot_delay: float = 0.0

    def ask_bot(
        self,
        game: Game[Any],
        bot: Bot,
        view: dict[str, Any],
        decision: Decision,
        ply: int,
        seed: int,
    ) -> None:
        """Start a bot on a decision; its seeded RNG makes watch mode replayable."""
        self._think(game, bot, view, decision, ply, random.Random(f"{seed}:{ply}"))

    @work(thread=True, exclusive=True, group="bots")
    def _think(
        self,
        game: Game[Any],
        bot: Bot,
        view: dict[str, Any],
        decision: Decision,
        ply: int,
        rng: random.Random,
    ) -> None:
        worker = get_current_worker()
        if hasattr(bot, "should_stop"):  # a search gives up as soon as nobody waits for it
            bot.should_stop = lambda: worker.is_cancelled
        started = time.monotonic()
        try:
            key, error = bot.choose(game, view, decision, rng), ""
        except Exception as exc:  # a bot bug must not freeze or crash the table
            key, error = decision.options[0].key, f"{type(exc).__name__}: {exc}"
        while not worker.is_cancelled and time.monotonic() - started < self.bot_delay:
            time.sleep(0.02)
        if not worker.is_cancelled:
            self.post_message(BotChose(key, ply, error))
