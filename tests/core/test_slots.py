"""Save slots and fingerprints: each save says what made it and how the menu names it; a
save of a changed game is refused plainly unless the player asks, and kept either way."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import time
from pathlib import Path

import pytest

from tabletop_tui.core.cards import packaged_card_dir
from tabletop_tui.core.fingerprint import fingerprint
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.saves import SaveChanged, read_save, save_data, write_save
from tabletop_tui.core.slots import (
    changed_since,
    describe,
    list_saves,
    players_text,
    slot_path,
    when_text,
)
from tests.core.conftest import random_match

SAVE = '"format": "tabletop-tui-save", "version": 1'  # a save file's first two fields


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
    assert data["summary"] == {"turn": match.turn, "at": f"turn {match.turn}", "over": False}


def test_continue_speaks_of_rounds_where_the_game_does() -> None:
    """A fifth review: Continue said "turn 1" of a Believe in Me! game whose own header
    said "Round 1" (the rulebook counts rounds)."""
    match = Match.start("believe-in-me", [Seat("human", "Ann"), Seat("greedy", "Normal Bot 2")], 4)
    while match.state.round == 0:  # type: ignore[attr-defined]
        decision = match.decision()
        assert decision is not None
        match.choose(decision.options[0].key)
    assert save_data(match)["summary"]["at"] == "round 1"


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


@pytest.mark.parametrize(
    "change",
    [
        {"seats": [1, 2]},
        {"seats": "ab"},
        {"seats": {"a": 1}},
        {"cards": "car\u0000ds"},
        {"cards": "x" * 300},
        {"version": True},  # (true == 1 in Python: the loader refuses it)
        {"seats": [{"kind": "wizard", "name": "W"}, {"kind": "human"}]},
        {"seats": [{"kind": "human", "name": 5}, {"kind": "human"}]},
    ],
    ids=[
        "int seats",
        "text seats",
        "mapping seats",
        "NUL in cards",
        "long cards",
        "version true",
        "unknown kind",
        "name a number",
    ],
)
def test_one_bad_save_is_listed_as_such_and_the_others_still(change: dict[str, object]) -> None:
    """A bad-input audit: a save whose seats were numbers stopped the menu at every launch
    (the listing read it outside its guard), and every other save with it."""
    good = slot_path("possession")
    write_save(possession(6), good)
    bad = slot_path("necronomicards")
    data = json.loads(good.read_text())
    data.update(game="necronomicards", **change)
    bad.write_text(json.dumps(data))
    before = bad.read_bytes()
    infos = {info.path: info for info in list_saves()}
    assert infos[bad].problem == "damaged or not a save" and not infos[good].problem
    assert bad.read_bytes() == before


@pytest.mark.parametrize("summary", [[1], {"turn": float("nan")}, {"turn": 1e400}, "x"])
def test_a_strange_summary_is_ignored_as_loading_ignores_it(summary: object) -> None:
    """The summary only words the menu's line: with a strange one the save is listed (it
    loads), with no turn in its line."""
    path = slot_path("possession")
    write_save(possession(6), path)
    data = json.loads(path.read_text())
    data["summary"] = summary
    path.write_text(json.dumps(data))
    info = describe(path)
    assert not info.problem and info.description == "Possession, you vs Greedy Bot 2"
    read_save(path)


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


def test_each_game_has_one_slot_in_the_saves_folder(tmp_path: Path) -> None:
    assert slot_path("possession") == tmp_path / "home" / "saves" / "possession.json"


def test_a_seat_with_no_name_reads_as_a_question_mark() -> None:
    assert players_text([{"kind": "human"}, {"kind": "greedy"}]) == "you vs ?"
    assert players_text([{"kind": "greedy"}, {"kind": "random"}]) == "? vs ? (bots only)"
    bots = [{"kind": "human", "name": "Ann"}, {"kind": "greedy", "name": "B"}, {"kind": "mcts"}]
    assert players_text(bots) == "you vs B, ?"


def test_when_text_at_each_boundary() -> None:
    """Under a minute "just now", under an hour in minutes (whole ones), under a day the
    clock time of the save, else its day and month."""
    saved = time.mktime((2020, 3, 7, 14, 5, 0, 0, 0, -1))  # 7 Mar 2020, 14:05 local time
    assert when_text(saved, now=saved + 59.9) == "saved just now"
    assert when_text(saved, now=saved + 60) == "saved 1 min ago"
    assert when_text(saved, now=saved + 119.5) == "saved 1 min ago"
    assert when_text(saved, now=saved + 3599.5) == "saved 59 min ago"
    assert when_text(saved, now=saved + 3600) == "saved 14:05"
    assert when_text(saved, now=saved + 86399) == "saved 14:05"
    assert when_text(saved, now=saved + 86400) == "saved 7 Mar"
    assert when_text(saved, now=saved + 400 * 86400) == "saved 7 Mar"
    assert when_text(time.time() - 10) == "saved just now"  # now defaults to the clock


def test_a_save_before_the_first_turn_says_setting_up(tmp_path: Path) -> None:
    """A review: Believe in Me!'s Continue line named no turn during its set-up (turn 0)."""
    path = tmp_path / "p.json"
    write_save(possession(0), path)
    data = json.loads(path.read_text())
    data["summary"]["turn"] = 0
    data["summary"]["at"] = ""
    path.write_text(json.dumps(data))
    assert describe(path).description == "Possession, setting up, you vs Greedy Bot 2"
    data["summary"]["at"] = "round 3"  # (the game's own words)
    path.write_text(json.dumps(data))
    assert describe(path).description == "Possession, round 3, you vs Greedy Bot 2"
    del data["summary"]["at"]  # a save from before the words
    path.write_text(json.dumps(data))
    assert describe(path).description == "Possession, setting up, you vs Greedy Bot 2"
    del data["summary"]  # a save from before summaries
    path.write_text(json.dumps(data))
    info = describe(path)
    assert info.description == "Possession, you vs Greedy Bot 2" and not info.problem
    assert info.saved_at == path.stat().st_mtime and info.path == path


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (f'{{{SAVE}, "game": "chess", "seats": []}}', "no such game"),
        ("{not json", "damaged or not a save"),
        ('{"game": "possession", "seats": []}', "damaged or not a save"),  # no format
        (f'{{{SAVE}, "game": "possession", "seats": [3]}}', "damaged or not a save"),
    ],
)
def test_a_save_that_cannot_be_loaded_is_listed_with_why(
    tmp_path: Path, text: str, problem: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text)
    info = describe(path)
    assert info == type(info)(path, "", f"bad.json: {problem}", 0.0, problem=problem)


