"""The mcts seat takes the game's hint outright (as the greedy bot does), and judges a
leaf only once the mover's own decisions that follow at once are made greedily."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from tabletop_tui.bots import GreedyBot, MctsBot
from tabletop_tui.bots import mcts as mcts_module
from tabletop_tui.core import engine
from tests.bots.test_bots import dealt
from tests.core.tiny import Tiny


def test_the_games_hint_is_taken_outright(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hint (here: pass, the worst option) is answered at once, with no world dealt, and
    it is what the greedy bot answers too."""
    monkeypatch.setattr(Tiny, "hint", lambda self, view, decision, rng: "pass")
    monkeypatch.setattr(Tiny, "determinize", lambda *a: pytest.fail("searched"))
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    pending = engine.decision(game, state)
    assert pending is not None and len(pending.options) > 1
    view = game.view(state, 0)
    bot = MctsBot()
    assert bot.choose(game, view, pending, random.Random(0)) == "pass"
    assert bot.last_iterations == 0
    assert GreedyBot().choose(game, view, pending, random.Random(0)) == "pass"


def test_without_a_hint_it_searches() -> None:
    game = Tiny()  # Tiny gives no hint
    state = dealt(game, ["a1", "a5"])
    pending = engine.decision(game, state)
    assert pending is not None
    bot = MctsBot(iterations=20, time_cap=60.0)
    bot.choose(game, game.view(state, 0), pending, random.Random(0))
    assert bot.last_iterations == 20


def alone(game: Tiny, hand: list[str]) -> Any:
    """Seat 0 to play with `hand`, the deck and seat 1's hand empty: seat 1 has nothing to
    do, so seat 0 plays again and again (its own decisions, one after another)."""
    state = dealt(game, hand, deck=[])
    state.deck.clear()
    return state


def test_complete_plays_the_movers_own_decisions_greedily() -> None:
    """Up to `chain` of them, each the best by one ply, on the given world (the caller
    copies it), and no further."""
    game = Tiny()
    state = alone(game, ["a1", "a3"])
    # seat 0 holds a1, a3 and the b2 it drew: 3 (+1 bonus), then 2 (+1)
    done = mcts_module.complete(game, state.clone(), 0, 2)
    assert done.table == ["a3", "b2"] and done.score == [7, 0]
    once = mcts_module.complete(game, state.clone(), 0, 1)
    assert once.table == ["a3"]
    assert mcts_module.complete(game, state.clone(), 1, 3).table == []  # not seat 1's turn
    assert state.table == []  # the original is untouched


def test_the_search_judges_its_leaves_after_the_chain(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every world scored has had the mover's own follow-up decisions made: with seat 0
    alone at the table, every leaf has had LEAF_CHAIN more cards played than the edges of
    the tree did (until the hand is spent or the game won)."""
    game = Tiny()
    state = alone(game, ["a1", "a3", "a4"])
    pending = engine.decision(game, state)
    assert pending is not None
    # Tiny deals the unseen cards to the deck: here every world is the table as it is
    monkeypatch.setattr(Tiny, "determinize", lambda self, view, seat, rng: state.clone())
    scored: list[bool] = []
    real = mcts_module.rewards

    def spy(g: Any, world: Any) -> list[float]:
        scored.append(world.over or len(world.hands[0]) <= 1)
        return real(g, world)

    monkeypatch.setattr(mcts_module, "rewards", spy)
    monkeypatch.setattr(mcts_module, "LEAF_CHAIN", 3)
    bot = MctsBot(iterations=30, time_cap=60.0)
    bot.choose(game, game.view(state, 0), pending, random.Random(1))
    # four cards held; an expanded edge plays one (or passes), then three more are played
    # (unless one of them wins the game: 9 points)
    assert len(scored) == 30 and all(scored), scored
    monkeypatch.setattr(mcts_module, "LEAF_CHAIN", 0)
    scored.clear()
    MctsBot(iterations=30, time_cap=60.0).choose(
        game, game.view(state, 0), pending, random.Random(1)
    )
    assert not all(scored)  # unfinished leaves, as the search judged them before


def test_a_leafs_chain_stops_at_the_deadline() -> None:
    """Past the search's deadline the leaf's greedy chain stops where it is (one leaf's
    chain in NecronomiCards took 0.45 s and carried a decision past the 1 s cap)."""
    game = Tiny()
    state = alone(game, ["a1", "a3"])
    assert mcts_module.complete(game, state.clone(), 0, 2, deadline=0.0).table == []
    assert mcts_module.complete(game, state.clone(), 0, 2, deadline=math.inf).table == [
        "a3",
        "b2",
    ]


def test_no_walk_starts_that_would_end_past_the_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a clock where every walk takes 0.3 s and a 1 s cap (the search's deadline is
    0.95 s in): walks end at 0.3, 0.6 and 0.9 s, and a fourth would end at 1.2 s, so it is
    not begun (it used to be, since 0.9 s was still before the deadline)."""
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    pending = engine.decision(game, state)
    assert pending is not None
    now = [0.0]
    monkeypatch.setattr(mcts_module.time, "perf_counter", lambda: now[0])
    real = mcts_module.MctsBot._iterate

    def walk(*args: Any) -> None:
        now[0] += 0.3
        real(*args)

    monkeypatch.setattr(mcts_module.MctsBot, "_iterate", staticmethod(walk))
    bot = MctsBot(iterations=10**6, time_cap=1.0)
    bot.choose(game, game.view(state, 0), pending, random.Random(0))
    assert bot.last_iterations == 3 and now[0] == pytest.approx(0.9)
