"""The `mcts` seat: information-set Monte Carlo tree search over determinized views.

Design (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012). The bot is given
only its seat's view. Each iteration deals one world consistent with that view
(`game.determinize`: the hidden cards at random, never read from the true state) and walks
one tree shared by every world, from the bot's information set at the root. An edge is a
choice (the deciding seat and the option key), so a walk only follows the edges the dealt
world allows; an edge's UCB counts how often it was available, not how often its parent
was visited (the "availability" fix for options that exist in some worlds only). Every
seat's choices are in the tree, each chosen to be best for the seat that makes it: the
opponents are modelled as searching too, from the bot's knowledge (single observer: the
simple variant, cheap, and strong where what the opponents hold matters less than what
is on the table). Below the tree the mover of the last choice first makes its own
decisions that follow at once greedily (up to LEAF_CHAIN of them, one ply each, as the
greedy bot's `follow`): a leaf after a card is cast but before its target is named is
judged after the best target, not at the moment between (unfinished, such leaves misled the
search: it lost to the greedy bot at NecronomiCards and Possession). Then (after a few
random plies, if the game asks for them) the game's own evaluation (the greedy bot's)
scores the world for every seat at once, squashed to 0..1; a finished game scores 1 for
a win, 0 for a loss, 1/2 for a draw. Selection stretches the means of the choices at a
node to 0..1 before adding UCB's exploration term (as MuZero normalises its values): the
evaluation tells options apart by a few points, which squashed are a few hundredths, and
unstretched the search spread its visits almost evenly and chose by noise.

Where the game gives a hint (`game.hint`: a choice one ply of lookahead cannot see through,
such as a block whose fight ends later), the hint is taken outright, as the greedy bot
takes it, with no search.

Only the core's game-agnostic API is used (view -> determinize -> engine.options/apply ->
evaluate), so a new game gets the seat by implementing that API. A game may set
`mcts_scale` (how many points of its evaluation make a clear lead) and `mcts_depth` (the
playout plies); the defaults suit evaluations that count a card as about one point.

Dealing a world costs several copies of one, so a decision deals up to POOL worlds and
later iterations play on copies of them, each with its own dice.

Budget: a number of iterations (`mcts:N`; 200 by default, as each leaf's greedy completion
costs a few evaluations), within a time cap (1 s by default, checked between iterations,
so a decision never takes much longer on a slow machine); a decision with one option is
answered at once. With the default budget the cap seldom binds. `mcts:N` (make_bot) runs
exactly N iterations with no cap, so an experiment plays the same game for the same seed
however busy the machine (simulate --jobs relies on that).

A greedy prior at the root (PRIOR visits of each option's greedy judgement, `_seed_root`)
is kept but off: with the completed leaves PRIOR=10 measured no better (Possession 21/40
vs greedy with it and without, seed 2).
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Callable
from typing import Any

from tabletop_tui.bots import rollout
from tabletop_tui.bots.greedy import finish, follow, signature
from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision, IllegalChoice
from tabletop_tui.core.game import Game
from tabletop_tui.core.state import BaseState

ITERATIONS = 200  # the default budget (`mcts`); `mcts:N` sets N
TIME_CAP = 1.0  # seconds a decision may take at most
EXPLORATION = 0.5  # UCB's c, over the means stretched to 0..1 at each choice
SCALE = 10.0  # evaluation points that make a clear lead (a game may set `mcts_scale`)
DEPTH = 0  # random plies before the evaluation (a game may set `mcts_depth`)
HINT = True  # take the game's hint outright, as the greedy bot does
LEAF_CHAIN = 3  # the leaf mover's own follow-up decisions made greedily before scoring
PRIOR = 0  # visits the greedy judgement of each root option is worth (0: none)
PRIOR_WORLDS = 2  # worlds that judgement is made in
SEARCH = "tree"  # "tree" or "rollout" (rollout.py); a game may set `mcts_search`
POOL = 48  # worlds dealt per decision (dealing costs more than copying a dealt one)


class Edge:
    """A choice in the tree: how often it was taken and available, and what it earned for
    the seat that made it."""

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[tuple[int, str], Edge] = {}


def rewards(game: Game[Any], world: BaseState) -> list[float]:
    """What the world is worth to each seat, in 0..1."""
    n = world.num_players
    if world.winners is not None:
        if not world.winners:
            return [0.5] * n
        return [1.0 if s in world.winners else 0.0 for s in range(n)]
    scale = getattr(game, "mcts_scale", SCALE)
    out = []
    for s in range(n):
        x = max(-30.0, min(30.0, game.evaluate(world, s) / scale))
        out.append(1.0 / (1.0 + math.exp(-x)))
    return out


def complete(game: Game[Any], world: BaseState, seat: int, chain: int) -> BaseState:
    """The world once `seat`'s own decisions that follow at once are made greedily (up to
    `chain` of them, the greedy bot's `finish`): a leaf after a card is cast but before
    its target is named is judged after the best target."""
    return finish(game, world, seat, chain)


class MctsBot:
    """Searches the decision's options over worlds dealt from its view."""

    def __init__(self, iterations: int = ITERATIONS, time_cap: float = TIME_CAP) -> None:
        self.iterations = iterations
        self.time_cap = time_cap
        self.last_iterations = 0  # how many the last decision ran (for tests and tuning)
        self.last_visits: dict[str, int] = {}  # and how often it took each option
        # Asked between iterations: True ends the search early (the screen left the game).
        self.should_stop: Callable[[], bool] | None = None
        self.answered: dict[tuple[Any, ...], set[str]] = {}

    def choose(
        self, game: Game[Any], view: dict[str, Any], decision: Decision, rng: random.Random
    ) -> str:
        """The option most visited by the search (at once if there is only one)."""
        keys = [o.key for o in decision.options]
        if len(keys) == 1:
            self.last_iterations = 0
            return keys[0]
        if HINT:
            hinted = game.hint(view, decision, rng)
            if hinted is not None:
                self.last_iterations = 0
                return hinted
        seat = decision.seat
        if getattr(game, "mcts_search", SEARCH) == "rollout":
            worth, done = rollout.search(
                game,
                view,
                seat,
                keys,
                rng,
                self.iterations,
                time.perf_counter() + self.time_cap,
                self.should_stop,
            )
            self.last_iterations = done
            self.last_visits = {}
            return self._remember(view, decision, worth, keys)
        root = Edge()
        depth = getattr(game, "mcts_depth", DEPTH)
        deadline = time.perf_counter() + self.time_cap
        done = 0
        stop = self.should_stop
        if PRIOR:
            self._seed_root(game, view, seat, keys, root, rng)
        pool: list[BaseState] = []  # worlds dealt so far; later iterations reuse copies
        while done < self.iterations and (done < 2 or time.perf_counter() < deadline):
            if stop is not None and stop():
                break
            if len(pool) < POOL:
                dealt = game.determinize(view, seat, rng)
                dealt.log = []  # nobody reads a world's log: copies need not carry it
                pool.append(dealt)
            world = pool[done % POOL].clone()
            world.rng.seed(rng.getrandbits(64))  # its own chance from here on
            self._iterate(game, world, root, depth, rng)
            done += 1
        self.last_iterations = done
        self.last_visits = {
            k: e.visits for (who, k), e in root.children.items() if who == seat and k in keys
        }
        return self._remember(view, decision, dict(self.last_visits), keys)

    def _remember(
        self, view: dict[str, Any], decision: Decision, worth: dict[str, float], keys: list[str]
    ) -> str:
        """The option worth most (the most visited), but the very same table met again (a
        card played, then taken back) is not answered the same way twice, so play never
        loops (as the greedy bot)."""
        table = (
            signature(decision),
            hash(
                json.dumps(
                    {k: v for k, v in view.items() if k != "log"}, sort_keys=True, default=str
                )
            ),
        )
        seen = self.answered.setdefault(table, set())
        best, most = keys[0], -math.inf
        for key in [k for k in keys if k not in seen] or keys:
            w = worth.get(key, -1e18)
            if w > most:
                best, most = key, w
        seen.add(best)
        if len(self.answered) > 512:  # a loop comes back at once: old tables can go
            self.answered = dict(list(self.answered.items())[-256:])
        return best

    @staticmethod
    def _seed_root(
        game: Game[Any],
        view: dict[str, Any],
        seat: int,
        keys: list[str],
        root: Edge,
        rng: random.Random,
    ) -> None:
        """Start each option off with what one greedy ply says of it (the greedy bot's
        judgement, its own follow-up choices included), worth PRIOR visits: the search
        then corrects it where the opponents' answers and later turns disagree."""
        worlds = [game.determinize(view, seat, rng) for _ in range(PRIOR_WORLDS)]
        scale = getattr(game, "mcts_scale", SCALE)
        for key in keys:
            values = []
            for world in worlds:
                trial = world.clone()
                try:
                    engine.apply(game, trial, key)
                except IllegalChoice:
                    continue
                values.append(follow(game, trial, seat))
            if not values:
                continue
            x = max(-30.0, min(30.0, sum(values) / len(values) / scale))
            edge = root.children[(seat, key)] = Edge()
            edge.visits = edge.avail = PRIOR
            edge.total = PRIOR / (1.0 + math.exp(-x))

    @staticmethod
    def _iterate(
        game: Game[Any], world: BaseState, node: Edge, depth: int, rng: random.Random
    ) -> None:
        """One walk: select down the tree, expand one edge, play out, back the rewards up."""
        path: list[tuple[Edge, int]] = []
        while True:
            options = engine.options(game, world)
            if not options:
                break
            mover = world.stack[-1].seat
            children = node.children
            fresh: list[str] = []
            best: Edge | None = None
            best_key, best_value = "", -math.inf
            known: list[tuple[Edge, str]] = []
            low, high = math.inf, -math.inf
            for option in options:
                edge = children.get((mover, option.key))
                if edge is None:
                    fresh.append(option.key)
                    continue
                edge.avail += 1
                known.append((edge, option.key))
                mean = edge.total / edge.visits
                low, high = min(low, mean), max(high, mean)
            if not fresh:
                # the means of the choices here stretched to 0..1 (the best one 1, the
                # worst 0): evaluations differ by little, and unstretched the exploration
                # term would drown them
                span = high - low if high > low else 1.0
                for edge, key in known:
                    value = (edge.total / edge.visits - low) / span + EXPLORATION * math.sqrt(
                        math.log(edge.avail) / edge.visits
                    )
                    if value > best_value:
                        best, best_key, best_value = edge, key, value
            if fresh:  # expand one untried choice, then play out from there
                best_key = rng.choice(fresh)
                best = children[(mover, best_key)] = Edge()
                best.avail = 1
            assert best is not None
            engine.apply(game, world, best_key)
            path.append((best, mover))
            if fresh:
                break
            node = best
        if LEAF_CHAIN and path:  # the last mover's own follow-up decisions, made greedily
            world = complete(game, world, path[-1][1], LEAF_CHAIN)
        for _ in range(depth):
            options = engine.options(game, world)
            if not options:
                break
            engine.apply(game, world, rng.choice(options).key)
        scores = rewards(game, world)
        for edge, mover in path:
            edge.visits += 1
            edge.total += scores[mover]
