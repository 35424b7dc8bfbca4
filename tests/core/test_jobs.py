"""simulate --jobs N: the games spread over N processes give the results of one process."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop_tui.cli import main
from tabletop_tui.core.simulate import simulate

TIMING = ("decision_ms", "decisions_per_second")


def results(data: dict[str, Any]) -> dict[str, Any]:
    """Everything but the timing figures (each process keeps its own clock)."""
    return {k: v for k, v in data.items() if k not in TIMING}


@pytest.mark.parametrize(
    ("game", "seats", "games"),
    [
        ("necronomicards", ["greedy", "random", "random"], 6),
        ("possession", ["greedy", "random"], 4),
        ("in-nomine", ["mcts:12", "greedy"], 2),
    ],
)
def test_two_processes_give_the_results_of_one(game: str, seats: list[str], games: int) -> None:
    done: list[int] = []
    one = simulate(game, games, seats, seed=5)
    two = simulate(game, games, seats, seed=5, progress=done.append, jobs=2)
    assert results(two.as_json()) == results(one.as_json())
    assert [t.count for t in two.times] == [t.count for t in one.times]
    assert sorted(done) == list(range(1, games + 1))  # the progress bar counts every game


def test_jobs_must_be_at_least_one(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "necronomicards", "--games", "2", "--seats", "random,random"]
    with pytest.raises(SystemExit) as exited:
        main([*args, "--jobs", "0"])
    assert exited.value.code == 2
    assert capsys.readouterr().err.strip() == "tabletop-tui: error: --jobs must be at least 1"


def test_the_cli_passes_jobs_on(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "necronomicards", "--games", "3", "--seats", "greedy,random", "--json"]
    assert main([*args, "--jobs", "2"]) == 0
    two = capsys.readouterr().out
    assert main(args) == 0
    one = capsys.readouterr().out
    assert results(json.loads(two)) == results(json.loads(one))
