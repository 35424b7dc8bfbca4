"""The mcts seat's greedy prior (`PRIOR` > 0; off by default): each root option starts
with PRIOR visits worth what one greedy ply says of it, averaged over PRIOR_WORLDS worlds
dealt from the view, squashed to 0..1 by the game's scale."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from tabletop_tui.bots import MctsBot
from tabletop_tui.bots import mcts as mcts_module
from tabletop_tui.core import engine
from tabletop_tui.core.decision import IllegalChoice
from tests.bots.test_bots import dealt
from tests.core.tiny import Tiny


def squashed(points: float, scale: float) -> float:
    """The logistic squash the search's rewards use, clamped to +-30 before it."""
    x = max(-30.0, min(30.0, points / scale))
    return 1.0 / (1.0 + math.exp(-x))


def seeded_root(
    game: Tiny, monkeypatch: pytest.MonkeyPatch, prior: int = 4
) -> tuple[dict[tuple[int, str], Any], list[int]]:
    """Seat 0 at its play with a1, a5 and a drawn b2, behind 0 to 4: the root's edges after
    the prior, and the seats determinize was asked for."""
    monkeypatch.setattr(mcts_module, "PRIOR", prior)
    state = dealt(game, ["a1", "a5"], score=[0, 4])
    pending = engine.decision(game, state)
    assert pending is not None
    keys = [o.key for o in pending.options]
    assert keys == ["play:a1", "play:a5", "play:b2", "pass"]
    dealt_for: list[int] = []
    real = game.determinize

    def deal(view: dict[str, Any], seat: int, rng: random.Random) -> Any:
        dealt_for.append(seat)
        return real(view, seat, rng)

    game.determinize = deal  # type: ignore[method-assign]
    root = mcts_module.Edge()
    MctsBot._seed_root(game, game.view(state, 0), 0, keys, root, random.Random(2))
    return root.children, dealt_for


def test_each_option_starts_with_prior_visits_worth_its_greedy_ply(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Playing 5 (and its bonus) leads 6 to 4: +2; a 2 is -1, a 1 is -2, a pass -4. The
    other seat holds nothing, so every dealt world agrees."""
    game = Tiny()
    game.mcts_scale = 2.0  # type: ignore[attr-defined]
    children, dealt_for = seeded_root(game, monkeypatch)
    assert dealt_for == [0] * mcts_module.PRIOR_WORLDS
    worth = {"play:a5": 2, "play:b2": -1, "play:a1": -2, "pass": -4}
    assert set(children) == {(0, key) for key in worth}
    for key, points in worth.items():
        edge = children[(0, key)]
        assert edge.visits == edge.avail == 4
        assert edge.total == pytest.approx(4 * squashed(points, 2.0), abs=1e-12)
        assert edge.children == {}


def test_a_lead_beyond_thirty_scales_is_clamped(monkeypatch: pytest.MonkeyPatch) -> None:
    game = Tiny()
    game.mcts_scale = 0.01  # type: ignore[attr-defined]
    children, _ = seeded_root(game, monkeypatch, prior=3)
    assert children[(0, "play:a5")].total == 3 / (1.0 + math.exp(-30.0))
    assert children[(0, "pass")].total == 3 / (1.0 + math.exp(30.0))


def test_without_a_game_scale_the_default_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    game = Tiny()
    children, _ = seeded_root(game, monkeypatch, prior=1)
    scale = mcts_module.SCALE
    assert children[(0, "play:a5")].total == pytest.approx(squashed(2, scale), abs=1e-12)


def test_an_option_no_dealt_world_allows_gets_no_prior(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first option is refused in every world (no edge, and the others still get
    theirs); a 2 is refused in the first world only (judged by the other)."""
    game = Tiny()
    game.mcts_scale = 2.0  # type: ignore[attr-defined]
    real = engine.apply
    refused: list[str] = []

    def refuse(g: Any, s: Any, key: str) -> None:
        if key == "play:a1" or (key == "play:b2" and "play:b2" not in refused):
            refused.append(key)
            raise IllegalChoice("not in this world")
        real(g, s, key)

    monkeypatch.setattr(mcts_module.engine, "apply", refuse)
    children, _ = seeded_root(game, monkeypatch)
    assert refused == ["play:a1", "play:a1", "play:b2"]
    assert set(children) == {(0, "play:a5"), (0, "play:b2"), (0, "pass")}
    assert children[(0, "play:b2")].total == pytest.approx(4 * squashed(-1, 2.0), abs=1e-12)


def test_the_search_starts_from_the_prior_when_it_is_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a prior the root's edges exist before the first iteration: a search of two
    iterations still prefers the option the prior rates best."""
    monkeypatch.setattr(mcts_module, "PRIOR", 50)
    game = Tiny()
    state = dealt(game, ["a1", "a5"], score=[0, 4])
    pending = engine.decision(game, state)
    assert pending is not None
    bot = MctsBot(iterations=2, time_cap=60.0)
    assert bot.choose(game, game.view(state, 0), pending, random.Random(0)) == "play:a5"
