"""Possession card data: every kind of mistake is refused naming its file and line, and an
edited copy of the cards is what gets played."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tabletop_tui.core.cards import CardDataError, packaged_card_dir
from tabletop_tui.core.registry import load_game


def edited(tmp_path: Path, filename: str, old: str, new: str) -> Path:
    """A copy of the packaged cards with one text replacement in one file."""
    cards = tmp_path / "cards"
    shutil.copytree(packaged_card_dir("possession"), cards)
    path = cards / filename
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, 1))
    return cards


def line_of(cards: Path, filename: str, needle: str) -> int:
    for n, line in enumerate((cards / filename).read_text().splitlines(), start=1):
        if needle in line:
            return n
    raise AssertionError(needle)


CASES = [
    # (file, old, new, the line holding this text, words expected in the message)
    (
        "game_deck.yaml",
        "      - op: wound\n        target: opponent_victim",
        "      - op: maim\n        target: opponent_victim",
        "op: maim",
        "unknown op 'maim'",
    ),
    (
        "game_deck.yaml",
        "    slot: weapon\n    strength: 1",
        "    slot: belt\n    strength: 1",
        "slot: belt",
        "'slot' must be one of",
    ),
    (
        "victims.yaml",
        "    willpower: 3\n    strength: 3\n    gender: male",
        "    willpower: three\n    strength: 3\n    gender: male",
        "willpower: three",
        "'willpower' must be an integer",
    ),
    (
        "victims.yaml",
        '    gender: male\n    text: "Strength +1 at Night."',
        '    gender: male\n    colour: grey\n    text: "Strength +1 at Night."',
        "colour: grey",
        "unknown key 'colour'",
    ),
    (
        "game_deck.yaml",
        "  - id: rusty-cutlass",
        "  - id: man-at-arms",
        "id: man-at-arms",
        "duplicate card id",
    ),
    # a misspelt reference made its card never apply, silently (a bad-input audit)
    (
        "game_deck.yaml",
        "    trap: {symbol: wilderness}",
        "    trap: {symbol: wildernes}",
        "{symbol: wildernes}",
        "unknown Location symbol 'wildernes'",
    ),
    (
        "game_deck.yaml",
        "victim_type: arcanist",
        "victim_type: arcanistt",
        "victim_type: arcanistt",
        "unknown Victim type 'arcanistt'",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c[4].split()[0].strip("'") for c in CASES])
def test_bad_card_is_refused_with_file_and_line(tmp_path: Path, case: tuple[str, ...]) -> None:
    filename, old, new, needle, words = case
    cards = edited(tmp_path, filename, old, new)
    with pytest.raises(CardDataError) as err:
        load_game("possession", cards)
    message = str(err.value)
    if words != "duplicate card id":
        line = line_of(cards, filename, needle)
        assert re.search(rf"{filename}:{line}: ", message), message
    assert words in message, message


def test_missing_field_is_named(tmp_path: Path) -> None:
    cards = edited(
        tmp_path, "victims.yaml", "    strength: 3\n    gender: male\n", "    gender: male\n"
    )
    with pytest.raises(
        CardDataError, match=r"victims.yaml:\d+: victim card is missing the field 'strength'"
    ):
        load_game("possession", cards)


def test_bad_trap_condition_is_named(tmp_path: Path) -> None:
    text = (packaged_card_dir("possession") / "game_deck.yaml").read_text()
    trap = re.search(r"trap: \{symbol: entertainment\}|trap:\n\s+symbol: entertainment", text)
    assert trap is not None
    cards = edited(
        tmp_path, "game_deck.yaml", trap.group(0), trap.group(0).replace("symbol", "weather")
    )
    with pytest.raises(CardDataError, match=r"game_deck.yaml:\d+: unknown key 'weather'"):
        load_game("possession", cards)


def test_the_troll_is_required(tmp_path: Path) -> None:
    cards = edited(tmp_path, "game_deck.yaml", "    aside: true\n", "")
    with pytest.raises(CardDataError, match=r"game_deck.yaml:1: The Troll .* is missing"):
        load_game("possession", cards)


def test_a_python_tag_is_refused(tmp_path: Path) -> None:
    cards = edited(
        tmp_path, "locations.yaml", "cards:", "cards: !!python/object/apply:os.getcwd []\n"
    )
    with pytest.raises(CardDataError, match="locations.yaml:"):
        load_game("possession", cards)


def test_edited_copy_is_played(tmp_path: Path) -> None:
    """Raise the Insomniac's Strength in a copy: the game played with --cards uses it."""
    cards = edited(
        tmp_path,
        "victims.yaml",
        "    willpower: 3\n    strength: 3\n    gender: male",
        "    willpower: 3\n    strength: 9\n    gender: male",
    )
    game = load_game("possession", cards)
    assert game.cards.card("insomniac").strength == 9
    assert load_game("possession").cards.card("insomniac").strength == 3


def test_the_game_deck_is_sized_for_five_turns_of_four_players(tmp_path: Path) -> None:
    """R32 (issue 12): 4 x (8 + 4 x 4) = 96 cards, plus every rise cards can give (a
    Location's Hand Cap on the fifth deal for all four, the Abbess, Old Mother Hollowtongue,
    Vashkarre's three discards, The Stolen Grimoire's 2 and Quillibet's 3): 110 at most,
    and the deck holds more. A deck one card too small is refused."""
    from tabletop_tui.games.possession.sizing import deck_need

    cards = load_game("possession").cards
    assert deck_need(cards) == 96 + 4 + 1 + 1 + 3 + 2 + 3 == 110
    assert len(cards.game_deck) >= deck_need(cards)
    # a second Stolen Grimoire raises the need by 2
    more = edited(
        tmp_path,
        "game_deck.yaml",
        "    name: The Stolen Grimoire\n    source: authored\n",
        "    name: The Stolen Grimoire\n    source: authored\n    count: 2\n",
    )
    assert deck_need(load_game("possession", more).cards) == 112
    # a deck below the need is refused, naming the file
    small = tmp_path / "small"
    shutil.copytree(packaged_card_dir("possession"), small)
    path = small / "game_deck.yaml"
    text = path.read_text()
    spare = len(cards.game_deck) - deck_need(cards)
    text = text.replace(
        "    name: Man-at-Arms\n    source: known\n    count: 8\n",
        f"    name: Man-at-Arms\n    source: known\n    count: {7 - spare}\n",
    )
    path.write_text(text)
    with pytest.raises(
        CardDataError, match=r"game_deck.yaml:1: 109 Game Deck cards .* at least 110"
    ):
        load_game("possession", small)
