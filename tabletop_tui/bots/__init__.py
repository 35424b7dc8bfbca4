"""Seats that are not humans. Bots see only their seat's view, and are handed their RNG."""

from __future__ import annotations

import math

from tabletop_tui.bots.base import Bot
from tabletop_tui.bots.greedy import GreedyBot
from tabletop_tui.bots.mcts import MctsBot
from tabletop_tui.bots.random_bot import RandomBot

BOT_KINDS = ("random", "greedy", "mcts")
# The opponent a new game seats by default (setup screen, `play` without --seats): the
# strongest bot that meets its strength target (issue 10: mcts must beat greedy in 65% of
# two-player games of every game before it becomes the default).
DEFAULT_OPPONENT = "greedy"


def make_bot(kind: str) -> Bot:
    """The bot for a seat kind; ValueError for an unknown kind. `mcts` searches within a
    one-second cap; `mcts:N` exactly N iterations with no cap (an experiment's budget: the
    same seed plays the same game however busy the machine, so --jobs N matches one job)."""
    name, colon, budget = kind.partition(":")
    if kind == "random":
        return RandomBot()
    if kind == "greedy":
        return GreedyBot()
    if name == "mcts" and not colon:
        return MctsBot()
    if name == "mcts" and budget.isdigit() and int(budget) > 0:
        return MctsBot(iterations=int(budget), time_cap=math.inf)
    raise ValueError(f"unknown bot kind '{kind}' (bots: {', '.join(BOT_KINDS)}, mcts:N)")


__all__ = ["BOT_KINDS", "DEFAULT_OPPONENT", "Bot", "GreedyBot", "MctsBot", "RandomBot", "make_bot"]
