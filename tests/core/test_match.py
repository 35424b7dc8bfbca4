"""A match: its seats counted against the game's, its options checked, the state and the
choice log kept together, undo marks from the moment they are asked for, and undo that
replays the log without the choices taken back."""

from __future__ import annotations

import pickle

import pytest

from tabletop_tui.core.match import SEAT_KINDS, Match, Seat, is_seat_kind
from tabletop_tui.core.undo import Mark
from tests.core.tiny import Tiny


def test_seat_kinds_and_who_is_a_person() -> None:
    assert SEAT_KINDS == ("human", "random", "greedy", "mcts")
    assert all(is_seat_kind(k) for k in ("human", "random", "greedy", "mcts", "mcts:1"))
    assert not any(is_seat_kind(k) for k in ("wizard", "mcts:0", "greedy:2", "mcts:x", "mcts:"))
    assert Seat("human", "A").is_human and not Seat("greedy", "B").is_human


@pytest.mark.parametrize("count", [1, 3])
def test_a_match_takes_the_games_number_of_seats(count: int) -> None:
    with pytest.raises(ValueError) as err:
        Match(Tiny(), [Seat("human", f"P{i}") for i in range(count)], 1, {})
    assert str(err.value) == f"Tiny takes 2 seats, got {count}"


def test_a_match_holds_its_game_seats_seed_options_and_first_decision() -> None:
    seats = [Seat("greedy", "Bot"), Seat("human", "Ann")]
    match = Match(Tiny(), seats, 7, {})
    assert (match.game_id, match.seats, match.seed, match.options) == ("tiny", seats, 7, {})
    assert match.state.names == ["Bot", "Ann"] and match.state.seed == 7
    assert (match.turn, match.current, match.over) == (1, 0, False)
    assert match.decision().kind == "play" and match.choices == [] and match.marks is None
    assert match.humans == [1] and match.name(1) == "Ann"
    match.choose("pass")
    assert match.choices == ["pass"] and match.current == 1 and match.turn == 2
    match.state.end([1], "Ann won")
    assert match.over and match.decision() is None


def test_a_match_started_by_id_loads_the_game_and_fills_its_options() -> None:
    match = Match.start("possession", [Seat("human", "A"), Seat("human", "B")], 3)
    assert match.game_id == "possession" and match.cards_dir is None
    assert match.options == match.game.check_options(2, {}) and match.options


def test_undo_marks_start_when_asked_and_choices_before_stay() -> None:
    match = Match(Tiny(), [Seat("human", "A"), Seat("human", "B")], 1, {})
    match.choose("pass")
    match.track_undo()
    assert match.marks == [Mark(-1, "made before undo was kept")]
    match.track_undo()  # asked again: nothing changes
    assert len(match.marks) == 1
    match.choose("pass")
    assert len(match.marks) == 2 and match.marks[-1].seat == 1


def test_undo_replays_the_log_without_the_choices_taken_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With the policy allowing it (here: every choice of seat 0 may be taken back), undo
    takes back as many as asked and allowed, and the state is the replay of what is left."""
    match = Match(Tiny(), [Seat("human", "A"), Seat("human", "B")], 2, {})
    assert match.undo() == 0  # undo not kept: nothing to take back
    match.track_undo()
    monkeypatch.setattr("tabletop_tui.core.match.undo.takeback", lambda marks, seat: len(marks))
    for _ in range(3):
        match.choose("pass")
    before = Match(Tiny(), [Seat("human", "A"), Seat("human", "B")], 2, {})
    before.choose("pass")
    assert match.undo(2) == 2
    assert match.choices == ["pass"] and len(match.marks) == 1
    assert pickle.dumps(match.state) == pickle.dumps(before.state)
    assert match.undo(5) == 1 and match.choices == [] and match.marks == []
    assert match.undo(0) == 0 and match.undo(-1) == 0
