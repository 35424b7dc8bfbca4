"""The command line: exit codes and one-line errors as DESIGN.md specifies."""

from __future__ import annotations

import json
import re

import pytest

from tabletop_tui.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["simulate", "chess", "--games", "1", "--seats", "random,random"], "unknown game"),
        (["simulate", "necronomicards", "--games", "1", "--seats", "random"], "2 to 4 seats"),
        (
            ["simulate", "necronomicards", "--games", "1", "--seats", "random,wizard"],
            "unknown seat",
        ),
        (
            ["simulate", "necronomicards", "--games", "1", "--seats", "human,random"],
            "bot seats only",
        ),
        (
            [
                "simulate",
                "necronomicards",
                "--games",
                "1",
                "--seats",
                "random,random",
                "--option",
                "target=99",
            ],
            "target must be one of",
        ),
        (
            [
                "simulate",
                "necronomicards",
                "--games",
                "1",
                "--seats",
                "random,random",
                "--option",
                "speed=3",
            ],
            "unknown option",
        ),
        (
            [
                "simulate",
                "necronomicards",
                "--games",
                "1",
                "--seats",
                "random,random,random,random",
                "--option",
                "target=12",
            ],
            "at most 10",
        ),
        (["simulate", "necronomicards", "--games", "x", "--seats", "random,random"], "invalid int"),
        (["play", "chess"], "unknown game"),
        (["frobnicate"], "invalid choice"),
        # from a bad-input audit: inf froze the bots, nan acted as 0, the last option won
        (["play", "necronomicards", "--bot-delay", "inf"], "--bot-delay must be from 0 to 60"),
        (["play", "necronomicards", "--bot-delay", "nan"], "--bot-delay must be from 0 to 60"),
        (["play", "necronomicards", "--bot-delay", "-1"], "--bot-delay must be from 0 to 60"),
        (
            ["play", "necronomicards", "--option", "target=8", "--option", "target=9"],
            "option 'target' is given twice, as 8 and 9",
        ),
    ],
)
def test_bad_arguments_exit_2_with_one_line(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert words in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_simulate_json_has_the_documented_fields(capsys):
    code, out, _ = run(
        capsys,
        "simulate",
        "necronomicards",
        "--games",
        "3",
        "--seats",
        "random,greedy",
        "--seed",
        "5",
        "--json",
    )
    assert code == 0
    data = json.loads(out)
    for key in (
        "game",
        "games",
        "seats",
        "seed",
        "wins",
        "draws",
        "avg_turns",
        "avg_decisions",
        "decisions_per_second",
        "decision_ms",
        "errors",
    ):
        assert key in data
    assert data["games"] == 3 and sum(data["wins"]) + data["draws"] == 3
    assert data["errors"] == 0 and len(data["decision_ms"]) == 2


def test_simulate_table_shows_each_listed_bots_wins(capsys):
    """The table and --json agree, seat by listed seat, for the same games."""
    argv = ["simulate", "necronomicards", "--games", "4", "--seats", "random,greedy", "--seed", "3"]
    code, out, _ = run(capsys, *argv, "--json")
    wins = json.loads(out)["wins"]
    code, out, _ = run(capsys, *argv)
    assert code == 0 and "Win rate" in out
    for i, seat in enumerate(["random", "greedy"]):
        row = re.search(rf"{i + 1}: {seat}\s*│\s*(\d+)\s*│\s*([\d.]+)%", out)
        assert row is not None, out
        assert int(row.group(1)) == wins[i]
        assert float(row.group(2)) == round(100 * wins[i] / 4, 1)
    assert "errors 0" in out


def test_list_names_every_game_its_players_and_options(capsys):
    from tabletop_tui.core.registry import games

    code, out, _ = run(capsys, "list")
    assert code == 0
    for item in games():
        info = item.info
        assert re.search(rf"^{re.escape(info.id)} +{re.escape(info.name)}  \(", out, re.M)
        assert f"({info.players_text})" in out
        for spec in info.options:
            assert f"--option {spec.key}=<" in out
    assert "(2-4 players)" in out and "--option target=<7,8,9,10,11,12,13>  default 7" in out


def test_validate_ok_and_bad(capsys, tmp_path):
    from tabletop_tui.core.registry import games

    code, out, _ = run(capsys, "validate")
    assert code == 0
    assert "ok: necronomicards (159 cards)" in out and "ok: in-nomine (132 cards)" in out
    assert out.count("ok: ") == len(games())
    code, out, _ = run(capsys, "validate", "necronomicards", "--cards", str(tmp_path))
    assert code == 1 and "spells.yaml:0" in out and "ok:" not in out


def test_a_game_that_raises_is_counted_with_its_seed_and_the_run_goes_on(capsys, monkeypatch):
    from tabletop_tui.bots import random_bot

    calls = {"n": 0}
    real = random_bot.RandomBot.choose

    def flaky(self, game, view, decision, rng):
        calls["n"] += 1
        if calls["n"] == 5:
            raise RuntimeError("boom")
        return real(self, game, view, decision, rng)

    monkeypatch.setattr(random_bot.RandomBot, "choose", flaky)
    code, out, _ = run(
        capsys,
        "simulate",
        "necronomicards",
        "--games",
        "3",
        "--seats",
        "random,random",
        "--seed",
        "40",
        "--json",
    )
    data = json.loads(out)
    assert code == 1 and data["errors"] == 1 and data["error_seeds"] == [40]
    assert sum(data["wins"]) + data["draws"] == 2


def test_a_fixed_player_count_reads_plainly(capsys):
    code, _, err = run(capsys, "simulate", "in-nomine", "--games", "1", "--seats", "random")
    assert code == 2 and "In Nomine takes 2 seats, got 1" in err


def test_screenshots_to_an_unwritable_place_is_one_line(capsys, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    code, _, err = run(capsys, "screenshots", "--out", str(blocker / "shots"))
    assert code == 1 and "cannot write screenshots" in err and "Traceback" not in err


def test_play_defaults_to_two_seats_where_one_is_a_solitaire():
    """`play possession` without --seats is a person against a bot, not the solitaire."""
    import argparse

    from tabletop_tui.cli import resolve_setup

    args = argparse.Namespace(game="possession", seats=None, option=[], cards=None)
    _, seats, _ = resolve_setup(args, allow_human=True)
    assert seats == ["human", "greedy"]


def test_simulate_counts_a_lost_solitaire_in_losses(capsys):
    code, out, _ = run(
        capsys,
        "simulate",
        "possession",
        "--games",
        "40",
        "--seats",
        "random",
        "--seed",
        "1",
        "--json",
    )
    assert code == 0
    data = json.loads(out)
    assert data["wins"][0] + data["losses"] == 40 and data["draws"] == 0
    assert data["losses"] > 0 and data["extra"]["final_score"]["n"] == 40


def test_load_of_a_corrupt_save_is_refused_in_one_line_and_the_file_is_kept(
    capsys, tmp_path
) -> None:
    path = tmp_path / "broken.json"
    path.write_bytes(b'{"format": "tabletop-tui-save", "version": 1, "game": ')
    before = path.read_bytes()
    code, out, err = run(capsys, "--load", str(path))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "corrupt save" in err and str(path) in err
    assert path.read_bytes() == before


def test_load_of_a_missing_file_or_with_a_subcommand_is_refused(capsys, tmp_path) -> None:
    code, _, err = run(capsys, "--load", str(tmp_path / "none.json"))
    assert code == 2 and "no such save" in err
    code, _, err = run(capsys, "--load", str(tmp_path / "none.json"), "list")
    assert code == 2 and "give no subcommand" in err


def test_a_terminal_that_cannot_show_utf8_is_told_why_before_the_app_starts(
    capsys, monkeypatch
) -> None:
    import io
    import sys

    from tabletop_tui.cli import terminal_problem

    latin = io.TextIOWrapper(io.BytesIO(), encoding="latin-1")
    assert terminal_problem(io.TextIOWrapper(io.BytesIO(), encoding="utf-8")) is None
    assert "latin-1" in (terminal_problem(latin) or "")
    monkeypatch.setattr(sys, "stdout", latin)
    for argv in ([], ["play", "necronomicards"]):
        code, _, err = run(capsys, *argv)
        assert code == 2 and "UTF-8" in err and err.count("\n") == 1


def test_the_seats_help_names_every_seat_kind(capsys: pytest.CaptureFixture[str]) -> None:
    from tabletop_tui.cli import build_parser
    from tabletop_tui.core.match import SEAT_KINDS

    with pytest.raises(SystemExit):
        build_parser().parse_args(["simulate", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for kind in (*SEAT_KINDS, "mcts:N"):
        assert kind in text


def test_people_sharing_a_screen_get_in_nomines_windows_always():
    """R40: `play in-nomine --seats human,human` sets Windows: always (who is asked shows
    on a shared screen) unless --option says otherwise; a person against a bot keeps the
    quick default."""
    import argparse

    from tabletop_tui.cli import resolve_setup

    def options(seats: str, *given: str) -> dict:
        args = argparse.Namespace(game="in-nomine", seats=seats, option=list(given), cards=None)
        return resolve_setup(args, allow_human=True)[2]

    assert options("human,human")["windows"] == "always"
    assert options("human,greedy")["windows"] == "playable"
    assert options("human,human", "windows=playable")["windows"] == "playable"
