"""Saves are the choice log; bad saves get a clear error and nothing is overwritten."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import pytest

from tabletop_tui.core.saves import SaveError, read_save, save_data, write_save
from tests.core.conftest import random_match


def test_save_then_load_replays_to_the_same_state(tmp_path: Path):
    match = random_match(seed=9, moves=40)
    path = tmp_path / "game.json"
    write_save(match, path)
    loaded = read_save(path)
    assert loaded.choices == match.choices
    assert pickle.dumps(loaded.state) == pickle.dumps(match.state)


def test_save_holds_version_game_options_seats_seed_and_choices(tmp_path: Path):
    data = save_data(random_match(seed=9, moves=5))
    assert {"format", "version", "game", "options", "seats", "seed", "choices"} <= set(data)
    assert data["game"] == "necronomicards" and data["options"] == {"target": 7}


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "tabletop-tui-save", "version": 1, "game": "necronomicards"', "not valid"),
        ('{"hello": 1}', "not a tabletop-tui save"),
        ('{"format": "tabletop-tui-save", "version": 99}', "version 99 is not supported"),
        ("", "not valid JSON"),
    ],
)
def test_corrupt_saves_are_refused_with_a_clear_error(tmp_path: Path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveError, match=message):
        read_save(path)
    assert path.read_text() == content


def _good(tmp_path: Path) -> tuple[Path, dict]:
    match = random_match(seed=9, moves=10)
    path = tmp_path / "s.json"
    write_save(match, path)
    return path, json.loads(path.read_text())


def test_unknown_game_is_refused(tmp_path: Path):
    path, data = _good(tmp_path)
    data["game"] = "chess"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="unknown game 'chess'"):
        read_save(path)


def test_a_choice_that_no_longer_applies_is_refused(tmp_path: Path):
    path, data = _good(tmp_path)
    data["choices"].insert(0, "cast:nonsense")
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="choice 1 .* is refused"):
        read_save(path)


def test_wrong_types_are_refused(tmp_path: Path):
    path, data = _good(tmp_path)
    data["seed"] = "eleven"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="'seed' has the wrong type"):
        read_save(path)


def test_missing_file_is_a_save_error(tmp_path: Path):
    with pytest.raises(SaveError, match="no such save"):
        read_save(tmp_path / "nope.json")


def test_writing_replaces_atomically_and_leaves_no_temp_files(tmp_path: Path):
    path, _ = _good(tmp_path)
    write_save(random_match(seed=10, moves=12), path)
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]
    assert read_save(path).seed == 10
