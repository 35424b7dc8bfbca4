"""Bot seats, found the way games are: through an entry point group, so the core never
imports the bots package (nor a third-party package's bots).

Each entry point of `tabletop_tui.bots` is named after a seat kind ("random", "greedy",
...) and points at a factory taking the seat string (`"mcts:400"` keeps its budget)."""

from __future__ import annotations

import importlib
from functools import cache
from importlib.metadata import entry_points
from typing import Any

GROUP = "tabletop_tui.bots"
BUILT_IN = "tabletop_tui.bots"  # used by name when the package runs uninstalled


def make_bot(kind: str) -> Any:
    """The bot for a seat kind; ValueError (naming the kinds there are) for an unknown one."""
    return _factory(kind.split(":", 1)[0])(kind)


@cache
def _factory(name: str) -> Any:
    """The factory for a seat kind's name, looked up once (reading the installed packages'
    entry points is slow, and simulate makes the bots afresh for every game)."""
    for ep in entry_points(group=GROUP):
        if ep.name == name:
            return ep.load()
    # No entry point by that name (an uninstalled tree): the built-in factory decides.
    return importlib.import_module(BUILT_IN).make_bot
