"""The `mcts` seat's flat search: greedy's ranking of the options, re-ranked by greedy
rollouts over worlds dealt from the seat's view (see mcts.py's docstring for the design)."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

from tabletop_tui.bots.greedy import CHAIN, finish, follow, searched, value
from tabletop_tui.core import engine
from tabletop_tui.core.decision import IllegalChoice
from tabletop_tui.core.game import Game
from tabletop_tui.core.state import BaseState

WORLDS = 8  # worlds dealt per decision, own dice each, shared by every option (`mcts_worlds`)
TOP = 6  # options (greedy's best) that are played out (a game may set `mcts_top`)
SWITCHES = 2  # changes of deciding seat a rollout runs through (2: the reply, back to us)
PLIES = 16  # decisions at most in a rollout
LOOK = False  # rollout movers judge by greedy's chain (`follow`), not one step (`mcts_look`)
HINTS = False  # rollout movers take the game's hint where it gives one (a game's `mcts_hints`)
HORIZON = "switches"  # where a play-out ends: SWITCHES changes of seat, or "turn" (below)
MARGIN = 0.0  # how much more (squashed, 0..1) an option must earn to overrule greedy
SCALE = 10.0  # evaluation points that make a clear lead (a game may set `mcts_scale`)


def squash(game: Game[Any], world: BaseState, seat: int) -> float:
    """The world's worth to `seat` in 0..1: 1 won, 0 lost, else the squashed evaluation."""
    x = value(game, world, seat) / getattr(game, "mcts_scale", SCALE)
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def greedy_step(game: Game[Any], world: BaseState, look: bool, hints: bool) -> BaseState | None:
    """The world after its deciding seat's greedy choice (perfect information: the dealt
    world is all it sees), judged one step ahead or through its own chain (`look`); the
    game's hint is taken first, as the greedy bot takes it (`hints`)."""
    mover = world.stack[-1].seat
    if hints:
        decision = engine.decision(game, world)
        assert decision is not None
        may = game.may_hint(decision)
        hinted = game.hint(game.view(world, mover), decision, world.rng) if may else None
        if hinted is not None:
            trial = world.clone()
            engine.apply(game, trial, hinted)
            return trial
    best, best_value = None, -math.inf
    for option in searched(game, world):
        trial = world.clone()
        try:
            engine.apply(game, trial, option.key)
        except IllegalChoice:
            continue
        score = follow(game, trial, mover) if look else value(game, trial, mover)
        if score > best_value:
            best, best_value = trial, score
    return best


def play_out(
    game: Game[Any],
    world: BaseState,
    seat: int,
    switches: int,
    plies: int,
    deadline: float = math.inf,
) -> BaseState | None:
    """Every seat plays greedily from `world` until the deciding seat has changed
    `switches` times (2: the opponents answer, then it is `seat`'s turn to decide again),
    the game ends, or `plies` decisions are made. A game whose `mcts_horizon` is "turn"
    plays on instead until the turn under way is over (`turn` moves on: Possession's
    fights and hand pass close its Turn, and a Round's card is worth what they make of
    it). None if the clock passes `deadline` first (checked at every decision: a play-out
    longer than any before it must not carry a decision past the time cap)."""
    last = seat
    look = getattr(game, "mcts_look", LOOK)
    hints = getattr(game, "mcts_hints", HINTS)
    turn = world.turn if getattr(game, "mcts_horizon", HORIZON) == "turn" else None
    for _ in range(plies):
        if world.winners is not None or not world.stack:
            break
        if turn is not None:
            if world.turn != turn:
                break
        elif world.stack[-1].seat != last:
            last = world.stack[-1].seat
            switches -= 1
            if switches <= 0:
                break
        if time.perf_counter() > deadline:
            return None
        step = greedy_step(game, world, look, hints)
        if step is None:
            break
        world = step
    return world


def play_round(
    game: Game[Any],
    starts: list[BaseState | None],
    keys: list[str],
    seat: int,
    deadline: float,
    longest: list[float],
) -> list[tuple[str, float]] | None:
    """Each option played out from its start in one world, with what the end is worth;
    None if a play-out would end past the deadline, reckoned by the longest so far
    (`longest[0]`, kept up to date): a part of a round would compare the options on
    different worlds."""
    played: list[tuple[str, float]] = []
    for key, start in zip(keys, starts, strict=True):
        begun = time.perf_counter()
        if begun + longest[0] > deadline:
            return None
        if start is None:
            continue
        end = play_out(
            game,
            start,
            seat,
            getattr(game, "mcts_switches", SWITCHES),
            getattr(game, "mcts_plies", PLIES),
            deadline,
        )
        if end is None:  # the deadline came inside this play-out: the round goes
            return None
        played.append((key, squash(game, end, seat)))
        longest[0] = max(longest[0], time.perf_counter() - begun)
    return played


