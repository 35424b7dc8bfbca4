"""Shared fixtures for core tests."""

from __future__ import annotations

import random

import pytest

from tabletop_tui.core.match import Match, Seat


def random_match(seed: int, moves: int, players: int = 2) -> Match:
    """A NecronomiCards match after `moves` random choices (fewer if it ends)."""
    match = Match.start("necronomicards", [Seat("human", f"P{i}") for i in range(players)], seed)
    rng = random.Random(seed)
    for _ in range(moves):
        decision = match.decision()
        if decision is None:
            break
        match.choose(rng.choice(decision.options).key)
    return match


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_TUI_HOME", str(tmp_path / "home"))
