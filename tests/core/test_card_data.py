"""Card data validation: every kind of error names its file and line (STYLE.md practice 6)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tabletop_tui.core.cards import CardDataError, packaged_card_dir
from tabletop_tui.core.registry import games, load_game

BAD = Path(__file__).resolve().parent.parent / "data" / "necronomicards"
BAD_FILES = sorted(BAD.glob("*.yaml"))


def test_every_kind_of_error_has_a_committed_bad_file():
    kinds = {p.name.split(".")[0] for p in BAD_FILES}
    assert kinds == {
        "syntax",
        "unknown_key",
        "unknown_op",
        "wrong_type",
        "missing_field",
        "duplicate_id",
        "python_tag",
        "deck_totals",
    }


@pytest.mark.parametrize("bad", BAD_FILES, ids=lambda p: p.name.split(".")[0])
def test_bad_file_is_refused_naming_file_and_line(bad: Path, tmp_path: Path):
    cards = tmp_path / "cards"
    shutil.copytree(packaged_card_dir("necronomicards"), cards)
    target_name = bad.name.split(".", 1)[1]  # e.g. summons.yaml
    shutil.copy(bad, cards / target_name)
    expect = re.match(r"# expect line (\d+): (.*)", bad.read_text().splitlines()[0])
    assert expect is not None
    line, words = expect.group(1), expect.group(2)
    with pytest.raises(CardDataError) as err:
        load_game("necronomicards", cards)
    message = str(err.value)
    assert re.search(rf"{re.escape(target_name)}:{line}: ", message), message
    key_words = words.split("(")[0].strip().strip("'").split("'")[0][:20]
    assert key_words.lower()[:12] in message.lower(), message


def test_packaged_data_of_every_game_is_valid():
    for item in games():
        game = load_game(item.info.id)
        assert game.cards is not None


def test_python_tag_does_not_run(tmp_path: Path):
    cards = tmp_path / "cards"
    shutil.copytree(packaged_card_dir("necronomicards"), cards)
    marker = tmp_path / "pwned"
    (cards / "summons.yaml").write_text(
        f'deck: summon\ncards: !!python/object/apply:os.system ["touch {marker}"]\n'
    )
    with pytest.raises(CardDataError, match="summons.yaml:2: tags that build Python"):
        load_game("necronomicards", cards)
    assert not marker.exists()


def test_edited_copy_is_played(tmp_path: Path):
    """A player copies the card folder, edits a card, and plays with --cards."""
    cards = tmp_path / "cards"
    shutil.copytree(packaged_card_dir("necronomicards"), cards)
    text = (cards / "summons.yaml").read_text()
    (cards / "summons.yaml").write_text(text.replace("name: Cerberus", "name: Fluffy", 1))
    game = load_game("necronomicards", cards)
    assert game.cards.card("cerberus").name == "Fluffy"


def test_missing_folder_is_a_card_data_error(tmp_path: Path):
    with pytest.raises(CardDataError, match="spells.yaml:0: cannot read"):
        load_game("necronomicards", tmp_path)
