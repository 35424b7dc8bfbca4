"""Card data validation: every kind of error the loaders report has a committed bad file
under tests/data/<game>/, and each is refused naming its file and line (STYLE.md practice 6).

A bad file is named `<kind>.<file it replaces>` and starts with `# expect line N: words`.
"""

from __future__ import annotations

import ast
import os
import re
import shutil
from functools import cache
from pathlib import Path

import pytest

from tabletop_tui.core import cards as core_cards
from tabletop_tui.core.cards import CardDataError, packaged_card_dir
from tabletop_tui.core.registry import games, load_game
from tabletop_tui.games.in_nomine import cards as in_nomine_cards
from tabletop_tui.games.necronomicards import cards as necronomicards_cards
from tabletop_tui.games.possession import cards as possession_cards

DATA = Path(__file__).resolve().parent.parent / "data"
GAMES = ("necronomicards", "in-nomine", "possession")
BAD_FILES = [(game, path) for game in GAMES for path in sorted((DATA / game).glob("*.yaml"))]
LOADERS = {
    "necronomicards": necronomicards_cards,
    "in-nomine": in_nomine_cards,
    "possession": possession_cards,
}


@cache
def refusal(game: str, bad: Path, tmp: Path) -> str:
    """The loader's message for a copy of the game's cards with `bad` in place of its file."""
    folder = tmp / f"{game}-{bad.stem}"
    shutil.copytree(packaged_card_dir(game), folder)
    shutil.copy(bad, folder / bad.name.split(".", 1)[1])
    with pytest.raises(CardDataError) as err:
        load_game(game, folder)
    return str(err.value)


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("cards")


def expected(bad: Path) -> tuple[str, str]:
    """(line, words) from the bad file's first line (read as bytes: one is not UTF-8)."""
    first = bad.read_bytes().split(b"\n", 1)[0].decode("ascii")
    found = re.match(r"# expect line (\d+): (.*)", first)
    assert found is not None, f"{bad.name}: the first line must say '# expect line N: ...'"
    return found.group(1), found.group(2)


@pytest.mark.parametrize(("game", "bad"), BAD_FILES, ids=lambda v: getattr(v, "name", v))
def test_bad_file_is_refused_naming_file_and_line(game: str, bad: Path, scratch: Path):
    line, words = expected(bad)
    message = refusal(game, bad, scratch)
    target = bad.name.split(".", 1)[1]  # e.g. summons.yaml
    assert re.search(rf"(^|/){re.escape(target)}:{line}: ", message), message
    assert words.split(" (")[0] in message, message
    assert "\n" not in message


def raised_messages(module: object) -> list[tuple[int, list[str]]]:
    """Each `raise CardDataError(...)` of a module: its line and the literal words of its
    message (the parts between the {placeholders})."""
    tree = ast.parse(Path(module.__file__).read_text())  # type: ignore[attr-defined]
    sites = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
            continue
        if getattr(node.exc.func, "id", "") != "CardDataError":
            continue
        (message,) = node.exc.args
        parts = message.values if isinstance(message, ast.JoinedStr) else [message]
        words = [p.value.strip(": ") for p in parts if isinstance(getattr(p, "value", 0), str)]
        sites.append((node.lineno, [w for w in words if len(w) >= 4]))
    return sites


# Refusals no file can reach, each with the reason it stays.
DEFENSIVE = {
    ("cards.py", "0: invalid YAML"): "PyYAML raises only marked errors (handled above it) once "
    "its reader has accepted the text (control characters: control_char.summons.yaml)",
}


def test_every_error_the_loaders_report_has_a_bad_file(scratch: Path, tmp_path: Path):
    """Each place the core's reader or a game's loader refuses card data is shown working by
    a committed bad file (or, for a missing folder and an uninstalled game, a test here)."""
    if "MUTANT_UNDER_TEST" in os.environ:
        pytest.skip("mutmut rewrites the loaders' source: this test reads the source")
    messages = {
        game: [refusal(game, bad, scratch) for g, bad in BAD_FILES if g == game] for game in GAMES
    }
    with pytest.raises(CardDataError) as missing:
        load_game("necronomicards", tmp_path)  # no files at all
    with pytest.raises(CardDataError) as uninstalled:
        packaged_card_dir("no-such-game")
    everywhere = [m for found in messages.values() for m in found]
    everywhere += [str(missing.value), str(uninstalled.value)]
    unshown = []
    for module, pool in [
        (core_cards, everywhere),
        *((LOADERS[game], messages[game]) for game in GAMES),
    ]:
        for line, words in raised_messages(module):
            if (Path(module.__file__).name, " ".join(words)) in DEFENSIVE:
                continue
            if not any(all(w in m for w in words) for m in pool):
                unshown.append(f"{Path(module.__file__).name}:{line} {words}")
    assert not unshown, "no bad file shows these errors: " + "; ".join(unshown)


def test_packaged_data_of_every_game_is_valid():
    counts = {"necronomicards": 159, "in-nomine": 132, "possession": 164}
    for item in games():
        game = load_game(item.info.id)
        assert len(game.cards.instances) == counts.get(item.info.id, len(game.cards.instances))
        assert len(game.cards.instances) > 0


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


def test_an_uninstalled_game_names_its_card_folder():
    with pytest.raises(CardDataError, match="^card_data/chess:0: the game's card data is not"):
        packaged_card_dir("chess")
