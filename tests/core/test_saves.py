"""Saves are the choice log; bad saves get a clear error and nothing is overwritten."""

from __future__ import annotations

import json
import os
import pickle
import random
import re
import shutil
from pathlib import Path

import pytest

from tabletop_tui.core.cards import packaged_card_dir
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.saves import (
    SaveChanged,
    SaveError,
    read_save,
    save_data,
    write_save,
    write_save_text,
)
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
        # (a bad-input audit: each printed a traceback)
        pytest.param("[" * 100_000 + "]" * 100_000, "too deep or too large", id="deep"),
        pytest.param('{"version": ' + "9" * 5000 + "}", "too large", id="5000 digits"),
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


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"seed": True}, "'seed' has the wrong type"),
        ({"seed": 9.0}, "'seed' has the wrong type"),
        ({"version": True}, "version True is not supported"),
        ({"options": {"target": True}}, "option 'target' has the wrong type"),
        ({"options": {"target": 7.0}}, "option 'target' has the wrong type"),
        ({"options": {"target": 99}}, "cannot set the game up again: option target must be"),
        ({"cards": 5}, "'cards' has the wrong type"),
        ({"cards": ["cards"]}, "'cards' has the wrong type"),
        ({"seats": [{"kind": "human", "name": 5}, {"kind": "human"}]}, "bad seat"),
        ({"seats": [{"kind": "wizard", "name": "W"}, {"kind": "human"}]}, "bad seat"),
        ({"seats": [{"kind": "human", "name": "Solo"}]}, "takes 2 to 4 seats, got 1"),
        ({"choices": "draw"}, "'choices' has the wrong type"),
        ({"choices": [7]}, "choice 1 is not text"),
        ({"game": None}, "'game' has the wrong type"),
        ({"options": []}, "corrupt save ('options' has the wrong type)"),
        ({"seats": {"kind": "human"}}, "corrupt save ('seats' has the wrong type)"),
        ({"seats": [{"kind": 5, "name": "W"}, {"kind": "human"}]}, "corrupt save (bad seat"),
        ({"seats": ["human", {"kind": "human"}]}, "corrupt save (bad seat 'human')"),
        pytest.param({"cards": "x" * 300}, "cannot set the game up again", id="long cards"),
        ({"cards": "car\u0000ds"}, "cannot set the game up again"),
    ],
)
def test_a_value_of_the_wrong_kind_is_refused_in_one_line(tmp_path: Path, change, message):
    """A boolean is not a number here (JSON `true` is 1 to Python): refused, not accepted."""
    path, data = _good(tmp_path)
    data.update(change)
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=re.escape(message)) as err:
        read_save(path)
    assert "\n" not in str(err.value) and str(err.value).startswith(str(path))


def test_choices_past_the_games_end_are_refused_with_the_save_error(tmp_path: Path):
    match = random_match(seed=2, moves=100_000)
    assert match.over
    path = tmp_path / "over.json"
    write_save(match, path)
    data = json.loads(path.read_text())
    data["choices"].append(data["choices"][-1])
    path.write_text(json.dumps(data))
    n = len(data["choices"])
    with pytest.raises(SaveError, match=rf"choice {n} .* is refused: the game is over"):
        read_save(path)


def edited_cards(tmp_path: Path) -> Path:
    """A copy of the NecronomiCards cards where Cerberus is called Fluffy."""
    cards = tmp_path / "my-cards"
    shutil.copytree(packaged_card_dir("necronomicards"), cards)
    text = (cards / "summons.yaml").read_text()
    (cards / "summons.yaml").write_text(text.replace("name: Cerberus", "name: Fluffy", 1))
    return cards


