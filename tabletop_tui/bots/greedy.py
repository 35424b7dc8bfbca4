"""Greedy: one ply of lookahead on the game's evaluation, over sampled hidden cards."""

from __future__ import annotations

import random
from typing import Any

from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision, IllegalChoice
from tabletop_tui.core.game import Game
from tabletop_tui.core.state import clone

SAMPLES = 2


class GreedyBot:
    """Tries every option on a few determinized copies and keeps the best average."""

    def __init__(self, samples: int = SAMPLES) -> None:
        self.samples = samples

    def choose(
        self, game: Game[Any], view: dict[str, Any], decision: Decision, rng: random.Random
    ) -> str:
        """The option with the best evaluation one ply ahead (or the game's hint)."""
        if len(decision.options) == 1:
            return decision.options[0].key
        hinted = game.hint(view, decision, rng)
        if hinted is not None:
            return hinted
        seat = decision.seat
        worlds = [game.determinize(view, seat, rng) for _ in range(self.samples)]
        best_key, best_score = decision.options[0].key, float("-inf")
        for option in decision.options:
            scores = []
            for world in worlds:
                trial = clone(world)
                try:
                    engine.apply(game, trial, option.key)
                except IllegalChoice:
                    continue  # this sampled world does not offer it (hidden cards differ)
                scores.append(game.evaluate(trial, seat))
            if not scores:
                continue
            score = sum(scores) / len(scores) + rng.random() * 1e-6
            if score > best_score:
                best_key, best_score = option.key, score
        return best_key
