"""The `mcts` seat: search over worlds dealt from the seat's view, in one of two ways.

The bot sees only its seat's view. Every world it plays on is dealt from that view
(`game.determinize`: the hidden cards at random, never read from the true state). Where
the game gives a hint (`game.hint`), the hint is taken outright with no search, as the
greedy bot takes it; a decision with one option is answered at once.

Which search a game gets is its `mcts_search` (SEARCH by default):

"tree" (this module): information-set MCTS with a single observer (Cowling, Powley and
Whitehouse 2012). Each iteration deals a world (up to POOL are dealt, later iterations
replay copies with fresh dice) and walks one tree shared by every world; an edge is a
(seat, option key) pair, and UCB counts how often an edge was available, since an option
may exist in some worlds only. Every seat picks the edge best for itself. The means at a
node are stretched to 0..1 before the exploration term is added (the evaluation separates
options by a few points only). At the leaf, the last mover's own follow-up decisions are
made greedily (LEAF_CHAIN, greedy's `finish`), so a card is judged after its best target,
and the game's evaluation, squashed to 0..1, scores the world for every seat (a finished
game: 1 win, 0 loss, 1/2 draw). A game may set `mcts_scale` (evaluation points that
make a clear lead) and `mcts_depth` (random plies before scoring).

"rollout" (rollout.py): greedy's ranking, re-ranked by greedy rollouts. WORLDS worlds are
dealt once per decision, each with its own dice, and every option is tried on the same
worlds (common random numbers: options are compared on identical deals). Each option,
followed by the seat's own greedy chain, gets greedy's one-ply judgement; greedy's TOP
best are then played out in each world with both seats choosing greedily with perfect
information of that world (the opponent is the greedy bot, so this models it closely)
until the deciding seat has changed SWITCHES times (2: through the opponent's reply, back
to this seat) or PLIES decisions, and scored by the evaluation. The option with the best
mean wins; greedy's own first choice gets MARGIN added, so it stands unless clearly
beaten. A game may set `mcts_top`, `mcts_switches`, `mcts_plies`, `mcts_hints` (rollout
movers take the game's hint), `mcts_look` (they judge through greedy's chain),
`mcts_margin`, and `mcts_recheck`: its hint is then not taken outright but stands in for
greedy's first choice, and the rollouts may overrule it (a block whose fight ends after
the opponent's turn is what a rollout sees through and one ply does not).

Budget: `mcts:N` (make_bot) runs exactly N iterations (tree walks, or rollouts) with no
time cap, so an experiment replays the same game for the same seed however busy the
machine; plain `mcts` runs ITERATIONS within TIME_CAP seconds: the tree begins no walk
that would end past it (reckoned by the slowest so far) and stops a leaf's greedy chain
at it; greedy's judgement of the rollout search stops dealing worlds at half the cap, its
rollouts at the cap, so options stay compared on the same worlds. The same table
met twice (a card played, then taken back) is not answered the same way twice.

Measured against greedy (2 players, mcts:48; the commit messages hold the figures): at
Believe in Me! rollouts won 132/200 (seed 11, 100 games a seat order) after 63/80 in
screening; In Nomine with its hints rechecked 24/40 (69/120 later), and with play-outs
through four changes of seat (`mcts_switches` 4, `mcts_plies` 40) 52/80 and 64/100 on two
seeds but 115/200 on a third, under the 1 s cap and without it alike (the cap seldom
binds: 230-300 ms a decision on average), so In Nomine keeps two; on branch inn-strength,
a fitted win chance at the play-outs' ends screened at 41/80, and play-outs to the seat's
next turn of its own screened at 53/80 but won 67/120 on fresh seeds; Possession's rollouts
(16 worlds, 3 options played out) screened at 52/80 but won 106/200 on a fresh seed;
through four changes of seat (8 worlds, 6 played out) they screened at 26/40 and won
122/200 (seed 71; 650-670 ms a decision, up to 8.4 s uncapped) and 125/200 under the
1 s cap (seed 81; 455 ms on average), against the tree's 53%: Possession plays them;
NecronomiCards stayed near 50% with every variant tried, as the tree did
(104/200, seed 5000). What separates the bots there is luck that a fair bot cannot
read: a measuring-only bot that searched the true state, the deck order included, won
63/80, but the same search knowing the opponent's hands and not the deck won 41/80; the
true deck order at the discards alone won 55/80, a fair 32-world search of the discards
alone 37/80; 21 variants of the evaluation won 45-53% in greedy self-play, and the
rollout search 112/200 (seed 5000) but 86/200 (seed 6000); the commit messages hold the
runs.
"reply" (branch mcts-reply, not merged): a best reply to greedy, an open-loop tree of the
seat's own decisions with the opponent played as greedy plays. In Nomine, seed 55001:
60/100, 23/40 through four changes of seat, 55/100 with the opponent judging through its
chain (the rollout search: 62/100 on those deals). No better: not kept.
A greedy prior at the tree's root (PRIOR, `_seed_root`) is kept but off (no better).
NecronomiCards' discards are answered as greedy answers them (`mcts_greedy`): the search of
the discards alone was no better than greedy's (37/80 above), and a Summon that makes a
player discard five cards one at a time kept a person waiting 3.6-4 s.
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Callable
from typing import Any

from tabletop_tui.bots import rollout
from tabletop_tui.bots.greedy import GreedyBot, finish, follow, forward, signature
from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision, IllegalChoice
from tabletop_tui.core.game import Game
from tabletop_tui.core.state import BaseState

ITERATIONS = 200  # the default budget (`mcts`); `mcts:N` sets N
TIME_CAP = 1.0  # seconds a decision may take at most
# of the cap, kept for what follows the search: the last step under way when the deadline
# passes, the answer chosen and remembered (In Nomine's play-outs ended up to 17 ms past)
RESERVE = 0.05
EXPLORATION = 0.5  # UCB's c, over the means stretched to 0..1 at each choice
SCALE = 10.0  # evaluation points that make a clear lead (a game may set `mcts_scale`)
DEPTH = 0  # random plies before the evaluation (a game may set `mcts_depth`)
HINT = True  # take the game's hint outright, as the greedy bot does
LEAF_CHAIN = 3  # the leaf mover's own follow-up decisions made greedily before scoring
PRIOR = 0  # visits the greedy judgement of each root option is worth (0: none)
PRIOR_WORLDS = 2  # worlds that judgement is made in
SEARCH = "tree"  # "tree" or "rollout" (rollout.py); a game may set `mcts_search`
RECHECK = False  # rollouts weigh the hint against the other options (a game's `mcts_recheck`)
POOL = 48  # worlds dealt per decision (dealing costs more than copying a dealt one)
# decision kinds the seat answers as the greedy bot does, with no search (a game's
# `mcts_greedy`): where a search measured no better than greedy and a chain of them (a
# Summon's discards, one card at a time) kept a person waiting a second each
GREEDY_KINDS: tuple[str, ...] = ()


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


def complete(
    game: Game[Any], world: BaseState, seat: int, chain: int, deadline: float = math.inf
) -> BaseState:
    """The world once `seat`'s own decisions that follow at once are made greedily (up to
    `chain` of them, the greedy bot's `finish`): a leaf after a card is cast but before
    its target is named is judged after the best target. Past `deadline` the chain stops
    where it is (one leaf's chain in NecronomiCards took 0.45 s)."""
    return finish(game, world, seat, chain, deadline)


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
        self.greedy = GreedyBot()  # for the kinds of decision the game leaves to it

    def choose(
        self, game: Game[Any], view: dict[str, Any], decision: Decision, rng: random.Random
    ) -> str:
        """The option the search rates best: the tree's most visited, or the rollouts' best
        mean (at once if there is only one)."""
        keys = [o.key for o in forward(game, decision.options)]  # never a take-back
        if len(keys) == 1:
            self.last_iterations = 0
            return keys[0]
        if decision.kind in getattr(game, "mcts_greedy", GREEDY_KINDS):
            self.last_iterations = 0
            return self.greedy.choose(game, view, decision, rng)
        search = getattr(game, "mcts_search", SEARCH)
        hinted = game.hint(view, decision, rng) if HINT else None
        # the hint is taken outright, unless the game has rollouts check it (`mcts_recheck`)
        recheck = search == "rollout" and getattr(game, "mcts_recheck", RECHECK)
        if hinted is not None and not recheck:
            self.last_iterations = 0
            return hinted
        seat = decision.seat
        if search == "rollout":
            worth, done = rollout.search(
                game,
                view,
                seat,
                keys,
                rng,
                self.iterations,
                time.perf_counter() + self.time_cap - RESERVE,
                self.should_stop,
                hinted,
            )
            self.last_iterations = done
            self.last_visits = {}
            return self._remember(view, decision, worth, keys)
        root = Edge()
        depth = getattr(game, "mcts_depth", DEPTH)
        deadline = time.perf_counter() + self.time_cap - RESERVE
        done = 0
        stop = self.should_stop
        if PRIOR:
            self._seed_root(game, view, seat, keys, root, rng)
        pool: list[BaseState] = []  # worlds dealt so far; later iterations reuse copies
        # no walk starts (after the first two) that would end past the deadline, reckoned
        # by the slowest so far: NecronomiCards' Summons ran to 1.19 s under the 1 s cap
        # (most of that was a full garbage collection over its evaluation's caches, 0.3 s
        # at one go, since kept out of the collector's way: necronomicards/strategy.py)
        slowest = 0.0
        while done < self.iterations:
            begun = time.perf_counter()
            if done >= 2 and begun + slowest > deadline:
                break
            if stop is not None and stop():
                break
            if len(pool) < POOL:
                dealt = game.determinize(view, seat, rng)
                dealt.log = []  # nobody reads a world's log: copies need not carry it
                pool.append(dealt)
            world = pool[done % POOL].clone()
            world.rng.seed(rng.getrandbits(64))  # its own chance from here on
            self._iterate(game, world, root, depth, rng, deadline)
            done += 1
            slowest = max(slowest, time.perf_counter() - begun)
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
        game: Game[Any],
        world: BaseState,
        node: Edge,
        depth: int,
        rng: random.Random,
        deadline: float = math.inf,
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
            world = complete(game, world, path[-1][1], LEAF_CHAIN, deadline)
        for _ in range(depth):
            options = engine.options(game, world)
            if not options:
                break
            engine.apply(game, world, rng.choice(options).key)
        scores = rewards(game, world)
        for edge, mover in path:
            edge.visits += 1
            edge.total += scores[mover]