def test_saves_are_listed_newest_first(tmp_path: Path) -> None:
    assert list_saves() == []  # no saves folder yet
    for age, game_id in enumerate(["possession", "necronomicards", "in-nomine"]):
        path = slot_path(game_id)
        if game_id == "possession":
            write_save(possession(2), path)
        else:
            write_save(random_match(seed=age, moves=3), path)
        stamp = 1_000_000 - age * 1000
        os.utime(path, (stamp, stamp))
    listed = list_saves()
    assert [s.path.name for s in listed] == [
        "possession.json",
        "necronomicards.json",
        "in-nomine.json",
    ]
    assert [s.saved_at for s in listed] == [1_000_000, 999_000, 998_000]


def test_a_save_made_with_its_own_cards_is_compared_with_that_folder(tmp_path: Path) -> None:
    cards = tmp_path / "cards"
    shutil.copytree(packaged_card_dir("necronomicards"), cards)
    seats = [Seat("human", "A"), Seat("greedy", "B")]
    match = Match.start("necronomicards", seats, 3, {}, cards)
    path = tmp_path / "s.json"
    write_save(match, path)
    assert describe(path).changed == ()
    edited = tmp_path / "edited"
    shutil.copytree(cards, edited)
    with (edited / "summons.yaml").open("a") as handle:
        handle.write("# edited\n")
    data = json.loads(path.read_text())
    data["cards"] = str(edited)  # the save's folder is read, not the packaged one
    path.write_text(json.dumps(data))
    assert describe(path).changed == ("the cards",)
    assert changed_since(data, "necronomicards") == ["the cards"]


