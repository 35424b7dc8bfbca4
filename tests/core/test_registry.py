"""The game registry: games are found through their entry points (or, in a source tree
with no package metadata, by the built-in names), a test may register its own, and an
unknown id is refused naming the known ones."""

from __future__ import annotations

import pytest

from tabletop_tui.core import registry
from tabletop_tui.core.registry import GameEntry, entry, games, register
from tests.core.tiny import ENTRY

BUILT_IN_IDS = ["necronomicards", "in-nomine", "possession", "believe-in-me"]


@pytest.fixture
def empty_registry(monkeypatch: pytest.MonkeyPatch) -> dict[str, GameEntry]:
    """A registry that has discovered nothing yet (restored afterwards)."""
    fresh: dict[str, GameEntry] = {}
    monkeypatch.setattr(registry, "_GAMES", fresh)
    return fresh


def test_the_games_are_discovered_through_their_entry_points(empty_registry) -> None:
    found = games()
    assert sorted(e.info.id for e in found) == sorted(BUILT_IN_IDS)
    assert all(isinstance(e, GameEntry) for e in found)
    assert found == sorted(found, key=lambda e: (e.order, e.info.id))  # menu order
    assert entry("possession").info.name.startswith("Possession")


def test_without_entry_points_the_built_in_games_are_imported_by_name(
    empty_registry, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def no_metadata(group: str) -> list[object]:
        asked.append(group)
        return []

    monkeypatch.setattr(registry, "entry_points", no_metadata)
    assert sorted(e.info.id for e in games()) == sorted(BUILT_IN_IDS)
    assert asked == ["tabletop_tui.games"]


def test_an_entry_point_that_is_not_a_game_is_refused(
    empty_registry, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Point:
        def load(self) -> object:
            return "not a game"

    monkeypatch.setattr(registry, "entry_points", lambda group: [Point()])
    with pytest.raises(TypeError, match="entry point in tabletop_tui.games is not a GameEntry"):
        games()


def test_a_registered_game_is_found_by_its_id(empty_registry) -> None:
    games()
    register(ENTRY)
    assert entry("tiny") is ENTRY and ENTRY in games()
    with pytest.raises(KeyError) as err:
        entry("chess")
    assert err.value.args[0].startswith("unknown game 'chess' (games: ")
    assert "tiny" in err.value.args[0] and "possession" in err.value.args[0]


def test_an_unknown_id_is_refused_naming_every_known_one_in_menu_order(empty_registry) -> None:
    games()  # the built-in games first
    register(ENTRY)
    with pytest.raises(KeyError) as err:
        entry("chess")
    known = ", ".join(e.info.id for e in games())
    assert err.value.args[0] == f"unknown game 'chess' (games: {known})"
    assert known.count(", ") == len(games()) - 1 == len(BUILT_IN_IDS)


def test_a_game_is_kept_per_card_folder_until_its_card_files_change(
    empty_registry, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each folder loads its own game; loading again gives the one kept, unless a card file
    (*.yaml) in it was edited; other files do not count."""
    import os

    from tabletop_tui.core.registry import load_game
    from tests.core.tiny import INFO, Cards, Tiny

    monkeypatch.setattr(registry, "_LOADED", {})
    loads: list[object] = []
    register(GameEntry(INFO, load_cards=lambda d: loads.append(d) or Cards(), make=Tiny))
    first, second = tmp_path / "a", tmp_path / "b"
    first.mkdir()
    second.mkdir()
    game = load_game("tiny", first)
    assert load_game("tiny", first) is game and load_game("tiny", second) is not game
    assert loads == [first, second]
    card = first / "cards.yaml"
    card.write_text("a: 1\n")
    edited = load_game("tiny", first)
    assert edited is not game and load_game("tiny", first) is edited
    (first / "notes.txt").write_text("not a card file")
    assert load_game("tiny", first) is edited
    card.write_text("a: 22\n")  # a new size
    os.utime(card, ns=(1, 1))
    assert load_game("tiny", first) is not edited and len(loads) == 4
