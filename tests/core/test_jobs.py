"""simulate --jobs N: the games spread over N processes give the results of one process."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletop_tui.cli import main
from tabletop_tui.core.cards import CardDataError
from tabletop_tui.core.jobs import add, one_game
from tabletop_tui.core.simulate import new_stats, simulate

TIMING = ("decision_ms", "decisions_per_second")


def results(data: dict[str, Any]) -> dict[str, Any]:
    """Everything but the timing figures (each process keeps its own clock)."""
    return {k: v for k, v in data.items() if k not in TIMING}


@pytest.mark.parametrize(
    ("game", "seats", "games"),
    [
        ("necronomicards", ["greedy", "random", "random"], 6),
        ("possession", ["greedy", "random"], 4),
        ("in-nomine", ["greedy", "random"], 2),
        # a search with a fixed budget: the same answers in a worker as at home
        ("necronomicards", ["mcts:6", "greedy"], 2),
    ],
)
def test_two_processes_give_the_results_of_one(game: str, seats: list[str], games: int) -> None:
    done: list[int] = []
    one = simulate(game, games, seats, seed=5)
    two = simulate(game, games, seats, seed=5, progress=done.append, jobs=2)
    assert results(two.as_json()) == results(one.as_json())
    assert [t.count for t in two.times] == [t.count for t in one.times]
    assert sorted(done) == list(range(1, games + 1))  # the progress bar counts every game


@pytest.mark.parametrize("jobs", ["0", "65", "100000"])
def test_jobs_must_be_from_1_to_64(capsys: pytest.CaptureFixture[str], jobs: str) -> None:
    args = ["simulate", "necronomicards", "--games", "2", "--seats", "random,random"]
    with pytest.raises(SystemExit) as exited:
        main([*args, "--jobs", jobs])
    assert exited.value.code == 2
    assert capsys.readouterr().err.strip() == (
        "tabletop-tui: error: --jobs must be from 1 to 64 (processes; more than the cores is "
        "no faster)"
    )


def test_no_more_processes_than_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bad-input audit: --jobs 2000 for two games forked 1,270 idle processes."""
    import tabletop_tui.core.jobs as jobs_module

    asked: list[int] = []
    real = jobs_module.ProcessPoolExecutor

    def pool(max_workers: int) -> Any:
        asked.append(max_workers)
        return real(max_workers=max_workers)

    monkeypatch.setattr(jobs_module, "ProcessPoolExecutor", pool)
    simulate("necronomicards", 2, ["random", "random"], seed=3, jobs=40)
    assert asked == [2]


def test_the_cli_passes_jobs_on(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "necronomicards", "--games", "3", "--seats", "greedy,random", "--json"]
    assert main([*args, "--jobs", "2"]) == 0
    two = capsys.readouterr().out
    assert main(args) == 0
    one = capsys.readouterr().out
    assert results(json.loads(two)) == results(json.loads(one))


def test_a_game_played_alone_in_a_worker_gives_its_part_of_the_run() -> None:
    """What a worker process runs (`one_game`), called here in this process: game n of a
    run alone, its figures added in game order, make the figures of the run."""
    seats = ["greedy", "random", "random"]
    whole = simulate("necronomicards", 4, seats, seed=5)
    total = new_stats("necronomicards", seats, 5)
    for n in range(4):
        part = one_game("necronomicards", list(seats), 5, None, None, n)
        assert part.game == "necronomicards" and part.seats == seats and part.seed == 5
        assert part.games == 1 and sum(part.wins) + part.draws + part.losses == 1
        add(total, part)
    assert results(total.as_json()) == results(whole.as_json())
    assert [t.count for t in total.times] == [t.count for t in whole.times]


def test_adding_a_part_adds_every_figure() -> None:
    total = new_stats("g", ["a", "b"], 0)
    total.extra = {"score": [1.0]}
    part = new_stats("g", ["a", "b"], 0)
    part.games, part.wins, part.draws, part.losses = 5, [1, 1], 1, 2
    part.turns, part.decisions, part.errors = 30, 90, 1
    part.error_seeds, part.error_messages = [7], ["seed 7: boom"]
    part.times[0].add(0.5)
    part.times[1].add(0.25)
    part.extra = {"score": [2.0], "other": [3.0]}
    part.won = [[0], [], [1]]
    add(total, part)
    add(total, part)
    assert (total.games, total.wins, total.draws, total.losses) == (10, [2, 2], 2, 4)
    assert (total.turns, total.decisions, total.errors) == (60, 180, 2)
    assert total.error_seeds == [7, 7] and total.error_messages == ["seed 7: boom"] * 2
    assert [(t.count, t.total, t.worst) for t in total.times] == [(2, 1.0, 0.5), (2, 0.5, 0.25)]
    assert total.extra == {"score": [1.0, 2.0, 2.0], "other": [3.0, 3.0]}
    assert total.won == [[0], [], [1]] * 2


def test_a_worker_plays_with_the_runs_options_and_card_folder(tmp_path: Path) -> None:
    seats = ["greedy", "random"]
    longer = simulate("necronomicards", 2, seats, seed=3, options={"target": 10})
    total = new_stats("necronomicards", seats, 3)
    for n in range(2):
        add(total, one_game("necronomicards", seats, 3, {"target": 10}, None, n))
    assert results(total.as_json()) == results(longer.as_json())
    assert total.turns != simulate("necronomicards", 2, seats, seed=3).turns
    with pytest.raises(CardDataError):  # an empty folder: no cards to play with
        one_game("necronomicards", seats, 3, None, tmp_path, 0)


def test_a_workers_part_is_labelled_with_its_run() -> None:
    part = one_game("necronomicards", ["random", "random"], 9, None, None, 1)
    assert (part.game, part.seats, part.seed, part.games) == (
        "necronomicards",
        ["random", "random"],
        9,
        1,
    )


def test_a_part_with_another_number_of_seats_is_refused() -> None:
    """A worker's figures must line up seat by seat with the run's: never cut short."""
    part = new_stats("g", ["a", "b"], 0)
    part.wins.append(1)  # the timings line up, the wins do not
    with pytest.raises(ValueError):
        add(new_stats("g", ["a", "b"], 0), part)
    part = new_stats("g", ["a", "b"], 0)
    part.times.append(part.times[0])  # the wins line up, the timings do not
    with pytest.raises(ValueError):
        add(new_stats("g", ["a", "b"], 0), part)
