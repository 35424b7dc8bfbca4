"""The baseline bot: a uniformly random legal option (also the rules fuzzer)."""

from __future__ import annotations

import random
from typing import Any

from tabletop_tui.core.decision import Decision
from tabletop_tui.core.game import Game


class RandomBot:
    """Picks any legal option with equal chance."""

    needs_view = False  # simulate skips building a view it would never read

    def choose(
        self, game: Game[Any], view: dict[str, Any], decision: Decision, rng: random.Random
    ) -> str:
        """A random option's key."""
        return rng.choice(decision.options).key
