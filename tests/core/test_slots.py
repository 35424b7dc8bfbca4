"""Save slots and fingerprints: each save says what made it and how the menu names it; a
save of a changed game is refused plainly unless the player asks, and kept either way."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_tui.core.fingerprint import fingerprint
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.saves import SaveChanged, read_save, save_data, write_save
from tabletop_tui.core.slots import describe, list_saves, players_text, slot_path, when_text
from tests.core.conftest import random_match


def possession(moves: int) -> Match:
    match = Match.start("possession", [Seat("human", "Ann"), Seat("greedy", "Greedy Bot 2")], 4)
    for _ in range(moves):
        decision = match.decision()
        assert decision is not None
        match.choose(decision.options[-1].key)
    return match


def test_a_save_records_its_fingerprint_and_a_summary() -> None:
    match = random_match(seed=9, moves=12)
    data = save_data(match)
    assert data["fingerprint"] == fingerprint(type(match.game).__module__, "necronomicards", None)
    assert set(data["fingerprint"]) == {"rules", "cards"} and all(data["fingerprint"].values())
    assert data["summary"] == {"turn": match.turn, "over": False}


@pytest.mark.parametrize(("key", "words"), [("rules", "the rules"), ("cards", "the cards")])
def test_a_changed_game_is_refused_plainly_and_loads_only_when_asked(
    tmp_path: Path, key: str, words: str
) -> None:
    match = random_match(seed=9, moves=12)
    path = tmp_path / "game.json"
    write_save(match, path)
    data = json.loads(path.read_text())
    data["fingerprint"][key] = "0000"
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    with pytest.raises(SaveChanged, match=f"{words} of NecronomiCards changed since"):
        read_save(path)
    assert path.read_bytes() == before
    assert read_save(path, changed_ok=True).choices == match.choices
    assert describe(path).changed == (words,)


def test_a_save_from_before_fingerprints_still_loads(tmp_path: Path) -> None:
    match = random_match(seed=9, moves=12)
    path = tmp_path / "old.json"
    data = save_data(match)
    del data["fingerprint"], data["summary"]
    path.write_text(json.dumps(data))
    assert read_save(path).choices == match.choices
    assert describe(path).changed == ()


def test_the_menu_names_a_save_by_game_turn_and_players(tmp_path: Path) -> None:
    match = possession(6)
    path = slot_path("possession")
    write_save(match, path)
    info = describe(path)
    assert info.description == f"Possession, turn {match.turn}, you vs Greedy Bot 2"
    assert info.game_id == "possession" and not info.changed and not info.problem
    assert [s.path for s in list_saves()] == [path]


def test_a_damaged_save_is_listed_with_its_problem() -> None:
    path = slot_path("necronomicards")
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    info = describe(path)
    assert info.problem and "damaged" in info.description


def test_players_text() -> None:
    human, bot = {"kind": "human"}, {"kind": "greedy"}
    assert players_text([{**human, "name": "Ann"}, {**bot, "name": "Bo"}]) == "you vs Bo"
    assert players_text([{**human, "name": "Ann"}]) == "you alone"
    assert players_text([{**human, "name": "Ann"}, {**human, "name": "Bob"}]) == "Ann vs Bob"
    both = [{**bot, "name": "A"}, {**bot, "name": "B"}]
    assert players_text(both) == "A vs B (bots only)"


def test_when_text() -> None:
    assert when_text(1000.0, now=1030.0) == "saved just now"
    assert when_text(1000.0, now=1000.0 + 5 * 60) == "saved 5 min ago"
    assert when_text(1000.0, now=1000.0 + 3 * 86400).startswith("saved ")
