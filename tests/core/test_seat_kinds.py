"""The mcts seat and its budget (`mcts:N`) on the command line and in saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_tui.cli import main
from tabletop_tui.core.match import Match, Seat, is_seat_kind
from tabletop_tui.core.saves import SaveError, read_save, write_save


def test_seat_kinds_and_the_search_budget() -> None:
    assert all(is_seat_kind(k) for k in ("human", "random", "greedy", "mcts", "mcts:1", "mcts:800"))
    bad = ("wizard", "mcts:", "mcts:0", "mcts:-3", "mcts:x", "greedy:5", "human:2", "MCTS")
    assert not any(is_seat_kind(k) for k in bad)


@pytest.mark.parametrize("seat", ["mcts:0", "mcts:lots", "greedy:3"])
def test_a_bad_budget_is_one_line_and_exit_2(seat: str, capsys: pytest.CaptureFixture[str]):
    with pytest.raises(SystemExit) as exited:
        main(["simulate", "necronomicards", "--games", "1", "--seats", f"random,{seat}"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"unknown seat kind '{seat}'" in err and "mcts:N" in err


def test_simulate_takes_an_mcts_seat_with_its_budget(capsys: pytest.CaptureFixture[str]):
    args = ["simulate", "necronomicards", "--games", "1", "--seats", "mcts:8,random", "--json"]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["seats"] == ["mcts:8", "random"] and data["errors"] == 0


def test_a_save_keeps_an_mcts_seat(tmp_path: Path) -> None:
    match = Match.start("in-nomine", [Seat("human", "Ann"), Seat("mcts:50", "Hard Bot 2")], 4)
    path = tmp_path / "save.json"
    write_save(match, path)
    assert read_save(path).seats == match.seats
    data = json.loads(path.read_text())
    data["seats"][1]["kind"] = "mcts:0"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="bad seat"):
        read_save(path)