def search(
    game: Game[Any],
    view: dict[str, Any],
    seat: int,
    keys: list[str],
    rng: random.Random,
    budget: int,
    deadline: float,
    stop: Callable[[], bool] | None = None,
    prefer: str | None = None,
) -> tuple[dict[str, float], int]:
    """Each option's worth: greedy's judgement (the option and the seat's own decisions
    that follow, on WORLDS dealt worlds, or as many as half the time allows) for every
    option, then, for greedy's TOP best, the mean over the same worlds of a greedy rollout
    from there (up to `budget` rollouts, until `deadline`). `prefer` (the game's hint)
    counts as greedy's first choice. A round of play-outs that the deadline cuts short (a
    play-out that would end past it, reckoned by the longest so far) is not counted; with
    none counted, greedy's ranking stands. Returns the worth of each option and the
    rollouts made."""
    many = getattr(game, "mcts_worlds", WORLDS)
    worlds: list[BaseState] = []
    for _ in range(many):
        dealt = game.determinize(view, seat, rng)
        dealt.log = []
        worlds.append(dealt)
    dice = [rng.getrandbits(64) for _ in worlds]
    # Greedy's judgement takes at most half the time: world by world, every option on it,
    # and no further world that would end past half (two at least, so options are compared;
    # a world is reckoned to take as long as the slowest so far).
    now = time.perf_counter()
    halfway = now + (deadline - now) / 2
    after: dict[str, list[BaseState | None]] = {key: [] for key in keys}
    totals = dict.fromkeys(keys, 0.0)
    judged = dict.fromkeys(keys, 0)
    used = 0
    slowest = 0.0
    for world, roll in zip(worlds, dice, strict=True):
        begun = time.perf_counter()
        if used >= 2 and begun + slowest > halfway:
            break
        used += 1
        for key in keys:
            trial = world.clone()
            trial.rng.seed(roll)  # the same dice for every option (common random numbers)
            try:
                engine.apply(game, trial, key)
            except IllegalChoice:
                after[key].append(None)
                continue
            trial = finish(game, trial, seat, CHAIN)
            after[key].append(trial)
            totals[key] += squash(game, trial, seat)
            judged[key] += 1
        slowest = max(slowest, time.perf_counter() - begun)
    greedy = {key: totals[key] / judged[key] for key in keys if judged[key]}
    ranked = sorted(greedy, key=lambda k: -greedy[k])
    if prefer in greedy:  # the game's hint stands in for greedy's first choice
        ranked.remove(prefer)
        ranked.insert(0, prefer)
    top = ranked[: max(1, min(budget, getattr(game, "mcts_top", TOP)))]
    if len(top) < 2:
        return greedy, 0
    rounds = min(used, budget // len(top))  # each plays every option out in one world
    sums = dict.fromkeys(top, 0.0)
    counts = dict.fromkeys(top, 0)
    done = 0
    slowest = 0.0
    longest = [0.0]  # the longest play-out so far
    for w in range(rounds):  # world by world, so a cut leaves the options compared alike
        begun = time.perf_counter()
        if w and begun + slowest > deadline:  # no round that would end past the deadline
            break
        if stop is not None and stop():
            break
        starts = [after[key][w] for key in top]
        played = play_round(game, starts, top, seat, deadline, longest)
        if played is None:  # out of time inside the round: it goes, and the search ends
            break
        for key, score in played:
            sums[key] += score
            counts[key] += 1
        done += len(played)
        slowest = max(slowest, time.perf_counter() - begun)
    worth = {k: sums[k] / counts[k] for k in top if counts[k]}
    first = ranked[0]
    if first in worth:  # greedy's choice stands unless another beats it by MARGIN
        worth[first] += getattr(game, "mcts_margin", MARGIN)
    for key in ranked:
        worth.setdefault(key, -1.0 + greedy[key] * 1e-3)  # below every rollout
    return worth, done