def test_a_fingerprint_is_a_short_hash_of_file_names_and_bytes(tmp_path: Path) -> None:
    """Stable across versions (a change would mark every old save as changed): sha256 over
    each file's name, a NUL, its bytes and a NUL, in name order; 16 hex digits."""
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "b.yaml").write_bytes(b"cards: []\n")
    (cards / "a.yaml").write_bytes(b"x: 1\n")
    (cards / "notes.txt").write_bytes(b"not a card file")
    expected = hashlib.sha256(b"a.yaml\0x: 1\n\0b.yaml\0cards: []\n\0").hexdigest()[:16]
    module = type(random_match(seed=1, moves=0).game).__module__
    found = fingerprint(module, "necronomicards", cards)
    assert found["cards"] == expected
    rules = Path(sys.modules[module].__file__).parent  # type: ignore[arg-type]
    assert len(found["rules"]) == 16 and found["rules"] != fingerprint_of_nothing()
    assert found["rules"] == fingerprint(module, "possession", None)["rules"]  # same package
    assert rules.name == "necronomicards"


def fingerprint_of_nothing() -> str:
    return hashlib.sha256().hexdigest()[:16]


def test_a_game_without_a_module_or_cards_has_empty_fingerprints(tmp_path: Path) -> None:
    assert fingerprint("no.such.module", "no-such-game", None) == {"rules": "", "cards": ""}
    # a top-level name that is no module (no spec), and a module with no file (built in)
    assert fingerprint("no_such_module_at_all", "no-such-game", None)["rules"] == ""
    assert fingerprint("sys", "no-such-game", None)["rules"] == ""
    module = type(random_match(seed=1, moves=0).game).__module__
    packaged = fingerprint(module, "necronomicards", None)
    assert (
        packaged["cards"] == fingerprint(module, "x", packaged_card_dir("necronomicards"))["cards"]
    )
    assert packaged["cards"] != fingerprint(module, "necronomicards", tmp_path)["cards"]
    assert fingerprint(module, "no-such-game", None)["cards"] == ""


def test_a_fresh_process_lists_an_unchanged_save_as_unchanged(tmp_path: Path) -> None:
    """The menu describes saves before any game's rules are imported: the rules fingerprint
    is read from the files, not from a loaded module (else every save looked changed)."""
    import subprocess

    path = tmp_path / "game.json"
    write_save(random_match(seed=9, moves=12), path)
    probe = (
        "import sys; from pathlib import Path\n"
        "from tabletop_tui.core.slots import describe\n"
        f"info = describe(Path({str(path)!r}))\n"
        "assert 'tabletop_tui.games.necronomicards.game' not in sys.modules\n"
        "print(info.changed)\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "()"


def test_a_card_file_edited_during_the_session_is_seen_as_changed(tmp_path: Path) -> None:
    cards = tmp_path / "cards"
    shutil.copytree(packaged_card_dir("necronomicards"), cards)
    match = Match.start("necronomicards", [Seat("random", "A"), Seat("random", "B")], 3, {}, cards)
    path = tmp_path / "game.json"
    write_save(match, path)
    assert describe(path).changed == ()
    with (cards / "summons.yaml").open("a", encoding="utf-8") as handle:
        handle.write("\n# an edit\n")
    assert describe(path).changed == ("the cards",)


def test_a_save_without_its_game_is_damaged_and_one_of_an_unknown_game_says_so(
    tmp_path: Path,
) -> None:
    missing = tmp_path / "missing.json"
    missing.write_text(json.dumps({"format": "tabletop-tui-save", "version": 1, "seats": []}))
    assert describe(missing).problem == "damaged or not a save"
    unknown = tmp_path / "unknown.json"
    unknown.write_text(json.dumps({"format": "tabletop-tui-save", "version": 1, "game": "chess"}))
    assert describe(unknown).problem == "no such game"


def test_a_match_keeps_the_fingerprint_of_its_first_save(tmp_path: Path) -> None:
    # A save after every move reads the game's files once: a file edited mid-game changes
    # neither the code nor the cards the match runs on, so its saves keep saying what made it.
    cards = tmp_path / "cards"
    shutil.copytree(packaged_card_dir("necronomicards"), cards)
    seats = [Seat("human", "Ann"), Seat("random", "Random Bot 2")]
    match = Match.start("necronomicards", seats, 9, cards_dir=cards)
    first = save_data(match)["fingerprint"]
    assert first == fingerprint(type(match.game).__module__, "necronomicards", cards)
    edited = next(iter(sorted(cards.glob("*.yaml"))))
    edited.write_text(edited.read_text() + "\n# edited\n")
    assert fingerprint(type(match.game).__module__, "necronomicards", cards) != first
    assert save_data(match)["fingerprint"] == first