def test_a_game_played_with_its_own_cards_reloads_with_them_from_anywhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """`--cards my-cards` (a path relative to where the game was started) is saved as the
    folder itself, so Continue, started anywhere, replays with the same cards."""
    cards = edited_cards(tmp_path)
    monkeypatch.chdir(tmp_path)
    seats = [Seat("human", "Ann"), Seat("human", "Ben")]
    match = Match.start("necronomicards", seats, 9, {}, Path("my-cards"))
    rng = random.Random(9)
    for _ in range(30):
        match.choose(rng.choice(match.decision().options).key)  # type: ignore[union-attr]
    path = tmp_path / "game.json"
    write_save(match, path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    loaded = read_save(path)
    assert loaded.cards_dir == cards.resolve()
    assert loaded.game.cards.card("cerberus").name == "Fluffy"
    assert pickle.dumps(loaded.state) == pickle.dumps(match.state)


def test_the_command_line_hands_its_cards_to_the_game_it_starts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """`play GAME --cards DIR`: the match the app starts, and so its save, has that folder."""
    from tabletop_tui import cli
    from tabletop_tui.ui import app as app_module

    cards = edited_cards(tmp_path)
    started: list[Match] = []

    class Recording:
        return_code = None  # as an app that ended without an error

        def __init__(self, app: app_module.TabletopApp) -> None:
            self.app = app

        def run(self) -> None:
            started.append(self.app.start_session.start())

    real = app_module.make_app
    monkeypatch.setattr(app_module, "make_app", lambda **kw: Recording(real(**kw)))
    argv = ["play", "necronomicards", "--seats", "human,greedy", "--seed", "4"]
    assert cli.main([*argv, "--cards", str(cards)]) == 0
    (match,) = started
    assert match.cards_dir == cards and match.game.cards.card("cerberus").name == "Fluffy"
    write_save(match, tmp_path / "s.json")
    assert read_save(tmp_path / "s.json").game.cards.card("cerberus").name == "Fluffy"


@pytest.mark.parametrize("key", ["game", "options", "seed", "choices", "seats"])
def test_a_save_missing_a_field_is_not_a_save(tmp_path: Path, key: str):
    path, data = _good(tmp_path)
    del data[key]
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as err:
        read_save(path)
    assert str(err.value) == f"{path}: not a tabletop-tui save (missing '{key}')"


def test_a_save_that_cannot_be_read_says_so(tmp_path: Path):
    folder = tmp_path / "a-folder.json"
    folder.mkdir()
    with pytest.raises(SaveError, match=rf"^{re.escape(str(folder))}: cannot read the save \("):
        read_save(folder)
    (tmp_path / "latin.json").write_bytes(b'{"format": "caf\xe9"}')
    with pytest.raises(SaveError, match="cannot read the save"):
        read_save(tmp_path / "latin.json")


def test_a_seat_saved_without_a_name_is_loaded_as_a_question_mark(tmp_path: Path):
    path, data = _good(tmp_path)
    del data["seats"][1]["name"]
    path.write_text(json.dumps(data))
    assert [s.name for s in read_save(path).seats] == ["P0", "?"]


def test_a_save_whose_rules_and_cards_both_changed_names_both(tmp_path: Path):
    path, data = _good(tmp_path)
    data["fingerprint"] = {"rules": "0", "cards": "0"}
    path.write_text(json.dumps(data))
    with pytest.raises(SaveChanged) as err:
        read_save(path)
    assert str(err.value) == (
        f"{path}: the rules and the cards of NecronomiCards changed since this save was made: "
        "replaying it may fail or lead to a different game"
    )


def test_a_save_is_readable_text_one_field_a_line_and_names_kept(tmp_path: Path):
    match = Match.start("necronomicards", [Seat("human", "Zoë"), Seat("greedy", "Bó")], 3)
    path = tmp_path / "s.json"
    write_save(match, path)
    text = path.read_bytes().decode("utf-8")
    assert text.startswith('{\n "format": "tabletop-tui-save",\n "version": 1,\n')
    assert [s.name for s in read_save(path).seats] == ["Zoë", "Bó"]


def test_a_save_is_written_beside_its_file_and_a_failed_write_leaves_the_old_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """The new text goes to a hidden temporary file in the same folder (so the rename is
    atomic and the menu's *.json never lists it); a write that fails removes it and leaves
    the old save as it was."""
    path, _ = _good(tmp_path)
    before = path.read_bytes()
    renamed: list[tuple[str, str]] = []
    real_replace = os.replace

    def spy(src: str, dst: Path) -> None:
        renamed.append((src, str(dst)))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    write_save_text("{}", path)
    ((src, dst),) = renamed
    assert Path(src).parent == tmp_path and dst == str(path)
    assert Path(src).name.startswith(".save-") and Path(src).name.endswith(".tmp")
    write_save_text(before.decode(), path)

    def broken_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_disk)
    with pytest.raises(OSError, match="No space left"):
        write_save(random_match(seed=10, moves=12), path)
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]
    assert path.read_bytes() == before
