"""`tabletop-tui new-game`: copy the template game (a small sealed-bid game on the shared
core: cards, zones, sealed choices, a view, determinization, a screen, tests) into a new
package, ready to be changed into your game. README's "Adding a game" says what next."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

ID = re.compile(r"^[a-z][a-z0-9-]*$")


def names(game_id: str, package: str | None, name: str | None) -> dict[str, str]:
    """The template's placeholders for a game id."""
    if not ID.match(game_id):
        raise ValueError(f"game id '{game_id}' must be lowercase letters, digits and dashes")
    pkg = game_id.replace("-", "_")
    words = [w.capitalize() for w in game_id.split("-")]
    return {
        "__GAME_ID__": game_id,
        "__PKG_PATH__": package or f"tabletop_tui.games.{pkg}",
        "__NAME__": name or " ".join(words),
        "__CLASS__": "".join(words),
    }


def fill(text: str, values: dict[str, str]) -> str:
    for key, value in values.items():
        text = text.replace(key, value)
    return text


def create(
    game_id: str, into: Path, package: str | None = None, name: str | None = None
) -> list[Path]:
    """Write the new game's package, card data and tests under `into`; the files written.
    Refuses to overwrite anything."""
    values = names(game_id, package, name)
    pkg_dir = into.joinpath(*values["__PKG_PATH__"].split("."))
    targets = {
        "package": pkg_dir,
        "card_data": into / "card_data" / game_id,
        "tests": into / "tests" / f"test_{game_id.replace('-', '_')}",
    }
    for target in targets.values():
        if target.exists():
            raise FileExistsError(f"{target} exists already; choose another id or folder")
    template = resources.files("tabletop_tui") / "templates" / "newgame"
    written: list[Path] = []
    for part, target in targets.items():
        target.mkdir(parents=True)
        for item in sorted((template / part).iterdir(), key=lambda t: t.name):
            if not item.name.endswith(".tmpl"):
                continue
            out = target / item.name.removesuffix(".tmpl")
            out.write_text(fill(item.read_text(encoding="utf-8"), values), encoding="utf-8")
            written.append(out)
    conftest = targets["tests"] / "conftest.py"
    conftest.write_text(
        '"""Where the new game\'s cards are."""\n\nfrom pathlib import Path\n\nimport pytest\n\n\n'
        "@pytest.fixture\ndef cards_dir() -> Path:\n"
        f'    return Path(__file__).resolve().parents[2] / "card_data" / "{game_id}"\n',
        encoding="utf-8",
    )
    written.append(conftest)
    for parent in pkg_dir.parents:  # make the folders above the package importable
        if parent == into or into not in parent.parents:
            break
        init = parent / "__init__.py"
        if not init.exists():
            init.write_text("", encoding="utf-8")
            written.append(init)
    return written


def next_steps(game_id: str, package: str | None = None) -> str:
    """What to do after `create` (printed by the command)."""
    values = names(game_id, package, None)
    return (
        "Next:\n"
        f"  1. Name the game in pyproject.toml:\n"
        f'       [project.entry-points."tabletop_tui.games"]\n'
        f'       {game_id} = "{values["__PKG_PATH__"]}:ENTRY"\n'
        "  2. Reinstall (pip install -e .) so the entry point is seen.\n"
        f"  3. tabletop-tui validate {game_id}; tabletop-tui simulate {game_id} --games 20 "
        "--seats greedy,random; tabletop-tui play " + game_id + "\n"
        "  4. Change the rules, cards and screen into your game; keep zones.py the one place\n"
        "     that says who sees what."
    )
