"""Seats that are not humans. Bots see only their seat's view, and are handed their RNG."""

from __future__ import annotations

from tabletop_tui.bots.base import Bot
from tabletop_tui.bots.greedy import GreedyBot
from tabletop_tui.bots.random_bot import RandomBot

BOT_KINDS = ("random", "greedy")


def make_bot(kind: str) -> Bot:
    """The bot for a seat kind; ValueError for an unknown kind."""
    if kind == "random":
        return RandomBot()
    if kind == "greedy":
        return GreedyBot()
    raise ValueError(f"unknown bot kind '{kind}' (bots: {', '.join(BOT_KINDS)})")


__all__ = ["BOT_KINDS", "Bot", "GreedyBot", "RandomBot", "make_bot"]
