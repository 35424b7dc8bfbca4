"""simulate --duplicate: each deal played once per seat, every bot from every position."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop_tui.cli import main
from tabletop_tui.core import simulate
from tabletop_tui.core.jobs import one_game
from tabletop_tui.core.simulate import new_stats
from tabletop_tui.report import summary_table
from tests.core.tiny import Tiny

TIMING = ("decision_ms", "decisions_per_second")


def played(stats: simulate.Stats) -> dict[str, Any]:
    """What a game's figures say of its play (not its clock, seed or run kind)."""
    data = stats.as_json()
    return {k: v for k, v in data.items() if k not in (*TIMING, "seed", "deals", "swept")}


def test_the_games_of_a_deal_share_its_seed_and_turn_the_seats() -> None:
    tables: list[tuple[int, list[str]]] = []

    class Table:
        def __init__(self, game: Any, table: list[Any], seed: int, *rest: Any, **kw: Any) -> None:
            tables.append((seed, [s.name for s in table]))
            raise RuntimeError("seen")

    stats = new_stats("x", ["a", "b", "c"], 10, duplicate=True)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(simulate, "Match", Table)
        patch.setattr(simulate, "make_bot", lambda kind: object())
        for n in range(6):
            simulate.play_game(Tiny(), stats, n, None, None)
    assert tables == [
        (10, ["a-1", "b-2", "c-3"]),
        (10, ["b-2", "c-3", "a-1"]),
        (10, ["c-3", "a-1", "b-2"]),
        (11, ["a-1", "b-2", "c-3"]),
        (11, ["b-2", "c-3", "a-1"]),
        (11, ["c-3", "a-1", "b-2"]),
    ]
    assert stats.won == [[]] * 6  # a crashed game is won by nobody


def test_a_duplicate_game_is_the_plain_game_of_its_deal_and_place() -> None:
    """Game n of a duplicate run from seed 5 is the plain run's game of the same seed
    (5 + n // 2) and the same turn of the seats (n % 2), played alike to the end."""
    seats = ["random", "random"]
    for n in range(4):
        dup = one_game("necronomicards", seats, 5, None, None, n, duplicate=True)
        plain_seed = 5 + n // 2 - n  # plain game n is played from plain_seed + n
        plain = one_game("necronomicards", seats, plain_seed, None, None, n)
        assert played(dup) == played(plain) and dup.won == plain.won
        assert dup.decisions > 0


def test_a_deal_is_swept_by_the_bot_that_won_it_from_every_seat() -> None:
    stats = new_stats("g", ["a", "b"], 0, duplicate=True)
    stats.won = [
        [0], [0],  # a won the deal from both seats
        [0], [1],  # the same seat won both games: the deal decided it
        [1], [1],  # b swept it
        [], [1],  # a draw, then b
        [0],  # a deal not played out from every seat is not counted
    ]  # fmt: skip
    data = stats.as_json()
    assert data["deals"] == 4 and data["swept"] == [1, 1]
    assert "deals" not in new_stats("g", ["a", "b"], 0).as_json()  # a plain run has none


def test_a_duplicate_run_counts_winners_per_game_and_spreads_over_processes() -> None:
    seats = ["greedy", "random"]
    one = simulate.simulate("possession", 4, seats, seed=2, duplicate=True)
    two = simulate.simulate("possession", 4, seats, seed=2, duplicate=True, jobs=2)
    assert one.won == two.won and played(one) == played(two)
    assert one.as_json()["deals"] == 2
    assert sum(len(w) for w in one.won) == sum(one.wins)


def test_the_summary_table_shows_the_deals_each_bot_swept() -> None:
    stats = new_stats("g", ["a", "b"], 0, duplicate=True)
    stats.games, stats.wins, stats.won = 2, [2, 0], [[0], [0]]
    table = summary_table(stats)
    assert "(1 deal, each from every seat)" in str(table.title)
    assert [c.header for c in table.columns][-1] == "Deals won from every seat"
    assert list(table.columns[-1].cells) == ["1", "0"]
    plain = summary_table(new_stats("g", ["a", "b"], 0))
    assert len(plain.columns) == 5 and "deals" not in str(plain.title)


def test_the_cli_plays_duplicate_deals_and_wants_a_game_per_seat(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["simulate", "necronomicards", "--seats", "random,random,random", "--duplicate"]
    assert main([*args, "--games", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["deals"] == 1 and len(data["swept"]) == 3
    with pytest.raises(SystemExit) as exited:
        main([*args, "--games", "4"])
    assert exited.value.code == 2
    assert capsys.readouterr().err.strip() == (
        "tabletop-tui: error: --duplicate plays each deal 3 times (once per seat): "
        "--games must be a multiple of 3"
    )
