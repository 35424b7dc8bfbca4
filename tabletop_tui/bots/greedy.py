"""Greedy: one ply of lookahead on the game's evaluation, over sampled hidden cards.

One ply is the option itself plus the seat's own decisions that follow it at once (the
target a card asks for, the next card of the same Round): each is made greedily too, so
a card is judged by what its best target does, not by the moment before the target is
named. Between options worth the same, the one that keeps more of the seat's own cards
in hand wins (a card that changes nothing is not spent). A bot never takes a choice back
(a game's `takes_back`: a card's "back" from the question of its target): its chain
judged the card by its best target already, and a chain that could go back would judge
it by anything else the seat might do instead."""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Sequence
from typing import Any

from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision, IllegalChoice, Option
from tabletop_tui.core.game import Game
from tabletop_tui.core.state import BaseState, clone

SAMPLES = 2
CHAIN = 3  # own decisions followed after an option
BREADTH = 30  # options tried at each of them
KEEP = 1e-3  # worth of a card still held: it only breaks ties


class GreedyBot:
    """Tries every option on a few determinized copies and keeps the best average."""

    def __init__(self, samples: int = SAMPLES) -> None:
        self.samples = samples
        # Decisions answered, by what the seat saw, and what was chosen: the very same
        # table met again (a card played, then taken back) is not answered the same way
        # twice, so play never loops.
        self.answered: dict[tuple[Any, ...], set[str]] = {}

    def choose(
        self, game: Game[Any], view: dict[str, Any], decision: Decision, rng: random.Random
    ) -> str:
        """The option with the best evaluation one ply ahead (or the game's hint)."""
        offered = forward(game, decision.options)
        if len(offered) == 1:
            return offered[0].key
        hinted = game.hint(view, decision, rng)
        if hinted is not None:
            return hinted
        seat = decision.seat
        start = signature(decision)
        table = json.dumps(
            {k: v for k, v in view.items() if k != "log"}, sort_keys=True, default=str
        )
        seen = self.answered.setdefault((start, hash(table)), set())
        candidates = [o for o in offered if o.key not in seen] or offered
        worlds = [game.determinize(view, seat, rng) for _ in range(self.samples)]
        best_key, best_score = candidates[0].key, float("-inf")
        for option in candidates:
            scores = []
            for world in worlds:
                trial = clone(world)
                try:
                    engine.apply(game, trial, option.key)
                except IllegalChoice:
                    continue  # this sampled world does not offer it (hidden cards differ)
                scores.append(follow(game, trial, seat))
            if not scores:
                continue
            score = sum(scores) / len(scores) + rng.random() * 1e-6
            if score > best_score:
                best_key, best_score = option.key, score
        seen.add(best_key)
        if len(self.answered) > 512:  # a loop comes back at once: old tables can go
            self.answered = dict(list(self.answered.items())[-256:])
        return best_key


def value(game: Game[Any], state: BaseState, seat: int) -> float:
    """The evaluation, with a card still held worth a hair (ties keep cards: `Game.held`)."""
    return game.evaluate(state, seat) + KEEP * game.held(state, seat)


def forward(game: Game[Any], options: Sequence[Option]) -> list[Option]:
    """The options a bot weighs: all but those that only take the seat's last choice back
    (the game's `takes_back` keys, as Possession's "back" from the question of a card's
    Victim), unless nothing else is offered."""
    skip = getattr(game, "takes_back", ())
    return [o for o in options if o.key not in skip] or list(options)


def searched(game: Game[Any], state: BaseState) -> list[Option]:
    """The options a search's own movers weigh (greedy's chain, a play-out's movers): the
    first BREADTH going forward (`forward`)."""
    return forward(game, engine.options(game, state))[:BREADTH]


def signature(decision: Decision | None) -> tuple[Any, ...]:
    """What a decision looks like: its kind, seat and option keys."""
    if decision is None:
        return ()
    return (decision.kind, decision.seat, tuple(o.key for o in decision.options))


def finish(
    game: Game[Any], state: BaseState, seat: int, chain: int = CHAIN, deadline: float = math.inf
) -> BaseState:
    """The state once `seat`'s own decisions that follow are made greedily (up to `chain`
    of them; another seat's decision, chance or the end stops the chain). A search's leaf
    passes its `deadline`: past it, the chain stops where it is."""
    for _ in range(chain):
        if state.winners is not None or not state.stack or state.stack[-1].seat != seat:
            break
        best, best_value = None, float("-inf")
        for option in searched(game, state):
            if time.perf_counter() > deadline:
                return state
            trial = clone(state)
            try:
                engine.apply(game, trial, option.key)
            except IllegalChoice:
                continue
            score = value(game, trial, seat)
            if score > best_value:
                best, best_value = trial, score
        if best is None:
            break
        state = best
    return state


def follow(game: Game[Any], state: BaseState, seat: int, chain: int = CHAIN) -> float:
    """The value once `seat`'s own decisions that follow are made greedily (`finish`)."""
    return value(game, finish(game, state, seat, chain), seat)
